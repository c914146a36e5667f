"""The forces layer: deployment zones, units, decoys, objectives, camps, boats
and sentinels, drawn over the terrain by the map painter (screen and exports).

Zones are a solid border in the side's colour along the zone's edge, a faint
tint and sparse thin hatching (so that they stay readable in black and white
print), light enough that the terrain's colours read through; a view may hide
them (``zones=False``). Units are a box in the side's colour with the first
letter of their class and their short name under it (the designer's, or one
derived from the name, ``editor.core.short_names``, short enough to fit the
hex's width at the zoom a map opens at), whole: never cut; decoys
the same box, dashed, with a « ? »; objectives a star with their points.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from editor.core.deployment import rows_of, zone_of
from editor.core.hexes import Hex, neighbor
from editor.core.layout import Layout
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.core.short_names import counter_labels
from editor.render.geometry import (
    HexGeometry,
    at_least,
    device_scale,
    hatch,
    hex_geometry,
    qcolor,
)


class ForcesMap(Protocol):
    """What the forces layer reads of the map painter that draws it."""

    scenario: Scenario
    ruleset: Ruleset
    layout: Layout
    hex_size: float


@dataclass
class ForcesOver:
    """The forces of ``scenario`` placed on another painter's hexes: exports
    draw their terrain from a terrain-only copy (``sheet_map.terrain_only``)."""

    scenario: Scenario
    ruleset: Ruleset
    layout: Layout
    hex_size: float


ZONE_ALPHA = 8
"""The zone's tint: a hint of the side's colour, the terrain stays readable."""
HATCH_ALPHA = 90
HATCH_STEP = 0.6
"""Hatching lines this many hex sizes apart, ~1.5 px wide: a few per hex."""
NAME_MIN_PX = 8.0
"""Unit names are drawn at least this many device pixels high, or not at all
when there is no room for that under the counter..."""
NAME_FLOOR_PX = 7
"""... but for a name squeezed to fit its hex's width (``NAME_GAP``): semi-condensed
and down to this size."""
NAME_GAP = 0.15
"""Hex sizes left between the names of two counters side by side (a pointy
map's row puts them a hex's width apart)."""


def _colour(text: str) -> QColor:
    try:
        return qcolor(text)
    except (ValueError, TypeError):
        return QColor("#808080")


def _draw_zone(
    p: QPainter,
    layout: Layout,
    g: HexGeometry,
    zone: set[Hex] | frozenset[Hex],
    shown: list[Hex],
    colour: QColor,
) -> None:
    """A faint tint, sparse hatching and a solid border along the zone's edge."""
    size = layout.size
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for h in shown:
        x, y = layout.hex_to_pixel(h)
        path.addPolygon(g.polygon.translated(x, y))
        path.closeSubpath()
    tint = QColor(colour)
    tint.setAlpha(ZONE_ALPHA)
    p.fillPath(path, tint)
    p.save()
    p.setClipPath(path, Qt.ClipOperation.IntersectClip)
    lines = QColor(colour)
    lines.setAlpha(HATCH_ALPHA)
    p.setPen(QPen(lines, at_least(p, 0.03 * size, 1.0)))
    hatch(p, path.boundingRect(), HATCH_STEP * size, rising=True)
    p.restore()
    border = QPen(colour.darker(120), max(1.0, size * 0.09))
    border.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(border)
    for h in shown:
        for d in range(6):
            if neighbor(h, d) not in zone:
                a, b = layout.edge_endpoints(h, d)
                p.drawLine(QPointF(*a), QPointF(*b))


def draw_forces(p: QPainter, mp: ForcesMap, exposed: QRectF, zones: bool = True) -> None:
    """Draw the forces of ``mp.scenario`` inside ``exposed`` (scene coordinates);
    the deployment zones only when ``zones``."""
    s = mp.scenario
    if not (s.sides or s.units or s.decoys or s.objectives or s.camps or s.boats):
        return
    size = mp.hex_size
    area = exposed.adjusted(-size, -size, size, size)
    layout = mp.layout
    colours = {side.id: _colour(side.colour) for side in s.sides}

    def visible(h: Hex) -> bool:
        x, y = layout.hex_to_pixel(h)
        return area.contains(QPointF(x, y))

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if zones:
        _draw_zones(p, mp, visible, colours)
    font = QFont()
    font.setPixelSize(max(4, round(size * 0.5)))
    font.setBold(True)
    p.setFont(font)
    for camp in s.camps:
        for h in camp.hexes:
            if visible(h):
                _tent(p, *layout.hex_to_pixel(h), size, colours.get(camp.side, QColor("gray")))
    for boat in s.boats:
        if visible(boat.position):
            x, y = layout.hex_to_pixel(boat.position)
            _boat(p, x, y, size, colours.get(boat.side, QColor("gray")))
    _draw_units(p, mp, visible, colours, font)
    _draw_decoys(p, mp, visible, colours, font)
    for t in s.sentinels:
        if visible(t.position):
            x, y = layout.hex_to_pixel(t.position)
            p.setPen(QPen(QColor("black"), max(0.8, size * 0.05)))
            p.setBrush(colours.get(t.side, QColor("gray")))
            p.drawEllipse(QPointF(x, y), size * 0.18, size * 0.18)
    _draw_objectives(p, mp, visible)
    p.restore()


def _draw_zones(
    p: QPainter, mp: ForcesMap, visible: Callable[[Hex], bool], colours: dict[str, QColor]
) -> None:
    """Each side's deployment zone, where it shows."""
    s, layout = mp.scenario, mp.layout
    g = hex_geometry(layout.orientation, mp.hex_size)
    rows = rows_of(mp.ruleset)
    for side in s.sides:
        zone = zone_of(s, side, rows)
        shown = [h for h in zone if s.grid.contains(h) and visible(h)]
        if shown:
            _draw_zone(p, layout, g, zone, shown, colours[side.id])


def _counter_rect(x: float, y: float, size: float) -> QRectF:
    """A counter's box centred on ``x``, ``y`` in a hex ``size`` wide."""
    box_w, box_h = size * 1.05, size * 0.7
    return QRectF(x - box_w / 2, y - box_h / 2, box_w, box_h)


def _draw_units(
    p: QPainter,
    mp: ForcesMap,
    visible: Callable[[Hex], bool],
    colours: dict[str, QColor],
    font: QFont,
) -> None:
    """The placed units as counters: their type's letter (a star for a leader),
    their name under them when it can be read."""
    s, layout, size = mp.scenario, mp.layout, mp.hex_size
    labels = counter_labels(s.units)
    name_font = counter_name_font(
        p,
        size,
        (labels[u.id] for u in s.units if u.position is not None),
        counter_name_room(layout),
    )
    for unit in s.units:
        if unit.position is None or not visible(unit.position):
            continue
        x, y = layout.hex_to_pixel(unit.position)
        colour = colours.get(unit.side, QColor("#808080"))
        rect = _counter_rect(x, y, size)
        p.setPen(QPen(QColor("black"), max(0.8, size * 0.05)))
        p.setBrush(colour)
        p.drawRoundedRect(rect, size * 0.08, size * 0.08)
        p.setPen(_text_colour(colour))
        p.setFont(font)
        letter = (unit.type[:1] or "?").upper()
        if unit.rank:
            letter += "*"
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)
        if name_font is not None:
            draw_counter_name(p, x, y + rect.height() / 2, labels[unit.id], name_font)


def _draw_decoys(
    p: QPainter,
    mp: ForcesMap,
    visible: Callable[[Hex], bool],
    colours: dict[str, QColor],
    font: QFont,
) -> None:
    """The placed decoys: pale dashed counters marked « ? »."""
    layout, size = mp.layout, mp.hex_size
    for decoy in mp.scenario.decoys:
        if decoy.position is None or not visible(decoy.position):
            continue
        x, y = layout.hex_to_pixel(decoy.position)
        colour = colours.get(decoy.side, QColor("#808080"))
        rect = _counter_rect(x, y, size)
        pen = QPen(colour.darker(150), max(1.0, size * 0.07), Qt.PenStyle.DashLine)
        p.setPen(pen)
        light = QColor(colour)
        light.setAlpha(90)
        p.setBrush(light)
        p.drawRoundedRect(rect, size * 0.08, size * 0.08)
        p.setFont(font)
        p.setPen(QColor("black"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")


def _draw_objectives(p: QPainter, mp: ForcesMap, visible: Callable[[Hex], bool]) -> None:
    """The objectives: a star at a hex's corner with its points."""
    layout, size = mp.layout, mp.hex_size
    small = QFont()
    small.setPixelSize(max(3, round(size * 0.22)))
    for o in mp.scenario.objectives:
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


def counter_name_font(p: QPainter, size: float, names: Iterable[str], room: float) -> QFont | None:
    """The font of the ``names`` under counters of hexes ``size`` (scene units)
    on ``p``'s device, one for all, in device pixels: ``NAME_MIN_PX`` high at
    least where half a hex allows it; semi-condensed, then a size smaller at a
    time down to ``NAME_FLOOR_PX``, until the widest fits in ``room`` (scene
    units). None when even ``NAME_FLOOR_PX`` is more than half a hex (far
    out): no names."""
    scale = device_scale(p)
    px = size * scale  # a hex's size on the device
    name_px = min(max(0.22 * px, NAME_MIN_PX), 0.5 * px)  # no higher than half a hex
    if name_px < NAME_FLOOR_PX:
        return None
    font = QFont()
    font.setPixelSize(math.floor(name_px))
    metrics = QFontMetricsF(font)
    widest = max(names, key=metrics.horizontalAdvance, default="")
    room_px = room * scale
    if metrics.horizontalAdvance(widest) > room_px:
        font.setStretch(QFont.Stretch.SemiCondensed)
        metrics = QFontMetricsF(font)
        while metrics.horizontalAdvance(widest) > room_px and font.pixelSize() > NAME_FLOOR_PX:
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
    return font


def counter_name_room(layout: Layout) -> float:
    """The width (scene units) a counter's name keeps to: its hex's, less a gap."""
    return layout.width - NAME_GAP * layout.size


def draw_counter_name(p: QPainter, x: float, top: float, name: str, font: QFont) -> None:
    """``name`` centred under a counter (``top``: its bottom edge, scene units),
    whole, on a light tag, in device pixels so that it stays crisp."""
    t = p.worldTransform()
    centre = t.map(QPointF(x, top))
    metrics = QFontMetricsF(font)
    p.save()
    p.resetTransform()
    p.setFont(font)
    width = metrics.horizontalAdvance(name)
    box = QRectF(centre.x() - width / 2 - 1, centre.y(), width + 2, metrics.height())
    halo = QColor(255, 255, 255, 170)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(halo)
    p.drawRoundedRect(box, 2, 2)
    p.setPen(QColor("black"))
    p.drawText(QPointF(centre.x() - width / 2, centre.y() + metrics.ascent()), name)
    p.restore()


def _text_colour(colour: QColor) -> QColor:
    return QColor("black") if colour.lightnessF() > 0.55 else QColor("white")


def _star(p: QPainter, cx: float, cy: float, r: float) -> None:
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
