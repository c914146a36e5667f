"""The luck report: hits each side rolled against the hits it could expect.

Every throw of a game is in its events (``DiceRolled``: the faces); what a
throw could be expected to give follows from the die's faces, the number of
dice and the target (``odds.throw_odds``): its armour, « pas de coup spécial »
where the attacker stood, and for passage losses the reversed armour and the
faces the obstacle ignores. A side that rolled more hits than expected was
lucky; the report says by how much, and how unlikely that was is for the
person to judge from the number of dice.

Passage losses count for the side whose obstacle threw them (the defender's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from editor.rules.combat import dice_for_attack, passage_outcomes
from editor.rules.context import GameContext
from editor.rules.dice import read_roll
from editor.rules.events import Event
from editor.rules.events_combat import DiceRolled
from editor.rules.odds import throw_odds
from editor.rules.position import Position


@dataclass(frozen=True, slots=True)
class SideLuck:
    throws: int = 0
    dice: int = 0
    hits: int = 0
    expected_hits: Fraction = Fraction(0)
    flags: int = 0
    expected_flags: Fraction = Fraction(0)

    @property
    def luck(self) -> Fraction:
        """Hits rolled minus hits expected (positive: lucky)."""
        return self.hits - self.expected_hits

    def add(self, hits: int, flags: int, dice: int, eh: Fraction, ef: Fraction) -> SideLuck:
        return SideLuck(
            self.throws + 1,
            self.dice + dice,
            self.hits + hits,
            self.expected_hits + eh,
            self.flags + flags,
            self.expected_flags + ef,
        )


def _no_special(ctx: GameContext, before: Position, ev: DiceRolled) -> bool:
    """« pas de coup spécial » for this throw, from the position the action started in;
    where that position cannot tell (the units moved within the action), read it off
    the faces: a special face that did not count as a hit."""
    by, at = ctx.piece_index[ev.unit], ctx.piece_index[ev.target]
    d = dice_for_attack(ctx, before, by, at, riposte=ev.purpose == "riposte")
    if d.allowed:
        return d.no_special
    counted = read_roll(ev.faces, ctx.pieces[at].armour).hits
    return counted != ev.hits


def luck_report(
    ctx: GameContext, befores: Sequence[Position], events: Sequence[Sequence[Event]]
) -> tuple[SideLuck, SideLuck]:
    """Per side index: the throws of a game. ``befores[i]`` is the position action
    ``i`` started from and ``events[i]`` what it produced."""
    out = [SideLuck(), SideLuck()]
    faces = tuple(ctx.play.die)
    for before, evs in zip(befores, events, strict=True):
        for ev in evs:
            if not isinstance(ev, DiceRolled):
                continue
            n = len(ev.faces)
            thrower = ctx.pieces[ctx.piece_index[ev.unit]].side
            target = ctx.pieces[ctx.piece_index[ev.target]]
            if ev.purpose == "passage":
                odds = passage_outcomes(ctx, ev.obstacle, n, target.armour)
            else:
                odds = throw_odds(faces, n, target.armour, _no_special(ctx, before, ev))
            out[thrower] = out[thrower].add(
                ev.hits, ev.flags, n, odds.expected_hits(), odds.expected_flags()
            )
    return out[0], out[1]


__all__ = ["SideLuck", "luck_report"]
