"""``apply`` given something that is not an action refuses it with ``IllegalAction``, the
error the window, the computer's pace and the replay already handle (issue 25, fault 4),
saying in English and French what was given; an action whose fields are not words or
yes/no is refused the same way, and an unknown unit is named as unknown."""

from __future__ import annotations

from typing import Any

import pytest
from rules_helpers import blank, corridor, game, play, unit

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, Move
from editor.rules.engine import IllegalAction, apply, start

NOT_ACTIONS: list[Any] = [None, "x", {}, {"type": "end_phase"}, 5, [], EndPhase]


def _game():
    p = corridor()
    sc = blank()
    unit(sc, "a1", "a", p[0], leader="Chef A")
    unit(sc, "b1", "b", p[3], leader="Chef B")
    return game(sc)


@pytest.mark.parametrize("thing", NOT_ACTIONS, ids=repr)
def test_what_is_not_an_action_is_refused_saying_so(thing: Any) -> None:
    ctx, pos = _game()
    with pytest.raises(IllegalAction) as info:
        apply(ctx, pos, thing)
    why = info.value.args[0]
    assert why.en.endswith("is not an action")
    assert why.fr.endswith("n'est pas une action")


@pytest.mark.parametrize("thing", NOT_ACTIONS, ids=repr)
def test_with_optional_rules_too(thing: Any) -> None:
    """The Bérézina plays boats and weather: the optional rules see the action first."""
    ctx = _context(str(SCENARIOS / "berezina-1812.yaml"))
    pos, _ = start(ctx, 1)
    with pytest.raises(IllegalAction, match="is not an action"):
        apply(ctx, pos, thing)


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (Move(None, "0101"), "unit"),  # type: ignore[arg-type]
        (Move("a1", 5), "to"),  # type: ignore[arg-type]
        (Activate(["a1"]), "unit"),  # type: ignore[arg-type]
        (Attack("a1", None), "target"),  # type: ignore[arg-type]
        (DefenceOrder("yes"), "give"),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_an_action_with_a_field_of_the_wrong_type_is_refused(action: Any, field: str) -> None:
    ctx, pos = _game()
    with pytest.raises(IllegalAction, match=f"{action.kind}: {field} must be "):
        apply(ctx, pos, action)


def test_an_unknown_unit_is_refused_as_unknown_with_boats_in_play() -> None:
    """Not « aboard a boat » (the first empty boat was taken for its boat)."""
    ctx = _context(str(SCENARIOS / "berezina-1812.yaml"))
    pos, _ = start(ctx, 1)
    pos, _ = play(ctx, pos, EndPhase())
    assert pos.phase == "movement"
    with pytest.raises(IllegalAction, match="unknown unit 'nobody'"):
        apply(ctx, pos, Move("nobody", "0101"))
