"""*Apply* of a tuned variant as one edit: the knobs' values and the ``balance.tuned``
record in, nothing else touched, and its inverse gives the scenario back byte for byte."""

from __future__ import annotations

from pathlib import Path

from arena import arena

from editor.balance.knobs import parse_vary
from editor.balance.tune_edit import tuned_edit
from editor.balance.tune_search import Candidate, Target, TuneResult
from editor.core.scenario import Objective
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import read_scenario


def test_the_edit_sets_the_knobs_and_the_record_and_its_inverse_restores_all(
    tmp_path: Path,
) -> None:
    s = read_scenario(arena(tmp_path / "arena.yaml")).scenario
    assert s is not None
    g = s.grid
    s.objectives = [Objective(g.to_hex(5, 7), "Gué", 2), Objective(g.to_hex(5, 6), "Moulin", 1)]
    s.balance = {"vary": ["points:1=0..4", "turns", "first"]}
    before = dumps_scenario(s)
    points, turns, first = (parse_vary(s, v) for v in s.balance["vary"])
    baseline = Candidate((), [0] * 30 + [1] * 10)
    chosen = Candidate(((points, 3), (turns, 8), (first, "b")), [0, 1] * 20)
    result = TuneResult(baseline, baseline, False, [baseline, chosen], "interrupted", 1.0)
    edit = tuned_edit(s, result, chosen, Target(), "greedy", 7)
    assert [name for name, _ in edit.values] == ["setup", "objectives", "balance"]
    assert edit.hexes == {g.to_hex(5, 7), g.to_hex(5, 6)}
    inverse = edit.apply(s)
    assert [o.points for o in s.objectives] == [3, 1]
    assert (s.setup.turns, s.setup.first_player) == (8, "b")
    assert s.balance["vary"] == ["points:1=0..4", "turns", "first"]
    tuned = s.balance["tuned"]
    assert tuned["changed"] == [
        {"knob": "points:1", "name": "Gué", "from": 2, "to": 3},
        {"knob": "turns", "from": 6, "to": 8},
        {"knob": "first", "from": "", "to": "b"},
    ]
    assert tuned["games"] == 40 and tuned["seed"] == 7 and not tuned["reached"]
    assert tuned["after"]["a"]["k"] == 20 and tuned["before"]["a"]["k"] == 30
    inverse.apply(s)
    assert dumps_scenario(s) == before
