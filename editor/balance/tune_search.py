"""The search of ``hexfield tune``: candidates in a race on paired games.

Every candidate (a ``Setting``: the scenario as it is, or one knob changed)
plays games ``0 .. n-1`` with the same seeds as every other, so two
candidates meet the same dice until the change matters. Rounds double ``n``;
after each, a candidate is dropped when its interval says it cannot be fair
(the difference of the sides' win rates wholly outside ``+-margin``, or the
draws' interval wholly above ``max_draws``), then the worse half of those left
(successive halving on the distance to the target). For a monotonic knob (a
point value, the turn limit) the difference measured at its values is
interpolated to its zero, and the values at the crossing join the race.

The difference's interval comes from Wilson's: of the ``d`` decided games of
``n``, side A won a share ``q`` whose interval is ``[ql, qh]``; the difference
``pA - pB = (d / n)(2q - 1)`` lies in ``(d / n)(2ql - 1) .. (d / n)(2qh - 1)``.
A candidate reaches the target when that interval is inside ``+-margin`` and
at most ``max_draws`` of its games are drawn; of those that reach it, the
smallest change wins: fewest knobs, then the nearest values.

The games are played by a ``GamePlayer`` (``tune_play.PoolPlayer`` over the
balance run's process pool; a test injects a known function). No Qt.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Protocol

from editor.balance.knobs import Knob, Setting, describe
from editor.balance.stats import Rate, wilson
from editor.core.scenario import Scenario

GRID = 5
"""Values of a knob in the first round (its current one, and others across its range)."""


class GamePlayer(Protocol):
    def check(self, setting: Setting) -> str:
        """Why the variant cannot be played ("" when it can)."""
        ...

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        """Each setting's winners (0: side A, 1: side B, -1: a draw) of games 0 .. stop-1."""
        ...


@dataclass(frozen=True, slots=True)
class Target:
    margin: float = 0.05
    max_draws: float = 0.20
    first_games: int = 40
    max_games: int = 1280
    """Games per candidate at most (the last round)."""
    max_minutes: float = 0.0
    """0: no limit."""


@dataclass(slots=True)
class Candidate:
    setting: Setting
    winners: list[int] = field(default_factory=list)
    dropped: str = ""
    """Why it left the race ("" while in it)."""
    origin: str = "grid"
    """``as it is``, ``grid`` or ``fit`` (a fitted crossing)."""

    @property
    def n(self) -> int:
        return len(self.winners)

    def rate(self, side: int) -> Rate:
        return wilson(sum(1 for w in self.winners if w == side), self.n)

    def draws(self) -> Rate:
        return self.rate(-1)

    def difference(self) -> tuple[float, float, float]:
        """Side A's win rate minus side B's: (estimate, low, high)."""
        a, b = self.winners.count(0), self.winners.count(1)
        if not a + b:
            return 0.0, 0.0, 0.0
        share, q = (a + b) / self.n, wilson(a, a + b)
        return (a - b) / self.n, share * (2 * q.low - 1), share * (2 * q.high - 1)

    def reached(self, target: Target) -> bool:
        _, low, high = self.difference()
        return -target.margin <= low and high <= target.margin and self.within_draws(target)

    def within_draws(self, target: Target) -> bool:
        return self.n > 0 and self.draws().p <= target.max_draws

    def hopeless(self, target: Target) -> str:
        diff, low, high = self.difference()
        if low > target.margin or high < -target.margin:
            return (
                f"sides apart: A - B = {diff:+.1%} [{low:+.1%}, {high:+.1%}] "
                f"outside +-{target.margin:.0%} after {self.n} games"
            )
        if self.draws().low > target.max_draws:
            return f"too many draws: {self.draws().p:.0%} after {self.n} games"
        return ""

    def score(self, target: Target) -> float:
        """How far from the target (0: on it), on the estimates."""
        diff = abs(self.difference()[0])
        return (
            max(0.0, diff - target.margin)
            + max(0.0, self.draws().p - target.max_draws)
            + (diff / 100)
        )


@dataclass(slots=True)
class TuneResult:
    baseline: Candidate
    best: Candidate
    reached: bool
    candidates: list[Candidate]
    stopped_by: str
    """``reached``, ``games`` (the last round played), ``time`` or ``interrupted``."""
    elapsed: float


def initial_candidates(scenario: Scenario, knobs: list[Knob]) -> list[Candidate]:
    """The scenario as it is, then each knob alone at a few values across its range."""
    out = [Candidate((), origin="as it is")]
    for knob in knobs:
        now = knob.current(scenario)
        values = knob.values()
        if knob.monotonic and len(values) > GRID:
            step = (len(values) - 1) / (GRID - 1)
            values = list(dict.fromkeys(values[round(i * step)] for i in range(GRID)))
        out += [Candidate(((knob, v),)) for v in values if v != now]
    return out


def preference(scenario: Scenario, c: Candidate) -> tuple[int, float]:
    """The smaller, the better: fewest knobs, then the nearest values."""
    return len(c.setting), sum(k.distance(scenario, v) for k, v in c.setting)


def tune(
    scenario: Scenario,
    knobs: list[Knob],
    player: GamePlayer,
    target: Target,
    progress: Callable[[str], None] | None = None,
) -> TuneResult:
    """Race the candidates (see the module's docstring); Ctrl+C returns the best so far."""
    started = time.monotonic()
    say = progress or (lambda _m: None)
    pool = initial_candidates(scenario, knobs)
    for c in pool:
        c.dropped = player.check(c.setting) and f"invalid: {player.check(c.setting)}"
    n, stopped_by = min(target.first_games, target.max_games), "games"
    try:
        while True:
            alive = [c for c in pool if not c.dropped]
            say(f"round of {n} games: {len(alive)} candidates")
            for c, winners in zip(alive, player.play([c.setting for c in alive], n), strict=True):
                c.winners = winners
            done = [c for c in alive if c.reached(target)]
            if done:
                stopped_by = "reached"
                break
            _drop(alive, target)
            added = _fit(scenario, knobs, pool, player, target)
            if added:
                say(f"fitted crossings: {', '.join(describe(c.setting) for c in added)}")
            kept = [c for c in pool if not c.dropped and c not in added]
            _halve(kept, target, n, lambda c: preference(scenario, c))
            if n >= target.max_games and not added:
                break
            if target.max_minutes and time.monotonic() - started > 60 * target.max_minutes:
                stopped_by = "time"
                break
            n = min(2 * n, target.max_games)
    except KeyboardInterrupt:
        stopped_by = "interrupted"
    played = [c for c in pool if c.n]
    reached = [c for c in played if c.reached(target)]
    if reached:
        best = min(reached, key=lambda c: preference(scenario, c))
    else:
        most = max(c.n for c in played)
        best = min(
            (c for c in played if c.n == most),
            key=lambda c: (c.score(target), preference(scenario, c)),
        )
    return TuneResult(pool[0], best, bool(reached), pool, stopped_by, time.monotonic() - started)


def _drop(alive: list[Candidate], target: Target) -> None:
    """Out of the race: those whose intervals say they cannot be fair (one is always kept)."""
    why = {id(c): c.hopeless(target) for c in alive}
    if all(why.values()):
        keep = min(alive, key=lambda c: c.score(target))
        why[id(keep)] = ""
    for c in alive:
        c.dropped = why[id(c)]


def _halve(
    alive: list[Candidate],
    target: Target,
    n: int,
    preferred: Callable[[Candidate], tuple[int, float]],
) -> None:
    """Successive halving: the worse half on the distance to the target leaves (two stay;
    between equals, the larger change leaves)."""
    if len(alive) <= 2:
        return
    ranked = sorted(alive, key=lambda c: (round(c.score(target), 6), preferred(c)))
    for c in ranked[max(2, (len(ranked) + 1) // 2) :]:
        c.dropped = f"halved after {n} games: farther from the target than the kept half"


def _fit(
    scenario: Scenario,
    knobs: list[Knob],
    pool: list[Candidate],
    player: GamePlayer,
    target: Target,
) -> list[Candidate]:
    """New candidates at each monotonic knob's fitted crossing of A - B = 0."""
    tried = {c.setting for c in pool}
    added: list[Candidate] = []
    for knob in knobs:
        if not knob.monotonic:
            continue
        points = {knob.current(scenario): pool[0]} | {
            c.setting[0][1]: c for c in pool if len(c.setting) == 1 and c.setting[0][0] == knob
        }
        measured = sorted(
            (int(v), c.difference()[0]) for v, c in points.items() if c.n and c.within_draws(target)
        )
        x = _crossing(measured)
        if x is None:
            continue
        for v in sorted({int(x), int(x) + 1}):
            setting: Setting = ((knob, v),)
            if knob.low <= v <= knob.high and setting not in tried and v != knob.current(scenario):
                c = Candidate(setting, origin="fit")
                c.dropped = player.check(setting) and f"invalid: {player.check(setting)}"
                pool.append(c)
                tried.add(setting)
                added.append(c)
    return added


def _crossing(measured: list[tuple[int, float]]) -> float | None:
    """Where A - B crosses zero between two measured values (linear between them)."""
    for (x0, y0), (x1, y1) in pairwise(measured):
        if y0 == 0:
            return float(x0)
        if (y0 < 0) != (y1 < 0) and y1 != y0:
            return x0 + (x1 - x0) * y0 / (y0 - y1)
    return None
