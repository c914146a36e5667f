"""The map tools as actions: one exclusive group for every tool of the view,
shown in the Tools menu and the Tools toolbar, so that exactly one tool is
checked however it was chosen (shortcut, menu, toolbar, palette, a dock).

The menu carries the full name; the toolbar a short one (``iconText``), so
that the toolbars fit a 1,600-pixel window in English and French; the
tooltip carries the detail and the key.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QWidget

from editor.ui.tools import TOOL_KEYS

TERRAIN_TOOLS = (
    "brush",
    "eraser",
    "fill",
    "eyedropper",
    "hill",
    "edge",
    "link",
    "select",
    "sight",
)
FORCES_TOOLS = ("zone", "unit", "extras")


def tool_key(name: str) -> str:
    """The single-key shortcut of tool ``name`` ("B"), or ``""``."""
    for key, tool in TOOL_KEYS.items():
        if tool == name:
            return QKeySequence(key).toString()
    return ""


class ToolActions(QObject):
    """``actions[name]``: the checkable action of each tool, all in one group."""

    def __init__(self, window: QWidget, names: list[str], set_tool: Callable[[str], None]) -> None:
        super().__init__(window)
        self.group = QActionGroup(window)
        self.group.setExclusive(True)
        self.actions: dict[str, QAction] = {}
        labels = self._labels()
        for name in [*TERRAIN_TOOLS, *FORCES_TOOLS, *names]:
            if name not in names or name in self.actions:
                continue
            text, short, tip = labels.get(name, (name, name, ""))
            action = QAction(text, window, checkable=True)
            action.setObjectName(f"tool_{name}")
            action.setIconText(short)
            key = tool_key(name)
            if key:
                action.setShortcut(QKeySequence(key))
                tip = f"{tip} ({key})"
            action.setToolTip(tip)
            action.setStatusTip(tip)
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: set_tool(n))
            self.group.addAction(action)
            self.actions[name] = action

    def terrain(self) -> list[QAction]:
        return [a for n, a in self.actions.items() if n not in FORCES_TOOLS]

    def forces(self) -> list[QAction]:
        return [a for n, a in self.actions.items() if n in FORCES_TOOLS]

    def show_tool(self, name: str) -> None:
        """Check the action of the view's current tool (and only it)."""
        action = self.actions.get(name)
        if action is not None:
            action.setChecked(True)
        else:
            checked = self.group.checkedAction()
            if checked is not None:
                checked.setChecked(False)

    def _labels(self) -> dict[str, tuple[str, str, str]]:
        """Tool name -> (menu text, toolbar text, tooltip)."""
        return {
            "brush": (
                self.tr("&Brush"),
                self.tr("Brush"),
                self.tr("Paint the chosen terrain (Shift: replace the hex)"),
            ),
            "eraser": (
                self.tr("&Eraser"),
                self.tr("Eraser"),
                self.tr("Clear hexes back to open ground"),
            ),
            "fill": (
                self.tr("&Fill"),
                self.tr("Fill"),
                self.tr("Fill the region of identical terrain"),
            ),
            "eyedropper": (
                self.tr("Eye&dropper"),
                self.tr("Eyedropper"),
                self.tr("Pick the terrain of a hex"),
            ),
            "hill": (
                self.tr("&Hill level"),
                self.tr("Height"),
                self.tr("Set the height of hexes"),
            ),
            "edge": (
                self.tr("&Obstacle"),
                self.tr("Obstacle"),
                self.tr("Place an obstacle on a hex side, facing the hex the cursor is in"),
            ),
            "link": (
                self.tr("&Road / river"),
                self.tr("Road/river"),
                self.tr("Drag through hexes to connect them (roads, rivers, streams)"),
            ),
            "select": (
                self.tr("&Select"),
                self.tr("Select"),
                self.tr("Select a rectangle of hexes"),
            ),
            "sight": (
                self.tr("Line of &sight"),
                self.tr("Sight"),
                self.tr("Click a hex, hover another: what blocks the view (Shift: all it sees)"),
            ),
            "zone": (
                self.tr("Deployment &zone"),
                self.tr("Zone"),
                self.tr("Paint the deployment zone of the side chosen in the Forces panel"),
            ),
            "unit": (
                self.tr("&Units and markers"),
                self.tr("Units"),
                self.tr("Place units, decoys and objectives; drag a unit to move it"),
            ),
            "extras": (
                self.tr("&Camps, sentinels, boats"),
                self.tr("Camps, boats"),
                self.tr("Place camps, sentinels and boats (optional elements)"),
            ),
        }
