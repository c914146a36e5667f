"""The editor as ``hexfield play --window SCENARIO`` runs it, two computer players at
1x chosen in its start dialog; run by ``test_play_recovery_kill.py`` and killed.

Only the start dialog's answer is given (``PlayMode.ask_game_spec``, the one
question the window asks); everything else is the program's own ``run``: its
settings, its recovery folder (under the XDG folders the test sets), its
timers. Each action played and each recovery copy written is printed on
stdout as one JSON line, for the test to compare with what a relaunch restores.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from editor import app
from editor.rules.context import Options
from editor.rules.session import GameSession
from editor.ui.play.play_mode import PlayMode
from editor.ui.play.start_dialog import GameSpec

SEATS = ("greedy", "greedy")


def _print(**fields: object) -> None:
    print(json.dumps({**fields, "time": time.time()}), flush=True)


def main(scenario: str, seed: int) -> int:
    enter = PlayMode.enter

    def ask_game_spec(self: PlayMode) -> GameSpec:
        return GameSpec(SEATS, seed, Options())

    def enter_and_report(self: PlayMode, session: GameSession, path: str | None = None) -> None:
        enter(self, session, path)
        assert self.controller is not None
        self.controller.played.connect(
            lambda step: _print(played=len(session), action=step.action.to_dict())
        )
        self.autosaver.written.connect(lambda copy: _print(written=len(session), copy=copy))

    PlayMode.ask_game_spec = ask_game_spec  # type: ignore[method-assign]
    PlayMode.enter = enter_and_report  # type: ignore[method-assign]
    return app.run([scenario], play=True)


if __name__ == "__main__":
    sys.exit(main(str(Path(sys.argv[1]).resolve()), int(sys.argv[2])))
