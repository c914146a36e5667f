"""The hour and the weather as events (Annexe 3, heure de la bataille, conditions
climatiques).

Same shape as ``editor.rules.events`` (frozen values, units by id, hexes by label,
``to_dict`` for the log, ``phrase`` for a person), registered in its ``EVENT_TYPES``
so a log with them reads back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, ReaderNames, fr_or_en

DAYLIGHT = {
    "dawn": ("l'aube", "dawn"),
    "day": ("le jour", "day"),
    "dusk": ("le crépuscule", "dusk"),
    "night": ("la nuit", "night"),
}


@dataclass(frozen=True, slots=True)
class HourStruck(Event):
    kind: ClassVar[str] = "hour_struck"
    hour: int
    period: int
    daylight: str
    changed: bool = False
    """The daylight changed with this hour."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        fr, en = DAYLIGHT.get(self.daylight, (self.daylight, self.daylight))
        if self.changed:
            return fr_or_en(
                lang,
                f"{self.hour}e heure depuis l'aube : c'est {fr}",
                f"Hour {self.hour} from dawn: it is {en} now",
            )
        return fr_or_en(
            lang,
            f"{self.hour}e heure depuis l'aube ({fr}), période {self.period}",
            f"Hour {self.hour} from dawn ({en}), period {self.period}",
        )


@dataclass(frozen=True, slots=True)
class WeatherNow(Event):
    """The weather as it holds from now: at the start, and after every change."""

    kind: ClassVar[str] = "weather_now"
    weather: str
    strength: str
    wind: str
    wind_towards: str
    """The hex side the wind blows towards (its compass name), or ""."""
    why: str = "start"
    """``start``, ``big_change``, ``small_change``, ``fog``, ``irregular``, ``flood``."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        from editor.io.conditions_names import condition_text

        cond = {"weather": self.weather, "weather_strength": self.strength}
        what = condition_text("weather", cond, lang)
        if self.strength:
            what += f" ({condition_text('weather_strength', cond, lang)})"
        wind = ""
        if self.wind:
            force = condition_text("wind_strength", {"wind_strength": self.wind}, lang)
            wind = fr_or_en(
                lang,
                f", vent {force} vers {self.wind_towards}",
                f", {force} wind towards {self.wind_towards}",
            )
        heads = {
            "start": ("Temps de la bataille", "Weather of the battle"),
            "big_change": ("Grand changement de temps", "Big change of weather"),
            "small_change": ("Petit changement de temps", "Small change of weather"),
            "fog": ("La brume change", "The mist changes"),
            "irregular": ("Temps irrégulier", "Irregular weather"),
            "flood": ("Crue", "Flood"),
        }
        hfr, hen = heads.get(self.why, (self.why, self.why))
        if self.why == "flood":
            return fr_or_en(
                lang,
                "Crue : rivières et ruisseaux ne sont plus guéables",
                "Flood: rivers and streams can no longer be forded",
            )
        if self.why == "irregular" and not self.strength and self.weather == "fine":
            return fr_or_en(
                lang, "Temps irrégulier : il ne tombe rien ce tour", "Irregular: dry turn"
            )
        return fr_or_en(lang, f"{hfr} : {what}{wind}", f"{hen}: {what}{wind}")


EVENT_TYPES.update({t.kind: t for t in (HourStruck, WeatherNow)})
