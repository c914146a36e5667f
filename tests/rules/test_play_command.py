"""``hexfield play`` and ``hexfield replay`` on the command line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.cli import main
from editor.paths import SCENARIOS


def test_play_narrates_a_whole_game_and_saves_its_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.yaml"
    code = main(
        [
            "play",
            str(SCENARIOS / "moulin-de-la-sambre.yaml"),
            "--side",
            "coalises=random",
            "--seed",
            "3",
            "--log",
            str(log),
            "--lang",
            "en",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "plays first" in out and "Turn 1" in out and "Result:" in out
    assert log.exists() and "hexfield-game" in log.read_text(encoding="utf-8")
    last = out.strip().splitlines()[-1]
    assert main(["replay", str(log), "--lang", "en"]) == 0
    replayed = capsys.readouterr().out
    assert replayed.strip().splitlines()[-1] == last
    assert main(["replay", str(log), "--to", "5", "--lang", "fr"]) == 0
    short = capsys.readouterr().out
    assert "Résultat" not in short and len(short.splitlines()) < len(replayed.splitlines())


def test_play_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["play", str(SCENARIOS / "morgarten-1315.yaml"), "--seed", "1", "--lang", "fr"]) == 0
    )
    out = capsys.readouterr().out
    assert "joue en premier" in out and "Résultat" in out


def test_replay_of_an_edited_scenario_stops_where_it_diverges(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = tmp_path / "moulin.yaml"
    shutil.copy(SCENARIOS / "moulin-de-la-sambre.yaml", scenario)
    log = tmp_path / "game.yaml"
    assert main(["play", str(scenario), "--seed", "8", "--log", str(log), "--quiet"]) == 0
    capsys.readouterr()
    text = scenario.read_text(encoding="utf-8")
    # Levies throw fewer dice: the start is the same, an attack gives other events.
    scenario.write_text(text.replace("quality: ligne", "quality: levée"), encoding="utf-8")
    assert main(["replay", str(log), "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert "the scenario has changed" in err and "then action" in err


def test_bad_requests_exit_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(SCENARIOS / "moulin-de-la-sambre.yaml")
    assert main(["play", path, "--side", "prussiens=random"]) == 2
    assert "no side 'prussiens'" in capsys.readouterr().err
    assert main(["play", path, "--side", "coalises=clever"]) == 2
    assert "unknown computer player 'clever'" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "none.yaml")]) == 2
    assert "hexfield replay" in capsys.readouterr().err


def test_a_log_that_cannot_be_written_is_named_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "no-such-folder" / "game.yaml"
    scenario = str(SCENARIOS / "moulin-de-la-sambre.yaml")
    assert main(["play", scenario, "--seed", "3", "--log", str(log), "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("hexfield play: cannot save ") and err.count(str(log)) == 1, err


@pytest.mark.parametrize(
    ("options", "named"),
    [
        (["--seed", "5"], "--seed"),
        (["--seed", "0"], "--seed"),
        (["--side", "a=random"], "--side"),
        (["--log", "game.yaml"], "--log"),
        (["--rule", "fire", "--night"], "--night, --rule"),
        (["--no-rule", "--quiet"], "--no-rule, --quiet"),
        (["--lang", "fr"], "--lang"),  # the window's language is its Preferences'
    ],
)
def test_play_in_the_window_says_which_options_it_cannot_take(
    options: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--window`` opens the dialog where the sides, the seed and the rules are
    chosen: the options of a headless game were silently dropped (a `--seed 5` the
    dialog did not show); they are refused, named, before any window opens."""
    scenario = str(SCENARIOS / "moulin-de-la-sambre.yaml")
    assert main(["play", scenario, "--window", *options]) == 2
    err = capsys.readouterr().err
    assert f"cannot be used with --window: {named}" in err
    assert "the dialog that starts a game" in err


def test_play_narrates_for_one_side_without_the_enemy_units_it_cannot_see(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--viewer francais`` on Azincourt (papers: the English slips are face down until
    both armies are placed): the English placements read as markers, not units, through
    the events the window shows (``fog_events.shown_events``)."""
    from editor.io.scenario_file import read_scenario

    sc = read_scenario(SCENARIOS / "azincourt-1415.yaml").scenario
    assert sc is not None
    english = [u.name for u in sc.units if u.side == "anglais"]
    args = ["play", str(SCENARIOS / "azincourt-1415.yaml"), "--seed", "0", "--lang", "en"]
    assert main([*args, "--viewer", "francais"]) == 0
    told = capsys.readouterr().out
    deployment = told.split("Turn 1")[0]
    assert "a marker (#" in deployment
    assert not any(f'"{name}" deploys' in deployment for name in english)
    assert main(args) == 0  # the narrator who sees everything names them
    assert any(f'"{name}" deploys' in capsys.readouterr().out for name in english)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ": a game needs two sides and the scenario has 1: add them"),
        ("fr", " : une partie demande deux camps et le scénario en a 1 : ajoutez-les"),
    ],
)
def test_a_scenario_that_cannot_be_played_is_named_with_the_languages_colon(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: str
) -> None:
    from editor.core.scenario import Side, new_scenario
    from editor.io.scenario_file import write_scenario

    scenario = new_scenario("panache", 12, 12, title="Alone")
    scenario.sides = [Side("a", "A", "#b01c2e", "S")]
    path = tmp_path / "alone.yaml"
    write_scenario(scenario, path)
    assert main(["play", str(path), "--lang", lang]) != 0
    assert f"hexfield play: {path}{said}" in capsys.readouterr().err
