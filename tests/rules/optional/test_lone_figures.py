"""Lone figures in the dark (Annexe 3, L'obscurité): « A chaque déplacement d'une
figurine isolée (officier ou messenger), on lance un d6 : « 1 »= 2 hex à gauche,
« 2 »= 1 hex à gauche, « 5 »= 1 hex à droite, « 6 »= 2 hex à droite ; si arrivée
dans un hex occupé par un ennemi (endormi ou non), la figurine est capturée » ;
« Aucune unité n'est vue au-delà de 2 hex et aucune figurine isolée au-delà d'1 hex
(sauf si feu) »."""

from __future__ import annotations

import pytest
from opt_helpers import add, blank, eff, game, idx, k
from rules_helpers import play

from editor.core.hexes import distance, neighbor
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, Move
from editor.rules.events_combat import Eliminated, Retreated
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_night import Captured
from editor.rules.places import GONE
from editor.rules.sight import line_of_sight
from editor.rules.terrain import hex_of


def _messenger(*extra, asleep: bool = False):
    """A messenger (a lone figure, 2 hexes a move) at 0610 sent one hex north in the
    dark; ``extra``: enemies (id, col, row)."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "m", "a", g.to_hex(6, 10), "infanterie", "légère", caps=("isole",))
    add(sc, "e", "b", g.to_hex(1, 1))
    for uid, col, row in extra:
        add(sc, uid, "b", g.to_hex(col, row), asleep=asleep)
    ctx, pos = game(sc, "night", "sleep", daylight="night")
    pos, _ = play(ctx, pos, Activate("m"), EndPhase())
    return sc, ctx, pos


@pytest.mark.parametrize(
    ("face", "way", "hexes"),
    [(1, "NW", 2), (2, "NW", 1), (3, "N", 1), (4, "N", 1), (5, "NE", 1), (6, "NE", 2)],
)
def test_a_lone_figure_drifts_by_its_own_d6(
    loaded_d6: list[int], face: int, way: str, hexes: int
) -> None:
    sc, ctx, pos = _messenger()
    g = sc.grid
    loaded_d6[:] = [face]
    pos, events = play(ctx, pos, Move("m", "0609"))
    assert [e.faces for e in events if isinstance(e, D6Rolled)] == [(face,)]
    want = g.to_hex(6, 10)
    for _ in range(hexes):
        want = neighbor(want, g.side_direction(way))
    assert pos.at[idx(ctx, "m")] == k(want)


@pytest.mark.parametrize("asleep", [False, True])
def test_a_lone_figure_drifting_into_an_enemy_is_captured(
    loaded_d6: list[int], asleep: bool
) -> None:
    _sc, ctx, pos = _messenger(("foe", 5, 9), asleep=asleep)  # 0509: left of a step north
    loaded_d6[:] = [2, 6, 6, 6, 6]
    pos, events = play(ctx, pos, Move("m", "0609"))
    assert [e.at for e in events if isinstance(e, Captured)] == ["0509"]
    assert [e.unit for e in events if isinstance(e, Eliminated)] == ["m"]
    assert pos.at[idx(ctx, "m")] == GONE


def test_a_unit_drifting_into_an_enemy_is_not_captured_but_stays(loaded_d6: list[int]) -> None:
    """The capture is the lone figure's; a unit « reste sur son hex » and makes noise."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "u", "a", g.to_hex(6, 10), "infanterie", "légère")
    add(sc, "foe", "b", g.to_hex(5, 9))
    ctx, pos = game(sc, "night", daylight="night")
    pos, _ = play(ctx, pos, Activate("u"), EndPhase())
    loaded_d6[:] = [1]
    pos, events = play(ctx, pos, Move("u", "0609"))
    assert not [e for e in events if isinstance(e, Captured)]
    assert pos.at[idx(ctx, "u")] == k(g.to_hex(6, 10))


def test_in_the_dark_a_lone_figure_is_seen_at_1_hex_a_unit_at_2() -> None:
    sc = blank(columns=14, rows=14)
    g = sc.grid
    add(sc, "me", "a", g.to_hex(7, 12))
    add(sc, "officer", "b", g.to_hex(7, 10), caps=("isole",))  # 2 hexes
    add(sc, "unit", "b", g.to_hex(9, 11))  # 2 hexes
    add(sc, "close", "b", g.to_hex(6, 12), caps=("isole",))  # 1 hex
    ctx, pos = game(sc, "night", daylight="night")
    c = eff(ctx, pos)
    me = g.to_hex(7, 12)

    def seen(uid: str) -> bool:
        return line_of_sight(c, pos, me, hex_of(pos.at[idx(ctx, uid)])).visible

    assert {u: seen(u) for u in ("officer", "unit", "close")} == {
        "officer": False,
        "unit": True,
        "close": True,
    }
    day_ctx, day = game(sc, "night", daylight="day")
    assert line_of_sight(eff(day_ctx, day), day, me, g.to_hex(7, 10)).visible


@pytest.mark.parametrize(("rank", "back"), [("officier", 1), ("sous_general", 2)])
def test_at_night_an_isolated_officer_a_combat_would_eliminate_steps_back(
    loaded_dice: list[str], rank: str, back: int
) -> None:
    """« Contrairement à la règle, un officier isolé n'est pas éliminé s'il ne peut
    rejoindre un ami à la suite d'un combat ... Simplement reculé d'un hex (2 pour un
    général), il peut être tout seul (et donc activable le tour suivant) »."""
    for daylight in ("night", "day"):
        sc = blank(columns=12, rows=14)
        g = sc.grid
        add(sc, "att", "a", g.to_hex(6, 10))
        add(sc, "off", "b", g.to_hex(6, 9), plaquettes=1, caps=("isole",), leader="Ney")
        sc.units[-1].rank = rank
        for i in range(5):  # side b's loss does not demoralise it
            add(sc, f"spare{i}", "b", g.to_hex(1 + 2 * i, 1))
        ctx, pos = game(sc, "night", daylight=daylight)
        loaded_dice[:] = ["H*"]
        pos, _ = play(ctx, pos, Activate("att"), EndPhase(), EndPhase())
        pos, events = play(ctx, pos, Attack("att", "off"), DefenceOrder(False))
        off = idx(ctx, "off")
        if daylight == "day":
            assert pos.at[off] == GONE  # the rule of the day: eliminated
            continue
        assert pos.plaquettes[off] == 1 and pos.at[off] != GONE
        assert not [e for e in events if isinstance(e, Eliminated)]
        steps = [e for e in events if isinstance(e, Retreated) and e.unit == "off"]
        assert len(steps) == 1 and steps[0].frm == "0609"
        assert distance(hex_of(pos.at[off]), g.to_hex(6, 9)) == back
