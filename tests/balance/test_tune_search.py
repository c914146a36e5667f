"""The tuner's search against a known function: side A's win rate is a logistic
function of one objective's points, crossing 50 % at a value chosen by the test;
games are paired (game i draws the same number whatever the candidate)."""

from __future__ import annotations

import math
import random

import pytest

from editor.balance.knobs import Knob, Setting, default_knobs, parse_vary
from editor.balance.tune_search import Target, tune
from editor.core.scenario import Objective, Side, new_scenario

DRAWN = 0.1
"""The share of games drawn whatever the knob."""


def synthetic(points: int = 0, turns: int = 8):
    s = new_scenario("panache", 6, 6, title="Synthétique")
    s.sides = [Side("a", "Rouges"), Side("b", "Bleus")]
    g = s.grid
    s.objectives = [Objective(g.to_hex(1, 1), "Colline", points), Objective(g.to_hex(4, 4), "Pont")]
    s.setup.turns = turns
    return s


class KnownGames:
    """A's win rate: ``(1 - DRAWN) / (1 + exp(-slope (crossing - points)))`` (more points for
    the objective, which B holds, favour B); B's: the rest of the decided games."""

    def __init__(self, crossing: float, points: int = 0, slope: float = 0.9) -> None:
        self.crossing, self.points, self.slope, self.seed = crossing, points, slope, 5
        self.asked: list[tuple[Setting, int]] = []
        self.rounds = 0
        self.second = 0
        """How much the second objective's points count (0: not at all)."""
        self.interrupt_at = 0

    def p_a(self, setting: Setting) -> float:
        v = next((int(x) for k, x in setting if k.kind == "points" and k.index == 0), self.points)
        v += self.second * next(
            (int(x) for k, x in setting if k.kind == "points" and k.index == 1), 1
        )
        return 1 / (1 + math.exp(-self.slope * (self.crossing - v)))

    def check(self, setting: Setting) -> str:
        return ""

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        self.rounds += 1
        if self.rounds == self.interrupt_at:
            raise KeyboardInterrupt
        assert len(set(settings)) == len(settings)  # the contract of a GamePlayer
        out = []
        for s in settings:
            self.asked.append((s, stop))
            p = self.p_a(s) * (1 - DRAWN)
            dice = [random.Random(self.seed * 100_003 + i).random() for i in range(stop)]
            out.append([0 if u < p else 1 if u < 1 - DRAWN else -1 for u in dice])
        return out


@pytest.mark.parametrize("crossing", [2, 7, 10])
def test_the_tuner_finds_the_crossing_within_the_margin(crossing: int) -> None:
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    games = KnownGames(crossing)
    result = tune(s, [knob], games, Target(margin=0.05, max_games=2560))
    assert result.reached
    ((k, value),) = result.best.setting
    assert k == knob
    true_difference = (1 - DRAWN) * (2 * games.p_a(result.best.setting) - 1)
    assert abs(true_difference) <= 0.05
    assert value == crossing
    # measured: within the margin on the interval, draws under the cap
    _, low, high = result.best.difference()
    assert -0.05 <= low and high <= 0.05
    assert result.best.draws().p <= 0.2


def test_the_fit_jumps_to_a_crossing_the_first_grid_missed() -> None:
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    result = tune(s, [knob], KnownGames(7), Target(max_games=2560))
    grid = {v for c in result.candidates if c.origin == "grid" for _, v in c.setting}
    assert 7 not in grid
    assert result.best.origin == "fit"


def test_every_candidate_plays_the_same_games() -> None:
    s = synthetic()
    games = KnownGames(7)
    tune(s, [parse_vary(s, "points:1=0..12")], games, Target(max_games=320))
    by_stop: dict[int, set[Setting]] = {}
    for setting, stop in games.asked:
        by_stop.setdefault(stop, set()).add(setting)
    assert len(by_stop) >= 2  # rounds of growing length
    assert min(by_stop) == 40


def test_a_fair_scenario_is_left_as_it_is() -> None:
    s = synthetic(points=4)
    result = tune(s, default_knobs(s), KnownGames(4, points=4), Target(max_games=2560))
    assert result.reached
    assert result.best.setting == ()


def test_when_no_value_reaches_the_margin_the_best_is_given_and_said_so() -> None:
    s = synthetic()
    knob = Knob("points", 0, 0, 3)  # the crossing (9) is out of reach
    result = tune(s, [knob], KnownGames(9), Target(max_games=640))
    assert not result.reached
    assert result.best.setting == ((knob, 3),)
    dropped = [c for c in result.candidates if c.dropped]
    assert dropped and all(c.dropped for c in dropped)


def test_ctrl_c_keeps_the_best_so_far() -> None:
    s = synthetic()
    games = KnownGames(7)
    games.interrupt_at = 2  # the second round is cut
    result = tune(s, [parse_vary(s, "points:1=0..12")], games, Target(max_games=2560))
    assert result.stopped_by == "interrupted"
    assert result.best.n == 40
    assert result.best.setting[0][1] in (6, 9)  # the nearest grid values to 7


def test_when_one_knob_cannot_reach_the_target_a_second_one_is_added() -> None:
    s = synthetic()
    games = KnownGames(9)
    games.second = 1  # A's rate turns on the sum of the two objectives' points (0 + 1)
    first, second = Knob("points", 0, 0, 5), Knob("points", 1, 0, 5)
    result = tune(s, [first, second], games, Target(max_games=2560))
    assert result.reached
    assert len(result.best.setting) == 2
    assert abs((1 - DRAWN) * (2 * games.p_a(result.best.setting) - 1)) <= 0.05
    assert sum(int(v) for _, v in result.best.setting) == 9
    singles = [c for c in result.candidates if len(c.setting) == 1]
    assert singles and all(c.dropped for c in singles)


def test_ctrl_c_in_the_first_round_returns_nothing_measured() -> None:
    s = synthetic()
    games = KnownGames(7)
    games.interrupt_at = 1
    result = tune(s, [parse_vary(s, "points:1=0..12")], games, Target())
    assert result.stopped_by == "interrupted"
    assert not result.reached and result.best.n == 0


def test_when_the_scenario_is_the_nearest_it_is_given_measured_on_enough_games() -> None:
    s = synthetic(points=3)
    knob = Knob("points", 0, 0, 3)  # every other value is farther from the crossing (9)
    result = tune(s, [knob], KnownGames(9, points=3), Target(max_games=640))
    assert not result.reached
    assert result.best is result.baseline and result.best.setting == ()
    assert result.best.n == 4 * 40


def test_no_round_is_started_that_would_end_past_the_time_limit() -> None:
    s = synthetic()
    games = KnownGames(7)
    now = [0.0]
    real_play = games.play

    def play(settings: list[Setting], stop: int) -> list[list[int]]:
        done = {setting: n for setting, n in games.asked}
        now[0] += 0.05 * sum(stop - done.get(x, 0) for x in settings)  # 0.05 s a game
        return real_play(settings, stop)

    games.play = play  # type: ignore[method-assign]
    target = Target(max_games=100_000, max_minutes=0.5)
    result = tune(s, [parse_vary(s, "points:1=0..12")], games, target, clock=lambda: now[0])
    assert result.stopped_by in ("time", "reached")
    assert now[0] <= 30
    assert max(stop for _, stop in games.asked) >= 160  # rounds went on while they fitted


def test_the_scenario_as_it_is_is_measured_on_at_most_640_games_unless_played_more() -> None:
    s = synthetic()
    result = tune(s, [parse_vary(s, "points:1=0..12")], KnownGames(7), Target(max_games=2560))
    assert result.reached and result.best.n > 640  # the best needed more to be shown fair
    assert result.baseline.n == 640  # "before": 16 first rounds, A's 95 % interval +-4 points
    assert result.baseline.winners == KnownGames(7).play([()], 640)[0]  # the same games 0..639
