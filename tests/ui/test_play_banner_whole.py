"""Issue 23: « badges are cut (« Watchi… ») ». Watching two computer players, the phase
bar's banner reads whole at 1,280 x 800 and up, in English and in French: it shares
its row with the title and the order tokens, and is the last to be shortened."""

from __future__ import annotations

import pytest
from i18n_fixtures import translated
from PySide6.QtWidgets import QApplication, QMessageBox
from test_play_bar_width import _doc
from window_fixtures import make_window

from editor.rules.context import Options
from editor.ui.play.start_dialog import GameSpec

BANNER = {
    "en": "Watching two computers: all is shown",
    "fr": "Deux ordinateurs jouent : tout est montré",
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_the_watching_banner_reads_whole(qtbot, tmp_path, qapp, language, size) -> None:
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, _doc("eylau-1807.yaml"), language)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        mode = window.play_mode
        mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
        mode.ask_game_spec = lambda: GameSpec(("greedy", "greedy"), 3, Options())
        assert mode.start()
        c = mode.controller
        c.set_paused(True)
        QApplication.processEvents()
        banner = mode.widget.phase_bar.banner
        assert banner.text() == BANNER[language]
        assert banner.shown_text() == BANNER[language], banner.shown_text()
        assert banner.toolTip() == ""
        # The title and the tokens still show their beginning.
        bar = mode.widget.phase_bar
        assert bar.title.shown_text().startswith("Tour 1" if language == "fr" else "Turn 1")
        mode.leave()
