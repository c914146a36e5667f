"""The docs' balance table cannot go stale (issue 27).

Each bundled scenario has a balance record (``scenarios/balance/NAME.json``,
written by ``hexfield balance --record``) that measured the scenario as it
stands (its SHA-256) with this version of Hexfield, and the table of
``docs/players-and-balance.md`` is the one ``hexfield balance-table`` writes
from the records. Editing a scenario, or the table by hand, fails here.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from editor import paths
from editor.balance.table import (
    BEGIN,
    END,
    Entry,
    misses,
    problems,
    read_records,
    stale,
    table_text,
)
from editor.balance.tune_record import hexfield_version
from editor.cli import main

pytestmark = pytest.mark.slow
"""The players' signatures on every bundled scenario (about 30 s of CPU, the expert's
most) are computed once, by the one worker that runs the file's tests together."""

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"
DOC = ROOT / "docs" / "players-and-balance.md"
RECORDS = read_records(SCENARIOS / "balance")


@pytest.mark.parametrize("entry", RECORDS, ids=lambda e: e.path.stem)
def test_the_record_measured_the_scenario_as_it_stands_with_this_version(entry: Entry) -> None:
    assert stale(entry, SCENARIOS) == []
    assert entry.record["hexfield_version"] == hexfield_version()


NOT_YET_FAIR: set[str] = set()
"""Bundled scenarios whose record misses the target, each said in the docs with why
(none: the Pyramides, the last, met it once the players knew the squares and the
game lasted 16 turns)."""


@pytest.mark.parametrize("entry", RECORDS, ids=lambda e: e.path.stem)
def test_the_bundled_scenario_meets_the_target_by_its_record(entry: Entry) -> None:
    """Issue 27: each side 40 to 60 % of 400 greedy games, at most 20 % drawn, and
    neither side above 65 % of 100 searching games; the known exceptions miss it."""
    missed = misses(entry)
    if entry.path.stem in NOT_YET_FAIR:
        assert missed, "it meets the target now: take it off NOT_YET_FAIR"
    else:
        assert missed == []


def test_every_bundled_scenario_has_a_record() -> None:
    measured = {e.record["scenario"]["file"] for e in RECORDS}
    assert measured == {p.name for p in SCENARIOS.glob("*.yaml")}


def test_the_docs_table_is_the_one_the_records_give() -> None:
    text = DOC.read_text(encoding="utf-8")
    between = text.split(BEGIN, 1)[1].split(END, 1)[0]
    assert between == "\n" + table_text(RECORDS)
    assert problems(SCENARIOS, DOC) == []


def _copy(tmp_path: Path) -> tuple[Path, Path]:
    """The scenarios, their records and the page, copied to be edited."""
    scenarios = tmp_path / "scenarios"
    shutil.copytree(SCENARIOS, scenarios)
    doc = tmp_path / "players-and-balance.md"
    shutil.copy(DOC, doc)
    return scenarios, doc


def test_a_scenario_edited_after_its_measure_makes_its_record_stale(tmp_path: Path) -> None:
    scenarios, doc = _copy(tmp_path)
    entry = RECORDS[0]
    scenario = scenarios / entry.record["scenario"]["file"]
    text = scenario.read_text(encoding="utf-8")
    assert "  points: " in text
    scenario.write_text(text.replace("  points: ", "  points: 1", 1), encoding="utf-8")
    found = problems(scenarios, doc)
    assert found == [
        f"{entry.path.name}: {scenario.name} changed since it was measured (SHA-256 differs)"
    ]
    # and the command refuses to write a table from it
    assert main(["balance-table", "--scenarios", str(scenarios), "--doc", str(doc)]) == 1
    assert main(["balance-table", "--check", "--scenarios", str(scenarios), "--doc", str(doc)]) == 1


def test_a_record_of_another_version_is_stale() -> None:
    entry = RECORDS[0]
    assert stale(entry, SCENARIOS, version="0.0.0-other") == [
        f"{entry.path.name}: measured by Hexfield {hexfield_version()}, this is 0.0.0-other"
    ]


def test_a_table_edited_by_hand_is_caught_and_written_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenarios, doc = _copy(tmp_path)
    text = doc.read_text(encoding="utf-8")
    head, _, rest = text.partition(BEGIN)
    table, _, tail = rest.partition(END)
    row = table.splitlines()[3]  # the first scenario's row
    edited = row.replace(" %", "0 %", 1)
    assert edited != row
    doc.write_text(head + BEGIN + table.replace(row, edited) + END + tail, encoding="utf-8")
    assert problems(scenarios, doc) == [f"{doc}: the balance table is not the one the records give"]
    argv = ["balance-table", "--check", "--scenarios", str(scenarios), "--doc", str(doc)]
    capsys.readouterr()
    assert main([*argv, "--lang", "fr"]) == 1
    said = capsys.readouterr().out
    assert "le tableau d'équilibre n'est pas celui que donnent les mesures" in said
    assert main(["balance-table", "--scenarios", str(scenarios), "--doc", str(doc)]) == 0
    assert doc.read_text(encoding="utf-8") == text
    assert main(["balance-table", "--check", "--scenarios", str(scenarios), "--doc", str(doc)]) == 0


def test_a_scenario_without_a_record_is_named(tmp_path: Path) -> None:
    scenarios, doc = _copy(tmp_path)
    shutil.copy(scenarios / "thapsus-46av.yaml", scenarios / "thapsus-copy.yaml")
    assert problems(scenarios, doc) == [
        f"thapsus-copy.yaml has no balance record in {scenarios / 'balance'}"
    ]


@pytest.mark.usefixtures("qapp")
def test_balance_record_adds_each_players_run_to_one_record(
    arena_file: Path, tmp_path: Path
) -> None:
    record = tmp_path / "balance" / "arena.json"
    for players in ("greedy", "random"):
        argv = ["balance", str(arena_file), "--games", "4", "--jobs", "1", "--seed", "5"]
        assert main([*argv, "--players", players, "--record", str(record)]) == 0
    rec = json.loads(record.read_text(encoding="utf-8"))
    assert [s["player"] for s in rec["series"]] == ["greedy", "random"]
    assert all(s["games"] == 4 and s["seed"] == 5 for s in rec["series"])
    assert all(len(s["signature"]) == 12 for s in rec["series"])  # its player, signed
    for s in rec["series"]:
        assert s["a"]["k"] + s["b"]["k"] + s["draws"]["k"] == 4
        assert sum(s["reasons"].values()) == 4
    assert stale(Entry(record, rec), arena_file.parent) == []
    # the scenario changed: the next run starts the record anew
    text = arena_file.read_text(encoding="utf-8")
    assert "title: Arène" in text
    arena_file.write_text(text.replace("title: Arène", "title: Arène II"), encoding="utf-8")
    assert stale(Entry(record, rec), arena_file.parent) != []
    argv = ["balance", str(arena_file), "--games", "4", "--jobs", "1", "--seed", "5"]
    assert main([*argv, "--players", "random", "--record", str(record)]) == 0
    rec = json.loads(record.read_text(encoding="utf-8"))
    assert [s["player"] for s in rec["series"]] == ["random"]


def test_the_command_defaults_to_the_bundled_scenarios_and_the_docs() -> None:
    from editor.cli import build_parser

    args = build_parser("balance-table").parse_args(["balance-table"])
    assert Path(args.scenarios) == paths.SCENARIOS
    assert Path(args.doc) == paths.DOCS / "players-and-balance.md"


def _series(player: str, games: int, a: int, b: int) -> dict[str, object]:
    def rate(k: int) -> dict[str, float]:
        return {"k": k, "n": games, "p": k / games, "low": 0.0, "high": 1.0}

    return {
        "player": player,
        "games": games,
        "seed": 1,
        "a": rate(a),
        "b": rate(b),
        "draws": rate(games - a - b),
        "reasons": {"demoralisation": games},
    }


@pytest.mark.parametrize(
    ("greedy", "search", "want"),
    [
        ((400, 180, 200), (100, 65, 35), []),
        ((400, 150, 160), (100, 50, 50), ["greedy A 37.5 %", "greedy draws 22.5 %"]),
        ((400, 240, 160), (100, 34, 66), ["search B 66.0 %"]),
        (
            (399, 200, 199),
            (99, 50, 49),
            ["greedy: fewer than 400 games", "search: fewer than 100 games"],
        ),
    ],
)
def test_the_target_is_each_side_40_to_60_draws_20_search_65(
    greedy: tuple[int, int, int], search: tuple[int, int, int], want: list[str]
) -> None:
    record = {"series": [_series("greedy", *greedy), _series("search", *search)]}
    assert misses(Entry(Path("x.json"), record)) == want


def _lopsided(player: str, a: int, b: int, games: int = 100) -> dict[str, object]:
    """A series whose side A won ``a`` and side B ``b`` of ``games``, with the intervals
    typed in (Wilson, 95 %: 70 of 100 is [60.4–78.1], 30 of 100 [21.9–39.6])."""
    s = _series(player, games, a, b)
    bounds = {70: (0.604, 0.781), 30: (0.219, 0.396), 50: (0.403, 0.597)}
    for key, k in (("a", a), ("b", b)):
        low, high = bounds[k]
        s[key] = {**s[key], "low": low, "high": high}  # type: ignore[dict-item]
    return s


def _rows(record: dict[str, object]) -> tuple[list[str], list[str]]:
    """The cells of the record's row in the table against the target, and in the
    expert's table below it."""
    rec = {
        "scenario": {"title": "Arène (test)", "side_names": ["Rouges", "Bleus"], "file": "x"},
        **record,
    }
    lines = table_text([Entry(Path("x.json"), rec)]).splitlines()
    assert lines[3] == "" and lines[4].startswith("| scenario | expert:")
    main, expert = lines[2], lines[6]
    return [c.strip() for c in main.strip("|").split("|")], [
        c.strip() for c in expert.strip("|").split("|")
    ]


def test_the_table_has_an_expert_column_not_held_to_the_target() -> None:
    greedy = _series("greedy", 400, 200, 200)
    search = _series("search", 100, 50, 50)
    expert = _lopsided("expert", 70, 30)
    record = {"series": [greedy, search, expert]}
    assert misses(Entry(Path("x.json"), record)) == []
    main, expert_cells = _rows(record)
    assert main[-1] == "met"
    assert expert_cells == [
        "**Arène**",
        "70.0 % [60.4–78.1]",
        "30.0 % [21.9–39.6]",
        "100, 1",
        "expert A",
    ]
    # no expert series yet: its cells say so
    _main, expert_cells = _rows({"series": [greedy, search]})
    assert expert_cells == ["**Arène**", "–", "–", "–", "none"]


def test_a_verdict_that_depends_on_the_player_is_flagged() -> None:
    """As the balance report asks of a run: two players' side A win rates whose 95 %
    intervals do not overlap."""
    even = {"series": [_lopsided(p, 30, 70) for p in ("greedy", "search", "expert")]}
    assert _rows(even)[1][-1] == "greedy B, search B, expert B"
    opposite = {"series": [_lopsided("greedy", 50, 50), _lopsided("expert", 70, 30)]}
    assert _rows(opposite)[1][-1] == (
        "expert A; **the verdict depends on the player** (greedy ≠ expert)"
    )
    # the same side, but one player's games lean far more: still flagged
    lean = {"series": [_lopsided("greedy", 50, 50), _lopsided("search", 30, 70)]}
    assert _rows(lean)[1][-1] == (
        "search B; **the verdict depends on the player** (greedy ≠ search)"
    )
    # intervals that touch: not beyond them
    touching = {"series": [_lopsided("greedy", 50, 50), _lopsided("expert", 50, 50)]}
    assert "depends" not in _rows(touching)[1][-1]
