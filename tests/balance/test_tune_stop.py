"""A search stopped from another thread (the window's *Stop*): the round being played
ends at once, its games not yet started are cancelled, and ``tune`` keeps the best
variant of the rounds already over, as after Ctrl+C."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor, wait

import pytest

from editor.balance.tune_stop import StopExecutor, StoppablePlayer, Stopped


def test_a_stop_ends_the_wait_of_a_round_and_cancels_its_games() -> None:
    release = threading.Event()
    started = threading.Event()
    counted: list[int] = []

    def games(n: int) -> list[int]:
        started.set()
        release.wait(10)
        return [0] * n

    with ThreadPoolExecutor(max_workers=1) as pool:
        executor = StopExecutor(pool, counted.append)
        done = executor.submit(lambda: [1, 1])
        assert done.result(5) == [1, 1] and counted == [2]
        running = executor.submit(games, 4)
        queued = executor.submit(games, 4)
        assert started.wait(5)
        stopper = threading.Timer(0.2, executor.stop)
        stopper.start()
        finished, _ = wait([running, queued], timeout=5)  # ended by the stop, not the games
        assert len(finished) == 2 and not release.is_set()
        for f in (running, queued):
            with pytest.raises(Stopped):
                f.result()
        with pytest.raises(Stopped):
            executor.submit(games, 1).result()
        release.set()
    assert counted == [2]  # the games stopped are not counted as played


class Rounds:
    def __init__(self) -> None:
        self.played = 0

    def check(self, setting) -> str:
        return "no such objective" if setting == ("bad",) else ""

    def play(self, settings, stop: int) -> list[list[int]]:
        self.played += 1
        return [[0] * stop for _ in settings]


def test_a_stopped_player_raises_before_the_next_round_and_keeps_what_was_played() -> None:
    seen: list[tuple[int, int, bool]] = []
    player = StoppablePlayer(Rounds(), lambda s, n, over: seen.append((len(s), n, over)))
    assert player.check(("bad",)) == "no such objective" and player.invalid == {
        ("bad",): "no such objective"
    }
    assert player.play([(), ("x",)], 3) == [[0, 0, 0], [0, 0, 0]]
    assert seen == [(2, 3, False), (2, 3, True)]
    assert player.winners == {(): [0, 0, 0], ("x",): [0, 0, 0]}
    player.stop()
    with pytest.raises(KeyboardInterrupt):
        player.play([()], 6)
    assert player.player.played == 1 and player.winners[()] == [0, 0, 0]
