"""The composition root of the editor: application, translations, window, recovery.

``run(files)`` is what ``hexfield [FILE]`` calls. ``build_window`` does
everything but the event loop, so that tests build the same window.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QLibraryInfo, QLocale, QSettings, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from editor.core.scenario import new_scenario
from editor.io.rulesets import available_rulesets, load_ruleset
from editor.paths import RESOURCES
from editor.ui.autosave import Recovery, find_recoveries
from editor.ui.document import Document
from editor.ui.main_window import MainWindow
from editor.ui.preferences_dialog import effective_language

I18N = RESOURCES / "i18n"
ORGANIZATION = APPLICATION = "Hexfield"
DEFAULT_RULESET = "panache"
DEFAULT_SIZE = (24, 16)

AskRecovery = Callable[[Recovery], bool]
"""True: restore this copy; False: throw it away."""


def install_translators(app: QApplication, language: str) -> list[QTranslator]:
    """Hexfield's own strings and Qt's (standard buttons) in ``language``.

    The source strings are English: in English only their plurals ("1 hex",
    "2 hexes") come from a catalogue."""
    installed: list[QTranslator] = []
    catalogues = [(f"hexfield_{language}", str(I18N))]
    if language != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        catalogues.append((f"qtbase_{language}", qt_dir))
    for name, folder in catalogues:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
    if language != "en":
        QLocale.setDefault(QLocale(language))
    return installed


def blank_document() -> Document:
    """What the window shows before anything is opened: an empty map to paint on."""
    ruleset_id = (
        DEFAULT_RULESET if DEFAULT_RULESET in available_rulesets() else available_rulesets()[0]
    )
    ruleset = load_ruleset(ruleset_id)
    columns = max(DEFAULT_SIZE[0], ruleset.map.min_columns)
    rows = max(DEFAULT_SIZE[1], ruleset.map.min_rows)
    return Document(new_scenario(ruleset_id, columns, rows), ruleset)


def ask_recovery_dialog(parent: QWidget | None, recovery: Recovery) -> bool:
    when = time.strftime("%H:%M", time.localtime(recovery.saved_at))
    what = recovery.original or QApplication.translate("Recovery", "a new, unsaved map")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QApplication.translate("Recovery", "Restore unsaved changes?"))
    box.setText(
        QApplication.translate(
            "Recovery", "Hexfield did not close normally. A recovery copy of %1 was made at %2."
        )
        .replace("%1", what)
        .replace("%2", when)
    )
    box.setInformativeText(
        QApplication.translate(
            "Recovery", "Restore it? The original file is unchanged until you save."
        )
    )
    restore = box.addButton(
        QApplication.translate("Recovery", "Restore"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(
        QApplication.translate("Recovery", "Discard"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.exec()
    return box.clickedButton() is restore


def offer_recovery(window: MainWindow, ask: AskRecovery | None = None) -> bool:
    """Offer the newest copy left by a crashed session; True when it was restored.

    With no ``ask`` and ``HEXFIELD_NO_AUTOSAVE_DIALOG`` set (the tests), nothing
    is asked and the copies stay where they are.
    """
    if ask is None:
        if os.environ.get("HEXFIELD_NO_AUTOSAVE_DIALOG"):
            return False

        def ask(r: Recovery) -> bool:
            return ask_recovery_dialog(window, r)

    restored = False
    for recovery in find_recoveries(window.autosaver.directory):
        if not restored and ask(recovery):
            restored = window.files.restore(recovery)
        else:
            recovery.discard()  # older copies, or declined: asked once only
    return restored


def build_window(
    files: list[str],
    settings: QSettings | None = None,
    autosave_dir: Path | None = None,
    ask_recovery: AskRecovery | None = None,
) -> MainWindow:
    window = MainWindow(blank_document(), settings or QSettings(), autosave_dir=autosave_dir)
    restored = offer_recovery(window, ask_recovery)
    if not os.environ.get("HEXFIELD_NO_AUTOSAVE_DIALOG"):
        window.play_mode.offer_recovery()  # a game in progress when the editor stopped
    if files:
        path = os.path.abspath(files[0])
        if not (restored and window.document.path == path):
            if not restored or window.files.maybe_save():
                window.files.open_path(path)
    return window


def run(files: list[str], play: bool = False) -> int:
    """The editor's event loop; ``play``: start a game of the file at once
    (``hexfield play --window``)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    settings = QSettings()
    install_translators(app, effective_language(settings))
    window = build_window(files, settings)
    window.show()
    if not window.document.path and not files:
        window.view.fit_to_window()
    if play and window.document.path and not window.play_mode.playing:
        QTimer.singleShot(0, window.play_mode.start)
    code = app.exec()
    # Tear the window and its document down while the application lives, in
    # Qt's order, rather than in whatever order Python's exit collects them.
    document = window.document
    shiboken6.delete(window)
    shiboken6.delete(document)
    return code
