"""The field the other player types race in ``hexfield tune``: finalists and neighbours.

The games an interval of A - B needs to lie inside +-margin grow as
``1 / (margin - |estimate|)^2``: a finalist a searching player puts at -3 %
needs some six times the games of one at 0 %. So the other types do not
settle the smallest change first: they take a first look at each finalist and
its neighbours (its last knob one step either way, or a second knob one step
from the scenario's value: finer steps that can move the estimate towards 0),
then play, look after look, the one predicted nearest the target. A neighbour whose
games are every type's games of a smaller change (the change did not matter
on any of them) leaves at once: it would only repeat them. No Qt.
"""

from __future__ import annotations

from collections.abc import Callable

from editor.balance.knobs import Knob, Setting, describe
from editor.balance.tune_candidates import Candidate, Target
from editor.core.scenario import Scenario

SAME_GAMES = "the same games as"
"""How the reason of a neighbour that played a smaller change's games begins."""


def neighbours(scenario: Scenario, knobs: list[Knob], setting: Setting) -> list[Setting]:
    """The settings one step from ``setting``: its last knob one value either way (not back
    to the scenario's), then each other monotonic knob one value from the scenario's."""
    out: list[Setting] = []
    if setting:
        knob, value = setting[-1]
        if knob.monotonic:
            for v in (int(value) - 1, int(value) + 1):
                if knob.low <= v <= knob.high and v != knob.current(scenario):
                    out.append((*setting[:-1], (knob, v)))
    used = {k for k, _ in setting}
    for knob in knobs:
        if knob in used or not knob.monotonic:
            continue
        now = int(knob.current(scenario))
        out += [(*setting, (knob, v)) for v in (now - 1, now + 1) if knob.low <= v <= knob.high]
    return out


def same_games(
    alive: list[Candidate], preference: Callable[[Candidate], tuple[int, float]]
) -> None:
    """Drop each candidate whose games, for every type, are those of a smaller change."""
    kept: list[Candidate] = []
    for c in sorted(alive, key=preference):
        twin = next((k for k in kept if _same(k, c)), None)
        if twin is None:
            kept.append(c)
        else:
            c.dropped = f"{SAME_GAMES} {describe(twin.setting)}, a smaller change"


def _same(one: Candidate, other: Candidate) -> bool:
    """Whether every type played both and their common games ended the same."""
    for name, games in one.more.items():
        theirs = other.more.get(name, [])
        m = min(len(games), len(theirs))
        if not m or games[:m] != theirs[:m]:
            return False
    return bool(one.more)


def nearest(c: Candidate, alive: list[Candidate], target: Target) -> float:
    """How far ``c`` is predicted to be from the target at the most games played: for
    each type, the estimate of A - B of the candidate it played most, moved by how far
    ``c`` was from it on the games they share (paired games: the shift is known long
    before the level); the farthest type's distance beyond the margin, else its
    |A - B| / 100 (as ``Candidate.score``)."""
    out = 0.0
    for name, games in c.more.items():
        lead = max(alive, key=lambda a: len(a.more.get(name, [])))
        ahead = lead.more.get(name, [])
        if not games or len(ahead) <= len(games):
            diff = Candidate(c.setting, games).difference()[0]
        else:
            shared = Candidate(lead.setting, ahead[: len(games)]).difference()[0]
            own = Candidate(c.setting, games).difference()[0]
            diff = Candidate(lead.setting, ahead).difference()[0] + own - shared
        out = max(out, max(0.0, abs(diff) - target.margin) + abs(diff) / 100)
    return out
