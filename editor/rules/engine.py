"""The game engine's three verbs: ``start``, ``legal_actions`` and ``apply``.

``legal_actions(ctx, pos)`` lists every action of whoever decides now
(``pos.deciding``): the active player in his phases, the defender for his
defence order, a retreating unit's owner for a retreat step with a choice.
``apply(ctx, pos, action)`` accepts exactly those and returns the new
position with the typed events it produced; anything else raises
``IllegalAction`` saying why in English and French. Positions are values:
``apply`` never changes the one it is given.

What may be done now, and the cheaper questions computer players ask instead
of listing every action, are in ``legal``; ``apply`` checks a chosen action
against them like any other.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from editor.core.phrases import Phrase, counted
from editor.rules import combat_flow, command, setup, turn
from editor.rules.actions import (
    Action,
    Activate,
    Attack,
    Charge,
    DefenceOrder,
    Deploy,
    EndPhase,
    Enter,
    FollowUp,
    Manoeuvre,
    Move,
    Resign,
    Retreat,
    not_an_action,
)
from editor.rules.combat import why_cannot_attack
from editor.rules.combat_follow import charge_targets
from editor.rules.combat_losses import end_game
from editor.rules.combat_retreat import retreat_options
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_game import Resigned
from editor.rules.events_orders import Activated, Entered, Moved, OrderGiven
from editor.rules.fog import reveal
from editor.rules.fog_moves import cut_at_hidden, met_hidden, seen_reach
from editor.rules.legal import activatable, fighters, legal_actions, manoeuvrable, movers, targets
from editor.rules.position import Position, with_changes
from editor.rules.victory import by_resignation

__all__ = [
    "IllegalAction",
    "activatable",
    "apply",
    "fighters",
    "legal_actions",
    "manoeuvrable",
    "movers",
    "start",
    "targets",
]
"""The engine's verbs; the legal-action questions live in ``legal`` and are given here too."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message (a ``Phrase``) says why."""


def _no(en: str, fr: str) -> IllegalAction:
    return IllegalAction(Phrase(en, fr))


def start(ctx: GameContext, seed: int) -> tuple[Position, list[Event]]:
    """A new game of ``ctx`` with the random generator seeded by ``seed``."""
    return setup.start_game(ctx, seed)


# ---------------------------------------------------------------------- apply


def apply(ctx: GameContext, pos: Position, action: Action) -> tuple[Position, list[Event]]:
    """The position after ``action`` and the events it produced; ``IllegalAction``
    (saying why) for an action ``legal_actions`` does not list, or for anything that
    is not an action."""
    malformed = not_an_action(action)
    if malformed is not None:
        raise IllegalAction(malformed)
    if pos.result is not None:
        raise _no("the game is over", "la partie est finie")
    events: list[Event] = []
    given = ctx
    opt = ctx.optional if pos.optional is not None else None
    if opt is not None:  # Annexe 3: its decisions and actions, its refusals
        ctx = opt.effective(ctx, pos)
        done = opt.apply(ctx, pos, action, events)
        if done is not None:
            return done, events
    if isinstance(action, Resign):
        side = pos.deciding
        events.append(Resigned(ctx.sides[side]))
        return end_game(ctx, pos, by_resignation(ctx, pos, side), events), events
    try:
        if pos.combat is not None:
            return _decide(ctx, pos, action, events), events
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise _no(
                f"{action.kind or type(action).__name__} is not a decision of this moment",
                f"{action.kind or type(action).__name__} n'est pas une décision de ce moment",
            )
        return handler(ctx, pos, action, events), events
    except IllegalAction:
        events.clear()
        met = met_hidden(given, pos, action, events)  # a hidden unit stands there: revealed
        if met is None:
            raise
        return met, events


def _piece(ctx: GameContext, unit_id: str) -> int:
    i = ctx.piece_index.get(unit_id)
    if i is None:
        raise _no(f"unknown unit {unit_id!r}", f"unité inconnue {unit_id!r}")
    return i


def _hex(ctx: GameContext, label: str) -> int:
    try:
        return ctx.key_of(label)
    except (ValueError, KeyError):
        raise _no(
            f"hex {label!r} is not on the map", f"l'hexagone {label!r} n'est pas sur la carte"
        ) from None


def _phase(pos: Position, *phases: str) -> None:
    if pos.phase not in phases:
        raise _no(
            f"not allowed in the {pos.phase} phase",
            f"interdit en phase de {pos.phase}",
        )


def _own(ctx: GameContext, pos: Position, unit_id: str) -> int:
    i = _piece(ctx, unit_id)
    p = ctx.pieces[i]
    if p.side != pos.active or pos.at[i] < 0:
        raise _no(
            f'"{p.name}" is not a unit of the player on the map',
            f"« {p.name} » n'est pas une unité du joueur sur la carte",
        )
    return i


def _deploy(ctx: GameContext, pos: Position, a: Deploy, events: list[Event]) -> Position:
    _phase(pos, "deployment")
    i, k = _piece(ctx, a.unit), _hex(ctx, a.to)
    d = pos.deploying
    assert d is not None
    if i not in d.remaining[pos.active]:
        raise _no(
            f'"{ctx.pieces[i].name}" is not waiting to be deployed by this player',
            f"« {ctx.pieces[i].name} » n'attend pas d'être déployée par ce joueur",
        )
    if k not in setup.deploy_targets(ctx, pos, i):
        raise _no(
            f"hex {a.to} is not a free hex of the zone where this unit may stand",
            f"l'hexagone {a.to} n'est pas une case libre de la zone où cette unité peut se tenir",
        )
    return setup.deploy(ctx, pos, i, k, events)


def _activate(ctx: GameContext, pos: Position, a: Activate, events: list[Event]) -> Position:
    _phase(pos, "command")
    i = _own(ctx, pos, a.unit)
    if i in pos.activated:
        raise _no("already activated", "déjà activée")
    why = command.activation_refusal(ctx, pos, pos.active, i)
    if why:
        raise IllegalAction(why)
    events.append(Activated(ctx.pieces[i].id))
    return with_changes(pos, activated=pos.activated | {i})


def _manoeuvre(ctx: GameContext, pos: Position, a: Manoeuvre, events: list[Event]) -> Position:
    _phase(pos, "command", "movement")
    i = _own(ctx, pos, a.unit)
    if pos.manoeuvre_used:
        raise _no("one manoeuvre order per turn", "un seul ordre de manœuvre par tour")
    if i in pos.activated:
        raise _no("already activated", "déjà activée")
    cost = command.manoeuvre_cost(ctx)
    side = pos.active
    if pos.tokens[side] < cost:
        tokens = counted(cost, ("order token", "order tokens"), ("pion d'ordre", "pions d'ordre"))
        raise _no(
            f"a manoeuvre order costs {tokens.en}; the side has {pos.tokens[side]}",
            f"un ordre de manœuvre coûte {tokens.fr} ; le camp en a {pos.tokens[side]}",
        )
    t = list(pos.tokens)
    t[side] -= cost
    events.append(OrderGiven(ctx.sides[side], "manoeuvre", cost, ctx.pieces[i].id))
    events.append(Activated(ctx.pieces[i].id))
    return with_changes(
        pos, tokens=(t[0], t[1]), manoeuvre_used=True, activated=pos.activated | {i}
    )


def _move(ctx: GameContext, pos: Position, a: Move, events: list[Event]) -> Position:
    _phase(pos, "movement")
    i, k = _own(ctx, pos, a.unit), _hex(ctx, a.to)
    if i not in pos.activated or i in pos.moved:
        raise _no(
            f'"{ctx.pieces[i].name}" is not activated or has already moved',
            f"« {ctx.pieces[i].name} » n'est pas activée ou s'est déjà déplacée",
        )
    reach = seen_reach(ctx, pos, i)  # as the side sees the map: hidden units not on it
    cost = reach.keys().get(k)
    if cost is None:
        raise _no(
            f'"{ctx.pieces[i].name}" cannot reach {a.to} this turn',
            f"« {ctx.pieces[i].name} » ne peut pas atteindre {a.to} ce tour-ci",
        )
    keys = cut_at_hidden(ctx, pos, i, reach.key_path(k))
    bonus = reach.road_only(k) and keys[-1] == k
    if ctx.optional is not None and pos.optional is not None:
        return ctx.optional.move(ctx, pos, i, keys, bonus, events)  # hex by hex (Annexe 3)
    k = keys[-1]
    cost = reach.keys()[k]
    path = tuple(ctx.label(x) for x in keys)
    at = list(pos.at)
    at[i] = k
    events.append(Moved(ctx.pieces[i].id, path, cost, bonus))
    pos = with_changes(
        pos,
        at=tuple(at),
        moved=pos.moved | {i},
        road=pos.road | {i} if bonus else pos.road,
    )
    return reveal(ctx, pos, events)


def _enter(ctx: GameContext, pos: Position, a: Enter, events: list[Event]) -> Position:
    _phase(pos, "movement")
    i, k = _piece(ctx, a.unit), _hex(ctx, a.to)
    if k not in turn.entry_hexes(ctx, pos, i):
        raise _no(
            f'"{ctx.pieces[i].name}" cannot enter at {a.to} now',
            f"« {ctx.pieces[i].name} » ne peut pas entrer en {a.to} maintenant",
        )
    at = list(pos.at)
    at[i] = k
    events.append(Entered(ctx.pieces[i].id, a.to))
    pos = with_changes(pos, at=tuple(at), moved=pos.moved | {i}, activated=pos.activated | {i})
    return reveal(ctx, pos, events)


def _attack(ctx: GameContext, pos: Position, a: Attack, events: list[Event]) -> Position:
    _phase(pos, "combat")
    i, t = _own(ctx, pos, a.unit), _piece(ctx, a.target)
    if i not in fighters(ctx, pos):
        raise _no(
            f'"{ctx.pieces[i].name}" may not fight now (not activated, already fought, or '
            "used the road bonus)",
            f"« {ctx.pieces[i].name} » ne peut pas combattre (pas activée, a déjà combattu, "
            "ou a utilisé le bonus de route)",
        )
    if t not in targets(ctx, pos, i):
        why = why_cannot_attack(ctx, pos, i, t) or Phrase(
            "that unit is not a target it can see", "cette unité n'est pas une cible visible"
        )
        raise IllegalAction(why)
    if a.attack_order and pos.tokens[pos.active] < ctx.play.orders.attack_cost:
        raise _no("not enough order tokens", "pas assez de pions d'ordre")
    return combat_flow.announce(ctx, pos, i, t, a.attack_order, False, events)


def _end_phase(ctx: GameContext, pos: Position, a: EndPhase, events: list[Event]) -> Position:
    _phase(pos, "command", "movement", "combat")
    return turn.end_phase(ctx, pos, events)


_Handler = Callable[[GameContext, Position, Any, list[Event]], Position]
"""Plays one kind of action (its class checked by the lookup)."""

_HANDLERS: dict[type[Action], _Handler] = {
    Deploy: _deploy,
    Activate: _activate,
    Manoeuvre: _manoeuvre,
    Move: _move,
    Enter: _enter,
    Attack: _attack,
    EndPhase: _end_phase,
}


def _decide(ctx: GameContext, pos: Position, action: Action, events: list[Event]) -> Position:
    c = pos.combat
    assert c is not None
    if c.stage == "defence" and isinstance(action, DefenceOrder):
        if action.give and pos.tokens[c.decider] < ctx.play.orders.defence_cost:
            raise _no("not enough order tokens", "pas assez de pions d'ordre")
        return combat_flow.decide_defence(ctx, pos, action.give, events)
    if c.stage == "retreat" and isinstance(action, Retreat):
        k = _hex(ctx, action.to)
        if _piece(ctx, action.unit) != c.retreating or k not in retreat_options(ctx, pos):
            raise _no(
                f"{action.to} is not a hex this unit may retreat to",
                f"{action.to} n'est pas une case où cette unité peut reculer",
            )
        return combat_flow.step_retreat(ctx, pos, k, events)
    if c.stage == "follow" and isinstance(action, FollowUp):
        return combat_flow.decide_follow(ctx, pos, action.advance, events)
    if c.stage == "charge" and isinstance(action, Charge):
        if not action.target:
            if action.attack_order:
                raise _no("an attack order needs a target", "un ordre d'attaque demande une cible")
            return combat_flow.decide_charge(ctx, pos, None, False, events)
        t = _piece(ctx, action.target)
        if t not in charge_targets(ctx, pos):
            raise _no("not a unit it may charge", "pas une unité qu'elle peut charger")
        if action.attack_order and pos.tokens[pos.active] < ctx.play.orders.attack_cost:
            raise _no("not enough order tokens", "pas assez de pions d'ordre")
        return combat_flow.decide_charge(ctx, pos, t, action.attack_order, events)
    raise _no(
        f"a combat waits for a decision ({c.stage}); {action.kind} is not it",
        f"un combat attend une décision ({c.stage}) ; {action.kind} n'en est pas une",
    )
