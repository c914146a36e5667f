"""Terrain symbols drawn with QPainterPath inside one hex (centre at 0, 0).

Three kinds, so that a composite shows all its parts without one hiding
another (a wooded hill is hill hachures AND trees; maquis is rocks AND trees):

- textures cover the whole hex (sand dots, snow flakes, marsh tufts, waves...);
- the hill contour runs along the rim, with hachures pointing downhill, one
  contour per level;
- figures (trees, rocks, houses, peaks...) sit in the middle; when a hex has
  several, each gets its own smaller slot.

Every symbol uses the element's ``ink`` so that a black and white print still
tells terrains apart. Called only to build sprites and for vector exports:
never in the screen's per-hex loop.

This module draws the textures, the hill contour and the grass; the figures and
the shared ``pen`` live in ``editor.render.symbol_figures`` and are re-exported
here, so callers need only this module.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from editor.render.geometry import HexGeometry, at_least, shaded
from editor.render.symbol_figures import (
    FIGURE_DRAWERS,
    FigureDrawer,
    draw_figures,
    pen,
    stroke,
)

__all__ = [
    "FIGURES",
    "FIGURE_DRAWERS",
    "INSIDE_RIM",
    "LINKED",
    "RIM",
    "TEXTURES",
    "TEXTURE_DRAWERS",
    "FigureDrawer",
    "TextureDrawer",
    "draw_figures",
    "draw_hill",
    "draw_texture",
    "grass",
    "pen",
    "stroke",
]

TEXTURES = frozenset({"sand", "snow", "marsh", "waves", "beach", "ice", "unknown"})
RIM = frozenset({"hill"})
FIGURES = frozenset({"trees", "palms", "rocks", "peaks", "houses", "church", "huts"})
LINKED = frozenset({"ford", "bridge"})
"""Drawn with the roads and rivers they cross (editor.render.links)."""


def _scatter(g: HexGeometry, spacing: float, seed: int, jitter: float = 0.35) -> list[QPointF]:
    """Points on a jittered lattice inside the hex (deterministic for a seed)."""
    rng = random.Random(seed)
    s = g.size
    step = spacing * s
    out = []
    limit = g.apothem * 0.86
    y = -s
    row = 0
    while y <= s:
        x = -s + (step / 2 if row % 2 else 0.0)
        while x <= s:
            px = x + rng.uniform(-jitter, jitter) * step
            py = y + rng.uniform(-jitter, jitter) * step
            if all(px * nx + py * ny <= limit for nx, ny in g.normals):
                out.append(QPointF(px, py))
            x += step
        y += step * 0.87
        row += 1
    return out


# --- textures -----------------------------------------------------------------------


def _sand(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    r = at_least(p, g.size * 0.03, 0.8)
    for pt in _scatter(g, 0.2, 7):
        p.drawEllipse(pt, r, r)


def _beach(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    r = at_least(p, g.size * 0.024, 0.7)
    for pt in _scatter(g, 0.24, 11):
        p.drawEllipse(pt, r, r)
    _wave_rows(p, g, ink, rows=(0.45,), width=0.035)


def _snow(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    s = g.size
    stroke(p, ink, s * 0.022)
    a = s * 0.06
    path = QPainterPath()
    for pt in _scatter(g, 0.3, 5, 0.3):
        x, y = pt.x(), pt.y()
        for k in range(3):
            ang = math.pi * k / 3 + math.pi / 2
            dx, dy = math.cos(ang) * a, math.sin(ang) * a
            path.moveTo(x - dx, y - dy)
            path.lineTo(x + dx, y + dy)
    p.drawPath(path)


def _marsh(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    s = g.size
    stroke(p, ink, s * 0.026)
    path = QPainterPath()
    for i, pt in enumerate(_scatter(g, 0.36, 3, 0.2)):
        x, y = pt.x(), pt.y() + s * 0.05
        if i % 2:
            path.moveTo(x - s * 0.11, y)
            path.lineTo(x + s * 0.11, y)
            path.moveTo(x - s * 0.05, y + s * 0.06)
            path.lineTo(x + s * 0.07, y + s * 0.06)
        else:
            for k in (-2, -1, 0, 1, 2):
                path.moveTo(x + k * s * 0.012, y)
                path.lineTo(x + k * s * 0.05, y - s * (0.13 - abs(k) * 0.025))
            path.moveTo(x - s * 0.1, y)
            path.lineTo(x + s * 0.1, y)
    p.drawPath(path)


def _wave_rows(
    p: QPainter, g: HexGeometry, ink: QColor, rows: tuple[float, ...], width: float = 0.03
) -> None:
    s = g.size
    stroke(p, ink, s * width)
    path = QPainterPath()
    amp, wl = s * 0.05, s * 0.2
    for row, fy in enumerate(rows):
        y = fy * s
        half = math.sqrt(max(0.0, g.apothem**2 - y * y)) * 0.75
        x = -half + (wl / 2 if row % 2 else 0.0) * 0.5
        path.moveTo(x, y)
        up = True
        while x + wl <= half:
            path.quadTo(x + wl / 4, y + (-amp if up else amp), x + wl / 2, y)
            x += wl / 2
            up = not up
    p.drawPath(path)


def _waves(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    _wave_rows(p, g, ink, rows=(-0.45, -0.15, 0.15, 0.45))


def _ice(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    s = g.size
    stroke(p, ink, s * 0.022)
    path = QPainterPath()
    rng = random.Random(17)
    for x0, y0, ang in ((-0.55, -0.3, 0.3), (-0.3, 0.45, -0.5), (0.1, -0.55, 1.2)):
        x, y = x0 * s, y0 * s
        path.moveTo(x, y)
        for _ in range(4):
            ang += rng.uniform(-0.7, 0.7)
            x += math.cos(ang) * s * 0.22
            y += math.sin(ang) * s * 0.22
            path.lineTo(x, y)
    p.save()
    p.setClipPath(g.outline(0.9), Qt.ClipOperation.IntersectClip)
    p.drawPath(path)
    p.restore()


def _unknown(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    s = g.size
    stroke(p, ink, s * 0.05)
    path = QPainterPath()
    for pt in _scatter(g, 0.45, 1, 0.0):
        a = s * 0.09
        path.moveTo(pt.x() - a, pt.y() - a)
        path.lineTo(pt.x() + a, pt.y() + a)
        path.moveTo(pt.x() - a, pt.y() + a)
        path.lineTo(pt.x() + a, pt.y() - a)
    p.drawPath(path)


# --- the hill contour ---------------------------------------------------------------


RIM_K = 0.76
"""The first contour runs this fraction of the way from the centre to the rim."""
RIM_STEP = 0.2
"""Each further level's contour runs this much further in."""
INSIDE_RIM = 0.88
"""Figures on a hill are scaled by this much to stay inside its first contour."""
CONTOUR_PX = 1.6
"""The first contour is never thinner than this (device pixels): it is what
tells a wooded hill from a wood at the zoom a map opens at."""


def hill_rings(level: int) -> int:
    """Contour rings drawn on a hill of ``level`` (the legend explains them)."""
    return max(1, min(level, 3))


def draw_hill(
    p: QPainter,
    g: HexGeometry,
    ink: QColor,
    level: int,
    ground: QColor | None = None,
    shade: float = 0.0,
    inner: QColor | None = None,
) -> None:
    """Hachured contour lines, one per level (level 2 = a second, inner contour).

    The caller fills the hex with the hill's ``ground`` darkened ``shade`` per
    level; inside each contour the ground is one step lighter, so that the
    hill reads as relief. On a composite, the inside of the first contour is
    ``inner`` instead (a wood's green on a wooded hill) and the hill keeps
    only its rim."""
    s = g.size
    for i in range(hill_rings(level)):
        if inner is not None:
            ring_fill = inner if i == 0 else None
        elif ground is not None:
            ring_fill = shaded(ground, shade * max(0, level - 1 - i))
        else:
            ring_fill = None
        k = RIM_K - RIM_STEP * i
        _contour(p, g, ink, k, s * (0.13 - 0.02 * i), s * (0.045 - 0.006 * i), ring_fill, i)


def _boundary(g: HexGeometry, angle: float) -> float:
    """Distance from the centre to the hex's side in direction ``angle``."""
    ux, uy = math.cos(angle), math.sin(angle)
    return g.apothem / max(nx * ux + ny * uy for nx, ny in g.normals)


def _contour(
    p: QPainter,
    g: HexGeometry,
    ink: QColor,
    k: float,
    tick: float,
    width: float,
    fill: QColor | None,
    ring: int,
) -> None:
    n = 24
    pts = []
    for i in range(n):
        a = math.tau * i / n
        wobble = 1 + 0.05 * math.sin(3 * a + 0.7 + ring) + 0.035 * math.sin(5 * a + 2.1)
        r = k * _boundary(g, a) * wobble
        pts.append(QPointF(math.cos(a) * r, math.sin(a) * r))
    path = QPainterPath(pts[0])
    for i in range(n):  # Catmull-Rom through the points, as cubic Béziers
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        c1 = QPointF(p1.x() + (p2.x() - p0.x()) / 6, p1.y() + (p2.y() - p0.y()) / 6)
        c2 = QPointF(p2.x() - (p3.x() - p1.x()) / 6, p2.y() - (p3.y() - p1.y()) / 6)
        path.cubicTo(c1, c2, p2)
    path.closeSubpath()
    p.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
    stroke(p, ink, width, CONTOUR_PX if ring == 0 else 1.3)
    p.drawPath(path)
    ticks = QPainterPath()
    for i in range(0, n, 1 if ring == 0 else 2):
        q = pts[i]
        length = math.hypot(q.x(), q.y())
        nx, ny = q.x() / length, q.y() / length
        if q.y() + ny * tick < -0.58 * g.size and abs(q.x()) < 0.42 * g.size:
            continue  # keep the hex label at the top readable
        ticks.moveTo(q)
        ticks.lineTo(q.x() + nx * tick, q.y() + ny * tick)
    stroke(p, ink, width * 0.7, 1.1)
    p.drawPath(ticks)


TextureDrawer = Callable[[QPainter, HexGeometry, QColor], None]

TEXTURE_DRAWERS: dict[str, TextureDrawer] = {
    "sand": _sand,
    "beach": _beach,
    "snow": _snow,
    "marsh": _marsh,
    "waves": _waves,
    "ice": _ice,
    "unknown": _unknown,
}


def draw_texture(p: QPainter, g: HexGeometry, symbol: str, ink: QColor) -> None:
    drawer = TEXTURE_DRAWERS.get(symbol)
    if drawer is not None:
        p.save()
        drawer(p, g, ink)
        p.restore()


def grass(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    """A few grass ticks on open ground, so an empty hex is not a blank."""
    s = g.size
    stroke(p, ink, s * 0.022)
    path = QPainterPath()
    for x, y in ((-0.35, -0.3), (0.3, 0.32), (0.38, -0.18), (-0.2, 0.4)):
        path.moveTo(x * s - s * 0.04, y * s)
        path.lineTo(x * s - s * 0.06, y * s - s * 0.07)
        path.moveTo(x * s, y * s)
        path.lineTo(x * s, y * s - s * 0.09)
        path.moveTo(x * s + s * 0.04, y * s)
        path.lineTo(x * s + s * 0.06, y * s - s * 0.07)
    p.drawPath(path)
