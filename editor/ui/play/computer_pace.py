"""The computer players in the window: asked for their move off the GUI thread
(``ComputerRunner``), the move shown at the pace the person sets (0.25x to 8x,
pause, step), dropped when the game moved on meanwhile (undo, time travel).

A mixin of ``GameController`` (its session, runner, timers and signals).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from editor.core.phrases import Phrase
from editor.rules.actions import Action
from editor.rules.engine import IllegalAction, legal_actions
from editor.rules.fog import observe
from editor.rules.players import Player, make_player
from editor.ui.play.computer import delay_ms
from editor.ui.play.controller_state import ControllerState


class ComputerPace(ControllerState):
    # ------------------------------------------------------------------ computer players

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        if self._playback.isActive() and not self.instant:
            self._playback.setInterval(delay_ms(speed))

    @property
    def computer_held(self) -> bool:
        """The computer players wait: paused, or the board shows the past (they play
        in the present only). What the *Pause*/*Play* button says."""
        return self.paused or self.cursor is not None

    def set_paused(self, paused: bool) -> None:
        """Pause the computer players, or let them go on. They play in the present
        only: letting them go while the board shows the past returns it there."""
        self.paused = paused
        if paused:
            self._pace.stop()
        elif self.cursor is not None:
            self.set_cursor(None)  # goes on (``go_on``)
        else:
            self.go_on()
        self.changed.emit()

    def go_on(self) -> None:
        """In the present and not paused: show the move chosen meanwhile (it waited
        while the board showed the past), or ask for the next one."""
        if self.computer_held:
            return
        if self._pending is not None:
            if not self._pace.isActive():
                self._pace.start(0 if self.instant else delay_ms(self.speed))
        else:
            self.schedule()

    def player(self, side: int) -> Player:
        found = self._players.get(side)
        if found is None:
            found = self._players[side] = make_player(
                self.session.seats[side], self.session.seed * 2 + side + 1
            )
        return found

    @property
    def thinking(self) -> bool:
        return self.runner.busy or self._pending is not None

    def schedule(self) -> None:
        """Ask the computer for its move when it decides in the present."""
        pos = self.session.position
        if self.cursor is not None or pos.over or self.session.is_person(pos.deciding):
            return
        if self.runner.busy or self._pending is not None:
            return
        side = pos.deciding
        # The observation and the legal actions are worked out here, on the GUI
        # thread's context; the player thinks on its own (its caches apart).
        self.runner.request(
            self.player(side),
            self.thinking_ctx,
            observe(self.ctx, pos, side),
            legal_actions(self.ctx, pos),
        )
        self._expected = pos

    def _on_chosen(self, _generation: int, action: object, why: object) -> None:
        if isinstance(action, Exception):
            self._say(
                QCoreApplication.translate(
                    "GameController", "the computer player failed: %1"
                ).replace("%1", str(action))
            )
            return
        if self.session.position is not getattr(self, "_expected", None):
            return
        assert isinstance(action, Action)
        self._pending = (action, why)
        self.go_on()
        self.changed.emit()

    def _apply_pending(self) -> None:
        if self._pending is None or self.cursor is not None:
            return
        action, why = self._pending
        self._pending = None
        try:
            step = self.session.play(action)
        except IllegalAction as exc:
            self._say(exc.args[0] if exc.args else str(exc))
            return
        if isinstance(why, Phrase):
            self.explanations[len(self.session)] = why
        self._after(step)

    def stop(self) -> None:
        self._pace.stop()
        self._playback.stop()
        self.runner.stop()
