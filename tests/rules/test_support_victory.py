"""Support and its exceptions (Thucydide ch. 1), victory and the margin examples."""

from __future__ import annotations

from fractions import Fraction

import pytest
from rules_helpers import CENTRE, blank, put, state, unit

from editor.core.hexes import neighbor
from editor.rules.combat import dice_for_attack
from editor.rules.state import GameState
from editor.rules.support import support
from editor.rules.victory import margin, record_loss, threshold, unit_points


def _ring(rid: str = "panache", me: str = "infanterie", friends: int = 2, **kw):
    sc = blank(rid)
    c = CENTRE
    unit(sc, "me", "a", c, me)
    for i in range(friends):
        unit(sc, f"f{i}", "a", neighbor(c, i))
    unit(sc, "foe", "b", neighbor(c, 3), kw.get("foe", "infanterie"))
    return sc


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_two_adjacent_friends(rid: str) -> None:
    s = state(_ring(rid, friends=1))
    assert not support(s, s.units["me"]).supported
    s = state(_ring(rid, friends=2))
    r = support(s, s.units["me"])
    assert r.supported and set(r.supporters) == {"f0", "f1"}


def test_infantry_in_habitations_supported_when_attacked() -> None:
    sc = _ring(friends=0)
    put(sc, CENTRE, "habitations")
    s = state(sc)
    me, foe = s.units["me"], s.units["foe"]
    assert support(s, me, attacker=foe).supported
    assert not support(s, me, target=foe).supported  # only as the target


@pytest.mark.parametrize("rough", ["foret", "habitations", "marais", "rocaille"])
def test_mounted_never_supported_in_rough(rough: str) -> None:
    sc = _ring(me="cavalerie", friends=3)
    put(sc, CENTRE, rough)
    s = state(sc)
    me, foe = s.units["me"], s.units["foe"]
    assert not support(s, me, target=foe).supported
    assert not support(s, me, attacker=foe).supported
    # it still supports its friends
    assert "me" in support(s, s.units["f1"]).supporters
    # attacking INTO rough terrain from open ground
    sc = _ring(me="cavalerie", friends=3)
    put(sc, neighbor(CENTRE, 3), rough)
    s = state(sc)
    assert not support(s, s.units["me"], target=s.units["foe"]).supported
    assert support(s, s.units["me"]).supported


def test_infantry_attacked_by_mounted_in_rough_supported() -> None:
    sc = _ring(friends=0, foe="cavalerie")
    put(sc, CENTRE, "foret")
    s = state(sc)
    assert support(s, s.units["me"], attacker=s.units["foe"]).supported
    sc = _ring(friends=0, foe="infanterie")
    put(sc, CENTRE, "foret")
    s = state(sc)
    assert not support(s, s.units["me"], attacker=s.units["foe"]).supported


def test_artillery_on_road_in_rough_neither_supported_nor_supporting() -> None:
    sc = _ring(me="artillerie", friends=2)
    put(sc, CENTRE, "foret", "route")
    s = state(sc)
    assert not support(s, s.units["me"]).supported
    assert "me" not in support(s, s.units["f0"]).supporters


def test_order_of_its_general() -> None:
    s = state(_ring(friends=0))
    assert support(s, s.units["me"], attacker=s.units["foe"], order=True).supported
    d = dice_for_attack(s, s.units["foe"], s.units["me"], defence_order=True)
    assert d.defender_ignores_flags == s.play.support.ignore_flags


# ------------------------------------------------------------ victory


@pytest.mark.parametrize(
    ("loser", "winner", "expected"),
    [
        (5, 4, "marginal"),
        (5, 3, "medium"),
        (5, 2, "decisive"),
        (5, 5, "marginal"),
        (10, 5, "medium"),
    ],
)
def test_margin_examples(loser: int, winner: int, expected: str) -> None:
    """Ch. 1: demoralisation at 5: « 5 à 4 (20% d'écart) = victoire marginale ;
    5 à 3 (40% d'écart) = victoire moyenne ; 5 à 2 (+50% d'écart) = victoire décisive »."""
    s = state(_ring())
    assert margin(s.play, Fraction(loser, 5), Fraction(winner, 5)) == expected


def _army(n: int) -> GameState:
    sc = blank(columns=20, rows=20)
    grid = sc.grid
    for i in range(n):
        unit(sc, f"a{i}", "a", grid.to_hex(i, 0))
        unit(sc, f"b{i}", "b", grid.to_hex(i, 10))
    return state(sc)


def test_first_to_lose_a_third_loses_at_once() -> None:
    s = _army(15)  # a third: 5 units
    assert threshold(s, "a") == 5
    for i in range(4):
        s.remove(s.units[f"b{i}"])
        record_loss(s, s.units[f"b{i}"])
    assert not s.over
    for i in range(3):
        s.remove(s.units[f"a{i}"])
        record_loss(s, s.units[f"a{i}"])
    s.remove(s.units["b4"])
    record_loss(s, s.units["b4"])
    assert s.over and s.winner == "a" and s.margin == "medium"  # 5 to 3


def test_budget_variant_points() -> None:
    s = _army(2)
    assert unit_points(s.play, "infanterie", 45) == 5  # 4.5 rounds to 5
    assert unit_points(s.play, "infanterie", 44) == 4
    assert unit_points(s.play, "artillerie", 30) == 2  # « L'artillerie sera divisée par 20 »
    assert unit_points(s.play, "artillerie", 29) == 1
    for u in s.units.values():
        u.value = 60  # 6 points each: 12 a side, a third is 4
    assert threshold(s, "a") == 4
