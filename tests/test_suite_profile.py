"""The suite's profile (docs/testing.md): the property test plays a few games by
default and a thousand when ``HEXFIELD_PROFILE=nightly``; a mistyped profile stops
the run instead of quietly running the short one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


def _run(code: str, profile: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "HEXFIELD_PROFILE"}
    if profile is not None:
        env["HEXFIELD_PROFILE"] = profile
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=TESTS / "rules",
        env={**env, "PYTHONPATH": os.pathsep.join([str(TESTS), str(TESTS / "rules")])},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(("profile", "games"), [(None, "40"), ("nightly", "1000")])
def test_the_profile_sets_the_property_test_s_game_count(profile: str | None, games: str) -> None:
    done = _run("import test_properties; print(test_properties.GAMES)", profile)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == games


def test_an_unknown_profile_is_refused() -> None:
    done = _run("import suite_profile", "nighlty")
    assert done.returncode != 0
    assert "HEXFIELD_PROFILE='nighlty'" in done.stderr
