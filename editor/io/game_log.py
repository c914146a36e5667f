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

from editor.core.diagnostics import Diagnostic, error
from editor.io import schema_check
from editor.io.scenario_file import write_text_atomic
from editor.io.yaml_emit import dump
from editor.io.yaml_strict import YamlDocument, YamlLoadError, load_yaml_bytes, load_yaml_file

LOG_FORMAT = "hexfield-game"
LOG_VERSION = 1
SCHEMA = "game-log"
HEADER = (
    "Hexfield game log: the scenario and ruleset it was played on (SHA-256), the seed,\n"
    "and every action with the events it produced. `hexfield replay FILE` narrates it."
)


class GameLogError(Exception):
    """The file is not a game log Hexfield can read; ``diagnostics`` say what and where."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format_text() for d in diagnostics))


def dumps_game_log(record: dict[str, Any]) -> str:
    """The YAML text of a record's plain data (``record_to_dict``)."""
    doc = {"format": LOG_FORMAT, "version": LOG_VERSION, **record}
    return dump(doc, HEADER)


def write_game_log(record: dict[str, Any], path: str | os.PathLike[str]) -> None:
    write_text_atomic(path, dumps_game_log(record))


def _checked(doc: YamlDocument, file: str | None) -> dict[str, Any]:
    problems = schema_check.check(doc.data, SCHEMA) if isinstance(doc.data, dict) else []
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
