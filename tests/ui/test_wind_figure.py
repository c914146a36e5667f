"""Issue 24: the wind's side is drawn, not only numbered: the Scenario panel's
wind line and the Battle conditions dialog show the hex with its sides numbered
from the side marked 1 and the arrow on the side the wind blows to."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from editor.ui.conditions_dialog import BattleConditionsDialog
from editor.ui.document import Document
from editor.ui.scenario_dock import ScenarioDock
from editor.ui.tool_state import ToolState

CLOCKWISE_FROM_TOP = {"flat": ["N", "NE", "SE", "S", "SW", "NW"]}
"""The compass names of a flat-top hex's sides, clockwise from the top (typed in)."""


def _blue_rows(label) -> list[float]:
    """Heights (0 top, 1 bottom) of the figure's strongly blue pixels: the arrow."""
    image: QImage = label.pixmap().toImage()
    rows = []
    for y in range(image.height()):
        for x in range(image.width()):
            c = QColor.fromRgba(image.pixel(x, y))
            if c.alpha() > 200 and c.blue() > 140 and c.red() < 90:
                rows.append(y / image.height())
    return rows


@pytest.fixture
def dock(document: Document, tool_state: ToolState, qtbot) -> ScenarioDock:
    tool_state.language = "en"
    widget = ScenarioDock(document, None, tool_state)
    qtbot.addWidget(widget)
    return widget


def test_the_panel_draws_the_wind_side_chosen(dock: ScenarioDock, document: Document) -> None:
    label = dock.conditions.wind
    assert label.isHidden()  # no wind yet
    box = dock.conditions.fields["wind_direction"]
    index = box.findData("4")
    box.setCurrentIndex(index)
    box.activated.emit(index)
    assert document.scenario.conditions["wind_direction"] == "4"
    assert not label.isHidden()
    assert label.towards == CLOCKWISE_FROM_TOP["flat"][3] == "S"
    assert "towards S" in label.toolTip()
    blue = _blue_rows(label)
    assert blue and sum(blue) / len(blue) > 0.5  # the arrow's head (most of its ink) is below
    document.undo_stack.undo()
    assert label.isHidden()


def test_the_dialog_draws_the_wind_rolled(qtbot, document: Document) -> None:
    dialog = BattleConditionsDialog(document, None, "en", seed=1)
    qtbot.addWidget(dialog)
    seen = set()
    for seed in range(1, 13):
        dialog.seed.set_seed(seed)
        assert dialog.rolled is not None
        n = int(dialog.rolled.conditions()["wind_direction"])
        assert not dialog.wind.isHidden()
        assert dialog.wind.towards == CLOCKWISE_FROM_TOP["flat"][n - 1]
        seen.add(n)
    assert len(seen) > 2
