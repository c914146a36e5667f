"""The battle conditions' dice log reads as sentences (issue 11: "2D6 = 5 + 1 +0
= 6", "Wind direction (side "1" fixed, clockwise)")."""

from __future__ import annotations

import pytest

from editor.generate.conditions import ConditionsParams, roll_conditions
from editor.generate.dice import SEPARATOR, Dice


class ScriptedDice(Dice):
    """Dice that return the faces of a script."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def d6(self) -> int:
        face = self.faces.pop(0)
        self.rolls.append(face)
        return face


# hour 2+3, weather 5+1, then the strength if any, the wind direction, the wind
FACES = [2, 3, 5, 1, 4, 3, 3, 3, 3]


def _line(log: list[str], start: str, language: str) -> str:
    for line in log:
        fr, _, en = line.partition(SEPARATOR)
        text = en if language == "en" else fr
        if text.startswith(start):
            return text
    raise AssertionError(f"no line starts with {start!r}: {log}")


@pytest.mark.parametrize(
    ("season", "language", "expected"),
    [
        ("spring", "en", "Weather: 2D6 = 5 + 1 = 6 -> "),
        ("spring", "fr", "Temps : 2D6 = 5 + 1 = 6 -> "),
        ("winter", "en", "Weather: 2D6 = 5 + 1, modifier -2 = 4 -> "),
        ("winter", "fr", "Temps : 2D6 = 5 + 1, modificateur -2 = 4 -> "),
        ("high_summer", "en", "Weather: 2D6 = 5 + 1, modifier +1 = 7 -> "),
        ("high_summer", "fr", "Temps : 2D6 = 5 + 1, modificateur +1 = 7 -> "),
    ],
)
def test_the_weather_roll_shows_the_modifier_only_when_there_is_one(
    season: str, language: str, expected: str
) -> None:
    result = roll_conditions(ConditionsParams(season, ("temperate",), 0), ScriptedDice(FACES))
    start = expected.split(":")[0]
    assert _line(result.log, start, language).startswith(expected)


def test_the_wind_direction_is_a_sentence() -> None:
    # Annexe 3: "on fixe sur un hexagone quelconque du champ de bataille le « 1 »,
    # puis on lance 1d6 et l'on compte dans le sens des aiguilles d'une montre."
    # hour 2+3, weather 4+3 = 7: fine (no strength roll), wind direction 4, wind 3+3
    faces = [2, 3, 4, 3, 4, 3, 3]
    result = roll_conditions(ConditionsParams("spring", ("temperate",), 0), ScriptedDice(faces))
    assert _line(result.log, "Wind direction", "en") == (
        "Wind direction: 1D6 = 4 -> the wind blows towards hex side 4"
        ' (sides counted clockwise from the side marked "1" on the table)'
    )
    assert _line(result.log, "Direction du vent", "fr") == (
        "Direction du vent : 1D6 = 4 -> le vent souffle vers le côté 4 de l'hexagone"
        " (côtés comptés dans le sens des aiguilles d'une montre"
        " depuis le côté marqué « 1 » sur la table)"
    )
    assert result.wind_direction == 4


@pytest.mark.parametrize("seed", range(40))
def test_no_sign_is_glued_to_a_die_in_any_log(seed: int) -> None:
    for season in ("winter", "spring", "high_summer"):
        result = roll_conditions(ConditionsParams(season, ("temperate",), seed, True))
        for line in result.log:
            assert " +0" not in line and " -0" not in line, line
            assert "fixed, clockwise" not in line, line
