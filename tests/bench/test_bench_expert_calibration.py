"""Benchmark: how far the expert's stated chances are to be believed (prints figures; -s).

The expert explains a searched choice by the chance to win its iterations
through that choice ended with (« 62 % de chances de gagner »). Those
iterations play on with the greedy policy for both sides; against an opponent
that plays better than that, the figure is the expert's hope, not a forecast.
Expert against expert on seven bundled scenarios (the four slowest aside), six
seeds each, sides as the scenario sets them: each searched decision's stated
chance against the result of its game for its side (a draw counts a half),
grouped by tenths, before the last ``expert.ENDGAME`` turns and within them,
with the Brier score (lower is better; 0.25 is a constant 50 %). A game's
decisions are not independent: the games, not the decisions, are the sample.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

import pytest

from editor.balance.games import context_of
from editor.core.phrases import Phrase
from editor.paths import SCENARIOS
from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.expert import ENDGAME, ExpertPlayer
from editor.rules.fog import Observation
from editor.rules.players import play_game, side_player
from editor.rules.search import near_end

pytestmark = [pytest.mark.bench, pytest.mark.timeout(3600)]

SCENARIO_NAMES = (
    "alesia-52av",
    "azincourt-1415",
    "eylau-1807",
    "morgarten-1315",
    "moulin-de-la-sambre",
    "pyramides-1798",
    "thapsus-46av",
)
SEEDS = range(1, 7)

Said = tuple[int, float, bool]
"""(side, stated chance, within the last ENDGAME turns)."""


class Listening:
    """An expert whose searched choices' chances are written down."""

    def __init__(self, player: ExpertPlayer, side: int, said: list[Said]) -> None:
        self.player, self.side, self.said = player, side, said
        self.name = player.name

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        action = self.player.choose(ctx, obs, legal)
        if self.player.chance is not None:
            late = near_end(ctx, obs.position, ENDGAME)
            self.said.append((self.side, self.player.chance, late))
        return action

    def explain(self) -> Phrase | None:
        return self.player.explain()


def _game(job: tuple[str, int]) -> tuple[list[Said], int | None]:
    name, seed = job
    path = SCENARIOS / f"{name}.yaml"
    ctx = context_of(path.read_bytes(), path.name)
    said: list[Said] = []
    players = []
    for side in (0, 1):
        expert = side_player(ctx, side, "expert", 2 * seed + 1 + side)
        assert isinstance(expert, ExpertPlayer)
        players.append(Listening(expert, side, said))
    played = play_game(ctx, players, seed)
    assert played.position.result is not None
    return said, played.position.result.winner


def _table(rows: list[tuple[float, float]], title: str) -> list[str]:
    brier = sum((p - w) ** 2 for p, w in rows) / max(1, len(rows))
    out = [f"{title}: {len(rows)} decisions, Brier {brier:.3f}"]
    for tenth in range(10):
        xs = [(p, w) for p, w in rows if min(9, int(p * 10)) == tenth]
        if xs:
            said = 100 * sum(p for p, _ in xs) / len(xs)
            won = 100 * sum(w for _, w in xs) / len(xs)
            out.append(
                f"  said {10 * tenth:3d}-{10 * tenth + 10:3d} %: {len(xs):5d}  "
                f"said {said:5.1f} %  won {won:5.1f} %"
            )
    return out


def test_bench_expert_stated_chances_against_results() -> None:
    jobs = [(name, seed) for seed in SEEDS for name in SCENARIO_NAMES]
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        games = list(pool.map(_game, jobs))
    early: list[tuple[float, float]] = []
    late: list[tuple[float, float]] = []
    for said, winner in games:
        for side, chance, in_endgame in said:
            won = 0.5 if winner is None else float(winner == side)
            (late if in_endgame else early).append((chance, won))
    print(f"\nexpert against expert: {len(games)} games")
    for line in [*_table(early, "before the last turns"), *_table(late, "in the last turns")]:
        print(line)
    assert early and late
