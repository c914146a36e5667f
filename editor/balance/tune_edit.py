"""A tuned variant as one edit of the open scenario (the window's *Apply*).

The edit gives the scenario what the chosen candidate's knobs change (objective
points, turn limit, first player, and any knob ``knobs.apply_setting`` learns)
and its ``balance.tuned`` record, as ``hexfield tune`` writes them in a
variant's file; its inverse gives back what was there. No Qt.
"""

from __future__ import annotations

from dataclasses import fields, replace

from editor.balance.knobs import apply_setting
from editor.balance.tune_record import tuned_record
from editor.balance.tune_search import Candidate, Target, TuneResult
from editor.core.edits import SetScenarioData, placed_hexes
from editor.core.hexes import Hex
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
    result's candidates, measured), with its record: every attribute the knobs
    changed (whatever knobs there are), and ``balance``."""
    picked = replace(result, best=chosen, reached=chosen.reached(target))
    record = tuned_record(scenario, picked, target, players, seed)
    variant = apply_setting(scenario, chosen.setting)
    values: list[tuple[str, object]] = []
    hexes: set[Hex] = set()
    for f in fields(scenario):
        old, new = getattr(scenario, f.name), getattr(variant, f.name)
        if f.name != "balance" and new != old:
            values.append((f.name, new))
            if isinstance(old, list) and isinstance(new, list):
                hexes |= placed_hexes(old) | placed_hexes(new)  # objectives redrawn
    values.append(("balance", {**scenario.balance, "tuned": record}))
    return SetScenarioData(tuple(values), frozenset(hexes))
