"""What the paint loop needs to know per hex, in flat arrays it can read fast.

The scenario stores terrain by ``Hex`` and links by ``Edge``: right for
editing, slow for a loop over 30,000 visible hexes (hashing a dataclass per
hex). ``MapIndex`` keeps, per map cell ``(row - 1) * columns + (col - 1)``, the
id of the hex's *look* (terrain + road/river links), interned so that equal
looks share one id and one sprite; and buckets the edge obstacles by map
chunk. It is refreshed per hex on every change.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from itertools import repeat

from editor.core.edges import Edge
from editor.core.hexes import DIRECTIONS, Hex, neighbor
from editor.core.scenario import EMPTY, EdgeObstacle, Scenario
from editor.render.hex_art import HexLook

CHUNK = 8
"""Obstacle buckets are CHUNK x CHUNK map cells."""


class MapIndex:
    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        grid = self.grid = scenario.grid  # built per call: kept for the loops
        self.columns = grid.columns
        self.rows = grid.rows
        self.looks: list[HexLook] = [HexLook(EMPTY)]
        """Interned looks; id 0 is open ground with no links."""
        self._look_ids: dict[HexLook, int] = {self.looks[0]: 0}
        self.cells = array("i", bytes(4 * self.columns * self.rows))
        self.obstacle_buckets: dict[tuple[int, int], list[EdgeObstacle]] = {}
        self.obstacle_lanes: dict[tuple[Edge, str], tuple[int, int]] = {}
        """(lane, lanes) of the obstacles that share their side, lane 0 nearest
        the edge's own hex (``Edge.hex``): ``edge_art.draw_obstacle`` reads it."""
        self._build()
        self.refresh_obstacles()

    def _build(self) -> None:
        """Every cell's look at once. The terrain dictionary is walked as it is:
        the hexes' cells are worked out together (``Grid.cell_numbers``), each
        hex's look found by its terrain object (a loaded map shares one per
        symbol) with no per-hex hashing; then the hexes that links touch get
        the looks their links make."""
        scenario = self.scenario
        terrain, cells = scenario.terrain, self.cells
        values = terrain.values()
        ids = list(map(id, values))
        by_value: dict[tuple[frozenset[str], int], int] = {}
        by_object: dict[int, int] = {}  # look id per terrain object (kept alive by the map)
        no_masks: dict[str, int] = {}
        for key, (h, t) in dict(zip(ids, terrain.items(), strict=True)).items():
            look_id = by_value.get((t.elements, t.level))
            if look_id is None:
                # Not position-dependent without links: a road piece with
                # none yet is its stub wherever it is.
                look_id = self.look_id(self.look_of(h, no_masks))
                by_value[t.elements, t.level] = look_id
            by_object[key] = look_id
        for i, look_id in zip(
            self.grid.cell_numbers(terrain), map(by_object.__getitem__, ids), strict=True
        ):
            if i >= 0:
                cells[i] = look_id
        if scenario.links:
            self._put_linked()

    def _put_linked(self) -> None:
        """The looks of hexes with links; a hex inside the map's rim looks the
        same wherever it is, so its look is found by its terrain and links."""
        cells, columns, last = self.cells, self.columns, self.columns * (self.rows - 1)
        terrain = self.scenario.terrain
        elements, codes = self._link_codes()
        inner: dict[tuple[int, int], int] = {}
        hexes = list(codes)
        for h, i, t, code in zip(
            hexes,
            self.grid.cell_numbers(hexes),
            map(terrain.get, hexes, repeat(EMPTY)),
            codes.values(),
            strict=True,
        ):
            if i < 0:
                continue
            if columns <= i < last and 0 < i % columns < columns - 1:  # no side off the map
                look_id = inner.get((id(t), code))
                if look_id is None:
                    look_id = self.look_id(self.look_of(h, _unpacked(elements, code)))
                    inner[id(t), code] = look_id
            else:
                look_id = self.look_id(self.look_of(h, _unpacked(elements, code)))
            cells[i] = look_id

    def cell(self, h: Hex) -> int | None:
        col, row = self.grid.to_offset(h)
        if 1 <= col <= self.columns and 1 <= row <= self.rows:
            return (row - 1) * self.columns + col - 1
        return None

    def look_id(self, look: HexLook) -> int:
        found = self._look_ids.get(look)
        if found is None:
            found = len(self.looks)
            self.looks.append(look)
            self._look_ids[look] = found
        return found

    def _link_codes(self) -> tuple[list[str], dict[Hex, int]]:
        """The linked elements, and each linked hex's links as one number: the
        6-bit mask of the ``n``-th element's linked directions at bit ``6 n``
        (from the link edges, not 6 lookups per hex)."""
        elements = list(self.scenario.links)
        codes: dict[Hex, int] = {}
        get, new_tuple = codes.get, tuple.__new__
        for n, edges in enumerate(self.scenario.links.values()):
            for a, d in edges:
                dq, dr = DIRECTIONS[d]
                b = new_tuple(Hex, (a[0] + dq, a[1] + dr))
                codes[a] = get(a, 0) | 1 << (6 * n + d)
                codes[b] = get(b, 0) | 8 << (6 * n + d)  # direction d + 3, seen from b
        return elements, codes

    def _masks(self, hexes: set[Hex]) -> dict[Hex, dict[str, int]]:
        """Link masks of ``hexes`` by element, from every link."""
        elements, codes = self._link_codes()
        return {h: _unpacked(elements, code) for h, code in codes.items() if h in hexes}

    def _masks_near(self, hexes: set[Hex]) -> dict[Hex, dict[str, int]]:
        """Same for a few hexes: look their six sides up instead of scanning every link."""
        out: dict[Hex, dict[str, int]] = {}
        links = self.scenario.links
        if not links:
            return out
        # A hex's six sides as ``edge_of`` keys them (directions 3 to 5 from the
        # neighbour there), built here: a brush stroke's edit is mostly this loop.
        new = tuple.__new__
        (q3, r3), (q4, r4), (q5, r5) = DIRECTIONS[3:]
        for h in hexes:
            q, r = h
            sides = (
                new(Edge, (h, 0)),
                new(Edge, (h, 1)),
                new(Edge, (h, 2)),
                new(Edge, (new(Hex, (q + q3, r + r3)), 0)),
                new(Edge, (new(Hex, (q + q4, r + r4)), 1)),
                new(Edge, (new(Hex, (q + q5, r + r5)), 2)),
            )
            for element, edges in links.items():
                if edges.isdisjoint(sides):
                    continue
                mask = 0
                for d, side in enumerate(sides):
                    if side in edges:
                        mask |= 1 << d
                out.setdefault(h, {})[element] = mask
        return out

    def look_of(self, h: Hex, masks: dict[str, int] | None = None) -> HexLook:
        terrain = self.scenario.terrain_at(h)
        if masks is None:
            masks = self._masks_near({h}).get(h, {})
        found = {element: self._off_the_edge(h, mask) for element, mask in masks.items()}
        for element in terrain.elements:
            if element in self.scenario.links and element not in found:
                found[element] = 0
        return HexLook(terrain, tuple(sorted(found.items())))

    def _off_the_edge(self, h: Hex, mask: int) -> int:
        """``mask`` plus a way off the map when a line ends in a border hex.

        A river or a road drawn to the map's last hex leaves the table there:
        straight on when that side faces off the map, else by the off-map side
        nearest to straight on (the lower direction on a tie)."""
        if mask == 0 or mask & (mask - 1):
            return mask  # no link, or the line goes on through the hex
        contains = self.grid.contains
        off = [d for d in range(6) if not contains(neighbor(h, d))]
        if not off:
            return mask
        onward = (mask.bit_length() - 1 + 3) % 6
        best = min(off, key=lambda d: (min((d - onward) % 6, (onward - d) % 6), d))
        return mask | 1 << best

    def refresh(self, hexes: Iterable[Hex]) -> list[int]:
        """Recompute the looks of ``hexes``; returns their cells."""
        wanted = set(hexes)
        masks = self._masks(wanted) if len(wanted) > 64 else self._masks_near(wanted)
        cells = []
        no_masks: dict[str, int] = {}
        plain: dict[object, int] = {}  # look id per terrain, for hexes with no links
        terrain_at = self.scenario.terrain_at
        linked = self.scenario.links
        to_offset, columns, rows = self.grid.to_offset, self.columns, self.rows
        for h in wanted:
            col, row = to_offset(h)
            if not (1 <= col <= columns and 1 <= row <= rows):
                continue
            i = (row - 1) * columns + col - 1
            hex_masks = masks.get(h)
            if hex_masks is None:
                terrain = terrain_at(h)
                if not linked or terrain.elements.isdisjoint(linked):
                    look_id = plain.get(terrain)
                    if look_id is None:
                        look_id = plain[terrain] = self.look_id(self.look_of(h, no_masks))
                    self.cells[i] = look_id
                    cells.append(i)
                    continue
            self.cells[i] = self.look_id(self.look_of(h, hex_masks or no_masks))
            cells.append(i)
        return cells

    def refresh_obstacles(self) -> None:
        buckets: dict[tuple[int, int], list[EdgeObstacle]] = {}
        to_offset = self.grid.to_offset
        # The obstacles' own order (edge, element, facing), as plain tuples: the
        # dataclasses' comparisons took 2.5 ms for 300 obstacles, on every edit.
        shared: dict[Edge, list[EdgeObstacle]] = {}
        for obstacle in sorted(self.scenario.obstacles.values(), key=_obstacle_order):
            col, row = to_offset(obstacle.facing)
            buckets.setdefault(((col - 1) // CHUNK, (row - 1) // CHUNK), []).append(obstacle)
            shared.setdefault(obstacle.edge, []).append(obstacle)
        self.obstacle_buckets = buckets
        self.obstacle_lanes = {
            (edge, o.element): (k if o.facing == edge.hex else len(group) - 1 - k, len(group))
            for edge, group in shared.items()
            if len(group) > 1
            for k, o in enumerate(group)
        }

    def buckets_in(self, col0: int, col1: int, row0: int, row1: int) -> list[tuple[int, int]]:
        """The keys of the obstacle buckets that hold the obstacles whose
        protected hex lies in the columns/rows given (1-based, inclusive), and
        some around them; none when the map has no obstacle."""
        if not self.obstacle_buckets:
            return []
        return [
            (bx, by)
            for bx in range((col0 - 1) // CHUNK, (col1 - 1) // CHUNK + 1)
            for by in range((row0 - 1) // CHUNK, (row1 - 1) // CHUNK + 1)
        ]


def _unpacked(elements: list[str], code: int) -> dict[str, int]:
    """The link masks by element that ``MapIndex._link_codes`` packed in ``code``."""
    return {e: m for n, e in enumerate(elements) if (m := code >> 6 * n & 63)}


def _obstacle_order(o: EdgeObstacle) -> tuple[int, int, int, str, int, int]:
    return (o.edge.hex.q, o.edge.hex.r, o.edge.direction, o.element, o.facing.q, o.facing.r)
