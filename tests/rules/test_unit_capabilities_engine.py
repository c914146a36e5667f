"""The rules engine takes the scenario units' capabilities: « Stop sauf skieurs »."""

from __future__ import annotations

import pytest
from rules_helpers import blank, corridor, put, state, wall_off

from editor.core.scenario import Unit
from editor.rules.movement import movement_range


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_skiers_from_the_scenario_cross_snow(rid: str) -> None:
    line = corridor(n=5)
    sc = blank(rid)
    wall_off(sc, line)
    put(sc, line[1], "neige")
    put(sc, line[2], "neige")
    # Light infantry moves 2 hexes: snow, then snow again.
    sc.units.append(Unit("ski", "a", "Skieurs", "infanterie", line[0], "légère", 4))
    sc.units.append(
        Unit("ski2", "a", "Skieurs", "infanterie", line[4], "légère", 4, capabilities=("skieurs",))
    )
    s = state(sc)
    assert s.ctx.pieces[s.units["ski2"]].capabilities == frozenset({"skieurs"})
    walker = movement_range(s.ctx, s.pos, s.units["ski"])
    assert line[1] in walker and line[2] not in walker  # stop in the first snow hex
    sc.units[0].capabilities = ("skieurs",)
    s = state(sc)
    skier = movement_range(s.ctx, s.pos, s.units["ski"])
    assert skier.cost(line[2]) == 2  # through the snow, no stop
