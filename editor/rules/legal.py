"""What the side that decides now may do: ``legal_actions``, and the questions
computer players ask instead of listing every action.

``legal_actions(ctx, pos)`` lists every action of whoever decides now
(``pos.deciding``): the active player in his phases, the defender for his
defence order, a retreating unit's owner for a retreat step with a choice.

Computer players need not build every action object to choose one: they ask
for the pieces that can act and their options (``activatable``,
``manoeuvrable``, ``movers`` with ``movement.movement_range``, ``fighters``,
``targets``; ``turn.entry_hexes``; ``combat_retreat.retreat_options`` and
``combat_follow.charge_targets`` in a combat) and build only the action they
choose, which ``engine.apply`` checks like any other. Movement ranges are cached
per position, so the player's question and ``apply``'s check cost one computation.
"""

from __future__ import annotations

from editor.rules import command, setup, turn
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
from editor.rules.combat_retreat import retreat_options
from editor.rules.context import GameContext
from editor.rules.fog import hidden_from, observe
from editor.rules.movement import movement_range
from editor.rules.position import Position, at_memo, occupant
from editor.rules.terrain import STEPS, key_distance


def legal_actions(ctx: GameContext, pos: Position) -> list[Action]:
    """Every action the side that decides now may take, in a fixed order."""
    if pos.over:
        return []
    if hidden_from(ctx, pos, pos.deciding):
        # What the side deciding observes, not the true position: an action that meets
        # a hidden piece is listed (``apply`` resolves it), and the order is the same.
        pos = observe(ctx, pos, pos.deciding).position
    opt = ctx.optional if pos.optional is not None else None
    if opt is not None:  # Annexe 3: the context of the hour, weather and fires
        ctx = opt.effective(ctx, pos)
        pending = opt.pending_actions(ctx, pos)
        if pending is not None:
            return pending
        return opt.legal(ctx, pos, _legal_actions(ctx, pos))
    return _legal_actions(ctx, pos)


def optional_own(ctx: GameContext, pos: Position) -> tuple[list[Action], bool] | None:
    """What ``legal_actions(ctx, pos)`` adds to the engine's actions, without listing
    them (a look-ahead's greedy players would list every move for it): the optional
    rules' own actions, in its order, and whether it forbids ending the phase. None
    where it is not the engine's actions and these: no optional rules, a decision
    pending, a combat being resolved, the game over."""
    if pos.over or pos.combat is not None:
        return None
    if hidden_from(ctx, pos, pos.deciding):
        pos = observe(ctx, pos, pos.deciding).position
    opt = ctx.optional if pos.optional is not None else None
    if opt is None:
        return None
    ctx = opt.effective(ctx, pos)
    if opt.pending_actions(ctx, pos) is not None:
        return None
    return opt.own_actions(ctx, pos)


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
    at, activated = pos.at, pos.activated
    return [i for i in command.side_pieces(ctx, side) if at[i] >= 0 and i not in activated]


def movers(ctx: GameContext, pos: Position) -> list[int]:
    side = pos.active
    opt = ctx.optional if pos.optional is not None else None
    pieces, at = ctx.pieces, pos.at
    return sorted(
        i
        for i in pos.activated - pos.moved
        if pieces[i].side == side and at[i] >= 0 and (opt is None or opt.may_move(pos, i))
    )


def fighters(ctx: GameContext, pos: Position) -> list[int]:
    """Own activated units that may still fight this phase."""
    side = pos.active
    pieces, at = ctx.pieces, pos.at
    return sorted(
        i
        for i in pos.activated - pos.fought - pos.road
        if pieces[i].side == side and not pieces[i].decoy and at[i] >= 0
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
    pieces = ctx.pieces
    if reach == 1:
        occ = occupant(pos)
        near = sorted(i for d in STEPS if (i := occ.get(ka + d)) is not None)
    else:
        # The enemy units that may be targets first: the distance only for them.
        near = [
            p.index
            for p in pieces
            if p.side != side
            and not p.decoy
            and p.index not in hidden
            and at[p.index] >= 0
            and key_distance(ka, at[p.index]) <= reach
        ]
    return [
        i
        for i in near
        if pieces[i].side != side
        and i not in hidden
        and not pieces[i].decoy
        and not why_cannot_attack(ctx, pos, attacker, i)
    ]
