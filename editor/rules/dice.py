"""The six-symbol combat die (Thucydide ch. 1, « Dés de combat ») and what a roll does.

Faces: hit on green (light) only, hit on green and blue (medium), hit on
green, blue and red (heavy), retreat flag, order letter, special hit /
tactical advantage. The face distribution is data (``play.die``). A special
hit counts as a hit whatever the armour unless the terrain says « pas de coup
spécial » (an assumption: the extracts do not say what it does).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from editor.core.ruleset_play import HIT_FACES, REVERSED_ARMOUR


@dataclass(frozen=True, slots=True)
class RollResult:
    faces: tuple[str, ...]
    hits: int
    flags: int
    letters: int
    specials: int
    """Special faces that counted (as hits)."""


def read_roll(
    faces: tuple[str, ...],
    armour: str,
    *,
    reversed_armour: bool = False,
    no_special: bool = False,
    ignored: frozenset[str] = frozenset(),
) -> RollResult:
    """Hits, flags and letters of ``faces`` against a target of ``armour``."""
    if reversed_armour:
        armour = REVERSED_ARMOUR[armour]
    hitting = HIT_FACES[armour]
    count = Counter(f for f in faces if f not in ignored)
    hits = sum(n for f, n in count.items() if f in hitting)
    specials = 0 if no_special else count["special"]
    return RollResult(faces, hits + specials, count["flag"], count["order_letter"], specials)
