"""Hex sides as values: one canonical key for the side two hexes share.

A side can be named from either hex (``(a, d)`` or ``(b, opposite(d))``);
obstacles and links are stored in dictionaries, so both names must produce the
same key. The canonical key keeps the hex whose direction across the side is
0, 1 or 2 (Red Blob's "edge coordinates" idea: three edges owned per hex).
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.hexes import DIRECTIONS, Hex, direction_between


@dataclass(frozen=True, slots=True, order=True)
class Edge:
    """The side between ``hex`` and ``neighbor(hex, direction)``, direction in 0..2.

    Build edges with ``edge_of`` or ``edge_between``; constructing one directly
    with a direction of 3..5 is refused because it would be a second key for
    an edge that already has one.
    """

    hex: Hex
    direction: int

    def __post_init__(self) -> None:
        if self.direction not in (0, 1, 2):
            raise ValueError(
                f"an Edge key has direction 0, 1 or 2, not {self.direction!r}; "
                "use edge_of(hex, direction) to canonicalise"
            )

    @property
    def far_hex(self) -> Hex:
        """The hex on the other side from ``hex``."""
        step = DIRECTIONS[self.direction]
        return Hex(self.hex.q + step.q, self.hex.r + step.r)

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
        return Edge(h, d)
    step = DIRECTIONS[d]
    return Edge(Hex(h.q + step.q, h.r + step.r), d - 3)


def edge_between(a: Hex, b: Hex) -> Edge:
    """The key of the side shared by two adjacent hexes."""
    d = direction_between(a, b)
    if d is None:
        raise ValueError(f"{a} and {b} are not adjacent, so they share no edge")
    return edge_of(a, d)


def edges_of(h: Hex) -> tuple[Edge, ...]:
    """The six sides of ``h``, in direction order."""
    return tuple(edge_of(h, d) for d in range(6))
