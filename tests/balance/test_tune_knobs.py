"""Knobs as data: what ``--vary`` names, what a setting changes (and nothing else), the
variant checked before it is played, and ``balance`` in the file."""

from __future__ import annotations

from pathlib import Path

import pytest
from arena import arena

from editor.balance.knobs import (
    Knob,
    KnobError,
    apply_setting,
    default_knobs,
    parse_vary,
    variant_text,
)
from editor.core.scenario import Objective, Scenario
from editor.io.scenario_encode import dumps_scenario, encode
from editor.io.scenario_file import parse_scenario, read_scenario


def _scenario(tmp_path: Path) -> Scenario:
    s = read_scenario(arena(tmp_path / "arena.yaml")).scenario
    assert s is not None
    g = s.grid
    s.objectives = [Objective(g.to_hex(5, 7), "Gué", 2), Objective(g.to_hex(5, 6), "Moulin", 1)]
    return s


def test_the_default_knobs_are_the_points_the_turn_limit_and_the_first_player(
    tmp_path: Path,
) -> None:
    s = _scenario(tmp_path)
    assert [k.name for k in default_knobs(s)] == ["points:1", "points:2", "turns", "first"]
    assert default_knobs(s)[3].values() == ["", "a", "b"]
    s.setup.turns = None  # open-ended: no turn limit to vary
    assert [k.name for k in default_knobs(s)] == ["points:1", "points:2", "first"]


def test_vary_names_a_knob_by_number_or_name_with_its_range(tmp_path: Path) -> None:
    s = _scenario(tmp_path)
    assert parse_vary(s, "points:Moulin=0..5") == Knob("points", 1, 0, 5)
    assert parse_vary(s, "points:1").index == 0
    assert parse_vary(s, "turns=4..9").values() == [4, 5, 6, 7, 8, 9]
    for bad in ("points:3", "points:Pont", "turns=9..4", "turns=a..b", "morale", "first=1..2"):
        with pytest.raises(KnobError):
            parse_vary(s, bad)


def test_a_setting_changes_its_knobs_only_on_a_copy(tmp_path: Path) -> None:
    s = _scenario(tmp_path)
    before = encode(s)
    pts, turns, first = parse_vary(s, "points:2"), parse_vary(s, "turns"), parse_vary(s, "first")
    v = apply_setting(s, ((pts, 4), (turns, 9), (first, "b")))
    assert encode(s) == before  # the original is untouched
    after = encode(v)
    assert after["objectives"][1]["points"] == 4
    assert after["setup"]["turns"] == 9 and after["setup"]["first_player"] == "b"
    for key in ("terrain", "sides", "units", "map"):  # the terrain and the armies stay
        assert after[key] == before[key]
    after["objectives"][1]["points"] = 1
    after["setup"] = before["setup"]
    assert after == before


def test_an_invalid_variant_is_refused_before_it_is_played(tmp_path: Path) -> None:
    s = _scenario(tmp_path)
    with pytest.raises(KnobError, match="first-player"):
        variant_text(apply_setting(s, ((Knob("first", choices=("zz",)), "zz"),)), "v.yaml")
    with pytest.raises(KnobError, match="too-large"):
        variant_text(apply_setting(s, ((Knob("turns", -1, 1, 5000), 5000),)), "v.yaml")
    text = variant_text(apply_setting(s, ((parse_vary(s, "turns"), 8),)), "v.yaml")
    result = parse_scenario(text, "v.yaml")
    assert result.ok and result.scenario is not None and result.scenario.setup.turns == 8


def test_the_balance_record_is_read_and_written_back(tmp_path: Path) -> None:
    s = _scenario(tmp_path)
    rate = {"k": 3, "n": 10, "p": 0.3, "low": 0.1078, "high": 0.6032}
    rates = {"a": rate, "b": rate, "draws": rate, "difference": {"n": 10, "p": 0.0}}
    s.balance = {
        "vary": ["points:Gué=0..4", "turns"],
        "tuned": {
            "changed": [{"knob": "points:1", "name": "Gué", "from": 2, "to": 1}],
            "before": rates,
            "after": rates,
            "games": 10,
            "seed": 7,
            "players": "greedy",
            "margin": 0.05,
            "max_draws": 0.2,
            "reached": False,
            "version": "0.1.0",
        },
    }
    text = dumps_scenario(s)
    result = parse_scenario(text.encode("utf-8"), "v.yaml")
    assert result.ok, [d.format_text() for d in result.diagnostics]
    assert result.scenario is not None and result.scenario.balance == s.balance
    assert dumps_scenario(result.scenario) == text
    wrong = text.replace("    games: 10", "    games: many")
    assert not parse_scenario(wrong.encode("utf-8"), "v.yaml").ok
