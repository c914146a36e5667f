"""Ordres par corps (Annexe 3): written missions, reached and shown, scored at the end.

Each leader gets one mission before his side's first activations: a hex of the
enemy's two home rows, kept secret. At the end of its side's turn a mission is
reached when a unit activated that turn stands on its hex, the leader alive and
in command range of it; it is then shown. At the end: « un point pour celui qui
obtient cette victoire plus un point pour chacun des objectifs remportés par
chacun des 2 joueurs »; the most points wins; equal points leave the tactical
result (an assumption), a resignation is not rescored.
"""

from __future__ import annotations

from editor.core import ruleset_victory
from editor.rules.command import command_range
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_game import REASONS
from editor.rules.optional.events_army import CorpsScore, MissionEvent
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import put
from editor.rules.position import Position, Result
from editor.rules.terrain import key_distance

REASONS.setdefault("corps_orders", ("aux ordres par corps", "on corps orders"))


def leaders(ctx: GameContext, side: int) -> list[int]:
    return [p.index for p in ctx.pieces if p.side == side and p.leader and not p.decoy]


def unwritten(opt: OptionalSetting, ctx: GameContext, pos: Position, side: int) -> list[int]:
    """The side's leaders on the map without a mission yet."""
    written = {a for a, _ in state(pos).missions}
    return [i for i in leaders(ctx, side) if i not in written and pos.at[i] >= 0]


def targets(opt: OptionalSetting, side: int) -> list[int]:
    return sorted(opt.facts.enemy_rows[side])


def write(
    opt: OptionalSetting, ctx: GameContext, pos: Position, leader: int, k: int, events: list[Event]
) -> Position:
    st = state(pos)
    p = ctx.pieces[leader]
    events.append(MissionEvent(ctx.sides[p.side], p.id, "written"))
    return put_state(pos, st.with_(missions=put(st.missions, leader, k + 1)))


def check(opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """End of the active side's turn: missions reached are shown."""
    side = pos.active
    st = state(pos)
    for leader, stored in st.missions:
        p = ctx.pieces[leader]
        k = stored - 1
        if p.side != side or leader in st.accomplished or pos.at[leader] < 0:
            continue
        reach = command_range(ctx, leader)
        held = any(
            pos.at[u] == k
            and ctx.pieces[u].side == side
            and not ctx.pieces[u].decoy
            and key_distance(pos.at[leader], k) <= reach
            for u in pos.activated
        )
        if held:
            events.append(MissionEvent(ctx.sides[side], p.id, "accomplished", ctx.label(k)))
            st = st.with_(accomplished=st.accomplished | {leader})
    return put_state(pos, st)


def final(
    opt: OptionalSetting, ctx: GameContext, pos: Position, result: Result, events: list[Event]
) -> Result:
    """The corps orders' score (the annex's example)."""
    if result.reason == "resignation":
        return result
    st = state(pos)
    done = [0, 0]
    for leader in st.accomplished:
        done[ctx.pieces[leader].side] += 1
    points = [opt.data.objective_points * n for n in done]
    if result.winner is not None:
        points[result.winner] += opt.data.victory_points
    winner = result.winner
    if points[0] != points[1]:
        winner = 0 if points[0] > points[1] else 1
    events.append(
        CorpsScore(
            tuple(points),
            tuple(done),
            ctx.sides[result.winner] if result.winner is not None else "",
            ctx.sides[winner] if winner is not None else "",
        )
    )
    if winner == result.winner:
        return result
    assert winner is not None  # the points differ: one side has more
    margin = ruleset_victory.margin(ctx.play.victory, points[winner], points[1 - winner])
    return Result(winner, margin, "corps_orders", result.losses, result.points)
