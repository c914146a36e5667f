"""A balance report warns when the side drawn to move first decides the games: its
fairness is then the lot's, not the sides'. On games made up (who moved first, who
won) and on the benchmark's copy of Thapsus as the tuner made it fair by a coin."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from arena import arena
from pypdf import PdfReader

from editor.balance.first_mover import first_mover
from editor.balance.games import GameSummary
from editor.balance.json_report import dumps_report
from editor.balance.output import html_report, pdf_report, summary, verdict_line
from editor.balance.report import build_report
from editor.balance.run import BalanceSettings, RunResult, Series
from editor.cli import main
from editor.core.scenario import Setup
from editor.io.scenario_file import read_scenario, write_scenario
from editor.paths import SCENARIOS
from editor.rules.game import game_context

WARNING = {
    "en": "THE FIRST PLAYER DECIDES: the first player wins",
    "fr": "LE PREMIER JOUEUR DÉCIDE : le premier joueur gagne",
}
DRAW_ONLY = {
    "en": "the balance is only the draw's",
    "fr": "l'équilibre n'est que celui du tirage au sort",
}


def _games(n: int, first_wins: int, objectives: int, draws: int = 0) -> list[GameSummary]:
    """``n`` games, the first player drawn by turns (A, B, A...): the first ``first_wins``
    decided games won by the side that moved first, the others by the other side; the
    last ``draws`` drawn."""
    out = []
    for i in range(n):
        first = i % 2
        winner = -1 if i >= n - draws else first if i < first_wins else 1 - first
        out.append(
            GameSummary(0, "greedy", i, 100 + i, winner, "decisive", "demoralisation", first,
                        5, 60, (1, 2), (0, 0), (0.0,), (), (), ((0, 0),) * objectives, ())
        )  # fmt: skip
    return out


@pytest.fixture(scope="module")
def arena_ctx(tmp_path_factory: pytest.TempPathFactory):
    r = read_scenario(arena(tmp_path_factory.mktemp("arena") / "arena.yaml"))
    return game_context(r.scenario, r.ruleset)


def _report(ctx, first_wins: int, n: int = 20, draws: int = 0) -> dict:
    games = _games(n, first_wins, len(ctx.objectives), draws)
    result = RunResult(
        BalanceSettings(Path("arena.yaml"), games=n, margin=None),
        [Series(0, "greedy", games, "games")],
        False,
        1.0,
        ("arena.yaml",),
    )
    return build_report([ctx], result)


def test_the_first_players_rate_counts_the_decided_games_and_needs_a_drawn_first_player() -> None:
    firsts = [i % 2 for i in range(20)]
    nineteen = first_mover(firsts, [f if i else 1 - f for i, f in enumerate(firsts)])
    assert (nineteen.wins.k, nineteen.wins.n, nineteen.counts) == (19, 20, (10, 10))
    assert nineteen.wins.low > 0.75 and nineteen.decides  # 76.4 %
    eighteen = first_mover(firsts, [f if i > 1 else 1 - f for i, f in enumerate(firsts)])
    assert eighteen.wins.k == 18 and not eighteen.decides  # 69.9 %: not shown
    half = first_mover(firsts, [f if i < 10 else 1 - f for i, f in enumerate(firsts)])
    assert half.wins.k == 10 and not half.decides
    # draws are won by nobody: left out, 19 of 19 decided games
    drawn = first_mover(firsts, [-1 if i == 19 else f for i, f in enumerate(firsts)])
    assert (drawn.wins.k, drawn.wins.n) == (19, 19) and drawn.decides
    # a fixed first player: its rate is its side's, which the verdict tells; no lot to blame
    fixed = first_mover([0] * 20, [0] * 20)
    assert fixed.wins.k == 20 and fixed.counts == (20, 0) and not fixed.decides
    assert not first_mover([], []).decides


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_report_warns_when_the_first_player_wins_19_of_20(arena_ctx, lang: str) -> None:
    report = _report(arena_ctx, 19)
    assert report["series"][0]["first_player"]["decides"] is True
    lines = summary(report, lang)
    warned = [line for kind, line in lines if kind == "warn" and WARNING[lang] in line]
    assert len(warned) == 1
    assert DRAW_ONLY[lang] in warned[0] and "95 %" in warned[0]
    assert ("(19 sur 20 " if lang == "fr" else "(19 of 20 ") in warned[0]
    names = report["scenario"]["side_names"]
    verdict = lines.index(verdict_line(report["series"][0], names, lang))
    assert lines[verdict + 1] == ("warn", warned[0])  # read with the verdict, right below it
    page = html_report(report, lang, {})
    assert f"<p class='warn'>{WARNING[lang]}" in page.replace("&#x27;", "'")
    data = json.loads(dumps_report(report, lang))
    assert data["series"][0]["first_player"]["decides"] is True


def test_the_pdf_report_warns_too(arena_ctx, tmp_path: Path) -> None:
    path = tmp_path / "r.pdf"
    pdf_report(_report(arena_ctx, 20), "fr", {}, path)
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(path).pages).split())
    assert WARNING["fr"] in text and "100 % des parties" in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_warning_when_the_first_player_wins_10_of_20(arena_ctx, lang: str) -> None:
    report = _report(arena_ctx, 10)
    assert report["series"][0]["first_player"]["decides"] is False
    lines = summary(report, lang)
    assert not any(WARNING[lang] in line or DRAW_ONLY[lang] in line for _, line in lines)
    assert WARNING[lang] not in html_report(report, lang, {}).replace("&#x27;", "'")


def _thapsus_copies(tmp_path: Path) -> tuple[Path, Path]:
    """The benchmark's lopsided copy of Thapsus (``tests/bench/test_bench_tune.py``: no
    ``setup``, the first player drawn by lot, Thapsus worth 3 points) and the variant the
    tuner made of it (*Le camp de César* at 0 points: whoever moves first wins)."""
    s = read_scenario(SCENARIOS / "thapsus-46av.yaml").scenario
    assert s is not None
    s.setup = Setup()
    s.objectives[0].points = 3
    lopsided, tuned = tmp_path / "lopsided.yaml", tmp_path / "tuned.yaml"
    write_scenario(s, lopsided)
    camp = next(o for o in s.objectives if o.name == "Le camp de César")
    camp.points = 0
    write_scenario(s, tuned)
    return lopsided, tuned


def test_balance_warns_on_thapsus_made_fair_by_the_lot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lopsided, tuned = _thapsus_copies(tmp_path)
    args = ["--games", "40", "--players", "greedy", "--jobs", "1", "--lang", "en"]
    assert main(["balance", str(tuned), *args]) == 0
    out = capsys.readouterr().out
    assert f"!! {WARNING['en']} 100 % of the games (40 of 40 not drawn;" in out
    assert main(["balance", str(lopsided), *args]) == 0  # A wins every game, first or not
    out = capsys.readouterr().out
    assert "favours Armée de César" in out and WARNING["en"] not in out


def test_the_windows_balance_report_shows_the_warning_in_red(arena_ctx, qtbot) -> None:
    from editor.ui.balance.report_dialog import BalanceReportDialog

    dialog = BalanceReportDialog(_report(arena_ctx, 19), "fr")
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.text.toPlainText()
    assert WARNING["fr"] in text and DRAW_ONLY["fr"] in text
    page = dialog.text.toHtml()
    start = page.index("LE PREMIER JOUEUR")
    assert "color:#aa3333" in page[page.rindex("<span", 0, start) : start]  # a warning's red
    fair = BalanceReportDialog(_report(arena_ctx, 10), "fr")
    qtbot.addWidget(fair)
    assert WARNING["fr"] not in fair.text.toPlainText()
