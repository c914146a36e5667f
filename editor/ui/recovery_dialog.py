"""At start: every recovery copy left by a crashed editor is offered, one by one.

Two editors that crashed together leave two copies; each is offered. The
window holds one map, so once a copy is restored the others can be kept (they
are offered again at the next start, or by another Hexfield started now) or
thrown away. Nothing is removed that the person did not choose to discard:
closing the question keeps the copy.

The question goes through an ``ask`` callable (``AskRecovery``): the dialog in
the program, an answer given by the tests.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from editor.ui.autosave import Recovery, find_recoveries
from editor.ui.recovery_choice import RecoveryChoice, ask_recovery_choice

if TYPE_CHECKING:
    from editor.ui.main_window import MainWindow


@dataclass(frozen=True, slots=True)
class RecoveryOffer:
    recovery: Recovery
    number: int
    """1-based place of this copy among ``total``."""
    total: int
    can_restore: bool
    """False once another copy was restored into the window."""


AskRecovery = Callable[[RecoveryOffer], RecoveryChoice]


def ask_recovery_dialog(parent: QWidget | None, offer: RecoveryOffer) -> RecoveryChoice:
    recovery = offer.recovery
    when = time.strftime("%H:%M", time.localtime(recovery.saved_at))
    what = recovery.original or QCoreApplication.translate("Recovery", "a new, unsaved map")
    text = (
        QCoreApplication.translate(
            "Recovery", "Hexfield did not close normally. A recovery copy of %1 was made at %2."
        )
        .replace("%1", what)
        .replace("%2", when)
    )
    if offer.total > 1:
        count = QCoreApplication.translate("Recovery", "Recovery copy %1 of %2.")
        text = count.replace("%1", str(offer.number)).replace("%2", str(offer.total)) + " " + text
    if offer.can_restore:
        informative = QCoreApplication.translate(
            "Recovery", "Restore it? The original file is unchanged until you save."
        )
    else:
        informative = QCoreApplication.translate(
            "Recovery",
            "This window already holds the copy you restored. Keep this one: it is "
            "offered again at the next start, or now by another Hexfield window.",
        )
    title = QCoreApplication.translate("Recovery", "Restore unsaved changes?")
    return ask_recovery_choice(parent, title, text, informative, offer.can_restore)


def offer_recovery(window: MainWindow, ask: AskRecovery | None = None) -> bool:
    """Offer every copy left by a crashed session, newest first; True when one was restored."""
    if ask is None:

        def ask(offer: RecoveryOffer) -> RecoveryChoice:
            return ask_recovery_dialog(window, offer)

    found = find_recoveries(window.autosaver.directory)
    restored = False
    for number, recovery in enumerate(found, 1):
        choice = ask(RecoveryOffer(recovery, number, len(found), not restored))
        if choice is RecoveryChoice.RESTORE and not restored:
            restored = window.files.restore(recovery)
        elif choice is RecoveryChoice.DISCARD:
            recovery.discard()
        # KEEP, or RESTORE with a map already restored: left for the next start.
    return restored
