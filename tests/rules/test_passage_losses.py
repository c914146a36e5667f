"""Passage losses through a face holding several obstacles, with loaded dice.

Annexe 1, Pertes de passage: « Un attaquant par une face où est cet obstacle subit
AVANT son combat contre l'unité ennemie un simili-combat avec un nombre de dés
variant selon l'obstacle et le type de cet attaquant »; the table: Pieux,
Infanterie 1; Trous, Infanterie 2; « Rappel : l'armure est inversée ». « Si des
éléments sont combinés, leurs effets se cumulent »: each obstacle of the face
throws its own dice, one after the other, all before the combat.
"""

from __future__ import annotations

from rules_helpers import blank, corridor, game, obstacle, play, to_combat, unit, wall_off

from editor.rules.actions import Attack, DefenceOrder


def test_each_obstacle_of_the_face_throws_its_passage_losses_before_the_combat(
    loaded_dice: list[str],
) -> None:
    p = corridor(n=6)
    sc = blank()
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "pieux", facing=p[2])
    obstacle(sc, p[1], p[2], "trous", facing=p[2])
    unit(sc, "att", "a", p[1])  # élite infantry, 4 plaquettes
    unit(sc, "dfd", "b", p[2])
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    a = ctx.piece_index["att"]
    # every die a hit (in whatever order the face's obstacles are thrown); the
    # combat and the riposte hit nothing
    loaded_dice += ["H*", "H*", "L*", "L*"]
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    rolls = [e for e in events if e.kind == "dice_rolled"]
    passages = {(e.obstacle, len(e.faces), e.hits) for e in rolls if e.purpose == "passage"}
    assert passages == {("pieux", 1, 1), ("trous", 2, 2)}
    assert [e.purpose for e in rolls][:3] == ["passage", "passage", "attack"]
    assert pos.plaquettes[a] == 4 - 3
