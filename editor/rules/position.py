"""A game position: a small immutable value that the engine's ``apply`` replaces.

Everything that changes while a game is played, and nothing else: where each
piece stands and how many plaquettes it has, the turn, phase, active and
first player, order tokens, the turn's activations and what each unit has
done, which markers are revealed, who holds each objective, the deployment in
progress, the combat waiting for a decision, the result, and the random
generator's state (one integer, ``editor.rules.rng``). Positions compare by
value; "copying" one is sharing it, and a changed position is a new one built
in microseconds (``with_changes``), so look-ahead, undo and time travel
keep positions instead of re-playing.

Pieces are indexed as in ``GameContext.pieces``; hexes are integer keys
(``editor.rules.terrain.key``); sides are indexes 0 and 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Literal, Protocol

from editor.rules.places import GONE, OFF
from editor.rules.position_check import OMITTED_EMPTY


class PendingDecision(Protocol):
    """A decision the optional rules await outside the phases' actions."""

    @property
    def decider(self) -> int: ...


class OptionalState(Protocol):
    """What the engine reads of the optional rules' state (``Position.optional``, an
    ``editor.rules.optional.state.OptState``, which satisfies this structurally)."""

    @property
    def pending(self) -> PendingDecision | None: ...


Phase = Literal["deployment", "command", "movement", "combat", "over"]
PHASES: tuple[Phase, ...] = ("deployment", "command", "movement", "combat", "over")
TURN_PHASES: tuple[Phase, ...] = ("command", "movement", "combat")
CombatStage = Literal[
    "defence",
    "passage",
    "passage_after",
    "throw",
    "after_throw",
    "riposte",
    "follow_check",
    "follow",
    "charge",
    "retreat",
    "done",
]
"""Where a combat stands (``Combat.stage``); ``combat_flow.run`` carries it on."""
RetreatThen = Literal["passage_after", "after_throw", "done"]
"""The stage a combat goes on at once a retreat is over (``Combat.next``)."""


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended (Thucydide ch. 1, Conditions de victoire)."""

    winner: int | None
    """Side index of the winner; None: a draw."""
    margin: str | None
    """``marginal`` / ``medium`` / ``decisive``; None for a draw."""
    reason: str
    """``demoralisation``, ``turns``, ``objectives`` or ``resignation``."""
    losses: tuple[int, ...] = (0, 0)
    """Losses of each side (units, or budget points)."""
    points: tuple[int, ...] = (0, 0)
    """Objective points each side held at the end."""


@dataclass(frozen=True, slots=True)
class Deploying:
    """The deployment phase in progress (Panache Annexe 1, Mise en place des armées)."""

    remaining: tuple[frozenset[int], frozenset[int]]
    """Pieces each side still has to place."""
    batch_left: int
    """Alternate deployment: pieces the active side still places before handing over."""


@dataclass(frozen=True)
class Combat:
    """A combat being resolved, stopped where a player must decide (not slotted:
    ``combat_with`` copies its fields as one dictionary).

    ``stage``: where a player decides, ``defence`` (the defender may give a
    defence order), ``retreat`` (the owner of ``retreating`` chooses its next
    step), ``follow`` (the attacker may advance into the hex the defender left),
    ``charge`` (a mounted attacker that followed up may attack once more); and the
    steps ``combat_flow.run`` takes on its own: ``passage`` (the next obstacle's
    passage losses), ``passage_after`` (the attacker pushed back by them does not
    attack), ``throw`` (the attack), ``after_throw``, ``riposte``, ``follow_check``
    and ``done``. ``next`` is the stage the resolution goes on at once the retreat
    is over.
    """

    attacker: int
    defender: int
    attack_order: bool
    stage: CombatStage
    origin: int
    """The defender's hex when the attack was announced."""
    defence_order: bool = False
    charge: bool = False
    """This combat is a charge or pursuit after a follow-up (no further one)."""
    retreating: int = -1
    retreat_steps: int = 0
    away_from: int = 0
    next: RetreatThen = "done"
    passage: int = 0
    """Passage losses already thrown (one throw per obstacle of the face)."""
    passage_from: int = -1
    """``passage_after``: the attacker's hex when its passage losses pushed it back."""
    passage_element: str = ""
    """``passage_after``: the obstacle whose passage losses pushed it back."""
    decider: int = 0
    """The side that must decide at this stage."""


@dataclass(frozen=True)
class Position:
    """Not slotted: ``with_changes`` copies its fields as one dictionary."""

    at: tuple[int, ...]
    """Per piece: its hex key, ``OFF`` (not on the map yet) or ``GONE``."""
    plaquettes: tuple[int, ...]
    turn: int
    phase: Phase
    active: int
    """The side playing the phase (or deploying)."""
    first: int
    """The side that plays first each turn."""
    tokens: tuple[int, int]
    activated: frozenset[int] = frozenset()
    moved: frozenset[int] = frozenset()
    turn_moved: frozenset[int] = field(default=frozenset(), metadata={OMITTED_EMPTY: True})
    """The squares that moved in the other side's half of this game turn
    (``moved`` holds only the active side's half): a square « qui n'a pas bougé
    ce tour » (``editor.rules.squares``). Left out of the checksum when empty: the
    logs recorded before it still check."""
    fought: frozenset[int] = frozenset()
    road: frozenset[int] = frozenset()
    """Units that spent the road bonus this turn (« sans combat »)."""
    charged: frozenset[int] = frozenset()
    manoeuvre_used: bool = False
    revealed: frozenset[int] = frozenset()
    """Pieces whose identity both sides know; the others show as deployment markers."""
    markers: tuple[int, ...] = ()
    """Per piece: the number its marker shows (its owner's arbitrary label), or 0."""
    holders: tuple[int, ...] = ()
    """Per objective: the side holding it, or -1."""
    deploying: Deploying | None = None
    combat: Combat | None = None
    result: Result | None = None
    rng: int = 0
    optional: OptionalState | None = None
    """The optional rules' state (``editor.rules.optional.state.OptState``): the hour,
    the weather, fires and smoke, sleepers and sentinels, boats...; None: none played."""
    _occupant: dict[int, int] | None = field(default=None, init=False, compare=False, repr=False)
    _at_memo: tuple[Any, dict] | None = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Every field in the dictionary, the caches too: ``with_changes`` counts them.
        object.__setattr__(self, "_occupant", None)
        object.__setattr__(self, "_at_memo", None)

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def deciding(self) -> int:
        """The side that must decide now (the defender, a retreating unit's owner...)."""
        opt = self.optional
        if opt is not None:
            pending = opt.pending
            if pending is not None:  # a decision of the optional rules (Annexe 3)
                return int(pending.decider)
        combat = self.combat
        return self.active if combat is None else combat.decider


def occupant(pos: Position) -> dict[int, int]:
    """Hex key -> index of the piece standing there (computed once per position)."""
    occ = pos._occupant
    if occ is None:
        occ = dict(zip(pos.at, range(len(pos.at)), strict=True))
        # the pieces not on the map share the keys OFF and GONE
        occ.pop(OFF, None)
        occ.pop(GONE, None)
        object.__setattr__(pos, "_occupant", occ)
    return occ


def on_map(pos: Position, index: int) -> bool:
    return pos.at[index] >= 0


_new = object.__new__
_set = object.__setattr__


def _copy(cls: type, names: frozenset[str], value: Any, changes: dict[str, object]) -> Any:
    """A copy of ``value`` (an unslotted frozen dataclass) with ``changes``:
    ``dataclasses.replace`` without its ``__init__`` round trip, the fields copied as
    one dictionary (a combined one, as in ``with_changes``)."""
    if not changes.keys() <= names:
        unknown = sorted(changes.keys() - names)[0]
        raise TypeError(f"{cls.__name__} has no field {unknown!r}")
    values = {**value.__dict__, **changes}
    new: Any = _new(cls)
    _set(new, "__dict__", values)
    return new


def _init_fields(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls) if f.init)


_NAMES = _init_fields(Position)
_SIZE = len(fields(Position))
_COMBAT_NAMES = _init_fields(Combat)
_CACHES_OF_AT = {"_occupant": None, "_at_memo": None}


def with_changes(pos: Position, **changes: object) -> Position:
    """A new position with ``changes`` (positions are built on every action of every
    game a computer player looks ahead in). The caches that depend only on where the
    pieces stand (occupancy, movement ranges) are kept while no piece moves. A name
    that is no field raises ``TypeError``: it is seen as one more entry in the copy
    of the fields (a position's dictionary holds every field)."""
    # A new combined dictionary: ``dict.copy`` of the first position's (split, its keys
    # shared with the class) stayed split in every later position, and CPython 3.11
    # specialises no attribute read of an instance whose dictionary is split.
    values = {**pos.__dict__, **changes}
    if len(values) != _SIZE:
        unknown = sorted(changes.keys() - _NAMES)[0]
        raise TypeError(f"Position has no field {unknown!r}")
    if "at" in changes:
        values.update(_CACHES_OF_AT)
    new: Position = _new(Position)
    _set(new, "__dict__", values)
    return new


def combat_with(c: Combat, **changes: object) -> Combat:
    """The combat with ``changes`` (a combat's resolution changes it at every stage)."""
    new: Combat = _copy(Combat, _COMBAT_NAMES, c, changes)
    return new


def at_memo(pos: Position, ctx: object) -> dict:
    """A cache of values that depend only on ``pos.at`` and the context ``ctx``:
    movement ranges, for instance, computed once whether a player or ``apply`` asks.

    The optional rules (Annexe 3) derive a context per position (weather, fire,
    floods change the terrain and the pieces' movement) while no piece moves: the
    cache holds for one context only and starts afresh when asked with another."""
    held = pos._at_memo
    if held is None or held[0] is not ctx:
        held = (ctx, {})
        object.__setattr__(pos, "_at_memo", held)
    return held[1]


def set_at(pos: Position, index: int, k: int) -> Position:
    at = list(pos.at)
    at[index] = k
    return with_changes(pos, at=tuple(at))


__all__ = [
    "GONE",
    "OFF",
    "PHASES",
    "TURN_PHASES",
    "Combat",
    "Deploying",
    "Phase",
    "Position",
    "Result",
    "occupant",
]
