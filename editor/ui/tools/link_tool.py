"""L: the road and watercourse tool.

Dragging through hexes connects each hex to the next with the palette's
connected element; where a road meets a river the rules' bridge goes in (Alt:
the ford). Ctrl or the right button disconnects.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, Qt

from editor.core import edge_painting
from editor.core.edits import Edit
from editor.core.hexes import Hex, line
from editor.ui.tools.base import Tool, ToolContext, ToolEvent


class LinkTool(Tool):
    name = "link"

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._last: Hex | None = None
        self._removing = False
        self._ford = False

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        self._removing = event.right or event.has(Qt.KeyboardModifier.ControlModifier)
        self._ford = event.has(Qt.KeyboardModifier.AltModifier)
        element = self.ctx.tool_state.link_element
        if not element:
            self.ctx.status(
                QCoreApplication.translate(
                    "LinkTool", "Choose a road or a watercourse in the palette first"
                )
            )
            self.stroke = None
            return
        self._last = event.hex if self.ctx.grid.contains(event.hex) else None
        if not self._removing:
            self.ctx.status(
                QCoreApplication.translate(
                    "LinkTool", "Drag to draw %1; Alt: a ford instead of a bridge"
                ).replace("%1", self.ctx.name(element))
            )

    def drag(self, event: ToolEvent) -> None:
        if not self.ctx.grid.contains(event.hex):
            return
        if self._last is None:
            self._last = event.hex
            return
        if event.hex == self._last:
            return
        path = line(self._last, event.hex)
        self._last = event.hex
        self._ford = self._ford or event.has(Qt.KeyboardModifier.AltModifier)
        scenario = self.ctx.document.scenario
        element = self.ctx.tool_state.link_element
        if self._removing:
            text = QCoreApplication.translate("LinkTool", "Remove %1")
        else:
            text = QCoreApplication.translate("LinkTool", "Draw %1")
        text = text.replace("%1", self.ctx.name(element))
        for a, b in itertools.pairwise(path):
            result: Edit | str | None
            if self._removing:
                result = edge_painting.unlink_hexes(scenario, a, b, element, self.ctx.rules)
            else:
                result = edge_painting.link_hexes(
                    scenario, a, b, element, self.ctx.rules, self._ford
                )
            if isinstance(result, str):
                self.ctx.status(result)
                return
            self.ctx.apply(result, text, self.stroke)

    def release(self, event: ToolEvent) -> None:
        super().release(event)
        self._last = None
