"""The optional rules' part of a position: one frozen value in ``Position.optional``.

Small and comparable like the rest of a position: tuples, frozensets and
integers only. Sparse per-piece figures (shots fired, thirst) are sorted tuples
of pairs, read and written with ``get`` and ``put``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from editor.rules.position import Position

NO_WIND = -1


@dataclass(frozen=True, slots=True, order=True)
class Spot:
    """Something that may burn: an element of a hex, an obstacle on an edge, a boat,
    or the grass of a hex in a grass fire (Annexe 3, Eléments de terrain concernés)."""

    kind: str
    """``hex``, ``edge``, ``boat`` or ``grass``."""
    key: int
    """The hex (for an edge, the lower key of its two hexes)."""
    other: int = 0
    """An edge's other hex; a boat's index."""
    element: str = ""


@dataclass(frozen=True, slots=True)
class Fire:
    """A burning element: who lit it (its spread and effects come in that side's
    combat phase) and how many of its full turns have begun."""

    spot: Spot
    side: int
    turns: int = 1


@dataclass(frozen=True, slots=True)
class Weather:
    """The weather in play (Annexe 3, La météo) and how long it has lasted."""

    kind: str = "fine"
    """``fine``, ``rain``, ``snow``, ``fog``, ``heat`` (rows of the weather table)."""
    strength: str = ""
    """Rain or snow strength, fog thickness; "" for fine weather and heat."""
    dice: tuple[int, int] = (0, 0)
    """The two dice of the weather's roll, kept for a big change (« Temps variable »)."""
    stability: int = 0
    """The variable weather's stability (1-6); 0: the weather does not change."""
    since: int = 1
    """The turn this kind of weather began."""
    falling: bool = True
    """Irregular rain or hail: whether it falls this turn (1D6 of the first player)."""
    flooded: bool = False
    """Rivers and streams have become unfordable (for the rest of the game)."""
    wind: str = ""
    """Wind strength id; "" for no wind."""
    wind_dir: int = NO_WIND
    """Axial direction (0-5) the wind blows towards."""


@dataclass(frozen=True, slots=True)
class Sentinel:
    side: int
    key: int
    unit: int
    """The piece that posted it."""
    alerted: bool = False
    spotted: bool = False
    gone: bool = False


@dataclass(frozen=True, slots=True)
class Boat:
    side: int
    key: int
    type: str
    carries: int = -1
    """The piece aboard, or -1."""
    grounded: str = ""
    """``""``, or the difficulty (``medium``/``very``) of the passage it is stuck on."""
    gone: bool = False
    moved: bool = False
    """Rowed this turn."""
    drift_turns: int = 0
    """Full turns drifted, for a drift of 1 hex every 2 turns."""


@dataclass(frozen=True, slots=True)
class Agent:
    """An agent sent on a mission (Annexe 3, Des agents très spéciaux)."""

    side: int
    mission: str
    """An example mission's id, or the mission as written."""
    turn: int
    percent: int = -1
    """The umpire's odds; -1 until entered."""
    roll: int = 0
    """The d100 (1-100); 0 until thrown."""


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision the rules ask for outside the phases' actions: which weather die to
    roll again (« un des joueurs choisit »), the umpire's odds, a corps mission."""

    kind: str
    decider: int
    detail: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class OptState:
    start_period: int = 0
    """The game's first period counted from dawn (1 = the first half hour); 0: no time."""
    weather: Weather | None = None
    damage: tuple[tuple[Spot, int], ...] = ()
    """Elements under incendiary attack or fought for: resistance plaquettes left."""
    fires: tuple[Fire, ...] = ()
    burnt: frozenset[Spot] = frozenset()
    """Burnt out: a wood or buildings now rocaille, an obstacle or a bridge destroyed."""
    smoke: frozenset[int] = frozenset()
    """Drifting smoke (hex keys); the burning hexes smoke too."""
    asleep: frozenset[int] = frozenset()
    groggy: frozenset[int] = frozenset()
    """Woken in the enemy's turn: its side's next turn it may not move (Unités endormies)."""
    woken: frozenset[int] = frozenset()
    """Woken in its own turn: it may not be activated this turn."""
    sentinels: tuple[Sentinel, ...] = ()
    boats: tuple[Boat, ...] = ()
    noisy: frozenset[int] = frozenset()
    """Made noise this turn (a blocked deviation): heard at 4 hexes."""
    fired: frozenset[int] = frozenset()
    """Fired powder or rockets this turn: seen at any distance in the dark."""
    busy: frozenset[int] = frozenset()
    """Did something else this turn (set fire, fought a fire, woke a friend, was
    resupplied): it may not also move or fight."""
    wakes: tuple[tuple[int, int], ...] = ()
    """Waker -> friends it woke this turn."""
    looted: frozenset[int] = frozenset()
    looters: frozenset[int] = frozenset()
    missions: tuple[tuple[int, int], ...] = ()
    """Leader -> the hex of his corps mission."""
    accomplished: frozenset[int] = frozenset()
    shots: tuple[tuple[int, int], ...] = ()
    supply: tuple[tuple[int, int, int], ...] = ()
    """(unit, supplier, turns of resupply done) in progress."""
    thirst: tuple[tuple[int, int], ...] = ()
    agents: tuple[Agent, ...] = ()
    works: tuple[tuple[int, int, str, int], ...] = ()
    """Engineers' works begun: (the hex it protects, the other hex, element, points of
    work done; a turn by day or lit is ``night_divisor`` points, unlit at night 1)."""
    built: tuple[tuple[int, int, str], ...] = ()
    """Field works the engineers have finished: (hex it protects, other hex, element)."""
    pending: Pending | None = None
    resume: str = ""
    """What the turn's start does once the pending decision is taken."""

    def with_(self, **changes: Any) -> OptState:
        return replace(self, **changes)


def state(pos: Position) -> OptState:
    """The optional state of ``pos``, which plays optional rules (``Position.optional``
    is typed with what the engine reads of it, ``position.OptionalState``)."""
    st = pos.optional
    assert isinstance(st, OptState)
    return st


def state_or_none(pos: Position) -> OptState | None:
    """The optional state of ``pos``; None: no optional rule is played."""
    st = pos.optional
    assert st is None or isinstance(st, OptState)
    return st


def get(pairs: tuple[tuple[int, int], ...], k: int, default: int = 0) -> int:
    for a, b in pairs:
        if a == k:
            return b
    return default


def put(pairs: tuple[tuple[int, int], ...], k: int, v: int) -> tuple[tuple[int, int], ...]:
    """``pairs`` with ``k`` set to ``v`` (dropped when ``v`` is 0), sorted."""
    rest = [(a, b) for a, b in pairs if a != k]
    if v:
        rest.append((k, v))
    return tuple(sorted(rest))
