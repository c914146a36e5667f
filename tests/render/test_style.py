"""The default style: valid, complete for both rulesets, and refused when wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core.ruleset import Ruleset
from editor.render.style import DEFAULT_STYLE, StyleError, load_style


@pytest.mark.parametrize("name", ["panache", "thucydide"])
def test_every_element_of_the_ruleset_has_a_style_of_its_placement(
    name: str, request: pytest.FixtureRequest
) -> None:
    ruleset: Ruleset = request.getfixturevalue(name)
    style = load_style()
    missing = sorted(set(ruleset.elements) - style.styled_ids())
    assert missing == []
    wrong = [
        (e.id, e.placement, style.kind_of(e.id))
        for e in ruleset.elements.values()
        if style.kind_of(e.id) != e.placement
    ]
    assert wrong == []


def test_unknown_elements_fall_back_to_a_visible_pattern() -> None:
    style = load_style()
    assert style.kind_of("dragon_lair") == "unknown"
    assert style.unknown.fill == "#ff00ff"
    assert style.edge_style("dragon_wall").pattern == "unknown"


def test_a_style_with_an_unknown_property_is_refused_with_its_position(tmp_path: Path) -> None:
    text = DEFAULT_STYLE.read_text(encoding="utf-8").replace(
        "  foret:        {fill:", '  foret:        {colour: "#000000", fill:'
    )
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(StyleError) as info:
        load_style(bad)
    d = info.value.diagnostics[0]
    assert "colour" in d.message and d.line is not None and d.file == str(bad)


def test_a_style_that_is_not_yaml_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("map: [unclosed\n", encoding="utf-8")
    with pytest.raises(StyleError):
        load_style(bad)
