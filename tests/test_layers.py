"""The dependency rule of ARCHITECTURE.md, as import-linter contracts.

The contracts live in ``pyproject.toml`` (``[tool.importlinter]``): the layers
``ui -> render -> rules | generate -> io -> core``, no Qt in the pure layers
nor in the play view's model (``editor.ui.play.play_state``),
no QtWidgets in ``render``, only ``cli`` and ``app`` import ``ui``, and no
import cycle anywhere in ``editor`` (``TYPE_CHECKING`` and in-function imports
count: they are dependencies too). ``lint-imports`` reads the code without
running it; what only running shows (``hexfield validate`` loads no Qt) is
checked here in a fresh interpreter.

Each contract is also run on a small package built to break it, so that a
contract that could never fail (a typo in a module name, a contract type that
misses multi-line imports) is noticed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _lint_imports(cwd: Path, config: Path, extra_path: Path | None = None) -> str:
    script = Path(sys.executable).with_name("lint-imports")
    command = [str(script)] if script.exists() else [shutil.which("lint-imports") or "lint-imports"]
    env = dict(os.environ)
    if extra_path is not None:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(extra_path), env.get("PYTHONPATH")]))
    out = subprocess.run(
        [*command, "--no-cache", "--config", str(config)],
        cwd=cwd,
        capture_output=True,
        text=True,
        env=env,
    )
    return out.stdout + out.stderr + f"\n(exit {out.returncode})"


def test_the_contracts_hold() -> None:
    report = _lint_imports(ROOT, ROOT / "pyproject.toml")
    assert "(exit 0)" in report and "BROKEN" not in report, report
    assert report.count("KEPT") == len(_contracts()), report


def test_validate_command_does_not_import_qt() -> None:
    # import-linter sees the imports the code names; this sees what ``hexfield
    # validate`` really loads (importlib, plugins, a module imported by accident).
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


# --- each contract can fail -----------------------------------------------------

FAKE = "fakefield"
"""A package shaped like ``editor``, checked with the project's own contracts."""

_CLEAN = {
    "__init__.py": "",
    "paths.py": "",
    "cli.py": "from fakefield import app, paths\n",
    "app.py": "from PySide6.QtWidgets import QApplication\nfrom fakefield.ui import window\n",
    "commands/__init__.py": "",
    "commands/render.py": "from fakefield.render import painter\n",
    "core/__init__.py": "",
    "core/hexes.py": "import math\n",
    "core/scenario.py": "from fakefield.core import hexes\n",
    "io/__init__.py": "",
    "io/codec.py": "from fakefield.core import scenario\n",
    "rules/__init__.py": "",
    "rules/engine.py": "from fakefield.io import codec\n",
    "generate/__init__.py": "",
    "generate/layout.py": "from fakefield.io import codec\n",
    "balance/__init__.py": "",
    "balance/run.py": "from fakefield.rules import engine\n",
    "render/__init__.py": "",
    "render/painter.py": (
        "from PySide6.QtGui import QPainter\nfrom fakefield.rules import engine\n"
        "from fakefield.generate import layout\n"
    ),
    "ui/__init__.py": "",
    "ui/window.py": (
        "from PySide6 import QtWidgets\nfrom fakefield.render import painter\n"
        "from fakefield.ui import document\n"
    ),
    "ui/document.py": "from PySide6.QtCore import QObject\n",
    "ui/play/__init__.py": "from fakefield.ui.play import widget\n",
    "ui/play/widget.py": "import PySide6\nfrom fakefield.ui.play import play_state\n",
    "ui/play/play_state.py": "from fakefield.rules import engine\n",
}

# Each case: files added to the clean package, and the contract it breaks.
_BREAKS = {
    "io imports rules": (
        {"io/codec.py": "from fakefield.rules import engine\n"},
        "Layers",
    ),
    "rules imports generate": (
        {"rules/engine.py": "def f():\n    from fakefield.generate import layout\n"},
        "Layers",
    ),
    "core imports Qt": (
        {"core/hexes.py": "from PySide6.QtCore import QPointF\n"},
        "never import Qt",
    ),
    "io imports shiboken": ({"io/codec.py": "import shiboken6\n"}, "never import Qt"),
    "balance imports Qt": (
        {"balance/run.py": "def f():\n    from PySide6.QtGui import QImage\n"},
        "never import Qt",
    ),
    "balance imports render": (
        {"balance/run.py": "from fakefield.render import painter\n"},
        "Layers",
    ),
    "render imports QtWidgets over lines": (
        {"render/painter.py": "from PySide6 import (\n    QtGui,\n    QtWidgets,\n)\n"},
        "QtWidgets",
    ),
    "render imports a QtWidgets class": (
        {"render/painter.py": "def f():\n    from PySide6.QtWidgets import QWidget\n"},
        "QtWidgets",
    ),
    "the play view's model imports Qt": (
        {"ui/play/play_state.py": "def f():\n    from PySide6.QtCore import QTimer\n"},
        "play view's model",
    ),
    "commands import ui": (
        {"commands/render.py": "import fakefield.ui.window\n"},
        "import ui",
    ),
    "a two-file loop": (
        {
            "core/hexes.py": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from fakefield.core import scenario\n"
        },
        "cycles",
    ),
    "a loop through a sub-package": (
        {
            "ui/tools/__init__.py": "",
            "ui/tools/brush.py": "from fakefield.ui import document\n",
            "ui/document.py": "from fakefield.ui.tools import brush\n",
        },
        "cycles",
    ),
}


def _contracts() -> list[dict[str, object]]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["importlinter"]["contracts"]


def _fake_project(tmp_path: Path, changes: dict[str, str]) -> Path:
    package = tmp_path / FAKE
    for name, text in {**_CLEAN, **changes}.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = config[config.index("[tool.importlinter]") :]
    section = section.replace('"editor', f'"{FAKE}').replace(" editor.", f" {FAKE}.")
    (tmp_path / "pyproject.toml").write_text(section, encoding="utf-8")
    return tmp_path / "pyproject.toml"


def test_a_package_like_editor_keeps_every_contract(tmp_path: Path) -> None:
    config = _fake_project(tmp_path, {})
    report = _lint_imports(tmp_path, config, extra_path=ROOT)
    assert "(exit 0)" in report and report.count("KEPT") == len(_contracts()), report


@pytest.mark.parametrize("case", sorted(_BREAKS))
def test_each_contract_can_fail(tmp_path: Path, case: str) -> None:
    changes, contract = _BREAKS[case]
    config = _fake_project(tmp_path, changes)
    report = _lint_imports(tmp_path, config, extra_path=ROOT)
    broken = [line for line in report.splitlines() if line.endswith(" BROKEN")]
    assert len(broken) >= 1 and any(contract in line for line in broken), report
