"""The *Help* menu as a newcomer uses it (issue 24): the keyboard shortcuts read
from the window's own actions, the user guide shipped with the program, the
bundled scenarios with their description, opened into the document, and *About*
with the versions."""

from __future__ import annotations

import platform
from pathlib import Path

import PySide6
import pytest
from i18n_fixtures import translated
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from window_fixtures import make_window

from editor import paths
from editor.io.yaml_strict import load_yaml_file
from editor.ui.examples_dialog import ExamplesDialog
from editor.ui.help_dialogs import GuideDialog, ShortcutsDialog
from editor.ui.main_window import MainWindow


def help_entries(window: MainWindow) -> dict[str, QAction]:
    (menu,) = [a.menu() for a in window.menuBar().actions() if a.menu() is window.help_menu.menu]
    assert window.menuBar().actions()[-1].menu() is menu  # Help comes last
    return {a.objectName(): a for a in menu.actions() if not a.isSeparator()}


def opened(qtbot, window: MainWindow, kind: type) -> object:
    """The ``kind`` of window the menu opened over ``window``."""
    found: list[object] = []

    def shown() -> None:
        found[:] = [w for w in window.findChildren(kind) if w.isVisible()]
        assert len(found) == 1

    qtbot.waitUntil(shown)
    return found[0]


def test_the_help_menu_has_its_four_entries(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert sorted(help_entries(window)) == [
        "help_about",
        "help_open_example",
        "help_shortcuts",
        "help_user_guide",
    ]


@pytest.mark.parametrize(("language", "undo"), [("en", "Undo"), ("fr", "Annuler")])
def test_the_shortcuts_list_is_read_from_the_actions(
    qtbot, qapp, tmp_path: Path, language: str, undo: str
) -> None:
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, language=language)
        help_entries(window)["help_shortcuts"].trigger()
        dialog = opened(qtbot, window, ShortcutsDialog)
        assert isinstance(dialog, ShortcutsDialog)
        rows = dialog.rows()
        undo_key = QKeySequence(QKeySequence.StandardKey.Undo).toString(
            QKeySequence.SequenceFormat.NativeText
        )
        assert undo_key
        assert any(command.startswith(undo) and keys == undo_key for _, command, keys in rows)
        # Every action of the window with a key is listed, once.
        keyed = {
            a for a in window.findChildren(QAction) if any(not k.isEmpty() for k in a.shortcuts())
        }
        assert len(rows) == len(keyed)
        brush = window.main_actions.tool_actions["brush"]
        assert ("B" in {keys for _, _, keys in rows}) and brush.shortcut().toString() == "B"
        dialog.filter.setText(undo_key)
        assert dialog.rows() and all(undo_key in " ".join(r) for r in dialog.rows())


def test_the_user_guide_is_the_shipped_page(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    help_entries(window)["help_user_guide"].trigger()
    dialog = opened(qtbot, window, GuideDialog)
    assert isinstance(dialog, GuideDialog)
    assert Path(dialog.browser.source().toLocalFile()) == paths.USER_GUIDE
    first_heading = next(
        line.lstrip("# ").strip()
        for line in paths.USER_GUIDE.read_text(encoding="utf-8").splitlines()
        if line.startswith("# ")
    )
    assert dialog.browser.toPlainText().startswith(first_heading)
    # A link to another page of docs/ opens that page in the same browser.
    dialog.browser.anchorClicked.emit(QUrl("scenario-format.md"))
    assert Path(dialog.browser.source().toLocalFile()) == paths.DOCS / "scenario-format.md"
    assert "format_version" in dialog.browser.toPlainText()


def test_open_an_example_lists_every_bundled_scenario_and_opens_one(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    help_entries(window)["help_open_example"].trigger()
    dialog = opened(qtbot, window, ExamplesDialog)
    assert isinstance(dialog, ExamplesDialog)
    files = sorted(paths.SCENARIOS.glob("*.yaml"))
    assert len(files) >= 11
    items = [dialog.list.item(i) for i in range(dialog.list.count())]
    assert sorted(Path(i.data(Qt.ItemDataRole.UserRole)) for i in items) == files
    for item in items:
        data = load_yaml_file(Path(item.data(Qt.ItemDataRole.UserRole))).data
        title, line = item.text().split("\n")
        assert title == data["title"]
        # The one-line description: the start of the file's own description.
        english = " ".join((data["description"].get("en") or data["description"]["fr"]).split())
        summary = line.split(" — ", 1)[1].removesuffix("…")
        assert len(summary) > 40 and english.startswith(summary)
        assert f"{data['map']['columns']} × {data['map']['rows']}" in line
    # Choose Eylau and open it: the document is that scenario, as a new map.
    row = next(i for i, it in enumerate(items) if "eylau" in it.data(Qt.ItemDataRole.UserRole))
    rect = dialog.list.visualItemRect(items[row])
    QTest.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "Preussisch-Eylau" in dialog.details.toPlainText()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Open).click()
    eylau = load_yaml_file(paths.SCENARIOS / "eylau-1807.yaml").data
    scenario = window.document.scenario
    assert scenario.title == eylau["title"]
    assert (scenario.map.columns, scenario.map.rows) == (22, 14)
    assert [s.id for s in scenario.sides] == [s["id"] for s in eylau["sides"]]
    assert window.document.path is None  # Save asks where: the bundled file is kept
    assert not window.document.is_modified


def test_about_names_the_versions(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    help_entries(window)["help_about"].trigger()
    box = opened(qtbot, window, QMessageBox)
    assert isinstance(box, QMessageBox)
    text = box.text()
    from importlib.metadata import version

    for expected in (
        f"Hexfield {version('hexfield')}",
        f"Qt {qVersion()}",
        f"PySide6 {PySide6.__version__}",
        f"Python {platform.python_version()}",
    ):
        assert expected in text
    box.close()


def test_help_stays_on_while_a_game_is_shown_but_for_the_examples(qtbot, tmp_path: Path) -> None:
    from editor.ui.play.editing_lock import editing_actions_of

    window = make_window(qtbot, tmp_path)
    entries = help_entries(window)
    locked = set(editing_actions_of(window, window.play_mode.menu))
    assert entries["help_open_example"] in locked
    for name in ("help_shortcuts", "help_user_guide", "help_about"):
        assert entries[name] not in locked, name


def test_the_help_menu_follows_a_language_change_in_the_open_window(
    qtbot, qapp, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    entries = help_entries(window)
    english = [window.help_menu.menu.title()] + [a.text() for a in entries.values()]
    with translated(qapp, "fr"):
        qtbot.waitUntil(lambda: window.help_menu.menu.title() != english[0])
        french = [window.help_menu.menu.title()] + [a.text() for a in entries.values()]
        assert french[0] == "A&ide"
        assert all(f != e for f, e in zip(french, english, strict=True))
        assert entries["help_shortcuts"].statusTip().startswith("Chaque commande")
    qtbot.waitUntil(lambda: window.help_menu.menu.title() == "&Help")


def test_the_user_guide_is_in_the_interface_language(qtbot, qapp, tmp_path: Path) -> None:
    with translated(qapp, "fr"):
        window = make_window(qtbot, tmp_path, language="fr")
        help_entries(window)["help_user_guide"].trigger()
        dialog = opened(qtbot, window, GuideDialog)
        assert isinstance(dialog, GuideDialog)
        assert Path(dialog.browser.source().toLocalFile()) == paths.DOCS / "user-guide.fr.md"
        assert dialog.browser.toPlainText().startswith("Guide de l'utilisateur de Hexfield")
        assert dialog.windowTitle() == "Guide de l'utilisateur de Hexfield"
