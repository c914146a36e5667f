"""O: the edge obstacle tool.

Hovering highlights the side nearest the cursor; a click puts the palette's
obstacle there, protecting the hex the cursor is in; dragging lays a run along
the sides crossed; Ctrl or the right button removes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from editor.core import edge_painting
from editor.core.edges import Edge, edge_of
from editor.core.hexes import Hex
from editor.ui.tools.base import Tool, ToolContext, ToolEvent


class EdgeObstacleTool(Tool):
    name = "edge"

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._last: Edge | None = None
        self._removing = False

    def _nearest(self, event: ToolEvent) -> tuple[Hex, int]:
        return self.ctx.layout.nearest_edge(event.x, event.y)

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        self._removing = event.right or event.has(Qt.KeyboardModifier.ControlModifier)
        self._last = None
        self._act(event)

    def drag(self, event: ToolEvent) -> None:
        self._act(event)

    def release(self, event: ToolEvent) -> None:
        super().release(event)
        self._last = None

    def _act(self, event: ToolEvent) -> None:
        h, d = self._nearest(event)
        edge = edge_of(h, d)
        if edge == self._last or not self.ctx.grid.contains(h):
            return
        self._last = edge
        scenario = self.ctx.document.scenario
        if self._removing:
            element = self.ctx.tool_state.edge_element
            self.ctx.apply(
                edge_painting.remove_obstacles(scenario, edge, element),
                QCoreApplication.translate("EdgeObstacleTool", "Remove obstacle"),
                self.stroke,
            )
        else:
            element = self.ctx.tool_state.edge_element
            result = edge_painting.place_obstacle(scenario, h, d, element, self.ctx.rules)
            text = QCoreApplication.translate("EdgeObstacleTool", "Place %1").replace(
                "%1", self.ctx.name(element)
            )
            self.ctx.apply(result, text, self.stroke)

    def hover(self, event: ToolEvent) -> None:
        h, d = self._nearest(event)
        if not self.ctx.grid.contains(h):
            self.ctx.overlay.clear_feedback()
            return
        self.ctx.overlay.set_hexes([h])
        self.ctx.overlay.set_edge(h, d, self.ctx.grid.is_interior_edge(edge_of(h, d)))

    def deactivate(self) -> None:
        super().deactivate()
        self._last = None
