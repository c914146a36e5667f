"""A scenario where the hot hexes are obvious: two units face each other across one
hex side, every other hex is a lake, so nobody moves; every combat is fought on
one of the two hexes and every unit dies on its own."""

from __future__ import annotations

from pathlib import Path

from editor.core.scenario import HexTerrain, Side, Unit, new_scenario
from editor.io.scenario_encode import dumps_scenario

A_HEX = (5, 7)
B_HEX = (5, 6)


def arena(
    path: Path,
    *,
    a_quality: str = "élite",
    b_quality: str = "ligne",
    a_plaquettes: int = 2,
    b_plaquettes: int = 2,
) -> Path:
    s = new_scenario("panache", 9, 12, title="Arène")
    g = s.grid
    a, b = g.to_hex(*A_HEX), g.to_hex(*B_HEX)
    s.sides = [Side("a", "Rouges", home_edge="S"), Side("b", "Bleus", home_edge="N")]
    s.sides[0].deployment = {a}
    s.sides[1].deployment = {b}
    s.setup.turns = 6
    for h in g.hexes():
        if h not in (a, b):
            s.set_terrain(h, HexTerrain(frozenset({"lac"})))
    s.units = [
        Unit("ra", "a", "Rouge", "infanterie", a, a_quality, a_plaquettes),
        Unit("bb", "b", "Bleu", "infanterie", b, b_quality, b_plaquettes),
    ]
    path.write_text(dumps_scenario(s), encoding="utf-8")
    return path
