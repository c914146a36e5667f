"""Game logs on disk: the YAML form of a played game (``editor.rules.record``).

Plain data in, plain data out: the engine turns its record into a mapping
(``record_to_dict``) and back; this module writes that mapping with the
project's deterministic YAML writer, atomically, and reads it back with the
strict reader and the JSON Schema ``schemas/game-log.schema.json``, so a
damaged or hand-edited log is refused with ``file:line:col`` like a scenario.
"""

from __future__ import annotations

import os
from typing import Any

from editor.core.diagnostics import Diagnostic, error, pointer
from editor.io import schema_check
from editor.io.scenario_file import write_text_atomic
from editor.io.yaml_strict import YamlDocument, YamlLoadError, load_yaml_bytes, load_yaml_file

LOG_FORMAT = "hexfield-game"
LOG_VERSION = 1
SCHEMA = "game-log"
HEADER = (
    "Hexfield game log: the scenario and ruleset it was played on (SHA-256), the seed,\n"
    "and every action with the events it produced. `hexfield replay FILE` narrates it."
)
SCENARIO_SUFFIX = ".scenario.yaml"
"""The copy of a game's scenario beside its log (``game.yaml``, ``game.scenario.yaml``)."""


class GameLogError(Exception):
    """The file is not a game log Hexfield can read; ``diagnostics`` say what and where."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format_text() for d in diagnostics))


def dumps_game_log(record: dict[str, Any]) -> str:
    """The YAML text of a record's plain data (``record_to_dict``)."""
    from editor.io.yaml_emit import dump  # the writer: not needed to start or to read

    doc = {"format": LOG_FORMAT, "version": LOG_VERSION, **record}
    return dump(doc, HEADER)


def write_game_log(record: dict[str, Any], path: str | os.PathLike[str]) -> None:
    write_text_atomic(path, dumps_game_log(record))


_ENTRY_KEYS = frozenset({"action", "events"})
_MAX_EVENTS = 10_000
_MAX_ACTIONS = 1_000_000


def _event_problems(events: Any, where: tuple[Any, ...]) -> list[Diagnostic]:
    if not isinstance(events, list):
        return [
            error("schema.type", f"{'/'.join(map(str, where))}: expected array", pointer(*where))
        ]
    if len(events) > _MAX_EVENTS:
        return [error("schema.too-large", "too many events", pointer(*where))]
    out = []
    for j, ev in enumerate(events):
        if not isinstance(ev, dict) or not isinstance(ev.get("type"), str) or len(ev["type"]) > 50:
            at = (*where, j)
            out.append(
                error("schema.type", f"{'/'.join(map(str, at))}: an event has a type", pointer(*at))
            )
    return out


def _entry_problems(data: dict[str, Any]) -> list[Diagnostic]:
    """The checks ``schemas/game-log.schema.json`` makes of ``start`` and ``actions``,
    written out: jsonschema walks a 500-action log in ~0.3 s, this in milliseconds
    (the scenario's per-hex arrays are checked by hand for the same reason)."""
    out = []
    if "start" in data:
        out += _event_problems(data["start"], ("start",))
    actions = data.get("actions")
    if not isinstance(actions, list):
        return out  # the schema reports it
    if len(actions) > _MAX_ACTIONS:
        return [*out, error("schema.too-large", "too many actions", pointer("actions"))]
    for i, entry in enumerate(actions):
        at = ("actions", i)
        if not isinstance(entry, dict) or set(entry) != _ENTRY_KEYS:
            unknown = sorted(set(entry) - _ENTRY_KEYS) if isinstance(entry, dict) else []
            for k in unknown:
                out.append(
                    error(
                        "schema.unknown-property",
                        f"unknown property {k!r} in actions/{i} (expected one of: action, events)",
                        pointer(*at, k),
                    )
                )
            if not unknown:
                out.append(
                    error(
                        "schema.required",
                        f"actions/{i}: an entry is an action and its events",
                        pointer(*at),
                    )
                )
            continue
        action = entry["action"]
        if (
            not isinstance(action, dict)
            or not isinstance(action.get("type"), str)
            or len(action["type"]) > 50
            or not all(isinstance(v, str | bool) for v in action.values())
        ):
            out.append(
                error(
                    "schema.type",
                    f"actions/{i}/action: a type and text or true/false fields",
                    pointer(*at, "action"),
                )
            )
        out += _event_problems(entry["events"], (*at, "events"))
    return out


def _checked(doc: YamlDocument, file: str | None) -> dict[str, Any]:
    problems: list[Diagnostic] = []
    if isinstance(doc.data, dict):
        envelope = {
            k: ([] if k in ("start", "actions") and isinstance(v, list) else v)
            for k, v in doc.data.items()
        }
        problems = schema_check.check(envelope, SCHEMA) + _entry_problems(doc.data)
    if not isinstance(doc.data, dict) or doc.data.get("format") != LOG_FORMAT:
        problems = [
            error("log.format", f"not a Hexfield game log (format: {LOG_FORMAT} expected)", "")
        ]
    if problems:
        located = []
        for d in problems:
            where = doc.position(d.path)
            if where is not None:
                d = d.at(*where)
            located.append(d.in_file(file) if file else d)
        raise GameLogError(located)
    data = dict(doc.data)
    if data["version"] > LOG_VERSION:
        raise GameLogError(
            [
                error(
                    "log.version",
                    f"this game log is version {data['version']}; this Hexfield reads up to "
                    f"{LOG_VERSION}: update Hexfield",
                    "/version",
                )
            ]
        )
    data.pop("format")
    data.pop("version")
    return data


def loads_game_log(text: str, file: str | None = None) -> dict[str, Any]:
    """The record's plain data from a log's text; ``GameLogError`` on any problem."""
    try:
        doc = load_yaml_bytes(text.encode("utf-8"), file)
    except YamlLoadError as exc:
        raise GameLogError(exc.diagnostics) from None
    return _checked(doc, file)


def read_game_log(path: str | os.PathLike[str]) -> dict[str, Any]:
    try:
        doc = load_yaml_file(path)
    except YamlLoadError as exc:
        raise GameLogError(exc.diagnostics) from None
    return _checked(doc, os.fsdecode(path))
