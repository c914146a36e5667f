"""The answers to a recovery question, for a scenario's copy
(``editor.ui.recovery_dialog``) and a game's (``editor.ui.play.recovery_offer``)
alike; on its own so that ``play`` needs nothing that imports the main window."""

from __future__ import annotations

from enum import Enum


class RecoveryChoice(Enum):
    RESTORE = "restore"
    KEEP = "keep"
    """Left where it is: offered again at the next start."""
    DISCARD = "discard"
