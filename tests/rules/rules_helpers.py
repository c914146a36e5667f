"""Small builders for rules tests: a map, terrain, obstacles and units in a few lines."""

from __future__ import annotations

from functools import cache

from editor.core.edges import edge_between
from editor.core.hexes import Hex, neighbor
from editor.core.play_rules import PlayRules
from editor.core.ruleset import Ruleset
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.state import GameState, new_game


@cache
def ruleset(rid: str) -> Ruleset:
    return load_ruleset(rid)


@cache
def play_rules(rid: str = "panache") -> PlayRules:
    """The ruleset's ``play:`` section."""
    play = ruleset(rid).play
    assert play is not None, f"{rid}: no play: section"
    return play


def blank(rid: str = "panache", columns: int = 12, rows: int = 12) -> Scenario:
    sc = new_scenario(rid, columns, rows)
    sc.sides = [Side("a", "A"), Side("b", "B")]
    return sc


CENTRE = Hex(5, 3)
"""Well inside a 12 x 12 flat odd-q map."""


def corridor(start: Hex = CENTRE, d: int = 0, n: int = 5) -> list[Hex]:
    """``n`` hexes in a straight line from ``start`` in direction ``d``."""
    out = [start]
    for _ in range(n - 1):
        out.append(neighbor(out[-1], d))
    return out


def wall_off(sc: Scenario, keep: list[Hex], element: str = "lac") -> None:
    """Fill every other hex of the map with ``element`` (impassable water)."""
    for h in sc.grid.hexes():
        if h not in keep:
            sc.set_terrain(h, HexTerrain(frozenset((element,))))


def put(sc: Scenario, h: Hex, *elements: str, level: int = 0) -> None:
    sc.set_terrain(h, HexTerrain(frozenset(elements), level))


def obstacle(sc: Scenario, a: Hex, b: Hex, element: str, facing: Hex) -> None:
    sc.add_obstacle(EdgeObstacle(edge_between(a, b), element, facing))


def unit(
    sc: Scenario,
    uid: str,
    side: str,
    h: Hex,
    cls: str = "infanterie",
    quality: str = "élite",
    plaquettes: int = 4,
    leader: str = "",
    value: int = 0,
) -> None:
    sc.units.append(Unit(uid, side, uid, cls, h, quality, plaquettes, leader, value))


def state(sc: Scenario, seed: int = 0) -> GameState:
    return new_game(sc, ruleset(sc.ruleset), play_rules(sc.ruleset), seed)
