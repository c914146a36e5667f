"""One computation gives an attack's dice and the exact distribution of its throw.

``dice_for_attack`` is the throw's chance node (OpenSpiel's ``chance_outcomes``):
its terms as numbers, and ``outcomes`` the exact probability of each (hits,
flags counted). The expected values are typed from the rules, not computed:

- Thucydide ch. 1, Phase de Combats: the quality's dice (panache.yaml's
  assumptions: levée 2, élite 4), adjusted by the terrain and circumstances;
  support and an attack order each add 1 die (the ruleset's ``play:`` choices);
- Annexe 1: forêt « Max 2 dés » into the wood; palissade « Max 2 dés – Pas de
  coup spécial » into it, and « Défenseur ignore 1 drapeau si Infanterie »;
- Thucydide ch. 1, « Dés de combat »: six faces, one per symbol; a medium
  (« bleue ») target is hit by the blue and red faces and the special hit:
  3 of 6 (2 of 6 with « pas de coup spécial »); one face of 6 is a flag.
"""

from __future__ import annotations

from fractions import Fraction as F

from rules_helpers import CENTRE, blank, corridor, obstacle, put, state, unit

from editor.core.hexes import neighbor
from editor.rules.combat import dice_for_attack


def _duel(quality: str, *, wood: bool = False, palisade: bool = False, friends: int = 0):
    p = corridor()
    sc = blank()
    if wood:
        put(sc, p[2], "foret")
    if palisade:
        obstacle(sc, p[1], p[2], "palissade", facing=p[2])
    unit(sc, "att", "a", p[1], quality=quality)
    unit(sc, "dfd", "b", p[2])
    for i in range(friends):  # friends of the attacker on the side away from the defender
        unit(sc, f"f{i}", "a", neighbor(p[1], 2 + i))
    s = state(sc)
    return s, s.units["att"], s.units["dfd"]


def test_the_dice_of_an_attack_from_quality_support_and_order() -> None:
    s, a, d = _duel("levée")
    assert dice_for_attack(s.ctx, s.pos, a, d).dice == 2
    assert dice_for_attack(s.ctx, s.pos, a, d, attack_order=True).dice == 3
    s, a, d = _duel("levée", friends=2)
    assert dice_for_attack(s.ctx, s.pos, a, d).dice == 3
    assert dice_for_attack(s.ctx, s.pos, a, d, attack_order=True).dice == 4
    s, a, d = _duel("élite", wood=True, friends=2)
    assert dice_for_attack(s.ctx, s.pos, a, d, attack_order=True).dice == 2  # max 2 in a wood


def test_two_dice_into_a_wood_at_a_medium_target_exactly() -> None:
    s, a, d = _duel("élite", wood=True)
    throw = dice_for_attack(s.ctx, s.pos, a, d)
    # per die: hit 1/2, flag 1/6, neither 1/3
    assert throw.dice == 2
    assert throw.outcomes(s.ctx).table == (
        (0, 0, F(1, 9)),
        (0, 1, F(1, 9)),
        (0, 2, F(1, 36)),
        (1, 0, F(1, 3)),
        (1, 1, F(1, 6)),
        (2, 0, F(1, 4)),
    )


def test_across_a_palisade_no_special_hit_and_one_flag_ignored_exactly() -> None:
    s, a, d = _duel("élite", palisade=True)
    throw = dice_for_attack(s.ctx, s.pos, a, d)
    # per die: hit 1/3 (no special), flag 1/6, neither 1/2; one flag of the two ignored
    assert (throw.dice, throw.no_special, throw.defender_ignores_flags) == (2, True, 1)
    assert throw.outcomes(s.ctx).table == (
        (0, 0, F(5, 12)),
        (0, 1, F(1, 36)),
        (1, 0, F(4, 9)),
        (2, 0, F(1, 9)),
    )


def test_the_words_are_built_from_the_terms_when_asked() -> None:
    s, a, d = _duel("levée", friends=2)
    throw = dice_for_attack(s.ctx, s.pos, a, d, attack_order=True)
    assert callable(throw.worded)  # counted, not yet worded
    assert throw.base == (("quality levée", 2), ("supported", 1), ("attack order", 1))
    lines = throw.explain("fr")
    assert lines[0].startswith("qualité levée : 2")
    assert lines[1].startswith("soutenu (au contact de 2 unités amies) : +1")
    assert lines[2].startswith("ordre d'attaque : +1")


def test_a_refused_attack_says_why_only_when_asked() -> None:
    sc = blank()
    unit(sc, "att", "a", CENTRE)
    unit(sc, "far", "b", corridor(n=5)[4])
    s = state(sc)
    throw = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["far"])
    assert not throw.allowed and throw.refused == ("range", "4", "0")
    assert throw.why_not.fr == "hors de portée (4 hexagones, portée 0)"
