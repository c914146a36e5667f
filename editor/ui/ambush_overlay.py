"""View > Ambush Zones (L'Art de la Guerre): the V4 ambush zones over the map.

Three checkable actions in the View menu: the zones themselves, "Light Troops"
(7 UD) and "Defender on North Edge". When shown, one ``AmbushItem`` sits in the
map scene above the terrain and below the tools' feedback; it is dumb (its
``paint`` calls ``editor.render.ambush_art.draw_ambush``). The controller
listens to the document's one ``changed`` event and recomputes the overlay
lazily, on the next paint, so that a brush stroke costs nothing more.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QMainWindow,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.core.edits import Change
from editor.generate.ambush import AmbushOverlay, ambush_overlay
from editor.render.ambush_art import draw_ambush
from editor.ui.document import Document

AMBUSH_Z = 5.0
"""Above the terrain item (0), below the tools' overlay (10)."""


class AmbushItem(QGraphicsItem):
    """Paints an ``AmbushOverlay`` over the whole map; knows nothing of the document."""

    def __init__(
        self,
        overlay: Callable[[], AmbushOverlay],
        scene_painter: Callable[[], object],
        language: Callable[[], str],
    ) -> None:
        super().__init__()
        self._overlay = overlay
        self._painter = scene_painter
        self._language = language
        self.setZValue(AMBUSH_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def geometry_changed(self) -> None:
        self.prepareGeometryChange()

    def boundingRect(self) -> QRectF:
        return self._painter().bounds()  # type: ignore[attr-defined, no-any-return]

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        mp = self._painter()
        exposed = option.exposedRect  # type: ignore[attr-defined]
        draw_ambush(
            painter,
            mp.layout,  # type: ignore[attr-defined]
            self._overlay(),
            self._language(),
            exposed,
            mp.style,  # type: ignore[attr-defined]
        )


class AmbushOverlayController(QObject):
    """The three View actions, the item in the scene, and the overlay it shows."""

    def __init__(self, main_window: QMainWindow, document: Document) -> None:
        super().__init__(main_window)
        self._window = main_window
        self.document = document
        self._overlay: AmbushOverlay | None = None
        self.item: AmbushItem | None = None
        self.show_action = QAction(
            QCoreApplication.translate("AmbushOverlay", "Ambush Zones (L'Art de la Guerre)"),
            main_window,
        )
        self.show_action.setObjectName("view_ambush_zones")
        self.show_action.setCheckable(True)
        self.show_action.setStatusTip(
            QCoreApplication.translate(
                "AmbushOverlay",
                "Show the L'Art de la Guerre V4 ambush zones and the ground where troops can hide",
            )
        )
        self.light_action = QAction(
            QCoreApplication.translate("AmbushOverlay", "Light Troops"), main_window
        )
        self.light_action.setObjectName("view_ambush_light")
        self.light_action.setCheckable(True)
        self.light_action.setStatusTip(
            QCoreApplication.translate(
                "AmbushOverlay", "Ambush zones of light troops: 7 UD instead of 5"
            )
        )
        self.north_action = QAction(
            QCoreApplication.translate("AmbushOverlay", "Defender on North Edge"), main_window
        )
        self.north_action.setObjectName("view_ambush_north")
        self.north_action.setCheckable(True)
        self.north_action.setStatusTip(
            QCoreApplication.translate(
                "AmbushOverlay", "The defender's table edge is the north edge"
            )
        )
        self.show_action.toggled.connect(self._on_show_toggled)
        self.light_action.toggled.connect(self._on_options_toggled)
        self.north_action.toggled.connect(self._on_options_toggled)
        document.changed.connect(self._on_document_changed)
        self._on_show_toggled(False)

    # --- what is shown ------------------------------------------------------------

    def overlay(self) -> AmbushOverlay:
        """The overlay for the current map and options (recomputed after a change)."""
        if self._overlay is None:
            self._overlay = ambush_overlay(
                self.document.scenario,
                light=self.light_action.isChecked(),
                defender_edge="N" if self.north_action.isChecked() else "S",
            )
        return self._overlay

    def _scene(self):  # type: ignore[no-untyped-def]
        return self._window.view.map_scene()  # type: ignore[attr-defined]

    def _language(self) -> str:
        return str(getattr(self._window, "language", "fr"))

    # --- handlers -----------------------------------------------------------------

    def _on_show_toggled(self, on: bool) -> None:
        self.light_action.setEnabled(on)
        self.north_action.setEnabled(on)
        scene = self._scene()
        if on and self.item is None:
            self._overlay = None
            self.item = AmbushItem(self.overlay, lambda: scene.map_painter, self._language)
            scene.addItem(self.item)
        elif not on and self.item is not None:
            scene.removeItem(self.item)
            self.item = None

    def _on_options_toggled(self, _on: bool) -> None:
        self._overlay = None
        if self.item is not None:
            self.item.update()

    def _on_document_changed(self, change: object) -> None:
        if not isinstance(change, Change):
            return
        if not (change.everything or change.hexes):
            return
        self._overlay = None
        if self.item is None:
            return
        if change.everything:
            self.item.geometry_changed()
        self.item.update()


def _view_menu(main_window: QMainWindow) -> QMenu:
    """The menu bar's View menu (built by ``MainActions``), or a new one."""
    bar = main_window.menuBar()
    titles = {QCoreApplication.translate("MainActions", "&View"), "&View"}
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() in titles:
            return menu
    return bar.addMenu(QCoreApplication.translate("AmbushOverlay", "&View"))


def install_ambush_overlay(main_window: QMainWindow, document: Document) -> AmbushOverlayController:
    """Add the ambush-zone actions to the View menu of ``main_window``."""
    controller = AmbushOverlayController(main_window, document)
    menu = _view_menu(main_window)
    menu.addSeparator()
    menu.addAction(controller.show_action)
    menu.addAction(controller.light_action)
    menu.addAction(controller.north_action)
    main_window.ambush_overlay = controller  # type: ignore[attr-defined]
    return controller
