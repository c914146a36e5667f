"""The Forces dock in French and English, with the long side names of a real
scenario: nothing is cut on the right at the width the window gives the dock,
nor at the narrowest the dock allows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QScrollArea,
    QWidget,
)
from qt_waits import loop_turned
from window_fixtures import make_window

from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario
from editor.ui.authoring_state import authoring_state
from editor.ui.document import Document
from editor.ui.forces_dock import ForcesDock
from editor.ui.i18n import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
SAMBRE = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"


@pytest.fixture(params=["fr", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The editor's language, with the shipped French catalogue installed for "fr"."""
    translator = QTranslator()
    if request.param == "fr":
        assert translator.load(str(CATALOGUE.with_suffix(".qm")))
        QCoreApplication.installTranslator(translator)
    yield request.param
    QCoreApplication.removeTranslator(translator)


def _sambre() -> Document:
    result = read_scenario(SAMBRE)
    assert result.scenario is not None
    return Document(result.scenario, load_ruleset(result.scenario.ruleset), str(SAMBRE))


def _cut(dock: ForcesDock) -> list[str]:
    """Widgets of the dock whose text does not fit them, or that stick out."""
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    body = scroll.widget()
    out = []
    if scroll.horizontalScrollBar().isVisible():
        out.append("a sideways scroll bar")
    if body.width() > scroll.viewport().width():
        out.append(f"panels {body.width()} px in a {scroll.viewport().width()} px dock")
    for widget in body.findChildren(QWidget):
        if not widget.isVisibleTo(body):
            continue
        right = widget.mapTo(body, widget.rect().topRight()).x()
        if right > scroll.viewport().width():
            out.append(f"{type(widget).__name__} {widget.objectName()} ends at {right} px")
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text():
            metrics = widget.fontMetrics()
            widest = max(metrics.horizontalAdvance(line) for line in widget.text().split("\n"))
            if widest > widget.contentsRect().width():
                out.append(f"label {widget.text()!r}")
        if isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width():
                out.append(f"button {widget.text()!r}")
        if isinstance(widget, QComboBox) and widget.minimumSizeHint().width() > widget.width():
            out.append(f"combo {widget.currentText()!r}")
    return out


def test_the_narrowest_dock_cuts_nothing(qtbot, tool_state, language: str) -> None:
    tool_state.language = language
    dock = ForcesDock(_sambre(), authoring_state(tool_state))
    qtbot.addWidget(dock)
    dock.show()
    qtbot.waitExposed(dock)
    dock.roster.setCurrentRow(0)  # the unit editor filled in
    dock.resize(dock.minimumSizeHint().width(), 1600)
    loop_turned(qtbot)
    assert dock.width() <= 340  # narrow enough for a 1,024 px window beside the map
    assert _cut(dock) == []


def test_the_dock_in_a_1600_px_window_cuts_nothing(qtbot, tmp_path, language: str) -> None:
    window = make_window(qtbot, tmp_path, _sambre(), language=language)
    window.resize(1600, 1000)
    window.show()
    window.forces_dock.raise_()
    qtbot.waitExposed(window)
    window.forces_dock.roster.setCurrentRow(0)
    loop_turned(qtbot)
    assert window.forces_dock.isVisible()
    assert _cut(window.forces_dock) == []
    if language == "fr":
        assert window.forces_dock.add_unit_button.text() == "Ajouter"  # the catalogue is on
