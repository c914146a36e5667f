"""Battle conditions resolved into what holds for the battle (issue 11).

Annexe 3, « Direction, force et effet du vent », Visibilité column:

    Forte       Brouillards dispersés
    Très Forte  Brouillards dispersés ; en zone de désert, réduite à 4 hex
    Tempête     réduite à 4 hex, Brouillards dispersés ; en zone de désert, réduite à 2 hex

and Déplacement: Très Forte « -1 hex ; En zone de désert, max 2 hex sauf pour
troupes originaires du désert ou dans sens du vent »; Tempête « Max 1 hex . En
zone de désert, mouvements seulement dans sens du vent, sauf troupes originaires
du désert »; Spécial of Tempête: « En zone de désert, tempête sable ».

So fog under a strong wind or worse is dispersed (its own row does not hold),
and the desert's clauses hold only in a desert.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_conditions import ScriptedDice

from editor.generate.conditions import ConditionsParams, roll_conditions

DISPERSING = ("strong", "very_strong", "storm")
"""The wind rows whose visibility says « Brouillards dispersés »."""
CALMER = ("medium", "weak", "very_weak")
# Wind strength on 2D6: 2 tempête, 3 très fort, 4-6 fort, 7-8 moyen, 9-10 faible, 11+ très faible.
WIND_DICE = {
    "storm": (1, 1),
    "very_strong": (1, 2),
    "strong": (2, 3),
    "medium": (3, 4),
    "weak": (4, 5),
    "very_weak": (6, 6),
}
# Fog: weather 2D6 = 5 (temperate summer), thickness 2D6 = 5 -> « Brume ».
FOG, MIST = (2, 3), (2, 3)
# Rain: weather 2D6 = 3, strength 2D6 = 7 -> « Faible ».
RAIN, LIGHT = (1, 2), (3, 4)
# Fine: weather 2D6 = 8.
FINE = (4, 4)


def rolled(zone: str, weather: tuple[int, ...], wind: str):
    """Hour 2D6 = 2, the weather dice given, wind direction 1, the wind strength."""
    faces = [1, 1, *weather, 1, *WIND_DICE[wind]]
    return roll_conditions(ConditionsParams("summer", (zone,), 0), ScriptedDice(faces))


def cells(result, table: str) -> dict[str, str]:
    found = [c for t, _, c in result.effects() if t == table]
    return {kind: text["fr"] for kind, text in found[0].items()} if found else {}


@pytest.mark.parametrize("wind", DISPERSING)
def test_a_strong_wind_or_worse_disperses_the_fog(wind: str) -> None:
    r = rolled("temperate", (*FOG, *MIST), wind)
    assert (r.weather, r.strength, r.wind_strength) == ("fog", "mist", wind)
    assert r.fog_dispersed
    assert "fog" not in [t for t, _, _ in r.effects()]  # « réduite à 5 hex » no longer holds
    assert cells(r, "wind")["visibility"].startswith("Brouillards dispersés")
    assert "disperse le brouillard" in r.log[-1] and "disperses the fog" in r.log[-1]
    assert "5 hexes" not in r.conditions().get("visibility", "")


@pytest.mark.parametrize("wind", CALMER)
def test_a_calmer_wind_leaves_the_fog(wind: str) -> None:
    r = rolled("temperate", (*FOG, *MIST), wind)
    assert not r.fog_dispersed
    assert cells(r, "fog")["visibility"] == "réduite à 5 hex"
    assert "Brouillards" not in cells(r, "wind").get("visibility", "")


@pytest.mark.parametrize("wind", DISPERSING)
def test_without_fog_there_is_no_fog_to_disperse(wind: str) -> None:
    r = rolled("temperate", (*RAIN, *LIGHT), wind)
    assert not r.fog_dispersed
    assert "Brouillards" not in cells(r, "wind").get("visibility", "")
    assert cells(r, "rain")["movement"] == "Max 2 hex hors routes"


def test_storm_visibility_is_4_hexes_outside_the_desert_and_2_in_it() -> None:
    outside = cells(rolled("temperate", FINE, "storm"), "wind")
    inside = cells(rolled("hot_desert", FINE, "storm"), "wind")
    assert outside["visibility"] == "réduite à 4 hex"
    assert inside["visibility"] == "réduite à 2 hex"
    assert outside["movement"] == "Max 1 hex"
    assert "mouvements seulement dans sens du vent" in inside["movement"]
    assert "Tempête de sable" not in outside["special"] and "Tempête de sable" in inside["special"]


def test_a_very_strong_wind_limits_sight_and_moves_only_in_the_desert() -> None:
    outside = cells(rolled("mountains", FINE, "very_strong"), "wind")
    inside = cells(rolled("hot_desert", FINE, "very_strong"), "wind")
    assert "visibility" not in outside and outside["movement"] == "-1 hex"
    assert inside["visibility"] == "réduite à 4 hex"
    assert "max 2 hex sauf pour troupes originaires du désert" in inside["movement"]


def test_fog_in_the_desert_under_a_storm_is_dispersed_and_sight_is_2_hexes() -> None:
    """« réduite à 4 hex, Brouillards dispersés ; en zone de désert, réduite à 2 hex »."""
    r = roll_conditions(
        ConditionsParams("winter", ("hot_desert",), 0),
        ScriptedDice([1, 1, 3, 2, 2, 3, 1, *WIND_DICE["storm"]]),  # 5 - 2 + 2 = 5: fog
    )
    assert r.weather == "fog" and r.fog_dispersed
    assert cells(r, "wind")["visibility"] == "Brouillards dispersés ; réduite à 2 hex"
    assert r.conditions()["visibility"] == "fog dispersed; 2 hexes"


# "Désert" phrases of the wind table, typed from the annex: outside a desert none holds.
DESERT_ONLY = ("originaires du désert", "tempête de sable", "réduite à 2 hex")


def test_over_many_seeds_fog_and_desert_effects_are_resolved() -> None:
    seen: Counter[str] = Counter()
    seasons = ("summer", "high_summer", "spring", "autumn", "winter")
    zones = ("temperate", "mountains", "hot_desert", "cold", "monsoon")
    for seed in range(2000):
        zone = zones[seed % len(zones)]
        r = roll_conditions(ConditionsParams(seasons[seed // 5 % 5], (zone,), seed))
        tables = [t for t, _, _ in r.effects()]
        wind = cells(r, "wind")
        if r.weather == "fog" and r.wind_strength in DISPERSING:
            seen["fog dispersed"] += 1
            assert "fog" not in tables, seed
            assert wind["visibility"].startswith("Brouillards dispersés"), seed
        elif r.weather == "fog":
            seen["fog kept"] += 1
            assert "fog" in tables or r.strength is None, seed
        if r.weather != "fog":
            assert "Brouillards" not in wind.get("visibility", ""), seed
        text = " ".join(wind.values()).lower()
        if zone != "hot_desert":
            assert not any(p in text for p in DESERT_ONLY), (seed, zone, text)
        elif r.wind_strength in ("very_strong", "storm"):
            seen["desert wind"] += 1
            assert any(p in text for p in DESERT_ONLY), (seed, text)
    assert min(seen["fog dispersed"], seen["fog kept"], seen["desert wind"]) > 5, seen
