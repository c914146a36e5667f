"""A balance run off the GUI thread: ``editor.balance.run_balance`` in a Python
thread, its progress and its end handed to the GUI thread by queued signals.

Cancel sets the run's ``threading.Event``: the games finished so far are kept
and reported as partial (``RunResult.partial``).
"""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal


@dataclass(slots=True)
class Finished:
    """What a run leaves: its result, the report built from it, the contexts."""

    result: Any
    """``editor.balance.run.RunResult``."""
    report: dict[str, Any]


class BalanceRunner(QObject):
    progressed = Signal(int, int)
    """Games done, games expected (of the series being played)."""
    finished = Signal(object)
    """A ``Finished``."""
    failed = Signal(str)

    def __init__(self, settings: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.cancel_event = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="balance", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self.cancel_event.set()

    def wait(self, timeout: float | None = None) -> bool:
        """True once the run's thread has ended (tests, and closing the window)."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        from editor.balance.games import context_of
        from editor.balance.report import build_report
        from editor.balance.run import run_balance

        try:
            result = run_balance(
                self.settings,
                progress=lambda p: self.progressed.emit(p.done, p.expected),
                cancel=self.cancel_event,
            )
            scenario: Path = self.settings.scenario
            ctx = context_of(scenario.read_bytes(), scenario.name)
            report = build_report([ctx], result)
        except Exception as exc:  # a broken run says why in the window, never silently
            traceback.print_exc()
            self.failed.emit(str(exc) or type(exc).__name__)
            return
        self.finished.emit(Finished(result, report))


__all__ = ["BalanceRunner", "Finished"]
