"""The computer players know the squares (the Pyramides' « Carrés : une division
française qui n'a pas bougé ce tour ignore le premier drapeau infligé par une
cavalerie »): a square that moves in the first half of a game turn stands
unformed in the enemy's half that follows, so where enemy cavalry could charge
it then (its move and one hex) the greedy player keeps it still rather than
advance it for nothing else; where no cavalry can reach it, or where the
enemy's half begins a new turn (every square formed again), it marches on."""

from __future__ import annotations

from rules_helpers import blank, corridor, game, play, unit

from editor.core.hexes import Hex
from editor.rules.actions import Action, Activate, EndPhase, Move
from editor.rules.ai_params import params_for
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.legal import legal_actions

CAVALRY_REACH = 4
"""Panache's cavalry moves 3 hexes and charges the hex beside it."""


def _square_decides(
    cavalry_hexes_away: int, first: str = "a", square: bool = True, weight: float | None = None
) -> Action:
    """Side a's greedy choice in its movement phase for a square (``sq``, activated,
    alone) facing enemy cavalry ``cavalry_hexes_away`` hexes down a straight line,
    on open ground with no objective: an advance gains only the way to the enemy."""
    line = corridor(Hex(1, 2), 0, 10)
    sc = blank(columns=14, rows=14)
    unit(sc, "sq", "a", line[0])
    sc.units[-1].square = square
    unit(sc, "cav", "b", line[cavalry_hexes_away], cls="cavalerie")
    ctx, pos = game(sc, first=first)
    if first == "b":
        pos, _ = play(ctx, pos, EndPhase(), EndPhase(), EndPhase())
    assert (pos.active, pos.phase) == (0, "command")
    pos, _ = play(ctx, pos, Activate("sq"), EndPhase())
    assert pos.phase == "movement"
    params = params_for({"square": weight}) if weight is not None else None
    return GreedyPlayer(1, params).choose(ctx, observe(ctx, pos, 0), legal_actions(ctx, pos))


def test_a_square_the_enemy_cavalry_can_charge_stays_formed() -> None:
    assert _square_decides(CAVALRY_REACH) == EndPhase()


def test_a_square_no_cavalry_can_reach_marches_on() -> None:
    choice = _square_decides(CAVALRY_REACH + 3)
    assert isinstance(choice, Move) and choice.unit == "sq"


def test_the_same_division_not_in_square_marches_on_under_the_cavalrys_eyes() -> None:
    """The stay is the square's: a division without ``square`` advances."""
    choice = _square_decides(CAVALRY_REACH, square=False)
    assert isinstance(choice, Move) and choice.unit == "sq"


def test_a_square_of_the_side_playing_second_marches_on() -> None:
    """The enemy's next half begins a new game turn, where the square that moved is
    formed again: its move breaks nothing."""
    choice = _square_decides(CAVALRY_REACH, first="b")
    assert isinstance(choice, Move) and choice.unit == "sq"


def test_the_stay_is_weighed_by_the_square_parameter() -> None:
    """``square`` (resources/players/players.yaml) weighs the flag spared: at 0 the
    player does not value the formation and the square advances."""
    choice = _square_decides(CAVALRY_REACH, weight=0.0)
    assert isinstance(choice, Move) and choice.unit == "sq"
