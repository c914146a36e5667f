"""``hexfield query``: each question, text and JSON, and the exit-2 errors."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from rules_helpers import blank, corridor, obstacle, put, unit

from editor.commands import query
from editor.io.scenario_file import write_scenario


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    p = corridor()
    sc = blank("panache")
    put(sc, p[2], "foret")
    put(sc, p[4], "colline", "rocaille")
    obstacle(sc, p[0], p[1], "pieux", facing=p[1])
    unit(sc, "att", "a", p[0], "cavalerie", "ligne")
    unit(sc, "dfd", "b", p[1], "infanterie", "ligne")
    unit(sc, "hill", "b", p[4])
    path = tmp_path / "q.yaml"
    write_scenario(sc, path)
    return path


def _run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="hexfield")
    sub = parser.add_subparsers(dest="command")
    query.register(sub)
    args = parser.parse_args(list(argv))
    return args.handler(args)


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert _run(*argv) == 0
    return json.loads(capsys.readouterr().out)


def _labels(path: Path) -> list[str]:
    sc = blank("panache")
    return [sc.grid.label(h) for h in corridor()]


def test_terrain(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lab = _labels(scenario_file)
    data = _json(capsys, "query", str(scenario_file), "terrain", lab[4], "--format", "json")
    assert data["elements"] == ["colline", "rocaille"] and data["height"] == 1
    assert data["unit"] == "hill"
    rows = {e["element"]: e["rows"] for e in data["effects"]}
    assert {"direction": "uphill", "movement": [], "combat": ["max_dice 2"]} in rows["colline"]
    data = _json(capsys, "query", str(scenario_file), "terrain", lab[1], "--format", "json")
    assert data["edges"][0]["element"] == "pieux" and data["edges"][0]["facing"] == lab[1]


def test_move(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lab = _labels(scenario_file)
    data = _json(capsys, "query", str(scenario_file), "move", "dfd", "--format", "json")
    assert data["allowance"] == 1 and data["from"] == lab[1]
    reach = {r["hex"]: r for r in data["reachable"]}
    assert lab[0] not in reach  # occupied by the enemy
    assert (
        lab[2] in reach and reach[lab[2]]["cost"] == 1 and reach[lab[2]]["path"] == [lab[1], lab[2]]
    )


def test_los(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lab = _labels(scenario_file)
    data = _json(capsys, "query", str(scenario_file), "los", lab[1], lab[3], "--format", "json")
    assert (
        data["visible"] is False
        and data["blocked_at"] == lab[2]
        and data["reason"] == "terrain:foret"
    )
    data = _json(capsys, "query", str(scenario_file), "--format", "json", "los", lab[0], lab[2])
    assert data["visible"] is False and data["reason"] == "unit:dfd"


def test_attack_with_passage_losses(
    scenario_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _json(capsys, "query", str(scenario_file), "attack", "att", "dfd", "--format", "json")
    assert data["allowed"] and data["dice"] == 3
    assert data["no_special"] is True
    assert data["passage_losses"] == [{"obstacle": "pieux", "dice": 2}]
    assert data["defender_ignores_flags"] == 1
    data = _json(capsys, "query", str(scenario_file), "attack", "att", "hill", "--format", "json")
    assert data["allowed"] is False and data["dice"] == 0


def test_support_and_text_output(scenario_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(capsys, "query", str(scenario_file), "support", "dfd", "--format", "json")
    assert data == {"unit": "dfd", "supported": False, "reasons": [], "supporters": []}
    assert _run("query", str(scenario_file), "support", "dfd") == 0
    assert "supported: False" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ("terrain", "9999"),
        ("terrain", "zz"),
        ("move", "nobody"),
        ("los", "0101", "9999"),
        ("attack", "att", "ghost"),
        ("support", "ghost"),
    ],
)
def test_unknown_hex_or_unit_exits_2(
    scenario_file: Path, capsys: pytest.CaptureFixture[str], argv
) -> None:
    assert _run("query", str(scenario_file), *argv) == 2
    err = capsys.readouterr().err
    assert "unknown" in err


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("query", str(tmp_path / "none.yaml"), "terrain", "0101") == 2
    assert "hexfield query" in capsys.readouterr().err


def test_query_loads_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys, editor.commands.query, editor.commands.play, editor.rules.greedy; "
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_attack_text_explains_term_by_term(
    scenario_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run("query", str(scenario_file), "attack", "att", "dfd") == 0
    out = capsys.readouterr().out
    assert "dice: 3" in out and "line troops quality: 3" in out
    assert "Stakes (into, face crossed): no special hit (Annexe 1, Pieux)" in out
    assert "passage_losses:" in out and "obstacle=pieux, dice=2" in out


def test_terrain_and_sight_need_no_sides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A valid map without sides answers terrain and sight questions; a question about
    a unit says it needs the sides."""
    sc = blank("panache")
    sc.sides = []
    p = corridor()
    put(sc, p[2], "foret")
    path = tmp_path / "bare.yaml"
    write_scenario(sc, path)
    lab = _labels(path)
    data = _json(capsys, "query", str(path), "terrain", lab[2], "--format", "json")
    assert data["elements"] == ["foret"] and data["height"] == 0  # no hill: ground height 0
    data = _json(capsys, "query", str(path), "los", lab[1], lab[3], "--format", "json")
    assert data["reason"] == "terrain:foret"
    assert _run("query", str(path), "move", "lost") == 2
    assert "needs the two sides" in capsys.readouterr().err


def test_attack_says_why_the_defender_ignores_flags_in_the_asked_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Pyramides' « Carrés » (a division « (carré) » not moved this turn ignores
    the first flag inflicted by cavalry): the beys' Mamelukes placed beside
    Reynier's square; the reason in French with ``--lang fr``, in English with
    ``--lang en``."""
    from editor.paths import SCENARIOS

    text = (SCENARIOS / "pyramides-1798.yaml").read_text(encoding="utf-8")
    path = tmp_path / "p.yaml"
    path.write_text(text.replace('  at: "1205"', '  at: "1212"'), encoding="utf-8")
    asked = ("query", "attack", "ma_beys", "fr_reynier", "--format", "json")
    fr = _json(capsys, *asked[:1], "--lang", "fr", str(path), *asked[1:])
    en = _json(capsys, *asked[:1], "--lang", "en", str(path), *asked[1:])
    assert fr["defender_ignores_flags"] == en["defender_ignores_flags"] == 1
    assert fr["ignore_reasons"] == [
        "carré qui n'a pas bougé ce tour : ignore le premier drapeau infligé par une cavalerie"
    ]
    assert en["ignore_reasons"] == [
        "square not moved this turn: ignores the first flag inflicted by cavalry"
    ]
