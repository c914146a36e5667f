"""The decoy rules in words, in English and French, from the ruleset's numbers.

What the unit tool says when it refuses or warns about a decoy and what the
validation reports are built here, so that both name the deployment to choose
and the number of units per decoy the rule asks (Panache Annexe 1, Petits
papiers; Annexe 3, Unités cachées). No number is written here: they are the
ruleset's ``deployment.decoys``.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.deployment import DEPLOYMENT_MODES
from editor.core.forces import WEIGHTS, decoys_allowed
from editor.core.phrases import Phrase, de
from editor.core.ruleset import Ruleset
from editor.core.ruleset_deployment import MarkerGroup, UnitMatch
from editor.core.scenario import Unit

DECOY_MODES = ("markers", "papers")
"""The deployments with decoys, the one proposed first first (Annexe 3 hides the units too)."""


def decoy_modes(ruleset: Ruleset) -> list[str]:
    """The deployments under which this ruleset gives decoys."""
    rules = ruleset.decoys
    if rules is None:
        return []
    given = {"papers": bool(rules.papers_per_units), "markers": rules.markers is not None}
    return [mode for mode in DECOY_MODES if given[mode]]


def mode_name(mode: str, lang: str) -> str:
    """The deployment as the Scenario panel lists it."""
    fr, en = DEPLOYMENT_MODES.get(mode, (mode, mode))
    return fr if lang == "fr" else en


def _lower(name: str) -> str:
    return name[:1].lower() + name[1:]


def _class_name(ruleset: Ruleset, unit_class: str, lang: str) -> str:
    known = unit_class in ruleset.unit_classes
    return _lower(ruleset.name(unit_class, lang)) if known else unit_class


def _member(ruleset: Ruleset, m: UnitMatch, lang: str) -> str:
    """``camelry (light or very light)``; ``chameliers (légère ou très légère)``."""
    name = _class_name(ruleset, m.unit_class, lang)
    if not m.weights:
        return name
    order = [w for w in WEIGHTS if w in m.weights] + sorted(m.weights - WEIGHTS.keys())
    weights = [WEIGHTS.get(w, (w, w))[0 if lang == "fr" else 1] for w in order]
    return f"{name} ({(' ou ' if lang == 'fr' else ' or ').join(weights)})"


def _group(ruleset: Ruleset, group: MarkerGroup, lang: str, first: bool) -> str:
    if lang == "fr":
        members = " ou ".join(de(_member(ruleset, m, "fr")) for m in group.members)
        return f"1 {'leurre ' if first else ''}pour {group.per_units} unités {members}"
    members = " or ".join(_member(ruleset, m, "en") for m in group.members)
    return f"1 {'decoy ' if first else ''}per {group.per_units} {members}"


def decoy_rule(ruleset: Ruleset, mode: str, capped: bool = True) -> Phrase | None:
    """The rule of ``mode`` in words (``1 decoy per 4 units``); None when it gives none.

    ``capped``: say that a side never has more decoys than units, where the
    ruleset says so (the caller leaves it out when the cap changes nothing).
    """
    rules = ruleset.decoys
    if rules is None:
        return None
    if mode == "papers" and rules.papers_per_units:
        n = rules.papers_per_units
        return Phrase(f"1 decoy per {n} units", f"1 leurre pour {n} unités")
    markers = rules.markers
    if mode != "markers" or markers is None:
        return None
    en = [_group(ruleset, g, "en", i == 0) for i, g in enumerate(markers.groups)]
    fr = [_group(ruleset, g, "fr", i == 0) for i, g in enumerate(markers.groups)]
    rest = markers.other_per_units
    en.append(f"1 per {rest} other units" if en else f"1 decoy per {rest} units")
    fr.append(f"1 pour {rest} autres unités" if fr else f"1 leurre pour {rest} unités")
    if capped and markers.capped_by_units:
        en.append("never more decoys than units")
        fr.append("jamais plus de leurres que d'unités")
    return Phrase(", ".join(en), ", ".join(fr))


def choose_a_decoy_mode(ruleset: Ruleset) -> Phrase:
    """What to change for decoys, a sentence: the Scenario panel's deployment."""
    modes = decoy_modes(ruleset)
    if not modes:
        return Phrase("This ruleset gives no decoys.", "Cette règle ne prévoit pas de leurres.")
    en = " or ".join(f'"{mode_name(m, "en")}"' for m in modes)
    fr = " ou ".join(f"« {mode_name(m, 'fr')} »" for m in modes)
    return Phrase(
        f"In the Scenario panel, set Deployment to {en}.",
        f"Dans le panneau Scénario, réglez Déploiement sur {fr}.",
    )


def no_decoys_refusal(ruleset: Ruleset, mode: str) -> Phrase:
    """Why the unit tool places no decoy under ``mode``, and what to change."""
    advice = choose_a_decoy_mode(ruleset)
    return Phrase(
        f'No decoys when the deployment is "{mode_name(mode, "en")}". {advice.en}',
        f"Pas de leurres quand le déploiement est « {mode_name(mode, 'fr')} ». {advice.fr}",
    )


def too_many_decoys(
    ruleset: Ruleset, mode: str, side_name: str, used: int, units: Iterable[Unit]
) -> Phrase:
    """``"Side" has 3 decoys; its 8 units allow only 2: 1 decoy per 4 units. ...``"""
    units = list(units)
    n = len(units)
    allowed = decoys_allowed(mode, units, ruleset)
    decoys_en = f"{used} decoy{'s' if used > 1 else ''}"
    decoys_fr = f"{used} leurre{'s' if used > 1 else ''}"
    if n == 0:
        en = f'"{side_name}" has {decoys_en} but no units'
        fr = f"« {side_name} » a {decoys_fr} mais aucune unité"
    else:
        units_en = f"its {n} units allow" if n > 1 else "its 1 unit allows"
        units_fr = f"ses {n} unités n'en permettent" if n > 1 else "sa seule unité n'en permet"
        en = f'"{side_name}" has {decoys_en}; {units_en} ' + (
            f"only {allowed}" if allowed else "none"
        )
        fr = f"« {side_name} » a {decoys_fr} ; {units_fr} " + (
            ("qu'un" if allowed == 1 else f"que {allowed}") if allowed else "aucun"
        )
    # The cap on decoys needs no words here: the count of units says it.
    rule = decoy_rule(ruleset, mode, capped=False)
    if rule is not None:
        en, fr = f"{en}: {rule.en}", f"{fr} : {rule.fr}"
    return Phrase(
        f"{en}. Add units or remove decoys.", f"{fr}. Ajoutez des unités ou retirez des leurres."
    )
