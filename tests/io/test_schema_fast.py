"""The compiled yes-or-no schema check gives jsonschema's verdict on every file
the program reads and on thousands of damaged copies of them."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from editor import paths
from editor.io.schema_check import flattened
from editor.io.schema_fast import compile_check
from editor.io.yaml_strict import load_yaml_bytes

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
FILES = {
    "scenario": sorted((ROOT / "scenarios").glob("*.yaml")),
    "ruleset": sorted((ROOT / "resources" / "rulesets").glob("*.yaml")),
    "style": sorted((ROOT / "resources" / "styles").glob("*.yaml")),
    "generator": sorted((ROOT / "resources" / "generate").glob("*.yaml")),
}
CASES = [(schema, path) for schema, paths_ in FILES.items() for path in paths_]


def _schema(name: str) -> dict[str, Any]:
    return json.loads((paths.SCHEMAS / f"{name}.schema.json").read_text("utf-8"))


def _junk(rng: random.Random) -> Any:
    return rng.choice(
        [
            None,
            True,
            False,
            0,
            -1,
            1.0,
            2.5,
            10**6,
            "",
            "x",
            "0101",
            "foret",
            "0101..0202",
            "Zz",
            [],
            ["x"],
            [1],
            {},
            {"fr": "a"},
            {"x": 1},
        ]
    )


def _places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _places(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _places(v, (*path, i))
    return out


def _mutated(document: Any, rng: random.Random) -> Any:
    doc = copy.deepcopy(document)
    for _ in range(rng.randint(1, 3)):
        places = [p for p in _places(doc) if p]
        if not places:
            break
        where = rng.choice(places)
        parent = doc
        for step in where[:-1]:
            parent = parent[step]
        kind = rng.random()
        if kind < 0.6:
            parent[where[-1]] = _junk(rng)
        elif kind < 0.8 and isinstance(parent, dict):
            del parent[where[-1]]
        elif isinstance(parent, dict):
            parent[rng.choice(["junk", "zz", "fr", "id", "at", "level"])] = _junk(rng)
        elif isinstance(parent, list):
            parent.append(copy.deepcopy(parent[where[-1]]))  # duplicates, longer lists
    return doc


@pytest.mark.parametrize(("schema", "path"), CASES, ids=lambda c: getattr(c, "stem", c))
def test_same_verdict_as_jsonschema_on_files_and_damaged_copies(schema: str, path: Path) -> None:
    written = _schema(schema)
    fast = compile_check(flattened(written))
    assert fast is not None
    reference = Draft202012Validator(written)
    document = load_yaml_bytes(path.read_bytes()).data
    assert fast(document) and reference.is_valid(document)
    rng = random.Random(path.name)
    refused = 0
    for _ in range(60):
        damaged = _mutated(document, rng)
        expected = reference.is_valid(damaged)
        assert fast(damaged) == expected, list(reference.iter_errors(damaged))[:3]
        refused += not expected
    assert refused > 20  # the damage does reach the schema


def test_json_equality_and_integers_as_jsonschema_reads_them() -> None:
    check = compile_check({"type": "array", "items": {"enum": [1, "a"]}, "uniqueItems": True})
    assert check is not None
    assert check([1, "a"]) and check([1.0])
    assert not check([True])  # true is not 1 in JSON
    assert not check([1, 1.0])  # 1 and 1.0 are the same number
    integer = compile_check({"type": "integer", "minimum": 2})
    assert integer is not None
    assert integer(2.0) and not integer(2.5) and not integer(True) and not integer(1)


def test_an_unknown_keyword_leaves_the_whole_check_to_jsonschema() -> None:
    assert compile_check({"type": "object", "dependentRequired": {"a": ["b"]}}) is None
    assert compile_check({"properties": {"a": {"contains": {"type": "string"}}}}) is None
