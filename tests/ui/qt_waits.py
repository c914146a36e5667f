"""Waiting on the event loop itself instead of on the clock.

``qtbot.wait(20)`` "lets the layouts settle" on a quiet machine and not on a
busy one. What such a wait is for is done once the event loop has run every
event posted before it: a call posted now (a zero-time single shot, a posted
event) runs after them, and ``qtbot.waitUntil`` waits for that call."""

from __future__ import annotations

from PySide6.QtCore import QTimer


def loop_turned(qtbot, turns: int = 1) -> None:
    """Returns once the event loop has run what was posted before the call, ``turns``
    times over (what the first turn posts in its turn runs in the next)."""
    for _ in range(turns):
        ran: list[bool] = []
        QTimer.singleShot(0, lambda ran=ran: ran.append(True))
        qtbot.waitUntil(lambda ran=ran: bool(ran), timeout=5000)
