"""The play view's phase bar fits a 1,280 px window in French and in English: the
long side names are shortened, the buttons with no room go to the row's « » » menu,
the banner (« L'ordinateur réfléchit… ») is shortened with its whole text in its
tooltip, nothing is clipped."""

from __future__ import annotations

import pytest
from i18n_fixtures import translated
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec

WIDTH = 1280


def _doc(name: str) -> Document:
    result = read_scenario(SCENARIOS / name)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(SCENARIOS / name))


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("seats", [("greedy", "greedy"), ("person", "greedy")])
def test_every_child_of_the_phase_bar_is_inside_a_1280_px_window(
    qtbot, tmp_path, qapp, language, seats
) -> None:
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, _doc("moulin-de-la-sambre.yaml"), language)
        window.resize(WIDTH, 800)
        window.show()
        qtbot.waitExposed(window)
        mode = window.play_mode
        mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
        mode.ask_game_spec = lambda: GameSpec(seats, 3, Options())
        assert mode.start()
        c = mode.controller
        c.set_paused(True)  # the computer's move waits: the red « thinking » badge stays
        c.set_reveal_all(True)  # and the longest banner: two notes
        qtbot.waitUntil(lambda: c.state.thinking or c.reading.can_act(), timeout=5000)
        QApplication.processEvents()
        bar = mode.widget.phase_bar
        banner = bar.banner.text()
        assert banner, "the banner says something"
        assert window.width() <= WIDTH
        out = []
        for child in [bar, *bar.findChildren(QWidget)]:
            if not child.isVisibleTo(window):
                continue
            left = child.mapTo(window, child.rect().topLeft()).x()
            right = left + child.width()
            if left < 0 or right > window.width():
                out.append(f"{type(child).__name__} {getattr(child, 'text', str)()!r}: {right}")
            if child.parentWidget() is not None and child is not bar:
                inside = child.parentWidget().rect().contains(child.geometry())
                if not inside:
                    out.append(f"{type(child).__name__} clipped by its parent")
        assert not out, out
        # Shortened or not, the banner's words are all there to read.
        shown = bar.banner.shown_text()
        assert shown == banner or (shown.endswith("…") and bar.banner.toolTip() == banner)
        mode.leave()
