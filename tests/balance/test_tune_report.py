"""The tuning report as HTML and PDF, in both languages: the target, before and after for
each player type, how games ended, every candidate with its intervals and why it left
the race, and a curve per knob played at two values or more."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from test_tune_search import KnownGames, synthetic

from editor.balance.knobs import Setting, parse_vary
from editor.balance.tune_charts import curve_points
from editor.balance.tune_record import json_report
from editor.balance.tune_report import html_tune_report, write_tune_report
from editor.balance.tune_search import Target, tune
from editor.cli import main


def _endings(reason: str):
    def ended(setting: Setting, n: int) -> dict[str, int]:
        return {reason: n - n // 4, "turns": n // 4}

    return ended


@pytest.fixture(scope="module")
def report() -> dict:
    s = synthetic()
    knobs = [parse_vary(s, "points:1=0..12"), parse_vary(s, "first")]
    greedy, search = KnownGames(6.6, slope=0.25), KnownGames(7.4, slope=0.25)
    search.seed = 11
    target = Target(margin=0.1, max_games=640)
    result = tune(s, knobs, greedy, target, name="greedy", others={"search": search})
    ends = {"greedy": _endings("demoralisation"), "search": _endings("objectives")}
    data = json_report(s, result, target, "greedy,search", 1, ends["greedy"], ends)
    return json.loads(json.dumps(data))  # as the file holds it


def test_the_json_report_carries_what_the_curves_need(report: dict) -> None:
    assert report["side_names"] == ["Rouges", "Bleus"]
    assert [k["name"] for k in report["knobs"]] == ["points:1", "first"]
    assert report["knobs"][0] == {"name": "points:1", "now": 0, "numeric": True}
    points = curve_points(report, "points:1")
    assert set(points) == {"greedy", "search"}
    values = [v for v, _ in points["greedy"]]
    assert values == sorted(values) and values[0] == 0  # the scenario as it is, at 0 points
    alone = [c["setting"] for c in report["candidates"] if c["games"] and len(c["setting"]) == 1]
    played = {setting[0][1] for setting in alone if setting[0][0] == "points:1"}
    assert set(values) == played | {0}
    first = curve_points(report, "first")
    assert [v for v, _ in first["greedy"]] == ["", "a", "b"]  # by lot (the scenario's), each side
    # the searching type measured the finalists only (and the scenario as it is)
    assert {v for v, _ in first["search"]} <= {"", "a", "b"}
    assert len(points["search"]) < len(points["greedy"])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_html_report_lists_every_candidate_and_why(report: dict, lang: str) -> None:
    text = html_tune_report(report, lang)
    words = {
        "en": ("Candidates tried", "How games ended", "dropped by the halving", "turn limit 25%"),
        "fr": ("Candidats essayés", "Comment les parties finissent", "écarté par la sélection",
               "limite de tours 25 %"),
    }[lang]  # fmt: skip
    for w in words:
        assert w in text, w
    rows = re.findall(r"<tr(?: class='chosen')?><td>", text)
    # one row per candidate and type that measured it
    assert len(rows) == sum(len(c["by_players"]) for c in report["candidates"])
    assert len(re.findall(r"<tr class='chosen'>", text)) == 2
    for c in report["candidates"]:
        if c["change"] != "(as it is)":
            assert f"<td>{c['change']} (greedy)</td>" in text
        if c["why"]["player"]:
            assert f"({c['why']['player']})</td></tr>" in text
    assert text.count("<img ") == 2  # a curve per knob
    assert ("démoralisation 75 %" if lang == "fr" else "demoralisation 75%") in text
    assert ("objectifs 75 %" if lang == "fr" else "objectives 75%") in text  # the search type's


def test_the_pdf_report_has_the_text_then_the_curves(report: dict, tmp_path: Path) -> None:
    path = tmp_path / "r.pdf"
    write_tune_report(report, path, "fr")
    pages = [p.extract_text() for p in PdfReader(path).pages]
    text = " ".join(" ".join(pages).split())
    assert "Une variante plus équitable : Synthétique" in text
    assert "Candidats essayés" in text and "Courbes des réglages" in text
    assert sum("Taux de victoire selon" in p for p in pages) == 2
    with pytest.raises(ValueError, match="html"):
        write_tune_report(report, tmp_path / "r.txt", "fr")


def test_the_command_writes_an_html_report(arena_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    args = ["tune", str(arena_file), "--vary", "turns=5..7", "--max-games", "40", "--jobs", "1"]
    rc = main([*args, "-o", str(tmp_path / "v.yaml"), "--report", str(out), "--lang", "fr"])
    assert rc in (0, 1)
    text = out.read_text(encoding="utf-8")
    assert "<html lang='fr'>" in text and "Une variante plus équitable : Arène" in text
    assert "turns=5" in text and "turns=7" in text and "<img " in text
    bad = main([*args, "-o", str(tmp_path / "w.yaml"), "--report", str(tmp_path / "r.txt")])
    assert bad == 2 and not (tmp_path / "w.yaml").exists()


def test_a_numeric_knobs_curve_has_whole_values_on_its_axis(report: dict) -> None:
    from editor.balance.tune_charts import knob_curve

    def played(setting: list, p: float) -> dict:
        rate = {"k": 0, "n": 40, "p": p, "low": p - 0.1, "high": p + 0.1}
        return {"setting": setting, "games": 40, "a": rate, "b": rate, "draws": rate}

    narrow = {  # a zone's depth tried at 11 and 12 rows, the scenario's 13
        "side_names": ["Rouges", "Bleus"],
        "target": {"margin": 0.05},
        "knobs": [{"name": "depth:b", "now": 13, "numeric": True}],
        "candidates": [
            played([], 0.8),
            played([["depth:b", 11]], 0.6),
            played([["depth:b", 12]], 0.7),
        ],
    }
    fig = knob_curve(narrow, narrow["knobs"][0], "en")
    assert fig is not None
    fig.canvas.draw()
    ticks = fig.axes[0].get_xticks()
    assert len(ticks) >= 2 and all(float(t).is_integer() for t in ticks)
    categories = knob_curve(report, report["knobs"][1], "fr")
    assert categories is not None
    labels = [t.get_text() for t in categories.axes[0].get_xticklabels()]
    assert labels == ["au sort", "a", "b"]
