"""Shots nobody fires and retreats nobody chose: a fire's 3 dice at the troops in it,
a storm's dice « armure inversée », thirst, a morale hit's flag.

The dice are the combat dice (``combat_flow.roll``, so ``loaded_dice`` loads
them); losses go through ``combat_losses.lose`` (elimination and demoralisation
included). A forced retreat steps away from what drove the unit, to a free hex
its class may enter, the cheapest first, as far as its retreat distance per
flag; a step it cannot take costs a plaquette (the engine's retreat assumption).
"""

from __future__ import annotations

from editor.core.hexes import distance
from editor.rules import combat_flow, combat_losses
from editor.rules.context import GameContext
from editor.rules.dice import read_roll
from editor.rules.events import Event
from editor.rules.events_combat import RetreatBlocked, Retreated
from editor.rules.fog import reveal
from editor.rules.optional.events_fire import HazardRolled
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import sky
from editor.rules.optional.state import OptState, get, put, state
from editor.rules.position import Position, occupant, with_changes
from editor.rules.terrain import STEPS, hex_of, key_distance


def put_state(pos: Position, st: OptState) -> Position:
    return with_changes(pos, optional=st)


def shot(
    ctx: GameContext,
    pos: Position,
    index: int,
    dice: int,
    hazard: str,
    events: list[Event],
    *,
    reversed_armour: bool = False,
    away_from: int = -1,
) -> Position:
    """``dice`` combat dice at the piece ``index``; hits take plaquettes off; flags
    make it retreat away from ``away_from`` (a hex key; -1: flags count for nothing)."""
    if dice <= 0 or pos.at[index] < 0 or pos.over:
        return pos
    faces, pos = combat_flow.roll(ctx, pos, dice)
    res = read_roll(faces, ctx.pieces[index].armour, reversed_armour=reversed_armour)
    flags = res.flags if away_from >= 0 else 0
    events.append(HazardRolled(ctx.pieces[index].id, hazard, faces, res.hits, flags))
    pos = combat_losses.lose(ctx, pos, index, res.hits, events)
    if flags and not pos.over and pos.at[index] >= 0:
        pos = retreat(ctx, pos, index, away_from, flags * ctx.pieces[index].retreat, events)
    return pos


def retreat(
    ctx: GameContext, pos: Position, index: int, away_from: int, steps: int, events: list[Event]
) -> Position:
    """Step ``index`` away from ``away_from``, ``steps`` times (see the docstring)."""
    piece = ctx.pieces[index]
    away = hex_of(away_from)
    for _ in range(steps):
        k = pos.at[index]
        if k < 0 or pos.over:
            return pos
        here = distance(hex_of(k), away)
        occ = occupant(pos)
        options = []
        for d in range(6):
            nk = k + STEPS[d]
            if nk in occ or distance(hex_of(nk), away) <= here:
                continue
            step = ctx.terrain.step(k, d, piece.unit_class, piece.capabilities)
            if step.allowed:
                options.append((step.minus, nk))
        if not options:
            events.append(RetreatBlocked(piece.id, ctx.label(k)))
            pos = combat_losses.lose(ctx, pos, index, 1, events)
            continue
        _, to = min(options)
        at = list(pos.at)
        at[index] = to
        events.append(Retreated(piece.id, ctx.label(k), ctx.label(to)))
        pos = with_changes(pos, at=tuple(at))
        if ctx.optional is not None:  # a boat it was aboard is left empty
            pos = ctx.optional.left_hex(pos, index)
        pos = reveal(ctx, pos, events)
    return pos


def exposure(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """« Toute troupe non abritée (zone construite, forêt) subit à chaque tour un tir N
    dés armure inversée » (storms, hail, the desert's sandstorm)."""
    sk = sky(opt.data, opt.facts, state(pos))
    plans = [(sk.precip.exposure_dice, "exposure"), (sk.wind.exposure_dice, "sandstorm")]
    shelter = opt.data.weather.shelter
    for dice, hazard in plans:
        if not dice:
            continue
        for p in ctx.pieces:
            k = pos.at[p.index]
            if k < 0 or p.decoy or ctx.terrain.elements.get(k, frozenset()) & shelter:
                continue
            pos = shot(ctx, pos, p.index, dice, hazard, events, reversed_armour=True)
            if pos.over:
                return pos
    return pos


def thirst(opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Canicule: X turns in a row over 5 hexes from a stream, marsh or village not held
    by the enemy: « un tir armures inversées de X-3 dés »."""
    wd = opt.data.weather
    side = pos.active
    sources = [k for k, els in ctx.terrain.elements.items() if els & wd.thirst_sources]
    occ = {k: ctx.pieces[i].side for i, k in enumerate(pos.at) if k >= 0}
    for p in ctx.pieces:
        k = pos.at[p.index]
        if p.side != side or k < 0 or p.decoy or p.index in opt.facts.desert_troops:
            continue
        near = any(
            key_distance(k, s) <= wd.thirst_distance and occ.get(s, side) == side for s in sources
        )
        st = state(pos)
        x = 0 if near else get(st.thirst, p.index) + 1
        pos = put_state(pos, st.with_(thirst=put(st.thirst, p.index, x)))
        if x > wd.thirst_free_turns:
            pos = shot(
                ctx,
                pos,
                p.index,
                x - wd.thirst_free_turns,
                "thirst",
                events,
                reversed_armour=True,
            )
            if pos.over:
                return pos
    return pos
