"""Going back in a game: undo and redo (never past a die roll or a reveal), showing
the board after any action (read-only), branching from it, and replaying the
game at the speed set.

A mixin of ``GameController`` (its session, cursor, selection and signals).
"""

from __future__ import annotations

from editor.core.phrases import Phrase
from editor.ui.play.computer import delay_ms


class TimeTravel:
    # ------------------------------------------------------------------ undo

    def undo_refusal(self) -> str:
        if self.viewer is None or self.cursor is not None or self.covered:
            return self.text(Phrase("nothing to take back here", "rien à reprendre ici"))
        return self.text(self.session.undo_refusal(self.viewer))

    def undo(self) -> None:
        why = self.undo_refusal()
        if why:
            self.message.emit(why)
            return
        assert self.viewer is not None
        self.runner.cancel()
        self._pending = None
        self.session.undo(self.viewer)
        self.selected = None
        self.changed.emit()

    def redo_refusal(self) -> str:
        if self.viewer is None or self.cursor is not None or self.covered:
            return self.text(Phrase("nothing to play again here", "rien à rejouer ici"))
        return self.text(self.session.redo_refusal(self.viewer))

    def redo(self) -> None:
        why = self.redo_refusal()
        if why:
            self.message.emit(why)
            return
        assert self.viewer is not None
        step = self.session.redo(self.viewer)
        self._after(step)

    # ------------------------------------------------------------------ time travel

    def set_cursor(self, n: int | None) -> None:
        """Show the board after ``n`` actions (read-only); None or the last: the present."""
        if n is not None and n >= len(self.session):
            n = None
        if n != self.cursor:
            self.cursor = n
            self.selected = None
            self.changed.emit()
        if n is None:
            self.go_on()

    def resume_here(self) -> None:
        """Play on from the action shown: the later actions are dropped."""
        if self.cursor is None:
            return
        self.runner.cancel()
        self._pending = None
        self.session.branch(self.cursor)
        self.cursor = None
        self._announced_over = self.session.position.over
        pos = self.session.position
        if self.session.hotseat and pos.deciding != self.viewer:
            self.handover = pos.deciding
        self.changed.emit()
        self.schedule()

    def play_back(self, on: bool) -> None:
        """Replay the game from the action shown, one action per tick at the speed set."""
        if on:
            if self.cursor is None:
                self.cursor = 0
                self.changed.emit()
            self._playback.start(0 if self.instant else delay_ms(self.speed))
        else:
            self._playback.stop()

    @property
    def playing_back(self) -> bool:
        return self._playback.isActive()

    def step_forward(self) -> None:
        if self.cursor is not None:
            self.set_cursor(self.cursor + 1)
        elif self._pending is not None:
            self._apply_pending()

    def step_back(self) -> None:
        n = len(self.session) if self.cursor is None else self.cursor
        if n > 0:
            self.set_cursor(n - 1)

    def _on_playback(self) -> None:
        if self.cursor is None:
            self._playback.stop()
            self.changed.emit()
            return
        self.set_cursor(self.cursor + 1)
        if self.cursor is None:
            self._playback.stop()
