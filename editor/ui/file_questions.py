"""The questions about the file on disk: changed or deleted by another program, read-only.

Each question is a value (``FileQuestion``: what happened, to which file, the
answers that make sense); the answer comes from an ``AskFile`` callable: the
message box below in the program, a given answer in the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


class Situation(Enum):
    CHANGED = "changed"
    """Another program changed the file since it was opened or saved here."""
    DELETED = "deleted"
    """The file was deleted or moved away."""
    READ_ONLY = "read_only"
    """Saving would replace a read-only file."""


class FileChoice(Enum):
    RELOAD = "reload"
    """Read the file again; the unsaved changes here are lost."""
    OVERWRITE = "overwrite"
    """Write this version over the file (or write the file again)."""
    SAVE_ELSEWHERE = "save_elsewhere"
    """Save this version under another name (Save As)."""
    CANCEL = "cancel"
    """Do nothing now: keep editing (Save asks again)."""


@dataclass(frozen=True, slots=True)
class FileQuestion:
    situation: Situation
    path: str
    choices: tuple[FileChoice, ...]
    modified: bool = True
    """Whether there are unsaved changes here (the words differ)."""


AskFile = Callable[[FileQuestion], FileChoice]


def _texts(question: FileQuestion) -> tuple[str, str, str]:
    """Title, text and informative text of ``question``."""
    name = Path(question.path).name
    if question.situation is Situation.CHANGED:
        return (
            QCoreApplication.translate("FileQuestions", "File changed on disk"),
            QCoreApplication.translate(
                "FileQuestions", "%1 was changed by another program since you opened or saved it."
            ).replace("%1", name),
            QCoreApplication.translate(
                "FileQuestions",
                "Reload it (your unsaved changes here are lost), overwrite it with your "
                "version (the other program's changes are lost), or save your version "
                "under another name?",
            ),
        )
    if question.situation is Situation.DELETED:
        return (
            QCoreApplication.translate("FileQuestions", "File deleted or moved"),
            QCoreApplication.translate(
                "FileQuestions", "%1 was deleted or moved by another program."
            ).replace("%1", name),
            QCoreApplication.translate(
                "FileQuestions",
                "The map stays open here. Save it again under the same name, save it "
                "under another name, or keep it open unsaved?",
            ),
        )
    return (
        QCoreApplication.translate("FileQuestions", "Read-only file"),
        QCoreApplication.translate("FileQuestions", "%1 is read-only.").replace("%1", name),
        QCoreApplication.translate(
            "FileQuestions", "Replace it anyway (it stays read-only), or save under another name?"
        ),
    )


def _label(question: FileQuestion, choice: FileChoice) -> str:
    if choice is FileChoice.RELOAD:
        return QCoreApplication.translate("FileQuestions", "Reload")
    if choice is FileChoice.OVERWRITE:
        if question.situation is Situation.DELETED:
            return QCoreApplication.translate("FileQuestions", "Save Again")
        return QCoreApplication.translate("FileQuestions", "Overwrite")
    if choice is FileChoice.SAVE_ELSEWHERE:
        return QCoreApplication.translate("FileQuestions", "Save As…")
    if question.situation is Situation.DELETED:
        return QCoreApplication.translate("FileQuestions", "Keep Open")
    return QCoreApplication.translate("FileQuestions", "Cancel")


_ROLES = {
    FileChoice.RELOAD: QMessageBox.ButtonRole.ResetRole,
    FileChoice.OVERWRITE: QMessageBox.ButtonRole.DestructiveRole,
    FileChoice.SAVE_ELSEWHERE: QMessageBox.ButtonRole.AcceptRole,
    FileChoice.CANCEL: QMessageBox.ButtonRole.RejectRole,
}


def ask_file_dialog(parent: QWidget | None, question: FileQuestion) -> FileChoice:
    """The message box; closing it (Escape) is Cancel, which loses nothing."""
    title, text, detail = _texts(question)
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(detail)
    buttons = {box.addButton(_label(question, c), _ROLES[c]): c for c in question.choices}
    for button, choice in buttons.items():
        if choice is FileChoice.SAVE_ELSEWHERE:
            box.setDefaultButton(button)  # the answer that loses nothing
        if choice is FileChoice.CANCEL:
            box.setEscapeButton(button)
    box.exec()
    return buttons.get(box.clickedButton(), FileChoice.CANCEL)  # type: ignore[call-overload]
