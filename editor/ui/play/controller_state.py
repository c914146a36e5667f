"""What ``GameController``'s mixins read of it, declared for the type checker.

``BoardReading``, ``TimeTravel`` and ``ComputerPace`` are parts of one object:
each reads the state ``GameController.__init__`` sets and calls methods another
part defines. They derive from ``ControllerState``, which names that state and
those methods with their types, so that mypy checks the mixins as it checks the
controller. It holds no value: the attributes are annotations only, and the
methods under ``TYPE_CHECKING`` exist for the type checker only (the controller
and the mixins define them). Its one piece of code is the cache they all read
through (``_cached``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from PySide6.QtCore import QTimer, SignalInstance

    from editor.core.phrases import Phrase
    from editor.rules.actions import Action, Deploy
    from editor.rules.context import GameContext
    from editor.rules.players import Player
    from editor.rules.position import Position
    from editor.rules.session import GameSession, Step
    from editor.ui.play.computer import ComputerRunner


T = TypeVar("T")


class ControllerState:
    # The game and the window's language.
    session: GameSession
    ctx: GameContext
    thinking_ctx: GameContext
    lang: str
    # Who sees the board, and what they chose on it.
    viewer: int | None
    handover: int | None
    cursor: int | None
    selected: int | None
    chosen: int | None
    attack_order: bool
    held: tuple[Deploy, Position] | None
    hover: int
    sight_mode: bool
    sight_from: int
    fan: bool
    # The computer players and their pace.
    explanations: dict[int, Phrase]
    speed: float
    paused: bool
    instant: bool
    runner: ComputerRunner
    _pending: tuple[Action, object] | None
    _players: dict[int, Player]
    _pace: QTimer
    _playback: QTimer
    _cache: dict[str, tuple[Position, tuple[object, ...], Any]]

    def _cached(self, name: str, key: tuple[object, ...], make: Callable[[], T]) -> T:
        """Values recomputed only when the position shown or ``key`` change (a hover
        redraws several widgets, which all ask the same questions)."""
        pos = self.position
        found = self._cache.get(name)
        if found is not None and found[0] is pos and found[1] == key:
            return found[2]
        value = make()
        self._cache[name] = (pos, key, value)
        return value

    if TYPE_CHECKING:
        # Signals and methods defined by GameController or by another mixin.
        @property
        def changed(self) -> SignalInstance: ...
        @property
        def message(self) -> SignalInstance: ...
        @property
        def position(self) -> Position: ...
        @property
        def view_side(self) -> int | None: ...
        @property
        def covered(self) -> bool: ...
        def observed(self) -> Position: ...
        def can_act(self) -> bool: ...
        def text(self, message: str) -> str: ...
        def hold(self, action: Action) -> bool: ...
        def _person(self, action: Action) -> None: ...
        def _after(self, step: Step) -> None: ...
        def _say(self, message: str) -> None: ...
        def set_cursor(self, n: int | None) -> None: ...
        def go_on(self) -> None: ...
        def _apply_pending(self) -> None: ...
