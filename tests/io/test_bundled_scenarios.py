"""The bundled scenarios in ``scenarios/``: they are examples AND fixtures.

Each one loads, validates with no error and saves back byte for byte; taken
together, the scenarios of each ruleset show every terrain element of that
ruleset (hex elements, edge obstacles, roads and watercourses) and several of
its composites, so that a reader of the set has seen the whole catalogue.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest

from editor.core.hexes import Hex
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS

RULESETS = ("panache", "thucydide")
MIN_COMPOSITES = 3
BUNDLED = sorted(SCENARIOS.glob("*.yaml"))


def _loaded() -> Iterator[tuple[Path, Scenario]]:
    for path in BUNDLED:
        result = read_scenario(path)
        assert result.scenario is not None, path.name
        yield path, result.scenario


def test_the_editor_opens_the_scenario_the_readme_names() -> None:
    assert (SCENARIOS / "moulin-de-la-sambre.yaml") in BUNDLED


def test_there_are_at_least_three_scenarios_and_both_rulesets_and_orientations() -> None:
    scenarios = [s for _, s in _loaded()]
    assert len(scenarios) >= 3
    assert {s.ruleset for s in scenarios} == set(RULESETS)
    assert {s.map.orientation for s in scenarios} == {"flat", "pointy"}


@pytest.mark.parametrize("path", BUNDLED, ids=[p.name for p in BUNDLED])
def test_bundled_scenario_is_valid(path: Path) -> None:
    result = read_scenario(path)
    errors = [d.format_text() for d in result.diagnostics if d.is_error]
    assert errors == []
    assert result.ok


@pytest.mark.parametrize("path", BUNDLED, ids=[p.name for p in BUNDLED])
def test_bundled_scenario_round_trips_byte_for_byte(path: Path) -> None:
    result = read_scenario(path)
    assert result.scenario is not None
    assert dumps_scenario(result.scenario) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", BUNDLED, ids=[p.name for p in BUNDLED])
def test_bundled_scenario_is_complete(path: Path) -> None:
    """What a player expects from an example: a story, two armies, something to fight for."""
    s = read_scenario(path).scenario
    assert s is not None
    assert s.title and s.author == "Hexfield"
    assert s.description.fr.strip() and s.description.en.strip()
    assert s.map.columns >= 9 and s.map.rows >= 12
    assert len(s.sides) == 2
    for side in s.sides:
        units = [u for u in s.units if u.side == side.id]
        assert len(units) >= 3, f"{side.id} has too few units"
    assert s.objectives


def _used(scenario: Scenario) -> set[str]:
    ids: set[str] = set()
    for terrain in scenario.terrain.values():
        ids |= terrain.elements
    ids |= {element for (_, element) in scenario.obstacles}
    ids |= {element for element, edges in scenario.links.items() if edges}
    return ids


def _composites(scenario: Scenario, ruleset: Ruleset) -> set[str]:
    """Composites shown by a hex: its elements alone, or with the obstacles facing it."""
    facing: dict[Hex, set[str]] = defaultdict(set)
    for obstacle in scenario.obstacles.values():
        facing[obstacle.facing].add(obstacle.element)
    found = set()
    for h, terrain in scenario.terrain.items():
        for elements in (terrain.elements, terrain.elements | facing.get(h, set())):
            composite = ruleset.composite_for(elements)
            if composite is not None:
                found.add(composite.id)
    return found


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_scenarios_of_a_ruleset_use_all_its_elements(ruleset_id: str) -> None:
    ruleset = load_ruleset(ruleset_id)
    used: set[str] = set()
    for _, s in _loaded():
        if s.ruleset == ruleset_id:
            used |= _used(s)
    assert sorted(set(ruleset.elements) - used) == []


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_scenarios_of_a_ruleset_show_several_composites(ruleset_id: str) -> None:
    ruleset = load_ruleset(ruleset_id)
    found: set[str] = set()
    for _, s in _loaded():
        if s.ruleset == ruleset_id:
            found |= _composites(s, ruleset)
    assert len(found) >= MIN_COMPOSITES, sorted(found)


def test_every_edge_obstacle_of_both_rulesets_appears() -> None:
    edge_ids = {
        eid
        for rid in RULESETS
        for eid, element in load_ruleset(rid).elements.items()
        if element.placement == "edge"
    }
    shown = {element for _, s in _loaded() for (_, element) in s.obstacles}
    assert sorted(edge_ids - shown) == []
