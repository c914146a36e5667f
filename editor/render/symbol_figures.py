"""Figure symbols: trees, palms, rocks, peaks, houses, a church, huts.

Each figure draws around (0, 0) within about 0.6 hex sizes in the element's
``ink`` and ``fill``; ``draw_figures`` places them in the middle of the hex,
each in its own smaller slot when a hex has several (a wooded rocky hex shows
both). Also ``pen``, the round-capped pen every terrain symbol draws with.
Re-exported by ``editor.render.symbols``, the module callers use.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from editor.render.geometry import HexGeometry, at_least, shaded

_ROUND = (Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


MIN_STROKE_PX = 1.0
"""The thinnest line a symbol draws, in device pixels: thinner ones fade away
at the zoom a map opens at (a hex ~20 px from centre to corner)."""


def pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(colour, width, style, *_ROUND)
    return p


def stroke(
    p: QPainter,
    colour: QColor,
    width: float,
    min_px: float = MIN_STROKE_PX,
    style: Qt.PenStyle = Qt.PenStyle.SolidLine,
) -> None:
    """Set ``p``'s pen: ``width`` in ``p``'s units, never under ``min_px`` device pixels."""
    p.setPen(pen(colour, at_least(p, width, min_px), style))


def _lerp(a: QPointF, b: QPointF, t: float) -> QPointF:
    return QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)


# --- figures ------------------------------------------------------------------------
# Each draws around (0, 0) within about 0.6 hex sizes, then is placed in its slot.


def _trees(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    canopy = shaded(fill, 0.22)
    for x, y in ((-0.3, 0.14), (0.3, 0.14), (0.0, -0.2), (0.0, 0.34)):
        cx, cy, r = x * s, y * s - s * 0.04, s * 0.17
        stroke(p, ink, s * 0.045)
        p.drawLine(QPointF(cx, cy + r * 0.6), QPointF(cx, cy + r * 1.45))
        crown = QPainterPath()
        crown.addEllipse(QPointF(cx, cy), r, r)
        crown.addEllipse(QPointF(cx - r * 0.55, cy + r * 0.25), r * 0.68, r * 0.68)
        crown.addEllipse(QPointF(cx + r * 0.55, cy + r * 0.25), r * 0.68, r * 0.68)
        stroke(p, ink, s * 0.032)
        p.setBrush(canopy)
        p.drawPath(crown.simplified())


def _palms(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    for x, h in ((-0.2, 0.5), (0.22, 0.42)):
        base = QPointF(x * s, 0.3 * s)
        top = QPointF(x * s + s * 0.06, (0.3 - h) * s)
        trunk = QPainterPath(base)
        trunk.quadTo(QPointF(x * s - s * 0.06, (0.3 - h / 2) * s), top)
        stroke(p, ink, s * 0.045)
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
        stroke(p, shaded(ink, -0.1), s * 0.04)
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
        stroke(p, ink, s * 0.035)
        p.setBrush(face)
        p.drawPolygon(QPolygonF(pts))
        stroke(p, ink, s * 0.022)
        p.drawLine(
            QPointF(cx - r * s * 0.2, cy - r * s * 0.5),
            QPointF(cx + r * s * 0.25, cy + r * s * 0.4),
        )


def _peaks(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    for x, y, h, w in ((-0.2, 0.36, 0.72, 0.4), (0.26, 0.36, 0.55, 0.33)):
        bx, by = x * s, y * s
        top = QPointF(bx, by - h * s)
        left, right = QPointF(bx - w * s, by), QPointF(bx + w * s, by)
        stroke(p, ink, s * 0.04)
        p.setBrush(QColor(fill).lighter(108))
        p.drawPolygon(QPolygonF([left, top, right]))
        shade = QPainterPath()
        for t in (0.25, 0.45, 0.65, 0.85):
            a = _lerp(top, right, t)
            shade.moveTo(a)
            shade.lineTo(QPointF(a.x() - w * s * 0.3 * t, by - 0.02 * s))
        stroke(p, ink, s * 0.022)
        p.drawPath(shade)
        cap = QPolygonF(
            [_lerp(top, left, 0.25), top, _lerp(top, right, 0.25), QPointF(bx, by - h * s * 0.68)]
        )
        p.setBrush(QColor("#f4f4f2"))
        stroke(p, ink, s * 0.025)
        p.drawPolygon(cap)


def _house(
    p: QPainter, x: float, y: float, w: float, h: float, ink: QColor, roof: QColor, s: float
) -> None:
    stroke(p, ink, s * 0.03)
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
    stroke(p, ink, s * 0.03)
    p.setBrush(QColor("#f1ebde"))
    tower = QRectF(0.18 * s, -0.2 * s, 0.18 * s, 0.52 * s)
    p.drawRect(tower)
    p.setBrush(ink.lighter(135))
    p.drawPolygon(
        QPolygonF(
            [QPointF(0.15 * s, -0.2 * s), QPointF(0.27 * s, -0.4 * s), QPointF(0.39 * s, -0.2 * s)]
        )
    )
    stroke(p, ink, s * 0.04)
    p.drawLine(QPointF(0.27 * s, -0.4 * s), QPointF(0.27 * s, -0.6 * s))
    p.drawLine(QPointF(0.2 * s, -0.53 * s), QPointF(0.34 * s, -0.53 * s))


def _huts(p: QPainter, s: float, ink: QColor, fill: QColor) -> None:
    for x, y, w in ((-0.28, 0.02, 0.34), (0.27, -0.14, 0.32), (0.04, 0.34, 0.34)):
        cx, cy = x * s, y * s
        hut = QPainterPath(QPointF(cx - w * s / 2, cy))
        hut.cubicTo(
            QPointF(cx - w * s / 2, cy - w * s * 0.7),
            QPointF(cx + w * s / 2, cy - w * s * 0.7),
            QPointF(cx + w * s / 2, cy),
        )
        hut.closeSubpath()
        stroke(p, ink, s * 0.03)
        p.setBrush(QColor(fill).darker(118))
        p.drawPath(hut)
        p.setBrush(ink)
        p.drawRect(QRectF(cx - w * s * 0.1, cy - w * s * 0.22, w * s * 0.2, w * s * 0.22))


FigureDrawer = Callable[[QPainter, float, QColor, QColor], None]

FIGURE_DRAWERS: dict[str, FigureDrawer] = {
    "trees": _trees,
    "palms": _palms,
    "rocks": _rocks,
    "peaks": _peaks,
    "houses": _houses,
    "church": _church,
    "huts": _huts,
}

_SLOTS: dict[int, tuple[tuple[float, float, float], ...]] = {
    1: ((0.0, 0.0, 1.0),),
    2: ((-0.28, 0.04, 0.7), (0.3, -0.02, 0.7)),
    3: ((-0.3, 0.18, 0.56), (0.3, 0.18, 0.56), (0.0, -0.28, 0.56)),
}


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
