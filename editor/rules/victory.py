"""Victory in play: demoralisation after every loss, objectives, the turn limit, margins.

Thucydide ch. 1, Conditions de Victoire: « après un nombre d'unités perdues
égal au moins à 1 tiers du nombre initial, l'armée est démoralisée » (or the
budget variant), « le premier joueur qui en cours de jeu atteint les
conditions est immédiatement déclaré vainqueur », a scenario's objectives may
replace losses, and the margin is marginal / medium / decisive. The
thresholds and margins are ``editor.core.ruleset_victory``, the one
implementation the editor's Victory panel shows too; what a scenario counts
(demoralisation mode, objectives) is its ``victory`` settings. How objectives
are held and how the turn limit is decided are assumptions written in the
ruleset (``play.victory``).
"""

from __future__ import annotations

from fractions import Fraction

from editor.core import ruleset_victory
from editor.rules.context import GameContext
from editor.rules.places import GONE
from editor.rules.position import Position, Result


def _counted(ctx: GameContext) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per side: (index, points) of each piece whose loss counts (decoys do not);
    fixed for a context, kept in it (losses are asked after every loss)."""
    found: tuple[tuple[tuple[int, int], ...], ...] | None = ctx._caches.get("counted")
    if found is None:
        found = ctx._caches["counted"] = tuple(
            tuple((p.index, p.points) for p in ctx.pieces if p.side == side and not p.decoy)
            for side in (0, 1)
        )
    return found


def losses(ctx: GameContext, pos: Position, side: int) -> int:
    """Units lost by ``side``, or their budget points in the budget variant."""
    at = pos.at
    lost = sum(points for i, points in _counted(ctx)[side] if at[i] == GONE)
    if ctx.optional is not None:  # Annexe 3: « chaque hexagone de camp pillé est une perte »
        lost += ctx.optional.extra_losses(ctx, pos, side)
    return lost


def _threshold_terms(ctx: GameContext) -> tuple[tuple[int, int] | None, ...]:
    """Per side: the positive threshold as (numerator, denominator), None: never
    demoralised; so integer losses compare to it cross-multiplied, without a Fraction."""
    found: tuple[tuple[int, int] | None, ...] | None = ctx._caches.get("threshold_terms")
    if found is None:
        found = ctx._caches["threshold_terms"] = tuple(
            (t.numerator, t.denominator) if t is not None and t > 0 else None
            for t in ctx.thresholds
        )
    return found


def demoralised(ctx: GameContext, pos: Position, side: int) -> bool:
    terms = _threshold_terms(ctx)[side]
    if terms is None:
        return False
    return losses(ctx, pos, side) * terms[1] >= terms[0]  # losses are whole numbers


def relative_losses(ctx: GameContext, pos: Position, side: int) -> Fraction:
    """Losses relative to the side's own threshold (raw counts without one)."""
    t = ctx.thresholds[side]
    lost = Fraction(losses(ctx, pos, side))
    return lost / t if t else lost


def objective_points(ctx: GameContext, pos: Position) -> tuple[int, int]:
    pts = [0, 0]
    for spot, holder in zip(ctx.objectives, pos.holders, strict=True):
        if holder >= 0:
            pts[holder] += spot.points
    return pts[0], pts[1]


def _result(ctx: GameContext, pos: Position, winner: int | None, reason: str) -> Result:
    lost = (losses(ctx, pos, 0), losses(ctx, pos, 1))
    pts = objective_points(ctx, pos)
    if winner is None:
        return Result(None, None, reason, lost, pts)
    rules = ctx.play.victory
    if reason == "objectives":
        margin = ruleset_victory.margin(rules, pts[winner], pts[1 - winner])
    else:
        margin = ruleset_victory.margin(
            rules, relative_losses(ctx, pos, 1 - winner), relative_losses(ctx, pos, winner)
        )
    return Result(winner, margin, reason, lost, pts)


def after_loss(ctx: GameContext, pos: Position, side: int) -> Result | None:
    """The result when ``side``'s latest loss demoralised it (it loses at once)."""
    if demoralised(ctx, pos, side):
        return _result(ctx, pos, 1 - side, "demoralisation")
    return None


def at_turn_limit(ctx: GameContext, pos: Position) -> Result:
    """Turn limit reached with nobody demoralised: objectives if they count, then
    fewer relative losses; equal again: a draw (assumptions in ``play.victory``)."""
    if ctx.objectives_count:
        a, b = objective_points(ctx, pos)
        if a != b:
            return _result(ctx, pos, 0 if a > b else 1, "objectives")
    ra, rb = relative_losses(ctx, pos, 0), relative_losses(ctx, pos, 1)
    return _result(ctx, pos, None if ra == rb else (0 if ra < rb else 1), "turns")


def by_resignation(ctx: GameContext, pos: Position, side: int) -> Result:
    return _result(ctx, pos, 1 - side, "resignation")
