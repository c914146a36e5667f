"""Tool feedback drawn above the map: hovered hexes, the nearest edge, the selection,
and the ghost of where a copy onto the other half would write.

One item for all feedback, repainting only the rectangles that changed, so
hovering over a big map costs a few small updates and never a map repaint.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.core.hexes import Hex, neighbor
from editor.core.layout import Layout

HOVER_COLOUR = QColor(255, 255, 255)
HOVER_SHADOW = QColor(0, 0, 0)
EDGE_COLOUR = QColor(255, 200, 0)
REFUSED_COLOUR = QColor(220, 30, 30)
SELECTION_FILL = QColor(60, 140, 255, 70)
SELECTION_PEN = QColor(30, 90, 220)
GHOST_FILL = QColor(255, 140, 0, 70)
GHOST_PEN = QColor(230, 100, 0)
MAX_FILLED_HEXES = 3000
"""Past this many visible selected hexes, only the selection's outline is drawn."""


class ToolOverlayItem(QGraphicsItem):
    """Outlines of hovered hexes, one highlighted edge and the selected hexes."""

    def __init__(self, layout: Callable[[], Layout], bounds: Callable[[], QRectF]) -> None:
        super().__init__()
        self._layout = layout
        self._bounds = bounds
        self._rect = QRectF()
        self.hexes: list[Hex] = []
        self.edge: tuple[Hex, int, bool] | None = None
        self.selection: set[Hex] = set()
        self.ghost: frozenset[Hex] = frozenset()
        self._ghost_outline: list[QLineF] = []
        self._centres: list[tuple[float, float, Hex]] = []
        self._outline: list[QLineF] = []
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.geometry_changed()

    # -- state --------------------------------------------------------------

    def geometry_changed(self) -> None:
        """The map's size or orientation changed."""
        self._prepare_selection()
        self.prepareGeometryChange()
        margin = self._layout().size * 2
        self._rect = self._bounds().adjusted(-margin, -margin, margin, margin)
        self.update()

    def set_hexes(self, hexes: Iterable[Hex]) -> None:
        new = list(hexes)
        if new != self.hexes:
            self._refresh(self.hexes)
            self.hexes = new
            self._refresh(new)

    def set_edge(self, h: Hex | None, d: int = 0, allowed: bool = True) -> None:
        new = None if h is None else (h, d, allowed)
        if new != self.edge:
            if self.edge is not None:
                self._refresh([self.edge[0]])
            self.edge = new
            if new is not None:
                self._refresh([new[0]])

    def set_selection(self, hexes: set[Hex]) -> None:
        if hexes != self.selection:
            self._refresh(self.selection ^ hexes)
            self.selection = set(hexes)
            self._prepare_selection()

    def set_ghost(self, hexes: frozenset[Hex]) -> None:
        """The hexes a pending copy would overwrite: filled orange, outlined dashed."""
        if hexes != self.ghost:
            self._refresh(self.ghost ^ hexes)
            self.ghost = hexes
            self._ghost_outline = _outline(self._layout(), hexes)

    def _prepare_selection(self) -> None:
        """Centres and outer sides of the selection, computed once per change."""
        layout = self._layout()
        selection = self.selection
        self._centres = [(*layout.hex_to_pixel(h), h) for h in selection]
        self._outline = _outline(layout, selection)
        self._ghost_outline = _outline(layout, self.ghost)

    def clear_feedback(self) -> None:
        """Forget hover and edge feedback (the selection stays)."""
        self.set_hexes([])
        self.set_edge(None)

    def _refresh(self, hexes: Iterable[Hex]) -> None:
        hexes = list(hexes)
        if not hexes:
            return
        layout = self._layout()
        xs, ys = [], []
        for h in hexes:
            x, y = layout.hex_to_pixel(h)
            xs.append(x)
            ys.append(y)
        pad = layout.size * 1.2
        self.update(
            QRectF(
                min(xs) - pad,
                min(ys) - pad,
                max(xs) - min(xs) + 2 * pad,
                max(ys) - min(ys) + 2 * pad,
            )
        )

    # -- QGraphicsItem ------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect
        layout = self._layout()
        scale = max(painter.worldTransform().m11(), 1e-6)
        if self.selection:
            pad = layout.size
            left, right = exposed.left() - pad, exposed.right() + pad
            top, bottom = exposed.top() - pad, exposed.bottom() + pad
            visible = [h for x, y, h in self._centres if left <= x <= right and top <= y <= bottom]
            if len(visible) <= MAX_FILLED_HEXES:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(SELECTION_FILL))
                for h in visible:
                    painter.drawPolygon(_polygon(layout, h))
            painter.setPen(QPen(SELECTION_PEN, 2.0 / scale))
            painter.drawLines(self._outline)
        if self.ghost:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(GHOST_FILL))
            if len(self.ghost) <= MAX_FILLED_HEXES:
                for h in self.ghost:
                    painter.drawPolygon(_polygon(layout, h))
            pen = QPen(GHOST_PEN, 2.5 / scale)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLines(self._ghost_outline)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((HOVER_SHADOW, 3.5), (HOVER_COLOUR, 1.5)):
            painter.setPen(QPen(colour, width / scale))
            for h in self.hexes:
                painter.drawPolygon(_polygon(layout, h))
        if self.edge is not None:
            h, d, allowed = self.edge
            (ax, ay), (bx, by) = layout.edge_endpoints(h, d)
            colour = EDGE_COLOUR if allowed else REFUSED_COLOUR
            pen = QPen(colour, max(4.0 / scale, layout.size * 0.12))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QLineF(ax, ay, bx, by))


def _outline(layout: Layout, hexes: set[Hex] | frozenset[Hex]) -> list[QLineF]:
    """The sides of ``hexes`` that face a hex outside them."""
    lines = []
    for h in hexes:
        for d in range(6):
            if neighbor(h, d) not in hexes:
                (ax, ay), (bx, by) = layout.edge_endpoints(h, d)
                lines.append(QLineF(ax, ay, bx, by))
    return lines


def _polygon(layout: Layout, h: Hex) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in layout.corners(h)])
