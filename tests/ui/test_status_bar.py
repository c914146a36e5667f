"""The status bar's description of the hex under the cursor."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication
from qt_waits import loop_turned
from window_fixtures import blank_document, make_window

from editor.core.edits import SetTerrain
from editor.core.scenario import HexTerrain
from editor.ui import status_bar
from editor.ui.status_bar import describe_hex


def _wood(qtbot):
    doc = blank_document()
    h = doc.scenario.grid.to_hex(3, 4)
    doc.apply(SetTerrain.of({h: HexTerrain(frozenset({"foret"}))}), "paint")
    return doc, h


def test_the_terrain_under_the_cursor_is_summarized(qtbot) -> None:
    doc, h = _wood(qtbot)
    assert describe_hex(doc, h, "fr").startswith("0304 · Bois, forêt : ")


def test_a_summary_bug_is_not_hidden(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Only known elements are summarized: a failure there is a bug to see, not
    # a reason to show the bare names instead.
    doc, h = _wood(qtbot)

    def broken(*_args: object) -> str:
        raise KeyError("terms")

    monkeypatch.setattr(status_bar, "summarize", broken)
    with pytest.raises(KeyError, match="terms"):
        describe_hex(doc, h, "fr")


def test_a_long_status_tip_is_elided_with_the_whole_text_in_the_tooltip(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(700, 500)
    window.show()
    qtbot.waitExposed(window)
    path = "/home/designer/" + "campagnes/" * 12 + "austerlitz-1805-brouillard.yaml"
    # What Qt sends when the pointer rests on an Open Recent entry (its status tip).
    QApplication.sendEvent(window, QStatusTipEvent(path))
    status = window.status
    assert status.currentMessage() == path
    assert status.toolTip() == path
    shown = status.visible_message()
    metrics = status.fontMetrics()
    assert metrics.horizontalAdvance(path) > status.width()  # too long for the bar...
    room = status.message_rect()
    assert metrics.horizontalAdvance(shown) <= room.width()  # ...drawn to fit
    assert room.right() < status.zoom_label.x()  # and the zoom stays readable beside it
    assert shown.startswith("/home/designer/") and shown.endswith("brouillard.yaml")
    assert "…" in shown
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert status.toolTip() == ""


def test_a_long_tool_message_fits_the_bar_and_keeps_the_zoom_in_sight(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(700, 500)
    window.show()
    qtbot.waitExposed(window)
    text = "Saved " + "/very/long/folder" * 20 + "/map.yaml with 3 errors: see the Validation panel"
    window.status.show_tool_message(text)
    loop_turned(qtbot)  # the bar laid out again
    status = window.status
    assert status.message.toolTip() == text
    assert status.message.geometry().right() <= status.width()
    assert status.zoom_label.geometry().right() <= status.width()
