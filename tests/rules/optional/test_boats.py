"""Barques, barges et radeaux (Annexe 3): the table of the six craft typed in from the
text, one test per row; boarding, rowing with and against the current, landing,
difficult passages, freeing, drift and storms, with loaded dice."""

from __future__ import annotations

import pytest
from opt_helpers import add, blank, eff, game, idx, k, line, put, with_state
from rules_helpers import play

from editor.core.scenario import Boat
from editor.rules.actions import Activate, EndPhase
from editor.rules.combat import dice_for_attack
from editor.rules.engine import legal_actions
from editor.rules.optional import boats
from editor.rules.optional.actions import Disembark, Embark, FreeBoat, MoveBoat
from editor.rules.optional.events_army import BoatEvent
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.terrain import key_distance

# Nom: (plan d'eau: floats on, never on; ford passable), (emport), (déplacement, à la voile)
RIVERISH = {"riviere", "fleuve", "lac", "ruisseau"}
TABLE = {
    # « Rivière ou plus ; étang ou plus ; ruisseau. » « Une unité d'infanterie. » « 1 hex »
    "barque": (RIVERISH, True, {"infanterie"}, 1, None),
    # « Rivière ou plus ; étang ou plus ; jamais ruisseau. Passage d'un gué impossible. »
    # « Une unité d'infanterie, de cavalerie ou d'artillerie légère. » « 1 hex »
    "barge": ({"riviere", "fleuve", "lac"}, False, {"infanterie", "cavalerie", "light_guns"}, 1,
              None),
    # « Fleuve, lac ou mer. » « ... infanterie, de cavalerie, de chars légers ou
    # d'artillerie légère ou moyenne. » « 1 hex, 2 à la voile. »
    "navire": ({"fleuve", "lac"}, True, {"infanterie", "cavalerie", "light_guns"}, 1, 2),
    # « Rivière ou plus ; étang ou plus ; ruisseau. » « Une unité d'infanterie. » « 1 hex »
    "petit_radeau": (RIVERISH, True, {"infanterie"}, 1, None),
    # « Rivière ou plus ; étang ou plus ; jamais ruisseau. Passage d'un gué impossible. »
    "radeau_moyen": ({"riviere", "fleuve", "lac"}, False,
                     {"infanterie", "cavalerie", "light_guns"}, 1, None),
    # « Fleuve ou lac. Jamais la mer. » « Une unité, y compris d'éléphants. » « 1 hex. »
    "grand_radeau": ({"fleuve", "lac"}, True,
                     {"infanterie", "cavalerie", "light_guns", "heavy_guns", "elephants"}, 1,
                     None),
}  # fmt: skip
LOADS = {
    "infanterie": ("infanterie", ""),
    "cavalerie": ("cavalerie", ""),
    "light_guns": ("artillerie", "light"),
    "heavy_guns": ("artillerie", "heavy"),
    "elephants": ("elephants", ""),
}


def _lake(boat_type: str, **conditions):
    """A lake 3 rows deep across the map (rows 6-8), banks above and below; the boat
    at 0607, loads waiting on the north bank around 0605."""
    sc = blank(columns=14, rows=14)
    g = sc.grid
    for c in range(1, 15):
        for r in (6, 7, 8):
            put(sc, g.to_hex(c, r), "lac")
    sc.boats.append(Boat("a", g.to_hex(6, 6), boat_type))
    add(sc, "e", "b", g.to_hex(1, 14))
    return sc


@pytest.mark.parametrize("boat_type", list(TABLE))
def test_craft_row(boat_type: str) -> None:
    waters, ford, loads, moves_, sail = TABLE[boat_type]
    sc = _lake(boat_type)
    ctx, _pos = game(sc, "boats", "weather")
    t = ctx.ruleset.boats[boat_type]
    g = sc.grid
    probe = {"riviere": g.to_hex(2, 2), "fleuve": g.to_hex(3, 2), "lac": g.to_hex(4, 2),
             "ruisseau": g.to_hex(5, 2)}  # fmt: skip
    sc2 = blank(columns=14, rows=14)
    for el, h in probe.items():
        put(sc2, h, el)
    put(sc2, g.to_hex(7, 2), "riviere", "gue")
    add(sc2, "e", "b", g.to_hex(1, 14))
    add(sc2, "m", "a", g.to_hex(14, 14))
    c2, p2 = game(sc2, "boats")
    for el, h in probe.items():
        assert boats.floats(eff(c2, p2), t, k(h)) is (el in waters), el
    assert boats.floats(eff(c2, p2), t, k(g.to_hex(7, 2))) is (ford and "riviere" in waters)
    # Load: each kind of unit on the bank next to the boat
    for kind, (cls, weight) in LOADS.items():
        sc3 = _lake(boat_type)
        add(sc3, "u", "a", g.to_hex(6, 5), cls, "ligne", weight=weight)
        c3, p3 = game(sc3, "boats")
        p3, _ = play(c3, p3, Activate("u"), EndPhase())
        offered = Embark("u", "0606") in legal_actions(c3, p3)
        assert offered is (kind in loads), kind
    # Movement: 1 hex rowed; under sail with a wind that is not against it, 2
    sc4 = _lake(boat_type)
    sc4.boats[0].carries = "crew"
    add(sc4, "crew", "a", g.to_hex(6, 6), "elephants" if "elephants" in loads else "infanterie")
    c4, p4 = game(sc4, "boats", "weather")
    p4, _ = play(c4, p4, Activate("crew"), EndPhase())
    reach = {ctx.key_of(a.to) for a in legal_actions(c4, p4) if isinstance(a, MoveBoat)}
    assert max(key_distance(k(g.to_hex(6, 6)), x) for x in reach) == moves_
    sc5 = _lake(boat_type)
    sc5.boats[0].carries = "crew"
    add(sc5, "crew", "a", g.to_hex(6, 6), "elephants" if "elephants" in loads else "infanterie")
    c5, p5 = game(sc5, "boats", "weather", wind_strength="medium", wind_direction="4")  # to S
    p5, _ = play(c5, p5, Activate("crew"), EndPhase())
    south = [a for a in legal_actions(c5, p5) if isinstance(a, MoveBoat)]
    far = max(key_distance(k(g.to_hex(6, 6)), c5.key_of(a.to)) for a in south)
    assert far == (sail or moves_)


def _river(*, current: str = "", strength: str = "", boat: str = "barque", ford_at=None,
           rapids="", crew=True, **conditions):  # fmt: skip
    """A river running south-east (axial direction 0) from 0207, a barque at its 4th hex
    with a line infantry aboard."""
    sc = blank(columns=16, rows=16)
    g = sc.grid
    river = line(g.to_hex(2, 7), 0, 12)
    for h in river:
        put(sc, h, "riviere")
    if ford_at is not None:
        put(sc, river[ford_at], "riviere", "gue")
    sc.boats.append(Boat("a", river[3], boat, "crew" if crew else ""))
    if crew:
        add(sc, "crew", "a", river[3], "infanterie", "ligne")
    add(sc, "e", "b", g.to_hex(16, 1))
    add(sc, "m", "a", g.to_hex(1, 16))
    cond = dict(conditions)
    if current:
        cond["current"] = current
    if strength:
        cond["current_strength"] = strength
    if rapids:
        cond["rapids"] = rapids
    ctx, pos = game(sc, "boats", "weather", **cond)
    return sc, river, ctx, pos


def _rowing(ctx, pos):
    pos, _ = play(ctx, pos, Activate("crew"), EndPhase())
    return {ctx.key_of(a.to) for a in legal_actions(ctx, pos) if isinstance(a, MoveBoat)}, pos


def test_a_strong_current_doubles_downstream_and_halves_upstream() -> None:
    """« Si le courant est fort, le déplacement est divisé par 2 à contre courant (si 1 au
    départ, 1 tous les 2 tours) et multiplié par 2 suivant le courant »."""
    _sc, river, ctx, pos = _river(current="SE", strength="strong")
    reach, _ = _rowing(ctx, pos)
    assert k(river[5]) in reach  # 2 hexes downstream
    assert k(river[2]) not in reach  # turn 1: upstream, 0 hex
    pos, _ = play(ctx, pos, *[EndPhase()] * 6)  # turn 2: not rowed, it drifted a hex
    at = next(i for i, h in enumerate(river) if k(h) == pos.optional.boats[0].key)
    assert at == 4
    reach, _ = _rowing(ctx, pos)
    assert k(river[at - 1]) in reach  # « 1 tous les 2 tours »


def test_boarding_and_landing_each_take_the_whole_move() -> None:
    """« L'embarquement et le débarquement coûtent chacun 1 hex de déplacement en plus »
    ; « Au débarquement, l'unité débarquant doit s'arrêter »."""
    sc, river, ctx, pos = _river(crew=False)
    g = sc.grid
    bank = next(h for h in [g.to_hex(c, r) for c in range(1, 17) for r in range(1, 17)]
                if key_distance(k(h), k(river[3])) == 1 and h not in river)  # fmt: skip
    add(sc, "u", "a", bank)
    ctx, pos = game(sc, "boats", "weather")
    pos, _ = play(ctx, pos, Activate("u"), EndPhase())
    pos, _events = play(ctx, pos, Embark("u", g.label(river[3])))
    assert pos.at[idx(ctx, "u")] == k(river[3]) and idx(ctx, "u") in pos.moved
    assert not any(isinstance(a, MoveBoat) for a in legal_actions(ctx, pos))
    pos, _ = play(ctx, pos, *[EndPhase()] * 5)
    pos, _ = play(ctx, pos, Activate("u"), EndPhase())
    lands = [a for a in legal_actions(ctx, pos) if isinstance(a, Disembark)]
    assert lands
    pos, _ = play(ctx, pos, lands[0])
    assert idx(ctx, "u") in pos.moved and boats.aboard(pos.optional, idx(ctx, "u")) < 0


def test_attacking_a_boat_is_attacking_buildings() -> None:
    """« Une embarcation est comparable à une habitation pour l'accès et pour le combat »:
    « max 2 dés »."""
    sc, river, ctx, pos = _river()
    g = sc.grid
    bank = next(h for h in [g.to_hex(c, r) for c in range(1, 17) for r in range(1, 17)]
                if key_distance(k(h), k(river[3])) == 1 and h not in river)  # fmt: skip
    add(sc, "x", "b", bank, "infanterie", "élite")
    ctx, pos = game(sc, "boats")
    d = dice_for_attack(eff(ctx, pos), pos, idx(ctx, "x"), idx(ctx, "crew"))
    assert d.dice == 2


def test_a_shot_at_a_boat_from_afar_is_a_shot_at_buildings() -> None:
    """« Une embarcation est comparable à une habitation ... pour le combat », and
    combat takes in the shots (Thucydide ch. 1, « Phase de Combats (qui comprennent
    les tirs) »): an élite gun's 4 dice at the crew two hexes away are « max 2 dés »
    as at a house."""
    sc, river, ctx, pos = _river()
    g = sc.grid
    far = next(h for h in [g.to_hex(c, r) for c in range(1, 17) for r in range(1, 17)]
               if key_distance(k(h), k(river[3])) == 2 and h not in river)  # fmt: skip
    add(sc, "gun", "b", far, "artillerie", "élite")
    ctx, pos = game(sc, "boats")
    d = dice_for_attack(eff(ctx, pos), pos, idx(ctx, "gun"), idx(ctx, "crew"))
    assert d.allowed and not d.melee
    assert d.base == (("quality élite", 4),) and d.dice == 2


# Risque de naufrage: « Si la difficulté est moyenne, 2 ou 3 signifient que l'embarcation
# s'est échouée. Pour un passage très difficile, 3, 4 ou 5 signifie échoué et 2 détruit. »
PASSAGE = [("medium", t, "grounded" if t in (2, 3) else "through") for t in range(2, 13)] + [
    ("very", t, "wrecked" if t == 2 else "grounded" if t in (3, 4, 5) else "through")
    for t in range(2, 13)
]


@pytest.mark.parametrize(("difficulty", "total", "outcome"), PASSAGE)
def test_difficult_passage(difficulty: str, total: int, outcome: str, loaded_d6) -> None:
    if difficulty == "medium":  # a ford
        _sc, river, ctx, pos = _river(ford_at=4)
    else:  # the scenario's rapids
        sc0, river, _, _ = _river()
        _sc, river, ctx, pos = _river(rapids=sc0.grid.label(river[4]))
    _reach, pos = _rowing(ctx, pos)
    a = (total + 1) // 2
    loaded_d6[:] = [a, total - a]
    pos, events = play(ctx, pos, MoveBoat(ctx.label(k(river[3])), ctx.label(k(river[4]))))
    what = [e.what for e in events if isinstance(e, BoatEvent)]
    b = pos.optional.boats[0]
    if outcome == "wrecked":
        assert "wrecked" in what and b.gone and pos.at[idx(ctx, "crew")] < 0
    elif outcome == "grounded":
        assert "grounded" in what and b.grounded == difficulty
    else:
        assert not b.grounded and not b.gone


@pytest.mark.parametrize(("difficulty", "need"), [("medium", 10), ("very", 12)])
def test_a_grounded_boat_is_freed_on_10_or_12(difficulty: str, need: int, loaded_d6) -> None:
    """« Un bateau échoué reste arrêté immobile jusqu'à obtenir un 10 ou mieux (12
    seulement si très difficile) pour se libérer »."""
    for total in (need - 1, need):
        _sc, river, ctx, pos = _river()
        pos = with_state(pos, boats=(pos.optional.boats[0].__class__(
            0, k(river[3]), "barque", idx(ctx, "crew"), difficulty),))  # fmt: skip
        pos, _ = play(ctx, pos, Activate("crew"), EndPhase())
        acts = legal_actions(ctx, pos)
        assert not any(isinstance(a, MoveBoat) for a in acts)
        a = min(6, total - 1)
        loaded_d6[:] = [a, total - a]
        pos, events = play(ctx, pos, FreeBoat(ctx.label(k(river[3]))))
        assert (pos.optional.boats[0].grounded == "") is (total >= need)
        assert [e.faces for e in events if isinstance(e, D6Rolled)] == [(a, total - a)]


def test_a_boat_nobody_rows_drifts_with_the_current_and_the_wind() -> None:
    """« En cas de dérive, le courant déplace d'1 hexagone par tour, le vent moyen à
    faible d'1 hexagone tous les 2 tours »."""
    _sc, river, ctx, pos = _river(
        crew=False, current="SE", wind_strength="medium", wind_direction="3"
    )  # wind towards SE too
    moved = []
    for _turn in range(2):
        pos, _ = play(ctx, pos, *[EndPhase()] * 6)
        moved.append(river.index(next(h for h in river if k(h) == pos.optional.boats[0].key)))
    assert moved == [4, 6]  # turn 1: the current; turn 2: current and wind


def test_a_storm_wrecks_a_boat_on_a_1(loaded_d6) -> None:
    """Tempête de neige: « Navire 1d6 : si 1 = naufrage »."""
    _sc, _river_hexes, ctx, pos = _river(weather="snow", weather_strength="storm")
    pos, _ = play(ctx, pos, *[EndPhase()] * 5)
    loaded_d6[:] = [1]
    pos, _ = play(ctx, pos, EndPhase())
    assert pos.optional.boats[0].gone
