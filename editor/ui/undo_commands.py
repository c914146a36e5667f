"""The one undo command: a Qt-free edit and its inverse.

Successive commands with the same merge key merge (Tiled's paint commands do
the same), so a brush stroke or a drag is one undo step.
"""

from __future__ import annotations

import weakref
from typing import Protocol

from PySide6.QtGui import QUndoCommand

from editor.core.edits import Edit, compound

_MERGEABLE = 1


class EditTarget(Protocol):
    """What a command edits (the document): runs an edit, returns its inverse."""

    def perform(self, edit: Edit) -> Edit: ...


class EditCommand(QUndoCommand):
    def __init__(
        self, document: EditTarget, edit: Edit, text: str, merge_key: object | None = None
    ) -> None:
        super().__init__(text)
        # Weak: the document's undo stack owns this command; a strong reference
        # back would make a cycle that Python's collector, not Qt, tears down.
        self._document = weakref.ref(document)
        self._edit = edit
        self._inverse: Edit | None = None
        self.merge_key = merge_key

    def redo(self) -> None:
        document = self._document()
        if document is not None:
            self._inverse = document.perform(self._edit)

    def undo(self) -> None:
        document = self._document()
        if document is not None and self._inverse is not None:
            document.perform(self._inverse)

    def id(self) -> int:
        return _MERGEABLE if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.merge_key != self.merge_key:
            return False
        assert self._inverse is not None and other._inverse is not None
        self._edit = compound(self._edit, other._edit)
        self._inverse = compound(other._inverse, self._inverse)
        return True
