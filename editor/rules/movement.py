"""Movement ranges: every hex a unit can reach this turn, with its cost and path.

Annexe 1 movement cells, combined by ``combine_movement`` per step (see
``TerrainIndex.step``): each hex entered costs 1, « -N hex » costs N more,
« Stop » / « Stop après » end the move in the hex entered, « Stop avant et
après passage » may only be the first step of a move and ends it,
« Impassable » and « Interdit » forbid the step. « +1 hex si tout sur route
sans combat »: a path made only of road steps may spend the road bonus too
(the unit may then not attack this turn). One unit per hex (ch. 1): enemies
block; friendly units block too, except light ones (``Weight.passable``),
which may be moved through but not stopped on.

A Dijkstra on (hex, still-all-on-road) states with a bucket queue (step costs
are small whole numbers), over per-class adjacency tables cached per map.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from editor.core.hexes import Hex
from editor.rules.context import GameContext, Piece
from editor.rules.position import Position, at_memo, occupant
from editor.rules.terrain import hex_of, key


def allowance(ctx: GameContext, index: int) -> int:
    return ctx.pieces[index].movement


def road_bonus(ctx: GameContext) -> int:
    """The n of the road's « +n hex si tout sur route sans combat » (0 without roads)."""
    found = ctx._caches.get("road_bonus")
    if found is None:
        found = 0
        for eid in ctx.terrain.road_ids:
            for row in ctx.ruleset.elements[eid].rows:
                for eff in row.movement:
                    if eff.kind == "road_bonus":
                        found = eff.n or 0
        ctx._caches["road_bonus"] = found
    return found


@dataclass(slots=True)
class MovementRange:
    """Reachable hexes (the start excluded) with cost and path; the unit may stop on each."""

    start: Hex
    _cost: dict[int, int]
    _parent: dict[int, int]
    _state_of: dict[int, int]
    _road: frozenset[int]
    listed: tuple[Any, ...] | None = None
    """The move actions to its hexes, once the engine has listed them (kept with the
    range: a range kept from an earlier position lists the same moves)."""

    def __contains__(self, h: object) -> bool:
        return isinstance(h, Hex) and key(h) in self._cost

    def __len__(self) -> int:
        return len(self._cost)

    def __iter__(self) -> Iterator[Hex]:
        return (hex_of(k) for k in sorted(self._cost))

    def cost(self, h: Hex) -> int:
        return self._cost[key(h)]

    def uses_road_bonus(self, h: Hex) -> bool:
        """True when reaching ``h`` needs the all-road bonus (no combat after)."""
        return key(h) in self._road

    def path(self, h: Hex) -> list[Hex]:
        """Start to ``h``, both included."""
        s = self._state_of[key(h)]
        out = []
        while s >= 0:
            out.append(hex_of(s >> 1))
            s = self._parent[s]
        return out[::-1]

    def items(self) -> list[tuple[Hex, int]]:
        return [(hex_of(k), c) for k, c in sorted(self._cost.items())]

    def keys(self) -> dict[int, int]:
        """Hex key -> cost (read-only use)."""
        return self._cost

    def key_path(self, k: int) -> list[int]:
        s = self._state_of[k]
        out = []
        while s >= 0:
            out.append(s >> 1)
            s = self._parent[s]
        return out[::-1]

    def road_only(self, k: int) -> bool:
        return k in self._road


def movement_range(
    ctx: GameContext, pos: Position, index: int, allowance_override: int | None = None
) -> MovementRange:
    """Every hex the piece ``index`` can end its move on, with the cheapest cost and its path."""
    piece = ctx.pieces[index]
    if pos.at[index] < 0:
        raise ValueError(f"unit {piece.id} is not on the map")
    if allowance_override is None:
        # The range depends only on where the pieces stand and on the context (the
        # optional rules derive one per weather, fire...): the player that asks and
        # ``apply`` that checks the move share one computation.
        memo = at_memo(pos, ctx)
        found = memo.get(("reach", index))
        if found is None:
            found = memo[("reach", index)] = _kept_or_new_range(ctx, pos, index)
        return found
    return _movement_range(ctx, pos, index, allowance_override)


RANGES_KEPT = 4096
"""Ranges kept per context (the store starts afresh beyond)."""


def _kept_or_new_range(ctx: GameContext, pos: Position, index: int) -> MovementRange:
    """The unit's range met before in this context with the unit where it stands and
    the same hexes near it held the same way (by a piece it may pass through, or
    not); otherwise a new one. Near: the hexes it could reach were no other piece on
    the map (``_free_reach``); a piece elsewhere cannot change the range. The games of
    a run, and the moves a player tries elsewhere, meet the same surroundings again."""
    piece = ctx.pieces[index]
    start = pos.at[index]
    near = _free_reach(ctx, piece, start)
    stops = _stops(ctx, piece.side)
    occ = occupant(pos)
    # every piece near, by hex key and whether it stops the unit
    around = frozenset([k + k + stops[occ[k]] for k in near.intersection(occ)])
    kept: dict[tuple[int, int, frozenset[int]], MovementRange] = ctx._caches.setdefault(
        "reach_by_surroundings", {}
    )
    ck = (index, start, around)
    found = kept.get(ck)
    if found is None:
        found = _search(ctx, piece, start, occ, piece.movement)
        if len(kept) >= RANGES_KEPT:
            kept.clear()
        kept[ck] = found
    return found


def _free_reach(ctx: GameContext, piece: Piece, start: int) -> frozenset[int]:
    """The hexes the search from ``start`` reaches with no piece on the map, the start
    too (cached per unit class, capabilities, allowances and start). The search with
    pieces asks whether a hex is held only for a step its cost and the first-step rule
    allow, and pieces only take steps away, so each such step is one the search
    without pieces allows at the same cost or less: every hex whose holder the search
    asks about is in this set."""
    cache: dict[tuple[Any, ...], frozenset[int]] = ctx._caches.setdefault("reach_free", {})
    ck = (piece.unit_class, piece.capabilities, piece.movement, piece.off_road_max, start)
    found = cache.get(ck)
    if found is None:
        free = _search(ctx, piece, start, {}, piece.movement)
        found = cache[ck] = frozenset(free.keys()).union((start,))
    return found


def _stops(ctx: GameContext, side: int) -> tuple[int, ...]:
    """Per piece, 1 when it stops a unit of ``side`` (an enemy, or a friend it may not
    move through: not a light unit), 0 otherwise (cached)."""
    found: tuple[tuple[int, ...], ...] | None = ctx._caches.get("reach_stops")
    if found is None:
        found = ctx._caches["reach_stops"] = tuple(
            tuple(int(p.side != s or not p.passable) for p in ctx.pieces) for s in (0, 1)
        )
    return found[side]


_UNREACHED = 1 << 30


def _movement_range(ctx: GameContext, pos: Position, index: int, base: int) -> MovementRange:
    return _search(ctx, ctx.pieces[index], pos.at[index], occupant(pos), base)


def _search(
    ctx: GameContext, piece: Piece, start: int, occ_of: dict[int, int], base: int
) -> MovementRange:
    """The range of ``piece`` from ``start`` among the pieces ``occ_of`` (hex key ->
    piece index)."""
    # « Max N hex hors routes » (Annexe 3, rain and snow): a move not all on road.
    off_road = min(base, piece.off_road_max) if piece.off_road_max else base
    bonus = road_bonus(ctx)
    terrain = ctx.terrain
    stops = _stops(ctx, piece.side)
    uclass, caps = piece.unit_class, piece.capabilities
    # state id: hex key * 2 + (1 if every step so far was on road)
    s0 = start * 2 + (1 if bonus and start in terrain.road_keys else 0)
    limit = base + bonus if s0 & 1 else off_road
    best: dict[int, int] = {s0: 0}
    parent: dict[int, int] = {s0: -1}
    adjacency = terrain.adjacency
    steps_out = terrain.adjacency_table(uclass, caps)
    # Dial's bucket queue: every step costs a small positive whole number. A state
    # whose cheapest way in stops the move is never queued (nothing goes on from it);
    # one queued at a cost since bettered is passed over when its bucket comes. A
    # state at its limit (``limit`` on road, ``off_road`` off it) goes no further.
    buckets: list[list[int]] = [[s0], *([] for _ in range(limit))]
    for cost in range(limit):
        for s in buckets[cost]:
            if best[s] != cost:
                continue
            on_road = s & 1
            if not on_road and cost >= off_road:
                continue
            k = s >> 1
            out = steps_out.get(k)
            if out is None:
                out = adjacency(k, uclass, caps)
            for nk, add, stop, first_only, step_road in out:
                nc = cost + add
                if on_road and step_road:
                    if nc > limit:
                        continue
                    ns = nk + nk + 1
                elif nc > off_road:
                    continue
                else:
                    ns = nk + nk
                if first_only and k != start:
                    continue
                if nk in occ_of and (stop or stops[occ_of[nk]]):
                    continue
                if nc < best.get(ns, _UNREACHED):
                    best[ns] = nc
                    parent[ns] = s
                    if not stop:
                        buckets[nc].append(ns)
    cost_by_hex: dict[int, int] = {}
    state_of: dict[int, int] = {}
    road_only: set[int] = set()
    if not s0 & 1:  # no road layer: one state per hex
        for s, c in best.items():
            k = s >> 1
            if k not in occ_of:
                cost_by_hex[k] = c
                state_of[k] = s
    else:
        for s, c in best.items():
            k = s >> 1
            if k in occ_of:
                continue
            old = cost_by_hex.get(k)
            # the cheapest; on a tie prefer the state that does not need the bonus
            if old is None or c < old or (c == old and not s & 1):
                cost_by_hex[k] = c
                state_of[k] = s
        road_only = {k for k, c in cost_by_hex.items() if c > base}
    return MovementRange(hex_of(start), cost_by_hex, parent, state_of, frozenset(road_only))
