"""Deployment on terrain, typed from Annexe 1, Mise en place des armées: « Les unités
ne peuvent pas être déployées sur des terrains qui leur sont normalement inaccessibles
lors de leur déplacement ». Sand (« Stop sauf chameau ») and snow (« Stop sauf
skieurs ») stop a move; they are not inaccessible, so every unit may deploy there.
The stricter reading is a house rule a group switches on in the ruleset's data
(``deployment.no_deployment_on_stop.enabled``)."""

from __future__ import annotations

import copy

import pytest

from editor.core.deployment import forbidding_element, placement_refusal
from editor.core.forces import sentinels_per_unit
from editor.core.hexes import neighbor
from editor.core.ruleset import Ruleset, RulesetDataError
from editor.core.scenario import HexTerrain, Scenario, Sentinel, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset, ruleset_path
from editor.io.semantic import validate_scenario
from editor.io.yaml_strict import load_yaml_file

RULESETS = ["panache", "thucydide"]


def _scenario(rid: str, *elements: str) -> tuple[Scenario, Unit]:
    """A map whose hex 0503 holds ``elements``, and an empty unit to place there."""
    s = new_scenario(rid, 12, 12)
    s.sides = [Side("a", "A", home_edge="N"), Side("b", "B", home_edge="S")]
    h = s.grid.to_hex(5, 3)
    if elements:
        s.set_terrain(h, HexTerrain(frozenset(elements)))
    return s, Unit("u", "a", "Les nôtres", "infanterie")


def _data(rid: str) -> dict:
    return copy.deepcopy(load_yaml_file(ruleset_path(rid)).data)


def _strict(rid: str) -> Ruleset:
    """The bundled ruleset with the house rule switched on, as a group would in the file."""
    data = _data(rid)
    data["deployment"]["no_deployment_on_stop"]["enabled"] = True
    return Ruleset.from_dict(data)


# By the annex. One case per cell: (unit class, capabilities, hex elements, refused element).
CASES = [
    ("infanterie", (), ("sable",), None),  # « Stop sauf chameau » only ends a move
    ("cavalerie", (), ("sable",), None),
    ("artillerie", (), ("sable",), None),
    ("chameliers", (), ("sable",), None),
    ("infanterie", (), ("neige",), None),  # « Stop sauf skieurs » only ends a move
    ("cavalerie", (), ("neige",), None),
    ("infanterie", ("skieurs",), ("neige",), None),
    ("infanterie", (), ("colline", "sable"), None),  # dune = colline + sable
    ("infanterie", (), ("foret", "neige"), None),  # forêt enneigée
    ("infanterie", (), ("marais",), None),  # a plain « stop » too
    ("infanterie", (), ("foret",), None),
    ("artillerie", (), ("foret",), "foret"),  # artillery « interdit » in woods
    ("artillerie", (), ("foret", "route"), None),  # ... but by road
    ("infanterie", (), ("lac",), "lac"),  # « IMPASSABLE »
    ("infanterie", ("barques",), ("lac",), None),  # « IMPASSABLE sauf avec des barques »
]

# The house rule switched on: sand and snow keep out all but whom their « stop » spares.
STRICT_CASES = [
    ("chameliers", (), ("sable",), None),
    ("infanterie", (), ("sable",), "sable"),
    ("cavalerie", (), ("sable",), "sable"),
    ("artillerie", (), ("sable",), "sable"),
    ("infanterie", ("skieurs",), ("neige",), None),
    ("infanterie", (), ("neige",), "neige"),
    ("cavalerie", (), ("neige",), "neige"),
    ("chameliers", (), ("neige",), "neige"),
    ("infanterie", (), ("colline", "sable"), "sable"),
    ("chameliers", (), ("colline", "sable"), None),
    ("infanterie", ("skieurs",), ("foret", "neige"), None),
    ("infanterie", (), ("foret", "neige"), "neige"),
    ("infanterie", (), ("marais",), None),  # not listed: still only ends a move
    ("artillerie", (), ("foret",), "foret"),
    ("infanterie", (), ("lac",), "lac"),
]


def _refusals(
    ruleset: Ruleset, cls: str, caps: tuple[str, ...], elements: tuple[str, ...]
) -> tuple[str | None, str | None, bool, bool]:
    """What each way of asking says of a ``cls`` unit on a hex of ``elements``: the
    element refusing it (unit form, then class-id form with the capabilities apart),
    whether the placement is refused, whether the validator reports it."""
    s, unit = _scenario(ruleset.id, *elements)
    unit.type, unit.capabilities = cls, caps
    h = s.grid.to_hex(5, 3)
    by_unit = forbidding_element(ruleset, s, unit, h)
    by_class = forbidding_element(ruleset, s, cls, h, caps)
    placement_refused = placement_refusal(s, ruleset, unit, h) is not None
    # ... and the validator (hexfield validate, the Validation panel).
    unit.position = h
    s.units = [unit]
    s.sides[0].deployment = {h}
    reported = "unit.terrain" in {d.code for d in validate_scenario(s, ruleset)}
    return by_unit, by_class, placement_refused, reported


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize(("cls", "caps", "elements", "refused"), CASES)
def test_who_may_deploy_where(
    rid: str, cls: str, caps: tuple[str, ...], elements: tuple[str, ...], refused: str | None
) -> None:
    said = _refusals(load_ruleset(rid), cls, caps, elements)
    assert said == (refused, refused, refused is not None, refused is not None)


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize(("cls", "caps", "elements", "refused"), STRICT_CASES)
def test_who_may_deploy_where_with_the_strict_house_rule(
    rid: str, cls: str, caps: tuple[str, ...], elements: tuple[str, ...], refused: str | None
) -> None:
    said = _refusals(_strict(rid), cls, caps, elements)
    assert said == (refused, refused, refused is not None, refused is not None)


@pytest.mark.parametrize("rid", RULESETS)
def test_refusal_names_class_element_and_hex(rid: str) -> None:
    ruleset = _strict(rid)
    s, unit = _scenario(rid, "sable")
    h = s.grid.to_hex(5, 3)
    text = placement_refusal(s, ruleset, unit, h)
    assert text is not None
    assert ruleset.name("infanterie", "en") in text
    assert ruleset.name("sable", "en") in text
    assert "0503" in text
    assert ruleset.name("chameliers", "en") in text  # who may
    s.set_terrain(h, HexTerrain(frozenset({"neige"})))
    text = placement_refusal(s, ruleset, unit, h)
    assert text is not None and "Neige" in text.fr and "skieurs" in text.fr
    assert "Snow" in text and "skiers" in text


@pytest.mark.parametrize("rid", RULESETS)
def test_the_exemption_is_the_elements_own_stop(rid: str) -> None:
    """Copy the ruleset, change the data: who may deploy follows."""
    data = _data(rid)
    sable = next(e for e in data["elements"] if e["id"] == "sable")
    stop = next(m for row in sable["effects"] for m in row["movement"] if m["kind"] == "stop")
    stop["unless"] = [{"classes": ["cavalerie"]}]
    data["deployment"]["no_deployment_on_stop"]["elements"] = ["sable"]
    data["deployment"]["no_deployment_on_stop"]["enabled"] = True
    changed = Ruleset.from_dict(data)
    s, unit = _scenario(rid, "sable")
    h = s.grid.to_hex(5, 3)
    unit.type = "cavalerie"
    assert forbidding_element(changed, s, unit, h) is None
    unit.type = "chameliers"
    assert forbidding_element(changed, s, unit, h) == "sable"
    s.set_terrain(h, HexTerrain(frozenset({"neige"})))
    unit.type = "infanterie"
    assert forbidding_element(changed, s, unit, h) is None  # snow no longer listed
    del data["deployment"]["no_deployment_on_stop"]
    assert Ruleset.from_dict(data).no_deployment_on_stop == frozenset()


@pytest.mark.parametrize("rid", RULESETS)
def test_ruleset_check_refuses_a_listed_element_without_stop(rid: str) -> None:
    data = _data(rid)
    data["deployment"]["no_deployment_on_stop"]["elements"] = ["sable", "colline", "nulle_part"]
    with pytest.raises(RulesetDataError) as caught:
        Ruleset.from_dict(data)
    found = {(d.code, d.path) for d in caught.value.diagnostics}
    assert ("ruleset.no-stop", "/deployment/no_deployment_on_stop/elements/1") in found
    assert ("ruleset.unknown-id", "/deployment/no_deployment_on_stop/elements/2") in found


@pytest.mark.parametrize("rid", RULESETS)
def test_bundled_rulesets_explain_the_reading(rid: str) -> None:
    ruleset = load_ruleset(rid)
    assert ruleset.no_deployment_on_stop == frozenset()  # off: the annex's reading
    section = _data(rid)["deployment"]["no_deployment_on_stop"]
    assert section["enabled"] is False and section["elements"] == ["sable", "neige"]
    assert "normalement inaccessibles lors de leur déplacement" in section["source"]
    assert "House rule" in ruleset.assumptions["deployment_stop_terrain"].text
    assert _strict(rid).no_deployment_on_stop == {"sable", "neige"}
    assert sentinels_per_unit(ruleset) == 2


def _with_sentinels(rid: str, n: int) -> Scenario:
    s, unit = _scenario(rid)
    unit.position = s.grid.to_hex(5, 1)
    s.units = [unit]
    s.sentinels = [Sentinel("a", neighbor(unit.position, d), unit.id) for d in (1, 2, 3)[:n]]
    return s


@pytest.mark.parametrize("rid", RULESETS)
def test_sentinel_limit_comes_from_the_ruleset(rid: str) -> None:
    def codes(s: Scenario, ruleset: Ruleset) -> set[str]:
        return {d.code for d in validate_scenario(s, ruleset)}

    data = _data(rid)
    bundled = Ruleset.from_dict(data)
    assert "sentinel.count" not in codes(_with_sentinels(rid, 2), bundled)
    assert "sentinel.count" in codes(_with_sentinels(rid, 3), bundled)
    data["deployment"]["sentinels"]["per_unit"] = 1
    one = Ruleset.from_dict(data)
    assert sentinels_per_unit(one) == 1
    assert "sentinel.count" in codes(_with_sentinels(rid, 2), one)
    assert "sentinel.count" not in codes(_with_sentinels(rid, 1), one)
    data["deployment"]["sentinels"]["per_unit"] = 3
    assert "sentinel.count" not in codes(_with_sentinels(rid, 3), Ruleset.from_dict(data))
    del data["deployment"]["sentinels"]
    assert sentinels_per_unit(Ruleset.from_dict(data)) == 0
