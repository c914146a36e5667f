"""What every map tool shares: the event it receives and the services it may use.

Tools turn mouse gestures into document edits; they never draw the map and
never talk to widgets. A gesture from press to release carries one fresh
``stroke`` token as the undo merge key, so a brush stroke or a drag is one
undo step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from editor.core.clipboard import MapFragment
from editor.core.edits import Edit
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.layout import Layout
from editor.core.painting import PaintRules
from editor.core.phrases import in_language
from editor.ui.document import Document
from editor.ui.tool_state import ToolState

if TYPE_CHECKING:
    from editor.render.map_painter import MapPainter
    from editor.ui.tools.overlay import ToolOverlayItem


@dataclass(frozen=True, slots=True)
class ToolEvent:
    """A mouse event in scene coordinates."""

    x: float
    y: float
    hex: Hex
    button: Qt.MouseButton
    """The button pressed or released; NoButton for moves."""
    buttons: Qt.MouseButton
    """The buttons held."""
    modifiers: Qt.KeyboardModifier

    def has(self, modifier: Qt.KeyboardModifier) -> bool:
        return bool(self.modifiers & modifier)

    @property
    def right(self) -> bool:
        return bool((self.button | self.buttons) & Qt.MouseButton.RightButton)

    @property
    def dragging(self) -> bool:
        held = Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton
        return bool(self.buttons & held)


class ToolContext:
    """The services tools use: the document, the palette's choice, the overlay."""

    def __init__(
        self,
        document: Document,
        tool_state: ToolState,
        map_painter: Callable[[], MapPainter],
        overlay: Callable[[], ToolOverlayItem],
        status: Callable[[str], None],
    ) -> None:
        self.document = document
        self.tool_state = tool_state
        self._map_painter = map_painter
        self._overlay = overlay
        self._status = status
        self.selection: set[Hex] = set()
        self.clipboard: MapFragment | None = None
        self.hover_hex: Hex | None = None
        self._rules: tuple[object, PaintRules] | None = None

    @property
    def layout(self) -> Layout:
        return self._map_painter().layout

    @property
    def grid(self) -> Grid:
        return self.document.scenario.grid

    @property
    def overlay(self) -> ToolOverlayItem:
        return self._overlay()

    @property
    def rules(self) -> PaintRules:
        """The ruleset as the paint functions read it, rebuilt when the ruleset changes."""
        ruleset = self.document.ruleset
        if self._rules is None or self._rules[0] is not ruleset:
            self._rules = (ruleset, PaintRules.from_ruleset(ruleset))
        return self._rules[1]

    def status(self, message: str) -> None:
        """Show a hint or a refusal: the one place tool messages reach the user,
        so the engine's ``Phrase`` refusals come out in the user's language."""
        self._status(in_language(message, self.tool_state.language))

    def name(self, element: str) -> str:
        return self.rules.name(element, self.tool_state.language)

    def apply(self, result: Edit | str | None, text: str, stroke: object | None = None) -> bool:
        """Push an edit as one undo step (merged within ``stroke``); show a refusal."""
        if result is None:
            return False
        if isinstance(result, str):
            self.status(result)
            return False
        self.document.apply(result, text, merge_key=stroke)
        return True

    def set_selection(self, hexes: set[Hex]) -> None:
        self.selection = set(hexes)
        self.overlay.set_selection(self.selection)


class Tool:
    """A map tool; subclasses override the handlers they need."""

    name = ""
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, context: ToolContext) -> None:
        self.ctx = context
        self.stroke: object | None = None

    def activate(self) -> None:
        """The tool became current."""

    def deactivate(self) -> None:
        self.stroke = None
        self.ctx.overlay.clear_feedback()

    def press(self, event: ToolEvent) -> None:
        self.stroke = object()

    def move(self, event: ToolEvent) -> None:
        """Every move: ``drag`` while a stroke is on, and always ``hover``."""
        if self.stroke is not None and event.dragging:
            self.drag(event)
        self.hover(event)

    def drag(self, event: ToolEvent) -> None:
        """The mouse moved with a button held during a stroke."""

    def hover(self, event: ToolEvent) -> None:
        """Show where the tool would act."""
        self.ctx.overlay.set_hexes([event.hex] if self.ctx.grid.contains(event.hex) else [])

    def release(self, event: ToolEvent) -> None:
        self.stroke = None

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed over the map; True when the tool used it."""
        return False

    def leave(self) -> None:
        """The mouse left the map."""
        self.ctx.overlay.clear_feedback()
