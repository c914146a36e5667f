"""A ``hexfield tune`` search that another thread can stop and watch, round by round.

``StoppablePlayer`` wraps the search's ``GamePlayer``: ``stop()`` makes the
round being played end at once (its executor's games not yet started are
cancelled) and ``play`` raise ``Stopped``, a ``KeyboardInterrupt``, which
``tune`` takes as Ctrl+C: it returns the best variant measured so far. After
each round starts and ends ``on_round`` gets its settings, its games per setting and
whether it is over (the winners so far are in ``winners``): the window's progress and
live table of candidates; ``first_mover`` asks the player who moved first, when it
keeps it. ``StopExecutor`` wraps
the executor the games go to, so that a stop also ends a round's wait, and
counts the games finished as they come back (the window's progress). No Qt.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, ParamSpec, TypeVar

from editor.balance.first_mover import FirstMover, KeepsFirsts
from editor.balance.knobs import Setting
from editor.balance.tune_search import GamePlayer

P = ParamSpec("P")
R = TypeVar("R")


class Stopped(KeyboardInterrupt):
    """The search was stopped from outside (the window's *Stop*)."""


class StopExecutor(Executor):
    """An executor whose pending tasks all end, as ``Stopped``, on ``stop()``."""

    def __init__(self, inner: Executor, on_games: Callable[[int], None]) -> None:
        self.inner = inner
        self.on_games = on_games
        """Called with the number of games of each task that comes back."""
        self.stopped = threading.Event()
        self._lock = threading.Lock()
        self._pending: dict[Future[Any], Future[Any]] = {}
        """Each task's future handed out -> the inner executor's."""

    def submit(self, fn: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> Future[R]:
        outer: Future[R] = Future()
        if self.stopped.is_set():
            outer.set_exception(Stopped())
            return outer
        inner = self.inner.submit(fn, *args, **kwargs)
        with self._lock:
            self._pending[outer] = inner
        inner.add_done_callback(lambda f: self._done(outer, f))
        return outer

    def _done(self, outer: Future[Any], inner: Future[Any]) -> None:
        with self._lock:
            if self._pending.pop(outer, None) is None:
                return  # stopped: ``outer`` has its exception already
        if inner.cancelled():
            outer.set_exception(Stopped())
        elif inner.exception() is not None:
            outer.set_exception(inner.exception())
        else:
            result = inner.result()
            outer.set_result(result)
            self.on_games(len(result) if isinstance(result, list) else 1)

    def stop(self) -> None:
        self.stopped.set()
        with self._lock:
            pending, self._pending = self._pending, {}
        for outer, inner in pending.items():
            inner.cancel()
            outer.set_exception(Stopped())

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.inner.shutdown(wait, cancel_futures=cancel_futures)


class StoppablePlayer:
    """A ``GamePlayer`` that ``stop()`` interrupts; it keeps what each round gave."""

    def __init__(
        self,
        player: GamePlayer,
        on_round: Callable[[list[Setting], int, bool], None],
        executor: StopExecutor | None = None,
    ) -> None:
        self.player = player
        self.on_round = on_round
        """Called as a round starts (False) and ends (True): its settings, its games each."""
        self.executor = executor
        self.stopped = threading.Event()
        self.winners: dict[Setting, list[int]] = {}
        self.invalid: dict[Setting, str] = {}
        """Why a variant cannot be played, for those that cannot."""

    def check(self, setting: Setting) -> str:
        why = self.player.check(setting)
        if why:
            self.invalid[setting] = why
        return why

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        if self.stopped.is_set():
            raise Stopped
        self.on_round(settings, stop, False)
        out = self.player.play(settings, stop)
        for setting, winners in zip(settings, out, strict=True):
            self.winners[setting] = list(winners)
        self.on_round(settings, stop, True)
        return out

    def first_mover(self, setting: Setting, n: int) -> FirstMover | None:
        """How the first player fared in the setting's first ``n`` games, when the player
        keeps who moved first (``None`` when it does not: a test's known function)."""
        if isinstance(self.player, KeepsFirsts):
            return self.player.first_mover(setting, n)
        return None

    def stop(self) -> None:
        self.stopped.set()
        if self.executor is not None:
            self.executor.stop()
