"""The turn sequence, command and orders, through ``legal_actions`` and ``apply``.

Thucydide ch. 1, Séquence de jeu: « Un tour est composé de l'action successive
de chacun des 2 joueurs », each playing command, movement, combat; Le
commandement: « Une unité non commandée ne peut pas être activée, sauf par un
ordre particulier »; Préparation: « Si le scénario ne l'impose pas, on tire au
sort le premier joueur ».
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from rules_helpers import CENTRE, blank, corridor, game, play, play_rules, ruleset, unit

from editor.core.hexes import neighbor
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules import command
from editor.rules.actions import Activate, Attack, EndPhase, Manoeuvre, Move, Resign
from editor.rules.context import GameSetupError
from editor.rules.engine import IllegalAction, apply, legal_actions, start
from editor.rules.events_game import PhaseStarted, Resigned, VictoryDeclared
from editor.rules.game import game_context
from editor.rules.places import GONE
from editor.rules.position import occupant, with_changes


def _duel():
    p = corridor()
    sc = blank()
    unit(sc, "a1", "a", p[0], leader="Chef A")
    unit(sc, "b1", "b", p[3], leader="Chef B")
    return sc, p


def test_phases_in_order_and_players_alternate() -> None:
    sc, _p = _duel()
    ctx, pos = game(sc, first="b")
    assert (pos.phase, pos.turn, pos.active) == ("command", 1, 1)
    seen = []
    for _ in range(6):
        pos, events = play(ctx, pos, EndPhase())
        seen += [(e.turn, e.side, e.phase) for e in events if isinstance(e, PhaseStarted)]
    assert seen == [
        (1, "b", "movement"),
        (1, "b", "combat"),
        (1, "a", "command"),
        (1, "a", "movement"),
        (1, "a", "combat"),
        (2, "b", "command"),
    ]


def test_only_activated_units_move_and_only_in_the_movement_phase() -> None:
    sc, p = _duel()
    ctx, pos = game(sc)
    to = sc.grid.label(neighbor(p[0], 1))
    with pytest.raises(IllegalAction, match="not allowed in the command phase"):
        apply(ctx, pos, Move("a1", to))
    pos, _ = play(ctx, pos, EndPhase())
    with pytest.raises(IllegalAction, match="not activated"):
        apply(ctx, pos, Move("a1", to))
    ctx, pos = game(sc)
    pos, _events = play(ctx, pos, Activate("a1"), EndPhase(), Move("a1", to))
    assert pos.at[0] == ctx.key_of(to)
    with pytest.raises(IllegalAction, match="already moved"):
        apply(ctx, pos, Move("a1", sc.grid.label(p[0])))


def test_command_ranges_and_activations() -> None:
    """Command ranges 5 / 3 hexes (``play.command``); each leader activates 3 units
    in an army of 0-9."""
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(0, 5), leader="Général")
    unit(sc, "sub", "a", grid.to_hex(10, 5), leader="Sous-général")
    for i, col in enumerate((1, 2, 5, 6, 13, 17)):
        unit(sc, f"u{i}", "a", grid.to_hex(col, 5))
    unit(sc, "foe", "b", grid.to_hex(19, 0))
    ctx, pos = game(sc)
    ix = ctx.piece_index
    assert {p.id: p.rank for p in ctx.pieces if p.leader} == {
        "chief": "general_en_chef",
        "sub": "sous_general",
    }
    assert command.command_range(ctx, ix["chief"]) == 5
    assert command.command_range(ctx, ix["sub"]) == 3
    assert command.is_commanded(ctx, pos, ix["u2"])  # 5 hexes from the chief
    assert not command.is_commanded(ctx, pos, ix["u5"])  # 7 from the sub-general
    assert command.activations_per_leader(ctx, 0) == 3  # 8 units: 0-9
    ok = [ix["chief"], ix["u0"], ix["u1"]]
    assert command.can_activate(ctx, pos, 0, ok) == ""
    assert "at most 3" in command.can_activate(ctx, pos, 0, [*ok, ix["u2"]])
    assert command.can_activate(ctx, pos, 0, [*ok, ix["sub"], ix["u4"]]) == ""
    assert "out of command range" in command.can_activate(ctx, pos, 0, [ix["u5"]])
    night = game_context(sc, ruleset("panache"), replace(ctx.options, night=True))
    assert command.command_range(night, ix["chief"]) == 3  # Annexe 3: 3 hexes for the chief
    assert not command.is_commanded(night, pos, ix["u2"])


def test_the_activation_limit_holds_across_one_at_a_time_activations() -> None:
    """A person clicks units one by one: the fourth unit of a leader of a small army
    is refused, whatever the order of the clicks."""
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(3, 5), leader="Général")
    for i in range(5):
        unit(sc, f"u{i}", "a", grid.to_hex(i + 1, 6))
    unit(sc, "foe", "b", grid.to_hex(19, 0))
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, Activate("u0"), Activate("u1"), Activate("u2"))
    assert Activate("u3") not in legal_actions(ctx, pos)
    with pytest.raises(IllegalAction, match="used their activations"):
        apply(ctx, pos, Activate("u3"))
    with pytest.raises(IllegalAction, match="already activated"):
        apply(ctx, pos, Activate("u0"))


def test_only_ones_own_units_on_the_map_can_be_activated() -> None:
    """The command phase activates the side's own units (ch. 1, Phase de
    commandement); the refusal names the unit, in both languages."""
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(3, 5), leader="Général")
    unit(sc, "u0", "a", grid.to_hex(4, 5))
    unit(sc, "u1", "a", grid.to_hex(4, 6))
    unit(sc, "foe", "b", grid.to_hex(5, 5))
    ctx, pos = game(sc)
    ix = ctx.piece_index
    refusal = command.can_activate(ctx, pos, 0, [ix["foe"]])
    assert refusal == '"foe" is not a unit of the side on the map'
    assert refusal.fr == "« foe » n'est pas une unité du camp sur la carte"
    with pytest.raises(IllegalAction, match='"foe" is not a unit of the'):
        apply(ctx, pos, Activate("foe"))
    at = list(pos.at)
    at[ix["u1"]] = GONE
    gone = replace(pos, at=tuple(at))
    assert "u1" in command.can_activate(ctx, gone, 0, [ix["u0"], ix["u1"]])
    assert command.can_activate(ctx, gone, 0, [ix["u0"]]) == ""
    assert Activate("u1") not in legal_actions(ctx, gone)


def test_a_unit_in_two_leaders_ranges_moves_to_the_free_one() -> None:
    """Units are matched to leaders, not given to the first in range: the chief's
    three activations (an army of 6: « 3 unités (armée de 0 à 9 unités) ») go to
    the three units only he commands, and the unit both command goes to the
    sous-général, whatever the order of the clicks. The enemy's larger army (16:
    « 2 activations de 4 ») gives its own leaders more, not this side's."""
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(2, 5), leader="Général")  # range 5
    unit(sc, "sub", "a", grid.to_hex(8, 5), leader="Sous-général")  # range 3
    unit(sc, "both", "a", grid.to_hex(5, 5))  # 3 hexes from each
    for i in range(3):
        unit(sc, f"own{i}", "a", grid.to_hex(0, 4 + i))  # 6 or more from the sub
    for i in range(16):
        unit(sc, f"foe{i}", "b", grid.to_hex(i + 2, 0))
    ctx, pos = game(sc)
    ix = ctx.piece_index
    assert command.activations_per_leader(ctx, 0) == 3
    assert command.activations_per_leader(ctx, 1) == 8
    assert set(command.commanders_of(ctx, pos, ix["both"])) == {ix["chief"], ix["sub"]}
    assert command.commanders_of(ctx, pos, ix["own0"]) == [ix["chief"]]
    pos, _ = play(ctx, pos, Activate("both"), Activate("own0"), Activate("own1"))
    pos, _ = play(ctx, pos, Activate("own2"))  # "both" passes to the sous-général
    assert {ix[u] for u in ("both", "own0", "own1", "own2")} <= set(pos.activated)


@pytest.mark.parametrize(("size", "acts"), [(9, 3), (10, 4), (15, 4), (16, 8)])
def test_activation_table(size: int, acts: int) -> None:
    """« 3 unités (armée de 0 à 9 unités), 4 (10 à 15), 2 activations de 4 au-delà »."""
    assert play_rules().command.activations_for(size) == acts


def test_manoeuvre_order_activates_an_uncommanded_unit_once_a_turn() -> None:
    sc = blank(columns=20, rows=12)
    grid = sc.grid
    unit(sc, "chief", "a", grid.to_hex(0, 5), leader="Général")
    unit(sc, "far", "a", grid.to_hex(15, 5))
    unit(sc, "far2", "a", grid.to_hex(16, 5))
    unit(sc, "foe", "b", grid.to_hex(19, 0))
    ctx, pos = game(sc)
    tokens = pos.tokens[0]
    with pytest.raises(IllegalAction, match="manoeuvre order can activate it"):
        apply(ctx, pos, Activate("far"))
    pos, _ = play(ctx, pos, Manoeuvre("far"))
    assert ctx.piece_index["far"] in pos.activated and pos.tokens[0] == tokens - 1
    with pytest.raises(IllegalAction, match="one manoeuvre order per turn"):
        apply(ctx, pos, Manoeuvre("far2"))
    assert not any(isinstance(a, Manoeuvre) for a in legal_actions(ctx, pos))


def test_dead_leaders_leave_only_manoeuvre_orders() -> None:
    sc = blank()
    unit(sc, "chief", "a", CENTRE, leader="Général")
    unit(sc, "u", "a", neighbor(CENTRE, 1))
    unit(sc, "foe", "b", neighbor(CENTRE, 4))
    ctx, pos = game(sc)
    at = list(pos.at)
    at[ctx.piece_index["chief"]] = -2
    pos = replace(pos, at=tuple(at))
    assert Activate("u") not in legal_actions(ctx, pos)
    assert Manoeuvre("u") in legal_actions(ctx, pos)
    assert "every leader of the side is dead" in str(
        command.can_activate(ctx, pos, 0, [ctx.piece_index["u"]])
    )


def test_the_scenarios_first_player_plays_first() -> None:
    """Azincourt: « first_player: francais » (« Les Français jouent en premier »)."""
    r = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    assert r.scenario is not None and r.ruleset is not None
    ctx = game_context(r.scenario, r.ruleset)
    for seed in range(10):
        pos, events = start(ctx, seed)
        assert pos.first == ctx.sides.index("francais")
        assert events[0].first == "francais" and not events[0].drawn


def test_without_one_the_first_player_is_drawn_by_lot() -> None:
    sc, _p = _duel()
    ctx = game_context(sc, ruleset("panache"))
    firsts = {start(ctx, seed)[0].first for seed in range(30)}
    assert firsts == {0, 1}
    assert start(ctx, 7)[0].first == start(ctx, 7)[0].first
    assert start(ctx, 7)[1][0].drawn


def test_the_scenario_turn_limit_is_the_games() -> None:
    sc, _p = _duel()
    sc.setup.turns = 2
    ctx, pos = game(sc)
    assert ctx.max_turns == 2
    for _ in range(12):
        if pos.over:
            break
        pos, events = play(ctx, pos, EndPhase())
    assert pos.over and pos.turn == 2
    assert isinstance(events[-1], VictoryDeclared) and events[-1].reason == "turns"
    assert pos.result is not None and pos.result.winner is None  # no losses: a draw
    # A draw is declared with no winner and no margin (not a side, not "marginal").
    assert (events[-1].winner, events[-1].margin) == ("", "")


def test_the_last_turn_is_played_whole_before_the_limit_ends_the_game() -> None:
    """With a limit of 2 turns, turn 2 is played by both sides; the game ends when
    it is over, not when it begins."""
    sc, _p = _duel()
    sc.setup.turns = 2
    ctx, pos = game(sc)
    turns = []
    while not pos.over:
        turns.append((pos.turn, pos.active))
        pos, _ = play(ctx, pos, EndPhase(), EndPhase(), EndPhase())
    assert turns == [(1, 0), (1, 1), (2, 0), (2, 1)]


def test_a_players_turn_starts_with_nothing_done_yet() -> None:
    """What a side did in its turn (activated, moved, fought, on the road, charged,
    its manoeuvre) is cleared when the other side's turn begins."""
    sc, _p = _duel()
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, Activate("a1"), EndPhase())
    done = replace(
        pos,
        moved=frozenset({0}),
        fought=frozenset({0}),
        road=frozenset({0}),
        charged=frozenset({0}),
        manoeuvre_used=True,
    )
    after, _ = play(ctx, done, EndPhase(), EndPhase())
    assert after.active == 1 and after.phase == "command"
    nothing: frozenset[int] = frozenset()
    assert (after.activated, after.moved, after.fought, after.road, after.charged) == (
        (nothing,) * 5
    )
    assert after.manoeuvre_used is False


def test_explicit_rank_and_weight_of_a_unit_are_used() -> None:
    r = read_scenario(SCENARIOS / "eylau-1807.yaml")
    assert r.scenario is not None and r.ruleset is not None
    u = next(u for u in r.scenario.units if u.position is not None)
    u.leader, u.rank = "Ney", "officier"
    ctx = game_context(r.scenario, r.ruleset)
    assert ctx.piece(u.id).rank == "officier"


def test_a_context_is_its_own_copy_of_the_scenario() -> None:
    """A game started from the open document never sees later edits."""
    sc, p = _duel()
    ctx, _pos = game(sc)
    sc.units[0].position = p[1]
    sc.set_terrain(p[1], sc.terrain_at(p[1]).__class__(frozenset({"lac"})))
    assert ctx.scenario.units[0].position == p[0]
    assert ctx.scenario.terrain_at(p[1]).elements == frozenset()


def test_two_units_on_one_hex_refused_with_their_names() -> None:
    sc = blank()
    unit(sc, "a1", "a", CENTRE)
    unit(sc, "b1", "b", CENTRE)
    with pytest.raises(GameSetupError, match="one unit per hex"):
        game(sc)


@pytest.mark.parametrize(("first", "loser", "winner"), [("a", "a", 1), ("b", "b", 0)])
def test_resign(first: str, loser: str, winner: int) -> None:
    sc, _p = _duel()
    ctx, pos = game(sc, first=first)
    pos, events = play(ctx, pos, Resign())
    assert isinstance(events[0], Resigned) and events[0].side == loser
    assert pos.result is not None and pos.result.winner == winner
    assert pos.result.reason == "resignation"


def test_apply_never_changes_its_position() -> None:
    sc, _p = _duel()
    ctx, pos = game(sc)
    before = replace(pos)
    apply(ctx, pos, Activate("a1"))
    assert pos == before


def test_attacks_listed_with_and_without_an_attack_order() -> None:
    p = corridor()
    sc = blank()
    unit(sc, "a1", "a", p[1])
    unit(sc, "b1", "b", p[2])
    ctx, pos = game(sc)
    pos, _ = play(ctx, pos, Activate("a1"), EndPhase(), EndPhase())
    acts = legal_actions(ctx, pos)
    assert Attack("a1", "b1") in acts and Attack("a1", "b1", attack_order=True) in acts
    pos = replace(pos, tokens=(0, pos.tokens[1]))
    assert Attack("a1", "b1", attack_order=True) not in legal_actions(ctx, pos)


def test_a_changed_position_keeps_its_occupancy_right() -> None:
    r = read_scenario(SCENARIOS / "moulin-de-la-sambre.yaml")
    assert r.scenario is not None and r.ruleset is not None
    ctx = game_context(r.scenario, r.ruleset)
    pos, _ = start(ctx, 1)
    assert occupant(replace(pos, turn=2)) == occupant(pos)
    moved = replace(pos, at=(-1, *pos.at[1:]))
    assert pos.at[0] not in occupant(moved) and pos.at[0] in occupant(pos)


def test_a_change_to_a_name_that_is_no_field_is_refused_by_name() -> None:
    """``with_changes`` finds an unknown name by the size of the fields it copies:
    a position however built (started, replaced, changed) holds every field."""
    r = read_scenario(SCENARIOS / "moulin-de-la-sambre.yaml")
    assert r.scenario is not None and r.ruleset is not None
    ctx = game_context(r.scenario, r.ruleset)
    pos, _ = start(ctx, 1)
    for p in (pos, replace(pos, turn=2), with_changes(pos, turn=2), with_changes(pos, at=pos.at)):
        with pytest.raises(TypeError, match="no field 'turns'"):
            with_changes(p, turns=3)
        assert with_changes(p, rng=0) == replace(p, rng=0)
