"""The open scenario: model, ruleset, file path and undo stack, in one object.

Every change a user makes goes through ``apply`` (a Qt-free edit wrapped in an
undo command). The document emits one typed event, ``changed(Change)``; the
scene, the docks and the title bar listen to it and to ``stateChanged``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from editor.core.edits import Change, Edit
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.ui.undo_commands import EditCommand


class Document(QObject):
    changed = Signal(object)
    """A ``Change``: what an edit, an undo or a redo touched."""
    stateChanged = Signal()
    """The path, the modified flag or the whole scenario changed (title bar, actions)."""

    def __init__(
        self,
        scenario: Scenario,
        ruleset: Ruleset,
        path: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.ruleset = ruleset
        self.path = path
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_clean_changed(self, _clean: bool) -> None:
        self.stateChanged.emit()

    # --- editing -------------------------------------------------------------

    def apply(self, edit: Edit, text: str, merge_key: object | None = None) -> None:
        """Perform ``edit`` as one undo step (merged with the previous step
        when both carry the same ``merge_key``: one brush stroke, one drag)."""
        self.undo_stack.push(EditCommand(self, edit, text, merge_key))

    def perform(self, edit: Edit) -> Edit:
        """Run an edit now and announce it; returns its inverse (used by commands)."""
        inverse = edit.apply(self.scenario)
        change = edit.change()
        if not change.is_empty:
            self.changed.emit(change)
        return inverse

    # --- whole-document state ---------------------------------------------------

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def mark_saved(self, path: str) -> None:
        self.path = path
        self.undo_stack.setClean()
        self.stateChanged.emit()

    def replace(self, scenario: Scenario, ruleset: Ruleset, path: str | None) -> None:
        """Load another scenario into this document (open, revert, new)."""
        self.scenario = scenario
        self.ruleset = ruleset
        self.path = path
        self.undo_stack.clear()
        self.changed.emit(Change(everything=True, properties=True))
        self.stateChanged.emit()
