"""Knobs: what ``hexfield tune`` may change in a scenario, as data.

A knob is one value a designer would change to balance a battle without
rewriting it: an objective's points (``points:N``, N its 1-based number in the
file, or its name), the turn limit (``turns``), the first player (``first``).
Numeric knobs take a range (``points:2=0..4``, ``turns=6..12``); without one,
a range around the scenario's value. A setting is a tuple of (knob, value);
``apply_setting`` returns a changed copy and never touches the terrain or
the armies; ``variant_text`` writes that copy and checks it as the editor
does (schema and rules) before any game is played. Qt-free.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from editor.core.scenario import Scenario

Setting = tuple[tuple["Knob", int | str], ...]
"""What a candidate changes: (knob, new value) pairs, fewest first."""


class KnobError(ValueError):
    """A ``--vary`` text this scenario cannot use."""


@dataclass(frozen=True, slots=True)
class Knob:
    kind: str
    """``points``, ``turns`` or ``first``."""
    index: int = -1
    """The objective's index, for ``points``."""
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()
    """The first player's possible values (side ids; ``""``: drawn by lot)."""

    @property
    def monotonic(self) -> bool:
        """Whether the balance moves one way as the value grows (a fit may jump)."""
        return self.kind != "first"

    @property
    def name(self) -> str:
        return f"points:{self.index + 1}" if self.kind == "points" else self.kind

    def current(self, scenario: Scenario) -> int | str:
        if self.kind == "points":
            return scenario.objectives[self.index].points
        if self.kind == "turns":
            return scenario.setup.turns or 0
        return scenario.setup.first_player

    def values(self) -> list[int | str]:
        if self.kind == "first":
            return list(self.choices)
        return list(range(self.low, self.high + 1))

    def distance(self, scenario: Scenario, value: int | str) -> float:
        """How far ``value`` is from the scenario's, 0..1 of the knob's range."""
        now = self.current(scenario)
        if isinstance(value, str) or isinstance(now, str):
            return 0.0 if value == now else 1.0
        return abs(value - now) / max(1, self.high - self.low)


def default_knobs(scenario: Scenario) -> list[Knob]:
    """Each objective's points, the turn limit (when the game has one), the first player."""
    knobs = [_points(scenario, i, None) for i in range(len(scenario.objectives))]
    if scenario.setup.turns:
        knobs.append(_turns(scenario, None))
    knobs.append(_first(scenario))
    return knobs


def parse_vary(scenario: Scenario, text: str) -> Knob:
    """The knob a ``--vary`` text names: ``points:N[=LO..HI]``, ``turns[=LO..HI]``, ``first``."""
    spec, _, span = text.partition("=")
    bounds = _span(span, text) if span else None
    kind, _, which = spec.strip().partition(":")
    if kind == "points":
        return _points(scenario, _objective(scenario, which, text), bounds)
    if kind == "turns" and not which:
        if not scenario.setup.turns:
            raise KnobError(f"{text}: the scenario has no turn limit to vary")
        return _turns(scenario, bounds)
    if kind == "first" and not which and not span:
        return _first(scenario)
    raise KnobError(f"{text}: not a knob (points:N[=LO..HI], turns[=LO..HI], first)")


def apply_setting(scenario: Scenario, setting: Setting) -> Scenario:
    """A copy of ``scenario`` with the setting's values (the original is untouched)."""
    out = copy.deepcopy(scenario)
    for knob, value in setting:
        if knob.kind == "points":
            out.objectives[knob.index].points = int(value)
        elif knob.kind == "turns":
            out.setup.turns = int(value)
        else:
            out.setup.first_player = str(value)
    return out


def variant_text(scenario: Scenario, file: str) -> bytes:
    """The file of a variant, checked as the editor checks one; raises KnobError if invalid."""
    from editor.io.scenario_encode import dumps_scenario
    from editor.io.scenario_file import parse_scenario

    raw = dumps_scenario(scenario).encode("utf-8")
    result = parse_scenario(raw, file)
    if not result.ok:
        msgs = "; ".join(d.format_text() for d in result.diagnostics[:3])
        raise KnobError(f"the variant is not valid: {msgs}")
    return raw


def describe(setting: Setting) -> str:
    """``points:2=1, turns=9``; ``(as it is)`` for no change."""
    return ", ".join(f"{k.name}={'lot' if v == '' else v}" for k, v in setting) or "(as it is)"


def _points(scenario: Scenario, index: int, bounds: tuple[int, int] | None) -> Knob:
    now = scenario.objectives[index].points
    low, high = bounds or (0, max(3, 2 * now))
    return Knob("points", index, low, high)


def _turns(scenario: Scenario, bounds: tuple[int, int] | None) -> Knob:
    now = scenario.setup.turns or 1
    low, high = bounds or (max(1, now // 2), 2 * now)
    return Knob("turns", -1, max(1, low), high)


def _first(scenario: Scenario) -> Knob:
    return Knob("first", choices=("", *(s.id for s in scenario.sides)))


def _objective(scenario: Scenario, which: str, text: str) -> int:
    if which.isdigit() and 1 <= int(which) <= len(scenario.objectives):
        return int(which) - 1
    for i, o in enumerate(scenario.objectives):
        if o.name == which:
            return i
    raise KnobError(f"{text}: no objective {which!r} (its number from 1, or its name)")


def _span(span: str, text: str) -> tuple[int, int]:
    low, sep, high = span.partition("..")
    try:
        bounds = (int(low), int(high))
    except ValueError:
        bounds = (1, 0)
    if not sep or bounds[0] > bounds[1] or bounds[0] < 0:
        raise KnobError(f"{text}: a range is LO..HI, whole numbers, LO <= HI")
    return bounds
