"""Computer players off the GUI thread, and the pace their moves are shown at.

A ``ComputerRunner`` owns one worker thread. ``request`` hands it a player,
the side's observation and its legal actions; the worker calls
``player.choose`` there and sends the action back with a generation number.
A request made stale (undo, time travel, a new game) is never cancelled in
the middle, which Python cannot do safely: its answer is simply dropped.
A player that searches (``progress`` and ``stop`` attributes, the expert) says
how far it got (``progress``: the share done, sent only when the whole
percentage changes) and is asked to stop with its best move so far by
``move_now`` (a stale request is asked to stop too, so that the next one does
not wait behind it).

``Pace``: the delay between two computer moves, from a speed the person
sets (0.25x to 8x), and a pause.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.fog import Observation

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
BASE_DELAY_MS = 800
"""Time a computer move stays on screen at 1x before the next one."""


def delay_ms(speed: float) -> int:
    return round(BASE_DELAY_MS / max(speed, 1e-3))


class _Worker(QObject):
    done = Signal(int, object, object)
    """Generation, the action chosen (or an exception), the player's explanation."""
    progress = Signal(int, float)
    """Generation, the share of the search done."""

    @Slot(int, object, object, object, object, object)
    def compute(
        self, generation: int, player: Any, ctx: Any, obs: Any, legal: Any, stop: Any
    ) -> None:
        if hasattr(player, "stop") and hasattr(player, "progress"):
            player.stop = stop
            shown = [-1]

            def told(share: float) -> None:
                percent = int(100 * share)
                if percent != shown[0]:
                    shown[0] = percent
                    self.progress.emit(generation, share)

            player.progress = told
        try:
            action = player.choose(ctx, obs, legal)
            why = player.explain()
        except Exception as exc:
            self.done.emit(generation, exc, None)
            return
        self.done.emit(generation, action, why)


class ComputerRunner(QObject):
    chosen = Signal(int, object, object)
    """Generation, action (or exception), explanation (a ``Phrase`` or None)."""
    progress = Signal(int, float)
    """Generation, the share of its search a searching player has done."""
    _ask = Signal(int, object, object, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self.busy = False
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self._stop = threading.Event()

    def _start(self) -> None:
        """The thread starts with the first request (a hotseat game never needs it)."""
        if self._thread is not None:
            return
        self._thread = QThread(self)
        self._thread.setObjectName("ComputerPlayers")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.compute)
        self._worker.done.connect(self._on_done)
        self._worker.progress.connect(self._on_progress)
        self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def request(
        self, player: Any, ctx: GameContext, obs: Observation, legal: Sequence[Action]
    ) -> int:
        """Ask ``player`` for a move in its thread; the answer comes by ``chosen``."""
        self._start()
        self.generation += 1
        self.busy = True
        self._stop = threading.Event()
        self._ask.emit(self.generation, player, ctx, obs, list(legal), self._stop)
        return self.generation

    def move_now(self) -> None:
        """Ask the player thinking to answer now with its best move so far."""
        self._stop.set()

    def cancel(self) -> None:
        """Forget the request under way (its answer will be dropped)."""
        self._stop.set()
        self.generation += 1
        self.busy = False

    def _on_progress(self, generation: int, share: float) -> None:
        if generation == self.generation and self.busy:
            self.progress.emit(generation, share)

    def _on_done(self, generation: int, action: object, why: object) -> None:
        if generation != self.generation:
            return  # a stale answer
        self.busy = False
        self.chosen.emit(generation, action, why)

    def stop(self) -> None:
        """End the worker thread (waits for a move being computed to finish)."""
        self.cancel()
        thread = self._thread
        if thread is not None and shiboken6.isValid(thread) and thread.isRunning():
            thread.quit()
            thread.wait()

    def __del__(self) -> None:
        # A runner dropped without ``stop`` must not leave its thread running:
        # Qt aborts the program when a running QThread is destroyed.
        try:
            self.stop()
        except RuntimeError:
            pass
