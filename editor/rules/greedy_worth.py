"""The greedy player's worth of an attack: what the throw takes off the enemy (its
plaquettes by their value, eliminations and retreats, the objective its holder
is driven from, more so as the turns run out) against the passage losses and
riposte it costs, by the weights of ``ai_params``. A function of the weights,
not of a ``greedy_score.Scorer``: the hex scores of one unit (``UnitHexes``),
which the scorer keeps, read it without keeping the scorer (no reference cycle).
"""

from __future__ import annotations

from editor.core.player_params import PlayerParams
from editor.rules import ai_eval
from editor.rules.context import GameContext
from editor.rules.position import Position


def attack_worth(
    prm: PlayerParams,
    ctx: GameContext,
    pos: Position,
    a: int,
    t: int,
    summary: tuple[float, float, float, float, float],
) -> float:
    """``Scorer.attack_worth`` with the weights ``prm``: what the throw takes off the
    enemy against what it costs."""
    dealt, kill, flag, taken, _stopped = summary
    tb = ai_eval.tables(ctx)
    values, plaquettes = tb.values, pos.plaquettes
    v_t, v_a = values[t], values[a]
    # ``x if x > m else m`` is ``max(m, x)`` (the same number), without a call.
    left_t = plaquettes[t] if plaquettes[t] > 1 else 1
    left_a = plaquettes[a] if plaquettes[a] > 1 else 1
    full_t = ctx.pieces[t].plaquettes
    full_t = full_t if full_t > 1 else 1
    partial = dealt - kill * left_t
    partial = partial if partial > 0.0 else 0.0
    gain = kill * v_t + partial * v_t / full_t * 0.7 + flag * 0.2 * v_t / full_t
    me = ctx.pieces[a]
    n = tb.objective_keys.get(pos.at[t])
    if n is not None and ctx.objectives_count and pos.holders[n] != me.side:
        # Driving the holder off an objective opens it; more so as the turns run out.
        late = 0.5 + pos.turn / max(1, ctx.max_turns)
        gain += (kill + flag) * prm.objective * ctx.objectives[n].points * late
    care = prm.caution * (prm.leader_caution if me.leader else 1.0)
    cost = taken * v_a / left_a * 0.7 * care
    return gain * prm.aggression - cost


__all__ = ["attack_worth"]
