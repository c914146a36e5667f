"""No dead code in ``editor``: vulture finds no function, class, method,
attribute or variable that neither the product nor its tests use (settings in
pyproject.toml's ``[tool.vulture]``; names it cannot see used are in
tests/vulture_whitelist.py, each with why)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_vulture_finds_no_unused_code() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "vulture"], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode in (0, 3), out.stderr  # 3: something found
    dead = [line for line in out.stdout.splitlines() if line.startswith("editor/")]
    assert dead == []


def test_vulture_would_see_an_unused_function(tmp_path: Path) -> None:
    # The same settings on a file with one dead function: the check can fail.
    (tmp_path / "dead.py").write_text("def never_called() -> None:\n    pass\n")
    out = subprocess.run(
        [sys.executable, "-m", "vulture", "--min-confidence", "60", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert "never_called" in out.stdout
