"""A balance report's JSON is JSON (RFC 8259): an infinite or undefined figure is
``null`` with a reason, and the readers of a report take it."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from arena import arena
from pytestqt.qtbot import QtBot

from editor.balance.json_report import dumps_report
from editor.balance.output import elo_text, summary
from editor.balance.stats import elo, wilson
from editor.cli import main


def _strict(text: str) -> Any:
    """JSON as other programs read it: ``Infinity`` and ``NaN`` are refused."""

    def refuse(constant: str) -> None:
        raise ValueError(f"not JSON: {constant}")

    return json.loads(text, parse_constant=refuse)


def test_a_side_that_wins_every_game_gives_null_with_a_reason(tmp_path: Path, qtbot: QtBot) -> None:
    # a veteran of four plaquettes against a levy of one: side A wins every game
    scenario = arena(tmp_path / "lopsided.yaml", b_quality="levée", a_plaquettes=4, b_plaquettes=1)
    out = tmp_path / "rep.json"
    args = ["balance", str(scenario), "--games", "4", "--jobs", "1", "--no-logs"]
    assert main([*args, "-o", str(out), "--lang", "fr"]) == 0
    report = _strict(out.read_text(encoding="utf-8"))
    (s,) = report["series"]
    assert s["wins"][0]["k"] == s["games"] == 4
    assert s["elo_a"] is None
    assert s["elo_a_reason"] == (
        "le camp A a gagné toutes les parties : l'écart Elo est infini (+∞)"
    )
    # the readers: the report's lines, and the window's report, from the file read back
    assert ("p", "Elo difference (side A): +∞") in summary(report, "en")
    from editor.ui.balance.report_dialog import BalanceReportDialog

    dialog = BalanceReportDialog(report, "en")
    qtbot.addWidget(dialog)
    assert ("p", "Elo difference (side A): +∞") in dialog.lines


def test_undefined_and_negative_infinite_figures() -> None:
    report = {"series": [{"wins": [wilson(0, 0).to_dict()], "elo_a": elo(0.0), "score_a": 0.0}]}
    assert math.isnan(report["series"][0]["wins"][0]["p"])  # type: ignore[index]
    back = _strict(dumps_report(report, "en"))
    s = back["series"][0]
    assert s["wins"][0]["p"] is None
    assert s["wins"][0]["p_reason"] == "undefined: no game to compute it from"
    assert s["elo_a"] is None and s["score_a"] == 0.0
    assert s["elo_a_reason"].endswith("(−∞)")
    assert elo_text(s) == "-∞"  # how every reader writes it


@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan])
def test_nothing_json_cannot_hold_is_ever_written(value: float) -> None:
    text = dumps_report({"a": {"b": [1.5, value]}, "c": value}, "fr")
    back = _strict(text)
    assert back["a"]["b"] == [1.5, None] and back["c"] is None and back["c_reason"]
