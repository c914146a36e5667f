"""Ambush overlays on any map (V4 p77 zones, "Embuscade" column), no Qt."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core.scenario import HexTerrain, Scenario, new_scenario
from editor.generate.ambush import (
    WHO_CAN_HIDE,
    ambush_overlay,
    hiding_rule,
    terrain_entries,
)
from editor.io.generator_data import load_generator_data
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario

SCENARIOS = sorted((Path(__file__).parents[2] / "scenarios").glob("*.yaml"))
ALL = WHO_CAN_HIDE["all"]


def _map(orientation: str = "flat", ruleset: str = "panache") -> Scenario:
    # 24 x 16 hexes of 50 mm: flat rows are 50 mm apart, pointy rows 43.3 mm.
    return new_scenario(ruleset, 24, 16, orientation=orientation, hex_mm=50.0)  # type: ignore[arg-type]


def _depths(s: Scenario, hexes: frozenset, edge: str) -> dict[int, set[int]]:
    """Column -> the depths (1 = the row on ``edge``) of ``hexes`` in it."""
    out: dict[int, set[int]] = {}
    for h in hexes:
        col, row = s.grid.to_offset(h)
        out.setdefault(col, set()).add(row if edge == "N" else s.grid.rows - row + 1)
    return out


# 1 UD = 40 mm. Flat rows 50 mm apart, centres at 25, 75, 125... mm from the edge:
# 5 UD (200 mm) = 4 rows, 7 UD (280 mm) = 6 rows, 10 UD (400 mm) = 8 rows.
# Pointy rows 43.3 mm apart, centres at 21.7, 65, 108.3, 151.6, 194.9, 238.2, 281.5...:
# 5 UD = 5 rows, 7 UD = 6 rows, 10 UD = 9 rows.
ROWS = {
    ("flat", False): (4, 8, 4),
    ("flat", True): (6, 8, 6),
    ("pointy", False): (5, 9, 5),
    ("pointy", True): (6, 9, 6),
}


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("light", [False, True])
@pytest.mark.parametrize("defender_edge", ["S", "N"])
def test_zones_at_the_v4_distances(orientation: str, light: bool, defender_edge: str) -> None:
    s = _map(orientation)
    overlay = ambush_overlay(s, 40.0, light, defender_edge)
    attacker_edge = "N" if defender_edge == "S" else "S"
    assert (overlay.attacker_edge, overlay.defender_edge) == (attacker_edge, defender_edge)
    attack_rows, lateral_rows, central_rows = ROWS[(orientation, light)]
    attack = _depths(s, overlay.attacker_zone, attacker_edge)
    assert set(attack) == set(range(1, 25))  # the whole width of the table
    assert all(d == set(range(1, attack_rows + 1)) for d in attack.values())
    defend = _depths(s, overlay.defender_zone, defender_edge)
    assert set(defend) == set(range(1, 25))
    for col, depths in defend.items():
        central = 9 <= col <= 16  # the middle third of 24 columns
        assert depths == set(range(1, (central_rows if central else lateral_rows) + 1)), col


def test_the_ud_size_scales_the_zones() -> None:
    s = _map()
    # 1 UD = 25 mm: 5 UD = 125 mm holds the row centres at 25, 75 and 125 mm.
    overlay = ambush_overlay(s, 25.0)
    assert _depths(s, overlay.attacker_zone, "N")[1] == {1, 2, 3}
    default = load_generator_data("adlg-v4")["ud_mm_default"]
    assert ambush_overlay(s).ud_mm == default == 40


def test_a_wrong_defender_edge_is_refused() -> None:
    with pytest.raises(ValueError, match="N or S"):
        ambush_overlay(_map(), defender_edge="W")


def _paint(s: Scenario, col: int, row: int, *elements: str) -> None:
    s.set_terrain(s.grid.to_hex(col, row), HexTerrain(frozenset(elements)))


@pytest.mark.parametrize("ruleset", ["panache", "thucydide"])
@pytest.mark.parametrize(
    ("elements", "rule", "who"),
    [
        (("foret",), "all", ALL),
        (("colline", "foret"), "all", ALL),  # a wooded hill hides like a wood
        (("colline", "sable"), "light_infantry", {"light_infantry"}),  # a dune, not a hill
        (("colline",), "behind_crest", ALL),
        (("colline", "rocaille"), "all_behind_crest", ALL),  # the V4 steep hill
        (("rocaille",), "light_infantry", {"light_infantry"}),
        (("marais",), "light_infantry", {"light_infantry"}),
        (("habitations",), "all_but_elephants", {"light_infantry", "foot", "mounted"}),
        (("habitations", "colline"), "all_but_elephants", {"light_infantry", "foot", "mounted"}),
        (("sable",), None, set()),
        (("route",), None, set()),
        (("lac",), None, set()),
    ],
)
def test_who_may_hide_in_a_painted_hex(
    ruleset: str, elements: tuple[str, ...], rule: str | None, who: set[str]
) -> None:
    s = _map(ruleset=ruleset)
    _paint(s, 5, 2, *elements)  # in the attacker's zone
    _paint(s, 5, 15, *elements)  # in the defender's
    overlay = ambush_overlay(s)
    for row in (2, 15):
        h = s.grid.to_hex(5, row)
        assert overlay.hiding.get(h) == rule
        assert overlay.who(h) == who


def test_hiding_ground_outside_both_zones_is_not_marked() -> None:
    s = _map()
    _paint(s, 12, 8, "foret")  # the middle of the table, out of reach
    _paint(s, 3, 8, "foret")  # 9 rows from the south edge: beyond 10 UD's 8 rows
    overlay = ambush_overlay(s)
    assert overlay.hiding == {}
    assert overlay.rules_used() == []


def test_the_lateral_sectors_reach_deeper_than_the_central_one() -> None:
    s = _map()
    _paint(s, 3, 10, "foret")  # lateral, 7 rows from the south edge: within 10 UD
    _paint(s, 12, 11, "foret")  # central, 6 rows deep: within 7 UD, not 5
    h_lat, h_cen = s.grid.to_hex(3, 10), s.grid.to_hex(12, 11)
    assert set(ambush_overlay(s).hiding) == {h_lat}
    assert set(ambush_overlay(s, light=True).hiding) == {h_lat, h_cen}


def test_an_unknown_ruleset_has_no_hiding_ground() -> None:
    assert terrain_entries("no-such-rules") == []
    assert hiding_rule({"foret"}, []) is None


@pytest.mark.parametrize("ruleset", ["panache", "thucydide"])
def test_ambush_terrain_names_elements_of_its_ruleset(ruleset: str) -> None:
    known = set(load_ruleset(ruleset).elements)
    for elements, _rule in terrain_entries(ruleset):
        assert elements <= known


# The inverse of `mappings:`: each V4 element painted as its ruleset elements
# hides as its own row says, except where two V4 rows share ruleset elements
# (the data's comment says which row was chosen).
CHOSEN_OTHER_ROW = {"plantation": "all", "ravine": "light_infantry"}
V4_HEX_KINDS = "soft_hill steep_hill fields brush plantation wood marsh dune ravine village"


@pytest.mark.parametrize("ruleset", ["panache", "thucydide"])
@pytest.mark.parametrize("kind", [*V4_HEX_KINDS.split(), "road", "coast"])
def test_ambush_terrain_inverts_the_mappings(ruleset: str, kind: str) -> None:
    data = load_generator_data("adlg-v4")
    elements = data["mappings"][ruleset][kind]
    v4_rule = data["elements"][kind]["ambush"]
    expected = CHOSEN_OTHER_ROW.get(kind, v4_rule)
    got = hiding_rule(elements, terrain_entries(ruleset))
    assert (got or "none") == expected


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_hand_painted_scenarios_give_an_overlay(path: Path) -> None:
    result = read_scenario(path)
    assert result.scenario is not None
    overlay = ambush_overlay(result.scenario)
    assert overlay.attacker_zone and overlay.defender_zone
    assert not overlay.attacker_zone & overlay.defender_zone  # 16 rows or more
    assert overlay.hiding, "every bundled battlefield has some cover near an edge"
    assert set(overlay.hiding) <= overlay.attacker_zone | overlay.defender_zone
