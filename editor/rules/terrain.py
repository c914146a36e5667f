"""Terrain effects of one move or one attack between two hexes, from the ruleset data.

Annexe 1 (Panache, Thucydide), « Effet du terrain et des obstacles
linéaires »: a hex element acts on the unit entering it (« Vers ») and on the
unit acting from it (« Depuis »); a hill acts by direction (« Bas ► Haut »
max 2 dés, « Haut ► Bas » max 3 dés) given by the ground heights; a linear
obstacle acts only across its own face, « Vers » when crossing into the hex
it protects (its ``facing`` hex), « Depuis » when acting out of it; a road
« traverse le terrain sous-jacent » and a ford « coupe la route ».

Ground height: 0 without a hill element, ``1 + level`` with one. A hill
element is any element with an ``uphill`` or ``downhill`` row: no code names
an element.

Hexes are handled as integer keys (``key``) so the hot loops of movement and
sight index flat dicts; ``hex_of`` turns a key back into a ``Hex``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from editor.core.effects import Effect, combine_movement
from editor.core.hexes import DIRECTIONS, Hex
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.core.terrain_element import Direction, Element

_OFF = 2048
_SHIFT = 12
_STRIDE = 1 << _SHIFT
_LOW = _STRIDE - 1
STEPS: tuple[int, ...] = tuple(d.q * _STRIDE + d.r for d in DIRECTIONS)
"""Key offset of each of the six directions."""
_ROAD_KINDS = frozenset(("road_bonus", "crosses_underlying", "as_road"))
_BIG = 1000


def key(h: Hex) -> int:
    return (h.q + _OFF) * _STRIDE + (h.r + _OFF)


def hex_of(k: int) -> Hex:
    return Hex((k >> _SHIFT) - _OFF, (k & _LOW) - _OFF)


def key_distance(a: int, b: int) -> int:
    """Hex distance between two keys (``distance(hex_of(a), hex_of(b))``, faster: a
    key's q and r are its high and low bits, read without ``divmod``'s tuple). The
    axial distance max(|dq|, |dr|, |dq + dr|), by the signs of dq and dr."""
    dq = (a >> _SHIFT) - (b >> _SHIFT)
    dr = (a & _LOW) - (b & _LOW)
    if dq >= 0:
        if dr >= 0:
            return dq + dr
        return dq if dq > -dr else -dr
    if dr <= 0:
        return -dq - dr
    return dr if dr > -dq else -dq


@dataclass(frozen=True, slots=True)
class Source:
    """One effect and where it comes from (for explanations)."""

    element: str
    direction: Direction
    effect: Effect
    where: str
    """``"hex"`` (the hex entered or attacked), ``"own"`` (the hex acted from),
    ``"edge"`` (an obstacle on the face crossed)."""


@dataclass(frozen=True, slots=True)
class Step:
    """What terrain does to one unit class stepping from one hex to a neighbour."""

    allowed: bool
    minus: int = 0
    stop: bool = False
    first_step_only: bool = False
    """« Stop avant et après passage »: only as the first step of a move, which it ends."""
    road: bool = False
    """Along a road not cut by a ford: counts for « +1 hex si tout sur route »."""
    why: str = ""


class TerrainIndex:
    """Per-hex terrain facts of one scenario under one ruleset, precomputed."""

    def __init__(self, scenario: Scenario, ruleset: Ruleset) -> None:
        self.scenario = scenario
        self.ruleset = ruleset
        self.grid = scenario.grid
        self.on_map: frozenset[int] = frozenset(key(h) for h in self.grid.hexes())
        self.hill_ids = frozenset(
            e.id
            for e in ruleset.elements.values()
            if any(r.direction in ("uphill", "downhill") for r in e.rows)
        )
        self.road_ids = frozenset(
            e.id
            for e in ruleset.elements.values()
            if any(f.kind == "crosses_underlying" for r in e.rows for f in r.movement)
        )
        self.cut_ids = frozenset(e.id for e in ruleset.elements.values() if e.notes_of("cuts_road"))
        self.elements: dict[int, frozenset[str]] = {}
        self.height: dict[int, int] = {}
        for h, t in scenario.terrain.items():
            k = key(h)
            self.elements[k] = t.elements
            if t.elements & self.hill_ids:
                self.height[k] = 1 + t.level
        self.road_keys = frozenset(k for k, els in self.elements.items() if els & self.road_ids)
        """The hexes holding a road."""
        self.obstacles: dict[tuple[int, int], list[tuple[Element, bool]]] = {}
        """(from key, to key) -> [(element, crossing into its facing hex)], only the
        obstacles that count on that face: « S'il y a remblais + fossé, on compte
        seulement remblais » (an element's ``overridden_by``)."""
        faces: dict[tuple[int, int], list[tuple[Element, bool]]] = {}
        for ob in sorted(scenario.obstacles.values()):
            a, b = ob.edge.hexes()
            el = ruleset.elements[ob.element]
            faces.setdefault((key(a), key(b)), []).append((el, ob.facing == b))
            faces.setdefault((key(b), key(a)), []).append((el, ob.facing == a))
        for face, obs in faces.items():
            present = {el.id for el, _ in obs}
            self.obstacles[face] = [
                (el, into) for el, into in obs if not el.overridden_by & present
            ]
        road_edges = set()
        for rid in self.road_ids:
            road_edges |= scenario.links.get(rid, set())
        self.road_links: set[tuple[int, int]] = set()
        for edge in road_edges:
            a, b = edge.hexes()
            self.road_links.add((key(a), key(b)))
            self.road_links.add((key(b), key(a)))
        self._steps: dict[tuple[str, frozenset[str]], dict[int, Step]] = {}
        self._counted: dict[int, tuple[Element, ...]] = {}
        self._step_kinds: dict[tuple[object, ...], Step] = {}
        self._impossible: dict[tuple[int, str, frozenset[str]], bool] = {}
        self._adjacency: dict[
            tuple[str, frozenset[str]], dict[int, tuple[tuple[int, int, bool, bool, bool], ...]]
        ] = {}

    # ----------------------------------------------------------- queries

    def elements_at(self, h: Hex) -> frozenset[str]:
        return self.elements.get(key(h), frozenset())

    def height_at(self, h: Hex) -> int:
        return self.height.get(key(h), 0)

    def has_road(self, k: int) -> bool:
        return k in self.road_keys

    def road_link(self, a: int, b: int) -> bool:
        """Both hexes hold a road and the road crosses their common face."""
        if not (self.has_road(a) and self.has_road(b)):
            return False
        if (a, b) in self.road_links:
            return True
        # A file without road links: adjacent road hexes are taken as joined.
        return not self.road_links

    def cuts_road(self, k: int) -> bool:
        return bool(self.elements.get(k, frozenset()) & self.cut_ids)

    def counted(self, k: int) -> tuple[Element, ...]:
        found = self._counted.get(k)
        if found is None:
            found = self._counted[k] = self.ruleset.counted_elements(self.elements.get(k, ()))
        return found

    def slope(self, a: int, b: int) -> Direction | None:
        ha, hb = self.height.get(a, 0), self.height.get(b, 0)
        if hb > ha:
            return "uphill"
        if hb < ha:
            return "downhill"
        return None

    def impossible_but_by_road(self, k: int, unit_class: str, caps: Iterable[str] = ()) -> bool:
        """« Si sur terrain impossible »: the hex is impassable or forbidden to
        this class, and only a road lets the unit stand there."""
        if k not in self.road_keys:
            return False
        caps = frozenset(caps)
        memo_key = (k, unit_class, caps)
        found = self._impossible.get(memo_key)
        if found is None:
            found = self._impossible[memo_key] = self._impossible_but_by_road(k, unit_class, caps)
        return found

    def _impossible_but_by_road(self, k: int, unit_class: str, caps: Iterable[str]) -> bool:
        els = self.elements.get(k, frozenset())
        ctx = tuple(els - self.road_ids)
        caps = tuple(caps)
        for el in self.counted(k):
            if el.id in self.road_ids:
                continue
            if el.forbids(unit_class, "into", ctx):
                return True
            for eff in el.movement("into"):
                if eff.kind == "impassable" and eff.applies_to(unit_class, caps, ctx):
                    return True
        return False

    # ---------------------------------------------------------- movement

    def move_sources(
        self, a: int, b: int, unit_class: str, caps: Iterable[str] = ()
    ) -> tuple[list[Source], str, bool]:
        """Movement effects of stepping from ``a`` into neighbour ``b``.

        Returns (effects that apply, why the step is forbidden or "", road step).
        Along a road the hex elements of both hexes are crossed (« traverse le
        terrain sous-jacent ») unless a ford cuts the road in that hex.
        """
        caps = tuple(caps)
        link = self.road_link(a, b)
        cross_b = link and not self.cuts_road(b)
        cross_a = link and not self.cuts_road(a)
        out: list[Source] = []
        forbidden = ""
        sides: tuple[tuple[int, Direction, bool, str], ...] = (
            (b, "into", cross_b, "hex"),
            (a, "from", cross_a, "own"),
        )
        for k, direction, crossed, where in sides:
            if crossed:
                continue
            ctx = tuple(self.elements.get(k, frozenset()) - self.road_ids)
            for el in self.counted(k):
                if el.forbids(unit_class, direction, ctx):
                    forbidden = forbidden or f"{el.id}: forbidden to {unit_class}"
                for eff in el.movement(direction):
                    if eff.kind not in _ROAD_KINDS and eff.applies_to(unit_class, caps, ctx):
                        out.append(Source(el.id, direction, eff, where))
        ctx_b = tuple(self.elements.get(b, frozenset()))
        for el, into in self.obstacles.get((a, b), ()):
            crossing: Direction = "into" if into else "from"
            if el.forbids(unit_class, crossing, ()):
                forbidden = forbidden or f"{el.id}: forbidden to {unit_class}"
            for eff in el.movement(crossing):
                if eff.applies_to(unit_class, caps, ctx_b):
                    out.append(Source(el.id, crossing, eff, "edge"))
        road = link and not self.cuts_road(a) and not self.cuts_road(b)
        return out, forbidden, road

    def step(self, a: int, d: int, unit_class: str, caps: frozenset[str] = frozenset()) -> Step:
        """The cached ``Step`` from key ``a`` in direction ``d``."""
        table = self._steps.get((unit_class, caps))
        if table is None:
            table = self._steps[(unit_class, caps)] = {}
        sk = a * 6 + d
        s = table.get(sk)
        if s is None:
            s = table[sk] = self._compute_step(a, a + STEPS[d], unit_class, caps)
        return s

    def adjacency_table(
        self, unit_class: str, caps: frozenset[str] = frozenset()
    ) -> dict[int, tuple[tuple[int, int, bool, bool, bool], ...]]:
        """The ``adjacency`` of the hexes asked so far for one class (read-only use:
        a hex missing from it is asked of ``adjacency``)."""
        table = self._adjacency.get((unit_class, caps))
        if table is None:
            table = self._adjacency[(unit_class, caps)] = {}
        return table

    def adjacency(
        self, k: int, unit_class: str, caps: frozenset[str] = frozenset()
    ) -> tuple[tuple[int, int, bool, bool, bool], ...]:
        """Allowed steps out of ``k``: (neighbour key, cost, stop, first step only, road)."""
        table = self.adjacency_table(unit_class, caps)
        adj = table.get(k)
        if adj is None:
            out = []
            for d in range(6):
                s = self.step(k, d, unit_class, caps)
                if s.allowed:
                    out.append((k + STEPS[d], 1 + s.minus, s.stop, s.first_step_only, s.road))
            adj = table[k] = tuple(out)
        return adj

    def _compute_step(self, a: int, b: int, unit_class: str, caps: frozenset[str]) -> Step:
        if b not in self.on_map:
            return Step(False, why="off the map")
        # The step depends only on what both hexes hold, the road across their face
        # and the obstacles on it: the many alike steps of a map are worked out once.
        obstacles = tuple((el.id, into) for el, into in self.obstacles.get((a, b), ()))
        kind = (
            unit_class,
            caps,
            self.elements.get(a),
            self.elements.get(b),
            self.road_link(a, b),
            obstacles,
        )
        found = self._step_kinds.get(kind)
        if found is None:
            found = self._step_kinds[kind] = self._step_of_kind(a, b, unit_class, caps)
        return found

    def _step_of_kind(self, a: int, b: int, unit_class: str, caps: frozenset[str]) -> Step:
        sources, forbidden, road = self.move_sources(a, b, unit_class, caps)
        if forbidden:
            return Step(False, why=forbidden)
        mc = combine_movement(_BIG, [s.effect for s in sources])
        if mc.impassable:
            return Step(False, why="impassable")
        return Step(
            True,
            minus=_BIG - mc.hexes,
            stop=mc.stop or mc.stop_after or mc.stop_before_and_after,
            first_step_only=mc.stop_before_and_after,
            road=road,
        )

    # ------------------------------------------------------------ combat

    def combat_sources(self, a: int, b: int) -> list[Source]:
        """Combat effects on a unit at ``a`` attacking the unit at ``b``.

        Hex elements of ``b`` « Vers », of ``a`` « Depuis », the slope between
        them, and (adjacent only) the obstacles on their common face, each on
        its own side. The road's conditional « pas de combat » is resolved by
        the caller (``impossible_but_by_road``) and left out here.
        """
        out: list[Source] = []
        sides: tuple[tuple[int, Direction, str], ...] = ((b, "into", "hex"), (a, "from", "own"))
        for k, direction, where in sides:
            for el in self.counted(k):
                for eff in el.combat(direction):
                    if eff.kind != "no_combat_on_impossible_terrain":
                        out.append(Source(el.id, direction, eff, where))
        slope = self.slope(a, b)
        if slope is not None:
            seen: set[str] = set()
            for k, where in ((b, "hex"), (a, "own")):
                for eid in sorted(self.elements.get(k, frozenset()) & self.hill_ids):
                    if eid in seen:
                        continue
                    seen.add(eid)
                    el = self.ruleset.elements[eid]
                    for row in el.rows:
                        if row.direction == slope:
                            out.extend(Source(eid, slope, eff, where) for eff in row.combat)
        for el, into in self.obstacles.get((a, b), ()):
            crossing: Direction = "into" if into else "from"
            out.extend(Source(el.id, crossing, eff, "edge") for eff in el.combat(crossing))
        return out

    def face_obstacles(self, a: int, b: int) -> list[tuple[Element, bool]]:
        """Obstacles on the face between adjacent ``a`` and ``b`` with
        whether crossing from ``a`` goes into their facing hex."""
        return list(self.obstacles.get((a, b), ()))
