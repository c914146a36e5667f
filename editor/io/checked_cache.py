"""Data files already read and checked, kept in the user's cache folder.

Reading a ruleset (strict YAML, JSON Schema, cross-references) took 50-60 ms of
CPU at every start of the editor and of ``hexfield validate``, the style, the
conditions tables and flattening the schemas 10-30 ms more, for files that
change once a release (issue 15, start-up). Once a file has passed every check,
its plain data is kept in ``$XDG_CACHE_HOME/hexfield/checked`` (else
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
is read and checked again. Past ``MAX_ENTRIES`` the oldest are removed (each
change of the code names new ones).
"""

from __future__ import annotations

import hashlib
import marshal
import os
import stat
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from editor import paths
from editor.io.yaml_strict import MAX_FILE_BYTES, YamlDocument, load_yaml_bytes, load_yaml_file

FOLDER = "checked"
"""Under Hexfield's cache folder."""
SUFFIX = ".marshal"
MAX_ENTRIES = 64
"""A handful are used at a time (rulesets, style, tables, schemas); the rest were
left by earlier versions of the files or of the code."""
_CODE_FOLDERS = ("core", "io", "render")
"""The packages whose modules read and check data files (their stamps are in every key):
``render`` for the style's own check (``render/style.py``)."""


def cache_folder() -> Path:
    """``$XDG_CACHE_HOME/hexfield/checked``, else ``~/.cache/hexfield/checked``."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "hexfield" / FOLDER


@cache
def _code_stamp() -> bytes:
    """Name, size and modification time of each schema and checking module."""
    import yaml  # its parser reads the files: another version may read them otherwise

    lines = [sys.version, f"PyYAML {yaml.__version__}"]
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
    return cache_folder() / f"{digest.hexdigest()}{SUFFIX}"


def checked_data(raw: bytes, checked_as: str) -> dict[str, Any] | None:
    """The data of ``raw`` if a file of these very bytes passed the checks ``checked_as``
    names (``keep_checked``) with this code and these schemas; None otherwise."""
    try:
        with open(_entry(raw, checked_as), "rb") as f:
            data = marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    return data if isinstance(data, dict) else None


def keep_checked(raw: bytes, checked_as: str, data: dict[str, Any]) -> None:
    """Remember that ``raw`` passed the checks ``checked_as`` names, giving ``data``
    (a mapping of plain values: dict, list, str, int, float, bool, None). Best
    effort: a cache that cannot be written is left as it is."""
    from editor.io.atomic_write import write_bytes_atomic  # only when there is a miss

    try:
        encoded = marshal.dumps(data)
        path = _entry(raw, checked_as)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, encoded)
        _forget_oldest(path.parent)
    except (OSError, ValueError):
        pass


def _forget_oldest(folder: Path) -> None:
    """Only the ``MAX_ENTRIES`` newest entries are kept (another process may be
    removing the same ones: a file already gone is no problem)."""
    entries = []
    for entry in os.scandir(folder):
        if entry.name.endswith(SUFFIX):
            try:
                entries.append((entry.stat().st_mtime_ns, entry.path))
            except OSError:
                continue
    for _, old in sorted(entries, reverse=True)[MAX_ENTRIES:]:
        try:
            os.unlink(old)
        except OSError:
            pass


def checked_yaml(
    path: str | os.PathLike[str], checked_as: str, check: Callable[[YamlDocument], None]
) -> Any:
    """The data of the strict YAML file ``path`` once ``check`` (which raises on any
    problem) has passed it: taken from the cache when these very bytes passed the
    checks ``checked_as`` names before, else read, checked and kept. A problem
    reading the file is ``load_yaml_file``'s ``YamlLoadError``."""
    raw = _plain_file_bytes(path)
    if raw is not None:
        data = checked_data(raw, checked_as)
        if data is not None:
            return data
    doc = load_yaml_file(path) if raw is None else load_yaml_bytes(raw, os.fsdecode(path))
    check(doc)
    if raw is not None:
        keep_checked(raw, checked_as, doc.data)
    return doc.data


def _plain_file_bytes(path: str | os.PathLike[str]) -> bytes | None:
    """The bytes of ``path`` if it is a readable regular file within the size limit;
    None otherwise (``load_yaml_file`` then says what is wrong)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
            return None
        with open(path, "rb") as f:
            return f.read()
    except (OSError, ValueError):
        return None
