"""A scenario sets its computer players' parameters per side: the file round-trips
them, the schema refuses what is not a number, the semantic pass names unknown
parameters and values out of their range with the side and the parameter."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core.scenario import Side, Unit, new_scenario
from editor.io import schema_check
from editor.io.player_params import PLAYERS_FILE, PlayerParamsError, read_catalogue
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario
from editor.io.yaml_strict import load_yaml_file


def _scenario(**computer: float):
    s = new_scenario("panache", 12, 12, title="Essai")
    g = s.grid
    s.sides = [Side("fr", "Français", home_edge="S"), Side("au", "Autrichiens", home_edge="N")]
    s.sides[1].computer = dict(computer)
    s.units = [
        Unit("fr1", "fr", "Ligne", "infanterie", g.to_hex(3, 12), "ligne", 4),
        Unit("au1", "au", "Ligne", "infanterie", g.to_hex(3, 1), "ligne", 4),
    ]
    return s


def test_computer_parameters_round_trip_byte_identical() -> None:
    text = dumps_scenario(_scenario(aggression=1.4, caution=0.5, search_candidates=8))
    assert "computer:" in text and "aggression: 1.4" in text and "search_candidates: 8\n" in text
    result = parse_scenario(text.encode("utf-8"), "essai.yaml")
    assert result.ok, [d.format_text() for d in result.diagnostics]
    assert result.scenario is not None
    assert result.scenario.sides[1].computer == {
        "aggression": 1.4,
        "caution": 0.5,
        "search_candidates": 8,
    }
    assert result.scenario.sides[0].computer == {}
    assert dumps_scenario(result.scenario) == text


def test_unknown_or_out_of_range_parameters_are_named_with_their_place() -> None:
    text = dumps_scenario(_scenario(aggresion=1.0, caution=9.0))
    result = parse_scenario(text.encode("utf-8"), "essai.yaml")
    problems = [d for d in result.diagnostics if d.code == "side.computer"]
    by_path = {d.path: d for d in problems}
    assert set(by_path) == {"/sides/1/computer/aggresion", "/sides/1/computer/caution"}
    assert (
        "unknown computer player parameter 'aggresion'"
        in by_path["/sides/1/computer/aggresion"].message
    )
    assert "outside 0" in by_path["/sides/1/computer/caution"].message
    assert all(d.line for d in problems), "each problem is located in the file"


def test_the_schema_refuses_a_parameter_that_is_not_a_number() -> None:
    text = dumps_scenario(_scenario(aggression=1.0)).replace("aggression: 1", "aggression: fort")
    result = parse_scenario(text.encode("utf-8"), "essai.yaml")
    assert any(
        d.code == "schema.type" and d.path == "/sides/1/computer/aggression"
        for d in result.diagnostics
    )


def test_the_bundled_parameters_file_is_valid() -> None:
    doc = load_yaml_file(PLAYERS_FILE)
    assert schema_check.check(doc.data, "players") == []
    assert read_catalogue(PLAYERS_FILE)


def test_a_broken_parameters_file_is_refused_with_the_place(tmp_path: Path) -> None:
    broken = PLAYERS_FILE.read_text(encoding="utf-8").replace("default: 0.8", "default: 9.5", 1)
    path = tmp_path / "players.yaml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(PlayerParamsError, match=r"caution: default 9\.5 outside 0\.\.5"):
        read_catalogue(path)
    path.write_text(broken.replace("version: 1", "version: 7"), encoding="utf-8")
    with pytest.raises(PlayerParamsError, match=r"players.yaml:\d+:\d+"):
        read_catalogue(path)
