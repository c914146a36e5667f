"""Crash recovery: a copy of the open scenario written a few seconds after changes.

The copy is written ``delay_ms`` after the last change, and at the latest
``max_wait_ms`` after the first change it does not hold yet, so that someone
who never pauses is covered too (``editor.ui.copy_timer``, which the game's
copy uses as well). It goes to the application's data folder
(``QStandardPaths``), never over the user's file, together with a small JSON
note of the file it belongs to. Saving, reverting or closing normally removes
it. At the next start, every copy left behind by a crashed session is offered
(``editor.ui.recovery_dialog``); none is removed without the person's say.

Each running editor holds a ``QLockFile`` beside its copy, so a second editor
started while the first still runs does not mistake the first one's copy for
a crash: only copies whose lock is free (their process has gone) are offered.
"""

from __future__ import annotations

import dataclasses
import uuid
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Signal

from editor.io.atomic_write import (
    FileIdentity,
    SaveError,
    clean_stale_temporaries,
    write_text_atomic,
)
from editor.ui.copy_timer import CopyTimer
from editor.ui.document import Document
from editor.ui.recovery_folder import (
    CopyLock,
    left_behind,
    read_note,
    remove,
    saved_at,
    write_note,
)

DEFAULT_DELAY_MS = 3000
DEFAULT_MAX_WAIT_MS = 30000
"""The longest a change waits for its recovery copy while edits keep coming."""
_SUFFIX = ".recovery.yaml"


def default_directory() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".hexfield") / "recovery"


@dataclass(frozen=True, slots=True)
class Recovery:
    """A copy left behind by an editor that did not close normally."""

    path: Path
    """The recovery copy (a scenario file)."""
    original: str | None
    """The user's file it was a copy of (None: a new, never saved scenario)."""
    saved_at: float
    original_identity: FileIdentity | None = None
    """What the user's file held when the crashed session read or saved it
    (None: unknown), to notice a change made to it since."""

    def discard(self) -> None:
        paths = (self.path, _note_path(self.path), _lock_path(self.path))
        remove(paths)
        for p in paths:
            clean_stale_temporaries(p)  # what a kill while writing the copy left


def _note_path(copy: Path) -> Path:
    return copy.with_name(copy.name[: -len(_SUFFIX)] + ".json")


def _lock_path(copy: Path) -> Path:
    return copy.with_name(copy.name[: -len(_SUFFIX)] + ".lock")


def find_recoveries(directory: Path | None = None) -> list[Recovery]:
    """Copies left by sessions that are no longer running, newest first."""
    found = []
    for copy in left_behind(directory or default_directory(), _SUFFIX, _lock_path):
        note = read_note(_note_path(copy))
        identity = _identity_from_note(note.get("original_identity"))
        found.append(Recovery(copy, note.get("original") or None, saved_at(note, copy), identity))
    found.sort(key=lambda r: r.saved_at, reverse=True)
    return found


def _identity_from_note(value: object) -> FileIdentity | None:
    if not isinstance(value, dict):
        return None
    try:
        return FileIdentity(int(value["size"]), int(value["mtime_ns"]), str(value["sha256"]))
    except (KeyError, TypeError, ValueError):
        return None


class Autosaver(QObject):
    """Writes the recovery copy of ``document`` ``delay_ms`` after the last change,
    and no later than ``max_wait_ms`` after the first change the copy lacks."""

    failed = Signal(str)
    """A recovery copy could not be written (shown in the status bar)."""
    written = Signal(str)

    def __init__(
        self,
        document: Document,
        directory: Path | None = None,
        delay_ms: int = DEFAULT_DELAY_MS,
        parent: QObject | None = None,
        max_wait_ms: int = DEFAULT_MAX_WAIT_MS,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self.directory = directory or default_directory()
        session = f"session-{uuid.uuid4().hex[:12]}"
        self.path = self.directory / (session + _SUFFIX)
        self._lock = CopyLock(_lock_path(self.path))
        self._timer = CopyTimer(delay_ms, max_wait_ms, self)
        self._timer.due.connect(self.write_now)
        self.original_identity: FileIdentity | None = None
        """Set by the file controller: what the user's file held when read or saved."""
        document.changed.connect(self._on_document_changed)
        document.stateChanged.connect(self._on_document_state_changed)

    @property
    def pending(self) -> bool:
        return self._timer.pending

    def _on_document_changed(self, _change: object) -> None:
        # The undo stack moves its index after the edit is announced, so whether
        # the document is modified is only known when the timer fires.
        self._timer.changed()

    def _on_document_state_changed(self) -> None:
        if not self._document.is_modified:
            self.discard()  # saved, reverted, undone to the saved state, or a new file

    def write_now(self) -> None:
        self._timer.written()
        if not self._document.is_modified:
            return
        from editor.io.scenario_encode import dumps_scenario  # the YAML writer: not at start

        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._lock.take()
            write_text_atomic(self.path, dumps_scenario(self._document.scenario))
            identity = self.original_identity
            write_note(
                _note_path(self.path),
                original=self._document.path,
                original_identity=dataclasses.asdict(identity) if identity else None,
            )
        except (SaveError, OSError) as exc:
            self.failed.emit(str(exc))
            return
        self.written.emit(str(self.path))

    def discard(self) -> None:
        """Remove this session's copy (after a save, a revert or a normal close)."""
        self._timer.written()
        remove((self.path, _note_path(self.path)))
        self._lock.release()
