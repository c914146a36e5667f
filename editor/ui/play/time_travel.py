"""Going back in a game: undo and redo (never past a die roll or a reveal), showing
the board after any action (read-only), branching from it, and replaying the
game at the speed set.

Nothing is lost: *Resume from here* sets the later actions aside as a branch
of the session, and the game can switch back to any branch (the line left is
kept in its turn). The window asks before a resume (``PlayMode.ask_resume``);
in hotseat, a change of line that sets the other side's decisions aside is a
``LineChange`` the other player accepts or refuses on the hand-over screen.

A mixin of ``GameController`` (its session, cursor, selection and signals).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from editor.rules.session import irreversible
from editor.ui.play.computer import delay_ms
from editor.ui.play.controller_state import ControllerState

translate = QCoreApplication.translate


def _over() -> str:
    return translate(
        "GameController", "the game is over: its actions stay as played (the log shows any of them)"
    )


@dataclass(frozen=True, slots=True)
class LineChange:
    """A change of the line played, waiting for the other player's consent."""

    fork: int
    """The actions kept (the first ``fork``)."""
    branch: int | None
    """The branch returned to (its index in the session), or None: resume from ``fork``."""
    dropped: int
    """The actions set aside."""
    theirs: int
    """Of them, the other side's (the side asked)."""
    by: int
    """The side asking."""


class TimeTravel(ControllerState):
    consent: LineChange | None
    """Hotseat: a change of line waiting for the other side (``GameController``)."""

    # ------------------------------------------------------------------ undo

    def undo_refusal(self) -> str:
        if self.session.position.over:
            # A roll that ended the game is refused for the roll; anything else for the end.
            last = self.session.steps[-1] if self.session.steps else None
            if last is not None and irreversible(self.ctx, last.events):
                return self.text(self.session.undo_refusal(last.side))
            return _over()
        if self.viewer is None or self.cursor is not None or self.covered:
            return translate("GameController", "nothing to take back here")
        if self.held is not None:
            return ""  # the placement held back, not yet played
        return self.text(self.session.undo_refusal(self.viewer))

    def undo(self) -> None:
        why = self.undo_refusal()
        if why:
            self.message.emit(why)
            return
        assert self.viewer is not None
        self.runner.cancel()
        self._pending = None
        if self.held is not None:
            # Taken back like a played action: Redo places it again.
            self.session.redo_actions.append(self.held[0])
            self.held = None
        else:
            self.session.undo(self.viewer)
        self.selected = None
        self.changed.emit()

    def redo_refusal(self) -> str:
        if self.session.position.over:
            return _over()
        if self.viewer is None or self.cursor is not None or self.covered:
            return translate("GameController", "nothing to play again here")
        if self.held is not None:
            return translate("GameController", "nothing to play again")
        return self.text(self.session.redo_refusal(self.viewer))

    def redo(self) -> None:
        why = self.redo_refusal()
        if why:
            self.message.emit(why)
            return
        assert self.viewer is not None
        if self.hold(self.session.redo_actions[-1]):
            self.session.redo_actions.pop()
            return
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

    def resume_cost(self) -> tuple[int, int]:
        """What *Resume from here* sets aside: the actions after the one shown, and how
        many of them the other side decided (0 when no side is at the screen)."""
        if self.cursor is None:
            return 0, 0
        return self.session.set_aside(self.cursor, self.viewer)

    def resume_here(self) -> None:
        """Play on from the action shown; the later actions are kept as a branch. In
        hotseat, taking back the other side's decisions waits for its consent."""
        if self.cursor is None:
            return
        dropped, theirs = self.resume_cost()
        self._change_line(LineChange(self.cursor, None, dropped, theirs, self._asker()))

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
        dropped, theirs = self.session.set_aside(fork, self.viewer)
        self._change_line(LineChange(fork, index, dropped, theirs, self._asker()))

    def _asker(self) -> int:
        return self.viewer if self.viewer is not None else self.session.position.deciding

    def _change_line(self, change: LineChange) -> None:
        if self.session.hotseat and change.theirs and self.viewer is not None:
            # The other player's decisions are not taken back behind his back.
            self.consent = change
            self.handover = 1 - change.by
            self.selected = None
            self.changed.emit()
            return
        self._apply_change(change)

    def _apply_change(self, change: LineChange) -> None:
        self.runner.cancel()
        self._pending = None
        self.held = None
        self._playback.stop()
        if change.branch is None:
            self.session.branch(change.fork)
        else:
            self.session.switch(change.branch)
        self.explanations = {n: w for n, w in self.explanations.items() if n <= change.fork}
        self.cursor = None
        self.selected = None
        self._announced_over = self.session.position.over
        pos = self.session.position
        if self.session.hotseat and not pos.over and pos.deciding != self.viewer:
            self.handover = pos.deciding
        self.changed.emit()
        self.go_on()

    def refuse_change(self) -> None:
        """The other player refused the change of line: the screen goes back to the
        side that asked, the game as it was."""
        change = self.consent
        if change is None:
            return
        self.consent = None
        self.handover = change.by
        self._say(
            translate("GameController", "%1 refused: the game goes on as it was").replace(
                "%1", self.ctx.side_names[1 - change.by]
            )
        )
        self.changed.emit()

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
