"""A balance run's heat map over the editor's map: *View > Balance Heat Map*.

One ``HeatItem`` sits in the map scene above the terrain (like the ambush
zones) while the action is checked; it is dumb: its ``paint`` calls
``editor.render.heatmap.draw_heat_hexes``, the function that draws the report's
pictures. The action is enabled only while a report is shown, off by default,
and switched off when the report closes.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsView,
    QMainWindow,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.core.hexes import Hex
from editor.render.heatmap import draw_heat_hexes
from editor.render.map_painter import MapPainter
from editor.ui.balance.host import BalanceWindow

HEAT_Z = 6.0
"""Above the terrain (0) and the ambush zones (5), below the tools' overlay (10)."""


class HeatItem(QGraphicsItem):
    """Paints one heat map (values per hex) over the whole map."""

    def __init__(self, overlay: HeatOverlay) -> None:
        super().__init__()
        self._overlay = overlay
        self.setZValue(HEAT_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._overlay.painter().bounds()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        draw_heat_hexes(
            painter,
            self._overlay.painter(),
            self._overlay.values,
            QColor(self._overlay.colour),
            exposed=option.exposedRect,
        )


class HeatOverlay(QObject):
    def __init__(self, window: QMainWindow, parts: BalanceWindow) -> None:
        super().__init__(window)
        self._window = window
        self._parts = parts
        self.values: dict[Hex, float] = {}
        self.colour = "#d7301f"
        self.item: HeatItem | None = None
        self.action = QAction(self.tr("Balance Heat Map"), window)
        self.action.setObjectName("view_balance_heat")
        self.action.setCheckable(True)
        self.action.setEnabled(False)
        self.action.setStatusTip(
            self.tr("Show the heat map of the balance report over the map (Play > Balance test…)")
        )
        self.action.toggled.connect(self._on_toggled)
        _view_menu(window).addAction(self.action)

    def painter(self) -> MapPainter:
        return self._map_shown()[1]

    def _map_shown(self) -> tuple[QGraphicsView, MapPainter]:
        """The map in the window's centre and its painter: the editor's, or a game's
        board while one is shown (a report opened from the play view is drawn over
        the board)."""
        central = self._window.centralWidget()
        views = [central] if isinstance(central, QGraphicsView) else []
        if central is not None:
            views += central.findChildren(QGraphicsView)
        for view in views:
            painter = getattr(view, "map_painter", None)  # the editor's view, a game's board
            if isinstance(painter, MapPainter):
                return view, painter
        return self._parts.view, self._parts.view.map_painter

    def show_values(self, values: Mapping[Hex, float], colour: str) -> None:
        """The map to show (drawn at once if the overlay is on)."""
        self.values = dict(values)
        self.colour = colour
        self.action.setEnabled(True)
        self._place()

    def clear(self) -> None:
        """The report closed: the overlay goes and its switch with it."""
        self.action.setChecked(False)
        self.action.setEnabled(False)
        self.values = {}

    def _on_toggled(self, _on: bool) -> None:
        self._place()

    def _place(self) -> None:
        """The item over the map shown while the switch is on; nowhere when it is off."""
        view = self._map_shown()[0] if self.action.isChecked() else None
        if self.item is not None and (view is None or self.item.scene() is not view.scene()):
            scene = self.item.scene()
            if scene is not None:
                scene.removeItem(self.item)
            self.item = None
        if view is not None and self.item is None:
            self.item = HeatItem(self)
            view.scene().addItem(self.item)
            # A game's board goes with its game: the map shown then gets the item.
            if view is not self._parts.view:
                view.destroyed.connect(self._on_view_gone)
        if self.item is not None:
            self.item.prepareGeometryChange()
            self.item.update()

    def _on_view_gone(self) -> None:
        self.item = None  # deleted with its scene
        QTimer.singleShot(0, self, self._place)


def _view_menu(window: QMainWindow) -> QMenu:
    """The menu bar's View menu, where the other overlays are switched."""
    from PySide6.QtCore import QCoreApplication

    titles = {QCoreApplication.translate("MainActions", "&View"), "&View"}
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() in titles:
            return menu
    return window.menuBar().addMenu(QCoreApplication.translate("HeatOverlay", "&View"))


__all__ = ["HeatItem", "HeatOverlay"]
