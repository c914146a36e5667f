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
When every change of one knob is ruled out, the race starts again with one
more knob, on the change that came nearest to the target (and so on).
A candidate the halving dropped comes back when a later fit, on more games,
lands on it again.

With several player types (``tune(others=...)``: greedy and searching players,
say), every candidate plays its games with each type (paired seeds within a
type); it is ruled out when one type rules it out, its distance to the target
is the farthest type's, and it reaches the target only when every type does.
The fit adds the values at each type's crossing and between them.

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Protocol

from editor.balance.knobs import Knob, Setting, describe
from editor.balance.stats import Rate, wilson
from editor.core.phrases import counted
from editor.core.scenario import Scenario

GRID = 5
"""Values of a knob in the first round (its current one, and others across its range)."""


HALVED = "halved after"
"""How the reason of a candidate the halving dropped begins."""

FINAL_ROUNDS = 4
"""The best variant and the scenario are measured on at least this many first rounds' games."""

BEFORE_ROUNDS = 16
"""The scenario as it is ("before") is measured on as many games as the best, but no more
than this many first rounds' games (640: +-4 points at 50 %) unless the race played
more: the thousands of games the best needs to be shown within +-5 points would
only narrow an interval nobody reads (100 % [99.4, 100] on 640 games)."""


class GamePlayer(Protocol):
    def check(self, setting: Setting) -> str:
        """Why the variant cannot be played ("" when it can)."""
        ...

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        """Each setting's winners (0: side A, 1: side B, -1: a draw) of games 0 .. stop-1
        (the settings all differ)."""
        ...


@dataclass(frozen=True, slots=True)
class Target:
    margin: float = 0.05
    max_draws: float = 0.20
    first_games: int = 40
    max_games: int = 5120
    """Games per candidate at most (the last round): +-5 points on the difference
    need some 1,600 games at 50 %, more near the edge of the margin."""
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
    more: dict[str, list[int]] = field(default_factory=dict)
    """With several player types (``tune(others=...)``): each type's winners of the
    same games, by its name, the first type's too (``winners`` is a copy of them);
    the target is then reached only when every type reaches it. Empty with one type."""

    @property
    def n(self) -> int:
        return len(self.winners)

    def by_type(self) -> dict[str, Candidate]:
        """The candidate as each player type measured it (``{"": self}`` with one type)."""
        if not self.more:
            return {"": self}
        return {
            name: Candidate(self.setting, w, origin=self.origin) for name, w in self.more.items()
        }

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
        if self.more:
            return all(c.reached(target) for c in self.by_type().values())
        _, low, high = self.difference()
        return -target.margin <= low and high <= target.margin and self.within_draws(target)

    def within_draws(self, target: Target) -> bool:
        if self.more:
            return all(c.within_draws(target) for c in self.by_type().values())
        return self.n > 0 and self.draws().p <= target.max_draws

    def hopeless(self, target: Target) -> str:
        """Why the candidate cannot be fair (for one player type: which), "" if it may be."""
        if self.more:
            for name, c in self.by_type().items():
                why = c.hopeless(target)
                if why:
                    return f"{name}: {why}"
            return ""
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
        """How far from the target (0: on it), on the estimates; with several player
        types, the farthest of them."""
        if self.more:
            return max(c.score(target) for c in self.by_type().values())
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


def grid_values(scenario: Scenario, knob: Knob) -> list[int | str]:
    """A knob's values in a first round: a few across its range, not the current one."""
    values = knob.values()
    if knob.monotonic and len(values) > GRID:
        step = (len(values) - 1) / (GRID - 1)
        values = list(dict.fromkeys(values[round(i * step)] for i in range(GRID)))
    return [v for v in values if v != knob.current(scenario)]


def initial_candidates(scenario: Scenario, knobs: list[Knob]) -> list[Candidate]:
    """The scenario as it is, then each knob alone at a few values across its range."""
    out = [Candidate((), origin="as it is")]
    for knob in knobs:
        out += [Candidate(((knob, v),)) for v in grid_values(scenario, knob)]
    return out


def preference(scenario: Scenario, c: Candidate) -> tuple[int, float]:
    """The smaller, the better: fewest knobs, then the nearest values."""
    return len(c.setting), sum(k.distance(scenario, v) for k, v in c.setting)


@dataclass(slots=True)
class _Race:
    scenario: Scenario
    knobs: list[Knob]
    player: GamePlayer
    target: Target
    say: Callable[[str], None]
    clock: Callable[[], float]
    started: float
    others: dict[str, GamePlayer] = field(default_factory=dict)
    """The player types after the first, by name (``tune(others=...)``)."""
    first: str = ""
    """The first player type's name (with others)."""
    pool: list[Candidate] = field(default_factory=list)
    games: int = 0
    """Games played so far, all candidates together (to foresee a round's time)."""

    def admit(self, stage: list[Candidate]) -> None:
        """Into the pool, checked (an invalid variant is out before it is played)."""
        for c in stage:
            why = self.player.check(c.setting)
            c.dropped = why and f"invalid: {why}"
            self.pool.append(c)

    def run(self, base: Candidate, stage: list[Candidate]) -> str:
        """Race ``stage`` (changes of ``base``): ``reached``, ``hopeless`` (all out),
        ``games`` (the last round played) or ``time``."""
        target = self.target
        n = min(target.first_games, target.max_games)
        while True:
            alive = [c for c in stage if not c.dropped]
            if not alive:
                return "hopeless"
            new = sum(max(0, n - c.n) for c in alive)
            if self.too_long(new):
                return "time"
            self.say(f"round of {n} games: {len(alive)} candidates")
            self.measure(alive, n)
            self.games += new * (1 + len(self.others))
            if any(c.reached(target) for c in alive):
                return "reached"
            for c in alive:
                c.dropped = c.hopeless(target)
            added = self.fit(base, stage, n)
            if added:
                self.say(f"fitted crossings: {'; '.join(describe(c.setting) for c in added)}")
            kept = [c for c in alive if not c.dropped]
            _halve(kept, target, n, lambda c: preference(self.scenario, c))
            if n >= target.max_games and not added:
                return "games"
            n = min(2 * n, target.max_games)

    def measure(self, cands: list[Candidate], n: int) -> None:
        """Games 0 .. n-1 of each candidate, with each player type (paired seeds per type);
        the candidates change only once every type has played."""
        settings = [c.setting for c in cands]
        played = {self.first: self.player.play(settings, n)}
        for name, other in self.others.items():
            played[name] = other.play(settings, n)
        for i, c in enumerate(cands):
            c.winners = played[self.first][i]
            if self.others:
                c.more = {name: rows[i] for name, rows in played.items()}

    def too_long(self, games: int) -> bool:
        """Whether ``games`` more would end past ``max_minutes``, at the pace so far."""
        if not self.target.max_minutes or not self.games:
            return False
        spent = self.clock() - self.started
        return spent + games * spent / self.games > 60 * self.target.max_minutes

    def fit(self, base: Candidate, stage: list[Candidate], n: int) -> list[Candidate]:
        """New candidates at each monotonic knob's fitted crossing of A - B = 0 (of each
        player type's, and between them); one the halving dropped on fewer than ``n``
        games comes back (the fit, on more games, puts it there)."""
        tried = {c.setting: c for c in self.pool}
        added: list[Candidate] = []
        back: list[Candidate] = []
        used = {k for k, _ in base.setting}
        for knob in self.knobs:
            if not knob.monotonic or knob in used:
                continue
            now = knob.current(self.scenario)
            points = {now: base} | {
                c.setting[-1][1]: c
                for c in stage
                if len(c.setting) == len(base.setting) + 1 and c.setting[-1][0] == knob
            }
            crossings = [
                x
                for name in base.by_type()
                if (x := _crossing(_measured(points, name, self.target))) is not None
            ]
            if not crossings:
                continue
            middle = sum(crossings) / len(crossings)  # between two types' crossings
            near = {v for x in (*crossings, middle) for v in (int(x), int(x) + 1)}
            for v in sorted(near):
                setting: Setting = (*base.setting, (knob, v))
                if not knob.low <= v <= knob.high or v == now:
                    continue
                old = tried.get(setting)
                if old is None:
                    added.append(tried.setdefault(setting, Candidate(setting, origin="fit")))
                elif old.dropped.startswith(HALVED) and old.n < n:
                    old.dropped = ""
                    back.append(old)
        self.admit(added)
        stage += added + [c for c in back if c not in stage]
        return added + back


def tune(
    scenario: Scenario,
    knobs: list[Knob],
    player: GamePlayer,
    target: Target,
    progress: Callable[[str], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
    *,
    others: Mapping[str, GamePlayer] | None = None,
    name: str = "first",
) -> TuneResult:
    """Race the candidates (see the module's docstring); Ctrl+C returns the best so far.
    A round that would end past ``max_minutes`` (at the pace so far) is not started.
    ``others``: more player types, by name (``player`` being the type ``name``): each
    candidate is measured with each, and reaches the target only when all of them do
    (``Candidate.more``)."""
    say = progress or (lambda _m: None)
    extra = dict(others or {})
    race = _Race(scenario, knobs, player, target, say, clock, clock(), extra, name)

    def elapsed() -> float:
        return clock() - race.started

    stage = initial_candidates(scenario, knobs)
    base = stage[0]
    race.admit(stage)
    stopped_by = "games"
    try:
        for size in range(1, len(knobs) + 1):
            stopped_by = race.run(base, stage)
            if stopped_by != "hopeless" or size == len(knobs):
                break
            # no change of this many knobs can be fair: one more, on the nearest to it
            changed = [c for c in race.pool if c.n and len(c.setting) == size]
            if not changed:  # none of them could be played
                break
            base = min(changed, key=lambda c: _rank(scenario, target, c))
            how_many = counted(size, ("knob", "knobs"), ("réglage", "réglages"))
            race.say(f"no change of {how_many.en} is fair enough; adding one to "
                     f"{describe(base.setting)}")  # fmt: skip
            used = {k for k, _ in base.setting}
            stage = [
                Candidate((*base.setting, (k, v)), origin="added knob")
                for k in knobs
                if k not in used
                for v in grid_values(scenario, k)
            ]
            if not stage:
                break
            race.admit(stage)
    except KeyboardInterrupt:
        stopped_by = "interrupted"
    pool = race.pool
    played = [c for c in pool if c.n]
    reached = [c for c in played if c.reached(target)]
    if reached:
        best = min(reached, key=lambda c: preference(scenario, c))
    elif played:
        best = min(played, key=lambda c: _rank(scenario, target, c))
    else:  # stopped before the first round was over: nothing measured
        return TuneResult(pool[0], pool[0], False, pool, stopped_by, elapsed())
    final = max(best.n, min(target.max_games, FINAL_ROUNDS * target.first_games))
    before = min(final, max(pool[0].n, BEFORE_ROUNDS * target.first_games))
    if stopped_by not in ("interrupted", "time"):
        try:  # the best measured on enough games, and "before" on as many, up to 640
            if best.n < final:
                race.measure([best], final)
            if pool[0].n < before:
                race.measure([pool[0]], before)
        except KeyboardInterrupt:
            stopped_by = "interrupted"
    return TuneResult(pool[0], best, bool(reached), pool, stopped_by, elapsed())


def _rank(scenario: Scenario, target: Target, c: Candidate) -> tuple[bool, int, float, float]:
    """The best when none reaches the target: one not ruled out, on the most games, nearest
    to the target, then the smallest change."""
    out = bool(c.hopeless(target))
    return out, 0 if out else -c.n, c.score(target), preference(scenario, c)[1]


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
        c.dropped = f"{HALVED} {n} games: farther from the target than the kept half"


def _measured(
    points: dict[int | str, Candidate], name: str, target: Target
) -> list[tuple[int, float]]:
    """(value, A - B) of one player type's measures at a knob's values (its draws under
    the cap)."""
    out = []
    for v, c in points.items():
        one = c.by_type().get(name)
        if one is not None and one.n and one.within_draws(target):
            out.append((int(v), one.difference()[0]))
    return sorted(out)


def _crossing(measured: list[tuple[int, float]]) -> float | None:
    """Where A - B crosses zero between two measured values (linear between them)."""
    for (x0, y0), (x1, y1) in pairwise(measured):
        if y0 == 0:
            return float(x0)
        if (y0 < 0) != (y1 < 0) and y1 != y0:
            return x0 + (x1 - x0) * y0 / (y0 - y1)
    return None
