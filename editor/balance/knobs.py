"""Knobs: what ``hexfield tune`` may change in a scenario, as data.

A knob is one value a designer would change to balance a battle without
rewriting it: an objective's points and owner at the start (``points:N``,
``owner:N``; N its 1-based number in the file, or its name), the turn limit
(``turns``), the first player (``first``), a side's order tokens
(``tokens:SIDE``), what the victory counts (``victory.demoralisation``: units,
budget or none; ``victory.objectives``: yes or no), a reinforcement's turn of
entry (``entry:UNIT``) and a deployment zone's depth in rows (``depth:SIDE``,
``knob_zone``). Numeric knobs take a range (``points:2=0..4``, ``turns=6..12``);
without one, a range around the scenario's value. A setting is a tuple of (knob, value);
``apply_setting`` returns a changed copy and never touches the terrain or
the armies; ``variant_text`` writes that copy and checks it as the editor
does (schema and rules) before any game is played. Qt-free.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass

from editor.balance import knob_zone
from editor.core.scenario import Scenario, Side, Unit

Setting = tuple[tuple["Knob", int | str], ...]
"""What a candidate changes: (knob, new value) pairs, fewest first."""


class KnobError(ValueError):
    """A ``--vary`` text this scenario cannot use."""


@dataclass(frozen=True, slots=True)
class Knob:
    kind: str
    """``points``, ``owner``, ``turns``, ``first``, ``tokens``, ``victory.demoralisation``,
    ``victory.objectives``, ``entry`` or ``depth``."""
    index: int = -1
    """The objective's index, for ``points`` and ``owner``."""
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()
    """The values of a knob that is not a number: the first player's and an owner's
    (side ids; ``""``: drawn by lot, held by nobody), the victory's settings."""
    key: str = ""
    """The side's id (``tokens``, ``depth``) or the unit's (``entry``)."""
    fallback: int = 0
    """The ruleset's order tokens, for a side that does not set its own."""

    @property
    def monotonic(self) -> bool:
        """Whether the balance moves one way as the value grows (a fit may jump)."""
        return not self.choices

    @property
    def name(self) -> str:
        if self.index >= 0:
            return f"{self.kind}:{self.index + 1}"
        return f"{self.kind}:{self.key}" if self.key else self.kind

    def current(self, scenario: Scenario) -> int | str:
        kind = self.kind
        if kind in ("points", "owner"):
            objective = scenario.objectives[self.index]
            return objective.points if kind == "points" else objective.owner
        if kind == "turns":
            return scenario.setup.turns or 0
        if kind == "first":
            return scenario.setup.first_player
        if kind == "victory.demoralisation":
            return scenario.victory.demoralisation
        if kind == "victory.objectives":
            return "yes" if scenario.victory.objectives else "no"
        if kind == "tokens":
            tokens = _side(scenario, self.key).tokens
            return self.fallback if tokens is None else tokens
        if kind == "entry":
            entry = _unit(scenario, self.key).entry
            return entry.turn if entry else 0
        return knob_zone.depth(scenario, _side(scenario, self.key))

    def values(self) -> list[int | str]:
        if self.choices:
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


SYNTAX = (
    "points:N[=LO..HI], owner:N, turns[=LO..HI], first, tokens:SIDE[=LO..HI], "
    "victory.demoralisation, victory.objectives, entry:UNIT[=LO..HI], depth:SIDE[=LO..HI]"
)
"""The knobs ``--vary`` and ``balance.vary`` accept (N: an objective's number from 1,
or its name)."""

_CHOICES = {
    "victory.demoralisation": ("units", "budget", "none"),
    "victory.objectives": ("yes", "no"),
}


def parse_vary(scenario: Scenario, text: str) -> Knob:
    """The knob a ``--vary`` text names (``SYNTAX``)."""
    spec, _, span = text.partition("=")
    bounds = _span(span, text) if span else None
    kind, _, which = spec.strip().partition(":")
    if kind == "points":
        return _points(scenario, _objective(scenario, which, text), bounds)
    if kind == "turns" and not which:
        if not scenario.setup.turns:
            raise KnobError(f"{text}: the scenario has no turn limit to vary")
        return _turns(scenario, bounds)
    if not span and not which:
        if kind == "first":
            return _first(scenario)
        if kind in _CHOICES:
            choices = _CHOICES[kind]
            if not any(u.value for u in scenario.units):  # no budget: units count alone
                choices = tuple(c for c in choices if c != "budget")
            return Knob(kind, choices=choices)
    if kind == "owner" and not span:
        return Knob("owner", _objective(scenario, which, text), choices=_owners(scenario))
    if kind in ("tokens", "depth", "entry") and which:
        return _numbered(scenario, kind, which, bounds, text)
    raise KnobError(f"{text}: not a knob ({SYNTAX})")


def apply_setting(scenario: Scenario, setting: Setting) -> Scenario:
    """A copy of ``scenario`` with the setting's values (the original is untouched);
    KnobError when a value cannot be given (a zone that would meet the enemy's)."""
    out = copy.deepcopy(scenario)
    for knob, value in setting:
        _apply(out, knob, value)
    return out


def _apply(out: Scenario, knob: Knob, value: int | str) -> None:
    kind = knob.kind
    if kind == "points":
        out.objectives[knob.index].points = int(value)
    elif kind == "owner":
        out.objectives[knob.index].owner = str(value)
    elif kind == "turns":
        out.setup.turns = int(value)
    elif kind == "first":
        out.setup.first_player = str(value)
    elif kind == "victory.demoralisation":
        out.victory.demoralisation = str(value)
    elif kind == "victory.objectives":
        out.victory.objectives = value == "yes"
    elif kind == "tokens":
        _side(out, knob.key).tokens = int(value)
    elif kind == "entry":
        unit = _unit(out, knob.key)
        assert unit.entry is not None  # parse_vary took reinforcements only
        unit.entry = dataclasses.replace(unit.entry, turn=int(value))
    else:
        side = _side(out, knob.key)
        try:
            side.deployment = knob_zone.with_depth(out, side, int(value))
        except knob_zone.ZoneError as exc:
            raise KnobError(str(exc)) from None


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
    return ", ".join(f"{k.name}={_shown(k, v)}" for k, v in setting) or "(as it is)"


def _shown(knob: Knob, value: int | str) -> int | str:
    if value == "":
        return "lot" if knob.kind == "first" else "nobody"
    return value


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


def _owners(scenario: Scenario) -> tuple[str, ...]:
    return ("", *(s.id for s in scenario.sides))


def _numbered(
    scenario: Scenario, kind: str, which: str, bounds: tuple[int, int] | None, text: str
) -> Knob:
    """A side's tokens or zone depth, a reinforcement's turn of entry."""
    if kind == "entry":
        unit = next((u for u in scenario.units if u.id == which), None)
        if unit is None or unit.entry is None:
            raise KnobError(f"{text}: no reinforcement {which!r} (a unit id with a turn of entry)")
        now = unit.entry.turn
        low, high = bounds or (max(1, now - 3), max(now + 3, scenario.setup.turns or 0))
        return Knob("entry", low=max(1, low), high=high, key=which)
    if which not in (s.id for s in scenario.sides):
        raise KnobError(f"{text}: no side {which!r}")
    if kind == "tokens":
        from editor.io.rulesets import load_ruleset

        play = load_ruleset(scenario.ruleset).play
        if play is None:
            raise KnobError(f"{text}: the ruleset has no order tokens")
        fallback = play.orders.initial_tokens
        given = _side(scenario, which).tokens
        now = fallback if given is None else given
        low, high = bounds or (0, max(6, 2 * now))
        return Knob("tokens", low=low, high=high, key=which, fallback=fallback)
    now = knob_zone.depth(scenario, _side(scenario, which))
    low, high = bounds or (1, now + 2)
    return Knob("depth", low=max(1, low), high=high, key=which)


def _side(scenario: Scenario, side_id: str) -> Side:
    return next(s for s in scenario.sides if s.id == side_id)


def _unit(scenario: Scenario, unit_id: str) -> Unit:
    return next(u for u in scenario.units if u.id == unit_id)


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
