"""The dependency rule of ARCHITECTURE.md, checked in fresh interpreters.

core, rules, generate and io are pure Python: importing every module in them
must not load PySide6. render may use QtGui but never QtWidgets. The
``validate`` command must not load Qt at all (it must start fast anywhere).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_IMPORT_ALL = """
import importlib, pkgutil, sys
import editor
for package in {packages!r}:
    mod = importlib.import_module(package)
    for info in pkgutil.walk_packages(mod.__path__, package + "."):
        importlib.import_module(info.name)
bad = sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r} or m in {forbidden!r})
print("\\n".join(bad))
"""


def _loaded(packages: list[str], forbidden: list[str]) -> list[str]:
    code = _IMPORT_ALL.format(packages=packages, forbidden=forbidden)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return [line for line in out.stdout.splitlines() if line]


def test_pure_layers_do_not_import_qt() -> None:
    pure = ["editor.core", "editor.io", "editor.rules", "editor.generate"]
    assert _loaded(pure, ["PySide6", "shiboken6"]) == []


def test_render_does_not_import_widgets() -> None:
    assert _loaded(["editor.render"], ["PySide6.QtWidgets"]) == []


def test_validate_command_does_not_import_qt(tmp_path: Path) -> None:
    scenario = next((ROOT / "scenarios").glob("*.yaml"))
    code = (
        "import sys; from editor.cli import main; rc = main(['validate', '-q', sys.argv[1]]);"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))));"
        "raise SystemExit(rc)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(scenario)], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"
