"""New, Open, Save, Save As, Revert, recent files and the unsaved-changes prompt.

The controller owns the dialogs of file handling so that the main window only
assembles. Every question it asks a person goes through one small method
(``ask_*``, ``show_*``) that tests replace.

Four promises: every file the editor writes, it opens as itself (a file whose
only errors are the rules', such as decoys placed before enough units, opens
normally and the Validation panel lists them); a file that failed to load (not
readable, or holding values the model cannot keep) is never the document's
path, so it is never overwritten; *Revert* asks before it throws away the
changes and the undo history; a save is atomic (``write_scenario``) and only then is
the document marked clean; another program's change to the file, a deleted
file or a read-only one is never overwritten silently (``DiskSync`` compares
the disk with what was read or saved, and asks through an injected ``ask``).
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from editor.core.diagnostics import Diagnostic
from editor.core.scenario import new_scenario
from editor.io.atomic_write import FileIdentity, clean_stale_temporaries
from editor.io.rulesets import available_rulesets, load_ruleset
from editor.io.scenario_file import SaveError, read_scenario, write_scenario
from editor.io.semantic import validate_scenario
from editor.paths import SCENARIOS
from editor.ui.autosave import Autosaver, Recovery
from editor.ui.disk_sync import DiskSync, identity_of
from editor.ui.document import Document
from editor.ui.file_questions import AskFile, FileChoice

if TYPE_CHECKING:  # the dialogs are imported when they open, not at start
    from editor.ui.new_map_dialog import NewMapSpec, RulesetChoice

RECENT_KEY = "recent_files"
LAST_FOLDER_KEY = "files/last_folder"
"""The folder of the last file chosen in File > Open or written by Save As."""
MAX_RECENT = 10
MAX_NAME = 60
Answer = QMessageBox.StandardButton


def suggested_file_name(title: str) -> str:
    """A file name for a new map, from its title: ``Bataille d'Eylau`` ->
    ``bataille-d-eylau.yaml`` (accents dropped, letters of any script kept)."""
    folded = unicodedata.normalize("NFKD", title)
    chars = (c.lower() if c.isalnum() else "-" for c in folded if not unicodedata.combining(c))
    slug = re.sub("-+", "-", "".join(chars)).strip("-")[:MAX_NAME].strip("-")
    return f"{slug or 'scenario'}.yaml"


def documents_folder() -> Path:
    """Where a new map is saved first: the person's documents folder (not the
    folder of a file opened earlier, which may be the program's examples)."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def ruleset_choices(language: str = "en") -> list[RulesetChoice]:
    from editor.ui.new_map_dialog import RulesetChoice

    choices = []
    for ruleset_id in available_rulesets():
        ruleset = load_ruleset(ruleset_id)
        name = ruleset.names.get(language) or ruleset_id
        choices.append(
            RulesetChoice(ruleset_id, name, ruleset.map.min_columns, ruleset.map.min_rows)
        )
    return choices


class FileController(QObject):
    recentFilesChanged = Signal()
    statusMessage = Signal(str)
    problemsOpened = Signal()
    """A file was opened as itself with errors of the rules: the panel listing them should show."""
    historyStarted = Signal(str)
    """Another map replaced the document: what its undo history starts from, in words."""

    def __init__(
        self,
        window: QWidget,
        document: Document,
        settings: QSettings,
        autosaver: Autosaver | None = None,
        language: str = "en",
        ask: AskFile | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self.document = document
        self.settings = settings
        self.autosaver = autosaver
        self.language = language
        self.disk = DiskSync(self, window, ask)
        """The file on disk against the document: asks through ``disk.ask``."""
        document.stateChanged.connect(self._on_document_state_changed)
        self._on_document_state_changed()

    # --- the questions (replaced in tests) -------------------------------------

    def ask_save_changes(self) -> Answer:
        name = self.display_name()
        return QMessageBox.warning(
            self._window,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to %1 before closing it?").replace("%1", name),
            Answer.Save | Answer.Discard | Answer.Cancel,
            Answer.Save,
        )

    def ask_revert(self) -> bool:
        """True when the person confirms throwing away the changes and the undo history."""
        steps = self.document.undo_stack.count()
        text = self.tr(
            "Revert %1 to the file on disk? Your unsaved changes will be lost, and the "
            "%n step(s) of the undo history with them.",
            "",
            steps,
        ).replace("%1", self.display_name())
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Revert"), text, Answer.Cancel, self._window
        )
        revert = box.addButton(self.tr("Revert"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(Answer.Cancel)
        box.exec()
        return box.clickedButton() is revert

    def ask_open_path(self) -> str:
        path, _ = QFileDialog.getOpenFileName(
            self._window,
            self.tr("Open scenario"),
            self.start_folder(),
            self.tr("Hexfield scenarios (*.yaml *.yml);;All files (*)"),
        )
        return path

    def ask_save_path(self) -> str:
        suggested = self.document.path or str(
            documents_folder() / suggested_file_name(self.document.scenario.title)
        )
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save scenario as"),
            suggested,
            self.tr("Hexfield scenarios (*.yaml *.yml)"),
        )
        if path and not Path(path).suffix:
            path += ".yaml"
        return path

    def ask_new_map(self) -> NewMapSpec | None:
        from editor.ui.new_map_dialog import NewMapDialog

        dialog = NewMapDialog(ruleset_choices(self.language), self._window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.spec()

    def show_load_errors(
        self, path: str, diagnostics: list[Diagnostic], can_open_copy: bool
    ) -> bool:
        """Shows the problems; True when the person chose to open an untitled copy."""
        from editor.ui.load_errors_dialog import LoadErrorsDialog

        dialog = LoadErrorsDialog(
            path, diagnostics, can_open_copy, self._window, language=self.language
        )
        return dialog.exec() == QDialog.DialogCode.Accepted and can_open_copy

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.critical(self._window, title, message)

    # --- commands ------------------------------------------------------------

    def new(self) -> bool:
        if not self.maybe_save():
            return False
        spec = self.ask_new_map()
        if spec is None:
            return False
        return self.new_from_spec(spec)

    def new_from_spec(self, spec: NewMapSpec) -> bool:
        ruleset = load_ruleset(spec.ruleset)
        scenario = new_scenario(
            spec.ruleset,
            spec.columns,
            spec.rows,
            spec.orientation,
            spec.stagger,
            spec.hex_mm,
            spec.title,
        )
        self.document.replace(scenario, ruleset, None)
        self.historyStarted.emit(self.history_start())
        return True

    def open(self) -> bool:
        if not self.maybe_save():
            return False
        path = self.ask_open_path()
        if path:
            self.settings.setValue(LAST_FOLDER_KEY, str(Path(path).parent))
        return bool(path) and self.open_path(path)

    def open_example(self, path: str) -> bool:
        """Open a bundled scenario as a new, untitled map: Save asks where the
        person keeps a copy (the bundled file is never written over)."""
        if not self.maybe_save():
            return False
        result = read_scenario(path)
        scenario, ruleset = result.scenario, result.ruleset
        if not result.opens_as_is or scenario is None or ruleset is None:
            self.show_load_errors(path, result.diagnostics, False)
            return False
        self.document.replace(scenario, ruleset, None)
        self.historyStarted.emit(self.tr("<example: %1>").replace("%1", Path(path).name))
        self.statusMessage.emit(
            self.tr("Example opened as a new map: Save asks where to keep your copy")
        )
        return True

    def open_recent(self, path: str) -> bool:
        if not self.maybe_save():
            return False
        if not Path(path).exists():
            self.show_error(
                self.tr("Open Recent"),
                self.tr("%1 no longer exists; it is removed from the list.").replace("%1", path),
            )
            self.settings.setValue(RECENT_KEY, [p for p in self.recent_files() if p != path])
            self.recentFilesChanged.emit()
            return False
        return self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load ``path`` into the document; on failure the document is unchanged."""
        clean_stale_temporaries(path)  # what a save killed midway left beside it
        identity = identity_of(path)  # before reading: a change meanwhile shows later
        result = read_scenario(path)
        scenario, ruleset = result.scenario, result.ruleset
        if not result.opens_as_is or scenario is None or ruleset is None:
            # Unreadable, or values the model could not keep: never the document's path.
            can_copy = scenario is not None and ruleset is not None
            if self.show_load_errors(path, result.diagnostics, can_copy) and can_copy:
                assert scenario is not None and ruleset is not None
                self.document.replace(scenario, ruleset, None)
                self.historyStarted.emit(self.tr("<opened file>"))
                return True
            return False
        self.document.replace(scenario, ruleset, os.path.abspath(path))
        self.historyStarted.emit(self.history_start())
        self.disk.record(os.path.abspath(path), identity)
        self._add_recent(os.path.abspath(path))
        errors = sum(d.is_error for d in result.diagnostics)
        warnings = len(result.diagnostics) - errors
        if errors:
            self.statusMessage.emit(
                self.tr(
                    "Opened with %n error(s) of the rules: see the Validation panel", "", errors
                )
            )
            self.problemsOpened.emit()
        elif warnings:
            self.statusMessage.emit(
                self.tr("Opened with %n warning(s): see the Validation panel", "", warnings)
            )
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        if path:
            self.settings.setValue(LAST_FOLDER_KEY, str(Path(path).parent))
        return bool(path) and self.save_to(path)

    def save_to(self, path: str, accepted: FileIdentity | None = None) -> bool:
        """Save to ``path``; first asks when another program changed the file since
        it was read or saved here (unless it holds ``accepted``, a change the person
        chose to overwrite), or when the file is read-only."""
        path = os.path.abspath(path)
        choice, replace_read_only = self.disk.before_save(path, accepted)
        if choice is FileChoice.RELOAD:
            self.open_path(path)
            return False
        if choice is FileChoice.SAVE_ELSEWHERE:
            return self.save_as()
        if choice is not FileChoice.OVERWRITE:
            return False
        try:
            identity = write_scenario(self.document.scenario, path, replace_read_only)
        except SaveError as exc:
            self.show_error(self.tr("Save failed"), str(exc))
            return False
        self.document.mark_saved(path)
        self.disk.record(path, identity)
        self._add_recent(path)
        errors = self._rules_errors()
        if errors:  # saved all the same: a half-finished scenario is normal work
            message = self.tr("Saved %1 with %n error(s): see the Validation panel", "", errors)
        else:
            message = self.tr("Saved %1")
        self.statusMessage.emit(message.replace("%1", path))
        return True

    def _rules_errors(self) -> int:
        """How many errors the rules find in the document (what the Validation panel lists)."""
        doc = self.document
        return sum(d.is_error for d in validate_scenario(doc.scenario, doc.ruleset))

    def revert(self) -> bool:
        if self.document.path is None or not self.document.is_modified:
            return False
        if not self.ask_revert():
            return False
        return self.open_path(self.document.path)

    def maybe_save(self) -> bool:
        """Before the document is replaced or closed: True when it is fine to go on."""
        if not self.document.is_modified:
            return True
        answer = self.ask_save_changes()
        if answer == Answer.Save:
            return self.save()
        return answer == Answer.Discard

    def close(self) -> bool:
        """The window is closing: True to let it close (the recovery copy goes)."""
        if not self.maybe_save():
            return False
        if self.autosaver is not None:
            self.autosaver.discard()
        return True

    def restore(self, recovery: Recovery) -> bool:
        """Load a recovery copy; the document stays modified and keeps the original path."""
        result = read_scenario(recovery.path)
        if result.scenario is None or result.ruleset is None:
            self.show_load_errors(str(recovery.path), result.diagnostics, False)
            return False
        self.document.replace(result.scenario, result.ruleset, recovery.original)
        self.historyStarted.emit(self.tr("<recovery copy>"))
        self.document.undo_stack.resetClean()  # unsaved until the person saves it
        # Saving compares the file with what the crashed session knew of it.
        self.disk.record(recovery.original, recovery.original_identity)
        recovery.discard()
        if self.autosaver is not None:
            self.autosaver.write_now()
        return True

    # --- title, history and recent files -----------------------------------------

    def history_start(self) -> str:
        """The undo history's first entry: an opened file or a new map."""
        return self.tr("<opened file>") if self.document.path else self.tr("<new map>")

    def retitle(self) -> None:
        """The window's title in the language of now (« Sans titre »)."""
        self._on_document_state_changed()

    def display_name(self) -> str:
        if self.document.path:
            return Path(self.document.path).name
        return self.document.scenario.title or self.tr("Untitled")

    def _on_document_state_changed(self) -> None:
        self._window.setWindowTitle(f"{self.display_name()}[*] — Hexfield")
        self._window.setWindowModified(self.document.is_modified)
        if self.document.path != self.disk.path:  # another map (New): watch its file
            self.disk.record(self.document.path, identity_of(self.document.path))

    def recent_files(self) -> list[str]:
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):  # QSettings gives one entry as a string
            value = [value]
        return [str(v) for v in value] if isinstance(value, (list, tuple)) else []

    def _add_recent(self, path: str) -> None:
        files = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue(RECENT_KEY, files[:MAX_RECENT])
        self.recentFilesChanged.emit()

    def clear_recent(self) -> None:
        self.settings.setValue(RECENT_KEY, [])
        self.recentFilesChanged.emit()

    def start_folder(self) -> str:
        """Where File > Open starts: the open file's folder, else the last folder
        used, else the bundled scenarios (a new user lands on the examples). A
        folder since deleted is passed over (Qt would show the home folder)."""
        recent = self.recent_files()
        candidates = [
            Path(self.document.path).parent if self.document.path else None,
            self.settings.value(LAST_FOLDER_KEY, None),
            Path(recent[0]).parent if recent else None,
            SCENARIOS,
        ]
        for folder in candidates:
            if folder and Path(str(folder)).is_dir():
                return str(folder)
        return str(Path.home())
