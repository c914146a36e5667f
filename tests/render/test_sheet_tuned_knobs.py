"""The set-up sheet names every knob ``hexfield tune`` may have changed, in both languages."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from pdf_text import page_text
from pypdf import PdfReader

from editor.io.scenario_file import read_scenario
from editor.render.sheet import SheetOptions, save_sheet_pdf

pytestmark = [pytest.mark.usefixtures("qapp"), pytest.mark.slow]
MOULIN = Path(__file__).resolve().parents[2] / "scenarios" / "moulin-de-la-sambre.yaml"


def _words(path: Path) -> str:
    return " ".join(" ".join(page_text(p) for p in PdfReader(path).pages).split())


def test_the_sheet_says_what_each_knob_changed(tmp_path: Path) -> None:
    moulin = read_scenario(MOULIN)
    assert moulin.scenario is not None
    sc = copy.deepcopy(moulin.scenario)
    a, b = sc.sides[0], sc.sides[1]
    unit, objective = sc.units[0], sc.objectives[0]
    rate = {"k": 20, "n": 40, "p": 0.5, "low": 0.35, "high": 0.65}
    rates = {"a": rate, "b": rate, "draws": {**rate, "k": 0, "p": 0.0}}
    sc.balance = {
        "tuned": {
            "changed": [
                {"knob": "owner:1", "name": objective.name, "from": "", "to": b.id},
                {"knob": f"tokens:{a.id}", "name": a.name, "from": 3, "to": 5},
                {"knob": "victory.demoralisation", "from": "units", "to": "none"},
                {"knob": "victory.objectives", "from": "yes", "to": "no"},
                {"knob": f"entry:{unit.id}", "name": unit.name, "from": 3, "to": 6},
                {"knob": f"depth:{b.id}", "name": b.name, "from": 2, "to": 3},
            ],
            "before": rates,
            "after": rates,
            "games": 40,
            "seed": 1,
            "players": "greedy",
            "version": "9.9",
        }
    }
    path = tmp_path / "t.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset)
    fr = _words(path)
    assert f"Tenu au départ, « {objective.name} » : personne → {b.name}" in fr
    assert f"Jetons d'ordre, {a.name} : 3 → 5" in fr
    assert "Démoralisation : un tiers des unités perdues → pas de démoralisation" in fr
    assert "Les objectifs comptent : oui → non" in fr
    assert f"Tour d'entrée de « {unit.name} » : 3 → 6" in fr
    assert f"Zone de déploiement de {b.name}, rangées : 2 → 3" in fr
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    en = _words(path)
    assert f"Held at the start, “{objective.name}”: nobody → {b.name}" in en
    assert f"Order tokens, {a.name}: 3 → 5" in en
    assert "Demoralisation: a third of the units lost → no demoralisation" in en
    assert "Objectives count: yes → no" in en
    assert f"Turn of entry of “{unit.name}”: 3 → 6" in en
    assert f"Deployment zone of {b.name}, rows: 2 → 3" in en


def test_the_sheet_gives_each_player_types_rates(tmp_path: Path) -> None:
    moulin = read_scenario(MOULIN)
    assert moulin.scenario is not None
    sc = copy.deepcopy(moulin.scenario)
    a, b = sc.sides[0].name, sc.sides[1].name

    def rates(k: int) -> dict[str, dict[str, float]]:
        def one(x: int) -> dict[str, float]:
            return {"k": x, "n": 100, "p": x / 100, "low": x / 100, "high": x / 100}

        return {"a": one(k), "b": one(100 - k), "draws": one(0)}

    sc.balance = {
        "tuned": {
            "changed": [{"knob": "turns", "from": 10, "to": 8}],
            "before": rates(80),
            "after": rates(50),
            "by_players": {
                "greedy": {"before": rates(80), "after": rates(50)},
                "search": {"before": rates(70), "after": rates(45)},
            },
            "games": 100,
            "seed": 1,
            "players": "greedy,search",
            "version": "9.9",
        }
    }
    path = tmp_path / "t.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    en = _words(path)
    assert f"Before (greedy): {a} 80.0% [80.0–80.0], {b} 20.0%" in en
    assert f"After (greedy): {a} 50.0%" in en
    assert f"Before (search): {a} 70.0%" in en and f"After (search): {a} 45.0%" in en
    assert "Players greedy,search" in en


def test_the_sheet_says_who_holds_an_objective_and_the_tokens_at_the_start(
    tmp_path: Path,
) -> None:
    moulin = read_scenario(MOULIN)
    assert moulin.scenario is not None
    sc = copy.deepcopy(moulin.scenario)
    a, b = sc.sides
    path = tmp_path / "t.pdf"
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    plain = _words(path)
    assert "Held at the start" not in plain and "Order tokens at the start" not in plain
    sc.objectives[0].owner = b.id
    a.tokens = 5
    save_sheet_pdf(path, sc, moulin.ruleset, SheetOptions(lang="en"))
    en = _words(path)
    first, second = sc.objectives[0], sc.objectives[1]
    assert "Held at the start" in en
    assert f"{first.name} {sc.grid.label(first.position)} {first.points} {b.name}" in en
    assert f"{second.name} {sc.grid.label(second.position)} {second.points} nobody" in en
    assert f"Order tokens at the start: {a.name} 5" in en
    save_sheet_pdf(path, sc, moulin.ruleset)
    fr = _words(path)
    assert "Tenu au départ" in fr and f"Jetons d'ordre au départ : {a.name} 5" in fr
