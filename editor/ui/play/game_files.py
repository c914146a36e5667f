"""Saved games in the window: *Save the game*, *Save the game as…* and *Open a game…*.

A saved game is its log (``editor.rules.saved_game``): it names its scenario,
and a scenario whose hash changed is refused with a clear message, offering to
show where the replay diverges; a scenario moved elsewhere is asked for. A
mixin of ``PlayMode``: each question is one ``ask_*``/``show_*`` method, which
tests replace.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from editor.ui.play.host import PlayHost

if TYPE_CHECKING:  # the rules engine is imported on the first game, not at start
    from editor.rules.session import GameSession
    from editor.ui.play.controller import GameController
    from editor.ui.play.recovery import GameAutosaver

translate = QCoreApplication.translate
"""A mixin has no ``tr`` of its own: its words keep ``PlayMode``'s context."""


class GameFiles:
    window: PlayHost
    session: GameSession | None
    controller: GameController | None
    game_path: str | None
    autosaver: GameAutosaver

    def ask_save_path(self) -> str:
        base = (
            self.game_path
            or str(Path(self.window.document.path or Path.home() / "scenario.yaml").with_suffix(""))
            + "-game.yaml"
        )
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("PlayMode", "Save the game"),
            base,
            translate("PlayMode", "Hexfield games (*.yaml)"),
        )
        if path and not Path(path).suffix:
            path += ".yaml"
        return path

    def ask_open_path(self) -> str:
        folder = str(Path(self.window.document.path).parent) if self.window.document.path else ""
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("PlayMode", "Open a game"),
            folder,
            translate("PlayMode", "Hexfield games (*.yaml)"),
        )
        return path

    def ask_scenario_path(self, missing: str) -> str:
        self.show_error(
            translate("PlayMode", "Open a game"),
            translate(
                "PlayMode", "The scenario of this game cannot be found:\n%1\nChoose it."
            ).replace("%1", missing),
        )
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("PlayMode", "The game's scenario"),
            "",
            translate("PlayMode", "Scenarios (*.yaml)"),
        )
        return path

    def ask_show_divergence(self, notes: str) -> bool:
        B = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window,
            translate("PlayMode", "The scenario has changed"),
            translate(
                "PlayMode", "This game cannot be opened: %1.\nShow where its replay diverges?"
            ).replace("%1", notes),
            B.Yes | B.No,
            B.Yes,
        )
        return answer == B.Yes

    def show_divergence(self, text: str) -> None:
        QMessageBox.information(
            self.window, translate("PlayMode", "Where the replay diverges"), text
        )

    def open_game(self, path: str | None = None) -> bool:
        if self.playing:
            return False
        path = path or self.ask_open_path()
        if not path:
            return False
        from editor.rules import saved_game

        lang = self.window.language
        scenario: str | None = None
        for _attempt in range(2):
            try:
                session = saved_game.open_game(path, scenario)
            except saved_game.ChangedScenario as changed:
                notes = "; ".join(n.text(lang) for n in changed.notes)
                if self.ask_show_divergence(notes):
                    self.show_divergence(saved_game.divergence_report(changed).text(lang))
                return False
            except saved_game.GameFileError as exc:
                if exc.missing_scenario and scenario is None:
                    scenario = self.ask_scenario_path(exc.missing_scenario)
                    if scenario:
                        continue
                    return False
                self.show_error(translate("PlayMode", "Open a game"), exc.message.text(lang))
                return False
            break
        else:
            return False
        self.enter(session, path)
        assert self.controller is not None
        self.controller.saved_length = len(session)
        if session.position.over:
            self.controller.set_cursor(0)
        return True

    def save_game(self, ask: bool = False) -> bool:
        if self.session is None or self.controller is None:
            return False
        path = self.game_path if not ask and self.game_path else self.ask_save_path()
        if not path:
            return False
        from editor.rules import saved_game

        try:
            saved_game.save_game(self.session, path, self.window.document.path)
        except saved_game.GameFileError as exc:
            self.show_error(
                translate("PlayMode", "Save the game"), exc.message.text(self.window.language)
            )
            return False
        self.game_path = os.path.abspath(path)
        self.controller.saved_length = len(self.session)
        self.autosaver.saved()
        self.say(translate("PlayMode", "Game saved: %1").replace("%1", path))
        return True
