"""Where the scenario's units stand when its game starts, under the rules in play.

« Les unités ne peuvent pas être déployées sur des terrains qui leur sont normalement
inaccessibles » (Annexe 1). Annexe 3's boats carry a unit over water (« Les rivières,
fleuves, étangs, lacs et mers sont impassables sauf par les ponts et les gués.
Cependant, on peut avoir des bateaux ... »): a unit the scenario puts aboard a boat
stands on the water only when the boats rule is played. A game whose units stand
where the rules in play forbid them is refused, naming the unit, the hex and why
(``build_context`` raises ``GameSetupError``); it is never played.
"""

from __future__ import annotations

from editor.core.deployment import forbidding_element
from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario


def misplaced(scenario: Scenario, ruleset: Ruleset, rules: frozenset[str]) -> Phrase | None:
    """Why the first unit the scenario places may not stand on its hex with ``rules``
    played, or None when each may."""
    if scenario.setup.deployment != "scenario":  # the players place them, where they may
        return None
    boats = "boats" in rules
    for u in scenario.units:
        if u.position is None or u.entry is not None or u.type not in ruleset.unit_classes:
            continue
        element = forbidding_element(ruleset, scenario, u, u.position)
        if element is None:
            continue
        aboard = any(b.position == u.position and b.carries == u.id for b in scenario.boats)
        if aboard and boats:
            continue
        label = scenario.grid.label(u.position)
        en = (
            f'"{u.name}" ({ruleset.name(u.type, "en")}) starts at hex {label}, on '
            f"{ruleset.name(element, 'en')}, where it may not stand"
        )
        fr = (
            f"« {u.name} » ({ruleset.name(u.type, 'fr')}) commence en {label}, sur "
            f"{ruleset.name(element, 'fr')}, où elle ne peut se tenir"
        )
        if aboard:
            en += (
                "; it is aboard a boat there, and the boats rule (Annexe 3) is not played: "
                "play the rule, or move the unit"
            )
            fr += (
                " ; elle y est à bord d'une embarcation, et la règle des barques (Annexe 3) "
                "n'est pas jouée : jouez la règle, ou déplacez l'unité"
            )
        else:
            en += "; move the unit"
            fr += " ; déplacez l'unité"
        return Phrase(en, fr)
    return None
