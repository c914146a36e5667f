"""Random small maps for the property tests of the selection edits (flip, copy onto
the other half): hills with levels, woods, roads, rivers and obstacles, linked and
facing the way the validator wants."""

from __future__ import annotations

import random

from editor.core.edges import edges_of
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, new_scenario

CONNECTED = ("route", "riviere", "ruisseau")
PLAIN = ("foret", "marais", "colline")
OBSTACLES = ("palissade", "mur", "falaise")


def random_map(orientation: str, stagger: str, columns: int, rows: int, seed: int) -> Scenario:
    """A small map with hills (levels), woods, roads, rivers and obstacles, linked and
    facing the way the validator wants. Drawn from ``seed`` (Hypothesis draws the
    seed and the shape; hundreds of draws per map made its shrinking crawl)."""
    rng = random.Random(seed)
    s = new_scenario("panache", columns, rows, orientation=orientation, stagger=stagger)  # type: ignore[arg-type]
    grid = s.grid
    cells = list(grid.hexes())
    for h in cells:
        elements = set()
        if rng.randrange(3) == 0:
            elements.add(rng.choice(PLAIN))
        if rng.randrange(2) == 0:
            elements.add(rng.choice(CONNECTED))
        level = rng.randrange(3) if "colline" in elements else 0
        if elements:
            s.set_terrain(h, HexTerrain(frozenset(elements), level))
    for h in cells:
        for edge in edges_of(h)[:3]:
            other = edge.far_hex
            if not grid.contains(other):
                continue
            for element in CONNECTED:
                both = element in s.terrain_at(h).elements & s.terrain_at(other).elements
                if both and rng.randrange(3) > 0:
                    s.links.setdefault(element, set()).add(edge)
            if rng.randrange(4) == 0:
                element = rng.choice(OBSTACLES)
                facing = rng.choice([h, other])
                if element == "falaise" and "colline" not in s.terrain_at(facing).elements:
                    continue
                s.obstacles[(edge, element)] = EdgeObstacle(edge, element, facing)
    return s
