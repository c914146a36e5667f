"""The map view: zoom, pan, and mouse events handed to the current tool.

Navigation: the wheel zooms around the cursor, ``+``/``-`` zoom, fit to window;
the middle button, Space + drag and the scrollbars pan. Everything else the
mouse does belongs to the current tool (``editor.ui.tools``), which turns it
into document edits; refusals come back through ``statusMessage``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QFocusEvent,
    QHelpEvent,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QToolTip, QWidget

from editor.core.edits import Change
from editor.core.hexes import Hex
from editor.render.map_painter import MapPainter, PaintOptions
from editor.ui.document import Document
from editor.ui.fit_view import fit_whole, show_scroll_bars
from editor.ui.map_scene import MapScene
from editor.ui.tool_state import ToolState
from editor.ui.tools import TOOL_KEYS, Tool, ToolContext, ToolEvent, make_tools, select_tool

MIN_ZOOM = 0.05
MAX_ZOOM = 8.0
ZOOM_STEP = 1.25
WHEEL_STEP = 120  # one notch of a classic wheel


class MapView(QGraphicsView):
    hoverHex = Signal(object)
    """The ``Hex`` under the cursor, or None off the map."""
    statusMessage = Signal(str)
    """Refusals and hints from the tools."""
    zoomChanged = Signal(float)
    toolChanged = Signal(str)
    previewChanged = Signal(str)
    """The question of a copy onto the other half shown as a ghost; "" once gone."""

    def __init__(
        self, document: Document, tool_state: ToolState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._options = PaintOptions(language=tool_state.language)
        self._scene = MapScene(document, self._options, self)
        self.setScene(self._scene)
        self.document = document
        self.tool_state = tool_state
        self.context = ToolContext(
            document,
            tool_state,
            lambda: self._scene.map_painter,
            lambda: self._scene.overlay,
            self.statusMessage.emit,
        )
        self._tools = make_tools(self.context)
        self.current_tool = "brush"
        self._tool: Tool = self._tools["brush"]
        self._pan_from: QPointF | None = None
        self._space_held = False
        self._hover: Hex | None = None
        self._last_move: ToolEvent | None = None
        self._paste_anchor: Hex | None = None
        """The last map hex under the mouse: Paste from a menu still lands there."""
        self._fitted = False
        """The whole map is shown (*Fit*) and stays so when the view is resized."""
        self._preview: select_tool.HalfCopyPreview | None = None

        # One big item that paints its exposed rectangle: repaint only what changed,
        # let the painter cache what it wants, skip the view's own cache.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setCursor(self._tool.cursor)
        document.changed.connect(self._on_document_changed)
        tool_state.changed.connect(self._on_tool_state_changed)

    # -- public API ------------------------------------------------------------

    @property
    def map_painter(self) -> MapPainter:
        return self._scene.map_painter

    def map_scene(self) -> MapScene:
        return self._scene

    def tool_names(self) -> list[str]:
        return list(self._tools)

    def set_tool(self, name: str) -> None:
        if name not in self._tools:
            raise ValueError(f"unknown tool {name!r}; expected one of {', '.join(self._tools)}")
        if name == self.current_tool:
            return
        self.cancel_preview()
        self._tool.deactivate()
        self.current_tool = name
        self._tool = self._tools[name]
        self._tool.activate()
        self.viewport().setCursor(self._tool.cursor)
        self._refresh_hover()
        self.toolChanged.emit(name)

    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        self._scale_by(factor / self.zoom())

    def zoom_in(self) -> None:
        self._scale_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self._scale_by(1 / ZOOM_STEP)

    def fit_to_window(self) -> None:
        """The whole map, no scroll bar (``fit_view``); it keeps fitting as the
        window is resized, until the person zooms or pans."""
        fit_whole(self, self.map_painter.bounds())
        clamped = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom()))
        if clamped != self.zoom():
            self.scale(clamped / self.zoom(), clamped / self.zoom())
        self._fitted = True
        self.zoomChanged.emit(self.zoom())

    def _unfit(self) -> None:
        if self._fitted:
            self._fitted = False
            show_scroll_bars(self, True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit_to_window()

    def set_show_grid(self, on: bool) -> None:
        self._options.grid = on
        self._scene.repaint_map()

    def set_show_labels(self, on: bool) -> None:
        self._options.labels = on
        self._scene.repaint_map()

    def set_show_zones(self, on: bool) -> None:
        """Deployment zones on screen (exports and sheets always draw them)."""
        self._options.zones = on
        self._scene.repaint_map()

    def shows_zones(self) -> bool:
        return self._options.zones

    def set_language(self, lang: str) -> None:
        self._options.language = lang
        self.tool_state.language = lang
        self._scene.repaint_map()

    def centre_on_hex(self, h: Hex) -> None:
        self._unfit()
        self.centerOn(QPointF(*self.map_painter.layout.hex_to_pixel(h)))

    def select_hexes(self, hexes: set[Hex]) -> None:
        self.cancel_preview()
        self.context.set_selection({h for h in hexes if self.context.grid.contains(h)})

    def selected_hexes(self) -> set[Hex]:
        return set(self.context.selection)

    def copy(self) -> None:
        select_tool.copy_selection(self.context)

    def cut(self) -> None:
        if select_tool.copy_selection(self.context):
            select_tool.delete_selection(self.context, select_tool.CUT)

    def paste(self) -> None:
        select_tool.paste_clipboard(self.context, self._hover or self._paste_anchor)

    def mirror_onto_other_half(self) -> None:
        self._show_preview(select_tool.preview_other_half(self.context, mirror=True))

    def rotate_onto_other_half(self) -> None:
        self._show_preview(select_tool.preview_other_half(self.context, mirror=False))

    def apply_preview(self) -> None:
        """Write the copy onto the other half that the ghost shows."""
        preview, self._preview = self._preview, None
        if preview is not None:
            self.previewChanged.emit("")
            select_tool.apply_other_half(self.context, preview)

    def cancel_preview(self) -> None:
        """Forget the ghost: nothing is written."""
        if self._preview is not None:
            self._preview = None
            self.context.overlay.set_ghost(frozenset())
            self.previewChanged.emit("")

    def _show_preview(self, preview: select_tool.HalfCopyPreview | None) -> None:
        self.cancel_preview()
        if preview is not None:
            self._preview = preview
            self.previewChanged.emit(preview.question)

    def flip_left_right(self) -> None:
        select_tool.flip_selection(self.context, "left-right")

    def flip_top_bottom(self) -> None:
        select_tool.flip_selection(self.context, "top-bottom")

    def delete_selection(self) -> None:
        select_tool.delete_selection(self.context)

    # -- zoom ------------------------------------------------------------------

    def _scale_by(self, factor: float, at: QPoint | None = None) -> None:
        current = self.zoom()
        factor = min(MAX_ZOOM, max(MIN_ZOOM, current * factor)) / current
        if abs(factor - 1.0) < 1e-9:
            return
        self._unfit()
        if at is None:
            self.scale(factor, factor)
        else:
            # Keep the scene point under the cursor where it is.
            before = self.mapToScene(at)
            anchor = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            self.scale(factor, factor)
            self.setTransformationAnchor(anchor)
            moved = self.mapFromScene(before) - at
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())
        self.zoomChanged.emit(self.zoom())

    def viewportEvent(self, event: QEvent) -> bool:
        """A counter's full name as its tooltip (it shows a short one)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            p = self.mapToScene(event.pos())
            h = self.map_painter.layout.pixel_to_hex(p.x(), p.y())
            tip = next((u.name for u in self.document.scenario.units if u.position == h), "")
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta == 0:
            event.ignore()
            return
        self._scale_by(ZOOM_STEP ** (delta / WHEEL_STEP), event.position().toPoint())
        event.accept()

    # -- mouse -----------------------------------------------------------------

    def _tool_event(self, event: QMouseEvent, button: Qt.MouseButton) -> ToolEvent:
        p = self.mapToScene(event.position().toPoint())
        x, y = p.x(), p.y()
        return ToolEvent(
            x,
            y,
            self.map_painter.layout.pixel_to_hex(x, y),
            button,
            event.buttons(),
            event.modifiers(),
        )

    def _starts_pan(self, event: QMouseEvent) -> bool:
        return event.button() == Qt.MouseButton.MiddleButton or (
            self._space_held and event.button() == Qt.MouseButton.LeftButton
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if self._starts_pan(event):
            self._unfit()
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self.cancel_preview()  # a new gesture on the map: the ghost is stale
            self._tool.press(self._tool_event(event, event.button()))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            delta = event.position() - self._pan_from
            self._pan_from = event.position()
            hbar, vbar = self.horizontalScrollBar(), self.verticalScrollBar()
            hbar.setValue(hbar.value() - round(delta.x()))
            vbar.setValue(vbar.value() - round(delta.y()))
            event.accept()
            return
        tool_event = self._tool_event(event, Qt.MouseButton.NoButton)
        self._last_move = tool_event
        self._set_hover(tool_event.hex)
        self._tool.move(tool_event)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and (
            event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton)
        ):
            self._pan_from = None
            self.viewport().setCursor(
                Qt.CursorShape.OpenHandCursor if self._space_held else self._tool.cursor
            )
            event.accept()
            return
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            self._tool.release(self._tool_event(event, event.button()))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        event.accept()  # the right button belongs to the tools

    def leaveEvent(self, event: QEvent) -> None:
        self._last_move = None
        self._set_hover(None)
        self._tool.leave()
        super().leaveEvent(event)

    def _set_hover(self, h: Hex | None) -> None:
        if h is not None and not self.context.grid.contains(h):
            h = None
        if h is not None:
            self._paste_anchor = h
        if h != self._hover:
            self._hover = h
            self.context.hover_hex = h
            self.hoverHex.emit(h)

    # -- keys ------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        plain = not (
            event.modifiers()
            & ~Qt.KeyboardModifier.KeypadModifier
            & ~Qt.KeyboardModifier.ShiftModifier
        )
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True
            if self._pan_from is None:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and plain:
            self.zoom_in()
        elif key == Qt.Key.Key_Minus and plain:
            self.zoom_out()
        elif key in TOOL_KEYS and not event.modifiers():
            self.set_tool(TOOL_KEYS[Qt.Key(key)])
        elif key == Qt.Key.Key_Escape and self._preview is not None:
            self.cancel_preview()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._preview is not None:
            self.apply_preview()
        elif key == Qt.Key.Key_Escape:
            self.select_hexes(set())
        elif self._tool.key(event):
            pass
        elif not self._standard_key(event):
            super().keyPressEvent(event)
            return
        event.accept()

    def _standard_key(self, event: QKeyEvent) -> bool:
        """Edit shortcuts, for when no main window action has claimed them."""
        for sequence, slot in (
            (QKeySequence.StandardKey.Copy, self.copy),
            (QKeySequence.StandardKey.Cut, self.cut),
            (QKeySequence.StandardKey.Paste, self.paste),
            (QKeySequence.StandardKey.Delete, self.delete_selection),
        ):
            if event.matches(sequence):
                slot()
                return True
        return False

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            if self._pan_from is None:
                self.viewport().setCursor(self._tool.cursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        # Taken out of the window (a game is shown): the ghost's Apply would write
        # to a map no one sees. A minimised window hides spontaneously: kept.
        if not event.spontaneous():
            self.cancel_preview()
        super().hideEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._space_held = False
        super().focusOutEvent(event)

    # -- document --------------------------------------------------------------

    def _refresh_hover(self) -> None:
        """Show the current tool's feedback where the mouse already is."""
        if self._last_move is not None and self._tool.stroke is None:
            self._tool.hover(self._last_move)

    def _on_tool_state_changed(self) -> None:
        self._refresh_hover()

    def _on_document_changed(self, change: Change) -> None:
        self.cancel_preview()  # what the ghost showed may no longer be what it would write
        if change.everything:
            self.context.selection = set()
            self.context.hover_hex = None
            self._hover = None
            self._last_move = None
            self._paste_anchor = None
