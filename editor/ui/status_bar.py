"""The status bar: the hex under the cursor and what its terrain does, the tools'
messages, and the zoom."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from editor.core.hexes import Hex
from editor.ui.document import Document

MESSAGE_MS = 6000

HexNote = Callable[[Hex, str], str]
"""What an overlay adds about a hex (in the language given), "" for nothing."""


def describe_hex(document: Document, h: Hex, lang: str, notes: Iterable[HexNote] = ()) -> str:
    """``0307 · Colline boisée (Colline + Bois, forêt) : ... · palissade NE``,
    then what each of ``notes`` says about the hex (the ambush overlay's zone)."""
    scenario, ruleset = document.scenario, document.ruleset
    grid = scenario.grid
    if not grid.contains(h):
        return ""
    parts = [grid.label(h)]
    terrain = scenario.terrain_at(h)
    ids = set(terrain.elements)
    for element, edges in scenario.links.items():
        if any(e.touches(h) for e in edges):
            ids.add(element)
    known = sorted(e for e in ids if e in ruleset.elements)
    if known:
        try:
            parts.append(ruleset.summary(known, lang))
        except Exception:  # a summary bug must not break hovering
            parts.append(", ".join(ruleset.name(e, lang) for e in known))
    else:
        parts.append(QCoreApplication.translate("MapStatusBar", "open ground"))
    if terrain.level:
        parts.append(
            QCoreApplication.translate("MapStatusBar", "level %1").replace("%1", str(terrain.level))
        )
    sides = []
    for obstacle in scenario.obstacles.values():
        if obstacle.edge.touches(h):
            name = (
                ruleset.name(obstacle.element, lang)
                if obstacle.element in ruleset.elements
                else obstacle.element
            )
            side = grid.side_name(obstacle.edge.direction_from(h))
            sides.append(f"{name} {side}")
    if sides:
        parts.append(", ".join(sorted(sides)))
    for note in notes:
        said = note(h, lang)
        if said:
            parts.append(said)
    return " · ".join(parts)


class MapStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hex_info = QLabel()
        self.hex_notes: list[HexNote] = []
        """Overlays' explanations of the hovered hex, added to its description."""
        self.hex_info.setMinimumWidth(200)
        self.addWidget(self.hex_info, 1)
        self.message = QLabel()
        self.message.setStyleSheet("color: #8a3b00;")
        self.addPermanentWidget(self.message)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.setInterval(MESSAGE_MS)
        self._message_timer.timeout.connect(self.message.clear)
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(70)
        self.addPermanentWidget(self.zoom_label)

    def show_hex_info(self, text: str) -> None:
        self.hex_info.setText(text)
        self.hex_info.setToolTip(text)

    def show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom * 100:.0f} %")

    def show_tool_message(self, text: str) -> None:
        # Its own label, not showMessage(): that would hide the hex information.
        self.message.setText(text)
        self._message_timer.start()
