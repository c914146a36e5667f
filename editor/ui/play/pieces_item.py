"""The pieces of a game, drawn from their marks (``board.PieceMark``) and nothing else.

A counter in the side's colour: an identified unit shows its class letter, its
plaquettes as pips and its name; a marker the viewer cannot identify shows
its number only, on a hatched counter; a decoy a « ? ». A unit that has acted
this turn is dimmed; one the enemy still sees as a marker carries its number
in a dashed corner. ``marks`` is all the painter reads, which is what a test
of the fog of war checks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.core.layout import Layout
from editor.render.forces_art import counter_name_font, counter_name_room, draw_counter_name
from editor.rules.terrain import hex_of
from editor.ui.play.board import PieceMark


def text_colour(colour: QColor) -> QColor:
    return QColor("black") if colour.lightnessF() > 0.55 else QColor("white")


class PiecesItem(QGraphicsItem):
    def __init__(
        self, layout: Callable[[], Layout], bounds: Callable[[], QRectF], colours: Sequence[QColor]
    ) -> None:
        super().__init__()
        self._layout = layout
        self._bounds = bounds
        self.colours = list(colours)
        self.marks: list[PieceMark] = []
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_marks(self, marks: list[PieceMark]) -> None:
        if marks != self.marks:
            self.marks = list(marks)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        layout = self._layout()
        size = layout.size
        exposed = option.exposedRect.adjusted(-size, -size, size, size)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        big = QFont()
        big.setPixelSize(max(4, round(size * 0.5)))
        big.setBold(True)
        small = QFont()
        small.setPixelSize(max(3, round(size * 0.26)))
        names = counter_name_font(
            painter,
            size,
            (m.name for m in self.marks if m.kind == "unit"),
            counter_name_room(layout),
        )
        for mark in self.marks:
            x, y = layout.hex_to_pixel(hex_of(mark.key))
            if not exposed.contains(QPointF(x, y)):
                continue
            self._counter(painter, mark, x, y, size, (big, small, names))
        painter.restore()

    def _counter(
        self,
        p: QPainter,
        mark: PieceMark,
        x: float,
        y: float,
        size: float,
        fonts: tuple[QFont, QFont, QFont | None],
    ) -> None:
        big, small, names = fonts  # the letter, a marker's number, the name (or none)
        colour = QColor(self.colours[mark.side] if mark.side < len(self.colours) else "gray")
        spent = mark.moved or mark.fought
        w, h = size * 1.1, size * 0.78
        rect = QRectF(x - w / 2, y - h / 2 - size * 0.08, w, h)
        line = max(0.8, size * 0.05)
        if mark.kind == "marker":
            p.setPen(QPen(colour.darker(160), line * 1.4))
            p.setBrush(colour.lighter(130))
            p.drawRoundedRect(rect, size * 0.1, size * 0.1)
            hatch = QColor(colour.darker(140))
            hatch.setAlpha(110)
            p.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))
            p.drawRoundedRect(rect, size * 0.1, size * 0.1)
            p.setFont(big)
            p.setPen(text_colour(colour.lighter(130)))
            p.drawText(
                rect, Qt.AlignmentFlag.AlignCenter, f"#{mark.marker}" if mark.marker else "?"
            )
            return
        fill = QColor(colour)
        if spent:
            fill = fill.lighter(150)
        pen = QPen(QColor("black"), line)
        if mark.kind == "decoy":
            pen.setStyle(Qt.PenStyle.DashLine)
            fill.setAlpha(140)
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(rect, size * 0.1, size * 0.1)
        p.setFont(big)
        p.setPen(text_colour(fill))
        top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.72)
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, mark.letter)
        if mark.kind == "unit" and mark.full:
            self._pips(p, mark, rect, size)
        if mark.activated and not spent:
            # Activated this turn (by a leader or an order): a green tick in the corner.
            r = size * 0.16
            c = QPointF(rect.left() + r * 0.6, rect.top() + r * 0.6)
            p.setPen(QPen(QColor("black"), line * 0.8))
            p.setBrush(QColor(40, 170, 70))
            p.drawEllipse(c, r, r)
            tick = QPen(QColor("white"), max(0.8, r * 0.35))
            tick.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(tick)
            p.drawPolyline(
                [
                    QPointF(c.x() - r * 0.5, c.y()),
                    QPointF(c.x() - r * 0.1, c.y() + r * 0.4),
                    QPointF(c.x() + r * 0.5, c.y() - r * 0.4),
                ]
            )
        if mark.hidden_to_enemy and mark.marker:
            corner = QRectF(
                rect.right() - size * 0.42, rect.top() - size * 0.2, size * 0.5, size * 0.3
            )
            p.setPen(QPen(QColor("black"), line * 0.8, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 220))
            p.drawRoundedRect(corner, size * 0.05, size * 0.05)
            p.setFont(small)
            p.setPen(QColor("black"))
            p.drawText(corner, Qt.AlignmentFlag.AlignCenter, f"#{mark.marker}")
        if mark.name and names is not None:
            # As the editor's counters: the short name, whole, never under 7 px.
            draw_counter_name(p, x, rect.bottom() + size * 0.02, mark.name, names)

    def _pips(self, p: QPainter, mark: PieceMark, rect: QRectF, size: float) -> None:
        """One pip per plaquette the unit started with: filled while it still has it."""
        n = mark.full
        r = size * 0.07
        gap = r * 2.6
        y = rect.bottom() - size * 0.14
        x0 = rect.center().x() - gap * (n - 1) / 2
        for i in range(n):
            alive = i < mark.plaquettes
            p.setPen(QPen(QColor("black"), max(0.5, size * 0.025)))
            p.setBrush(QColor("white") if alive else QColor(0, 0, 0, 0))
            p.drawEllipse(QPointF(x0 + i * gap, y), r, r)
