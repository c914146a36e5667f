"""The semantic pass over one unit: the capabilities it may have, and the
terrain it may stand on (Panache Annexe 1; boats, Annexe 3).

Called by ``editor.io.semantic_forces`` for each unit.
"""

from __future__ import annotations

from editor.core.deployment import forbidding_element, stop_exemptions
from editor.core.diagnostics import error, pointer, quoted, warning
from editor.core.phrases import Phrase
from editor.core.scenario import Unit
from editor.core.short_names import counter_labels
from editor.io.semantic_context import CheckContext, quoted_ids, suggest


def unit_capabilities(c: CheckContext, u: Unit, where: str) -> None:
    """Each capability is one of the ruleset's, and one the unit's class may have."""
    known = c.r.capabilities
    for j, cap in enumerate(u.capabilities):
        here = f"{where}/capabilities/{j}"
        capability = known.get(cap)
        if capability is None:
            c.out.append(
                error(
                    "unit.capability",
                    Phrase(
                        f"unit {quoted(u.name)}: {cap!r} is not a capability of {c.r.names.en} "
                        f"(capabilities: {', '.join(known) or 'none'})" + suggest(cap, known),
                        f"unité « {u.name} » : {cap!r} n'est pas une aptitude de "
                        f"{c.r.names.fr} (aptitudes : {quoted_ids(known) or 'aucune'})"
                        + suggest(cap, known, "fr"),
                    ),
                    here,
                )
            )
        elif capability.classes and u.type not in capability.classes:
            classes = ", ".join(c.r.name(k, "en") for k in sorted(capability.classes))
            classes_fr = ", ".join(c.r.name(k, "fr") for k in sorted(capability.classes))
            c.out.append(
                error(
                    "unit.capability-class",
                    Phrase(
                        f"unit {quoted(u.name)}: only {classes} may have {capability.names.en}",
                        f"unité « {u.name} » : seuls {classes_fr} peuvent avoir l'aptitude "
                        f"« {capability.names.fr} »",
                    ),
                    here,
                )
            )


def unit_terrain(c: CheckContext, u: Unit, where: str, aboard: bool) -> None:
    """« Les unités ne peuvent pas être déployées sur des terrains qui leur sont
    normalement inaccessibles » (Annexe 1), the unit's capabilities counting; a unit
    aboard a boat may stand on water only when the scenario plays the boats rule."""
    assert u.position is not None
    element = forbidding_element(c.r, c.s, u, u.position)
    if element is None:
        return
    label = c.label(u.position)
    who = stop_exemptions(c.r, element) if element in c.r.no_deployment_on_stop else []
    c.out.append(
        error(
            "unit.terrain",
            Phrase(
                f"unit {quoted(u.name)} ({c.r.name(u.type, 'en')}) cannot stand on "
                f"{c.name(element)} at hex {label}"
                + (f"; only {' or '.join(who)} may deploy there" if who else "")
                + (
                    "; it is aboard a boat there, but the scenario does not play the optional "
                    "rule 'boats' (Setup, optional rules): play it, or move the unit"
                    if aboard
                    else "; move it to another hex"
                ),
                f"l'unité « {u.name} » ({c.r.name(u.type, 'fr')}) ne peut pas se tenir "
                f"sur {c.name(element, 'fr')} en {label}"
                + (f" ; seuls {' ou '.join(who)} peuvent s'y déployer" if who else "")
                + (
                    " ; elle y est à bord d'une barque, mais le scénario ne joue pas la règle "
                    "optionnelle « Barques, barges et radeaux » (Mise en place, règles "
                    "optionnelles) : jouez-la, ou déplacez l'unité"
                    if aboard
                    else " ; placez-la sur un autre hexagone"
                ),
            ),
            where + "/at",
            label,
        )
    )


def check_short_names(c: CheckContext) -> None:
    """Two counters of one side that read the same cannot be told apart on the
    table: a short name the designer gave is the same as another counter's."""
    labels = counter_labels(c.s.units)
    alike: dict[tuple[str, str], list[int]] = {}
    for i, u in enumerate(c.s.units):
        alike.setdefault((u.side, labels[u.id].casefold()), []).append(i)
    for group in alike.values():
        for i in group:
            u = c.s.units[i]
            others = [c.s.units[j].name for j in group if j != i]
            if not u.short or not others:
                continue
            c.out.append(
                warning(
                    "unit.short-duplicate",
                    Phrase(
                        f"unit {quoted(u.name)}: its counter reads {quoted(labels[u.id])}, as "
                        f"{quoted(others[0])}'s does; give one of them another short name",
                        f"unité « {u.name} » : son pion porte « {labels[u.id]} », comme celui "
                        f"de « {others[0]} » ; donnez à l'une d'elles un autre nom court",
                    ),
                    pointer("units", i) + "/short",
                )
            )
