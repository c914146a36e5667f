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
from editor.rules.context import GameContext
from editor.rules.position import Position, at_memo, occupant
from editor.rules.terrain import STEPS, hex_of, key


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
"""Ranges kept per context by placement (the store starts afresh beyond)."""


def _kept_or_new_range(ctx: GameContext, pos: Position, index: int) -> MovementRange:
    """The unit's range in this context at the same placement of every piece, met
    before (the games of a run meet the same placements again, the openings above
    all); else its last range when it stands where it stood and no piece came to
    or left a hex its search looked at (a hex it reached or one next to one);
    otherwise a new one. The other units' moves elsewhere leave it as it was."""
    last: dict[int, tuple[tuple[int, ...], MovementRange]] = ctx._caches.setdefault(
        "last_reach", {}
    )
    placed: dict[tuple[int, tuple[int, ...]], MovementRange] = ctx._caches.setdefault(
        "reach_by_placement", {}
    )
    ck = (index, pos.at)
    found = placed.get(ck)
    if found is not None:
        last[index] = (pos.at, found)
        return found
    found = _kept_range(last.get(index), pos, index)
    if found is None:
        found = _movement_range(ctx, pos, index, ctx.pieces[index].movement)
    last[index] = (pos.at, found)
    if len(placed) >= RANGES_KEPT:
        placed.clear()
    placed[ck] = found
    return found


def _kept_range(
    held: tuple[tuple[int, ...], MovementRange] | None, pos: Position, index: int
) -> MovementRange | None:
    """``held`` (a placement and the unit's range there) when it is the unit's range
    at ``pos`` too (see ``_kept_or_new_range``); None otherwise."""
    if held is None or held[0][index] != pos.at[index]:
        return None
    if held[0] == pos.at:
        return held[1]
    reached = held[1]._parent
    for was, now in zip(held[0], pos.at, strict=True):
        if was != now and (_looked_at(was, reached) or _looked_at(now, reached)):
            return None
    return held[1]


_AROUND = (0, *STEPS)


def _looked_at(k: int, reached: dict[int, int]) -> bool:
    """Whether a search that reached these states (hex key * 2 + road bit) looked at
    who stands on hex ``k``: it looks at the neighbours of the hexes it reaches."""
    if k < 0:
        return False
    for d in _AROUND:
        s = (k + d) << 1
        if s in reached or s | 1 in reached:
            return True
    return False


_UNREACHED = 1 << 30


def _movement_range(ctx: GameContext, pos: Position, index: int, base: int) -> MovementRange:
    piece = ctx.pieces[index]
    # « Max N hex hors routes » (Annexe 3, rain and snow): a move not all on road.
    off_road = min(base, piece.off_road_max) if piece.off_road_max else base
    bonus = road_bonus(ctx)
    terrain = ctx.terrain
    occ_of = occupant(pos)
    pieces = ctx.pieces
    side = piece.side
    uclass, caps = piece.unit_class, piece.capabilities
    start = pos.at[index]
    # state id: hex key * 2 + (1 if every step so far was on road)
    s0 = start * 2 + (1 if bonus and terrain.has_road(start) else 0)
    limit = base + bonus if s0 & 1 else off_road
    best: dict[int, int] = {s0: 0}
    parent: dict[int, int] = {s0: -1}
    passable: dict[int, bool] = {}
    adjacency = terrain.adjacency
    steps_out = terrain.adjacency_table(uclass, caps)
    # Dial's bucket queue: every step costs a small positive whole number. A state
    # whose cheapest way in stops the move is never queued (nothing goes on from it);
    # one queued at a cost since bettered is passed over when its bucket comes.
    buckets: list[list[int]] = [[] for _ in range(limit + 1)]
    buckets[0].append(s0)
    for cost in range(limit + 1):
        for s in buckets[cost]:
            if best[s] != cost:
                continue
            k = s >> 1
            on_road = s & 1
            out = steps_out.get(k)
            if out is None:
                out = adjacency(k, uclass, caps)
            for nk, add, stop, first_only, step_road in out:
                if first_only and k != start:
                    continue
                nc = cost + add
                road = on_road and step_road
                if nc > (limit if road else off_road):
                    continue
                occ = occ_of.get(nk)
                if occ is not None:
                    ok = passable.get(occ)
                    if ok is None:
                        other = pieces[occ]
                        ok = passable[occ] = other.side == side and other.passable
                    if not ok or stop:
                        continue
                ns = (nk << 1) | road
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
