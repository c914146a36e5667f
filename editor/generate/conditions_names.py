"""Battle conditions in words: the rows of the Panache tables that a scenario's
conditions name by id (``season: winter``, ``weather_strength: hail``), in
French or English, for the set-up sheet and the editor. Free text written by a
designer (« pluie la nuit précédente ») is returned as written.
"""

from __future__ import annotations

from editor.generate.conditions import tables

DAYLIGHT = {
    "dawn": ("aube", "dawn"),
    "day": ("jour", "day"),
    "dusk": ("crépuscule", "dusk"),
    "night": ("nuit", "night"),
}


def _rows(key: str, conditions: dict[str, str]) -> dict[str, dict[str, str]]:
    data = tables()
    if key == "season":
        return data["seasons"]
    if key == "zone":
        return data["zones"]
    if key == "weather":
        return {row["id"]: row for row in data["weather"]}
    if key == "weather_strength":
        table = data["strength"].get(conditions.get("weather", ""), [])
        return {row["id"]: row for row in table}
    if key == "wind_strength":
        return {row["id"]: row for row in data["strength"]["wind"]}
    if key == "daylight":
        return {k: {"fr": fr, "en": en} for k, (fr, en) in DAYLIGHT.items()}
    return {}


def condition_text(key: str, conditions: dict[str, str], lang: str = "fr") -> str:
    """The value of condition ``key`` in words; ids of table rows become their names."""
    value = conditions.get(key, "")
    lang = "en" if lang == "en" else "fr"
    rows = _rows(key, conditions)
    if key == "zone" and value:
        return ", ".join(rows[z][lang] if z in rows else z for z in value.split(","))
    if value in rows:
        return rows[value][lang]
    if key == "wind_direction" and value.isdigit():
        return (
            "vers le côté {n} de l'hexagone" if lang == "fr" else "towards hex side {n}"
        ).format(n=value)
    return value
