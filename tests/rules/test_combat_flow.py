"""The combat sequence with loaded dice: every rule of a throw pinned to its faces.

Thucydide ch. 1, Phase de Combats: « lançant le nombre de dés ainsi ajusté puis
en appliquant les résultats en commençant par les pertes puis les retraites
éventuelles », « effectuant les suivis, les charges puis les poursuites »,
« subissant la riposte de l'adversaire si cela lui est possible »; « Le joueur
attaqué peut (en consommant des pions d'ordre) donner un ordre de défense ».
Dés de combat: the six symbols. Annexe 1: passage losses, « l'armure est
inversée », and what a defender behind an obstacle ignores.
"""

from __future__ import annotations

import pytest
from rules_helpers import blank, corridor, game, obstacle, play, put, to_combat, unit, wall_off

from editor.rules.actions import Attack, Charge, DefenceOrder, EndPhase, FollowUp, Retreat
from editor.rules.engine import IllegalAction, legal_actions
from editor.rules.events_combat import (
    DiceRolled,
    Eliminated,
    FollowedUp,
    PlaquettesLost,
    Repulsed,
    RetreatBlocked,
    Retreated,
)
from editor.rules.events_game import VictoryDeclared
from editor.rules.events_orders import TokensGained


def _duel(rid: str = "panache", att_cls: str = "infanterie", **kw: object):
    p = corridor(n=6)
    sc = blank(rid)
    unit(sc, "att", "a", p[1], att_cls)  # élite: 4 dice
    unit(sc, "dfd", "b", p[2])  # heavy infantry: blue (medium) armour
    return sc, p


def _at_attack(sc, *, seed: int = 0):
    ctx, pos = game(sc, seed)
    return ctx, to_combat(ctx, pos, "att")


def _kinds(events) -> list[str]:
    return [e.kind for e in events]


def test_n_hits_remove_n_plaquettes_and_letters_give_tokens(loaded_dice: list[str]) -> None:
    """Against blue armour « Coup touché sur verts et bleus » and « sur verts, bleus et
    rouges » hit, « sur verts » does not; « Lettre d'ordre » gives an order token."""
    sc, _p = _duel()
    ctx, pos = _at_attack(sc)
    a, d = ctx.piece_index["att"], ctx.piece_index["dfd"]
    tokens = pos.tokens[0]
    loaded_dice += ["HMLO", "LL"]  # the attack, then the riposte (2 plaquettes left: 2 dice)
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    roll = next(e for e in events if isinstance(e, DiceRolled))
    assert (roll.hits, roll.flags, roll.letters) == (2, 0, 1)
    assert pos.plaquettes[d] == 2 and pos.plaquettes[a] == 4
    assert pos.tokens[0] == tokens + 1
    gained = next(e for e in events if isinstance(e, TokensGained))
    assert gained.n == 1 and gained.total == tokens + 1
    assert pos.combat is None


def test_losses_come_before_retreats(loaded_dice: list[str]) -> None:
    """« en commençant par les pertes puis les retraites éventuelles »."""
    sc, p = _duel()
    wall_off(sc, p)
    ctx, pos = _at_attack(sc)
    loaded_dice.append("HFOO")
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    kinds = _kinds(events)
    assert kinds.index("plaquettes_lost") < kinds.index("retreated")
    assert not any(e.kind == "dice_rolled" and e.purpose == "riposte" for e in events)


def test_a_blocked_retreat_step_costs_one_plaquette(loaded_dice: list[str]) -> None:
    """A flag the defender cannot retreat for costs it a plaquette (ruleset assumption)."""
    sc, p = _duel()
    wall_off(sc, p[:3])  # nowhere to go behind the defender: lakes all round
    ctx, pos = _at_attack(sc)
    d = ctx.piece_index["dfd"]
    loaded_dice += ["FFOO", "LL"]  # two flags, no hit; then the riposte (2 plaquettes left)
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    blocked = [e for e in events if isinstance(e, RetreatBlocked)]
    assert len(blocked) == 2 and pos.plaquettes[d] == 2  # 2 flags x 1 hex: 2 steps
    lost = [e for e in events if isinstance(e, PlaquettesLost)]
    assert [e.n for e in lost] == [1, 1]


def test_flags_make_the_defender_retreat_its_distance(loaded_dice: list[str]) -> None:
    """Retreat per flag: 1 hex on foot (play data); cavalry 2."""
    sc, p = _duel()
    wall_off(sc, p)  # a corridor: one way back
    ctx, pos = _at_attack(sc)
    d = ctx.piece_index["dfd"]
    loaded_dice.append("FFOO")
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.to for e in events if isinstance(e, Retreated)] == [
        ctx.label(k) for k in (ctx.key_of(sc.grid.label(p[3])), ctx.key_of(sc.grid.label(p[4])))
    ]
    assert pos.plaquettes[d] == 4


@pytest.mark.parametrize(
    ("obstacles", "ignored"),
    [
        (("pieux",), 1),
        (("remblai",), 1),
        (("fortification",), 2),
        (("remblai", "pieux"), 1),  # the same « ignore 1 drapeau » twice counts once
        (("remblai", "fosse"), 1),  # « S'il y a remblais + fossé, on compte seulement remblais »
        (("remblai", "fosse", "pieux"), 1),
    ],
)
def test_flags_ignored_behind_a_face(
    obstacles: tuple[str, ...], ignored: int, loaded_dice: list[str]
) -> None:
    """« Défenseur ignore N drapeau(x) si Infanterie ou artillerie »; « si des éléments
    sont combinés, leurs effets se cumulent mais ne s'aggravent pas »."""
    sc, p = _duel()
    wall_off(sc, p)
    for element in obstacles:
        obstacle(sc, p[1], p[2], element, facing=p[2])
    ctx, pos = _at_attack(sc)
    from editor.rules.combat import dice_for_attack

    dice = dice_for_attack(ctx, pos, ctx.piece_index["att"], ctx.piece_index["dfd"])
    assert dice.defender_ignores_flags == ignored
    explained = " ".join(dice.explain("en"))
    if "fosse" in obstacles:
        assert "Ditch" not in explained  # only what counted is explained
    # passage losses first for stakes (pieux), then the attack: three flags
    n_passage = len(dice.passage_losses)
    loaded_dice += ["L" * n for _e, n in dice.passage_losses]  # nothing on blue, reversed
    flags = min(3, dice.dice)
    loaded_dice += ["F" * flags + "O" * (dice.dice - flags), "L*"]
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    attack = next(e for e in events if isinstance(e, DiceRolled) and e.purpose == "attack")
    assert attack.flags == flags and attack.ignored_flags == min(flags, ignored)
    steps = [e for e in events if isinstance(e, Retreated)]
    assert len(steps) == max(0, flags - ignored)
    assert n_passage == sum(1 for o in obstacles if o == "pieux")


def test_defence_order_is_the_defenders_decision(loaded_dice: list[str]) -> None:
    """« Le joueur attaqué peut (en consommant des pions d'ordre) donner un ordre de
    défense »; the defender then counts as supported (« soutenue du fait d'un ordre »)."""
    sc, p = _duel()
    wall_off(sc, p)
    ctx, pos = _at_attack(sc)
    pos, _ = play(ctx, pos, Attack("att", "dfd"))
    assert pos.deciding == 1 and pos.combat is not None and pos.combat.stage == "defence"
    assert legal_actions(ctx, pos) == [DefenceOrder(False), DefenceOrder(True), _resign()]
    with pytest.raises(IllegalAction):
        play(ctx, pos, EndPhase())
    tokens = pos.tokens[1]
    loaded_dice += ["FOOO", "LLLL"]
    after, events = play(ctx, pos, DefenceOrder(True))
    assert after.tokens[1] == tokens - ctx.play.orders.defence_cost
    attack = next(e for e in events if isinstance(e, DiceRolled))
    assert attack.ignored_flags == 1 and not any(isinstance(e, Retreated) for e in events)


def _resign():
    from editor.rules.actions import Resign

    return Resign()


def test_riposte_after_the_attack_never_a_riposte_to_it(loaded_dice: list[str]) -> None:
    sc, _p = _duel()
    ctx, pos = _at_attack(sc)
    a = ctx.piece_index["att"]
    loaded_dice += ["LLLL", "HHHO"]  # 0 hits; then the riposte: 3 hits, one letter
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    rolls = [e for e in events if isinstance(e, DiceRolled)]
    assert [r.purpose for r in rolls] == ["attack", "riposte"]
    assert pos.plaquettes[a] == 1
    assert pos.tokens[1] == ctx.play.orders.initial_tokens + 1  # the riposte's letter


def test_passage_losses_before_the_combat_armour_reversed_letters_ignored(
    loaded_dice: list[str],
) -> None:
    """« Attaquant subit pertes de passage »: trous, cavalry, 4 dice; « Rappel :
    l'armure est inversée »; order letters and advantages count for nothing."""
    sc, p = _duel("thucydide", "cavalerie")
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "trous", facing=p[2])
    ctx, pos = _at_attack(sc)
    a = ctx.piece_index["att"]
    # heavy cavalry: blue armour, reversed blue: M and H hit; O and S ignored
    loaded_dice += ["MHOS", "L*", "L*"]
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    passage = events[[e.kind for e in events].index("dice_rolled")]
    assert passage.purpose == "passage" and passage.obstacle == "trous"
    assert passage.hits == 2 and pos.plaquettes[a] == 2
    assert not any(isinstance(e, TokensGained) for e in events[: events.index(passage) + 2])


@pytest.mark.parametrize(("weight", "hits"), [("light", 1), ("very_heavy", 3)])
def test_passage_losses_read_the_attackers_armour_reversed(
    loaded_dice: list[str], weight: str, hits: int
) -> None:
    """« Rappel : l'armure est inversée »: light cavalry (green) takes the passage
    losses as red (only the red face hits), very heavy cavalry (red) as green (every
    hit face hits)."""
    from dataclasses import replace

    sc, p = _duel("thucydide", "cavalerie")
    sc.units = [replace(u, weight=weight) if u.id == "att" else u for u in sc.units]
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "trous", facing=p[2])
    ctx, pos = _at_attack(sc)
    loaded_dice += ["LMHS", "L*", "L*"]
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    passage = events[[e.kind for e in events].index("dice_rolled")]
    assert passage.purpose == "passage" and passage.hits == hits


def test_passage_flags_push_the_attacker_back_and_it_does_not_attack(
    loaded_dice: list[str],
) -> None:
    """Thucydide: « peut avoir des effets immédiatement effectués, comme un recul »."""
    sc, p = _duel()
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "pieux", facing=p[2])
    ctx, pos = _at_attack(sc)
    loaded_dice += ["F"]  # infantry: 1 die of passage losses, a flag
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert any(isinstance(e, Repulsed) for e in events)
    assert not any(isinstance(e, DiceRolled) and e.purpose == "attack" for e in events)
    assert pos.at[ctx.piece_index["att"]] == ctx.key_of(sc.grid.label(p[0]))


def test_retreat_choice_goes_to_the_retreating_units_owner(loaded_dice: list[str]) -> None:
    sc, _p = _duel()
    ctx, pos = _at_attack(sc)
    loaded_dice.append("FOOO")
    pos, _ = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert pos.combat is not None and pos.combat.stage == "retreat"
    assert pos.deciding == 1
    options = legal_actions(ctx, pos)
    retreats = [a for a in options if isinstance(a, Retreat)]
    assert len(retreats) >= 2
    pos, events = play(ctx, pos, retreats[-1])
    assert isinstance(events[0], Retreated) and events[0].to == retreats[-1].to


def test_follow_up_then_charge_for_mounted_troops(loaded_dice: list[str]) -> None:
    """« effectuant les suivis, les charges puis les poursuites éventuelles pour les
    troupes qui y sont autorisées » (who: ``play.combat_sequence``)."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[1], "cavalerie")
    unit(sc, "dfd", "b", p[2], plaquettes=1)
    unit(sc, "next", "b", p[3])
    unit(sc, "other", "b", p[5])  # keeps side b above its threshold
    unit(sc, "more", "b", p[4])
    ctx, pos = _at_attack(sc)
    loaded_dice.append("HOOO")
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert any(isinstance(e, Eliminated) for e in events)
    assert pos.combat is not None and pos.combat.stage == "follow"
    pos, events = play(ctx, pos, FollowUp(True))
    assert any(isinstance(e, FollowedUp) for e in events)
    assert pos.at[ctx.piece_index["att"]] == ctx.key_of(sc.grid.label(p[2]))
    assert pos.combat is not None and pos.combat.stage == "charge"
    assert Charge("next") in legal_actions(ctx, pos)
    loaded_dice += ["LLLL", "LLLL"]
    pos, events = play(ctx, pos, Charge("next"), DefenceOrder(False))
    assert any(e.kind == "attack_announced" and e.charge for e in events)
    assert pos.combat is None  # no follow-up charge after a charge


def test_infantry_follows_up_but_does_not_charge(loaded_dice: list[str]) -> None:
    sc, p = _duel()
    for i, h in enumerate((p[4], p[5], p[0].__class__(p[5].q, p[5].r + 1))):
        unit(sc, f"spare{i}", "b", h)
    sc.units[1].plaquettes = 1
    ctx, pos = _at_attack(sc)
    loaded_dice.append("HOOO")
    pos, _ = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    pos, _ = play(ctx, pos, FollowUp(True))
    assert pos.combat is None


def test_demoralisation_ends_the_game_in_the_middle_of_a_combat(loaded_dice: list[str]) -> None:
    """« le premier joueur qui en cours de jeu atteint les conditions est immédiatement
    déclaré vainqueur »: one unit of two lost is a third."""
    sc, p = _duel()
    unit(sc, "a2", "a", p[0])
    sc.units[1].plaquettes = 2
    ctx, pos = _at_attack(sc)
    loaded_dice.append("HHOO")
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert pos.over and isinstance(events[-1], VictoryDeclared)
    assert pos.combat is None  # immediately: no riposte, retreat or follow-up after it
    assert pos.result is not None and pos.result.winner == 0
    assert legal_actions(ctx, pos) == []


def test_terrain_between_adjacent_attack(loaded_dice: list[str]) -> None:
    """Annexe 1: a wood « Vers »: max 2 dice; the explanation cites it."""
    sc, p = _duel()
    put(sc, p[2], "foret")
    ctx, pos = _at_attack(sc)
    from editor.rules.combat import dice_for_attack

    d = dice_for_attack(ctx, pos, ctx.piece_index["att"], ctx.piece_index["dfd"])
    assert d.dice == 2
    assert any("Wood" in line and "max 2" in line for line in d.explain("en"))
    assert any("forêt (vers, hexagone attaqué) : max 2" in line for line in d.explain("fr"))


def test_a_flag_of_the_riposte_sends_a_cavalry_attacker_back_two_hexes(
    loaded_dice: list[str],
) -> None:
    """The riposte's flags make the attacker retreat its own distance per flag:
    « retreat 2 hexes mounted » (play data, unit classes)."""
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[2], "cavalerie")
    unit(sc, "dfd", "b", p[3])
    wall_off(sc, p)  # one way back: p[1], then p[0]
    ctx, pos = _at_attack(sc)
    assert ctx.pieces[ctx.piece_index["att"]].retreat == 2
    loaded_dice += ["L*", "FLLL"]  # no hit; the riposte: one flag
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.unit for e in events if isinstance(e, Retreated)] == ["att", "att"]
    assert [e.to for e in events if isinstance(e, Retreated)] == [
        sc.grid.label(p[1]),
        sc.grid.label(p[0]),
    ]


def test_a_defender_eliminated_by_the_attack_makes_no_riposte(loaded_dice: list[str]) -> None:
    sc, _p = _duel()
    sc.units[1].plaquettes = 2
    ctx, pos = _at_attack(sc)
    loaded_dice.append("HHLL")  # two hits: its last two plaquettes; no throw left after
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert any(isinstance(e, Eliminated) for e in events)
    assert [e.purpose for e in events if isinstance(e, DiceRolled)] == ["attack"]


def test_a_riposte_that_comes_to_no_die_is_not_thrown(loaded_dice: list[str]) -> None:
    """« la riposte de l'adversaire si cela lui est possible »: a defender with one
    plaquette left throws one die, and rocky ground « Vers: -1 dé » around the attacker
    takes it away: no riposte is thrown, not even an empty one."""
    sc, p = _duel()
    sc.units[1].plaquettes = 1
    put(sc, p[1], "rocaille")  # the attacker's hex: « Depuis: max 2 dés »
    ctx, pos = _at_attack(sc)
    from editor.rules.combat import dice_for_attack

    a, d = ctx.piece_index["att"], ctx.piece_index["dfd"]
    assert dice_for_attack(ctx, pos, d, a, riposte=True).dice == 0
    loaded_dice.append("LL")  # the attack: hits on green only, nothing on blue
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.purpose for e in events if isinstance(e, DiceRolled)] == ["attack"]
    assert pos.combat is None and pos.plaquettes[a] == 4


def test_a_riposte_from_behind_an_earthwork_is_thrown_as_supported(
    loaded_dice: list[str],
) -> None:
    """Remblai: « Défenseur ignore 1 drapeau si Infanterie ou artillerie et compte
    « soutenu » en riposte »: the élite infantry behind it ripostes with its 4 dice and
    a supported unit's one more (ruleset assumption ``play.support.attack_dice``: ch. 1
    says only « de nombreux avantages pour combattre »)."""
    sc, p = _duel()
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "remblai", facing=p[2])
    ctx, pos = _at_attack(sc)
    loaded_dice += ["LLL", "LLLLL"]  # the attack (4 less 1 across the earthwork), the riposte
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    rolls = [(e.purpose, len(e.faces)) for e in events if isinstance(e, DiceRolled)]
    assert rolls == [("attack", 3), ("riposte", 5)]


def test_no_special_hit_across_an_earthwork(loaded_dice: list[str]) -> None:
    """Remblai, « Vers »: « -1 dé – Pas de coup spécial »: the attacker's three dice
    come up « Coup spécial / Avantage tactique » and count for nothing."""
    sc, p = _duel()
    wall_off(sc, p)
    obstacle(sc, p[1], p[2], "remblai", facing=p[2])
    ctx, pos = _at_attack(sc)
    d = ctx.piece_index["dfd"]
    loaded_dice += ["SSS", "L*"]  # the attack, then the riposte (nothing on blue)
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    attack = next(e for e in events if isinstance(e, DiceRolled) and e.purpose == "attack")
    assert attack.hits == 0 and pos.plaquettes[d] == 4
    assert not any(isinstance(e, PlaquettesLost) and e.unit == "dfd" for e in events)


def _around(p2, p1):
    """The neighbours of ``p2`` beside ``p1`` (as near to it) and behind (farther)."""
    from editor.core.hexes import distance, neighbor

    ring = [neighbor(p2, d) for d in range(6)]
    beside = [h for h in ring if distance(h, p1) == 1]
    behind = [h for h in ring if distance(h, p1) == 2]
    return beside, behind


def test_a_step_aside_is_no_retreat(loaded_dice: list[str]) -> None:
    """A retreat goes away from the enemy: with only the hexes beside it free (as
    near to the attacker), the defender cannot retreat and loses a plaquette."""
    sc, p = _duel()
    beside, _behind = _around(p[2], p[1])
    wall_off(sc, [p[0], p[1], p[2], *beside])
    ctx, pos = _at_attack(sc)
    d = ctx.piece_index["dfd"]
    loaded_dice += ["FLLL", "L*"]  # one flag; then the riposte
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert [e.unit for e in events if isinstance(e, RetreatBlocked)] == ["dfd"]
    assert not any(isinstance(e, Retreated) for e in events)
    assert pos.plaquettes[d] == 3


def test_the_retreating_player_chooses_between_two_ways_back(loaded_dice: list[str]) -> None:
    sc, p = _duel()
    _beside, behind = _around(p[2], p[1])
    wall_off(sc, [p[0], p[1], p[2], *behind[:2]])
    ctx, pos = _at_attack(sc)
    loaded_dice.append("FLLL")
    pos, _events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    offered = {a.to for a in legal_actions(ctx, pos) if isinstance(a, Retreat)}
    assert offered == {sc.grid.label(h) for h in behind[:2]}
    assert pos.combat is not None and pos.combat.decider == 1  # the defender decides


def test_an_attack_order_costs_its_token_and_adds_its_die(loaded_dice: list[str]) -> None:
    """« donner un ordre d'attaque » costs order tokens (play data: attack_cost 1,
    attack_dice 1): an élite attacker throws 5 dice instead of 4."""
    sc, _p = _duel()
    ctx, pos = _at_attack(sc)
    tokens = pos.tokens[0]
    cost, extra = ctx.play.orders.attack_cost, ctx.play.orders.attack_dice
    assert (cost, extra) == (1, 1)
    loaded_dice += ["LLLLL", "L*"]  # 4 + 1 dice, no hit; then the riposte
    pos, _events = play(ctx, pos, Attack("att", "dfd", attack_order=True), DefenceOrder(False))
    assert pos.tokens[0] == tokens - 1


def test_after_the_chosen_step_the_retreat_goes_on_and_a_blocked_step_costs(
    loaded_dice: list[str],
) -> None:
    """Two flags, two steps: the defender chooses the first between two hexes behind
    it, the second is blocked there (lakes all round) and costs a plaquette."""
    sc, p = _duel()
    _beside, behind = _around(p[2], p[1])
    wall_off(sc, [p[0], p[1], p[2], *behind[:2]])
    ctx, pos = _at_attack(sc)
    loaded_dice.append("FFLL")
    pos, _events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    to = sc.grid.label(behind[0])
    pos, events = play(ctx, pos, Retreat("dfd", to))
    assert [(e.kind, e.unit) for e in events] == [
        ("retreated", "dfd"), ("retreat_blocked", "dfd"), ("plaquettes_lost", "dfd")
    ]  # fmt: skip
    assert pos.at[ctx.piece_index["dfd"]] == ctx.key_of(to)
    assert pos.plaquettes[ctx.piece_index["dfd"]] == 3


def test_an_attacker_pushed_back_by_its_passage_losses_where_it_chooses_does_not_attack(
    loaded_dice: list[str],
) -> None:
    """« peut avoir des effets immédiatement effectués, comme un recul »: with two
    hexes behind it, the attacker's owner chooses, then it is repulsed."""
    sc, p = _duel()
    _beside, behind = _around(p[1], p[2])
    wall_off(sc, [p[1], p[2], *behind[:2]])
    obstacle(sc, p[1], p[2], "pieux", facing=p[2])
    ctx, pos = _at_attack(sc)
    loaded_dice.append("F")  # infantry: 1 die of passage losses, a flag
    pos, _events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert pos.combat is not None and pos.combat.stage == "retreat" and pos.deciding == 0
    pos, events = play(ctx, pos, Retreat("att", sc.grid.label(behind[1])))
    assert [(e.kind, e.unit) for e in events] == [("retreated", "att"), ("repulsed", "att")]
    assert pos.combat is None
