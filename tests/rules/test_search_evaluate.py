"""The computer players' reading of a position (``search.evaluate``) follows the victory rules.

Thucydide ch. 1, Conditions de Victoire: « après un nombre d'unités perdues
égal au moins à 1 tiers du nombre initial, l'armée est démoralisée »; a
scenario may count no demoralisation (Tarutino: « No victory by
demoralisation »), and then, at the turn limit, objectives first, « fewer
units for its strength wins » (``play.victory``: the side with fewer
relative losses, raw counts without a threshold). So a unit of the enemy's
eliminated is good for the side that eliminated it, with or without a
threshold, and eliminating a worn enemy unit is better than leaving it
standing worn. Both were false before: losses counted only against a
threshold, lost plaquettes only for units still standing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.balance.games import context_of
from editor.rules.context import GameContext
from editor.rules.engine import start
from editor.rules.places import GONE
from editor.rules.position import Position, with_changes
from editor.rules.search import evaluate

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _game(name: str) -> tuple[GameContext, Position]:
    path = SCENARIOS / f"{name}.yaml"
    ctx = context_of(path.read_bytes(), path.name)
    return ctx, start(ctx, 5)[0]


def _a_unit(ctx: GameContext, side: int) -> int:
    """A unit of ``side`` of several plaquettes whose loss counts (not a decoy)."""
    return next(p.index for p in ctx.pieces if p.side == side and not p.decoy and p.plaquettes >= 2)


def _worn(pos: Position, i: int) -> Position:
    left = list(pos.plaquettes)
    left[i] = 1
    return with_changes(pos, plaquettes=tuple(left))


def _eliminated(pos: Position, i: int) -> Position:
    at, left = list(pos.at), list(pos.plaquettes)
    at[i], left[i] = GONE, 0
    return with_changes(pos, at=tuple(at), plaquettes=tuple(left))


@pytest.mark.parametrize("side", [0, 1])
def test_without_a_threshold_an_enemy_unit_lost_is_good_and_one_of_ours_bad(side: int) -> None:
    ctx, pos = _game("tarutino-1812")
    assert not any(ctx.thresholds)  # « No victory by demoralisation »
    start_score = evaluate(ctx, pos, side)
    theirs = _eliminated(pos, _a_unit(ctx, 1 - side))
    ours = _eliminated(pos, _a_unit(ctx, side))
    assert evaluate(ctx, theirs, side) > start_score
    assert evaluate(ctx, ours, side) < start_score


@pytest.mark.parametrize("name", ["tarutino-1812", "pyramides-1798"])
def test_eliminating_a_worn_enemy_unit_is_better_than_leaving_it_worn(name: str) -> None:
    ctx, pos = _game(name)
    for side in (0, 1):
        i = _a_unit(ctx, 1 - side)
        worn = _worn(pos, i)
        assert evaluate(ctx, worn, side) > evaluate(ctx, pos, side)
        assert evaluate(ctx, _eliminated(worn, i), side) > evaluate(ctx, worn, side)


def test_a_side_with_a_threshold_still_weighs_a_loss_by_it() -> None:
    """The Pyramides count demoralisation: a lost unit brings a side a step nearer it."""
    ctx, pos = _game("pyramides-1798")
    assert all(ctx.thresholds)
    side = 0
    lost_once = _eliminated(pos, _a_unit(ctx, 1))
    assert evaluate(ctx, lost_once, side) > evaluate(ctx, pos, side)
