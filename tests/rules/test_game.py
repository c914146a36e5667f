"""Turn sequence, command and orders, the action log and its replay, the computer player."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import CENTRE, blank, corridor, play_rules, ruleset, state, unit

from editor.core.hexes import neighbor
from editor.io.scenario_file import read_scenario
from editor.rules import command
from editor.rules.ai import play_game
from editor.rules.game import (
    IllegalAction,
    apply,
    log_yaml,
    new_started_game,
    read_log,
    replay,
    start,
)

SCENARIOS = sorted(Path(__file__).parents[2].joinpath("scenarios").glob("*.yaml"))


def _duel():
    p = corridor()
    sc = blank()
    unit(sc, "a1", "a", p[0], leader="Chef A")
    unit(sc, "b1", "b", p[3], leader="Chef B")
    return sc, p


def test_phases_in_order_and_players_alternate() -> None:
    sc, _p = _duel()
    s = start(state(sc, 1))
    first = s.active_side
    assert s.phase == "command" and s.turn == 1
    for phase in ("movement", "combat"):
        apply(s, {"type": "end_phase"})
        assert s.phase == phase
    apply(s, {"type": "end_phase"})
    assert s.active_side != first and s.phase == "command" and s.turn == 1
    for _ in range(3):
        apply(s, {"type": "end_phase"})
    assert s.active_side == first and s.turn == 2


def test_only_activated_units_move_and_only_in_movement_phase() -> None:
    sc, _p = _duel()
    s = start(state(sc, 1))
    me = "a1" if s.active_side == "a" else "b1"
    here = s.units[me].position
    to = s.scenario.grid.label(neighbor(here, 1))
    with pytest.raises(IllegalAction):
        apply(s, {"type": "move", "unit": me, "to": to})
    apply(s, {"type": "activate", "units": [me]})
    apply(s, {"type": "end_phase"})
    assert apply(s, {"type": "move", "unit": me, "to": to}) == 1
    with pytest.raises(IllegalAction, match="already moved"):
        apply(s, {"type": "move", "unit": me, "to": s.scenario.grid.label(here)})


def test_command_ranges_and_activations() -> None:
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(0, 5), leader="Général")
    unit(sc, "sub", "a", grid.to_hex(10, 5), leader="Sous-général")
    for i, col in enumerate((1, 2, 5, 6, 13, 17)):
        unit(sc, f"u{i}", "a", grid.to_hex(col, 5))
    unit(sc, "foe", "b", grid.to_hex(19, 0))
    s = state(sc)
    ranks = {u.id: u.rank for u in s.units.values() if u.leader}
    assert ranks == {"chief": "general_en_chef", "sub": "sous_general"}
    assert command.command_range(s, s.units["chief"]) == 5
    assert command.command_range(s, s.units["sub"]) == 3
    assert command.is_commanded(s, s.units["u2"])  # 5 hexes from the chief
    assert not command.is_commanded(s, s.units["u5"])  # 7 from the sub-general
    assert command.activations_per_leader(s, "a") == 3  # 8 units: 0-9
    assert command.can_activate(s, "a", ["chief", "u0", "u1"]) == ""
    assert "at most 3" in command.can_activate(s, "a", ["chief", "u0", "u1", "u2"])
    assert command.can_activate(s, "a", ["chief", "u0", "u1", "sub", "u4"]) == ""
    assert "out of command range" in command.can_activate(s, "a", ["u5"])
    s.night = True  # Annexe 3: 3 hexes for the chief, 2 for a sub-general
    assert command.command_range(s, s.units["chief"]) == 3
    assert not command.is_commanded(s, s.units["u2"])


@pytest.mark.parametrize(("size", "acts"), [(9, 3), (10, 4), (15, 4), (16, 8)])
def test_activation_table(size: int, acts: int) -> None:
    assert play_rules().command.activations_for(size) == acts


def test_manoeuvre_order_activates_an_uncommanded_unit_once_per_turn() -> None:
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(0, 5), leader="Général")
    unit(sc, "far", "a", grid.to_hex(15, 5))
    unit(sc, "far2", "a", grid.to_hex(16, 5))
    unit(sc, "foe", "b", grid.to_hex(19, 0))
    s = start(state(sc))
    s.active = s.sides.index("a")
    tokens = s.tokens["a"]
    with pytest.raises(IllegalAction):
        apply(s, {"type": "activate", "units": ["far"]})
    apply(s, {"type": "order", "kind": "manoeuvre", "unit": "far"})
    assert s.units["far"].activated and s.tokens["a"] == tokens - 1
    with pytest.raises(IllegalAction, match="one manoeuvre"):
        apply(s, {"type": "order", "kind": "manoeuvre", "unit": "far2"})


def test_attack_and_defence_orders_cost_tokens() -> None:
    p = corridor()
    sc = blank()
    unit(sc, "a1", "a", p[1])
    unit(sc, "b1", "b", p[2])
    s = start(state(sc, 2))
    s.active = s.sides.index("a")
    apply(s, {"type": "activate", "units": ["a1"]})
    apply(s, {"type": "end_phase"})
    apply(s, {"type": "end_phase"})
    ta, tb = s.tokens["a"], s.tokens["b"]
    rep = apply(
        s,
        {
            "type": "attack",
            "unit": "a1",
            "target": "b1",
            "attack_order": True,
            "defence_order": True,
        },
    )
    letters_a = sum(r["faces"].count("order_letter") for r in rep.rolls if r["by"] == "a1")
    letters_b = sum(r["faces"].count("order_letter") for r in rep.rolls if r["by"] == "b1")
    assert s.tokens["a"] == ta - 1 + letters_a
    assert s.tokens["b"] == tb - 1 + letters_b


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["random", "greedy"]))
def test_replay_from_log_is_identical(seed: int, mode: str) -> None:
    r = read_scenario(SCENARIOS[seed % len(SCENARIOS)])
    s = new_started_game(r.scenario, r.ruleset, play_rules(r.ruleset.id), seed)
    play_game(s, seed, (mode, mode))  # type: ignore[arg-type]
    assert s.over
    text = log_yaml(s)
    again = replay(r.scenario, r.ruleset, read_log(text), play_rules(r.ruleset.id))
    assert again.snapshot() == s.snapshot()
    assert log_yaml(again) == text


def test_greedy_game_reaches_a_verdict() -> None:
    r = read_scenario(SCENARIOS[0])
    s = new_started_game(r.scenario, r.ruleset, play_rules(r.ruleset.id), 4)
    play_game(s, 4, ("greedy", "greedy"))
    assert s.over and s.turn <= s.max_turns + 1
    assert s.winner is None or s.margin in ("marginal", "medium", "decisive")


def test_new_game_refuses_two_units_on_one_hex() -> None:
    sc = blank()
    unit(sc, "a1", "a", CENTRE)
    unit(sc, "b1", "b", CENTRE)
    with pytest.raises(ValueError, match="two units on one hex"):
        state(sc)
    assert ruleset("panache").id == "panache"


def test_the_scenario_turn_limit_is_the_games() -> None:
    from editor.io.scenario_file import read_scenario
    from editor.paths import SCENARIOS
    from editor.rules.state import new_game

    result = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert result.scenario is not None and result.ruleset is not None
    result.scenario.setup.turns = 7
    assert new_game(result.scenario, result.ruleset).max_turns == 7


def test_explicit_rank_and_weight_of_a_unit_are_used() -> None:
    from editor.io.scenario_file import read_scenario
    from editor.paths import SCENARIOS
    from editor.rules.state import new_game

    result = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert result.scenario is not None and result.ruleset is not None
    unit = next(u for u in result.scenario.units if u.position is not None)
    unit.leader, unit.rank = "Ney", "officier"
    game = new_game(result.scenario, result.ruleset)
    assert game.units[unit.id].rank == "officier"
