"""A unit's ``square`` (the Pyramides' « Carrés : une division française qui n'a
pas bougé ce tour ignore le premier drapeau infligé par une cavalerie ») through
the schema, the model and the codec: the bundled file names its divisions « (carré) »
as squares and reads, writes and reads again the same; a wrong type is refused."""

from __future__ import annotations

from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario, read_scenario
from editor.paths import SCENARIOS

BASE = """format_version: 1
ruleset: panache
title: Test
map: {columns: 12, rows: 14}
setup:
  deployment: scenario
sides:
- {id: a, name: A, home_edge: S}
- {id: b, name: B, home_edge: N}
units:
- {id: a1, side: a, name: A1, type: infanterie, at: "0213"SQUARE}
- {id: b1, side: b, name: B1, type: cavalerie, at: "0202"}
"""


def test_the_pyramides_divisions_in_square_round_trip_and_validate() -> None:
    r = read_scenario(SCENARIOS / "pyramides-1798.yaml")
    assert r.ok, [d.format_text() for d in r.diagnostics]
    squares = sorted(u.name for u in r.scenario.units if u.square)
    assert squares == sorted(u.name for u in r.scenario.units if "(carré)" in u.name)
    assert len(squares) == 5
    text = dumps_scenario(r.scenario)
    assert [line.strip() for line in text.splitlines()].count("square: true") == 5
    again = parse_scenario(text.encode("utf-8"), "pyramides.yaml")
    assert again.ok and dumps_scenario(again.scenario) == text
    assert [u.square for u in again.scenario.units] == [u.square for u in r.scenario.units]


def test_a_square_is_written_only_when_true() -> None:
    r = parse_scenario(BASE.replace("SQUARE", ", square: true").encode("utf-8"), "t.yaml")
    assert r.ok and r.scenario.units[0].square and not r.scenario.units[1].square
    text = dumps_scenario(r.scenario)
    assert text.count("square: true") == 1 and "square: false" not in text


def test_a_square_that_is_not_true_or_false_is_an_error_with_its_line() -> None:
    text = BASE.replace("SQUARE", ", square: oui")
    r = parse_scenario(text.encode("utf-8"), "t.yaml")
    errors = [d for d in r.diagnostics if d.is_error]
    assert not r.ok and errors
    message = errors[0].format_text()
    assert errors[0].line == 11 and "square" in message and "boolean" in message, message
