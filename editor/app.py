"""The composition root of the editor: application, translations, window, recovery.

``run(files)`` is what ``hexfield [FILE]`` calls. ``build_window`` does
everything but the event loop, so that tests build the same window.
"""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QSettings, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

from editor.core.scenario import new_scenario
from editor.io.rulesets import available_rulesets, load_ruleset
from editor.ui.document import Document
from editor.ui.live_language import install_language, installed_translators
from editor.ui.main_window import MainWindow
from editor.ui.play.recovery_offer import AskGameRecovery
from editor.ui.preferences_dialog import effective_language
from editor.ui.recovery_dialog import AskRecovery, offer_recovery

ORGANIZATION = APPLICATION = "Hexfield"
DEFAULT_RULESET = "panache"
DEFAULT_SIZE = (24, 16)


def install_translators(app: QApplication, language: str) -> list[QTranslator]:
    """Hexfield's own strings and Qt's (standard buttons) in ``language``, through
    the one translator that lets the window switch language live.

    The source strings are English: in English only their plurals ("1 hex",
    "2 hexes") come from a catalogue."""
    del app  # the application instance is the one translators go to
    install_language(language)
    return installed_translators()


def blank_document() -> Document:
    """What the window shows before anything is opened: an empty map to paint on."""
    ruleset_id = (
        DEFAULT_RULESET if DEFAULT_RULESET in available_rulesets() else available_rulesets()[0]
    )
    ruleset = load_ruleset(ruleset_id)
    columns = max(DEFAULT_SIZE[0], ruleset.map.min_columns)
    rows = max(DEFAULT_SIZE[1], ruleset.map.min_rows)
    return Document(new_scenario(ruleset_id, columns, rows), ruleset)


def build_window(
    files: list[str],
    settings: QSettings | None = None,
    autosave_dir: Path | None = None,
    ask_recovery: AskRecovery | None = None,
    ask_game_recovery: AskGameRecovery | None = None,
) -> MainWindow:
    window = MainWindow(blank_document(), settings or QSettings(), autosave_dir=autosave_dir)
    restored = offer_recovery(window, ask_recovery)
    # The games in progress when the editor stopped.
    window.play_mode.offer_recovery(ask_game_recovery)
    if files:
        path = os.path.abspath(files[0])
        if not (restored and window.document.path == path):
            if not restored or window.files.maybe_save():
                window.files.open_path(path)
    return window


DEFERRED_MODULES = (
    "editor.ui.print_export",
    "editor.ui.play.start_dialog",
    "editor.ui.play.play_widget",
    "editor.ui.play.game_panel",
    "editor.ui.play.log_dock",
    "editor.ui.play.result_dialog",
)
"""Modules a dialog or a game needs but the first paint does not (printing pulls
in QtPrintSupport and the whole set-up sheet renderer, a game the rules engine
and its widgets, which the sight tool uses too): imported on first use, or by
``warm_up`` once the window is on screen."""
WARM_UP_MS = 400
"""Time after ``show()`` to import them: the first paint has happened by then."""


def warm_up() -> None:
    """Import the ``DEFERRED_MODULES`` now, so that the first Print or Export waits
    for nothing (they were imported before the window, delaying its first paint)."""
    import importlib

    for name in DEFERRED_MODULES:
        importlib.import_module(name)


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
    QTimer.singleShot(WARM_UP_MS, warm_up)
    if not window.document.path and not files:
        window.view.fit_to_window()
    if play and window.document.path and not window.play_mode.playing:
        QTimer.singleShot(0, window, window.play_mode.start)
    code = app.exec()
    # Tear the window and its document down while the application lives, in
    # Qt's order, rather than in whatever order Python's exit collects them.
    document = window.document
    shiboken6.delete(window)
    shiboken6.delete(document)
    # Quitting spent most of its time (0.3-0.5 s of 0.4-0.65 s on a busy 2-core
    # machine) in the interpreter's final garbage collections, which walk the
    # ~60,000 objects still alive (modules, caches, Qt wrappers) only to free
    # memory the system takes back anyway. Frozen objects are left out of them;
    # reference counting still releases everything, so destructors still run.
    gc.freeze()
    return code
