"""A group's house rules: a copy of adlg-v4.yaml with other numbers changes what
the generator does, and a broken copy is refused with words.

Each case changes one number in a copy of the data and checks a property over
many seeds that the copy must give; the same property fails with the bundled
file over the same seeds, so the case shows the generator reads the number
(a generator that ignored the copy would fail it).
"""

from __future__ import annotations

import copy
import random
import re
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from editor.generate.adlg_data import adlg_data
from editor.generate.adlg_players import decide, pick
from editor.generate.adlg_v4 import TERRITORIES, LayoutParams, LayoutResult, generate_layout
from editor.generate.dice import Dice
from editor.io.generator_data import GeneratorDataError, load_generator_data

SEEDS = 80


def bundled() -> dict[str, Any]:
    return copy.deepcopy(load_generator_data("adlg-v4"))


def params(seed: int, **kw: Any) -> LayoutParams:
    return LayoutParams(TERRITORIES[seed % len(TERRITORIES)], seed, **kw)


@cache
def bundled_layouts() -> tuple[LayoutResult, ...]:
    return tuple(generate_layout(params(seed)) for seed in range(SEEDS))


def layouts(data: dict[str, Any]) -> list[LayoutResult]:
    checked = adlg_data(data)  # once, not at every layout
    return [generate_layout(params(seed), checked) for seed in range(SEEDS)]


def _type(kind: str) -> str:
    if kind in ("soft_hill", "steep_hill"):
        return "hill"
    return "river_or_coast" if kind in ("river", "coast") else kind


def one_of_a_type(r: LayoutResult) -> bool:
    return all(
        max(Counter(_type(p.kind) for p in picks).values()) == 1
        for picks in r.choices.picks.values()
    )


def four_each(r: LayoutResult) -> bool:
    return set(r.choices.chosen_count.values()) == {4}


def never_rerolled(r: LayoutResult) -> bool:
    return not any("utilise sa relance" in line for line in r.log)


def bare_hills(r: LayoutResult) -> bool:
    return not any(p.vegetation for picks in r.choices.picks.values() for p in picks)


def no_control(r: LayoutResult) -> bool:
    return not any(re.search(r"contrôle de l'élément", line) for line in r.log)


def sector_1_is_east(r: LayoutResult) -> bool:
    rolled = [e for e in r.elements if e.sector == 1 and not (e.moved or e.pivoted)]
    rolled = [e for e in rolled if e.anchor is not None and e.copy_of is None]
    return all(r.table.zone(e.anchor) == ("defender", "east") for e in rolled)


def _max_of_a_type_1(d: dict[str, Any]) -> None:
    d["max_of_a_type"] = 1


def _four_elements(d: dict[str, Any]) -> None:
    d["elements_chosen"] = {"min": 4, "max": 4}
    d["players"]["element_count"]["weights"] = {"4": 1}
    d["control_count"] = {"4": 0}


def _no_reroll(d: dict[str, Any]) -> None:
    d["rerolls_per_player"] = 0


def _never_vegetate(d: dict[str, Any]) -> None:
    d["players"]["hill_vegetation"]["chance"] = 0


def _no_control_ever(d: dict[str, Any]) -> None:
    d["control_count"] = {"2": 0, "3": 0, "4": 0}


def _swap_sectors_1_and_3(d: dict[str, Any]) -> None:
    dice = d["sector_die"]
    dice["1"], dice["3"] = dice["3"], dice["1"]


CASES: list[tuple[str, Callable[[dict[str, Any]], None], Callable[[LayoutResult], bool]]] = [
    ("at most 1 of a type: never two of a type", _max_of_a_type_1, one_of_a_type),
    ("4 elements to choose: every player chooses 4", _four_elements, four_each),
    ("no reroll: no element is rolled again for want of room", _no_reroll, never_rerolled),
    ("hills never covered: no vegetation", _never_vegetate, bare_hills),
    ("no control for any count: no control roll", _no_control_ever, no_control),
    ("sector die 1 <-> 3: a 1 lands east", _swap_sectors_1_and_3, sector_1_is_east),
]


@pytest.mark.parametrize(("tweak", "holds"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_changed_number_changes_the_layouts(
    tweak: Callable[[dict[str, Any]], None], holds: Callable[[LayoutResult], bool]
) -> None:
    assert not all(holds(r) for r in bundled_layouts()), "the case is not exercised"
    data = bundled()
    tweak(data)
    broken = [r.params.seed for r in layouts(data) if not holds(r)]
    assert not broken, broken[:10]


def test_a_strategist_adds_the_copys_number_of_controls() -> None:
    data = bundled()
    data["strategist_extra_controls"] = 3
    data = adlg_data(data)
    counts = {"defender": 2, "attacker": 3}
    led = {"attacker": True}
    for seed in range(10):
        r = generate_layout(params(seed, element_counts=counts, strategists=led), data)
        log = "\n".join(r.log)
        assert "Attaquant : 4 contrôles de terrain" in log  # 3 elements: 1, and 3 more
        assert "Défenseur : 2 contrôles de terrain" in log  # 2 elements: 2


def test_the_initiative_bonus_cap_is_the_copys() -> None:
    data = bundled()
    data["initiative_max_bonus"] = 1
    r = generate_layout(params(3, initiative=(9, 2)), data)
    assert re.search(r"joueur A 1D6 = \d \(\+1\)", r.log[2]), r.log[2]
    r = generate_layout(params(3, initiative=(9, 2)))
    assert re.search(r"joueur A 1D6 = \d \(\+4\)", r.log[2]), r.log[2]


def test_the_village_goes_on_the_hill_when_the_copy_says_always() -> None:
    data = bundled()
    data["players"]["village_on_hill"]["chance"] = 1
    data = adlg_data(data)
    counts = {"defender": 4, "attacker": 2}
    seen = 0
    for seed in range(40):
        r = generate_layout(LayoutParams("mountain", seed, element_counts=counts), data)
        # the village goes on a hill the defender chose, not on the compulsory one
        chosen = {p.kind for p in r.choices.picks["defender"] if not p.compulsory}
        chose_both = chosen >= {"village", "steep_hill"}
        village = [e for e in r.elements if e.kind == "village"]
        if chose_both and village:
            seen += 1
            assert village[0].on_hill == "steep_hill", seed
    assert seen >= 3  # the case is exercised


# --- a broken copy is refused, saying what and where -------------------------------


def _gap_in_position_die(d: dict[str, Any]) -> None:
    d["position_die"][0]["max"] = 3


def _no_control_row_for_5(d: dict[str, Any]) -> None:
    d["elements_chosen"]["max"] = 5
    d["players"]["element_count"]["weights"]["5"] = 1


def _all_weights_zero(d: dict[str, Any]) -> None:
    d["players"]["hill_kind"]["weights"] = {"soft_hill": 0, "steep_hill": 0}


def _share_over_one(d: dict[str, Any]) -> None:
    d["players"]["placement"]["largest_share"] = "4/3"


def _unknown_players_key(d: dict[str, Any]) -> None:
    d["players"]["bluff"] = {"chance": 0.5}


def _assumption_missing(d: dict[str, Any]) -> None:
    del d["players"]["village_on_hill"]["assumption"]


def _same_zone_twice(d: dict[str, Any]) -> None:
    d["sector_die"]["2"] = dict(d["sector_die"]["1"])


@pytest.mark.parametrize(
    ("breaks", "message"),
    [
        (_gap_in_position_die, "position_die: the rows must cover the faces 1 to 6 once each"),
        (_no_control_row_for_5, "control_count: no row for 5 elements chosen"),
        (_all_weights_zero, "players/hill_kind/weights: every weight is 0"),
        (_share_over_one, "players/placement/largest_share: 4/3 is more than 1"),
        (_unknown_players_key, "unknown property 'bluff' in players"),
        (_assumption_missing, "players/village_on_hill: 'assumption' is a required property"),
        (_same_zone_twice, "sector_die: two faces name the same zone"),
    ],
)
def test_a_broken_copy_is_refused_with_words(
    breaks: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = bundled()
    breaks(data)
    with pytest.raises(GeneratorDataError) as caught:
        generate_layout(params(1), data)
    text = str(caught.value)
    assert text.startswith("adlg-v4 data: ") and message in text, text


def test_the_bundled_file_passes_its_own_checks() -> None:
    assert adlg_data() is load_generator_data("adlg-v4")
    checked = adlg_data(bundled())
    assert checked == load_generator_data("adlg-v4")
    assert adlg_data(checked) is checked


# --- the players' odds ---------------------------------------------------------------


def test_equal_weights_draw_exactly_as_a_uniform_choice() -> None:
    """Why moving the odds to the data did not change what a seed gives."""
    options = ("river", "coast", "marsh")
    weights = dict.fromkeys(options, 1)
    a, b = Dice(7), Dice(7)
    assert [pick(a, options, weights) for _ in range(200)] == [
        b.choose(options) for _ in range(200)
    ]


def test_weights_set_the_odds() -> None:
    dice = Dice(11)
    drawn = Counter(pick(dice, ("a", "b", "c"), {"a": 3, "b": 1, "c": 0}) for _ in range(4000))
    assert drawn["c"] == 0
    assert 2.6 < drawn["a"] / drawn["b"] < 3.4


def test_sure_decisions_draw_no_random_number() -> None:
    dice = Dice(5)
    state = dice.rng.getstate()
    assert decide(dice, 1) is True and decide(dice, 0) is False
    assert dice.rng.getstate() == state
    ref = random.Random(5)
    assert decide(dice, 0.5) == (ref.random() < 0.5)
