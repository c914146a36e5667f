"""At start: every recovery copy of a game left by a crashed editor is offered, one by
one, as the scenario's are (``editor.ui.recovery_dialog``).

The window shows one game, so once a copy is restored the others can be kept
(offered again at the next start) or thrown away; nothing is removed that the
person did not choose to discard, and closing the question keeps the copy. A
copy that cannot be opened any more (its scenario changed) is said so, and kept.
The question goes through an ``ask`` callable (``AskGameRecovery``): the dialog
in the program, an answer given by the tests (``build_window``'s
``ask_game_recovery``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from editor.ui.play.recovery import GameRecovery
from editor.ui.recovery_choice import RecoveryChoice


@dataclass(frozen=True, slots=True)
class GameRecoveryOffer:
    recovery: GameRecovery
    number: int
    """1-based place of this copy among ``total``."""
    total: int
    can_restore: bool
    """False once another game was restored into the window."""


AskGameRecovery = Callable[[GameRecoveryOffer], RecoveryChoice]


def ask_game_recovery_dialog(parent: QWidget | None, offer: GameRecoveryOffer) -> RecoveryChoice:
    translate = QCoreApplication.translate
    recovery = offer.recovery
    when = time.strftime("%H:%M", time.localtime(recovery.saved_at))
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("GameRecovery", "Restore the game?"))
    text = (
        translate(
            "GameRecovery",
            "A game of %1 was in progress when Hexfield stopped (copy of %2).",
        )
        .replace("%1", recovery.title or translate("GameRecovery", "an untitled scenario"))
        .replace("%2", when)
    )
    if offer.total > 1:
        count = translate("GameRecovery", "Game copy %1 of %2.")
        text = count.replace("%1", str(offer.number)).replace("%2", str(offer.total)) + " " + text
    box.setText(text)
    restore = None
    if offer.can_restore:
        box.setInformativeText(translate("GameRecovery", "Restore it and play on?"))
        restore = box.addButton(
            translate("GameRecovery", "Restore"), QMessageBox.ButtonRole.AcceptRole
        )
    else:
        box.setInformativeText(
            translate(
                "GameRecovery",
                "This window already shows the game you restored. Keep this one: it is "
                "offered again at the next start.",
            )
        )
    keep = box.addButton(
        translate("GameRecovery", "Keep for later"), QMessageBox.ButtonRole.RejectRole
    )
    discard = box.addButton(
        translate("GameRecovery", "Discard"), QMessageBox.ButtonRole.DestructiveRole
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


__all__ = ["AskGameRecovery", "GameRecoveryOffer", "RecoveryChoice", "ask_game_recovery_dialog"]
