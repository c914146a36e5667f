"""The hardened YAML reader every scenario and ruleset file goes through.

A scenario arrives from strangers, so reading one must never run code, never
crash on hostile bytes and never guess: PyYAML's own loaders follow YAML 1.1
(``NO`` is False, ``010`` is 8, ``2024-01-01`` is a date) and silently accept
duplicate keys, aliases and merge keys, which make a file mean something else
than it reads. Here the libyaml parser (or its pure-Python twin) only produces
events; this module builds plain values from them itself, iteratively, so that

- anchors, aliases, merge keys, tags, duplicate and non-string keys, several
  documents and absurd nesting are refused with a ``Diagnostic`` each;
- plain scalars follow the YAML 1.2 core schema, and nothing else;
- every value's ``line:col`` is known (``YamlDocument.positions``) for the
  schema and semantic passes to point at;
- a 5,000-level nesting is refused at level 65 without recursion.

The walk over the events lives in ``editor.io.yaml_events``; this module holds
the file and byte checks and the entry points (its names are re-exported here).
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from typing import Any

import yaml

from editor.core.diagnostics import Diagnostic, Severity
from editor.io.schema_limits import NO_LIMITS, Limits
from editor.io.yaml_events import (
    _NO_KEY,
    MAX_DEPTH,
    MAX_DIAGNOSTICS,
    MAX_INT_DIGITS,
    _describe,
    _Reader,
)

__all__ = [
    "MAX_DEPTH",
    "MAX_DIAGNOSTICS",
    "MAX_FILE_BYTES",
    "MAX_INT_DIGITS",
    "YamlDocument",
    "YamlLoadError",
    "load_yaml_bytes",
    "load_yaml_file",
]

MAX_FILE_BYTES: int = 64 * 1024 * 1024
"""Bigger files are refused before being read: no scenario comes near this."""

# The C parser is ~10x faster; both only parse, neither constructs objects.
_Loader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

_BOM = b"\xef\xbb\xbf"
# Characters YAML allows in a stream (YAML 1.2 c-printable, NUL checked apart).
_FORBIDDEN_CHAR = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


@dataclass(slots=True)
class YamlDocument:
    """A successfully read file: plain data plus where each value sits in the file."""

    data: Any
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    """JSON Pointer of each value -> 1-based ``(line, col)`` of its first character."""

    def position(self, ptr: str) -> tuple[int, int] | None:
        """Where ``ptr`` is; for a missing value (a schema "required" error), its parent."""
        while True:
            found = self.positions.get(ptr)
            if found is not None or not ptr:
                return found
            ptr = ptr.rpartition("/")[0]


class YamlLoadError(Exception):
    """The file could not be read as a strict YAML mapping; ``diagnostics`` say why."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__("\n".join(d.format_text() for d in diagnostics))


def _byte_position(raw: bytes, offset: int) -> tuple[int, int]:
    """1-based line and column (in characters) of a byte offset, for pre-parse problems."""
    line_start = raw.rfind(b"\n", 0, offset) + 1
    col = len(raw[line_start:offset].decode("utf-8", "replace")) + 1
    return raw.count(b"\n", 0, offset) + 1, col


def _file_error(
    code: str, message: str, file: str | None, line: int = 1, col: int = 1
) -> YamlLoadError:
    return YamlLoadError([Diagnostic(Severity.ERROR, code, message, "", None, line, col, file)])


def _too_large(size: int, file: str | None, what: str) -> YamlLoadError:
    return _file_error(
        "file.too-large",
        f"the file is {size:,} bytes, over the {MAX_FILE_BYTES:,}-byte limit; is it {what}?",
        file,
    )


def load_yaml_bytes(
    raw: bytes, file: str | None = None, limits: Limits = NO_LIMITS, what: str = "a scenario"
) -> YamlDocument:
    """Read one strict YAML mapping from ``raw``; raise ``YamlLoadError`` on any problem.

    ``limits`` (a schema's ``maxItems`` and ``maxProperties``) stop the reading
    at the first list or mapping longer than they allow; ``what`` names the kind
    of file expected in the messages (« the file is empty; a game log is... »)."""
    if len(raw) > MAX_FILE_BYTES:
        raise _too_large(len(raw), file, what)
    raw = bytes(raw)
    if raw.startswith(_BOM):
        raw = raw[3:]
    nul = raw.find(b"\0")
    if nul >= 0:
        raise _file_error(
            "file.nul",
            "NUL byte in the file: it is binary or corrupted, not YAML text",
            file,
            *_byte_position(raw, nul),
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _file_error(
            "file.encoding",
            f"byte 0x{raw[exc.start]:02x} is not valid UTF-8; save the file as UTF-8",
            file,
            *_byte_position(raw, exc.start),
        ) from None
    bad = _FORBIDDEN_CHAR.search(text)
    if bad is not None:
        where = bad.start()
        raise _file_error(
            "file.control-char",
            f"character U+{ord(bad.group()):04X} is not allowed in YAML; remove it",
            file,
            text.count("\n", 0, where) + 1,
            where - text.rfind("\n", 0, where),
        )
    if not text.strip():
        raise _file_error("yaml.empty", f"the file is empty; {what} is a YAML mapping", file)
    reader = _Reader(text, file, limits)
    data = reader.run(_Loader)
    if not reader.diagnostics and reader.root is not _NO_KEY and not isinstance(data, dict):
        if reader.root_blank:
            reader.report("yaml.empty", None)
        else:
            reader.report("yaml.root-type", reader.root_mark, found=_describe(data))
    if reader.diagnostics:
        reader.diagnostics.sort(key=lambda d: (d.line or 0, d.col or 0))
        raise YamlLoadError(reader.diagnostics)
    return YamlDocument(data, reader.positions)


def load_yaml_file(
    path: str | os.PathLike[str], limits: Limits = NO_LIMITS, what: str = "a scenario"
) -> YamlDocument:
    """Read ``path`` with ``load_yaml_bytes``; every file-system problem is a ``YamlLoadError``."""
    file = os.fsdecode(path)
    try:
        info = os.stat(file)
    except FileNotFoundError:
        raise _file_error("file.not-found", "no such file; check the path", file) from None
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise _file_error("file.unreadable", f"cannot read the file ({reason})", file) from None
    if stat.S_ISDIR(info.st_mode):
        raise _file_error("file.is-directory", "this is a folder; choose a YAML file", file)
    if not stat.S_ISREG(info.st_mode):
        raise _file_error("file.unreadable", "not a regular file; choose a YAML file", file)
    if info.st_size > MAX_FILE_BYTES:
        raise _too_large(info.st_size, file, what)
    try:
        with open(file, "rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)  # a file growing meanwhile is still capped
    except OSError as exc:
        raise _file_error(
            "file.unreadable",
            f"cannot read the file ({exc.strerror or exc}); check its permissions",
            file,
        ) from None
    return load_yaml_bytes(raw, file, limits, what)
