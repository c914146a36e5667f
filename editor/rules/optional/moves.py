"""A move under the optional rules: hex by hex, drifting in the dark, waking sleepers.

Annexe 3, L'obscurité: « A chaque déplacement d'une unité d'un hexagone, on lance
un d6 : si « 1 », déviation d'un hex à gauche, si « 6 », un hex à droite (si
déplacement de plusieurs hexagones, test à chaque hex). Si une unité ainsi
déviée veut entrer dans un hex occupé (ami ou ennemi) ou dans un terrain
impassable pour elle, non seulement elle reste sur son hex mais elle fait du
bruit audible à 4 hexagones. » The same in fog (« Risque déviation comme nuit »);
a troop with torches does not drift. After a deviation the unit goes on towards
the hex it was sent to, for as many hexes as it was ordered and as its move has
left (an assumption). Every hex
entered near a sleeping enemy brings a wake-up test (Unités endormies); a
sentinel walked into gives the alarm; a camp hex entered is looted.
"""

from __future__ import annotations

from editor.rules.combat_losses import lose
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_orders import Moved
from editor.rules.fog import reveal
from editor.rules.movement import movement_range
from editor.rules.optional import camps, dice6, sleep
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_night import Captured, Deviated
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import sky
from editor.rules.optional.world import step_direction
from editor.rules.position import Position, occupant, with_changes
from editor.rules.terrain import STEPS


def drifts(opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int) -> bool:
    """The unit tests for deviation on each hex it moves (night or fog, no torches)."""
    if unit in opt.facts.torches:
        return False
    if ctx.options.night:  # the context of the position: dark now (``world.effective``)
        return True
    return "weather" in opt.rules and sky(opt.data, opt.facts, state(pos)).fog.deviation


def walk(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    unit: int,
    path: list[int],
    road_bonus: bool,
    deviate: bool,
    events: list[Event],
) -> Position:
    """Move ``unit`` along ``path`` (keys, its hex first), as the module says."""
    piece = ctx.pieces[unit]
    cur = path[0]
    walked = [cur]
    steps = list(path[1:])
    spent = 0
    drifted = False
    allowance = piece.movement
    while steps:
        nxt = steps.pop(0)
        rest = len(steps)  # the hexes still to move: as many as ordered
        d = step_direction(cur, nxt)
        if deviate:
            face, pos = dice6.d6(pos)
            way, far = _way(opt, unit, face)
            events.append(D6Rolled("deviation", (face,), way or "-"))
            if way:
                # Directions turn counterclockwise as they grow: left is d + 1.
                nd = (d + 1) % 6 if way == "left" else (d - 1) % 6
                ended = False
                for _ in range(far):
                    target = cur + STEPS[nd]
                    if unit in opt.facts.lone and _enemy_at(ctx, pos, unit, target):
                        events.append(Deviated(piece.id, ctx.label(cur), ctx.label(target), way))
                        return _captured(ctx, pos, unit, walked, spent, target, events)
                    ok, cost, stop, pos = _deviation(
                        opt, ctx, pos, unit, cur, nd, target, spent, allowance, len(walked) == 1,
                        events,
                    )  # fmt: skip
                    if not ok:
                        events.append(Deviated(piece.id, ctx.label(cur), "", way))
                        st = state(pos)
                        pos = put_state(pos, st.with_(noisy=st.noisy | {unit}))
                        ended = True
                        break
                    events.append(Deviated(piece.id, ctx.label(cur), ctx.label(target), way))
                    drifted = True
                    spent += cost
                    cur = target
                    walked.append(cur)
                    pos = _entered(opt, ctx, pos, unit, cur, events)
                    if stop or spent >= allowance:
                        ended = True
                        break
                if ended:
                    break
                steps = _replan(ctx, pos, unit, cur, path[-1], allowance - spent)[:rest]
                continue
        step = ctx.terrain.step(cur, d, piece.unit_class, piece.capabilities)
        spent += 1 + step.minus
        cur = nxt
        walked.append(cur)
        pos = _entered(opt, ctx, pos, unit, cur, events)
    occ = occupant(pos)
    while len(walked) > 1 and occ.get(cur, unit) != unit:
        walked.pop()  # stopped passing through a friend: it stays on the hex before
        cur = walked[-1]
    at = list(pos.at)
    at[unit] = cur
    bonus = road_bonus and not drifted and cur == path[-1]
    labels = tuple(ctx.label(k) for k in walked)
    events.append(Moved(piece.id, labels, spent, bonus))
    pos = with_changes(
        pos,
        at=tuple(at),
        moved=pos.moved | {unit},
        road=pos.road | {unit} if bonus else pos.road,
    )
    pos = reveal(ctx, pos, events)
    return camps.check_looting(opt, ctx, pos, events)


def _way(opt: OptionalSetting, unit: int, face: int) -> tuple[str, int]:
    """The deviation of a d6: (way, hexes), ("", 0) for none. A lone figure's own table:
    « « 1 »= 2 hex à gauche, « 2 »= 1 hex à gauche, « 5 »= 1 hex à droite, « 6 »= 2 hex
    à droite »."""
    if unit in opt.facts.lone and opt.data.lone_drift:
        return opt.data.lone_drift.get(face, ("", 0))
    if face in opt.data.deviation_left:
        return "left", 1
    if face in opt.data.deviation_right:
        return "right", 1
    return "", 0


def _enemy_at(ctx: GameContext, pos: Position, unit: int, k: int) -> bool:
    other = occupant(pos).get(k)
    return other is not None and ctx.pieces[other].side != ctx.pieces[unit].side


def _captured(
    ctx: GameContext,
    pos: Position,
    unit: int,
    walked: list[int],
    spent: int,
    enemy: int,
    events: list[Event],
) -> Position:
    """« si arrivée dans un hex occupé par un ennemi (endormi ou non), la figurine est
    capturée »: it is taken where it stood, and lost."""
    piece = ctx.pieces[unit]
    at = list(pos.at)
    at[unit] = walked[-1]
    events.append(Moved(piece.id, tuple(ctx.label(k) for k in walked), spent, False))
    pos = with_changes(pos, at=tuple(at), moved=pos.moved | {unit})
    events.append(Captured(piece.id, ctx.label(enemy)))
    return lose(ctx, pos, unit, pos.plaquettes[unit], events)


def _deviation(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    unit: int,
    cur: int,
    nd: int,
    target: int,
    spent: int,
    allowance: int,
    first: bool,
    events: list[Event],
) -> tuple[bool, int, bool, Position]:
    """May the unit enter the hex it drifts to? (ok, cost, stop, position)."""
    piece = ctx.pieces[unit]
    occ = occupant(pos)
    other = occ.get(target)
    if other is not None and other != unit:
        if "sleep" in opt.rules and ctx.pieces[other].side != piece.side:
            pos = sleep.wake(opt, ctx, pos, other, "entered", events)
        return False, 0, False, pos
    if target not in ctx.terrain.on_map:
        return False, 0, False, pos
    step = ctx.terrain.step(cur, nd, piece.unit_class, piece.capabilities)
    cost = 1 + step.minus
    if not step.allowed or (step.first_step_only and not first) or spent + cost > allowance:
        return False, 0, False, pos
    return True, cost, step.stop, pos


def _replan(
    ctx: GameContext, pos: Position, unit: int, cur: int, dest: int, left: int
) -> list[int]:
    """The rest of the way to ``dest`` from where the unit drifted to (may be none)."""
    if left <= 0 or cur == dest:
        return []
    at = list(pos.at)
    at[unit] = cur
    here = with_changes(pos, at=tuple(at))
    reach = movement_range(ctx, here, unit, allowance_override=left)
    if dest not in reach.keys():
        return []
    return reach.key_path(dest)[1:]


def _entered(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int, k: int, events: list[Event]
) -> Position:
    if "sleep" in opt.rules:
        pos = sleep.entering(opt, ctx, pos, unit, k, events)
    return pos
