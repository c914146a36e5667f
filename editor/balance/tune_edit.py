"""A tuned variant as one edit of the open scenario (the window's *Apply*).

The edit gives the scenario the chosen candidate's knob values (objective
points, turn limit, first player) and its ``balance.tuned`` record, as
``hexfield tune`` writes them in a variant's file; its inverse gives back the
objectives, the set-up and the ``balance`` record that were there. No Qt.
"""

from __future__ import annotations

from dataclasses import replace

from editor.balance.knobs import apply_setting
from editor.balance.tune_record import tuned_record
from editor.balance.tune_search import Candidate, Target, TuneResult
from editor.core.edits import SetScenarioData
from editor.core.scenario import Scenario


def tuned_edit(
    scenario: Scenario,
    result: TuneResult,
    chosen: Candidate,
    target: Target,
    players: str,
    seed: int,
) -> SetScenarioData:
    """The edit that makes ``scenario`` the variant of ``chosen`` (one of the
    result's candidates, measured), with its record."""
    picked = replace(result, best=chosen, reached=chosen.reached(target))
    record = tuned_record(scenario, picked, target, players, seed)
    variant = apply_setting(scenario, chosen.setting)
    hexes = frozenset(o.position for o in scenario.objectives)
    return SetScenarioData(
        (
            ("objectives", variant.objectives),
            ("setup", variant.setup),
            ("balance", {**scenario.balance, "tuned": record}),
        ),
        hexes,
    )
