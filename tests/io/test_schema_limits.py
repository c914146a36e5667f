"""The schema caps every list and mapping, the reader stops at the first excess,
and the faster form of the schema the checker uses means the same."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from editor import paths
from editor.io.schema_check import _diagnostics_for, flattened
from editor.io.schema_limits import UNKNOWN_CAP, limits_of, schema_limits
from editor.io.yaml_strict import YamlLoadError, load_yaml_bytes

SCENARIO_SCHEMA = json.loads((paths.SCHEMAS / "scenario.schema.json").read_text("utf-8"))


def _containers(node: Any, where: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        if node.get("type") in ("array", "object"):
            yield where, node
        for key, value in node.items():
            yield from _containers(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _containers(value, f"{where}/{i}")


def test_every_list_and_mapping_of_the_scenario_schema_has_a_cap() -> None:
    uncapped = [
        where
        for where, node in _containers(SCENARIO_SCHEMA)
        if ("maxItems" if node["type"] == "array" else "maxProperties") not in node
    ]
    assert uncapped == []


@pytest.mark.parametrize("schema", sorted(p.name for p in paths.SCHEMAS.glob("*.schema.json")))
def test_each_schema_is_valid_draft_2020_12_as_written_and_flattened(schema: str) -> None:
    # The program no longer checks its schemas at every start: this does.
    document = json.loads((paths.SCHEMAS / schema).read_text("utf-8"))
    Draft202012Validator.check_schema(document)
    Draft202012Validator.check_schema(flattened(document))


def test_the_limits_tree_reads_the_schema() -> None:
    limits = schema_limits("scenario")
    assert limits.child("units").max_items == 2000
    assert limits.child("units").child(None).child("enters").child("at").max_items == 20
    assert limits.child("links").max_props == 20
    assert limits.child("links").child("route").max_items == 10000
    assert limits.child("terrain").child("legend").max_props == 1000
    assert limits.child("conditions").max_props == 100
    # Where the schema describes nothing (an unknown property), small caps.
    assert limits.child("colour").max_items == UNKNOWN_CAP
    assert limits.child("colour").child("x").child(None).max_props == UNKNOWN_CAP


def test_a_oneof_takes_the_loosest_cap_of_its_lists() -> None:
    schema = {
        "type": "object",
        "properties": {
            "a": {
                "oneOf": [
                    {"type": "string"},
                    {"type": "array", "maxItems": 3},
                    {"type": "array", "maxItems": 5},
                ]
            }
        },
    }
    assert limits_of(schema).child("a").max_items == 5


def test_the_reader_stops_at_the_first_excess_with_its_place() -> None:
    schema = {
        "type": "object",
        "maxProperties": 3,
        "properties": {"a": {"type": "array", "maxItems": 2, "items": {"type": "integer"}}},
    }
    limits = limits_of(schema)
    assert load_yaml_bytes(b"a: [1, 2]\nb: 1\n", None, limits).data == {"a": [1, 2], "b": 1}
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_bytes(b"a:\n- 1\n- 2\n- 3\n- 4\n", None, limits)
    (d,) = caught.value.diagnostics
    assert (d.code, d.line, d.col, d.path) == ("schema.too-large", 4, 3, "/a")
    assert d.message == "a: more than 2 items, the format's limit; reading stopped here"
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_bytes(b"b: 1\nc: 2\nd: 3\ne: 4\n", None, limits)
    (d,) = caught.value.diagnostics
    assert (d.line, d.col, d.message) == (
        4,
        1,
        "the file: more than 3 keys, the format's limit; reading stopped here",
    )


BROKEN = [
    "title: 12\n",
    "colour: red\n",
    "setup: {turns: 0, junk: 1}\n",
    "units:\n- {id: A, side: 1, name: x}\n",
    "terrain:\n  legend: {f: [foret], g: {elements: foret, level: 12}, 'h!': foret}\n  rows: [1]\n",
    "sides:\n- {id: a, name: A, deployment: ['01', '0101..0x']}\n",
    "edges: ['0101 X pieux', 7]\n",
    "links: {Route: ['0101'], route: ['0101 0102', '0101']}\n",
    "generation: [{procedure: p, seed: -1, log: [1]}]\n",
    "setup: {turns: 0, units_per_turn: 5}\n",
]


def _errors(validator: Draft202012Validator, document: Any) -> set[tuple[str, str, str]]:
    """What the user reads of each error (the two property keywords read the same)."""
    return {
        (d.code, d.path, d.message)
        for e in validator.iter_errors(document)
        for d in _diagnostics_for(e)
    }


@pytest.mark.parametrize("extra", BROKEN)
def test_the_flattened_schema_finds_the_same_problems(extra: str) -> None:
    text = "format_version: 1\nruleset: panache\nmap: {columns: 9, rows: 12}\n"
    document = load_yaml_bytes((text + extra).encode()).data
    document["map"]["columns"] = 0
    as_written = Draft202012Validator(SCENARIO_SCHEMA)
    faster = Draft202012Validator(flattened(SCENARIO_SCHEMA))
    assert _errors(faster, document) == _errors(as_written, document)
    assert _errors(faster, document)


@pytest.mark.parametrize("path", sorted(Path("scenarios").glob("*.yaml")), ids=lambda p: p.stem)
def test_the_flattened_schema_accepts_the_bundled_scenarios(path: Path) -> None:
    document = load_yaml_bytes(path.read_bytes()).data
    assert not list(Draft202012Validator(flattened(SCENARIO_SCHEMA)).iter_errors(document))
