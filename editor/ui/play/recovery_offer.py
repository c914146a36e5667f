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
from PySide6.QtWidgets import QWidget

from editor.ui.play.recovery import GameRecovery
from editor.ui.recovery_choice import RecoveryChoice, ask_recovery_choice


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
    if offer.can_restore:
        informative = translate("GameRecovery", "Restore it and play on?")
    else:
        informative = translate(
            "GameRecovery",
            "This window already shows the game you restored. Keep this one: it is "
            "offered again at the next start.",
        )
    title = translate("GameRecovery", "Restore the game?")
    return ask_recovery_choice(parent, title, text, informative, offer.can_restore)


__all__ = ["AskGameRecovery", "GameRecoveryOffer", "RecoveryChoice", "ask_game_recovery_dialog"]
