"""A side's own leaders, where they stand now, command its units (tests from the
mutation run of ``command``).

Ch. 1, « Le commandement »: « Ce sont ces chefs qui peuvent activer les unités.
Une unité non commandée ne peut pas être activée, sauf par un ordre
particulier. » A side whose scenario names no leader at all is wholly commanded
(the engine's assumption: that scenario does not model command), whatever the
other side has; a side with leaders activates only the units in their range,
from the hex each leader stands on.
"""

from __future__ import annotations

import pytest
from rules_helpers import blank, game, play, state, unit

from editor.core.hexes import Hex
from editor.core.phrases import Phrase
from editor.rules.actions import Activate
from editor.rules.command import activatable, activation_refusal
from editor.rules.engine import IllegalAction
from editor.rules.position import with_changes


@pytest.mark.parametrize(("without", "with_"), [("a", "b"), ("b", "a")])
def test_a_side_without_leaders_activates_any_unit_whatever_the_enemy_has(
    without: str, with_: str
) -> None:
    """The refusal names the unit and says what else can activate it. Red when the
    enemy's leaders count as the side's own (lines 71 and 72: ``or`` for ``and``,
    ``!=`` for ``==``) and when the refusal's words lose the unit's name or change
    (lines 227, 235 to 237)."""
    sc = blank()
    unit(sc, "free", without, Hex(2, 2))
    unit(sc, "chief", with_, Hex(9, 9), leader="Ney")
    sc.units[-1].rank = "officier"
    unit(sc, "far", with_, Hex(9, 2))
    ctx, pos = game(sc, first=without)
    done, _ = play(ctx, pos, Activate("free"))
    assert ctx.piece_index["free"] in done.activated
    ctx, pos = game(sc, first=with_)
    with pytest.raises(IllegalAction) as refused:
        play(ctx, pos, Activate("far"))
    why = refused.value.args[0]
    assert (why.en, why.fr) == (
        '"far" is out of command range of every leader; a manoeuvre order can activate it',
        "« far » est hors de portée de commandement de tous les chefs ; un ordre de "
        "manœuvre peut l'activer",
    )
    done, _ = play(ctx, pos, Activate("chief"))
    assert ctx.piece_index["chief"] in done.activated


def test_a_leader_who_moved_commands_around_his_new_hex() -> None:
    """An officer (1 hex) moved from one unit to another: the one beside his new
    hex may be activated, the one he left may not. Red when the leaders' ranges
    kept for the side are not worked out again once they moved (line 123, ``==``
    for ``!=``)."""
    sc = blank()
    unit(sc, "officer", "a", Hex(2, 2), leader="Ney")
    sc.units[-1].rank = "officier"
    unit(sc, "west", "a", Hex(2, 3))
    unit(sc, "east", "a", Hex(8, 3))
    unit(sc, "foe", "b", Hex(9, 9))
    s = state(sc)
    officer, west, east = s.units["officer"], s.units["west"], s.units["east"]
    assert set(activatable(s.ctx, s.pos, 0)) == {officer, west}
    s.place(officer, Hex(8, 2))
    assert set(activatable(s.ctx, s.pos, 0)) == {officer, east}


def _refusal(s, uid: str) -> tuple[str, str]:
    why = activation_refusal(s.ctx, s.pos, 0, s.units[uid])
    assert isinstance(why, Phrase)
    return why.en, why.fr


def test_a_side_whose_leaders_are_all_dead_activates_only_by_manoeuvre_orders() -> None:
    """« Une unité non commandée ne peut pas être activée, sauf par un ordre
    particulier »: with its only leader gone, no unit of the side is commanded,
    and the refusal says why. Red when the refusal's words lose the unit's name or
    change (lines 230 to 232)."""
    sc = blank()
    unit(sc, "officer", "a", Hex(2, 2), leader="Ney")
    sc.units[-1].rank = "officier"
    unit(sc, "near", "a", Hex(2, 3))
    unit(sc, "foe", "b", Hex(9, 9))
    s = state(sc)
    s.place(s.units["officer"], None)
    assert activatable(s.ctx, s.pos, 0) == []
    assert _refusal(s, "near") == (
        '"near": every leader of the side is dead; only a manoeuvre order activates',
        "« near » : tous les chefs du camp sont morts ; seul un ordre de manœuvre active",
    )


def test_a_leader_activates_three_units_of_a_small_army_and_no_fourth() -> None:
    """An army of 0 to 9 units: each leader activates 3 units in his range; the
    fourth is refused, named, with the count. Red when the refusal's words lose
    the unit's name or change (lines 241, 244 to 247)."""
    sc = blank()
    unit(sc, "chief", "a", Hex(5, 5), leader="Ney")
    sc.units[-1].rank = "officier"
    for n, h in enumerate((Hex(5, 6), Hex(6, 5), Hex(4, 5), Hex(5, 4))):
        unit(sc, f"u{n}", "a", h)
    unit(sc, "foe", "b", Hex(11, 11))
    s = state(sc)
    s.pos = with_changes(s.pos, activated=frozenset(s.units[f"u{n}"] for n in range(3)))
    assert s.units["u3"] not in activatable(s.ctx, s.pos, 0)
    assert _refusal(s, "u3") == (
        '"u3": its leaders in range have used their activations (each leader '
        "activates at most 3 units)",
        "« u3 » : ses chefs à portée ont épuisé leurs activations (chacun active au plus 3 unités)",
    )
