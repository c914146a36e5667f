"""Counts read right in both languages (issue 11: "1 hexes selected"): one hex,
two hexes; in French 0 and 1 take the singular."""

from __future__ import annotations

import pytest
from i18n_fixtures import translated
from window_fixtures import make_window

from editor.core.diagnostics import Diagnostic, Severity

SELECTED = {
    "en": ("1 hex selected", "{n} hexes selected"),
    "fr": ("1 hexagone sélectionné", "{n} hexagones sélectionnés"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_selection_tool_counts_hexes(qtbot, qapp, tmp_path, mouse, language: str) -> None:
    one, many = SELECTED[language]
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, language=language)
        window.resize(1200, 800)
        window.show()
        qtbot.waitExposed(window)
        view = window.view
        view.set_tool("select")
        grid = window.document.scenario.grid
        mouse.click(view, mouse.hex_point(view, grid.to_hex(3, 3)))
        assert len(view.selected_hexes()) == 1
        assert window.status.message.text() == one
        start, end = grid.to_hex(3, 3), grid.to_hex(5, 4)
        mouse.drag(view, [mouse.hex_point(view, start), mouse.hex_point(view, end)])
        n = len(view.selected_hexes())
        assert n > 1
        assert window.status.message.text() == many.format(n=n)


VALIDATION = {
    "en": ("1 error, 2 warnings", "0 errors, 1 warning"),
    "fr": ("1 erreur, 2 avertissements", "0 erreur, 1 avertissement"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_validation_panel_counts_problems(qtbot, qapp, tmp_path, language: str) -> None:
    error = Diagnostic(Severity.ERROR, "test.error", "an error")
    warning = Diagnostic(Severity.WARNING, "test.warning", "a warning")
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, language=language)
        window.validation.show_diagnostics([error, warning, warning])
        assert window.validation.summary.text() == VALIDATION[language][0]
        window.validation.show_diagnostics([warning])
        assert window.validation.summary.text() == VALIDATION[language][1]


EXTRAS = {"en": "0 camps, 0 sentinels, 0 boats", "fr": "0 camp, 0 sentinelle, 0 barque"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_forces_panel_counts_optional_elements(qtbot, qapp, tmp_path, language: str) -> None:
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, language=language)
        window.forces_dock.refresh()
        assert window.forces_dock.extras_count.text() == EXTRAS[language]


THRESHOLD = {"en": ("1 unit", "4 units"), "fr": ("1 unité", "4 unités")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_victory_preview_counts_units(qtbot, qapp, tmp_path, language: str) -> None:
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, language=language)
        dock = window.forces_dock
        dock.create_sides()
        dock.add_unit()  # one unit: demoralised by losing it
        first = dock.thresholds.text().splitlines()[0]
        assert first.endswith(": " + THRESHOLD[language][0]), first
        for _ in range(11):
            dock.add_unit()  # twelve units: demoralised at 4 (test_authoring)
        first = dock.thresholds.text().splitlines()[0]
        assert first.endswith(": " + THRESHOLD[language][1]), first
