"""Roads and watercourses inside one hex, and the bridges and fords across them.

A connected element runs through the midpoints of the sides it crosses
(``Scenario.links``), as a smooth curve bending through the hex centre. Its
``mask`` here is the 6-bit set of directions linked from this hex. A hex that
holds the element with no link shows a short stub ending in a dot, so that a
lone road piece is still visible and clickable.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from editor.render.geometry import HexGeometry, at_least, qcolor
from editor.render.style import ConnectedStyle


def directions(mask: int) -> list[int]:
    return [d for d in range(6) if mask >> d & 1]


def link_path(g: HexGeometry, mask: int) -> QPainterPath:
    """The centre line of a connected element through the linked sides."""
    dirs = directions(mask)
    # Run a little past each side so the neighbour's (slightly enlarged) fill
    # leaves no seam across the band.
    ext = max(1.0, 0.03 * g.size)
    mids = [
        QPointF(m.x() + nx * ext, m.y() + ny * ext)
        for m, (nx, ny) in zip(g.mids, g.normals, strict=True)
    ]
    path = QPainterPath()
    centre = QPointF(0.0, 0.0)
    if len(dirs) == 2:
        a, b = mids[dirs[0]], mids[dirs[1]]
        path.moveTo(a)
        path.quadTo(centre, b)
    else:
        for d in dirs:
            path.moveTo(mids[d])
            path.lineTo(centre)
    return path


def axis_angle(g: HexGeometry, mask: int) -> float | None:
    """Direction (radians) of the element where it passes the hex centre."""
    dirs = directions(mask)
    if len(dirs) == 2:
        a, b = g.mids[dirs[0]], g.mids[dirs[1]]
        return math.atan2(b.y() - a.y(), b.x() - a.x())
    if len(dirs) == 1:
        m = g.mids[dirs[0]]
        return math.atan2(m.y(), m.x())
    if len(dirs) > 2:
        m = g.mids[dirs[0]]
        return math.atan2(m.y(), m.x())
    return None


BAND_PX = 2.0
"""A road or watercourse is never narrower than this (device pixels): a
stream stays a line at the zoom a map opens at."""


def draw_connected(p: QPainter, g: HexGeometry, style: ConnectedStyle, mask: int) -> None:
    s = g.size
    width = at_least(p, style.width * s, BAND_PX)
    colour = qcolor(style.colour)
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    if mask == 0:
        _draw_stub(p, g, style)
        p.restore()
        return
    path = link_path(g, mask)
    single = len(directions(mask)) == 1
    if style.casing:
        casing_w = width + max(s * 0.05, width * 0.28)
        p.setPen(
            QPen(
                qcolor(style.casing),
                casing_w,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.FlatCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        p.drawPath(path)
        if single:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(qcolor(style.casing))
            p.drawEllipse(QPointF(0, 0), casing_w / 2, casing_w / 2)
    p.setPen(
        QPen(
            colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin
        )
    )
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    if single or len(directions(mask)) > 2:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(QPointF(0, 0), width / 2, width / 2)
    if style.kind == "water" and style.width >= 0.15:
        # A dashed current line keeps water apart from roads in black and white.
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(
            QPen(
                colour.lighter(125),
                s * 0.025,
                Qt.PenStyle.DashLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        p.drawPath(path)
    p.restore()


def _draw_stub(p: QPainter, g: HexGeometry, style: ConnectedStyle) -> None:
    s = g.size
    width = max(style.width * s, s * 0.08)
    p.setPen(QPen(qcolor(style.casing or style.colour), s * 0.035))
    p.setBrush(qcolor(style.colour))
    p.drawEllipse(QPointF(0, 0), width * 0.9, width * 0.9)


def draw_bridge(
    p: QPainter,
    g: HexGeometry,
    angle: float | None,
    road: ConnectedStyle | None,
    water_width: float,
    ink: QColor,
) -> None:
    """A deck with parapets across the river, along the road (``angle``)."""
    s = g.size
    deck_w = (road.width if road else 0.17) * s + s * 0.12
    length = max(water_width * s + s * 0.5, s * 0.7)
    p.save()
    p.rotate(math.degrees(angle if angle is not None else 0.0))
    deck = QRectF(-length / 2, -deck_w / 2, length, deck_w)
    p.setPen(Qt.PenStyle.NoPen)
    # Paler than the road it carries: the deck stands out over the water.
    p.setBrush(qcolor(road.colour).lighter(125) if road else QColor("#d8cbb0"))
    p.drawRect(deck)
    rail = QPen(
        ink, s * 0.055, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    p.setPen(rail)
    p.setBrush(Qt.BrushStyle.NoBrush)
    flare = s * 0.1
    for side in (-1, 1):
        y = side * deck_w / 2
        path = QPainterPath(QPointF(-length / 2 - flare, y + side * flare))
        path.lineTo(-length / 2, y)
        path.lineTo(length / 2, y)
        path.lineTo(length / 2 + flare, y + side * flare)
        p.drawPath(path)
    p.restore()


def draw_ford(
    p: QPainter,
    g: HexGeometry,
    angle: float | None,
    water: ConnectedStyle | None,
    water_angle: float | None,
    ink: QColor,
) -> None:
    """Shallows and stepping stones across the water (``angle``: the crossing).

    A ford is where the watercourse spreads out, shallow (a wider, paler pool
    along the water, ``water_angle``), crossed by dark-rimmed stones standing
    apart: a dotted crossing, never a continuous deck (that is a bridge). The
    road, if any, stops at the banks: the caller draws the water over it."""
    s = g.size
    water_width = water.width if water is not None else 0.0
    if water is not None and water_angle is not None:
        p.save()
        p.rotate(math.degrees(water_angle))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(qcolor(water.colour).lighter(112))
        half_width = at_least(p, water_width * s, BAND_PX) / 2 + 0.16 * s
        p.drawEllipse(QPointF(0.0, 0.0), 0.46 * s, half_width)
        p.restore()
    span = max(water_width * s + 0.5 * s, 0.6 * s)
    n = max(3, round(span / (0.24 * s)))
    r = at_least(p, 0.08 * s, 1.8)
    p.save()
    p.rotate(math.degrees(angle if angle is not None else 0.0))
    p.setPen(
        QPen(
            ink,
            at_least(p, 0.04 * s, 1.1),
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
    )
    p.setBrush(QColor("#efe9d8"))
    for i in range(n):
        x = -span / 2 + span * (i + 0.5) / n
        y = s * 0.03 * (1 if i % 2 else -1)
        p.drawEllipse(QPointF(x, y), r, r * 0.85)
    p.restore()
