"""What a loss tells the players: how many plaquettes a unit loses, where it is
eliminated, and a game ended with nobody winning.

Thucydide ch. 1: « Les troupes sont formées en unités, composées de plaquettes,
4 généralement »; a combat is resolved « en appliquant les résultats en
commençant par les pertes »; « Selon le nombre relatif d'unités perdues par les
2 joueurs, on peut considérer que c'est une victoire marginale [...], moyenne
[...] ou décisive ». Tests from the mutation run of ``combat_losses`` (each red
under the mutant it names).
"""

from __future__ import annotations

from rules_helpers import Board, blank, state, unit

from editor.rules.combat_losses import end_game, lose
from editor.rules.events import Event
from editor.rules.events_combat import Eliminated, PlaquettesLost
from editor.rules.events_game import VictoryDeclared
from editor.rules.position import Result


def _two_units(plaquettes: int = 4) -> Board:
    sc = blank(columns=20, rows=20)
    unit(sc, "a0", "a", sc.grid.to_hex(3, 0), plaquettes=plaquettes)
    unit(sc, "b0", "b", sc.grid.to_hex(0, 10))
    return state(sc)


def test_a_unit_hit_twice_is_told_it_loses_two_plaquettes() -> None:
    """Two hits on a unit of four: « perd 2 plaquette(s), il en reste 2 » (red when
    the loss told is ``min(n, left - n)``: 0)."""
    s = _two_units()
    events: list[Event] = []
    s.pos = lose(s.ctx, s.pos, s.units["a0"], 2, events)
    assert events == [PlaquettesLost("a0", 2, 2)]
    assert s.pos.plaquettes[s.units["a0"]] == 2


def test_more_hits_than_plaquettes_lose_only_the_plaquettes_the_unit_had() -> None:
    """A unit of two plaquettes hit three times loses its two and is eliminated:
    it cannot lose a plaquette it does not have (the engine said it lost 3)."""
    s = _two_units(plaquettes=2)
    events: list[Event] = []
    s.pos = lose(s.ctx, s.pos, s.units["a0"], 3, events)
    assert events[:2] == [PlaquettesLost("a0", 2, 0), Eliminated("a0", "0300")]


def test_an_eliminated_unit_is_told_with_the_hex_it_stood_on() -> None:
    """« ... est éliminée en 0300 »: the hex it stood on, not the place it goes
    to (red when the hex's label is dropped)."""
    s = _two_units(plaquettes=1)
    events: list[Event] = []
    s.pos = lose(s.ctx, s.pos, s.units["a0"], 1, events)
    assert Eliminated("a0", "0300") in events


def test_a_game_ended_with_nobody_winning_is_declared_with_no_winner_nor_margin() -> None:
    """A draw at the turn limit: neither side is named winner, and there is no
    margin (marginale, moyenne, décisive) to a draw."""
    s = _two_units()
    events: list[Event] = []
    s.pos = end_game(s.ctx, s.pos, Result(None, None, "turns", (0, 0), (0, 0)), events)
    assert events == [VictoryDeclared("", "", "turns")]
    assert s.pos.result is not None and s.pos.result.winner is None
