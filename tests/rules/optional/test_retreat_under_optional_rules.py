"""A retreat under Annexe 3's optional rules is the retreat of the rulebook (a test
from the mutation run of ``combat_retreat``: red when a step taken with the
optional rules in play loses the position, through the hook that empties a boat
the unit was aboard).

docs/rules.md, Retreats: « each flag not ignored moves the unit its retreat
distance away from the attacker, step by step to a free hex farther away »; the
boats rule (ruleset assumption): « A unit that leaves its boat other than by
landing [...] leaves it with nobody aboard »: a unit on land has no boat to leave,
and steps back as without the optional rules.
"""

from __future__ import annotations

from opt_helpers import game
from rules_helpers import blank, corridor, play, to_combat, unit, wall_off

from editor.rules.actions import Attack, DefenceOrder
from editor.rules.events_combat import Retreated
from editor.rules.terrain import key


def test_a_flag_pushes_the_defender_one_hex_back_with_the_boats_rule_played(
    loaded_dice: list[str],
) -> None:
    p = corridor(n=6)
    sc = blank()
    wall_off(sc, p)
    unit(sc, "att", "a", p[1])  # élite infantry: 4 dice
    unit(sc, "dfd", "b", p[2])  # infantry: retreats 1 hex a flag
    ctx, pos = game(sc, "boats")
    pos = to_combat(ctx, pos, "att")
    loaded_dice.append("FOOO")  # one flag; a unit that retreated does not riposte
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e for e in events if isinstance(e, Retreated)] == [
        Retreated("dfd", sc.grid.label(p[2]), sc.grid.label(p[3]))
    ]
    assert pos.at[ctx.piece_index["dfd"]] == key(p[3])
