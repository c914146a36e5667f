"""Seeded dice that write every roll in words, in French and English.

Each log line reads ``"<français> | <English>"`` so that the set-up sheet can
print either half and players can replay the procedure by hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")

SEPARATOR = " | "


def in_language(line: str, lang: str) -> str:
    """The half of a log line in ``lang`` (``fr`` or ``en``); a line that holds
    one language only (written by hand) as it is."""
    fr, found, en = line.partition(SEPARATOR)
    if not found:
        return line
    return en if lang == "en" else fr


class Dice:
    """``random.Random(seed)`` plus a log; every result the procedure uses goes through it."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.log: list[str] = []
        self.rolls: list[int] = []
        """Every D6 face rolled, in order (the chi-square test reads it)."""

    def note(self, fr: str, en: str) -> None:
        self.log.append(f"{fr}{SEPARATOR}{en}")

    def d6(self) -> int:
        face = self.rng.randint(1, 6)
        self.rolls.append(face)
        return face

    def roll(self, fr: str, en: str) -> int:
        """1D6, logged as "<fr> : 1D6 = 4"."""
        face = self.d6()
        self.note(f"{fr} : 1D6 = {face}", f"{en}: 1D6 = {face}")
        return face

    def roll2(
        self, fr: str, en: str, outcome_fr: str = "", outcome_en: str = ""
    ) -> tuple[int, int]:
        """2D6 kept apart (sector die, position die), logged with both faces."""
        a, b = self.d6(), self.d6()
        self.note(
            f"{fr} : 2D6 = {a} et {b}{outcome_fr}",
            f"{en}: 2D6 = {a} and {b}{outcome_en}",
        )
        return a, b

    def choose(self, options: Sequence[T], fr: str = "", en: str = "") -> T:
        """A player's choice, made at random and logged when described."""
        pick = options[self.rng.randrange(len(options))]
        if fr or en:
            self.note(f"Choix : {fr}", f"Choice: {en}")
        return pick

    def chance(self, p: float) -> bool:
        """A player's yes/no decision (not a die)."""
        return self.rng.random() < p

    def shuffle(self, items: list[T]) -> None:
        self.rng.shuffle(items)


def shuffle(rng: random.Random, x: list[Any]) -> None:
    """``rng.shuffle(x)``: the same draws and the same order, faster on long lists
    (``random.shuffle``'s loop with its ``_randbelow`` written in; a test holds the
    two equal)."""
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(x))):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
