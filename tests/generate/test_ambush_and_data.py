"""Ambush overlays (V4 p77), the fairness figure, and the generators' data files."""

from __future__ import annotations

import copy

import pytest

from editor.core.grid import Grid
from editor.generate.adlg_v4 import LayoutParams, generate_layout
from editor.generate.ambush import ambush_hexes, attacker_zone, defender_zone, hiding_places
from editor.generate.symmetry import fairness
from editor.generate.table import Table
from editor.io.generator_data import GENERATE, load_generator_data
from editor.io.rulesets import load_ruleset
from editor.io.schema_check import check
from editor.io.yaml_strict import load_yaml_file

TABLE = Table(Grid(24, 16), 50.0, 40.0)  # 1 UD = 40 mm, rows 50 mm apart


def _rows(hexes) -> set[int]:
    return {TABLE.grid.to_offset(h)[1] for h in hexes}


@pytest.mark.parametrize(("light", "rows"), [(False, set(range(1, 5))), (True, set(range(1, 7)))])
def test_attacker_zone_depth(light: bool, rows: set[int]) -> None:
    # 5 UD = 200 mm: row centres at 25, 75, 125, 175 mm; 7 UD = 280 mm: 225 and 275 too.
    zone = attacker_zone(TABLE, light)
    assert _rows(zone) == rows
    assert len(zone) == 24 * len(rows)


@pytest.mark.parametrize(("light", "central_rows"), [(False, 4), (True, 6)])
def test_defender_zone_lateral_and_central(light: bool, central_rows: int) -> None:
    zone = defender_zone(TABLE, light)
    for h in zone:
        col, row = TABLE.grid.to_offset(h)
        depth = 16 - row + 1
        central = 9 <= col <= 16
        assert depth <= (central_rows if central else 8)  # 10 UD = 400 mm: 8 rows
    assert len([h for h in zone if 9 <= TABLE.grid.to_offset(h)[0] <= 16]) == 8 * central_rows
    assert len([h for h in zone if TABLE.grid.to_offset(h)[0] <= 8]) == 8 * 8


def test_hiding_places_follow_the_v4_ambush_column() -> None:
    data = load_generator_data("adlg-v4")["elements"]
    seen = set()
    for seed in range(60):
        r = generate_layout(LayoutParams(("forest", "plain", "desert")[seed % 3], seed))
        places = hiding_places(r.elements)
        kinds = {p.element.kind for p in places}
        seen |= kinds
        assert "road" not in kinds and "river" not in kinds and "coast" not in kinds
        for p in places:
            if p.element.kind == "wood":
                assert "elephants" in p.who
            if p.element.kind in ("marsh", "dune", "brush") and not p.element.vegetation:
                assert p.who == {"light_infantry"}
            assert data[p.element.kind]["ambush"] != "none" or p.element.vegetation
        zone = attacker_zone(r.table)
        assert ambush_hexes(r.elements, zone, "light_infantry") >= ambush_hexes(
            r.elements, zone, "foot"
        )
    assert {"wood", "village", "marsh", "ravine"} <= seen


def test_fairness_is_zero_for_identical_halves_and_grows_with_difference() -> None:
    r = generate_layout(LayoutParams("forest", 3, symmetric="mirror"))
    f = fairness(r)
    assert 0 <= f.score <= 1
    assert f.defender.hexes == f.attacker.hexes == 24 * 8
    lopsided = copy.deepcopy(r)
    for e in lopsided.elements:
        if e.anchor is not None and r.table.half(e.anchor) == "attacker":
            e.removed = True
    assert fairness(lopsided).score > f.score


@pytest.mark.parametrize("name", ["adlg-v4", "panache-conditions"])
def test_data_files_validate_and_are_closed(name: str) -> None:
    doc = load_yaml_file(GENERATE / f"{name}.yaml")
    assert check(doc.data, "generator") == []
    broken = copy.deepcopy(doc.data)
    broken["surprise"] = 1
    assert check(broken, "generator")
    deep = copy.deepcopy(doc.data)
    first = next(iter(deep["seasons" if name != "adlg-v4" else "territories"].values()))
    first["surprise"] = 1
    assert check(deep, "generator")


@pytest.mark.parametrize("ruleset", ["panache", "thucydide"])
def test_every_mapped_element_exists_in_the_ruleset(ruleset: str) -> None:
    rules = load_ruleset(ruleset)
    mapping = load_generator_data("adlg-v4")["mappings"][ruleset]
    ids: set[str] = set()
    for key, value in mapping.items():
        if key == "impassable":
            ids |= {e for v in value.values() for e in v}
        elif key == "river":
            for spec in value.values():
                ids |= set(spec["elements"]) | set(spec["crossing"]) | {spec["link"]}
        else:
            ids |= set(value)
    assert ids <= set(rules.elements), ids - set(rules.elements)
