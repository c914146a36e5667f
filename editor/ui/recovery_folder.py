"""What the scenario's and the game's recovery copies share in the recovery folder.

Each copy has a JSON note beside it and, while its editor runs, a ``QLockFile``
(taken at the first write): a copy whose lock is free at the next start was
left by an editor that did not close normally. ``editor.ui.autosave`` keeps
the scenario's copies, ``editor.ui.play.recovery`` the game's.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile

from editor.io.atomic_write import write_text_atomic


def left_behind(folder: Path, suffix: str, lock_of: Callable[[Path], Path]) -> Iterator[Path]:
    """The copies ending in ``suffix`` in ``folder`` whose editor is no longer running."""
    if not folder.is_dir():
        return
    for copy in folder.glob("*" + suffix):
        lock = QLockFile(str(lock_of(copy)))
        if not lock.tryLock(0):
            continue  # another editor is running and owns this copy
        lock.unlock()
        yield copy


def write_note(path: Path, **fields: Any) -> None:
    """The note beside a copy: ``fields``, when it was written and by which process."""
    note = {**fields, "saved_at": time.time(), "pid": os.getpid()}
    write_text_atomic(path, json.dumps(note, ensure_ascii=False))


def read_note(path: Path) -> dict[str, Any]:
    """The note a copy was written with; empty when it is missing or unreadable."""
    try:
        note = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return note if isinstance(note, dict) else {}


def saved_at(note: dict[str, Any], copy: Path) -> float:
    """When the copy was written: its note's word, else the copy's own time."""
    mtime = copy.stat().st_mtime
    try:
        return float(note.get("saved_at", mtime))
    except (TypeError, ValueError):
        return mtime


def remove(paths: Iterable[Path]) -> None:
    """Delete the files that exist among ``paths``."""
    for p in paths:
        try:
            p.unlink()
        except OSError:
            pass


class CopyLock:
    """The lock an editor holds beside its copy while it runs."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock: QLockFile | None = None

    def take(self) -> None:
        """Take the lock, once (a later call keeps the one held)."""
        if self._lock is None:
            self._lock = QLockFile(str(self.path))
            self._lock.setStaleLockTime(0)
            self._lock.tryLock(0)

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
