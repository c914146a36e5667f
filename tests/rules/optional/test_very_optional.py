"""Les règles très optionnelles (Annexe 3): hidden units, camps and baggage, corps
orders scored as in the text's example, ammunition, agents with the umpire's
percentage and the d100 (the table of example missions typed in, one test a row)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from opt_helpers import add, blank, eff, game, idx, put, with_state
from rules_helpers import play

from editor.core.hexes import neighbor
from editor.core.scenario import Camp
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, FollowUp, Resign
from editor.rules.combat import dice_for_attack
from editor.rules.combat_losses import lose
from editor.rules.engine import IllegalAction, apply, legal_actions
from editor.rules.events import event_from_dict
from editor.rules.fog import observe
from editor.rules.fog_events import marker_id, shown_events
from editor.rules.optional import corps
from editor.rules.optional.actions import Resupply, SendAgent, UmpireOdds, WriteMission
from editor.rules.optional.events_army import AgentReport, CampEvent, MissionEvent
from editor.rules.position import Result
from editor.rules.victory import losses

# ------------------------------------------------------------------ hidden units


def _ambush():
    """b's « ambush » in a wood 8 hexes from a's scout (not seen: « à 4 hexagones de
    distance dans les bois »), b's « open » in sight of it."""
    sc = blank(columns=12, rows=16)
    g = sc.grid
    put(sc, g.to_hex(6, 6), "foret")
    add(sc, "scout", "a", g.to_hex(6, 14))
    add(sc, "ambush", "b", g.to_hex(6, 6))
    add(sc, "open", "b", g.to_hex(9, 12))
    return sc


def test_hidden_units_are_not_on_the_enemy_table_until_seen() -> None:
    """« ne pas placer toutes les unités ..., mais uniquement à partir du moment où elles
    sont vues » (« à 4 hexagones de distance dans les bois ou les habitations »)."""
    ctx, pos = game(_ambush(), "hidden")
    seen = observe(ctx, pos, 0).position
    placed = {ctx.pieces[i].id for i, k in enumerate(seen.at) if k >= 0 and ctx.pieces[i].side == 1}
    assert placed == {"open"}  # in the open and in sight: placed; the wood hides the other
    assert pos.at[idx(ctx, "ambush")] >= 0 and seen.at[idx(ctx, "ambush")] < 0
    unknown = observe(ctx, pos, 0).unknown
    assert unknown and all(seen.at[i] < 0 and seen.markers[i] == 0 for i in unknown)


def _on_a_table(ctx, pos) -> set[str]:
    """Side b's units that side a has on its table (seen)."""
    seen = observe(ctx, pos, 0).position
    return {ctx.pieces[i].id for i, k in enumerate(seen.at) if k >= 0 and ctx.pieces[i].side == 1}


def test_a_unit_in_a_wood_is_seen_by_any_enemy_within_4_hexes() -> None:
    """« à 4 hexagones de distance dans les bois »: a's first unit is 8 hexes from the
    wood, its second 4 hexes; the second sees the ambush."""
    sc = _ambush()
    add(sc, "close", "a", sc.grid.to_hex(6, 10))  # after the scout: pieces in scenario order
    ctx, pos = game(sc, "hidden")
    assert _on_a_table(ctx, pos) == {"open", "ambush"}


def test_a_unit_standing_in_the_line_of_sight_hides_a_unit_behind_it() -> None:
    """« une troupe ... fait masque » (line of sight): b's « behind », in the open
    3 hexes from the scout, is hidden by b's « front » between them."""
    sc = blank(columns=12, rows=16)
    scout = sc.grid.to_hex(6, 14)
    add(sc, "scout", "a", scout)
    add(sc, "behind", "b", neighbor(neighbor(neighbor(scout, 1), 1), 1))
    ctx, pos = game(sc, "hidden")
    assert _on_a_table(ctx, pos) == {"behind"}
    add(sc, "front", "b", neighbor(neighbor(scout, 1), 1))
    ctx, pos = game(sc, "hidden")
    assert _on_a_table(ctx, pos) == {"front"}


def test_a_unit_that_follows_up_sees_from_its_new_hex(loaded_dice: list[str]) -> None:
    """« Dès que [...] visible d'une formation ennemie (à 4 hexagones de distance dans les
    bois) »: the ambush in a wood 5 hexes from ``att`` is seen once ``att`` has followed
    up into the hex of the unit it destroyed, 4 hexes from the wood."""
    sc = blank(columns=12, rows=16)
    g = sc.grid
    add(sc, "att", "a", g.to_hex(6, 14))
    add(sc, "dfd", "b", g.to_hex(6, 13), plaquettes=1)
    put(sc, g.to_hex(6, 9), "foret")
    add(sc, "ambush", "b", g.to_hex(6, 9))
    for i in range(4):  # unseen in far woods; side b's loss does not demoralise it
        put(sc, g.to_hex(1 + 3 * i, 1), "foret")
        add(sc, f"spare{i}", "b", g.to_hex(1 + 3 * i, 1))
    ctx, pos = game(sc, "hidden")
    assert _on_a_table(ctx, pos) == {"dfd"}
    loaded_dice.append("H*")
    pos, _ = play(ctx, pos, Activate("att"), EndPhase(), EndPhase())
    pos, _ = play(ctx, pos, Attack("att", "dfd"), DefenceOrder(False))
    pos, events = play(ctx, pos, FollowUp(True))
    assert [e.unit for e in events if e.kind == "revealed"] == ["ambush"]
    assert _on_a_table(ctx, pos) == {"ambush"}


def _event(kind: str, **values: object):
    return event_from_dict({"type": kind, **values})


def _moved(uid: str, *path: str):
    return _event("moved", unit=uid, path=list(path), cost=1)


def test_what_unseen_units_do_on_the_plan_is_not_told_to_the_enemy() -> None:
    """« ne pas placer toutes les unités [...], mais uniquement à partir du moment où
    elles sont vues, les éventuels déplacements ayant lieu directement sur le plan »: the
    enemy hears nothing of a unit on the plan, but everything that names one of the
    units he sees, or none (a phase begins)."""
    ctx, pos = game(_ambush(), "hidden")
    on_plan = [_event("activated", unit="ambush"), _moved("ambush", "0606", "0605")]
    seen = _moved("open", "0912", "0911")
    at_scout = _event("attack_announced", unit="ambush", target="scout", dice=2)
    phase = _event("phase_started", turn=1, side="b", phase="movement")
    events = [*on_plan, seen, at_scout, phase]
    told_a = shown_events(ctx, pos, pos, events, 0)
    ambush = marker_id(ctx, pos, idx(ctx, "ambush"))
    assert [e for e, _names in told_a] == [seen, replace(at_scout, unit=ambush), phase]
    assert all(names == {ambush: pos.markers[idx(ctx, "ambush")]} for _e, names in told_a)
    told_b = shown_events(ctx, pos, pos, events, 1)
    assert [e for e, _names in told_b] == events  # b's own units: all told, no marker
    assert all(names == {} for _e, names in told_b)


def test_deployment_markers_on_the_table_are_seen_to_move() -> None:
    """Without « Unités cachées », a deployment marker stands on the table (« marques de
    déploiement [...] à la vue de l'autre joueur »): what it does is told, by its number."""
    sc = _ambush()
    sc.setup.deployment = "markers"
    ctx, pos = game(sc)
    moved = _moved("ambush", "0606", "0605")
    told_a = shown_events(ctx, pos, pos, [moved], 0)
    ambush = marker_id(ctx, pos, idx(ctx, "ambush"))
    assert [e for e, _names in told_a] == [replace(moved, unit=ambush)]
    assert told_a[0][1][ambush] == pos.markers[idx(ctx, "ambush")] > 0


# ------------------------------------------------------------------ camps


def _camp_scenario():
    sc = blank(columns=12, rows=14)
    g = sc.grid
    sc.camps.append(Camp("b", (g.to_hex(6, 3), g.to_hex(7, 3))))
    add(sc, "servant", "b", g.to_hex(7, 3), "infanterie", "levée")
    add(sc, "guard", "b", g.to_hex(6, 6), "infanterie", "ligne")
    for n in range(3):  # enough units for one loss not to demoralise the side
        add(sc, f"far{n}", "b", g.to_hex(1 + n, 13))  # far from the camp
    add(sc, "raider", "a", g.to_hex(6, 5), "cavalerie", "légère")  # 4 hexes a move
    add(sc, "chief", "a", g.to_hex(11, 13), leader="Murat")
    sc.victory.objectives = False
    return sc


def test_servants_are_never_activated() -> None:
    """« Les unités de serviteurs ne peuvent bouger qu'à la suite de coup au moral
    (drapeau) ou si activé par un général en chef ou sous-général présent sur le même
    hexagone »."""
    ctx, pos = game(_camp_scenario(), "camps", first="b")
    assert Activate("servant") not in legal_actions(ctx, pos)
    assert Activate("guard") in legal_actions(ctx, pos)


def test_a_unit_one_move_from_the_enemy_camp_not_activated_loots_it() -> None:
    """« Quand une unité se trouve à 1 mouvement normal du camp adverse, si elle n'est pas
    activée et s'il n'y a pas un officier avec elle, elle devient "pillarde" » ; « Le camp
    est déclaré pillé quand l'unité ennemie y est entrée. Toute unité qui voit son camp
    pillé dans un rayon de 5 hexagones reçoit immédiatement un « coup au moral ». De plus,
    chaque hexagone de camp pillé est une perte »."""
    ctx, pos = game(_camp_scenario(), "camps")
    assert losses(ctx, pos, 1) == 0
    pos, events = play(ctx, pos, EndPhase())  # not activated: the movement phase begins
    camp = [e for e in events if isinstance(e, CampEvent)]
    assert [(e.what, e.unit) for e in camp] == [
        ("looter", "raider"), ("looted", ""), ("morale", "servant"), ("morale", "guard")
    ]  # fmt: skip
    assert pos.at[idx(ctx, "raider")] == ctx.key_of("0603")
    assert losses(ctx, pos, 1) == 1
    retreats = [e for e in events if e.kind in ("retreated", "retreat_blocked")]
    assert {e.unit for e in retreats} == {"guard", "servant"}


def test_a_looted_camp_hex_counts_on_top_of_the_units_lost() -> None:
    """« De plus, chaque hexagone de camp pillé est une perte »: « de plus », added to
    the units lost (a test from the mutation run of ``victory``: red when the looted
    hexes replace the units lost instead of adding to them)."""
    ctx, pos = game(_camp_scenario(), "camps")
    pos, _ = play(ctx, pos, EndPhase())  # the raider loots a camp hex
    assert losses(ctx, pos, 1) == 1
    pos = lose(ctx, pos, idx(ctx, "far0"), 4, [])
    assert losses(ctx, pos, 1) == 2  # a unit and a camp hex


def test_a_looter_next_to_a_defended_camp_must_attack_it(loaded_dice: list[str]) -> None:
    sc = _camp_scenario()
    sc.camps[0] = Camp("b", (sc.grid.to_hex(7, 3), sc.grid.to_hex(8, 3)))
    sc.units[0].position = sc.grid.to_hex(7, 3)
    add(sc, "servant2", "b", sc.grid.to_hex(8, 3), "infanterie", "levée")
    raider = next(u for u in sc.units if u.id == "raider")
    raider.position = sc.grid.to_hex(8, 4)  # next to both servants
    ctx, pos = game(sc, "camps")
    pos, _ = play(ctx, pos, EndPhase(), EndPhase())
    acts = legal_actions(ctx, pos)
    assert EndPhase() not in acts
    assert {a for a in acts if isinstance(a, Attack)} == {
        Attack("raider", "servant"), Attack("raider", "servant2")
    }  # fmt: skip
    with pytest.raises(IllegalAction):
        apply(ctx, pos, EndPhase())


# ------------------------------------------------------------------ corps orders


def _corps():
    sc = blank(columns=12, rows=14)
    g = sc.grid
    sc.sides[0].home_edge, sc.sides[1].home_edge = "S", "N"
    add(sc, "a_chief", "a", g.to_hex(6, 13), leader="Davout")
    add(sc, "a_sub", "a", g.to_hex(3, 13), leader="Friant")
    add(sc, "b_chief", "b", g.to_hex(6, 1), leader="Kutuzov")
    add(sc, "b_sub", "b", g.to_hex(3, 1), leader="Bagration")
    add(sc, "b_sub2", "b", g.to_hex(9, 1), leader="Barclay")
    return sc


def test_each_leader_writes_a_mission_in_the_enemy_two_first_rows_kept_secret() -> None:
    """« chaque sous-général reçoit une mission ... un hexagone situé dans les 2 premiers
    hexagones à partir du côté de la table de son adversaire ... clairement et précisément
    écrite »."""
    ctx, pos = game(_corps(), "corps_orders")
    acts = legal_actions(ctx, pos)
    writes = [a for a in acts if isinstance(a, WriteMission)]
    assert acts[-1] == Resign() and len(writes) == len(acts) - 1
    assert {a.leader for a in writes} == {"a_chief"}
    assert {a.at[2:] for a in writes} == {"01", "02"}  # rows 1 and 2: the enemy's edge
    pos, events = play(ctx, pos, WriteMission("a_chief", "0601"))
    assert [e.what for e in events if isinstance(e, MissionEvent)] == ["written"]
    pos, _ = play(ctx, pos, WriteMission("a_sub", "0301"))
    assert Activate("a_chief") in legal_actions(ctx, pos)
    seen_by_b = observe(ctx, pos, 1).position.optional.missions
    assert all(k == 0 for _, k in seen_by_b)
    seen_by_a = observe(ctx, pos, 0).position.optional.missions
    assert sorted(ctx.label(k - 1) for _, k in seen_by_a) == ["0301", "0601"]  # its own (key + 1)


def test_missions_are_kept_secret_also_while_enemy_units_are_hidden() -> None:
    """With « Unités cachées » too, what a side observes is cut for that side: its own
    missions readable, the enemy's not."""
    sc = _corps()
    put(sc, sc.grid.to_hex(9, 1), "foret")  # b_sub2 in a wood, 12 hexes from a: hidden
    ctx, pos = game(sc, "corps_orders", "hidden")
    pos, _ = play(ctx, pos, WriteMission("a_chief", "0601"))
    pos, _ = play(ctx, pos, WriteMission("a_sub", "0301"))
    obs = observe(ctx, pos, 0)
    assert obs.unknown  # the hidden path of observe
    assert sorted(ctx.label(k - 1) for _, k in obs.position.optional.missions if k) == [
        "0301",
        "0601",
    ]
    assert all(k == 0 for _, k in observe(ctx, pos, 1).position.optional.missions)


# « Supposons un jeu dans lequel la condition de victoire tactique soit la démoralisation
# ... on pourra compter un point pour celui qui obtient cette victoire plus un point pour
# chacun des objectifs remportés par chacun des 2 joueurs. Si le « vainqueur tactique » n'a
# remporté aucun objectif et son adversaire 2, ce sera celui-ci le vainqueur final malgré
# tout. »
EXAMPLE = [
    # (objectives of the tactical winner, of the other): final winner, points
    ((0, 2), "other", (1, 2)),
    ((0, 0), "tactical", (1, 0)),
    ((1, 1), "tactical", (2, 1)),
    ((0, 1), "tactical", (1, 1)),
]


@pytest.mark.parametrize(("objectives", "final", "points"), EXAMPLE)
def test_corps_orders_score_as_the_annex_example(objectives, final, points) -> None:
    ctx, pos = game(_corps(), "corps_orders")
    leaders = {0: [idx(ctx, "a_chief"), idx(ctx, "a_sub")],
               1: [idx(ctx, "b_chief"), idx(ctx, "b_sub"), idx(ctx, "b_sub2")]}  # fmt: skip
    done = set(leaders[0][: objectives[0]]) | set(leaders[1][: objectives[1]])
    pos = with_state(pos, accomplished=frozenset(done))
    events: list = []
    tactical = Result(0, "decisive", "demoralisation", (1, 3), (0, 0))
    result = corps.final(ctx.optional, eff(ctx, pos), pos, tactical, events)
    assert result.winner == (0 if final == "tactical" else 1)
    assert events[-1].points == points


def test_a_mission_is_reached_by_a_unit_activated_that_turn_and_shown() -> None:
    """« Si à la fin de son tour de jeu, si le joueur a atteint un de ses objectifs, il le
    dévoile et le fait constater »."""
    sc = _corps()
    add(sc, "runner", "a", sc.grid.to_hex(6, 3), "cavalerie", "légère")
    sc.units[0].position = sc.grid.to_hex(6, 5)  # the chief in range (5)
    ctx, pos = game(sc, "corps_orders")
    pos, _ = play(ctx, pos, WriteMission("a_chief", "0601"), WriteMission("a_sub", "0301"))
    pos, _ = play(ctx, pos, Activate("runner"), EndPhase())
    from editor.rules.actions import Move

    pos, _ = play(ctx, pos, Move("runner", "0602"), EndPhase())
    pos, events = play(ctx, pos, EndPhase())
    assert [e.what for e in events if isinstance(e, MissionEvent)] == []
    sc2 = _corps()
    add(sc2, "runner", "a", sc2.grid.to_hex(6, 3), "cavalerie", "légère")
    sc2.units[0].position = sc2.grid.to_hex(6, 5)
    ctx2, pos2 = game(sc2, "corps_orders")
    pos2, _ = play(ctx2, pos2, WriteMission("a_chief", "0602"), WriteMission("a_sub", "0301"))
    pos2, _ = play(ctx2, pos2, Activate("runner"), EndPhase())
    pos2, _ = play(ctx2, pos2, Move("runner", "0602"), EndPhase())
    pos2, events = play(ctx2, pos2, EndPhase())
    assert [(e.what, e.at) for e in events if isinstance(e, MissionEvent)] == [
        ("accomplished", "0602")
    ]


# ------------------------------------------------------------------ ammunition


def test_four_shots_then_one_die_less_for_each_shot_beyond() -> None:
    """« chaque tireur dispose au début de la bataille d'assez de munitions pour effectuer
    4 tirs ... un facteur de -1 dé cumulatif pour chaque tir ultérieur »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "gun", "a", g.to_hex(6, 10), "artillerie", "vétérans")  # 4 dice, range 4
    add(sc, "t", "b", g.to_hex(6, 7), "infanterie", "ligne")
    ctx, pos = game(sc, "ammunition")
    dice = []
    for fired in range(8):
        p = with_state(pos, shots=((idx(ctx, "gun"), fired),) if fired else ())
        dice.append(dice_for_attack(eff(ctx, p), p, idx(ctx, "gun"), idx(ctx, "t")).dice)
    assert dice == [4, 4, 4, 4, 3, 2, 1, 0]  # the 5th shot -1, the 6th -2...


def test_a_wagon_resupplies_a_unit_in_one_period_pack_animals_in_two() -> None:
    """« Un chariot ravitaille 1 unité en 1 période, un animal de bât en 2, le camp autant
    que nécessaire »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "gun", "a", g.to_hex(6, 10), "artillerie", "ligne")
    add(sc, "wagon", "a", g.to_hex(6, 11), "vehicules", "ligne")
    add(sc, "mule", "a", g.to_hex(7, 10), "infanterie", "ligne", caps=("bat",))
    add(sc, "t", "b", g.to_hex(1, 1))
    ctx, pos = game(sc, "ammunition")
    gun = idx(ctx, "gun")
    pos = with_state(pos, shots=((gun, 5),))
    pos, _ = play(ctx, pos, Activate("gun"), EndPhase())
    assert {a.by for a in legal_actions(ctx, pos) if isinstance(a, Resupply)} == {"wagon", "mule"}
    wagon, _ = play(ctx, pos, Resupply("gun", "wagon"))
    assert dict(wagon.optional.shots).get(gun, 0) == 0
    mule, _ = play(ctx, pos, Resupply("gun", "mule"))
    assert dict(mule.optional.shots)[gun] == 5
    mule, _ = play(ctx, mule, EndPhase(), EndPhase(), *[EndPhase()] * 3)
    mule, _ = play(ctx, mule, Activate("gun"), EndPhase(), Resupply("gun", "mule"))
    assert dict(mule.optional.shots).get(gun, 0) == 0


# ------------------------------------------------------------------ agents

# « Quelques exemples de missions | Facilité »
MISSIONS = [
    ("rumour", "Répandre un faux bruit dans une unité qui a -1 pour un tour", "very_easy"),
    ("spy_deployment", "Espionner le déploiement initial", "medium"),
    ("cut_road_wood", "Couper une route dans un bois (abattis)", "medium"),
    ("cut_road", "Couper une route ailleurs (fossé)", "medium"),
    ("cut_bridge", "Couper un pont", "hard"),
    ("kill_officer", "Assassiner un personnage non général", "hard"),
    ("kill_sub_general", "Assassiner un général subordonné", "very_hard"),
    ("kill_chief", "Assassiner le général en chef", "extremely_hard"),
    ("steal_symbol", "Voler ou détruire un Symbole Sacré", "extremely_hard"),
    ("corrupt_sub_general", "Remplacer ou corrompre un sous-général adverse", "extremely_hard"),
]
# « Très facile », « Moyen », « Difficile », « Très Difficile », « Extrêmement Difficile »:
# the harder, the lower the umpire's figure the engine offers first.
ORDER = ["very_easy", "medium", "hard", "very_hard", "extremely_hard"]


@pytest.mark.parametrize(("mission", "words", "facility"), MISSIONS)
def test_example_mission_row(mission: str, words: str, facility: str) -> None:
    ctx, pos = game(_corps(), "agents")
    m = ctx.optional.data.mission(mission)
    assert m is not None and m.fr == words and m.difficulty == facility
    offered = [ctx.optional.data.difficulty_percent[d] for d in ORDER]
    assert offered == sorted(offered, reverse=True) and len(set(offered)) == len(offered)
    assert SendAgent(mission, "2") in legal_actions(ctx, pos)


def test_an_agent_the_umpire_percentage_and_the_d100(loaded_d6: list[int]) -> None:
    """« l'arbitre évalue souverainement les chances de succès ... sous forme de
    pourcentage, puis il jette des dés de pourcentage : 2 dés à 10 faces, l'un comptant
    les dizaines et l'autre les unités. Si le résultat est inférieur ou égal au pourcentage
    demandé, la mission est réussie sinon elle est ratée et l'agent est fait prisonnier »."""
    for tens, units, percent, success in ((4, 5, 45, True), (4, 6, 45, False), (0, 0, 95, False)):
        ctx, pos = game(_corps(), "agents")
        pos, events = play(ctx, pos, SendAgent("cut_bridge", "2"))
        assert pos.optional.agents[0].turn == 2
        assert observe(ctx, pos, 1).position.optional.agents[0].mission == ""  # secret
        pos, _ = play(ctx, pos, *[EndPhase()] * 6)  # turn 2, side a: the umpire decides
        acts = legal_actions(ctx, pos)
        assert pos.deciding == 1 and acts[0] == UmpireOdds("25")  # « Difficile »
        loaded_d6[:] = [tens, units]
        pos, events = play(ctx, pos, UmpireOdds(str(percent)))
        report = next(e for e in events if isinstance(e, AgentReport))
        assert (report.roll, report.success) == ((tens * 10 + units) or 100, success)
        assert Activate("a_chief") in legal_actions(ctx, pos)


def test_a_mission_may_be_written_freely() -> None:
    """« Le joueur choisit librement cette mission »."""
    ctx, pos = game(_corps(), "agents")
    pos, _ = play(ctx, pos, SendAgent("Voler les chevaux du parc d'artillerie", "3"))
    assert pos.optional.agents[0].mission.startswith("Voler")
    with pytest.raises(IllegalAction):
        apply(ctx, pos, SendAgent("rumour", "3"))  # one agent a side


def test_the_umpires_question_and_answer_are_in_the_log_and_replay_alike() -> None:
    """« Le moment venu, l'arbitre évalue souverainement les chances de succès, en
    fonction des circonstances, sous forme de pourcentage »: the question asked of the
    umpire is an event of the game's log, the answer an action of it, and a replay of
    the written log gives the same answer and the same d100."""
    from editor.io.game_log import dumps_game_log, loads_game_log
    from editor.rules.engine import start
    from editor.rules.optional.events_army import UmpireAsked
    from editor.rules.record import new_record, record_from_dict, record_to_dict, replay

    ctx, _ = game(_corps(), "agents")
    pos, begun = start(ctx, 5)
    record = new_record(ctx, 5, begun, pos)
    asked = []
    for action in (SendAgent("cut_bridge", "2"), *[EndPhase()] * 6, UmpireOdds("30")):
        pos, events = apply(ctx, pos, action)
        record.append(action, events, pos)
        asked += [e for e in events if isinstance(e, UmpireAsked)]
    assert [(e.side, e.mission, e.suggested) for e in asked] == [("a", "cut_bridge", 25)]
    said = asked[0].phrase(ctx)
    assert said.en.startswith("The umpire is asked") and "(the difficulty offers 25 %)" in said.en
    assert "« Couper un pont »" in said.fr
    again = replay(ctx, record_from_dict(loads_game_log(dumps_game_log(record_to_dict(record)))))
    assert again.divergence is None and again.position == pos
    assert pos.optional.agents[0].percent == 30
