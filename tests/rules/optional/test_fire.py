"""Le Feu and La fumée (Annexe 3) with loaded dice: lighting, burning, spreading,
the troops in it, firefighting, smoke, grass fires."""

from __future__ import annotations

import pytest
from opt_helpers import add, blank, eff, game, idx, k, put, with_state
from rules_helpers import play

from editor.core.edges import edge_between
from editor.core.hexes import neighbor
from editor.core.scenario import EdgeObstacle
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, Move
from editor.rules.combat import dice_for_attack
from editor.rules.engine import IllegalAction, apply, legal_actions
from editor.rules.movement import movement_range
from editor.rules.optional import fire
from editor.rules.optional.actions import FightFire, Ignite
from editor.rules.optional.events_fire import FireEnded, FireRolled, FireStarted, HazardRolled
from editor.rules.optional.state import Fire, Spot
from editor.rules.sight import line_of_sight


def _wood(extra_units=(), caps=("torches",), **conditions):
    """A torch-bearer (élite, 4 dice) at 0608 next to a wood at 0607; the enemy far."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    put(sc, g.to_hex(6, 7), "foret")
    add(sc, "t", "a", g.to_hex(6, 8), caps=caps)
    add(sc, "e", "b", g.to_hex(2, 2))
    for uid, side, col, row, cls in extra_units:
        add(sc, uid, side, g.to_hex(col, row), cls, "ligne")
    return sc


def _to_combat(ctx, pos, *units: str):
    return play(ctx, pos, *[Activate(u) for u in units], EndPhase(), EndPhase())[0]


def test_a_wood_has_4_plaquettes_of_resistance_and_the_attack_is_against_green_armour(
    loaded_dice: list[str],
) -> None:
    """« Une forêt a 4 plaquettes » ; « Le « combat » a lieu avec le nombre de dés de
    l'arme utilisée sur armure verte. Quand les plaquettes sont épuisées, le feu
    commence. » Hits on green: the three hit faces and the tactical advantage."""
    sc = _wood()
    ctx, pos = game(sc, "fire")
    pos = _to_combat(ctx, pos, "t")
    ignite = Ignite("t", "0607", "foret")
    assert ignite in legal_actions(ctx, pos)
    loaded_dice.append("LSFO")  # 2 hits (green hit, tactical advantage), flag, letter
    pos, events = play(ctx, pos, ignite)
    rolled = [e for e in events if isinstance(e, FireRolled)]
    assert [(e.hits, e.left) for e in rolled] == [(2, 2)]
    assert not any(isinstance(e, FireStarted) for e in events)
    assert ignite not in legal_actions(ctx, pos)  # one element a turn, and nothing else


def test_the_damage_adds_up_and_the_fire_starts_when_the_plaquettes_are_gone(
    loaded_dice: list[str],
) -> None:
    sc = _wood()
    ctx, pos = game(sc, "fire")
    pos = _to_combat(ctx, pos, "t")
    loaded_dice.append("MFFO")
    pos, _ = play(ctx, pos, Ignite("t", "0607", "foret"))
    wood = Spot("hex", k(sc.grid.to_hex(6, 7)), 0, "foret")
    assert fire.left(ctx.optional, eff(ctx, pos), pos.optional, wood) == 3
    pos, _ = play(ctx, pos, EndPhase(), EndPhase(), EndPhase(), EndPhase())  # b's turn
    pos = _to_combat(ctx, pos, "t")
    loaded_dice.append("HHHO")
    pos, events = play(ctx, pos, Ignite("t", "0607", "foret"))
    assert [e.left for e in events if isinstance(e, FireRolled)] == [0]
    assert [e.at for e in events if isinstance(e, FireStarted)] == ["0607"]


def test_torches_only_for_a_unit_that_did_not_move(loaded_dice: list[str]) -> None:
    """« qu'elle soit activée et qu'elle ne fasse rien d'autre du tour »."""
    sc = _wood()
    ctx, pos = game(sc, "fire")
    # 0707 is still next to the wood
    pos, _ = play(ctx, pos, Activate("t"), EndPhase(), Move("t", "0707"), EndPhase())
    assert not any(isinstance(a, Ignite) for a in legal_actions(ctx, pos))


def test_grenades_only_on_an_empty_hex(loaded_dice: list[str]) -> None:
    """« C'est le seul cas où il est possible de tirer sur un hexagone vide mais ... si
    aucun ennemi ne se trouve dans l'hexagone attaqué »."""
    sc = _wood(caps=("grenades",))
    ctx, pos = game(sc, "fire")
    pos = _to_combat(ctx, pos, "t")
    assert Ignite("t", "0607", "foret") in legal_actions(ctx, pos)
    sc2 = _wood(caps=("grenades",), extra_units=[("in", "b", 6, 7, "infanterie")])
    ctx2, pos2 = game(sc2, "fire")
    pos2 = _to_combat(ctx2, pos2, "t")
    assert Ignite("t", "0607", "foret") not in legal_actions(ctx2, pos2)


def test_flaming_missiles_reach_one_hex_less_and_not_from_camels() -> None:
    """« La portée d'un trait enflammé est d'un hexagone de moins » ; « Ce tir est interdit
    aux chameaux et aux éléphants »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    for row in (5, 4):  # woods 2 and 3 hexes north of the archers
        put(sc, g.to_hex(6, row), "foret")
    sc.units.clear()
    add(sc, "arch", "a", g.to_hex(6, 7), "infanterie", "archers", caps=("traits_enflammes",))
    add(sc, "camel", "a", g.to_hex(8, 7), "chameliers", "archers", caps=("traits_enflammes",))
    add(sc, "e", "b", g.to_hex(2, 2))
    ctx, pos = game(sc, "fire")
    pos = _to_combat(ctx, pos, "arch", "camel")
    ign = [a for a in legal_actions(ctx, pos) if isinstance(a, Ignite)]
    assert {(a.unit, a.at) for a in ign} == {("arch", "0605")}  # range 3 - 1 = 2


def test_a_burning_hex_is_impassable_3_full_turns_then_rocaille() -> None:
    """« il brûle pendant 3 tours complets (tour du joueur incendiant plus tour de
    l'autre). Pendant ces tours, il est un hexagone impassable pour toute troupe.
    Ensuite, il est équivalent à un hexagone de rocaille »."""
    sc = _wood()
    g = sc.grid
    ctx, pos = game(sc, "fire")
    wood = Spot("hex", k(g.to_hex(6, 7)), 0, "foret")
    pos = with_state(pos, fires=(Fire(wood, 0, 1),))  # lit by a in turn 1
    t = idx(ctx, "t")
    assert wood.key not in movement_range(eff(ctx, pos), pos, t).keys()
    ends = []
    for _turn in range(3):
        pos, events = play(ctx, pos, *[EndPhase()] * 6)
        ends += [e for e in events if isinstance(e, FireEnded)]
        if pos.turn < 4:
            assert any(f.spot == wood for f in pos.optional.fires)
    assert [(e.why, e.becomes) for e in ends] == [("burnt", "rocaille")]
    assert pos.turn == 4
    assert "rocaille" in eff(ctx, pos).terrain.elements[wood.key]
    assert "foret" not in eff(ctx, pos).terrain.elements[wood.key]


def test_a_burning_palisade_is_impassable_2_turns_then_destroyed() -> None:
    """« élément linéaire ... il brûle pendant 2 tours complets pendant lesquels c'est un
    obstacle impassable ... Ensuite, il est simplement détruit »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    a, b = g.to_hex(6, 8), g.to_hex(6, 7)
    sc.add_obstacle(EdgeObstacle(edge_between(a, b), "palissade", b))
    add(sc, "t", "a", a)
    add(sc, "e", "b", g.to_hex(2, 2))
    ctx, pos = game(sc, "fire")
    spot = Spot("edge", min(k(a), k(b)), max(k(a), k(b)), "palissade")
    pos = with_state(pos, fires=(Fire(spot, 0, 1),))
    assert k(b) not in movement_range(eff(ctx, pos), pos, idx(ctx, "t")).keys()
    pos, _ = play(ctx, pos, *[EndPhase()] * 6)
    assert pos.optional.fires
    pos, events = play(ctx, pos, *[EndPhase()] * 6)
    assert [e.why for e in events if isinstance(e, FireEnded)] == ["burnt"]
    assert not eff(ctx, pos).terrain.obstacles.get((k(a), k(b)))
    assert k(b) in movement_range(eff(ctx, pos), pos, idx(ctx, "t")).keys()


def test_troops_in_a_burning_hex_take_3_dice_after_the_combats_1_for_an_edge(
    loaded_dice: list[str],
) -> None:
    """« Si une unité (de n'importe quel camp) est dans un hexagone incendié dans la phase
    de combats et APRES les combats ... elle subit un « tir » de 3 dés » ; « si
    l'élément incendié est sur le côté de l'hexagone (palissade), le tir est seulement
    d'1 dé »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    put(sc, g.to_hex(6, 7), "foret")
    add(sc, "caught", "b", g.to_hex(6, 7), "infanterie", "ligne")
    a, b = g.to_hex(3, 8), g.to_hex(3, 7)
    sc.add_obstacle(EdgeObstacle(edge_between(a, b), "palissade", b))
    add(sc, "behind", "b", b, "infanterie", "ligne")
    add(sc, "me", "a", g.to_hex(10, 12))
    ctx, pos = game(sc, "fire")
    pos = with_state(
        pos,
        fires=(
            Fire(Spot("hex", k(g.to_hex(6, 7)), 0, "foret"), 0, 1),
            Fire(Spot("edge", min(k(a), k(b)), max(k(a), k(b)), "palissade"), 0, 1),
        ),
    )
    pos, _ = play(ctx, pos, EndPhase(), EndPhase())
    loaded_dice += ["OOO", "O"]  # the wood's 3 dice, the palisade's 1
    pos, events = play(ctx, pos, EndPhase())
    shots = [(e.unit, len(e.faces)) for e in events if isinstance(e, HazardRolled)]
    assert shots == [("caught", 3), ("behind", 1)]


def test_spread_is_a_4_dice_shot_at_each_inflammable_neighbour_cumulative(
    loaded_dice: list[str],
) -> None:
    """« ce nouvel hexagone subit un « tir » avec 4 dés ... si un hexagone est en contact
    avec plusieurs hexagones incendiés, les « tirs » sont successifs mais cumulatifs »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    a1, a2 = g.to_hex(5, 7), g.to_hex(7, 7)
    target = g.to_hex(6, 7)  # next to both
    for h in (a1, a2, target):
        put(sc, h, "foret")
    add(sc, "me", "a", g.to_hex(10, 12))
    add(sc, "e", "b", g.to_hex(2, 2))
    ctx, pos = game(sc, "fire")
    fires = tuple(Fire(Spot("hex", k(h), 0, "foret"), 0, 1) for h in (a1, a2))
    pos = with_state(pos, fires=fires)
    pos, _ = play(ctx, pos, EndPhase(), EndPhase())
    loaded_dice += ["LFFO", "MMFO"]  # 1 hit, then 2: 4 - 1 - 2 = 1 left
    pos, events = play(ctx, pos, EndPhase())
    rolled = [(e.at, len(e.faces), e.left) for e in events if isinstance(e, FireRolled)]
    assert rolled == [("0607", 4, 3), ("0607", 4, 1)]


def test_firefighting_gives_plaquettes_back_and_a_fire_put_out_is_as_new(
    loaded_dice: list[str],
) -> None:
    """« les « coups touchés » remettent des « plaquettes de résistance » à l'élément.
    Quand il a tout récupéré, le feu est éteint »."""
    sc = _wood(caps=())
    g = sc.grid
    ctx, pos = game(sc, "fire")
    wood = Spot("hex", k(g.to_hex(6, 7)), 0, "foret")
    pos = with_state(pos, fires=(Fire(wood, 1, 1),))
    pos = _to_combat(ctx, pos, "t")
    fight = FightFire("t", "0607", "foret")
    assert fight in legal_actions(ctx, pos)
    loaded_dice.append("LMFF")
    pos, events = play(ctx, pos, fight)
    assert [e.left for e in events if isinstance(e, FireRolled)] == [2]
    assert pos.optional.fires
    pos = with_state(pos, damage=((wood, 3),))
    pos = with_state(pos, busy=frozenset())
    from editor.rules.position import with_changes

    pos = with_changes(pos, fought=frozenset())
    loaded_dice.append("HFFF")
    pos, events = play(ctx, pos, fight)
    assert [e.why for e in events if isinstance(e, FireEnded)] == ["extinguished"]
    assert not pos.optional.fires and not pos.optional.damage
    assert "foret" in eff(ctx, pos).terrain.elements[wood.key]


def test_animals_next_to_a_fire_fight_with_one_die_less() -> None:
    """« Toute troupe équipée d'animaux ... situés dans un hexagone adjacent à un
    hexagone enflammé ou dans un hexagone envahi par la fumée combat avec un dé de moins »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    put(sc, g.to_hex(6, 7), "foret")
    add(sc, "cav", "a", g.to_hex(6, 8), "cavalerie", "élite")
    add(sc, "foot", "a", g.to_hex(7, 8), "infanterie", "élite")
    add(sc, "e", "b", g.to_hex(6, 9), "infanterie", "ligne")
    ctx, pos = game(sc, "fire")
    before = dice_for_attack(eff(ctx, pos), pos, idx(ctx, "cav"), idx(ctx, "e")).dice
    pos = with_state(pos, fires=(Fire(Spot("hex", k(g.to_hex(6, 7)), 0, "foret"), 1, 1),))
    c = eff(ctx, pos)
    assert dice_for_attack(c, pos, idx(ctx, "cav"), idx(ctx, "e")).dice == before - 1
    foot = dice_for_attack(c, pos, idx(ctx, "foot"), idx(ctx, "e")).dice
    assert foot == dice_for_attack(eff(ctx, pos), pos, idx(ctx, "foot"), idx(ctx, "e")).dice


def test_smoke_blocks_sight_and_troops_in_it_fight_as_at_night() -> None:
    """« de la fumée qui est un obstacle total à la visibilité » ; « Toute troupe prise
    dans la fumée combat dans les conditions de la nuit » (melee factor only)."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "a1", "a", g.to_hex(6, 10))
    add(sc, "f1", "a", g.to_hex(5, 10))
    add(sc, "f2", "a", g.to_hex(7, 10))
    add(sc, "e", "b", g.to_hex(6, 9), "infanterie", "ligne")
    add(sc, "far", "b", g.to_hex(6, 4), "infanterie", "ligne")
    ctx, pos = game(sc, "fire")
    c = eff(ctx, pos)
    assert line_of_sight(c, pos, g.to_hex(6, 10), g.to_hex(6, 4)).visible is False  # e masks
    assert line_of_sight(c, pos, g.to_hex(5, 10), g.to_hex(5, 4)).visible
    supported = dice_for_attack(c, pos, idx(ctx, "a1"), idx(ctx, "e")).dice
    pos = with_state(pos, smoke=frozenset({k(g.to_hex(5, 7)), k(g.to_hex(6, 9))}))
    c = eff(ctx, pos)
    sight = line_of_sight(c, pos, g.to_hex(5, 10), g.to_hex(5, 4))
    assert not sight.visible and sight.reason == "smoke"
    assert dice_for_attack(c, pos, idx(ctx, "a1"), idx(ctx, "e")).dice == supported - 1


def test_a_fire_lights_nothing_in_the_rain_and_goes_out_on_a_6(loaded_d6, loaded_dice) -> None:
    """Pluie faible: « Incendies : - 2 pour allumer. Un dé : 6 = feu s'éteint »."""
    sc = _wood()
    ctx, pos = game(sc, "fire", "weather", weather="rain", weather_strength="light")
    pos = _to_combat(ctx, pos, "t")
    loaded_dice.append("FF")  # 4 dice - 2
    pos, events = play(ctx, pos, Ignite("t", "0607", "foret"))
    assert [len(e.faces) for e in events if isinstance(e, FireRolled)] == [2]
    wood = Spot("hex", k(sc.grid.to_hex(6, 7)), 0, "foret")
    pos = with_state(pos, fires=(Fire(wood, 0, 1),), damage=())
    loaded_d6.append(6)
    pos, events = play(ctx, pos, EndPhase())
    assert [e.why for e in events if isinstance(e, FireEnded)] == ["rain"]


def test_no_fire_in_a_very_heavy_rain() -> None:
    sc = _wood()
    ctx, pos = game(sc, "fire", "weather", weather="rain", weather_strength="very_heavy")
    pos = _to_combat(ctx, pos, "t")
    assert not any(isinstance(a, Ignite) for a in legal_actions(ctx, pos))
    with pytest.raises(IllegalAction):
        apply(ctx, pos, Ignite("t", "0607", "foret"))


def test_grass_burns_in_a_heat_wave_with_a_very_strong_wind_and_rocks_stop_it(
    loaded_dice: list[str],
) -> None:
    """Feux de prairie: « s'il y a à la fois de la canicule et du vent très fort ... les
    hexagones de simple prairie deviennent « inflammables » » ; « Seul un hexagone humide
    ..., un hexagone sans herbe (rocaille, sable) ... peut l'arrêter »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "me", "a", g.to_hex(11, 13))
    add(sc, "e", "b", g.to_hex(1, 1))
    burning = g.to_hex(6, 8)
    north = neighbor(burning, g.side_direction("N"))
    north_east = neighbor(burning, g.side_direction("NE"))
    put(sc, north_east, "rocaille")
    ctx, pos = game(sc, "fire", "weather", weather="heat", wind_strength="very_strong",
                    wind_direction="1")  # fmt: skip
    pos = with_state(pos, fires=(Fire(Spot("grass", k(burning), 0, "grass"), 0, 1),))
    pos, _ = play(ctx, pos, EndPhase(), EndPhase())
    loaded_dice += ["F*"] * 10
    pos, events = play(ctx, pos, EndPhase())
    shot_at = {e.at for e in events if isinstance(e, FireRolled)}
    assert g.label(north) in shot_at
    assert g.label(north_east) not in shot_at  # rocks: no grass
    assert g.label(neighbor(north, g.side_direction("N"))) in shot_at  # 2 hexes downwind
    assert g.label(neighbor(burning, g.side_direction("S"))) not in shot_at  # never against


def test_without_heat_the_grass_does_not_burn() -> None:
    sc = blank()
    add(sc, "t", "a", sc.grid.to_hex(6, 8), caps=("torches",))
    add(sc, "e", "b", sc.grid.to_hex(1, 1))
    ctx, pos = game(sc, "fire", "weather", wind_strength="very_strong", wind_direction="1")
    pos = _to_combat(ctx, pos, "t")
    assert not any(isinstance(a, Ignite) for a in legal_actions(ctx, pos))


def test_rockets_shoot_at_the_troop_and_at_its_wood_at_once(loaded_dice: list[str]) -> None:
    """« Si une troupe avec de telles armes tire sur un élément « inflammable » en même
    temps qu'elle tire sur la troupe occupante, les 2 tirs sont résolus parallèlement »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    put(sc, g.to_hex(6, 6), "foret")
    add(sc, "rk", "a", g.to_hex(6, 9), "artillerie", "ligne", caps=("fusees",))
    add(sc, "e", "b", g.to_hex(6, 6), "infanterie", "ligne")
    ctx, pos = game(sc, "fire")
    pos = _to_combat(ctx, pos, "rk")
    loaded_dice += ["OO", "LLL"]  # the shot at the troop (max 2 in a wood), then the wood
    pos, events = play(ctx, pos, Attack("rk", "e"), DefenceOrder(False))
    assert [(e.purpose, e.left) for e in events if isinstance(e, FireRolled)] == [("ignite", 1)]


def test_a_burnt_bridge_leaves_the_river_impassable() -> None:
    sc = blank(columns=12, rows=14)
    g = sc.grid
    river = [g.to_hex(c, 7) for c in range(1, 13)]
    for h in river:
        put(sc, h, "riviere")
    bridge = g.to_hex(6, 7)
    put(sc, bridge, "riviere", "pont", "route")
    put(sc, g.to_hex(6, 8), "route")
    put(sc, g.to_hex(6, 6), "route")
    add(sc, "u", "a", g.to_hex(6, 8))
    add(sc, "e", "b", g.to_hex(1, 1))
    ctx, pos = game(sc, "fire")
    c = eff(ctx, pos)
    assert k(bridge) in movement_range(c, pos, idx(ctx, "u")).keys()
    pos = with_state(pos, burnt=frozenset({Spot("hex", k(bridge), 0, "pont")}))
    assert k(bridge) not in movement_range(eff(ctx, pos), pos, idx(ctx, "u")).keys()


@pytest.mark.parametrize(("wind", "jumps"), [("very_strong", False), ("storm", True)])
def test_only_a_storm_makes_a_grass_fire_jump_a_ring_of_marsh(
    loaded_dice: list[str], wind: str, jumps: bool
) -> None:
    """Feux de prairie: « Seul un hexagone humide (ruisseau, marais, étang ou rivière) ...
    peut l'arrêter ... Mais le vent (tempête) peut faire sauter le feu au-dessus »: a very
    strong wind's « 2 hex sens du vent » stops at the marsh; a storm's goes over it."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "me", "a", g.to_hex(11, 13))
    add(sc, "e", "b", g.to_hex(1, 1))
    burning = g.to_hex(6, 8)
    for d in range(6):
        put(sc, neighbor(burning, d), "marais")
    north = neighbor(burning, g.side_direction("N"))
    beyond = neighbor(north, g.side_direction("N"))
    ctx, pos = game(sc, "fire", "weather", weather="heat", wind_strength=wind,
                    wind_direction="1")  # fmt: skip
    pos = with_state(pos, fires=(Fire(Spot("grass", k(burning), 0, "grass"), 0, 1),))
    pos, _ = play(ctx, pos, EndPhase(), EndPhase())
    loaded_dice += ["F*"] * 10
    pos, events = play(ctx, pos, EndPhase())
    shot_at = {e.at for e in events if isinstance(e, FireRolled)}
    assert g.label(north) not in shot_at  # the marsh does not burn
    assert (g.label(beyond) in shot_at) is jumps
