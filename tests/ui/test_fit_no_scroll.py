"""Issue 24, point 4: *Fit* (View > Fit, and the zoom a file opens at) shows the
whole map with no scroll bar, whatever the window's size; zooming in brings the
scroll bars back."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtWidgets import QScrollBar
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.ui.document import Document


def _eylau() -> Document:
    result = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert result.scenario is not None and result.ruleset is not None
    return Document(copy.deepcopy(result.scenario), result.ruleset)


def _bar_scrolls(bar: QScrollBar) -> bool:
    """A scroll bar the user sees and that moves something."""
    return bar.isVisible() and bar.maximum() > bar.minimum()


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_fit_shows_the_whole_map_without_scroll_bars(qtbot, tmp_path, size) -> None:
    window = make_window(qtbot, tmp_path, _eylau())
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    view = window.view
    hbar, vbar = view.horizontalScrollBar(), view.verticalScrollBar()

    def fitted() -> None:
        # The opening zoom: the fit the window asks for once shown, docks settled.
        assert not _bar_scrolls(hbar) and not _bar_scrolls(vbar)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        assert visible.adjusted(-1, -1, 1, 1).contains(view.map_painter.bounds())

    qtbot.waitUntil(fitted)
    opening = view.zoom()
    view.zoom_in()
    view.zoom_in()
    assert _bar_scrolls(hbar) or _bar_scrolls(vbar)  # zoomed in: the map can be scrolled
    window.main_actions.fit.trigger()
    fitted()
    assert view.zoom() == pytest.approx(opening, rel=0.02)
    # A smaller window while fitted: the map keeps fitting, still no scroll bar.
    window.resize(size[0] - 200, size[1] - 100)
    qtbot.waitUntil(fitted)
    assert view.zoom() < opening
