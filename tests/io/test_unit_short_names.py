"""Issue 24, point 4: a unit's short name (the name its counter shows) is kept
in the scenario file when the designer sets one; without one, every bundled
scenario's counters read differently within each side."""

from __future__ import annotations

import json

import pytest

from editor.core.scenario import Side, Unit, new_scenario
from editor.core.short_names import SHORT_LIMIT, SHORT_MAX, counter_labels
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario, read_scenario
from editor.paths import SCENARIOS, SCHEMAS

BUNDLED = sorted(SCENARIOS.glob("*.yaml"))


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_every_counter_of_a_side_reads_differently(path) -> None:
    scenario = read_scenario(path).scenario
    assert scenario is not None and scenario.units
    labels = counter_labels(scenario.units)
    for side in scenario.sides:
        shown = [labels[u.id].casefold() for u in scenario.units if u.side == side.id]
        assert len(shown) == len(set(shown)), (side.id, sorted(shown))
    assert all(0 < len(label) <= SHORT_MAX for label in labels.values())


def _with_units() -> str:
    s = new_scenario("panache", 12, 12, title="Essai")
    s.sides = [Side("fr", "Français", "#1f4e9c", "S"), Side("au", "Autrichiens", "#c0c0c0", "N")]
    g = s.grid
    s.units = [
        Unit("fr_1", "fr", "VIIe corps, division Desjardins", "infanterie", g.to_hex(2, 12)),
        Unit("fr_2", "fr", "VIIe corps, division Heudelet", "infanterie", g.to_hex(3, 12)),
    ]
    s.units[0].short = "VII/Desj"
    return dumps_scenario(s)


def test_a_short_name_set_is_saved_and_read_back() -> None:
    text = _with_units()
    assert text.count("short:") == 1  # the unit without one writes none
    result = parse_scenario(text.encode(), "x.yaml")
    assert result.scenario is not None, result.diagnostics
    shorts = {u.id: u.short for u in result.scenario.units}
    assert shorts == {"fr_1": "VII/Desj", "fr_2": ""}
    assert dumps_scenario(result.scenario) == text  # byte for byte


@pytest.mark.parametrize("short", ["", "x" * (SHORT_LIMIT + 1)])
def test_the_schema_refuses_an_empty_or_long_short_name(short: str) -> None:
    text = _with_units().replace("short: VII/Desj", f"short: '{short}'")
    result = parse_scenario(text.encode(), "x.yaml")
    assert result.scenario is None
    assert [d.path for d in result.diagnostics] == ["/units/0/short"]


def test_the_limit_is_the_schemas() -> None:
    schema = json.loads((SCHEMAS / "scenario.schema.json").read_text(encoding="utf-8"))
    short = schema["properties"]["units"]["items"]["properties"]["short"]
    assert short["maxLength"] == SHORT_LIMIT


def test_two_counters_of_a_side_given_one_short_name_are_warned() -> None:
    """Two counters that read the same cannot be told apart on the table: the
    designer who gave the same short name twice is told which units, where."""
    from editor.io.semantic import validate_scenario

    text = _with_units()
    result = parse_scenario(text.encode(), "x.yaml")
    assert result.scenario is not None
    # A derived name steps aside from a given one (« Heud. 2 »): only two given alike clash.
    result.scenario.units[0].short = "Heudel."
    assert counter_labels(result.scenario.units)["fr_2"] != "Heudel."
    result.scenario.units[1].short = "heudel."
    found = [
        d
        for d in validate_scenario(result.scenario, result.ruleset)
        if d.code == "unit.short-duplicate"
    ]
    assert [d.path for d in found] == ["/units/0/short", "/units/1/short"]
    assert {d.severity.value for d in found} == {"warning"}
    assert 'as "VIIe corps, division Heudelet"\'s does' in found[0].message
    assert "comme celui de « VIIe corps, division Heudelet »" in found[0].message.fr
    result.scenario.units[0].short = "VII/Desj"
    codes = {d.code for d in validate_scenario(result.scenario, result.ruleset)}
    assert "unit.short-duplicate" not in codes
