"""Annexe 3's numbers are the ruleset's: none has a default in code.

``optional/data.py`` once read « boat_resistance » as 5 when the ruleset left
it out (the ruleset's own figure written a second time). Each number is now
required by the ruleset schema: a ruleset without one is refused when it is
loaded, naming the key, and the figure the file gives is the one played.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from editor import paths
from editor.io.rulesets import RulesetError, load_ruleset
from editor.rules.optional.data import optional_data

KEYS = [
    "animals_minus_dice",
    "boat_resistance",
    "grenade_range",
    "new_fire_face",
    "thirst_distance",
    "noise_distance",
    "camp_turns",
]


def _copy_without(tmp_path: Path, key: str, value: str | None = None) -> Path:
    text = (paths.RULESETS / "panache.yaml").read_text(encoding="utf-8")
    line = re.compile(rf"^(\s+){key}: \d+\n", re.M)
    assert len(line.findall(text)) == 1, key
    new = "" if value is None else rf"\g<1>{key}: {value}\n"
    path = tmp_path / "house.yaml"
    path.write_text(line.sub(new, text), encoding="utf-8")
    return path


@pytest.mark.parametrize("key", KEYS)
def test_a_ruleset_without_a_number_of_annexe_3_is_refused_naming_it(
    tmp_path: Path, key: str
) -> None:
    with pytest.raises(RulesetError, match=key):
        load_ruleset(_copy_without(tmp_path, key))


def test_the_boats_fire_resistance_played_is_the_ruleset_s(tmp_path: Path) -> None:
    assert optional_data(load_ruleset("panache")).fire.boat_resistance == 5  # panache.yaml
    house = load_ruleset(_copy_without(tmp_path, "boat_resistance", "7"))
    assert optional_data(house).fire.boat_resistance == 7
