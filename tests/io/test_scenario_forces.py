"""Scenario authoring in the file: every new field round-trips, the schema refuses
bad values, and the semantic pass reports each placement and decoy rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core.hexes import neighbor
from editor.core.scenario import (
    Boat,
    Camp,
    Decoy,
    HexTerrain,
    LocalText,
    Objective,
    Sentinel,
    Setup,
    Side,
    Unit,
    VictoryRules,
    new_scenario,
)
from editor.io import schema_check
from editor.io.rulesets import load_ruleset
from editor.io.scenario_decode import decode
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario, read_scenario
from editor.io.semantic import validate_scenario
from editor.io.yaml_strict import load_yaml_bytes

ROOT = Path(__file__).resolve().parents[2]


def _authored():
    s = new_scenario("panache", 16, 12, title="Essai")
    g = s.grid
    s.period = "1794"
    s.briefing = LocalText("Tenez le pont.", "Hold the bridge.")
    s.setup = Setup(turns=12, first_player="fr", terrain="player", deployment="papers")
    s.victory = VictoryRules("budget", False)
    s.sides = [Side("fr", "Français", "#1f4e9c", "S"), Side("au", "Autrichiens", "#c0c0c0", "N")]
    s.units = [
        Unit(f"fr_{i}", "fr", f"Bataillon {i}", "infanterie", g.to_hex(i, 12), "ligne", 4, "", 30)
        for i in range(1, 9)
    ]
    s.units[0].leader = "Marceau"
    s.units[0].rank = "general_en_chef"
    s.units[1].rank = "sous_general"
    s.units.append(
        Unit("au_1", "au", "Hussards", "cavalerie", g.to_hex(3, 1), weight="light", value=40)
    )
    s.decoys = [Decoy("fr", g.to_hex(10, 12)), Decoy("fr", g.to_hex(11, 11))]
    s.objectives = [Objective(g.to_hex(8, 6), "Le pont", 3), Objective(g.to_hex(9, 6), "Le gué", 1)]
    s.camps = [Camp("fr", (g.to_hex(14, 12), g.to_hex(15, 12)))]
    s.sentinels = [Sentinel("au", g.to_hex(3, 2), "au_1")]
    s.set_terrain(g.to_hex(6, 6), HexTerrain(frozenset({"lac"})))
    s.boats = [Boat("fr", g.to_hex(6, 6), "barque", "")]
    return s


def _reload(text: str):
    doc = load_yaml_bytes(text.encode())
    assert schema_check.check(doc.data) == []
    return decode(doc.data)


def test_every_new_field_round_trips_byte_identically() -> None:
    s = _authored()
    text = dumps_scenario(s)
    back = _reload(text).scenario
    assert back.period == "1794"
    assert back.briefing == s.briefing
    assert back.setup == s.setup
    assert back.victory == s.victory
    assert back.units == s.units
    assert back.decoys == s.decoys
    assert back.objectives == s.objectives
    assert back.camps == s.camps
    assert back.sentinels == s.sentinels
    assert back.boats == s.boats
    assert dumps_scenario(back) == text


def test_defaults_are_not_written() -> None:
    text = dumps_scenario(new_scenario("panache", 16, 12))
    for key in ("setup:", "victory:", "period:", "briefing:", "camps:", "boats:"):
        assert key not in text


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("setup", "deployment"), "everybody"),
        (("setup", "units_per_turn"), 5),
        (("setup", "turns"), 0),
        (("setup", "colour"), "red"),
        (("victory", "demoralisation"), "half"),
        (("units", 0, "rank"), "roi"),
        (("units", 0, "weight"), "enorme"),
        (("boats", 0, "type"), "Sous marin"),
        (("camps", 0, "at"), ["0101"]),
    ],
)
def test_schema_refuses(path: tuple, value: object) -> None:
    doc = load_yaml_bytes(dumps_scenario(_authored()).encode()).data
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert schema_check.check(doc), path


@pytest.fixture(scope="module")
def panache():
    return load_ruleset("panache")


def _codes(s, ruleset) -> dict[str, str]:
    return {d.code: d.severity.value for d in validate_scenario(s, ruleset)}


def test_authored_scenario_is_clean(panache) -> None:
    assert validate_scenario(_authored(), panache) == []


def test_unit_outside_zone_is_an_error_unless_the_scenario_places_units(panache) -> None:
    s = _authored()
    s.units[2].position = s.grid.to_hex(5, 5)
    assert _codes(s, panache)["unit.outside-zone"] == "error"
    s.setup.deployment = "scenario"
    s.decoys = []
    assert _codes(s, panache)["unit.outside-zone"] == "warning"


def test_painted_zone_replaces_the_default(panache) -> None:
    s = _authored()
    s.sides[1].deployment = {s.grid.to_hex(c, 1) for c in range(1, 5)}
    assert "unit.outside-zone" not in _codes(s, panache)
    s.units[-1].position = s.grid.to_hex(8, 1)
    s.sentinels = []
    assert "unit.outside-zone" in _codes(s, panache)


def test_stacked_and_forbidden_terrain(panache) -> None:
    s = _authored()
    s.units[1].position = s.units[0].position
    s.set_terrain(s.units[2].position, HexTerrain(frozenset({"lac"})))
    codes = _codes(s, panache)
    assert codes["unit.stacked"] == "error"
    assert codes["unit.terrain"] == "error"


def test_artillery_in_forest_unless_on_a_road(panache) -> None:
    s = _authored()
    h = s.units[2].position
    s.units[2].type = "artillerie"
    s.set_terrain(h, HexTerrain(frozenset({"foret"})))
    assert "unit.terrain" in _codes(s, panache)
    s.set_terrain(h, HexTerrain(frozenset({"foret", "route"})))
    assert "unit.terrain" not in _codes(s, panache)


def test_decoy_count_per_mode(panache) -> None:
    s = _authored()  # 8 French units, papers: 2 decoys allowed
    assert "decoy.count" not in _codes(s, panache)
    s.decoys.append(Decoy("fr", s.grid.to_hex(12, 12)))
    assert _codes(s, panache)["decoy.count"] == "error"
    s.setup.deployment = "markers"  # 8 infantry / 3 -> 2
    assert "decoy.count" in _codes(s, panache)
    s.decoys.pop()
    assert "decoy.count" not in _codes(s, panache)
    s.setup.deployment = "alternate"
    assert _codes(s, panache)["decoy.mode"] == "error"


def test_decoy_on_a_unit(panache) -> None:
    s = _authored()
    s.decoys[0].position = s.units[0].position
    assert "decoy.stacked" in _codes(s, panache)


def test_chiefs_and_first_player(panache) -> None:
    s = _authored()
    s.units[1].rank = "general_en_chef"
    s.setup.first_player = "prussiens"
    codes = _codes(s, panache)
    assert codes["unit.chiefs"] == "error"
    assert codes["setup.first-player"] == "error"


def test_budget_needs_values(panache) -> None:
    s = _authored()
    s.units[3].value = 0
    assert _codes(s, panache)["unit.value"] == "warning"


def test_camp_sentinel_boat_rules(panache) -> None:
    s = _authored()
    g = s.grid
    s.camps[0] = Camp("fr", (g.to_hex(1, 1), g.to_hex(5, 5)))
    s.sentinels.append(Sentinel("au", g.to_hex(8, 8), "au_1"))
    s.sentinels.append(Sentinel("au", neighbor(g.to_hex(3, 1), 4), "au_1"))
    s.boats.append(Boat("fr", g.to_hex(7, 7), "barge", "fr_1"))
    s.boats[0] = Boat("fr", g.to_hex(6, 6), "barque", "au_1")
    codes = _codes(s, panache)
    for code in (
        "camp.not-joined",
        "sentinel.not-adjacent",
        "sentinel.count",
        "boat.water",
        "boat.carries",
        "boat.cargo",
        "boat.position",
    ):
        assert code in codes, code


def test_carried_unit_may_stand_on_water(panache) -> None:
    """With the boats rule played (without it: tests/rules/optional/
    test_standing_without_boats.py)."""
    s = _authored()
    s.setup.deployment = "scenario"
    s.setup.optional_rules = ["boats"]
    s.decoys = []
    s.units[2].position = s.boats[0].position
    s.boats[0].carries = s.units[2].id
    codes = _codes(s, panache)
    assert "unit.terrain" not in codes
    assert "boat.cargo" not in codes


def test_diagnostics_carry_line_and_hex() -> None:
    s = _authored()
    s.units[1].position = s.units[0].position
    text = dumps_scenario(s)
    result = parse_scenario(text.encode(), "x.yaml")
    d = next(d for d in result.diagnostics if d.code == "unit.stacked")
    assert d.hex == "0112"
    assert text.splitlines()[d.line - 1].strip().startswith("at:")


def test_bundled_scenarios_have_full_forces() -> None:
    rulesets = set()
    for path in sorted((ROOT / "scenarios").glob("*.yaml")):
        result = read_scenario(str(path))
        assert result.ok, path
        s = result.scenario
        if len(s.sides) == 2 and s.units and s.objectives and s.decoys:
            assert s.setup.deployment in ("papers", "markers")
            assert {d.side for d in s.decoys} == {sd.id for sd in s.sides}
            rulesets.add(s.ruleset)
    assert rulesets == {"panache", "thucydide"}


def test_reserve_units_and_no_way_to_win(panache) -> None:
    s = _authored()
    s.units[3].position = None  # reinforcements: a scenario may keep units off the table
    assert _codes(s, panache) == {}
    s.victory = VictoryRules("none", False)
    s.setup.turns = None
    assert _codes(s, panache)["victory.none"] == "warning"


def test_weight_must_be_one_of_the_type(panache) -> None:
    s = _authored()
    s.units[2].type = "artillerie"
    s.units[2].weight = "very_heavy"
    assert _codes(s, panache)["unit.weight"] == "warning"
    s.units[2].weight = "light"
    assert "unit.weight" not in _codes(s, panache)
