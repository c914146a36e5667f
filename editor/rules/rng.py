"""The game's random numbers: a generator whose whole state is one integer.

A position must copy in microseconds and compare by value, and a log must
replay bit for bit on any Python; ``random.Random`` carries 2.5 KB of state
and its algorithms may change between versions. SplitMix64 (Steele, Lea and
Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) keeps
one 64-bit integer, passes BigCrush, and is four lines of arithmetic. Each
call returns the next state with its draw, so the position holds the state
and every roll is a pure function of it.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator's first state for a game seed (any integer)."""
    return mix(seed & _MASK)


def mix(z: int) -> int:
    """SplitMix64's output function: a 64-bit integer scrambled."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def draw(state: int, n: int) -> tuple[int, int]:
    """A whole number in ``range(n)`` and the next state.

    The modulo bias is below 6 / 2**64 for a die: far beyond what any number
    of games could show.
    """
    state = (state + _GOLDEN) & _MASK
    return mix(state) % n, state


def draws(state: int, n: int, count: int) -> tuple[tuple[int, ...], int]:
    """``count`` whole numbers in ``range(n)`` and the next state."""
    out = []
    for _ in range(count):
        state = (state + _GOLDEN) & _MASK
        out.append(mix(state) % n)
    return tuple(out), state
