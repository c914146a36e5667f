"""Tools that paint hex terrain: brush, eraser, bucket fill, eyedropper, hill level.

Shortcuts in the spirit of Tiled: B, E, F, I, H; ``[`` and ``]`` resize the
brush. Shift swaps "add the element" for "replace the hex's elements".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from editor.core import painting
from editor.core.composite_edges import stroke_edge_obstacles
from editor.core.edits import Edit, compound
from editor.core.hexes import Hex, line
from editor.ui.tools.base import Tool, ToolContext, ToolEvent

SHIFT = Qt.KeyboardModifier.ShiftModifier


class _StrokeTool(Tool):
    """A tool that acts on a brush footprint at every hex the stroke crosses."""

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._last: Hex | None = None

    def footprint(self, centre: Hex) -> list[Hex]:
        return painting.brush_footprint(self.ctx.grid, centre, self.ctx.tool_state.brush_radius)

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        self._last = event.hex
        self.stroke_over([event.hex], event)

    def drag(self, event: ToolEvent) -> None:
        if self._last is None or event.hex == self._last:
            return
        # A fast mouse skips hexes: paint the whole line from the last one.
        path = line(self._last, event.hex)[1:]
        self._last = event.hex
        self.stroke_over(path, event)

    def release(self, event: ToolEvent) -> None:
        super().release(event)
        self._last = None

    def stroke_over(self, centres: list[Hex], event: ToolEvent) -> None:
        hexes = list(dict.fromkeys(h for c in centres for h in self.footprint(c)))
        if hexes:
            self.ctx.apply(self.edit(hexes, event), self.undo_text(), self.stroke)

    def undo_text(self) -> str:
        """The stroke's name in the undo history."""
        raise NotImplementedError

    def edit(self, hexes: list[Hex], event: ToolEvent) -> Edit | str | None:
        raise NotImplementedError

    def hover(self, event: ToolEvent) -> None:
        self.ctx.overlay.set_hexes(self.footprint(event.hex))

    def key(self, event: QKeyEvent) -> bool:
        state = self.ctx.tool_state
        if event.key() == Qt.Key.Key_BracketLeft:
            state.set_brush_radius(state.brush_radius - 1)
        elif event.key() == Qt.Key.Key_BracketRight:
            state.set_brush_radius(state.brush_radius + 1)
        else:
            return False
        self.ctx.status(
            QCoreApplication.translate("BrushTool", "Brush radius %1").replace(
                "%1", str(state.brush_radius)
            )
        )
        if self.ctx.hover_hex is not None:
            self.ctx.overlay.set_hexes(self.footprint(self.ctx.hover_hex))
        return True


class BrushTool(_StrokeTool):
    """B: paints the palette's elements; Shift replaces; right click picks."""

    name = "brush"

    def undo_text(self) -> str:
        return QCoreApplication.translate("BrushTool", "Paint")

    def press(self, event: ToolEvent) -> None:
        if event.right:
            pick(self, event.hex)
            return
        if not self.ctx.tool_state.hex_elements:
            self.ctx.status(
                QCoreApplication.translate("BrushTool", "Choose a terrain in the palette first")
            )
            return
        super().press(event)

    def edit(self, hexes: list[Hex], event: ToolEvent) -> Edit | str | None:
        state = self.ctx.tool_state
        terrain = painting.paint_hexes(
            self.ctx.document.scenario,
            hexes,
            state.hex_elements,
            self.ctx.rules,
            state.hill_level,
            event.has(SHIFT),
        )
        return with_composite_edges(self, terrain, hexes)


class EraserTool(_StrokeTool):
    """E: back to open ground, roads and rivers through the hex included."""

    name = "eraser"

    def undo_text(self) -> str:
        return QCoreApplication.translate("EraserTool", "Erase")

    def edit(self, hexes: list[Hex], event: ToolEvent) -> Edit | str | None:
        return painting.erase_hexes(self.ctx.document.scenario, hexes, self.ctx.rules)


class FillTool(Tool):
    """F: fills the contiguous region of identical terrain; Shift replaces."""

    name = "fill"

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        state = self.ctx.tool_state
        if not state.hex_elements:
            self.ctx.status(
                QCoreApplication.translate("FillTool", "Choose a terrain in the palette first")
            )
            return
        scenario = self.ctx.document.scenario
        region = painting.fill_region(scenario, event.hex)
        edit = painting.paint_hexes(
            scenario, region, state.hex_elements, self.ctx.rules, state.hill_level, event.has(SHIFT)
        )
        self.ctx.apply(
            with_composite_edges(self, edit, region),
            QCoreApplication.translate("FillTool", "Fill"),
            self.stroke,
        )


def with_composite_edges(
    tool: Tool, terrain: Edit | str | None, hexes: list[Hex]
) -> Edit | str | None:
    """The terrain edit of a stroke plus the painted composite's edge obstacles
    (habitat muré: its walls), as one edit so that one undo takes both away."""
    state = tool.ctx.tool_state
    if isinstance(terrain, str) or not state.hex_edge_elements:
        return terrain
    obstacles = stroke_edge_obstacles(
        tool.ctx.document.scenario, terrain, hexes, state.hex_elements, state.hex_edge_elements
    )
    if obstacles is None:
        return terrain
    return obstacles if terrain is None else compound(terrain, obstacles)


class EyedropperTool(Tool):
    """I: takes the hex's terrain (and its road or river) as the palette's choice."""

    name = "eyedropper"

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        pick(self, event.hex)


def pick(tool: Tool, h: Hex) -> None:
    ctx = tool.ctx
    if not ctx.grid.contains(h):
        return
    terrain = ctx.document.scenario.terrain_at(h)
    rules = ctx.rules
    elements = frozenset(e for e in terrain.elements if rules.placement.get(e, "hex") == "hex")
    ctx.tool_state.set_hex_elements(elements)
    if terrain.level > 0:
        ctx.tool_state.set_hill_level(terrain.level)
    links = sorted(e for e in terrain.elements if rules.is_connected(e))
    if links:
        ctx.tool_state.set_link_element(links[0])
    names = ", ".join(ctx.name(e) for e in sorted(elements | set(links)))
    ctx.status(
        QCoreApplication.translate("EyedropperTool", "Picked %1 from %2")
        .replace("%1", names or QCoreApplication.translate("EyedropperTool", "open ground"))
        .replace("%2", ctx.grid.label(h))
    )


class HillTool(Tool):
    """H: a click raises the ground one level; Shift or right click lowers it."""

    name = "hill"

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        delta = -1 if event.right or event.has(SHIFT) else 1
        edit = painting.change_hill_level(
            self.ctx.document.scenario, event.hex, delta, self.ctx.rules
        )
        if delta > 0:
            text = QCoreApplication.translate("HillTool", "Raise hill")
        else:
            text = QCoreApplication.translate("HillTool", "Lower hill")
        self.ctx.apply(edit, text)
