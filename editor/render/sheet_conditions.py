"""The battle conditions on the sheet, in words in the sheet's language: every
value a scenario stores as an id (``current: S``, ``weather_dice: 1+2-2``,
``wind_direction: 4``) read out, the wind by compass side with the numbered
hex it is rolled on, then the effects of the annex's tables (Panache Annexe 3).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF

from editor.core.grid import Grid
from editor.core.scenario import Scenario
from editor.io.conditions_names import (
    CONDITION_NAMES,
    compass_side,
    condition_name,
    condition_text,
)
from editor.render.sheet_pages import BODY, SMALL, Flow, font
from editor.render.sheet_text import has, tr
from editor.render.wind_figure import draw_wind, wind_towards

FIGURE = 78.0
"""Points for the wind's hex figure."""
_DICE = re.compile(r"^\s*(\d+)\s*\+\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")
HIDDEN_KEYS = {"wind_side_one"}
"""Conditions read with another (the side the wind's die counts from)."""


def _compass(grid: Grid, side: str, lang: str) -> str:
    """« vers le sud (S) », "towards the south (S)": a side of the map's hexes."""
    return compass_side(side, lang) if side in grid.side_names() else side


def _dice(text: str, lang: str) -> str:
    """« 1 + 2 − 2 = 1 »: two dice and the season's and zone's modifier, and the total."""
    m = _DICE.match(text)
    if not m:
        return text
    a, b, sign, mod = m.groups()
    total = int(a) + int(b) + (int(mod) * (-1 if sign == "-" else 1) if mod else 0)
    modifier = f" {'−' if sign == '-' else '+'} {mod}" if mod and int(mod) else ""
    return tr("dice_total", lang, a=a, b=b, modifier=modifier, total=total)


def condition_value(key: str, conditions: dict[str, str], grid: Grid, lang: str) -> str:
    """The value of condition ``key`` as a player reads it in ``lang``."""
    value = conditions.get(key, "").strip()
    if key == "wind_direction":
        wind = wind_towards(conditions, grid.orientation)
        if wind is not None:
            n, side = wind
            return f"{_compass(grid, side, lang)}{tr('side_rolled', lang, n=n)}"
    if key == "current" and value not in grid.side_names():
        return value
    if key == "weather_dice":
        return _dice(value, lang)
    if key == "start_hour" and value.isdigit():
        return tr("nth_hour", lang, n=value)
    return condition_text(key, conditions, lang)


def condition_rows(scenario: Scenario, lang: str) -> list[list[str]]:
    """(name, value) of each battle condition, in the scenario's order."""
    cond = scenario.conditions
    rows = []
    for key in cond:
        if key in HIDDEN_KEYS:
            continue
        label = condition_name(key, lang) if key in CONDITION_NAMES else key.replace("_", " ")
        rows.append([label, condition_value(key, cond, scenario.grid, lang)])
    return rows


def conditions_section(flow: Flow, scenario: Scenario, lang: str) -> None:
    cond = scenario.conditions
    if not cond:
        flow.paragraph(tr("no_conditions", lang))
        return
    flow.table(
        [tr("condition", lang), tr("value", lang)], condition_rows(scenario, lang), (0.3, 0.7)
    )
    wind = wind_towards(cond, scenario.grid.orientation)
    if wind is not None:
        wind_block(flow, scenario.grid, wind, cond.get("wind_side_one", ""), lang)
    for kind, row, effects in _effects(cond):
        lines = [
            f"{_word('eff_', k, lang)}{tr('colon', lang)}{v.get(lang) or v.get('fr', '')}"
            for k, v in effects.items()
        ]
        flow.paragraph(
            f"{_effects_title(kind, row, lang)} — {tr('effects', lang)}", BODY, bold=True
        )
        for line in lines:
            flow.paragraph("• " + line, SMALL, indent=8)


def wind_block(flow: Flow, grid: Grid, wind: tuple[int, str], side_one: str, lang: str) -> None:
    """The numbered hex with the wind's arrow, and what it says in words."""
    n, side = wind
    flow.ensure(FIGURE + 4)
    draw_wind(flow.p, QRectF(0, flow.y, FIGURE, FIGURE), grid, n, side_one)
    first = side_one if side_one in grid.side_names() else grid.side_names()[0]
    caption = tr(
        "wind_caption",
        lang,
        towards=_compass(grid, side, lang),
        n=n,
        first=compass_side(first, lang, "at"),
        side=first,
    )
    h = flow.text_at(FIGURE + 10, flow.y + 8, flow.width - FIGURE - 10, caption, font(BODY))
    flow.y += max(FIGURE, h + 8) + 4


def _effects_title(table: str, row: str, lang: str) -> str:
    """« pluie (forte) », « vent (fort) », « canicule »: the annex's table and row."""
    if table == "wind":
        strength = condition_text("wind_strength", {"wind_strength": row}, lang)
        return f"{condition_name('wind', lang)} ({strength})"
    name = condition_text("weather", {"weather": table}, lang)
    if row == table:  # a table of one row (heat)
        return name
    strength = condition_text("weather_strength", {"weather": table, "weather_strength": row}, lang)
    return f"{name} ({strength})"


def _word(prefix: str, key: str, lang: str) -> str:
    return tr(prefix + key, lang) if has(prefix + key) else key.replace("_", " ")


def _effects(cond: dict[str, str]) -> list[tuple[str, str, dict]]:
    """The annex's effects of rolled conditions (ids from ``hexfield conditions``);
    none for free text written by hand (« pluie la nuit précédente »), which names
    no table row. An error here is a bug of the tables, not of the scenario."""
    weather = cond.get("weather")
    if not weather:
        return []
    from editor.io.conditions_tables import effects_of

    zones = cond.get("zone", "").split(",")
    return effects_of(weather, cond.get("weather_strength"), cond.get("wind_strength"), zones)
