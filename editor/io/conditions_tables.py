"""The Panache conditions tables (Annexe 3: seasons and hours, the weather's 2D6,
strengths, the effects of rain, snow, fog, heat and wind, fog evolution,
variable weather) as read from ``resources/generate/panache-conditions.yaml``.

One source for the conditions a scenario is given (``generate.conditions``
rolls them), the game then plays (``rules.optional.data_weather``) and the sheet and
the play view print: the generator and the engine read these tables side by
side, neither through the other.

The effects are resolved into what holds for this battle (``effects_of``): a
strong wind or worse disperses the fog (« Brouillards dispersés »), so the
fog's row does not apply and the wind's row says why; the wind's « en zone de
désert » effects hold only in a desert zone.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from editor.io.generator_data import load_generator_data

PROCEDURE = "panache-conditions"
EFFECT_KINDS = ("visibility", "movement", "shooting", "special")
DAYLIGHT = {
    "dawn": ("aube", "dawn"),
    "day": ("jour", "day"),
    "dusk": ("crépuscule", "dusk"),
    "night": ("nuit", "night"),
}
"""The four lights of the seasons table, in French and English."""


def tables() -> dict[str, Any]:
    return load_generator_data(PROCEDURE)


def fog_dispersed(weather: str | None, wind: str | None) -> bool:
    """Annexe 3, wind table: « Brouillards dispersés » in the rows of a strong, very
    strong and storm wind (the rows marked ``disperses_fog``)."""
    row = tables()["effects"]["wind"].get(wind or "")
    return weather == "fog" and row is not None and "disperses_fog" in row


def is_desert(zones: Iterable[str]) -> bool:
    """One of the battle's zones is a desert (the data's ``desert: true``)."""
    known = tables()["zones"]
    return any(known.get(z, {}).get("desert", False) for z in zones)


def effects_of(
    weather: str | None, strength: str | None, wind: str | None, zones: Iterable[str] = ()
) -> list[tuple[str, str, dict[str, dict[str, str]]]]:
    """The effects of the weather and the wind that hold for this battle, as
    (table, row id, {kind: {fr, en}}).

    Resolved, not printed as the annex's rows side by side: when the wind
    disperses the fog (``fog_dispersed``), the fog's row is left out and the
    wind's visibility opens with « Brouillards dispersés »; without fog that
    clause says nothing and is left out. The wind's « en zone de désert » cells
    replace its general ones only when a zone of the battle is a desert.
    """
    eff = tables()["effects"]
    desert = is_desert(zones)
    dispersed = fog_dispersed(weather, wind)
    out: list[tuple[str, str, dict[str, dict[str, str]]]] = []
    table = {"rain": "rain", "snow": "snow", "fog": "fog", "heat": "heat"}.get(weather or "")
    row = "heat" if weather == "heat" else strength
    if table and row and row in eff[table] and not dispersed:
        out.append((table, row, _cells(eff[table][row], desert)))
    if wind and wind in eff["wind"]:
        wind_row = eff["wind"][wind]
        cells = _cells(wind_row, desert)
        if dispersed:
            note = wind_row["disperses_fog"]
            rest = cells.get("visibility")
            cells = {
                "visibility": {
                    "fr": note["fr"] + (f" ; {rest['fr']}" if rest else ""),
                    "en": note["en"] + (f"; {rest['en']}" if rest else ""),
                },
                **{k: v for k, v in cells.items() if k != "visibility"},
            }
        if cells:
            out.append(("wind", wind, cells))
    return out


def _cells(row: dict[str, Any], desert: bool) -> dict[str, dict[str, str]]:
    """A row's effect cells, the desert ones in place of the general ones in a desert."""
    cells = {kind: row[kind] for kind in EFFECT_KINDS if kind in row}
    if desert:
        cells.update(row.get("in_desert", {}))
    return {kind: cells[kind] for kind in EFFECT_KINDS if kind in cells}


def daylight_of(season: dict[str, Any], hour: int) -> str:
    if hour == season["dawn"]:
        return "dawn"
    if season["day"][0] <= hour <= season["day"][1]:
        return "day"
    if hour == season["dusk"]:
        return "dusk"
    return "night"
