"""``hexfield sheet``, ``render``, ``generate`` and ``conditions`` speak the system's language.

The window follows the system locale (unless Preferences says otherwise); the
command line follows the same rule and says its default in ``--help``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from editor import cli

ROOT = Path(__file__).resolve().parents[1]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"
_LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _system_locale(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    for name in _LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", lang)


@pytest.mark.parametrize(("lang", "expected"), [("fr_FR.UTF-8", "fr"), ("en_US.UTF-8", "en")])
@pytest.mark.parametrize("command", ["sheet", "render", "generate", "conditions"])
def test_help_shows_the_default_language(
    command: str,
    lang: str,
    expected: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _system_locale(monkeypatch, lang)
    assert cli.main([command, "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert f"(default: {expected}, from the system locale)" in text


@pytest.mark.usefixtures("qapp")  # a QApplication first, as the window tests need
@pytest.mark.parametrize(
    ("lang", "title", "other"),
    [
        ("fr_FR.UTF-8", "Plan d'assemblage", "Assembly diagram"),
        ("en_US.UTF-8", "Assembly diagram", "Plan d'assemblage"),
    ],
)
def test_sheet_is_written_in_the_system_language(
    lang: str, title: str, other: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pdf_text import page_text
    from pypdf import PdfReader

    _system_locale(monkeypatch, lang)
    out = tmp_path / "mat.pdf"
    assert cli.main(["sheet", str(MOULIN), "--true-scale", "--hex-mm", "40", "-o", str(out)]) == 0
    first = " ".join(page_text(PdfReader(out).pages[0]).split())
    assert title in first and other not in first


@pytest.mark.parametrize(
    ("lang", "words"),
    [("fr_FR.UTF-8", "conditions de la bataille : hiver"), ("en_US.UTF-8", "conditions: winter")],
)
def test_printed_log_is_in_the_system_language(
    lang: str, words: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _system_locale(monkeypatch, lang)
    assert cli.main(["conditions", "--season", "winter", "--zone", "cold", "--seed", "7"]) == 0
    assert words in capsys.readouterr().out


@pytest.mark.usefixtures("qapp")  # a QApplication first, as the window tests need
def test_an_explicit_lang_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pdf_text import page_text
    from pypdf import PdfReader

    _system_locale(monkeypatch, "fr_FR.UTF-8")
    out = tmp_path / "mat.pdf"
    argv = ["sheet", str(MOULIN), "--true-scale", "--hex-mm", "40", "--lang", "en", "-o", str(out)]
    assert cli.main(argv) == 0
    assert "Assembly diagram" in " ".join(page_text(PdfReader(out).pages[0]).split())


@pytest.mark.parametrize(("lang", "expected"), [("fr_FR.UTF-8", "fr"), ("en_US.UTF-8", "en")])
def test_window_and_command_line_agree(
    lang: str, expected: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QSettings

    from editor.ui.preferences_dialog import effective_language

    _system_locale(monkeypatch, lang)
    no_preference = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    args = cli.build_parser().parse_args(["sheet", "x.yaml", "-o", "x.pdf"])
    assert effective_language(no_preference) == args.lang == expected
    no_preference.setValue("language", "en" if expected == "fr" else "fr")
    assert effective_language(no_preference) != expected  # the preference overrides


def _spoilt(tmp_path: Path) -> Path:
    """Moulin with decoys placed under a deployment that has none: a rules problem."""
    from editor.core.scenario import Decoy
    from editor.io.scenario_file import read_scenario, write_scenario

    scenario = read_scenario(MOULIN).scenario
    assert scenario is not None
    scenario.setup.deployment = "scenario"
    spot = next(u.position for u in scenario.units if u.position is not None)
    scenario.decoys = [Decoy(scenario.sides[0].id, spot)]
    path = tmp_path / "spoilt.yaml"
    write_scenario(scenario, path)
    return path


@pytest.mark.parametrize(
    ("lang", "said", "other"),
    [("fr", "leurre", "decoy"), ("en", "decoy", "leurre")],
)
def test_validate_speaks_the_language_asked(
    lang: str, said: str, other: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["validate", "--lang", lang, str(_spoilt(tmp_path))]) != 0
    out = capsys.readouterr().out
    words = re.sub(r"\[[a-z.-]+\]", "", out)  # the codes ([decoy.mode]) are names for tools
    assert said in words and other not in words
    assert ": error: " in out  # the compiler-style frame stays as tools read it


def test_query_speaks_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    from editor.io.scenario_file import read_scenario

    scenario = read_scenario(MOULIN).scenario
    assert scenario is not None
    h = next(h for h, t in scenario.terrain.items() if t.elements)
    label = scenario.grid.label(h)
    assert cli.main(["query", "--lang", "fr", str(MOULIN), "terrain", label]) == 0
    summary = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("summary:"))
    assert cli.main(["query", "--lang", "en", str(MOULIN), "terrain", label]) == 0
    english = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("summary:"))
    english_words = {"into", "from", "dice", "road", "blocks", "sight", "hill", "wood", "the"}
    assert summary != english and not english_words & set(re.findall(r"\w+", summary))
