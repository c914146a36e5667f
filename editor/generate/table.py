"""The wargames table laid on the hex map: millimetres, UD, sectors and edges.

L'Art de la Guerre measures in UD (one base width) on a table cut into six
zones, 3 across and 2 deep (V4 p75, « 6 zones de 40 x 40 cm » on a 120 x 80 cm
table). Here the map's printed hex size (``MapSpec.hex_mm``, flat side to flat
side) and the UD size in mm turn UD into hexes. The defender's half is the
south (bottom) half, the attacker's the north; each half is cut into a west, a
centre and an east third, the centre ones being the central sectors. Which
face of the sector die names which zone is data (``sector_die`` in
``resources/generate/adlg-v4.yaml``, read by ``adlg_data.Sectors``).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import cached_property

from editor.core.grid import Grid
from editor.core.hexes import Hex, neighbors
from editor.core.layout import Layout

SQRT3 = math.sqrt(3.0)
THIRDS = ("west", "centre", "east")
CENTRE = "centre"
Zone = tuple[str, str]
"""(half, third): ``("defender", "west")``, ``("attacker", "centre")``..."""


@dataclass(frozen=True)
class Table:
    grid: Grid
    hex_mm: float
    ud_mm: float
    layout: Layout = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.hex_mm <= 0 or self.ud_mm <= 0:
            raise ValueError("the hex size and the UD size must be positive millimetres")
        object.__setattr__(self, "layout", Layout(self.grid.orientation, self.hex_mm / SQRT3))

    # -- distances ----------------------------------------------------------

    def mm(self, ud: float) -> float:
        return ud * self.ud_mm

    def center(self, h: Hex) -> tuple[float, float]:
        return self.layout.hex_to_pixel(h)

    def distance_mm(self, a: Hex, b: Hex) -> float:
        ax, ay = self.layout.hex_to_pixel(a)
        bx, by = self.layout.hex_to_pixel(b)
        return math.hypot(ax - bx, ay - by)

    @cached_property
    def pitch(self) -> tuple[float, float]:
        """Centre-to-centre step between columns, and between rows, in mm."""
        if self.grid.orientation == "flat":
            return (self.hex_mm * SQRT3 / 2, self.hex_mm)
        return (self.hex_mm, self.hex_mm * SQRT3 / 2)

    @property
    def hexes(self) -> MapHexes:
        """The map's hexes as a set (tested by arithmetic, walked in map order):
        a table of a million hexes holds none of them."""
        return MapHexes(self.grid)

    def offset(self, h: Hex) -> tuple[int, int]:
        return self.grid.to_offset(h)

    def edge_gap(self, h: Hex) -> float:
        """Clear distance in mm between ``h`` and the nearest table edge (whole hexes
        between), the smallest of its gaps to the W, E, N and S edges."""
        col, row = self.grid.to_offset(h)
        px, py = self.pitch
        g = self.grid
        return min((col - 1) * px, (g.columns - col) * px, (row - 1) * py, (g.rows - row) * py)

    def on_border(self, h: Hex) -> bool:
        """``h`` touches a table edge (a neighbour off the map): the outer ring of
        a rectangular map, whatever the orientation and stagger."""
        col, row = self.grid.to_offset(h)
        return col in (1, self.grid.columns) or row in (1, self.grid.rows)

    def neighbours(self, h: Hex) -> list[Hex]:
        """``h``'s neighbours on the map, in direction order."""
        contains = self.grid.contains
        return [n for n in neighbors(h) if contains(n)]

    # -- cells: the map row by row from the top, for flat arrays --------------

    def cell(self, h: Hex) -> int:
        """``h``'s number in map order (the path search's flat arrays)."""
        col, row = self.grid.to_offset(h)
        return (row - 1) * self.grid.columns + col - 1

    def hex_at(self, cell: int) -> Hex:
        row, col = divmod(cell, self.grid.columns)
        return self.grid.to_hex(col + 1, row + 1)

    def edge_hexes(self, side: str) -> list[Hex]:
        """The hexes of the first or last row (N, S) or column (W, E), in map order."""
        cols, rows, to_hex = self.grid.columns, self.grid.rows, self.grid.to_hex
        if side in ("N", "S"):
            row = 1 if side == "N" else rows
            return [to_hex(col, row) for col in range(1, cols + 1)]
        col = 1 if side == "W" else cols
        return [to_hex(col, row) for row in range(1, rows + 1)]

    # -- zones (the six sectors): rectangles of columns and rows ----------------

    def _third(self, col: int) -> int:
        return min(2, (3 * (col - 1)) // self.grid.columns)

    def _half_of_row(self, row: int) -> str:
        return "defender" if (row - 1) * 2 >= self.grid.rows else "attacker"

    def zone(self, h: Hex) -> Zone:
        """The sector ``h`` lies in, as (half, third)."""
        col, row = self.grid.to_offset(h)
        return (self._half_of_row(row), THIRDS[self._third(col)])

    def zone_span(self, zone: Zone) -> tuple[list[int], list[int]]:
        """The zone's columns and rows (a zone is a rectangle of the offset grid)."""
        half, third = zone
        cols = [c for c in range(1, self.grid.columns + 1) if THIRDS[self._third(c)] == third]
        rows = [r for r in range(1, self.grid.rows + 1) if self._half_of_row(r) == half]
        return cols, rows

    def zone_list(self, zone: Zone) -> list[Hex]:
        """The zone's hexes in map order."""
        return self.hexes_at(*self.zone_span(zone))

    def hexes_at(self, cols: list[int], rows: list[int]) -> list[Hex]:
        """The hexes of these columns in these rows, in map order (``rows`` ascending),
        built without a call per hex."""
        k, new = (1 if self.grid.stagger == "odd" else 0), tuple.__new__
        if self.grid.orientation == "pointy":
            return [
                new(Hex, (c - 1 - shift, r - 1))
                for r, shift in ((r, (r - 1 + k) // 2) for r in rows)
                for c in cols
            ]
        shifted = [(c - 1, (c - 1 + k) // 2) for c in cols]
        return [new(Hex, (q, r - 1 - shift)) for r in rows for q, shift in shifted]

    def half_size(self, half: str) -> int:
        """How many hexes the half holds."""
        rows = sum(1 for r in range(1, self.grid.rows + 1) if self._half_of_row(r) == half)
        return rows * self.grid.columns

    def is_central(self, h: Hex) -> bool:
        return THIRDS[self._third(self.grid.to_offset(h)[0])] == CENTRE

    def half(self, h: Hex) -> str:
        """``"defender"`` (south) or ``"attacker"`` (north)."""
        return self._half_of_row(self.grid.to_offset(h)[1])

    def hexes_sorted(self, hexes: Iterable[Hex]) -> list[Hex]:
        """Hexes in map order (row by row), the order every random pick draws from."""
        to_offset = self.grid.to_offset
        return sorted(hexes, key=lambda h: to_offset(h)[::-1])


class MapHexes(AbstractSet[Hex]):
    """The hexes of a grid as a read-only set, none of them stored."""

    def __init__(self, grid: Grid) -> None:
        self.grid = grid

    def __contains__(self, h: object) -> bool:
        return h in self.grid

    def __iter__(self) -> Iterator[Hex]:
        return self.grid.hexes()

    def __len__(self) -> int:
        return len(self.grid)


@functools.cache
def table_for(grid: Grid, hex_mm: float, ud_mm: float) -> Table:
    """One ``Table`` per map geometry, so its cached tables serve every layout."""
    return Table(grid, hex_mm, ud_mm)
