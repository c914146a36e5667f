"""Unit capabilities (skieurs...) in the scenario file: round-trip, schema, semantic
checks with code, pointer and line:col; sand and snow at load (allowed by the
annex, refused under the strict house rule); boat types as data."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from editor.core.ruleset import Ruleset
from editor.core.scenario import Boat, HexTerrain, Scenario, Side, Unit, new_scenario
from editor.io import schema_check
from editor.io.rulesets import ruleset_path
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario, read_scenario, write_scenario
from editor.io.yaml_strict import load_yaml_bytes, load_yaml_file

RULESETS = ["panache", "thucydide"]


def _scenario(rid: str = "panache") -> Scenario:
    s = new_scenario(rid, 12, 12)
    s.setup.deployment = "scenario"
    s.sides = [Side("a", "A", home_edge="N"), Side("b", "B", home_edge="S")]
    g = s.grid
    s.set_terrain(g.to_hex(3, 1), HexTerrain(frozenset({"neige"})))
    s.set_terrain(g.to_hex(5, 1), HexTerrain(frozenset({"sable"})))
    s.units = [
        Unit("ski", "a", "Alpins", "infanterie", g.to_hex(3, 1), capabilities=("skieurs",)),
        Unit("cam", "a", "Méharistes", "chameliers", g.to_hex(5, 1)),
        Unit("foe", "b", "Garde", "infanterie", g.to_hex(5, 12)),
    ]
    return s


def _errors(text: str) -> list:
    return [d for d in parse_scenario(text.encode(), "x.yaml").diagnostics if d.is_error]


@pytest.mark.parametrize("rid", RULESETS)
def test_capabilities_round_trip_byte_identically(rid: str, tmp_path: Path) -> None:
    s = _scenario(rid)
    s.units[1].capabilities = ("skieurs", "barques")  # unsorted in the model: written sorted
    path = tmp_path / "s.yaml"
    write_scenario(s, path)
    raw = path.read_bytes()
    result = read_scenario(path)
    assert result.scenario is not None
    assert [d for d in result.diagnostics if d.is_error] == []
    assert result.scenario.units[0].capabilities == ("skieurs",)
    assert result.scenario.units[1].capabilities == ("barques", "skieurs")
    assert result.scenario.units[2].capabilities == ()
    write_scenario(result.scenario, path)
    assert path.read_bytes() == raw
    text = raw.decode()
    assert "  capabilities:\n  - barques\n  - skieurs\n" in text
    assert text.count("capabilities:") == 2  # never written empty


def test_schema_refuses_bad_capability_lists() -> None:
    for bad in (["Skieurs"], ["skieurs", "skieurs"], "skieurs"):
        doc = load_yaml_bytes(dumps_scenario(_scenario()).encode()).data
        doc["units"][0]["capabilities"] = bad
        assert schema_check.check(doc), bad


def test_unknown_capability_has_code_pointer_and_line() -> None:
    s = _scenario()
    s.units[0].capabilities = ("patins", "skieurs")
    text = dumps_scenario(s)
    d = next(d for d in _errors(text) if d.code == "unit.capability")
    assert d.path == "/units/0/capabilities/0"
    assert "patins" in d.message and "skieurs" in d.message  # the known ones
    assert d.line is not None and d.col is not None
    assert text.splitlines()[d.line - 1].strip() == "- patins"


def test_capability_limited_to_classes() -> None:
    s = _scenario("thucydide")  # « équipement de siège (infanterie uniquement) »
    s.units[1].capabilities = ("equipement_siege",)
    d = next(d for d in _errors(dumps_scenario(s)) if d.code == "unit.capability-class")
    assert d.path == "/units/1/capabilities/0"
    s.units[1].capabilities = ()
    s.units[0].capabilities = ("equipement_siege", "skieurs")
    assert not any(d.code.startswith("unit.capability") for d in _errors(dumps_scenario(s)))


def _strict_loader(rid: str):
    """The bundled ruleset with the house rule ``no_deployment_on_stop`` switched on."""
    data = copy.deepcopy(load_yaml_file(ruleset_path(rid)).data)
    data["deployment"]["no_deployment_on_stop"]["enabled"] = True
    strict = Ruleset.from_dict(data)
    return lambda _name: strict


@pytest.mark.parametrize("rid", RULESETS)
def test_infantry_may_stand_on_sand_and_snow(rid: str) -> None:
    """Annexe 1: only ground « normalement inaccessible » refuses a unit; sand and snow stop."""
    s = _scenario(rid)
    s.units[0].capabilities = ()
    s.units[1].type = "infanterie"
    assert _errors(dumps_scenario(s)) == []


@pytest.mark.parametrize("rid", RULESETS)
def test_house_rule_infantry_on_sand_is_an_error_with_hex_and_line(rid: str) -> None:
    s = _scenario(rid)
    s.units[1].type = "infanterie"
    text = dumps_scenario(s)
    found = parse_scenario(text.encode(), "x.yaml", _strict_loader(rid)).diagnostics
    d = next(d for d in found if d.code == "unit.terrain")
    assert d.hex == "0501"
    assert d.path == "/units/1/at"
    assert text.splitlines()[d.line - 1].strip() == 'at: "0501"'
    assert "Méharistes" in d.message and "Sand" in d.message and "0501" in d.message
    assert d.format_text().startswith(f"x.yaml:{d.line}:{d.col}: error:")


@pytest.mark.parametrize("rid", RULESETS)
def test_house_rule_skier_on_snow_only(rid: str) -> None:
    s = _scenario(rid)
    loader = _strict_loader(rid)

    def errors() -> list:
        found = parse_scenario(dumps_scenario(s).encode(), "x.yaml", loader).diagnostics
        return [d for d in found if d.is_error]

    assert errors() == []
    s.units[0].capabilities = ()
    d = next(d for d in errors() if d.code == "unit.terrain")
    assert d.hex == "0301" and "Snow" in d.message and "skiers" in d.message


@pytest.mark.parametrize("rid", RULESETS)
def test_unknown_boat_type_is_reported_by_the_semantic_pass(rid: str) -> None:
    s = _scenario(rid)
    s.set_terrain(s.grid.to_hex(8, 6), HexTerrain(frozenset({"lac"})))
    s.boats = [Boat("a", s.grid.to_hex(8, 6), "sous_marin")]
    text = dumps_scenario(s)
    doc = load_yaml_bytes(text.encode()).data
    assert schema_check.check(doc) == []  # a slug: boat types are ruleset data
    d = next(d for d in _errors(text) if d.code == "boat.type")
    assert d.path == "/boats/0/type"
    assert "sous_marin" in d.message and "barque" in d.message and d.hex == "0806"
    assert text.splitlines()[d.line - 1].strip() == "type: sous_marin"
    s.boats[0].type = "barque"
    assert not any(d.code == "boat.type" for d in _errors(dumps_scenario(s)))
