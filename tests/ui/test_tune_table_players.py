"""With two player types, *Suggest a fairer version…*'s table says which player ruled a
variant out, in the window's words (« search: sides apart: A - B = … », the search's own
record, was shown as it stands, in English, in the French window too)."""

from __future__ import annotations

from i18n_fixtures import translated

from editor.balance.knobs import default_knobs
from editor.balance.tune_search import Candidate, Target, TuneResult
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.ui.balance.tune_table import CandidateTable


def _statuses(qtbot) -> list[str]:
    scenario = read_scenario(SCENARIOS / "thapsus-46av.yaml").scenario
    turns = next(k for k in default_knobs(scenario) if k.kind == "turns")
    first = next(k for k in default_knobs(scenario) if k.kind == "first")
    best = Candidate(((turns, 14),), [0, 1] * 100)
    apart = Candidate(
        ((turns, 12),), [0] * 150 + [1] * 50, "search: sides apart: A - B = +50.0% [+40.0%, +60.0%]"
    )
    draws = Candidate(((turns, 10),), [2] * 120 + [0, 1] * 40, "search: too many draws: 60.0%")
    twin = Candidate(
        ((turns, 14), (first, "")), [0, 1] * 80, "the same games as turns=14, a smaller change"
    )
    table = CandidateTable(scenario)
    qtbot.addWidget(table)
    result = TuneResult(best, best, True, [best, apart, draws, twin], "reached", 1.0)
    table.show_result(result, Target())
    return [table.item(r, 5).text() for r in range(table.rowCount())]


def test_the_player_that_ruled_a_variant_out_is_named(qtbot) -> None:
    assert _statuses(qtbot) == [
        "chosen: fair",
        "Searching (slow): out: sides too far apart (200 games)",
        "Searching (slow): out: too many draws (200 games)",
        "out: the same games as a smaller change (160 games)",
    ]


def test_in_french(qapp, qtbot) -> None:
    with translated(qapp, "fr"):
        statuses = _statuses(qtbot)
    assert not any("search" in s or "out:" in s for s in statuses), statuses
    assert all(s.startswith("Chercheur") for s in statuses[1:3]), statuses
    assert statuses[3] == "écartée : les mêmes parties qu'un changement plus petit (160 parties)"
