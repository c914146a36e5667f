"""Element footprints: "fits in a 6 UD circle and contains a 2 x 3 UD rectangle" (V4 p70).

On hexes: every hex centre of a footprint lies within the circle's radius of
the anchor hex's centre, and the footprint holds every hex that meets a
2 x 3 UD rectangle centred on the anchor (so their union covers the
rectangle). Between those bounds the shape grows hex by hex from the core at
random, which gives varied, natural outlines. Rotating a footprint by 60
degrees about its anchor maps hexes onto hexes, so a pivoted element keeps
both properties (the rectangle turns with it).
"""

from __future__ import annotations

import math
import random
from collections.abc import Container
from dataclasses import dataclass
from functools import cache

from editor.core.hexes import DIRECTIONS, Hex, hex_range, rotate
from editor.core.layout import Layout
from editor.generate.table import SQRT3, Table

Point = tuple[float, float]


@dataclass(frozen=True)
class Footprint:
    hexes: frozenset[Hex]
    anchor: Hex
    angle: float
    """Direction of the rectangle's long side, degrees on screen."""

    def moved(self, by: Hex) -> Footprint:
        return Footprint(frozenset(h + by for h in self.hexes), self.anchor + by, self.angle)

    def pivoted(self, steps: int) -> Footprint:
        hexes = frozenset(rotate(h, steps, self.anchor) for h in self.hexes)
        # Axial direction +1 turns 60 degrees counter-clockwise on screen (y down).
        return Footprint(hexes, self.anchor, (self.angle - 60.0 * steps) % 180.0)


def rectangle_corners(center: Point, width: float, length: float, angle: float) -> list[Point]:
    """Corners of a ``width`` x ``length`` rectangle, long side along ``angle`` degrees."""
    cx, cy = center
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    hl, hw = length / 2, width / 2
    return [
        (cx + sx * hl * ux + sy * hw * vx, cy + sx * hl * uy + sy * hw * vy)
        for sx, sy in ((1, 1), (1, -1), (-1, -1), (-1, 1))
    ]


def _separated(a: list[Point], b: list[Point]) -> bool:
    """Separating-axis test for two convex polygons."""
    for poly in (a, b):
        n = len(poly)
        for i in range(n):
            x1, y1 = poly[i]
            x2, y2 = poly[(i + 1) % n]
            nx, ny = y1 - y2, x2 - x1
            pa = [nx * x + ny * y for x, y in a]
            pb = [nx * x + ny * y for x, y in b]
            if max(pa) < min(pb) - 1e-9 or max(pb) < min(pa) - 1e-9:
                return True
    return False


@cache
def _templates(
    orientation: str, hex_mm: float, circle_mm: float, rect_mm: tuple[float, float], angle: float
) -> tuple[tuple[Hex, ...], tuple[Hex, ...]]:
    """(circle, core) as axial offsets from an anchor at the origin."""
    layout = Layout(orientation, hex_mm / SQRT3)  # type: ignore[arg-type]
    radius = circle_mm / 2
    reach = int(radius / (hex_mm * SQRT3 / 2)) + 2
    circle = tuple(
        h
        for h in hex_range(Hex(0, 0), reach)
        if math.hypot(*layout.hex_to_pixel(h)) <= radius + 1e-9
    )
    rect = rectangle_corners((0.0, 0.0), rect_mm[0], rect_mm[1], angle)
    core = tuple(h for h in hex_range(Hex(0, 0), reach) if not _separated(layout.corners(h), rect))
    return circle, core


BASE_ANGLES = (0.0, 90.0)
"""The two rectangle directions tried: along the map's x and y axes."""


def templates(
    table: Table, circle_ud: float, rect_ud: tuple[float, float], angle: float
) -> tuple[tuple[Hex, ...], tuple[Hex, ...]]:
    """(circle, core) offsets from the anchor for this map, UD size and rectangle angle."""
    return _templates(
        table.grid.orientation,
        table.hex_mm,
        table.mm(circle_ud),
        (table.mm(min(rect_ud)), table.mm(max(rect_ud))),
        angle,
    )


def grow(
    anchor: Hex,
    circle: tuple[Hex, ...],
    core: tuple[Hex, ...],
    allowed: Container[Hex],
    target: int,
    rng: random.Random,
) -> frozenset[Hex] | None:
    """A footprint around ``anchor``: the core, then random neighbours inside the circle.

    ``None`` when the core does not fit in ``allowed`` (map, free hexes).
    """
    # Hexes built as tuples (``Hex.__add__`` and ``neighbors`` are calls per hex):
    # thousands of anchors are tried on a large map.
    new, aq, ar = tuple.__new__, anchor.q, anchor.r
    core_hexes = [new(Hex, (aq + q, ar + r)) for q, r in core]
    if any(h not in allowed for h in core_hexes):
        return None
    inside = {h for q, r in circle if (h := new(Hex, (aq + q, ar + r))) in allowed}

    def around(h: Hex) -> list[Hex]:
        q, r = h
        return [new(Hex, (q + dq, r + dr)) for dq, dr in DIRECTIONS]

    shape = set(core_hexes)
    frontier = sorted({n for h in shape for n in around(h) if n in inside and n not in shape})
    while len(shape) < target and frontier:
        pick = frontier.pop(rng.randrange(len(frontier)))
        if pick in shape:
            continue
        shape.add(pick)
        for n in around(pick):
            if n in inside and n not in shape and n not in frontier:
                frontier.append(n)
    return frozenset(shape)
