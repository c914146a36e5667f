"""Taking objectives at the end of a player's turn, piece by piece.

Panache ch. 1 and the scenarios: an objective is held by the side that last
stood a unit on it; Annexe 3, Ordres par corps: « Si à la fin de son tour de
jeu, si le joueur a atteint un de ses objectifs, il le dévoile et le fait
constater. » The whole-game test is in ``test_scenarios_play.py``; these check
each case of ``turn.take_objectives`` on its own.
"""

from __future__ import annotations

from dataclasses import replace

from rules_helpers import blank, state, unit

from editor.core.scenario import Decoy, Objective
from editor.rules.events import Event
from editor.rules.events_game import ObjectiveTaken, Revealed
from editor.rules.turn import take_objectives


def _board(**kw: object):
    sc = blank()
    g = sc.grid
    mill, bridge = g.to_hex(3, 9), g.to_hex(8, 3)
    sc.objectives += [
        Objective(g.to_hex(6, 6), "La ferme", 1),  # nobody on it
        Objective(mill, "Le moulin", 2),
        Objective(bridge, "Le pont", 1),
    ]
    unit(sc, "a1", "a", mill)
    unit(sc, "b1", "b", bridge)
    if kw.get("decoy"):
        sc.units = [u for u in sc.units if u.id != "a1"]
        sc.decoys.append(Decoy("a", mill))
    s = state(sc)
    s.pos = replace(s.pos, active=0, holders=(-1, -1, -1))
    return s, g.label(mill)


def test_the_active_side_takes_the_objective_its_unit_stands_on() -> None:
    s, mill = _board()
    events: list[Event] = []
    pos = take_objectives(s.ctx, s.pos, events)
    assert pos.holders == (-1, 0, -1)  # not the bridge: b's unit stands there, a plays
    assert events == [ObjectiveTaken("Le moulin", "a", mill)]


def test_an_objective_already_held_is_not_taken_again() -> None:
    s, _mill = _board()
    events: list[Event] = []
    pos = take_objectives(s.ctx, replace(s.pos, holders=(-1, 0, -1)), events)
    assert pos.holders == (-1, 0, -1) and events == []


def test_the_other_side_takes_its_objective_in_its_own_turn() -> None:
    s, _mill = _board()
    events: list[Event] = []
    pos = take_objectives(s.ctx, replace(s.pos, active=1, holders=(-1, 0, 0)), events)
    assert pos.holders == (-1, 0, 1)
    assert [(e.name, e.side) for e in events if isinstance(e, ObjectiveTaken)] == [("Le pont", "b")]


def test_a_decoy_takes_nothing() -> None:
    s, _mill = _board(decoy=True)
    events: list[Event] = []
    assert take_objectives(s.ctx, s.pos, events).holders == (-1, -1, -1) and events == []


def test_a_hidden_unit_that_takes_an_objective_is_shown() -> None:
    """« il le dévoile et le fait constater »."""
    s, mill = _board()
    a1 = s.units["a1"]
    markers = list(s.pos.markers)
    markers[a1] = 3
    events: list[Event] = []
    pos = take_objectives(s.ctx, replace(s.pos, markers=tuple(markers)), events)
    assert a1 in pos.revealed and pos.holders == (-1, 0, -1)
    assert Revealed("a1", mill, 3) in events
