"""The sheet's inventory and legend take which elements are crossing pieces
(bridge, ford) and what they are drawn over from the style, not from element
ids written in the code: a copied style with other ids changes both."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from editor.io.scenario_file import read_scenario
from editor.render.hex_art import HexLook
from editor.render.inventory import count_terrain
from editor.render.legend import entries
from editor.render.style import DEFAULT_STYLE, Style, load_style

ROOT = Path(__file__).resolve().parents[2]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"


@pytest.fixture(scope="module")
def moulin():
    result = read_scenario(MOULIN)
    assert result.ok
    return result


def _copied_style(tmp_path: Path, edit: dict[str, list[str] | None]) -> Style:
    """The default style file copied with the ``crossing`` lists of ``edit``
    (None: no longer a crossing piece), read back through the schema."""
    data = yaml.safe_load(DEFAULT_STYLE.read_text(encoding="utf-8"))
    for element, crossing in edit.items():
        entry = data["hex_elements"][element]
        if crossing is None:
            entry.pop("crossing", None)
        else:
            entry["crossing"] = crossing
    path = tmp_path / "copied.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return load_style(path)


def test_the_default_style_counts_the_bridge_and_the_ford_as_crossings(moulin) -> None:
    inv = count_terrain(moulin.scenario, moulin.ruleset, load_style())
    assert set(inv.crossings) == {"pont", "gue"}
    assert "pont" not in inv.elements and "gue" not in inv.elements


def test_a_style_with_other_crossing_ids_changes_the_inventory(tmp_path: Path, moulin) -> None:
    style = _copied_style(tmp_path, {"pont": None, "habitations": ["route"]})
    inv = count_terrain(moulin.scenario, moulin.ruleset, style)
    assert set(inv.crossings) == {"gue", "habitations"}
    assert inv.elements["pont"] == 1  # the moulin's bridge (1209), now an area element
    assert "habitations" not in inv.elements


def _legend_look(scenario, ruleset, style: Style, element: str) -> HexLook:
    for _group, _name, _text, symbol in entries(scenario, ruleset, "fr", style):
        if isinstance(symbol, HexLook) and element in symbol.terrain.elements:
            if len(symbol.terrain.elements) == 1 or symbol.masks:
                return symbol
    raise AssertionError(f"no legend entry for {element}")


def test_the_legend_draws_a_crossing_over_what_the_style_lists(tmp_path: Path, moulin) -> None:
    sc, rs = moulin.scenario, moulin.ruleset
    default = _legend_look(sc, rs, load_style(), "pont")
    assert default.terrain.elements == {"pont", "riviere", "route"}
    only_road = _copied_style(tmp_path, {"pont": ["route"]})
    look = _legend_look(sc, rs, only_road, "pont")
    assert look.terrain.elements == {"pont", "route"}
    assert dict(look.masks) == {"route": 0b001001}
