"""Benchmark: the computer players and balance runs (prints figures; run with -s).

Targets (issue 14): greedy >= 100 games/s on 2 cores on a bundled scenario; the
time of a +-3-point greedy balance run; the ladder: greedy beats random >= 90 %,
the searching player beats greedy with the 95 % interval's lower bound above
50 % over >= 400 games; issue 28: the expert against greedy and search (>= 400
games each at 20 a scenario: 440), the normal level against the beginner. Not
timed assertions: the tests check the results make sense, then print.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

import pytest
from processes import installed_env

from editor.balance.ladder import run_ladder
from editor.balance.run import BalanceSettings, run_balance
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]


@pytest.fixture(autouse=True)
def _workers_compiled_as_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pool's worker processes read Hexfield's modules compiled, as an installed
    copy has them (``processes.installed_env``), not compiled from source first."""
    monkeypatch.setenv("PYTHONPYCACHEPREFIX", installed_env()["PYTHONPYCACHEPREFIX"])


SCENARIO = SCENARIOS / "moulin-de-la-sambre.yaml"
BALANCED = SCENARIOS / "azincourt-1415.yaml"
"""The bundled scenario closest to even for the greedy player: a +-3-point run
there needs about as many games as any (p near 1/2)."""


@pytest.mark.parametrize(
    ("kind", "games", "run_games"), [("random", 30, 200), ("greedy", 60, 400), ("search", 6, 12)]
)
def test_bench_games_per_second(kind: str, games: int, run_games: int) -> None:
    """One core: ``games`` games in this process (CPU time). Two: a balance run of
    ``run_games`` games on 2 processes (wall time, the pool's start included: a
    designer's run is hundreds of games, a +-3-point one about a thousand)."""
    r = read_scenario(SCENARIO)
    ctx = game_context(r.scenario, r.ruleset)
    play_game(ctx, [make_player(kind, 0), make_player(kind, 1)], 0)  # warm the caches
    times = []
    for s in range(1, games + 1):
        t0 = time.process_time()
        g = play_game(ctx, [make_player(kind, 2 * s + 1), make_player(kind, 2 * s + 2)], s)
        times.append(time.process_time() - t0)
        assert g.position.over
    t0 = time.perf_counter()
    result = run_balance(
        BalanceSettings(
            SCENARIO, players=(kind,), games=run_games, margin=None, jobs=2, keep_logs=False
        )
    )
    wall = time.perf_counter() - t0
    assert len(result.series[0].games) == run_games
    print(
        f"\n{kind} on {SCENARIO.name}: one core {1 / statistics.median(times):.0f} games/s "
        f"(median {statistics.median(times) * 1000:.1f} ms a game, best "
        f"{min(times) * 1000:.1f} ms, CPU time); 2 processes {run_games / wall:.0f} games/s "
        f"({run_games} games in {wall:.1f} s of wall time, pool start included; load "
        f"average {os.getloadavg()[0]:.1f})"
    )


def test_bench_greedy_decision() -> None:
    """Each decision of 30 greedy games (``choose``, CPU time): issue 12's "a greedy
    decision" row; the first decision of a phase scores the hexes."""
    r = read_scenario(SCENARIO)
    ctx = game_context(r.scenario, r.ruleset)
    times: list[float] = []

    class Timed:
        def __init__(self, seed: int) -> None:
            self.player = make_player("greedy", seed)
            self.name = self.player.name

        def choose(self, ctx: Any, obs: Any, legal: Any) -> Any:
            t0 = time.process_time()
            action = self.player.choose(ctx, obs, legal)
            times.append(time.process_time() - t0)
            return action

        def explain(self) -> Any:
            return self.player.explain()

    play_game(ctx, [make_player("greedy", 0), make_player("greedy", 1)], 0)  # warm the caches
    for s in range(1, 31):
        assert play_game(ctx, [Timed(2 * s + 1), Timed(2 * s + 2)], s).position.over
    times.sort()
    print(
        f"\na greedy decision on {SCENARIO.name}: {statistics.median(times) * 1000:.3f} ms "
        f"median, {times[int(len(times) * 0.95)] * 1000:.2f} ms at the 95th percentile, "
        f"{times[-1] * 1000:.0f} ms the slowest, over {len(times)} decisions of 30 games "
        f"(CPU time; load average {os.getloadavg()[0]:.1f})"
    )


def test_bench_three_point_greedy_run() -> None:
    t0 = time.perf_counter()
    result = run_balance(
        BalanceSettings(BALANCED, players=("greedy",), margin=0.03, jobs=2, keep_logs=False)
    )
    wall = time.perf_counter() - t0
    games = result.series[0].games
    assert games, "the run played no game"
    wins = sum(g.winner == 0 for g in games)
    print(
        f"\n+-3-point greedy run on {BALANCED.name}: {len(games)} games in {wall:.1f} s "
        f"({result.series[0].stopped_by}; side A {wins / len(games):.1%}; 2 processes; "
        f"load average {os.getloadavg()[0]:.1f})"
    )


@pytest.mark.parametrize(
    ("strong", "weak", "games"),
    [
        ("greedy", "random", 30),
        ("search", "greedy", 58),
        ("expert", "greedy", 20),
        ("expert", "search", 20),
        ("normal", "beginner", 40),
    ],
)
def test_bench_ladder(strong: str, weak: str, games: int) -> None:
    """Every bundled scenario, each seed played twice with the sides swapped."""
    paths = sorted(SCENARIOS.glob("*.yaml"))
    t0 = time.perf_counter()
    (match,), done = run_ladder(paths, [(strong, weak)], games, jobs=2)
    assert done
    w, d, lo = match.tally()
    r = match.rate()
    print(
        f"\n{strong} vs {weak}: {w} wins, {d} draws, {lo} losses in {len(match.games)} games "
        f"({len(paths)} scenarios); win rate {r.p:.1%} [{r.low:.1%} - {r.high:.1%}]; Elo "
        f"{match.elo():+.0f} ({time.perf_counter() - t0:.0f} s)"
    )
