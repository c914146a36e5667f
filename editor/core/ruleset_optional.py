"""The optional rules of Panache Annexe 3 a scenario may play, by id.

« Il n'est jamais obligatoire de les jouer »: a scenario lists the rules it
plays (``setup.optional_rules``), the Scenario panel ticks them, ``hexfield
play --rule/--no-rule`` switches them for one game, and the game's log records
them. The engine plays them in ``editor.rules.optional``; their numbers are the
``optional:`` section of the ruleset.
"""

from __future__ import annotations

from editor.core.phrases import Phrase

OPTIONAL_RULES: dict[str, Phrase] = {
    "fire": Phrase("Fire and smoke", "Le feu et la fumée"),
    "time": Phrase("Time of day", "Le déroulement du temps"),
    "weather": Phrase("Weather", "La météo"),
    "night": Phrase("Darkness", "L'obscurité"),
    "sleep": Phrase("Sleeping units and sentinels", "Unités endormies et sentinelles"),
    "boats": Phrase("Boats, barges and rafts", "Barques, barges et radeaux"),
    "hidden": Phrase("Hidden units", "Unités cachées"),
    "camps": Phrase("Camps and baggage", "Camps et bagages"),
    "corps_orders": Phrase("Corps orders", "Ordres par corps"),
    "ammunition": Phrase("Ammunition", "Consommation de munitions"),
    "agents": Phrase("Agents", "Des agents très spéciaux"),
    "engineering": Phrase("Engineers' works", "Travaux du génie"),
}
"""Every optional rule, in the annex's order (the order a file lists them in)."""


def canonical(rules: object) -> tuple[str, ...]:
    """The known rule ids among ``rules``, once each, in the annex's order."""
    chosen = set(rules)  # type: ignore[call-overload]
    return tuple(r for r in OPTIONAL_RULES if r in chosen)
