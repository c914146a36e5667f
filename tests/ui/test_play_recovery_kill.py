"""Issue 23, « Nothing lost »: the editor playing computer against computer at 1x
is killed (SIGKILL) after 30 s; what a relaunch finds in its recovery folder
restores every action up to the last copy, and that copy was at most 10 s old."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from editor.paths import SCENARIOS
from editor.ui.play.recovery import find_game_recoveries

CHILD = Path(__file__).with_name("recovery_child.py")
PLAY_S = 30.0


def test_a_computer_game_killed_after_30_s_comes_back_up_to_its_last_copy(
    tmp_path: Path,
) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    scenario = SCENARIOS / "moulin-de-la-sambre.yaml"
    out = (tmp_path / "stdout.jsonl").open("w", encoding="utf-8")
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(scenario), "7"],
        env=env,
        stdout=out,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        time.sleep(PLAY_S)
        assert child.poll() is None, child.stderr.read() if child.stderr else ""
        child.send_signal(signal.SIGKILL)
        killed_at = time.time()
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
        out.close()
    lines = [json.loads(x) for x in (tmp_path / "stdout.jsonl").read_text().splitlines()]
    played = [x for x in lines if "played" in x]
    written = [x for x in lines if "written" in x]
    assert len(played) >= 20, "two computer players at 1x play an action every second or so"
    assert written, "no recovery copy written in 30 s of play"
    last = written[-1]
    print(
        f"\n{len(played)} actions played, last copy with {last['written']} "
        f"{killed_at - last['time']:.1f} s before the kill"
    )
    assert killed_at - last["time"] <= 10.0
    (folder,) = (tmp_path / "data").rglob("recovery")
    (recovery,) = find_game_recoveries(folder)
    assert killed_at - recovery.path.stat().st_mtime <= 10.0
    opened = recovery.open()
    assert opened.warning is None
    session = opened.session
    assert len(session) == last["written"]
    restored = [step.action.to_dict() for step in session.steps]
    assert restored == [x["action"] for x in played[: last["written"]]]
