"""The terrain inventory: what to bring to the table, counted from the map.

``count_terrain`` is plain Python (no Qt): every hex, edge obstacle and
segment of road or watercourse is counted and every location kept, in map
order; ``inventory_page.draw_inventory`` writes them out.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from operator import itemgetter

from editor.core.link_lines import link_lines
from editor.core.ruleset import Ruleset
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario
from editor.render.style import Style, default_style
from editor.render.symbols import RIM
from editor.render.where_text import Cell

EdgeSide = tuple[Cell, int, str]
"""(the hex an obstacle protects, its side's clockwise index, the side's name)."""


@dataclass
class Inventory:
    elements: Counter[str] = field(default_factory=Counter)
    """Hexes holding each area element (not roads, watercourses or crossings)."""
    composites: Counter[str] = field(default_factory=Counter)
    edges: Counter[str] = field(default_factory=Counter)
    """Edge obstacle segments (hex sides) by element."""
    connected: Counter[str] = field(default_factory=Counter)
    """Hexes a road or watercourse runs through."""
    crossings: Counter[str] = field(default_factory=Counter)
    where: dict[str, list[Cell]] = field(default_factory=lambda: defaultdict(list))
    """Every hex of each element, composite or crossing, in map order."""
    edge_where: dict[str, list[EdgeSide]] = field(default_factory=lambda: defaultdict(list))
    """Every side carrying each edge obstacle."""
    lines: dict[str, list[list[Cell]]] = field(default_factory=dict)
    """Each road or watercourse as the lines a player lays (hexes in walk order)."""
    segments: Counter[str] = field(default_factory=Counter)
    """Hex-to-hex segments of each road or watercourse."""
    hill: str = ""
    """The element drawn as a hill (contour rings), if the map has one."""
    levels: Counter[int] = field(default_factory=Counter)
    """Hill hexes by level (0: an ordinary hill, 1: one step higher...)."""
    level_where: dict[int, list[Cell]] = field(default_factory=lambda: defaultdict(list))


def count_terrain(scenario: Scenario, ruleset: Ruleset, style: Style | None = None) -> Inventory:
    """What the map holds; the style says which elements are crossing pieces
    (bridges, fords), counted apart with the roads and watercourses, and which
    is the hill whose levels are counted."""
    inv = Inventory()
    style = style or default_style()
    grid = scenario.grid
    crossings = set(style.crossings())
    connected = {e.id for e in ruleset.connected_elements()}
    hills = {e for e, hs in style.hex_elements.items() if hs.symbol in RIM}
    columns, rows, to_offset = grid.columns, grid.rows, grid.to_offset
    placed = []
    for h, terrain in scenario.terrain.items():
        col, row = to_offset(h)
        if 1 <= col <= columns and 1 <= row <= rows:
            placed.append((col, row, terrain))
    placed.sort(key=itemgetter(0, 1))  # map order
    # What a hex of a given terrain adds to (few terrains, many hexes).
    plans: dict[HexTerrain, list[tuple[Counter[str], str, bool]]] = {}
    hilly: dict[HexTerrain, bool] = {}
    where = inv.where
    for col, row, terrain in placed:
        plan = plans.get(terrain)
        if plan is None:
            plan = plans[terrain] = _plan(inv, ruleset, terrain, connected, crossings)
            hilly[terrain] = terrain.level > 0 or not hills.isdisjoint(terrain.elements)
            if not inv.hill:
                inv.hill = next(iter(sorted(hills & terrain.elements)), "")
        for counter, key, listed in plan:
            counter[key] += 1
            if listed:
                where[key].append((col, row))
        if hilly[terrain]:
            inv.levels[terrain.level] += 1
            inv.level_where[terrain.level].append((col, row))
    if inv.levels and not inv.hill:
        inv.hill = next(iter(sorted(hills)), "")
    for obstacle in scenario.obstacles.values():
        inv.edges[obstacle.element] += 1
        side = _side(scenario, obstacle)
        if side is not None:
            inv.edge_where[obstacle.element].append(side)
    for element, edges in scenario.links.items():
        if edges:
            inv.segments[element] = len(edges)
            inv.lines[element] = [[to_offset(h) for h in line] for line in link_lines(edges)]
    return inv


def _plan(
    inv: Inventory,
    ruleset: Ruleset,
    terrain: HexTerrain,
    connected: set[str],
    crossings: set[str],
) -> list[tuple[Counter[str], str, bool]]:
    """(counter, id, listed in ``where``) for each count a hex of ``terrain`` adds."""
    elements = terrain.elements
    plan: list[tuple[Counter[str], str, bool]] = []
    composite = ruleset.composite_for(elements) or ruleset.composite_for(
        elements - connected - crossings
    )
    if composite is not None and len(composite.all_elements) > 1:
        plan.append((inv.composites, composite.id, True))
    for e in elements:
        if e in crossings:
            plan.append((inv.crossings, e, True))
        elif e in connected:
            plan.append((inv.connected, e, False))
        else:
            plan.append((inv.elements, e, True))
    return plan


def _side(scenario: Scenario, obstacle: EdgeObstacle) -> EdgeSide | None:
    grid = scenario.grid
    try:
        name = grid.side_name(obstacle.edge.direction_from(obstacle.facing))
    except ValueError:
        return None
    return grid.to_offset(obstacle.facing), grid.side_names().index(name), name
