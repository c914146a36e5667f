"""The one graphics item that shows the map: it hands its exposed rectangle to the painter.

As in Tiled's layer item, the item knows nothing about terrain: the shared
``MapPainter`` (also used by the exports) draws only what Qt asks for. No
QGraphicsItem per hex.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.render.map_painter import MapPainter, PaintOptions


class TerrainItem(QGraphicsItem):
    def __init__(
        self,
        map_painter: MapPainter,
        options: PaintOptions | None = None,
        drawn: Callable[[], None] | None = None,
    ) -> None:
        """``drawn``: called once, after the first paint that left no tile unfinished."""
        super().__init__()
        self.map_painter = map_painter
        self.options = options if options is not None else PaintOptions()
        self._bounds = map_painter.bounds()
        self._finishing = False
        self._drawn = drawn
        # exposedRect is only filled in with this flag: paint just that part.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def geometry_changed(self) -> None:
        """The painter's map changed size or orientation."""
        self.prepareGeometryChange()
        self._bounds = self.map_painter.bounds()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        exposed = option.exposedRect
        self.map_painter.paint(painter, exposed, painter.worldTransform().m11(), self.options)
        if getattr(self.map_painter, "incomplete", False) and not self._finishing:
            # The painter kept within one frame and drew some tiles from its
            # overview: ask for another paint to finish them.
            self._finishing = True
            # tied to the scene: gone with it (and with this item) before the turn
            QTimer.singleShot(0, self.scene(), self._finish)
        elif self._drawn is not None:
            drawn, self._drawn = self._drawn, None
            drawn()

    def _finish(self) -> None:
        self._finishing = False
        self.update()
