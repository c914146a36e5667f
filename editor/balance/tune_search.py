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
say), the first type races alone as above; the others measure only its
finalists (``tune_finals``: sequential elimination, one candidate at a time,
on paired seeds within a type). A candidate is ruled out when one type rules
it out, its distance to the target is the farthest type's, and it reaches the
target only when every type does.

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

from editor.balance.knobs import Knob, Setting, describe
from editor.balance.tune_candidates import HALVED, Candidate, GamePlayer, Target
from editor.balance.tune_finals import FINAL_ROUNDS, Finals, best_of, crossing, preference, rank
from editor.core.phrases import counted
from editor.core.scenario import Scenario

GRID = 5
"""Values of a knob in the first round (its current one, and others across its range)."""


BEFORE_ROUNDS = 16
"""The scenario as it is ("before") is measured on as many games as the best, but no more
than this many first rounds' games (640: +-4 points at 50 %) unless the race played
more: the thousands of games the best needs to be shown within +-5 points would
only narrow an interval nobody reads (100 % [99.4, 100] on 640 games)."""


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


@dataclass(slots=True)
class _Race:
    scenario: Scenario
    knobs: list[Knob]
    player: GamePlayer
    target: Target
    say: Callable[[str], None]
    clock: Callable[[], float]
    started: float
    first: str = ""
    """The first player type's name, its winners kept in ``Candidate.more`` too ("": one
    type only)."""
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
            self.games += new
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
        """Games 0 .. n-1 of each candidate with the first player type (paired seeds)."""
        played = self.player.play([c.setting for c in cands], n)
        for c, rows in zip(cands, played, strict=True):
            c.winners = rows
            if self.first:
                c.more[self.first] = list(rows)

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
            x = crossing(_measured(points, self.target))
            if x is None:
                continue
            near = {int(x), int(x) + 1}
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
    ``others``: more player types, by name (``player`` being the type ``name``, which
    races alone): they measure its finalists, and a candidate reaches the target only
    when all of them do (``Candidate.more``)."""
    say = progress or (lambda _m: None)
    extra = dict(others or {})
    race = _Race(scenario, knobs, player, target, say, clock, clock(), name if extra else "")

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
            base = min(changed, key=lambda c: rank(scenario, target, c))
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
    finals = Finals(
        scenario, target, name, {name: player, **extra}, pool, say, clock, race.started, knobs
    )
    if extra and stopped_by in ("reached", "games"):
        try:  # the other types measure the finalists only
            stopped_by = finals.run()
        except KeyboardInterrupt:
            stopped_by = "interrupted"
    played = [c for c in pool if c.n]
    if not played:  # stopped before the first round was over: nothing measured
        return TuneResult(pool[0], pool[0], False, pool, stopped_by, elapsed())
    best = best_of(scenario, target, played)
    reached = best.reached(target)
    final = max(best.n, min(target.max_games, FINAL_ROUNDS * target.first_games))
    before = min(final, max(pool[0].n, BEFORE_ROUNDS * target.first_games))
    if stopped_by not in ("interrupted", "time"):
        try:  # the best measured on enough games, and "before" on as many, up to 640
            if best.n < final:
                race.measure([best], final)
            if pool[0].n < before:
                race.measure([pool[0]], before)
            for other in extra:  # the other types: both on the first rounds' games at least
                for c in (best, pool[0]):
                    finals.measure(c, other, FINAL_ROUNDS * target.first_games)
        except KeyboardInterrupt:
            stopped_by = "interrupted"
    return TuneResult(pool[0], best, reached, pool, stopped_by, elapsed())


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


def _measured(points: dict[int | str, Candidate], target: Target) -> list[tuple[int, float]]:
    """(value, A - B) of the first player type's measures at a knob's values (its draws
    under the cap)."""
    out = []
    for v, c in points.items():
        if c.n and c.within_draws(target):
            out.append((int(v), c.difference()[0]))
    return sorted(out)
