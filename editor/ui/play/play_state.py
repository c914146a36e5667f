"""What the window adds to a game, without Qt: who sees the board, the hand-over,
the selection and the tray's choice, the attack-order switch, the hovered hex,
the line-of-sight tool, the time-travel cursor and the computer players' pace.

In the manner of napari's evented models (``model.events.<name>.connect``): a
``PlayState`` holds the values, and ``state.events`` one list of callbacks per
*topic*; setting a value calls its topic's callbacks only when the value
actually changes. A widget connects to the topics of what it shows:

- ``position``: the position shown or who sees it (the game moved: an action,
  an undo, a change of line; the viewer; *Reveal all*; a placement held back);
- ``selection``: the selected unit, the tray's choice, the attack order, the
  line-of-sight tool and the sight fan;
- ``hover``: the hex under the mouse;
- ``cursor``: the action shown when travelling in time, and the replay;
- ``pace``: the computer players' speed, pause, instant play and thinking;
- ``handover``: the side the screen is handed to, and a change of line it is
  asked to agree to.

The game itself is the session's (``editor.rules.session``), not the model's:
the controller sets ``present`` to the session's position after each change.
The language is every topic's (all is worded again).

``with state.batch():`` gathers the changes of one operation: each callback
is then called once at the end (even when it listens to several topics that
changed), after the state is whole again, and only for values that differ
from those before the batch.

The computer players' worker thread never reads this model: it is handed the
game's context with caches of its own (``ComputerPace.thinking_ctx``), its
observation and its legal actions, worked out on the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from editor.rules.actions import Deploy
    from editor.rules.position import Position

Callback = Callable[[], None]

TOPICS = ("handover", "position", "cursor", "selection", "pace", "hover")
"""The topics, in the order their callbacks are called after a batch."""


@dataclass(frozen=True, slots=True)
class LineChange:
    """A change of the line played, waiting for the other player's consent."""

    fork: int
    """The actions kept (the first ``fork``)."""
    branch: int | None
    """The branch returned to (its index in the session), or None: resume from ``fork``."""
    dropped: int
    """The actions set aside."""
    theirs: int
    """Of them, the other side's (the side asked)."""
    by: int
    """The side asking."""


class Topic:
    """One topic's callbacks (napari's ``EventEmitter``, without the event object:
    a callback reads the state it is interested in)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.callbacks: list[Callback] = []

    def connect(self, callback: Callback) -> None:
        if callback not in self.callbacks:
            self.callbacks.append(callback)

    def disconnect(self, callback: Callback) -> None:
        if callback in self.callbacks:
            self.callbacks.remove(callback)


class PlayEvents:
    """The topics of a ``PlayState`` (napari's ``EmitterGroup``)."""

    def __init__(self) -> None:
        self.handover = Topic("handover")
        self.position = Topic("position")
        self.cursor = Topic("cursor")
        self.selection = Topic("selection")
        self.pace = Topic("pace")
        self.hover = Topic("hover")

    def topic(self, name: str) -> Topic:
        found = getattr(self, name)
        assert isinstance(found, Topic)
        return found

    def connect(self, callback: Callback, *topics: str) -> None:
        """``callback`` on each of ``topics`` (called once when several changed together)."""
        for name in topics:
            self.topic(name).connect(callback)

    def disconnect(self, callback: Callback) -> None:
        """``callback`` off every topic."""
        for name in TOPICS:
            self.topic(name).disconnect(callback)


_FIELDS: dict[str, tuple[str, ...]] = {
    "present": ("position",),
    "viewer": ("position",),
    "reveal_all": ("position",),
    "held": ("position",),
    "handover": ("handover",),
    "consent": ("handover",),
    "cursor": ("cursor",),
    "playing_back": ("cursor",),
    "selected": ("selection",),
    "chosen": ("selection",),
    "attack_order": ("selection",),
    "sight_mode": ("selection",),
    "sight_from": ("selection",),
    "fan": ("selection",),
    "hover": ("hover",),
    "speed": ("pace",),
    "paused": ("pace",),
    "instant": ("pace",),
    "thinking": ("pace",),
    "lang": TOPICS,
}
"""Each value's topics."""

_BY_IDENTITY = frozenset({"present", "held", "consent"})
"""Values compared by identity: a game's positions are compared by ``is`` (one
equal to the one before is still another moment of the game)."""


class PlayState:
    """The window's state of a game (see the module's docstring)."""

    events: PlayEvents
    """The topics to connect to (``state.events.hover.connect(callback)``)."""

    # The game shown.
    present: object
    """The session's position (the controller sets it after each change)."""
    viewer: int | None
    """The side whose view is on the screen (None: everything, two computers)."""
    reveal_all: bool
    held: tuple[Deploy, Position] | None
    """A person's placement that closes the side's batch (its whole deployment under
    the screen), shown on the board but not yet played: « Deployment done » plays
    it, Undo takes it back. The game's record stays the engine's."""
    # The hand-over.
    handover: int | None
    """Hotseat: the side the screen must be handed to (the board is hidden)."""
    consent: LineChange | None
    """Hotseat: a change of line that sets the other side's decisions aside, asked of
    that side on the hand-over screen."""
    # Time travel.
    cursor: int | None
    """The number of actions shown (None: the present)."""
    playing_back: bool
    # On the board.
    selected: int | None
    chosen: int | None
    """The tray's piece (to deploy, or a reinforcement to enter)."""
    attack_order: bool
    sight_mode: bool
    sight_from: int
    fan: bool
    hover: int
    # The computer players.
    speed: float
    paused: bool
    instant: bool
    """Computer moves applied as soon as chosen (tests, a fast watch)."""
    thinking: bool
    """A computer player is choosing, or its move waits to be shown."""
    lang: str

    def __init__(self, present: object, viewer: int | None, lang: str = "en") -> None:
        self.__dict__["events"] = PlayEvents()
        self.__dict__["_depth"] = 0
        self.__dict__["_before"] = {}
        values: dict[str, object] = {
            "present": present,
            "viewer": viewer,
            "reveal_all": False,
            "held": None,
            "handover": None,
            "consent": None,
            "cursor": None,
            "playing_back": False,
            "selected": None,
            "chosen": None,
            "attack_order": False,
            "sight_mode": False,
            "sight_from": -1,
            "fan": False,
            "hover": -1,
            "speed": 1.0,
            "paused": False,
            "instant": False,
            "thinking": False,
            "lang": lang,
        }
        self.__dict__.update(values)

    def __setattr__(self, name: str, value: object) -> None:
        if name not in _FIELDS:
            raise AttributeError(f"PlayState has no value {name!r}")
        with self.batch():
            before: dict[str, object] = self.__dict__["_before"]
            if name not in before:
                before[name] = self.__dict__[name]
            self.__dict__[name] = value

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Changes made inside notify once, at the end (see the module's docstring)."""
        self.__dict__["_depth"] += 1
        try:
            yield
        finally:
            self.__dict__["_depth"] -= 1
            if self.__dict__["_depth"] == 0:
                self._notify()

    def _notify(self) -> None:
        before: dict[str, object] = self.__dict__["_before"]
        self.__dict__["_before"] = {}
        topics: set[str] = set()
        for name, old in before.items():
            if not _same(name, old, self.__dict__[name]):
                topics.update(_FIELDS[name])
        called: list[Callback] = []
        for name in TOPICS:
            if name in topics:
                for callback in list(self.events.topic(name).callbacks):
                    if callback not in called:
                        called.append(callback)
                        callback()


def _same(name: str, old: object, new: object) -> bool:
    if name in _BY_IDENTITY:
        return old is new
    return old == new
