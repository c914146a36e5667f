"""Everything a bundled scenario says is played: its first player, deployment with
decoys, reinforcements, objectives and qualities."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from rules_helpers import blank, game, play, put, ruleset, unit

from editor.core.scenario import Entry, Objective
from editor.io.scenario_file import parse_scenario, read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, Deploy, EndPhase, Enter, Move
from editor.rules.engine import IllegalAction, apply, legal_actions, start
from editor.rules.events_game import DecoyRemoved, ObjectiveTaken
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game
from editor.rules.position import occupant

BUNDLED = sorted(SCENARIOS.glob("*.yaml"))


def _ctx(name: str):
    r = read_scenario(SCENARIOS / name)
    assert r.scenario is not None and r.ruleset is not None
    return game_context(r.scenario, r.ruleset), r.scenario


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_each_bundled_scenario_plays_to_a_result(path: Path) -> None:
    ctx, sc = _ctx(path.name)
    game_ = play_game(ctx, [make_player("greedy", 1), make_player("greedy", 2)], 1)
    r = game_.position.result
    assert r is not None and r.reason in ("demoralisation", "turns", "objectives")
    if sc.setup.first_player:
        assert game_.position.first == ctx.sides.index(sc.setup.first_player)


def test_eylau_reinforcements_enter_on_their_turn_where_the_scenario_says() -> None:
    """« Davout entre au tour 5 par le bord sud (colonnes 12 à 18), L'Estocq au tour 8 par
    le bord nord (colonnes 15 à 22) »."""
    ctx, _sc = _ctx("eylau-1807.yaml")
    davout = ctx.piece("fr_davout")
    assert davout.entry_turn == 5
    assert {ctx.label(k) for k in davout.entry_hexes} == {f"{c:02d}14" for c in range(12, 19)}
    assert ctx.piece("ru_lestocq").entry_turn == 8
    # they count in their army's threshold from the start: 8 French units, a third
    assert ctx.thresholds[ctx.side_index("francais")] == Fraction(8, 3)
    seen_turns = []
    positions: list = []
    play_game(
        ctx,
        [make_player("greedy", 3), make_player("greedy", 4)],
        3,
        on_action=lambda pos, a, _e: positions.append((pos, a)),
    )
    for pos, a in positions:
        if isinstance(a, Enter):
            seen_turns.append((a.unit, pos.turn))
            assert ctx.label(pos.at[ctx.piece_index[a.unit]]) in {
                ctx.label(k) for k in ctx.piece(a.unit).entry_hexes
            }
    assert ("fr_davout", 5) in seen_turns
    for unit_id, turn in seen_turns:
        assert turn >= ctx.piece(unit_id).entry_turn


def test_a_reinforcement_cannot_enter_early() -> None:
    sc = blank()
    g = sc.grid
    unit(sc, "a1", "a", g.to_hex(3, 10))
    unit(sc, "b1", "b", g.to_hex(3, 2))
    sc.units.append(replace(sc.units[0], id="late", position=None))
    sc.units[-1].entry = Entry(2, frozenset({g.to_hex(6, 12)}))
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, EndPhase())
    assert not any(isinstance(a, Enter) for a in legal_actions(ctx, pos))
    while not (pos.turn == 2 and pos.phase == "movement" and pos.active == 0):
        pos, _ = play(ctx, pos, EndPhase())
    assert pos.turn == 2 and pos.phase == "movement" and pos.active == 0
    assert Enter("late", "0612") in legal_actions(ctx, pos)
    pos, _ = play(ctx, pos, Enter("late", "0612"))
    assert ctx.label(pos.at[ctx.piece_index["late"]]) == "0612"
    assert not any(isinstance(a, Move) and a.unit == "late" for a in legal_actions(ctx, pos))
    # entering is its move, and it may fight in the combat phase that follows
    assert ctx.piece_index["late"] in pos.activated


def test_a_reinforcement_enters_only_in_its_own_sides_movement_phase() -> None:
    sc = blank()
    g = sc.grid
    unit(sc, "a1", "a", g.to_hex(3, 10))
    unit(sc, "b1", "b", g.to_hex(3, 2))
    sc.units.append(replace(sc.units[0], id="late", position=None))
    sc.units[-1].entry = Entry(1, frozenset({g.to_hex(6, 12)}))
    ctx, pos = game(sc, first="b")
    pos, _ = play(ctx, pos, EndPhase())  # b's movement phase, turn 1
    assert pos.phase == "movement" and pos.active == 1
    assert not any(isinstance(a, Enter) for a in legal_actions(ctx, pos))
    with pytest.raises(IllegalAction, match="cannot enter"):
        apply(ctx, pos, Enter("late", "0612"))


def test_a_reinforcement_never_enters_on_a_hex_it_may_not_stand_on() -> None:
    sc = blank()
    g = sc.grid
    unit(sc, "a1", "a", g.to_hex(3, 10))
    unit(sc, "b1", "b", g.to_hex(3, 2))
    put(sc, g.to_hex(6, 12), "lac")
    sc.units.append(replace(sc.units[0], id="late", position=None))
    sc.units[-1].entry = Entry(1, frozenset({g.to_hex(6, 12), g.to_hex(7, 12)}))
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, EndPhase())
    enters = {a.to for a in legal_actions(ctx, pos) if isinstance(a, Enter)}
    assert enters == {"0712"}  # the lake is refused


@pytest.mark.parametrize("name", ["azincourt-1415.yaml", "eylau-1807.yaml"])
def test_slips_of_paper_with_their_decoys(name: str) -> None:
    """Annexe 1, Petits papiers: the scenario's decoys are placed as blank slips and
    removed when the papers are turned over."""
    ctx, sc = _ctx(name)
    decoys = [p for p in ctx.pieces if p.decoy]
    assert decoys and len(decoys) == len(sc.decoys)
    pos, _ = start(ctx, 2)
    assert pos.phase == "deployment"
    placed = set()
    events: list = []
    while pos.phase == "deployment":
        act = next(a for a in legal_actions(ctx, pos) if isinstance(a, Deploy))
        placed.add(act.unit)
        pos, evs = apply(ctx, pos, act)
        events += evs
    assert {d.id for d in decoys} <= placed
    removed = {e.unit for e in events if isinstance(e, DecoyRemoved)}
    assert removed == {d.id for d in decoys}


def test_objectives_are_held_at_the_end_of_a_turn_and_decide_at_the_limit() -> None:
    sc = blank()
    g = sc.grid
    unit(sc, "a1", "a", g.to_hex(3, 10), quality="légère")
    unit(sc, "b1", "b", g.to_hex(10, 2))
    target = g.to_hex(3, 9)
    sc.objectives.append(Objective(target, "Le moulin", 2))
    sc.setup.turns = 1
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, Activate("a1"), EndPhase(), Move("a1", g.label(target)))
    assert pos.holders == (-1,)
    pos, events = play(ctx, pos, EndPhase(), EndPhase())
    assert any(isinstance(e, ObjectiveTaken) and e.side == "a" for e in events)
    assert pos.holders == (0,)
    for _ in range(3):
        pos, events = play(ctx, pos, EndPhase())
    r = pos.result
    assert r is not None and r.reason == "objectives" and r.winner == 0 and r.points == (2, 0)


def test_objectives_do_not_count_when_the_scenario_says_so() -> None:
    sc = blank()
    g = sc.grid
    unit(sc, "a1", "a", g.to_hex(3, 9))
    unit(sc, "b1", "b", g.to_hex(10, 2))
    sc.objectives.append(Objective(g.to_hex(3, 9), "Le moulin", 2))
    sc.victory.objectives = False
    sc.setup.turns = 1
    ctx, pos = game(sc)
    for _ in range(6):
        if pos.over:
            break
        pos, _ = play(ctx, pos, EndPhase())
    assert pos.result is not None and pos.result.reason == "turns" and pos.result.winner is None


def test_a_quality_the_ruleset_does_not_know_is_refused_with_where() -> None:
    text = (SCENARIOS / "eylau-1807.yaml").read_text(encoding="utf-8")
    bad = text.replace("quality: garde", "quality: grognards", 1)
    result = parse_scenario(bad.encode("utf-8"), "eylau.yaml")
    d = next(d for d in result.diagnostics if d.code == "unit.quality")
    assert d.is_error and d.line is not None and "grognards" in d.message


def test_quality_aliases_play_as_their_quality() -> None:
    """``play.quality_aliases``: « garde » plays as « élite » (an assumption)."""
    ctx, _sc = _ctx("eylau-1807.yaml")
    garde = ctx.piece("fr_garde")
    assert (
        garde.quality == "élite" and garde.dice == ruleset("panache").play.qualities["élite"].dice
    )


def test_a_reserve_counts_and_enters_by_its_home_edge() -> None:
    """A unit the scenario keeps off the map is a reserve (``play.victory``): it counts
    in its side's threshold and may enter from turn 1 on its home edge."""
    sc = blank()
    sc.sides[0].home_edge = "S"
    unit(sc, "a1", "a", sc.grid.to_hex(3, 9))
    unit(sc, "a2", "a", sc.grid.to_hex(4, 9))
    sc.units.append(replace(sc.units[0], id="reserve", position=None))
    unit(sc, "b1", "b", sc.grid.to_hex(10, 2))
    ctx = game_context(sc, ruleset("panache"))
    assert ctx.thresholds[0] == 1
    reserve = ctx.piece("reserve")
    assert reserve.entry_turn == 1
    assert {ctx.label(k)[-2:] for k in reserve.entry_hexes} == {"12"}  # the south row
    pos, _ = start(ctx, 0)
    assert ctx.piece_index["reserve"] not in occupant(pos).values()
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, EndPhase())
    assert Enter("reserve", "0112") in legal_actions(ctx, pos)
