"""Playing inside the editor: the *Play* menu, its toolbar button, and the switch
between editing and playing.

A game is a document of its own (``GameSession``, on its own copy of the
scenario): while it is shown the map view, the editing docks and toolbars
give way to the board, the Game panel and the log, and every editing action
is disabled (its shortcut too). *Back to editing* puts the window back as it
was, the scenario untouched. Every question asked of the person goes through
one small ``ask_*``/``show_*`` method, which tests replace.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QMenu,
    QMessageBox,
    QToolBar,
    QWidget,
)

from editor.core.diagnostics import Severity
from editor.core.phrases import in_language
from editor.io.semantic import validate_scenario
from editor.ui.action_tips import explain_when_disabled
from editor.ui.play.editing_lock import EditingLock, editing_actions_of
from editor.ui.play.game_files import GameFiles, OverwriteChoice
from editor.ui.play.host import PlayHost
from editor.ui.play.play_layout import PlayLayout
from editor.ui.play.recovery import GameAutosaver, find_game_recoveries
from editor.ui.play.recovery_offer import (
    AskGameRecovery,
    GameRecoveryOffer,
    RecoveryChoice,
    ask_game_recovery_dialog,
)

if TYPE_CHECKING:  # a game's modules, and the rules engine, are imported by the first game
    from editor.rules.session import GameSession
    from editor.ui.play.controller import GameController
    from editor.ui.play.game_panel import GamePanel
    from editor.ui.play.log_dock import LogDock
    from editor.ui.play.play_widget import PlayWidget
    from editor.ui.play.result_dialog import ResultDialog
    from editor.ui.play.start_dialog import GameSpec


class PlayMode(QObject, GameFiles):
    def __init__(self, window: PlayHost) -> None:
        super().__init__(window)
        self.window = window
        self.session: GameSession | None = None
        self.controller: GameController | None = None
        self.widget: PlayWidget | None = None
        self.panel: GamePanel | None = None
        self.log: LogDock | None = None
        self.result: ResultDialog | None = None
        self.game_path: str | None = None
        self._editor_view: QWidget | None = None
        self._state: QByteArray | None = None
        self.lock = EditingLock()
        self.layout = PlayLayout(window)
        self.autosaver = GameAutosaver(window.autosaver.directory, parent=self)
        self.autosaver.failed.connect(
            lambda m: window.status.show_tool_message(
                self.tr("Recovery copy of the game not written: %1").replace("%1", m)
            )
        )

        self.play = QAction(self.tr("&Play this scenario…"), window)
        self.play.setObjectName("PlayScenarioAction")
        self.play.setIconText(self.tr("Play"))
        self.play.setShortcut(QKeySequence("F5"))
        tip = self.tr("Play the scenario: hotseat, against the computer, or watch (F5)")
        self.play.setToolTip(tip)
        self.play.setStatusTip(tip)
        self.play.triggered.connect(lambda _c=False: self.start())
        self.open = QAction(self.tr("&Open a game…"), window)
        self.open.triggered.connect(lambda _c=False: self.open_game())
        self.open.setStatusTip(self.tr("Open a saved game and replay it"))
        self.save = QAction(self.tr("&Save the game"), window)
        self.save.setStatusTip(self.tr("Save the game in progress (its log)"))
        self.save.triggered.connect(lambda _c=False: self.save_game())
        self.save_as = QAction(self.tr("Save the game &as…"), window)
        self.save_as.setStatusTip(self.tr("Save the game in progress in another file"))
        self.save_as.triggered.connect(lambda _c=False: self.save_game(ask=True))
        self.back = QAction(self.tr("&Back to editing"), window)
        self.back.setObjectName("BackToEditingAction")
        self.back.setIconText(self.tr("Edit"))
        back_tip = self.tr("Leave the game and return to the scenario as it was")
        self.back.setToolTip(back_tip)
        self.back.setStatusTip(back_tip)
        self.back.triggered.connect(lambda _c=False: self.leave())
        self.menu = QMenu(self.tr("&Play"), window)
        self.menu.addActions([self.play, self.open])
        self.menu.addSeparator()
        self.menu.addActions([self.save, self.save_as])
        self.menu.addSeparator()
        self.menu.addAction(self.back)
        window.menuBar().addMenu(self.menu)
        self.toolbar = QToolBar(self.tr("Play"), window)
        self.toolbar.setObjectName("PlayToolBar")
        self.toolbar.addActions([self.play, self.back])
        window.addToolBar(self.toolbar)
        window.installEventFilter(self)
        for action in (self.save, self.save_as, self.back):
            explain_when_disabled(
                action, lambda: self.tr("No game is shown: Play > Play this scenario… first")
            )
        for action in (self.play, self.open):
            explain_when_disabled(
                action, lambda: self.tr("A game is shown: Play > Back to editing first")
            )
        self._update_actions()

    @property
    def playing(self) -> bool:
        return self.session is not None

    def set_language(self, language: str) -> None:
        """The game shown speaks the window's new language (its panel and bars)."""
        if self.controller is not None:
            self.controller.set_language(language)

    def _update_actions(self) -> None:
        playing = self.playing
        self.play.setEnabled(not playing)
        self.open.setEnabled(not playing)
        self.save.setEnabled(playing)
        self.save_as.setEnabled(playing)
        self.back.setEnabled(playing)

    # ------------------------------------------------------------------ questions

    def ask_game_spec(self) -> GameSpec | None:
        from editor.ui.play.start_dialog import StartDialog

        w = self.window
        dialog = StartDialog(w.document.scenario, w.document.ruleset, w.language, w)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.spec()

    def show_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)

    def ask_leave(self) -> QMessageBox.StandardButton:
        B = QMessageBox.StandardButton
        return QMessageBox.question(
            self.window,
            self.tr("Leave the game"),
            self.tr("The game has actions not saved. Save it before leaving?"),
            B.Save | B.Discard | B.Cancel,
            B.Save,
        )

    def ask_resume(self, at: int, dropped: int, theirs: int) -> bool:
        """*Resume from here* says what it sets aside before doing it."""
        B = QMessageBox.StandardButton
        text = self.tr("%n action(s) after it will be set aside", "", dropped)
        if theirs:
            text += ", " + self.tr("%n of them the other side's", "", theirs)
        text += ". " + self.tr("They stay in the log as a branch you can return to.")
        if theirs and self.session is not None and self.session.hotseat:
            text += "\n" + self.tr(
                "The other player must agree: the screen goes to that player first."
            )
        answer = QMessageBox.question(
            self.window,
            self.tr("Resume from here"),
            self.tr("Play on from action %1?").replace("%1", str(at)) + "\n" + text,
            B.Yes | B.Cancel,
            B.Cancel,
        )
        return answer == B.Yes

    def ask_overwrite(self, on_disk: int, now: int, other_line: bool) -> OverwriteChoice:
        """The game file holds ``on_disk`` actions the game shown (``now`` actions)
        does not: replace it, save elsewhere, or cancel."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Save the game"))
        name = os.path.basename(self.game_path or "")
        held = (
            self.tr("%1 holds another line of this game: %n action(s).", "", on_disk)
            if other_line
            else self.tr("%1 holds a longer game: %n action(s).", "", on_disk)
        )
        box.setText(
            held.replace("%1", name)
            + "\n"
            + self.tr("The game shown has %n action(s): saving replaces the other.", "", now)
        )
        B = QMessageBox.StandardButton
        replace = box.addButton(self.tr("Replace it"), QMessageBox.ButtonRole.AcceptRole)
        elsewhere = box.addButton(self.tr("Save as…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(B.Cancel)
        box.setDefaultButton(elsewhere)
        box.exec()
        if box.clickedButton() is replace:
            return OverwriteChoice.SAVE
        if box.clickedButton() is elsewhere:
            return OverwriteChoice.SAVE_AS
        return OverwriteChoice.CANCEL

    def say(self, message: str) -> None:
        self.window.status.show_tool_message(in_language(message, self.window.language))

    # ------------------------------------------------------------------ starting

    def refusal(self) -> str:
        """Why the scenario being edited cannot be played now (empty: it can)."""
        doc = self.window.document
        errors = [
            d for d in validate_scenario(doc.scenario, doc.ruleset) if d.severity == Severity.ERROR
        ]
        if errors:
            lines = "\n".join(f"• {d.message}" for d in errors[:8])
            more = len(errors) - 8
            if more > 0:
                lines += "\n" + self.tr("… and %n more", "", more)
            return (
                self.tr(
                    "The scenario has %n error(s); fix them first (Validation panel):",
                    "",
                    len(errors),
                )
                + "\n"
                + lines
            )
        return ""

    def start(self, spec: GameSpec | None = None) -> bool:
        """*Play this scenario…*: check, ask who plays, and show the game."""
        if self.playing:
            return False
        why = self.refusal()
        if why:
            self.show_error(self.tr("This scenario cannot be played"), why)
            return False
        spec = spec or self.ask_game_spec()
        if spec is None:
            return False
        from editor.rules.context import GameSetupError
        from editor.rules.game import game_context
        from editor.rules.session import GameSession

        doc = self.window.document
        try:
            ctx = game_context(doc.scenario, doc.ruleset, spec.options)
            session = GameSession(ctx, spec.seed, spec.seats, doc.path or "")
        except GameSetupError as exc:
            self.show_error(
                self.tr("This scenario cannot be played"),
                in_language(exc.args[0], self.window.language),
            )
            return False
        self.enter(session)
        return True

    def enter(self, session: GameSession, path: str | None = None) -> None:
        """Show ``session`` in place of the editor."""
        from editor.ui.play.controller import GameController
        from editor.ui.play.game_panel import GamePanel
        from editor.ui.play.log_dock import LogDock
        from editor.ui.play.play_widget import PlayWidget

        w = self.window
        self.session = session
        self.game_path = path
        self._state = w.saveState()
        controller = GameController(session, w.language, self)
        self.controller = controller
        self.widget = PlayWidget(controller)
        self._editor_view = w.takeCentralWidget()
        w.setCentralWidget(self.widget)
        for dock in w.docks():
            dock.hide()
        for bar in w.findChildren(QToolBar):
            if bar is not self.toolbar:
                bar.hide()
        self.panel = GamePanel(controller, w)
        self.log = LogDock(controller, w)
        self.log.resumeRequested.connect(self.resume_here)
        self.layout.arrange(self.panel, self.log)
        self.layout.zoom_on(self.widget.view)
        # Every editing action off (shortcuts included), each saying why.
        self.lock.lock(
            editing_actions_of(w, self.menu),
            self.tr("A game is shown: Play > Back to editing first"),
        )
        controller.message.connect(self.say)
        # Every action, and an undo or a resume from the past (which play nothing).
        controller.played.connect(lambda _s: self.autosaver.changed())
        controller.state.events.position.connect(self.autosaver.changed)
        controller.finished.connect(self._on_finished)
        self.autosaver.watch(session, self.held_placement)
        self._update_actions()
        QTimer.singleShot(0, self.widget.view, self.widget.view.fit_to_window)
        controller.pace.schedule()
        if session.position.over:
            controller.travel.set_cursor(None)

    def _on_finished(self) -> None:
        controller = self.controller
        if controller is None:
            return
        from editor.ui.play.result_dialog import ResultDialog

        self.result = ResultDialog(controller, self.window)
        self.result.replayRequested.connect(self._replay_from_start)
        self.result.saveRequested.connect(lambda: self.save_game(ask=self.game_path is None))
        self.result.open()

    def _replay_from_start(self) -> None:
        c = self.controller
        if c is not None:
            c.travel.set_cursor(0)
            c.travel.play_back(True)

    def resume_here(self) -> bool:
        """The log's *Resume from here*: asked first, with what it sets aside."""
        c = self.controller
        if c is None or c.state.cursor is None:
            return False
        dropped, theirs = c.travel.resume_cost()
        if not self.ask_resume(c.state.cursor, dropped, theirs):
            return False
        c.travel.resume_here()
        return True

    # ------------------------------------------------------------------ leaving

    def leave(self) -> bool:
        """*Back to editing*: the game is closed (asking to save it), the editor returns."""
        if not self.playing:
            return True
        c = self.controller
        assert c is not None
        if c.unsaved:
            answer = self.ask_leave()
            B = QMessageBox.StandardButton
            if answer == B.Cancel:
                return False
            if answer == B.Save and not self.save_game():
                return False
        self._close_game()
        return True

    def _close_game(self) -> None:
        w = self.window
        if self.controller is not None:
            self.controller.stop()
        if self.result is not None:
            self.result.close()
            self.result.deleteLater()
            self.result = None
        if self.panel is not None and self.log is not None:
            self.layout.remember(self.panel, self.log)
        for dock in (self.panel, self.log):
            if dock is not None:
                w.removeDockWidget(dock)
                dock.deleteLater()
        self.panel = self.log = None
        play = w.takeCentralWidget()
        if play is not None:
            play.deleteLater()
        if self._editor_view is not None:
            w.setCentralWidget(self._editor_view)
        self._editor_view = None
        self.lock.unlock()
        self.layout.zoom_back()
        state = self._state
        if state is not None:
            w.restoreState(state)
            # Once the editor's view is laid out again the docks get their sizes
            # back; restored at once only, they keep the sizes of the game's.
            QTimer.singleShot(0, w, lambda: w.restoreState(state))
        self.autosaver.discard()
        if self.controller is not None:
            self.controller.deleteLater()
        self.session = self.controller = self.widget = None
        self.game_path = None
        self._update_actions()
        w.view.setFocus()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Close and self.playing:
            if not self.leave():
                event.ignore()
                return True
        return super().eventFilter(obj, event)

    # ------------------------------------------------------------------ recovery

    def offer_recovery(self, ask: AskGameRecovery | None = None) -> bool:
        """After a crash: offer every game that was in progress, one by one; True when
        one was restored. Only a copy the person chose to discard is removed."""
        if ask is None:

            def ask(offer: GameRecoveryOffer) -> RecoveryChoice:
                return ask_game_recovery_dialog(self.window, offer)

        found = find_game_recoveries(self.autosaver.directory)
        if not found:
            return False
        from editor.rules import saved_game

        restored = False
        for number, recovery in enumerate(found, 1):
            choice = ask(GameRecoveryOffer(recovery, number, len(found), not restored))
            if choice is RecoveryChoice.RESTORE and not restored:
                try:
                    opened = recovery.open()
                except (saved_game.GameFileError, saved_game.ReplayRefused) as exc:
                    self.show_error(
                        self.tr("Restore the game?"), exc.message.text(self.window.language)
                    )
                    continue  # kept: the person did not choose to throw it away
                self.enter(opened.session)
                self.hold_again(opened)
                if opened.warning is not None:  # the ruleset changed since the crash
                    self.show_warning(
                        self.tr("Restore the game?"), opened.warning.text(self.window.language)
                    )
                # The game's new copy first: a crash now still leaves one behind.
                self.autosaver.write_now()
                if self.autosaver.path.is_file():
                    recovery.discard()
                restored = True
            elif choice is RecoveryChoice.DISCARD:
                recovery.discard()
            # KEEP, or RESTORE with a game already shown: offered again at the next start.
        return restored


def install_play(window: PlayHost) -> PlayMode:
    """Play mode for ``window``, which keeps it (``MainWindow.play_mode``)."""
    return PlayMode(window)
