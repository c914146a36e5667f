"""Recovery copies of a game in progress, and finding them after a crash.

Like the scenario's (``editor.ui.autosave``): a copy of the game (its log, with
the lines set aside and a placement held back, and its scenario) goes to the
recovery folder 2 s after an action, and at least every 10 s while actions keep
coming (two computer players, a quick person: ``editor.ui.copy_timer``), with a
lock while this editor runs; a copy whose lock is free at the next start was
left by a crash and is offered back. The copy is removed when the game is saved
or closed by choice, nothing else.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from editor.io.game_log import SCENARIO_SUFFIX
from editor.io.scenario_file import SaveError, write_scenario
from editor.ui.copy_timer import CopyTimer
from editor.ui.recovery_folder import (
    CopyLock,
    left_behind,
    read_note,
    remove,
    saved_at,
    write_note,
)

if TYPE_CHECKING:  # the rules engine is imported with the first game, not at start
    from editor.rules.actions import Action
    from editor.rules.saved_game import OpenedGame
    from editor.rules.session import GameSession

RECOVERY_SUFFIX = ".game-recovery.yaml"
AUTOSAVE_DELAY_MS = 2000
AUTOSAVE_MAX_WAIT_MS = 10000
"""The longest an action waits for the game's copy while play goes on."""


@dataclass(frozen=True, slots=True)
class GameRecovery:
    path: Path
    scenario: Path
    title: str
    saved_at: float

    def discard(self) -> None:
        remove((self.path, self.scenario, _note(self.path), _lock(self.path)))

    def open(self) -> OpenedGame:
        from editor.rules.saved_game import open_game

        return open_game(str(self.path), str(self.scenario))


def _stem(p: Path) -> str:
    return p.name.removesuffix(RECOVERY_SUFFIX)


def _note(p: Path) -> Path:
    return p.with_name(_stem(p) + ".game.json")


def _lock(p: Path) -> Path:
    return p.with_name(_stem(p) + ".game.lock")


def _scenario_copy(p: Path) -> Path:
    return p.with_name(_stem(p) + SCENARIO_SUFFIX)


def find_game_recoveries(directory: Path) -> list[GameRecovery]:
    """Games left by editors that are no longer running, newest first."""
    found = []
    for copy in left_behind(directory, RECOVERY_SUFFIX, _lock):
        note = read_note(_note(copy))
        title = str(note.get("title", ""))
        found.append(GameRecovery(copy, _scenario_copy(copy), title, saved_at(note, copy)))
    found.sort(key=lambda r: r.saved_at, reverse=True)
    return found


class GameAutosaver(QObject):
    """Writes the recovery copy of a game ``delay_ms`` after its last action, and no
    later than ``max_wait_ms`` after the first action the copy lacks."""

    failed = Signal(str)
    written = Signal(str)

    def __init__(
        self,
        directory: Path,
        delay_ms: int = AUTOSAVE_DELAY_MS,
        parent: QObject | None = None,
        max_wait_ms: int = AUTOSAVE_MAX_WAIT_MS,
    ) -> None:
        super().__init__(parent)
        self.directory = directory
        self.path = directory / f"game-{uuid.uuid4().hex[:12]}{RECOVERY_SUFFIX}"
        self.session: GameSession | None = None
        self.held: Callable[[], Action | None] = _nothing
        """The placement the window holds back (``GameController.held``), copied too."""
        self._lock = CopyLock(_lock(self.path))
        self._scenario_written = False
        self._shape: tuple[int, object, object] = (0, None, None)
        """The game the copy holds (or will hold once due): its length, its last step
        and the placement held back."""
        self.timer = CopyTimer(delay_ms, max_wait_ms, self)
        self.timer.due.connect(self.write_now)

    @property
    def pending(self) -> bool:
        return self.timer.pending

    def watch(self, session: GameSession, held: Callable[[], Action | None] | None = None) -> None:
        """Copy ``session`` from now on, with the placement ``held`` returns."""
        self.session = session
        self.held = held or _nothing
        self._scenario_written = False
        self._shape = self._now(session)
        self.timer.changed()

    def changed(self) -> None:
        """The game may have changed (an action, an undo, a resume from an earlier
        action); a hover or a selection leaves it as it was and schedules nothing."""
        if self.session is None:
            return
        shape = self._now(self.session)
        if shape != self._shape:
            self._shape = shape
            self.timer.changed()

    def _now(self, session: GameSession) -> tuple[int, object, object]:
        """What tells one state of a game from another cheaply: its length, its last
        step (a value made anew by every action, so an undo then another action
        differs) and the placement held back."""
        return (len(session), session.steps[-1] if session.steps else None, self.held())

    def write_now(self) -> None:
        self.timer.written()
        session = self.session
        if session is None:
            return
        from editor.io.game_log import write_game_log
        from editor.rules.saved_lines import game_to_dict

        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._lock.take()
            scenario = _scenario_copy(self.path)
            if not self._scenario_written:
                write_scenario(session.ctx.scenario, scenario)
                self._scenario_written = True
            write_game_log(game_to_dict(session, scenario.name, self.held()), self.path)
            write_note(_note(self.path), title=session.ctx.scenario.title)
        except (SaveError, OSError) as exc:
            self.failed.emit(str(exc))
            return
        self.written.emit(str(self.path))

    def saved(self) -> None:
        """The game was saved: its copy goes; the next action writes a new one."""
        self.timer.written()
        self._scenario_written = False
        remove((self.path, _scenario_copy(self.path), _note(self.path)))

    def discard(self) -> None:
        self.timer.written()
        self.session = None
        self.held = _nothing
        remove((self.path, _scenario_copy(self.path), _note(self.path)))
        self._lock.release()


def _nothing() -> Action | None:
    return None
