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
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from editor.render.geometry import HexGeometry, shaded

TEXTURES = frozenset({"sand", "snow", "marsh", "waves", "beach", "ice", "unknown"})
RIM = frozenset({"hill"})
FIGURES = frozenset({"trees", "palms", "rocks", "peaks", "houses", "church", "huts"})
LINKED = frozenset({"ford", "bridge"})
"""Drawn with the roads and rivers they cross (editor.render.links)."""

_ROUND = (Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(colour, width, style, *_ROUND)
    return p


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
    r = g.size * 0.028
    for pt in _scatter(g, 0.16, 7):
        p.drawEllipse(pt, r, r)


def _beach(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    r = g.size * 0.024
    for pt in _scatter(g, 0.24, 11):
        p.drawEllipse(pt, r, r)
    _wave_rows(p, g, ink, rows=(0.45,), width=0.035)


def _snow(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    s = g.size
    p.setPen(pen(ink, s * 0.022))
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
    p.setPen(pen(ink, s * 0.026))
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
    p.setPen(pen(ink, s * width))
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
    p.setPen(pen(ink, s * 0.022))
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
    p.setPen(pen(ink, s * 0.05))
    path = QPainterPath()
    for pt in _scatter(g, 0.45, 1, 0.0):
        a = s * 0.09
        path.moveTo(pt.x() - a, pt.y() - a)
        path.lineTo(pt.x() + a, pt.y() + a)
        path.moveTo(pt.x() - a, pt.y() + a)
        path.lineTo(pt.x() + a, pt.y() - a)
    p.drawPath(path)


# --- the hill contour ---------------------------------------------------------------


def draw_hill(
    p: QPainter, g: HexGeometry, ink: QColor, level: int, fill: QColor | None = None
) -> None:
    """Hachured contour lines, one per level (level 2 = a second, inner contour),
    the ground inside each a shade lighter: the hill reads as relief."""
    s = g.size
    for i in range(max(1, min(level, 3))):
        k = 0.8 - 0.26 * i
        _contour(p, g, ink, k, s * (0.12 - 0.02 * i), s * (0.036 - 0.005 * i), fill, i)


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
    p.setBrush(fill.lighter(105 + 3 * ring) if fill is not None else Qt.BrushStyle.NoBrush)
    p.setPen(pen(ink, width))
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
    p.setPen(pen(ink, width * 0.7))
    p.drawPath(ticks)


def _lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


# --- figures ------------------------------------------------------------------------
# Each draws around (0, 0) within about 0.6 hex sizes, then is placed in its slot.


def _trees(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    canopy = shaded(fill, 0.22)
    for x, y in ((-0.3, 0.14), (0.3, 0.14), (0.0, -0.2), (0.0, 0.34)):
        cx, cy, r = x * s, y * s - s * 0.04, s * 0.17
        p.setPen(pen(ink, s * 0.045))
        p.drawLine(QPointF(cx, cy + r * 0.6), QPointF(cx, cy + r * 1.45))
        crown = QPainterPath()
        crown.addEllipse(QPointF(cx, cy), r, r)
        crown.addEllipse(QPointF(cx - r * 0.55, cy + r * 0.25), r * 0.68, r * 0.68)
        crown.addEllipse(QPointF(cx + r * 0.55, cy + r * 0.25), r * 0.68, r * 0.68)
        p.setPen(pen(ink, s * 0.032))
        p.setBrush(canopy)
        p.drawPath(crown.simplified())


def _palms(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    for x, h in ((-0.2, 0.5), (0.22, 0.42)):
        base = QPointF(x * s, 0.3 * s)
        top = QPointF(x * s + s * 0.06, (0.3 - h) * s)
        trunk = QPainterPath(base)
        trunk.quadTo(QPointF(x * s - s * 0.06, (0.3 - h / 2) * s), top)
        p.setPen(pen(ink, s * 0.045))
        p.drawPath(trunk)
        fronds = QPainterPath()
        for ang in (-150, -110, -70, -30, 10, 190):
            a = math.radians(ang)
            end = QPointF(
                top.x() + math.cos(a) * s * 0.2, top.y() + math.sin(a) * s * 0.2 + s * 0.06
            )
            ctrl = QPointF(
                top.x() + math.cos(a) * s * 0.13, top.y() + math.sin(a) * s * 0.13 - s * 0.04
            )
            fronds.moveTo(top)
            fronds.quadTo(ctrl, end)
        p.setPen(pen(shaded(ink, -0.1), s * 0.04))
        p.drawPath(fronds)


def _rocks(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    rng = random.Random(23)
    face = QColor(fill).lighter(112)
    for x, y, r in (
        (-0.28, 0.16, 0.2),
        (0.28, 0.22, 0.17),
        (0.0, -0.18, 0.23),
        (0.34, -0.22, 0.11),
    ):
        cx, cy = x * s, y * s
        pts = []
        for k in range(7):
            a = 2 * math.pi * k / 7 + rng.uniform(-0.2, 0.2)
            rr = r * s * rng.uniform(0.75, 1.05) * (0.75 if math.sin(a) > 0 else 1.0)
            pts.append(QPointF(cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        p.setPen(pen(ink, s * 0.035))
        p.setBrush(face)
        p.drawPolygon(QPolygonF(pts))
        p.setPen(pen(ink, s * 0.022))
        p.drawLine(
            QPointF(cx - r * s * 0.2, cy - r * s * 0.5),
            QPointF(cx + r * s * 0.25, cy + r * s * 0.4),
        )


def _peaks(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    for x, y, h, w in ((-0.2, 0.36, 0.72, 0.4), (0.26, 0.36, 0.55, 0.33)):
        bx, by = x * s, y * s
        top = QPointF(bx, by - h * s)
        left, right = QPointF(bx - w * s, by), QPointF(bx + w * s, by)
        p.setPen(pen(ink, s * 0.04))
        p.setBrush(QColor(fill).lighter(108))
        p.drawPolygon(QPolygonF([left, top, right]))
        shade = QPainterPath()
        for t in (0.25, 0.45, 0.65, 0.85):
            a = _lerp(top, right, t)
            shade.moveTo(a)
            shade.lineTo(QPointF(a.x() - w * s * 0.3 * t, by - 0.02 * s))
        p.setPen(pen(ink, s * 0.022))
        p.drawPath(shade)
        cap = QPolygonF(
            [_lerp(top, left, 0.25), top, _lerp(top, right, 0.25), QPointF(bx, by - h * s * 0.68)]
        )
        p.setBrush(QColor("#f4f4f2"))
        p.setPen(pen(ink, s * 0.025))
        p.drawPolygon(cap)


def _house(
    p: QPainter, x: float, y: float, w: float, h: float, ink: QColor, roof: QColor, s: float
) -> None:
    p.setPen(pen(ink, s * 0.03))
    p.setBrush(QColor("#f1ebde"))
    p.drawRect(QRectF(x - w / 2, y - h / 2, w, h))
    p.setBrush(roof)
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(x - w * 0.62, y - h / 2),
                QPointF(x, y - h * 1.25),
                QPointF(x + w * 0.62, y - h / 2),
            ]
        )
    )


def _houses(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    for x, y, w in ((-0.27, 0.0, 0.3), (0.22, -0.12, 0.26), (0.05, 0.3, 0.32)):
        _house(p, x * s, y * s, w * s, w * s * 0.6, ink, ink.lighter(135), s)


def _church(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    _house(p, -0.08 * s, 0.18 * s, 0.48 * s, 0.28 * s, ink, ink.lighter(135), s)
    p.setPen(pen(ink, s * 0.03))
    p.setBrush(QColor("#f1ebde"))
    tower = QRectF(0.18 * s, -0.2 * s, 0.18 * s, 0.52 * s)
    p.drawRect(tower)
    p.setBrush(ink.lighter(135))
    p.drawPolygon(
        QPolygonF(
            [QPointF(0.15 * s, -0.2 * s), QPointF(0.27 * s, -0.4 * s), QPointF(0.39 * s, -0.2 * s)]
        )
    )
    p.setPen(pen(ink, s * 0.04))
    p.drawLine(QPointF(0.27 * s, -0.4 * s), QPointF(0.27 * s, -0.6 * s))
    p.drawLine(QPointF(0.2 * s, -0.53 * s), QPointF(0.34 * s, -0.53 * s))


def _huts(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    for x, y, w in ((-0.28, 0.05, 0.26), (0.24, -0.1, 0.24), (0.02, 0.32, 0.26)):
        cx, cy = x * s, y * s
        hut = QPainterPath(QPointF(cx - w * s / 2, cy))
        hut.cubicTo(
            QPointF(cx - w * s / 2, cy - w * s * 0.7),
            QPointF(cx + w * s / 2, cy - w * s * 0.7),
            QPointF(cx + w * s / 2, cy),
        )
        hut.closeSubpath()
        p.setPen(pen(ink, s * 0.03))
        p.setBrush(QColor(fill).darker(118))
        p.drawPath(hut)
        p.setBrush(ink)
        p.drawRect(QRectF(cx - w * s * 0.1, cy - w * s * 0.22, w * s * 0.2, w * s * 0.22))


FigureDrawer = Callable[[QPainter, float, QColor, QColor], None]
TextureDrawer = Callable[[QPainter, HexGeometry, QColor], None]

FIGURE_DRAWERS: dict[str, FigureDrawer] = {
    "trees": _trees,
    "palms": _palms,
    "rocks": _rocks,
    "peaks": _peaks,
    "houses": _houses,
    "church": _church,
    "huts": _huts,
}
TEXTURE_DRAWERS: dict[str, TextureDrawer] = {
    "sand": _sand,
    "beach": _beach,
    "snow": _snow,
    "marsh": _marsh,
    "waves": _waves,
    "ice": _ice,
    "unknown": _unknown,
}

_SLOTS: dict[int, tuple[tuple[float, float, float], ...]] = {
    1: ((0.0, 0.0, 1.0),),
    2: ((-0.28, 0.04, 0.7), (0.3, -0.02, 0.7)),
    3: ((-0.3, 0.18, 0.56), (0.3, 0.18, 0.56), (0.0, -0.28, 0.56)),
}


def draw_texture(p: QPainter, g: HexGeometry, symbol: str, ink: QColor) -> None:
    drawer = TEXTURE_DRAWERS.get(symbol)
    if drawer is not None:
        p.save()
        drawer(p, g, ink)
        p.restore()


def draw_figures(
    p: QPainter, g: HexGeometry, figures: list[tuple[str, QColor, QColor]], scale: float = 1.0
) -> None:
    """Draw figure symbols, each in its own slot when there are several."""
    figures = [f for f in figures if f[0] in FIGURE_DRAWERS][:3]
    if not figures:
        return
    slots = _SLOTS[len(figures)]
    for (symbol, ink, fill), (x, y, k) in zip(figures, slots, strict=False):
        p.save()
        p.translate(x * g.size, y * g.size)
        p.scale(k * scale, k * scale)
        FIGURE_DRAWERS[symbol](p, g.size, ink, fill)
        p.restore()


def grass(p: QPainter, g: HexGeometry, ink: QColor) -> None:
    """A few grass ticks on open ground, so an empty hex is not a blank."""
    s = g.size
    p.setPen(pen(ink, s * 0.022))
    path = QPainterPath()
    for x, y in ((-0.35, -0.3), (0.3, 0.32), (0.38, -0.18), (-0.2, 0.4)):
        path.moveTo(x * s - s * 0.04, y * s)
        path.lineTo(x * s - s * 0.06, y * s - s * 0.07)
        path.moveTo(x * s, y * s)
        path.lineTo(x * s, y * s - s * 0.09)
        path.moveTo(x * s + s * 0.04, y * s)
        path.lineTo(x * s + s * 0.06, y * s - s * 0.07)
    p.drawPath(path)
