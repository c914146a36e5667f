"""A killed ``hexfield balance`` leaves no process behind: its workers, the fork
server and the resource tracker all end with it, a SIGKILL included.

The processes are found in ``/proc`` (Linux): every descendant of the command,
each remembered with its start time, so a pid reused afterwards is not taken
for one of them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="needs /proc (Linux) to list the processes"
)

CLI = "import sys; from editor.cli import main; sys.exit(main(sys.argv[1:]))"


def _stat(pid: int) -> tuple[int, str, int] | None:
    """(parent pid, state, start time) of a process, None when it is gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split()
    return int(fields[1]), fields[0], int(fields[19])


def _descendants(root: int) -> dict[int, int]:
    """pid -> start time of every process below ``root``."""
    parents: dict[int, tuple[int, int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (st := _stat(int(entry))) is not None:
            parents[int(entry)] = (st[0], st[2])
    out: dict[int, int] = {}
    changed = True
    while changed:
        changed = False
        for pid, (ppid, start) in parents.items():
            if pid not in out and (ppid == root or ppid in out):
                out[pid] = start
                changed = True
    return out


def _alive(processes: dict[int, int]) -> list[int]:
    """Those of ``processes`` still running (the same process: same start time, no zombie)."""
    left = []
    for pid, start in processes.items():
        st = _stat(pid)
        if st is not None and st[2] == start and st[1] != "Z":
            left.append(pid)
    return left


def test_a_killed_balance_leaves_no_process_behind(arena_file: Path) -> None:
    command = [sys.executable, "-c", CLI, "balance", str(arena_file)]
    command += ["--games", "100000", "--players", "search", "--jobs", "2", "--no-logs"]
    proc = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    seen: dict[int, int] = {}
    try:
        deadline = time.monotonic() + 60
        # mid-run: the two workers are up beside the fork server and the tracker
        while len(seen) < 4 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
            seen.update(_descendants(proc.pid))
        assert proc.poll() is None, "the run ended before it could be killed"
        assert len(seen) >= 4, f"no workers after a minute: {seen}"
        time.sleep(1.0)  # games being played
        seen.update(_descendants(proc.pid))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        deadline = time.monotonic() + 10
        while _alive(seen) and time.monotonic() < deadline:
            time.sleep(0.2)
        left = _alive(seen)
        cmdlines = [Path(f"/proc/{pid}/cmdline").read_bytes()[:80] for pid in left]
        assert not left, f"still running 10 s after the kill: {cmdlines}"
    finally:
        if proc.poll() is None:
            proc.kill()
        for pid in _alive(seen):
            os.kill(pid, signal.SIGKILL)
