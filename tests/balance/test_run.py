"""Balance runs: adaptive stopping, the same report whatever the executor (one
process, two, a Dask cluster), partial results when stopped."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from editor.balance.games import GameSummary
from editor.balance.report import build_report
from editor.balance.run import BalanceSettings, _stop_at, run_balance
from editor.balance.stats import wilson
from editor.rules.game import game_context

pytestmark = pytest.mark.slow


def _game(i: int, winner: int) -> GameSummary:
    return GameSummary(
        0,
        "greedy",
        i,
        i,
        winner,
        "decisive",
        "demoralisation",
        0,
        3,
        50,
        (0, 1),
        (0, 0),
        (),
        (),
        (),
        (),
        (),
    )


def test_the_margin_is_checked_only_at_whole_batches_and_capped() -> None:
    st = BalanceSettings(Path("x.yaml"), margin=0.15, batch=20, max_games=100)
    # side A wins every game: Wilson 0/20 half-width is 0.0805, within 0.15
    games = [_game(i, 0) for i in range(20)]
    assert _stop_at(st, games[:19]) == ""
    assert _stop_at(st, games) == "margin"
    # an even split needs more: at p = 1/2 the half-width after 40 games is 0.146
    even = [_game(i, i % 2) for i in range(100)]
    assert wilson(10, 20).half_width > 0.15
    assert _stop_at(st, even[:20]) == ""
    assert _stop_at(st, even[:40]) == "margin"
    tight = BalanceSettings(Path("x.yaml"), margin=0.01, batch=20, max_games=100)
    assert _stop_at(tight, even[:80]) == ""
    assert _stop_at(tight, even) == "cap"
    fixed = BalanceSettings(Path("x.yaml"), games=30, margin=None)
    assert _stop_at(fixed, even[:29]) == "" and _stop_at(fixed, even[:30]) == "games"


def _context(path: Path):
    from editor.io.scenario_file import read_scenario

    r = read_scenario(path)
    return game_context(r.scenario, r.ruleset)


def test_an_adaptive_run_stops_at_the_first_batch_within_the_margin(arena_file: Path) -> None:
    st = BalanceSettings(arena_file, margin=0.12, batch=10, jobs=1, keep_logs=False)
    result = run_balance(st)
    games = result.series[0].games
    n = len(games)
    wins = sum(g.winner == 0 for g in games)
    assert result.series[0].stopped_by == "margin" and n % 10 == 0
    assert wilson(wins, n).half_width <= 0.12
    earlier = sum(g.winner == 0 for g in games[: n - 10])
    assert wilson(earlier, n - 10).half_width > 0.12
    assert [g.index for g in games] == list(range(n))


def _report(path: Path, **kw: object) -> str:
    st = BalanceSettings(path, games=16, margin=None, seed=3, chunk=3, keep_logs=True, **kw)
    result = run_balance(st)
    assert not result.partial
    return json.dumps(build_report([_context(path)], result), sort_keys=True)


def test_the_report_is_the_same_whatever_the_executor(arena_file: Path) -> None:
    one = _report(arena_file, jobs=1)
    two = _report(arena_file, jobs=2)
    assert one == two
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        dask = _report(arena_file, jobs=2, scheduler=cluster.scheduler_address)
    assert dask == one


def test_a_stopped_run_keeps_what_was_played_in_game_order(arena_file: Path) -> None:
    stop = threading.Event()
    seen = []

    def progress(p):
        seen.append(p.done)
        if p.done >= 8:
            stop.set()

    st = BalanceSettings(arena_file, games=200, margin=None, jobs=1, chunk=4, keep_logs=False)
    result = run_balance(st, progress=progress, cancel=stop)
    s = result.series[0]
    assert result.partial and s.stopped_by == "cancelled"
    assert 8 <= len(s.games) < 200
    assert [g.index for g in s.games] == list(range(len(s.games)))
    report = build_report([_context(arena_file)], result)
    assert report["partial"] is True


def test_ctrl_c_keeps_what_was_played_and_says_it_is_partial(arena_file: Path) -> None:
    """Ctrl+C raises KeyboardInterrupt wherever the run waits; it is caught there."""

    def progress(p):
        if p.done >= 4:
            raise KeyboardInterrupt

    st = BalanceSettings(arena_file, games=100, margin=None, jobs=1, chunk=2, keep_logs=False)
    result = run_balance(st, progress=progress)
    assert result.partial and result.series[0].stopped_by == "cancelled"
    assert 4 <= len(result.series[0].games) < 100


def test_the_verdict_names_a_side_only_beyond_both_intervals() -> None:
    from editor.balance.report import verdict

    # 60/100 against 35/100: Wilson [50.2 %, 69.1 %] and [26.4 %, 44.7 %] do not meet
    assert verdict(wilson(60, 100), wilson(35, 100)) == 0
    assert verdict(wilson(35, 100), wilson(60, 100)) == 1
    # 55/100 against 45/100: [45.2 %, 64.4 %] and [35.6 %, 54.8 %] meet
    assert verdict(wilson(55, 100), wilson(45, 100)) == -1
    assert verdict(wilson(0, 0), wilson(0, 0)) == -2


def test_no_verdict_from_intervals_wider_than_ten_points() -> None:
    from editor.balance.output import verdict_line
    from editor.balance.report import verdict

    # Issue 23: 2 wins to 8 in 10 games was « balanced as far as 10 games can tell ».
    # Wilson 2/10: [5.7 %, 51.0 %]; 8/10: [49.0 %, 94.3 %]: they meet, each ±22 points.
    assert verdict(wilson(2, 10), wilson(8, 10)) == -2
    line = verdict_line({"verdict": -2, "games": 10, "wins": []}, ["A", "B"], "en")
    assert line == (
        "warn",
        "No verdict: too few games to tell (10 games; a side's 95 % interval is wider "
        "than ±10 points)",
    )
    # 0/10 against 10/10: [0 %, 27.8 %] and [72.2 %, 100 %] do not meet: B is favoured.
    assert verdict(wilson(0, 10), wilson(10, 10)) == 1


def test_a_series_may_give_each_side_its_own_player(arena_file: Path) -> None:
    import zlib

    st = BalanceSettings(arena_file, ("random-greedy",), games=2, margin=None, jobs=1)
    result = run_balance(st)
    (s,) = result.series
    assert s.player == "random-greedy" and len(s.games) == 2
    for g in s.games:
        assert g.log is not None
        log = zlib.decompress(g.log).decode("utf-8")
        assert "players:\n  a: random\n  b: greedy" in log


def test_a_worker_process_does_not_import_the_statistics(arena_file: Path) -> None:
    """A worker plays games: it imports the engine (the fork server's preload), not
    what only the parent uses (``run``, ``scipy.stats``: most of a second a worker)."""
    from editor.balance.run import make_executor

    executor, close = make_executor(BalanceSettings(arena_file, jobs=2))
    try:
        probe = "sorted(m for m in __import__('sys').modules if m in {0!r})"
        names = {"editor.balance.run", "editor.balance.stats", "scipy.stats"}
        assert executor.submit(eval, probe.format(names)).result(timeout=60) == []
        engine = {"editor.balance.games", "editor.rules.greedy"}
        assert executor.submit(eval, probe.format(engine)).result(timeout=60) == sorted(engine)
    finally:
        close()
