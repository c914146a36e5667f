"""The attack's throw and what follows it in ``combat_flow.run``: the defender's
retreat per flag (Thucydide ch. 1, Phase de Combats: « en appliquant les
résultats en commençant par les pertes puis les retraites éventuelles »).
Written from the mutation run of ``combat_flow`` (docs/mutation-survivors.md):
each test was checked red under the mutants it names there."""

from __future__ import annotations

from rules_helpers import blank, corridor, game, play, to_combat, unit, wall_off

from editor.rules.actions import Attack, DefenceOrder
from editor.rules.events_combat import DiceRolled, Retreated


def test_a_flag_sends_a_cavalry_defender_back_two_hexes(loaded_dice: list[str]) -> None:
    """The retreat per flag is the retreating unit's own (play data: 1 hex on foot,
    2 for cavalry): one flag of the attack sends the cavalry defender two hexes
    back along the corridor, no hit taken."""
    p = corridor(n=6)
    sc = blank()
    wall_off(sc, p)
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2], "cavalerie")
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    d = ctx.piece_index["dfd"]
    assert ctx.pieces[d].retreat == 2
    loaded_dice.append("FLLL")
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.to for e in events if isinstance(e, Retreated)] == [
        sc.grid.label(p[3]),
        sc.grid.label(p[4]),
    ]
    assert pos.plaquettes[d] == 4 and pos.at[d] == ctx.key_of(sc.grid.label(p[4]))


def test_no_riposte_to_a_shot_even_from_a_unit_in_range(loaded_dice: list[str]) -> None:
    """« la riposte de l'adversaire si cela lui est possible », read by the engine
    as a riposte in melee only (docs/rules.md: ranged attacks « get no riposte »):
    archers shooting at archers two hexes away, who could shoot back, take none."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "arc", "a", p[1], quality="archers")
    unit(sc, "foe", "b", p[3], quality="archers")
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "arc")
    assert ctx.pieces[ctx.piece_index["foe"]].range >= 2
    loaded_dice.append("LL")  # the shot; a riposte would ask for more dice
    pos, events = play(ctx, pos, Attack("arc", "foe"), DefenceOrder(False))
    assert [e.purpose for e in events if isinstance(e, DiceRolled)] == ["attack"]
    assert pos.combat is None


def test_a_defender_left_with_one_plaquette_ripostes_with_one_die(
    loaded_dice: list[str],
) -> None:
    """« subissant la riposte de l'adversaire si cela lui est possible »: the élite
    defender that the attack left with one plaquette (dice no more than the
    plaquettes left) still ripostes, with one die."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2], plaquettes=2)
    for i in range(3):  # side b's spares: one loss does not demoralise it
        unit(sc, f"spare{i}", "b", sc.grid.to_hex(1 + i, 11))
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    loaded_dice += ["HLLL", "M"]  # one hit; the riposte: one die, a hit on blue
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    rolls = [e for e in events if isinstance(e, DiceRolled)]
    assert [(e.purpose, len(e.faces)) for e in rolls] == [("attack", 4), ("riposte", 1)]
    assert pos.plaquettes[ctx.piece_index["att"]] == 3
