"""``hexfield tune`` says how the first player fared in the chosen variant's games and
warns when the side drawn to move first decides them: a variant fair by the lot is not
fair by its sides. The search's games are the known function of ``test_tune_search``,
told who moved first; then the benchmark's Thapsus copy, played."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from test_first_mover import DRAW_ONLY, WARNING, _thapsus_copies
from test_tune_search import KnownGames, synthetic

from editor.balance.first_mover import FirstMover, first_mover
from editor.balance.knobs import Setting, parse_vary
from editor.balance.tune_record import json_report
from editor.balance.tune_report import html_tune_report, summary, write_tune_report
from editor.balance.tune_search import Target, tune
from editor.cli import main

FIRST_RATE = {"en": "the side that moves first wins", "fr": "le camp qui joue en premier gagne"}


def lot_firsts(winners: list[int], decides: bool) -> list[int]:
    """Who moved first in each game: side A, B, A... in turns; with ``decides``, the winner
    in every decided game but one in twenty (then the loser)."""
    return [
        (w if i % 20 else 1 - w) if decides and w >= 0 else i % 2 for i, w in enumerate(winners)
    ]


class FirstsKept:
    """A known function's games told who moved first (``lot_firsts``), kept per setting as
    ``PoolPlayer`` keeps them; mixed into a ``KnownGames`` (``decides`` set by its maker)."""

    decides: bool

    def play(self, settings: list[Setting], stop: int) -> list[list[int]]:
        out: list[list[int]] = super().play(settings, stop)  # type: ignore[misc]
        kept = self.__dict__.setdefault("kept", {})
        for setting, winners in zip(settings, out, strict=True):
            kept[setting] = (lot_firsts(winners, self.decides), winners)
        return out

    def first_mover(self, setting: Setting, n: int) -> FirstMover:
        firsts, winners = self.__dict__["kept"][setting]
        return first_mover(firsts[:n], winners[:n])


class LotGames(FirstsKept, KnownGames):
    """The known games, each side moving first in every other game (A, B, A...); with
    ``decides``, the winner is the side that moved first in every decided game but one
    in twenty (the lot decides them), else who moved first has nothing to do with it."""

    def __init__(self, crossing: float, decides: bool) -> None:
        super().__init__(crossing)
        self.decides = decides


def _report(*types: tuple[str, LotGames]) -> dict:
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    target = Target(margin=0.1, max_games=640)
    (name, first), others = types[0], dict(types[1:])
    result = tune(s, [knob], first, target, name=name if others else "", others=others)
    players = ",".join(name for name, _ in types)
    movers = {name: games.first_mover for name, games in types}
    data = json_report(s, result, target, players, 1, lambda _s, _n: {}, None, movers)
    decided = {
        name or players: sum(1 for w in one.winners if w >= 0)
        for name, one in result.best.by_type().items()
    }
    for name, first_player in data["first_player"].items():  # the chosen variant's games
        assert first_player["wins"]["n"] == decided[name]
    return json.loads(json.dumps(data))  # as the file holds it


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tuning_report_warns_when_the_lot_decides_the_chosen_variant(lang: str) -> None:
    report = _report(("greedy", LotGames(7, decides=True)))
    first = report["first_player"]["greedy"]
    assert first["decides"] is True and first["wins"]["p"] > 0.9
    lines = summary(report, lang)
    warned = [line for kind, line in lines if kind == "warn" and WARNING[lang] in line]
    assert len(warned) == 1 and DRAW_ONLY[lang] in warned[0]
    rate = next(i for i, (_, line) in enumerate(lines) if FIRST_RATE[lang] in line)
    assert lines[rate + 1] == ("warn", warned[0])  # below the chosen variant's figures
    assert WARNING[lang] in html_tune_report(report, lang).replace("&#x27;", "'")


def test_the_tuning_reports_pdf_warns_too(tmp_path: Path) -> None:
    path = tmp_path / "r.pdf"
    write_tune_report(_report(("greedy", LotGames(7, decides=True))), path, "fr")
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(path).pages).split())
    assert WARNING["fr"] in text and FIRST_RATE["fr"] in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_warning_when_who_moved_first_does_not_decide(lang: str) -> None:
    report = _report(("greedy", LotGames(7, decides=False)))
    first = report["first_player"]["greedy"]
    assert first["decides"] is False and 0.35 < first["wins"]["p"] < 0.65
    lines = summary(report, lang)
    assert any(FIRST_RATE[lang] in line for kind, line in lines if kind == "p")
    assert not any(WARNING[lang] in line or DRAW_ONLY[lang] in line for _, line in lines)


@pytest.mark.parametrize(("lang", "colon"), [("en", ": "), ("fr", " : ")])
def test_with_two_player_types_the_warning_names_the_type(lang: str, colon: str) -> None:
    search = LotGames(7, decides=True)
    search.seed = 11
    report = _report(("greedy", LotGames(7, decides=False)), ("search", search))
    assert {k: v["decides"] for k, v in report["first_player"].items()} == {
        "greedy": False,
        "search": True,
    }
    lines = summary(report, lang)
    # the type, then the language's colon: « search : LE PREMIER JOUEUR DÉCIDE… »
    warned = [line for kind, line in lines if kind == "warn" and WARNING[lang] in line]
    assert len(warned) == 1
    assert warned[0].startswith(f"search{colon}{WARNING[lang]}")
    if lang == "en":
        assert any(line.startswith(f"greedy, after: {FIRST_RATE['en']}") for _, line in lines)


@pytest.mark.usefixtures("qapp")  # the balance report's heat maps are drawn with Qt
def test_tune_warns_on_thapsus_made_fair_by_the_lot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The benchmark's copy, its one knob the greedy run changes: *Le camp de César* at 0
    points is the nearest to fair on 40 games, and whoever moves first wins them all. The
    tuner's figure is the balance run's of the variant it writes (the same seeds)."""
    lopsided, _ = _thapsus_copies(tmp_path)
    variant, report = tmp_path / "v.yaml", tmp_path / "r.json"
    files = ["-o", str(variant), "--report", str(report), "--lang", "fr"]
    rc = main(["tune", str(lopsided), "--vary", "points:Le camp de César=0..2", "--max-games",
               "40", "--jobs", "1", *files])  # fmt: skip
    out = capsys.readouterr().out
    assert rc == 1  # 40 games cannot show ±5 points
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["best"] == "points:2=0"
    first = data["first_player"]["greedy"]
    assert first["decides"] is True and first["wins"]["k"] == first["wins"]["n"] == 40
    assert f"!! {WARNING['fr']} 100 % des parties (40 sur 40 non nulles" in out
    assert main(["balance", str(variant), "--games", "40", "--jobs", "1", "-o",
                 str(tmp_path / "b.json")]) == 0  # fmt: skip
    played = json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))
    assert played["series"][0]["first_player"] == first
