"""Barques, barges et radeaux (Annexe 3, Transports et combats sur l'eau).

The six craft of the ruleset's ``boats.types`` (waters, load, movement, sail);
embarking and disembarking from and to a bank hex next to the boat, each the
unit's whole move (« coûtent chacun 1 hex de déplacement en plus », « doit
s'arrêter »); rowing by the unit aboard, the current halving or doubling it
(« si 1 au départ, 1 tous les 2 tours »), a medium wind taking a hex off against
it; a difficult passage (ford: medium; the scenario's rapids: very) thrown on
2D6 when entered: grounded on 2-3 (3-5 very difficult), destroyed on 2 (very);
a grounded boat freed on 10+ (12); drift of a boat nobody rows at the end of
each full turn (current 1 hex a turn; wind 1 hex every 2 turns to 2 a turn),
and the storms' « Navire 1d6 : si 1 = naufrage ».
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from editor.core.ruleset_deployment import BoatType
from editor.rules import combat_losses
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional import dice6
from editor.rules.optional.events_army import BoatEvent
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import sky
from editor.rules.optional.state import NO_WIND, Boat, OptState
from editor.rules.optional.world import downwind
from editor.rules.position import Position, occupant, with_changes
from editor.rules.terrain import STEPS

MAX_STEPS = 4


@dataclass(frozen=True, slots=True)
class _Load:
    """A piece seen as the ``_Unit`` a boat type's ``may_carry`` asks about."""

    type: str
    weight: str


def btype(ctx: GameContext, b: Boat) -> BoatType:
    return ctx.ruleset.boats[b.type]


def floats(ctx: GameContext, t: BoatType, k: int) -> bool:
    """The craft may be on hex ``k`` (its waters; « passage d'un gué impossible »)."""
    els = ctx.terrain.elements.get(k, frozenset())
    if k not in ctx.terrain.on_map or not els & t.waters:
        return False
    return not (t.no_ford and els & ctx.terrain.cut_ids)


def boat_at(st: OptState, k: int) -> int:
    for n, b in enumerate(st.boats):
        if b.key == k and not b.gone:
            return n
    return -1


def aboard(st: OptState, unit: int) -> int:
    """The boat ``unit`` is on, or -1 (-1 too for no unit: ``unit`` < 0)."""
    if unit < 0:
        return -1
    for n, b in enumerate(st.boats):
        if b.carries == unit and not b.gone:
            return n
    return -1


def may_carry(ctx: GameContext, b: Boat, unit: int) -> bool:
    p = ctx.pieces[unit]
    return not p.decoy and btype(ctx, b).may_carry(_Load(p.unit_class, p.weight))


def left_empty(pos: Position, unit: int) -> Position:
    """``unit`` has left the hex of the boat it was aboard other than by landing
    (eliminated, retreated, advanced after a combat): the boat has nobody aboard and
    drifts (« Une embarcation sans personnel … dérive »), never carrying the unit along."""
    n = aboard(state(pos), unit)
    if n < 0 or pos.at[unit] == state(pos).boats[n].key:
        return pos
    return _set(pos, n, replace(state(pos).boats[n], carries=-1))


def _set(pos: Position, n: int, boat: Boat) -> Position:
    st = state(pos)
    boats = list(st.boats)
    boats[n] = boat
    return put_state(pos, st.with_(boats=tuple(boats)))


def embark_options(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> list[int]:
    """Boats the unit may board: its side's, empty, next to it, able to carry it."""
    st = state(pos)
    k = pos.at[unit]
    if k < 0 or aboard(st, unit) >= 0:
        return []
    side = ctx.pieces[unit].side
    return [
        n
        for n, b in enumerate(st.boats)
        if not b.gone
        and b.carries < 0
        and b.side == side
        and b.key - k in STEPS
        and may_carry(ctx, b, unit)
    ]


def landing_options(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> list[int]:
    """Free bank hexes next to the unit's boat where it may stand."""
    st = state(pos)
    n = aboard(st, unit)
    if n < 0:
        return []
    k = st.boats[n].key
    occ = occupant(pos)
    out = []
    for d in range(6):
        nk = k + STEPS[d]
        if nk in ctx.terrain.on_map and nk not in occ and boat_at(st, nk) < 0:
            if ctx.may_stand(unit, nk) and _enterable(ctx, unit, nk):
                out.append(nk)
    return out


def _enterable(ctx: GameContext, unit: int, k: int) -> bool:
    """Some step into ``k`` is open to the unit's class: land, a ford, a stream; not the
    open water of a river or a lake."""
    p = ctx.pieces[unit]
    return any(
        k - s in ctx.terrain.on_map
        and ctx.terrain.step(k - s, d, p.unit_class, p.capabilities).allowed
        for d, s in enumerate(STEPS)
    )


def embark(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int, n: int, events: list[Event]
) -> Position:
    b = state(pos).boats[n]
    events.append(
        BoatEvent(
            n + 1,
            b.type,
            "embarked",
            ctx.label(pos.at[unit]),
            ctx.label(b.key),
            ctx.pieces[unit].id,
        )
    )
    at = list(pos.at)
    at[unit] = b.key
    pos = with_changes(pos, at=tuple(at), moved=pos.moved | {unit})
    return _set(pos, n, replace(b, carries=unit))


def disembark(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int, to: int, events: list[Event]
) -> Position:
    st = state(pos)
    n = aboard(st, unit)
    b = st.boats[n]
    events.append(
        BoatEvent(
            n + 1, b.type, "disembarked", ctx.label(b.key), ctx.label(to), ctx.pieces[unit].id
        )
    )
    at = list(pos.at)
    at[unit] = to
    pos = with_changes(pos, at=tuple(at), moved=pos.moved | {unit})
    return _set(pos, n, replace(b, carries=-1, moved=True))


def _allowance(
    opt: OptionalSetting, ctx: GameContext, pos: Position, b: Boat, dirs: list[int]
) -> int:
    """How far the boat may go along a path of these directions."""
    t = btype(ctx, b)
    st = state(pos)
    w = st.weather if "weather" in opt.rules else None
    wind = w.wind if w is not None else ""
    upwind = downwind((w.wind_dir + 3) % 6) if w is not None and w.wind_dir != NO_WIND else set()
    against_wind = any(d in upwind for d in dirs)
    base = t.movement
    if t.sail and wind and wind != "very_weak" and not against_wind:
        base = t.sail
    f = opt.facts
    even = pos.turn % 2 == 0
    if f.current_strong and f.current_dir != NO_WIND:
        down = downwind(f.current_dir)
        up = downwind((f.current_dir + 3) % 6)
        if all(d in down for d in dirs):
            base *= opt.data.boats.current_factor
        elif any(d in up for d in dirs):
            base //= opt.data.boats.current_factor
            if base == 0 and even:
                base = 1
    if against_wind and w is not None:
        minus = opt.data.weather.wind.get(wind)
        if minus is not None and minus.boats_against_minus:
            base -= minus.boats_against_minus
            if base <= 0:
                base = 1 if even else 0
    return base


def moves(opt: OptionalSetting, ctx: GameContext, pos: Position, n: int) -> dict[int, list[int]]:
    """Hex -> path (keys, the start excluded) of every place the boat may be rowed to."""
    st = state(pos)
    b = st.boats[n]
    t = btype(ctx, b)
    occ = occupant(pos)
    taken = {x.key for i, x in enumerate(st.boats) if i != n and not x.gone}
    out: dict[int, list[int]] = {}

    def walk(k: int, path: list[int], dirs: list[int]) -> None:
        if len(path) >= MAX_STEPS:
            return
        for d in range(6):
            nk = k + STEPS[d]
            if nk in path or nk == b.key or nk in occ or nk in taken or not floats(ctx, t, nk):
                continue
            nd = [*dirs, d]
            if len(nd) > _allowance(opt, ctx, pos, b, nd):
                continue
            np = [*path, nk]
            if nk not in out or len(np) < len(out[nk]):
                out[nk] = np
            if not _difficulty(opt, nk, ctx):
                walk(nk, np, nd)

    walk(b.key, [], [])
    return out


def _difficulty(opt: OptionalSetting, k: int, ctx: GameContext) -> str:
    if k in opt.facts.rapids:
        return "very"
    for e in ctx.terrain.elements.get(k, frozenset()):
        found = opt.data.boats.passages.get(e)
        if found:
            return found
    return ""


def _enter(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    n: int,
    k: int,
    events: list[Event],
    what: str,
) -> tuple[Position, bool]:
    """The boat enters ``k``; a difficult passage is thrown. False: it stops there."""
    b = state(pos).boats[n]
    frm = b.key
    if b.carries >= 0:
        at = list(pos.at)
        at[b.carries] = k
        pos = with_changes(pos, at=tuple(at))
    pos = _set(pos, n, replace(b, key=k))
    events.append(
        BoatEvent(
            n + 1,
            b.type,
            what,
            ctx.label(frm),
            ctx.label(k),
            ctx.pieces[b.carries].id if b.carries >= 0 else "",
        )
    )
    diff = _difficulty(opt, k, ctx)
    if not diff:
        return pos, True
    bd = opt.data.boats
    a, c, pos = dice6.two_d6(pos)
    total = a + c
    if total in bd.wrecked.get(diff, frozenset()):
        events.append(D6Rolled("passage", (a, c), "naufrage / wrecked"))
        return wreck(opt, ctx, pos, n, events), False
    if total in bd.grounded.get(diff, frozenset()):
        events.append(D6Rolled("passage", (a, c), "échouée / aground"))
        b = state(pos).boats[n]
        events.append(BoatEvent(n + 1, b.type, "grounded", ctx.label(k), ctx.label(k)))
        return _set(pos, n, replace(b, grounded=diff)), False
    events.append(D6Rolled("passage", (a, c), "passe / through"))
    return pos, True


def row(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, to: int, events: list[Event]
) -> Position:
    path = moves(opt, ctx, pos, n)[to]
    pos = _set(pos, n, replace(state(pos).boats[n], moved=True))
    for k in path:
        pos, going = _enter(opt, ctx, pos, n, k, events, "rowed")
        if not going or pos.over:
            break
    return pos


def free(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, events: list[Event]
) -> Position:
    b = state(pos).boats[n]
    need = opt.data.boats.free_min.get(b.grounded, 12)
    a, c, pos = dice6.two_d6(pos)
    ok = a + c >= need
    events.append(D6Rolled("free", (a, c), f"{need}+"))
    b = replace(state(pos).boats[n], moved=True)
    if ok:
        events.append(BoatEvent(n + 1, b.type, "freed", ctx.label(b.key), ctx.label(b.key)))
        b = replace(b, grounded="")
    return _set(pos, n, b)


def wreck(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, events: list[Event]
) -> Position:
    """The boat is lost; the unit aboard drowns (an assumption)."""
    b = state(pos).boats[n]
    if b.gone:
        return pos
    events.append(
        BoatEvent(
            n + 1,
            b.type,
            "wrecked",
            ctx.label(b.key),
            ctx.label(b.key),
            ctx.pieces[b.carries].id if b.carries >= 0 else "",
        )
    )
    pos = _set(pos, n, replace(b, gone=True, carries=-1))
    if b.carries >= 0 and pos.at[b.carries] >= 0:
        pos = combat_losses.lose(ctx, pos, b.carries, pos.plaquettes[b.carries], events)
    return pos


def full_turn_end(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """Storm wrecks, then the drift of every boat nobody rowed; then a new turn."""
    st = state(pos)
    if "weather" in opt.rules and st.weather is not None:
        sk = sky(opt.data, opt.facts, st)
        face_of = [r.wreck_face for r in (sk.precip, sk.wind) if r.wreck_face]
        if face_of:
            for n, b in enumerate(st.boats):
                if b.gone:
                    continue
                face, pos = dice6.d6(pos)
                events.append(D6Rolled("wreck", (face,)))
                if face in face_of:
                    pos = wreck(opt, ctx, pos, n, events)
                    if pos.over:
                        return pos
    for n in range(len(state(pos).boats)):
        b = state(pos).boats[n]
        if b.gone or b.grounded or b.moved:
            continue
        pos = _drift(opt, ctx, pos, n, events)
        if pos.over:
            return pos
    st = state(pos)
    return put_state(pos, st.with_(boats=tuple(replace(b, moved=False) for b in st.boats)))


def _drift(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, events: list[Event]
) -> Position:
    bd = opt.data.boats
    st = state(pos)
    b = st.boats[n]
    steps: list[int] = []
    if opt.facts.current_dir != NO_WIND:
        steps += [opt.facts.current_dir] * bd.drift_current
    w = st.weather if "weather" in opt.rules else None
    if w is not None and w.wind and w.wind_dir != NO_WIND and w.wind in bd.drift_wind:
        hexes, every = bd.drift_wind[w.wind]
        if (b.drift_turns + 1) % every == 0:
            steps += [w.wind_dir] * hexes
    pos = _set(pos, n, replace(b, drift_turns=b.drift_turns + 1))
    t = btype(ctx, b)
    for d in steps:
        b = state(pos).boats[n]
        if b.gone or b.grounded:
            break
        k = b.key + STEPS[d]
        st = state(pos)
        if not floats(ctx, t, k) or k in occupant(pos) or boat_at(st, k) >= 0:
            break  # it comes up against the bank, or another boat
        pos, going = _enter(opt, ctx, pos, n, k, events, "drifted")
        if not going or pos.over:
            break
    return pos
