"""The expert player's choices at a decision, best-looking first.

The engine's action list is what a person picks from in a phase: one unit's
move, one attack, ending the phase. The greedy player's choice comes first
(the prior the search starts from), ending the phase next (holding back is
always a plan worth weighing), then the rest by the greedy formula's own
figures: for a move the hex's score over the unit's own, for an attack its
worth, for a retreat the hex's score. Only the first ``limit`` are kept:
progressive widening rarely reaches further.
"""

from __future__ import annotations

from editor.core.player_params import PlayerParams
from editor.rules import ai_eval
from editor.rules.actions import Action, Attack, EndPhase, Enter, Move, Resign, Retreat
from editor.rules.context import GameContext
from editor.rules.engine import legal_actions
from editor.rules.fog import Observation
from editor.rules.greedy import GreedyPlayer
from editor.rules.greedy_score import Scorer
from editor.rules.position import Position

LIMIT = 10


def choices(
    ctx: GameContext,
    obs: Observation,
    params: PlayerParams,
    last_active: dict[int, int],
    limit: int = LIMIT,
) -> list[Action]:
    """The actions worth searching at ``obs``, the greedy player's first."""
    pos = obs.position
    legal = [a for a in legal_actions(ctx, pos) if not isinstance(a, Resign)]
    if len(legal) <= 1:
        return legal
    guide = GreedyPlayer(0, params)
    guide.last_active = dict(last_active)
    first = guide.choose(ctx, obs, legal)
    scorer = guide.score
    rest = [a for a in legal if a != first]
    worth = {a: _worth(ctx, pos, scorer, a) for a in rest}
    rest.sort(key=lambda a: -worth[a])  # a stable sort: ties keep the engine's order
    ordered = [first, *rest]
    return ordered[:limit]


def _worth(ctx: GameContext, pos: Position, scorer: Scorer, a: Action) -> float:
    if isinstance(a, EndPhase):
        return float("inf")  # right after the greedy player's choice
    if isinstance(a, Move | Enter):
        i = ctx.piece_index[a.unit]
        here = pos.at[i]
        gain = scorer.hex_score(ctx, pos, i, ctx.key_of(a.to))
        return gain - (scorer.hex_score(ctx, pos, i, here) if here >= 0 else 0.0)
    if isinstance(a, Attack):
        i, t = ctx.piece_index[a.unit], ctx.piece_index[a.target]
        s = ai_eval.exact_attack(ctx, pos, i, t, order=a.attack_order)
        if s is None:
            return -1e9
        w = scorer.attack_worth(ctx, pos, i, t, s)
        if a.attack_order:
            tokens = pos.tokens[ctx.pieces[i].side]
            w -= scorer.token_value(tokens - 1) * ctx.play.orders.attack_cost
        return w
    if isinstance(a, Retreat):
        i = ctx.piece_index[a.unit]
        return scorer.hex_score(ctx, pos, i, ctx.key_of(a.to), False)
    return 0.0


__all__ = ["LIMIT", "choices"]
