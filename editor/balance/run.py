"""A balance run: games fanned out over an executor until the asked precision.

``run_balance(settings)`` plays, for each player type asked (and for the
``--compare`` variant), games ``0, 1, 2...`` with seeds ``game_seed(seed, i)``,
the same for every series, so the two scenarios of a comparison and the two
player types meet the same dice where their games agree. Games go out in
chunks to a ``concurrent.futures`` executor: a process pool (``jobs``), a Dask
cluster's executor (``scheduler``), or none (``jobs == 1``, played here).

Determinism whatever ``jobs``: results are kept in game order and a series
stops on a prefix of it, checked only at multiples of ``batch`` games: after
``n`` games in margin mode, when the 95 % Wilson interval of side A's win
rate is within ``margin`` (or at ``max_games``). Games that finished beyond
the stopping point are dropped, so the report depends on (scenario, players,
seed, margin or games) only.

``progress`` is called after each chunk with a ``Progress``; ``cancel`` (a
``threading.Event``) or Ctrl+C stops the run: what was played so far (each
series' prefix in game order) is returned, marked ``partial``. No Qt: the
window runs this in a thread and shows the progress.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED as _FIRST
from concurrent.futures import Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import ParamSpec, TypeVar

from editor.balance.games import GameSummary, GameTask, game_seed, play_task
from editor.balance.stats import games_for_margin, wilson
from editor.balance.worker import worker_start

DEFAULT_MAX_GAMES = 2000
WORKER_MODULES = (
    "editor.balance.games",
    "editor.balance.worker",
    "editor.rules.greedy",
    "editor.rules.search",
    "numpy",
)
"""What a worker needs, imported once by the fork server."""


@dataclass(frozen=True, slots=True)
class BalanceSettings:
    scenario: Path
    players: tuple[str, ...] = ("greedy",)
    games: int | None = None
    """A fixed number of games per series; None: adaptive (``margin``)."""
    margin: float | None = 0.03
    """Stop when side A's 95 % interval is within +-margin (when ``games`` is None)."""
    max_games: int = DEFAULT_MAX_GAMES
    batch: int = 50
    """The stopping rule is checked every ``batch`` games."""
    seed: int = 1
    jobs: int = 0
    """Processes; 0: every core."""
    chunk: int = 4
    """Games sent to a worker at once."""
    keep_logs: bool = True
    compare: Path | None = None
    scheduler: str | None = None
    """A Dask scheduler's address (``tcp://host:8786``); None: local processes."""

    def target(self) -> int:
        return self.games if self.games is not None else self.max_games


@dataclass(slots=True)
class Series:
    """The games of one (scenario variant, player type)."""

    variant: int
    player: str
    games: list[GameSummary] = field(default_factory=list)
    stopped_by: str = ""
    """``games`` (the fixed count), ``margin``, ``cap`` or ``cancelled``."""


@dataclass(slots=True)
class RunResult:
    settings: BalanceSettings
    series: list[Series]
    partial: bool
    elapsed: float
    scenario_files: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Progress:
    series: int
    """Index of the series being played (0-based) and how many there are."""
    series_count: int
    player: str
    variant: int
    done: int
    """Games of this series finished in order."""
    expected: int
    """Games this series is expected to need (the fixed count, or an estimate)."""
    half_width: float
    """Current half-width of side A's interval."""


P = ParamSpec("P")
R = TypeVar("R")


class SerialExecutor(Executor):
    """Plays each task when it is submitted (``--jobs 1``: no process at all)."""

    def submit(self, fn: Callable[P, R], /, *args: P.args, **kwargs: P.kwargs) -> Future[R]:
        f: Future[R] = Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as exc:
            f.set_exception(exc)
        return f


def make_executor(settings: BalanceSettings) -> tuple[Executor, Callable[[], None]]:
    """The executor the settings ask for, and how to close it."""
    if settings.scheduler:
        try:
            from distributed import Client
        except ImportError:
            raise RuntimeError(
                "a Dask scheduler needs the distributed package: pip install 'hexfield[dask]'"
            ) from None
        client = Client(settings.scheduler)
        executor = client.get_executor()

        def close() -> None:
            executor.shutdown(wait=False)
            client.close()

        return executor, close
    jobs = settings.jobs or os.cpu_count() or 1
    if jobs <= 1:
        ex = SerialExecutor()
        return ex, lambda: None
    import multiprocessing

    # forkserver: safe beside threads and Qt (the window), and each worker forks
    # from a server that imported the engine once (not every worker on its own)
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload(list(WORKER_MODULES))
    # each worker ends with this process, a SIGKILL included (editor.balance.worker)
    pool = ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=context,
        initializer=worker_start,
        initargs=(os.getpid(),),
    )
    return pool, lambda: pool.shutdown(wait=False, cancel_futures=True)


def run_balance(
    settings: BalanceSettings,
    *,
    progress: Callable[[Progress], None] | None = None,
    cancel: threading.Event | None = None,
    executor: Executor | None = None,
) -> RunResult:
    """Play the run (see the module's docstring)."""
    texts = [settings.scenario.read_bytes()]
    files = [settings.scenario.name]
    if settings.compare is not None:
        texts.append(settings.compare.read_bytes())
        files.append(settings.compare.name)
    plan = [(v, p) for v in range(len(texts)) for p in settings.players]
    close: Callable[[], None] = lambda: None  # noqa: E731
    if executor is None:
        executor, close = make_executor(settings)
    started = time.monotonic()
    out: list[Series] = []
    partial = False
    try:
        for n, (variant, player) in enumerate(plan):
            series = Series(variant, player)
            out.append(series)
            if partial:
                series.stopped_by = "cancelled"
                continue
            done = _play_series(
                settings,
                texts[variant],
                files[variant],
                series,
                executor,
                n,
                len(plan),
                progress,
                cancel,
            )
            if not done:
                partial = True
    finally:
        close()
    return RunResult(settings, out, partial, time.monotonic() - started, tuple(files))


def _stop_at(settings: BalanceSettings, games: list[GameSummary]) -> str:
    """Why the series stops after these games (a prefix in game order), or ""."""
    n = len(games)
    if settings.games is not None:
        return "games" if n >= settings.games else ""
    if n >= settings.max_games:
        return "cap"
    if n == 0 or n % settings.batch:
        return ""
    wins = sum(1 for g in games if g.winner == 0)
    if settings.margin is not None and wilson(wins, n).half_width <= settings.margin:
        return "margin"
    return ""


def _play_series(
    settings: BalanceSettings,
    text: bytes,
    file: str,
    series: Series,
    executor: Executor,
    number: int,
    count: int,
    progress: Callable[[Progress], None] | None,
    cancel: threading.Event | None,
) -> bool:
    """Fill ``series``; False when cancelled (its games are then a prefix)."""
    target = settings.target()
    # "greedy-search": greedy plays side A, search side B; "greedy": both sides
    a, _, b = series.player.partition("-")
    sides = (a, b) if b else None
    results: dict[int, GameSummary] = {}
    pending: set[Future] = set()
    next_index = 0
    jobs = settings.jobs or os.cpu_count() or 1
    window = max(2, 2 * jobs)
    finished = False
    try:
        while not finished:
            while len(pending) < window and next_index < target:
                idx = tuple(range(next_index, min(target, next_index + settings.chunk)))
                next_index = idx[-1] + 1
                task = GameTask(
                    text,
                    file,
                    series.player,
                    idx,
                    tuple(game_seed(settings.seed, i) for i in idx),
                    settings.keep_logs,
                    series.variant,
                    sides,
                )
                pending.add(executor.submit(play_task, task))
            if not pending:
                break
            done, pending = wait(pending, timeout=0.25, return_when=_FIRST)
            for f in done:
                for g in f.result():
                    results[g.index] = g
            # extend the prefix in game order, checking the stopping rule at each step
            while len(series.games) in results:
                series.games.append(results.pop(len(series.games)))
                why = _stop_at(settings, series.games)
                if why:
                    series.stopped_by = why
                    finished = True
                    break
            if progress is not None and done:
                progress(_progress(settings, series, number, count))
            if cancel is not None and cancel.is_set():
                series.stopped_by = "cancelled"
                return False
        return True
    except KeyboardInterrupt:
        series.stopped_by = "cancelled"
        return False
    finally:
        for f in pending:
            f.cancel()


def _progress(settings: BalanceSettings, series: Series, number: int, count: int) -> Progress:
    n = len(series.games)
    wins = sum(1 for g in series.games if g.winner == 0)
    rate = wilson(wins, n)
    if settings.games is not None:
        expected = settings.games
    else:
        p = rate.p if n else 0.5
        need = games_for_margin(settings.margin or 0.03, min(max(p, 0.05), 0.95))
        expected = min(settings.max_games, max(n, -(-need // settings.batch) * settings.batch))
    return Progress(
        number, count, series.player, series.variant, n, expected, rate.half_width if n else 1.0
    )
