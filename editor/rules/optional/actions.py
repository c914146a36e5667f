"""The actions the optional rules add, as frozen values with a plain-data form.

Units by their scenario ids, hexes by their labels, as the engine's own
actions; an edge obstacle is named by its hex and the side (« 0305 NE »), a
boat by the hex it floats on (one boat a hex). Registered in
``editor.rules.actions.ACTION_TYPES`` so a log holding them reads back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.actions import ACTION_TYPES, Action


class OptionalAction(Action):
    """Marker base: an action of an optional rule (``OptionalRules.apply`` plays it)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Ignite(OptionalAction):
    """Annexe 3, Allumer un incendie: torches (own or adjacent hex), grenades (an
    adjacent empty hex), flaming missiles (in range less 1): a fictitious combat
    against the element's resistance. ``side``: the edge of an obstacle, else ""."""

    kind: ClassVar[str] = "ignite"
    unit: str
    at: str
    element: str
    side: str = ""


@dataclass(frozen=True, slots=True)
class FightFire(OptionalAction):
    """« Lutte contre l'incendie »: hits give the element its plaquettes back."""

    kind: ClassVar[str] = "fight_fire"
    unit: str
    at: str
    element: str
    side: str = ""


@dataclass(frozen=True, slots=True)
class WakeFriend(OptionalAction):
    """« Une unité éveillée peut éveiller une unité adjacente si elle ne se déplace pas »."""

    kind: ClassVar[str] = "wake_friend"
    unit: str
    target: str


@dataclass(frozen=True, slots=True)
class Alarm(OptionalAction):
    """« Une sentinelle alertée peut réveiller son unité lors de sa phase de déplacement »:
    the sentinel of ``unit`` standing ``at``."""

    kind: ClassVar[str] = "alarm"
    unit: str
    at: str


@dataclass(frozen=True, slots=True)
class AttackSentinel(OptionalAction):
    """Attack a spotted enemy sentinel (« la sentinelle comptant comme une plaquette
    fictive de son unité d'origine, en armure inversée »)."""

    kind: ClassVar[str] = "attack_sentinel"
    unit: str
    at: str


@dataclass(frozen=True, slots=True)
class Embark(OptionalAction):
    kind: ClassVar[str] = "embark"
    unit: str
    at: str
    """The boat's hex."""


@dataclass(frozen=True, slots=True)
class Disembark(OptionalAction):
    kind: ClassVar[str] = "disembark"
    unit: str
    to: str


@dataclass(frozen=True, slots=True)
class MoveBoat(OptionalAction):
    """The unit aboard rows (or sails) the boat at ``at`` to ``to``."""

    kind: ClassVar[str] = "move_boat"
    at: str
    to: str


@dataclass(frozen=True, slots=True)
class FreeBoat(OptionalAction):
    """The crew of a grounded boat tries to free it (2D6, 10+ or 12+)."""

    kind: ClassVar[str] = "free_boat"
    at: str


@dataclass(frozen=True, slots=True)
class Work(OptionalAction):
    """An engineer's turn of work at a field work on the ``side`` of its hex."""

    kind: ClassVar[str] = "work"
    unit: str
    side: str
    element: str


@dataclass(frozen=True, slots=True)
class Resupply(OptionalAction):
    """Annexe 3, Consommation de munitions: ``by`` a supplier's id, or ``camp``."""

    kind: ClassVar[str] = "resupply"
    unit: str
    by: str


@dataclass(frozen=True, slots=True)
class WriteMission(OptionalAction):
    """Ordres par corps: the leader's mission, a hex of the enemy's two home rows."""

    kind: ClassVar[str] = "write_mission"
    leader: str
    at: str


@dataclass(frozen=True, slots=True)
class SendAgent(OptionalAction):
    """Send the side's agent: an example mission's id or the mission as written,
    and the turn it is to happen."""

    kind: ClassVar[str] = "send_agent"
    mission: str
    turn: str


@dataclass(frozen=True, slots=True)
class UmpireOdds(OptionalAction):
    """The umpire's percentage for the agent's mission due now (0-100)."""

    kind: ClassVar[str] = "umpire_odds"
    percent: str


@dataclass(frozen=True, slots=True)
class RerollWeatherDie(OptionalAction):
    """Big change: « un des joueurs choisit un des 2 dés initiaux et le relance »."""

    kind: ClassVar[str] = "reroll_weather_die"
    die: str
    """``1`` or ``2``."""


OPTIONAL_ACTIONS: tuple[type[Action], ...] = (
    Ignite,
    FightFire,
    WakeFriend,
    Alarm,
    AttackSentinel,
    Embark,
    Disembark,
    MoveBoat,
    FreeBoat,
    Resupply,
    Work,
    WriteMission,
    SendAgent,
    UmpireOdds,
    RerollWeatherDie,
)
ACTION_TYPES.update({t.kind: t for t in OPTIONAL_ACTIONS})
