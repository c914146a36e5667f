"""Exact odds of a throw of combat dice, from the die's faces.

Each die shows one of the six faces of ``play.die`` with probability 1/6
(the faces are data; a face listed twice is twice as likely). What a face
does depends on the target's armour (a hit face hits green, green and blue,
or every colour; ``editor.core.ruleset_play.HIT_FACES``), on « pas de coup
spécial » and on the faces passage losses ignore. Summing over the dice gives
the exact distribution of (hits, flags) as fractions; a person sees it before
a roll, and the greedy computer player weighs attacks by it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from editor.core.ruleset_play import HIT_FACES, REVERSED_ARMOUR


@dataclass(frozen=True, slots=True)
class Odds:
    """The distribution of one throw: P(hits = h, flags = f), and summaries."""

    table: tuple[tuple[int, int, Fraction], ...]
    """(hits, flags counted after the ignored ones, probability), every outcome."""

    def hits(self) -> dict[int, Fraction]:
        out: dict[int, Fraction] = {}
        for h, _f, p in self.table:
            out[h] = out.get(h, Fraction(0)) + p
        return dict(sorted(out.items()))

    def flags(self) -> dict[int, Fraction]:
        out: dict[int, Fraction] = {}
        for _h, f, p in self.table:
            out[f] = out.get(f, Fraction(0)) + p
        return dict(sorted(out.items()))

    def at_least_one_flag(self) -> Fraction:
        return sum((p for _h, f, p in self.table if f > 0), Fraction(0))

    def expected_hits(self) -> Fraction:
        return sum((h * p for h, _f, p in self.table), Fraction(0))

    def expected_flags(self) -> Fraction:
        return sum((f * p for _h, f, p in self.table), Fraction(0))


def face_effects(
    faces: Iterable[str],
    armour: str,
    *,
    reversed_armour: bool = False,
    no_special: bool = False,
    ignored: frozenset[str] = frozenset(),
) -> tuple[tuple[int, int, Fraction], ...]:
    """Per face of the die: (hit 0/1, flag 0/1, probability), merged by effect."""
    faces = tuple(faces)
    if reversed_armour:
        armour = REVERSED_ARMOUR[armour]
    hitting = HIT_FACES[armour]
    merged: dict[tuple[int, int], Fraction] = {}
    for f in faces:
        hit = flag = 0
        if f not in ignored:
            hit = int(f in hitting or (f == "special" and not no_special))
            flag = int(f == "flag")
        merged[(hit, flag)] = merged.get((hit, flag), Fraction(0)) + Fraction(1, len(faces))
    return tuple((h, fl, p) for (h, fl), p in sorted(merged.items()))


@lru_cache(maxsize=4096)
def throw_odds(
    faces: tuple[str, ...],
    dice: int,
    armour: str,
    no_special: bool = False,
    ignore_flags: int = 0,
    reversed_armour: bool = False,
    ignored: frozenset[str] = frozenset(),
) -> Odds:
    """The exact outcome distribution of ``dice`` dice thrown at ``armour``;
    ``ignore_flags`` flags are discounted (a supported defender, an obstacle)."""
    per_die = face_effects(
        faces, armour, reversed_armour=reversed_armour, no_special=no_special, ignored=ignored
    )
    dist: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}
    for _ in range(max(0, dice)):
        nxt: dict[tuple[int, int], Fraction] = {}
        for (h, f), p in dist.items():
            for dh, df, q in per_die:
                k = (h + dh, f + df)
                nxt[k] = nxt.get(k, Fraction(0)) + p * q
        dist = nxt
    out: dict[tuple[int, int], Fraction] = {}
    for (h, f), p in dist.items():
        k = (h, max(0, f - ignore_flags))
        out[k] = out.get(k, Fraction(0)) + p
    return Odds(tuple((h, f, p) for (h, f), p in sorted(out.items())))
