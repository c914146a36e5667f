"""The game engine's three verbs: ``start``, ``legal_actions`` and ``apply``.

``legal_actions(ctx, pos)`` lists every action of whoever decides now
(``pos.deciding``): the active player in his phases, the defender for his
defence order, a retreating unit's owner for a retreat step with a choice.
``apply(ctx, pos, action)`` accepts exactly those and returns the new
position with the typed events it produced; anything else raises
``IllegalAction`` saying why in English and French. Positions are values:
``apply`` never changes the one it is given.

Computer players need not build every action object to choose one: they ask
for the pieces that can act and their options (``activatable``,
``manoeuvrable``, ``movers`` with ``movement.movement_range``, ``fighters``,
``targets``; ``turn.entry_hexes``; ``combat_retreat.retreat_options`` and
``combat_follow.charge_targets`` in a combat) and build only the action they choose, which
``apply`` checks like any other. Movement ranges are cached per position, so
the player's question and ``apply``'s check cost one computation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from editor.core.phrases import Phrase
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
)
from editor.rules.combat import why_cannot_attack
from editor.rules.combat_follow import charge_targets
from editor.rules.combat_losses import end_game
from editor.rules.combat_retreat import retreat_options
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_game import Resigned
from editor.rules.events_orders import Activated, Entered, Moved, OrderGiven
from editor.rules.fog import hidden_from, reveal
from editor.rules.movement import movement_range
from editor.rules.position import Position, at_memo, occupant, with_changes
from editor.rules.terrain import STEPS, key_distance
from editor.rules.victory import by_resignation


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message (a ``Phrase``) says why."""


def _no(en: str, fr: str) -> IllegalAction:
    return IllegalAction(Phrase(en, fr))


def start(ctx: GameContext, seed: int) -> tuple[Position, list[Event]]:
    """A new game of ``ctx`` with the random generator seeded by ``seed``."""
    return setup.start_game(ctx, seed)


# ---------------------------------------------------------------- legal actions


def legal_actions(ctx: GameContext, pos: Position) -> list[Action]:
    """Every action the side that decides now may take, in a fixed order."""
    if pos.over:
        return []
    opt = ctx.optional if pos.optional is not None else None
    if opt is not None:  # Annexe 3: the context of the hour, weather and fires
        ctx = opt.effective(ctx, pos)
        pending = opt.pending_actions(ctx, pos)
        if pending is not None:
            return pending
        return opt.legal(ctx, pos, _legal_actions(ctx, pos))
    return _legal_actions(ctx, pos)


def _legal_actions(ctx: GameContext, pos: Position) -> list[Action]:
    if pos.combat is not None:
        return _decisions(ctx, pos)
    out: list[Action] = []
    side = pos.active
    ids = ctx.piece_ids
    if pos.phase == "deployment":
        d = pos.deploying
        assert d is not None
        for i in sorted(d.remaining[side]):
            out += [Deploy(ids[i], ctx.label(k)) for k in setup.deploy_targets(ctx, pos, i)]
    elif pos.phase == "command":
        activate = _per_piece(ctx, Activate)
        out += [activate[i] for i in activatable(ctx, pos)]
        manoeuvre = _per_piece(ctx, Manoeuvre)
        out += [manoeuvre[i] for i in manoeuvrable(ctx, pos)]
        out.append(_END_PHASE)
    elif pos.phase == "movement":
        for i in movers(ctx, pos):
            reach = movement_range(ctx, pos, i)
            if reach.listed is None:
                reach.listed = tuple(_move_to(ctx, i, k) for k in sorted(reach.keys()))
            out += reach.listed
        for p in ctx.pieces:
            if p.side == side and p.entry_turn:
                out += [Enter(p.id, ctx.label(k)) for k in turn.entry_hexes(ctx, pos, p.index)]
        manoeuvre = _per_piece(ctx, Manoeuvre)
        out += [manoeuvre[i] for i in manoeuvrable(ctx, pos)]
        out.append(_END_PHASE)
    elif pos.phase == "combat":
        can_order = pos.tokens[side] >= ctx.play.orders.attack_cost
        for i in fighters(ctx, pos):
            for t in targets(ctx, pos, i):
                out.append(Attack(ids[i], ids[t]))
                if can_order:
                    out.append(Attack(ids[i], ids[t], attack_order=True))
        out.append(_END_PHASE)
    out.append(_RESIGN)
    return out


_END_PHASE = EndPhase()
_RESIGN = Resign()


def _per_piece(ctx: GameContext, cls: type[Activate] | type[Manoeuvre]) -> tuple[Action, ...]:
    """One action of ``cls`` per piece, by index (built once per context: actions
    are values)."""
    ck = "actions:" + cls.kind
    found = ctx._caches.get(ck)
    if found is None:
        found = ctx._caches[ck] = tuple(cls(uid) for uid in ctx.piece_ids)
    return found


def _move_to(ctx: GameContext, i: int, k: int) -> Action:
    """The action moving piece ``i`` to hex ``k`` (built once per context)."""
    moves: dict[tuple[int, int], Action] = ctx._caches.setdefault("actions:move", {})
    found = moves.get((i, k))
    if found is None:
        found = moves[(i, k)] = Move(ctx.piece_ids[i], ctx.label(k))
    return found


def _decisions(ctx: GameContext, pos: Position) -> list[Action]:
    return [*_combat_decisions(ctx, pos), _RESIGN]


def _combat_decisions(ctx: GameContext, pos: Position) -> list[Action]:
    c = pos.combat
    assert c is not None
    ids = ctx.piece_ids
    if c.stage == "defence":
        return [DefenceOrder(False), DefenceOrder(True)]
    if c.stage == "retreat":
        unit = ids[c.retreating]
        return [Retreat(unit, ctx.label(k)) for k in retreat_options(ctx, pos)]
    if c.stage == "follow":
        return [FollowUp(False), FollowUp(True)]
    if c.stage == "charge":
        can_order = pos.tokens[pos.active] >= ctx.play.orders.attack_cost
        out: list[Action] = [Charge()]
        for t in charge_targets(ctx, pos):
            out.append(Charge(ids[t]))
            if can_order:
                out.append(Charge(ids[t], attack_order=True))
        return out
    return []


def activatable(ctx: GameContext, pos: Position) -> list[int]:
    """Own pieces a leader may still activate this command phase."""
    return command.activatable(ctx, pos, pos.active)


def manoeuvrable(ctx: GameContext, pos: Position) -> list[int]:
    """Own pieces a manoeuvre order may activate (one order a turn, before combat)."""
    side = pos.active
    if pos.manoeuvre_used or pos.tokens[side] < command.manoeuvre_cost(ctx):
        return []
    return [
        p.index
        for p in ctx.pieces
        if p.side == side and pos.at[p.index] >= 0 and p.index not in pos.activated
    ]


def movers(ctx: GameContext, pos: Position) -> list[int]:
    side = pos.active
    opt = ctx.optional if pos.optional is not None else None
    return sorted(
        i
        for i in pos.activated
        if ctx.pieces[i].side == side
        and i not in pos.moved
        and pos.at[i] >= 0
        and (opt is None or opt.may_move(pos, i))
    )


def fighters(ctx: GameContext, pos: Position) -> list[int]:
    """Own activated units that may still fight this phase."""
    side = pos.active
    return sorted(
        i
        for i in pos.activated
        if ctx.pieces[i].side == side
        and not ctx.pieces[i].decoy
        and i not in pos.fought
        and i not in pos.road
        and pos.at[i] >= 0
    )


def targets(ctx: GameContext, pos: Position, attacker: int) -> list[int]:
    """Enemy units ``attacker`` may attack: seen (no marker face down), in reach.

    Without optional rules they depend only on where the pieces stand and on which
    are hidden: kept per placement."""
    hidden = hidden_from(ctx, pos, ctx.pieces[attacker].side)
    if ctx.optional is not None:  # Annexe 3: the hour, the weather... count too
        return _targets(ctx, pos, attacker, hidden)
    memo = at_memo(pos, ctx)
    ck = ("targets", attacker, hidden)
    found = memo.get(ck)
    if found is None:
        found = memo[ck] = _targets(ctx, pos, attacker, hidden)
    return list(found)


def _targets(ctx: GameContext, pos: Position, attacker: int, hidden: frozenset[int]) -> list[int]:
    me = ctx.pieces[attacker]
    side = me.side
    ka, at = pos.at[attacker], pos.at
    # Out of reach is refused first, without building the refusal's words: in
    # melee only the six neighbours can be in reach.
    reach = max(1, me.range)
    if reach == 1:
        occ = occupant(pos)
        near = sorted(i for d in STEPS if (i := occ.get(ka + d)) is not None)
    else:
        near = [
            p.index
            for p in ctx.pieces
            if at[p.index] >= 0 and key_distance(ka, at[p.index]) <= reach
        ]
    pieces = ctx.pieces
    return [
        i
        for i in near
        if pieces[i].side != side
        and i not in hidden
        and not pieces[i].decoy
        and not why_cannot_attack(ctx, pos, attacker, i)
    ]


# ---------------------------------------------------------------------- apply


def apply(ctx: GameContext, pos: Position, action: Action) -> tuple[Position, list[Event]]:
    """The position after ``action`` and the events it produced; ``IllegalAction``
    (saying why) for an action ``legal_actions`` does not list."""
    if pos.over:
        raise _no("the game is over", "la partie est finie")
    events: list[Event] = []
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
    if pos.combat is not None:
        return _decide(ctx, pos, action, events), events
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise _no(
            f"{action.kind or type(action).__name__} is not a decision of this moment",
            f"{action.kind or type(action).__name__} n'est pas une décision de ce moment",
        )
    return handler(ctx, pos, action, events), events


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
        raise _no(
            f"a manoeuvre order costs {cost} order token(s); the side has {pos.tokens[side]}",
            f"un ordre de manœuvre coûte {cost} pion(s) d'ordre ; le camp en a {pos.tokens[side]}",
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
    reach = movement_range(ctx, pos, i)
    cost = reach.keys().get(k)
    if cost is None:
        raise _no(
            f'"{ctx.pieces[i].name}" cannot reach {a.to} this turn',
            f"« {ctx.pieces[i].name} » ne peut pas atteindre {a.to} ce tour-ci",
        )
    if ctx.optional is not None and pos.optional is not None:
        return ctx.optional.move(ctx, pos, i, k, reach, events)  # hex by hex (Annexe 3)
    bonus = reach.road_only(k)
    path = tuple(ctx.label(x) for x in reach.key_path(k))
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
