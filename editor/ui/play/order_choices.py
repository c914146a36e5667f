"""Orders that cannot change a throw, as the window handles them (issue 23).

Read from the engine's exact distributions (``editor.rules.order_worth``):

- an attack order that a terrain cap makes worthless is not offered (the phase
  bar says why) and, if it was switched on for another attack, is not spent;
- a defence order that cannot change the odds is not asked for: in hotseat it is
  not worth handing the screen over, against the computer it is a useless
  question to the person (or a token the computer would spend for nothing). The
  defender's default (no order) is played as its action, with a note both sides
  read; only where every side a person plays sees every piece as it is, so
  that the question skipped tells nobody at the screen what it may not know.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from editor.core.phrases import Phrase
from editor.rules import window_notes
from editor.rules.actions import Action, Attack, Charge
from editor.rules.context import GameContext
from editor.rules.fog import observe
from editor.rules.order_worth import attack_order_adds_nothing, defence_order_matters
from editor.rules.position import Position, occupant


def without_useless_order(
    ctx: GameContext, obs: Position, action: Action | None
) -> tuple[Action | None, Phrase | None]:
    """``action`` without an attack order that adds nothing to it, and why it adds
    nothing (None: the action as it was)."""
    if not isinstance(action, (Attack, Charge)) or not action.attack_order:
        return action, None
    ids = ctx.piece_index
    if isinstance(action, Attack):
        attacker = ids[action.unit]
    elif obs.combat is not None:
        attacker = obs.combat.attacker
    else:
        return action, None
    why = attack_order_adds_nothing(ctx, obs, attacker, ids[action.target])
    if why is None:
        return action, None
    return replace(action, attack_order=False), why


def order_adds_nothing_to_any(
    ctx: GameContext, obs: Position, attacker: int | None, targets: list[int]
) -> Phrase | None:
    """Why an attack order would add nothing to any attack of ``attacker`` on the
    units at ``targets`` (hex keys); None when it adds to one at least."""
    if attacker is None or not targets:
        return None
    at = occupant(obs)
    whys = [attack_order_adds_nothing(ctx, obs, attacker, at[k]) for k in targets]
    if any(w is None for w in whys):
        return None
    return whys[0]


def default_defence_note(
    ctx: GameContext, pos: Position, persons: Sequence[int] = (0, 1)
) -> Phrase | None:
    """The note both sides read when the pending defence order cannot change the
    throw; None when no such decision waits or the defender's choice counts.
    ``persons``: the sides played at the screen (both in hotseat)."""
    c = pos.combat
    if c is None or c.stage != "defence":
        return None
    # Only where each side at the screen sees every piece as it is: else skipping
    # the question would tell it what it may not know (a hidden neighbour that
    # supports, or a decoy that does not).
    for side in persons:
        seen = observe(ctx, pos, side)
        if seen.unknown or seen.position.at != pos.at:
            return None
    if defence_order_matters(ctx, pos):
        return None
    return window_notes.no_defence_order(ctx.side_names[c.decider])


__all__ = ["default_defence_note", "order_adds_nothing_to_any", "without_useless_order"]
