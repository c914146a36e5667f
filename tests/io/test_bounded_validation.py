"""Validation bounded by the format's limits (issue 15): the stress files of the
issue stop at the first list past its cap, and a mistake repeated a million
times is listed 100 times, then counted ("and 89,900 more")."""

from __future__ import annotations

import json
from pathlib import Path

import stress_files

from editor.cli import main
from editor.core.diagnostics import Diagnostic
from editor.core.scenario import Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import parse_scenario
from editor.io.semantic import validate_scenario


def _read(text: str) -> list[Diagnostic]:
    return parse_scenario(text.encode(), "stress.yaml").diagnostics


def _line_of(text: str, needle: str, occurrence: int = 1) -> int:
    """1-based line of the ``occurrence``-th line starting with ``needle``."""
    seen = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(needle):
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(f"{needle!r} #{occurrence} not in the text")


def test_unknown_symbols_on_every_hex_are_listed_100_times_then_counted() -> None:
    text = stress_files.unknown_symbols(300)
    found = _read(text)
    assert [d.code for d in found] == ["terrain.unknown-symbol"] * 101
    listed, more = found[:100], found[100]
    row = _line_of(text, "  - z")
    # Symbol n of "  - z z z ..." starts at column 5 + 2 (n - 1): one row is read once.
    assert [(d.line, d.col, d.hex) for d in listed[:3]] == [
        (row, 5, "001001"),
        (row, 7, "002001"),
        (row, 9, "003001"),
    ]
    assert (listed[-1].line, listed[-1].col, listed[-1].hex) == (row, 5 + 2 * 99, "100001")
    assert (more.line, more.col, more.hex) == (row, 5 + 2 * 100, "101001")
    assert more.more == 300 * 300 - 100
    assert more.message.startswith("and 89,900 more like this")


def test_the_and_n_more_line_in_text_and_json(tmp_path: Path, capsys) -> None:
    path = tmp_path / "unknown.yaml"
    path.write_text(stress_files.unknown_symbols(300))
    assert main(["validate", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 101
    assert lines[-1] == (
        f"{path}:7:205: error: and 89,900 more like this "
        "(only the first 100 of each kind are listed) [terrain.unknown-symbol]"
    )
    assert main(["validate", "--format", "json", str(path)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert (data[-1]["code"], data[-1]["more"], data[-1]["line"]) == (
        "terrain.unknown-symbol",
        89_900,
        7,
    )
    assert {d["more"] for d in data[:-1]} == {0}


def test_fifty_thousand_units_stop_at_the_two_thousand_first() -> None:
    text = stress_files.many_units(50_000)
    found = _read(text)
    assert [(d.code, d.line, d.col) for d in found] == [
        ("schema.too-large", _line_of(text, "- {id: u2000,"), 3)
    ]
    assert found[0].message == (
        "units: more than 2,000 items, the format's limit; reading stopped here"
    )


def test_two_hundred_thousand_condition_keys_stop_at_the_hundred_first() -> None:
    text = stress_files.condition_keys(200_000)
    found = _read(text)
    assert [(d.code, d.line, d.col) for d in found] == [
        ("schema.too-large", _line_of(text, "  k100:"), 3)
    ]
    assert found[0].message.startswith("conditions: more than 100 keys")


def test_a_million_line_log_stops_at_line_one_thousand_and_one() -> None:
    text = stress_files.generation_log(1_000_000)
    found = _read(text)
    assert [(d.code, d.line) for d in found] == [
        ("schema.too-large", _line_of(text, "  - roll 1000 gives"))
    ]
    assert found[0].path == "/generation/0/log"


def test_twenty_thousand_deployment_ranges_stop_at_the_ten_thousand_first() -> None:
    for size in (24, 999):
        text = stress_files.deployment_ranges(20_000, size)
        found = _read(text)
        assert [(d.code, d.line) for d in found] == [
            ("schema.too-large", _line_of(text, "  - 0", 10_001))
        ], size


def test_ranges_cover_at_most_two_hundred_thousand_hexes() -> None:
    # 600 ranges of the whole 24 x 24 map (576 hexes each) cover 345,600 hexes;
    # the 348th passes the limit (348 x 576 = 200,448).
    text = stress_files.deployment_ranges(600, 24)
    found = _read(text)
    assert [(d.code, d.line, d.path) for d in found] == [
        ("range.too-many-hexes", _line_of(text, "  - 0", 348), "/sides/0/deployment/347")
    ]
    assert "more than 200,000 hexes in all" in found[0].message


def test_links_list_at_most_two_hundred_thousand_hexes() -> None:
    size = 999
    road, ground = " ".join("rt" for _ in range(size)), " ".join("." for _ in range(size))
    rows = "".join(f"  - {road if r < 250 else ground}\n" for r in range(size))
    paths = "".join(
        "  - " + " ".join(f"{c:03d}{r:03d}" for c in range(1, size + 1)) + "\n"
        for r in range(1, 250)
    )
    text = (
        "format_version: 1\nruleset: panache\nmap: {columns: 999, rows: 999}\n"
        "terrain:\n  legend: {rt: route}\n  rows:\n" + rows + "links:\n  route:\n" + paths
    )
    found = _read(text)
    # 200 paths of 999 hexes are 199,800; the 201st passes the limit.
    assert [(d.code, d.line, d.path) for d in found] == [
        ("link.too-many-hexes", _line_of(text, "  - 001", 201), "/links/route/200")
    ]


def test_a_thousand_malformed_edges_are_listed_100_times_then_counted() -> None:
    text = "format_version: 1\nruleset: panache\nmap: {columns: 24, rows: 16}\nedges:\n" + "".join(
        f"- 0101 X pieux{i}\n" for i in range(1000)
    )
    found = _read(text)
    assert [d.code for d in found] == ["schema.pattern"] * 101
    assert (found[0].line, found[0].path) == (5, "/edges/0")
    assert (found[-1].line, found[-1].more, found[-1].path) == (105, 900, "/edges/100")
    assert found[0].message == 'edges/0: "0101 X pieux0" does not have the expected form'


def test_structure_errors_by_the_thousand_stop_the_check() -> None:
    units = "".join(f"- {{id: U{i}, side: 1, name: 2, type: 3, junk: 4}}\n" for i in range(2000))
    text = "format_version: 1\nruleset: panache\nmap: {columns: 24, rows: 16}\nunits:\n" + units
    found = _read(text)
    assert found[0].code == "schema.too-many-errors"
    assert found[0].message == "the structure check stopped after 1,000 problems; fix these first"
    assert len(found) <= 4 * 101 + 1


def test_the_rules_pass_on_the_model_is_capped_too() -> None:
    scenario = new_scenario("panache", 24, 16)
    scenario.units = [Unit(f"u{i}", "bleus", f"U{i}", "licorne") for i in range(150)]
    found = validate_scenario(scenario, load_ruleset("panache"))
    types = [d for d in found if d.code == "unit.type"]
    assert len(types) == 101
    assert types[-1].more == 50 and types[-1].path == "/units/100/type"


def test_an_overlong_text_is_measured_not_repeated() -> None:
    text = "format_version: 1\nruleset: panache\nmap: {columns: 9, rows: 12}\ntitle: " + "x" * 5000
    (found,) = _read(text + "\n")
    assert (found.code, found.line, found.col) == ("schema.too-large", 4, 8)
    assert found.message == "title: 5,000 characters, over the limit of 200"
