"""Small builders for rules tests: a map, terrain, obstacles and units in a few lines."""

from __future__ import annotations

from functools import cache

from editor.core.edges import edge_between
from editor.core.hexes import Hex, neighbor
from editor.core.ruleset import Ruleset
from editor.core.ruleset_play import PlayRules
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.context import GameContext, Options
from editor.rules.game import game_context
from editor.rules.position import Position
from editor.rules.setup import scenario_position
from editor.rules.terrain import key


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


class Board:
    """A test's game context and position: units where the scenario puts them.

    ``units`` maps unit ids to piece indexes, so engine calls read
    ``movement_range(s.ctx, s.pos, s.units["u"])``."""

    def __init__(self, ctx: GameContext, pos: Position) -> None:
        self.ctx = ctx
        self.pos = pos
        self.units = dict(ctx.piece_index)
        self.play = ctx.play

    def place(self, index: int, h: Hex | None) -> None:
        """Move a piece (None: off the map) in this board's position."""
        from dataclasses import replace

        at = list(self.pos.at)
        at[index] = key(h) if h is not None else -1
        self.pos = replace(self.pos, at=tuple(at))

    def at(self, uid: str) -> Hex | None:
        from editor.rules.terrain import hex_of

        k = self.pos.at[self.units[uid]]
        return hex_of(k) if k >= 0 else None


def state(sc: Scenario, seed: int = 0, **options: object) -> Board:
    ctx = game_context(sc, ruleset(sc.ruleset), Options(**options))  # type: ignore[arg-type]
    return Board(ctx, scenario_position(ctx))


def game(sc: Scenario, seed: int = 0, first: str = "a", **options: object):
    """A started game of ``sc`` with side ``first`` to play: (ctx, position)."""
    from editor.rules.engine import start

    sc.setup.first_player = first
    ctx = game_context(sc, ruleset(sc.ruleset), Options(**options))  # type: ignore[arg-type]
    pos, _events = start(ctx, seed)
    return ctx, pos


def play(ctx: GameContext, pos: Position, *actions: object):
    """Apply ``actions`` in turn: (position, every event)."""
    from editor.rules.engine import apply

    events: list = []
    for a in actions:
        pos, evs = apply(ctx, pos, a)  # type: ignore[arg-type]
        events += evs
    return pos, events


def to_combat(ctx: GameContext, pos: Position, *units: str):
    """Activate ``units`` and end the command and movement phases."""
    from editor.rules.actions import Activate, EndPhase

    return play(ctx, pos, *[Activate(u) for u in units], EndPhase(), EndPhase())[0]
