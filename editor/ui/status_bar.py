"""The status bar: the hex under the cursor and what its terrain does, the tools'
messages, and the zoom."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from editor.core.hexes import Hex
from editor.core.ruleset import Ruleset
from editor.core.ruleset_summary import summarize
from editor.core.scenario import Scenario
from editor.ui.document import Document
from editor.ui.forces.common import unit_details
from editor.ui.live_language import again

MESSAGE_MS = 6000
MESSAGE_MARGIN = 6
"""Pixels left and right of a temporary message, as QStatusBar leaves them."""

HexNote = Callable[[Hex, str], str]
"""What an overlay adds about a hex (in the language given), "" for nothing."""


def describe_hex(document: Document, h: Hex, lang: str, notes: Iterable[HexNote] = ()) -> str:
    """``0307 · « Dragons » (Nord) : Cavalerie, 4 plaquettes · Colline boisée (…) · Mur NE``,
    then what each of ``notes`` says about the hex (the ambush overlay's zone)."""
    scenario, ruleset = document.scenario, document.ruleset
    grid = scenario.grid
    if not grid.contains(h):
        return ""
    # What stands on the hex first: the terrain summary is long and is the
    # part cut when the status bar is narrow.
    parts = [grid.label(h), *describe_forces(document, h, lang)]
    parts += describe_terrain(scenario, ruleset, h, lang)
    for note in notes:
        said = note(h, lang)
        if said:
            parts.append(said)
    return " · ".join(parts)


def describe_terrain(scenario: Scenario, ruleset: Ruleset, h: Hex, lang: str) -> list[str]:
    """What the terrain of ``h`` does, by the ruleset: its elements and their effects
    (moving into and out of it, the dice it caps: the cover), its level, the
    obstacles on its sides. ``["open ground"]`` for a hex with none."""
    parts = []
    terrain = scenario.terrain_at(h)
    ids = set(terrain.elements)
    for element, edges in scenario.links.items():
        if any(e.touches(h) for e in edges):
            ids.add(element)
    known = sorted(e for e in ids if e in ruleset.elements)
    if known:
        parts.append(summarize(ruleset, known, lang))
    else:
        parts.append(QCoreApplication.translate("MapStatusBar", "open ground"))
    if terrain.level:
        parts.append(
            QCoreApplication.translate("MapStatusBar", "level %1").replace("%1", str(terrain.level))
        )
    sides = []
    grid = scenario.grid
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
    return parts


def describe_forces(document: Document, h: Hex, lang: str) -> list[str]:
    """The unit or decoy on ``h``, as a player would name it: ``"Dragons"
    (Armée du Nord): Light cavalry, ligne, 4 plaquettes`` / ``decoy (Armée du Nord)``."""
    scenario, ruleset = document.scenario, document.ruleset
    out = []

    def side_name(side_id: str) -> str:
        side = scenario.side(side_id)
        return side.name if side is not None else side_id

    for u in scenario.units:
        if u.position == h:
            out.append(
                QCoreApplication.translate("MapStatusBar", '"%1" (%2): %3')
                .replace("%1", u.name)
                .replace("%2", side_name(u.side))
                .replace("%3", unit_details(ruleset, u, lang))
            )
    for d in scenario.decoys:
        if d.position == h:
            out.append(
                QCoreApplication.translate("MapStatusBar", "decoy (%1)").replace(
                    "%1", side_name(d.side)
                )
            )
    return out


class ElidedLabel(QLabel):
    """One line that ends in an ellipsis when the status bar is too narrow for
    it: a long refusal or a hex with many things on it never widens the window.
    ``text()`` and the tooltip keep it whole."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        self.style().drawItemText(
            painter,
            rect,
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            text,
            self.foregroundRole(),
        )


class MapStatusBar(QStatusBar):
    """The hex under the cursor, the tools' messages and the zoom; a temporary
    message (a menu entry's status tip, an export's report) is elided like them,
    with the whole text in the tooltip, instead of being cut at the window's edge."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self.setToolTip)
        self.hex_info = ElidedLabel()
        self.hex_notes: list[HexNote] = []
        """Overlays' explanations of the hovered hex, added to its description."""
        self.hex_info.setMinimumWidth(200)
        self.addWidget(self.hex_info, 1)
        self.message = ElidedLabel()
        self.message.setMinimumWidth(120)
        self.message.setStyleSheet("color: #8a3b00;")
        self.addPermanentWidget(self.message)
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.setInterval(MESSAGE_MS)
        self._message_timer.timeout.connect(self.message.clear)
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(70)
        self.addPermanentWidget(self.zoom_label)

    def message_rect(self) -> QRect:
        """Where a temporary message is drawn: as QStatusBar places it, from the
        left up to the first permanent widget (the zoom stays readable)."""
        right = self.width() - 2 * MESSAGE_MARGIN
        for child in self.children():
            # While a temporary message shows, only the permanent widgets stay visible.
            if isinstance(child, QWidget) and child.isVisible() and child.x() > MESSAGE_MARGIN:
                right = min(right, child.x() - 2)
        return QRect(MESSAGE_MARGIN, 0, max(right - MESSAGE_MARGIN, 0), self.height())

    def visible_message(self) -> str:
        """The temporary message as drawn: elided to its room."""
        return self.fontMetrics().elidedText(
            self.currentMessage(), Qt.TextElideMode.ElideMiddle, self.message_rect().width()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.currentMessage():
            super().paintEvent(event)
            return
        # What QStatusBar draws for a temporary message, but elided: a long path
        # keeps its start and its file name instead of being cut.
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        flags = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(
            self.message_rect(),
            int(flags) | int(Qt.TextFlag.TextSingleLine),
            self.visible_message(),
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            # A tool's message in the language of now, or none (it had words of its own).
            said = self.message.text()
            if said:
                now = again(said)
                self.message.setText(now if now != said else "")
                self.message.setToolTip(self.message.text())

    def show_hex_info(self, text: str) -> None:
        self.hex_info.setText(text)
        self.hex_info.setToolTip(text)

    def show_zoom(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom * 100:.0f} %")

    def show_tool_message(self, text: str) -> None:
        # Its own label, not showMessage(): that would hide the hex information.
        self.message.setText(text)
        self.message.setToolTip(text)
        self._message_timer.start()
