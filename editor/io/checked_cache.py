"""Data files already read and checked, kept in the user's cache folder.

Reading a ruleset (strict YAML, JSON Schema, cross-references) took 50-60 ms of
CPU at every start of the editor and of ``hexfield validate``, for a file that
changes once a release (issue 15, start-up). Once a file has passed every
check, its plain data is kept in ``$XDG_CACHE_HOME/hexfield/checked`` (else
``~/.cache/hexfield/checked``), under a SHA-256 of everything the verdict
depends on: the file's bytes, what the caller says it checked them for, the
Python version, and the name, size and modification time of every schema and
of every module of ``editor.core`` and ``editor.io`` (the code that reads and
checks). A change of any of them names another entry and the file is checked
again: nothing is taken from the cache that the checks did not pass with these
very inputs. A file that fails its checks is never kept.

Entries are written with ``marshal``, the format of Python's own compiled
modules (``__pycache__``): plain values only, nothing run on reading. A cache
folder that is missing, read-only or holds a damaged entry only means the file
is read and checked again.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

from editor import paths

FOLDER = "checked"
"""Under Hexfield's cache folder."""
_CODE_FOLDERS = ("core", "io")
"""The packages whose modules read and check data files (their stamps are in every key)."""


def cache_folder() -> Path:
    """``$XDG_CACHE_HOME/hexfield/checked``, else ``~/.cache/hexfield/checked``."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hexfield" / FOLDER


@cache
def _code_stamp() -> bytes:
    """Name, size and modification time of each schema and checking module."""
    lines = [sys.version]
    folders = [paths.SCHEMAS, *(paths.PACKAGE / name for name in _CODE_FOLDERS)]
    for folder in folders:
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            lines.append(f"{folder} unreadable")
            continue
        for entry in entries:
            if entry.name.endswith((".py", ".json")):
                info = entry.stat()
                lines.append(f"{folder.name}/{entry.name} {info.st_size} {info.st_mtime_ns}")
    return "\n".join(lines).encode()


def _entry(raw: bytes, checked_as: str) -> Path:
    digest = hashlib.sha256(_code_stamp())
    digest.update(b"\0" + checked_as.encode() + b"\0")
    digest.update(raw)
    return cache_folder() / f"{digest.hexdigest()}.marshal"


def checked_data(raw: bytes, checked_as: str) -> Any | None:
    """The data of ``raw`` if a file of these very bytes passed the checks ``checked_as``
    names (``keep_checked``) with this code and these schemas; None otherwise."""
    try:
        with open(_entry(raw, checked_as), "rb") as f:
            return marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        return None


def keep_checked(raw: bytes, checked_as: str, data: Any) -> None:
    """Remember that ``raw`` passed the checks ``checked_as`` names, giving ``data``
    (plain values: dict, list, str, int, float, bool, None). Best effort: a cache
    that cannot be written is left as it is."""
    from editor.io.atomic_write import write_bytes_atomic  # only when there is a miss

    try:
        encoded = marshal.dumps(data)
        path = _entry(raw, checked_as)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, encoded)
    except (OSError, ValueError):
        pass
