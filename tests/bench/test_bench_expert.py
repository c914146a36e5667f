"""Benchmark: the expert player's seconds per turn (prints figures; run with -s).

Issue 28: at most 5 s of one core per turn, median, and 15 s the worst, on the
bundled scenarios. One game per bundled scenario against the greedy player,
the expert's side alternating; a turn's time is the CPU time of every decision
the expert makes in its own turn (command, movement, combat; its few
decisions in the enemy's turn, defence orders and retreats, are not counted).
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Sequence

import pytest

from editor.core.phrases import Phrase
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.expert import ITERATIONS, ExpertPlayer
from editor.rules.fog import Observation
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]


class Timed:
    """The expert, its CPU time summed per turn of its own."""

    def __init__(self, seed: int) -> None:
        self.player = ExpertPlayer(seed)
        self.name = self.player.name
        self.turns: dict[int, float] = {}

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        t0 = time.process_time()
        action = self.player.choose(ctx, obs, legal)
        turn = obs.position.turn
        if obs.position.active == obs.side:
            self.turns[turn] = self.turns.get(turn, 0.0) + time.process_time() - t0
        return action

    def explain(self) -> Phrase | None:
        return self.player.explain()


def test_bench_expert_seconds_per_turn() -> None:
    every: list[float] = []
    lines = []
    for n, path in enumerate(sorted(SCENARIOS.glob("*.yaml"))):
        r = read_scenario(path)
        ctx = game_context(r.scenario, r.ruleset)
        expert = Timed(2 * n + 1)
        greedy = make_player("greedy", 2 * n + 2)
        side = n % 2
        players = [expert, greedy] if side == 0 else [greedy, expert]
        g = play_game(ctx, players, n + 1)
        assert g.position.over
        times = sorted(expert.turns.values())
        every += times
        lines.append(
            f"  {path.stem}: median {statistics.median(times):.2f} s, worst {times[-1]:.2f} s "
            f"over {len(times)} turns; {expert.player.simulations} simulations"
        )
    every.sort()
    print(
        f"\nexpert ({ITERATIONS} iterations a searched decision), seconds of CPU per "
        f"turn of its own: median {statistics.median(every):.2f} s, 95th percentile "
        f"{every[int(len(every) * 0.95)]:.2f} s, worst {every[-1]:.2f} s over {len(every)} "
        f"turns (load average {os.getloadavg()[0]:.1f})\n" + "\n".join(lines)
    )
