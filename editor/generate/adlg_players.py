"""The simulated players' decisions, by the odds of ``players:`` in the data file.

The V4 rules leave many decisions to the players (which elements to choose,
whether to cover a hill, what to control); the generator takes them with the
seeded dice at the odds the data file gives, each with its assumption there.
Equal weights draw exactly as a plain uniform choice does, so the odds live in
the data without changing what a seed gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

from editor.generate.dice import Dice

T = TypeVar("T")


def weighted_options(
    options: Sequence[T], weights: Mapping[str, int], key: Callable[[T], str] = str
) -> list[T]:
    """Each option as many times as its whole-number weight (0: left out), in order."""
    return [o for o in options for _ in range(int(weights[key(o)]))]


def pick(
    dice: Dice, options: Sequence[T], weights: Mapping[str, int], key: Callable[[T], str] = str
) -> T:
    """One of ``options`` at the odds of ``weights`` (keyed by ``key(option)``)."""
    pool = weighted_options(options, weights, key)
    if not pool:
        raise ValueError(f"every option has weight 0: {', '.join(map(key, options))}")
    return dice.choose(pool)


def decide(dice: Dice, chance: float) -> bool:
    """Yes with odds ``chance``; 0 and 1 are sure decisions and draw nothing."""
    if chance >= 1:
        return True
    if chance <= 0:
        return False
    return dice.chance(chance)
