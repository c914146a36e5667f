"""``hexfield play --rule/--no-rule``: the optional rules a game plays, switched from the
command line, recorded in the log, and replayed with the log's."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main
from editor.io.game_log import read_game_log
from editor.paths import SCENARIOS

HOUGOUMONT = str(SCENARIOS / "hougoumont-1815.yaml")


def _rules(log: Path) -> list[str]:
    return read_game_log(log)["options"]["rules"]


@pytest.mark.parametrize(
    ("flags", "rules"),
    [
        ([], ["fire", "weather"]),  # the scenario's
        (["--no-rule", "fire"], ["weather"]),
        (["--no-rule"], []),
        (["--no-rule", "--rule", "time"], ["time"]),
        (["--rule", "night", "--rule", "time"], ["fire", "time", "weather", "night"]),
    ],
)
def test_the_rules_played_are_switched_and_logged(
    flags: list[str], rules: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.yaml"
    assert main(["play", HOUGOUMONT, "--seed", "4", "--quiet", "--log", str(log), *flags]) == 0
    assert _rules(log) == rules
    capsys.readouterr()
    assert main(["replay", str(log), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Result:" in out


def test_an_unknown_rule_is_refused_with_the_known_ones(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", HOUGOUMONT, "--rule", "fog"]) == 2
    err = capsys.readouterr().err
    assert "no optional rule 'fog'" in err and "weather" in err


def test_the_narrative_names_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", HOUGOUMONT, "--seed", "2", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "# Règles optionnelles : Le feu et la fumée, La météo" in out
    assert "brûle" in out or "feu" in out
