"""The numbers of Annexe 3 as typed values: the ruleset's ``optional:`` section,
plus the conditions tables of ``resources/generate/panache-conditions.yaml``
(seasons and hours, the weather's 2D6, strengths, fog evolution, variable
weather), which ``hexfield conditions`` rolls from too: one source for the
conditions a scenario sets and the game then plays.

Nothing here decides a rule; every figure has its ``source`` or ``assumption``
in the ruleset file, which ``hexfield query`` and the README quote.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from editor.core.ruleset import Ruleset
from editor.io.generator_data import load_generator_data

HEAVIER = {"very_light": 0, "light": 1, "medium": 2, "heavy": 3, "very_heavy": 4}
"""Weights from the lightest, for « comme poids supérieur »."""


class OptionalDataError(ValueError):
    """The ruleset's ``optional:`` section names something the ruleset does not have."""


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
class Spread:
    """How a fire spreads with a wind: the fire's turns of each shot, and how far."""

    downwind_every: int
    upwind_every: int
    distance: int


@dataclass(frozen=True, slots=True)
class FireData:
    armour: str
    spread_dice: int
    troops_dice: int
    edge_troops_dice: int
    animals_minus: int
    animal_classes: frozenset[str]
    boat_resistance: int
    flaming_range_minus: int
    flaming_forbidden: frozenset[str]
    grenade_range: int
    torches: str
    grenades: str
    flaming: str
    incendiary: str
    burn_turns_hex: int
    burn_turns_edge: int
    wind_spread: Mapping[str, Spread]
    wind_ignition: Mapping[str, int]
    new_fire_face: int
    new_fire_distance: int
    blown_out_face: int
    grass_resistance: int
    grass_then: str
    grass_weather: str
    grass_winds: frozenset[str]
    grass_built: Mapping[str, int]


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


@dataclass(frozen=True, slots=True)
class SleepData:
    wake_adjacent: int
    wake_two: int
    hearing: int
    hearing_animals: int
    hearing_elephants: int
    animal_classes: frozenset[str]
    elephant_classes: frozenset[str]
    hearing_distance: int
    detect_distance: int
    detect_min: int
    combat_wakes: int
    armour_minus: int
    groggy_melee_minus: int
    alarm_face: str


@dataclass(frozen=True, slots=True)
class BoatsData:
    counts_as: str
    embark_extra: int
    disembark_extra: int
    current_factor: int
    drift_current: int
    drift_wind: Mapping[str, tuple[int, int]]
    """Wind strength -> (hexes, every N turns)."""
    passages: Mapping[str, str]
    grounded: Mapping[str, frozenset[int]]
    wrecked: Mapping[str, frozenset[int]]
    free_min: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Supplier:
    id: str
    classes: frozenset[str]
    capabilities: frozenset[str]
    turns: int


@dataclass(frozen=True, slots=True)
class Mission:
    id: str
    difficulty: str
    fr: str
    en: str


@dataclass(frozen=True, slots=True)
class OptionalData:
    fire: FireData
    smoke_drift: Mapping[str, int]
    period_turns: int
    weather: WeatherData
    tables: Tables
    deviation_left: frozenset[int]
    deviation_right: frozenset[int]
    noise_distance: int
    fire_light: int
    camp_fire_light: int
    torches: str
    sleep: SleepData
    boats: BoatsData
    morale_radius: int
    loss_per_hex: int
    victory_points: int
    objective_points: int
    objective_rows: int
    shots: int
    minus_per_shot: int
    suppliers: tuple[Supplier, ...]
    camp_turns: int
    agents_per_side: int
    odds_step: int
    difficulty_percent: Mapping[str, int]
    missions: tuple[Mission, ...]
    notes: Mapping[str, str] = field(default_factory=dict)
    """Section -> its source and assumption, for explanations."""

    def mission(self, mission_id: str) -> Mission | None:
        return next((m for m in self.missions if m.id == mission_id), None)


def _tables(procedure: str) -> Tables:
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


def _rows(d: Mapping[str, Any]) -> dict[str, WeatherRow]:
    return {k: WeatherRow.from_dict(v) for k, v in (d or {}).items()}


def optional_data(ruleset: Ruleset) -> OptionalData:
    """The typed ``optional:`` section of ``ruleset`` (cached on nothing: a context
    builds it once); ``OptionalDataError`` when the section is missing or names an
    id the ruleset does not have."""
    o = ruleset.optional
    if not o:
        raise OptionalDataError(
            f"the ruleset {ruleset.id!r} has no optional: section; its optional rules "
            "cannot be played"
        )
    f, w, n, s, b = o["fire"], o["weather"], o["night"], o["sleep"], o["boats"]
    storm = f.get("storm", {})
    grass = f.get("grass", {})
    spread = {
        k: Spread(v["downwind_every"], v["upwind_every"], v["distance"])
        for k, v in f.get("wind_spread", {}).items()
        if isinstance(v, Mapping)
    }
    fire = FireData(
        armour=f["armour"],
        spread_dice=f["spread_dice"],
        troops_dice=f["troops_dice"],
        edge_troops_dice=f["edge_troops_dice"],
        animals_minus=f.get("animals_minus_dice", 0),
        animal_classes=frozenset(f.get("animal_classes", ())),
        boat_resistance=f.get("boat_resistance", 5),
        flaming_range_minus=f.get("flaming_range_minus", 0),
        flaming_forbidden=frozenset(f.get("flaming_forbidden_classes", ())),
        grenade_range=f.get("grenade_range", 1),
        torches=f.get("torches", ""),
        grenades=f.get("grenades", ""),
        flaming=f.get("flaming", ""),
        incendiary=f.get("incendiary", ""),
        burn_turns_hex=f["burning"]["burn_turns_hex"],
        burn_turns_edge=f["burning"]["burn_turns_edge"],
        wind_spread=spread,
        wind_ignition=dict(f.get("wind_ignition_dice", {})),
        new_fire_face=storm.get("new_fire_face", 0),
        new_fire_distance=storm.get("new_fire_distance", 0),
        blown_out_face=storm.get("blown_out_face", 0),
        grass_resistance=grass.get("resistance", 0),
        grass_then=grass.get("then", ""),
        grass_weather=grass.get("weather", ""),
        grass_winds=frozenset(grass.get("winds", ())),
        grass_built=dict(grass.get("built", {})),
    )
    heat = w.get("heat", {})
    powder = w.get("powder", {})
    weather = WeatherData(
        shelter=frozenset(w.get("exposure_shelter", ())),
        powder_classes=frozenset(powder.get("classes", ())),
        powder_qualities=frozenset(powder.get("qualities", ())),
        powder_capabilities=frozenset(powder.get("capabilities", ())),
        rain=_rows(w.get("rain", {})),
        snow=_rows(w.get("snow", {})),
        wind=_rows(w.get("wind", {})),
        fog=_rows(w.get("fog", {})),
        heat_transforms=dict(heat.get("transforms", {})),
        thirst_distance=heat.get("thirst_distance", 0),
        thirst_free_turns=heat.get("thirst_free_turns", 0),
        thirst_sources=frozenset(heat.get("thirst_sources", ())),
        flood_removes=frozenset(w.get("flood", {}).get("removes", ())),
        flood_on=frozenset(w.get("flood", {}).get("on", ())),
        flood_becomes=dict(w.get("flood", {}).get("becomes", {})),
    )
    hearing = s["hearing"]
    sleep = SleepData(
        wake_adjacent=s["wake_adjacent"],
        wake_two=s["wake_two"],
        hearing=hearing["default"],
        hearing_animals=hearing.get("animals", hearing["default"]),
        hearing_elephants=hearing.get("elephants", hearing["default"]),
        animal_classes=frozenset(s.get("hearing_animal_classes", ())),
        elephant_classes=frozenset(s.get("hearing_elephant_classes", ())),
        hearing_distance=s["hearing_distance"],
        detect_distance=s["detect_distance"],
        detect_min=s["detect_min"],
        combat_wakes=s["combat_wakes"],
        armour_minus=s["armour_minus"],
        groggy_melee_minus=s["groggy_melee_minus"],
        alarm_face=s["alarm_face"],
    )
    boats = BoatsData(
        counts_as=b.get("counts_as", ""),
        embark_extra=b["embark_extra"],
        disembark_extra=b["disembark_extra"],
        current_factor=b["current_factor"],
        drift_current=b["drift_current"],
        drift_wind={k: (v[0], v[1]) for k, v in b["drift_wind"].items()},
        passages=dict(b["passages"]),
        grounded={k: frozenset(v) for k, v in b["grounded"].items()},
        wrecked={k: frozenset(v) for k, v in b.get("wrecked", {}).items()},
        free_min=dict(b["free_min"]),
    )
    c, co, am, ag = o["camps"], o["corps_orders"], o["ammunition"], o["agents"]
    notes = {
        section: " ".join(
            str(v[key]) for key in ("source", "assumption") if key in v and isinstance(v, Mapping)
        )
        for section, v in o.items()
        if isinstance(v, Mapping)
    }
    data = OptionalData(
        fire=fire,
        smoke_drift=dict(o["smoke"]["drift"]),
        period_turns=o["time"]["period_turns"],
        weather=weather,
        tables=_tables(o.get("conditions", "panache-conditions")),
        deviation_left=frozenset(n.get("deviation_left", ())),
        deviation_right=frozenset(n.get("deviation_right", ())),
        noise_distance=n.get("noise_distance", 0),
        fire_light=n.get("fire_light", 0),
        camp_fire_light=n.get("camp_fire_light", 0),
        torches=n.get("torches", ""),
        sleep=sleep,
        boats=boats,
        morale_radius=c["morale_radius"],
        loss_per_hex=c["loss_per_hex"],
        victory_points=co["victory_points"],
        objective_points=co["objective_points"],
        objective_rows=co["objective_rows"],
        shots=am["shots"],
        minus_per_shot=am["minus_per_shot"],
        suppliers=tuple(
            Supplier(
                x["id"],
                frozenset(x.get("classes", ())),
                frozenset(x.get("capabilities", ())),
                x["turns"],
            )
            for x in am.get("suppliers", ())
        ),
        camp_turns=am.get("camp_turns", 1),
        agents_per_side=ag["max_per_side"],
        odds_step=ag["odds_step"],
        difficulty_percent=dict(ag["difficulty_percent"]),
        missions=tuple(
            Mission(m["id"], m["difficulty"], m["names"]["fr"], m["names"]["en"])
            for m in ag["missions"]
        ),
        notes=notes,
    )
    check(ruleset, data)
    return data


def check(ruleset: Ruleset, d: OptionalData) -> None:
    """Every class, capability and element the section names exists in the ruleset."""
    classes = set(ruleset.unit_classes)
    caps = set(ruleset.capabilities)
    elements = set(ruleset.elements)
    named = [
        ("class", classes, d.fire.animal_classes | d.fire.flaming_forbidden),
        ("class", classes, d.sleep.animal_classes | d.sleep.elephant_classes),
        ("class", classes, d.weather.powder_classes),
        ("capability", caps, d.weather.powder_capabilities),
        (
            "capability",
            caps,
            {
                c
                for c in (
                    d.fire.torches,
                    d.fire.grenades,
                    d.fire.flaming,
                    d.fire.incendiary,
                    d.torches,
                )
                if c
            },
        ),
        ("element", elements, d.weather.shelter | d.weather.thirst_sources),
        (
            "element",
            elements,
            set(d.weather.heat_transforms) | {v for v in d.weather.heat_transforms.values() if v},
        ),
        ("element", elements, {d.boats.counts_as} - {""}),
        (
            "element",
            elements,
            set(d.fire.grass_built)
            | set(d.boats.passages)
            | ({d.fire.grass_then} if d.fire.grass_then else set()),
        ),
        (
            "element",
            elements,
            d.weather.flood_removes
            | d.weather.flood_on
            | set(d.weather.flood_becomes)
            | set(d.weather.flood_becomes.values()),
        ),
    ]
    for s in d.suppliers:
        named += [("class", classes, s.classes), ("capability", caps, s.capabilities)]
    for what, known, ids in named:
        missing = sorted(set(ids) - known)
        if missing:
            raise OptionalDataError(
                f"{ruleset.id}: optional: names the {what} {missing[0]!r}, which the ruleset "
                "does not define"
            )
    if set(d.difficulty_percent) < {m.difficulty for m in d.missions}:
        raise OptionalDataError(f"{ruleset.id}: optional.agents: a mission's difficulty has no %")
