"""Axial hex coordinates and the arithmetic on them.

Everything inside Hexfield addresses hexes in axial coordinates ``(q, r)``,
with the implied cube coordinate ``s = -q - r`` (Red Blob Games' hex guide,
https://www.redblobgames.com/grids/hexagons/). Axial maths is free of the
odd/even special cases of the player-visible offset coordinates, which live
only in ``editor.core.grid``.

Directions are indices 0..5 into ``DIRECTIONS``; each step of +1 turns 60
degrees counter-clockwise on screen. Functions taking a direction accept any
integer and use it modulo 6, so ``d + 1`` and ``d - 1`` turn without care.
"""

from __future__ import annotations

import math
from typing import NamedTuple


class Hex(NamedTuple):
    """One hex in axial coordinates; ordering is by ``q`` then ``r``.

    A named tuple, not a dataclass: maps hold hexes by the hundred thousand in
    dictionaries and sets, and a tuple is built, hashed and compared in C (the
    dataclass's ``__init__``, ``__hash__`` and ``__eq__`` ran as Python: half of
    decoding a 500 x 500 map). Its hash is the dataclass's, ``hash((q, r))``, so
    set and dictionary orders are unchanged. As a tuple, ``Hex(1, 2) == (1, 2)``:
    keep hexes and other pairs out of the same collection."""

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate, kept implicit because q + r + s == 0."""
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:  # type: ignore[override]
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q - other.q, self.r - other.r)

    def __neg__(self) -> Hex:
        return Hex(-self.q, -self.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)


ORIGIN = Hex(0, 0)

DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)
"""The six unit steps; index d is the direction, ``opposite(d) == (d + 3) % 6``."""

DIRECTION_INDEX: dict[tuple[int, int], int] = {step: d for d, step in enumerate(DIRECTIONS)}
"""The direction of each unit step, by its ``(dq, dr)``."""

# Red Blob's tie-breaking nudge for line drawing, as (q, r, s): it sums to zero,
# so the nudged point stays on the q + r + s == 0 plane.
_NUDGE_Q, _NUDGE_R = 1e-6, 2e-6


def opposite(d: int) -> int:
    return (d + 3) % 6


def neighbor(h: Hex, d: int) -> Hex:
    step = DIRECTIONS[d % 6]
    return Hex(h.q + step.q, h.r + step.r)


def neighbors(h: Hex) -> tuple[Hex, ...]:
    """The six neighbours of ``h`` in direction order."""
    return tuple(Hex(h.q + step.q, h.r + step.r) for step in DIRECTIONS)


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction from ``a`` to ``b`` if they are adjacent, else ``None``."""
    return DIRECTION_INDEX.get(Hex(b.q - a.q, b.r - a.r))


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_round(qf: float, rf: float) -> Hex:
    """The hex containing the fractional axial point ``(qf, rf)``.

    Cube rounding: round all three coordinates, then recompute the one that
    moved most, so that q + r + s == 0 still holds. Halves round up rather than
    to even, so that rounding commutes with moving by whole hexes.
    """
    sf = -qf - rf
    q, r, s = math.floor(qf + 0.5), math.floor(rf + 0.5), math.floor(sf + 0.5)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from ``a`` to ``b``, both ends included.

    Both ends are nudged by the same tiny vector so that a line running exactly
    along hex sides always picks the same side of each tie, whatever the
    direction in which it is drawn from ``a``.
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    aq, ar = a.q + _NUDGE_Q, a.r + _NUDGE_R
    dq, dr = b.q - a.q, b.r - a.r
    return [hex_round(aq + dq * i / n, ar + dr * i / n) for i in range(n + 1)]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The ``6 * radius`` hexes at exactly ``radius`` from ``center``, in walking order."""
    if radius < 0:
        raise ValueError(f"ring radius must be >= 0, not {radius}")
    if radius == 0:
        return [center]
    results: list[Hex] = []
    h = center + DIRECTIONS[4].scale(radius)
    for d in range(6):
        for _ in range(radius):
            results.append(h)
            h = neighbor(h, d)
    return results


def hex_range(center: Hex, radius: int) -> list[Hex]:
    """All hexes within ``radius`` of ``center``, sorted by (q, r)."""
    if radius < 0:
        raise ValueError(f"range radius must be >= 0, not {radius}")
    results: list[Hex] = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            results.append(Hex(center.q + dq, center.r + dr))
    return results


def rotate(h: Hex, steps: int, center: Hex = ORIGIN) -> Hex:
    """``h`` turned by ``steps`` x 60 degrees about ``center``, the way directions turn.

    One step maps ``DIRECTIONS[d]`` onto ``DIRECTIONS[d + 1]``: cube
    (q, r, s) -> (-s, -q, -r).
    """
    q, r = h.q - center.q, h.r - center.r
    for _ in range(steps % 6):
        q, r = q + r, -q
    return Hex(center.q + q, center.r + r)


def rotate_180(h: Hex, center: Hex) -> Hex:
    return Hex(2 * center.q - h.q, 2 * center.r - h.r)


def reflect_q(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Mirror in the axis through ``center`` along which q is constant: swap r and s."""
    q, r = h.q - center.q, h.r - center.r
    return Hex(center.q + q, center.r - q - r)


def reflect_r(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Mirror in the axis through ``center`` along which r is constant: swap q and s."""
    q, r = h.q - center.q, h.r - center.r
    return Hex(center.q - q - r, center.r + r)


def reflect_s(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Mirror in the axis through ``center`` along which s is constant: swap q and r."""
    q, r = h.q - center.q, h.r - center.r
    return Hex(center.q + r, center.r + q)
