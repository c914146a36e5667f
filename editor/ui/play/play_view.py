"""The play view: the map of a game, its pieces and highlights, zoom and pan.

The terrain is drawn by the editor's one map painter, given a copy of the
game's scenario without its units, decoys and deployment zones (a game draws
its pieces where the position puts them, and only as the side at the screen
knows them). Clicks and hovers are handed on as hex keys; what they mean is
the game controller's business.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QToolTip, QWidget

from editor.core.scenario import Scenario
from editor.render.map_painter import MapPainter, PaintOptions
from editor.rules.context import GameContext
from editor.rules.optional.view import Scene as OptScene
from editor.rules.terrain import hex_of, key
from editor.ui.fit_view import fit_whole, show_scroll_bars
from editor.ui.play.fog_legend import FogLegend
from editor.ui.play.fog_words import choice_of, fog_notes
from editor.ui.play.highlight_item import HighlightItem
from editor.ui.play.optional_items import GROUND_Z, DarknessItem, OptionalItem, ground
from editor.ui.play.pieces_item import PiecesItem
from editor.ui.play.sky_badge import SkyBadge
from editor.ui.terrain_item import TerrainItem

MIN_ZOOM, MAX_ZOOM, STEP = 0.1, 6.0, 1.25


def terrain_only(scenario: Scenario) -> Scenario:
    """The scenario as the game's map shows it: terrain, objectives and camps; no units,
    decoys, zones, sentinels or boats (the game draws its own pieces, choices,
    sentinels and boats, where the position puts them and only as the side at the
    screen knows them)."""
    sc = copy.copy(scenario)
    sc.units = []
    sc.decoys = []
    sc.sentinels = []
    sc.boats = []
    sc.sides = [copy.copy(s) for s in scenario.sides]
    for s in sc.sides:
        s.deployment = set()
    return sc


def side_colours(ctx: GameContext) -> list[QColor]:
    out = []
    for side in ctx.scenario.sides:
        c = QColor(side.colour)
        out.append(c if c.isValid() else QColor("gray"))
    return out


class PlayView(QGraphicsView):
    hexClicked = Signal(int, object, object)
    """Hex key, the ``Qt.MouseButton`` pressed and the ``Qt.KeyboardModifier`` held."""
    hexHovered = Signal(int)
    """Hex key under the cursor, -1 off the map."""
    zoomChanged = Signal(float)
    """The scale, after every zoom (the status bar shows it)."""

    def __init__(self, ctx: GameContext, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayView")
        self.ctx = ctx
        self.options = PaintOptions(language=language)
        scene = QGraphicsScene(self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.map_painter = MapPainter(terrain_only(ctx.scenario), ctx.ruleset)
        colours = side_colours(ctx)
        bounds = self.map_painter.bounds
        layout = lambda: self.map_painter.layout  # noqa: E731
        self.terrain = TerrainItem(self.map_painter, self.options)
        self.highlight = HighlightItem(layout, bounds, colours)
        self.pieces = PiecesItem(layout, bounds, colours)
        on_map = [hex_of(k) for k in sorted(ctx.terrain.on_map)]
        self.darkness = DarknessItem(layout, bounds, lambda: on_map)
        by_id = {side.id: colours[n] for n, side in enumerate(ctx.scenario.sides[: len(colours)])}
        self.optional = OptionalItem(layout, bounds, by_id)
        self.ground = OptionalItem(layout, bounds, by_id, ground, GROUND_Z)
        items = (self.terrain, self.darkness, self.highlight, self.ground, self.pieces)
        for item in (*items, self.optional):
            scene.addItem(item)
        margin = self.map_painter.layout.size * 2
        scene.setSceneRect(bounds().adjusted(-margin, -margin, margin, margin))
        self.setScene(scene)
        self._hover = -1
        self._pan_from: QPointF | None = None
        self._fitted = False
        """The whole map is shown, and stays so as the board is resized, until the
        person zooms."""
        self._set_fitted(True)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        # A child of the view, not of its viewport: the viewport's children scroll
        # with the map.
        self.sky = SkyBadge(language, lambda: self.map_painter.layout, self)
        self._place_sky()
        # What the sight limit, hidden units and darkness of this game hide, and not.
        self.legend = FogLegend(fog_notes(choice_of(ctx)), language, self)
        self.place_legend()

    def set_optional(self, scene: OptScene, units_at: dict, labels: dict[str, str]) -> None:
        """Annexe 3 as the side at the screen knows it: the board's overlays and the badge
        of the hour and the sky."""
        self.darkness.set_scene(scene)
        self.optional.set_scene(scene, units_at, labels)
        self.ground.set_scene(scene, units_at, labels)
        self.sky.set_scene(scene)

    def _place_sky(self) -> None:
        corner = self.viewport().geometry().topLeft()
        self.sky.move(corner.x() + 8, corner.y() + 8)
        self.sky.raise_()

    def place_legend(self) -> None:
        """The fog legend in the bottom-left corner of the viewport."""
        box = self.viewport().geometry()
        self.legend.move(box.left() + 8, box.bottom() - self.legend.height() - 8)
        self.legend.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_sky()
        self.place_legend()
        # The docks settle after the game is shown: the map keeps fitting the board.
        if self._fitted:
            self.fit_to_window()

    # -- geometry --------------------------------------------------------------

    def hex_at(self, x: float, y: float) -> int:
        h = self.map_painter.layout.pixel_to_hex(x, y)
        return key(h) if h in self.ctx.scenario.grid else -1

    def hex_centre(self, k: int) -> QPointF:
        return QPointF(*self.map_painter.layout.hex_to_pixel(hex_of(k)))

    def zoom(self) -> float:
        return self.transform().m11()

    def fit_to_window(self) -> None:
        """The whole map in the board (*View > Fit to window*, Ctrl+0)."""
        self._fitted = True
        fit_whole(self, self.map_painter.bounds())
        self.zoomChanged.emit(self.zoom())

    def _set_fitted(self, on: bool) -> None:
        """While the whole map is shown, no scroll bars (``fit_view``)."""
        self._fitted = on
        show_scroll_bars(self, not on)

    def zoom_in(self) -> None:
        self._scale_by(STEP)

    def zoom_out(self) -> None:
        self._scale_by(1 / STEP)

    def set_show_grid(self, on: bool) -> None:
        self.options.grid = on
        self.terrain.update()

    def set_show_labels(self, on: bool) -> None:
        self.options.labels = on
        self.terrain.update()

    def _scale_by(self, factor: float) -> None:
        current = self.zoom()
        factor = min(MAX_ZOOM, max(MIN_ZOOM, current * factor)) / current
        if abs(factor - 1) > 1e-9:
            self._set_fitted(False)
            self.scale(factor, factor)
            self.zoomChanged.emit(self.zoom())

    # -- events ----------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self._scale_by(STEP ** (delta / 120))
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        k = event.key()
        if k in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif k == Qt.Key.Key_Minus:
            self.zoom_out()
        elif k == Qt.Key.Key_0 and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.fit_to_window()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _key_at(self, event: QMouseEvent) -> int:
        p = self.mapToScene(event.position().toPoint())
        return self.hex_at(p.x(), p.y())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        elif event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            k = self._key_at(event)
            if k >= 0:
                self.hexClicked.emit(k, event.button(), event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            h, v = self.horizontalScrollBar(), self.verticalScrollBar()
            h.setValue(h.value() - round(delta.x()))
            v.setValue(v.value() - round(delta.y()))
        else:
            k = self._key_at(event)
            if k != self._hover:
                self._hover = k
                self.hexHovered.emit(k)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        event.accept()

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover != -1:
            self._hover = -1
            self.hexHovered.emit(-1)
        super().leaveEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        """An identified unit's full name as its counter's tooltip (the counter shows
        a short one); a marker the side cannot identify has none."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            p = self.mapToScene(event.pos())
            k = self.hex_at(p.x(), p.y())
            names = [
                self.ctx.pieces[m.index].name
                for m in self.pieces.marks
                if m.key == k and m.kind == "unit" and m.index >= 0
            ]
            if names:
                QToolTip.showText(event.globalPos(), names[0], self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()
