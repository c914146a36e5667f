"""The hexes a retreating unit may step to are its own (tests from the mutation
run of ``combat_retreat``).

The engine's reading of the retreat (docs/rules.md, Retreats: « each flag not
ignored moves the unit its retreat distance away from the attacker, step by step
to a free hex farther away »; ch. 1 « les retraites éventuelles »). Two units of the
same side beside one enemy, on opposite faces, retreat to opposite hexes, even
when asked one after the other with no piece moved in between (the options are
kept per placement: red when the kept value is not told whose retreat it is).
"""

from __future__ import annotations

from rules_helpers import CENTRE, blank, state, unit

from editor.core.hexes import Hex, distance, neighbor, neighbors
from editor.rules.combat_retreat import retreat_options
from editor.rules.position import Combat, combat_with, with_changes
from editor.rules.terrain import hex_of, key


def _farther(h: Hex, enemy: Hex) -> set[Hex]:
    """The neighbours of ``h`` one hex farther from ``enemy``."""
    return {n for n in neighbors(h) if distance(n, enemy) == distance(h, enemy) + 1}


def test_two_units_retreating_from_one_enemy_each_step_away_on_their_own_side() -> None:
    sc = blank()
    north, south = neighbor(CENTRE, 0), neighbor(CENTRE, 3)
    unit(sc, "enemy", "b", CENTRE)
    unit(sc, "north", "a", north)
    unit(sc, "south", "a", south)
    s = state(sc)
    e, n, so = s.units["enemy"], s.units["north"], s.units["south"]
    fight = Combat(e, n, False, "retreat", key(north), retreating=n, away_from=key(CENTRE))
    pos = with_changes(s.pos, combat=fight)
    assert {hex_of(k) for k in retreat_options(s.ctx, pos)} == _farther(north, CENTRE)
    other = with_changes(pos, combat=combat_with(fight, defender=so, retreating=so))
    assert {hex_of(k) for k in retreat_options(s.ctx, other)} == _farther(south, CENTRE)
    assert not _farther(north, CENTRE) & _farther(south, CENTRE)
