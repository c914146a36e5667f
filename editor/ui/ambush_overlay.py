"""View > Ambush Zones (L'Art de la Guerre): the V4 ambush zones over the map.

Three checkable actions in the View menu: the zones themselves, "Light Troops"
(7 UD) and "Defender on North Edge". When shown, one ``AmbushItem`` sits in the
map scene above the terrain and below the tools' feedback; it is dumb (its
``paint`` calls ``editor.render.ambush_art.draw_ambush``). The controller
listens to the document's one ``changed`` event and recomputes the overlay
lazily, on the next paint, so that a brush stroke costs nothing more.

While shown, an ``AmbushLegend`` in the view's lower left corner keys the
zones and the words in the hexes, and the status bar explains the hex under
the cursor (a note added to ``MapStatusBar.hex_notes``). Their words are the
sheet's (``ambush_art``), in the window's language. The zones are computed
(``generate.ambush``) and drawn (``render.ambush_art``) once shown: their
modules are imported then, not before the window's first paint.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QGraphicsItem,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QStyleOptionGraphicsItem,
    QWidget,
)

from editor.core.edits import Change
from editor.core.hexes import Hex
from editor.render.geometry import painting_on
from editor.render.style import Style
from editor.ui.document import Document

if TYPE_CHECKING:  # the zones are computed and drawn once shown, not at start
    from editor.generate.ambush import AmbushOverlay
    from editor.render.map_painter import MapPainter
    from editor.ui.map_scene import MapScene
    from editor.ui.map_view import MapView
    from editor.ui.status_bar import MapStatusBar
    from editor.ui.tool_state import ToolState


class AmbushWindow(Protocol):
    """What the ambush zones need of the main window."""

    view: MapView
    """The map: its scene holds the item, its corner the legend."""
    language: str
    status: MapStatusBar
    """Its hex notes get the zone of the hex under the cursor."""
    tool_state: ToolState
    """Changed when the language is."""


AMBUSH_Z = 5.0
"""Above the terrain item (0), below the tools' overlay (10)."""
LEGEND_DELAY_MS = 300


class AmbushItem(QGraphicsItem):
    """Paints an ``AmbushOverlay`` over the whole map; knows nothing of the document."""

    def __init__(
        self,
        overlay: Callable[[], AmbushOverlay],
        scene_painter: Callable[[], MapPainter],
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
        return self._painter().bounds()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        from editor.render.ambush_art import draw_ambush

        mp = self._painter()
        exposed = option.exposedRect
        draw_ambush(
            painter,
            mp.layout,
            self._overlay(),
            self._language(),
            exposed,
            mp.style,
        )


class AmbushLegend(QFrame):
    """The overlay's key, over the view's lower left corner: both zones and each
    word used in the hexes, with the swatches the map and the sheet use."""

    MARGIN = 10
    WIDTH = 340

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self.setObjectName("AmbushLegend")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#AmbushLegend { background: rgba(255, 255, 255, 230);"
            " border: 1px solid #8a8a80; border-radius: 4px; }"
        )
        self._view = view
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(8, 6, 8, 8)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(3)
        self.captions: list[str] = []
        """The lines shown, title first (for tests and screen readers)."""
        view.installEventFilter(self)
        self.hide()

    def show_overlay(self, overlay: AmbushOverlay, lang: str, style: Style | None) -> None:
        from editor.render.ambush_art import legend_lines, text

        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        title = QLabel(f"<b>{text('title', lang)}</b>")
        self._grid.addWidget(title, 0, 0, 1, 2)
        self.captions = [text("title", lang)]
        for row, (kind, caption) in enumerate(legend_lines(overlay, lang), start=1):
            swatch = QLabel()
            swatch.setPixmap(_swatch(kind, lang, style))
            swatch.setAlignment(Qt.AlignmentFlag.AlignTop)
            label = QLabel(caption)
            label.setWordWrap(True)
            self._grid.addWidget(swatch, row, 0)
            self._grid.addWidget(label, row, 1)
            self.captions.append(caption)
        self._grid.setColumnStretch(1, 1)
        self.setFixedWidth(self.WIDTH)
        self.adjustSize()
        self._place()
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        """In the viewport's lower left corner, clear of the scroll bars."""
        area = self._view.viewport().geometry()
        self.adjustSize()
        self.move(area.left() + self.MARGIN, area.bottom() - self.height() - self.MARGIN)


def _swatch(kind: str, lang: str, style: Style | None) -> QPixmap:
    from editor.render.ambush_art import draw_swatch

    pixmap = QPixmap(44, 18)
    pixmap.fill(Qt.GlobalColor.transparent)
    with painting_on(pixmap) as p:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw_swatch(p, QRectF(2, 3, 40, 12), kind, lang, style)
    return pixmap


class AmbushOverlayController(QObject):
    """The three View actions, the item in the scene, and the overlay it shows."""

    def __init__(self, main_window: QMainWindow, parts: AmbushWindow, document: Document) -> None:
        super().__init__(main_window)
        self._parts = parts
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
        self.legend = AmbushLegend(parts.view)
        self._legend_key: tuple[AmbushOverlay, str] | None = None
        # After an edit the legend follows once the strokes pause: the overlay
        # is recomputed lazily, not on every hex of a brush stroke.
        self._legend_timer = QTimer(self)
        self._legend_timer.setSingleShot(True)
        self._legend_timer.setInterval(LEGEND_DELAY_MS)
        self._legend_timer.timeout.connect(self.refresh_legend)
        self._on_show_toggled(False)

    # --- what is shown ------------------------------------------------------------

    def overlay(self) -> AmbushOverlay:
        """The overlay for the current map and options (recomputed after a change)."""
        if self._overlay is None:
            from editor.generate.ambush import ambush_overlay

            self._overlay = ambush_overlay(
                self.document.scenario,
                light=self.light_action.isChecked(),
                defender_edge="N" if self.north_action.isChecked() else "S",
            )
        return self._overlay

    def describe(self, h: Hex, lang: str) -> str:
        """The status bar's note on ``h``: its zone and who may hide there."""
        if self.item is None:
            return ""
        from editor.render.ambush_art import describe_hex

        return describe_hex(self.overlay(), h, lang)

    def refresh_legend(self) -> None:
        if self.item is None:
            self._legend_key = None
            self.legend.hide()
            return
        overlay, lang = self.overlay(), self._language()
        key = (overlay, lang)  # overlays compare by identity: a new one after each change
        if key == self._legend_key:
            return
        self._legend_key = key
        style = self._scene().map_painter.style
        self.legend.show_overlay(overlay, lang, style)

    def _scene(self) -> MapScene:
        return self._parts.view.map_scene()

    def _language(self) -> str:
        return self._parts.language

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
        self.refresh_legend()

    def _on_options_toggled(self, _on: bool) -> None:
        self._overlay = None
        if self.item is not None:
            self.item.update()
        self.refresh_legend()

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
        self._legend_timer.start()


def _view_menu(main_window: QMainWindow) -> QMenu:
    """The menu bar's View menu (built by ``MainActions``), or a new one."""
    bar = main_window.menuBar()
    titles = {QCoreApplication.translate("MainActions", "&View"), "&View"}
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() in titles:
            return menu
    return bar.addMenu(QCoreApplication.translate("AmbushOverlay", "&View"))


def install_ambush_overlay(
    main_window: QMainWindow, parts: AmbushWindow, document: Document
) -> AmbushOverlayController:
    """Add the ambush-zone actions to the View menu of ``main_window``; the window
    keeps the controller (``MainWindow.ambush_overlay``)."""
    controller = AmbushOverlayController(main_window, parts, document)
    menu = _view_menu(main_window)
    menu.addSeparator()
    menu.addAction(controller.show_action)
    menu.addAction(controller.light_action)
    menu.addAction(controller.north_action)
    parts.status.hex_notes.append(controller.describe)
    parts.tool_state.changed.connect(controller.refresh_legend)  # the language may have changed
    return controller
