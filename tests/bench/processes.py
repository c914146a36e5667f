"""Measuring whole programs: each run a fresh process, its wall time and peak memory.

Peak memory is the program's own maximum resident set size as the kernel
counts it (``wait4``'s rusage, what ``/usr/bin/time -v`` prints), taken by a
small launcher process so that the benchmark's own memory does not count. Paired runs
alternate the programs (A B, B A, A B...) so that a change of load on a
shared machine falls on both alike; figures are medians.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Run:
    seconds: float
    peak_mb: float
    returncode: int
    stderr: str
    cpu: float = 0.0
    """Seconds of CPU (user and system, every thread): less sensitive to the
    machine's load than the wall time."""


_LAUNCHER = """
import os, sys, time
timeout, argv = float(sys.argv[1]), sys.argv[2:]
null = os.open(os.devnull, os.O_WRONLY)
start = time.perf_counter()
pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, null, 1)])
while True:
    done, status, usage = os.wait4(pid, os.WNOHANG)
    if done:
        break
    if time.perf_counter() - start > timeout:
        os.kill(pid, 9)
        done, status, usage = os.wait4(pid, 0)
        break
    time.sleep(0.002)
seconds = time.perf_counter() - start
cpu = usage.ru_utime + usage.ru_stime
print(seconds, usage.ru_maxrss, os.waitstatus_to_exitcode(status), cpu)
"""
"""Runs the measured program from a small process. A child's peak resident
memory as the kernel counts it includes the memory of the process it was
forked from, up to its ``exec``: measured straight from the benchmark (a
Python process holding the test's maps), every program would seem to use at
least as much as the benchmark itself."""


def run_measured(argv: list[str], env: dict[str, str] | None = None, timeout: float = 900) -> Run:
    """Run ``argv`` to its end; its wall time and peak resident memory."""
    with tempfile.TemporaryFile() as err:
        out = subprocess.run(
            [sys.executable, "-S", "-c", _LAUNCHER, str(timeout), *argv],
            stdout=subprocess.PIPE,
            stderr=err,
            env=env,
            cwd=ROOT,
            check=True,
            text=True,
        )
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    seconds, peak_kb, returncode, cpu = out.stdout.split()
    return Run(float(seconds), int(peak_kb) / 1024, int(returncode), text, float(cpu))


def hexfield(*args: str | Path) -> list[str]:
    """The command line of a fresh ``hexfield`` process of this checkout."""
    return [sys.executable, "-m", "editor", *(str(a) for a in args)]


PYCACHE = Path(tempfile.gettempdir()) / "hexfield-bench-pycache"
"""Where the measured programs keep their compiled modules (``PYTHONPYCACHEPREFIX``)."""
_compiled = False


def installed_env() -> dict[str, str]:
    """This environment, with Hexfield's modules compiled as an installation has
    them (pip compiles them when it installs): a test environment that sets
    ``PYTHONDONTWRITEBYTECODE`` would otherwise have every measured process
    compile all of ``editor`` from source first (0.2-0.5 s of each run)."""
    global _compiled
    env = dict(os.environ, PYTHONPYCACHEPREFIX=str(PYCACHE))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not _compiled:
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(ROOT / "editor")],
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        _compiled = True
    return env


def offscreen_env() -> dict[str, str]:
    """Measured programs run offscreen, compiled as installed (``installed_env``)."""
    env = dict(installed_env(), QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    return env


def paired(programs: dict[str, list[str]], pairs: int = 5) -> dict[str, list[Run]]:
    """Each program ``pairs`` times, alternating which goes first."""
    names = list(programs)
    runs: dict[str, list[Run]] = {n: [] for n in names}
    env = offscreen_env()
    for i in range(pairs):
        for name in names if i % 2 == 0 else reversed(names):
            run = run_measured(programs[name], env)
            if run.returncode != 0:
                raise RuntimeError(f"{name} failed ({run.returncode}): {run.stderr[-1500:]}")
            runs[name].append(run)
    return runs


def median_time(runs: list[Run]) -> float:
    return statistics.median(r.seconds for r in runs)


def median_cpu(runs: list[Run]) -> float:
    return statistics.median(r.cpu for r in runs)


def median_peak(runs: list[Run]) -> float:
    return statistics.median(r.peak_mb for r in runs)


def load_note() -> str:
    """The machine's load when the figures were taken (it is shared)."""
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "load unknown"
    return f"load average {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"
