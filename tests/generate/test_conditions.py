"""Panache Annexe 3 tables: one case per row of the annex, then the procedure."""

from __future__ import annotations

from collections import Counter

import pytest

from editor.generate.conditions import (
    ConditionsParams,
    WeatherState,
    daylight_of,
    fog_turn,
    roll_conditions,
    tables,
    weather_for,
    weather_turn,
    wind_towards,
)
from editor.generate.dice import Dice
from editor.io.generator_data import band


class ScriptedDice(Dice):
    """Dice that return the faces of a script, as a player reading the annex examples."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def d6(self) -> int:
        face = self.faces.pop(0)
        self.rolls.append(face)
        return face


# "1 et - | 2 à 4 | 5 et 6 | 7 à 11 | 12 et +": Neige, Pluie, Brouillard ou Brume, Beau, Canicule
WEATHER_ROWS = [
    (-3, "snow"),
    (1, "snow"),
    (2, "rain"),
    (4, "rain"),
    (5, "fog"),
    (6, "fog"),
    (7, "fine"),
    (11, "fine"),
    (12, "heat"),
    (15, "heat"),
]
# Pluie: 2 Tempête, 3 Très forte, 4 à 6 Forte, 7 à 8 Faible, 9 à 10 Crachin, 11 et + Irrégulière
RAIN_ROWS = [
    (2, "storm"),
    (3, "very_heavy"),
    (4, "heavy"),
    (6, "heavy"),
    (7, "light"),
    (8, "light"),
    (9, "drizzle"),
    (10, "drizzle"),
    (11, "irregular"),
    (12, "irregular"),
]
# Neige: 2 Tempête, 3 Très forte, 4 à 6 Forte, 7 à 9 Faible, 10 à 11 Grêle, 12 Tempête de grêle
SNOW_ROWS = [
    (2, "storm"),
    (3, "very_heavy"),
    (4, "heavy"),
    (6, "heavy"),
    (7, "light"),
    (9, "light"),
    (10, "hail"),
    (11, "hail"),
    (12, "hailstorm"),
]
# Vent: 2 Tempête, 3 Très fort, 4 à 6 Fort, 7 à 8 Moyen, 9 à 10 Faible, 11 et + Très faible
WIND_ROWS = [
    (2, "storm"),
    (3, "very_strong"),
    (4, "strong"),
    (6, "strong"),
    (7, "medium"),
    (8, "medium"),
    (9, "weak"),
    (10, "weak"),
    (11, "very_weak"),
    (12, "very_weak"),
]
# Brume: 2 à 4 Brume légère, 5 à 7 Brume, 8 à 9 Brume épaisse, 10 à 11 Brouillard, 12 Purée de pois
FOG_ROWS = [
    (2, "light_mist"),
    (4, "light_mist"),
    (5, "mist"),
    (7, "mist"),
    (8, "thick_mist"),
    (9, "thick_mist"),
    (10, "fog"),
    (11, "fog"),
    (12, "pea_soup"),
]
# Saison: Aube, Jour, Crépuscule, Nuit
SEASON_ROWS = [
    ("summer", 1, "dawn"),
    ("summer", 2, "day"),
    ("summer", 17, "day"),
    ("summer", 18, "dusk"),
    ("summer", 19, "night"),
    ("spring", 15, "day"),
    ("spring", 16, "dusk"),
    ("autumn", 17, "night"),
    ("winter", 12, "day"),
    ("winter", 13, "day"),
    ("winter", 14, "dusk"),
    ("winter", 15, "night"),
    ("high_summer", 18, "dusk"),
]
MODIFIERS = [
    ("winter", "temperate", -2),
    ("spring", "mountains", -1),
    ("summer", "hot_desert", 2),
    ("high_summer", "temperate", 1),
    ("autumn", "cold", -2),
    ("summer", "monsoon", 0),
]
# Zone de mousson: remplacer beau et canicule par pluie et tout le reste par beau
MONSOON_ROWS = [(0, "fine"), (3, "fine"), (5, "fine"), (8, "rain"), (12, "rain")]


@pytest.mark.parametrize(("total", "weather"), WEATHER_ROWS)
def test_weather_table(total: int, weather: str) -> None:
    assert weather_for(total, monsoon=False)["id"] == weather


@pytest.mark.parametrize(("total", "weather"), MONSOON_ROWS)
def test_monsoon_substitution(total: int, weather: str) -> None:
    assert weather_for(total, monsoon=True)["id"] == weather


@pytest.mark.parametrize(
    ("table", "total", "strength"),
    [("rain", *r) for r in RAIN_ROWS]
    + [("snow", *r) for r in SNOW_ROWS]
    + [("wind", *r) for r in WIND_ROWS]
    + [("fog", *r) for r in FOG_ROWS],
)
def test_strength_tables(table: str, total: int, strength: str) -> None:
    assert band(tables()["strength"][table], total)["id"] == strength


@pytest.mark.parametrize(("season", "hour", "light"), SEASON_ROWS)
def test_hours_of_the_day(season: str, hour: int, light: str) -> None:
    assert daylight_of(tables()["seasons"][season], hour) == light


@pytest.mark.parametrize(("season", "zone", "modifier"), MODIFIERS)
def test_modifiers(season: str, zone: str, modifier: int) -> None:
    # hour 1+1, weather 3+3, then the strength if any, wind 1, wind 4+4
    faces = [1, 1, 3, 3, 4, 4, 1, 4, 4]
    r = roll_conditions(ConditionsParams(season, (zone,), 0), ScriptedDice(faces))
    assert r.modifier == modifier


def test_all_dice_of_every_table_are_covered() -> None:
    for name, rows in tables()["strength"].items():
        covered = sorted(v for row in rows for v in range(row["min"], row["max"] + 1))
        assert covered == list(range(2, 13)), name


def test_annex_example_1_high_summer_mist_lifting() -> None:
    """Plein été (+1), 2D6 = 4 -> 5: brouillard ou brume; relance: brume simple; 1 then 2: lifts."""
    dice = ScriptedDice([3, 4, 2, 2, 3, 3, 2, 1, 4])
    r = roll_conditions(ConditionsParams("high_summer", ("temperate",), 0), dice)
    assert (r.weather, r.strength) == ("fog", "mist")
    assert r.start_hour == 7 and r.start_period == 13
    assert fog_turn(ScriptedDice([1]), "mist") == "light_mist"
    assert fog_turn(ScriptedDice([2]), "light_mist") is None
    assert fog_turn(ScriptedDice([6]), "fog") == "pea_soup"
    assert fog_turn(ScriptedDice([6]), "pea_soup") == "pea_soup"
    assert fog_turn(ScriptedDice([4]), "mist") == "mist"


def test_annex_example_2_winter_heavy_rain_medium_wind() -> None:
    """Hiver (-2), 5 - 2 = 3: pluie; force 6: forte; vent 7: moyen."""
    dice = ScriptedDice([6, 6, 2, 3, 3, 3, 5, 3, 4])
    r = roll_conditions(ConditionsParams("winter", ("temperate",), 0), dice)
    assert (r.weather, r.strength, r.wind_strength) == ("rain", "heavy", "medium")
    assert r.daylight == "day" and r.start_hour == 12
    effects = {table: row for table, row, _ in r.effects()}
    assert effects == {"rain": "heavy", "wind": "medium"}


def test_annex_example_3_desert_heat_and_storm() -> None:
    """Plein été (+1) et désert (+2): 10 + 3 = 13, canicule; vent 2: tempête."""
    dice = ScriptedDice([6, 6, 5, 5, 2, 1, 1])
    r = roll_conditions(ConditionsParams("high_summer", ("hot_desert",), 0), dice)
    assert (r.weather, r.strength, r.wind_strength) == ("heat", None, "storm")
    assert r.daylight == "day" and r.start_period == 23  # hour 12 of a summer day
    assert [t for t, _, _ in r.effects()] == ["heat", "wind"]


def test_variable_weather_changes() -> None:
    state = WeatherState((3, 3), "fog", "mist")
    assert weather_turn(ScriptedDice([4]), state, 4, 0) == state  # not above the stability
    small = weather_turn(ScriptedDice([5, 5]), state, 4, 0)  # 1 above: small, 5 - 3 = +2
    assert small == WeatherState((3, 3), "fog", "fog")
    assert weather_turn(ScriptedDice([5, 6]), state, 4, 0) == state  # small change, 6: none
    large = weather_turn(ScriptedDice([6, 6, 3, 4]), state, 4, 0)  # 2 above: a die rolled again
    assert large.weather == "fine" and 6 in large.dice


def test_conditions_are_seeded_logged_and_stored() -> None:
    a = roll_conditions(ConditionsParams("winter", ("cold",), 7, True))
    b = roll_conditions(ConditionsParams("winter", ("cold",), 7, True))
    assert a.log == b.log and a.conditions() == b.conditions()
    assert all(" | " in line for line in a.log)
    c = a.conditions()
    assert c["season"] == "winter" and c["zone"] == "cold" and "weather_stability" in c
    assert all(len(v) <= 200 for v in c.values())
    g = a.generation()
    assert g.procedure == "panache-conditions" and g.seed == 7


def test_conditions_distribution_follows_the_modifiers() -> None:
    winter = Counter(
        roll_conditions(ConditionsParams("winter", ("cold",), s)).weather for s in range(600)
    )
    summer = Counter(
        roll_conditions(ConditionsParams("high_summer", ("hot_desert",), s)).weather
        for s in range(600)
    )
    assert winter["snow"] > 100 and winter["heat"] == 0
    assert summer["snow"] == 0 and summer["heat"] > 100


def test_bad_season_or_zone_is_refused() -> None:
    with pytest.raises(ValueError, match="season must be one of"):
        roll_conditions(ConditionsParams("monsoon"))
    with pytest.raises(ValueError, match="zone must be one of"):
        roll_conditions(ConditionsParams("winter", ("arctic",)))


@pytest.mark.parametrize(
    ("direction", "side_one", "orientation", "towards"),
    [
        (1, "N", "flat", "N"),
        (2, "N", "flat", "NE"),
        (6, "N", "flat", "NW"),
        (3, "S", "flat", "NW"),
        (1, "E", "pointy", "E"),
        (4, "E", "pointy", "W"),
    ],
)
def test_wind_direction_counts_clockwise(direction, side_one, orientation, towards) -> None:
    assert wind_towards(direction, side_one, orientation) == towards
