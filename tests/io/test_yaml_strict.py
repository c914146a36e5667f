"""The strict YAML reader: hostile inputs are refused with a precise diagnostic.

Most cases run against both parsers (libyaml and PyYAML's pure-Python one),
because the reader falls back to the latter where libyaml is missing.
"""

from __future__ import annotations

import json
import math
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.io import yaml_strict
from editor.io.yaml_strict import (
    MAX_DEPTH,
    YamlDocument,
    YamlLoadError,
    load_yaml_bytes,
    load_yaml_file,
)

pytestmark = pytest.mark.slow

PARSERS = [yaml.SafeLoader]
if hasattr(yaml, "CSafeLoader"):
    PARSERS.insert(0, yaml.CSafeLoader)


@pytest.fixture(params=PARSERS, ids=lambda loader: loader.__name__)
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> type:
    monkeypatch.setattr(yaml_strict, "_Loader", request.param)
    return request.param


def problems(raw: bytes) -> list[tuple[str, int | None, int | None]]:
    """``(code, line, col)`` of each diagnostic; fails if the load succeeds."""
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_bytes(raw, "scenario.yaml")
    assert caught.value.diagnostics
    for diagnostic in caught.value.diagnostics:
        assert diagnostic.is_error
        assert diagnostic.file == "scenario.yaml"
        assert diagnostic.message
    return [(d.code, d.line, d.col) for d in caught.value.diagnostics]


def value_of(text: bytes) -> Any:
    return load_yaml_bytes(b"v: " + text + b"\n").data["v"]


DEEP_FLOW = b"a: " + b"[" * 5000 + b"]" * 5000 + b"\n"
DEEP_BLOCK = b"".join(b" " * i + b"k:\n" for i in range(5000))

HOSTILE = {
    "empty file": (b"", "yaml.empty", 1, 1),
    "whitespace only": (b"  \n\n   \r\n", "yaml.empty", 1, 1),
    "comments only": (b"# a scenario\n  # to come\n", "yaml.empty", 1, 1),
    "bare document marker": (b"---\n# nothing yet\n", "yaml.empty", 1, 1),
    "cut mid-mapping": (b"map:\n  columns: 40\n  rows", "yaml.syntax", 3, 7),
    "cut mid-quoted-string": (b'title: "The battle of\n', "yaml.syntax", 2, 1),
    "cut mid-flow-mapping": (b"map: {columns: 40, rows:", "yaml.syntax", 1, 25),
    "invalid utf-8 on line 3": (b"a: 1\nb: 2\nc: caf\xff\n", "file.encoding", 3, 7),
    "truncated utf-8 sequence": (b"a: \xc3", "file.encoding", 1, 4),
    "nul byte": (b"a: 1\nb: x\x00y\n", "file.nul", 2, 5),
    "control character": (b"a: 1\nb: \x07\n", "file.control-char", 2, 4),
    "tab indentation": (b"map:\n\tcolumns: 40\n", "yaml.syntax", 2, 1),
    "two documents": (b"a: 1\n---\nb: 2\n", "yaml.multi-document", 2, 1),
    "top-level list": (b"- a\n- b\n", "yaml.root-type", 1, 1),
    "top-level scalar": (b"# title\nhello\n", "yaml.root-type", 2, 1),
    "top-level null": (b"null\n", "yaml.root-type", 1, 1),
    "5,000 nested lists": (DEEP_FLOW, "yaml.too-deep", 1, 4 + MAX_DEPTH - 1),
    "5,000 nested mappings": (DEEP_BLOCK, "yaml.too-deep", MAX_DEPTH + 1, MAX_DEPTH + 1),
    "5,000-digit integer": (b"a: " + b"7" * 5000 + b"\n", "yaml.number-too-long", 1, 4),
    "200-digit hex integer": (b"a: 0x" + b"f" * 200 + b"\n", "yaml.number-too-long", 1, 4),
    "merge key": (b"base: {x: 1}\nunit:\n  <<: {x: 1}\n", "yaml.merge-key", 3, 3),
    "python tag": (b"a: !!python/object/apply:os.system [ls]\n", "yaml.tag", 1, 4),
    "custom tag": (b"a:\n  b: !custom 1\n", "yaml.tag", 2, 6),
    "core tag": (b"a: !!str 010\n", "yaml.tag", 1, 4),
    "non-specific tag": (b"a: ! 010\n", "yaml.tag", 1, 4),
    "tag on a mapping": (b"a: !!map {b: 1}\n", "yaml.tag", 1, 4),
    "integer key": (b"title: x\n1: x\n", "yaml.key-type", 2, 1),
    "list key": (b"? [a]\n: x\n", "yaml.key-type", 1, 3),
    "mapping key": (b"{a: 1}: x\n", "yaml.key-type", 1, 1),
    "null key": (b"~: x\n", "yaml.key-type", 1, 1),
    "boolean key": (b"a: {true: x}\n", "yaml.key-type", 1, 5),
}


@pytest.mark.parametrize(("raw", "code", "line", "col"), HOSTILE.values(), ids=HOSTILE.keys())
def test_hostile_input_is_refused_where_it_is(
    parser: type, raw: bytes, code: str, line: int, col: int
) -> None:
    assert problems(raw)[0] == (code, line, col)


def test_tab_indentation_is_named_in_the_message() -> None:
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_bytes(b"map:\n  columns: 40\n\trows: 30\n")
    assert "tab" in caught.value.diagnostics[0].message


def test_syntax_error_quotes_the_parser_and_the_place() -> None:
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_bytes(b'title: "The battle of\n', "s.yaml")
    text = str(caught.value)
    assert text.startswith("s.yaml:2:1: error: YAML syntax error:")
    assert "quoted scalar at line 1, column 8" in text


def test_anchor_and_alias_are_both_refused(parser: type) -> None:
    raw = b"infantry: &inf {move: 4}\nguard: *inf\n"
    assert problems(raw) == [("yaml.alias", 1, 11), ("yaml.alias", 2, 8)]


def test_every_duplicate_key_is_reported_with_its_first_line(parser: type) -> None:
    raw = b"map:\n  columns: 40\n  rows: 30\n  columns: 41\ntitle: a\ntitle: b\n"
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_bytes(raw)
    first, second = caught.value.diagnostics
    assert (first.code, first.line, first.col, first.path) == (
        "yaml.duplicate-key",
        4,
        3,
        "/map/columns",
    )
    assert "line 2" in first.message
    assert (second.code, second.line, second.path) == ("yaml.duplicate-key", 6, "/title")
    assert "line 5" in second.message


def test_several_kinds_of_problem_come_in_one_report(parser: type) -> None:
    raw = b"a: 1\nb: !x 2\na: 3\nc: *ref\nd: {e: 1, e: 2}\n"
    assert problems(raw) == [
        ("yaml.tag", 2, 4),
        ("yaml.duplicate-key", 3, 1),
        ("yaml.alias", 4, 4),
        ("yaml.duplicate-key", 5, 11),
    ]


def test_problems_before_a_syntax_error_are_kept() -> None:
    assert problems(b"a: 1\na: 2\nb: {") == [("yaml.duplicate-key", 2, 1), ("yaml.syntax", 3, 5)]


def test_reporting_stops_after_a_hundred_problems() -> None:
    raw = b"".join(b"k: %d\n" % i for i in range(300))
    found = problems(raw)
    assert len(found) == yaml_strict.MAX_DIAGNOSTICS + 1
    assert found[-1][0] == "yaml.too-many-errors"


def test_quoted_merge_key_is_just_text() -> None:
    assert load_yaml_bytes(b"'<<': 1\n").data == {"<<": 1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # YAML 1.1 surprises stay text.
        (b"NO", "NO"),
        (b"no", "no"),
        (b"on", "on"),
        (b"Yes", "Yes"),
        (b"y", "y"),
        (b"1:20", "1:20"),
        (b"2024-01-01", "2024-01-01"),
        (b"0b11", "0b11"),
        (b"1_000", "1_000"),
        (b"+.nan", "+.nan"),
        (b"0x1G", "0x1G"),
        (b"12e", "12e"),
        (b"010", 10),  # decimal, not octal 8
        (b"-0", 0),
        (b"+12", 12),
        (b"0o17", 15),
        (b"0x1F", 31),
        (b"1.5", 1.5),
        (b".5", 0.5),
        (b"1.", 1.0),
        (b"-1e3", -1000.0),
        (b"2E-2", 0.02),
        (b".inf", math.inf),
        (b"+.Inf", math.inf),
        (b"-.INF", -math.inf),
        (b"~", None),
        (b"null", None),
        (b"NULL", None),
        (b"", None),
        (b"true", True),
        (b"True", True),
        (b"FALSE", False),
        (b"'010'", "010"),
        (b'"true"', "true"),
        (b"'null'", "null"),
        (b"|\n  010\n", "010\n"),
        (b"1" * 100, int("1" * 100)),
        (b"1" * 400 + b".5", float("1" * 400 + ".5")),
    ],
    ids=repr,
)
def test_plain_scalars_follow_the_yaml_1_2_core_schema(
    parser: type, text: bytes, expected: Any
) -> None:
    value = value_of(text)
    assert type(value) is type(expected)
    assert value == expected


@pytest.mark.parametrize("text", [b".nan", b".NaN", b".NAN"])
def test_nan(text: bytes) -> None:
    assert math.isnan(value_of(text))


def test_bom_and_crlf_are_accepted(parser: type) -> None:
    document = load_yaml_bytes(b"\xef\xbb\xbfa: 1\r\nb: [x, y]\r\n")
    assert document.data == {"a": 1, "b": ["x", "y"]}
    assert document.positions["/a"] == (1, 4)
    assert document.positions["/b/1"] == (2, 8)


SCENARIO = b"""\
# Hexfield scenario
format_version: 1
map:
  columns: 40
  rows: 30
terrain:
  rows:
    - "..hh"
    - "ff.."
  legend: {h: hill, "a/b~": x}
units:
  - {id: u1, hex: "0101"}
  - id: u2
    hex: "0102"
title: \xc3\xa9t\xc3\xa9 [\xc3\xa9, q]
"""


def test_positions_of_nested_values(parser: type) -> None:
    document = load_yaml_bytes(SCENARIO)
    assert document.positions["/map/columns"] == (4, 12)
    assert document.positions["/map"] == (4, 3)
    assert document.positions["/terrain/rows/1"] == (9, 7)
    assert document.positions["/terrain/legend/a~1b~0"] == (10, 29)
    assert document.positions["/units/0/hex"] == (12, 19)
    assert document.positions["/units/1"] == (13, 5)
    assert document.positions["/units/1/hex"] == (14, 10)
    assert document.positions["/title"] == (15, 8)
    assert document.data["title"] == "été [é, q]"


def test_position_falls_back_to_the_nearest_ancestor() -> None:
    document = load_yaml_bytes(SCENARIO)
    assert document.position("") == (1, 1)
    assert document.position("/map/missing") == (4, 3)
    assert document.position("/units/1/side/name") == (13, 5)
    assert document.position("/nowhere") == (1, 1)
    assert YamlDocument({}, {}).position("/a") is None


def test_both_parsers_agree() -> None:
    results = []
    for loader in PARSERS:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(yaml_strict, "_Loader", loader)
            document = load_yaml_bytes(SCENARIO)
        results.append((document.data, document.positions))
    assert all(result == results[0] for result in results)


def test_a_ten_megabyte_title_loads() -> None:
    title = "x" * 10_000_000
    assert load_yaml_bytes(f"title: {title}\n".encode()).data["title"] == title


def test_size_cap_on_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yaml_strict, "MAX_FILE_BYTES", 10)
    load_yaml_bytes(b"a: 1234567")
    assert problems(b"a: 12345678") == [("file.too-large", 1, 1)]


def test_size_cap_on_a_file_is_checked_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "big.yaml"
    path.write_bytes(b"title: a scenario that is too long\n")
    monkeypatch.setattr(yaml_strict, "MAX_FILE_BYTES", 10)

    def no_open(*args: object, **kwargs: object) -> None:
        raise AssertionError("the file was opened")

    monkeypatch.setattr(yaml_strict, "open", no_open, raising=False)
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_file(path)
    (diagnostic,) = caught.value.diagnostics
    assert (diagnostic.code, diagnostic.file) == ("file.too-large", str(path))


def test_a_file_loads_and_names_itself(tmp_path: Path) -> None:
    path = tmp_path / "ok.yaml"
    path.write_bytes(SCENARIO)
    assert load_yaml_file(path).data["map"] == {"columns": 40, "rows": 30}
    path.write_bytes(b"a: 1\na: 2\n")
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_file(str(path))
    assert str(caught.value).startswith(f"{path}:2:1: error: duplicate key 'a'")


def file_problem(path: Path | str) -> str:
    with pytest.raises(YamlLoadError) as caught:
        load_yaml_file(path)
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.file == os.fsdecode(path)
    assert (diagnostic.line, diagnostic.col) == (1, 1)
    return diagnostic.code


def test_a_directory_is_refused(tmp_path: Path) -> None:
    assert file_problem(tmp_path) == "file.is-directory"


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    assert file_problem(tmp_path / "nope.yaml") == "file.not-found"
    assert file_problem(tmp_path / "nope" / "deeper.yaml") == "file.not-found"


def test_a_path_through_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_bytes(b"a: 1\n")
    assert file_problem(tmp_path / "file" / "x.yaml") == "file.unreadable"


def test_a_path_with_nul_is_refused() -> None:
    assert file_problem("bad\0name.yaml") == "file.unreadable"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.yaml")
    assert file_problem(tmp_path / "pipe.yaml") == "file.unreadable"


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "locked.yaml"
    path.write_bytes(b"a: 1\n")
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running with rights that read any file (root)")
        assert file_problem(path) == "file.unreadable"
    finally:
        path.chmod(0o600)


def test_a_failing_read_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same path as chmod 000, even where the tests run as root."""
    path = tmp_path / "locked.yaml"
    path.write_bytes(b"a: 1\n")

    def denied(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(yaml_strict, "open", denied, raising=False)
    assert file_problem(path) == "file.unreadable"


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_raise_only_yaml_load_error(raw: bytes) -> None:
    for loader in PARSERS:
        yaml_strict._Loader = loader
        try:
            assert isinstance(load_yaml_bytes(raw).data, dict)
        except YamlLoadError as exc:
            assert all(d.line is not None and d.col is not None for d in exc.diagnostics)
        finally:
            yaml_strict._Loader = PARSERS[0]


YAMLISH = st.text(alphabet=":-?[]{},#&*!|>'\"%@`~<. \t\n\r0123456789abxyNOnul\\\xe9", max_size=200)


@settings(max_examples=500, deadline=None)
@given(YAMLISH)
def test_yaml_like_text_raises_only_yaml_load_error(text: str) -> None:
    try:
        document = load_yaml_bytes(text.encode())
    except YamlLoadError as exc:
        assert exc.diagnostics
    else:
        assert isinstance(document.data, dict)
        assert all(ptr == "" or ptr.startswith("/") for ptr in document.positions)


JSON_TEXT = st.text(st.characters(codec="utf-8", categories=("L", "N", "P", "S", "Zs")))
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | JSON_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(JSON_TEXT, inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(JSON_TEXT, JSON_VALUES, max_size=5))
def test_json_documents_read_back_as_json_reads_them(data: dict[str, Any]) -> None:
    """JSON is YAML 1.2: the core schema must give back exactly what JSON holds."""
    text = json.dumps(data, ensure_ascii=False)
    assert load_yaml_bytes(text.encode()).data == json.loads(text)


def big_scenario(rng: random.Random) -> bytes:
    """A 500 x 500 map in the compact row encoding, four layers, plus units and edges."""
    lines = ["format_version: 1", "title: Big map", "map: {columns: 500, rows: 500}"]
    for layer in ("terrain", "overlay", "elevation", "cover"):
        lines += [f"{layer}:", "  legend: {a: open, b: hill, c: wood, d: marsh}", "  rows:"]
        lines += ['    - "' + "".join(rng.choices("abcd.", k=1000)) + '"' for _ in range(500)]
    lines.append("units:")
    for i in range(300):
        lines += [f"  - id: u{i}", "    side: blue", f"    hex: '{i % 50:02d}{i // 50:02d}'"]
    lines.append("edges:")
    lines += [f"  - {{hex: '{i % 50:02d}{i // 50:02d}', side: n, kind: river}}" for i in range(400)]
    return ("\n".join(lines) + "\n").encode()


def test_load_time_of_a_two_megabyte_map(capsys: pytest.CaptureFixture[str]) -> None:
    raw = big_scenario(random.Random(1))
    assert len(raw) > 2_000_000
    start = time.perf_counter()
    document = load_yaml_bytes(raw)
    elapsed = time.perf_counter() - start
    assert len(document.data["cover"]["rows"]) == 500
    assert document.positions["/edges/399/kind"][0] == raw.count(b"\n")
    with capsys.disabled():
        print(f"\n[yaml_strict] {len(raw) / 1e6:.1f} MB map loaded in {elapsed * 1000:.0f} ms")
