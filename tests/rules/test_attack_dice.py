"""Who may attack whom and with what dice, term by term: reach and sight, the
plaquettes left, support behind an obstacle in a riposte, the refusals, the
reasons a defender ignores flags, the ground at range and the chances of
passage losses (Thucydide ch. 1, Phase de Combats; Annexe 1). Written from the
mutation run of ``combat`` (docs/mutation-survivors.md): each test was checked
red under the mutants it names there."""

from __future__ import annotations

from fractions import Fraction

import pytest
from rules_helpers import blank, corridor, obstacle, put, state, unit
from test_combat import _across

from editor.rules.combat import dice_for_attack, passage_outcomes, refusal
from editor.rules.position import with_changes


def test_beyond_the_adjacent_hex_only_a_unit_in_range_and_in_sight_attacks() -> None:
    """Thucydide ch. 1, Phase de Combats: « vérifiant que l'unité ciblée est soit
    sur une case adjacente, soit à portée et dans sa ligne de mire ». Two hexes
    away, foot without missiles (range 0) may not attack, and archers (range 3)
    only with a line of sight (a wood between hides the target)."""
    p = corridor()
    sc = blank()
    unit(sc, "inf", "a", p[0])
    unit(sc, "arc", "a", p[4], quality="archers")
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    inf, arc, dfd = s.units["inf"], s.units["arc"], s.units["dfd"]
    assert s.ctx.pieces[inf].range == 0 and s.ctx.pieces[arc].range == 3
    assert refusal(s.ctx, s.pos, inf, dfd) == ("range", "2", "0")
    assert dice_for_attack(s.ctx, s.pos, arc, dfd).allowed
    put(sc, p[3], "foret")
    s = state(sc)
    assert refusal(s.ctx, s.pos, arc, dfd)[0] == "sight"
    assert not dice_for_attack(s.ctx, s.pos, arc, dfd).allowed


def test_an_attacker_that_lost_plaquettes_where_it_stands_throws_fewer_dice() -> None:
    """The quality's dice, no more than the plaquettes left (the engine's reading
    of « le nombre de dés de combat auquel son niveau de qualité lui donne
    droit »): an élite unit throws 4 dice with 4 plaquettes and, having lost two
    without moving (a riposte, say), 2 at the same target."""
    p = corridor()
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    att, dfd = s.units["att"], s.units["dfd"]
    assert dice_for_attack(s.ctx, s.pos, att, dfd).dice == 4
    plaquettes = list(s.pos.plaquettes)
    plaquettes[att] = 2
    reduced = with_changes(s.pos, plaquettes=tuple(plaquettes))  # no piece has moved
    assert dice_for_attack(s.ctx, reduced, att, dfd).dice == 2
    plaquettes[att] = 4
    healed = with_changes(reduced, plaquettes=tuple(plaquettes))
    assert dice_for_attack(s.ctx, healed, att, dfd).dice == 4


@pytest.mark.parametrize(
    ("element", "cls", "supported"),
    [
        ("remblai", "infanterie", True),
        ("fosse", "artillerie", True),
        ("fortification", "infanterie", True),
        ("remblai", "cavalerie", False),
        ("palissade", "infanterie", False),
        ("pieux", "infanterie", False),
    ],
)
def test_a_riposte_from_behind_an_embankment_counts_supported(
    element: str, cls: str, supported: bool
) -> None:
    """Annexe 1, Remblai, Fossé, Fortification: « Défenseur ignore 1 drapeau si
    Infanterie ou artillerie et compte « soutenu » en riposte »; Mur ou palissade
    and Pieux say only « Défenseur ignore 1 drapeau ». A defender with no friend
    beside it ripostes across the face with its 4 élite dice, plus the support's
    die (Notion de Soutien) only behind the first three, and only if it is
    infantry or artillery."""
    p = corridor()
    sc = blank()
    obstacle(sc, p[1], p[2], element, facing=p[2])
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2], cls)
    s = state(sc)
    rip = dice_for_attack(s.ctx, s.pos, s.units["dfd"], s.units["att"], riposte=True)
    assert rip.allowed
    assert rip.attacker_support is not None and rip.attacker_support.supported is supported
    assert rip.dice == 4 + (s.play.support.attack_dice if supported else 0)
    attack = dice_for_attack(s.ctx, s.pos, s.units["dfd"], s.units["att"])
    assert attack.attacker_support is not None and not attack.attacker_support.supported


def test_a_shot_at_range_counts_the_ground_of_the_hex_it_hits() -> None:
    """Thucydide ch. 1: « Phase de Combats (qui comprennent les tirs) », the dice
    adjusted « en fonction du terrain »; Annexe 1, Rocaille, « Vers »: « -1 dé ».
    Archers' 2 dice at a unit three hexes away on rocky ground: 1 die."""
    p = corridor()
    sc = blank()
    unit(sc, "arc", "a", p[0], quality="archers")
    unit(sc, "dfd", "b", p[3])
    s = state(sc)
    assert dice_for_attack(s.ctx, s.pos, s.units["arc"], s.units["dfd"]).dice == 2
    put(sc, p[3], "rocaille")
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["arc"], s.units["dfd"])
    assert (d.melee, d.dice) == (False, 1)
    assert [(x.element, x.where) for x in d.sources] == [("rocaille", "hex")]


def test_passage_losses_are_thrown_at_the_attacker_not_at_a_riposte() -> None:
    """Annexe 1, Pertes de passage: « Un attaquant par une face où est cet obstacle
    subit AVANT son combat ... un combat » which « ne préjuge pas d'une éventuelle
    riposte »: an infantry attacker across stakes throws 1 die of passage losses
    at itself (the table: Pieux, Inf 1); the defender's riposte back across the
    same face throws none."""
    s, d = _across("panache", "pieux", "infanterie")
    assert d.passage_losses == (("pieux", 1),)
    rip = dice_for_attack(s.ctx, s.pos, s.units["dfd"], s.units["att"], riposte=True)
    assert rip.allowed and rip.passage_losses == ()


def test_no_attack_off_the_map_on_a_friend_or_by_a_decoy() -> None:
    """Phase de Combats: the target is « une unité ciblée » of the enemy, « sur une
        case adjacente » or « à portée »: a unit not on the map neither attacks nor is
        attacked, a friend is no target, and a decoy (a marker with no unit beneath,
        Annexe 3, Unités cachées) does not fight. A refused attack throws no die and
    has no term to explain."""
    from editor.core.scenario import Decoy

    p = corridor()
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    unit(sc, "friend", "a", p[0])
    sc.decoys.append(Decoy("a", p[3]))
    s = state(sc)
    att, dfd, friend = s.units["att"], s.units["dfd"], s.units["friend"]
    decoy = next(i for i, piece in enumerate(s.ctx.pieces) if piece.decoy)
    s.place(decoy, p[3])
    assert refusal(s.ctx, s.pos, att, friend) == ("same side",)
    assert dice_for_attack(s.ctx, s.pos, att, friend).why_not == "same side"
    assert refusal(s.ctx, s.pos, decoy, dfd) == ("decoy",)
    assert dice_for_attack(s.ctx, s.pos, decoy, dfd).why_not == "a decoy does not fight"
    s.place(dfd, None)
    for a, d in ((att, dfd), (dfd, att)):
        no = dice_for_attack(s.ctx, s.pos, a, d)
        assert refusal(s.ctx, s.pos, a, d) == ("off map",)
        assert no.why_not == "a unit is not on the map"
        assert (no.allowed, no.dice, no.defender_ignores_flags, no.ignore_reasons) == (
            False,
            0,
            0,
            (),
        )
        assert no.terms == () and no.explain("en") == []
        assert no.attacker_supported == () == no.defender_supported


def test_a_supported_defender_behind_a_fortification_says_why_it_ignores_flags() -> None:
    """Annexe 1, Fortification: « Défenseur ignore 2 drapeaux si Infanterie ou
    artillerie »; Notion de Soutien: « Une unité est soutenue si elle est
    adjacente à deux autres unités amies », and a supported defender ignores 1
    flag more (the ruleset's play.support, « de nombreux avantages pour
    combattre »): 3 flags ignored, each reason told. The attacker, with two
    friends beside it too, is supported (one die more)."""
    from editor.core.hexes import neighbor

    p = corridor()
    sc = blank()
    obstacle(sc, p[1], p[2], "fortification", facing=p[2])
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    near_a = {neighbor(p[1], d) for d in range(6)}
    near_d = {neighbor(p[2], d) for d in range(6)}
    unit(sc, "b1", "b", p[3])
    unit(sc, "b2", "b", sorted(near_d - near_a - {p[1], p[3]})[0])
    unit(sc, "a1", "a", p[0])
    unit(sc, "a2", "a", sorted(near_a - near_d - {p[0], p[2]})[0])
    s = state(sc)
    d = dice_for_attack(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert s.play.support.ignore_flags == 1
    assert d.attacker_supported == ("adjacent to 2 friendly units",)
    assert (d.defender_ignores_flags, d.support_ignores) == (3, 1)
    assert d.defender_supported == ("adjacent to 2 friendly units",)
    assert [str(r) for r in d.ignore_reasons] == [
        "Fortification: the defender ignores 2 flags",
        "defender supported: ignores 1 flag",
    ]
    assert [r.fr for r in d.ignore_reasons] == [
        "Fortification : le défenseur ignore 2 drapeaux",
        "défenseur soutenu : ignore 1 drapeau",
    ]
    _s, behind = _across("panache", "remblai", "infanterie")
    assert [(str(r), r.fr) for r in behind.ignore_reasons] == [
        (
            "Earthwork: the defender ignores 1 flag",
            "Remblai : le défenseur ignore 1 drapeau",
        )
    ]


@pytest.mark.parametrize(
    ("rid", "hit"), [("thucydide", Fraction(2, 6)), ("panache", Fraction(3, 6))]
)
def test_the_chances_of_passage_losses_count_no_ignored_face(rid: str, hit: Fraction) -> None:
    """Thucydide, Annexe 1, Pieux: « « Lettres d'ordre » et « Avantages tactiques »
    sont ignorés » (Panache's table says nothing of it: the special face hits);
    « Rappel : l'armure est inversée », blue staying blue. One die of the six faces
    (« Dés de combat ») at a blue infantry attacker: hit on the blue and red
    faces (and on the special face in Panache), a flag on the flag face."""
    s, d = _across(rid, "pieux", "infanterie")
    assert d.passage_losses == (("pieux", 1),)
    assert s.ctx.pieces[s.units["att"]].armour == "medium"
    odds = passage_outcomes(s.ctx, "pieux", 1, "medium")
    assert odds.hits() == {0: 1 - hit, 1: hit}
    assert odds.flags() == {0: Fraction(5, 6), 1: Fraction(1, 6)}
