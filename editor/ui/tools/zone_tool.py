"""Z: paint a side's deployment zone hex by hex; right button erases; Shift-drag
paints a rectangle (Shift + right button erases one).

A side without a painted zone deploys on the rules' default (two rows along
its home edge); the first stroke starts from that default so that painting
adds to what the players see.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from editor.core.deployment import rows_of, zone_of
from editor.core.edits import SetZone
from editor.core.grid import Grid
from editor.core.hexes import Hex, line, neighbors
from editor.core.scenario import Side
from editor.ui.authoring_state import authoring_state
from editor.ui.tools.base import Tool, ToolContext, ToolEvent

SHIFT = Qt.KeyboardModifier.ShiftModifier


def rectangle(grid: Grid, a: Hex, b: Hex) -> list[Hex]:
    """Map hexes in the offset rectangle with corners ``a`` and ``b``."""
    (c1, r1), (c2, r2) = grid.to_offset(a), grid.to_offset(b)
    return [
        grid.to_hex(c, r)
        for r in range(max(1, min(r1, r2)), min(grid.rows, max(r1, r2)) + 1)
        for c in range(max(1, min(c1, c2)), min(grid.columns, max(c1, c2)) + 1)
    ]


class ZoneTool(Tool):
    name = "zone"

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._last: Hex | None = None
        self._anchor: Hex | None = None
        self._erase = False

    def _side(self) -> Side | None:
        state = authoring_state(self.ctx.tool_state)
        scenario = self.ctx.document.scenario
        side = scenario.side(state.side) or (scenario.sides[0] if scenario.sides else None)
        return side

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        self._erase = event.right
        if self._side() is None:
            self.ctx.status(
                QCoreApplication.translate("ZoneTool", "Add a side first (Forces dock)")
            )
            self.stroke = None
            return
        if event.has(SHIFT):
            self._anchor = event.hex
            self.ctx.overlay.set_hexes([event.hex])
            return
        self._last = event.hex
        self._paint([event.hex])

    def drag(self, event: ToolEvent) -> None:
        if self._anchor is not None:
            self.ctx.overlay.set_hexes(rectangle(self.ctx.grid, self._anchor, event.hex))
            return
        if self._last is None or event.hex == self._last:
            return
        path = line(self._last, event.hex)[1:]
        self._last = event.hex
        self._paint(path)

    def hover(self, event: ToolEvent) -> None:
        if self._anchor is None:
            super().hover(event)

    def release(self, event: ToolEvent) -> None:
        if self._anchor is not None and self.stroke is not None:
            self._paint(rectangle(self.ctx.grid, self._anchor, event.hex))
            self.ctx.overlay.set_hexes([])
        self._anchor = None
        self._last = None
        super().release(event)

    def _paint(self, hexes: list[Hex]) -> None:
        side = self._side()
        grid = self.ctx.grid
        hexes = [h for h in hexes if grid.contains(h)]
        if side is None or not hexes:
            return
        doc = self.ctx.document
        zone = set(zone_of(doc.scenario, side, rows_of(doc.ruleset)))
        old = frozenset(zone)
        if self._erase:
            zone.difference_update(hexes)
        else:
            zone.update(hexes)
        if zone == old:
            return
        changed = old ^ frozenset(zone)
        # The border is drawn along the zone's edge: neighbours are redrawn too.
        hexes_ = changed | {n for h in changed for n in neighbors(h)}
        edit = SetZone(side.id, frozenset(zone), frozenset(hexes_))
        text = (
            QCoreApplication.translate("ZoneTool", "Erase zone of %1")
            if self._erase
            else QCoreApplication.translate("ZoneTool", "Paint zone of %1")
        )
        self.ctx.apply(edit, text.replace("%1", side.name), self.stroke)
