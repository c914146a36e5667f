"""The optional rules' actions: which are open now (``extras``), and playing one (``play``).

Command phase: send an agent. Movement phase: a sentinel's alarm, waking a
friend, boarding, rowing, landing, freeing a grounded boat, resupply. Combat
phase: setting fire (torches, grenades, flaming missiles, rockets), fighting a
fire, attacking a spotted sentinel. Each names its unit, hex, element and side
as the actions of the engine do, so ``apply`` accepts exactly what is listed
(a free-text agent's mission excepted, which cannot be listed).
"""

from __future__ import annotations

from editor.core.phrases import Phrase
from editor.rules.actions import Action, Activate, Attack, EndPhase, Enter, Manoeuvre, Move
from editor.rules.combat import why_cannot_attack
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional import accessories, agents, boats, camps, fire, sleep, supply, works
from editor.rules.optional.actions import (
    Alarm,
    AttackSentinel,
    Disembark,
    Embark,
    FightFire,
    FreeBoat,
    Ignite,
    MoveBoat,
    Resupply,
    SendAgent,
    WakeFriend,
    Work,
)
from editor.rules.optional.combat_mods import weather_range
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import OptState, get, state_or_none
from editor.rules.optional.world import within
from editor.rules.position import Position, occupant, with_changes
from editor.rules.sight import line_of_sight
from editor.rules.terrain import STEPS, hex_of, key_distance


def _mine_activated(ctx: GameContext, pos: Position) -> list[int]:
    side = pos.active
    return sorted(
        i
        for i in pos.activated
        if ctx.pieces[i].side == side and not ctx.pieces[i].decoy and pos.at[i] >= 0
    )


def extras(opt: OptionalSetting, ctx: GameContext, pos: Position) -> list[Action]:
    st = state_or_none(pos)
    if st is None or pos.combat is not None or st.pending is not None:
        return []
    out: list[Action] = []
    if pos.phase == "command" and opt.on("agents") and agents.left(opt, pos, pos.active) > 0:
        for turn in agents.turns(ctx, pos):
            out += [SendAgent(m.id, str(turn)) for m in opt.data.missions]
    elif pos.phase == "movement":
        out += _movement(opt, ctx, pos, st)
    elif pos.phase == "combat":
        out += _combat(opt, ctx, pos, st)
    return out


def _movement(opt: OptionalSetting, ctx: GameContext, pos: Position, st: OptState) -> list[Action]:
    out: list[Action] = []
    side = pos.active
    ids = [p.id for p in ctx.pieces]
    if opt.on("sleep"):
        for t in st.sentinels:
            if t.side == side and t.alerted and not t.gone and t.unit in st.asleep:
                out.append(Alarm(ids[t.unit], ctx.label(t.key)))
        occ = occupant(pos)
        for i in _mine_activated(ctx, pos):
            woke = get(st.wakes, i)
            if i in pos.moved or (i in st.busy and not woke) or i in st.asleep:
                continue
            if woke >= ctx.pieces[i].movement:
                continue
            for s in STEPS:
                f = occ.get(pos.at[i] + s)
                if f is not None and f in st.asleep and ctx.pieces[f].side == side:
                    out.append(WakeFriend(ids[i], ids[f]))
    if opt.on("boats"):
        for i in _mine_activated(ctx, pos):
            if i in pos.moved or i in st.busy or i in st.groggy:
                continue
            n = boats.aboard(st, i)
            if n < 0:
                out += [
                    Embark(ids[i], ctx.label(st.boats[b].key))
                    for b in boats.embark_options(opt, ctx, pos, i)
                ]
                continue
            b = st.boats[n]
            if b.grounded and not b.moved:
                out.append(FreeBoat(ctx.label(b.key)))
            elif not b.moved:
                out += [
                    MoveBoat(ctx.label(b.key), ctx.label(k))
                    for k in sorted(boats.moves(opt, ctx, pos, n))
                ]
            out += [
                Disembark(ids[i], ctx.label(k)) for k in boats.landing_options(opt, ctx, pos, i)
            ]
    if opt.on("ammunition"):
        for i in _mine_activated(ctx, pos):
            out += [Resupply(ids[i], by) for by in supply.options(opt, ctx, pos, i)]
    if opt.on("engineering"):
        for i in _mine_activated(ctx, pos):
            if i not in pos.moved and i not in st.busy and i not in st.asleep:
                out += [Work(ids[i], s, e) for s, e in works.options(opt, ctx, pos, i)]
    return out


def ignition_dice(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> int:
    """The unit's dice at an element (its quality's, with the weather's); 0: none."""
    extra = fire.weather_dice(opt, state(pos))
    if extra is None:
        return 0
    p = ctx.pieces[unit]
    return max(0, min(p.dice, pos.plaquettes[unit]) + extra)


def ignite_spots(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> list:
    """What the unit may set fire to now, by its means (torches, grenades, missiles)."""
    st = state(pos)
    f = opt.facts
    k = pos.at[unit]
    if ignition_dice(opt, ctx, pos, unit) <= 0:
        return []
    hexes: set[int] = set()
    if unit in f.torches and unit not in pos.moved:
        hexes |= {k, *(k + s for s in STEPS)}
    side = ctx.pieces[unit].side
    occ = occupant(pos)
    if unit in f.grenades:
        reach = opt.data.fire.grenade_range
        for s in STEPS:
            nk = k + s
            e = occ.get(nk)
            if key_distance(k, nk) <= reach and (e is None or ctx.pieces[e].side == side):
                hexes.add(nk)
    rng = ctx.pieces[unit].range
    if (unit in f.flaming or unit in f.rockets) and rng > 1:
        blocked, cut = weather_range(opt, pos, unit)
        if unit not in f.rockets:
            cut += opt.data.fire.flaming_range_minus
        if not blocked:
            for nk in within(k, rng - cut):
                if nk == k or nk not in ctx.terrain.on_map:
                    continue
                if (
                    key_distance(k, nk) == 1
                    or line_of_sight(ctx, pos, hex_of(k), hex_of(nk)).visible
                ):
                    hexes.add(nk)
    spots = []
    for h in sorted(hexes):
        spots += fire.hex_spots(opt, ctx, st, h) + accessories.spots(opt, ctx, pos, h)
        spots += [s for s in fire.edge_spots(opt, ctx, st, h) if s not in spots]
    return spots


def _combat(opt: OptionalSetting, ctx: GameContext, pos: Position, st: OptState) -> list[Action]:
    out: list[Action] = []
    ids = [p.id for p in ctx.pieces]
    free = [
        i
        for i in _mine_activated(ctx, pos)
        if i not in pos.fought and i not in st.busy and i not in pos.road
    ]
    if opt.on("fire"):
        for i in free:
            for spot in ignite_spots(opt, ctx, pos, i):
                at, element, side = fire.describe(ctx, spot)
                out.append(Ignite(ids[i], at, element, side))
        burning = [f.spot for f in st.fires]
        for i in free:
            if i in pos.moved:
                continue
            k = pos.at[i]
            for spot in burning:
                near = (spot.key, spot.other) if spot.kind == "edge" else (spot.key,)
                if any(key_distance(k, x) <= 1 for x in near):
                    at, element, side = fire.describe(ctx, spot)
                    out.append(FightFire(ids[i], at, element, side))
    if opt.on("sleep"):
        for i in free:
            for t in st.sentinels:
                if (
                    t.side != pos.active
                    and t.spotted
                    and not t.gone
                    and key_distance(pos.at[i], t.key) == 1
                ):
                    out.append(AttackSentinel(ids[i], ctx.label(t.key)))
    return out


def accepts(opt: OptionalSetting, ctx: GameContext, pos: Position, action: Action) -> bool:
    if isinstance(action, SendAgent) and pos.phase == "command" and pos.combat is None:
        # A mission as written (free text) cannot be listed; its turn must be.
        st = pos.optional
        ok_turn = action.turn.isdigit() and int(action.turn) in agents.turns(ctx, pos)
        return (
            st is not None
            and st.pending is None
            and opt.on("agents")
            and ok_turn
            and 0 < len(action.mission.strip()) <= agents.MAX_MISSION
            and agents.left(opt, pos, pos.active) > 0
        )
    return action in extras(opt, ctx, pos)


def play(
    opt: OptionalSetting, ctx: GameContext, pos: Position, action: Action, events: list[Event]
) -> Position:
    st = state(pos)
    pi = ctx.piece_index
    if isinstance(action, SendAgent):
        return agents.send(opt, ctx, pos, action.mission.strip(), int(action.turn), events)
    if isinstance(action, Alarm):
        n = sleep.sentinel_index(st, pos.active, ctx.key_of(action.at))
        return sleep.alarm(opt, ctx, pos, n, events)
    if isinstance(action, WakeFriend):
        return sleep.wake_friend(opt, ctx, pos, pi[action.unit], pi[action.target], events)
    if isinstance(action, Embark):
        n = boats.boat_at(st, ctx.key_of(action.at))
        return boats.embark(opt, ctx, pos, pi[action.unit], n, events)
    if isinstance(action, Disembark):
        return boats.disembark(opt, ctx, pos, pi[action.unit], ctx.key_of(action.to), events)
    if isinstance(action, MoveBoat):
        n = boats.boat_at(st, ctx.key_of(action.at))
        return boats.row(opt, ctx, pos, n, ctx.key_of(action.to), events)
    if isinstance(action, FreeBoat):
        n = boats.boat_at(st, ctx.key_of(action.at))
        return boats.free(opt, ctx, pos, n, events)
    if isinstance(action, Resupply):
        return supply.resupply(opt, ctx, pos, pi[action.unit], action.by, events)
    if isinstance(action, Work):
        return works.work(opt, ctx, pos, pi[action.unit], action.side, action.element, events)
    if isinstance(action, (Ignite, FightFire, AttackSentinel)):
        i = pi[action.unit]
        pos = with_changes(pos, fought=pos.fought | {i})
        pos = put_state(pos, state(pos).with_(busy=state(pos).busy | {i}))
        if isinstance(action, AttackSentinel):
            n = sleep.sentinel_index(st, 1 - pos.active, ctx.key_of(action.at))
            return sleep.attack_sentinel(opt, ctx, pos, i, n, events)
        burning = isinstance(action, FightFire)
        at = ctx.key_of(action.at)
        if action.element in opt.data.fire.accessories:
            spot = accessories.find(opt, ctx, pos, at, action.element, burning)
        else:
            spot = fire.find(opt, ctx, st, at, action.element, action.side, burning)
        assert spot is not None
        if burning:
            return fire.fight(opt, ctx, pos, i, spot, events)
        dice = ignition_dice(opt, ctx, pos, i)
        return fire.throw_at(
            opt, ctx, pos, spot, dice, ctx.pieces[i].side, ctx.pieces[i].id, "ignite", events
        )
    raise AssertionError(f"unhandled optional action {action!r}")


def allowed(
    opt: OptionalSetting, ctx: GameContext, pos: Position, out: list[Action]
) -> list[Action]:
    """``out`` less what ``refusal`` refuses, the unit sets computed once (the engine's
    legal actions are many)."""
    st = state(pos)
    pi = ctx.piece_index
    no_activation = st.asleep | st.woken | (opt.facts.servants if opt.on("camps") else set())
    no_move = st.groggy | st.busy | {b.carries for b in st.boats if not b.gone}
    due = forced(opt, ctx, pos) if pos.phase == "combat" else []
    kept = []
    for a in out:
        if isinstance(a, (Activate, Manoeuvre)):
            if pi.get(a.unit, -1) in no_activation:
                continue
        elif isinstance(a, Move):
            if pi.get(a.unit, -1) in no_move:
                continue
        elif isinstance(a, Attack):
            i = pi.get(a.unit, -1)
            if i in st.busy or (due and a not in due and i in st.looters):
                continue
        elif isinstance(a, EndPhase) and due:
            continue
        kept.append(a)
    return kept


def _no(en: str, fr: str) -> Phrase:
    return Phrase(en, fr)


def refusal(opt: OptionalSetting, ctx: GameContext, pos: Position, action: Action) -> str:
    """Why an action of the engine's is refused by an optional rule ("" if it is not)."""
    st = state(pos)
    if isinstance(action, (Activate, Manoeuvre)):
        i = ctx.piece_index.get(action.unit, -1)
        if i in st.asleep:
            return _no(
                "a sleeping unit cannot be activated", "une unité endormie ne peut être activée"
            )
        if i in st.woken:
            return _no(
                "woken in its own turn, it cannot be activated this turn",
                "réveillée dans son tour, elle ne peut être activée ce tour",
            )
        if opt.on("camps") and i in opt.facts.servants:
            return _no(
                "servants move only after a morale hit or with a general on their hex",
                "les serviteurs ne bougent qu'après un coup au moral ou avec un "
                "général sur leur hexagone",
            )
    elif isinstance(action, Move):
        i = ctx.piece_index.get(action.unit, -1)
        if i in st.groggy:
            return _no(
                "just woken: it may not move this turn",
                "à peine réveillée : elle ne peut se déplacer ce tour",
            )
        if boats.aboard(st, i) >= 0:
            return _no("aboard a boat: it lands with « disembark »", "à bord : elle débarque")
        if i in st.busy:
            return _no("it has done something else this turn", "elle a fait autre chose ce tour")
    elif isinstance(action, Enter):
        return ""
    elif isinstance(action, Attack):
        i = ctx.piece_index.get(action.unit, -1)
        if i in st.busy:
            return _no("it has done something else this turn", "elle a fait autre chose ce tour")
        due = forced(opt, ctx, pos)
        if due and action not in due and i in st.looters:
            return _no(
                "a looter must attack the camp's defenders",
                "une unité pillarde doit attaquer les défenseurs du camp",
            )
    elif isinstance(action, EndPhase) and pos.phase == "combat" and forced(opt, ctx, pos):
        return _no(
            "a looter must attack the camp's defenders first",
            "une unité pillarde doit d'abord attaquer les défenseurs du camp",
        )
    return ""


def forced(opt: OptionalSetting, ctx: GameContext, pos: Position) -> list[Attack]:
    st = state(pos)
    if not opt.on("camps") or pos.phase != "combat" or not st.looters:
        return []
    out = []
    for i in sorted(st.looters):
        if i in pos.fought or pos.at[i] < 0 or ctx.pieces[i].side != pos.active:
            continue
        for t in camps.forced_targets(opt, ctx, pos, i):
            if not why_cannot_attack(ctx, pos, i, t):
                out.append(Attack(ctx.pieces[i].id, ctx.pieces[t].id))
    return out
