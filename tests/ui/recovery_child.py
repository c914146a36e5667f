"""The editor as ``hexfield play --window SCENARIO`` runs it, two computer players
chosen in its start dialog; run by ``test_play_recovery_kill.py`` and killed.

Only the start dialog's answer is given (``PlayMode.ask_game_spec``, the one
question the window asks), with two settings the test chooses so that it does
not sit through minutes of play: the speed of the computer players (one of the
phase bar's, set as its box sets it) and the game copy's longest wait (the
window's ``GameAutosaver`` made with a shorter ``max_wait_ms``; the product's 10 s
is checked in ``test_play_recovery_copy.py``). Everything else is the program's
own ``run``: its settings, its recovery folder (under the XDG folders the test
sets), its timers. Each action played and each recovery copy written is printed
on stdout as one JSON line, for the test to compare with what a relaunch restores.
"""

from __future__ import annotations

import functools
import json
import sys
import time
from pathlib import Path

from editor import app
from editor.rules.context import Options
from editor.rules.session import GameSession
from editor.ui.play import play_mode
from editor.ui.play.play_mode import PlayMode
from editor.ui.play.start_dialog import GameSpec

SEATS = ("greedy", "greedy")


def _print(**fields: object) -> None:
    print(json.dumps({**fields, "time": time.time()}), flush=True)


def main(scenario: str, seed: int, max_wait_ms: int, speed: float) -> int:
    enter = PlayMode.enter

    def ask_game_spec(self: PlayMode) -> GameSpec:
        return GameSpec(SEATS, seed, Options())

    def enter_and_report(self: PlayMode, session: GameSession, path: str | None = None) -> None:
        enter(self, session, path)
        assert self.controller is not None
        self.controller.set_speed(speed)
        self.controller.played.connect(
            lambda step: _print(played=len(session), action=step.action.to_dict())
        )
        self.autosaver.written.connect(lambda copy: _print(written=len(session), copy=copy))

    PlayMode.ask_game_spec = ask_game_spec  # type: ignore[method-assign]
    PlayMode.enter = enter_and_report  # type: ignore[method-assign]
    play_mode.GameAutosaver = functools.partial(  # type: ignore[assignment, misc]
        play_mode.GameAutosaver, max_wait_ms=max_wait_ms
    )
    return app.run([scenario], play=True)


if __name__ == "__main__":
    scenario, seed, max_wait_ms, speed = sys.argv[1:]
    sys.exit(main(str(Path(scenario).resolve()), int(seed), int(max_wait_ms), float(speed)))
