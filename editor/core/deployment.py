"""Deployment: how terrain and armies are set up, and the sides' zones.

Panache Annexe 1, « Mise en place des armées »: « Hors scénario, les joueurs
doivent disposer leurs unités sur le champ de bataille dans les deux premières
lignes de cases le long de leur côté. » A side without a painted zone deploys
there; a scenario may give zones of its own (« indiquer un déploiement par
zones », Jeu avec scénario).
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.phrases import Phrase, sentence
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario, Side, TableEdge, Unit
from editor.core.terrain_element import Element

DEFAULT_ROWS = 2
"""« les deux premières lignes de cases le long de leur côté » (Annexe 1, Mise en
place des armées): the fallback when a ruleset file has no ``deployment:`` section
(both bundled rulesets give ``deployment.default_rows: 2``)."""


def rows_of(ruleset: Ruleset | None) -> int:
    """Rows of the default deployment zone under ``ruleset``."""
    rows = getattr(ruleset, "deployment_rows", None)
    return rows if isinstance(rows, int) and rows > 0 else DEFAULT_ROWS


TERRAIN_SETUPS: dict[str, tuple[str, str]] = {
    "scenario": ("selon le scénario", "set by the scenario"),
    "agreement": ("d'un commun accord", "by agreement"),
    "neutral": ("par un tiers extérieur neutre", "by a neutral third party"),
    "player": (
        "par un des joueurs, l'autre choisissant le côté et le premier joueur",
        "by one player; the other chooses the side and who plays first",
    ),
}
"""Annexe 1, Mise en place du terrain: the four ways, (fr, en)."""

DEPLOYMENT_MODES: dict[str, tuple[str, str]] = {
    "scenario": ("placé par le scénario", "placed by the scenario"),
    "alternate": ("déploiement alternatif", "alternate deployment"),
    "screen": ("paravent opaque", "opaque screen"),
    "papers": (
        "petits papiers (leurres : 1 pour 4 unités)",
        "slips of paper (1 decoy per 4 units)",
    ),
    "markers": (
        "marques de déploiement cachées (Annexe 3)",
        "hidden deployment markers (Annex 3)",
    ),
}
"""How armies deploy (Annexe 1: Déploiement alternatif, Paravent opaque, Petits
papiers; Annexe 3: Unités cachées); ``scenario``: the designer placed them."""

UNITS_PER_TURN = (3, 4)
"""« les joueurs déploient alternativement 3 ou 4 unités » (Déploiement alternatif)."""


def default_zone(grid: Grid, edge: TableEdge, rows: int = DEFAULT_ROWS) -> set[Hex]:
    """The first ``rows`` rows (or columns) of hexes along a table edge."""
    cols, nrows = grid.columns, grid.rows
    if edge == "N":
        cells = [(c, r) for r in range(1, min(rows, nrows) + 1) for c in range(1, cols + 1)]
    elif edge == "S":
        cells = [
            (c, r) for r in range(max(1, nrows - rows + 1), nrows + 1) for c in range(1, cols + 1)
        ]
    elif edge == "W":
        cells = [(c, r) for c in range(1, min(rows, cols) + 1) for r in range(1, nrows + 1)]
    else:
        cells = [
            (c, r) for c in range(max(1, cols - rows + 1), cols + 1) for r in range(1, nrows + 1)
        ]
    return {grid.to_hex(c, r) for c, r in cells}


def zone_of(scenario: Scenario, side: Side, rows: int = DEFAULT_ROWS) -> set[Hex]:
    """The side's deployment zone: painted, or the default ``rows`` along its home edge."""
    if side.deployment is not None:
        return side.deployment
    return default_zone(scenario.grid, side.home_edge, rows)


def zone_is_binding(scenario: Scenario) -> bool:
    """Units outside their zone are an error unless the scenario places them itself
    (« Sauf sur scénario », Annexe 1): then only a warning."""
    return scenario.setup.deployment != "scenario"


def _class_and_capabilities(
    unit: Unit | str, capabilities: Iterable[str]
) -> tuple[str, tuple[str, ...]]:
    if isinstance(unit, str):
        return unit, tuple(capabilities)
    return unit.type, (*unit.capabilities, *capabilities)


def _prohibited(
    element: Element, unit_class: str, caps: tuple[str, ...], elements: tuple[str, ...]
) -> bool:
    # Prohibition.forbids ignores capabilities; deployment must not (« sauf ... »).
    return any(
        unit_class in p.classes
        and p.direction in ("any", "into")
        and not any(e.holds(unit_class, caps, elements) for e in p.unless)
        for p in element.prohibitions
    )


def _keeps_out(
    ruleset: Ruleset,
    element: Element,
    unit_class: str,
    caps: tuple[str, ...],
    elements: tuple[str, ...],
) -> bool:
    """Impassable for this unit, or a ``no_deployment_on_stop`` element whose own
    « stop » applies to it (its « sauf chameau », « sauf skieurs » are the exemptions)."""
    stop = element.id in ruleset.no_deployment_on_stop
    return any(
        (e.kind == "impassable" or (stop and e.kind == "stop"))
        and e.applies_to(unit_class, caps, elements)
        for e in element.movement("into")
    )


def forbidding_element(
    ruleset: Ruleset,
    scenario: Scenario,
    unit: Unit | str,
    h: Hex,
    capabilities: Iterable[str] = (),
) -> str | None:
    """The element of hex ``h`` that ``unit`` may not be deployed on, or None.

    ``unit``: a ``Unit`` (its class and capabilities count) or a unit class id
    (then ``capabilities`` are the unit's). « Les unités ne peuvent pas être
    déployées sur des terrains qui leur sont normalement inaccessibles lors de
    leur déplacement » (Annexe 1): prohibitions (artillery and vehicles in
    forest except by road...) and impassable hexes, each with the exemptions
    its own effects give. A « stop » (sand, snow, marsh) only ends a move, so it
    keeps nobody out, unless a group switches on the house rule
    ``deployment.no_deployment_on_stop`` (then sand but for camels, snow but
    for skiers).
    """
    unit_class, caps = _class_and_capabilities(unit, capabilities)
    elements = tuple(sorted(scenario.terrain_at(h).elements))
    for element in ruleset.counted_elements(elements):
        if _prohibited(element, unit_class, caps, elements) or _keeps_out(
            ruleset, element, unit_class, caps, elements
        ):
            return element.id
    return None


def stop_exemptions(ruleset: Ruleset, element_id: str, lang: str = "en") -> list[str]:
    """Who the element's « stop » to enter spares (« chameliers », « skieurs »), by name."""
    names: list[str] = []
    for effect in ruleset.element(element_id).movement("into"):
        if effect.kind == "stop":
            for ex in effect.unless:
                names += [ruleset.name(x, lang) for x in (*ex.classes, *ex.capabilities)]
    return list(dict.fromkeys(names))


def _only(ruleset: Ruleset, element_id: str, lang: str) -> str:
    if element_id not in ruleset.no_deployment_on_stop:
        return ""
    who = stop_exemptions(ruleset, element_id, lang)
    if not who:
        return ""
    if lang == "fr":
        return f" ; seuls {' ou '.join(who)} peuvent s'y déployer"
    return f"; only {' or '.join(who)} may deploy there"


def placement_refusal(scenario: Scenario, ruleset: Ruleset, unit: Unit, h: Hex) -> Phrase | None:
    """Why ``unit`` may not be put on ``h``, in English and French, or None."""
    grid = scenario.grid
    label = grid.label(h) if grid.contains(h) else "?"
    if not grid.contains(h):
        return Phrase(f"Hex {label} is outside the map", f"L'hexagone {label} est hors de la carte")
    for other in scenario.units:
        if other.position == h and other.id != unit.id:
            return Phrase(
                f'Hex {label} already holds "{other.name}": one unit per hex',
                f"L'hexagone {label} porte déjà « {other.name} » : une unité par hexagone",
            )
    if any(d.position == h for d in scenario.decoys):
        return Phrase(
            f"Hex {label} already holds a decoy", f"L'hexagone {label} porte déjà un leurre"
        )
    if unit.type in ruleset.unit_classes:
        element = forbidding_element(ruleset, scenario, unit, h)
        if element is not None and not any(
            b.position == h and b.carries == unit.id for b in scenario.boats
        ):
            # A sentence even when the ruleset names the class in lower case.
            return sentence(
                Phrase(
                    f"{ruleset.name(unit.type, 'en')} may not stand on "
                    f"{ruleset.name(element, 'en')} (hex {label})" + _only(ruleset, element, "en"),
                    f"{ruleset.name(unit.type, 'fr')} : ne peut se tenir sur "
                    f"{ruleset.name(element, 'fr')} (hexagone {label})"
                    + _only(ruleset, element, "fr"),
                )
            )
    return None


def elements_at(scenario: Scenario, h: Hex) -> set[str]:
    """The hex's elements plus the watercourses and roads linked through it."""
    out = set(scenario.terrain_at(h).elements)
    for element, edges in scenario.links.items():
        if any(h in e.hexes() for e in edges):
            out.add(element)
    return out
