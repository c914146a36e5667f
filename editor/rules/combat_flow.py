"""Resolving a combat step by step, stopping wherever a player must decide.

Thucydide ch. 1, Phase de Combats, in its order: the attacker announces the
attack (and may give an attack order); « Le joueur attaqué peut ... donner un
ordre de défense »; the dice are thrown and applied « en commençant par les
pertes puis les retraites éventuelles »; then « les suivis, les charges puis
les poursuites éventuelles »; then « la riposte de l'adversaire si cela lui
est possible ». Annexe 1: passage losses are thrown at the attacker before
the combat, armour reversed, and their flags may push it back (« peut avoir
des effets immédiatement effectués, comme un recul »).

The position's ``combat`` holds where the resolution stands; ``run`` carries
it on until the next decision (the defender's order, a retreat step with a
choice, a follow-up, a charge) or its end. Assumptions (ruleset ``play``):
a retreat step that cannot be taken costs a plaquette; a unit that retreated
does not riposte; a riposte never brings a riposte; an attacker pushed back
by passage losses does not attack; who may follow up and charge is data.

Its parts: what a throw costs (tokens, plaquettes, units, the game) is
``combat_losses``; the retreat's steps ``combat_retreat``; who may follow up,
charge and pursue ``combat_follow``.
"""

from __future__ import annotations

from editor.core.hexes import distance
from editor.rules.combat import dice_for_attack
from editor.rules.combat_follow import can_follow, charge_targets
from editor.rules.combat_losses import add_tokens, lose
from editor.rules.combat_retreat import begin_retreat, continue_retreat, retreat_step
from editor.rules.context import GameContext
from editor.rules.dice import read_roll
from editor.rules.events import Event
from editor.rules.events_combat import AttackAnnounced, DiceRolled, FollowedUp, Repulsed
from editor.rules.events_orders import OrderGiven, TokensGained
from editor.rules.fog import reveal, show
from editor.rules.position import Combat, Position, combat_with, with_changes
from editor.rules.rng import draws
from editor.rules.terrain import hex_of

ALL_FACES = 6


def roll(ctx: GameContext, pos: Position, n: int) -> tuple[tuple[str, ...], Position]:
    """``n`` dice, each one face of the die drawn uniformly, from the position's generator."""
    faces = ctx.play.die
    idx, state = draws(pos.rng, len(faces), n)
    return tuple(faces[i] for i in idx), with_changes(pos, rng=state)


def announce(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    attack_order: bool,
    charge: bool,
    events: list[Event],
) -> Position:
    """The attack is announced: order paid, attacker shown, then the defender decides."""
    play = ctx.play
    side = ctx.pieces[attacker].side
    if attack_order:
        pos = add_tokens(pos, side, -play.orders.attack_cost)
        events.append(
            OrderGiven(ctx.sides[side], "attack", play.orders.attack_cost, ctx.pieces[attacker].id)
        )
    if pos.markers[attacker] and attacker not in pos.revealed:
        pos = show(ctx, pos, [attacker], events)  # a unit that attacks is seen
    d = dice_for_attack(ctx, pos, attacker, defender, attack_order=attack_order)
    melee = distance(hex_of(pos.at[attacker]), hex_of(pos.at[defender])) == 1
    events.append(
        AttackAnnounced(ctx.pieces[attacker].id, ctx.pieces[defender].id, d.dice, not melee, charge)
    )
    pos = with_changes(
        pos,
        fought=pos.fought | {attacker},
        charged=pos.charged | {attacker} if charge else pos.charged,
    )
    combat = Combat(
        attacker,
        defender,
        attack_order,
        "defence",
        pos.at[defender],
        charge=charge,
        decider=1 - side,
    )
    if pos.tokens[1 - side] >= play.orders.defence_cost:
        return with_changes(pos, combat=combat)
    return run(
        ctx, with_changes(pos, combat=combat_with(combat, stage="passage", decider=side)), events
    )


def decide_defence(ctx: GameContext, pos: Position, give: bool, events: list[Event]) -> Position:
    c = pos.combat
    assert c is not None and c.stage == "defence"
    dside = ctx.pieces[c.defender].side
    if give:
        cost = ctx.play.orders.defence_cost
        pos = add_tokens(pos, dside, -cost)
        events.append(OrderGiven(ctx.sides[dside], "defence", cost, ctx.pieces[c.defender].id))
    c = combat_with(c, defence_order=give, stage="passage", decider=1 - dside)
    return run(ctx, with_changes(pos, combat=c), events)


def step_retreat(ctx: GameContext, pos: Position, to: int, events: list[Event]) -> Position:
    """The owner's choice of the next retreat step, then the resolution goes on."""
    pos = retreat_step(ctx, pos, to, events)
    pos = continue_retreat(ctx, pos, events)
    return run(ctx, pos, events)


def _throw(
    ctx: GameContext,
    pos: Position,
    by: int,
    at_: int,
    riposte: bool,
    events: list[Event],
) -> tuple[Position, int]:
    """One throw of ``by`` at ``at_``: letters, losses first, then the flags to retreat."""
    c = pos.combat
    assert c is not None
    d = dice_for_attack(
        ctx,
        pos,
        by,
        at_,
        attack_order=c.attack_order and not riposte,
        defence_order=c.defence_order and not riposte,
        riposte=riposte,
    )
    faces, pos = roll(ctx, pos, d.dice)
    armour = ctx.pieces[at_].armour
    if ctx.optional is not None:  # Annexe 3: a sleeping unit fights one armour lower
        armour = ctx.optional.armour(ctx, pos, at_, armour)
    res = read_roll(faces, armour, no_special=d.no_special)
    flags = max(0, res.flags - d.defender_ignores_flags)
    events.append(
        DiceRolled(
            ctx.pieces[by].id,
            ctx.pieces[at_].id,
            "riposte" if riposte else "attack",
            faces,
            res.hits,
            res.flags,
            res.letters,
            res.flags - flags,
        )
    )
    side = ctx.pieces[by].side
    if res.letters:
        pos = add_tokens(pos, side, res.letters)
        events.append(TokensGained(ctx.sides[side], res.letters, pos.tokens[side]))
    pos = lose(ctx, pos, at_, res.hits, events)
    return pos, flags


def _passage(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """The next obstacle's passage losses, thrown at the attacker before the combat."""
    c = pos.combat
    assert c is not None
    d = dice_for_attack(ctx, pos, c.attacker, c.defender, attack_order=c.attack_order)
    if not d.allowed or c.passage >= len(d.passage_losses):
        return with_changes(pos, combat=combat_with(c, stage="throw"))
    element, n = d.passage_losses[c.passage]
    att = ctx.pieces[c.attacker]
    faces, pos = roll(ctx, pos, n)
    pl = ctx.ruleset.passage_losses
    # « Rappel : l'armure est inversée »; letters never give tokens here.
    res = read_roll(
        faces,
        att.armour,
        reversed_armour=pl.reversed_armour,
        ignored=pl.ignored_faces(element) | {"order_letter"},
    )
    events.append(
        DiceRolled(
            ctx.pieces[c.defender].id, att.id, "passage", faces, res.hits, res.flags, 0, 0, element
        )
    )
    pos = lose(ctx, pos, c.attacker, res.hits, events)
    if pos.over:
        return pos
    c = combat_with(c, passage=c.passage + 1)
    if pos.at[c.attacker] < 0:
        return with_changes(pos, combat=combat_with(c, stage="done"))
    if res.flags:
        c = combat_with(c, passage_from=pos.at[c.attacker], passage_element=element)
        return begin_retreat(
            ctx,
            with_changes(pos, combat=c),
            c.attacker,
            res.flags * att.retreat,
            pos.at[c.defender],
            "passage_after",
            events,
        )
    pos = with_changes(pos, combat=c)
    return pos


def run(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Carry the combat on until a player must decide, or it is over."""
    while True:
        c = pos.combat
        if pos.over or c is None:
            return pos
        stage = c.stage
        if stage in ("defence", "follow", "charge"):
            return pos
        if stage == "retreat":
            pos = continue_retreat(ctx, pos, events)
            if pos.combat is not None and pos.combat.stage == "retreat":
                return pos
            continue
        if stage == "passage":
            pos = _passage(ctx, pos, events)
            continue
        if stage == "passage_after":
            # « un recul »: an attacker pushed back by the obstacle does not attack.
            if pos.at[c.attacker] != c.passage_from:
                events.append(Repulsed(ctx.pieces[c.attacker].id, c.passage_element))
                pos = with_changes(pos, combat=combat_with(c, stage="done"))
            else:
                pos = with_changes(pos, combat=combat_with(c, stage="passage"))
            continue
        if stage == "throw":
            if pos.at[c.attacker] < 0 or pos.at[c.defender] < 0:
                pos = with_changes(pos, combat=combat_with(c, stage="done"))
                continue
            attacker_hex = pos.at[c.attacker]
            pos, flags = _throw(ctx, pos, c.attacker, c.defender, False, events)
            if pos.over:
                return pos
            c = pos.combat
            assert c is not None
            if flags and pos.at[c.defender] >= 0:
                steps = flags * ctx.pieces[c.defender].retreat
                pos = begin_retreat(
                    ctx, pos, c.defender, steps, attacker_hex, "after_throw", events
                )
            else:
                pos = with_changes(pos, combat=combat_with(c, stage="after_throw"))
            continue
        if stage == "after_throw":
            left = pos.at[c.defender] != c.origin
            pos = with_changes(
                pos,
                combat=combat_with(c, stage="follow_check" if left else "riposte"),
            )
            continue
        if stage == "riposte":
            pos = _riposte(ctx, pos, events)
            continue
        if stage == "follow_check":
            if can_follow(ctx, pos):
                return with_changes(
                    pos, combat=combat_with(c, stage="follow", decider=ctx.pieces[c.attacker].side)
                )
            pos = with_changes(pos, combat=combat_with(c, stage="done"))
            continue
        if stage == "done":
            if ctx.optional is not None:  # Annexe 3: shots, sleepers woken, rockets...
                pos = ctx.optional.combat_over(ctx, pos, c, events)
            return with_changes(pos, combat=None)
        raise AssertionError(f"unknown combat stage {stage!r}")


def _riposte(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    c = pos.combat
    assert c is not None
    a, d = c.attacker, c.defender
    if (
        pos.at[a] < 0
        or pos.at[d] < 0
        or distance(hex_of(pos.at[a]), hex_of(pos.at[d])) != 1  # fire at range: no riposte
    ):
        return with_changes(pos, combat=combat_with(c, stage="done"))
    rip = dice_for_attack(ctx, pos, d, a, riposte=True)
    if not rip.allowed or rip.dice <= 0:
        return with_changes(pos, combat=combat_with(c, stage="done"))
    defender_hex = pos.at[d]
    pos, flags = _throw(ctx, pos, d, a, True, events)
    if pos.over:
        return pos
    c = pos.combat
    assert c is not None
    if flags and pos.at[a] >= 0:
        steps = flags * ctx.pieces[a].retreat
        return begin_retreat(
            ctx, with_changes(pos, combat=c), a, steps, defender_hex, "done", events
        )
    return with_changes(pos, combat=combat_with(c, stage="done"))


def decide_follow(ctx: GameContext, pos: Position, advance: bool, events: list[Event]) -> Position:
    c = pos.combat
    assert c is not None and c.stage == "follow"
    if not advance:
        return run(ctx, with_changes(pos, combat=combat_with(c, stage="done")), events)
    at = list(pos.at)
    at[c.attacker] = c.origin
    pos = with_changes(pos, at=tuple(at))
    if ctx.optional is not None:  # Annexe 3: a boat it was aboard is left empty
        pos = ctx.optional.left_hex(pos, c.attacker)
    events.append(FollowedUp(ctx.pieces[c.attacker].id, ctx.label(c.origin)))
    pos = reveal(ctx, pos, events)
    if charge_targets(ctx, pos):
        return with_changes(pos, combat=combat_with(c, stage="charge"))
    return run(ctx, with_changes(pos, combat=combat_with(c, stage="done")), events)


def decide_charge(
    ctx: GameContext, pos: Position, target: int | None, attack_order: bool, events: list[Event]
) -> Position:
    c = pos.combat
    assert c is not None and c.stage == "charge"
    if target is None:
        return run(ctx, with_changes(pos, combat=combat_with(c, stage="done")), events)
    if ctx.optional is not None:
        pos = ctx.optional.combat_over(ctx, pos, c, events)
    pos = with_changes(pos, combat=None)
    return announce(ctx, pos, c.attacker, target, attack_order, True, events)


__all__ = ["ALL_FACES", "announce", "run"]
