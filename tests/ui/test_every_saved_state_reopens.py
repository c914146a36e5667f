"""Every half-finished state the editor can save, it opens again as itself.

Each state below is one a designer reaches with the editor's own tools in the
middle of work (decoys before units, a side with nobody, a unit left outside
its zone, no way to win yet...). Each is saved by the window's file controller,
reopened through the same door as *File > Open* and *Open Recent*
(``FileController.open_path``) and must come back as the file itself: no
repair dialog, the path kept, the same bytes when saved again, the rules'
problem still found (so the state is a real problem, not a clean map).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from window_fixtures import make_window

from editor.core.hexes import Hex
from editor.core.ruleset_optional import canonical
from editor.core.scenario import (
    Camp,
    Decoy,
    HexTerrain,
    Objective,
    Scenario,
    Sentinel,
    Setup,
    Side,
    Unit,
    VictoryRules,
    new_scenario,
)
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario
from editor.io.semantic import validate_scenario


def _sides(s: Scenario) -> None:
    s.sides = [Side("side_a", "Nord", "#1f4e9c", "S"), Side("side_b", "Sud", "#c0c0c0", "N")]


def _at(s: Scenario, col: int, row: int) -> Hex:
    return s.grid.to_hex(col, row)


def decoys_before_units(s: Scenario) -> None:
    _sides(s)
    s.setup = Setup(deployment="papers")
    s.decoys = [Decoy("side_a", _at(s, 2, 16)), Decoy("side_a", _at(s, 3, 16))]


def decoys_then_deployment_without_them(s: Scenario) -> None:
    decoys_before_units(s)
    s.setup = Setup(deployment="scenario")


def sides_without_units(s: Scenario) -> None:
    _sides(s)


def one_side_only(s: Scenario) -> None:
    _sides(s)
    s.sides = s.sides[:1]
    s.units = [Unit("u1", "side_a", "Bataillon 1", "infanterie", _at(s, 2, 16))]


def unit_outside_its_zone(s: Scenario) -> None:
    _sides(s)
    s.units = [Unit("u1", "side_a", "Bataillon 1", "infanterie", _at(s, 10, 8))]


def zone_drawn_away_from_the_units(s: Scenario) -> None:
    _sides(s)
    s.units = [Unit("u1", "side_a", "Bataillon 1", "infanterie", _at(s, 2, 16))]
    s.sides[0].deployment = {_at(s, 20, 2), _at(s, 21, 2)}


def zones_overlapping(s: Scenario) -> None:
    _sides(s)
    s.sides[0].deployment = {_at(s, 5, 8), _at(s, 6, 8)}
    s.sides[1].deployment = {_at(s, 6, 8), _at(s, 7, 8)}


def no_way_to_win(s: Scenario) -> None:
    _sides(s)
    s.victory = VictoryRules("none", False)


def water_painted_under_a_unit(s: Scenario) -> None:
    _sides(s)
    h = _at(s, 2, 16)
    s.units = [Unit("u1", "side_a", "Bataillon 1", "infanterie", h)]
    s.set_terrain(h, HexTerrain(frozenset({"lac"})))


def unit_name_left_empty(s: Scenario) -> None:
    _sides(s)  # (a side's name cannot be emptied: the Sides box writes "?")
    s.units = [Unit("u1", "side_a", "", "infanterie", _at(s, 2, 16))]


def objective_without_name(s: Scenario) -> None:
    s.objectives = [Objective(_at(s, 12, 8), "")]


def first_player_side_deleted(s: Scenario) -> None:
    _sides(s)
    s.setup = Setup(first_player="side_b")
    s.sides = s.sides[:1]


def sleeper_without_the_rule(s: Scenario) -> None:
    _sides(s)
    s.units = [Unit("u1", "side_a", "Bataillon 1", "infanterie", _at(s, 2, 16), asleep=True)]


def optional_rule_with_nothing_to_act_on(s: Scenario) -> None:
    _sides(s)
    s.setup = Setup(optional_rules=canonical(("boats", "camps")))


def camp_of_a_deleted_side(s: Scenario) -> None:
    _sides(s)
    s.camps = [Camp("side_b", (_at(s, 5, 2), _at(s, 6, 2)))]
    s.sides = s.sides[:1]


def units_stacked_on_one_hex(s: Scenario) -> None:
    _sides(s)
    h = _at(s, 2, 16)
    s.units = [
        Unit("u1", "side_a", "Bataillon 1", "infanterie", h),
        Unit("u2", "side_a", "Bataillon 2", "infanterie", h),
    ]


def units_and_decoys_of_a_deleted_side(s: Scenario) -> None:
    _sides(s)
    s.setup = Setup(deployment="papers")
    s.units = [Unit("u1", "side_b", "Bataillon 1", "infanterie", _at(s, 2, 1))]
    s.decoys = [Decoy("side_b", _at(s, 3, 1))]
    s.sides = s.sides[:1]


def sentinel_left_behind(s: Scenario) -> None:
    _sides(s)
    s.setup = Setup(optional_rules=canonical(("sentinels",)))
    s.units = [Unit("u1", "side_a", "Bataillon 1", "infanterie", _at(s, 2, 16))]
    s.sentinels = [Sentinel("side_a", _at(s, 10, 10), "u1")]


def map_below_the_minimum(s: Scenario) -> None:
    _sides(s)


STATES: dict[str, tuple[Callable[[Scenario], None], set[str]]] = {
    f.__name__: (f, codes)
    for f, codes in (
        (decoys_before_units, {"decoy.count"}),
        (decoys_then_deployment_without_them, {"decoy.mode"}),
        (sides_without_units, set()),
        (one_side_only, {"side.count"}),
        (unit_outside_its_zone, {"unit.outside-zone"}),
        (zone_drawn_away_from_the_units, {"unit.outside-zone"}),
        (zones_overlapping, {"zone.overlap"}),
        (no_way_to_win, {"victory.none"}),
        (water_painted_under_a_unit, {"unit.terrain"}),
        (unit_name_left_empty, set()),
        (objective_without_name, {"objective.name"}),
        (first_player_side_deleted, {"setup.first-player"}),
        (sleeper_without_the_rule, {"units.asleep-not-played"}),
        (optional_rule_with_nothing_to_act_on, {"setup.optional-rule-idle"}),
        (camp_of_a_deleted_side, {"camp.side"}),
        (units_stacked_on_one_hex, {"unit.stacked"}),
        (units_and_decoys_of_a_deleted_side, {"unit.side", "decoy.side", "side.count"}),
        (sentinel_left_behind, {"sentinel.not-adjacent"}),
        (map_below_the_minimum, {"map.too-small"}),
    )
}
"""Each state and the problems the rules find in it (stated here, not computed)."""


@pytest.mark.parametrize("state", list(STATES))
def test_a_saved_state_reopens_as_itself(qtbot, tmp_path: Path, monkeypatch, state: str) -> None:
    columns = 8 if state == "map_below_the_minimum" else 24
    scenario = new_scenario("panache", columns, 16, title=state)
    build, expected = STATES[state]
    build(scenario)
    ruleset = load_ruleset("panache")
    assert {d.code for d in validate_scenario(scenario, ruleset)} == expected

    window = make_window(qtbot, tmp_path)
    repair: list[str] = []
    monkeypatch.setattr(window.files, "show_load_errors", lambda path, *_: repair.append(path))
    window.document.replace(scenario, ruleset, None)
    path = tmp_path / f"{state}.yaml"
    assert window.files.save_to(str(path))
    written = path.read_bytes()

    window.document.replace(new_scenario("panache", 12, 12), ruleset, None)
    assert window.files.open_path(str(path))
    assert repair == []
    assert window.document.path == str(path)
    assert {d.code for d in read_scenario(path).diagnostics} == expected
    assert window.files.save_to(str(path))
    assert path.read_bytes() == written
