"""V: line of sight in the editor. Click a hex to look from; hovering another draws the
line and says what blocks it and by which rule; Shift+click shades every hex seen
from there; right button clears.

The engine answers (``rules.sight.line_of_sight`` with the units where the
scenario places them, since « une troupe fait masque »), the play view's
highlight item draws: the same answer and the same picture as in a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from editor.core.edits import Change
from editor.core.hexes import Hex
from editor.ui.counts import counts
from editor.ui.tools.base import Tool, ToolContext, ToolEvent

if TYPE_CHECKING:  # the engine is imported when the tool is first used, not at start
    from editor.rules.context import GameContext
    from editor.rules.position import Position
    from editor.ui.play.highlight_item import HighlightItem, SightLine


class SightTool(Tool):
    name = "sight"
    cursor = Qt.CursorShape.CrossCursor

    def __init__(self, context: ToolContext) -> None:
        super().__init__(context)
        self._game: tuple[GameContext, Position] | None = None
        self.origin: Hex | None = None
        self.item: HighlightItem | None = None
        self._fan: frozenset[int] = frozenset()
        context.document.changed.connect(self._on_document_changed)

    def _on_document_changed(self, _change: Change) -> None:
        self._game = None  # rebuilt at the next question
        if _change.everything:
            self.origin = None
            self._draw(None, frozenset())

    def game(self) -> tuple[GameContext, Position] | None:
        """The engine's view of the scenario being edited (terrain and units)."""
        if self._game is None:
            from editor.rules.context import GameSetupError
            from editor.rules.game import game_context
            from editor.rules.setup import scenario_position

            doc = self.ctx.document
            try:
                ctx = game_context(doc.scenario, doc.ruleset, require_sides=False)
                pos = scenario_position(ctx)
            except (GameSetupError, ValueError, KeyError):
                return None
            self._game = (ctx, pos)
        return self._game

    def _ensure_item(self) -> HighlightItem:
        from editor.ui.play.highlight_item import HighlightItem

        if self.item is None or self.item.parentItem() is not self.ctx.overlay:
            overlay = self.ctx.overlay
            self.item = HighlightItem(lambda: self.ctx.layout, overlay.boundingRect, [])
            self.item.setParentItem(overlay)
        return self.item

    def _draw(self, line: SightLine | None, fan: frozenset[int]) -> None:
        if self.item is None and line is None and not fan:
            return
        from editor.ui.play.interaction import Highlights

        self._ensure_item().set_state(Highlights(), 0, sight=line, fan=fan)

    def activate(self) -> None:
        self.ctx.status(
            QCoreApplication.translate(
                "SightTool", "Line of sight: click a hex to look from (Shift+click: all it sees)"
            )
        )

    def deactivate(self) -> None:
        super().deactivate()
        self.origin = None
        self._draw(None, frozenset())

    def press(self, event: ToolEvent) -> None:
        super().press(event)
        if event.right or not self.ctx.grid.contains(event.hex):
            self.origin = None
            self._fan = frozenset()
            self._draw(None, frozenset())
            return
        self.origin = event.hex
        game = self.game()
        if game is None:
            self.ctx.status(
                QCoreApplication.translate(
                    "SightTool", "The scenario cannot be read by the rules engine yet"
                )
            )
            return
        fan: frozenset[int] = frozenset()
        if event.has(Qt.KeyboardModifier.ShiftModifier):
            from editor.rules.explain import seen_from
            from editor.rules.terrain import key

            ctx, pos = game
            fan = seen_from(ctx, pos, key(event.hex))
            self.ctx.status(counts().hexes_seen(len(fan)))
        self._fan = fan
        self._draw(None, fan)

    def hover(self, event: ToolEvent) -> None:
        super().hover(event)
        if self.origin is None or not self.ctx.grid.contains(event.hex):
            return
        game = self.game()
        if game is None or event.hex == self.origin:
            return
        from editor.rules.explain import sight_words
        from editor.rules.sight import line_of_sight
        from editor.rules.terrain import key
        from editor.ui.play.highlight_item import SightLine

        ctx, pos = game
        sight = line_of_sight(ctx, pos, self.origin, event.hex)
        blocked = key(sight.blocked_at) if sight.blocked_at is not None else -1
        self._draw(SightLine(key(self.origin), key(event.hex), blocked), self._fan)
        lang = self.ctx.tool_state.language
        a, b = ctx.label(key(self.origin)), ctx.label(key(event.hex))
        if sight.visible:
            text = QCoreApplication.translate("SightTool", "%1 → %2: seen")
            self.ctx.status(text.replace("%1", a).replace("%2", b))
        else:
            what, rule = sight_words(ctx, sight)
            text = QCoreApplication.translate("SightTool", "%1 → %2: blocked by %3 (%4)")
            self.ctx.status(
                text.replace("%1", a)
                .replace("%2", b)
                .replace("%3", what.text(lang))
                .replace("%4", rule.text(lang))
            )


__all__ = ["SightTool"]
