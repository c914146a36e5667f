"""The map tools, one small module per tool family, and their registry."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.ui.tools.base import Tool, ToolContext, ToolEvent
from editor.ui.tools.edge_tool import EdgeObstacleTool
from editor.ui.tools.extras_tool import ExtrasTool
from editor.ui.tools.link_tool import LinkTool
from editor.ui.tools.paint_tools import BrushTool, EraserTool, EyedropperTool, FillTool, HillTool
from editor.ui.tools.select_tool import SelectTool
from editor.ui.tools.sight_tool import SightTool
from editor.ui.tools.unit_tool import UnitTool
from editor.ui.tools.zone_tool import ZoneTool

TOOL_CLASSES: tuple[type[Tool], ...] = (
    BrushTool,
    EraserTool,
    FillTool,
    EyedropperTool,
    HillTool,
    EdgeObstacleTool,
    LinkTool,
    SelectTool,
    SightTool,
    ZoneTool,
    UnitTool,
    ExtrasTool,
)

TOOL_KEYS: dict[Qt.Key, str] = {
    Qt.Key.Key_B: "brush",
    Qt.Key.Key_E: "eraser",
    Qt.Key.Key_F: "fill",
    Qt.Key.Key_I: "eyedropper",
    Qt.Key.Key_H: "hill",
    Qt.Key.Key_O: "edge",
    Qt.Key.Key_L: "link",
    Qt.Key.Key_S: "select",
    Qt.Key.Key_V: "sight",
    Qt.Key.Key_Z: "zone",
    Qt.Key.Key_U: "unit",
    Qt.Key.Key_X: "extras",
}
"""Single-key shortcuts, Tiled style."""


def make_tools(context: ToolContext) -> dict[str, Tool]:
    return {cls.name: cls(context) for cls in TOOL_CLASSES}


__all__ = ["TOOL_CLASSES", "TOOL_KEYS", "Tool", "ToolContext", "ToolEvent", "make_tools"]
