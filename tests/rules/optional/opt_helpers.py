"""Builders for the optional rules' tests: a game with some rules on, its state set
by hand, and the context that holds in a position."""

from __future__ import annotations

from dataclasses import replace

from rules_helpers import blank, ruleset

from editor.core.hexes import Hex, neighbor
from editor.core.scenario import HexTerrain, Scenario, Unit
from editor.rules.context import GameContext, Options
from editor.rules.engine import start
from editor.rules.game import game_context
from editor.rules.optional.state import OptState, Weather
from editor.rules.position import Position, with_changes
from editor.rules.terrain import key


def game(
    sc: Scenario, *rules: str, seed: int = 0, first: str = "a", **conditions: str
) -> tuple[GameContext, Position]:
    """A started game of ``sc`` playing ``rules``, with these battle conditions."""
    sc.setup.first_player = first
    sc.conditions.update(conditions)
    ctx = game_context(sc, ruleset(sc.ruleset), Options(rules=frozenset(rules)))
    pos, _ = start(ctx, seed)
    return ctx, pos


def add(
    sc: Scenario,
    uid: str,
    side: str,
    h: Hex,
    cls: str = "infanterie",
    quality: str = "élite",
    plaquettes: int = 4,
    *,
    weight: str = "",
    caps: tuple[str, ...] = (),
    leader: str = "",
    asleep: bool = False,
) -> None:
    sc.units.append(
        Unit(uid, side, uid, cls, h, quality, plaquettes, leader, 0, weight, "", caps,
             None, asleep)
    )  # fmt: skip


def put(sc: Scenario, h: Hex, *elements: str) -> None:
    sc.set_terrain(h, HexTerrain(frozenset(elements)))


def line(start: Hex, d: int, n: int) -> list[Hex]:
    out = [start]
    for _ in range(n - 1):
        out.append(neighbor(out[-1], d))
    return out


def with_state(pos: Position, **changes: object) -> Position:
    st = pos.optional or OptState()
    return with_changes(pos, optional=replace(st, **changes))


def with_weather(pos: Position, **changes: object) -> Position:
    st = pos.optional or OptState()
    w = replace(st.weather or Weather(), **changes)
    return with_changes(pos, optional=replace(st, weather=w))


def eff(ctx: GameContext, pos: Position) -> GameContext:
    """The context that holds in ``pos``."""
    return ctx.optional.effective(ctx, pos)


def idx(ctx: GameContext, uid: str) -> int:
    return ctx.piece_index[uid]


def k(h: Hex) -> int:
    return key(h)


__all__ = ["blank"]
