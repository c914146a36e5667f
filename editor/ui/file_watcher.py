"""Notices that another program touched the open file: changed, replaced, deleted, moved.

QFileSystemWatcher alone misses cases: an editor or ``git`` that writes a new
file and renames it over the old one drops the watch (the watched file is
gone), and a file deleted then written again is not watched any more. So the
folder is watched too (the file's own, and the linked file's for a symbolic
link), the file's watch is added again after every event, and events are
gathered for a moment (a ``git pull`` touches the file several times). The
watcher only says "look again": what changed is decided by comparing the
file's identity (``FileIdentity``) with the one recorded at load and save.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

SETTLE_MS = 200
"""Events closer than this are one change (a rename-and-replace is several)."""


class FileWatcher(QObject):
    touched = Signal(str)
    """The watched path, when something happened to it or in its folder."""

    def __init__(self, parent: QObject | None = None, settle_ms: int = SETTLE_MS) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._on_event)
        self._watcher.directoryChanged.connect(self._on_event)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(settle_ms)
        self._settle.timeout.connect(self._on_settled)
        self.path: str | None = None

    def watch(self, path: str | None) -> None:
        """Watch ``path`` from now on (None: nothing)."""
        if path == self.path:
            self._arm()
            return
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)
        self._settle.stop()
        self.path = path
        self._arm()

    def _wanted(self) -> list[str]:
        if self.path is None:
            return []
        target = os.path.realpath(self.path)
        paths = [os.path.dirname(self.path) or ".", os.path.dirname(target)]
        paths += [p for p in (self.path, target) if os.path.exists(p)]
        return list(dict.fromkeys(paths))

    def _arm(self) -> None:
        watched = set(self._watcher.files()) | set(self._watcher.directories())
        missing = [p for p in self._wanted() if p not in watched and os.path.exists(p)]
        if missing:
            self._watcher.addPaths(missing)

    def _on_event(self, _path: str) -> None:
        self._settle.start()

    def _on_settled(self) -> None:
        # A file replaced by rename may still be listed while its watch follows
        # the old, unlinked file: watch the file now at that name afresh.
        files = self._watcher.files()
        if files:
            self._watcher.removePaths(files)
        self._arm()
        if self.path is not None:
            self.touched.emit(self.path)
