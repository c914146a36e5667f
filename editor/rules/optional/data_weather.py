"""The weather's numbers as typed values: the effects tables of the ruleset's
``optional.weather`` (rain, snow, hail, wind, fog, heat, flood) and the conditions
tables of ``resources/generate/panache-conditions.yaml`` (seasons and hours, the
weather's 2D6, strengths, fog evolution, variable weather), which ``hexfield
conditions`` rolls from too. Read with the rest of the section by ``data``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from editor.io.generator_data import load_generator_data

HEAVIER = {"very_light": 0, "light": 1, "medium": 2, "heavy": 3, "very_heavy": 4}
"""Weights from the lightest, for « comme poids supérieur »."""


@dataclass(frozen=True, slots=True)
class WeatherRow:
    """One row of a weather effects table (rain, snow, hail, wind, fog), as numbers."""

    sight: int = 0
    minus_hex: int = 0
    max_hex: int = 0
    off_road_max: int = 0
    downwind_hex: int = 0
    downwind_only: bool = False
    unfordable_after: int | None = None
    shooting_minus: int = 0
    shooting_after: int = 0
    powder_minus: int = 0
    powder_unusable: bool = False
    range_minus: int = 0
    ignite_minus: int = 0
    fire_out: frozenset[int] = frozenset()
    no_fire: bool = False
    exposure_dice: int = 0
    wreck_face: int = 0
    irregular: bool = False
    falls_as: str = ""
    boats_against_minus: int = 0
    disperses_fog: bool = False
    heavier_weight: bool = False
    deviation: bool = False
    melee_minus: int = 0
    melee_factor_only: bool = False
    beyond: int = 0
    beyond_minus: int = 0
    darkness: bool = False
    desert: WeatherRow | None = None

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> WeatherRow:
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            if f.name == "fire_out":
                v = frozenset(v)
            elif f.name == "desert":
                v = cls.from_dict(v)
            values[f.name] = v
        return cls(**values)


EMPTY_ROW = WeatherRow()


@dataclass(frozen=True, slots=True)
class WeatherData:
    shelter: frozenset[str]
    powder_classes: frozenset[str]
    powder_qualities: frozenset[str]
    powder_capabilities: frozenset[str]
    rain: Mapping[str, WeatherRow]
    snow: Mapping[str, WeatherRow]
    wind: Mapping[str, WeatherRow]
    fog: Mapping[str, WeatherRow]
    heat_transforms: Mapping[str, str]
    thirst_distance: int
    thirst_free_turns: int
    thirst_sources: frozenset[str]
    flood_removes: frozenset[str] = frozenset()
    flood_on: frozenset[str] = frozenset()
    flood_becomes: Mapping[str, str] = field(default_factory=dict)

    def row(self, kind: str, strength: str) -> WeatherRow:
        table = {"rain": self.rain, "snow": self.snow, "fog": self.fog}.get(kind, {})
        return table.get(strength, EMPTY_ROW)


@dataclass(frozen=True, slots=True)
class Tables:
    """The conditions tables (generator data), as the game needs them."""

    periods_per_hour: int
    seasons: Mapping[str, Mapping[str, Any]]
    zones: Mapping[str, Mapping[str, Any]]
    weather: tuple[Mapping[str, Any], ...]
    monsoon: Mapping[str, str]
    strength: Mapping[str, tuple[Mapping[str, Any], ...]]
    irregular_max: int
    fog_thin_max: int
    fog_thicken_min: int
    large_change_margin: int
    small_change_none: int
    small_change_offset: int

    def strengths(self, kind: str) -> list[str]:
        """The strength ids of ``kind`` from the weakest (``order``), 0-order rows out."""
        rows = sorted(
            (r for r in self.strength.get(kind, ()) if r["order"] > 0), key=lambda r: r["order"]
        )
        return [r["id"] for r in rows]

    def band(self, kind: str, total: int) -> str:
        for r in self.strength[kind]:
            if r["min"] <= total <= r["max"]:
                return str(r["id"])
        raise ValueError(f"no {kind} row for {total}")

    def weather_for(self, total: int, monsoon: bool) -> str:
        for r in self.weather:
            if r["min"] <= total <= r["max"]:
                found = str(r["id"])
                return self.monsoon[found] if monsoon else found
        raise ValueError(f"no weather row for {total}")

    def names(self, table: str, row_id: str) -> tuple[str, str]:
        """(fr, en) of a row of ``weather`` or of a strength table."""
        rows = self.weather if table == "weather" else self.strength.get(table, ())
        for r in rows:
            if r["id"] == row_id:
                return str(r["fr"]), str(r["en"])
        return row_id, row_id


def read_tables(procedure: str) -> Tables:
    t = load_generator_data(procedure)
    return Tables(
        periods_per_hour=int(t["periods_per_hour"]),
        seasons=t["seasons"],
        zones=t["zones"],
        weather=tuple(t["weather"]),
        monsoon=t["monsoon_substitution"],
        strength={k: tuple(v) for k, v in t["strength"].items()},
        irregular_max=int(t["irregular"]["max_roll"]),
        fog_thin_max=int(t["fog_evolution"]["thin_max"]),
        fog_thicken_min=int(t["fog_evolution"]["thicken_min"]),
        large_change_margin=int(t["variable_weather"]["large_change_margin"]),
        small_change_none=int(t["variable_weather"]["small_change_no_change"]),
        small_change_offset=int(t["variable_weather"]["small_change_offset"]),
    )


def weather_rows(d: Mapping[str, Any]) -> dict[str, WeatherRow]:
    return {k: WeatherRow.from_dict(v) for k, v in (d or {}).items()}
