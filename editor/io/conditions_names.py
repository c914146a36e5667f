"""Battle conditions in words: the rows of the Panache tables that a scenario's
conditions name by id (``season: winter``, ``weather_strength: hail``), in
French or English, for the set-up sheet and the editor. Free text written by a
designer (« pluie la nuit précédente ») is returned as written, unless it is
only names of table rows (« été », « faible, ouest »): those read in either
language.
"""

from __future__ import annotations

from editor.io.conditions_tables import DAYLIGHT, effects_of, tables

HOURS = {"morning": ("matin", "morning"), "noon": ("midi", "noon"), "evening": ("soir", "evening")}
"""Times of day a scenario gives in words rather than the tables' hours."""
COMPASS = {
    "north": ("nord", "north"),
    "north_east": ("nord-est", "north-east"),
    "east": ("est", "east"),
    "south_east": ("sud-est", "south-east"),
    "south": ("sud", "south"),
    "south_west": ("sud-ouest", "south-west"),
    "west": ("ouest", "west"),
    "north_west": ("nord-ouest", "north-west"),
}
"""Where a wind comes from or blows to, as a scenario's ``wind`` may say it."""
SIDES = {
    "N": ("nord", "north"),
    "NE": ("nord-est", "north-east"),
    "E": ("est", "east"),
    "SE": ("sud-est", "south-east"),
    "S": ("sud", "south"),
    "SW": ("sud-ouest", "south-west"),
    "W": ("ouest", "west"),
    "NW": ("nord-ouest", "north-west"),
}
"""A hex side named by the map's compass (the top of the map is north)."""
STRENGTHS = {
    "strong": ("fort", "strong"),
    "normal": ("normal", "normal"),
    "weak": ("faible", "weak"),
}
"""A river's current, as a scenario's ``current_strength`` says it."""


def compass_side(side: str, lang: str, form: str = "towards") -> str:
    """A map side in words: ``towards`` « vers l'est (E) » / "towards the east (E)";
    ``at`` « à l'est » / "to the east" (French elides its article before a vowel)."""
    if side not in SIDES:
        return side
    fr, en = SIDES[side]
    if lang != "fr":
        return f"towards the {en} ({side})" if form == "towards" else f"to the {en}"
    vowel = fr[0] in "aeiou"
    if form == "towards":
        return f"vers l'{fr} ({side})" if vowel else f"vers le {fr} ({side})"
    return f"à l'{fr}" if vowel else f"au {fr}"


def _words(table: dict[str, tuple[str, str]]) -> dict[str, dict[str, str]]:
    return {k: {"fr": fr, "en": en} for k, (fr, en) in table.items()}


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
        return _words(DAYLIGHT)
    if key == "hour":
        return _words(DAYLIGHT) | _words(HOURS)
    if key == "wind":
        return {row["id"]: row for row in data["strength"]["wind"]} | _words(COMPASS)
    if key == "fog":
        return {row["id"]: row for row in data["strength"]["fog"]}
    return {}


def _named(value: str, rows: dict[str, dict[str, str]], lang: str) -> str | None:
    """``value`` in ``lang`` when it is row names (either language), comma-separated."""
    names = {row[side].casefold(): row for row in rows.values() for side in ("fr", "en")}
    parts = [names.get(part.strip().casefold()) for part in value.split(",")]
    if not value.strip() or any(row is None for row in parts):
        return None
    return ", ".join(row[lang] for row in parts if row is not None)


def _visibility(value: str, conditions: dict[str, str], lang: str) -> str:
    """A rolled battle's visibility (stored in English, as the generator writes
    it) in ``lang``, when it is what the tables give for its weather and wind."""
    zones = conditions.get("zone", "").split(",")
    effects = effects_of(
        conditions.get("weather"),
        conditions.get("weather_strength"),
        conditions.get("wind_strength"),
        zones,
    )
    cells = [e["visibility"] for _, _, e in effects if "visibility" in e]
    if "; ".join(c["en"] for c in cells)[:200] != value:
        return value  # written by hand: as it is
    return "; ".join(c[lang] for c in cells)


def condition_text(key: str, conditions: dict[str, str], lang: str = "fr") -> str:
    """The value of condition ``key`` in words; ids of table rows become their names."""
    value = conditions.get(key, "")
    lang = "en" if lang == "en" else "fr"
    rows = _rows(key, conditions)
    if key == "zone" and value:
        return ", ".join(rows[z][lang] if z in rows else z for z in value.split(","))
    if value in rows:
        return rows[value][lang]
    named = _named(value, rows, lang)
    if named is not None:
        return named
    if key == "visibility":
        return _visibility(value, conditions, lang)
    if key == "current" and value in SIDES:
        return compass_side(value, lang)
    if key == "current_strength" and value in STRENGTHS:
        return STRENGTHS[value][lang == "en"]
    if key == "wind_direction" and value.isdigit():
        return (
            "vers le côté {n} de l'hexagone" if lang == "fr" else "towards hex side {n}"
        ).format(n=value)
    return value


CONDITION_NAMES: dict[str, tuple[str, str]] = {
    "season": ("saison", "season"),
    "zone": ("zone climatique", "climate zone"),
    "start_hour": ("heure de début", "starting hour"),
    "start_period": ("période de début", "starting period"),
    "daylight": ("lumière", "daylight"),
    "hour": ("heure", "hour"),
    "weather": ("météo", "weather"),
    "weather_dice": ("dés de météo", "weather dice"),
    "weather_strength": ("force / épaisseur de la brume", "strength / fog thickness"),
    "weather_stability": ("stabilité du temps (1D6)", "weather stability (1D6)"),
    "wind": ("vent", "wind"),
    "wind_direction": ("direction du vent", "wind direction"),
    "wind_strength": ("force du vent", "wind strength"),
    "fog": ("brouillard", "fog"),
    "visibility": ("visibilité", "visibility"),
    "current": ("courant", "current"),
    "current_strength": ("force du courant", "strength of the current"),
    "rapids": ("rapides", "rapids"),
}
"""The conditions a scenario may name by key, in French and English."""

EFFECT_KINDS: dict[str, tuple[str, str]] = {
    "visibility": ("visibilité", "visibility"),
    "movement": ("mouvement", "movement"),
    "shooting": ("tir", "shooting"),
    "special": ("particularités", "special"),
}
"""What an effect of the weather or the wind acts on (Annexe 3)."""


def condition_name(key: str, lang: str = "fr") -> str:
    """The name of condition ``key`` in ``lang``; a key of the designer's own as written."""
    names = CONDITION_NAMES.get(key)
    return key if names is None else names[lang == "en"]


def effect_label(table: str, row: str, kind: str, lang: str = "fr") -> str:
    """``vent (faible) — spécial``: which row of which table an effect is, and on what."""
    if table == "wind":
        name = "vent" if lang == "fr" else "wind"
        detail = condition_text("wind_strength", {"wind_strength": row}, lang)
    else:
        name = condition_text("weather", {"weather": table}, lang)
        detail = condition_text(
            "weather_strength", {"weather": table, "weather_strength": row}, lang
        )
    what = name if row == table else f"{name} ({detail})"  # heat has no strength
    kinds = EFFECT_KINDS.get(kind)
    return f"{what} — {kind if kinds is None else kinds[lang == 'en']}"
