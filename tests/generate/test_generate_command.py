"""``hexfield generate`` and ``hexfield conditions``, through an ArgumentParser of our own."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from editor.commands.generate import register
from editor.io.scenario_file import read_scenario


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="hexfield")
    sub = parser.add_subparsers(dest="command")
    register(sub)
    args = parser.parse_args(list(argv))
    return args.handler(args)


def test_generate_writes_a_valid_scenario_and_is_reproducible(tmp_path: Path, capsys) -> None:
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    assert (
        run(
            "generate",
            "--procedure",
            "adlg-v4",
            "--territory",
            "forest",
            "--seed",
            "42",
            "--lang",
            "fr",
            "-o",
            str(a),
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Initiative : joueur A" in out and "équité" in out and "fairness" not in out
    assert "ruleset=" not in out and "symmetric=" not in out  # the parameters in words
    assert "Paramètres : règle : Panache ; grille : côtés plats en haut" in out
    assert run("generate", "--territory", "forest", "--seed", "42", "-o", str(b), "-q") == 0
    assert a.read_bytes() == b.read_bytes()
    loaded = read_scenario(a)
    assert loaded.ok, [d.message for d in loaded.diagnostics]
    assert loaded.scenario.generation[0].procedure == "adlg-v4"
    assert loaded.scenario.generation[0].seed == 42


def test_generate_options(tmp_path: Path, capsys) -> None:
    f = tmp_path / "t.yaml"
    assert (
        run(
            "generate",
            "--territory",
            "mountain",
            "--seed",
            "7",
            "--columns",
            "30",
            "--rows",
            "20",
            "--ruleset",
            "thucydide",
            "--symmetric",
            "--lang",
            "en",
            "-o",
            str(f),
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Symmetric mode (mirror)" in out
    loaded = read_scenario(f)
    assert (
        loaded.ok and loaded.scenario.map.columns == 30 and loaded.scenario.ruleset == "thucydide"
    )


def test_conditions_print_and_store(tmp_path: Path, capsys) -> None:
    assert (
        run("conditions", "--season", "winter", "--zone", "cold", "--seed", "7", "--lang", "fr")
        == 0
    )
    out = capsys.readouterr().out
    assert "Heure de début" in out and "Saison : hiver" in out
    assert "season" not in out and "wind/" not in out and "weather_dice" not in out
    f = tmp_path / "s.yaml"
    assert run("generate", "--territory", "plain", "--seed", "1", "-o", str(f), "-q") == 0
    assert (
        run(
            "conditions",
            "--season",
            "summer",
            "--zone",
            "hot_desert",
            "--seed",
            "3",
            "--variable",
            "--lang",
            "en",
            str(f),
        )
        == 0
    )
    loaded = read_scenario(f)
    assert loaded.ok
    assert loaded.scenario.conditions["season"] == "summer"
    assert [g.procedure for g in loaded.scenario.generation] == ["adlg-v4", "panache-conditions"]


def test_bad_arguments_say_what_is_wrong(tmp_path: Path, capsys) -> None:
    assert run("conditions", "--season", "monsoon", "--seed", "1") == 2
    assert "season must be one of" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        run("generate", "--territory", "jungle", "--seed", "1", "-o", str(tmp_path / "x.yaml"))
    with pytest.raises(SystemExit):
        run("generate", "--territory", "plain", "--seed", "-4", "-o", str(tmp_path / "x.yaml"))
    assert (
        run("conditions", "--season", "winter", "--seed", "1", str(tmp_path / "missing.yaml")) == 2
    )


def test_generate_initiative_strategist_and_counts(tmp_path: Path, capsys) -> None:
    f = tmp_path / "t.yaml"
    argv = ["generate", "--territory", "plain", "--seed", "9", "--initiative", "5", "1"]
    argv += ["--strategist", "attacker", "--defender-elements", "2", "--attacker-elements", "4"]
    argv += ["--attacker", "B", "--lang", "en", "-o", str(f)]
    assert run(*argv) == 0
    out = capsys.readouterr().out
    assert "(+4) =" in out  # the initiative bonus is capped at +4
    assert "player B attacks" in out
    assert "Defender chooses two elements and the compulsory one: " in out
    assert "Attacker chooses four elements: " in out
    assert "Attacker: 1 terrain control" in out and "Defender: 2 terrain controls" in out


def test_a_file_that_cannot_be_written_is_named_once(tmp_path: Path, capsys) -> None:
    nowhere = tmp_path / "no-such-folder" / "map.yaml"
    assert run("generate", "--territory", "forest", "--seed", "3", "-o", str(nowhere)) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("hexfield generate: cannot save ") and err.count(str(nowhere)) == 1
    scenario = tmp_path / "s.yaml"
    assert run("generate", "--territory", "forest", "--seed", "3", "-o", str(scenario)) == 0
    scenario.chmod(0o444)
    capsys.readouterr()
    try:
        # Read-only: refused with the reason, the file named once.
        assert run("conditions", "--season", "winter", "--seed", "1", str(scenario)) == 2
    finally:
        scenario.chmod(0o644)
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("hexfield conditions: ") and err.count(str(scenario)) == 1, err


def test_element_counts_come_from_the_v4_data(monkeypatch: pytest.MonkeyPatch) -> None:
    from editor.generate import adlg_data as module

    house = {**module.adlg_data(), "elements_chosen": {"min": 1, "max": 5}}
    monkeypatch.setattr(module, "adlg_data", lambda data=None: house)
    parser = argparse.ArgumentParser(prog="hexfield")
    register(parser.add_subparsers(dest="command"))
    argv = ["generate", "--territory", "forest", "--seed", "1", "-o", "x.yaml"]
    args = parser.parse_args([*argv, "--defender-elements", "5", "--attacker-elements", "1"])
    assert (args.defender_elements, args.attacker_elements) == (5, 1)
