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
from dataclasses import dataclass, field
from functools import cached_property

from editor.core.grid import Grid
from editor.core.hexes import Hex, neighbors
from editor.core.layout import Layout

SQRT3 = math.sqrt(3.0)
THIRDS = ("west", "centre", "east")
CENTRE = "centre"
HALVES = ("defender", "attacker")
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

    @cached_property
    def hexes(self) -> frozenset[Hex]:
        return frozenset(self.grid.hexes())

    @cached_property
    def _offsets(self) -> dict[Hex, tuple[int, int]]:
        return {h: self.grid.to_offset(h) for h in self.hexes}

    def offset(self, h: Hex) -> tuple[int, int]:
        return self._offsets[h]

    def gaps(self, h: Hex) -> dict[str, float]:
        """Clear distance in mm between ``h`` and each table edge (whole hexes between)."""
        col, row = self._offsets[h]
        px, py = self.pitch
        return {
            "W": (col - 1) * px,
            "E": (self.grid.columns - col) * px,
            "N": (row - 1) * py,
            "S": (self.grid.rows - row) * py,
        }

    def edge_gap(self, h: Hex) -> float:
        return self._edge_gap[h]

    @cached_property
    def border(self) -> frozenset[Hex]:
        """Hexes touching a table edge."""
        hexes = self.hexes
        return frozenset(h for h in hexes if any(n not in hexes for n in neighbors(h)))

    @cached_property
    def neighbours(self) -> dict[Hex, tuple[Hex, ...]]:
        """Each map hex's neighbours on the map."""
        hexes = self.hexes
        return {h: tuple(n for n in neighbors(h) if n in hexes) for h in hexes}

    @cached_property
    def index(self) -> dict[Hex, int]:
        """A number per map hex (map order), for the path search's flat arrays."""
        return {h: i for i, h in enumerate(self.hexes_sorted(self.hexes))}

    @cached_property
    def by_index(self) -> list[Hex]:
        return self.hexes_sorted(self.hexes)

    @cached_property
    def neighbour_index(self) -> list[tuple[int, ...]]:
        index = self.index
        return [tuple(index[n] for n in self.neighbours[h]) for h in self.by_index]

    @cached_property
    def _edge_gap(self) -> dict[Hex, float]:
        return {h: min(self.gaps(h).values()) for h in self.hexes}

    def edge_hexes(self, side: str) -> list[Hex]:
        """The hexes of the first or last row (N, S) or column (W, E), in map order."""
        return self._edge_lists[side]

    @cached_property
    def _edge_lists(self) -> dict[str, list[Hex]]:
        cols, rows = self.grid.columns, self.grid.rows
        out: dict[str, list[Hex]] = {"N": [], "S": [], "W": [], "E": []}
        for h in self.hexes_sorted(self.hexes):
            col, row = self._offsets[h]
            if row == 1:
                out["N"].append(h)
            if row == rows:
                out["S"].append(h)
            if col == 1:
                out["W"].append(h)
            if col == cols:
                out["E"].append(h)
        return out

    # -- zones (the six sectors) ----------------------------------------------

    @cached_property
    def _zones(self) -> dict[Hex, Zone]:
        out = {}
        cols, rows = self.grid.columns, self.grid.rows
        for h, (col, row) in self._offsets.items():
            third = min(2, (3 * (col - 1)) // cols)
            south = (row - 1) * 2 >= rows
            out[h] = ("defender" if south else "attacker", THIRDS[third])
        return out

    def zone(self, h: Hex) -> Zone:
        """The sector ``h`` lies in, as (half, third)."""
        return self._zones[h]

    @cached_property
    def zone_hexes(self) -> dict[Zone, frozenset[Hex]]:
        by: dict[Zone, set[Hex]] = {(half, third): set() for half in HALVES for third in THIRDS}
        for h, z in self._zones.items():
            by[z].add(h)
        return {k: frozenset(v) for k, v in by.items()}

    @cached_property
    def zone_lists(self) -> dict[Zone, list[Hex]]:
        """Each zone's hexes in map order."""
        return {k: self.hexes_sorted(v) for k, v in self.zone_hexes.items()}

    @functools.lru_cache(maxsize=8)  # noqa: B019 - one Table per map geometry, kept for good
    def inner(self, gap_mm: float) -> frozenset[Hex]:
        """Hexes at ``gap_mm`` or more from every edge."""
        return frozenset(h for h in self.hexes if self.edge_gap(h) >= gap_mm)

    @cached_property
    def lateral_hexes(self) -> frozenset[Hex]:
        """Hexes outside the central sectors."""
        return frozenset(h for h, z in self._zones.items() if z[1] != CENTRE)

    def is_central(self, h: Hex) -> bool:
        return self._zones[h][1] == CENTRE

    def half(self, h: Hex) -> str:
        """``"defender"`` (south) or ``"attacker"`` (north)."""
        return self._zones[h][0]

    def hexes_sorted(self, hexes: set[Hex] | frozenset[Hex]) -> list[Hex]:
        """Hexes in map order (row by row), the order every random pick draws from."""
        return sorted(hexes, key=lambda h: (self._offsets[h][1], self._offsets[h][0]))


@functools.cache
def table_for(grid: Grid, hex_mm: float, ud_mm: float) -> Table:
    """One ``Table`` per map geometry, so its cached tables serve every layout."""
    return Table(grid, hex_mm, ud_mm)
