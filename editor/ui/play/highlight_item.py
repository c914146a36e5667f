"""What the play view draws over the map besides the pieces: the phase's highlights.

Reachable hexes shaded by cost (darker blue is dearer; orange where only the
road bonus reaches, which forbids combat), the path under the cursor, targets
ringed in red with their number of dice, hexes to click (deployment, entry,
retreat) in yellow, the units that can act ringed in green, each leader's
command range outlined, a line of sight with what blocks it, and a unit's
sight fan. One item, repainted as a whole: a few hundred polygons at most.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.core.hexes import neighbor
from editor.core.layout import Layout
from editor.rules.terrain import hex_of, key
from editor.ui.play.interaction import Highlights

REACH = QColor(40, 110, 230)
ROAD = QColor(240, 150, 20)
CHOICE = QColor(255, 215, 0)
TARGET = QColor(215, 25, 25)
READY = QColor(30, 170, 60)
REFUSED = QColor(120, 120, 120)
SEEN = QColor(255, 245, 150, 90)
PATH = QColor(255, 255, 255)


@dataclass(frozen=True, slots=True)
class SightLine:
    """A line of sight to draw: from, to, blocked at (-1: clear)."""

    a: int
    b: int
    blocked: int = -1


def _die(p: QPainter, x: float, y: float, r: float) -> None:
    """A small die (a white square with three pips): « this many dice »."""
    p.setPen(QPen(QColor("black"), r * 0.15))
    p.setBrush(QColor("white"))
    p.drawRoundedRect(QRectF(x - r, y - r, 2 * r, 2 * r), r * 0.3, r * 0.3)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("black"))
    for dx in (-0.5, 0.0, 0.5):
        p.drawEllipse(QPointF(x + dx * r, y - dx * r), r * 0.18, r * 0.18)


class HighlightItem(QGraphicsItem):
    def __init__(
        self,
        layout: Callable[[], Layout],
        bounds: Callable[[], QRectF],
        colours: list[QColor],
    ) -> None:
        super().__init__()
        self._layout = layout
        self._bounds = bounds
        self.colours = colours
        self.lights = Highlights()
        self.path: tuple[int, ...] = ()
        self.sight: SightLine | None = None
        self.fan: frozenset[int] = frozenset()
        self.trail: tuple[int, ...] = ()
        """The last move's path, drawn faintly."""
        self.side = 0
        self._areas: list[tuple[QPainterPath, list[QLineF]]] | None = None
        self.setZValue(4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_state(
        self,
        lights: Highlights,
        side: int,
        path: tuple[int, ...] = (),
        sight: SightLine | None = None,
        fan: frozenset[int] = frozenset(),
        trail: tuple[int, ...] = (),
    ) -> None:
        if lights is not self.lights or side != self.side:
            self._areas = None
        self.lights, self.side, self.path, self.sight = lights, side, path, sight
        self.fan, self.trail = fan, trail
        self.update()

    def _command_areas(self, layout: Layout) -> list[tuple[QPainterPath, list[QLineF]]]:
        """Each command range as one filled path and its outline, built once per state."""
        if self._areas is None:
            areas = []
            for _leader, area in self.lights.command:
                path = QPainterPath()
                path.setFillRule(Qt.FillRule.WindingFill)
                lines = []
                for k in area:
                    path.addPolygon(self._poly(layout, k))
                    h = hex_of(k)
                    for d in range(6):
                        if key(neighbor(h, d)) not in area:
                            (ax, ay), (bx, by) = layout.edge_endpoints(h, d)
                            lines.append(QLineF(ax, ay, bx, by))
                areas.append((path, lines))
            self._areas = areas
        return self._areas

    def boundingRect(self) -> QRectF:
        return self._bounds()

    # -- painting ----------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        layout = self._layout()
        s = layout.size
        lights = self.lights
        p = painter
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = max(p.worldTransform().m11(), 1e-6)
        if self.fan:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(SEEN)
            for k in self.fan:
                p.drawPolygon(self._poly(layout, k))
        self._command(p, layout, scale)
        if lights.reach:
            worst = max(lights.reach.values()) or 1
            font = QFont()
            font.setPixelSize(max(4, round(s * 0.34)))
            font.setBold(True)
            p.setFont(font)
            for k, cost in lights.reach.items():
                base = ROAD if k in lights.road else REACH
                fill = QColor(base)
                fill.setAlpha(60 + round(90 * cost / worst))
                p.setPen(QPen(base.darker(130), 1.2 / scale))
                p.setBrush(fill)
                poly = self._poly(layout, k)
                p.drawPolygon(poly)
                x, y = layout.hex_to_pixel(hex_of(k))
                p.setPen(QColor("white"))
                text = f"{cost}R" if k in lights.road else str(cost)
                p.drawText(
                    QRectF(x - s * 0.5, y + s * 0.3, s, s * 0.42),
                    Qt.AlignmentFlag.AlignCenter,
                    text,
                )
        if lights.choices:
            fill = QColor(CHOICE)
            fill.setAlpha(90)
            p.setPen(QPen(CHOICE.darker(140), 1.6 / scale))
            p.setBrush(fill)
            for k in lights.choices:
                p.drawPolygon(self._poly(layout, k))
        self._rings(p, layout, lights.ready, READY, 2.4 / scale)
        self._rings(p, layout, lights.refused, REFUSED, 1.6 / scale, Qt.PenStyle.DashLine)
        if self.trail and len(self.trail) > 1:
            pen = QPen(QColor(0, 0, 0, 110), max(2.0 / scale, s * 0.08))
            pen.setStyle(Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.drawPolyline(self._centres(layout, self.trail))
        if self.path and len(self.path) > 1:
            for colour, width in ((QColor(0, 0, 0, 180), s * 0.22), (PATH, s * 0.11)):
                pen = QPen(colour, max(2.0 / scale, width))
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                p.setPen(pen)
                p.drawPolyline(self._centres(layout, self.path))
            x, y = layout.hex_to_pixel(hex_of(self.path[-1]))
            p.setBrush(PATH)
            p.setPen(QPen(QColor("black"), 1.5 / scale))
            p.drawEllipse(QPointF(x, y), s * 0.16, s * 0.16)
        if lights.targets:
            font = QFont()
            font.setPixelSize(max(4, round(s * 0.32)))
            font.setBold(True)
            p.setFont(font)
            for k, dice in lights.targets.items():
                p.setPen(QPen(TARGET, max(3.0 / scale, s * 0.1)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPolygon(self._poly(layout, k, 0.92))
                x, y = layout.hex_to_pixel(hex_of(k))
                badge = QRectF(x + s * 0.15, y - s * 0.95, s * 0.8, s * 0.42)
                p.setPen(QPen(QColor("black"), 1.0 / scale))
                p.setBrush(TARGET)
                p.drawRoundedRect(badge, s * 0.08, s * 0.08)
                p.setPen(QColor("white"))
                number = QRectF(badge.left(), badge.top(), badge.width() * 0.5, badge.height())
                p.drawText(number, Qt.AlignmentFlag.AlignCenter, str(dice))
                _die(p, badge.left() + badge.width() * 0.68, badge.center().y(), s * 0.14)
        if lights.selected >= 0:
            poly = self._poly(layout, lights.selected, 0.96)
            p.setBrush(Qt.BrushStyle.NoBrush)
            for colour, width in ((QColor("black"), 5.0), (QColor("white"), 2.5)):
                p.setPen(QPen(colour, width / scale))
                p.drawPolygon(poly)
        if lights.attack[0] >= 0:
            self._arrow(p, layout, *lights.attack, s)
        if self.sight is not None:
            self._sight(p, layout, scale)
        p.restore()

    def _command(self, p: QPainter, layout: Layout, scale: float) -> None:
        """Each leader's command range: the outline of the hexes within it."""
        if not self.lights.command:
            return
        colour = QColor(self.colours[self.side] if self.side < len(self.colours) else "gray")
        pen = QPen(colour.darker(110), 2.2 / scale, Qt.PenStyle.DashLine)
        tint = QColor(colour)
        tint.setAlpha(28)
        for path, lines in self._command_areas(layout):
            p.fillPath(path, tint)
            p.setPen(pen)
            p.drawLines(lines)

    def _rings(
        self,
        p: QPainter,
        layout: Layout,
        keys: Iterable[int],
        colour: QColor,
        width: float,
        style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    ) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, width, style))
        for k in keys:
            p.drawPolygon(self._poly(layout, k, 0.86))

    def _arrow(self, p: QPainter, layout: Layout, a: int, b: int, s: float) -> None:
        """The combat under way: an arrow from the attacker to the defender."""
        pa = QPointF(*layout.hex_to_pixel(hex_of(a)))
        pb = QPointF(*layout.hex_to_pixel(hex_of(b)))
        line = QLineF(pa, pb)
        if line.length() < 1e-6:
            return
        line.setLength(max(0.0, line.length() - s * 0.45))
        tip = line.p2()
        for colour, width in ((QColor(0, 0, 0, 170), s * 0.2), (TARGET, s * 0.11)):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(line)
        unit = line.unitVector()
        dx, dy = unit.dx(), unit.dy()
        head = s * 0.32
        left = QPointF(tip.x() - dx * head - dy * head * 0.6, tip.y() - dy * head + dx * head * 0.6)
        right = QPointF(
            tip.x() - dx * head + dy * head * 0.6, tip.y() - dy * head - dx * head * 0.6
        )
        p.setPen(QPen(QColor("black"), s * 0.04))
        p.setBrush(TARGET)
        p.drawPolygon(QPolygonF([tip + QPointF(dx * head * 0.3, dy * head * 0.3), left, right]))

    def _sight(self, p: QPainter, layout: Layout, scale: float) -> None:
        line = self.sight
        assert line is not None
        a = QPointF(*layout.hex_to_pixel(hex_of(line.a)))
        b = QPointF(*layout.hex_to_pixel(hex_of(line.b)))
        s = layout.size
        clear = line.blocked < 0
        colour = QColor(30, 180, 60) if clear else QColor(220, 30, 30)
        for c, w in ((QColor(0, 0, 0, 160), 5.0), (colour, 2.6)):
            pen = QPen(c, w / scale)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(QLineF(a, b))
        p.setBrush(colour)
        p.setPen(QPen(QColor("black"), 1.2 / scale))
        p.drawEllipse(a, s * 0.14, s * 0.14)
        if not clear:
            p.setBrush(QBrush(QColor(220, 30, 30, 70)))
            p.setPen(QPen(QColor(220, 30, 30), 3.0 / scale))
            p.drawPolygon(self._poly(layout, line.blocked, 0.9))
            x, y = layout.hex_to_pixel(hex_of(line.blocked))
            r = s * 0.3
            p.drawLine(QLineF(x - r, y - r, x + r, y + r))
            p.drawLine(QLineF(x - r, y + r, x + r, y - r))

    @staticmethod
    def _poly(layout: Layout, k: int, shrink: float = 1.0) -> QPolygonF:
        h = hex_of(k)
        cx, cy = layout.hex_to_pixel(h)
        return QPolygonF(
            [QPointF(cx + (x - cx) * shrink, cy + (y - cy) * shrink) for x, y in layout.corners(h)]
        )

    @staticmethod
    def _centres(layout: Layout, keys: tuple[int, ...]) -> QPolygonF:
        return QPolygonF([QPointF(*layout.hex_to_pixel(hex_of(k))) for k in keys])
