"""The six-symbol combat die (Thucydide ch. 1, « Dés de combat ») and what a roll does.

Faces: hit on green (light) only, hit on green and blue (medium), hit on
green, blue and red (heavy), retreat flag, order letter, special hit /
tactical advantage. The face distribution is data (``play.die``). A special
hit counts as a hit whatever the armour unless the terrain says « pas de coup
spécial » (an assumption: the extracts do not say what it does).
"""

from __future__ import annotations

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
    hits = flags = letters = special = 0
    for f in faces:
        if f in ignored:
            continue
        if f in hitting:
            hits += 1
        if f == "special":
            special += 1
        elif f == "flag":
            flags += 1
        elif f == "order_letter":
            letters += 1
    specials = 0 if no_special else special
    return RollResult(faces, hits + specials, flags, letters, specials)
