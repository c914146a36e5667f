"""The numbers of Annexe 3 as typed values: the ruleset's ``optional:`` section,
plus the conditions tables of ``resources/generate/panache-conditions.yaml``
(seasons and hours, the weather's 2D6, strengths, fog evolution, variable
weather), which ``hexfield conditions`` rolls from too: one source for the
conditions a scenario sets and the game then plays. The weather's values and
those tables are ``data_weather``; the fire, sleep, boats, supply and agents'
values, the reading of the whole section and its check are here.

Nothing here decides a rule; every figure has its ``source`` or ``assumption``
in the ruleset file, which ``hexfield query`` and the README quote.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from editor.core.ruleset import Ruleset
from editor.rules.optional.data_weather import Tables, WeatherData, read_tables, weather_rows
from editor.rules.optional.data_works import WorkData, read_works


class OptionalDataError(ValueError):
    """The ruleset's ``optional:`` section names something the ruleset does not have."""


@dataclass(frozen=True, slots=True)
class Spread:
    """How a fire spreads with a wind: the fire's turns of each shot, and how far."""

    downwind_every: int
    upwind_every: int
    distance: int
    jumps: bool = False


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
    accessories: frozenset[str] = frozenset()
    """Capabilities that are a unit's wooden accessories (mantlets, wagons)."""
    accessory_resistance: int = 0
    burn_turns_accessory: int = 0


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
    engineering: WorkData = field(default_factory=WorkData)
    lone: str = ""
    """The capability of a lone figure (officer or messenger) in the dark."""
    lone_sight: int = 0
    lone_drift: Mapping[int, tuple[str, int]] = field(default_factory=dict)
    """A lone figure's d6 face -> (way, hexes) it drifts."""
    lone_back: int = 0
    lone_back_general: int = 0
    lone_general_ranks: frozenset[str] = frozenset()

    def mission(self, mission_id: str) -> Mission | None:
        return next((m for m in self.missions if m.id == mission_id), None)


def optional_data(ruleset: Ruleset) -> OptionalData:
    """The typed ``optional:`` section of ``ruleset`` (cached on nothing: a context
    builds it once); ``OptionalDataError`` when the section is missing or names an
    id the ruleset does not have. Every number is the ruleset's: the schema
    requires each (a ruleset without one is refused when it is loaded)."""
    o = ruleset.optional
    if not o:
        raise OptionalDataError(
            f"the ruleset {ruleset.id!r} has no optional: section; its optional rules "
            "cannot be played"
        )
    n = o["night"]
    fire, weather = _fire(o["fire"]), _weather(o["weather"])
    sleep, boats = _sleep(o["sleep"]), _boats(o["boats"])
    c, co, am, ag = o["camps"], o["corps_orders"], o["ammunition"], o["agents"]
    data = OptionalData(
        fire=fire,
        smoke_drift=dict(o["smoke"]["drift"]),
        period_turns=o["time"]["period_turns"],
        weather=weather,
        tables=read_tables(o.get("conditions", "panache-conditions")),
        deviation_left=frozenset(n.get("deviation_left", ())),
        deviation_right=frozenset(n.get("deviation_right", ())),
        noise_distance=n["noise_distance"],
        fire_light=n["fire_light"],
        camp_fire_light=n["camp_fire_light"],
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
        suppliers=_suppliers(am),
        camp_turns=am["camp_turns"],
        agents_per_side=ag["max_per_side"],
        odds_step=ag["odds_step"],
        difficulty_percent=dict(ag["difficulty_percent"]),
        missions=tuple(
            Mission(m["id"], m["difficulty"], m["names"]["fr"], m["names"]["en"])
            for m in ag["missions"]
        ),
        notes=_notes(o),
        engineering=read_works(o.get("engineering")),
        lone=n["lone"],
        lone_sight=n["lone_sight"],
        lone_drift={x["face"]: (x["way"], x["hexes"]) for x in n["lone_deviation"]},
        lone_back=n["lone_back"],
        lone_back_general=n["lone_back_general"],
        lone_general_ranks=frozenset(n["lone_general_ranks"]),
    )
    check(ruleset, data)
    return data


def _notes(o: Mapping[str, Any]) -> dict[str, str]:
    """Section -> its source and assumption, for explanations."""
    return {
        section: " ".join(
            str(v[key]) for key in ("source", "assumption") if key in v and isinstance(v, Mapping)
        )
        for section, v in o.items()
        if isinstance(v, Mapping)
    }


def _suppliers(am: Mapping[str, Any]) -> tuple[Supplier, ...]:
    """Les Munitions: who resupplies which units, in how many turns."""
    return tuple(
        Supplier(
            x["id"],
            frozenset(x.get("classes", ())),
            frozenset(x.get("capabilities", ())),
            x["turns"],
        )
        for x in am.get("suppliers", ())
    )


def _fire(f: Mapping[str, Any]) -> FireData:
    """Le Feu: how fire starts, burns, spreads and harms."""
    storm = f["storm"]
    grass = f["grass"]
    spread = {
        k: Spread(v["downwind_every"], v["upwind_every"], v["distance"], bool(v.get("jumps")))
        for k, v in f.get("wind_spread", {}).items()
        if isinstance(v, Mapping)
    }
    return FireData(
        armour=f["armour"],
        spread_dice=f["spread_dice"],
        troops_dice=f["troops_dice"],
        edge_troops_dice=f["edge_troops_dice"],
        animals_minus=f["animals_minus_dice"],
        animal_classes=frozenset(f.get("animal_classes", ())),
        boat_resistance=f["boat_resistance"],
        flaming_range_minus=f["flaming_range_minus"],
        flaming_forbidden=frozenset(f.get("flaming_forbidden_classes", ())),
        grenade_range=f["grenade_range"],
        torches=f.get("torches", ""),
        grenades=f.get("grenades", ""),
        flaming=f.get("flaming", ""),
        incendiary=f.get("incendiary", ""),
        burn_turns_hex=f["burning"]["burn_turns_hex"],
        burn_turns_edge=f["burning"]["burn_turns_edge"],
        wind_spread=spread,
        wind_ignition=dict(f.get("wind_ignition_dice", {})),
        new_fire_face=storm["new_fire_face"],
        new_fire_distance=storm["new_fire_distance"],
        blown_out_face=storm["blown_out_face"],
        grass_resistance=grass["resistance"],
        grass_then=grass.get("then", ""),
        grass_weather=grass.get("weather", ""),
        grass_winds=frozenset(grass.get("winds", ())),
        grass_built=dict(grass.get("built", {})),
        accessories=frozenset(f.get("accessories", ())),
        accessory_resistance=f.get("accessory_resistance", 0),
        burn_turns_accessory=f["burning"].get("burn_turns_accessory", 0),
    )


def _weather(w: Mapping[str, Any]) -> WeatherData:
    """Le Temps: shelter, powder, the weathers' rows, heat and floods."""
    heat = w["heat"]
    powder = w.get("powder", {})
    return WeatherData(
        shelter=frozenset(w.get("exposure_shelter", ())),
        powder_classes=frozenset(powder.get("classes", ())),
        powder_qualities=frozenset(powder.get("qualities", ())),
        powder_capabilities=frozenset(powder.get("capabilities", ())),
        rain=weather_rows(w.get("rain", {})),
        snow=weather_rows(w.get("snow", {})),
        wind=weather_rows(w.get("wind", {})),
        fog=weather_rows(w.get("fog", {})),
        heat_transforms=dict(heat.get("transforms", {})),
        thirst_distance=heat["thirst_distance"],
        thirst_free_turns=heat["thirst_free_turns"],
        thirst_sources=frozenset(heat.get("thirst_sources", ())),
        flood_removes=frozenset(w.get("flood", {}).get("removes", ())),
        flood_on=frozenset(w.get("flood", {}).get("on", ())),
        flood_becomes=dict(w.get("flood", {}).get("becomes", {})),
    )


def _sleep(s: Mapping[str, Any]) -> SleepData:
    """Le Sommeil: waking, hearing, detecting, and a sleeping unit's fight."""
    hearing = s["hearing"]
    return SleepData(
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


def _boats(b: Mapping[str, Any]) -> BoatsData:
    """Les Bateaux: embarking, currents, drift, passages, grounding and wrecks."""
    return BoatsData(
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
            }
            | d.fire.accessories
            | ({d.lone} - {""}),
        ),
        ("element", elements, d.weather.shelter | d.weather.thirst_sources),
        (
            "element",
            elements,
            set(d.weather.heat_transforms) | {v for v in d.weather.heat_transforms.values() if v},
        ),
        ("element", elements, {d.boats.counts_as} - {""} | set(d.engineering.works)),
        ("capability", caps, {d.engineering.capability} - {""}),
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
