"""An attack announced, and the defender's order: what the events tell, who
decides, what the position keeps (Thucydide ch. 1, Phase de Combats: « annonçant
le nombre de dés de combat », « donner un ordre d'attaque », « Le joueur attaqué
peut (en consommant des pions d'ordre) donner un ordre de défense »). Written
from the mutation run of ``combat_flow`` (docs/mutation-survivors.md): each test
was checked red under the mutants it names there."""

from __future__ import annotations

from dataclasses import replace

from rules_helpers import blank, corridor, game, play, to_combat, unit
from test_follow_ups import _followed_up

from editor.core.hexes import Hex
from editor.rules import combat_flow
from editor.rules.actions import Attack, Charge, DefenceOrder, Resign
from editor.rules.engine import IllegalAction, legal_actions
from editor.rules.events_combat import AttackAnnounced
from editor.rules.events_game import Revealed
from editor.rules.events_orders import OrderGiven


def _duel(**kw: object):
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[1])  # élite: 4 dice
    unit(sc, "dfd", "b", p[2])
    q = corridor(Hex(5, 8), n=4)  # a line of its own, in sight
    unit(sc, "arc", "a", q[0], quality="archers")  # range 3, 2 dice
    unit(sc, "far", "b", q[3])
    ctx, pos = game(sc)
    return ctx, to_combat(ctx, pos, "att", "arc")


def test_an_attack_is_announced_with_its_dice_and_whether_it_is_a_shot(
    loaded_dice: list[str],
) -> None:
    """« annonçant le nombre de dés de combat »; a combat is a shot when the target
    is not adjacent (« soit sur une case adjacente, soit à portée »). Only a
    marker that attacks is turned over (test_fog): a unit in plain view is not."""
    ctx, pos = _duel()
    loaded_dice += ["LLLL", "LLLL"]  # the attack, then the riposte
    after, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e for e in events if isinstance(e, AttackAnnounced)] == [
        AttackAnnounced("att", "dfd", 4, False, False)
    ]
    # no marker on the table: nothing to turn over (Annexe 3, Unités cachées)
    assert not any(isinstance(e, Revealed) for e in events) and after.revealed == pos.revealed
    loaded_dice += ["LL"]  # no riposte at range
    _after, events = play(ctx, after, Attack("arc", "far"), DefenceOrder(False))
    assert [e for e in events if isinstance(e, AttackAnnounced)] == [
        AttackAnnounced("arc", "far", 2, True, False)
    ]


def test_the_orders_given_are_told_with_their_kind_cost_and_unit(
    loaded_dice: list[str],
) -> None:
    """An attack order and a defence order each cost their tokens (play data: 1
    each) and are told: which side, which order, what it cost, for which unit."""
    ctx, pos = _duel()
    cost = ctx.play.orders
    loaded_dice += ["LLLLL", "LLLL"]
    after, events = play(ctx, pos, Attack("att", "dfd", attack_order=True), DefenceOrder(True))
    assert [e for e in events if isinstance(e, OrderGiven)] == [
        OrderGiven(ctx.sides[0], "attack", cost.attack_cost, "att"),
        OrderGiven(ctx.sides[1], "defence", cost.defence_cost, "dfd"),
    ]
    assert after.tokens == (pos.tokens[0] - cost.attack_cost, pos.tokens[1] - cost.defence_cost)


def test_the_defender_decides_its_order_with_just_enough_tokens_and_not_without(
    loaded_dice: list[str],
) -> None:
    """« Le joueur attaqué peut (en consommant des pions d'ordre) donner un ordre de
    défense »: with exactly the order's cost in tokens the attacked player is asked
    (the decision is his); with fewer there is nothing to ask and the dice are
    thrown at once."""
    ctx, pos = _duel()
    cost = ctx.play.orders.defence_cost
    just = replace(pos, tokens=(pos.tokens[0], cost))
    asked, _events = play(ctx, just, Attack("att", "dfd"))
    assert asked.combat is not None and asked.combat.stage == "defence"
    assert asked.combat.decider == 1
    assert {type(a) for a in legal_actions(ctx, asked)} - {Resign} == {DefenceOrder}
    short = replace(pos, tokens=(pos.tokens[0], cost - 1))
    loaded_dice += ["LLLL", "LLLL"]  # the attack, then the riposte
    thrown, events = play(ctx, short, Attack("att", "dfd"))
    assert thrown.combat is None
    assert [e.purpose for e in events if e.kind == "dice_rolled"] == ["attack", "riposte"]


def test_a_unit_fights_once_a_turn(loaded_dice: list[str]) -> None:
    """« le joueur fait combattre ses unités une par une »: a unit that has fought
    may not attack again in the same combat phase."""
    ctx, pos = _duel()
    loaded_dice += ["LLLL", "LLLL"]
    after, _events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert ctx.piece_index["att"] in after.fought
    try:
        play(ctx, after, Attack("att", "dfd"))
    except IllegalAction:
        pass
    else:
        raise AssertionError("a unit attacked twice in one turn")


def test_the_dice_are_faces_of_the_die_drawn_from_the_game_s_generator() -> None:
    """Dés de combat: each die shows one of the die's symbols (the ruleset's six
    faces); the throw is drawn from the position's generator, so the same position
    throws the same dice and the position after the throw has moved on."""
    ctx, pos = _duel()
    faces, after = combat_flow.roll(ctx, pos, 600)
    assert len(faces) == 600 and set(faces) == set(ctx.play.die)
    assert combat_flow.roll(ctx, pos, 600)[0] == faces
    assert after.rng != pos.rng
    assert combat_flow.roll(ctx, after, 600)[0] != faces


def test_a_charge_is_announced_as_one_and_the_unit_marked_as_having_charged(
    loaded_dice: list[str],
) -> None:
    """« effectuant les suivis, les charges puis les poursuites »: the cavalry that
    destroyed its target and followed up charges e0; the attack is told as a
    charge and the position keeps that the unit charged this turn (both sides
    see it, fog.observe), which the first attack, no charge, did not mark."""
    ctx, pos = _followed_up(loaded_dice)
    att = ctx.piece_index["att"]
    assert att in pos.fought and att not in pos.charged
    loaded_dice += ["LLLL", "LL"]  # the charge, then e0's riposte (2 plaquettes: 2 dice)
    after, events = play(ctx, pos, Charge("e0"), DefenceOrder(False))
    announced = [e for e in events if isinstance(e, AttackAnnounced)]
    assert [(e.unit, e.target, e.charge) for e in announced] == [("att", "e0", True)]
    assert att in after.charged
