"""What ``hexfield tune`` gives back: the variant's ``balance`` record and the JSON report.

The record (``balance.tuned`` in the variant's file, ``schemas/scenario.schema.json``)
says what changed, side A's and side B's win rates and the draws before and
after with their 95 % intervals, the games per candidate, the seed, the
players and Hexfield's version. The report lists every candidate tried, its
games, its intervals and why it left the race, and how the first player fared
in the chosen variant's games (whether the side drawn to move first decides
them: its fairness would then be the lot's). No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import metadata
from typing import Any

from editor.balance.first_mover import FirstMover
from editor.balance.knobs import Knob, Setting, describe
from editor.balance.tune_field import SAME_GAMES
from editor.balance.tune_search import HALVED, Candidate, Target, TuneResult
from editor.core.scenario import Scenario

Movers = Mapping[str, Callable[[Setting, int], FirstMover]]
"""By player type's name: how the first player fared in a setting's first ``n`` games."""


def hexfield_version() -> str:
    try:
        return metadata.version("hexfield")
    except metadata.PackageNotFoundError:
        return "unknown"


def rates(c: Candidate) -> dict[str, Any]:
    """Side A's and B's win rates, the draws and A - B, each with its 95 % interval."""
    diff, low, high = c.difference()
    out = {
        "a": c.rate(0).to_dict(),
        "b": c.rate(1).to_dict(),
        "draws": c.draws().to_dict(),
        "difference": {"n": c.n, "p": diff, "low": low, "high": high},
    }
    return {
        key: {k: v if isinstance(v, int) else round(v, 4) for k, v in rate.items()}
        for key, rate in out.items()
    }


def tuned_record(
    scenario: Scenario, result: TuneResult, target: Target, players: str, seed: int
) -> dict[str, Any]:
    """The ``balance.tuned`` record of the variant the search chose."""
    changed = []
    for knob, value in result.best.setting:
        item: dict[str, Any] = {"knob": knob.name}
        name = _named(scenario, knob)
        if name:
            item["name"] = name
        item["from"], item["to"] = knob.current(scenario), value
        changed.append(item)
    by_players = {
        name: {"before": rates(before), "after": rates(result.best.by_type()[name])}
        for name, before in result.baseline.by_type().items()
        if result.best.more
    }
    return {
        "changed": changed,
        "before": rates(result.baseline),
        "after": rates(result.best),
        **({"by_players": by_players} if by_players else {}),
        "games": result.best.n,
        "seed": seed,
        "players": players,
        "margin": target.margin,
        "max_draws": target.max_draws,
        "reached": result.reached,
        "version": hexfield_version(),
    }


def _named(scenario: Scenario, knob: Knob) -> str:
    """The name of what the knob changes: the objective's, the side's or the unit's."""
    if knob.index >= 0:
        return scenario.objectives[knob.index].name
    if knob.kind == "entry":
        return next(u.name for u in scenario.units if u.id == knob.key)
    side = scenario.side(knob.key) if knob.key else None
    return side.name if side is not None else ""


def json_report(
    scenario: Scenario,
    result: TuneResult,
    target: Target,
    players: str,
    seed: int,
    endings: Callable[[Setting, int], dict[str, int]],
    more_endings: Mapping[str, Callable[[Setting, int], dict[str, int]]] | None = None,
    movers: Movers | None = None,
) -> dict[str, Any]:
    """Every candidate tried, its intervals, how its games ended and why it was dropped;
    with several player types, each type's intervals and endings too (``by_players``,
    ``more_endings`` giving each type's endings by its name); with ``movers``, how the
    first player fared in the chosen variant's games (``first_player``, ``first_players``)."""
    ends = more_endings or {}
    first = {"first_player": first_players(result, players, movers)} if movers else {}
    return {
        "scenario": scenario.title,
        "target": {"margin": target.margin, "max_draws": target.max_draws},
        "players": players,
        "seed": seed,
        "reached": result.reached,
        "stopped_by": result.stopped_by,
        "elapsed_s": round(result.elapsed, 2),
        "best": describe(result.best.setting),
        "record": tuned_record(scenario, result, target, players, seed),
        "side_names": [s.name for s in scenario.sides[:2]],
        **first,
        "knobs": _knobs(scenario, result),
        "candidates": [
            {
                "change": describe(c.setting),
                "setting": [[k.name, v] for k, v in c.setting],
                "origin": c.origin,
                "games": c.n,
                **rates(c),
                "ended": endings(c.setting, c.n),
                **_by_players(c, ends),
                "outcome": _outcome(c, result, target),
                "why": _why(c),
            }
            for c in result.candidates
        ],
    }


def first_players(result: TuneResult, players: str, movers: Movers) -> dict[str, Any]:
    """By player type (``players`` with one type): how the first player fared in the chosen
    variant's games of that type (``FirstMover.to_dict``: its rate over the games not drawn,
    who moved first, whether the first move decides the games)."""
    return {
        name or players: movers[name or players](result.best.setting, one.n).to_dict()
        for name, one in result.best.by_type().items()
        if one.n and (name or players) in movers
    }


def _by_players(
    c: Candidate, ends: Mapping[str, Callable[[Setting, int], dict[str, int]]]
) -> dict[str, Any]:
    if not c.more:
        return {}
    out = {}
    for name, one in c.by_type().items():
        if not one.n:  # a type that measured only the finalists
            continue
        ended = ends[name](c.setting, one.n) if name in ends else {}
        out[name] = {**rates(one), "ended": ended}
    return {"by_players": out}


def _knobs(scenario: Scenario, result: TuneResult) -> list[dict[str, Any]]:
    """Each knob the candidates changed: its name, the scenario's value, whether numeric."""
    knobs = dict.fromkeys(k for c in result.candidates for k, _ in c.setting)
    return [{"name": k.name, "now": k.current(scenario), "numeric": k.monotonic} for k in knobs]


def _why(c: Candidate) -> dict[str, str]:
    """Why the candidate left the race, as a key a report translates: ``invalid``,
    ``halved``, ``apart`` (the sides' interval outside the margin), ``draws``, ``same`` (the
    same games as a smaller change); with the player type that ruled it out, and the
    reason's text (English)."""
    text, player = c.dropped, ""
    head, sep, rest = text.partition(": ")
    if sep and head in c.more:
        player, text = head, rest
    key = next((k for k, start in _WHY if text.startswith(start)), "")
    return {"key": key, "player": player, "text": c.dropped}


_WHY = (
    ("invalid", "invalid"),
    ("halved", HALVED),
    ("apart", "sides apart"),
    ("draws", "too many"),
    ("same", SAME_GAMES),
)


def _outcome(c: Candidate, result: TuneResult, target: Target) -> str:
    if c is result.best:
        return "chosen" if result.reached else "best, target not reached"
    if c.dropped:
        return f"dropped: {c.dropped}"
    if c.reached(target):
        return "reached the target, but a larger change than the one chosen"
    return f"in the race when it stopped ({result.stopped_by})"
