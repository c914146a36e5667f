"""``hexfield balance`` and ``hexfield ladder`` from the command line."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from arena import arena

from editor.cli import main

# The reports' heat maps are drawn with Qt: the session's QApplication comes first
# (a QGuiApplication made by the command would stand in the way of widget tests).
pytestmark = pytest.mark.usefixtures("qapp")


def test_balance_writes_the_report_its_maps_and_every_game(
    arena_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rapport" / "arene.json"
    rc = main(
        ["balance", str(arena_file), "--games", "6", "--jobs", "1", "-o", str(out), "--lang", "fr"]
    )
    assert rc == 0
    text = capsys.readouterr().out
    assert "Équilibre de Arène" in text and "taux de victoire" in text
    report = json.loads(out.read_text(encoding="utf-8"))
    s = report["series"][0]
    assert s["games"] == 6 and len(s["seeds"]) == 6
    assert {
        "wins",
        "draws",
        "timeouts",
        "reasons",
        "margins",
        "length",
        "first_player",
        "decisiveness",
        "survival",
        "heat",
        "outliers",
    } <= set(s)
    with zipfile.ZipFile(tmp_path / "rapport" / "arene-games.zip") as z:
        names = sorted(z.namelist())
        assert names == sorted(g["log"] for g in s["list"])
        assert z.read(names[0]).decode("utf-8").startswith("# Hexfield game log")
    for name in ("deaths_a", "deaths_b", "combats"):
        assert (tmp_path / "rapport" / f"arene-heat-greedy-{name}.png").stat().st_size > 1000
    assert (tmp_path / "rapport" / "arene-heat-greedy.csv").exists()


def test_a_kept_game_replays(arena_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    assert main(["balance", str(arena_file), "--games", "2", "--jobs", "1", "-o", str(out)]) == 0
    with zipfile.ZipFile(tmp_path / "r-games.zip") as z:
        name = z.namelist()[0]
        z.extract(name, tmp_path)
    # the log names the scenario by its file name, beside the report's folder
    (tmp_path / arena_file.name).write_bytes(arena_file.read_bytes())
    assert main(["replay", str(tmp_path / name)]) == 0


def test_html_and_pdf_reports_in_english(arena_file: Path, tmp_path: Path) -> None:
    for ext in ("html", "pdf"):
        out = tmp_path / f"r.{ext}"
        assert (
            main(
                [
                    "balance",
                    str(arena_file),
                    "--games",
                    "4",
                    "--jobs",
                    "1",
                    "-o",
                    str(out),
                    "--lang",
                    "en",
                    "--no-logs",
                ]
            )
            == 0
        )
        assert out.stat().st_size > 5000
    html = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "Balance of Arène" in html and "data:image/png;base64," in html
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")
    assert not (tmp_path / "r-games.zip").exists()


def test_compare_says_whether_the_variant_moved_the_balance(
    arena_file: Path, tmp_path: Path
) -> None:
    variant = arena(
        tmp_path / "variant.yaml",
        a_quality="levée",
        b_quality="élite",
        a_plaquettes=1,
        b_plaquettes=4,
    )
    out = tmp_path / "c.json"
    assert (
        main(
            [
                "balance",
                str(arena_file),
                "--compare",
                str(variant),
                "--games",
                "40",
                "--jobs",
                "1",
                "-o",
                str(out),
                "--no-logs",
            ]
        )
        == 0
    )
    report = json.loads(out.read_text(encoding="utf-8"))
    (c,) = report["compare"]
    assert c["pairs"] == 40 and 0.0 <= c["p_value"] <= 1.0
    assert c["change"] < 0 and c["moved"] == (c["p_value"] < 0.05)
    assert c["only_base"] > c["only_variant"]


def test_two_player_types_are_compared(arena_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "p.json"
    assert (
        main(
            [
                "balance",
                str(arena_file),
                "--players",
                "greedy,random",
                "--games",
                "10",
                "--jobs",
                "1",
                "-o",
                str(out),
                "--no-logs",
            ]
        )
        == 0
    )
    report = json.loads(out.read_text(encoding="utf-8"))
    (dep,) = report["depends_on_player"]
    assert dep["players"] == ["greedy", "random"] and isinstance(dep["differs"], bool)


def test_ladder_prints_win_rates_with_intervals_and_elo(
    arena_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "ladder",
                str(arena_file),
                "--pairs",
                "greedy:random",
                "--games",
                "4",
                "--jobs",
                "1",
                "--lang",
                "en",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "greedy vs random:" in out and "win rate" in out and "Elo difference" in out


def test_bad_requests_are_refused_with_a_message(
    arena_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["balance", str(tmp_path / "none.yaml")]) == 2
    assert main(["balance", str(arena_file), "-o", str(tmp_path / "r.txt")]) == 2
    assert main(["balance", str(arena_file), "--players", "genius"]) == 2
    assert main(["balance", str(arena_file), "--margin", "2"]) == 2
    err = capsys.readouterr().err
    assert "unknown computer player 'genius'" in err and ".json, .html or .pdf" in err
