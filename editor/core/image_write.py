"""Write onto some hexes the image of others under a symmetry of the lattice.

``write_image(scenario, area, source_of, rules)`` gives every hex ``x`` of
``area`` the content of ``source_of(x)``, where ``source_of`` is an isometry of
the hex lattice (a reflection or a half turn), so neighbours stay neighbours
and each hex side has one image:

- terrain, hills with their levels;
- the edge obstacles protecting ``x``, each on the side that is the image of
  its side (an obstacle protecting a hex outside ``area`` stays, and wins over
  an incoming one of the same kind on the same side);
- the road and river links between hexes of ``area``.

Hexes listed in ``pinned`` are not rewritten but count as inside for the sides
they share with ``area``: the hexes a mirror maps onto themselves, whose
links and obstacles towards the written half must be the images of those
towards the other half. Links across the border of ``area`` stay where both
hexes still hold their element; ``editor.core.dangling`` cuts the others in
the same edit, with whatever else is left hanging.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from editor.core.dangling import with_loose_ends_cut
from editor.core.edges import Edge, edge_between, edges_of
from editor.core.edits import Edit, map_edit
from editor.core.hexes import Hex
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import EdgeObstacle, Scenario


def write_image(
    scenario: Scenario,
    area: Collection[Hex],
    source_of: Callable[[Hex], Hex],
    rules: PaintRules,
    pinned: Collection[Hex] = (),
) -> Edit | None:
    """The one edit writing into ``area`` the image of ``source_of(area)``; None if
    that changes nothing."""
    grid = scenario.grid
    area, pinned = frozenset(area), frozenset(pinned)
    inside = area | pinned

    def image(edge: Edge) -> Edge:
        a, b = edge.hexes()
        return edge_between(source_of(a), source_of(b))

    def rewritten(edge: Edge) -> bool:
        """A side whose content is the image of its image's (both hexes inside)."""
        return edge.hex in inside and edge.far_hex in inside

    def owned(edge: Edge, facing: Hex) -> bool:
        return facing in area or (facing in pinned and rewritten(edge))

    cells = [(h, scenario.terrain_at(source_of(h))) for h in sorted(area)]
    cells = [(h, t) for h, t in cells if scenario.terrain_at(h) != t]

    sides = sorted({edge for h in area for edge in edges_of(h) if grid.is_interior_edge(edge)})
    images = {edge: image(edge) for edge in sides}  # once each: big selections
    by_edge: dict[Edge, list[EdgeObstacle]] = {}
    for o in scenario.obstacles.values():
        by_edge.setdefault(o.edge, []).append(o)
    old: dict[tuple[Edge, str], EdgeObstacle] = {}
    new: dict[tuple[Edge, str], EdgeObstacle] = {}
    for edge in sides:
        for o in by_edge.get(edge, ()):
            if owned(edge, o.facing):
                old[(edge, o.element)] = o
        for o in by_edge.get(images[edge], ()):
            facing = edge.hex if source_of(edge.hex) == o.facing else edge.far_hex
            if owned(edge, facing):
                there = scenario.obstacles.get((edge, o.element))
                if there is None or owned(edge, there.facing):
                    new[(edge, o.element)] = EdgeObstacle(edge, o.element, facing)
    obstacle_items: list[tuple[tuple[Edge, str], EdgeObstacle | None]] = [
        (key, None) for key in sorted(old) if key not in new
    ]
    obstacle_items += [(key, o) for key, o in sorted(new.items()) if old.get(key) != o]

    link_items: list[tuple[str, Edge, bool]] = []
    inner = [edge for edge in sides if rewritten(edge)]
    for element, edges in sorted(scenario.links.items()):
        for edge in inner:
            want = images[edge] in edges
            if want != (edge in edges):
                link_items.append((element, edge, want))

    edit = map_edit(obstacle_items, link_items, cells)
    return with_loose_ends_cut(scenario, edit, area, rules)
