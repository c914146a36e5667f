"""Roster rows fit the Forces dock: a long name is shortened with an ellipsis,
the class and hex stay readable, and the tooltip gives the full name and details."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.ui.authoring_state import authoring_state
from editor.ui.document import Document
from editor.ui.forces_dock import ForcesDock
from editor.ui.tool_state import ToolState

LONG = "Archers de l'arrière-garde du roi de Navarre"


def _dock(qtbot, document: Document, tool_state: ToolState) -> ForcesDock:
    tool_state.language = "en"
    dock = ForcesDock(document, authoring_state(tool_state))
    qtbot.addWidget(dock)
    dock.create_sides()
    dock.add_unit()
    dock.set_unit_fields(name=LONG, quality="vétérans", plaquettes=5, leader="Henri")
    dock.add_unit()
    dock.set_unit_fields(name="Piquiers", type="infanterie")
    dock.resize(800, 900)
    dock.show()
    qtbot.waitExposed(dock)
    return dock


def test_a_long_name_is_shortened_and_whole_in_the_tooltip(qtbot, document, tool_state) -> None:
    dock = _dock(qtbot, document, tool_state)
    roster = dock.roster
    row = roster.item(0)
    assert row.text() == f"{LONG} — Infantry — reserve"  # room enough: nothing cut
    dock.resize(240, 900)
    qtbot.waitUntil(lambda: roster.item(0).text() != f"{LONG} — Infantry — reserve")
    row = roster.item(0)
    assert row.text().startswith("Archers") and "…" in row.text()
    assert row.text().endswith(" — Infantry — reserve")  # what tells two archers apart
    assert roster.fontMetrics().horizontalAdvance(row.text()) <= roster.viewport().width()
    assert roster.item(1).text() == "Piquiers — Infantry — reserve"  # short names stay whole
    assert row.toolTip().splitlines() == [
        LONG,
        "Infantry, veterans, 5 plaquettes",
        "Leader: Henri",
        "In reserve",
    ]
    # The row still names the unit to the code and the tests.
    assert roster.full_text(row) == f"{LONG} — Infantry — reserve"
    assert row.data(Qt.ItemDataRole.UserRole) == dock.scenario.units[0].id
    dock.resize(800, 900)
    qtbot.waitUntil(lambda: roster.item(0).text() == f"{LONG} — Infantry — reserve")


def test_rows_are_shortened_again_after_an_edit(qtbot, document, tool_state) -> None:
    dock = _dock(qtbot, document, tool_state)
    dock.resize(240, 900)
    roster = dock.roster
    qtbot.waitUntil(lambda: "…" in roster.item(0).text())
    roster.setCurrentRow(1)
    dock.set_unit_fields(name="Piquiers " + "très " * 12 + "longs")
    assert "…" in roster.item(1).text()
    assert roster.fontMetrics().horizontalAdvance(roster.item(1).text()) <= (
        roster.viewport().width()
    )
