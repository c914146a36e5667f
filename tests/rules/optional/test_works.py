"""Engineers' works and the night (Annexe 3, L'obscurité): « Tout travail fait de nuit
(Génie) non éclairé est divisé par 2 »; « Une troupe avec des torches »; « Un
incendie éclaire à 3 hex alentour »."""

from __future__ import annotations

import pytest
from opt_helpers import add, blank, game, with_state
from rules_helpers import play

from editor.core.hexes import neighbor
from editor.rules.actions import Activate, EndPhase, Move
from editor.rules.engine import IllegalAction, apply, legal_actions
from editor.rules.movement import movement_range
from editor.rules.optional.actions import Work
from editor.rules.optional.events_army import Worked
from editor.rules.optional.state import Fire, Spot
from editor.rules.terrain import key


def _engineers(caps=("genie",), daylight="day", *rules: str):
    """Engineers at 0608, the enemy far; the earthwork goes on their north side."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "sap", "a", g.to_hex(6, 8), caps=caps)
    add(sc, "e", "b", g.to_hex(2, 2))
    ctx, pos = game(sc, "engineering", "night", *rules, daylight=daylight)
    pos, _ = play(ctx, pos, Activate("sap"), EndPhase())
    return ctx, pos


def _next_turn(ctx, pos):
    """Side a's next movement phase, the engineers activated (side b passes)."""
    turn = pos.turn
    while not (pos.turn > turn and pos.active == 0 and pos.phase == "command"):
        pos, _ = play(ctx, pos, EndPhase())
    return play(ctx, pos, Activate("sap"), EndPhase())[0]


def _work_turns(ctx, pos, n: int):
    """``n`` turns of work; the ``Worked`` events of each."""
    out = []
    for turn in range(n):
        if turn:
            pos = _next_turn(ctx, pos)
        pos, events = play(ctx, pos, Work("sap", "N", "remblai"))
        out.append([e for e in events if isinstance(e, Worked)])
    return pos, out


def _north_blocked(ctx, pos) -> bool:
    """The earthwork stands: a unit at 0607 cannot step south into the engineers' hex
    without paying the obstacle; read from the terrain as the engine sees it."""
    eff = ctx.optional.effective(ctx, pos)
    g = ctx.scenario.grid
    a = key(g.to_hex(6, 8))
    b = key(neighbor(g.to_hex(6, 8), g.side_direction("N")))
    return any(el.id == "remblai" for el, _ in eff.terrain.obstacles.get((a, b), ()))


def test_by_day_an_earthwork_takes_two_turns_of_work() -> None:
    ctx, pos = _engineers()
    assert Work("sap", "N", "remblai") in legal_actions(ctx, pos)
    pos, events = _work_turns(ctx, pos, 1)
    assert [(e.done, e.need, e.halved) for e in events[0]] == [(2, 4, False)]
    assert not _north_blocked(ctx, pos)
    pos = _next_turn(ctx, pos)
    pos, events = _work_turns(ctx, pos, 1)
    assert [(e.done, e.need) for e in events[0]] == [(4, 4)]
    assert _north_blocked(ctx, pos)
    pos = _next_turn(ctx, pos)
    assert Work("sap", "N", "remblai") not in legal_actions(ctx, pos)  # it stands


def test_unlit_work_at_night_is_halved() -> None:
    """« Tout travail fait de nuit (Génie) non éclairé est divisé par 2 »: what takes
    2 turns by day takes 4 in the dark."""
    ctx, pos = _engineers(daylight="night")
    pos, events = _work_turns(ctx, pos, 3)
    assert [[(e.done, e.halved) for e in t] for t in events] == [
        [(1, True)],
        [(2, True)],
        [(3, True)],
    ]
    assert not _north_blocked(ctx, pos)
    pos = _next_turn(ctx, pos)
    pos, events = _work_turns(ctx, pos, 1)
    assert [(e.done, e.need) for e in events[0]] == [(4, 4)]
    assert _north_blocked(ctx, pos)


def test_work_lit_by_torches_or_a_fire_is_not_halved() -> None:
    """« non éclairé »: torches (« Une troupe avec des torches ») or a fire within 3
    hexes (« Un incendie éclaire à 3 hex alentour ») light the work."""
    ctx, pos = _engineers(("genie", "torches"), "night")
    _, events = _work_turns(ctx, pos, 1)
    assert [(e.done, e.halved) for e in events[0]] == [(2, False)]
    ctx, pos = _engineers(("genie",), "night", "fire")
    g = ctx.scenario.grid
    burning = Spot("hex", key(g.to_hex(6, 5)), 0, "foret")  # 3 hexes north
    pos = with_state(pos, fires=(Fire(burning, 1, 1),))
    _, events = _work_turns(ctx, pos, 1)
    assert [(e.done, e.halved) for e in events[0]] == [(2, False)]


def test_only_engineers_work_and_a_working_unit_does_not_move() -> None:
    ctx, pos = _engineers(caps=())
    assert not any(isinstance(a, Work) for a in legal_actions(ctx, pos))
    with pytest.raises(IllegalAction):
        apply(ctx, pos, Work("sap", "N", "remblai"))
    ctx, pos = _engineers()
    pos, _ = play(ctx, pos, Work("sap", "N", "remblai"))
    assert not any(isinstance(a, Move) for a in legal_actions(ctx, pos))
    assert movement_range(ctx, pos, ctx.piece_index["sap"])  # it could have moved
