"""The validation of the armies speaks of sides and units by the names the
players gave them, never by the file's ids, and a decoy refused says what to
change: the deployment to choose and the units per decoy the rule asks."""

from __future__ import annotations

import re

import pytest

from editor.core.hexes import neighbor
from editor.core.scenario import (
    Boat,
    Camp,
    Decoy,
    HexTerrain,
    Sentinel,
    Setup,
    Side,
    Unit,
    new_scenario,
)
from editor.io.rulesets import load_ruleset
from editor.io.semantic import validate_scenario

# Ids unlike the names, so that a message naming an id is caught.
NORTH, SOUTH = "side_a", "side_b"
NORTH_NAME, SOUTH_NAME = "Armée du Nord", "Coalisés"


@pytest.fixture(scope="module")
def panache():
    return load_ruleset("panache")


def _armies():
    s = new_scenario("panache", 16, 12, title="Essai")
    g = s.grid
    s.setup = Setup(deployment="papers")
    s.sides = [Side(NORTH, NORTH_NAME, "#1f4e9c", "S"), Side(SOUTH, SOUTH_NAME, "#c0c0c0", "N")]
    s.units = [
        Unit(f"u_{i}", NORTH, f"Bataillon {i}", "infanterie", g.to_hex(i, 12)) for i in range(1, 6)
    ]
    s.units.append(Unit("u_9", SOUTH, "Hussards", "cavalerie", g.to_hex(3, 1), weight="light"))
    return s


def _messages(s, ruleset, code: str) -> list[str]:
    found = [d.message for d in validate_scenario(s, ruleset) if d.code == code]
    assert found, f"no {code} in {[d.code for d in validate_scenario(s, ruleset)]}"
    return found


def _no_ids(message: str) -> None:
    for ident in (NORTH, SOUTH, "u_1", "u_2", "u_9"):
        assert not re.search(rf"\b{ident}\b", message), message


def test_a_decoy_under_a_deployment_without_decoys_says_which_to_choose(panache) -> None:
    s = _armies()
    s.setup.deployment = "alternate"
    s.decoys = [Decoy(SOUTH, s.grid.to_hex(5, 1))]
    (message,) = _messages(s, panache, "decoy.mode")
    _no_ids(message)
    assert f'"{SOUTH_NAME}" has 1 decoy' in message
    assert '"alternate deployment"' in message
    assert "Scenario panel" in message and "Deployment" in message
    assert '"hidden deployment markers (Annex 3)"' in message
    assert '"slips of paper (1 decoy per 4 units)"' in message


def test_too_many_decoys_gives_the_rules_numbers(panache) -> None:
    s = _armies()  # 5 units of the north: 1 decoy under petits papiers (Annexe 1: 1 pour 4)
    s.decoys = [Decoy(NORTH, s.grid.to_hex(c, 11)) for c in (1, 2)]
    (message,) = _messages(s, panache, "decoy.count")
    _no_ids(message)
    assert message.startswith(f'"{NORTH_NAME}" has 2 decoys; its 5 units allow only 1')
    assert "1 decoy per 4 units" in message
    assert "Add units or remove decoys" in message
    # Hidden markers (Annexe 3): « 1 pour 3 unités d'infanterie »: 5 infantry -> 1.
    s.setup.deployment = "markers"
    (message,) = _messages(s, panache, "decoy.count")
    assert "its 5 units allow only 1" in message
    assert "1 decoy per 2 cavalry or camelry (very light or light)" in message
    assert "1 per 3 infantry" in message and "1 per 5 other units" in message
    # The other side: one hussar, no decoy allowed.
    s.decoys = [Decoy(SOUTH, s.grid.to_hex(5, 1))]
    (message,) = _messages(s, panache, "decoy.count")
    assert message.startswith(f'"{SOUTH_NAME}" has 1 decoy; its 1 unit allows none')


def test_zones_chiefs_camps_sentinels_and_boats_name_the_sides(panache) -> None:
    s = _armies()
    g = s.grid
    s.sides[0].deployment = {g.to_hex(c, r) for c in range(1, 17) for r in (11, 12)}
    s.sides[1].deployment = {g.to_hex(c, r) for c in range(1, 17) for r in (1, 2, 11)}
    s.units[0].rank = s.units[1].rank = "general_en_chef"
    s.camps = [
        Camp(SOUTH, (g.to_hex(1, 1), g.to_hex(5, 5))),
        Camp(SOUTH, (g.to_hex(10, 1), g.to_hex(11, 1))),
    ]
    s.sentinels = [Sentinel(NORTH, neighbor(g.to_hex(3, 1), 4), "u_9")]
    s.set_terrain(g.to_hex(6, 6), HexTerrain(frozenset({"lac"})))
    s.boats = [Boat(SOUTH, g.to_hex(6, 6), "barque", "u_1")]
    expected = {
        "zone.overlap": (NORTH_NAME, SOUTH_NAME),
        "unit.chiefs": (NORTH_NAME, "Bataillon 2"),
        "camp.duplicate": (SOUTH_NAME,),
        "camp.not-joined": (SOUTH_NAME,),
        "sentinel.side": (NORTH_NAME, SOUTH_NAME, "Hussards"),
        "boat.carries": (SOUTH_NAME, NORTH_NAME, "Bataillon 1"),
    }
    for code, names in expected.items():
        for message in _messages(s, panache, code):
            _no_ids(message)
            for name in names:
                assert name in message, (code, message)


def test_two_sides_with_one_id_are_told_apart_by_name(panache) -> None:
    s = _armies()
    s.sides[1].id = NORTH
    (message,) = _messages(s, panache, "side.duplicate")
    assert NORTH_NAME in message and SOUTH_NAME in message
