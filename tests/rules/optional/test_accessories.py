"""A unit's accessories in a fire (Annexe 3, Le Feu): « Pour les troupes, ce peuvent
être les chariots, mantelets ou autres » ; « Si c'est un accessoire de l'unité
(mantelet, chariot), il brûle pendant 2 tours complets mais il est simplement
inutilisable. Ensuite, il est simplement détruit » ; « Si l'élément incendié est un
accessoire de l'unité (mantelet, chariot), l'unité ne subit pas de tir mais
l'élément est inutilisable »."""

from __future__ import annotations

from opt_helpers import add, blank, game, idx, with_state
from rules_helpers import play

from editor.rules.actions import Activate, EndPhase
from editor.rules.engine import legal_actions
from editor.rules.optional import supply
from editor.rules.optional.actions import Ignite
from editor.rules.optional.events_fire import FireEnded, FireRolled, FireStarted, HazardRolled


def _wagons():
    """A torch-bearer (élite, 4 dice) at 0608; next to it at 0607 an enemy unit with its
    wagons, and beside that one a friend of its that has fired its 4 shots."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "t", "a", g.to_hex(6, 8), caps=("torches",))
    add(sc, "w", "b", g.to_hex(6, 7), "infanterie", "ligne", caps=("chariots",))
    add(sc, "s", "b", g.to_hex(6, 6), "infanterie", "ligne")
    ctx, pos = game(sc, "fire", "ammunition")
    pos = with_state(pos, shots=((idx(ctx, "s"), 4),))
    return ctx, pos


def _to_combat(ctx, pos):
    return play(ctx, pos, Activate("t"), EndPhase(), EndPhase())[0]


def test_wagons_catch_fire_like_dry_wood_and_the_unit_takes_no_shot(
    loaded_dice: list[str],
) -> None:
    ctx, pos = _wagons()
    assert "w" in supply.options(ctx.optional, ctx, pos, idx(ctx, "s"))
    pos = _to_combat(ctx, pos)
    ignite = Ignite("t", "0607", "chariots")
    assert ignite in legal_actions(ctx, pos)
    loaded_dice.append("HHHO")  # 3 hits: « un élément en bois sec ... 3 »
    pos, events = play(ctx, pos, ignite)
    assert [(e.element, e.left) for e in events if isinstance(e, FireRolled)] == [("chariots", 0)]
    assert [(e.at, e.element) for e in events if isinstance(e, FireStarted)] == [
        ("0607", "chariots")
    ]
    pos, events = play(ctx, pos, EndPhase())  # the fire's effects, after the combats
    assert not [e for e in events if isinstance(e, HazardRolled)]  # no shot at the unit
    assert pos.plaquettes[idx(ctx, "w")] == 4
    # « simplement inutilisable »: the wagons resupply nobody while they burn.
    assert "w" not in supply.options(ctx.optional, ctx, pos, idx(ctx, "s"))


def test_an_accessory_burns_2_full_turns_then_is_destroyed(loaded_dice: list[str]) -> None:
    ctx, pos = _wagons()
    pos = _to_combat(ctx, pos)
    loaded_dice.append("HHHO")
    pos, _ = play(ctx, pos, Ignite("t", "0607", "chariots"))
    ends = []
    turns = []
    while pos.turn < 4:
        pos, events = play(ctx, pos, EndPhase())
        for e in events:
            if isinstance(e, FireEnded):
                ends.append((e.element, e.why))
                turns.append(pos.turn)
    assert ends == [("chariots", "burnt")]
    assert turns == [3]  # burnt at the end of the 2nd full turn (turns 1 and 2)
    assert "w" not in supply.options(ctx.optional, ctx, pos, idx(ctx, "s"))  # destroyed
    assert not any(
        isinstance(a, Ignite) and a.element == "chariots" for a in legal_actions(ctx, pos)
    )
