"""Follow-ups and charges, their corner cases, with loaded dice.

Thucydide ch. 1, Phase de Combats: « effectuant les suivis, les charges puis les
poursuites éventuelles pour les troupes qui y sont autorisées ». The extracts do
not say who nor how; the ruleset's ``play.combat_sequence`` assumption reads it
as: in melee, an attacker of a follow-up class may advance into the hex its
defender left « unless forbidden or impassable to it »; a unit of a charge class
that followed up « may then attack once more an enemy adjacent to its new hex
[...], a full combat with riposte but with no further follow-up charge ».
Annexe 1, Falaise: « Impassable » (movement), nothing for combat.
"""

from __future__ import annotations

import pytest
from rules_helpers import blank, corridor, game, obstacle, play, put, to_combat, unit

from editor.core.hexes import neighbor
from editor.rules.actions import Attack, Charge, DefenceOrder, FollowUp
from editor.rules.engine import legal_actions


def _spares(sc, n: int) -> None:
    """Side b units far away, so that its losses here do not demoralise it."""
    for i in range(n):
        unit(sc, f"spare{i}", "b", sc.grid.to_hex(1 + i, 11))


def _destroy(sc, loaded_dice: list[str], spares: int = 3):
    """``att`` destroys ``dfd`` (every die a hit) in the first combat phase; side b
    has ``spares`` more units far away: (ctx, position, events)."""
    _spares(sc, spares)
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    loaded_dice.append("H*")
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    return ctx, pos, events


def _charges(ctx, pos) -> set[str]:
    return {a.target for a in legal_actions(ctx, pos) if isinstance(a, Charge) and a.target}


@pytest.mark.parametrize("d", range(6))
def test_the_attacker_follows_up_into_the_hex_left_on_any_side(
    loaded_dice: list[str], d: int
) -> None:
    sc = blank()
    at = sc.grid.to_hex(6, 6)
    unit(sc, "att", "a", at)
    unit(sc, "dfd", "b", neighbor(at, d), plaquettes=1)
    ctx, pos, _ = _destroy(sc, loaded_dice)
    assert pos.combat is not None and pos.combat.stage == "follow"
    pos, events = play(ctx, pos, FollowUp(True))
    followed = [(e.unit, e.to) for e in events if e.kind == "followed_up"]
    assert followed == [("att", sc.grid.label(neighbor(at, d)))]
    assert pos.combat is None  # infantry does not charge


def test_artillery_never_follows_up(loaded_dice: list[str]) -> None:
    """« Artillery and vehicles never follow up » (the ruleset's assumption)."""
    sc = blank()
    at = sc.grid.to_hex(6, 6)
    unit(sc, "att", "a", at, "artillerie")
    unit(sc, "dfd", "b", neighbor(at, 0), plaquettes=1)
    ctx, pos, events = _destroy(sc, loaded_dice)
    assert [e.unit for e in events if e.kind == "eliminated"] == ["dfd"]
    assert pos.combat is None
    assert pos.at[ctx.piece_index["att"]] == ctx.key_of(sc.grid.label(at))


def test_a_follow_up_is_never_forced(loaded_dice: list[str]) -> None:
    sc = blank()
    at = sc.grid.to_hex(6, 6)
    unit(sc, "att", "a", at)
    unit(sc, "dfd", "b", neighbor(at, 0), plaquettes=1)
    ctx, pos, _ = _destroy(sc, loaded_dice)
    after, events = play(ctx, pos, FollowUp(False))
    assert events == [] and after.combat is None
    assert after.at == pos.at


def test_a_charge_may_hit_every_enemy_around_the_new_hex_and_no_friend(
    loaded_dice: list[str],
) -> None:
    """The cavalry follows up into the hex of the unit it destroyed; the enemies
    around it, on any side, are what it may charge; a friend there is not."""
    p = corridor(n=4)
    sc = blank()
    x = p[2]  # the defender's hex, where the cavalry follows up
    unit(sc, "att", "a", p[1], "cavalerie")
    unit(sc, "dfd", "b", x, plaquettes=1)
    unit(sc, "e0", "b", neighbor(x, 0), plaquettes=1)
    unit(sc, "friend", "a", neighbor(x, 1))
    unit(sc, "e5", "b", neighbor(x, 5))
    ctx, pos, _ = _destroy(sc, loaded_dice, spares=5)
    pos, _ = play(ctx, pos, FollowUp(True))
    assert pos.combat is not None and pos.combat.stage == "charge"
    assert _charges(ctx, pos) == {"e0", "e5"}


def _followed_up(loaded_dice: list[str]):
    """Élite cavalry has destroyed ``dfd`` and followed into its hex x, next to e0
    (two plaquettes) and e5: (ctx, position at the charge decision)."""
    p = corridor(n=4)
    sc = blank()
    x = p[2]
    unit(sc, "att", "a", p[1], "cavalerie")
    unit(sc, "dfd", "b", x, plaquettes=1)
    unit(sc, "e0", "b", neighbor(x, 0), plaquettes=2)
    unit(sc, "e5", "b", neighbor(x, 5))
    ctx, pos, _ = _destroy(sc, loaded_dice, spares=5)
    pos, _ = play(ctx, pos, FollowUp(True))
    assert pos.combat is not None and pos.combat.stage == "charge"
    return ctx, pos


def test_a_charge_is_never_forced(loaded_dice: list[str]) -> None:
    ctx, pos = _followed_up(loaded_dice)
    after, events = play(ctx, pos, Charge())
    assert events == [] and after.combat is None
    assert after.at == pos.at and after.plaquettes == pos.plaquettes
    assert after.at[ctx.piece_index["att"]] == ctx.pieces[ctx.piece_index["dfd"]].start


def test_a_charge_with_an_attack_order_costs_its_token_and_adds_its_die(
    loaded_dice: list[str],
) -> None:
    """« donner un ordre d'attaque » (play data: attack_cost 1, attack_dice 1): the
    élite cavalry charges with 5 dice instead of 4."""
    ctx, pos = _followed_up(loaded_dice)
    tokens = pos.tokens[0]
    plain, events = play(ctx, pos, Charge("e0"))
    assert [e.dice for e in events if e.kind == "attack_announced"] == [4]
    assert plain.tokens[0] == tokens
    ordered, events = play(ctx, pos, Charge("e0", attack_order=True))
    assert [e.dice for e in events if e.kind == "attack_announced"] == [5]
    assert ordered.tokens[0] == tokens - 1


def test_after_a_charge_the_cavalry_may_follow_up_but_not_charge_again(
    loaded_dice: list[str],
) -> None:
    """« no further follow-up charge »: the charge destroys e0, the cavalry follows
    into its hex, next to e5, and the combat is over."""
    ctx, pos = _followed_up(loaded_dice)
    loaded_dice.append("H*")
    pos, events = play(ctx, pos, Charge("e0"), DefenceOrder(False))
    assert [e.unit for e in events if e.kind == "eliminated"] == ["e0"]
    assert pos.combat is not None and pos.combat.stage == "follow"
    e0_hex = ctx.label(ctx.pieces[ctx.piece_index["e0"]].start)
    pos, events = play(ctx, pos, FollowUp(True))
    assert [e.to for e in events if e.kind == "followed_up"] == [e0_hex]
    assert pos.combat is None
    assert not any(isinstance(a, Charge) for a in legal_actions(ctx, pos))


def test_no_follow_up_up_a_cliff(loaded_dice: list[str]) -> None:
    """A cliff forbids the move, not the combat: the cavalry destroys the unit above
    it but may not follow into its hex."""
    p = corridor(n=4)
    sc = blank()
    put(sc, p[2], "colline")
    obstacle(sc, p[1], p[2], "falaise", facing=p[2])  # « Sur une face de colline »
    unit(sc, "att", "a", p[1], "cavalerie")
    unit(sc, "dfd", "b", p[2], plaquettes=1)
    ctx, pos, events = _destroy(sc, loaded_dice)
    assert [e.unit for e in events if e.kind == "eliminated"] == ["dfd"]
    assert pos.combat is None
    assert not any(isinstance(a, FollowUp) for a in legal_actions(ctx, pos))
    assert pos.at[ctx.piece_index["att"]] == ctx.key_of(sc.grid.label(p[1]))


def test_no_follow_up_after_fire_at_range(loaded_dice: list[str]) -> None:
    """Only in melee: archers (infantry, a follow-up class) that destroy a unit two
    hexes away stay where they are."""
    p = corridor(n=4)
    sc = blank()
    unit(sc, "att", "a", p[0], "infanterie", "archers")
    unit(sc, "dfd", "b", p[2], plaquettes=1)
    ctx, pos, events = _destroy(sc, loaded_dice)
    assert [e.unit for e in events if e.kind == "eliminated"] == ["dfd"]
    assert pos.combat is None
    assert pos.at[ctx.piece_index["att"]] == ctx.key_of(sc.grid.label(p[0]))


@pytest.mark.parametrize(("boats", "follows"), [(("barques",), True), ((), False)])
def test_only_a_unit_with_boats_follows_up_onto_a_lake(
    loaded_dice: list[str], boats: tuple[str, ...], follows: bool
) -> None:
    """Annexe 1, Lac: « Cet élément est IMPASSABLE sauf avec des barques »: the hex
    left on the lake is open to an attacker with boats, not to one without."""
    from dataclasses import replace

    p = corridor(n=4)
    sc = blank()
    put(sc, p[2], "lac")
    unit(sc, "att", "a", p[1], "cavalerie")
    unit(sc, "dfd", "b", p[2], plaquettes=1)
    sc.units = [replace(u, capabilities=boats if u.id == "att" else ("barques",)) for u in sc.units]
    ctx, pos, events = _destroy(sc, loaded_dice)
    assert [e.unit for e in events if e.kind == "eliminated"] == ["dfd"]
    assert any(isinstance(a, FollowUp) for a in legal_actions(ctx, pos)) == follows
