"""``hexfield sheet``, ``render``, ``generate`` and ``conditions`` speak the system's language.

The window follows the system locale (unless Preferences says otherwise); the
command line follows the same rule and says its default in ``--help``.
"""

from __future__ import annotations

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
    from pypdf import PdfReader

    _system_locale(monkeypatch, lang)
    out = tmp_path / "mat.pdf"
    assert cli.main(["sheet", str(MOULIN), "--true-scale", "--hex-mm", "40", "-o", str(out)]) == 0
    first = " ".join(PdfReader(out).pages[0].extract_text().split())
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
    from pypdf import PdfReader

    _system_locale(monkeypatch, "fr_FR.UTF-8")
    out = tmp_path / "mat.pdf"
    argv = ["sheet", str(MOULIN), "--true-scale", "--hex-mm", "40", "--lang", "en", "-o", str(out)]
    assert cli.main(argv) == 0
    assert "Assembly diagram" in " ".join(PdfReader(out).pages[0].extract_text().split())


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
