"""The other player types' part of ``hexfield tune``: the finalists, one at a time.

With several player types (greedy and searching players, say), the first one,
the cheap one, races alone over the knobs (``tune_search``) and finds where
they must go; the candidates it found fair are the finalists. The other types
measure only those, the smallest change first, on the same paired games
(``0 .. n-1``): sequential elimination on the interval of A - B, a candidate
stopped as soon as its interval lies inside +-margin (fair for that type) or
wholly outside (dropped, the type named), or its draws' interval above the
cap. The next look plays about as many games as the interval's width says
the margin needs, at least a quarter more and at most twice as many as played,
so a type plays no more games than its verdict needs.

When a type drops a finalist of a monotonic knob (a point value, the turn
limit), the next candidate is taken towards that type's crossing: the zero of
its own measures at the knob's values, or else of a line through its measure
with the first type's slope there (the knob moves both the same way; the first
type measured the knob's values around it). A value
the first type has not measured is measured by it first: the variant must be
fair for every type. Every candidate is tried once, so the walk ends. No Qt.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from itertools import pairwise

from editor.balance.knobs import Knob, Setting, describe
from editor.balance.tune_candidates import Candidate, GamePlayer, Target
from editor.balance.tune_field import nearest, neighbours, same_games
from editor.core.scenario import Scenario

FINAL_ROUNDS = 4
"""The best variant and the scenario are measured on at least this many first rounds' games
(by every type)."""

TIME = "time"
"""What ``Finals.settle`` says when the next look would end past the time limit."""


def preference(scenario: Scenario, c: Candidate) -> tuple[int, float]:
    """The smaller, the better: fewest knobs, then the nearest values."""
    return len(c.setting), sum(k.distance(scenario, v) for k, v in c.setting)


def rank(scenario: Scenario, target: Target, c: Candidate) -> tuple[bool, int, float, float]:
    """The best when none reaches the target: one not ruled out, on the most games, nearest
    to the target, then the smallest change."""
    out = bool(c.hopeless(target))
    return out, 0 if out else -c.n, c.score(target), preference(scenario, c)[1]


def best_of(scenario: Scenario, target: Target, played: list[Candidate]) -> Candidate:
    """The smallest change that reached the target, else the nearest to it; with several
    player types, among those every type measured when there are some."""
    reached = [c for c in played if c.reached(target)]
    if reached:
        return min(reached, key=lambda c: preference(scenario, c))
    by_all = [c for c in played if all(one.n for one in c.by_type().values())]
    return min(by_all or played, key=lambda c: rank(scenario, target, c))


def crossing(measured: list[tuple[int, float]]) -> float | None:
    """Where A - B crosses zero between two measured values (linear between them)."""
    for (x0, y0), (x1, y1) in pairwise(measured):
        if y0 == 0:
            return float(x0)
        if (y0 < 0) != (y1 < 0) and y1 != y0:
            return x0 + (x1 - x0) * y0 / (y0 - y1)
    return None


def _slope(points: list[tuple[int, float]], at: int) -> float:
    """The least-squares slope of A - B against the knob's value through the three
    measures nearest ``at`` (the knob's effect is not a line far from it; 0 when flat
    or alone)."""
    points = sorted(points, key=lambda p: (abs(p[0] - at), p[0]))[:3]
    if len(points) < 2:
        return 0.0
    mx = sum(x for x, _ in points) / len(points)
    my = sum(y for _, y in points) / len(points)
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


@dataclass(slots=True)
class Finals:
    scenario: Scenario
    target: Target
    first: str
    players: dict[str, GamePlayer]
    """Every player type by name, the first one first."""
    pool: list[Candidate]
    say: Callable[[str], None]
    clock: Callable[[], float]
    started: float
    knobs: list[Knob] = field(default_factory=list)
    """The knobs the neighbours of a finalist may turn (``tune_field.neighbours``)."""
    games: dict[str, int] = field(default_factory=dict)
    """Games each type played here."""
    seconds: dict[str, float] = field(default_factory=dict)
    """The time they took (to foresee a look's time)."""
    aims: dict[str, tuple[Setting, float]] = field(default_factory=dict)
    """Each type's last crossing estimate: the candidate's setting it was taken from and the
    value of its last knob there."""

    def measure(self, c: Candidate, name: str, n: int) -> None:
        """Games 0 .. n-1 of ``c`` with the type ``name`` (those it has are kept)."""
        self.measure_all([c], name, n)

    def measure_all(self, cands: list[Candidate], name: str, n: int) -> None:
        """Games 0 .. n-1 of each of ``cands`` with the type ``name``, sent together."""
        todo = [c for c in cands if len(c.more.get(name, [])) < n]
        if not todo:
            return
        have = sum(len(c.more.get(name, [])) for c in todo)
        t0 = self.clock()
        played = self.players[name].play([c.setting for c in todo], n)
        self.seconds[name] = self.seconds.get(name, 0.0) + self.clock() - t0
        self.games[name] = self.games.get(name, 0) + n * len(todo) - have
        for c, rows in zip(todo, played, strict=True):
            c.more[name] = list(rows)
            if name == self.first:
                c.winners = list(rows)

    def too_long(self, name: str, games: int) -> bool:
        """Whether ``games`` more of type ``name`` would end past ``max_minutes``."""
        done = self.games.get(name, 0)
        if not self.target.max_minutes or not done:
            return False
        pace = self.seconds.get(name, 0.0) / done
        return self.clock() - self.started + games * pace > 60 * self.target.max_minutes

    def _next_look(self, one: Candidate, n: int) -> int:
        """Games for the next look: as many as the interval's half-width says the margin
        needs at the estimate (it narrows as 1 / sqrt(n)), a quarter more at least,
        twice as many at most, in steps of a quarter of the first round."""
        t = self.target
        if n < t.first_games:
            return min(t.max_games, t.first_games)
        diff, low, high = one.difference()
        room = t.margin - abs(diff)
        half = (high - low) / 2
        need = 2 * n if room <= 0 or half <= 0 else math.ceil(1.1 * n * (half / room) ** 2)
        step = max(1, t.first_games // 4)
        n = min(2 * n, max(n + math.ceil(n / 4), need))
        return min(t.max_games, step * math.ceil(n / step))

    def run(self) -> str:
        """The finalists (fair for the first type, else not ruled out by it) and their
        neighbours race (``_race``): ``reached``, ``games`` (none was fair for all) or
        ``time``. When all of them are out, the race goes on with the next candidate
        towards the crossing of a type that ruled one out; when none was fair, the value
        between the types' crossings is measured by every type: the nearest to fair for
        the worse of them."""
        t = self.target
        first = [c for c in self.pool if c.n and not c.dropped]
        finalists = sorted(
            [c for c in first if c.by_type()[self.first].reached(t)]
            or sorted(first, key=lambda c: rank(self.scenario, t, c))[:2],
            key=lambda c: preference(self.scenario, c),
        )
        for c in self.pool:
            for name in self.players:
                c.more.setdefault(name, c.winners if name == self.first else [])
        for name in self.players:  # "before" for every type from the start (a first round)
            self.measure(self.pool[0], name, min(t.max_games, t.first_games))
        field = self._field(finalists)
        tried: set[Setting] = set()
        while field:
            outcome = self._race(field)
            if outcome:
                return outcome
            tried |= {c.setting for c in field}
            following = self._after(tried)
            field = [] if following is None else [following]
        self._between()
        return "games"

    def _after(self, tried: set[Setting]) -> Candidate | None:
        """The next candidate towards the crossing of a type that ruled one out: from the
        nearest to that type's target of those tried (another type's before the first's,
        which raced over the knobs already); None when there is none that way."""
        ruled = [c for c in self.pool if c.setting in tried and _ruler(c) in self.players]
        ruled.sort(
            key=lambda c: (
                _ruler(c) == self.first,
                c.by_type()[_ruler(c)].score(self.target),
                preference(self.scenario, c),
            )
        )
        for c in ruled:
            following = self._toward(c, _ruler(c), tried)
            if following is not None:
                return following
        return None

    def _field(self, finalists: list[Candidate]) -> list[Candidate]:
        """The finalists, then their neighbours (new ones added to the pool) the first type
        has not measured or puts within the margin, each once, valid."""
        out: dict[Setting, Candidate] = {}
        for c in finalists:
            out.setdefault(c.setting, c)
        for c in finalists:
            for setting in neighbours(self.scenario, self.knobs, c.setting):
                if setting in out:
                    continue
                near = self._candidate(setting, origin="neighbour")
                if near is not None and self._may_be_fair(near.by_type()[self.first]):
                    out[setting] = near
        return list(out.values())

    def _race(self, field: list[Candidate]) -> str:
        """A first look at each of ``field`` by every type (the first type first: what it
        rules out, the others do not play), then look after look at the one predicted
        nearest the target (``nearest``; the smaller change between equals), caught up
        to the games the others have, until one reaches the target (``reached``), the
        next look would end past the time limit (``TIME``), or all are ruled out or
        played ``max_games`` ("")."""
        t = self.target
        alive = list(field)
        for c in alive:  # a candidate the race halved is back; one ruled out stays out
            c.dropped = next(filter(None, (self._ruled_out(c, p) for p in self.players)), "")
        pref = partial(preference, self.scenario)
        if len(alive) > 1:
            n = min(t.max_games, FINAL_ROUNDS * t.first_games)
            self.say(f"{len(alive)} finalists and neighbours: a first look of {n} games")
            for name in self.players:
                alive = [c for c in alive if not c.dropped]
                if self.too_long(name, sum(max(0, n - len(c.more[name])) for c in alive)):
                    return TIME
                self.measure_all(alive, name, n)
                for c in alive:
                    c.dropped = self._ruled_out(c, name)
            same_games([c for c in alive if not c.dropped], pref)
        while True:
            alive = [c for c in alive if not c.dropped]
            if any(c.reached(t) for c in alive):
                return "reached"
            alive = [c for c in alive if not self._spent(c)]
            if not alive:
                return ""
            c = min(alive, key=lambda c: (round(nearest(c, alive, t), 6), pref(c)))
            for name in self.players:
                one = c.by_type()[name]
                if one.reached(t) or one.n >= t.max_games:
                    continue
                most = max(len(a.more[name]) for a in alive) if name != self.first else 0
                n = most if one.n < most else self._next_look(one, one.n)
                if self.too_long(name, n - one.n):
                    return TIME
                self.say(f"{describe(c.setting)}: {name} to {n} games")
                self.measure(c, name, n)
                c.dropped = self._ruled_out(c, name)
                break

    def _may_be_fair(self, one: Candidate) -> bool:
        """Unmeasured, or its estimates within the margin and the draws' cap."""
        t = self.target
        return not one.n or (abs(one.difference()[0]) <= t.margin and one.within_draws(t))

    def _ruled_out(self, c: Candidate, name: str) -> str:
        why = c.by_type()[name].hopeless(self.target)
        return why and f"{name}: {why}"

    def _spent(self, c: Candidate) -> bool:
        """Whether no type has more to play on ``c``: each reached the target on it or played
        ``max_games`` (undecided, its measure is still given)."""
        return all(
            one.n >= self.target.max_games or one.reached(self.target)
            for one in c.by_type().values()
        )

    def _between(self) -> None:
        """The value between two types' crossings on one knob, measured by every type."""
        aims = list(self.aims.values())
        if len(aims) < 2 or aims[0][0][:-1] != aims[1][0][:-1]:
            return
        knob = aims[0][0][-1][0]
        if knob != aims[1][0][-1][0]:
            return
        v = min(knob.high, max(knob.low, round(sum(x for _, x in aims[:2]) / 2)))
        setting: Setting = (*aims[0][0][:-1], (knob, v))
        c = self._candidate(setting)
        if c is None:
            return
        self.say(f"between the types' crossings: {describe(setting)}")
        n = min(self.target.max_games, FINAL_ROUNDS * self.target.first_games)
        for name in self.players:
            self.measure(c, name, n)

    def _toward(self, c: Candidate, name: str, tried: set[Setting]) -> Candidate | None:
        """The next candidate on ``c``'s last knob, towards type ``name``'s crossing (None
        when the knob is not monotonic or every value that way was tried)."""
        if not c.setting:
            return None
        knob, value = c.setting[-1]
        if not knob.monotonic:
            return None
        base = c.setting[:-1]
        line = {knob.current(self.scenario): s for s in self.pool if s.setting == base}
        line |= {
            s.setting[-1][1]: s
            for s in self.pool
            if s.setting[:-1] == base and s.setting and s.setting[-1][0] == knob
        }

        def measured(who: str) -> list[tuple[int, float]]:
            ones = ((int(v), s.by_type().get(who)) for v, s in line.items())
            return sorted((v, one.difference()[0]) for v, one in ones if one and one.n)

        own = measured(name)
        x = crossing(own)
        if x is None:
            slope = _slope(measured(self.first), int(value)) or _slope(own, int(value))
            here = c.by_type()[name].difference()[0]
            if not slope:
                return None
            x = int(value) - here / slope
        x = min(knob.high, max(knob.low, x))
        self.aims[name] = (c.setting, x)
        aim = round(x)
        v = int(value)
        if (*base, (knob, aim)) in tried or aim == v:
            aim = v + (1 if x > v else -1)
        setting: Setting = (*base, (knob, aim))
        if not knob.low <= aim <= knob.high or setting in tried:
            return None
        return self._candidate(setting)

    def _candidate(self, setting: Setting, origin: str = "fit") -> Candidate | None:
        """The pool's candidate of ``setting``, or a new one (None when not valid)."""
        old = next((s for s in self.pool if s.setting == setting), None)
        if old is not None:
            return None if old.dropped.startswith("invalid") else old
        new = Candidate(setting, origin=origin, more={n: [] for n in self.players})
        why = self.players[self.first].check(setting)
        new.dropped = why and f"invalid: {why}"
        self.pool.append(new)
        return None if why else new


def _ruler(c: Candidate) -> str:
    """The player type that ruled ``c`` out ("" when none did)."""
    name, sep, _ = c.dropped.partition(": ")
    return name if sep else ""
