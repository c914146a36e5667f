"""Line of sight between two hexes.

The straight hex line from one centre to the other (Red Blob's cube line with
the tie-breaking nudge, ``editor.core.hexes.line``); the end hexes never mask.
An intermediate hex masks when:

- it holds a masking element of the ruleset other than a hill (« Masque :
  Oui »: forêt, habitations, montagne...);
- it is hill ground at least as high as the higher end, unless all three
  stand at the same height (a hill masks what is behind it; a troop higher up
  sees over a lower hill; troops on one plateau see each other across it);
- a unit stands on it (« une troupe ... fait masque »), except a unit just in
  front of a hill, adjacent to an end standing higher on a hill whose element
  has the ``troop_in_front_does_not_mask`` exception (Annexe 1, Colline (*):
  « Une troupe située juste devant une colline ne fait pas masque pour une
  troupe située au-dessus »);
- it is in smoke (Annexe 3, La fumée: « obstacle total à la visibilité »).

A masking edge obstacle (mur, palissade, remblai, fortification, falaise...)
masks when the line crosses its face between two intermediate hexes; an
obstacle on a face of an end hex does not mask, since the troop there stands
at it. Darkness or fog limit the distance (Annexe 3).

Along an edge. When the line runs exactly along hex sides, the rounding has a
tie at some steps: two hexes are equally on the line. The engine draws the
line twice, nudged to either side, and sight is blocked only if BOTH lines are
blocked; so a single hex or obstacle on one side of the edge never blocks,
and the answer is the same from either end (LOS is symmetric).

Lines depend only on the offset between the ends (rounding commutes with
whole-hex moves), so they are computed once per offset and cached as integer
key offsets; the masks are precomputed flat sets.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.hexes import Hex, hex_round
from editor.rules.context import GameContext
from editor.rules.position import Position, occupant
from editor.rules.terrain import _STRIDE, hex_of, key

_NUDGE_Q, _NUDGE_R = 1e-6, 2e-6
HILL_EXCEPTION = "troop_in_front_does_not_mask"

_lines: dict[int, tuple[tuple[int, ...], tuple[int, ...] | None]] = {}


def _relative_line(dq: int, dr: int, sign: float) -> tuple[int, ...]:
    n = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
    nq, nr = _NUDGE_Q * sign, _NUDGE_R * sign
    out = []
    for i in range(1, n):
        h = hex_round(nq + dq * i / n, nr + dr * i / n)
        out.append(h.q * _STRIDE + h.r)
    return tuple(out)


def _line(dk: int, dq: int, dr: int) -> tuple[tuple[int, ...], tuple[int, ...] | None]:
    cached = _lines.get(dk)
    if cached is None:
        plus = _relative_line(dq, dr, 1.0)
        minus = _relative_line(dq, dr, -1.0)
        cached = _lines[dk] = (plus, None if minus == plus else minus)
    return cached


@dataclass(frozen=True, slots=True)
class Sight:
    visible: bool
    blocked_at: Hex | None = None
    reason: str = ""
    """``terrain:<element>``, ``hill``, ``unit:<id>``, ``edge:<element>``,
    ``smoke``, ``distance``."""


class SightIndex:
    """Flat mask tables of one game's terrain (built once per context); the units
    standing in the way are read from the position at each question."""

    def __init__(self, ctx: GameContext) -> None:
        t = ctx.terrain
        ruleset = ctx.ruleset
        self.ids = tuple(p.id for p in ctx.pieces)
        self.mask_hex: dict[int, str] = {}
        for k, els in t.elements.items():
            for e in sorted(els):
                if e not in t.hill_ids and ruleset.elements[e].masks:
                    self.mask_hex[k] = e
                    break
        self.height = dict(t.height)
        self.hill_exception = frozenset(
            k
            for k, els in t.elements.items()
            if any(HILL_EXCEPTION in ruleset.elements[e].sight_exceptions for e in els)
        )
        self.mask_edge: dict[tuple[int, int], str] = {}
        for (a, b), obs in t.obstacles.items():
            for el, _into in obs:
                if el.masks:
                    self.mask_edge[(a, b)] = el.id
        self.limit = sight_limit(ctx)

    def _blocked(
        self,
        ka: int,
        kb: int,
        steps: tuple[int, ...],
        ha: int,
        hb: int,
        occ: dict[int, int],
    ) -> tuple[int, str] | None:
        mask_hex, height, mask_edge = self.mask_hex, self.height, self.mask_edge
        hmax, hmin = (ha, hb) if ha > hb else (hb, ha)
        last = len(steps) - 1
        prev = -1
        for i, d in enumerate(steps):
            k = ka + d
            why = mask_hex.get(k)
            if why is not None:
                return k, ("smoke" if why == "smoke" else "terrain:" + why)
            hx = height.get(k, 0)
            if hx and hx >= hmax and hx > hmin:
                return k, "hill"
            uid = occ.get(k)
            if uid is not None and not (
                (i == 0 and ha > hx and ka in self.hill_exception)
                or (i == last and hb > hx and kb in self.hill_exception)
            ):
                return k, "unit:" + self.ids[uid]
            if prev >= 0 and mask_edge:
                why = mask_edge.get((prev, k))
                if why is not None:
                    return k, "edge:" + why
            prev = k
        return None

    def check(self, a: Hex, b: Hex, occ: dict[int, int]) -> Sight:
        dq, dr = b.q - a.q, b.r - a.r
        n = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
        if self.limit is not None and n > self.limit:
            return Sight(False, None, "distance")
        if n <= 1:
            return Sight(True)
        ka, kb = key(a), key(b)
        plus, minus = _line(kb - ka, dq, dr)
        ha, hb = self.height.get(ka, 0), self.height.get(kb, 0)
        hit = self._blocked(ka, kb, plus, ha, hb, occ)
        if hit is None:
            return Sight(True)
        if minus is not None and self._blocked(ka, kb, minus, ha, hb, occ) is None:
            return Sight(True)
        return Sight(False, hex_of(hit[0]), hit[1])


def sight_limit(ctx: GameContext) -> int | None:
    """Nobody seen beyond this many hexes: darkness (Annexe 3, L'obscurité), or the
    game's sight limit (fog, snowstorm); None: no limit."""
    limit = ctx.options.sight_limit or 0
    night = ctx.play.night
    if ctx.options.night and night is not None:
        limit = min(limit, night.sight) if limit else night.sight
    return limit or None


def sight_index(ctx: GameContext) -> SightIndex:
    """The context's ``SightIndex`` (built on first use)."""
    idx = ctx._caches.get("sight")
    if idx is None:
        idx = ctx._caches["sight"] = SightIndex(ctx)
    return idx


def line_of_sight(ctx: GameContext, pos: Position | None, a: Hex, b: Hex) -> Sight:
    """Whether a troop at ``a`` sees ``b`` and, if not, the first thing that blocks.

    ``pos``: the units standing in the way; None asks about the terrain alone."""
    return sight_index(ctx).check(a, b, occupant(pos) if pos is not None else {})
