"""Condition values in words, for the sheet and the editor."""

from __future__ import annotations

import pytest

from editor.generate.conditions import ConditionsParams, roll_conditions
from editor.io.conditions_names import condition_text


@pytest.mark.parametrize(
    ("conditions", "key", "lang", "text"),
    [
        ({"season": "winter"}, "season", "fr", "hiver"),
        ({"season": "high_summer"}, "season", "en", "high summer"),
        (
            {"zone": "cold,mountains"},
            "zone",
            "en",
            "cold zone (northern Europe, high plateaus, northern Japan), mountains",
        ),
        ({"weather": "snow", "weather_strength": "hail"}, "weather_strength", "fr", "grêle"),
        (
            {"weather": "fog", "weather_strength": "pea_soup"},
            "weather_strength",
            "en",
            "pea-souper",
        ),
        ({"weather": "rain", "weather_strength": "storm"}, "weather_strength", "fr", "tempête"),
        ({"wind_strength": "very_weak"}, "wind_strength", "fr", "très faible"),
        ({"wind_direction": "4"}, "wind_direction", "en", "towards hex side 4"),
        ({"daylight": "dusk"}, "daylight", "fr", "crépuscule"),
        ({"weather": "pluie la nuit précédente"}, "weather", "en", "pluie la nuit précédente"),
        ({"hour": "8h"}, "hour", "fr", "8h"),
        ({}, "season", "fr", ""),
        # A designer's file may name a table row in words rather than by id:
        # the other language's sheet still reads it in its own words.
        ({"season": "été"}, "season", "en", "summer"),
        ({"season": "Autumn"}, "season", "fr", "automne"),
        ({"weather": "beau"}, "weather", "en", "fine"),
        ({"hour": "aube"}, "hour", "en", "dawn"),
        ({"hour": "midi"}, "hour", "en", "noon"),
        ({"wind": "faible, ouest"}, "wind", "en", "weak, west"),
        ({"wind": "strong, north-east"}, "wind", "fr", "fort, nord-est"),
        # A list with words of no table stays as written, never half translated.
        ({"weather": "beau, chaud"}, "weather", "en", "beau, chaud"),
    ],
)
def test_condition_text(conditions: dict[str, str], key: str, lang: str, text: str) -> None:
    assert condition_text(key, conditions, lang) == text


@pytest.mark.parametrize("seed", range(40))
def test_every_rolled_condition_reads_as_french_words_not_ids(seed: int) -> None:
    result = roll_conditions(ConditionsParams("winter", ("cold",), seed, variable=True))
    cond = result.conditions()
    for key in ("season", "zone", "weather", "weather_strength", "wind_strength", "daylight"):
        if key in cond:
            assert condition_text(key, cond, "fr") not in ("", cond[key]), key


def test_every_rolled_condition_reads_in_french_without_keys() -> None:
    """What ``hexfield conditions`` stores (ids, and a visibility written in
    English) reads as words in French: names and values, no snake_case key."""
    import re

    from editor.io.conditions_names import condition_name

    seen_visibility = False
    for seed in range(40):
        conditions = roll_conditions(ConditionsParams("winter", ("cold",), seed, True)).conditions()
        for key, value in conditions.items():
            name, text = condition_name(key, "fr"), condition_text(key, conditions, "fr")
            assert name != key and not re.search(r"\b[a-z]+_[a-z_]+\b", name + " " + text)
            if key == "visibility":
                seen_visibility = True
                assert text != value  # the generator's English, in French
    assert seen_visibility
