"""Per-hex fields a computer player reads for a whole phase: the enemy dice that
could strike each hex next turn, the distance to the nearest enemy, and the way
to the nearest goal (an enemy, or an objective counted shorter by its points).

Each field is an ``array`` indexed by the hex's slot (``ai_eval.Tables.slot``,
the first item of ``Tables.hexes``), computed over the context's distance matrix
in a few vector operations (maps up to ``ai_eval.MATRIX_LIMIT`` hexes; beyond, the
threat is summed disc by disc and the distances are left to the caller). An
array, not a list: it is copied from the vector's bytes (no Python number is
made for a hex no one reads) and the garbage collector never walks it. Fields
are cached per context by what they depend on: a game's phases and the games of
a run often meet the same placement. Shared: read them only.
"""

from __future__ import annotations

from array import array
from typing import Any

from editor.rules.ai_eval import tables
from editor.rules.context import GameContext
from editor.rules.position import Position

FIELDS_KEPT = 512
"""Fields kept per context (the cache starts afresh beyond)."""


def _field_cache(ctx: GameContext) -> dict[tuple[Any, ...], Any]:
    cache: dict[tuple[Any, ...], Any] = ctx._caches.setdefault("ai_fields", {})
    if len(cache) >= FIELDS_KEPT:
        cache.clear()
    return cache


def threat_dice(
    ctx: GameContext, pos: Position, side: int, unknown: frozenset[int]
) -> array[float]:
    """Per hex slot: the enemy dice that could be thrown at a unit of ``side`` there
    next turn (every enemy within its move plus its range). A marker ``side``
    cannot identify carries its side's mean dice, whatever stands in for it.
    Each hex's dice are added in the order of the pieces (or, whole dice, from
    the side's last threat when few pieces moved: ``_moved_threat``)."""
    at, plaquettes = pos.at, pos.plaquettes
    seen = _last_seen(ctx)
    held = seen.get(side)
    if held is not None and held[0] is at and held[1] is plaquettes and held[2] == unknown:
        return held[3]
    tb = tables(ctx)
    slot = tb.slot
    reaches = []
    for i, decoy, most, reach, their in tb.threats[side]:
        k = at[i]
        if k < 0:
            continue
        if i in unknown:
            dice = tb.mean_dice[their]
        elif decoy:
            continue
        else:
            dice = float(min(most, plaquettes[i]))
        if dice > 0:
            reaches.append((slot[k], dice, reach))
    cache = _field_cache(ctx)
    ck = ("threat", *reaches)
    found: array[float] | None = cache.get(ck)
    if found is None:
        found = _moved_threat(ctx, side, reaches)
        if found is None:
            found = _threat(ctx, reaches)
        cache[ck] = found
        _last_threats(ctx)[side] = (reaches, found)
    seen[side] = (at, plaquettes, unknown, found)
    return found


def _last_seen(
    ctx: GameContext,
) -> dict[int, tuple[tuple[int, ...], tuple[int, ...], frozenset[int], array[float]]]:
    """Per side, the pieces' hexes and plaquettes (the very tuples: positions that
    move no piece share them), the unknown markers and the threat last found: asked
    again at the same tuples, it is that threat, with no reach listed."""
    found: dict[int, Any] = ctx._caches.setdefault("last seen threats", {})
    return found


MOVED_AT_MOST = 2
"""Threats found from the last one when at most this many pieces' reaches changed."""


def _moved_threat(
    ctx: GameContext, side: int, reaches: list[tuple[int, float, int]]
) -> array[float] | None:
    """The threat of ``reaches`` from the last one found for ``side`` in this context, the dice
    of the reaches gone taken off and those of the new ones added, when at most
    ``MOVED_AT_MOST`` of them differ and every piece's dice are whole (sums of
    whole numbers are exact in any order: the same floats as ``_threat``'s);
    None otherwise."""
    last = _last_threats(ctx).get(side)
    tb = tables(ctx)
    if last is None or tb.dist is None:
        return None
    before, field = last
    gone = [r for r in before if r not in reaches]
    new = [r for r in reaches if r not in before]
    if len(gone) > MOVED_AT_MOST or len(new) > MOVED_AT_MOST or (not gone and not new):
        return None
    if len(before) - len(gone) != len(reaches) - len(new):
        return None  # a reach twice in one list: counted afresh
    if any(not d.is_integer() for _s, d, _r in before) or any(
        not d.is_integer() for _s, d, _r in reaches
    ):
        return None
    import numpy as np

    out = np.frombuffer(field, dtype=np.float64).copy()
    # Each hex's dice taken off, then added, one reach after the other (no hex
    # twice in one reach's slots): the same operations as a loop over the hexes.
    for s, dice, reach in gone:
        out[_within(ctx, s, reach)] -= dice
    for s, dice, reach in new:
        out[_within(ctx, s, reach)] += dice
    return array("d", out.tobytes())


def _last_threats(
    ctx: GameContext,
) -> dict[int, tuple[list[tuple[int, float, int]], array[float]]]:
    """Per side, the reaches of the last threat found in this context and the threat."""
    found: dict[int, tuple[list[tuple[int, float, int]], array[float]]] = ctx._caches.setdefault(
        "last threats", {}
    )
    return found


def _within(ctx: GameContext, s: int, reach: int) -> Any:
    """The slots within ``reach`` hexes of slot ``s``, as a vector of indexes
    (distance matrix maps only)."""
    held: dict[tuple[int, int], Any] = ctx._caches.setdefault("within", {})
    found = held.get((s, reach))
    if found is None:
        import numpy as np

        dist = tables(ctx).dist
        assert dist is not None
        found = held[(s, reach)] = np.flatnonzero(dist[s] <= reach)
    return found


def _threat(ctx: GameContext, reaches: list[tuple[int, float, int]]) -> array[float]:
    tb = tables(ctx)
    if not reaches:
        return array("d", bytes(8 * len(tb.keys)))
    if tb.dist is None:
        total = array("d", bytes(8 * len(tb.keys)))
        slot = tb.slot
        for s, dice, reach in reaches:
            k = tb.keys[s]
            for off in tb.disc(reach):
                n = slot.get(k + off)
                if n is not None:
                    total[n] += dice
        return total
    import numpy as np

    within = tb.dist[[s for s, _d, _r in reaches]] <= np.array([[r] for _s, _d, r in reaches])
    column = np.array([[d] for _s, d, _r in reaches])
    # A sum over the first axis adds the rows one after the other, in the
    # pieces' order: the same floats as adding each piece's dice in turn.
    return array("d", (within * column).sum(axis=0).tobytes())


def distance_field(ctx: GameContext, sources: list[int]) -> array[int] | None:
    """Per hex slot: the distance to the nearest of ``sources`` (hex keys); None
    when there is none or the map is too large for the distance matrix (the
    caller loops instead)."""
    tb = tables(ctx)
    if tb.dist is None or not sources:
        return None
    cache = _field_cache(ctx)
    ck = ("near", *sources)
    found: array[int] | None = cache.get(ck)
    if found is None:
        import numpy as np

        near = tb.dist[[tb.slot[k] for k in sources]].min(axis=0)
        found = cache[ck] = array("h", near.astype(np.int16).tobytes())
    return found


def goal_field(
    ctx: GameContext, sources: list[int], goals: list[tuple[int, float]]
) -> array[float] | None:
    """Per hex slot: the distance to the nearest of ``sources`` (hex keys), or to a
    goal ((hex key, factor) each) times its factor when that is less; 0.0 where
    it is 99 or more. None as for ``distance_field``. The same floats as a loop
    over the goals (each an exact product, the least kept)."""
    tb = tables(ctx)
    if tb.dist is None or not sources:
        return None
    cache = _field_cache(ctx)
    ck = ("goal", tuple(goals), *sources)
    found: array[float] | None = cache.get(ck)
    if found is None:
        import numpy as np

        best = tb.dist[[tb.slot[k] for k in sources]].min(axis=0).astype(np.float64)
        for k, factor in goals:
            np.minimum(best, tb.dist[tb.slot[k]] * factor, out=best)
        best[best >= 99] = 0.0
        found = cache[ck] = array("d", best.tobytes())
    return found


__all__ = ["FIELDS_KEPT", "distance_field", "goal_field", "threat_dice"]
