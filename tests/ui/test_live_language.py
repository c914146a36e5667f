"""*Preferences* switches the language of the open window at once.

The window opens in English on a scenario with problems; French is chosen in
the real Preferences dialog; then every text a person reads (the menus and
their entries, the toolbars, the docks' titles and widgets, the Validation
panel's rows, the undo history, the status bar) holds no English word; and
back to English, no French word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QToolBar,
    QTreeWidget,
    QWidget,
)
from qt_waits import loop_turned
from window_fixtures import blank_document, make_window

from editor.core.edits import SetScenarioData
from editor.core.scenario import Decoy, HexTerrain, Side, Unit
from editor.ui.live_language import install_language, installed_translators
from editor.ui.preferences_dialog import PreferencesDialog

ENGLISH = set(
    """the of and to with file edit view tools play open save undo redo new paint brush eraser
    fill select selection hex hexes unit units side sides decoy decoys has but uses none problem
    error errors warning warnings panels toolbars show grid labels height sight hill level recent
    quit print export history nothing deployment weather season wind strength turns title author
    add set remove delete duplicate victory objectives rules optional map untitled wood wooded
    battle first player""".split()
) | {"open ground"}
"""Words of the English interface that no French text uses."""
FRENCH = set(
    """le la les des du une et fichier édition affichage outils partie enregistrer ouvrir
    annuler rétablir nouveau pinceau gomme remplir sélection hexagone hexagones unité unités
    leurre leurres problème erreur erreurs avertissement avertissements panneaux afficher grille
    hauteur colline niveau récents quitter imprimer exporter historique rien déploiement météo
    saison vent force tours titre auteur ajouter retirer supprimer dupliquer victoire objectifs
    règles optionnelles carte sans bois boisée premier joueur modifier""".split()
) | {"conditions de la bataille"}
"""Words of the French interface that no English text uses."""
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


@pytest.fixture
def english() -> Iterator[None]:
    """The translator ``hexfield`` installs at start, in English; removed afterwards."""
    locale = QLocale()
    install_language("en")
    yield
    app = QApplication.instance()
    for translator in installed_translators():
        app.removeTranslator(translator)
    QLocale.setDefault(locale)


def _problems_window(qtbot, tmp_path):
    """The issue's case: decoys placed before the deployment that has them, one side."""
    document = blank_document(24, 16)
    window = make_window(qtbot, tmp_path, document, language="en")
    s = document.scenario
    g = s.grid
    document.apply(
        SetScenarioData(
            (
                ("sides", [Side("a", "Alpha", "#1f4e9c", "S")]),
                ("units", [Unit("u1", "a", "Bravo", "infanterie", g.to_hex(2, 16))]),
                ("decoys", [Decoy("a", g.to_hex(3, 16))]),
            )
        ),
        QCoreApplication.translate("ForcesDock", "Add sides"),
    )
    field = QCoreApplication.translate("ScenarioDock", "title")  # a step named with a value
    document.apply(
        SetScenarioData((("title", "Essai"),)),
        QCoreApplication.translate("ScenarioDock", "Set %1").replace("%1", field),
    )
    h = g.to_hex(3, 3)
    s.set_terrain(h, HexTerrain(frozenset({"colline", "foret"}), 1))
    window.validation.validate_now()
    window.show()
    window.view.hoverHex.emit(h)
    window.status.show_tool_message(QCoreApplication.translate("MainActions", "Nothing to undo"))
    return window


def _choose_in_preferences(window, qtbot, language: str) -> None:
    """File > Preferences, the language, OK: as a person does."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        dialog.language.setCurrentIndex(dialog.language.findData(language))
        dialog.accept()

    QTimer.singleShot(0, answer)
    window.main_actions.preferences.trigger()
    # Qt posts LanguageChange to each window; the dock panels delete replaced widgets later.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    loop_turned(qtbot)


def _menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        yield action.text()
        yield action.toolTip()
        if action.menu() is not None:
            yield from _menu_texts(action.menu())


def _shown_texts(window) -> list[str]:
    """What a person reads: menus, toolbars, docks, Validation rows, history, status bar."""
    texts = [window.windowTitle()]
    for action in window.menuBar().actions():
        if action.menu() is not None:
            texts += _menu_texts(action.menu())
    widgets: list[QWidget] = []
    for toolbar in window.findChildren(QToolBar):
        texts.append(toolbar.windowTitle())
        widgets += toolbar.findChildren(QWidget)
    for dock in window.findChildren(QDockWidget):
        texts.append(dock.windowTitle())
        widgets += dock.findChildren(QWidget)
    widgets.append(window.status)
    widgets += window.status.findChildren(QWidget)
    for w in widgets:
        texts.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTabBar):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QTreeWidget):
            header = w.headerItem()
            texts += [header.text(i) for i in range(header.columnCount())]
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                texts += [item.text(c) for c in range(item.columnCount())]
    model = window.undo_view.model()
    texts += [str(model.index(r, 0).data()) for r in range(model.rowCount())]
    return [t for t in texts if t]


def _rows(window) -> list[str]:
    problems = window.validation.list
    return [problems.topLevelItem(i).text(1) for i in range(problems.topLevelItemCount())]


def _words_of(texts: list[str], words: set[str]) -> list[tuple[str, str]]:
    """(word, text) of every text holding one of ``words`` (phrases as they are)."""
    found = []
    for text in texts:
        plain = text.replace("&", "").replace("L'Art de la Guerre", "").casefold()  # a title
        tokens = set(WORD.findall(plain))
        for word in words:
            if (" " in word and word in plain) or word in tokens:
                found.append((word, text))
    return found


@pytest.mark.usefixtures("english")
def test_preferences_switches_the_open_window_to_french_and_back(qtbot, tmp_path) -> None:
    window = _problems_window(qtbot, tmp_path)
    before = _shown_texts(window)
    assert _words_of(before, ENGLISH), "the check reads the English window"
    assert any("decoy" in row for row in _rows(window)), _rows(window)
    assert _words_of(before, FRENCH) == [], _words_of(before, FRENCH)

    _choose_in_preferences(window, qtbot, "fr")
    french = _shown_texts(window)
    assert window.language == "fr"
    assert _words_of(french, ENGLISH) == [], _words_of(french, ENGLISH)
    assert _words_of(french, FRENCH), "the check reads the French window"
    assert any("leurre" in row for row in _rows(window)), _rows(window)
    assert "Colline" in window.status.hex_info.text()

    _choose_in_preferences(window, qtbot, "en")
    again = _shown_texts(window)
    assert _words_of(again, FRENCH) == [], _words_of(again, FRENCH)
    assert _words_of(again, ENGLISH)


def test_the_problems_of_a_file_are_listed_in_the_windows_language(qtbot) -> None:
    from editor.core.diagnostics import error
    from editor.core.phrases import Phrase
    from editor.ui.load_errors_dialog import LoadErrorsDialog

    problem = error("side.count", Phrase("the scenario has one side", "le scénario n'a qu'un camp"))
    dialog = LoadErrorsDialog("x.yaml", [problem], True, language="fr")
    qtbot.addWidget(dialog)
    assert dialog.table.topLevelItem(0).text(2) == "le scénario n'a qu'un camp"
    assert "le scénario n'a qu'un camp [side.count]" in dialog.report_text()


@pytest.mark.usefixtures("english")
def test_a_message_filled_in_is_filled_again_in_the_other_language() -> None:
    """A place written twice (« "%1" attacks "%2". Give "%2" … ») holds one value."""
    from editor.ui.live_language import again

    source = '"%1" attacks "%2". Give "%2" a defence order (%3; you have %4)?'
    shown = QCoreApplication.translate("DecisionBar", source)
    for n, value in enumerate(("Garde", "Cosaques", "1 token", "2"), start=1):
        shown = shown.replace(f"%{n}", value)
    install_language("fr")
    # (the count, a plural, is rendered again by its owner: the bar asks anew)
    assert again(shown) == (
        "« Garde » attaque « Cosaques ». Donner un ordre de défense à « Cosaques » "
        "(1 token ; vous en avez 2) ?"
    )
    assert again('"Garde" attacks "Cosaques". Give "Murat" a defence order') == (
        '"Garde" attacks "Cosaques". Give "Murat" a defence order'  # no message: as it was
    )


@pytest.mark.usefixtures("english")
def test_a_game_shown_follows_the_switch(qtbot, tmp_path) -> None:
    """A hotseat game on screen: its panel, bars and tips are French after the switch."""
    from PySide6.QtWidgets import QMessageBox

    from editor.io.scenario_file import read_scenario
    from editor.paths import SCENARIOS
    from editor.rules.context import Options
    from editor.ui.document import Document
    from editor.ui.play.start_dialog import GameSpec

    path = SCENARIOS / "azincourt-1415.yaml"
    read = read_scenario(path)
    document = Document(read.scenario, read.ruleset, str(path))
    window = make_window(qtbot, tmp_path, document, language="en")
    window.show()
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 5, Options())
    assert mode.start()
    qtbot.waitUntil(lambda: mode.controller is not None)
    loop_turned(qtbot)  # the game's widgets laid out and filled
    game = [w for w in window.findChildren(QWidget) if w.isVisibleTo(window)]

    def shown() -> list[str]:
        texts = [w.toolTip() for w in game]
        texts += [w.text() for w in game if isinstance(w, (QLabel, QAbstractButton))]
        return [t for t in texts if t]

    assert _words_of(shown(), ENGLISH)
    _choose_in_preferences(window, qtbot, "fr")
    assert _words_of(shown(), ENGLISH) == [], _words_of(shown(), ENGLISH)
