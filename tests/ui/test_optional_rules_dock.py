"""The optional rules of Annexe 3 in the Scenario panel: one checkbox each, every
change one undo step, the panel following the model, names in French."""

from __future__ import annotations

import pytest

from editor.core.ruleset_optional import OPTIONAL_RULES
from editor.ui.document import Document
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState


@pytest.fixture
def dock(document: Document, tool_state: ToolState, qtbot) -> ScenarioDock:
    widget = ScenarioDock(document, None, tool_state)
    qtbot.addWidget(widget)
    return widget


def test_one_checkbox_per_optional_rule(dock: ScenarioDock) -> None:
    assert list(dock.optional_rules) == list(OPTIONAL_RULES)
    assert not any(c.isChecked() for c in dock.optional_rules.values())
    assert dock.optional_rules["fire"].text() == "Fire and smoke"


def test_ticking_rules_stores_them_in_the_annex_order_one_undo_step_each(
    dock: ScenarioDock, document: Document
) -> None:
    dock.optional_rules["weather"].setChecked(True)
    dock.optional_rules["fire"].setChecked(True)
    assert document.scenario.setup.optional_rules == ("fire", "weather")
    assert document.undo_stack.count() == 2
    document.undo_stack.undo()
    assert document.scenario.setup.optional_rules == ("weather",)
    assert not dock.optional_rules["fire"].isChecked()
    assert dock.optional_rules["weather"].isChecked()


def test_the_panel_shows_the_rules_of_a_loaded_scenario(
    dock: ScenarioDock, document: Document
) -> None:
    from dataclasses import replace

    from editor.core.edits import SetScenarioData

    setup = replace(document.scenario.setup, optional_rules=("night", "sleep"))
    document.apply(SetScenarioData((("setup", setup),)), "set")
    checked = [r for r, c in dock.optional_rules.items() if c.isChecked()]
    assert checked == ["night", "sleep"]
    assert document.undo_stack.count() == 1  # showing them made no edit


def test_french_names(qapp, document: Document, tool_state: ToolState, qtbot) -> None:
    from i18n_fixtures import translated

    with translated(qapp, "fr"):
        widget = ScenarioDock(document, None, tool_state)
        qtbot.addWidget(widget)
        assert widget.optional_rules["sleep"].text() == "Unités endormies et sentinelles"
