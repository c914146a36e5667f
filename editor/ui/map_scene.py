"""The scene: the only binder between the document and the items that show it.

It holds the map item and the tool overlay, listens to the document's one
typed ``changed`` event and repaints just the rectangle the painter says the
change touched; a change of ``everything`` (another map) rebuilds the painter.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene

from editor.core.edits import Change
from editor.render import map_painter as map_painter_module
from editor.render.map_painter import MapPainter, PaintOptions
from editor.ui.document import Document
from editor.ui.terrain_item import TerrainItem
from editor.ui.tools.overlay import ToolOverlayItem

SCENE_MARGIN_HEXES = 3.0
"""Room around the map to scroll past its edge, in hex sizes."""


class MapScene(QGraphicsScene):
    mapDrawn = Signal()
    """Once: the map has been painted whole for the first time (start-up builds what
    the first look at the window does not show after it)."""

    def __init__(
        self, document: Document, options: PaintOptions | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.document = document
        # Two items only: the spatial index would cost more than it saves.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.map_painter = MapPainter(document.scenario, document.ruleset)
        # Zooming on a big map: new tiles beyond one frame's budget come next frame.
        budget = getattr(map_painter_module, "FRAME_BUDGET_S", None)
        if budget is not None:
            self.map_painter.frame_budget = budget
        self.terrain_item = TerrainItem(self.map_painter, options, self.mapDrawn.emit)
        self.overlay = ToolOverlayItem(lambda: self.map_painter.layout, self.map_painter.bounds)
        self.addItem(self.terrain_item)
        self.addItem(self.overlay)
        self._update_scene_rect()
        document.changed.connect(self._on_document_changed)

    def _update_scene_rect(self) -> None:
        margin = self.map_painter.layout.size * SCENE_MARGIN_HEXES
        self.setSceneRect(self.map_painter.bounds().adjusted(-margin, -margin, margin, margin))

    def _on_document_changed(self, change: Change) -> None:
        if change.everything:
            self.map_painter.set_scenario(self.document.scenario, self.document.ruleset)
            self.terrain_item.geometry_changed()
            self.overlay.set_selection(set())
            self.overlay.clear_feedback()
            self.overlay.geometry_changed()
            self._update_scene_rect()
            self.terrain_item.update()
            return
        if change.hexes or change.edges:
            # Only the damaged rectangles (a diagonal stroke is a chain of small
            # ones, not the box around it): the painter repairs those in its tiles.
            # The scene's update, not the item's: an item unites the rectangles it
            # is given into one, and the view would repaint the box around them.
            for rect in self.map_painter.invalidate_rects(change):
                self.update(rect)

    def repaint_map(self) -> None:
        """Redraw the whole map (display options changed)."""
        self.terrain_item.update()
