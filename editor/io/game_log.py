"""Game logs on disk: the YAML form of a played game (``editor.rules.record``).

Plain data in, plain data out: the engine turns its record into a mapping
(``record_to_dict``) and back; this module writes that mapping with the
project's deterministic YAML writer, atomically, and reads it back with the
strict reader and the JSON Schema ``schemas/game-log.schema.json``, so a
damaged or hand-edited log is refused with ``file:line:col`` like a scenario.
The reader applies the schema's caps while it reads (``schema_limits``), as it
does for a scenario: a list of millions of items is refused at the first item
past its cap, in a fraction of a second.

A game saved from the window may add the lines set aside (``branches``, each
action checked like the game's) and a placement held back (``held``): optional,
read by ``editor.rules.saved_lines``.

Version 2 records, after each action, the checksum of the position it led to
and a checksum of the options; a version-1 log (without them) is still read,
brought up to version 2 with no checks (``_MIGRATIONS``), and replays by its
events alone.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from editor.core.diagnostics import Diagnostic, error, pointer
from editor.io import schema_check
from editor.io.scenario_file import SaveError, write_text_atomic
from editor.io.schema_limits import schema_limits
from editor.io.yaml_strict import YamlDocument, YamlLoadError, load_yaml_bytes, load_yaml_file

LOG_FORMAT = "hexfield-game"
LOG_VERSION = 2
SCHEMA = "game-log"
HEADER = (
    "Hexfield game log: the scenario and ruleset it was played on (SHA-256), the seed,\n"
    "and every action with the events it produced and a checksum of the position it\n"
    "led to. `hexfield replay FILE` narrates it."
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
    """Write a record atomically; ``SaveError`` for a game longer than the format
    reads back (its cap on actions), the file untouched."""
    cap = schema_limits(SCHEMA).child("actions").max_items
    if len(record.get("actions", ())) > cap:
        raise SaveError(
            f"a game log holds at most {cap:,} actions, the format's limit; this game has "
            f"{len(record['actions']):,}"
        )
    write_text_atomic(path, dumps_game_log(record))


_ENTRY_KEYS = {1: frozenset({"action", "events"}), 2: frozenset({"action", "events", "check"})}
"""The keys of an action's entry, by the log's version."""
WHAT = "a game log"
"""What the YAML reader says a file should have been."""


def _event_problems(events: Any, where: tuple[Any, ...]) -> list[Diagnostic]:
    if not isinstance(events, list):
        return [
            error("schema.type", f"{'/'.join(map(str, where))}: expected array", pointer(*where))
        ]
    out = []
    for j, ev in enumerate(events):
        if not isinstance(ev, dict) or not isinstance(ev.get("type"), str) or len(ev["type"]) > 50:
            at = (*where, j)
            out.append(
                error("schema.type", f"{'/'.join(map(str, at))}: an event has a type", pointer(*at))
            )
    return out


def _is_check(value: Any) -> bool:
    return (
        isinstance(value, str) and len(value) == 8 and all(c in "0123456789abcdef" for c in value)
    )


def _entry_problems(data: dict[str, Any], version: int) -> list[Diagnostic]:
    """The checks ``schemas/game-log.schema.json`` makes of ``start`` and ``actions``,
    written out: jsonschema walks a 500-action log in ~0.3 s, this in milliseconds
    (the scenario's per-hex arrays are checked by hand for the same reason). The
    lengths were capped while reading."""
    out = []
    if "start" in data:
        out += _event_problems(data["start"], ("start",))
    out += _actions_problems(data.get("actions"), ("actions",), version)
    branches = data.get("branches")
    for j, branch in enumerate(branches if isinstance(branches, list) else []):
        if isinstance(branch, dict):
            out += _actions_problems(branch.get("actions"), ("branches", j, "actions"), version)
    return out


def _actions_problems(actions: Any, where: tuple[Any, ...], version: int) -> list[Diagnostic]:
    """The entries of a list of actions (the game's, or a branch's at ``where``)."""
    out: list[Diagnostic] = []
    if not isinstance(actions, list):
        return out  # the schema reports it
    keys = _ENTRY_KEYS.get(version, _ENTRY_KEYS[LOG_VERSION])
    expected = ", ".join(sorted(keys))
    for i, entry in enumerate(actions):
        at = (*where, i)
        place = "/".join(map(str, at))
        if not isinstance(entry, dict) or set(entry) != keys:
            unknown = sorted(set(entry) - keys) if isinstance(entry, dict) else []
            for k in unknown:
                out.append(
                    error(
                        "schema.unknown-property",
                        f"unknown property {k!r} in {place} (expected one of: {expected})",
                        pointer(*at, k),
                    )
                )
            if not unknown:
                out.append(
                    error(
                        "schema.required",
                        f"{place}: an entry is an action, its events"
                        + (" and the checksum of the position it led to" if version > 1 else ""),
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
                    f"{place}/action: a type and text or true/false fields",
                    pointer(*at, "action"),
                )
            )
        out += _event_problems(entry["events"], (*at, "events"))
        if "check" in entry and not _is_check(entry["check"]):
            out.append(
                error(
                    "schema.pattern",
                    f"{place}/check: a checksum is 8 hexadecimal digits",
                    pointer(*at, "check"),
                )
            )
    return out


def _checks_missing(data: dict[str, Any], version: int) -> list[Diagnostic]:
    """From version 2 a log has the checksums of its start and options."""
    if version < 2:
        return []
    out = []
    if "start_check" not in data:
        out.append(
            error(
                "schema.required",
                "missing property 'start_check' (the checksum of the position the game "
                "started from)",
                "",
            )
        )
    options = data.get("options")
    if isinstance(options, dict) and "check" not in options:
        out.append(
            error(
                "schema.required",
                "missing property 'check' in options (the checksum of the options)",
                "/options",
            )
        )
    return out


def _to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no checksums: every check is unknown (None)."""
    options = dict(data.get("options") or {})
    options["check"] = None
    actions = [{**entry, "check": None} for entry in data["actions"]]
    return {**data, "options": options, "start_check": None, "actions": actions}


_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _to_v2}
"""Version N -> the function turning a version-N log into a version-N+1 one."""


def _version(data: Any) -> int:
    version = data.get("version") if isinstance(data, dict) else None
    if isinstance(version, int) and not isinstance(version, bool) and version >= 1:
        return version
    return LOG_VERSION  # the schema reports it


def _checked(doc: YamlDocument, file: str | None) -> dict[str, Any]:
    problems: list[Diagnostic] = []
    version = _version(doc.data)
    if isinstance(doc.data, dict):
        envelope = {
            k: ([] if k in ("start", "actions") and isinstance(v, list) else v)
            for k, v in doc.data.items()
        }
        if isinstance(envelope.get("branches"), list):  # their actions: by hand, as above
            envelope["branches"] = [
                {**b, "actions": []}
                if isinstance(b, dict) and isinstance(b.get("actions"), list)
                else b
                for b in envelope["branches"]
            ]
        problems = schema_check.check(envelope, SCHEMA) + _entry_problems(doc.data, version)
        problems += _checks_missing(doc.data, version)
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
    if version > LOG_VERSION:
        raise GameLogError(
            [
                error(
                    "log.version",
                    f"this game log is version {version}; this Hexfield reads up to "
                    f"{LOG_VERSION}: update Hexfield",
                    "/version",
                )
            ]
        )
    while version < LOG_VERSION:
        data = _MIGRATIONS[version](data)
        version += 1
    data.pop("format")
    data.pop("version")
    return data


def loads_game_log(text: str, file: str | None = None) -> dict[str, Any]:
    """The record's plain data from a log's text; ``GameLogError`` on any problem."""
    try:
        doc = load_yaml_bytes(text.encode("utf-8"), file, schema_limits(SCHEMA), WHAT)
    except YamlLoadError as exc:
        raise GameLogError(exc.diagnostics) from None
    return _checked(doc, file)


def read_game_log(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The record's plain data from a log file, read with the caps of the format."""
    try:
        doc = load_yaml_file(path, schema_limits(SCHEMA), WHAT)
    except YamlLoadError as exc:
        raise GameLogError(exc.diagnostics) from None
    return _checked(doc, os.fsdecode(path))
