"""Engineers' works (Annexe 3, L'obscurité): « Tout travail fait de nuit (Génie) non
éclairé est divisé par 2 ».

An activated engineer that has not moved works, in its movement phase, at a field
work on a side of its hex (the hex it protects); the work takes the ruleset's
turns by day. A turn of work in the dark where no fire, camp fire or torch lights
the engineer counts half. The finished work stands in the terrain
(``world``) for the rest of the game. The unit does nothing else that turn.
"""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional.events_army import Worked
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import is_dark
from editor.rules.optional.world import lit_hexes
from editor.rules.position import Position
from editor.rules.terrain import STEPS


def is_engineer(opt: OptionalSetting, ctx: GameContext, unit: int) -> bool:
    cap = opt.data.engineering.capability
    return bool(cap) and cap in ctx.pieces[unit].capabilities


def options(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int
) -> list[tuple[str, str]]:
    """(side, element) the engineer may work at now, its hex's sides in order."""
    w = opt.data.engineering
    k = pos.at[unit]
    if not w.turns or k < 0 or not is_engineer(opt, ctx, unit):
        return []
    st = state(pos)
    out = []
    for d, step in enumerate(STEPS):
        nk = k + step
        if nk not in ctx.terrain.on_map:
            continue
        standing = {el.id for el, _ in ctx.terrain.obstacles.get((k, nk), ())}
        standing |= {e for a, b, e in st.built if {a, b} == {k, nk}}
        side = ctx.scenario.grid.side_name(d)
        out += [(side, e) for e in w.works if e not in standing]
    return out


def points(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> int:
    """A turn of work: ``night_divisor`` points, 1 in the dark unlit (« divisé par 2 »)."""
    w = opt.data.engineering
    st = state(pos)
    dark = is_dark(opt.data, opt.facts, st, pos.turn, opt.rules, opt.base.options.night)
    lit = pos.at[unit] in lit_hexes(opt, st) or unit in opt.facts.torches
    return 1 if dark and not lit else w.night_divisor


def work(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    unit: int,
    side: str,
    element: str,
    events: list[Event],
) -> Position:
    w = opt.data.engineering
    k = pos.at[unit]
    nk = k + STEPS[ctx.scenario.grid.side_direction(side)]
    st = state(pos)
    done = next((n for a, b, e, n in st.works if (a, b, e) == (k, nk, element)), 0)
    pts = points(opt, ctx, pos, unit)
    now = done + pts
    need = w.turns * w.night_divisor
    rest = tuple(x for x in st.works if x[:3] != (k, nk, element))
    events.append(
        Worked(ctx.pieces[unit].id, ctx.label(k), side, element, now, need, pts < w.night_divisor)
    )
    if now >= need:
        st = st.with_(works=rest, built=(*st.built, (k, nk, element)))
    else:
        st = st.with_(works=tuple(sorted((*rest, (k, nk, element, now)))))
    return put_state(pos, st.with_(busy=st.busy | {unit}))
