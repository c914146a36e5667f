"""The map as players see it: 1-based offset coordinates, labels and compass sides.

Inside, Hexfield works in axial ``Hex`` values; files, printed labels, sheets
and the CLI speak ``[col, row]`` offsets with the map's orientation and
stagger. This module is the only translation between the two.

Conversion (``c = col - 1``, ``k = 1`` for "odd" stagger, ``0`` for "even")::

    pointy:  q = c - (row - 1 + k) // 2,  r = row - 1
    flat:    q = c,                       r = row - 1 - (c + k) // 2

so ``to_hex(1, 1) == Hex(0, 0)`` for every orientation and stagger, and the
floor divisions make the conversions exact inverses for all integers, inside
the map or not.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal

from editor.core.edges import Edge, edges_of
from editor.core.hexes import Hex, hex_round
from editor.core.layout import Layout, Orientation

__all__ = ["SIDE_NAMES", "Grid", "Orientation", "Stagger"]

Stagger = Literal["odd", "even"]

SIDE_NAMES: dict[str, tuple[str, ...]] = {
    "flat": ("N", "NE", "SE", "S", "SW", "NW"),
    "pointy": ("NE", "E", "SE", "SW", "W", "NW"),
}
"""Compass names of a hex's sides, clockwise from the top, per orientation."""

# The axial direction that points each way on screen (y down); checked against
# Layout pixel positions in tests/core/test_grid.py.
_SIDE_DIRECTIONS: dict[str, dict[str, int]] = {
    "flat": {"SE": 0, "NE": 1, "N": 2, "NW": 3, "SW": 4, "S": 5},
    "pointy": {"E": 0, "NE": 1, "NW": 2, "W": 3, "SW": 4, "SE": 5},
}
_DIRECTION_SIDES: dict[str, tuple[str, ...]] = {
    o: tuple(sorted(names, key=names.__getitem__)) for o, names in _SIDE_DIRECTIONS.items()
}

# Same tie-breaking nudge as hexes.line: rounding a transformed map lands on
# exact ties for some map sizes and must always break them the same way.
_NUDGE_Q, _NUDGE_R = 1e-6, 2e-6


@dataclass(frozen=True, slots=True)
class Grid:
    """A rectangular map of ``columns`` x ``rows`` hexes in offset coordinates.

    ``stagger`` names which rows (pointy) or columns (flat), counted from 1,
    are pushed half a hex: right for pointy-top rows, down for flat-top columns.
    """

    columns: int
    rows: int
    orientation: Orientation = "flat"
    stagger: Stagger = "odd"

    def __post_init__(self) -> None:
        if self.columns < 1 or self.rows < 1:
            raise ValueError(
                f"a map needs at least 1 column and 1 row, not {self.columns} x {self.rows}"
            )
        if self.orientation not in SIDE_NAMES:
            raise ValueError(f"orientation must be 'pointy' or 'flat', not {self.orientation!r}")
        if self.stagger not in ("odd", "even"):
            raise ValueError(f"stagger must be 'odd' or 'even', not {self.stagger!r}")

    # -- offset <-> axial ----------------------------------------------------

    def to_hex(self, col: int, row: int) -> Hex:
        k = 1 if self.stagger == "odd" else 0
        if self.orientation == "pointy":
            return Hex(col - 1 - (row - 1 + k) // 2, row - 1)
        return Hex(col - 1, row - 1 - (col - 1 + k) // 2)

    def to_hexes(self, cols: list[int], rows: list[int]) -> list[Hex]:
        """``to_hex`` of each ``(cols[i], rows[i])``, with no call per hex."""
        k, new_tuple = (1 if self.stagger == "odd" else 0), tuple.__new__
        if self.orientation == "pointy":
            return [
                new_tuple(Hex, (c - 1 - (r - 1 + k) // 2, r - 1))
                for c, r in zip(cols, rows, strict=True)
            ]
        return [
            new_tuple(Hex, (c - 1, r - 1 - (c - 1 + k) // 2))
            for c, r in zip(cols, rows, strict=True)
        ]

    def to_offset(self, h: Hex) -> tuple[int, int]:
        """The 1-based ``(col, row)`` of ``h``."""
        k = 1 if self.stagger == "odd" else 0
        if self.orientation == "pointy":
            return (h.q + (h.r + k) // 2 + 1, h.r + 1)
        return (h.q + 1, h.r + (h.q + k) // 2 + 1)

    def cell_numbers(self, hexes: Iterable[Hex]) -> list[int]:
        """Each hex's cell, ``(row - 1) * columns + col - 1`` (the map row by row
        from the top), or -1 for a hex off the map: indices into flat per-hex
        arrays, worked out with no call per hex."""
        k, cols, rows = (1 if self.stagger == "odd" else 0), self.columns, self.rows
        if self.orientation == "pointy":
            return [
                r * cols + c if 0 <= r < rows and 0 <= (c := q + (r + k) // 2) < cols else -1
                for q, r in hexes
            ]
        return [
            row * cols + q if 0 <= q < cols and 0 <= (row := r + (q + k) // 2) < rows else -1
            for q, r in hexes
        ]

    def contains(self, h: Hex) -> bool:
        col, row = self.to_offset(h)
        return 1 <= col <= self.columns and 1 <= row <= self.rows

    def __contains__(self, h: object) -> bool:
        return isinstance(h, Hex) and self.contains(h)

    def hexes(self) -> Iterator[Hex]:
        """Every map hex, row by row from the top, each row from column 1."""
        to_hex = self.to_hex
        for row in range(1, self.rows + 1):
            for col in range(1, self.columns + 1):
                yield to_hex(col, row)

    def __len__(self) -> int:
        return self.columns * self.rows

    # -- labels ----------------------------------------------------------------

    @property
    def label_digits(self) -> int:
        """Digits per coordinate in a label: 2, or 3 past 99 (4 past 999, and so on)."""
        return max(2, len(str(max(self.columns, self.rows))))

    def label(self, h: Hex) -> str:
        """The printed ``CCRR`` label of ``h`` (``0307`` = col 3, row 7)."""
        col, row = self.to_offset(h)
        n = self.label_digits
        if col < 0 or row < 0 or col >= 10**n or row >= 10**n:
            raise ValueError(f"col {col}, row {row} has no {2 * n}-digit label on this map")
        return f"{col:0{n}d}{row:0{n}d}"

    def parse_label(self, text: str) -> Hex:
        """The hex a ``CCRR`` label names; it may lie outside the map."""
        n = self.label_digits
        form = "C" * n + "R" * n
        stripped = text.strip()
        if not (stripped.isascii() and stripped.isdigit()):
            raise ValueError(f"hex label {text!r} should be digits only: {form}, column then row")
        if len(stripped) != 2 * n:
            raise ValueError(
                f"hex label {text!r} should have {2 * n} digits on a "
                f"{self.columns} x {self.rows} map: {form}, column then row"
            )
        return self.to_hex(int(stripped[:n]), int(stripped[n:]))

    # -- compass sides ---------------------------------------------------------

    def side_names(self) -> tuple[str, ...]:
        return SIDE_NAMES[self.orientation]

    def side_direction(self, name: str) -> int:
        """The axial direction of the side called ``name`` ("N", "SE"...)."""
        direction = _SIDE_DIRECTIONS[self.orientation].get(name)
        if direction is None:
            valid = ", ".join(self.side_names())
            other = "pointy" if self.orientation == "flat" else "flat"
            hint = f" ({name} is a side of {other}-top hexes)" if name in SIDE_NAMES[other] else ""
            raise ValueError(
                f"unknown hex side {name!r} on a {self.orientation}-top map{hint}; "
                f"expected one of {valid}"
            )
        return direction

    def side_name(self, d: int) -> str:
        """The compass name of direction ``d`` (taken modulo 6)."""
        return _DIRECTION_SIDES[self.orientation][d % 6]

    # -- edges -----------------------------------------------------------------

    def is_border_edge(self, edge: Edge) -> bool:
        """True when exactly one of the edge's two hexes is on the map."""
        a, b = edge.hexes()
        return self.contains(a) != self.contains(b)

    def is_interior_edge(self, edge: Edge) -> bool:
        """True when both of the edge's hexes are on the map."""
        a, b = edge.hexes()
        return self.contains(a) and self.contains(b)

    def interior_edges(self) -> Iterator[Edge]:
        """Every edge between two map hexes, once each, in map order."""
        for h in self.hexes():
            for edge in edges_of(h):
                # Yield each edge from its lower-ordered hex so it comes once.
                other = edge.other(h)
                if h < other and self.contains(other):
                    yield edge

    def border_edges(self) -> Iterator[Edge]:
        """Every side of a map hex that faces off the map, in map order."""
        for h in self.hexes():
            for edge in edges_of(h):
                if not self.contains(edge.other(h)):
                    yield edge

    # -- symmetry for mirror / rotate of selections ----------------------------
    #
    # Each transform is the pixel-space flip about the centre of the box around
    # the map's hex centres, rounded to a hex. It is always an isometry of the
    # hex lattice: its linear part maps whole hexes to whole hexes, so only its
    # translation needs rounding, once per map, and every hex moves alike. When
    # the flipped map does not land on hex centres, the nudge shifts the result
    # half a hex the way the stagger pushes: down on flat maps, right on pointy.

    def rotate_180_in_map(self, h: Hex) -> Hex:
        """``h`` turned half a turn about the map's pixel centre, rounded to a hex.

        Exact (col -> columns + 1 - col, row -> rows + 1 - row, the map onto
        itself) when the map is point-symmetric: pointy maps with an even
        number of rows or one row, flat maps with an even number of columns or
        one column. Otherwise the result is shifted half a hex (see above) and
        may fall off the map. Always its own inverse.
        """
        q, r = _map_centre(self)
        return Hex(-h.q, -h.r) + _translation(2 * q, 2 * r)

    def mirror_vertical(self, h: Hex) -> Hex:
        """``h`` flipped top <-> bottom about the map's horizontal centre line.

        Exact (row -> rows + 1 - row, same column) for pointy maps with an odd
        number of rows and for one-column flat maps; otherwise shifted half a
        hex (see above).
        """
        q, r = _map_centre(self)
        if self.orientation == "pointy":
            return Hex(h.q + h.r, -h.r) + _translation(-r, 2 * r)
        return Hex(h.q, -h.q - h.r) + _translation(0.0, q + 2 * r)

    def mirror_horizontal(self, h: Hex) -> Hex:
        """``h`` flipped left <-> right about the map's vertical centre line.

        Exact (col -> columns + 1 - col, same row) for flat maps with an odd
        number of columns and for one-row pointy maps; otherwise shifted half a
        hex (see above).
        """
        q, r = _map_centre(self)
        if self.orientation == "pointy":
            return Hex(-h.q - h.r, h.r) + _translation(2 * q + r, 0.0)
        return Hex(-h.q, h.q + h.r) + _translation(2 * q, -q)


def _translation(fq: float, fr: float) -> Hex:
    return hex_round(fq + _NUDGE_Q, fr + _NUDGE_R)


@functools.cache
def _map_centre(grid: Grid) -> tuple[float, float]:
    """Axial coordinates of the centre of the box around the map's hex centres.

    Cached because mirroring a selection asks for it once per hex.
    """
    layout = Layout(grid.orientation, 1.0)
    # The extremes always lie in the first or last two rows and columns.
    cols = {1, min(2, grid.columns), max(1, grid.columns - 1), grid.columns}
    rows = {1, min(2, grid.rows), max(1, grid.rows - 1), grid.rows}
    points = [layout.hex_to_pixel(grid.to_hex(c, r)) for c in cols for r in rows]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return layout.pixel_to_fractional((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
