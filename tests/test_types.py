"""mypy on ``editor``, with an explicit list of the modules not clean yet.

The settings are pyproject.toml's ``[tool.mypy]``; the modules still failing
are listed one by one in its ``ignore_errors`` overrides (no wildcard, no
package at once), so ``mypy`` on the command line is clean too. Here mypy runs
once WITHOUT that list: an error in a module not listed fails, and so does a
listed module that has become clean, so that the list only shrinks.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".mypy_cache"
"""mypy's own cache (gitignored): a run after a small change takes seconds."""
_ERROR = re.compile(r"^(editor/[^:]+\.py):\d+(?::\d+)?: error: ")


def _mypy_settings() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["mypy"]


def ignored_modules() -> list[str]:
    """The modules the list lets fail, as pyproject.toml names them."""
    out: list[str] = []
    for override in _mypy_settings().get("overrides", []):  # type: ignore[attr-defined]
        if override.get("ignore_errors"):
            modules = override["module"]
            out += [modules] if isinstance(modules, str) else list(modules)
    return out


def _ini_value(value: object) -> str:
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def _config_without_the_list(path: Path) -> Path:
    """pyproject.toml's mypy settings as a mypy.ini, the ``ignore_errors`` overrides
    left out."""
    lines = ["[mypy]"]
    settings = _mypy_settings()
    for key, value in settings.items():
        if key != "overrides":
            lines.append(f"{key} = {_ini_value(value)}")
    for override in settings.get("overrides", []):  # type: ignore[attr-defined]
        rest = {k: v for k, v in override.items() if k not in ("module", "ignore_errors")}
        if not rest:
            continue
        modules = override["module"]
        for module in [modules] if isinstance(modules, str) else modules:
            lines.append(f"[mypy-{module}]")
            lines += [f"{k} = {_ini_value(v)}" for k, v in rest.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _module(path: str) -> str:
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


@pytest.fixture(scope="module")
def errors(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """Every module's mypy errors, the list not applied."""
    config = _config_without_the_list(tmp_path_factory.mktemp("mypy") / "mypy.ini")
    started = time.perf_counter()
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(config),
            "--cache-dir",
            str(CACHE),
            "editor",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    print(f"mypy took {time.perf_counter() - started:.1f} s")
    assert out.returncode in (0, 1), out.stdout + out.stderr  # 2: mypy itself failed
    found: dict[str, list[str]] = {}
    for line in out.stdout.splitlines():
        m = _ERROR.match(line)
        if m:
            found.setdefault(_module(m.group(1)), []).append(line)
    assert out.returncode == 0 or found, out.stdout + out.stderr
    return found


def test_no_type_error_outside_the_list(errors: dict[str, list[str]]) -> None:
    listed = set(ignored_modules())
    new = [line for module, lines in errors.items() if module not in listed for line in lines]
    assert new == [], "\n".join(new)


def test_the_list_only_holds_failing_modules(errors: dict[str, list[str]]) -> None:
    clean = [m for m in ignored_modules() if m not in errors]
    assert clean == [], f"clean now: remove from pyproject.toml's mypy list: {clean}"


def test_the_list_names_each_module() -> None:
    # No ``editor.ui.*``, no global switch: a module is let off by name only.
    settings = _mypy_settings()
    assert not settings.get("ignore_errors")
    for module in ignored_modules():
        path = ROOT / module.replace(".", "/")
        assert "*" not in module, module
        assert path.with_suffix(".py").is_file() or (path / "__init__.py").is_file(), module


def test_mypy_would_see_an_error(tmp_path: Path) -> None:
    # The same settings on a file with one type error: the check can fail.
    (tmp_path / "wrong.py").write_text('def f() -> int:\n    return "one"\n')
    config = _config_without_the_list(tmp_path / "mypy.ini")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(config),
            "--no-incremental",
            str(tmp_path / "wrong.py"),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert "wrong.py:2: error: Incompatible return value type" in out.stdout, out.stdout
