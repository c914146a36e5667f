"""*Play this scenario…* with the boats rule unticked in the start dialog: the Bérézina
puts « Tirailleurs du 11e léger » aboard a barque on the river at 1007, where it may not
stand without the rule; the window refuses the game, naming the unit and the hex, in
the window's language, and stays in the editor (issue 25, fault 2)."""

from __future__ import annotations

import pytest
from play_driver import Hands
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.ui.document import Document
from editor.ui.play.start_dialog import StartDialog


def _berezina() -> Document:
    path = SCENARIOS / "berezina-1812.yaml"
    result = read_scenario(path)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(path))


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "boats rule (Annexe 3) is not played"), ("fr", "la règle des barques")],
)
def test_unticking_boats_refuses_the_game_naming_the_unit_and_hex(
    qtbot, tmp_path, mouse, language: str, words: str
) -> None:
    window = make_window(qtbot, tmp_path, _berezina(), language)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    shown: list[tuple[str, str]] = []
    mode.show_error = lambda title, text: shown.append((title, text))

    def ask():
        """The real start dialog, its boats checkbox clicked off."""
        dialog = StartDialog(window.document.scenario, window.document.ruleset, language, window)
        qtbot.addWidget(dialog)
        box = dialog.rules["boats"]
        assert box.isChecked()
        box.click()
        assert "boats" not in dialog.spec().options.rules
        return dialog.spec()

    mode.ask_game_spec = ask
    Hands(qtbot, mode, mouse).toolbar_button(mode.toolbar, mode.play)
    assert not mode.playing and mode.session is None
    assert len(shown) == 1
    _title, text = shown[0]
    assert "Tirailleurs du 11e léger" in text and "1007" in text and words in text
