"""A played game as a record: where it started, every action, and what each produced.

The record is the save (Wesnoth's replays, boardgame.io's log): the scenario's
and the ruleset's SHA-256, the engine's format version, the seed and the
options, then each action with the events it produced. Replaying re-applies
the actions to a fresh start and compares the events; the first action whose
events differ (a changed rule or file, another engine) is reported instead of
silently becoming another game. Any position of the game is rebuilt by
replaying up to its action index.

This module works on plain data; ``editor.io.game_log`` reads and writes it
as YAML.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from editor.core.phrases import Phrase
from editor.rules.actions import Action, ActionFormatError, action_from_dict
from editor.rules.context import GameContext, Options
from editor.rules.engine import IllegalAction, apply, start
from editor.rules.events import Event
from editor.rules.position import Position
from editor.rules.position_check import checksum

ENGINE_VERSION = 1
"""Bumped whenever a change of the engine can change the events of a recorded game."""


@dataclass(slots=True, eq=False)
class GameRecord:
    scenario_sha256: str
    ruleset_id: str
    ruleset_sha256: str
    seed: int
    options: Options = field(default_factory=Options)
    scenario_title: str = ""
    scenario_file: str = ""
    players: dict[str, str] = field(default_factory=dict)
    start_events: list[dict[str, Any]] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    engine: int = ENGINE_VERSION
    _events: list[Any] = field(default_factory=list, init=False, repr=False)
    """Per action, its events: typed as played (most records are never read: a
    balance run's) or plain data as read from a log; ``events`` gives plain data."""
    _plain: int = field(default=0, init=False, repr=False)
    """``_events`` holds plain data up to this index."""
    _after: list[Any] = field(default_factory=list, init=False, repr=False)
    """Per action, the position it led to (as played) or its checksum (as read from a
    log; None from a log written before the checksums)."""
    _summed: int = field(default=0, init=False, repr=False)
    """``_after`` holds checksums up to this index."""
    options_check: str | None = None
    """The checksum of the options as recorded (None: a log written before it)."""
    start_check: str | None = None
    """The checksum of the position the game started from (None: a log written
    before it)."""

    @property
    def checks(self) -> list[str | None]:
        """Per action, the checksum of the position it led to (``position_check``),
        computed when first read (a balance run's records never are)."""
        after = self._after
        for i in range(self._summed, len(after)):
            if isinstance(after[i], Position):
                after[i] = checksum(after[i])
        self._summed = len(after)
        return after

    @property
    def events(self) -> list[list[dict[str, Any]]]:
        """Per action, the events it produced as plain data (``Event.to_dict``),
        written when first read."""
        evs = self._events
        for i in range(self._plain, len(evs)):
            if isinstance(evs[i], tuple):
                evs[i] = [e.to_dict() for e in evs[i]]
        self._plain = len(evs)
        return evs

    def append(self, action: Action, events: Sequence[Event], after: Position) -> None:
        """An action played, its events and the position it led to."""
        self.actions.append(action)
        self._events.append(tuple(events))
        self._after.append(after)

    def append_plain(
        self, action: Action, events: list[dict[str, Any]], check: str | None = None
    ) -> None:
        """An action read from a log with its recorded events and checksum."""
        self.actions.append(action)
        self._events.append(events)
        self._after.append(check)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameRecord):
            return NotImplemented
        return record_to_dict(self) == record_to_dict(other)


def new_record(
    ctx: GameContext,
    seed: int,
    start_events: Sequence[Event],
    start_position: Position,
    *,
    scenario_file: str = "",
) -> GameRecord:
    """The record of a game that starts (``engine.start``'s position and events)."""
    return GameRecord(
        scenario_sha256=ctx.scenario_sha256,
        ruleset_id=ctx.ruleset.id,
        ruleset_sha256=ctx.ruleset_sha256,
        seed=seed,
        options=ctx.options,
        scenario_title=ctx.scenario.title,
        scenario_file=scenario_file,
        start_events=[e.to_dict() for e in start_events],
        start_check=checksum(start_position),
    )


def record_to_dict(record: GameRecord) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "engine": record.engine,
        "scenario": {
            "title": record.scenario_title,
            "file": record.scenario_file,
            "sha256": record.scenario_sha256,
        },
        "ruleset": {"id": record.ruleset_id, "sha256": record.ruleset_sha256},
        "seed": record.seed,
        "options": {**record.options.to_dict(), "check": options_check(record.options)},
    }
    if record.players:
        doc["players"] = dict(record.players)
    doc["start"] = list(record.start_events)
    doc["start_check"] = record.start_check
    doc["actions"] = [
        {"action": a.to_dict(), "events": evs, "check": check}
        for a, evs, check in zip(record.actions, record.events, record.checks, strict=True)
    ]
    return doc


def options_check(options: Options) -> str:
    """The checksum of a game's options (darkness, sight limit, optional rules)."""
    return checksum(options.to_dict())


class RecordError(ValueError):
    """A record's data is not a game record; the message says what and where."""


def record_from_dict(doc: dict[str, Any]) -> GameRecord:
    try:
        sc, rs = doc["scenario"], doc["ruleset"]
        record = GameRecord(
            scenario_sha256=str(sc["sha256"]),
            ruleset_id=str(rs["id"]),
            ruleset_sha256=str(rs["sha256"]),
            seed=int(doc["seed"]),
            options=Options.from_dict(doc.get("options")),
            scenario_title=str(sc.get("title", "")),
            scenario_file=str(sc.get("file", "")),
            players={str(k): str(v) for k, v in (doc.get("players") or {}).items()},
            start_events=list(doc.get("start") or []),
            engine=int(doc.get("engine", ENGINE_VERSION)),
        )
        check = (doc.get("options") or {}).get("check")
        record.options_check = None if check is None else str(check)
        check = doc.get("start_check")
        record.start_check = None if check is None else str(check)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"not a game record: missing or wrong {exc}") from None
    for i, entry in enumerate(doc.get("actions") or []):
        try:
            action = action_from_dict(entry["action"])
        except (ActionFormatError, KeyError, TypeError) as exc:
            raise RecordError(f"action {i + 1}: {exc}") from None
        check = entry.get("check")
        record.append_plain(
            action, list(entry.get("events") or []), None if check is None else str(check)
        )
    return record


OPTIONS_EDITED = Phrase(
    "the options written in this log (darkness, sight limit, optional rules) are not "
    "those the game was recorded with",
    "les options écrites dans ce journal (obscurité, limite de vue, règles optionnelles) "
    "ne sont pas celles avec lesquelles la partie a été enregistrée",
)


OTHER_START = Phrase(
    "the game starts from another position than recorded",
    "la partie commence dans une autre position que celle enregistrée",
)


@dataclass(frozen=True, slots=True)
class Divergence:
    """Where a replay stops agreeing with its record."""

    index: int
    """Index of the action (0-based; -1: the start of the game)."""
    message: Phrase
    recorded: tuple[dict[str, Any], ...] = ()
    replayed: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Replay:
    position: Position
    """The position after the last action replayed."""
    applied: int
    """Actions replayed."""
    divergence: Divergence | None
    changed_files: tuple[Phrase, ...] = ()
    """The scenario or the ruleset differ from the record's (by their SHA-256)."""


def changed_files(ctx: GameContext, record: GameRecord) -> tuple[Phrase, ...]:
    out = []
    if ctx.scenario_sha256 != record.scenario_sha256:
        out.append(
            Phrase(
                "the scenario has changed since this game was recorded",
                "le scénario a changé depuis l'enregistrement de cette partie",
            )
        )
    if ctx.ruleset_sha256 != record.ruleset_sha256:
        out.append(
            Phrase(
                f"the ruleset {record.ruleset_id} has changed since this game was recorded",
                f"la règle {record.ruleset_id} a changé depuis l'enregistrement de cette partie",
            )
        )
    if record.engine != ENGINE_VERSION:
        out.append(
            Phrase(
                f"recorded by engine version {record.engine}, replayed by {ENGINE_VERSION}",
                f"enregistrée par la version {record.engine} du moteur, rejouée par la "
                f"{ENGINE_VERSION}",
            )
        )
    return tuple(out)


def replay(
    ctx: GameContext,
    record: GameRecord,
    upto: int | None = None,
    *,
    positions: list[Position] | None = None,
) -> Replay:
    """Re-play ``record`` on ``ctx`` up to action ``upto`` (all by default), checking
    every action's events against the recorded ones. ``positions``, when given,
    receives the position after each action replayed (time travel keeps them)."""
    pos, evs = start(ctx, record.seed)
    changed = changed_files(ctx, record)
    if record.options_check is not None and record.options_check != options_check(record.options):
        return Replay(pos, 0, Divergence(-1, OPTIONS_EDITED), changed)
    got = [e.to_dict() for e in evs]
    if record.start_check is not None and checksum(pos) != record.start_check:
        return Replay(pos, 0, Divergence(-1, OTHER_START), changed)
    if record.start_events and got != record.start_events:
        return Replay(
            pos,
            0,
            Divergence(
                -1,
                Phrase("the game starts differently", "la partie commence autrement"),
                tuple(record.start_events),
                tuple(got),
            ),
            changed,
        )
    n = len(record.actions) if upto is None else min(upto, len(record.actions))
    checks = record.checks
    for i in range(n):
        action = record.actions[i]
        try:
            nxt, evs = apply(ctx, pos, action)
        except IllegalAction as exc:
            msg = str(exc)
            return Replay(
                pos,
                i,
                Divergence(
                    i,
                    Phrase(
                        f"action {i + 1} ({action.kind}) is no longer legal: {msg}",
                        f"l'action {i + 1} ({action.kind}) n'est plus légale : "
                        + (exc.args[0].fr if isinstance(exc.args[0], Phrase) else msg),
                    ),
                    tuple(record.events[i]),
                ),
                changed,
            )
        got = [e.to_dict() for e in evs]
        if got != record.events[i]:
            return Replay(
                pos,
                i,
                Divergence(
                    i,
                    Phrase(
                        f"action {i + 1} ({action.kind}) gives other events than recorded",
                        f"l'action {i + 1} ({action.kind}) donne d'autres événements qu'enregistré",
                    ),
                    tuple(record.events[i]),
                    tuple(got),
                ),
                changed,
            )
        check = checks[i]
        if check is not None and checksum(nxt) != check:
            return Replay(
                pos,
                i,
                Divergence(
                    i,
                    Phrase(
                        f"action {i + 1} ({action.kind}) leads to another position than recorded",
                        f"l'action {i + 1} ({action.kind}) aboutit à une autre position "
                        "que celle enregistrée",
                    ),
                    tuple(record.events[i]),
                    tuple(got),
                ),
                changed,
            )
        pos = nxt
        if positions is not None:
            positions.append(pos)
    return Replay(pos, n, None, changed)
