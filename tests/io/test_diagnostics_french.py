"""Every problem the rules pass reports reads in French as well as in English.

The Validation panel shows a diagnostic's message in the window's language and
``hexfield validate --lang fr`` prints it; Qt's catalogue cannot reach these
sentences (they are built in Python from names and numbers), so this is their
catalogue test: on the bundled scenarios and on scenarios built to break every
check, each message is a ``Phrase`` whose French is not its English, holds no
English word and no file key (``start_period``) outside quotes.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from editor.core.diagnostics import Diagnostic, capped
from editor.core.edges import edge_between
from editor.core.hexes import neighbor
from editor.core.phrases import Phrase
from editor.core.scenario import (
    Boat,
    Camp,
    Decoy,
    EdgeObstacle,
    Entry,
    HexTerrain,
    Objective,
    Scenario,
    Sentinel,
    Setup,
    Side,
    Unit,
    VictoryRules,
    new_scenario,
)
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario
from editor.io.semantic import validate_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[2] / "scenarios").glob("*.yaml"))

ENGLISH = re.compile(
    r"\b(the|is|are|has|have|and|of|on|at|in|with|unit|units|hex|hexes|side|needs|"
    r"cannot|must|only|more|than|there|its|another|unknown|decoy|decoys|boat)\b"
)
"""Words of English sentences that French never uses (« Annexe », names and
ids aside, which the check removes first)."""
QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)|\"[^\"]*\"|«[^»]*»")
"""A name or an id in quotes (not the apostrophe of « n'a »)."""
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
"""A file's key or id (``start_period``, ``side_a``): never a word for a reader."""


def _faulty() -> Scenario:
    """One scenario breaking as many rules as there are: every side, unit,
    decoy, objective, set-up, terrain, edge, link, camp, sentinel and boat check."""
    s = new_scenario("panache", 12, 8, title="Fautes")  # too small for Panache
    g = s.grid
    h = g.to_hex
    s.setup = Setup(
        turns=2,
        first_player="nobody",
        deployment="scenario",
        units_per_turn=7,
        optional_rules=("boats", "camps"),
    )
    s.victory = VictoryRules(demoralisation="budget")
    north = {h(c, r) for c in range(1, 6) for r in range(7, 9)}
    south = {h(c, r) for c in range(1, 6) for r in range(6, 9)}
    s.sides = [
        Side("nord", "Armée du Nord", "#1f4e9c", "S", deployment=north),
        Side("sud", "Coalisés", "#c0c0c0", "N", deployment=south),
        Side("nord", "Doublon", "#000000", "E"),
    ]
    s.units = [
        Unit("u1", "nord", "Bataillon", "infanterie", h(1, 8), rank="general_en_chef"),
        Unit("u1", "nord", "Second", "infanterie", h(1, 8), rank="general_en_chef"),
        Unit("u3", "personne", "Perdu", "infanterie", h(10, 1)),
        Unit("u4", "nord", "Chars", "tank", h(2, 8)),
        Unit("u5", "nord", "Lourds", "cavalerie", h(3, 8), weight="immense"),
        Unit("u6", "nord", "Doué", "infanterie", h(4, 8), capabilities=("teleport",)),
        Unit("u7", "nord", "Ailé", "infanterie", h(5, 8), capabilities=("skis",)),
        Unit("u8", "nord", "Noyé", "infanterie", h(6, 6), quality="divine", asleep=True),
        Unit("u9", "sud", "Renfort", "infanterie", h(7, 1), entry=Entry(5, frozenset({h(8, 1)}))),
        Unit("u10", "sud", "Marin", "cavalerie", h(8, 3)),
    ]
    s.decoys = [Decoy("personne", h(9, 9)), Decoy("sud", h(1, 8)), Decoy("sud", h(11, 2))]
    s.objectives = [Objective(h(6, 4), ""), Objective(h(6, 4), "Moulin")]
    s.set_terrain(h(6, 6), HexTerrain(frozenset({"marais_profond_inconnu"})))
    s.set_terrain(h(7, 6), HexTerrain(frozenset({"foret", "lac"}), 2))
    s.set_terrain(h(8, 6), HexTerrain(frozenset({"pieux"})))
    s.set_terrain(h(9, 6), HexTerrain(frozenset({"gue"})))
    s.set_terrain(h(8, 3), HexTerrain(frozenset({"lac"})))
    a, b = h(10, 5), h(10, 4)
    s.add_obstacle(EdgeObstacle(edge_between(a, b), "foret", a))
    s.add_obstacle(EdgeObstacle(edge_between(a, b), "palissade_inconnue", a))
    s.add_obstacle(EdgeObstacle(edge_between(a, b), "pont", a))
    s.links = {"route": {edge_between(h(3, 3), h(3, 4))}, "mur": {edge_between(a, b)}}
    s.camps = [Camp("personne", (h(1, 1), h(4, 4))), Camp("personne", (h(8, 3), h(2, 2)))]
    s.sentinels = [
        Sentinel("sud", h(12, 8), "u1"),
        Sentinel("nord", h(12, 8), "nobody"),
        Sentinel("nord", neighbor(h(1, 8), 0), "u1"),
    ]
    s.boats = [
        Boat("personne", h(2, 2), "barque", carries="u10"),
        Boat("sud", h(2, 2), "pirogue"),
        Boat("nord", h(3, 2), "barque", carries="u1"),
        Boat("nord", h(4, 2), "barque", carries="ghost"),
        Boat("nord", h(8, 3), "barque", carries="u5"),
    ]
    s.ruleset = "thucydide"  # checked against Panache: a mismatch
    return s


def _faulty_diagnostics() -> list[Diagnostic]:
    return validate_scenario(_faulty(), load_ruleset("panache"))


def _not_french(d: Diagnostic) -> list[str]:
    """What is wrong with the French of a problem: nothing when it reads in French."""
    if not isinstance(d.message, Phrase):
        return [f"[{d.code}] has no French: {d.message}"]
    fr = d.message.fr
    bare = QUOTED.sub("", fr)
    faults = [
        (fr == d.message.en, "French is the English"),
        (bool(ENGLISH.search(bare)), "English word in French"),
        (bool(SNAKE.search(bare)), "a file key in French"),
    ]
    return [f"[{d.code}] {what}: {fr}" for wrong, what in faults if wrong]


def test_the_faulty_scenario_breaks_most_checks() -> None:
    """The test below reads many kinds of problem, not a handful."""
    codes = {d.code for d in _faulty_diagnostics()}
    assert len(codes) >= 35, sorted(codes)


@pytest.mark.parametrize("d", _faulty_diagnostics(), ids=lambda d: d.code)
def test_every_problem_reads_in_french(d: Diagnostic) -> None:
    assert _not_french(d) == []


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_bundled_scenarios_problems_read_in_french(path: Path) -> None:
    """Each bundled scenario, valid as shipped, then spoilt as a designer might:
    every unit dragged onto one hex, decoys for each side there too, no turn
    limit nor victory: the problems name its own sides, units and terrain."""
    loaded = read_scenario(path)
    assert loaded.scenario is not None and loaded.ruleset is not None
    assert [f for d in loaded.diagnostics for f in _not_french(d)] == []
    s = loaded.scenario
    spot = next(u.position for u in s.units if u.position is not None)
    for u in s.units:
        u.position = spot
    s.decoys = [Decoy(side.id, spot) for side in s.sides for _ in range(9)]
    s.setup.turns = None
    s.victory = VictoryRules(demoralisation="none", objectives=False)
    found = validate_scenario(s, loaded.ruleset)
    assert {"unit.stacked", "decoy.stacked", "victory.none"} <= {d.code for d in found}
    assert [f for d in found for f in _not_french(d)] == []


def test_the_and_n_more_line_reads_in_french() -> None:
    many = [Diagnostic(d.severity, d.code, d.message) for d in _faulty_diagnostics()[:1]] * 5
    more = capped(many, per_code=2)[-1]
    assert more.more == 3
    assert _not_french(more) == []
