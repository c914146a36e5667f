"""A widget listening to topics of the window's state of a game (``PlayState``),
until the widget is destroyed: the Qt side of the model's callback lists, which
know nothing of Qt objects' lifetimes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from editor.ui.play.play_state import PlayState


def listen(widget: QObject, state: PlayState, slot: Callable[[], None], *topics: str) -> None:
    """``slot`` called when any of ``topics`` changed (once when several did), and
    no more once ``widget`` is destroyed."""
    events = state.events
    events.connect(slot, *topics)
    widget.destroyed.connect(lambda *_args: events.disconnect(slot))
