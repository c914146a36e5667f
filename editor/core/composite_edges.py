"""Edge obstacles that come with a composite (habitat muré = habitations + mur).

The ruleset's assumption ``composite_edges``: a composite's edge elements
stand on every outer face of its hexes (a face toward a hex not in the same
composite), facing the composite's hex. After a brush stroke or a fill with
such a composite, ``composite_edge_obstacles`` says which obstacles to put
and which to take away; the paint tools apply it with the terrain edit as one
undo step. A hex is "in the composite" when it holds all the composite's hex
elements. Faces on the map border get nothing (an obstacle stands between two
map hexes). No Qt here.
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from editor.core.edges import Edge, edge_of
from editor.core.edits import Compound, Edit, SetObstacles, SetTerrain
from editor.core.hexes import Hex, neighbors
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario


def composite_edge_obstacles(
    scenario: Scenario,
    members: Set[Hex],
    edge_elements: Iterable[str],
    around: Iterable[Hex] | None = None,
) -> SetObstacles | None:
    """The obstacle edit that surrounds ``members`` with ``edge_elements``.

    ``members`` are the hexes holding the composite's hex elements (after the
    stroke). Every interior map edge between a member and a non-member gets
    each edge element, facing the member; every edge between two members
    loses them (the composite grew across it). Only the sides of the members
    among ``around`` (default: all members) are looked at, so a stroke only
    touches the edges around what it painted. ``None`` when nothing changes.
    """
    elements = sorted(set(edge_elements))
    if not elements:
        return None
    grid = scenario.grid
    hexes = members if around is None else {h for h in around if h in members}
    items: dict[tuple[Edge, str], EdgeObstacle | None] = {}
    seen: set[Edge] = set()
    for h in sorted(hexes):
        for d in range(6):
            edge = edge_of(h, d)
            if edge in seen:
                continue
            seen.add(edge)
            if not grid.is_interior_edge(edge):
                continue
            inside = edge.other(h) in members
            for element in elements:
                key = (edge, element)
                current = scenario.obstacles.get(key)
                if inside:
                    if current is not None:
                        items[key] = None
                else:
                    wanted = EdgeObstacle(edge, element, h)
                    if current != wanted:
                        items[key] = wanted
    if not items:
        return None
    return SetObstacles(tuple(sorted(items.items(), key=lambda item: item[0])))


def terrain_after(edit: Edit | None) -> dict[Hex, HexTerrain]:
    """The new terrain an edit gives hexes (its ``SetTerrain`` cells, nested ones too)."""
    out: dict[Hex, HexTerrain] = {}
    if isinstance(edit, SetTerrain):
        out.update(edit.cells)
    elif isinstance(edit, Compound):
        for part in edit.edits:
            out.update(terrain_after(part))
    return out


def stroke_edge_obstacles(
    scenario: Scenario,
    terrain_edit: Edit | None,
    painted: Iterable[Hex],
    hex_elements: frozenset[str],
    edge_elements: Iterable[str],
) -> SetObstacles | None:
    """The composite's edge obstacles after ``terrain_edit`` painted ``painted``.

    ``scenario`` is the state before the terrain edit is applied: the new
    terrain is read from the edit. Membership is decided for the painted
    hexes and their neighbours, enough for every edge of the painted hexes.
    """
    if not hex_elements or not edge_elements:
        return None
    grid = scenario.grid
    after = terrain_after(terrain_edit)

    def holds(h: Hex) -> bool:
        terrain = after.get(h)
        if terrain is None:
            terrain = scenario.terrain_at(h)
        return hex_elements <= terrain.elements

    painted_members = {h for h in painted if grid.contains(h) and holds(h)}
    if not painted_members:
        return None
    members = set(painted_members)
    for h in painted_members:
        for n in neighbors(h):
            if n not in members and grid.contains(n) and holds(n):
                members.add(n)
    return composite_edge_obstacles(scenario, members, edge_elements, painted_members)
