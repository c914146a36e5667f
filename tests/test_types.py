"""mypy on ``editor``, every module checked.

The settings are pyproject.toml's ``[tool.mypy]``: no module is let off
(no ``ignore_errors``, globally or in an override), and ``warn_unused_ignores``
makes a ``# type: ignore`` that silences nothing an error, so an ignore cannot
outlive the error it was written for.

``tests/`` is not type-checked: mypy on it took 73 s (under load) and reported
about 560 errors besides its unused ignores, most of them tests handing
deliberately loose values to the code. So the tests carry no ignore that a
check of theirs would find silencing nothing (``no-untyped-def`` above all:
untyped definitions are allowed); those left mark a deliberate wrong type.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".mypy_cache"
"""mypy's own cache (gitignored): a run after a small change takes seconds."""
_ERROR = re.compile(r"^editor/[^:]+\.py:\d+(?::\d+)?: error: ")


def _mypy_settings() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        settings: dict[str, object] = tomllib.load(f)["tool"]["mypy"]
    return settings


def _mypy(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
    )


def test_no_type_error_in_editor() -> None:
    started = time.perf_counter()
    out = _mypy("--cache-dir", str(CACHE), "editor")
    print(f"mypy took {time.perf_counter() - started:.1f} s")
    errors = [line for line in out.stdout.splitlines() if _ERROR.match(line)]
    assert errors == [], "\n".join(errors)
    assert out.returncode == 0, out.stdout + out.stderr


def test_no_module_is_let_off() -> None:
    settings = _mypy_settings()
    assert not settings.get("ignore_errors")
    assert settings.get("warn_unused_ignores") is True
    overrides = settings.get("overrides", [])
    assert isinstance(overrides, list)
    let_off = [o["module"] for o in overrides if o.get("ignore_errors")]
    assert let_off == []


def test_mypy_would_see_an_error(tmp_path: Path) -> None:
    # The same settings on a file with one type error: the check can fail.
    (tmp_path / "wrong.py").write_text('def f() -> int:\n    return "one"\n')
    out = _mypy("--no-incremental", str(tmp_path / "wrong.py"), cwd=tmp_path)
    assert "wrong.py:2: error: Incompatible return value type" in out.stdout, out.stdout


def test_an_ignore_that_silences_nothing_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "stale.py").write_text("x: int = 1  # type: ignore[assignment]\n")
    out = _mypy("--no-incremental", str(tmp_path / "stale.py"), cwd=tmp_path)
    assert 'stale.py:1: error: Unused "type: ignore" comment' in out.stdout, out.stdout


def test_the_tests_carry_no_ignore_for_untyped_definitions() -> None:
    # Untyped definitions are allowed (no ``disallow_untyped_defs``): such an ignore
    # silences nothing, in tests/ as in editor/.
    marker = "type: ignore[" + "no-untyped-def"  # not spelled whole: this file would hold it
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in sorted((ROOT / "tests").rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if marker in line
    ]
    assert found == [], found
