"""Ladder matches: how strong each computer player is against another.

Each match plays a pair of kinds on each scenario given, every seed twice
with the sides swapped (so the scenario's own lean cancels out), fanned out
over the same executors as a balance run. The figures: the first kind's win
rate with its 95 % Wilson interval (draws count half in the score, not in the
win rate), and the Elo difference of its score.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Executor, wait
from dataclasses import dataclass, field
from pathlib import Path

from editor.balance.games import GameSummary, GameTask, game_seed, play_task
from editor.balance.run import BalanceSettings, make_executor
from editor.balance.stats import Rate, elo, wilson


@dataclass(slots=True)
class Match:
    strong: str
    weak: str
    games: list[tuple[str, GameSummary]] = field(default_factory=list)
    """(scenario file, game) in game order."""

    def tally(self) -> tuple[int, int, int]:
        """Wins of ``strong``, draws, wins of ``weak``."""
        w = d = lo = 0
        for _file, g in self.games:
            if g.winner < 0:
                d += 1
            elif _kind(g, g.winner) == self.strong:
                w += 1
            else:
                lo += 1
        return w, d, lo

    def rate(self) -> Rate:
        w, _d, _l = self.tally()
        return wilson(w, len(self.games))

    def score(self) -> float:
        w, d, _l = self.tally()
        return (w + 0.5 * d) / len(self.games) if self.games else float("nan")

    def elo(self) -> float:
        return elo(self.score())


def _kind(g: GameSummary, side: int) -> str:
    a, b = g.player.split("-")
    return (a, b)[side]


def run_ladder(
    scenarios: list[Path],
    pairs: list[tuple[str, str]],
    games_per_scenario: int,
    *,
    seed: int = 1,
    jobs: int = 0,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
    executor: Executor | None = None,
) -> tuple[list[Match], bool]:
    """Play every match; (matches, completed). Games 2m and 2m+1 share a seed,
    sides swapped."""
    texts = [(p.read_bytes(), p.name) for p in scenarios]
    close: Callable[[], None] = lambda: None  # noqa: E731
    if executor is None:
        executor, close = make_executor(BalanceSettings(scenarios[0], jobs=jobs))
    matches = [Match(a, b) for a, b in pairs]
    tasks = []
    for m, match in enumerate(matches):
        for text, file in texts:
            for i in range(games_per_scenario):
                sides = (match.strong, match.weak) if i % 2 == 0 else (match.weak, match.strong)
                tasks.append(
                    (
                        m,
                        file,
                        GameTask(
                            text,
                            file,
                            "-".join(sides),
                            (i,),
                            (game_seed(seed, i // 2),),
                            False,
                            0,
                            sides,
                        ),
                    )
                )
    results: dict[int, tuple[int, str, GameSummary]] = {}
    completed = True
    futures: dict = {}
    try:
        futures = {executor.submit(play_task, t): (n, m, f) for n, (m, f, t) in enumerate(tasks)}
        pending = set(futures)
        while pending:
            done, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
            for fut in done:
                n, m, f = futures[fut]
                results[n] = (m, f, fut.result()[0])
            if progress is not None and done:
                progress(len(results), len(tasks))
            if cancel is not None and cancel.is_set():
                completed = False
                break
    except KeyboardInterrupt:
        completed = False
    finally:
        for fut in futures:
            fut.cancel()
        close()
    for n in sorted(results):
        m, f, g = results[n]
        matches[m].games.append((f, g))
    return matches, completed
