"""The forces layer: deployment zones, units, decoys, objectives, camps, boats
and sentinels, drawn over the terrain by the map painter (screen and exports).

Zones are a translucent tint of the side's colour with a solid border along
the zone's edge, plus a light hatch so that they stay readable in black and
white print. Units are a box in the side's colour with the first letter of
their class; decoys the same box, dashed, with a « ? »; objectives a star with
their points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF

from editor.core.deployment import rows_of, zone_of
from editor.core.hexes import Hex, neighbor
from editor.render.geometry import hex_geometry, qcolor

if TYPE_CHECKING:
    from editor.render.map_painter import MapPainter

ZONE_ALPHA = 38


def _colour(text: str) -> QColor:
    try:
        return qcolor(text)
    except (ValueError, TypeError):
        return QColor("#808080")


def draw_forces(p: QPainter, mp: MapPainter, exposed: QRectF) -> None:
    """Draw the forces of ``mp.scenario`` inside ``exposed`` (scene coordinates)."""
    s = mp.scenario
    if not (s.sides or s.units or s.decoys or s.objectives or s.camps or s.boats):
        return
    size = mp.hex_size
    area = exposed.adjusted(-size, -size, size, size)
    layout = mp.layout
    grid = s.grid
    colours = {side.id: _colour(side.colour) for side in s.sides}

    def visible(h: Hex) -> bool:
        x, y = layout.hex_to_pixel(h)
        return area.contains(QPointF(x, y))

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    g = hex_geometry(layout.orientation, size)
    for side in s.sides:
        colour = colours[side.id]
        tint = QColor(colour)
        tint.setAlpha(ZONE_ALPHA)
        hatch = QColor(colour)
        hatch.setAlpha(50)
        border = QPen(colour.darker(120), max(1.0, size * 0.09))
        border.setCapStyle(Qt.PenCapStyle.RoundCap)
        zone = zone_of(s, side, rows_of(mp.ruleset))
        for h in zone:
            if not grid.contains(h) or not visible(h):
                continue
            x, y = layout.hex_to_pixel(h)
            poly = g.polygon.translated(x, y)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(tint)
            p.drawPolygon(poly)
            p.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            p.drawPolygon(poly)
            p.setPen(border)
            for d in range(6):
                if neighbor(h, d) not in zone:
                    a, b = layout.edge_endpoints(h, d)
                    p.drawLine(QPointF(*a), QPointF(*b))
    font = QFont()
    font.setPixelSize(max(4, round(size * 0.5)))
    font.setBold(True)
    p.setFont(font)
    small = QFont(font)
    small.setPixelSize(max(3, round(size * 0.22)))
    small.setBold(False)
    box_w, box_h = size * 1.05, size * 0.7
    for camp in s.camps:
        for h in camp.hexes:
            if visible(h):
                _tent(p, *layout.hex_to_pixel(h), size, colours.get(camp.side, QColor("gray")))
    for boat in s.boats:
        if visible(boat.position):
            x, y = layout.hex_to_pixel(boat.position)
            _boat(p, x, y, size, colours.get(boat.side, QColor("gray")))
    for unit in s.units:
        if unit.position is None or not visible(unit.position):
            continue
        x, y = layout.hex_to_pixel(unit.position)
        colour = colours.get(unit.side, QColor("#808080"))
        rect = QRectF(x - box_w / 2, y - box_h / 2, box_w, box_h)
        p.setPen(QPen(QColor("black"), max(0.8, size * 0.05)))
        p.setBrush(colour)
        p.drawRoundedRect(rect, size * 0.08, size * 0.08)
        p.setPen(_text_colour(colour))
        p.setFont(font)
        letter = (unit.type[:1] or "?").upper()
        if unit.rank:
            letter += "*"
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)
        p.setFont(small)
        p.setPen(QColor("black"))
        p.drawText(
            QRectF(x - size, y + box_h / 2, 2 * size, size * 0.3),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            unit.name[:14],
        )
    for decoy in s.decoys:
        if decoy.position is None or not visible(decoy.position):
            continue
        x, y = layout.hex_to_pixel(decoy.position)
        colour = colours.get(decoy.side, QColor("#808080"))
        rect = QRectF(x - box_w / 2, y - box_h / 2, box_w, box_h)
        pen = QPen(colour.darker(150), max(1.0, size * 0.07), Qt.PenStyle.DashLine)
        p.setPen(pen)
        light = QColor(colour)
        light.setAlpha(90)
        p.setBrush(light)
        p.drawRoundedRect(rect, size * 0.08, size * 0.08)
        p.setFont(font)
        p.setPen(QColor("black"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    for t in s.sentinels:
        if visible(t.position):
            x, y = layout.hex_to_pixel(t.position)
            p.setPen(QPen(QColor("black"), max(0.8, size * 0.05)))
            p.setBrush(colours.get(t.side, QColor("gray")))
            p.drawEllipse(QPointF(x, y), size * 0.18, size * 0.18)
    for o in s.objectives:
        if not visible(o.position):
            continue
        x, y = layout.hex_to_pixel(o.position)
        cx, cy = x + size * 0.5, y - size * 0.5
        _star(p, cx, cy, size * 0.28)
        p.setFont(small)
        p.setPen(QColor("black"))
        p.drawText(
            QRectF(cx - size * 0.3, cy - size * 0.15, size * 0.6, size * 0.3),
            Qt.AlignmentFlag.AlignCenter,
            str(o.points),
        )
    p.restore()


def _text_colour(colour: QColor) -> QColor:
    return QColor("black") if colour.lightnessF() > 0.55 else QColor("white")


def _star(p: QPainter, cx: float, cy: float, r: float) -> None:
    import math

    pts = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append(QPointF(cx + radius * math.cos(a), cy + radius * math.sin(a)))
    p.setPen(QPen(QColor("black"), max(0.6, r * 0.12)))
    p.setBrush(QColor("#ffd700"))
    p.drawPolygon(QPolygonF(pts))


def _tent(p: QPainter, x: float, y: float, size: float, colour: QColor) -> None:
    pts = [QPointF(x - size * 0.45, y + size * 0.45), QPointF(x, y - size * 0.1)]
    pts.append(QPointF(x + size * 0.45, y + size * 0.45))
    p.setPen(QPen(QColor("black"), max(0.8, size * 0.05)))
    p.setBrush(colour.lighter(140))
    p.drawPolygon(QPolygonF(pts))


def _boat(p: QPainter, x: float, y: float, size: float, colour: QColor) -> None:
    w, h = size * 0.9, size * 0.3
    pts = [
        QPointF(x - w / 2, y + size * 0.35),
        QPointF(x + w / 2, y + size * 0.35),
        QPointF(x + w / 3, y + size * 0.35 + h),
        QPointF(x - w / 3, y + size * 0.35 + h),
    ]
    p.setPen(QPen(QColor("black"), max(0.8, size * 0.05)))
    p.setBrush(colour)
    p.drawPolygon(QPolygonF(pts))
