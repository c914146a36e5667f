"""Support and its exceptions (Thucydide ch. 1), victory and the margin examples."""

from __future__ import annotations

from fractions import Fraction

import pytest
from rules_helpers import CENTRE, Board, blank, put, state, unit

from editor.core.hexes import neighbor
from editor.core.ruleset_victory import margin as rules_margin
from editor.core.ruleset_victory import unit_points
from editor.core.scenario import VictoryRules
from editor.rules import victory
from editor.rules.combat import dice_for_attack
from editor.rules.combat_losses import lose
from editor.rules.events import Event
from editor.rules.events_game import VictoryDeclared
from editor.rules.support import support


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
    assert not support(s.ctx, s.pos, s.units["me"]).supported
    s = state(_ring(rid, friends=2))
    r = support(s.ctx, s.pos, s.units["me"])
    assert r.supported and set(r.supporters) == {"f0", "f1"}


def test_infantry_in_habitations_supported_when_attacked() -> None:
    sc = _ring(friends=0)
    put(sc, CENTRE, "habitations")
    s = state(sc)
    me, foe = s.units["me"], s.units["foe"]
    assert support(s.ctx, s.pos, me, attacker=foe).supported
    assert not support(s.ctx, s.pos, me, target=foe).supported  # only as the target


@pytest.mark.parametrize("rough", ["foret", "habitations", "marais", "rocaille"])
def test_mounted_never_supported_in_rough(rough: str) -> None:
    sc = _ring(me="cavalerie", friends=3)
    put(sc, CENTRE, rough)
    s = state(sc)
    me, foe = s.units["me"], s.units["foe"]
    assert not support(s.ctx, s.pos, me, target=foe).supported
    assert not support(s.ctx, s.pos, me, attacker=foe).supported
    # it still supports its friends
    assert "me" in support(s.ctx, s.pos, s.units["f1"]).supporters
    # attacking INTO rough terrain from open ground
    sc = _ring(me="cavalerie", friends=3)
    put(sc, neighbor(CENTRE, 3), rough)
    s = state(sc)
    assert not support(s.ctx, s.pos, s.units["me"], target=s.units["foe"]).supported
    assert support(s.ctx, s.pos, s.units["me"]).supported


def test_infantry_attacked_by_mounted_in_rough_supported() -> None:
    sc = _ring(friends=0, foe="cavalerie")
    put(sc, CENTRE, "foret")
    s = state(sc)
    assert support(s.ctx, s.pos, s.units["me"], attacker=s.units["foe"]).supported
    sc = _ring(friends=0, foe="infanterie")
    put(sc, CENTRE, "foret")
    s = state(sc)
    assert not support(s.ctx, s.pos, s.units["me"], attacker=s.units["foe"]).supported


def test_artillery_on_road_in_rough_neither_supported_nor_supporting() -> None:
    sc = _ring(me="artillerie", friends=2)
    put(sc, CENTRE, "foret", "route")
    s = state(sc)
    assert not support(s.ctx, s.pos, s.units["me"]).supported
    assert "me" not in support(s.ctx, s.pos, s.units["f0"]).supporters


def test_order_of_its_general() -> None:
    s = state(_ring(friends=0))
    assert support(s.ctx, s.pos, s.units["me"], attacker=s.units["foe"], order=True).supported
    d = dice_for_attack(s.ctx, s.pos, s.units["foe"], s.units["me"], defence_order=True)
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
    assert rules_margin(s.play.victory, Fraction(loser, 5), Fraction(winner, 5)) == expected


def _army(n: int, value: int = 0) -> Board:
    sc = blank(columns=20, rows=20)
    grid = sc.grid
    for i in range(n):
        unit(sc, f"a{i}", "a", grid.to_hex(i, 0), value=value)
        unit(sc, f"b{i}", "b", grid.to_hex(i, 10), value=value)
    if value:
        sc.victory = VictoryRules(demoralisation="budget")
    return state(sc)


def _kill(s: Board, uid: str) -> list[Event]:
    events: list[Event] = []
    s.pos = lose(s.ctx, s.pos, s.units[uid], 4, events)
    return events


def test_first_to_lose_a_third_loses_at_once() -> None:
    """« après un nombre d'unités perdues égal au moins à 1 tiers du nombre initial,
    l'armée est démoralisée »; « le premier joueur qui en cours de jeu atteint les
    conditions est immédiatement déclaré vainqueur »; 5 to 3 is a medium victory."""
    s = _army(15)  # a third: 5 units
    assert s.ctx.thresholds[0] == 5
    for i in range(4):
        _kill(s, f"b{i}")
    assert not s.pos.over
    for i in range(3):
        _kill(s, f"a{i}")
    events = _kill(s, "b4")
    assert s.pos.over and s.pos.phase == "over"
    r = s.pos.result
    assert r is not None and r.winner == 0 and r.margin == "medium" and r.reason == "demoralisation"
    assert isinstance(events[-1], VictoryDeclared) and events[-1].winner == "a"


def test_budget_variant_points() -> None:
    """« une valeur de démoralisation égale à sa valeur en budget divisée par 10 et
    arrondie à l'unité la plus proche [...] L'artillerie sera divisée par 20 »."""
    s = _army(2)
    assert unit_points(s.play.victory, "infanterie", 45) == 5  # 4.5 rounds to 5
    assert unit_points(s.play.victory, "infanterie", 44) == 4
    assert (
        unit_points(s.play.victory, "artillerie", 30) == 2
    )  # « L'artillerie sera divisée par 20 »
    assert unit_points(s.play.victory, "artillerie", 29) == 1
    s = _army(2, value=60)  # 6 points each: 12 a side, a third is 4
    assert s.ctx.thresholds[0] == 4
    _kill(s, "a0")
    assert victory.losses(s.ctx, s.pos, 0) == 6 and s.pos.over  # 6 >= 4


def test_a_third_that_is_not_a_whole_number() -> None:
    """« égal au moins à 1 tiers »: of 7 units, a third is 7/3, so 2 losses do not
    demoralise and the third does (whole losses against a fractional threshold)."""
    s = _army(7)
    assert s.ctx.thresholds[0] == Fraction(7, 3)
    _kill(s, "a0")
    _kill(s, "a1")
    assert not victory.demoralised(s.ctx, s.pos, 0) and not s.pos.over
    _kill(s, "a2")
    assert victory.demoralised(s.ctx, s.pos, 0) and s.pos.over


def test_a_small_army_is_demoralised_by_its_first_loss() -> None:
    """« égal au moins à 1 tiers du nombre initial »: of 3 units a third is one unit,
    of 2 units two thirds of one; either army is demoralised by its first loss (a
    test from the mutation run of ``victory``: red when a threshold of one unit or
    less is taken for no threshold)."""
    for size in (3, 2):
        s = _army(size)
        assert s.ctx.thresholds[0] == Fraction(size, 3)
        _kill(s, "a0")
        assert victory.demoralised(s.ctx, s.pos, 0) and s.pos.over
        r = s.pos.result
        assert r is not None and (r.winner, r.reason) == (1, "demoralisation")
