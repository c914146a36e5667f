"""Swapping two pieces of a position: what a side cannot tell apart must not matter."""

from __future__ import annotations

from dataclasses import fields, replace

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.position import Deploying, Position, with_changes

FLAGS = ("activated", "moved", "turn_moved", "fought", "road", "charged", "revealed")


def swap(pos: Position, i: int, j: int) -> Position:
    """``pos`` with pieces ``i`` and ``j`` exchanged in everything a position holds
    of a piece."""

    def per_piece(values: tuple[int, ...]) -> tuple[int, ...]:
        v = list(values)
        v[i], v[j] = v[j], v[i]
        return tuple(v)

    def in_set(members: frozenset[int]) -> frozenset[int]:
        a, b = i in members, j in members
        out = set(members) - {i, j}
        if a:
            out.add(j)
        if b:
            out.add(i)
        return frozenset(out)

    changes: dict[str, object] = {
        "at": per_piece(pos.at),
        "plaquettes": per_piece(pos.plaquettes),
        "markers": per_piece(pos.markers),
        **{name: in_set(getattr(pos, name)) for name in FLAGS},
    }
    d = pos.deploying
    if d is not None:
        rem = (in_set(d.remaining[0]), in_set(d.remaining[1]))
        changes["deploying"] = Deploying(rem, d.batch_left)
    return with_changes(pos, **changes)


def swap_action(ctx: GameContext, a: Action, i: int, j: int) -> Action:
    ids = {ctx.pieces[i].id: ctx.pieces[j].id, ctx.pieces[j].id: ctx.pieces[i].id}
    changed = {
        f.name: ids[getattr(a, f.name)]
        for f in fields(a)
        if isinstance(getattr(a, f.name), str) and getattr(a, f.name) in ids
    }
    return replace(a, **changed) if changed else a
