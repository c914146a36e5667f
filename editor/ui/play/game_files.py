"""Saved games in the window: *Save the game*, *Save the game as…* and *Open a game…*.

A saved game is its log (``editor.rules.saved_game``): it names its scenario.
A scenario changed since is said in a warning, and the game opens if every
action replays with the events recorded; otherwise the first action that does
not is named and the game refused (``saved_game.check_game``, the answer
``hexfield replay`` gives too). A scenario moved elsewhere is asked for.
Saving never silently replaces a longer game, or another line of it (after
*Resume from here*), by the game shown: ``ask_overwrite`` first. The file keeps
the lines set aside and a placement held back until *Deployment done*
(``editor.rules.saved_lines``): both come back when it is opened. A mixin of
``PlayMode``: each question is one ``ask_*``/``show_*`` method, which tests
replace.
"""

from __future__ import annotations

import enum
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from editor.core.phrases import capitalised
from editor.ui.play.host import PlayHost

if TYPE_CHECKING:  # the rules engine is imported on the first game, not at start
    from editor.rules.actions import Action
    from editor.rules.saved_game import OpenedGame
    from editor.rules.session import GameSession
    from editor.ui.play.controller import GameController
    from editor.ui.play.recovery import GameAutosaver

translate = QCoreApplication.translate
"""A mixin has no ``tr`` of its own: its words keep ``PlayMode``'s context."""


class OverwriteChoice(enum.Enum):
    """The answer when the file holds a longer game, or another line of it."""

    SAVE = "save"
    SAVE_AS = "save_as"
    CANCEL = "cancel"


class GameFiles:
    window: PlayHost
    session: GameSession | None
    controller: GameController | None
    game_path: str | None
    autosaver: GameAutosaver

    def ask_overwrite(self, on_disk: int, now: int, other_line: bool) -> OverwriteChoice:
        raise NotImplementedError  # ``PlayMode``'s (its words need ``tr`` for the plurals)

    # What the files need of ``PlayMode``, the class this one is mixed into.
    @property
    def playing(self) -> bool:
        raise NotImplementedError

    def show_error(self, title: str, text: str) -> None:
        raise NotImplementedError

    def say(self, message: str) -> None:
        raise NotImplementedError

    def enter(self, session: GameSession, path: str | None = None) -> None:
        raise NotImplementedError

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

    def show_warning(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)

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
                opened = saved_game.open_game(path, scenario)
            except saved_game.ReplayRefused as refused:
                title = translate("PlayMode", "This game cannot be opened")
                said = [refused.check.warning, refused.message]
                self.show_error(title, "\n".join(_sentence(p.text(lang)) for p in said if p))
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
        session = opened.session
        self.enter(session, path)
        self.hold_again(opened)
        assert self.controller is not None
        self.controller.saved_length = len(session)
        self.controller.saved_held = self.held_placement()
        if session.position.over:
            self.controller.travel.set_cursor(0)
        if opened.progress is not None:  # where the game stopped, as hexfield replay says
            self.say(capitalised(opened.progress.text(lang)))
        if opened.warning is not None:
            self.show_warning(
                translate("PlayMode", "The scenario has changed"),
                _sentence(opened.warning.text(lang)),
            )
        return True

    def save_game(self, ask: bool = False) -> bool:
        if self.session is None or self.controller is None:
            return False
        from editor.rules import saved_game

        path = self.game_path if not ask and self.game_path else self.ask_save_path()
        if path and path == self.game_path:
            lost = saved_game.lost_by_saving(self.session, path)
            if lost is not None:
                choice = self.ask_overwrite(lost[0], len(self.session), lost[1])
                if choice is OverwriteChoice.CANCEL:
                    return False
                if choice is OverwriteChoice.SAVE_AS:
                    path = self.ask_save_path()
        if not path:
            return False

        try:
            saved_game.save_game(
                self.session, path, self.window.document.path, self.held_placement()
            )
        except saved_game.GameFileError as exc:
            self.show_error(
                translate("PlayMode", "Save the game"), exc.message.text(self.window.language)
            )
            return False
        self.game_path = os.path.abspath(path)
        self.controller.saved_length = len(self.session)
        self.controller.saved_held = self.held_placement()
        self.autosaver.saved()
        self.say(translate("PlayMode", "Game saved: %1").replace("%1", path))
        return True

    def held_placement(self) -> Action | None:
        """The placement the game holds back until *Deployment done* (saved with it)."""
        held = self.controller.state.held if self.controller is not None else None
        return held[0] if held is not None else None

    def hold_again(self, opened: OpenedGame) -> None:
        """A game opened (or restored) while a placement was held back: held again,
        still awaiting *Deployment done*."""
        if opened.held is not None and self.controller is not None:
            self.controller.hold(opened.held)


def _sentence(text: str) -> str:
    """The engine's phrase (lower case, no full stop) as a sentence of a message box."""
    return text[:1].upper() + text[1:] + "."
