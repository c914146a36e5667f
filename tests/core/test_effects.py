"""The annexes' combination rule: « leurs effets se cumulent mais ne s'aggravent pas »."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.core.effects import (
    DiceCount,
    Effect,
    Exemption,
    combine_dice,
    combine_movement,
)

MAX2 = Effect("max_dice", 2)
MAX3 = Effect("max_dice", 3)
MINUS1 = Effect("minus_dice", 1)
MINUS_HEX = Effect("minus_hex", 1)


def _terms(result: DiceCount) -> list[tuple[str, int, int]]:
    return [(t.kind, t.amount, t.result) for t in result.terms]


# --------------------------------------------------------- the annex examples


def test_max_2_twice_is_max_2() -> None:
    # « si on a 2 fois « max 2 dés », le résultat est maximum 2 dés »
    result = combine_dice(4, [MAX2, MAX2])
    assert result.dice == 2
    assert _terms(result) == [("base", 4, 4), ("cap", 2, 2)]


def test_max_2_and_minus_1_from_4_dice() -> None:
    # « on compte d'abord 1 dé de moins et ensuite on limite à 2 dés »: 4 -> 3 -> 2
    result = combine_dice(4, [MAX2, MINUS1])
    assert result.dice == 2
    assert _terms(result) == [("base", 4, 4), ("minus", 1, 3), ("cap", 2, 2)]


def test_max_2_and_minus_1_from_2_dice() -> None:
    # Subtraction first: 2 -> 1, the cap of 2 then changes nothing (not 2 -> 2 -> 1 by luck).
    result = combine_dice(2, [MINUS1, MAX2])
    assert result.dice == 1
    assert _terms(result) == [("base", 2, 2), ("minus", 1, 1), ("cap", 2, 1)]


def test_minus_1_die_twice_counts_once() -> None:
    assert combine_dice(4, [MINUS1, MINUS1]).dice == 3


def test_explanation_terms_in_order_and_words() -> None:
    result = combine_dice(4, [MAX3, MAX2, MINUS1, Effect("no_special")])
    assert [t.kind for t in result.terms] == ["base", "minus", "cap", "cap"]
    assert [t.amount for t in result.terms] == [4, 1, 3, 2]
    assert result.explain("fr") == "4 dés, -1 dé → 3, max 3 dés → 3, max 2 dés → 2"
    assert result.explain("en") == "4 dice, -1 die → 3, max 3 dice → 3, max 2 dice → 2"
    assert result.no_special


def test_minus_1_hex_twice_counts_once() -> None:
    # « Idem pour les hex »
    result = combine_movement(4, [MINUS_HEX, MINUS_HEX])
    assert result.hexes == 3
    assert [(t.kind, t.amount, t.result) for t in result.terms] == [
        ("base", 4, 4),
        ("minus", 1, 3),
    ]
    assert result.explain("fr") == "4 hex, -1 hex → 3"


def test_movement_stops_and_impassable_are_flags_with_terms() -> None:
    result = combine_movement(3, [Effect("stop"), MINUS_HEX, Effect("stop_after"), Effect("stop")])
    assert (result.hexes, result.stop, result.stop_after, result.impassable) == (
        2,
        True,
        True,
        False,
    )
    assert [t.kind for t in result.terms] == ["base", "minus", "stop_after", "stop"]
    blocked = combine_movement(3, [Effect("impassable"), Effect("stop_before_and_after")])
    assert blocked.impassable and blocked.stop_before_and_after and blocked.hexes == 0


def test_normal_changes_nothing() -> None:
    result = combine_dice(3, [Effect("normal")])
    assert result.dice == 3 and not result.no_special and len(result.terms) == 1


@pytest.mark.parametrize("kind", ["stop", "road_bonus", "no_combat_on_impossible_terrain"])
def test_combine_dice_refuses_non_dice_effects(kind: str) -> None:
    with pytest.raises(ValueError, match=kind):
        combine_dice(3, [Effect(kind, 1 if kind == "road_bonus" else None)])


@pytest.mark.parametrize("kind", ["max_dice", "road_bonus", "as_road", "crosses_underlying"])
def test_combine_movement_refuses_other_effects(kind: str) -> None:
    with pytest.raises(ValueError, match=kind):
        combine_movement(3, [Effect(kind, 1 if kind in ("max_dice", "road_bonus") else None)])


def test_negative_inputs_are_refused() -> None:
    with pytest.raises(ValueError):
        combine_dice(-1, [])
    with pytest.raises(ValueError):
        combine_movement(-1, [])
    with pytest.raises(ValueError):
        combine_dice(3, [Effect("max_dice")])


def test_exemptions() -> None:
    camels = Effect("stop", unless=(Exemption(classes=("chameliers",)),))
    assert not camels.applies_to("chameliers")
    assert camels.applies_to("cavalerie")
    river = Effect(
        "impassable",
        unless=(Exemption(elements=("gue",)), Exemption(capabilities=("barques",))),
    )
    assert river.applies_to("infanterie")
    assert not river.applies_to("infanterie", elements=("riviere", "gue"))
    assert not river.applies_to("cavalerie", capabilities=("barques",))
    siege = Effect(
        "impassable",
        unless=(Exemption(classes=("infanterie",), capabilities=("equipement_siege",)),),
    )
    assert not siege.applies_to("infanterie", capabilities=("equipement_siege",))
    assert siege.applies_to("cavalerie", capabilities=("equipement_siege",))
    assert siege.applies_to("infanterie")


# ------------------------------------------------------------------ properties

dice_effects = st.lists(
    st.one_of(
        st.builds(Effect, st.just("max_dice"), st.integers(0, 6)),
        st.builds(Effect, st.just("minus_dice"), st.integers(0, 4)),
        st.sampled_from([Effect("no_special"), Effect("normal")]),
    ),
    max_size=8,
)
hex_effects = st.lists(
    st.one_of(
        st.builds(Effect, st.just("minus_hex"), st.integers(0, 4)),
        st.sampled_from([Effect("stop"), Effect("stop_after"), Effect("stop_before_and_after")]),
    ),
    max_size=8,
)


@given(st.integers(0, 12), dice_effects)
def test_dice_never_above_a_cap_nor_negative(base: int, effects: list[Effect]) -> None:
    dice = combine_dice(base, effects).dice
    assert 0 <= dice <= base
    for effect in effects:
        if effect.kind == "max_dice":
            assert dice <= (effect.n or 0)


@given(st.integers(0, 12), dice_effects, st.randoms(use_true_random=False))
def test_dice_order_and_repetition_do_not_matter(
    base: int, effects: list[Effect], rnd: object
) -> None:
    reference = combine_dice(base, effects)
    shuffled = list(effects) + list(effects)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    again = combine_dice(base, shuffled)
    assert again == reference  # same number, same explanation


@given(st.integers(0, 12), dice_effects)
def test_dice_subtractions_come_before_caps(base: int, effects: list[Effect]) -> None:
    distinct_minus = {e.n for e in effects if e.kind == "minus_dice"}
    caps = [e.n for e in effects if e.kind == "max_dice"]
    expected = max(0, base - sum(n or 0 for n in distinct_minus))
    if caps:
        expected = min([expected, *(c or 0 for c in caps)])
    assert combine_dice(base, effects).dice == expected


@given(st.integers(0, 12), hex_effects, st.randoms(use_true_random=False))
def test_movement_never_negative_order_and_repetition_irrelevant(
    allowance: int, effects: list[Effect], rnd: object
) -> None:
    reference = combine_movement(allowance, effects)
    assert 0 <= reference.hexes <= allowance
    shuffled = list(effects) * 2
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert combine_movement(allowance, shuffled) == reference
