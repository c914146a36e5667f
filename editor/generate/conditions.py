"""Battle conditions by the Panache tables (Annexe 3: the day, the weather, wind,
fog, heat and variable weather), seeded and logged like the terrain.

The tables are data (``resources/generate/panache-conditions.yaml``); this
module follows the annex's order: start hour (2D6 from dawn, 2 periods an
hour), weather (2D6 + the season's and zone's modifiers, monsoon
substitution), its strength (2D6 on the rain, snow or fog table), the wind
(1D6 clockwise from the side marked 1, then 2D6 strength) and, if asked, the
stability of a variable weather (1D6). ``fog_turn`` and ``weather_turn`` are
the per-turn rolls for the engine.

The tables and the effects that hold for a battle (``effects_of``) are read
in ``editor.io.conditions_tables``, which the game engine reads too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from editor.core.grid import SIDE_NAMES
from editor.core.scenario import Generation
from editor.generate.dice import Dice
from editor.io.conditions_tables import (
    DAYLIGHT,
    PROCEDURE,
    daylight_of,
    effects_of,
    fog_dispersed,
    tables,
)
from editor.io.generator_data import band


@dataclass(frozen=True)
class ConditionsParams:
    season: str
    zones: tuple[str, ...] = ("temperate",)
    seed: int = 0
    variable: bool = False
    """Roll a stability die for a weather that may change during the game."""


@dataclass
class ConditionsResult:
    params: ConditionsParams
    start_hour: int
    start_period: int
    daylight: str
    weather_dice: tuple[int, int]
    modifier: int
    weather: str
    strength: str | None
    """Rain or snow strength, or fog thickness; ``None`` for fine weather and heat."""
    wind_direction: int
    wind_strength: str
    stability: int | None
    log: list[str] = field(default_factory=list)

    def effects(self) -> list[tuple[str, str, dict[str, dict[str, str]]]]:
        """(table, row id, {kind: {fr, en}}) for the weather and the wind, from the annex,
        as they hold for this battle (``effects_of``)."""
        return effects_of(self.weather, self.strength, self.wind_strength, self.params.zones)

    @property
    def fog_dispersed(self) -> bool:
        """Fog or mist was rolled, and the wind disperses it."""
        return fog_dispersed(self.weather, self.wind_strength)

    def conditions(self) -> dict[str, str]:
        """What goes into ``scenario.conditions`` (ids of the data file's rows)."""
        a, b = self.weather_dice
        out = {
            "season": self.params.season,
            "zone": ",".join(self.params.zones),
            "start_hour": str(self.start_hour),
            "start_period": str(self.start_period),
            "daylight": self.daylight,
            "weather": self.weather,
            "weather_dice": f"{a}+{b}{self.modifier:+d}",
            "wind_direction": str(self.wind_direction),
            "wind_strength": self.wind_strength,
        }
        if self.strength:
            out["weather_strength"] = self.strength
        if self.stability is not None:
            out["weather_stability"] = str(self.stability)
        vis = [e["visibility"]["en"] for _, _, e in self.effects() if "visibility" in e]
        if vis:
            out["visibility"] = "; ".join(vis)[:200]
        return out

    def generation(self) -> Generation:
        return Generation(PROCEDURE, self.params.seed, list(self.log))


def wind_towards(direction: int, side_one: str, orientation: str = "flat") -> str:
    """The hex side the wind blows towards: ``direction`` (1D6) counted clockwise
    from the side marked "1" (Annexe 3, "Direction, force et effet du vent")."""
    sides = SIDE_NAMES[orientation]
    if side_one not in sides:
        raise ValueError(f"side must be one of {', '.join(sides)} for {orientation} hexes")
    return sides[(sides.index(side_one) + direction - 1) % 6]


def weather_for(total: int, monsoon: bool) -> dict[str, Any]:
    t = tables()
    row = band(t["weather"], total)
    if monsoon:
        sub = t["monsoon_substitution"][row["id"]]
        row = next(r for r in t["weather"] if r["id"] == sub)
    return row


def roll_strength(dice: Dice, weather: str) -> str | None:
    """2D6 on the strength table of rain, snow or fog (fog: its thickness)."""
    if weather not in ("rain", "snow", "fog"):
        return None
    words = {
        "rain": ("Force de la pluie", "Strength of the rain"),
        "snow": ("Force de la neige", "Strength of the snow"),
        "fog": ("Épaisseur de la brume", "Thickness of the mist"),
    }[weather]
    a, b = dice.d6(), dice.d6()
    row = band(tables()["strength"][weather], a + b)
    dice.note(
        f"{words[0]} : 2D6 = {a} + {b} = {a + b} -> {row['fr']}",
        f"{words[1]}: 2D6 = {a} + {b} = {a + b} -> {row['en']}",
    )
    return row["id"]


def roll_conditions(params: ConditionsParams, dice: Dice | None = None) -> ConditionsResult:
    t = tables()
    if params.season not in t["seasons"]:
        raise ValueError(f"season must be one of {', '.join(t['seasons'])}, not {params.season!r}")
    for z in params.zones:
        if z not in t["zones"]:
            raise ValueError(f"zone must be one of {', '.join(t['zones'])}, not {z!r}")
    dice = dice or Dice(params.seed)
    season = t["seasons"][params.season]
    zones = [t["zones"][z] for z in params.zones]
    dice.note(
        f"Panache, conditions de la bataille : {season['fr']}, "
        f"{', '.join(z['fr'] for z in zones)} ; graine {params.seed}",
        f"Panache, battle conditions: {season['en']}, "
        f"{', '.join(z['en'] for z in zones)}; seed {params.seed}",
    )
    a, b = dice.d6(), dice.d6()
    hour = a + b
    period = (hour - 1) * t["periods_per_hour"] + 1
    light = daylight_of(season, hour)
    dice.note(
        f"Heure de début : 2D6 = {a} + {b} = {hour}e heure depuis l'aube, "
        f"période {period} ({DAYLIGHT[light][0]})",
        f"Start: 2D6 = {a} + {b} = hour {hour} from dawn, period {period} ({DAYLIGHT[light][1]})",
    )
    modifier = season["modifier"] + sum(z["modifier"] for z in zones)
    monsoon = any(z.get("monsoon") for z in zones)
    wa, wb = dice.d6(), dice.d6()
    row = weather_for(wa + wb + modifier, monsoon)
    # The season's and zone's modifier named, and only when there is one.
    mod_fr = f", modificateur {modifier:+d}" if modifier else ""
    mod_en = f", modifier {modifier:+d}" if modifier else ""
    dice.note(
        f"Temps : 2D6 = {wa} + {wb}{mod_fr} = {wa + wb + modifier} -> {row['fr']}"
        + (" (mousson)" if monsoon else ""),
        f"Weather: 2D6 = {wa} + {wb}{mod_en} = {wa + wb + modifier} -> {row['en']}"
        + (" (monsoon)" if monsoon else ""),
    )
    strength = roll_strength(dice, row["id"])
    direction = dice.d6()
    dice.note(
        f"Direction du vent : 1D6 = {direction} -> le vent souffle vers le côté {direction}"
        " de l'hexagone (côtés comptés dans le sens des aiguilles d'une montre"
        " depuis le côté marqué « 1 » sur la table)",
        f"Wind direction: 1D6 = {direction} -> the wind blows towards hex side {direction}"
        ' (sides counted clockwise from the side marked "1" on the table)',
    )
    sa, sb = dice.d6(), dice.d6()
    wind = band(t["strength"]["wind"], sa + sb)
    dice.note(
        f"Force du vent : 2D6 = {sa} + {sb} = {sa + sb} -> {wind['fr']}",
        f"Wind strength: 2D6 = {sa} + {sb} = {sa + sb} -> {wind['en']}",
    )
    if fog_dispersed(row["id"], wind["id"]):
        dice.note(
            f"Le vent {wind['fr']} disperse le brouillard : il ne tient pas pendant la bataille",
            f"The {wind['en']} wind disperses the fog: there is no fog during the battle",
        )
    stability = None
    if params.variable:
        stability = dice.roll("Stabilité du temps", "Weather stability")
    return ConditionsResult(
        params,
        hour,
        period,
        light,
        (wa, wb),
        modifier,
        row["id"],
        strength,
        direction,
        wind["id"],
        stability,
        dice.log,
    )


def fog_turn(dice: Dice, thickness: str) -> str | None:
    """1D6 at the start of each turn of the first player: 1-2 thinner (below the
    lightest the mist lifts: ``None``), 6 thicker (not beyond pea-souper)."""
    t = tables()
    rows = sorted(t["strength"]["fog"], key=lambda r: r["order"])
    ids = [r["id"] for r in rows]
    i = ids.index(thickness)
    face = dice.roll("Évolution de la brume", "Mist evolution")
    if face <= t["fog_evolution"]["thin_max"]:
        return ids[i - 1] if i > 0 else None
    if face >= t["fog_evolution"]["thicken_min"]:
        return ids[min(i + 1, len(ids) - 1)]
    return thickness


@dataclass
class WeatherState:
    dice: tuple[int, int]
    weather: str
    strength: str | None


def weather_turn(
    dice: Dice, state: WeatherState, stability: int, modifier: int, monsoon: bool = False
) -> WeatherState:
    """Variable weather: 1D6 above the stability changes the weather; 2 or more
    above, a large change (one of the 2 initial dice rolled again, then the
    strength); exactly 1 above, a small change (1D6: 6 none, else the strength
    moves by the die - 3)."""
    t = tables()["variable_weather"]
    face = dice.roll("Temps variable", "Variable weather")
    if face <= stability:
        return state
    if face - stability >= t["large_change_margin"]:
        which = dice.choose((0, 1))
        new = dice.d6()
        faces = list(state.dice)
        faces[which] = new
        row = weather_for(faces[0] + faces[1] + modifier, monsoon)
        dice.note(
            f"Grand changement : le dé {which + 1} est relancé : {new} -> {row['fr']}",
            f"Large change: die {which + 1} is rolled again: {new} -> {row['en']}",
        )
        strength = roll_strength(dice, row["id"]) if row["id"] != state.weather else state.strength
        return WeatherState((faces[0], faces[1]), row["id"], strength)
    small = dice.roll("Petit changement", "Small change")
    if small == t["small_change_no_change"] or state.weather not in ("rain", "snow", "fog"):
        return state
    rows = sorted(
        (r for r in tables()["strength"][state.weather] if r["order"] > 0), key=lambda r: r["order"]
    )
    ids = [r["id"] for r in rows]
    i = ids.index(state.strength) if state.strength in ids else 0
    j = max(0, min(len(ids) - 1, i + small - t["small_change_offset"]))
    return WeatherState(state.dice, state.weather, ids[j])
