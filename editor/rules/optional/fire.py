"""Le Feu and La fumée (Annexe 3): lighting a fire, its spread, what it does to the
troops and the terrain, putting it out, and its smoke.

« Le fait de mettre le feu est comme un combat au corps à corps »: the dice of
the weapon (here its unit's quality dice) against the element's « résistance »
of fictitious plaquettes (forest 4, dry wood 3, boats 5; grass fires: stone
buildings 4, wooden ones 2), read against green armour, special hits counting as
hits. When the plaquettes are gone the element burns: a hex 3 full turns,
impassable, then rocaille; an edge obstacle 2, impassable, then destroyed. In
the igniting player's combat phase, after the combats: 3 dice at the troops in
a burning hex (1 next to a burning edge), a 4-dice shot at each inflammable
neighbour (the wind choosing which and how far), the rain's and the storm's
die for each fire. Firefighting gives plaquettes back; an element fully back
is as new. Smoke covers the burning hexes; its drift is ``smoke.py``.
"""

from __future__ import annotations

from editor.rules import combat_flow
from editor.rules.context import GameContext
from editor.rules.dice import read_roll
from editor.rules.events import Event
from editor.rules.optional import boats, dice6, sleep
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_fire import FireEnded, FireRolled, FireStarted
from editor.rules.optional.harm import put_state, shot, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import sky
from editor.rules.optional.state import NO_WIND, Fire, OptState, Spot
from editor.rules.optional.world import downwind
from editor.rules.position import Position, occupant
from editor.rules.terrain import STEPS

# ------------------------------------------------------------------ the spots


def grass_fires(opt: OptionalSetting, st: OptState) -> bool:
    """« s'il y a à la fois de la canicule et du vent très fort ou en tempête »."""
    w = st.weather
    f = opt.data.fire
    return (
        "weather" in opt.rules
        and w is not None
        and w.kind == f.grass_weather
        and w.wind in f.grass_winds
    )


def _is_grass(opt: OptionalSetting, ctx: GameContext, k: int) -> bool:
    els = ctx.terrain.elements.get(k, frozenset())
    return not (els - ctx.terrain.hill_ids - ctx.terrain.road_ids)


def hex_spots(opt: OptionalSetting, ctx: GameContext, st: OptState, k: int) -> list[Spot]:
    """What may burn in hex ``k``: its wooden elements, its grass in a grass fire, the
    boats on it; neither burning nor burnt."""
    if k not in ctx.terrain.on_map:
        return []
    out = []
    for e in sorted(ctx.terrain.elements.get(k, frozenset())):
        el = ctx.ruleset.elements.get(e)
        if el is not None and el.fire is not None:
            out.append(Spot("hex", k, 0, e))
    if grass_fires(opt, st) and _is_grass(opt, ctx, k):
        out.append(Spot("grass", k, 0, "grass"))
    for n, b in enumerate(st.boats):
        if b.key == k and not b.gone:
            out.append(Spot("boat", k, n, ""))
    burning = {f.spot for f in st.fires}
    return [s for s in out if s not in burning and s not in st.burnt]


def edge_spots(opt: OptionalSetting, ctx: GameContext, st: OptState, k: int) -> list[Spot]:
    """The wooden obstacles on the six sides of hex ``k``."""
    out = []
    burning = {f.spot for f in st.fires}
    for d in range(6):
        nk = k + STEPS[d]
        for el, _into in ctx.terrain.obstacles.get((k, nk), ()):
            if el.fire is not None:
                s = Spot("edge", min(k, nk), max(k, nk), el.id)
                if s not in burning and s not in st.burnt and s not in out:
                    out.append(s)
    return out


def resistance(opt: OptionalSetting, ctx: GameContext, st: OptState, spot: Spot) -> int:
    """The spot's full « résistance » in fictitious plaquettes."""
    f = opt.data.fire
    if spot.kind in ("boat", "accessory"):
        return f.boat_resistance if spot.kind == "boat" else f.accessory_resistance
    if spot.kind == "grass":
        return f.grass_resistance
    if grass_fires(opt, st) and spot.element in f.grass_built:
        return f.grass_built[spot.element]
    el = ctx.ruleset.elements.get(spot.element)
    return el.fire.resistance if el is not None and el.fire is not None else 1


def burn_turns(opt: OptionalSetting, ctx: GameContext, spot: Spot) -> int:
    f = opt.data.fire
    if spot.kind == "accessory":
        return f.burn_turns_accessory
    el = ctx.ruleset.elements.get(spot.element)
    if el is not None and el.fire is not None and el.fire.burn_turns:
        return el.fire.burn_turns
    return f.burn_turns_edge if spot.kind == "edge" else f.burn_turns_hex


def left(opt: OptionalSetting, ctx: GameContext, st: OptState, spot: Spot) -> int:
    for s, n in st.damage:
        if s == spot:
            return n
    if any(f.spot == spot for f in st.fires):
        return 0
    return resistance(opt, ctx, st, spot)


def describe(ctx: GameContext, spot: Spot) -> tuple[str, str, str]:
    """(hex label, element, side) naming the spot in actions and events."""
    if spot.kind == "edge":
        d = STEPS.index(spot.other - spot.key)
        return ctx.label(spot.key), spot.element, ctx.scenario.grid.side_name(d)
    return ctx.label(spot.key), spot.element, ""


def find(
    opt: OptionalSetting,
    ctx: GameContext,
    st: OptState,
    at: int,
    element: str,
    side: str,
    burning: bool,
) -> Spot | None:
    """The spot an action names (``at``, ``element``, ``side``)."""
    if side:
        try:
            d = ctx.scenario.grid.side_direction(side)
        except ValueError:
            return None
        other = at + STEPS[d]
        spot = Spot("edge", min(at, other), max(at, other), element)
    elif element == "grass":
        spot = Spot("grass", at, 0, "grass")
    elif element == "":
        spot = next(
            (Spot("boat", at, n, "") for n, b in enumerate(st.boats) if b.key == at and not b.gone),
            Spot("boat", at, -1, ""),
        )
    else:
        spot = Spot("hex", at, 0, element)
    if burning:
        return spot if any(f.spot == spot for f in st.fires) else None
    pool = hex_spots(opt, ctx, st, spot.key) + edge_spots(opt, ctx, st, spot.key)
    return spot if spot in pool else None


# ------------------------------------------------------------- throwing at it


def weather_dice(opt: OptionalSetting, st: OptState) -> int | None:
    """Dice the weather adds to (wind) or takes from (rain, snow) a fire's « combat »;
    None when no fire is possible."""
    if "weather" not in opt.rules or st.weather is None:
        return 0
    sk = sky(opt.data, opt.facts, st)
    if sk.precip.no_fire:
        return None
    wind = opt.data.fire.wind_ignition.get(st.weather.wind, 0) if st.weather.wind else 0
    return wind - sk.precip.ignite_minus


def throw_at(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    spot: Spot,
    dice: int,
    side: int,
    unit: str,
    purpose: str,
    events: list[Event],
) -> Position:
    """``dice`` combat dice at the spot's resistance; at 0 it catches fire."""
    if dice <= 0:
        return pos
    st = state(pos)
    before = left(opt, ctx, st, spot)
    faces, pos = combat_flow.roll(ctx, pos, dice)
    hits = read_roll(faces, opt.data.fire.armour).hits
    now = max(0, before - hits)
    at, element, edge = describe(ctx, spot)
    events.append(FireRolled(unit, at, element, edge, purpose, faces, hits, now))
    st = state(pos)
    damage = tuple((s, n) for s, n in st.damage if s != spot)
    if now > 0:
        return put_state(pos, st.with_(damage=(*damage, (spot, now))))
    return start(opt, ctx, put_state(pos, st.with_(damage=damage)), spot, side, events)


def start(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    spot: Spot,
    side: int,
    events: list[Event],
) -> Position:
    st = state(pos)
    if any(f.spot == spot for f in st.fires):
        return pos
    at, element, edge = describe(ctx, spot)
    events.append(FireStarted(at, element, edge))
    pos = put_state(pos, st.with_(fires=(*st.fires, Fire(spot, side))))
    return sleep.wake_near(opt, ctx, pos, spot.key, 1, "fire", events)


def fight(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    unit: int,
    spot: Spot,
    events: list[Event],
) -> Position:
    """« les coups touchés remettent des plaquettes de résistance à l'élément. Quand il a
    tout récupéré, le feu est éteint »."""
    p = ctx.pieces[unit]
    dice = min(p.dice, pos.plaquettes[unit])
    faces, pos = combat_flow.roll(ctx, pos, dice)
    hits = read_roll(faces, opt.data.fire.armour).hits
    st = state(pos)
    full = resistance(opt, ctx, st, spot)
    now = min(full, left(opt, ctx, st, spot) + hits)
    at, element, edge = describe(ctx, spot)
    events.append(FireRolled(p.id, at, element, edge, "fight", faces, hits, now))
    damage = tuple((s, n) for s, n in st.damage if s != spot)
    if now >= full:  # « redevient exactement comme neuf »
        events.append(FireEnded(at, element, edge, "extinguished"))
        fires = tuple(f for f in st.fires if f.spot != spot)
        return put_state(pos, st.with_(fires=fires, damage=damage))
    if now > 0:
        damage = (*damage, (spot, now))
    return put_state(pos, st.with_(damage=damage))


def put_out(
    opt: OptionalSetting, ctx: GameContext, pos: Position, spot: Spot, why: str, events: list[Event]
) -> Position:
    st = state(pos)
    at, element, edge = describe(ctx, spot)
    events.append(FireEnded(at, element, edge, why))
    return put_state(
        pos,
        st.with_(
            fires=tuple(f for f in st.fires if f.spot != spot),
            damage=tuple((s, n) for s, n in st.damage if s != spot),
        ),
    )


# ----------------------------------------------------- the fire's own phase


def _targets(opt: OptionalSetting, ctx: GameContext, st: OptState, fire: Fire) -> list[Spot]:
    """The spots a fire shoots at this turn (« Propagation de l'incendie », by the wind)."""
    spot = fire.spot
    if spot.kind in ("boat", "accessory"):
        return []
    w = st.weather
    spread = None
    if "weather" in opt.rules and w is not None and w.wind and w.wind_dir != NO_WIND:
        spread = opt.data.fire.wind_spread.get(w.wind)
    down = downwind(w.wind_dir) if spread is not None and w is not None else frozenset()
    sources = [spot.key, spot.other] if spot.kind == "edge" else [spot.key]
    jumps = spread is not None and spread.jumps
    out: list[Spot] = []
    for k in sources:
        for d in range(6):
            reach = 1
            if spread is not None:
                every = spread.downwind_every if d in down else spread.upwind_every
                if not every or fire.turns % every:
                    continue
                if d in down:
                    reach = spread.distance
            first = k + STEPS[d]
            hexes = [first] + [first + STEPS[d] * i for i in range(1, reach)]
            for i, nk in enumerate(hexes):
                if i == 0 and _walled(opt, ctx, k, nk):
                    break  # a wall stops it; only a storm's jump goes over (i > 0)
                if i > 0 and not jumps and _stopped(opt, ctx, hexes[i - 1], nk):
                    break  # « Seul un hexagone humide ... peut l'arrêter »: no jump
                for s in hex_spots(opt, ctx, st, nk):
                    if s not in out and s != spot:
                        out.append(s)
                if i == 0:
                    for s in edge_spots(opt, ctx, st, nk):
                        if k in (s.key, s.other) and s not in out and s != spot:
                            out.append(s)
    return out


def _walled(opt: OptionalSetting, ctx: GameContext, a: int, b: int) -> bool:
    """A firebreak obstacle (a wall not of wood) on the face between two hexes."""
    return any(el.firebreak for el, _ in ctx.terrain.obstacles.get((a, b), ()))


def _stopped(opt: OptionalSetting, ctx: GameContext, a: int, b: int) -> bool:
    """Only a storm's jump goes on from ``a`` to ``b``: a firebreak hex or wall."""
    els = (ctx.ruleset.elements.get(e) for e in ctx.terrain.elements.get(a, frozenset()))
    return any(el is not None and el.firebreak for el in els) or _walled(opt, ctx, a, b)


def phase_end(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """The igniting player's combat phase is over: the fires he lit burn the troops in
    them, spread, and take the rain's and the storm's die."""
    side = pos.active
    st = state(pos)
    mine = [f for f in st.fires if f.side == side]
    if not mine:
        return pos
    f = opt.data.fire
    occ = occupant(pos)
    for fire in mine:
        s = fire.spot
        if s.kind == "accessory":  # « l'unité ne subit pas de tir »
            continue
        if s.kind in ("hex", "grass", "boat"):
            victims = [occ[s.key]] if s.key in occ else []
            dice = f.troops_dice
        else:
            victims = [occ[k] for k in (s.key, s.other) if k in occ]
            dice = f.edge_troops_dice
        for v in victims:
            if not ctx.pieces[v].decoy:
                pos = shot(ctx, pos, v, dice, "fire", events, away_from=s.key)
                if pos.over:
                    return pos
        occ = occupant(pos)
    for fire in mine:
        st = state(pos)
        if fire.spot not in {x.spot for x in st.fires}:
            continue
        extra = weather_dice(opt, st)
        if extra is None:
            pos = put_out(opt, ctx, pos, fire.spot, "weather", events)
            continue
        for target in _targets(opt, ctx, st, fire):
            pos = throw_at(opt, ctx, pos, target, f.spread_dice + extra, side, "", "spread", events)
    for fire in mine:
        pos = _weather_die(opt, ctx, pos, fire, events)
    for fire in state(pos).fires:
        pos = sleep.wake_near(opt, ctx, pos, fire.spot.key, 1, "fire", events)
    return pos


def _weather_die(
    opt: OptionalSetting, ctx: GameContext, pos: Position, fire: Fire, events: list[Event]
) -> Position:
    st = state(pos)
    if "weather" not in opt.rules or fire.spot not in {x.spot for x in st.fires}:
        return pos
    sk = sky(opt.data, opt.facts, st)
    if sk.precip.fire_out:
        face, pos = dice6.d6(pos)
        out = face in sk.precip.fire_out
        events.append(D6Rolled("fire_out", (face,), "éteint / out" if out else "-"))
        if out:
            return put_out(opt, ctx, pos, fire.spot, "rain", events)
    f = opt.data.fire
    w = st.weather
    if w is not None and w.wind == "storm" and f.blown_out_face and w.wind_dir != NO_WIND:
        face, pos = dice6.d6(pos)
        events.append(D6Rolled("storm_fire", (face,)))
        if face == f.blown_out_face:
            return put_out(opt, ctx, pos, fire.spot, "blown", events)
        if face == f.new_fire_face:
            k = fire.spot.key + STEPS[w.wind_dir] * f.new_fire_distance
            spots = hex_spots(opt, ctx, state(pos), k)
            if spots:
                pos = start(opt, ctx, pos, spots[0], fire.side, events)
    return pos


def turn_end(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """A player's turn is over: the fires lit by the other have burnt one more full turn
    (« tour du joueur incendiant plus tour de l'autre »); those done are burnt out."""
    st = state(pos)
    fires: list[Fire] = []
    done: list[Fire] = []
    for fire in st.fires:
        if fire.side == pos.active:
            fires.append(fire)
            continue
        grown = Fire(fire.spot, fire.side, fire.turns + 1)
        (done if grown.turns > burn_turns(opt, ctx, fire.spot) else fires).append(grown)
    pos = put_state(pos, st.with_(fires=tuple(fires)))
    for fire in done:
        pos = _burnt(opt, ctx, pos, fire.spot, events)
    return pos


def _burnt(
    opt: OptionalSetting, ctx: GameContext, pos: Position, spot: Spot, events: list[Event]
) -> Position:
    st = state(pos)
    at, element, edge = describe(ctx, spot)
    becomes = ""
    if spot.kind == "hex":
        el = ctx.ruleset.elements[spot.element]
        then = el.fire.then if el.fire is not None else ""
        becomes = then if then in ctx.ruleset.elements else ""
    elif spot.kind == "grass":
        becomes = opt.data.fire.grass_then
    events.append(FireEnded(at, element, edge, "burnt", becomes))
    pos = put_state(pos, st.with_(burnt=st.burnt | {spot}))
    if spot.kind == "boat":
        pos = boats.wreck(opt, ctx, pos, spot.other, events)
    return pos


def extinguish_all(
    opt: OptionalSetting, ctx: GameContext, pos: Position, why: str, events: list[Event]
) -> Position:
    for fire in state(pos).fires:
        pos = put_out(opt, ctx, pos, fire.spot, why, events)
    return pos
