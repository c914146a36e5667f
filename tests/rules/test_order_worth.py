"""Issue 23, « information where the eye is »: an order that cannot change a throw is
said before it is spent (the attack order held by a terrain cap), a defence order
that cannot change the odds is known as such, and the attack preview names the
faces that hit the target in the rule's words.

Expected values are typed from the rulebooks: Annexe 1, « Bois, forêt: max 2 dés »
taken after the additions (« on compte d'abord 1 dé de moins et ensuite on limite à
2 dés »); Thucydide ch. 1, « Dés de combat »: a face hits « verts » only, « verts »
and « bleus », or every colour; Notion de Soutien: a unit adjacent to two friends
is supported, and a defence order makes it count as supported.
"""

from __future__ import annotations

from rules_helpers import blank, corridor, game, play, put, state, to_combat, unit, wall_off

from editor.core.hexes import neighbor
from editor.rules.actions import Attack
from editor.rules.explain import attack_preview, hit_faces
from editor.rules.order_worth import attack_order_adds_nothing, defence_order_matters


def test_an_attack_order_under_a_wood_cap_adds_nothing_and_says_why() -> None:
    """Élite (4 dice) + attack order (1) from a wood (« max 2 ») into rocky ground
    (-1): 5 - 1 = 4, capped at 2; without the order 4 - 1 = 3, capped at 2."""
    p = corridor(n=4)
    sc = blank()
    put(sc, p[1], "foret")
    put(sc, p[2], "rocaille")
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    why = attack_order_adds_nothing(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert why is not None
    assert why.en == (
        "The attack order adds nothing here: capped at 2 dice by Wood, forest "
        "(attacker's hex, « max 2 dice », Annexe 1)."
    )
    assert why.fr == (
        "L'ordre d'attaque n'apporte rien ici : limité à 2 dés par Bois, forêt "
        "(hexagone de l'attaquant, « max 2 dés », Annexe 1)."
    )
    preview = attack_preview(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert preview is not None and preview.order_adds_nothing == why


def test_an_attack_order_in_the_open_adds_a_die() -> None:
    p = corridor(n=4)
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    assert attack_order_adds_nothing(s.ctx, s.pos, s.units["att"], s.units["dfd"]) is None
    preview = attack_preview(s.ctx, s.pos, s.units["att"], s.units["dfd"])
    assert preview is not None and preview.order_adds_nothing is None


def test_the_faces_that_hit_a_blue_target_are_named() -> None:
    """Heavy infantry is « bleus » (moyens): hit by « verts et bleus » and « verts,
    bleus et rouges », and by the special hit (Panache: « coup spécial »); 3 faces
    of the six-symbol die."""
    p = corridor(n=4)
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    faces = hit_faces(s.ctx, s.units["dfd"])
    assert faces.en == (
        "Faces that hit this blue (medium) target: hit on green or blue, "
        "hit on any colour, special hit (3 of 6)"
    )
    assert faces.fr == (
        "Faces qui touchent cette cible « bleue » (moyenne) : touche sur vert ou bleu, "
        "touche sur toute couleur, coup spécial (3 sur 6)"
    )
    no_special = hit_faces(s.ctx, s.units["dfd"], no_special=True)
    assert no_special.en.endswith("hit on green or blue, hit on any colour (2 of 6)")


def _defence_pending(supported: bool):
    p = corridor(n=6)
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    keep = list(p)
    if supported:  # two friends beside the defender, out of the attacker's way
        friends = [h for h in (neighbor(p[2], d) for d in range(6)) if h not in (p[1], p[3])]
        friends = [h for h in friends if all(h != neighbor(p[1], d) for d in range(6))][:2]
        for n, h in enumerate(friends):
            unit(sc, f"f{n}", "b", h)
        keep += friends
    wall_off(sc, keep)
    ctx, pos = game(sc)
    pos = to_combat(ctx, pos, "att")
    pos, _ = play(ctx, pos, Attack("att", "dfd"))
    assert pos.combat is not None and pos.combat.stage == "defence"
    return ctx, pos


def test_a_defence_order_matters_for_a_defender_alone() -> None:
    """Alone, the order makes it count as supported: one flag ignored, other odds."""
    ctx, pos = _defence_pending(supported=False)
    assert defence_order_matters(ctx, pos)


def test_a_defence_order_changes_nothing_for_a_defender_already_supported() -> None:
    ctx, pos = _defence_pending(supported=True)
    assert defence_order_matters(ctx, pos) is False


def test_no_defence_decision_pending_nothing_matters() -> None:
    p = corridor(n=4)
    sc = blank()
    unit(sc, "att", "a", p[1])
    unit(sc, "dfd", "b", p[2])
    s = state(sc)
    assert defence_order_matters(s.ctx, s.pos) is False
