"""Reading hostile files never raises; saving is atomic and byte-stable."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from editor.core.diagnostics import has_errors
from editor.core.scenario import HexTerrain, new_scenario
from editor.io import scenario_file
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import SaveError, parse_scenario, read_scenario, write_scenario

VALID = """format_version: 1
ruleset: panache
title: Essai
map: {columns: 9, rows: 12, orientation: flat, stagger: odd, hex_mm: 50}
"""


def _codes(raw: bytes) -> list[str]:
    result = parse_scenario(raw, "f.yaml")
    assert all(d.line is not None and d.line >= 1 for d in result.diagnostics), result.diagnostics
    return [d.code for d in result.diagnostics]


def test_minimal_file_is_valid() -> None:
    result = parse_scenario(VALID.encode())
    assert result.ok, result.diagnostics
    assert result.scenario is not None and result.scenario.title == "Essai"


HOSTILE: list[tuple[str, bytes, str]] = [
    ("empty", b"", "yaml.empty"),
    ("truncated", VALID.encode()[:-12], "yaml.syntax"),
    ("truncated-at-line", VALID.encode()[: VALID.index("map:")], "schema.required"),
    ("truncated-quote", b'format_version: 1\ntitle: "abc', "yaml.syntax"),
    ("invalid-utf8", VALID.encode() + b"author: \xff\xfe\n", "file.encoding"),
    ("nul", VALID.encode() + b"author: a\x00b\n", "file.nul"),
    ("tabs", b"format_version: 1\nmap:\n\tcolumns: 9\n", "yaml.syntax"),
    ("several-documents", VALID.encode() + b"---\n" + VALID.encode(), "yaml.multi-document"),
    ("top-level-list", b"- a\n- b\n", "yaml.root-type"),
    ("deep-nesting", b"title: " + b"[" * 5000 + b"]" * 5000 + b"\n", "yaml.too-deep"),
    (
        "huge-integer",
        VALID.replace("hex_mm: 50", "hex_mm: " + "9" * 5000).encode(),
        "yaml.number-too-long",
    ),
    ("nan-columns", VALID.replace("columns: 9", "columns: .nan").encode(), "schema.type"),
    ("inf-rows", VALID.replace("rows: 12", "rows: .inf").encode(), "schema.type"),
    ("string-columns", VALID.replace("columns: 9", 'columns: "2"').encode(), "schema.type"),
    ("bool-columns", VALID.replace("columns: 9", "columns: true").encode(), "schema.type"),
    ("unknown-property", VALID.encode() + b"colour: red\n", "schema.unknown-property"),
    ("missing-map", VALID.replace("map:", "mop:").encode(), "schema.required"),
    ("anchor-alias", VALID.encode() + b"author: &a x\ntitle2: *a\n", "yaml.alias"),
    ("merge-key", VALID.encode() + b"conditions:\n  <<: {a: b}\n", "yaml.merge-key"),
    ("duplicate-key", VALID.encode() + b"title: Autre\n", "yaml.duplicate-key"),
    ("python-tag", VALID.encode() + b"author: !!python/object:os.system x\n", "yaml.tag"),
    ("yaml11-no", VALID.replace("stagger: odd", "stagger: NO").encode(), "schema.enum"),
    ("octal-like", VALID.replace("hex_mm: 50", "hex_mm: 010").encode(), ""),
    ("sexagesimal", VALID.replace("columns: 9", "columns: 1:20").encode(), "schema.type"),
    ("date", VALID.encode() + b"author: 2024-01-01\n", ""),
    (
        "billion-hexes",
        VALID.replace("columns: 9", "columns: 100000").replace("rows: 12", "rows: 10000").encode(),
        "schema.too-large",
    ),
    (
        "ten-mb-title",
        VALID.replace("title: Essai", "title: " + "x" * 10_000_000).encode(),
        "schema.too-large",
    ),
    (
        "newer-format",
        VALID.replace("format_version: 1", "format_version: 7").encode(),
        "format.too-new",
    ),
    (
        "unknown-element",
        VALID.encode()
        + b"terrain:\n  legend: {f: forest}\n  rows:\n"
        + b"  - f . . . . . . . .\n"
        + b"  - . . . . . . . . .\n" * 11,
        "element.unknown",
    ),
    ("out-of-map", VALID.encode() + b"objectives:\n- {at: '1012', name: x}\n", "hex.outside-map"),
    ("border-edge", VALID.encode() + b"edges:\n- 0101 N pieux\n", "edge.border"),
    ("edge-twice", VALID.encode() + b"edges:\n- 0505 N pieux\n- 0504 S pieux\n", "edge.duplicate"),
    (
        "stacked-units",
        VALID.encode() + b"sides: [{id: a, name: A}]\nunits:\n"
        b"- {id: u1, side: a, name: U1, type: infanterie, at: '0505'}\n"
        b"- {id: u2, side: a, name: U2, type: infanterie, at: '0505'}\n",
        "unit.stacked",
    ),
    ("too-small", VALID.replace("rows: 12", "rows: 8").encode(), "map.too-small"),
    (
        "unknown-ruleset",
        VALID.replace("ruleset: panache", "ruleset: warhammer").encode(),
        "ruleset.unknown",
    ),
]


@pytest.mark.parametrize(
    ("raw", "code"), [(r, c) for _, r, c in HOSTILE], ids=[n for n, _, _ in HOSTILE]
)
def test_hostile_input_is_reported_not_raised(raw: bytes, code: str) -> None:
    codes = _codes(raw)
    if code:
        assert code in codes, codes
    else:  # YAML 1.2: 010 is ten, a date-like text is a string: both valid
        assert codes == [], codes


def test_bom_is_accepted() -> None:
    assert parse_scenario(b"\xef\xbb\xbf" + VALID.encode()).ok


def test_paths_that_cannot_be_read(tmp_path: Path) -> None:
    assert [d.code for d in read_scenario(tmp_path).diagnostics] == ["file.is-directory"]
    missing = read_scenario(tmp_path / "nope.yaml").diagnostics
    assert [d.code for d in missing] == ["file.not-found"]


def _scenario():
    s = new_scenario("panache", 10, 12, title="Round trip")
    s.set_terrain(s.grid.to_hex(2, 3), HexTerrain(frozenset({"colline", "foret"})))
    return s


def test_save_load_save_is_byte_identical(tmp_path: Path) -> None:
    path = tmp_path / "a.yaml"
    write_scenario(_scenario(), path)
    first = path.read_bytes()
    result = read_scenario(path)
    assert result.ok, result.diagnostics
    write_scenario(result.scenario, path)
    assert path.read_bytes() == first


def test_failed_save_leaves_the_original_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.yaml"
    path.write_text("original\n")

    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(scenario_file.os, "fsync", disk_full)
    with pytest.raises(SaveError, match="No space left"):
        write_scenario(_scenario(), path)
    assert path.read_text() == "original\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.yaml"]  # no temp file left


def test_save_into_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot create a file"):
        write_scenario(_scenario(), tmp_path / "no" / "such" / "a.yaml")


def test_save_keeps_the_file_mode(tmp_path: Path) -> None:
    path = tmp_path / "a.yaml"
    path.write_text("x")
    os.chmod(path, 0o600)
    write_scenario(_scenario(), path)
    assert (path.stat().st_mode & 0o777) == 0o600


def test_semantic_problem_points_at_the_legend_line(tmp_path: Path) -> None:
    s = _scenario()
    s.set_terrain(s.grid.to_hex(4, 4), HexTerrain(frozenset({"pont"})))
    text = dumps_scenario(s)
    result = parse_scenario(text.encode(), "x.yaml")
    assert has_errors(result.diagnostics)
    d = next(d for d in result.diagnostics if d.code == "terrain.requires")
    assert d.hex == "0404"
    assert text.splitlines()[d.line - 1].strip().startswith(("p:", "po:"))
