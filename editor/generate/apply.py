"""Putting a generated layout or set of conditions into a scenario as one undoable edit.

The terrain, edge obstacles and links go through ``editor.core.edits``
(``SetTerrain``, ``SetObstacles`` and ``SetLinks`` in one ``Compound``), the
generation record and the conditions through the two small edits below, so
that the editor's undo takes the whole generation back in one step.

A generated table replaces everything that is terrain: hex terrain, edge
obstacles (a palisade painted before would otherwise stand on ground it was
never built for) and links. Sides, deployment zones, units, decoys and
objectives are not terrain and stay as they are; a unit the new ground keeps
out (artillery in a forest...) is not moved or deleted: the validator names
it (``unit.terrain``) and the designer decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.edits import Change, Compound, Edit, SetLinks, SetObstacles, SetTerrain, compound
from editor.core.scenario import EMPTY, Generation, Scenario, new_scenario
from editor.generate.adlg_v4 import LayoutResult


@dataclass(frozen=True, slots=True)
class AppendGeneration:
    generation: Generation

    def apply(self, scenario: Scenario) -> Edit:
        scenario.generation.append(self.generation)
        return RemoveLastGeneration(self.generation)

    def change(self) -> Change:
        return Change(properties=True)


@dataclass(frozen=True, slots=True)
class RemoveLastGeneration:
    generation: Generation

    def apply(self, scenario: Scenario) -> Edit:
        removed = scenario.generation.pop()
        return AppendGeneration(removed)

    def change(self) -> Change:
        return Change(properties=True)


@dataclass(frozen=True, slots=True)
class SetConditions:
    """Replace the battle conditions (the whole dictionary)."""

    values: tuple[tuple[str, str], ...]

    def apply(self, scenario: Scenario) -> Edit:
        old = tuple(sorted(scenario.conditions.items()))
        scenario.conditions = dict(self.values)
        return SetConditions(old)

    def change(self) -> Change:
        return Change(properties=True)


def layout_edit(scenario: Scenario, result: LayoutResult) -> Compound:
    """One edit that replaces the scenario's terrain, edge obstacles and links by the
    layout's (a V4 layout has no edge obstacles: those painted before go)."""
    if (scenario.map.columns, scenario.map.rows) != (result.params.columns, result.params.rows):
        raise ValueError(
            f"the layout is for a {result.params.columns} x {result.params.rows} map, "
            f"the scenario's map is {scenario.map.columns} x {scenario.map.rows}"
        )
    cells = [(h, EMPTY) for h in sorted(scenario.terrain) if h not in result.terrain]
    cells += sorted(result.terrain.items())
    unlink = [
        (element, edge, False)
        for element, edges in sorted(scenario.links.items())
        for edge in sorted(edges)
        if edge not in result.links.get(element, set())
    ]
    link = [
        (element, edge, True)
        for element, edges in sorted(result.links.items())
        for edge in sorted(edges)
    ]
    obstacles = [(key, None) for key in sorted(scenario.obstacles)]
    # Unlink first: SetLinks drops an element's entry when its last edge goes.
    return compound(
        SetLinks(tuple(unlink)),
        SetObstacles(tuple(obstacles)),
        SetTerrain(tuple(cells)),
        SetLinks(tuple(link)),
        AppendGeneration(result.generation()),
    )


def conditions_edit(values: dict[str, str], generation: Generation) -> Compound:
    return compound(SetConditions(tuple(sorted(values.items()))), AppendGeneration(generation))


def layout_scenario(result: LayoutResult, title: str = "") -> Scenario:
    """A new scenario holding the layout (the command line's ``generate``)."""
    p = result.params
    scenario = new_scenario(
        p.ruleset,
        p.columns,
        p.rows,
        p.orientation,
        p.stagger,
        p.hex_mm,
        title=title,
    )
    layout_edit(scenario, result).apply(scenario)
    return scenario
