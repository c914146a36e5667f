"""Hex sides as values: one canonical key for the side two hexes share.

A side can be named from either hex (``(a, d)`` or ``(b, opposite(d))``);
obstacles and links are stored in dictionaries, so both names must produce the
same key. The canonical key keeps the hex whose direction across the side is
0, 1 or 2 (Red Blob's "edge coordinates" idea: three edges owned per hex).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import pairwise
from typing import NamedTuple

from editor.core.hexes import DIRECTION_INDEX, DIRECTIONS, Hex, direction_between

_new_tuple = tuple.__new__


class _EdgeKey(NamedTuple):
    hex: Hex
    direction: int


class Edge(_EdgeKey):
    """The side between ``hex`` and ``neighbor(hex, direction)``, direction in 0..2.

    Build edges with ``edge_of`` or ``edge_between``; constructing one directly
    with a direction of 3..5 is refused because it would be a second key for
    an edge that already has one.

    A named tuple, as ``Hex`` is: maps hold their road and river connections by
    the ten thousand in sets, and a tuple is built, hashed and compared in C.
    Its hash and order are the frozen dataclass's it was (``hash((hex,
    direction))``, then ``hex``, then ``direction``), so set orders are unchanged.
    As a tuple, ``Edge(h, 0) == (h, 0)``: keep edges and other pairs apart."""

    __slots__ = ()

    def __new__(cls, hex: Hex, direction: int) -> Edge:
        if direction not in (0, 1, 2):
            raise ValueError(
                f"an Edge key has direction 0, 1 or 2, not {direction!r}; "
                "use edge_of(hex, direction) to canonicalise"
            )
        return _new_tuple(cls, (hex, direction))

    @property
    def far_hex(self) -> Hex:
        """The hex on the other side from ``hex``."""
        (q, r), d = self
        dq, dr = DIRECTIONS[d]
        return _new_tuple(Hex, (q + dq, r + dr))

    def hexes(self) -> tuple[Hex, Hex]:
        return (self.hex, self.far_hex)

    def other(self, h: Hex) -> Hex:
        """The hex across this edge from ``h``."""
        if h == self.hex:
            return self.far_hex
        far = self.far_hex
        if h == far:
            return self.hex
        raise ValueError(f"{h} is not on either side of {self}")

    def direction_from(self, h: Hex) -> int:
        """The direction from ``h`` across this edge."""
        if h == self.hex:
            return self.direction
        if h == self.far_hex:
            return self.direction + 3
        raise ValueError(f"{h} is not on either side of {self}")

    def touches(self, h: Hex) -> bool:
        return h == self.hex or h == self.far_hex


def edge_of(h: Hex, d: int) -> Edge:
    """The key of the side of ``h`` facing direction ``d`` (taken modulo 6)."""
    d %= 6
    if d < 3:
        return _new_tuple(Edge, (h, d))
    q, r = DIRECTIONS[d]
    return _new_tuple(Edge, (_new_tuple(Hex, (h[0] + q, h[1] + r)), d - 3))


def edge_between(a: Hex, b: Hex) -> Edge:
    """The key of the side shared by two adjacent hexes."""
    d = direction_between(a, b)
    if d is None:
        raise ValueError(f"{a} and {b} are not adjacent, so they share no edge")
    return edge_of(a, d)


def edges_of(h: Hex) -> tuple[Edge, ...]:
    """The six sides of ``h``, in direction order."""
    return tuple(edge_of(h, d) for d in range(6))


def hexes_of(edges: Collection[Edge]) -> list[Hex]:
    """Every hex on either side of ``edges``, once each (in no particular order), with
    no call of Python code per edge."""
    out = {h for h, _ in edges}
    out.update(
        [_new_tuple(Hex, (q + DIRECTIONS[d][0], r + DIRECTIONS[d][1])) for (q, r), d in edges]
    )
    return list(out)


def edges_along(path: Sequence[Hex | None]) -> list[Edge | None]:
    """The side between each hex of ``path`` and the next: None where the two are
    not neighbours or either is None. A big map's road or river lists thousands
    of hexes: no call of Python code per step."""
    steps = [
        None if a is None or b is None else DIRECTION_INDEX.get((b[0] - a[0], b[1] - a[1]))
        for a, b in pairwise(path)
    ]
    return [
        None if d is None else _new_tuple(Edge, (a, d) if d < 3 else (b, d - 3))
        for (a, b), d in zip(pairwise(path), steps, strict=True)
    ]
