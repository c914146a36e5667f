"""Armies: decoy allowances, victory margins, budget points, default zones."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest

from editor.core.decoy_phrases import decoy_modes, decoy_rule, no_decoys_refusal
from editor.core.deployment import DEFAULT_ROWS, default_zone, zone_of
from editor.core.edits import SetScenarioData, SetZone, set_list
from editor.core.forces import boat_types, copy_name, decoys_allowed, marker_group, next_id
from editor.core.ruleset import Ruleset
from editor.core.ruleset_victory import (
    losses_to_demoralise,
    margin,
    margin_table,
    round_half_up,
    unit_points,
)
from editor.core.scenario import Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset, ruleset_path
from editor.io.yaml_strict import load_yaml_file

# The numbers of Thucydide ch. 1, as the Panache ruleset's play data holds them.
PANACHE = load_ruleset("panache")
_PLAY = PANACHE.play
assert _PLAY is not None
RULES = _PLAY.victory


def _units(**counts: int) -> list[Unit]:
    """``infanterie=3, cavalerie=2, chameliers_light=1`` -> that many units."""
    out = []
    for key, n in counts.items():
        unit_class, _, weight = key.partition("_")
        for i in range(n):
            out.append(Unit(f"{key}{i}", "a", key, unit_class, weight=weight))
    return out


# --- petits papiers: 1 decoy per 4 real units (Annexe 1) ------------------------


@pytest.mark.parametrize(
    ("units", "allowed"), [(0, 0), (3, 0), (4, 1), (7, 1), (8, 2), (12, 3), (13, 3)]
)
def test_petits_papiers_one_decoy_per_four_units(units: int, allowed: int) -> None:
    assert decoys_allowed("papers", _units(artillerie=units), PANACHE) == allowed


# --- hidden units: 1/5, cavalry or light camelry 1/2, infantry 1/3 (Annexe 3) -----


@pytest.mark.parametrize(
    ("counts", "allowed"),
    [
        ({"artillerie": 5}, 1),
        ({"artillerie": 4}, 0),
        ({"elephants": 10}, 2),
        ({"cavalerie": 2}, 1),
        ({"cavalerie": 5}, 2),
        ({"chameliers_light": 2}, 1),
        ({"chameliers_very_light": 4}, 2),
        ({"chameliers_heavy": 2}, 0),  # heavy camelry counts with the rest, 1 per 5
        ({"infanterie": 3}, 1),
        ({"infanterie": 12}, 4),
        ({"infanterie": 6, "cavalerie": 4, "artillerie": 5}, 5),
        ({"infanterie": 2, "cavalerie": 1}, 0),
    ],
)
def test_hidden_markers_decoys_by_group(counts: dict[str, int], allowed: int) -> None:
    assert decoys_allowed("markers", _units(**counts), PANACHE) == allowed


def test_hidden_markers_never_more_decoys_than_units() -> None:
    # 1 cavalry alone gives 0; 2 give 1: the cap (as many as units) never binds
    # below 1 per 2, but it must hold for every mix.
    for n in range(0, 30):
        units = _units(cavalerie=n)
        assert decoys_allowed("markers", units, PANACHE) <= len(units)


@pytest.mark.parametrize("mode", ["scenario", "alternate", "screen"])
def test_modes_without_decoys(mode: str) -> None:
    assert decoys_allowed(mode, _units(infanterie=12), PANACHE) == 0


def test_marker_groups() -> None:
    assert marker_group(Unit("x", "a", "x", "cavalerie"), PANACHE) == "cavalry"
    assert marker_group(Unit("x", "a", "x", "chameliers", weight="light"), PANACHE) == "cavalry"
    assert marker_group(Unit("x", "a", "x", "chameliers", weight="heavy"), PANACHE) == "other"
    assert marker_group(Unit("x", "a", "x", "infanterie"), PANACHE) == "infantry"


def _ruleset_data(name: str) -> dict:
    """A fresh copy of a bundled ruleset's raw dict, to change numbers in."""
    return copy.deepcopy(load_yaml_file(ruleset_path(name)).data)


@pytest.mark.parametrize("name", ["panache", "thucydide"])
def test_decoy_numbers_come_from_the_ruleset(name: str) -> None:
    data = _ruleset_data(name)
    assert decoys_allowed("papers", _units(artillerie=6), Ruleset.from_dict(data)) == 1
    assert decoys_allowed("markers", _units(infanterie=6), Ruleset.from_dict(data)) == 2
    data["deployment"]["decoys"]["papers"]["per_units"] = 3
    groups = data["deployment"]["decoys"]["hidden_markers"]["groups"]
    next(g for g in groups if g["id"] == "infantry")["per_units"] = 2
    changed = Ruleset.from_dict(data)
    assert decoys_allowed("papers", _units(artillerie=6), changed) == 2
    assert decoys_allowed("markers", _units(infanterie=6), changed) == 3
    del data["deployment"]["decoys"]
    assert decoys_allowed("papers", _units(artillerie=8), Ruleset.from_dict(data)) == 0


def test_boat_types_come_from_the_ruleset() -> None:
    data = _ruleset_data("panache")
    barque = next(b for b in data["boats"]["types"] if b["id"] == "barque")
    barque["carries"].append({"class": "cavalerie"})
    changed = boat_types(Ruleset.from_dict(data))
    assert changed["barque"].may_carry(Unit("x", "a", "x", "cavalerie"))
    del data["boats"]
    assert boat_types(Ruleset.from_dict(data)) == {}


# --- victory (Thucydide ch. 1) ------------------------------------------------------


@pytest.mark.parametrize(
    ("loser", "winner", "expected"),
    [
        (5, 4, "marginal"),
        (5, 3, "medium"),
        (5, 2, "decisive"),
        (5, 5, "marginal"),
        (5, 0, "decisive"),
    ],
)
def test_margins_of_the_introduction(loser: int, winner: int, expected: str) -> None:
    assert margin(RULES, loser, winner) == expected


def test_margin_boundaries_are_exact() -> None:
    assert margin(RULES, 10, 8) == "marginal"  # 20 % exactly
    assert margin(RULES, 10, 5) == "medium"  # 50 % exactly
    assert margin(RULES, Fraction(10), Fraction(49, 10)) == "decisive"


def test_margin_table_lists_every_winner_loss() -> None:
    table = dict(margin_table(RULES, 5))
    assert table == {
        5: "marginal",
        4: "marginal",
        3: "medium",
        2: "decisive",
        1: "decisive",
        0: "decisive",
    }


@pytest.mark.parametrize(
    ("unit_class", "value", "points"),
    [
        ("infanterie", 30, 3),
        ("infanterie", 34, 3),
        ("infanterie", 35, 4),  # rounded half up
        ("cavalerie", 44, 4),
        ("artillerie", 30, 2),  # artillery / 20: 1.5 -> 2
        ("artillerie", 29, 1),
        ("artillerie", 10, 1),  # 0.5 -> 1
    ],
)
def test_budget_variant_points(unit_class: str, value: int, points: int) -> None:
    assert unit_points(RULES, unit_class, value) == points


def test_round_half_up() -> None:
    assert [round_half_up(Fraction(n, 2)) for n in range(6)] == [0, 1, 1, 2, 2, 3]


def test_demoralisation_threshold_units_and_budget() -> None:
    s = new_scenario("panache", 10, 10)
    s.sides = [Side("a", "A")]
    s.units = _units(infanterie=12)
    assert losses_to_demoralise(s, "a", RULES) == 4
    s.units = _units(infanterie=13)
    assert losses_to_demoralise(s, "a", RULES) == 5  # « au moins » a third: 13/3 -> 5
    s.victory.demoralisation = "budget"
    s.units = [Unit(f"u{i}", "a", "u", "infanterie", value=30) for i in range(4)]
    s.units.append(Unit("art", "a", "art", "artillerie", value=60))
    assert losses_to_demoralise(s, "a", RULES) == 5  # 4 x 3 + 3 = 15 points, a third is 5
    s.victory.demoralisation = "none"
    assert losses_to_demoralise(s, "a", RULES) is None


# --- default zones (Annexe 1: « deux premières lignes de cases ») --------------------


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize(
    ("edge", "cells"),
    [
        ("N", lambda c, r: r <= 2),
        ("S", lambda c, r: r >= 9),
        ("W", lambda c, r: c <= 2),
        ("E", lambda c, r: c >= 11),
    ],
)
def test_default_zone_is_two_rows_along_the_home_edge(orientation, edge, cells) -> None:
    s = new_scenario("panache", 12, 10, orientation=orientation)
    g = s.grid
    expected = {g.to_hex(c, r) for c in range(1, 13) for r in range(1, 11) if cells(c, r)}
    assert DEFAULT_ROWS == 2
    assert default_zone(g, edge) == expected
    side = Side("a", "A", home_edge=edge)
    assert zone_of(s, side) == expected
    side.deployment = {g.to_hex(5, 5)}
    assert zone_of(s, side) == {g.to_hex(5, 5)}


# --- edits -------------------------------------------------------------------------


def test_edits_return_their_inverse() -> None:
    s = new_scenario("panache", 10, 10)
    s.sides = [Side("a", "A")]
    h = s.grid.to_hex(3, 3)
    undo = SetZone("a", frozenset({h}), frozenset({h})).apply(s)
    assert s.sides[0].deployment == {h}
    undo.apply(s)
    assert s.sides[0].deployment is None
    unit = Unit("u1", "a", "U", "infanterie", h)
    edit = set_list(s, "units", [unit])
    assert edit.change().hexes == {h} and edit.change().properties
    undo = edit.apply(s)
    assert s.units == [unit]
    undo.apply(s)
    assert s.units == []
    undo = SetScenarioData((("title", "T"),)).apply(s)
    assert s.title == "T"
    undo.apply(s)
    assert s.title == ""


def test_boat_types_of_annex_3() -> None:
    boats = boat_types(PANACHE)
    assert set(boats) == {
        "barque",
        "barge",
        "navire",
        "petit_radeau",
        "radeau_moyen",
        "grand_radeau",
    }
    barge = boats["barge"]
    assert barge.may_carry(Unit("x", "a", "x", "artillerie", weight="light"))
    assert not barge.may_carry(Unit("x", "a", "x", "artillerie", weight="heavy"))
    assert "ruisseau" not in barge.waters and "ruisseau" in boats["barque"].waters
    assert boats["grand_radeau"].may_carry(Unit("x", "a", "x", "elephants"))
    assert not boats["barque"].may_carry(Unit("x", "a", "x", "cavalerie"))


def test_next_id() -> None:
    assert next_id("fr", ["fr_1", "fr_2"]) == "fr_3"


def test_bundled_rulesets_give_the_default_rows() -> None:
    from editor.core.deployment import rows_of
    from editor.io.rulesets import load_ruleset

    for name in ("panache", "thucydide"):
        assert rows_of(load_ruleset(name)) == DEFAULT_ROWS == 2
    assert rows_of(None) == DEFAULT_ROWS


@pytest.mark.parametrize(
    ("name", "taken", "expected"),
    [
        ("Dragons", ["Dragons"], "Dragons (2)"),
        ("Dragons", ["Dragons", "Dragons (2)"], "Dragons (3)"),
        ("Dragons (2)", ["Dragons", "Dragons (2)"], "Dragons (3)"),
        ("Dragons (3)", ["Dragons", "Dragons (2)", "Dragons (3)"], "Dragons (4)"),
        # A gap left by a deleted copy is used again.
        ("Dragons", ["Dragons", "Dragons (3)"], "Dragons (2)"),
        # The original deleted: a copy of a copy still counts from the family's name.
        ("Dragons (2)", ["Dragons (2)"], "Dragons (3)"),
        # Parentheses that are not a copy number belong to the name.
        ("Garde (1815)", ["Garde (1815)"], "Garde (1815) (2)"),
        ("Ligne (1)", ["Ligne (1)"], "Ligne (1) (2)"),
    ],
)
def test_copies_are_numbered_not_suffixed(name: str, taken: list[str], expected: str) -> None:
    assert copy_name(name, taken) == expected


def test_the_decoy_rule_in_words_is_the_rulesets() -> None:
    data = _ruleset_data("panache")
    assert decoy_rule(Ruleset.from_dict(data), "papers") == "1 decoy per 4 units"
    data["deployment"]["decoys"]["papers"]["per_units"] = 3
    groups = data["deployment"]["decoys"]["hidden_markers"]["groups"]
    next(g for g in groups if g["id"] == "infantry")["per_units"] = 7
    changed = Ruleset.from_dict(data)
    assert decoy_rule(changed, "papers").fr == "1 leurre pour 3 unités"
    markers = decoy_rule(changed, "markers")
    assert "1 per 7 infantry" in markers.en
    assert "1 pour 7 unités d'infanterie" in markers.fr
    assert decoy_rule(changed, "alternate") is None
    del data["deployment"]["decoys"]["hidden_markers"]
    without = Ruleset.from_dict(data)
    assert decoy_modes(without) == ["papers"]
    assert "hidden" not in no_decoys_refusal(without, "scenario").en
