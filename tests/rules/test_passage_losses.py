"""Passage losses through a face holding several obstacles, with loaded dice.

Annexe 1, Pertes de passage: « Un attaquant par une face où est cet obstacle subit
AVANT son combat contre l'unité ennemie un simili-combat avec un nombre de dés
variant selon l'obstacle et le type de cet attaquant »; the table: Pieux,
Infanterie 1; Trous, Infanterie 2; « Rappel : l'armure est inversée ». « Si des
éléments sont combinés, leurs effets se cumulent »: each obstacle of the face
throws its own dice, one after the other, all before the combat.
"""

from __future__ import annotations

from rules_helpers import blank, corridor, game, obstacle, play, put, to_combat, unit, wall_off

from editor.rules.actions import Attack, DefenceOrder
from editor.rules.events_combat import (
    DiceRolled,
    Eliminated,
    Repulsed,
    RetreatBlocked,
    Retreated,
)


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


def _across_stakes(cls: str = "infanterie", plaquettes: int = 4):
    """``att`` of class ``cls`` attacks across stakes (pieux) facing ``dfd``, in a
    corridor walled by lakes; side b has spare units far away so that a loss
    does not end the game: (scenario, hexes, ctx, position at the attack)."""
    p = corridor(n=6)
    sc = blank()
    wall_off(sc, p + [sc.grid.to_hex(1 + i, 11) for i in range(3)])
    obstacle(sc, p[2], p[3], "pieux", facing=p[3])
    unit(sc, "att", "a", p[2], cls, plaquettes=plaquettes)
    unit(sc, "dfd", "b", p[3])
    for i in range(3):
        unit(sc, f"spare{i}", "a", sc.grid.to_hex(1 + i, 11))
    ctx, pos = game(sc)
    return sc, p, ctx, to_combat(ctx, pos, "att")


def test_passage_dice_are_told_without_letters_or_flags_ignored(
    loaded_dice: list[str],
) -> None:
    """« Attaquant subit pertes de passage », a combat « dû au seul obstacle »: its
    throw is told as the obstacle's, and what only a combat between the two
    opponents gives is not in it: no order token for a letter, no flag ignored by
    the defender (the obstacle's « Défenseur ignore 1 drapeau » is the attack's)."""
    _sc, _p, ctx, pos = _across_stakes()
    tokens = pos.tokens[0]
    loaded_dice += ["O", "L*", "L*"]  # pieux, infantry: 1 die, an order letter
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    passage = next(e for e in events if isinstance(e, DiceRolled))
    assert (passage.purpose, passage.obstacle, passage.unit, passage.target) == (
        "passage",
        "pieux",
        "dfd",
        "att",
    )
    assert (passage.hits, passage.flags, passage.letters, passage.ignored_flags) == (0, 0, 0, 0)
    assert pos.tokens[0] == tokens


def test_an_attacker_destroyed_by_its_passage_losses_does_not_attack(
    loaded_dice: list[str],
) -> None:
    """The passage losses come « AVANT son combat »: an attacker with one plaquette
    left that the stakes hit is eliminated, and no attack is thrown."""
    _sc, _p, ctx, pos = _across_stakes(plaquettes=1)
    loaded_dice += ["H"]
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.unit for e in events if isinstance(e, Eliminated)] == ["att"]
    assert [e.purpose for e in events if isinstance(e, DiceRolled)] == ["passage"]
    assert pos.combat is None and not pos.over


def test_a_passage_flag_pushes_cavalry_back_two_hexes(loaded_dice: list[str]) -> None:
    """« peut avoir des effets immédiatement effectués, comme un recul »: a flag of
    the passage losses is a retreat, 2 hexes for cavalry (play data: retreat per
    flag); the cavalry, thrown back by the stakes, then does not attack."""
    sc, p, ctx, pos = _across_stakes("cavalerie")
    a = ctx.piece_index["att"]
    assert ctx.pieces[a].retreat == 2
    loaded_dice += ["FL"]  # pieux, cavalry: 2 dice, one flag
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.to for e in events if isinstance(e, Retreated)] == [
        sc.grid.label(p[1]),
        sc.grid.label(p[0]),
    ]
    assert [e for e in events if isinstance(e, Repulsed)] == [Repulsed("att", "pieux")]
    assert pos.combat is None
    assert not any(isinstance(e, DiceRolled) and e.purpose == "attack" for e in events)


def test_an_attacker_that_cannot_be_pushed_back_by_the_stakes_pays_and_attacks(
    loaded_dice: list[str],
) -> None:
    """A flag of the passage losses is a retreat (« comme un recul »); a retreat
    step that cannot be taken costs a plaquette (ruleset assumption): with lakes
    behind it the attacker stays, loses one plaquette, and, not thrown back, makes
    its attack (3 plaquettes left: 3 dice)."""
    sc, p, _ctx, _pos = _across_stakes()
    put(sc, p[1], "lac")
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    a = ctx.piece_index["att"]
    loaded_dice += ["F", "LLL", "L*"]  # pieux: a flag; the attack; the riposte
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.unit for e in events if isinstance(e, RetreatBlocked)] == ["att"]
    assert not any(isinstance(e, Repulsed) for e in events)
    assert [e.purpose for e in events if isinstance(e, DiceRolled)] == [
        "passage",
        "attack",
        "riposte",
    ]
    assert pos.plaquettes[a] == 3 and pos.at[a] == ctx.key_of(sc.grid.label(p[2]))
