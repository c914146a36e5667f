"""The central widget of a game: the phase bar, the board (or, in hotseat, the
hand-over screen over it), and the question of the moment laid over the board's top
edge: it comes and goes without moving the board.

It binds the controller to the view's items: marks and highlights in, clicks
and hovers out.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from editor.rules.events_combat import FollowedUp, Retreated
from editor.rules.events_orders import Entered, Moved
from editor.rules.fog_events import shown_events
from editor.rules.terrain import hex_of
from editor.ui.play.controller import GameController
from editor.ui.play.decision_bar import DecisionBar
from editor.ui.play.handover import HandOverCover
from editor.ui.play.listen import listen
from editor.ui.play.phase_bar import PhaseBar
from editor.ui.play.play_view import PlayView


class PlayWidget(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayWidget")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.phase_bar = PhaseBar(controller)
        # Not in the layout: over the board, so that the board never jumps when a
        # combat's question comes and goes (issue 23).
        self.decision_bar = DecisionBar(controller, self)
        self.view = PlayView(controller.ctx, controller.state.lang)
        self.cover = HandOverCover(controller)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.cover)
        layout.addWidget(self.phase_bar)
        layout.addWidget(self.stack, 1)
        self.stack.installEventFilter(self)
        self._trail_shown: tuple[int, ...] = ()
        """The last move's path on the board (worked out when the position changes)."""
        self.view.hexClicked.connect(self._on_click)
        self.view.hexHovered.connect(controller.set_hover)
        state = controller.state
        listen(self, state, self.refresh, "handover", "position", "cursor", "selection")
        listen(self, state, self.show_hover, "hover")
        self.refresh()

    def _on_click(self, k: int, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier) -> None:
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        right = button == Qt.MouseButton.RightButton
        # A right-click where the selected unit may act by an optional rule (set fire,
        # embark, land...): those actions in a menu; elsewhere it deselects.
        if right and self.phase_bar.optional.offer_at(k, QCursor.pos()):
            return
        self.controller.click(k, right=right, select_only=shift)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.stack and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place_question()
        return super().eventFilter(watched, event)

    def _place_question(self) -> None:
        """The question bar over the board's top edge, as wide as the board, as tall as
        its words need at that width."""
        bar = self.decision_bar
        if bar.isHidden():
            return
        box = self.stack.geometry()
        height = bar.heightForWidth(box.width())
        if height < 0:
            height = bar.sizeHint().height()
        bar.setGeometry(box.left(), box.top(), box.width(), min(height, box.height()))
        bar.raise_()

    def refresh(self) -> None:
        self._place_question()  # (the bar has answered already: it listens first)
        c = self.controller
        if c.reading.covered:
            self.stack.setCurrentWidget(self.cover)
            self.view.pieces.set_marks([])
            self.view.highlight.set_state(c.reading.highlights(), 0)
            self.view.set_optional(c.reading.optional_scene(), {}, {})
            return
        self.stack.setCurrentWidget(self.view)
        marks = c.reading.marks()
        self.view.pieces.set_marks(marks)
        pieces = c.ctx.pieces
        seen = [m for m in marks if m.index >= 0]
        # No names on the boats: the counter aboard names its unit, and only when the
        # side at the screen may know it (a boat's load is a unit id in the scene).
        self.view.set_optional(
            c.reading.optional_scene(),
            {pieces[m.index].id: hex_of(m.key) for m in seen},
            {p.id: "" for p in pieces},
        )
        self._trail_shown = self._trail()
        self._draw_highlights()

    def show_hover(self) -> None:
        """The mouse moved to another hex: the path to it and the line of sight only."""
        if not self.controller.reading.covered:
            self._draw_highlights()

    def _draw_highlights(self) -> None:
        c = self.controller
        lights = c.reading.highlights()
        line, _sight = c.reading.sight()
        self.view.highlight.set_state(
            lights,
            c.state.viewer if c.state.viewer is not None else 0,
            c.reading.path_to(c.state.hover, lights),
            line,
            c.reading.fan_hexes(),
            self._trail_shown,
        )

    def _trail(self) -> tuple[int, ...]:
        """The path of the last move, retreat or follow-up of the action shown, as the
        side at the screen was told of it (``shown_events``: under « Unités cachées »
        from where it saw the unit, nothing of a move on the enemy's plan)."""
        c = self.controller
        n = len(c.session) if c.state.cursor is None else c.state.cursor
        if n == 0:
            return ()
        events = c.session.events_at(n)
        if c.reading.view_side is not None:
            before = c.session.position_at(n - 1)
            after = c.session.position_at(n)
            events = tuple(
                e for e, _ in shown_events(c.ctx, before, after, events, c.reading.view_side)
            )
        for ev in reversed(events):
            if isinstance(ev, Moved) and len(ev.path) > 1:
                return tuple(c.ctx.key_of(label) for label in ev.path)
            if isinstance(ev, Retreated):
                return (c.ctx.key_of(ev.frm), c.ctx.key_of(ev.to))
            if isinstance(ev, FollowedUp | Entered):
                return ()
        return ()
