"""Where hexes are on screen: axial <-> pixel for flat-top and pointy-top hexes.

One ``Layout`` class with two orientation matrices, as in Red Blob Games' hex
guide, rather than one class per orientation. Pixel y grows downward, as in Qt,
so corner angles run clockwise on screen.

The paint loop calls ``hex_to_pixel`` for every visible hex on every repaint,
so each layout precomputes its matrix scaled by ``size`` and the conversions
are a handful of multiplications.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from editor.core.hexes import DIRECTIONS, Hex, hex_round

Orientation = Literal["pointy", "flat"]

Point = tuple[float, float]

_SQRT3 = math.sqrt(3.0)


class _Matrix(NamedTuple):
    """Red Blob's orientation: forward (axial -> unit pixel), backward, first corner."""

    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float  # in sixths of a turn


_MATRICES: dict[str, _Matrix] = {
    "pointy": _Matrix(_SQRT3, _SQRT3 / 2, 0.0, 1.5, _SQRT3 / 3, -1 / 3, 0.0, 2 / 3, 0.5),
    "flat": _Matrix(1.5, 0.0, _SQRT3 / 2, _SQRT3, 2 / 3, 0.0, -1 / 3, _SQRT3 / 3, 0.0),
}


def _corner_offsets(matrix: _Matrix) -> tuple[Point, ...]:
    """The six corners of a unit hex, clockwise on screen from ``start_angle``."""
    angles = (2 * math.pi * (matrix.start_angle + i) / 6 for i in range(6))
    return tuple((math.cos(a), math.sin(a)) for a in angles)


def _side_normals(matrix: _Matrix) -> tuple[Point, ...]:
    """Unit vectors from a hex's centre towards each neighbour, in direction order."""
    normals = []
    for step in DIRECTIONS:
        x = matrix.f0 * step.q + matrix.f1 * step.r
        y = matrix.f2 * step.q + matrix.f3 * step.r
        length = math.hypot(x, y)
        normals.append((x / length, y / length))
    return tuple(normals)


def _side_corners(
    corners: tuple[Point, ...], normals: tuple[Point, ...]
) -> tuple[tuple[int, int], ...]:
    """For each direction, the indices of the two corners of the side facing it.

    Derived from the geometry rather than tabulated: the side facing a
    neighbour is made of the two corners most aligned with the way to it.
    """
    sides = []
    for nx, ny in normals:
        ranked = sorted(range(6), key=lambda i: -(corners[i][0] * nx + corners[i][1] * ny))
        first, second = sorted(ranked[:2])
        # Keep the corners in clockwise (index) order; the pair (5, 0) wraps.
        sides.append((second, first) if (first, second) == (0, 5) else (first, second))
    return tuple(sides)


@dataclass(frozen=True, slots=True)
class Layout:
    """Pixel geometry of a hex map: orientation, hex size and where hex (0, 0) sits.

    ``size`` is the distance from a hex's centre to a corner; ``origin`` is the
    pixel centre of the axial hex (0, 0).
    """

    orientation: Orientation
    size: float
    origin_x: float = 0.0
    origin_y: float = 0.0
    # Precomputed in __post_init__ so the hot conversions do no lookups.
    _xq: float = field(init=False, repr=False, compare=False)
    _xr: float = field(init=False, repr=False, compare=False)
    _yq: float = field(init=False, repr=False, compare=False)
    _yr: float = field(init=False, repr=False, compare=False)
    _qx: float = field(init=False, repr=False, compare=False)
    _qy: float = field(init=False, repr=False, compare=False)
    _rx: float = field(init=False, repr=False, compare=False)
    _ry: float = field(init=False, repr=False, compare=False)
    _corners: tuple[Point, ...] = field(init=False, repr=False, compare=False)
    _normals: tuple[Point, ...] = field(init=False, repr=False, compare=False)
    _sides: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        matrix = _MATRICES.get(self.orientation)
        if matrix is None:
            raise ValueError(f"orientation must be 'pointy' or 'flat', not {self.orientation!r}")
        if not self.size > 0:
            raise ValueError(f"hex size must be positive, not {self.size!r}")
        size = self.size
        unit_corners = _corner_offsets(matrix)
        normals = _side_normals(matrix)
        values = {
            "_xq": matrix.f0 * size,
            "_xr": matrix.f1 * size,
            "_yq": matrix.f2 * size,
            "_yr": matrix.f3 * size,
            "_qx": matrix.b0 / size,
            "_qy": matrix.b1 / size,
            "_rx": matrix.b2 / size,
            "_ry": matrix.b3 / size,
            "_corners": tuple((x * size, y * size) for x, y in unit_corners),
            "_normals": normals,
            "_sides": _side_corners(unit_corners, normals),
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)

    @property
    def width(self) -> float:
        """Width of one hex's bounding box."""
        return _SQRT3 * self.size if self.orientation == "pointy" else 2.0 * self.size

    @property
    def height(self) -> float:
        """Height of one hex's bounding box."""
        return 2.0 * self.size if self.orientation == "pointy" else _SQRT3 * self.size

    def hex_to_pixel(self, h: Hex) -> Point:
        """The pixel centre of ``h``."""
        q, r = h.q, h.r
        return (
            self._xq * q + self._xr * r + self.origin_x,
            self._yq * q + self._yr * r + self.origin_y,
        )

    def pixel_to_fractional(self, x: float, y: float) -> tuple[float, float]:
        """The axial (q, r) of a pixel, not rounded to a hex."""
        px, py = x - self.origin_x, y - self.origin_y
        return (self._qx * px + self._qy * py, self._rx * px + self._ry * py)

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex containing a pixel."""
        px, py = x - self.origin_x, y - self.origin_y
        return hex_round(self._qx * px + self._qy * py, self._rx * px + self._ry * py)

    def corners(self, h: Hex) -> list[Point]:
        """The six corners of ``h``, clockwise on screen."""
        cx, cy = self.hex_to_pixel(h)
        return [(cx + dx, cy + dy) for dx, dy in self._corners]

    def edge_endpoints(self, h: Hex, d: int) -> tuple[Point, Point]:
        """The two corners of the side of ``h`` facing direction ``d``, clockwise."""
        cx, cy = self.hex_to_pixel(h)
        i, j = self._sides[d % 6]
        (ax, ay), (bx, by) = self._corners[i], self._corners[j]
        return ((cx + ax, cy + ay), (cx + bx, cy + by))

    def edge_midpoint(self, h: Hex, d: int) -> Point:
        """The middle of the side of ``h`` facing direction ``d``."""
        (ax, ay), (bx, by) = self.edge_endpoints(h, d)
        return ((ax + bx) / 2, (ay + by) / 2)

    def nearest_edge(self, x: float, y: float) -> tuple[Hex, int]:
        """The hex containing a pixel and the direction of its side nearest to it.

        In a regular hexagon the distance to side d is the apothem minus the
        projection of the point on that side's outward normal, so the nearest
        side is the one with the largest projection.
        """
        h = self.pixel_to_hex(x, y)
        cx, cy = self.hex_to_pixel(h)
        dx, dy = x - cx, y - cy
        best, best_projection = 0, -math.inf
        for d, (nx, ny) in enumerate(self._normals):
            projection = dx * nx + dy * ny
            if projection > best_projection:
                best, best_projection = d, projection
        return h, best
