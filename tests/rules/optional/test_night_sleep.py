"""L'obscurité, Unités endormies, Sentinelles, Combat de nuit (Annexe 3), with loaded dice."""

from __future__ import annotations

import pytest
from opt_helpers import add, blank, eff, game, idx, k, put, with_state
from rules_helpers import play

from editor.core.hexes import distance, neighbor
from editor.core.scenario import Camp, Sentinel
from editor.rules.actions import Activate, Attack, Charge, DefenceOrder, EndPhase, FollowUp, Move
from editor.rules.combat import dice_for_attack
from editor.rules.engine import legal_actions
from editor.rules.optional.actions import Alarm, AttackSentinel, WakeFriend
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_night import Deviated, SentinelEvent, WokeUp
from editor.rules.optional.state import Fire, Spot
from editor.rules.sight import line_of_sight
from editor.rules.terrain import hex_of


def _night(*extra, rules=("night",), **conditions):
    """A light infantry (2 hexes) at 0610 moving north in the dark."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "u", "a", g.to_hex(6, 10), "infanterie", "légère")
    add(sc, "e", "b", g.to_hex(1, 1))
    for spec in extra:
        spec(sc)
    ctx, pos = game(sc, *rules, daylight="night", **conditions)
    pos, _ = play(ctx, pos, Activate("u"), EndPhase())
    return sc, ctx, pos


def test_each_hex_moved_in_the_dark_tests_a_d6_1_left_6_right(loaded_d6: list[int]) -> None:
    """« A chaque déplacement d'une unité d'un hexagone, on lance un d6 : si « 1 »,
    déviation d'un hex à gauche, si « 6 », un hex à droite (... test à chaque hex) »."""
    for face, want in ((1, "0509"), (6, "0709"), (3, "0609")):
        sc, ctx, pos = _night()
        g = sc.grid
        loaded_d6[:] = [face]
        pos, events = play(ctx, pos, Move("u", "0609"))  # one hex north
        assert [e.faces for e in events if isinstance(e, D6Rolled)] == [(face,)]
        assert g.label(hex_of(pos.at[idx(ctx, "u")])) == want
        assert bool([e for e in events if isinstance(e, Deviated)]) is (face in (1, 6))


def test_a_two_hex_move_tests_twice_and_goes_on_towards_its_hex(loaded_d6: list[int]) -> None:
    sc, ctx, pos = _night()
    loaded_d6[:] = [3, 3]
    pos, events = play(ctx, pos, Move("u", "0608"))
    assert len([e for e in events if isinstance(e, D6Rolled)]) == 2
    assert pos.at[idx(ctx, "u")] == k(sc.grid.to_hex(6, 8))


def test_a_blocked_deviation_stays_and_makes_noise_heard_at_4_hexes(loaded_d6: list[int]) -> None:
    """« Si une unité ainsi déviée veut entrer dans un hex occupé (ami ou ennemi) ... elle
    reste sur son hex mais elle fait du bruit audible à 4 hexagones »."""

    def friend(sc):
        add(sc, "f", "a", sc.grid.to_hex(5, 9))  # north-west of 0610: the left of a step north

    sc, ctx, pos = _night(friend)
    loaded_d6[:] = [1]
    pos, events = play(ctx, pos, Move("u", "0609"))
    assert pos.at[idx(ctx, "u")] == k(sc.grid.to_hex(6, 10))
    assert [e.to for e in events if isinstance(e, Deviated)] == [""]
    assert idx(ctx, "u") in pos.optional.noisy


def test_torches_move_without_drifting(loaded_d6: list[int]) -> None:
    """« Une troupe avec des torches ... ne subit pas les restrictions de mouvement »."""
    sc = blank(columns=12, rows=14)
    add(sc, "u", "a", sc.grid.to_hex(6, 10), "infanterie", "légère", caps=("torches",))
    add(sc, "e", "b", sc.grid.to_hex(1, 1))
    ctx, pos = game(sc, "night", daylight="night")
    pos, events = play(ctx, pos, Activate("u"), EndPhase(), Move("u", "0608"))
    assert not [e for e in events if isinstance(e, D6Rolled)]


def test_in_the_dark_nobody_is_seen_beyond_2_hexes_unless_lit() -> None:
    """« Aucune unité n'est vue au-delà de 2 hex » ; « Une troupe avec des torches ... est
    vue à n'importe quelle distance » ; « Un incendie éclaire à 3 hex alentour, un feu de
    camp à 1 hex »."""
    sc = blank(columns=14, rows=14)
    g = sc.grid
    add(sc, "me", "a", g.to_hex(7, 12))
    add(sc, "dark", "b", g.to_hex(7, 8))
    add(sc, "torch", "b", g.to_hex(9, 8), caps=("torches",))
    add(sc, "near", "b", g.to_hex(7, 10))
    add(sc, "lit", "b", g.to_hex(4, 8))
    add(sc, "camp", "b", g.to_hex(12, 8))
    sc.camps.append(Camp("b", (g.to_hex(12, 7), g.to_hex(13, 7))))
    put(sc, g.to_hex(4, 5), "foret")
    ctx, pos = game(sc, "night", "fire", daylight="night")
    pos = with_state(pos, fires=(Fire(Spot("hex", k(g.to_hex(4, 5)), 0, "foret"), 1, 1),))
    c = eff(ctx, pos)
    me = g.to_hex(7, 12)

    def seen(uid: str) -> bool:
        return line_of_sight(c, pos, me, hex_of(pos.at[idx(ctx, uid)])).visible

    assert {u: seen(u) for u in ("dark", "torch", "near", "lit", "camp")} == {
        "dark": False,  # 4 hexes, unlit
        "torch": True,  # torches: any distance
        "near": True,  # 2 hexes
        "lit": True,  # 3 hexes from the fire
        "camp": True,  # next to its camp fire
    }


def test_a_night_melee_is_fought_with_the_melee_factor_alone() -> None:
    """« Un combat de nuit en mêlée est fait uniquement avec le facteur de mêlée »: no
    support die, no attack order die."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "a1", "a", g.to_hex(6, 10))
    add(sc, "f1", "a", g.to_hex(5, 10))
    add(sc, "f2", "a", g.to_hex(7, 10))
    add(sc, "e", "b", g.to_hex(6, 9), "infanterie", "ligne")
    day_ctx, day = game(sc, "night")
    d_day = dice_for_attack(eff(day_ctx, day), day, idx(day_ctx, "a1"), idx(day_ctx, "e"),
                            attack_order=True)  # fmt: skip
    sc.conditions["daylight"] = "night"
    night_ctx, night = game(sc, "night")
    d_night = dice_for_attack(eff(night_ctx, night), night, idx(night_ctx, "a1"),
                              idx(night_ctx, "e"), attack_order=True)  # fmt: skip
    assert (d_day.dice, d_night.dice) == (6, 4)  # élite 4 + support 1 + order 1; alone 4


def _camp(rules=("sleep",), *, sentinel_at=None, enemy_cls="infanterie"):
    """Side b asleep at 0605 with a sentinel; side a's raider at 0610."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "sleeper", "b", g.to_hex(6, 5), "infanterie", "ligne", asleep=True)
    add(sc, "sleeper2", "b", g.to_hex(7, 5), "infanterie", "ligne", asleep=True)
    add(sc, "awake", "b", g.to_hex(2, 2), "infanterie", "ligne")
    add(sc, "raider", "a", g.to_hex(6, 10), enemy_cls, "légère")
    add(sc, "r2", "a", g.to_hex(8, 12), "infanterie", "élite")
    if sentinel_at is not None:
        sc.sentinels.append(Sentinel("b", g.to_hex(*sentinel_at), "sleeper"))
    return sc


def test_a_sleeping_unit_cannot_be_activated() -> None:
    sc = _camp()
    ctx, pos = game(sc, "sleep", first="b")
    acts = legal_actions(ctx, pos)
    assert Activate("sleeper") not in acts and Activate("awake") in acts


def test_an_enemy_passing_next_to_a_sleeper_wakes_it_on_3_at_2_hexes_on_5(
    loaded_d6: list[int],
) -> None:
    """« Un test de réveil est fait si une unité ennemie passe dans un hex adjacent ou à 2
    hex. On lance 1d6 et il faut obtenir au moins 3, au moins 5 à 2 hexagones »."""
    sc = _camp()
    ctx, pos = game(sc, "sleep")
    pos, _ = play(ctx, pos, Activate("raider"), EndPhase())
    # 0610 -> 0608 -> 0607: 0607 is 2 hexes from 0605 (test 5+) and from 0705 (5+)
    loaded_d6[:] = [4, 5]
    pos, events = play(ctx, pos, Move("raider", "0608"))
    assert [e.faces for e in events if isinstance(e, D6Rolled)] == []
    sc2 = _camp()
    ctx2, pos2 = game(sc2, "sleep")
    pos2, _ = play(ctx2, pos2, Activate("raider"), EndPhase())
    pos2 = _place(ctx2, pos2, "raider", "0607")
    loaded_d6[:] = [2, 3]  # entering 0606: next to both: 2 fails, 3 wakes
    pos2, events = play(ctx2, pos2, Move("raider", "0606"))
    tests = [e.outcome for e in events if isinstance(e, D6Rolled)]
    assert tests == ["sleeper: 3+", "sleeper2: 3+"]
    assert [e.unit for e in events if isinstance(e, WokeUp)] == ["sleeper2"]
    assert idx(ctx2, "sleeper2") in pos2.optional.groggy  # woken in the enemy's turn


def _place(ctx, pos, uid, label):
    from editor.rules.position import set_at

    return set_at(pos, idx(ctx, uid), ctx.key_of(label))


def test_woken_in_the_enemy_turn_it_may_be_activated_not_move_and_fights_at_1_die_less() -> None:
    """« Une unité qui a été réveillée dans le tour de l'adversaire ... peut être activée
    ... mais ne peut se déplacer. Si elle a un ennemi adjacent, elle peut le combattre avec
    le seul facteur de mêlée moins 1 dé. Cet état ne dure qu'un tour »."""
    sc = _camp()
    sc.units[3].position = sc.grid.to_hex(6, 6)  # the raider next to the sleeper
    ctx, pos = game(sc, "sleep", first="b")
    s = idx(ctx, "sleeper")
    pos = with_state(pos, asleep=frozenset({idx(ctx, "sleeper2")}), groggy=frozenset({s}))
    pos, _ = play(ctx, pos, Activate("sleeper"), EndPhase())
    assert not any(isinstance(a, Move) and a.unit == "sleeper" for a in legal_actions(ctx, pos))
    pos, _ = play(ctx, pos, EndPhase())
    d = dice_for_attack(eff(ctx, pos), pos, s, idx(ctx, "raider"))
    assert d.dice == 3 - 1  # ligne 3, less 1
    pos, _ = play(ctx, pos, EndPhase())
    assert s not in pos.optional.groggy  # « Cet état ne dure qu'un tour »


def test_a_sleeper_attacked_fights_one_armour_lower_without_riposte_and_wakes_all_near(
    loaded_dice: list[str],
) -> None:
    """« Une unité endormie attaquée par un ennemi combat comme un niveau d'armure de moins
    et ne fait pas de riposte. Un combat réveille toutes les unités dans un rayon de 4
    hexagones »."""
    sc = _camp()
    sc.units[0].type = "infanterie"
    sc.units[0].weight = "heavy"  # blue armour, read as green asleep
    sc.units[3].position = sc.grid.to_hex(6, 6)
    ctx, pos = game(sc, "sleep")
    pos, _ = play(ctx, pos, Activate("raider"), EndPhase(), EndPhase())
    loaded_dice.append("LL")  # hits on green only: 2 hits on a sleeping blue unit
    pos, events = play(ctx, pos, Attack("raider", "sleeper"), DefenceOrder(False))
    lost = [e for e in events if e.kind == "plaquettes_lost"]
    assert [(e.unit, e.n) for e in lost] == [("sleeper", 2)]
    assert not [e for e in events if e.kind == "dice_rolled" and e.purpose == "riposte"]
    woke = {e.unit: e.why for e in events if isinstance(e, WokeUp)}
    assert woke == {"sleeper": "attack", "sleeper2": "combat"}


def test_sentinels_hear_on_a_6_animals_on_5_elephants_on_4(loaded_d6: list[int]) -> None:
    """« Avant les activations, on teste chaque sentinelle dans ce cas : un 6 indique que
    l'unité est repérée, 5 ou 6 si ce sont des animaux, 4 à 6 pour des éléphants »."""
    for cls, face, heard in (
        ("infanterie", 5, False), ("infanterie", 6, True), ("cavalerie", 5, True),
        ("cavalerie", 4, False), ("elephants", 4, True), ("elephants", 3, False),
    ):  # fmt: skip
        sc = _camp(sentinel_at=(6, 6), enemy_cls=cls)
        sc.units[3].position = sc.grid.to_hex(6, 8)  # 2 hexes from the sentinel
        loaded_d6[:] = [face]
        _, pos = game(sc, "sleep", first="b")
        assert pos.optional.sentinels[0].alerted is heard, (cls, face)


def test_noise_is_heard_at_4_hexes(loaded_d6: list[int]) -> None:
    """« Une sentinelle peut entendre une unité ennemie à 2 hex, à 4 hex si elle fait du
    bruit »."""
    from editor.rules.optional import sleep

    sc = _camp(sentinel_at=(6, 6))
    sc.units[3].position = sc.grid.to_hex(6, 10)  # 4 hexes from the sentinel
    ctx, pos = game(sc, "sleep", first="b")  # quiet: no test (no die in the queue)
    assert not pos.optional.sentinels[0].alerted
    noisy = with_state(pos, noisy=frozenset({idx(ctx, "raider")}))
    loaded_d6[:] = [6]
    heard = sleep.hearing(ctx.optional, eff(ctx, noisy), noisy, [])
    assert heard.optional.sentinels[0].alerted and not loaded_d6


def test_an_alerted_sentinel_wakes_its_unit_which_may_not_be_activated_that_turn(
    loaded_d6: list[int],
) -> None:
    """« Une sentinelle alertée peut réveiller son unité lors de sa phase de
    déplacement » ; « Une unité qui est réveillée dans son tour de jeu (par une
    sentinelle ...) ne peut être activée »."""
    sc = _camp(sentinel_at=(6, 6))
    sc.units[3].position = sc.grid.to_hex(6, 8)
    loaded_d6[:] = [6]
    ctx, pos = game(sc, "sleep", first="b")
    pos, _ = play(ctx, pos, EndPhase())
    alarm = Alarm("sleeper", "0606")
    assert alarm in legal_actions(ctx, pos)
    pos, events = play(ctx, pos, alarm)
    assert [e.why for e in events if isinstance(e, WokeUp)] == ["alarm"]
    assert idx(ctx, "sleeper") in pos.optional.woken


def test_a_sentinel_is_spotted_on_4_at_2_hexes_and_attacked_as_a_plaquette_armour_reversed(
    loaded_d6: list[int], loaded_dice: list[str]
) -> None:
    """« Il est possible de détecter une sentinelle à 2 hexagones en obtenant au moins 4
    sur un dé. On peut l'attaquer avec une unité, la sentinelle comptant comme une
    plaquette fictive de son unité d'origine, en armure inversée. Si la sentinelle n'est
    pas tuée, elle donne l'alarme. Si elle est tuée, on relance un dé : si on a un « coup
    touché vert », elle a donné l'alarme »."""
    # The sentinel's unit is blue (line infantry): reversed it is blue still, so "M" and
    # "H" kill it and "L" does not; then the « coup touché vert » is the green-only hit.
    for throw, second, alarm in (("LF", None, True), ("HF", "L", True), ("MF", "M", False)):
        sc = _camp(sentinel_at=(6, 6))
        sc.units[3].position = sc.grid.to_hex(6, 7)  # next to the sentinel
        sc.units[3].quality = "légère"
        ctx, pos = game(sc, "sleep")
        pos, _ = play(ctx, pos, Activate("raider"), EndPhase())
        loaded_d6[:] = [4]
        pos, events = play(ctx, pos, EndPhase())
        assert any(isinstance(e, SentinelEvent) and e.what == "spotted" for e in events)
        act = AttackSentinel("raider", "0606")
        assert act in legal_actions(ctx, pos)
        loaded_dice[:] = [throw] + ([second] if second else [])
        pos, events = play(ctx, pos, act)
        what = [e.what for e in events if isinstance(e, SentinelEvent)]
        assert ("killed" in what) is (second is not None)
        assert ("alarm" in what) is alarm, (throw, second, what)
        assert (idx(ctx, "sleeper") in pos.optional.asleep) is not alarm


def test_an_awake_unit_wakes_as_many_friends_as_it_could_move(loaded_d6: list[int]) -> None:
    """« Une unité éveillée peut éveiller une unité adjacente si elle ne se déplace pas.
    Elle peut éveiller ainsi autant d'amis qu'elle aurait pu se déplacer »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "w", "b", g.to_hex(6, 6), "infanterie", "légère")  # moves 2
    for n, d in enumerate((0, 1, 2)):
        add(sc, f"s{n}", "b", neighbor(g.to_hex(6, 6), d), "infanterie", "ligne", asleep=True)
    add(sc, "e", "a", g.to_hex(1, 14))
    ctx, pos = game(sc, "sleep", first="b")
    pos, _ = play(ctx, pos, Activate("w"), EndPhase())
    wakes = [a for a in legal_actions(ctx, pos) if isinstance(a, WakeFriend)]
    assert len(wakes) == 3
    pos, _ = play(ctx, pos, wakes[0])
    pos, _ = play(ctx, pos, next(a for a in legal_actions(ctx, pos) if isinstance(a, WakeFriend)))
    assert not any(isinstance(a, WakeFriend) for a in legal_actions(ctx, pos))
    assert not any(isinstance(a, Move) and a.unit == "w" for a in legal_actions(ctx, pos))


@pytest.mark.parametrize(
    ("cls", "decision"),
    [
        ("infanterie", FollowUp(False)),
        ("infanterie", FollowUp(True)),  # infantry does not charge: the combat is over
        ("cavalerie", Charge()),
        ("cavalerie", Charge("e0")),
    ],
)
def test_a_combat_wakes_the_sleepers_once_its_follow_up_and_charge_are_decided(
    loaded_dice: list[str], cls: str, decision: object
) -> None:
    """« Un combat réveille toutes les unités dans un rayon de 4 hexagones »: ``att``
    destroys ``dfd``; that combat is over once the follow-up, then the charge, are
    decided, either way."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    x = g.to_hex(6, 6)
    add(sc, "att", "a", neighbor(x, 3), cls)
    add(sc, "dfd", "b", x, plaquettes=1)
    add(sc, "e0", "b", neighbor(x, 0), plaquettes=2)
    sleeper = neighbor(neighbor(neighbor(neighbor(x, 0), 0), 0), 0)
    assert distance(x, sleeper) == 4 and distance(neighbor(x, 3), sleeper) == 5
    add(sc, "sleeper", "b", sleeper, "infanterie", "ligne", asleep=True)
    for i in range(5):  # side b's losses here do not demoralise it
        add(sc, f"spare{i}", "b", g.to_hex(1 + 2 * i, 13))
    ctx, pos = game(sc, "sleep")
    loaded_dice.append("H*")
    pos, _ = play(ctx, pos, Activate("att"), EndPhase(), EndPhase())
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    if isinstance(decision, Charge):
        pos, more = play(ctx, pos, FollowUp(True))
        events += more
        assert pos.combat is not None and pos.combat.stage == "charge"
    assert pos.combat is not None and not any(isinstance(e, WokeUp) for e in events)
    pos, events = play(ctx, pos, decision)
    assert [(e.unit, e.why) for e in events if isinstance(e, WokeUp)] == [("sleeper", "combat")]


def test_a_combat_that_ends_in_a_charge_wakes_those_near_it_before_the_charge(
    loaded_dice: list[str],
) -> None:
    """« Un combat réveille toutes les unités dans un rayon de 4 hexagones »: the cavalry
    destroys its enemy and follows up; that combat is over when it charges on, so a
    sleeper 2 hexes away wakes before the charge is announced."""
    from rules_helpers import corridor, to_combat

    from editor.rules.actions import Charge, FollowUp
    from editor.rules.events_combat import AttackAnnounced

    sc = blank()
    p = corridor(n=4)
    x = p[2]  # the defender's hex, where the cavalry follows up
    add(sc, "att", "a", p[1], "cavalerie")
    add(sc, "dfd", "b", x, plaquettes=1)
    add(sc, "e0", "b", neighbor(x, 0), plaquettes=2)
    add(sc, "sleeper", "a", p[0], "infanterie", "ligne", asleep=True)
    for i in range(5):  # side b's spares far away: its losses do not demoralise it
        add(sc, f"spare{i}", "b", sc.grid.to_hex(1 + i, 11))
    ctx, pos = game(sc, "sleep")
    assert distance(p[0], x) == 2 and idx(ctx, "sleeper") in pos.optional.asleep
    pos = to_combat(ctx, pos, "att")
    loaded_dice.append("H*")
    pos, _ = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False), FollowUp(True))
    assert pos.combat is not None and pos.combat.stage == "charge"
    assert idx(ctx, "sleeper") in pos.optional.asleep  # the combat is not over yet
    loaded_dice.append("O*")
    pos, events = play(ctx, pos, Charge("e0"))
    kinds = [type(e) for e in events]
    assert kinds.index(WokeUp) < kinds.index(AttackAnnounced)
    assert [(e.unit, e.why) for e in events if isinstance(e, WokeUp)] == [("sleeper", "combat")]


def test_an_attacker_destroyed_by_passage_losses_still_fought_a_combat_that_wakes(
    loaded_dice: list[str],
) -> None:
    """« Un combat réveille toutes les unités dans un rayon de 4 hexagones »: a cavalry
    unit that dies to the passage losses of « trous » (« Attaquant subit pertes de
    passage ») ends its combat there, and that combat wakes the sleeper 2 hexes behind
    the defender."""
    from rules_helpers import corridor, obstacle, to_combat, wall_off

    sc = blank("thucydide")
    p = corridor(n=6)
    add(sc, "att", "a", p[1], "cavalerie", plaquettes=1)
    add(sc, "dfd", "b", p[2])
    add(sc, "sleeper", "b", p[4], "infanterie", "ligne", asleep=True)
    for i in range(5):  # side a's spares far away: losing "att" does not end the game
        add(sc, f"spare{i}", "a", sc.grid.to_hex(1 + i, 11))
    wall_off(sc, [*p, *(sc.grid.to_hex(1 + i, 11) for i in range(5))])
    obstacle(sc, p[1], p[2], "trous", facing=p[2])
    ctx, pos = game(sc, "sleep")
    assert distance(p[1], p[4]) == 3 and idx(ctx, "sleeper") in pos.optional.asleep
    pos = to_combat(ctx, pos, "att")
    loaded_dice.append("H*")  # the passage losses: every die a hit
    pos, events = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    assert not pos.over and pos.at[idx(ctx, "att")] < 0 and pos.combat is None
    assert [(e.unit, e.why) for e in events if isinstance(e, WokeUp)] == [("sleeper", "combat")]
