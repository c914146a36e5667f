"""The actions a player takes, as frozen values with a plain-data form.

Units are named by their scenario ids (decoys as ``decoy:<side>:<n>``) and
hexes by their labels, so an action reads the same in a log, on the command
line and in a test. ``legal_actions`` lists every action of whoever decides
now, the defender's defence order and a retreating unit's owner included;
``apply`` accepts exactly those (``editor.rules.engine``).

Thucydide ch. 1, Séquence de jeu: command (activate), movement (move, enter,
manoeuvre order), combat (attack with or without an attack order; the
defender's defence order; retreats, follow-ups, charges), end of turn.
"""

from __future__ import annotations

import reprlib
from dataclasses import Field, dataclass, fields
from typing import Any, ClassVar

from editor.core.phrases import Phrase


class ActionFormatError(ValueError):
    """An action's plain data does not describe an action; the message says what."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            if value != f.default:
                out[f.name] = value
        return out


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """Place a unit or a decoy in its zone during the deployment phase."""

    kind: ClassVar[str] = "deploy"
    unit: str
    to: str


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Command phase: a leader in range activates the unit (« annonce les troupes »)."""

    kind: ClassVar[str] = "activate"
    unit: str


@dataclass(frozen=True, slots=True)
class Manoeuvre(Action):
    """A manoeuvre order (one a turn, before combat) activates a unit out of command."""

    kind: ClassVar[str] = "manoeuvre"
    unit: str


@dataclass(frozen=True, slots=True)
class Move(Action):
    kind: ClassVar[str] = "move"
    unit: str
    to: str


@dataclass(frozen=True, slots=True)
class Enter(Action):
    """A reinforcement enters the table on one of its hexes of entry."""

    kind: ClassVar[str] = "enter"
    unit: str
    to: str


@dataclass(frozen=True, slots=True)
class Attack(Action):
    kind: ClassVar[str] = "attack"
    unit: str
    target: str
    attack_order: bool = False


@dataclass(frozen=True, slots=True)
class DefenceOrder(Action):
    """The defender's decision, between the attack's announcement and the roll."""

    kind: ClassVar[str] = "defence_order"
    give: bool


@dataclass(frozen=True, slots=True)
class Retreat(Action):
    """One step of a retreat, where more than one hex leads away from the enemy."""

    kind: ClassVar[str] = "retreat"
    unit: str
    to: str


@dataclass(frozen=True, slots=True)
class FollowUp(Action):
    """Advance (or not) into the hex the defender left (« les suivis »)."""

    kind: ClassVar[str] = "follow_up"
    advance: bool


@dataclass(frozen=True, slots=True)
class Charge(Action):
    """After a follow-up, a mounted unit attacks once more, or not (``target`` empty)."""

    kind: ClassVar[str] = "charge"
    target: str = ""
    attack_order: bool = False


@dataclass(frozen=True, slots=True)
class EndPhase(Action):
    kind: ClassVar[str] = "end_phase"


@dataclass(frozen=True, slots=True)
class Resign(Action):
    kind: ClassVar[str] = "resign"


ACTION_TYPES: dict[str, type[Action]] = {
    t.kind: t
    for t in (
        Deploy,
        Activate,
        Manoeuvre,
        Move,
        Enter,
        Attack,
        DefenceOrder,
        Retreat,
        FollowUp,
        Charge,
        EndPhase,
        Resign,
    )
}
"""Every action by its ``kind``; Annexe 3's add theirs (``editor.rules.optional.actions``,
imported with the package ``editor.rules``), so a log holding them reads back."""


def action_from_dict(data: Any) -> Action:
    """The action a plain mapping describes; ``ActionFormatError`` says what is wrong."""
    if not isinstance(data, dict):
        raise ActionFormatError(f"an action is a mapping with a type, not {data!r}")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind)  # type: ignore[arg-type]
    if cls is None:
        known = ", ".join(ACTION_TYPES)
        raise ActionFormatError(f"unknown action type {kind!r} (known: {known})")
    values: dict[str, Any] = {}
    names = {f.name: f for f in fields(cls)}
    for k, v in data.items():
        if k == "type":
            continue
        f = names.get(k)
        if f is None:
            raise ActionFormatError(f"action {kind!r} has no field {k!r}")
        want = _field_type(f)
        if not isinstance(v, want):
            raise ActionFormatError(f"action {kind!r}: {k} must be a {want.__name__}, not {v!r}")
        values[k] = v
    try:
        return cls(**values)
    except TypeError as exc:
        raise ActionFormatError(f"action {kind!r}: {exc}") from None


def _field_type(f: Field[Any]) -> type:
    """An action's fields are words (unit ids, hex labels...) or yes/no."""
    return bool if f.type in ("bool", bool) else str


def not_an_action(value: object) -> Phrase | None:
    """Why ``value`` is not an action (None when it is one): a value of an action
    class whose fields are each of their type, as ``action_from_dict`` builds them."""
    if not isinstance(value, Action):
        shown = reprlib.repr(value)
        return Phrase(f"{shown} is not an action", f"{shown} n'est pas une action")
    shape = _SHAPES.get(type(value))
    if shape is None:  # the fields and their types, read once per class
        shape = _SHAPES[type(value)] = tuple((f.name, _field_type(f)) for f in fields(value))
    for name, want in shape:
        v = getattr(value, name)
        if not isinstance(v, want):
            w = "text" if want is str else "yes or no"
            wfr = "un texte" if want is str else "oui ou non"
            v_ = reprlib.repr(v)
            return Phrase(
                f"{value.kind or type(value).__name__}: {name} must be {w}, not {v_}",
                f"{value.kind or type(value).__name__} : {name} doit être {wfr}, pas {v_}",
            )
    return None


_SHAPES: dict[type, tuple[tuple[str, type], ...]] = {}
"""Per action class, each field's name and type (``not_an_action`` runs at every action)."""


__all__ = [
    "ACTION_TYPES",
    "Action",
    "ActionFormatError",
    "Activate",
    "Attack",
    "Charge",
    "DefenceOrder",
    "Deploy",
    "EndPhase",
    "Enter",
    "FollowUp",
    "Manoeuvre",
    "Move",
    "Resign",
    "Retreat",
    "action_from_dict",
    "not_an_action",
]
