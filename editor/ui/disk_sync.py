"""The open file and the disk kept in step: another program's work is never overwritten silently.

What the file held when it was read or saved here (``FileIdentity``: size,
time, SHA-256) is compared with the disk right before every save, and whenever
the watcher (``FileWatcher``) sees the file or its folder touched (watchers
miss changes, so the check before saving is the one that counts).

- Changed on disk, no unsaved changes here: reloaded at once, as VS Code and
  Qt Creator do by default. Nothing of the person's is lost (the map equalled
  the old file) and no question interrupts a ``git pull``; the status bar says
  it. A file that cannot be read at that moment (half-written, broken) is not
  loaded: the map stays, and saving will ask.
- Changed on disk with unsaved changes here: the person chooses: reload (lose
  the changes here), overwrite (lose the other program's), save elsewhere, or
  cancel (keep editing; Save asks again). Asked when the window is active, not
  over the terminal the ``git pull`` runs in.
- Deleted or moved: said; the map stays open (save again, save elsewhere, or
  keep it open, then marked unsaved so that closing asks).
- Read-only: replaced only when the person says so.

Questions go through ``ask`` (an ``AskFile``), which tests replace.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer, SignalInstance
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from editor.io.atomic_write import FileIdentity, is_read_only
from editor.io.scenario_file import read_scenario
from editor.ui.autosave import Autosaver
from editor.ui.document import Document
from editor.ui.file_questions import AskFile, FileChoice, FileQuestion, Situation, ask_file_dialog
from editor.ui.file_watcher import FileWatcher

CHANGED_CHOICES = (
    FileChoice.RELOAD,
    FileChoice.OVERWRITE,
    FileChoice.SAVE_ELSEWHERE,
    FileChoice.CANCEL,
)
DELETED_CHOICES = (FileChoice.OVERWRITE, FileChoice.SAVE_ELSEWHERE, FileChoice.CANCEL)
READ_ONLY_CHOICES = (FileChoice.OVERWRITE, FileChoice.SAVE_ELSEWHERE, FileChoice.CANCEL)
RETRY_MS = 500
"""When a dialog is open, the check waits this long and looks again."""


def identity_of(path: str | None) -> FileIdentity | None:
    """The file's identity now; None when absent or unreadable."""
    if path is None:
        return None
    try:
        return FileIdentity.of(path)
    except OSError:
        return None


class OpenFile(Protocol):
    """What ``DiskSync`` acts on (the ``FileController``): the document, its
    recovery copies, its saves, and the status bar's messages."""

    document: Document
    autosaver: Autosaver | None
    statusMessage: SignalInstance

    def open_path(self, path: str) -> bool: ...

    def save_to(self, path: str, accepted: FileIdentity | None = None) -> bool: ...

    def save_as(self) -> bool: ...


class DiskSync(QObject):
    def __init__(self, files: OpenFile, window: QWidget, ask: AskFile | None = None) -> None:
        super().__init__(window)
        self._files = files
        self._window = window
        self.ask: AskFile = ask or (lambda question: ask_file_dialog(window, question))
        self.path: str | None = None
        self.identity: FileIdentity | None = None
        """What ``path`` held when read or saved here (None: unknown or absent)."""
        self._told: tuple[FileIdentity | None, ...] = ()
        """The disk state already asked about: not asked again until it changes."""
        self._asking = False
        self.watcher = FileWatcher(self)
        self.watcher.touched.connect(self._on_touched)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._on_application_state)

    def record(self, path: str | None, identity: FileIdentity | None) -> None:
        """``path`` is the document's file and held ``identity`` when read or written."""
        self.path, self.identity, self._told = path, identity, ()
        autosaver = self._files.autosaver
        if autosaver is not None:
            autosaver.original_identity = identity
        self.watcher.watch(path)

    # --- before a save ------------------------------------------------------------

    def before_save(
        self, path: str, accepted: FileIdentity | None = None
    ) -> tuple[FileChoice, bool]:
        """Whether to write ``path`` (OVERWRITE) or what else the person chose, and
        whether a read-only file may be replaced. ``accepted``: a disk state the
        person already chose to overwrite."""
        choice = FileChoice.OVERWRITE
        if path == self.path:
            now = identity_of(path)
            if now is not None and not (
                now.same_content(self.identity) or now.same_content(accepted)
            ):
                choice = self._ask(Situation.CHANGED, path, CHANGED_CHOICES)
        if choice is FileChoice.OVERWRITE and is_read_only(path):
            return self._ask(Situation.READ_ONLY, path, READ_ONLY_CHOICES), True
        return choice, False

    # --- when the watcher sees something -----------------------------------------

    def _ask(self, situation: Situation, path: str, choices: tuple[FileChoice, ...]) -> FileChoice:
        self._asking = True
        try:
            modified = self._files.document.is_modified
            return self.ask(FileQuestion(situation, path, choices, modified))
        finally:
            self._asking = False

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive and self.path is not None:
            self._on_touched(self.path)

    def _another_dialog_open(self) -> bool:
        return self._asking or QApplication.activeModalWidget() is not None

    def _away(self) -> bool:
        """The window is shown but the person works in another program."""
        state = QGuiApplication.applicationState()
        return self._window.isVisible() and state != Qt.ApplicationState.ApplicationActive

    def _on_touched(self, path: str) -> None:
        document = self._files.document
        if path != self.path or path != document.path:
            return
        now = identity_of(path)
        if now is not None and now.same_content(self.identity):
            self._told = ()
            return
        if self._told == (now,):
            return  # already asked about this very state
        if now is not None and not document.is_modified:
            self.reload_quietly(path)
            return
        if self._another_dialog_open():
            QTimer.singleShot(RETRY_MS, self, lambda: self._on_touched(path))
            return
        if self._away():
            return  # asked when the application is active again
        self._told = (now,)
        if now is None:
            self._on_deleted(path)
            return
        choice = self._ask(Situation.CHANGED, path, CHANGED_CHOICES)
        if choice is FileChoice.RELOAD:
            self._files.open_path(path)
        elif choice is FileChoice.OVERWRITE:
            self._files.save_to(path, accepted=now)
        elif choice is FileChoice.SAVE_ELSEWHERE:
            self._files.save_as()

    def _on_deleted(self, path: str) -> None:
        choice = self._ask(Situation.DELETED, path, DELETED_CHOICES)
        if choice is FileChoice.OVERWRITE:
            self._files.save_to(path)
        elif choice is FileChoice.SAVE_ELSEWHERE:
            self._files.save_as()
        else:  # kept open: marked unsaved, so that closing the window asks
            self._files.document.undo_stack.resetClean()
            self._files.statusMessage.emit(
                self.tr("%1 was deleted or moved; the map is still open, unsaved").replace(
                    "%1", Path(path).name
                )
            )

    def reload_quietly(self, path: str) -> bool:
        """Read ``path`` again after another program changed it (no unsaved changes here)."""
        identity = identity_of(path)
        result = read_scenario(path)
        if not result.opens_as_is or result.scenario is None or result.ruleset is None:
            # Half-written or broken: the map stays; saving will ask, since the
            # file differs from what was read here. (Errors of the rules alone are
            # a half-finished scenario, read like any other: see ``open_path``.)
            self._told = (identity,)
            self._files.statusMessage.emit(
                self.tr(
                    "%1 changed on disk and cannot be read now; the map shown is unchanged"
                ).replace("%1", Path(path).name)
            )
            return False
        self._files.document.replace(result.scenario, result.ruleset, path)
        self.record(path, identity)
        self._files.statusMessage.emit(
            self.tr("%1 changed on disk: reloaded").replace("%1", Path(path).name)
        )
        return True
