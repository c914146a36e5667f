"""An independent reading of a V4 layout: every constraint checked on the result.

It reads the placed elements and the terrain (never the log) and recomputes
the geometry from the grid's offsets and the Layout, not from the generator's
``Table``, so that a mistake there does not hide itself here.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from functools import cache

from editor.core.hexes import Hex, distance, neighbors
from editor.core.layout import Layout
from editor.generate.adlg_v4 import LayoutResult
from editor.io.generator_data import load_generator_data

SQRT3 = math.sqrt(3)
FOOTPRINT_FREE = ("river", "coast", "road")


@cache
def _geo(grid, hex_mm: float, ud_mm: float) -> Geo:
    return Geo(grid, hex_mm, ud_mm)


class Geo:
    def __init__(self, grid, hex_mm: float, ud_mm: float) -> None:
        self.grid = grid
        self.ud = ud_mm
        self.hex_mm = hex_mm
        self.layout = Layout(grid.orientation, hex_mm / SQRT3)
        self.hexes = set(self.grid.hexes())
        self.edge = {h for h in self.hexes if any(n not in self.hexes for n in neighbors(h))}
        if grid.orientation == "flat":
            self.px, self.py = hex_mm * SQRT3 / 2, hex_mm
        else:
            self.px, self.py = hex_mm, hex_mm * SQRT3 / 2

    def border(self, h: Hex) -> bool:
        return h in self.edge

    def gap(self, h: Hex) -> float:
        col, row = self.grid.to_offset(h)
        c, r = self.grid.columns, self.grid.rows
        return min(
            (col - 1) * self.px, (c - col) * self.px, (row - 1) * self.py, (r - row) * self.py
        )

    def side_gap(self, h: Hex, side: str) -> int:
        col, _ = self.grid.to_offset(h)
        return col - 1 if side == "W" else self.grid.columns - col

    def zone(self, h: Hex) -> tuple[str, str]:
        """(half, third) of the six 40 x 40 cm zones (V4 p75): 3 across, 2 deep; the
        defender's half is the south one."""
        col, row = self.grid.to_offset(h)
        third = (
            "west"
            if 3 * (col - 1) < self.grid.columns
            else ("centre" if 3 * (col - 1) < 2 * self.grid.columns else "east")
        )
        return ("defender" if 2 * (row - 1) >= self.grid.rows else "attacker", third)

    def sector(self, h: Hex, data) -> int:
        """The sector die's face for the zone of ``h`` (the data's ``sector_die``)."""
        zone = self.zone(h)
        return next(
            int(face) for face, s in data["sector_die"].items() if (s["half"], s["third"]) == zone
        )

    def mm(self, a: Hex, b: Hex) -> float:
        ax, ay = self.layout.hex_to_pixel(a)
        bx, by = self.layout.hex_to_pixel(b)
        return math.hypot(ax - bx, ay - by)


def _connected(hexes: frozenset[Hex]) -> bool:
    if not hexes:
        return False
    start = next(iter(hexes))
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in neighbors(h):
            if n in hexes and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(hexes)


def _rectangle_covered(
    geo: Geo, hexes: frozenset[Hex], anchor: Hex, angle: float, w: float, length: float
) -> bool:
    cx, cy = geo.layout.hex_to_pixel(anchor)
    a = math.radians(angle)
    ux, uy, vx, vy = math.cos(a), math.sin(a), -math.sin(a), math.cos(a)
    n = 8
    for i in range(n + 1):
        for j in range(n + 1):
            s = (i / n - 0.5) * length * 0.999
            t = (j / n - 0.5) * w * 0.999
            x, y = cx + s * ux + t * vx, cy + s * uy + t * vy
            if geo.layout.pixel_to_hex(x, y) not in hexes:
                return False
    return True


def check_layout(result: LayoutResult) -> list[str]:
    """Every V4 constraint broken by the layout, in words (empty: all hold)."""
    data = load_generator_data("adlg-v4")
    geo = _geo(result.table.grid, result.params.hex_mm, result.ud_mm)
    ud = geo.ud
    out: list[str] = []
    live = [e for e in result.elements if not e.removed]
    water: set[Hex] = set()
    for e in live:
        if e.kind in ("river", "coast"):
            water |= e.hexes
    touch = geo.edge | {n for h in water for n in neighbors(h)}
    fp = data["footprint"]
    w_mm, l_mm = sorted(ud * x for x in fp["rectangle_ud"])
    taken: Counter[Hex] = Counter()
    for e in live:
        if e.kind != "road":
            taken.update(e.hexes)
    overlap = [h for h, n in taken.items() if n > 1]
    if overlap:
        out.append(f"elements overlap on {len(overlap)} hexes")
    for e in live:
        tag = f"element {e.index} ({e.kind})"
        if not e.hexes <= geo.hexes:
            out.append(f"{tag} leaves the map")
            continue
        impassable = data["elements"][e.kind]["impassable"]
        if impassable and e.kind != "coast" and any(geo.zone(h)[1] == "centre" for h in e.hexes):
            out.append(f"{tag}: impassable in a central sector")
        if e.kind in FOOTPRINT_FREE:
            continue
        if e.anchor not in e.hexes:
            out.append(f"{tag}: anchor outside")
        if any(geo.mm(e.anchor, h) > ud * fp["circle_ud"] / 2 + 1e-6 for h in e.hexes):
            out.append(f"{tag}: does not fit the {fp['circle_ud']} UD circle")
        if not _rectangle_covered(geo, e.hexes, e.anchor, e.angle, w_mm, l_mm):
            out.append(f"{tag}: does not contain the 2 x 3 UD rectangle")
        if not _connected(e.hexes):
            out.append(f"{tag}: not one piece")
        if e.position is not None and e.position <= 4 and not (e.hexes & touch):
            out.append(f"{tag}: position {e.position} but touches neither an edge nor the water")
        if (
            e.position is not None
            and e.position >= 5
            and any(geo.gap(h) < data["edge_gap_ud"] * ud - 1e-6 for h in e.hexes)
        ):
            out.append(f"{tag}: position {e.position} but closer than 2 UD to an edge")
        unmoved = not (e.moved or e.pivoted)
        if (
            unmoved
            and e.copy_of is None
            and e.sector is not None
            and geo.sector(e.anchor, data) != e.sector
        ):
            out.append(f"{tag}: rolled sector {e.sector}, stands in {geo.sector(e.anchor, data)}")
        allowed = {row["move_ud"] for row in data["control"] if "move_ud" in row}
        for a, b, limit_ud in e.moves:
            if limit_ud not in allowed or geo.mm(a, b) > limit_ud * ud + 1e-6:
                out.append(f"{tag}: moved {geo.mm(a, b):.0f} mm, more than {limit_ud} UD")
    out += _check_sequence(result, data)
    out += _check_village(result, geo, data, live)
    out += _check_water(result, geo, data, live)
    out += _check_road(result, geo, live)
    out += _check_lines(result, geo, data, live)
    out += _check_choices(result, data)
    numbers = [e.index for e in result.elements] + [d.index for d in result.dropped]
    if len(numbers) != len(set(numbers)):
        out.append(f"element numbers given twice: {sorted(numbers)}")
    return out


def _ends_of_lines(edges) -> tuple[Counter[Hex], list[set[Hex]]]:
    """Degree of every hex of a set of links, and the linked pieces (connected parts)."""
    degree: Counter[Hex] = Counter()
    around: dict[Hex, set[Hex]] = {}
    for edge in edges:
        a, b = edge.hexes()
        degree[a] += 1
        degree[b] += 1
        around.setdefault(a, set()).add(b)
        around.setdefault(b, set()).add(a)
    pieces: list[set[Hex]] = []
    seen: set[Hex] = set()
    for start in sorted(around):
        if start in seen:
            continue
        piece, todo = {start}, [start]
        while todo:
            for n in around[todo.pop()]:
                if n not in piece:
                    piece.add(n)
                    todo.append(n)
        seen |= piece
        pieces.append(piece)
    return degree, pieces


def _check_lines(result: LayoutResult, geo: Geo, data, live) -> list[str]:
    """The road and the river as a player reads them on the map, from the links.

    « Placement de la route ... » and « la rivière » (p74): a road runs from one
    table edge to the other in one line, with no spur and no hex entered twice; a
    river enters and leaves the table by its edges, every line of it. A village the
    road serves (« adjacent à ... route (gratuite) », p75) lies on it.
    """
    out: list[str] = []
    mapping = data["mappings"][result.params.ruleset]
    rows, cols = geo.grid.rows, geo.grid.columns
    for e in live:
        if e.kind == "road":
            chain = e.paths[0]
            if len(set(chain)) != len(chain):
                out.append("the road enters a hex twice (it doubles back)")
            degree, pieces = _ends_of_lines(result.links.get(mapping["road"][0], ()))
            ends = sorted(h for h, n in degree.items() if n == 1)
            if any(n > 2 for n in degree.values()) or len(ends) != 2 or len(pieces) != 1:
                out.append("the road is not one line from edge to edge (a spur or a branch)")
            for h in ends:
                col, row = geo.grid.to_offset(h)
                if row not in (1, rows) and col not in (1, cols):
                    out.append(f"the road stops inside the table at {geo.grid.label(h)}")
        if e.kind == "river":
            if any(set(a) & set(b) for a, b in itertools.combinations(e.paths, 2)):
                out.append("two lines of the river share a hex")
            for i, chain in enumerate(e.paths, 1):
                first, last = (geo.grid.to_offset(h)[1] for h in (chain[0], chain[-1]))
                if (first, last) != (1, rows) or len(set(chain)) != len(chain):
                    out.append(f"river line {i} does not run from edge to edge")
                if any(distance(a, b) != 1 for a, b in itertools.pairwise(chain)):
                    out.append(f"river line {i} is broken")
            link = _river_link(e, mapping)
            degree, _ = _ends_of_lines(result.links.get(link, ()))
            for h, n in sorted(degree.items()):
                if n == 1 and geo.grid.to_offset(h)[1] not in (1, rows):
                    out.append(
                        f"a river line starts or ends inside the table at {geo.grid.label(h)}"
                    )
    villages = [e for e in live if e.kind == "village" and e.needs_road]
    roads = [e for e in live if e.kind == "road"]
    for v in villages:
        if not roads or not (v.hexes & set(roads[0].paths[0])):
            out.append("the village the road serves is not on the road")
    return out


def _river_link(e, mapping) -> str:
    key = e.difficulty or "rough"
    if key == "impassable" and e.width_hexes > 1:
        key = "impassable_wide"
    return mapping["river"][key]["link"]


def _check_sequence(result: LayoutResult, data) -> list[str]:
    out = []
    placed = sorted((e for e in result.elements if e.copy_of is None), key=lambda e: e.index)
    kinds = [e.kind for e in placed]
    if placed and not placed[0].compulsory:
        out.append("the compulsory element is not placed first")
    roads = [e for e in result.elements if e.kind == "road"]
    if roads and roads[0].index != max(e.index for e in result.elements):
        out.append("the road is not placed last")
    if (
        any(k in ("river", "coast") for k in kinds)
        and kinds.index(next(k for k in kinds if k in ("river", "coast"))) != 1
    ):
        out.append("the river or coast is not placed second")
    if result.params.symmetric:
        return out
    counts = {"d": 0, "a": 0}
    diff = data["balance_difference"]
    for e in placed:
        if e.sector is None or e.kind in FOOTPRINT_FREE:
            continue
        half = "d" if data["sector_die"][str(e.sector)]["half"] == "defender" else "a"
        light = (
            "a"
            if counts["d"] - counts["a"] >= diff
            else ("d" if counts["a"] - counts["d"] >= diff else None)
        )
        if e.kind != "village" and light is not None and half != light:
            out.append(f"balance rule broken by element {e.index}")
        if e.kind != "village" and (light is not None) != e.balanced:
            out.append(f"balance flag wrong on element {e.index}")
        counts[half] += 1
    return out


def _check_village(result: LayoutResult, geo: Geo, data, live) -> list[str]:
    out = []
    villages = [e for e in result.elements if e.kind == "village"]
    if len(villages) > 1:
        out.append("more than one village")
    for v in villages:
        if v.owner != "defender":
            out.append("the village is not the defender's")
        if v.removed:
            out.append("the village was removed")
        if v.lateral and data["sector_die"][str(v.sector)]["third"] == "centre":
            out.append("village rolled a 4+ but is not in a lateral sector")
        near = {n for h in v.hexes for n in neighbors(h)} | set(v.hexes)
        served = any(e.kind in ("river", "coast", "road") and e.hexes & near for e in live)
        if not served:
            out.append("the village touches neither river, coast nor road")
        if v.on_hill and any("colline" not in result.terrain[h].elements for h in v.hexes):
            out.append("the village's hill is missing")
    return out


def _check_water(result: LayoutResult, geo: Geo, data, live) -> list[str]:
    out = []
    waters = [e for e in result.elements if e.kind in ("river", "coast")]
    if len(waters) > 1:
        out.append("more than one river or coastal zone")
    lo, hi = (x * geo.ud for x in data["river"]["side_distance_ud"])
    for e in waters:
        if e.kind == "coast":
            width = max(1, round(data["coast"]["width_ud"] * geo.ud / geo.px))
            expect = {h for h in geo.hexes if geo.side_gap(h, e.side) < width}
            if set(e.hexes) != expect:
                out.append("the coastal zone is not the 4 UD strip along a side edge")
            if any("fleuve" not in result.terrain[h].elements for h in e.hexes):
                out.append("the coastal zone is not impassable water")
            continue
        widths = {max(1, round(w * geo.ud / geo.px)) for w in data["river"]["width_ud"]}
        if e.width_hexes not in widths or len(e.paths) != e.width_hexes:
            out.append(f"river width {e.width_hexes} hexes, {len(e.paths)} chains")
        chain = e.paths[0]
        for h in chain:
            g = geo.side_gap(h, e.side) * geo.px
            if not lo - 1e-6 <= g <= hi + 1e-6:
                out.append(f"river bank {g:.0f} mm from the side edge")
                break
        rows = {geo.grid.to_offset(h)[1] for h in chain}
        if min(rows) != 1 or max(rows) != geo.grid.rows:
            out.append("the river does not cross the table")
        if any(distance(a, b) != 1 for a, b in itertools.pairwise(chain)):
            out.append("the river is broken")
        if e.difficulty not in ("dry", "rough", "difficult", "impassable"):
            out.append(f"river difficulty {e.difficulty!r}")
    return out


def _check_road(result: LayoutResult, geo: Geo, live) -> list[str]:
    out = []
    roads = [e for e in live if e.kind == "road"]
    if len(roads) > 1:
        out.append("more than one road")
    for r in roads:
        chain = r.paths[0]
        if any(distance(a, b) != 1 for a, b in itertools.pairwise(chain)):
            out.append("the road is broken")
        a, b = geo.grid.to_offset(chain[0]), geo.grid.to_offset(chain[-1])
        if r.side == "NS" and {a[1], b[1]} != {1, geo.grid.rows}:
            out.append("the road does not run from one player's edge to the other")
        if r.side == "WE" and {a[0], b[0]} != {1, geo.grid.columns}:
            out.append("the road does not run from side edge to side edge")
        for h in chain:
            els = result.terrain[h].elements
            if {"lac", "montagne"} & els or ("fleuve" in els and "pont" not in els):
                out.append(f"the road crosses impassable ground at {geo.grid.label(h)}")
                break
            if ({"riviere", "ruisseau", "fleuve"} & els) and not ({"pont", "gue"} & els):
                out.append(f"the road crosses water without bridge or ford at {geo.grid.label(h)}")
                break
    return out


def _check_choices(result: LayoutResult, data) -> list[str]:
    out = []
    territory = data["territories"][result.params.territory]
    total: Counter[str] = Counter()
    for role, picks in result.choices.picks.items():
        n = result.choices.chosen_count[role]
        if not 2 <= n <= 4:
            out.append(f"{role} chose {n} elements")
        per: Counter[str] = Counter()
        for p in picks:
            key = (
                "hill"
                if p.kind in ("soft_hill", "steep_hill")
                else ("river_or_coast" if p.kind in ("river", "coast") else p.kind)
            )
            if not p.compulsory:
                per[key] += 1
            total[key] += 1
            if p.kind == "village" and role != "defender":
                out.append("the attacker chose a village")
            if territory["hill"] == "soft" and p.kind == "steep_hill":
                out.append("a steep hill where only soft hills are available")
            if territory["hill"] == "steep" and p.kind == "soft_hill":
                out.append("a soft hill where only steep hills are available")
        if any(v > 2 for v in per.values()):
            out.append(f"{role} chose more than 2 of a type")
        if role == "defender" and not (picks and picks[0].compulsory):
            out.append("the defender's compulsory element is missing")
    for key, n in total.items():
        if n > territory["available"].get(key, 0):
            out.append(f"{n} x {key} chosen, {territory['available'].get(key, 0)} available")
    if territory.get("vegetated_hills_max") is not None:
        veg = sum(1 for ps in result.choices.picks.values() for p in ps if p.vegetation)
        if veg > territory["vegetated_hills_max"]:
            out.append("too many vegetated hills in the steppe")
    removed = [e for e in result.elements if e.removed and e.copy_of is None]
    if not result.params.symmetric:
        for e in removed:
            if e.kind in ("village", "road", "river", "coast") or e.compulsory:
                out.append(f"element {e.index} ({e.kind}) may not be removed")
        if sum(1 for e in removed if not data["elements"][e.kind]["impassable"]) > 1:
            out.append("more than one element removed on a 6")
    return out
