"""The optional rules in the scenario format: ``setup.optional_rules`` and a unit's
``asleep``, through the schema, the model, the codec (byte-identical round trip) and
the validator (line:col); the ruleset's ``optional:`` section checked."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from editor.core.ruleset_optional import OPTIONAL_RULES
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario
from editor.paths import SCHEMAS

BASE = """format_version: 1
ruleset: panache
title: Test
map: {columns: 12, rows: 14}
setup:
  deployment: scenario
  optional_rules: [RULES]
sides:
- {id: a, name: A, home_edge: S}
- {id: b, name: B, home_edge: N}
units:
- {id: a1, side: a, name: A1, type: infanterie, at: "0213"ASLEEP}
- {id: b1, side: b, name: B1, type: infanterie, at: "0202"}
"""


def _parse(rules: str, asleep: bool = False):
    text = BASE.replace("RULES", rules).replace("ASLEEP", ", asleep: true" if asleep else "")
    return parse_scenario(text.encode("utf-8"), "t.yaml")


def test_the_schemas_list_every_optional_rule() -> None:
    scenario = json.loads((SCHEMAS / "scenario.schema.json").read_text(encoding="utf-8"))
    log = json.loads((SCHEMAS / "game-log.schema.json").read_text(encoding="utf-8"))
    rules = scenario["properties"]["setup"]["properties"]["optional_rules"]["items"]["enum"]
    logged = log["properties"]["options"]["properties"]["rules"]["items"]["enum"]
    assert rules == logged == list(OPTIONAL_RULES)


def test_optional_rules_and_sleepers_round_trip_byte_for_byte() -> None:
    r = _parse("weather, fire, sleep", asleep=True)
    assert r.ok, [d.format_text() for d in r.diagnostics]
    sc = r.scenario
    assert sc.setup.optional_rules == ("fire", "weather", "sleep")  # the annex's order
    assert sc.units[0].asleep and not sc.units[1].asleep
    text = dumps_scenario(sc)
    assert "optional_rules:\n  - fire\n  - weather\n  - sleep" in text
    assert "asleep: true" in text
    again = parse_scenario(text.encode("utf-8"), "t.yaml")
    assert dumps_scenario(again.scenario) == text


def test_an_unknown_rule_is_an_error_with_its_line_and_column() -> None:
    r = _parse("fire, dragons")
    errors = [d for d in r.diagnostics if d.is_error]
    assert errors and errors[0].line == 7 and (errors[0].col or 0) > 1
    assert "dragons" in errors[0].format_text()


def test_a_rule_with_nothing_to_act_on_and_an_unplayed_sleep_are_warnings() -> None:
    r = _parse("boats, camps", asleep=True)
    codes = {d.code: d for d in r.diagnostics}
    assert "setup.optional-rule-idle" in codes and "units.asleep-not-played" in codes
    assert all(not d.is_error for d in r.diagnostics)
    assert codes["units.asleep-not-played"].line == 12


def test_the_ruleset_optional_section_names_only_what_exists(tmp_path: Path) -> None:
    from editor.rules.optional.data import OptionalDataError, optional_data

    rs = load_ruleset("panache")
    data = optional_data(rs)
    assert data.fire.spread_dice == 4 and data.boats.free_min == {"medium": 10, "very": 12}
    bad = dict(rs.optional)
    bad["fire"] = {**bad["fire"], "animal_classes": ["licornes"]}
    with pytest.raises(OptionalDataError, match="licornes"):
        optional_data(replace(rs, optional=bad))
