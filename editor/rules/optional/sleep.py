"""Unités endormies, Sentinelles and Combat de nuit (Annexe 3).

A sleeping unit cannot be activated; it wakes by a sentinel's or a friend's
alarm, a combat within 4 hexes, a fire, an attack, or a wake-up test when an
enemy unit passes within 2 hexes (1d6: 3+ next to it, 5+ at 2 hexes). Woken in
the enemy's turn it is groggy in its own next turn (activated, it may not move
and fights with its quality's dice less 1); woken in its own turn it may not be
activated that turn. Sentinels hear enemies at 2 hexes (4 if they made noise)
before their side's activations (6; 5-6 animals; 4-6 elephants) and then raise
the alarm in their movement phase; the enemy may spot one at 2 hexes (4+) and
attack it (one fictitious plaquette of its unit, armour reversed; alive, it
gives the alarm; killed, only on a « coup touché vert »).
"""

from __future__ import annotations

from editor.rules import combat_flow
from editor.rules.context import GameContext
from editor.rules.dice import read_roll
from editor.rules.events import Event
from editor.rules.optional import dice6
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_fire import HazardRolled
from editor.rules.optional.events_night import SentinelEvent, WokeUp
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import OptState, Sentinel, get, put
from editor.rules.position import Position
from editor.rules.terrain import key_distance


def wake(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int, why: str, events: list[Event]
) -> Position:
    st = state(pos)
    if unit not in st.asleep:
        return pos
    if pos.at[unit] < 0:  # gone from the game: nothing to wake
        return put_state(pos, st.with_(asleep=st.asleep - {unit}))
    own_turn = ctx.pieces[unit].side == pos.active
    events.append(WokeUp(ctx.pieces[unit].id, why, not own_turn))
    asleep = st.asleep - {unit}
    if own_turn:
        st = st.with_(asleep=asleep, woken=st.woken | {unit})
    else:
        st = st.with_(asleep=asleep, groggy=st.groggy | {unit})
    return put_state(pos, st)


def wake_near(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    k: int,
    radius: int,
    why: str,
    events: list[Event],
) -> Position:
    """Wake every sleeper within ``radius`` hexes of ``k``."""
    if "sleep" not in opt.rules:
        return pos
    for u in sorted(state(pos).asleep):
        uk = pos.at[u]
        if uk >= 0 and key_distance(uk, k) <= radius:
            pos = wake(opt, ctx, pos, u, why, events)
    return pos


def entering(
    opt: OptionalSetting, ctx: GameContext, pos: Position, mover: int, k: int, events: list[Event]
) -> Position:
    """An enemy unit enters hex ``k``: wake-up tests of the sleepers within 2 hexes,
    and a sentinel standing there gives the alarm."""
    s = opt.data.sleep
    side = ctx.pieces[mover].side
    for u in sorted(state(pos).asleep):
        uk = pos.at[u]
        if uk < 0 or ctx.pieces[u].side == side:
            continue
        dist = key_distance(uk, k)
        need = s.wake_adjacent if dist == 1 else s.wake_two if dist == 2 else 0
        if not need:
            continue
        face, pos = dice6.d6(pos)
        woke = face >= need
        events.append(D6Rolled("wake", (face,), f"{ctx.pieces[u].id}: {need}+"))
        if woke:
            pos = wake(opt, ctx, pos, u, "test", events)
    st = state(pos)
    for n, t in enumerate(st.sentinels):
        if t.key == k and t.side != side and not t.gone and t.unit in st.asleep:
            pos = _alarm(opt, ctx, pos, n, events)
    return pos


def _alarm(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, events: list[Event]
) -> Position:
    st = state(pos)
    t = st.sentinels[n]
    events.append(SentinelEvent(ctx.pieces[t.unit].id, ctx.label(t.key), "alarm"))
    sentinels = list(st.sentinels)
    sentinels[n] = Sentinel(t.side, t.key, t.unit, True, t.spotted, t.gone)
    pos = put_state(pos, st.with_(sentinels=tuple(sentinels)))
    return wake(opt, ctx, pos, t.unit, "alarm", events)


def alarm(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, events: list[Event]
) -> Position:
    """An alerted sentinel raises the alarm in its side's movement phase."""
    pos = _alarm(opt, ctx, pos, n, events)
    st = state(pos)
    sentinels = list(st.sentinels)
    t = sentinels[n]
    sentinels[n] = Sentinel(t.side, t.key, t.unit, False, t.spotted, t.gone)
    return put_state(pos, st.with_(sentinels=tuple(sentinels)))


def _hearing_need(opt: OptionalSetting, ctx: GameContext, enemy: int) -> int:
    s = opt.data.sleep
    if enemy in opt.facts.elephants:
        return s.hearing_elephants
    if enemy in opt.facts.hearing_animals:
        return s.hearing_animals
    return s.hearing


def hearing(opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Before the active side's activations, each of its sentinels over a sleeper with
    an enemy within hearing is tested; the most audible enemy counts."""
    s = opt.data.sleep
    st = state(pos)
    side = pos.active
    for n, t in enumerate(st.sentinels):
        if t.side != side or t.gone or t.alerted or t.unit not in st.asleep:
            continue
        if pos.at[t.unit] < 0:
            continue
        needs = []
        for e in ctx.pieces:
            ek = pos.at[e.index]
            if e.side == side or e.decoy or ek < 0:
                continue
            reach = opt.data.noise_distance if e.index in st.noisy else s.hearing_distance
            if key_distance(ek, t.key) <= reach:
                needs.append(_hearing_need(opt, ctx, e.index))
        if not needs:
            continue
        need = min(needs)
        face, pos = dice6.d6(pos)
        events.append(D6Rolled("hearing", (face,), f"{need}+"))
        if face >= need:
            events.append(SentinelEvent(ctx.pieces[t.unit].id, ctx.label(t.key), "alerted"))
            st = state(pos)
            sentinels = list(st.sentinels)
            sentinels[n] = Sentinel(t.side, t.key, t.unit, True, t.spotted, t.gone)
            pos = put_state(pos, st.with_(sentinels=tuple(sentinels)))
        st = state(pos)
    return pos


def detection(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """End of the active side's movement: « détecter une sentinelle à 2 hexagones en
    obtenant au moins 4 sur un dé », once per sentinel within 2 hexes of its units."""
    s = opt.data.sleep
    side = pos.active
    st = state(pos)
    mine = [
        pos.at[p.index]
        for p in ctx.pieces
        if p.side == side and not p.decoy and pos.at[p.index] >= 0
    ]
    for n, t in enumerate(st.sentinels):
        if t.side == side or t.gone or t.spotted:
            continue
        if not any(key_distance(k, t.key) <= s.detect_distance for k in mine):
            continue
        face, pos = dice6.d6(pos)
        events.append(D6Rolled("detect", (face,), f"{s.detect_min}+"))
        if face >= s.detect_min:
            events.append(SentinelEvent(ctx.pieces[t.unit].id, ctx.label(t.key), "spotted"))
            st = state(pos)
            sentinels = list(st.sentinels)
            sentinels[n] = Sentinel(t.side, t.key, t.unit, t.alerted, True, t.gone)
            pos = put_state(pos, st.with_(sentinels=tuple(sentinels)))
    return pos


def attack_sentinel(
    opt: OptionalSetting, ctx: GameContext, pos: Position, unit: int, n: int, events: list[Event]
) -> Position:
    """The unit's dice at the sentinel: one fictitious plaquette of its unit, armour
    reversed. Alive, it gives the alarm; killed, a « coup touché vert » on one more
    die means it gave it all the same."""
    s = opt.data.sleep
    t = state(pos).sentinels[n]
    p = ctx.pieces[unit]
    owner = ctx.pieces[t.unit]
    faces, pos = combat_flow.roll(ctx, pos, min(p.dice, pos.plaquettes[unit]))
    res = read_roll(faces, owner.armour, reversed_armour=True)
    events.append(HazardRolled(owner.id, "sentinel", faces, res.hits))
    st = state(pos)
    sentinels = list(st.sentinels)
    if not res.hits:
        return _alarm(opt, ctx, pos, n, events)
    sentinels[n] = Sentinel(t.side, t.key, t.unit, False, True, True)
    pos = put_state(pos, st.with_(sentinels=tuple(sentinels)))
    events.append(SentinelEvent(owner.id, ctx.label(t.key), "killed"))
    face, pos = combat_flow.roll(ctx, pos, 1)
    if face[0] == s.alarm_face:
        return _alarm(opt, ctx, pos, n, events)
    events.append(SentinelEvent(owner.id, ctx.label(t.key), "silenced"))
    return pos


def wake_friend(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    unit: int,
    friend: int,
    events: list[Event],
) -> Position:
    st = state(pos)
    st = st.with_(wakes=put(st.wakes, unit, get(st.wakes, unit) + 1), busy=st.busy | {unit})
    return wake(opt, ctx, put_state(pos, st), friend, "friend", events)


def sentinel_index(st: OptState, side: int, k: int) -> int:
    """The live sentinel of ``side`` at hex ``k``, or -1."""
    for n, t in enumerate(st.sentinels):
        if t.key == k and t.side == side and not t.gone:
            return n
    return -1
