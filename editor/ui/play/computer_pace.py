"""The computer players in the window: asked for their move off the GUI thread
(``ComputerRunner``), the move shown at the pace the person sets (0.25x to 8x,
pause, step), dropped when the game moved on meanwhile (undo, time travel).

``ComputerPace`` is held by ``GameController``, which hands it the session, the
window's state (``PlayState``: cursor, pause, speed, instant play; it sets
``thinking``) and what to do with a move played (``on_move``) or a failure to
tell (``say``).

The worker thread reads ``thinking_ctx``: the game's context with memo caches
of its own (``GameContext.with_own_caches``), so that it never fills the caches
the GUI thread reads. The observation and the legal actions it is handed are
worked out on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from editor.core.phrases import Phrase
from editor.rules.actions import Action
from editor.rules.engine import IllegalAction, legal_actions
from editor.rules.fog import observe
from editor.rules.players import Player, make_player
from editor.rules.position import Position
from editor.rules.session import GameSession, Step
from editor.ui.play.computer import ComputerRunner, delay_ms
from editor.ui.play.play_state import PlayState


class ComputerPace(QObject):
    def __init__(
        self,
        state: PlayState,
        session: GameSession,
        on_move: Callable[[Step], None],
        say: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.session = session
        self.ctx = session.ctx
        self.thinking_ctx = session.ctx.with_own_caches()
        """What the computer players' thread reads: the game, with caches of its own
        (the GUI thread fills the game's meanwhile)."""
        self._on_move = on_move
        self._say = say
        self.pending: tuple[Action, object] | None = None
        """The move chosen, waiting to be shown (its explanation after it)."""
        self.explanations: dict[int, Phrase] = {}
        """Step number -> why the computer chose it."""
        self._players: dict[int, Player] = {}
        self._expected: Position | None = None
        self.runner = ComputerRunner(self)
        self.runner.chosen.connect(self._on_chosen)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.apply_pending)

    @property
    def computer_held(self) -> bool:
        """The computer players wait: paused, or the board shows the past (they play
        in the present only). What the *Pause*/*Play* button says."""
        return self.state.paused or self.state.cursor is not None

    def hold(self) -> None:
        """Paused: the move chosen waits."""
        self._timer.stop()

    def go_on(self) -> None:
        """In the present and not paused: show the move chosen meanwhile (it waited
        while the board showed the past), or ask for the next one."""
        if self.computer_held:
            return
        if self.pending is not None:
            if not self._timer.isActive():
                self._timer.start(0 if self.state.instant else delay_ms(self.state.speed))
        else:
            self.schedule()

    def drop(self) -> None:
        """Forget the move asked for or chosen (the game moved on meanwhile)."""
        self.runner.cancel()
        self.pending = None
        self._sync()

    def player(self, side: int) -> Player:
        found = self._players.get(side)
        if found is None:
            found = self._players[side] = make_player(
                self.session.seats[side], self.session.seed * 2 + side + 1
            )
        return found

    def _sync(self) -> None:
        self.state.thinking = self.runner.busy or self.pending is not None

    def schedule(self) -> None:
        """Ask the computer for its move when it decides in the present."""
        pos = self.session.position
        if self.state.cursor is not None or pos.over or self.session.is_person(pos.deciding):
            return
        if self.runner.busy or self.pending is not None:
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
        self._sync()

    def _on_chosen(self, _generation: int, action: object, why: object) -> None:
        if isinstance(action, Exception):
            self._sync()
            self._say(
                QCoreApplication.translate(
                    "GameController", "the computer player failed: %1"
                ).replace("%1", str(action))
            )
            return
        if self.session.position is not self._expected:
            self._sync()
            return
        assert isinstance(action, Action)
        self.pending = (action, why)
        self._sync()
        self.go_on()

    def apply_pending(self) -> None:
        if self.pending is None or self.state.cursor is not None:
            return
        action, why = self.pending
        self.pending = None
        try:
            step = self.session.play(action)
        except IllegalAction as exc:
            self._sync()
            self._say(exc.args[0] if exc.args else str(exc))
            return
        if isinstance(why, Phrase):
            self.explanations[len(self.session)] = why
        self._on_move(step)
        self._sync()

    def stop(self) -> None:
        self._timer.stop()
        self.runner.stop()
