"""An installed Hexfield carries its data: the wheel's contents and where the data is found.

The wheel is built once (a few seconds) from a copy of the sources, by the
setuptools the test extra installs (pyproject's ``[build-system]`` needs, without
pip making an environment of its own for them each run); what it must hold is
read from the checkout's folders, not from the packaging code.
``.ci/wheel-smoke`` then installs it and runs every command outside the checkout.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from editor import cli, paths

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
_SOURCES = (
    "editor",
    "schemas",
    "resources",
    "scenarios",
    "docs",
    "pyproject.toml",
    "setup.py",
    "README.md",
)
_DATA = {  # folder of the checkout -> the files of it a user's program reads
    "schemas": ["*.schema.json"],
    "resources": ["rulesets/*.yaml", "styles/*.yaml", "generate/*.yaml", "i18n/*.qm"],
    "scenarios": ["*.yaml"],
    "docs": ["*.md"],
}
_NOT_SHIPPED = ("docs/images/",)
"""The README's pictures: the program does not show them."""


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    src.mkdir()
    for name in _SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        elif source.exists():
            shutil.copy(source, src / name)
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(work / "dist"),
            str(src),
        ],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert build.returncode == 0, build.stderr
    (wheel,) = (work / "dist").glob("*.whl")
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def _expected_data() -> set[str]:
    """Every file of the data folders but the translators' ``.ts`` sources (and
    ``_NOT_SHIPPED``): found on disk, not from setup.py's globs, so a new folder
    (resources/players/) that the globs forget fails here instead of in an
    installed program."""
    found = {
        f"editor/_data/{folder}/{p.relative_to(ROOT / folder).as_posix()}"
        for folder in _DATA
        for p in (ROOT / folder).rglob("*")
        if p.is_file()
        and p.suffix != ".ts"
        and not f"{folder}/{p.relative_to(ROOT / folder).as_posix()}".startswith(_NOT_SHIPPED)
    }
    assert len(found) >= 15  # 4 schemas, 2 rulesets, a style, 2 tables, a catalogue, 7 maps
    return found


def test_wheel_carries_every_data_file(wheel_names: set[str]) -> None:
    missing = sorted(_expected_data() - wheel_names)
    assert missing == []
    for needed in (
        "editor/_data/schemas/scenario.schema.json",
        "editor/_data/resources/rulesets/panache.yaml",
        "editor/_data/resources/rulesets/thucydide.yaml",
        "editor/_data/resources/styles/default.yaml",
        "editor/_data/resources/generate/adlg-v4.yaml",
        "editor/_data/resources/generate/panache-conditions.yaml",
        "editor/_data/resources/i18n/hexfield_fr.qm",
        "editor/_data/scenarios/moulin-de-la-sambre.yaml",
        "editor/_data/docs/user-guide.md",
    ):
        assert needed in wheel_names


def test_wheel_carries_every_module_and_nothing_else(wheel_names: set[str]) -> None:
    modules = {p.relative_to(ROOT).as_posix() for p in (ROOT / "editor").rglob("*.py")}
    assert sorted(modules - wheel_names) == []
    payload = {n for n in wheel_names if ".dist-info/" not in n}
    assert sorted(payload - modules - _expected_data()) == []  # no tests, no .ts, no build junk


def test_installed_layout_is_found_from_any_folder(tmp_path: Path) -> None:
    """An ``editor`` package with ``_data`` beside it (a wheel's layout) reads from there."""
    site = tmp_path / "site-packages"
    (site / "editor").mkdir(parents=True)
    shutil.copy(ROOT / "editor" / "__init__.py", site / "editor" / "__init__.py")
    shutil.copy(ROOT / "editor" / "paths.py", site / "editor" / "paths.py")
    for folder in _DATA:
        shutil.copytree(ROOT / folder, site / "editor" / "_data" / folder)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = (
        "from editor import paths; print(paths.SCHEMAS); print(paths.missing_data()); "
        "print(paths.USER_GUIDE, paths.USER_GUIDE.is_file())"
    )
    out = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r}); {code}"],
        cwd=elsewhere,
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.splitlines() == [
        str(site / "editor" / "_data" / "schemas"),
        "None",
        f"{site / 'editor' / '_data' / 'docs' / 'user-guide.md'} True",  # Help > User guide
    ]


def test_checkout_data_is_found_in_an_editable_install() -> None:
    assert paths.SCHEMAS == ROOT / "schemas"
    assert paths.USER_GUIDE == ROOT / "docs" / "user-guide.md"
    assert paths.RULESETS == ROOT / "resources" / "rulesets"
    assert paths.missing_data() is None


@pytest.mark.parametrize(
    "command",
    [
        ["validate", "x.yaml"],
        ["generate", "--territory", "forest", "--seed", "1", "-o", "t.yaml"],
        [],
    ],
)
def test_missing_data_is_a_sentence_not_a_traceback(
    command: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(paths, "SCHEMAS", tmp_path / "schemas")
    monkeypatch.chdir(tmp_path)
    assert cli.main(command) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert "data files are missing" in err and "reinstall" in err
    assert not (tmp_path / "t.yaml").exists()
