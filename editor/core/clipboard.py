"""Copy, paste and delete parts of the map, as plain values and edits.

A ``MapFragment`` is what the clipboard holds: the terrain of a set of hexes,
the obstacles protecting them and the links between them, positioned relative
to the fragment's top-left hex. Pasting translates it by a whole axial vector,
which is an exact pixel translation of the hex lattice, so shapes survive
whatever the stagger.

Flipping in place is ``editor.core.flip``; copying onto the other half of the
map, for balanced maps, is ``editor.core.other_half``.

Whatever the rewritten hexes leave dangling is cut in the same edit
(``editor.core.dangling``): a road link from outside into a hex that lost its
road, an obstacle facing a hex that lost what it must face, an element whose
requirement no longer holds where it landed. Links and obstacles that still
hold, across the border of the block too, stay. So a paste or a cut
of a valid map leaves a valid map, and undo gives the original back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from editor.core.dangling import with_loose_ends_cut
from editor.core.edges import Edge, edge_between
from editor.core.edits import Edit, map_edit
from editor.core.grid import Grid
from editor.core.hexes import Hex, direction_between
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario


@dataclass(frozen=True, slots=True)
class MapFragment:
    """A piece of map, coordinates relative to its top-left hex (0, 0)."""

    terrain: tuple[tuple[Hex, HexTerrain], ...]
    """Every hex of the fragment, open ground included, so pasting is exact."""
    obstacles: tuple[tuple[Hex, Hex, str], ...]
    """(facing hex, hex across the edge, element)."""
    links: tuple[tuple[str, Hex, Hex], ...]

    @property
    def hexes(self) -> tuple[Hex, ...]:
        return tuple(h for h, _ in self.terrain)

    def __len__(self) -> int:
        return len(self.terrain)


def rectangle(grid: Grid, a: Hex, b: Hex) -> set[Hex]:
    """The map hexes in the offset-coordinate rectangle with corners ``a`` and ``b``."""
    (c1, r1), (c2, r2) = grid.to_offset(a), grid.to_offset(b)
    cols = range(max(1, min(c1, c2)), min(grid.columns, max(c1, c2)) + 1)
    rows = range(max(1, min(r1, r2)), min(grid.rows, max(r1, r2)) + 1)
    return {grid.to_hex(c, r) for r in rows for c in cols}


def _top_left(grid: Grid, hexes: Iterable[Hex]) -> Hex:
    return min(hexes, key=lambda h: grid.to_offset(h)[::-1])


def copy_hexes(scenario: Scenario, hexes: Iterable[Hex]) -> MapFragment | None:
    """The fragment holding ``hexes`` (map hexes only)."""
    grid = scenario.grid
    chosen = {h for h in hexes if grid.contains(h)}
    if not chosen:
        return None
    origin = _top_left(grid, chosen)
    terrain = tuple(sorted((h - origin, scenario.terrain_at(h)) for h in chosen))
    obstacles = tuple(
        sorted(
            (o.facing - origin, o.edge.other(o.facing) - origin, o.element)
            for o in scenario.obstacles.values()
            if o.facing in chosen
        )
    )
    links = tuple(
        sorted(
            (element, edge.hex - origin, edge.far_hex - origin)
            for element, edges in scenario.links.items()
            for edge in edges
            if edge.hex in chosen and edge.far_hex in chosen
        )
    )
    return MapFragment(terrain, obstacles, links)


def _clear(scenario: Scenario, targets: set[Hex]) -> tuple[list, list]:
    """Removals that empty ``targets`` of obstacles and inner links."""
    obstacles = [
        (key, None) for key, o in sorted(scenario.obstacles.items()) if o.facing in targets
    ]
    links = [
        (element, edge, False)
        for element, edges in sorted(scenario.links.items())
        for edge in sorted(edges)
        if edge.hex in targets and edge.far_hex in targets
    ]
    return obstacles, links


def _write(
    scenario: Scenario,
    fragment: MapFragment,
    place: Callable[[Hex], Hex],
    rules: PaintRules,
) -> Edit | None:
    """The edit writing ``fragment`` with each relative hex sent to ``place(h)``,
    and cutting what that leaves dangling."""
    grid = scenario.grid
    cells = [(place(h), t) for h, t in fragment.terrain]
    cells = [(h, t) for h, t in cells if grid.contains(h)]
    targets = {h for h, _ in cells}
    if not targets:
        return None
    obstacle_items, link_items = _clear(scenario, targets)
    new_obstacles = []
    for facing, across, element in fragment.obstacles:
        f, other = place(facing), place(across)
        if f not in targets or direction_between(f, other) is None:
            continue
        edge = edge_between(f, other)
        if grid.is_interior_edge(edge):
            new_obstacles.append(((edge, element), EdgeObstacle(edge, element, f)))
    new_links: list[tuple[str, Edge, bool]] = []
    for element, a, b in fragment.links:
        pa, pb = place(a), place(b)
        if pa in targets and pb in targets and direction_between(pa, pb) is not None:
            new_links.append((element, edge_between(pa, pb), True))
    # Only what really changes, so the edit (and its Change) stays minimal.
    added = dict(new_obstacles)
    obstacle_items = [item for item in obstacle_items if item[0] not in added] + [
        (key, o) for key, o in added.items() if scenario.obstacles.get(key) != o
    ]
    added_links = {(e, edge) for e, edge, _ in new_links}
    link_items = [item for item in link_items if (item[0], item[1]) not in added_links]
    link_items += [item for item in new_links if not scenario.linked(item[0], item[1])]
    cells = [(h, t) for h, t in cells if scenario.terrain_at(h) != t]
    edit = map_edit(obstacle_items, link_items, cells)
    return with_loose_ends_cut(scenario, edit, targets, rules)


def paste(scenario: Scenario, fragment: MapFragment, anchor: Hex, rules: PaintRules) -> Edit | None:
    """Put ``fragment`` with its top-left hex on ``anchor``; what falls off the map is dropped."""
    return _write(scenario, fragment, lambda h: h + anchor, rules)


def delete_hexes(scenario: Scenario, hexes: Iterable[Hex], rules: PaintRules) -> Edit | None:
    """Clear hexes: open ground, no obstacle protecting them, no link through them."""
    fragment = copy_hexes(scenario, hexes)
    if fragment is None:
        return None
    empty = MapFragment(tuple((h, HexTerrain(frozenset())) for h in fragment.hexes), (), ())
    origin = _top_left(scenario.grid, {h for h in hexes if scenario.grid.contains(h)})
    return paste(scenario, empty, origin, rules)
