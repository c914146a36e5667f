"""Scenarios for the render tests and for looking at the map by eye."""

from __future__ import annotations

import itertools
import random

from editor.core.edges import edge_between, edge_of
from editor.core.hexes import Hex, neighbor
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, new_scenario


def terrain(*elements: str, level: int = 0) -> HexTerrain:
    return HexTerrain(frozenset(elements), level)


def link_path(scenario: Scenario, element: str, hexes: list[Hex]) -> None:
    """Put ``element`` on every hex of ``hexes`` and link them in order."""
    edges = scenario.links.setdefault(element, set())
    for h in hexes:
        t = scenario.terrain_at(h)
        scenario.set_terrain(h, HexTerrain(t.elements | {element}, t.level))
    for a, b in itertools.pairwise(hexes):
        edges.add(edge_between(a, b))


def showcase(orientation: str = "flat") -> Scenario:
    """A small map with every element, composites, obstacles both ways, a road
    through a forest and a river with a bridge and a ford."""
    sc = new_scenario("thucydide", 14, 10, orientation)  # type: ignore[arg-type]
    g = sc.grid
    at = g.to_hex
    singles = [
        "foret",
        "colline",
        "rocaille",
        "marais",
        "sable",
        "neige",
        "lac",
        "montagne",
        "plage",
        "oasis",
        "habitations",
        "eglise",
        "baraques",
    ]
    for i, element in enumerate(singles):
        sc.set_terrain(at(1 + i, 1), terrain(element))
    composites = [
        terrain("colline", "foret"),
        terrain("rocaille", "foret"),
        terrain("colline", "sable"),
        terrain("foret", "neige"),
        terrain("gue", "neige"),
        terrain("colline", level=2),
        terrain("colline", "rocaille"),
        terrain("habitations", "colline"),
        terrain("colline", "foret", level=2),
    ]
    for i, t in enumerate(composites):
        sc.set_terrain(at(1 + i, 3), t)
    # A road from the west through a forest and over a bridge, a river north-south.
    for c in range(3, 7):
        sc.set_terrain(at(c, 6), terrain("foret"))
    road = [at(c, 6) for c in range(1, 12)]
    link_path(sc, "route", road)
    river = [at(8, r) for r in range(4, 11)]
    link_path(sc, "riviere", river)
    bridge = at(8, 6)
    sc.set_terrain(bridge, HexTerrain(sc.terrain_at(bridge).elements | {"pont"}))
    ford = at(8, 9)
    sc.set_terrain(ford, HexTerrain(sc.terrain_at(ford).elements | {"gue"}))
    link_path(sc, "fleuve", [at(13, r) for r in range(3, 11)])
    link_path(sc, "ruisseau", [at(10, 9), at(11, 9), at(12, 9)])
    sc.set_terrain(at(12, 7), terrain("route"))  # a lone road piece: a stub
    # Every edge obstacle twice: facing one way on row 8, the other on row 9... as
    # pairs of hexes; the protected hex is the upper one on odd indices.
    edge_ids = [
        "palissade",
        "mur",
        "muraille",
        "remblai",
        "fosse",
        "fortification",
        "pieux",
        "barriere",
        "chaines",
        "abattis",
        "trous",
        "chausse_trappes",
        "falaise",
        "eboulis",
    ]
    for i, element in enumerate(edge_ids):
        col = 1 + (i % 7)
        row = 8 if i < 7 else 10
        a = at(col, row - 1)
        b = neighbor(a, g.side_direction("S" if orientation == "flat" else "SE"))
        facing = a if i % 2 else b
        sc.add_obstacle(EdgeObstacle(edge_between(a, b), element, facing))
    hill = at(11, 2)
    sc.set_terrain(hill, terrain("colline"))
    sc.add_obstacle(EdgeObstacle(edge_of(hill, 2), "falaise", hill))
    sc.add_obstacle(EdgeObstacle(edge_of(hill, 3), "eboulis", hill))
    return sc


def random_map(columns: int, rows: int, seed: int = 1, density: float = 0.4) -> Scenario:
    """Random terrain (hex elements, a few composites, roads, rivers, obstacles)."""
    rng = random.Random(seed)
    sc = new_scenario("panache", columns, rows)
    choices = [
        terrain("foret"),
        terrain("colline"),
        terrain("colline", level=2),
        terrain("rocaille"),
        terrain("marais"),
        terrain("sable"),
        terrain("habitations"),
        terrain("colline", "foret"),
        terrain("rocaille", "foret"),
        terrain("lac"),
        terrain("neige"),
        terrain("montagne"),
    ]
    for h in sc.grid.hexes():
        if rng.random() < density:
            sc.set_terrain(h, rng.choice(choices))
    to_hex = sc.grid.to_hex
    for r in range(5, rows, 23):
        link_path(sc, "route", [to_hex(c, r) for c in range(1, columns + 1)])
    for c in range(7, columns, 31):
        link_path(sc, "riviere", [to_hex(c, r) for r in range(1, rows + 1)])
    for h in list(sc.terrain)[:: max(1, len(sc.terrain) // 300)]:
        d = rng.randrange(6)
        if sc.grid.contains(neighbor(h, d)):
            sc.add_obstacle(
                EdgeObstacle(edge_of(h, d), rng.choice(["palissade", "mur", "pieux"]), h)
            )
    return sc


def valid_random_map(columns: int, rows: int, seed: int = 1) -> Scenario:
    """``random_map`` as a file that validates: a hex on a road or river keeps only
    them (a lake or a hill on a road is refused by the rules)."""
    sc = random_map(columns, rows, seed)
    sc.title = f"Random {columns} x {rows}"
    for h, t in list(sc.terrain.items()):
        linked = t.elements & set(sc.links)
        if linked and t.elements != linked:
            sc.set_terrain(h, HexTerrain(frozenset(linked)))
    return sc
