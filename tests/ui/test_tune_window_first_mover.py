"""*Suggest a fairer version…* says how the first player fared in the chosen variant's
games and warns, in red, when the side drawn to move first decides them (its fairness
is then the lot's). The games are ``test_tune_window``'s known function, told who moved
first (``FirstsKept``)."""

from __future__ import annotations

import pytest
from i18n_fixtures import translated
from PySide6.QtCore import Qt
from test_tune_window import KnownGames, _window

from editor.balance.tune_candidates import Candidate

from test_tune_first_mover import FirstsKept  # isort: skip  (tests/balance, on the path now)

RATE = {
    "en": "After: the side that moves first won ",
    "fr": "Après : le camp qui joue en premier a gagné ",
}
WARNING = {
    "en": "The first player wins {p} % of the games: the balance is only the draw's",
    "fr": "Le premier joueur gagne {p} % des parties : l'équilibre n'est que celui du tirage",
}


class LotGames(FirstsKept, KnownGames):
    def __init__(self, decides: bool) -> None:
        super().__init__()
        self.decides = decides


def _searched(qtbot, qapp, tmp_path, lang: str, games: LotGames) -> tuple[str, Candidate]:
    """The dialog's summary after a search, and the variant it chose."""
    with translated(qapp, lang):
        window, controller = _window(qtbot, tmp_path, games)
        window.balance.suggest.trigger()
        dialog = controller.tune_dialog
        qtbot.mouseClick(dialog.search_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.found is not None, timeout=30_000)
        return dialog.summary.text(), dialog.found.best


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dialog_warns_when_the_first_player_decides_the_chosen_variant(
    qtbot, qapp, tmp_path, lang: str
) -> None:
    games = LotGames(decides=True)
    text, best = _searched(qtbot, qapp, tmp_path, lang, games)
    first = games.first_mover(best.setting, best.n)  # the chosen variant's games, all
    assert first.decides and first.wins.p > 0.9
    assert RATE[lang] + f"{100 * first.wins.p:.0f} % [" in text
    warning = WARNING[lang].format(p=f"{100 * first.wins.p:.0f}")
    assert f"<span style='color:#a00; font-weight:bold'>{warning}" in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_warning_when_who_moves_first_does_not_decide(qtbot, qapp, tmp_path, lang) -> None:
    text, _ = _searched(qtbot, qapp, tmp_path, lang, LotGames(decides=False))
    assert RATE[lang] in text
    assert WARNING[lang].split("{p}")[0] not in text and "color:#a00" not in text
