"""Going back in a game: undo and redo (never past a die roll or a reveal), showing
the board after any action (read-only), branching from it, and replaying the
game at the speed set.

Nothing is lost: *Resume from here* sets the later actions aside as a branch
of the session, and the game can switch back to any branch (the line left is
kept in its turn). The window asks before a resume (``PlayMode.ask_resume``);
in hotseat, a change of line that sets the other side's decisions aside is a
``LineChange`` the other player accepts or refuses on the hand-over screen.

``TimeTravel`` is held by ``GameController``, which hands it the session, the
window's state (``PlayState``), what the board shows (``BoardReading``), the
computer players (``ComputerPace``: dropped or resumed as the line changes) and
the controller's own ways to place a piece (``hold``), to take in a move played
(``after``) and to tell the person something (``say``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from editor.rules.actions import Action
from editor.rules.session import GameSession, Step, irreversible
from editor.ui.play.board_reading import BoardReading
from editor.ui.play.computer import delay_ms
from editor.ui.play.computer_pace import ComputerPace
from editor.ui.play.play_state import LineChange, PlayState

translate = QCoreApplication.translate


def _over() -> str:
    return translate(
        "GameController", "the game is over: its actions stay as played (the log shows any of them)"
    )


class TimeTravel(QObject):
    def __init__(
        self,
        state: PlayState,
        reading: BoardReading,
        pace: ComputerPace,
        *,
        hold: Callable[[Action], bool],
        after: Callable[[Step], None],
        say: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.reading = reading
        self.session: GameSession = reading.session
        self.ctx = reading.ctx
        self.pace = pace
        self._hold = hold
        self._after = after
        self._say = say
        self.announced_over = self.session.position.over
        """The end of the game was announced (``finished``); a change of line
        that leaves the end behind announces it again when it comes."""
        self._playback = QTimer(self)
        self._playback.timeout.connect(self._on_playback)

    # ------------------------------------------------------------------ undo

    def undo_refusal(self) -> str:
        if self.session.position.over:
            # A roll that ended the game is refused for the roll; anything else for the end.
            last = self.session.steps[-1] if self.session.steps else None
            if last is not None and irreversible(self.ctx, last.events):
                return self.reading.text(self.session.undo_refusal(last.side))
            return _over()
        if self.state.viewer is None or self.state.cursor is not None or self.reading.covered:
            return translate("GameController", "nothing to take back here")
        if self.state.held is not None:
            return ""  # the placement held back, not yet played
        return self.reading.text(self.session.undo_refusal(self.state.viewer))

    def undo(self) -> None:
        why = self.undo_refusal()
        if why:
            self._say(why)
            return
        st = self.state
        assert st.viewer is not None
        with st.batch():
            self.pace.drop()
            if st.held is not None:
                # Taken back like a played action: Redo places it again.
                self.session.redo_actions.append(st.held[0])
                st.held = None
            else:
                self.session.undo(st.viewer)
            st.present = self.session.position
            st.selected = None

    def redo_refusal(self) -> str:
        if self.session.position.over:
            return _over()
        if self.state.viewer is None or self.state.cursor is not None or self.reading.covered:
            return translate("GameController", "nothing to play again here")
        if self.state.held is not None:
            return translate("GameController", "nothing to play again")
        return self.reading.text(self.session.redo_refusal(self.state.viewer))

    def redo(self) -> None:
        why = self.redo_refusal()
        if why:
            self._say(why)
            return
        assert self.state.viewer is not None
        if self._hold(self.session.redo_actions[-1]):
            self.session.redo_actions.pop()
            return
        step = self.session.redo(self.state.viewer)
        self._after(step)

    # ------------------------------------------------------------------ time travel

    def set_cursor(self, n: int | None) -> None:
        """Show the board after ``n`` actions (read-only); None or the last: the present."""
        if n is not None and n >= len(self.session):
            n = None
        if n != self.state.cursor:
            with self.state.batch():
                self.state.cursor = n
                self.state.selected = None
        if n is None:
            self.pace.go_on()

    def resume_cost(self) -> tuple[int, int]:
        """What *Resume from here* sets aside: the actions after the one shown, and how
        many of them the other side decided (0 when no side is at the screen)."""
        if self.state.cursor is None:
            return 0, 0
        return self.session.set_aside(self.state.cursor, self.state.viewer)

    def resume_here(self) -> None:
        """Play on from the action shown; the later actions are kept as a branch. In
        hotseat, taking back the other side's decisions waits for its consent."""
        if self.state.cursor is None:
            return
        dropped, theirs = self.resume_cost()
        self._change_line(LineChange(self.state.cursor, None, dropped, theirs, self._asker()))

    def branch_choices(self) -> list[tuple[int, int, int]]:
        """The branches that hold actions of their own: (index, actions, fork)."""
        steps = self.session.steps
        out = []
        for i, branch in enumerate(self.session.branches):
            fork = branch.fork(steps)
            if len(branch.steps) > fork:
                out.append((i, len(branch.steps) - fork, fork))
        return out

    def switch_branch(self, index: int) -> None:
        """Return to the branch ``index``: the game as it was played there, whole (the
        line left becomes a branch)."""
        fork = self.session.branches[index].fork(self.session.steps)
        dropped, theirs = self.session.set_aside(fork, self.state.viewer)
        self._change_line(LineChange(fork, index, dropped, theirs, self._asker()))

    def _asker(self) -> int:
        viewer = self.state.viewer
        return viewer if viewer is not None else self.session.position.deciding

    def _change_line(self, change: LineChange) -> None:
        if self.session.hotseat and change.theirs and self.state.viewer is not None:
            # The other player's decisions are not taken back behind his back.
            with self.state.batch():
                self.state.consent = change
                self.state.handover = 1 - change.by
                self.state.selected = None
            return
        self.apply_change(change)

    def apply_change(self, change: LineChange) -> None:
        st = self.state
        with st.batch():
            self.pace.drop()
            st.held = None
            self._stop_playback()
            if change.branch is None:
                self.session.branch(change.fork)
            else:
                self.session.switch(change.branch)
            self.pace.explanations = {
                n: w for n, w in self.pace.explanations.items() if n <= change.fork
            }
            st.present = self.session.position
            st.cursor = None
            st.selected = None
            self.announced_over = self.session.position.over
            pos = self.session.position
            if self.session.hotseat and not pos.over and pos.deciding != st.viewer:
                st.handover = pos.deciding
        self.pace.go_on()

    def refuse_change(self) -> None:
        """The other player refused the change of line: the screen goes back to the
        side that asked, the game as it was."""
        change = self.state.consent
        if change is None:
            return
        with self.state.batch():
            self.state.consent = None
            self.state.handover = change.by
        self._say(
            translate("GameController", "%1 refused: the game goes on as it was").replace(
                "%1", self.ctx.side_names[1 - change.by]
            )
        )

    def play_back(self, on: bool) -> None:
        """Replay the game from the action shown, one action per tick at the speed set."""
        if on:
            with self.state.batch():
                if self.state.cursor is None:
                    self.state.cursor = 0
                self._playback.start(0 if self.state.instant else delay_ms(self.state.speed))
                self.state.playing_back = True
        else:
            self._stop_playback()

    def _stop_playback(self) -> None:
        self._playback.stop()
        self.state.playing_back = False

    def retime(self) -> None:
        """The speed changed: the replay under way takes it."""
        if self._playback.isActive() and not self.state.instant:
            self._playback.setInterval(delay_ms(self.state.speed))

    def stop(self) -> None:
        self._stop_playback()

    def step_forward(self) -> None:
        if self.state.cursor is not None:
            self.set_cursor(self.state.cursor + 1)
        elif self.pace.pending is not None:
            self.pace.apply_pending()

    def step_back(self) -> None:
        n = len(self.session) if self.state.cursor is None else self.state.cursor
        if n > 0:
            self.set_cursor(n - 1)

    def _on_playback(self) -> None:
        if self.state.cursor is None:
            self._stop_playback()
            return
        with self.state.batch():
            self.set_cursor(self.state.cursor + 1)
            if self.state.cursor is None:
                self._stop_playback()
