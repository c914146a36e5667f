"""The recovery question and its answers, for a scenario's copy
(``editor.ui.recovery_dialog``) and a game's (``editor.ui.play.recovery_offer``)
alike; on its own so that ``play`` needs nothing that imports the main window."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


class RecoveryChoice(Enum):
    RESTORE = "restore"
    KEEP = "keep"
    """Left where it is: offered again at the next start."""
    DISCARD = "discard"


def ask_recovery_choice(
    parent: QWidget | None, title: str, text: str, informative: str, can_restore: bool
) -> RecoveryChoice:
    """Restore (when ``can_restore``), keep for later or discard one copy; closing the
    question keeps it, so that no copy is thrown away unasked."""
    translate = QCoreApplication.translate
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(informative)
    restore = None
    if can_restore:
        restore = box.addButton(
            translate("RecoveryChoice", "Restore"), QMessageBox.ButtonRole.AcceptRole
        )
    keep = box.addButton(
        translate("RecoveryChoice", "Keep for later"), QMessageBox.ButtonRole.RejectRole
    )
    discard = box.addButton(
        translate("RecoveryChoice", "Discard"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.setDefaultButton(restore or keep)
    box.setEscapeButton(keep)  # closing the question never throws a copy away
    box.exec()
    clicked = box.clickedButton()
    if restore is not None and clicked is restore:
        return RecoveryChoice.RESTORE
    if clicked is discard:
        return RecoveryChoice.DISCARD
    return RecoveryChoice.KEEP
