"""A ``hexfield tune`` search off the GUI thread: ``tune`` in a Python thread, its
rounds, its games and its end handed to the GUI thread by queued signals.

*Stop* (``stop``) interrupts the round being played; ``tune`` then returns the
best variant measured so far, as after Ctrl+C in the command. The games go to
the balance run's executor (a process pool, or this process with one job)
through a ``PoolPlayer``; a test hands its own player (``make_player``).
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from editor.balance.knobs import Knob, Setting
from editor.balance.tune_search import GamePlayer, Target
from editor.balance.tune_stop import StopExecutor, StoppablePlayer
from editor.core.scenario import Scenario

PlayerMaker = Callable[[Scenario, str, str, int, Executor], GamePlayer]
"""(scenario, file name, players, seed, executor) -> the player of the search's games."""


def pool_player(
    scenario: Scenario, file: str, players: str, seed: int, executor: Executor
) -> GamePlayer:
    from editor.balance.tune_play import PoolPlayer

    return PoolPlayer(scenario, file, players, seed, executor)


@dataclass(frozen=True, slots=True)
class TuneJob:
    """What to search: the scenario as it stood, the knobs, the players, the target."""

    scenario: Scenario
    file: str
    knobs: list[Knob]
    players: str
    target: Target
    seed: int = 1
    jobs: int = 0
    """Processes (0: every core; 1: played in this process)."""


class TuneRunner(QObject):
    gamesPlayed = Signal(int)
    """Games finished since the search started."""
    roundStarted = Signal(object, int, int)
    """A round starts: its settings, the games each will have played, the games so far."""
    roundPlayed = Signal(object, int)
    """The settings of the round just played and the games each has; the winners so far
    are in ``player.winners``."""
    finished = Signal(object)
    """The ``TuneResult``."""
    failed = Signal(str)

    def __init__(
        self, job: TuneJob, make_player: PlayerMaker = pool_player, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.job = job
        self.make_player = make_player
        self.games = 0
        self.player: StoppablePlayer | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._stop = False

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="tune", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        with self._lock:
            self._stop = True
            if self.player is not None:
                self.player.stop()

    def wait(self, timeout: float | None = None) -> bool:
        """True once the search's thread has ended."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _on_games(self, n: int) -> None:
        self.games += n
        self.gamesPlayed.emit(self.games)

    def _on_round(self, settings: list[Setting], stop: int, over: bool) -> None:
        if not over:
            self.roundStarted.emit(list(settings), stop, self.games)
            return
        if self.player is not None:  # a player that does not use the executor is counted here
            played = sum(len(w) for w in self.player.winners.values())
            if played > self.games:
                self.games = played
                self.gamesPlayed.emit(played)
        self.roundPlayed.emit(list(settings), stop)

    def _run(self) -> None:
        from editor.balance.run import BalanceSettings, make_executor

        job = self.job
        try:
            inner, close = make_executor(BalanceSettings(scenario=Path(job.file), jobs=job.jobs))
        except Exception as exc:  # a broken search says why in the window, never silently
            self.failed.emit(str(exc) or type(exc).__name__)
            return
        try:
            self._search(StopExecutor(inner, self._on_games))
        finally:
            close()

    def _search(self, executor: StopExecutor) -> None:
        from editor.balance.tune_search import tune

        job = self.job
        try:
            player = self.make_player(job.scenario, job.file, job.players, job.seed, executor)
            with self._lock:
                self.player = StoppablePlayer(player, self._on_round, executor)
                if self._stop:
                    self.player.stop()
            result = tune(job.scenario, job.knobs, self.player, job.target)
        except Exception as exc:
            traceback.print_exc()
            self.failed.emit(str(exc) or type(exc).__name__)
            return
        self.finished.emit(result)


__all__ = ["PlayerMaker", "TuneJob", "TuneRunner", "pool_player"]
