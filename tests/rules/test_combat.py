"""Combat: passage losses per cell, the combination examples, flags, riposte, dice faces."""

from __future__ import annotations

import pytest
from rules_helpers import blank, corridor, obstacle, put, state, unit

from editor.rules.combat import dice_for_attack
from editor.rules.dice import read_roll

# Annexe 1, « Pertes de passage » (both rulesets): obstacle -> Inf, Cav, Eléphant
PASSAGE = {
    "pieux": (1, 2, 3),
    "barriere": (1, 3, 3),
    "abattis": (1, 3, 3),
    "chausse_trappes": (2, 3, 4),
    "trous": (2, 4, 1),
    "chaines": (1, 3, 3),  # « Equivalent à barrières ou chevaux de frise »
}
CLASSES = ("infanterie", "cavalerie", "elephants")
PASSAGE_CASES = [
    pytest.param(rid, el, cls, dice[i], id=f"{rid}-{el}-{cls}")
    for rid in ("panache", "thucydide")
    for el, dice in PASSAGE.items()
    for i, cls in enumerate(CLASSES)
]


def _across(rid: str, element: str, cls: str, defender_hex: tuple[str, ...] = ()):
    p = corridor()
    sc = blank(rid)
    obstacle(sc, p[1], p[2], element, facing=p[2])
    if defender_hex:
        put(sc, p[2], *defender_hex)
    unit(sc, "att", "a", p[1], cls)
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    return s, dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"])


@pytest.mark.parametrize(("rid", "element", "cls", "dice"), PASSAGE_CASES)
def test_passage_loss_cell(rid: str, element: str, cls: str, dice: int) -> None:
    _s, d = _across(rid, element, cls)
    assert d.passage_losses == ((element, dice),)


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
@pytest.mark.parametrize("cls", CLASSES)
def test_eboulis_only_in_village_or_steep_hill(rid: str, cls: str) -> None:
    """« Equivalent à abattis dans un village ... ou sur une colline escarpée »."""
    expected = PASSAGE["abattis"][CLASSES.index(cls)]
    assert _across(rid, "eboulis", cls)[1].passage_losses == ()
    assert _across(rid, "eboulis", cls, ("habitations",))[1].passage_losses == (
        ("eboulis", expected),
    )
    assert _across(rid, "eboulis", cls, ("colline", "rocaille"))[1].passage_losses == (
        ("eboulis", expected),
    )


def test_panache_chausse_trappes_artillery_and_vehicles() -> None:
    """Panache: « Artillerie = Inf; Véhicules = Cav. »"""
    assert _across("panache", "chausse_trappes", "artillerie")[1].passage_losses == (
        ("chausse_trappes", 2),
    )
    assert _across("panache", "chausse_trappes", "vehicules")[1].passage_losses == (
        ("chausse_trappes", 3),
    )
    assert _across("panache", "chausse_trappes", "chameliers")[1].passage_losses == (
        ("chausse_trappes", 3),
    )


def test_passage_losses_only_across_that_face() -> None:
    p = corridor()
    sc = blank()
    obstacle(sc, p[2], p[3], "pieux", facing=p[3])
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    assert dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"]).passage_losses == ()


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_subtract_then_cap(rid: str) -> None:
    """Annexe 1: « si on a « max 2 dés » et « -1 dé », on compte d'abord 1 dé de
    moins et ensuite on limite à 2 dés »; « 2 fois max 2 dés » is max 2."""
    p = corridor()
    sc = blank(rid)
    put(sc, p[2], "colline", "rocaille")  # uphill max 2, rocaille vers -1
    unit(sc, "att", "a", p[1], quality="ligne")  # 3 dice
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert d.dice == 2  # 3 - 1 = 2, then max 2 (capping first would give 1)
    assert [t.kind for t in d.count.terms] == ["base", "minus", "cap"]
    put(sc, p[2], "colline", "foret")  # max 2 twice
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert d.dice == 2 and [t.kind for t in d.count.terms] == ["base", "cap"]


@pytest.mark.parametrize(
    ("element", "n"), [("palissade", 1), ("remblai", 1), ("fortification", 2), ("pieux", 1)]
)
def test_defender_ignores_flags_behind_obstacle(element: str, n: int) -> None:
    s, d = _across("panache", element, "infanterie")
    assert d.defender_ignores_flags == n
    # only for infantry or artillery defenders
    p = corridor()
    sc = blank()
    obstacle(sc, p[1], p[2], element, facing=p[2])
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2], "cavalerie")
    s = state(sc)
    assert dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"]).defender_ignores_flags == 0


def test_no_combat_on_impossible_terrain_by_road() -> None:
    p = corridor()
    sc = blank()
    put(sc, p[2], "montagne", "route")
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert not d.allowed and "impossible terrain by a road" in d.why_not
    put(sc, p[2], "foret", "route")  # infantry may be in a forest: combat
    s = state(sc)
    assert dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"]).allowed


def test_ranged_needs_range_and_sight() -> None:
    p = corridor()
    sc = blank()
    unit(sc, "arc", "a", p[0], quality="archers")  # range 3
    unit(sc, "dfd", "b", p[3])
    unit(sc, "far", "b", p[4])
    s = state(sc)
    assert dice_for_attack(s.ctx, s.pos, s.units["arc"], s.units["dfd"]).allowed
    assert "out of range" in dice_for_attack(s.ctx, s.pos, s.units["arc"], s.units["far"]).why_not
    put(sc, p[2], "foret")
    s = state(sc)
    assert (
        "no line of sight" in dice_for_attack(s.ctx, s.pos, s.units["arc"], s.units["dfd"]).why_not
    )


@pytest.mark.parametrize(
    ("armour", "hits"),
    [("light", 4), ("medium", 3), ("heavy", 2)],
)
def test_hits_by_armour(armour: str, hits: int) -> None:
    faces = ("hit_light", "hit_medium", "hit_heavy", "flag", "order_letter", "special")
    r = read_roll(faces, armour)
    assert r.hits == hits and r.flags == 1 and r.letters == 1
    assert read_roll(faces, armour, no_special=True).hits == hits - 1
    reversed_hits = {"light": 2, "medium": 3, "heavy": 4}[armour]
    assert read_roll(faces, armour, reversed_armour=True).hits == reversed_hits


def test_the_dice_explanation_names_each_term_its_effect_and_its_rule() -> None:
    """Annexe 1: Rocaille « Vers » « -1 dé »; Bois, forêt « Depuis » « Max 2 dés »;
    Pieux « Pas de coup spécial ». The élite quality gives 4 dice, an attack order
    +1 (Thucydide ch. 1, Phase de Combats); the combination subtracts first, then
    caps (« on compte d'abord 1 dé de moins et ensuite on limite à 2 dés »)."""
    p = corridor(n=4)
    sc = blank()
    put(sc, p[1], "foret")
    put(sc, p[2], "rocaille")
    obstacle(sc, p[1], p[2], "pieux", facing=p[2])
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"], attack_order=True)
    assert (d.dice, d.no_special) == (2, True)
    assert d.explain("en") == [
        "elite quality: 4 (Thucydide ch. 1, Phase de Combats: the dice its quality gives)",
        "attack order: +1 (Thucydide ch. 1, Phase de Combats)",
        "Rocky ground (into, hex attacked): -1 (Annexe 1, Rocaille)",
        "Wood, forest (from, attacker's hex): max 2 (Annexe 1, Bois, forêt)",
        "Stakes (into, face crossed): no special hit (Annexe 1, Pieux)",
        "combined: 5 dice, -1 die → 4, max 2 dice → 2",
    ]
    assert d.explain("fr") == [
        "qualité élite : 4 ("
        "Thucydide ch. 1, Phase de Combats : « le nombre de dés de co"
        "mbat auquel son niveau de qualité lui donne droit »)",
        "ordre d'attaque : +1 (Thucydide ch. 1, Phase de Combats)",
        "Rocaille (vers, hexagone attaqué) : -1 (Annexe 1, Rocaille)",
        "Bois, forêt (depuis, hexagone de l'attaquant) : max 2 (Annexe 1, Bois, forêt)",
        "Pieux (vers, bord franchi) : pas de coup spécial (Annexe 1, Pieux)",
        "combiné : 5 dés, -1 dé → 4, max 2 dés → 2",
    ]


def test_the_explanation_worded_when_asked_names_the_plaquettes_cap_and_the_support() -> None:
    """The dice are counted first and worded only when asked (most are only
    counted): the terms then are those of the attack as it was, a supported
    attacker whose élite dice are capped by its plaquettes left."""
    from editor.core.hexes import neighbor

    p = corridor(n=4)
    sc = blank()
    unit(sc, "att", "a", p[1], plaquettes=2)
    unit(sc, "dfd", "b", p[2])
    friends = [h for h in (neighbor(p[1], d) for d in range(6)) if h not in (p[0], p[2])]
    unit(sc, "f1", "a", friends[0])
    unit(sc, "f2", "a", friends[1])
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"], attack_order=True)
    assert d.dice == 2 + s.play.support.attack_dice + s.play.orders.attack_dice
    assert d.terms is d.terms  # worded once
    en, fr = d.explain("en"), d.explain("fr")
    assert en[0] == (
        "elite quality: 2 (capped by 2 plaquettes) "
        "(Thucydide ch. 1, Phase de Combats: the dice its quality gives)"
    )
    assert fr[0] == (
        "qualité élite : 2 (limité par 2 plaquettes) ("
        "Thucydide ch. 1, Phase de Combats : « le nombre de dés de co"
        "mbat auquel son niveau de qualité lui donne droit »)"
    )
    assert en[1].startswith("supported (") and en[1].endswith(
        f": +{s.play.support.attack_dice} (Thucydide ch. 1, Notion de Soutien)"
    )
    assert fr[1].startswith("soutenu (")
    order = s.play.orders.attack_dice
    assert en[2] == f"attack order: +{order} (Thucydide ch. 1, Phase de Combats)"
    assert len(en) == 4 and en[3].startswith("combined: ")


def test_dice_worded_late_still_pickle_and_copy_with_their_wording() -> None:
    """An attack's dice keep the function that words them until asked; a copy or a
    pickle (a process pool, a deep copy of an event) words them first, whole."""
    import copy
    import pickle

    p = corridor(n=4)
    sc = blank()
    unit(sc, "att", "a", p[1], plaquettes=2)
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"], attack_order=True)
    for other in (pickle.loads(pickle.dumps(d)), copy.deepcopy(d)):
        assert other == d
        assert other.explain("fr") == d.explain("fr")
        assert other.explain("en")[0].startswith("elite quality: 2 (capped by 2 plaquettes)")
