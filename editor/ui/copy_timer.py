"""When a recovery copy is due: a moment after the last change, and no later than a
longest wait after the first change the copy does not hold yet.

A timer restarted at every change alone (a debounce) never fires for someone who
never pauses: a person acting every 1.5 s, or two computer players moving every
second, against a 2 s delay. The longest wait bounds what a crash can lose. The
scenario's copy (``editor.ui.autosave``) and the game's
(``editor.ui.play.recovery``) share this one mechanism: ``CopySchedule`` says
when, on any clock (the tests give simulated times); ``CopyTimer`` fires then on
the event loop.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal


class CopySchedule:
    """When the copy is due, from the times of the changes it does not hold and of the
    last copy written (seconds)."""

    def __init__(self, delay: float, max_wait: float) -> None:
        self.delay = delay
        self.max_wait = max_wait
        self._first: float | None = None
        self._last: float | None = None
        self._written: float | None = None

    def changed(self, now: float) -> None:
        if self._first is None:
            self._first = now
        self._last = now

    def due(self) -> float | None:
        """The time the copy must be written by; None: the copy holds every change.

        ``delay`` after the last change, and no later than ``max_wait`` after the
        first change the copy lacks; while changes keep coming, ``max_wait`` after
        the last copy, so that it is never older than that (but ``delay`` after the
        first change at the soonest: no write at the start of a burst)."""
        if self._first is None or self._last is None:
            return None
        longest = self._first + self.max_wait
        if self._written is not None:
            longest = max(self._first + self.delay, self._written + self.max_wait)
        return min(self._last + self.delay, longest)

    def written(self, now: float) -> None:
        self._first = self._last = None
        self._written = now


class CopyTimer(QObject):
    """Emits ``due`` when the copy is due (``CopySchedule``); ``written`` once it is."""

    due = Signal()

    def __init__(
        self,
        delay_ms: int,
        max_wait_ms: int,
        parent: QObject | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.schedule = CopySchedule(delay_ms / 1000, max_wait_ms / 1000)
        self._clock = clock
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # 10 s, not 10.5
        self._timer.timeout.connect(self.due)

    @property
    def pending(self) -> bool:
        return self._timer.isActive()

    def changed(self) -> None:
        now = self._clock()
        self.schedule.changed(now)
        due = self.schedule.due()
        assert due is not None
        self._timer.start(max(0, round((due - now) * 1000)))

    def written(self) -> None:
        """The copy holds every change so far (or there is none to keep)."""
        self._timer.stop()
        self.schedule.written(self._clock())
