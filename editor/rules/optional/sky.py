"""What the sky does now: the hour and its daylight, and the weather's rows in force.

Pure functions of the context's facts, the data and a position's optional state:
the effects tables (Annexe 3, « Effets » of the rain, snow, hail, wind and
mist) resolved into the rows that hold this turn (``Sky``), and the darkness.
The weather's changes from turn to turn are ``weather``.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.rules.optional.data import OptionalData
from editor.rules.optional.data_weather import EMPTY_ROW, WeatherRow
from editor.rules.optional.events_sky import HourStruck
from editor.rules.optional.facts import Facts
from editor.rules.optional.state import OptState, Weather


def period_of(data: OptionalData, st: OptState, turn: int) -> int:
    """The game period of ``turn`` (« une heure correspondra à 2 périodes de jeu »)."""
    return st.start_period + (max(1, turn) - 1) // data.period_turns


DARK_HOURS = ("dusk", "night")
"""« Crépuscule » and « Nuit »: the hours whose darkness the annex plays (it does
not tell « les différentes qualités d'obscurité » apart); dawn plays as day."""


def hour_of(data: OptionalData, period: int) -> int:
    """The hour from dawn (1-24) of a period; past the 24th hour comes the next dawn."""
    return ((period - 1) // data.tables.periods_per_hour) % 24 + 1


def daylight(data: OptionalData, season: str, hour: int) -> str:
    """``dawn``, ``day``, ``dusk`` or ``night`` by the season's row of the table."""
    s = data.tables.seasons[season]
    if hour == s["dawn"]:
        return "dawn"
    if s["day"][0] <= hour <= s["day"][1]:
        return "day"
    if hour == s["dusk"]:
        return "dusk"
    return "night"


@dataclass(frozen=True, slots=True)
class Sky:
    """The rows of the effects tables that hold now."""

    precip: WeatherRow
    """Rain, snow or hail falling (the irregular weather's row when it falls)."""
    wind: WeatherRow
    """The wind's row, its desert cells in place of the general ones in a desert."""
    fog: WeatherRow
    """The mist's row (none when the wind disperses it)."""
    heat: bool
    weather: Weather

    def rows(self) -> tuple[WeatherRow, ...]:
        return (self.precip, self.wind, self.fog)

    @property
    def sight(self) -> int:
        """Nobody seen beyond this many hexes (the smallest limit); 0: no limit."""
        limits = [r.sight for r in self.rows() if r.sight]
        return min(limits) if limits else 0

    @property
    def darkness(self) -> bool:
        return self.fog.darkness


NO_SKY = Sky(EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, False, Weather())


def disperses(data: OptionalData, wind: str) -> bool:
    return data.weather.wind.get(wind, EMPTY_ROW).disperses_fog


def sky(data: OptionalData, facts: Facts, st: OptState) -> Sky:
    w = st.weather
    if w is None:
        return NO_SKY
    wd = data.weather
    precip = EMPTY_ROW
    if w.kind in ("rain", "snow"):
        row = wd.row(w.kind, w.strength)
        if row.irregular:
            if not w.falling:
                row = EMPTY_ROW
            elif row.falls_as:
                row = wd.row(w.kind, row.falls_as)
        precip = row
    wind = wd.wind.get(w.wind, EMPTY_ROW) if w.wind else EMPTY_ROW
    if facts.desert and wind.desert is not None:
        wind = _desert(wind)
    fog = EMPTY_ROW
    if w.kind == "fog" and not wind.disperses_fog:
        fog = wd.row("fog", w.strength)
    return Sky(precip, wind, fog, w.kind == "heat", w)


def _desert(row: WeatherRow) -> WeatherRow:
    """A wind row with its « en zone de désert » cells in place of the general ones."""
    from dataclasses import fields, replace

    d = row.desert
    assert d is not None
    changes = {
        f.name: getattr(d, f.name)
        for f in fields(d)
        if f.name != "desert" and getattr(d, f.name) != getattr(EMPTY_ROW, f.name)
    }
    return replace(row, desert=None, **changes)


def weather_turns(st: OptState, turn: int) -> int:
    """Full turns the current kind of weather has lasted before ``turn``."""
    return 0 if st.weather is None else max(0, turn - st.weather.since)


def is_dark(
    data: OptionalData, facts: Facts, st: OptState, turn: int, rules: frozenset[str], forced: bool
) -> bool:
    """Darkness holds (Annexe 3, L'obscurité). The rule that brings it plays it: the
    hours of « Crépuscule » and « Nuit » with the time rule, a pea-souper with the
    weather rule (« Voir les conditions de l'obscurité, comme pour la nuit »), whether
    the darkness rule is played or not; the darkness rule itself plays ``--night`` and
    the scenario's daylight, dusk or night (without the time rule)."""
    if forced:
        return True
    if "time" in rules and st.start_period:
        light = daylight(data, facts.season, hour_of(data, period_of(data, st, turn)))
        if light in DARK_HOURS:
            return True
    elif facts.daylight_fixed in DARK_HOURS and "night" in rules:
        return True
    return "weather" in rules and sky(data, facts, st).darkness


def hour_struck(data: OptionalData, facts: Facts, st: OptState, turn: int) -> HourStruck | None:
    """Le moment de la journée: the hour a full turn brings, when it is another
    than the last turn's (and whether the light changed with it)."""
    before = hour_of(data, period_of(data, st, turn - 1))
    period = period_of(data, st, turn)
    hour = hour_of(data, period)
    if hour == before:
        return None
    was, now = daylight(data, facts.season, before), daylight(data, facts.season, hour)
    return HourStruck(hour, period, now, now != was)
