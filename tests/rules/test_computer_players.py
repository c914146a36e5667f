"""The computer players' ladder: what issue 14 asks of each, position by position.

The greedy player: no attack with no dice, none thrown at stakes for
nothing; a side whose last leader is dead activates by manoeuvre orders;
leaders step out of harm; objectives are taken; activations rotate over the
army; defence orders where they spare a likely retreat; out of the enemy's
reach a unit marches on rather than keep its cover and friends; a second
leader goes where no leader commands. The searching
player samples what it cannot see: every world it imagines is one its side
could be in. Parameters come from the resource file and a scenario's side.
"""

from __future__ import annotations

import random
from dataclasses import replace

from rules_helpers import blank, game, obstacle, put, ruleset, unit

from editor.core.hexes import Hex, distance, neighbor
from editor.core.player_params import PARAM_NAMES
from editor.core.scenario import Objective
from editor.rules import ai_eval, ai_fields
from editor.rules.actions import (
    Activate,
    Attack,
    DefenceOrder,
    EndPhase,
    Manoeuvre,
    Move,
)
from editor.rules.ai_params import catalogue, params_for
from editor.rules.combat import dice_for_attack
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import observe
from editor.rules.game import game_context
from editor.rules.greedy import GreedyPlayer
from editor.rules.places import GONE
from editor.rules.players import make_player, play_game, side_player
from editor.rules.search import SearchPlayer, determinize
from editor.rules.terrain import hex_of


def _choose(player, ctx, pos):
    side = pos.deciding
    return player.choose(ctx, observe(ctx, pos, side), legal_actions(ctx, pos))


def _to_combat(ctx, pos, *units: str):
    """Activate ``units`` and go on to the combat phase."""
    for u in units:
        pos, _ = apply(ctx, pos, Activate(u))
    pos, _ = apply(ctx, pos, EndPhase())
    pos, _ = apply(ctx, pos, EndPhase())
    assert pos.phase == "combat"
    return pos


def H(col: int, row: int) -> Hex:
    """A hex of the tests' 12 x 12 (or larger) maps by its printed column and row."""
    return blank(columns=14, rows=14).grid.to_hex(col, row)


def _no_tokens(pos):
    return replace(pos, tokens=(0, 0))


def _duel(target_terrain: str | None, plaquettes: int, quality: str = "levée"):
    sc = blank()
    u, e = H(5, 4), H(5, 5)
    unit(sc, "u", "a", u, quality=quality, plaquettes=plaquettes)
    unit(sc, "e", "b", e, quality="levée", plaquettes=1)
    unit(sc, "far", "b", H(1, 11))
    if target_terrain:
        put(sc, e, target_terrain)
    return sc


def test_greedy_never_attacks_with_no_dice() -> None:
    """One plaquette of levée (1 die) into rocky ground (« -1 dé »): 0 dice, and no
    order token to add one."""
    ctx, pos = game(_duel("rocaille", plaquettes=1))
    pos = _no_tokens(_to_combat(ctx, pos, "u"))
    assert Attack("u", "e") in legal_actions(ctx, pos)
    assert dice_for_attack(ctx, pos, ctx.piece_index["u"], ctx.piece_index["e"]).dice == 0
    assert _choose(GreedyPlayer(1), ctx, pos) == EndPhase()
    # the same attack on open ground has its die, and is made
    ctx, pos = game(_duel(None, plaquettes=1))
    pos = _no_tokens(_to_combat(ctx, pos, "u"))
    assert _choose(GreedyPlayer(1), ctx, pos) == Attack("u", "e")


def test_greedy_does_not_throw_cavalry_at_stakes_for_nothing() -> None:
    """Stakes (pieux) throw 2 dice of passage losses at a cavalry attacker, armour
    reversed, and a flag among them stops it: the attack it makes on open ground it
    does not make through them."""
    choices = []
    for stakes in (False, True):
        sc = blank()
        u, e = H(5, 4), H(5, 5)
        unit(sc, "u", "a", u, cls="cavalerie", quality="légère", plaquettes=4)
        unit(sc, "e", "b", e, quality="levée", plaquettes=2)
        unit(sc, "far", "b", H(1, 11))
        if stakes:
            obstacle(sc, u, e, "pieux", e)
        ctx, pos = game(sc)
        pos = _no_tokens(_to_combat(ctx, pos, "u"))
        assert Attack("u", "e") in legal_actions(ctx, pos)
        choices.append(_choose(GreedyPlayer(1), ctx, pos))
    assert choices == [Attack("u", "e"), EndPhase()]


def test_a_side_whose_last_leader_is_dead_uses_manoeuvre_orders() -> None:
    sc = blank()
    unit(sc, "chef", "a", H(5, 6), leader="Chef")
    unit(sc, "u1", "a", H(6, 6))
    unit(sc, "u2", "a", H(4, 6))
    unit(sc, "e", "b", H(5, 11))
    ctx, pos = game(sc)
    assert isinstance(_choose(GreedyPlayer(1), ctx, pos), Activate)
    at = list(pos.at)
    at[ctx.piece_index["chef"]] = GONE
    pos = replace(pos, at=tuple(at))
    assert not [a for a in legal_actions(ctx, pos) if isinstance(a, Activate)]
    choice = _choose(GreedyPlayer(1), ctx, pos)
    assert isinstance(choice, Manoeuvre) and choice.unit in ("u1", "u2")


def test_a_leader_steps_out_of_harm() -> None:
    sc = blank()
    chef = H(5, 6)
    unit(sc, "chef", "a", chef, cls="cavalerie", quality="ligne", leader="Chef")
    unit(sc, "u1", "a", H(5, 10))
    for n, d in enumerate((2, 3)):
        unit(sc, f"e{n}", "b", neighbor(chef, d), quality="élite")
    ctx, pos = game(sc)
    pos, _ = apply(ctx, pos, Activate("chef"))
    pos, _ = apply(ctx, pos, EndPhase())
    choice = _choose(GreedyPlayer(1), ctx, pos)
    assert isinstance(choice, Move) and choice.unit == "chef"
    to = hex_of(ctx.key_of(choice.to))
    enemies = [neighbor(chef, d) for d in (2, 3)]
    assert min(distance(to, e) for e in enemies) > 1


def test_an_objective_within_reach_is_taken() -> None:
    sc = blank()
    goal = H(5, 7)
    unit(sc, "u", "a", H(5, 4), cls="cavalerie", quality="ligne")
    unit(sc, "e", "b", H(11, 11))
    sc.objectives.append(Objective(goal, "Le moulin", 3))
    sc.victory.objectives = True
    ctx, pos = game(sc)
    pos, _ = apply(ctx, pos, Activate("u"))
    pos, _ = apply(ctx, pos, EndPhase())
    choice = _choose(GreedyPlayer(1), ctx, pos)
    assert choice == Move("u", sc.grid.label(goal))


def test_activations_rotate_over_the_army() -> None:
    """One leader activates 3 units a turn (a manoeuvre order may add one): the
    units left out get their turn next."""
    sc = blank(columns=14, rows=14)
    unit(sc, "chef", "a", H(7, 11), leader="Chef")
    for n in range(6):
        unit(sc, f"u{n}", "a", H(6 + n % 3, 12 + n // 3))
    unit(sc, "e", "b", H(7, 1))
    ctx, pos = game(sc)
    player = GreedyPlayer(1)
    activated: list[set[str]] = []
    for _turn in range(2):
        got: set[str] = set()
        while True:
            a = _choose(player, ctx, pos)
            if not isinstance(a, Activate | Manoeuvre):
                break
            got.add(a.unit)
            pos, _ = apply(ctx, pos, a)
        activated.append(got)
        # end this turn and let the enemy pass its own
        pos, _ = apply(ctx, pos, EndPhase())
        while pos.active != 0 or pos.phase != "command":
            pos, _ = apply(ctx, pos, EndPhase())
    army = {f"u{n}" for n in range(6)}
    assert len(activated[0]) >= 3
    assert army - activated[0] <= activated[1]


def test_a_defence_order_spares_a_likely_retreat_and_is_kept_when_useless() -> None:
    sc = blank()
    u, e = H(5, 4), H(5, 5)
    unit(sc, "u", "a", u, quality="élite")
    unit(sc, "e", "b", e, quality="ligne")
    unit(sc, "far", "b", H(1, 11))
    ctx, pos = game(sc)
    pos = _to_combat(ctx, pos, "u")
    pos, _ = apply(ctx, pos, Attack("u", "e"))
    assert pos.combat is not None and pos.combat.stage == "defence"
    assert _choose(GreedyPlayer(2), ctx, pos) == DefenceOrder(True)
    # two friends beside it: it is supported already, the order adds nothing
    beside = [neighbor(e, d) for d in range(6) if neighbor(e, d) != u]
    for n, h in enumerate(beside[:2]):
        unit(sc, f"f{n}", "b", h)
    ctx, pos = game(sc)
    assert len([p for p in ctx.pieces if p.side == 1]) == 4
    pos = _to_combat(ctx, pos, "u")
    pos, _ = apply(ctx, pos, Attack("u", "e"))
    assert _choose(GreedyPlayer(2), ctx, pos) == DefenceOrder(False)


def test_greedy_beats_random_with_the_sides_swapped() -> None:
    from editor.io.scenario_file import read_scenario
    from editor.paths import SCENARIOS

    r = read_scenario(SCENARIOS / "morgarten-1315.yaml")
    ctx = game_context(r.scenario, r.ruleset)
    wins = 0
    for seed in range(6):
        kinds = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        g = play_game(ctx, [make_player(k, 2 * seed + 1 + i) for i, k in enumerate(kinds)], seed)
        w = g.position.result.winner
        wins += w is not None and kinds[w] == "greedy"
    assert wins == 6


def _markers_game():
    """Deployment markers and decoys in a wood: seen only from 4 hexes (Annexe 3)."""
    from test_fog import _armies

    sc = _armies("markers", decoys=3)
    for col in range(1, 13):
        for row in (1, 2, 3):
            put(sc, sc.grid.to_hex(col, row), "foret")
    return game_context(sc, ruleset("panache"))


def test_every_world_the_search_imagines_is_one_its_side_could_be_in() -> None:
    """A determinization keeps everything the side sees: observed again, it is the
    observation; and the hidden pieces are dealt differently from world to world."""
    ctx = _markers_game()
    rng = random.Random(3)
    mover = GreedyPlayer(4)
    seen_deals = set()
    checked = 0
    for seed in range(3):
        pos, _ = start(ctx, seed)
        for _ in range(200):
            if pos.over:
                break
            side = pos.deciding
            obs = observe(ctx, pos, side)
            if obs.unknown and pos.phase != "deployment":
                world = determinize(ctx, obs, rng)
                assert replace(observe(ctx, world, side).position, rng=0) == obs.position
                assert legal_actions(ctx, world) == legal_actions(ctx, pos)
                seen_deals.add(tuple(world.at[i] for i in sorted(obs.unknown)))
                checked += 1
            pos, _ = apply(ctx, pos, _choose(mover, ctx, pos))
    assert checked > 20 and len(seen_deals) > 5


def test_the_search_plays_whole_turns_within_its_budget() -> None:
    from editor.io.scenario_file import read_scenario
    from editor.paths import SCENARIOS

    r = read_scenario(SCENARIOS / "morgarten-1315.yaml")
    ctx = game_context(r.scenario, r.ruleset)
    small = params_for({"search_candidates": 3, "search_generations": 2, "search_samples": 1})
    searcher = SearchPlayer(5, small)
    g = play_game(ctx, [searcher, make_player("greedy", 6)], 7)
    assert g.position.over
    # its turns: at most one a game turn; each plan of each generation (3 x 2)
    # played out on one world
    assert 0 < searcher.simulations <= 3 * 2 * 1 * g.position.turn
    why = searcher.explain()
    assert why is not None and why.fr and why.en != why.fr


def test_parameters_are_data_and_a_scenario_sets_them_per_side() -> None:
    specs = catalogue()
    assert set(specs) == set(PARAM_NAMES)
    for spec in specs.values():
        assert spec.low <= spec.default <= spec.high and spec.meaning.fr and spec.meaning.en
    sc = blank()
    unit(sc, "u", "a", H(5, 4))
    unit(sc, "e", "b", H(5, 11))
    sc.sides[1].computer = {"aggression": 2.5, "caution": 0.1}
    ctx = game_context(sc, ruleset("panache"))
    a, b = (side_player(ctx, s, "greedy", 1) for s in (0, 1))
    assert a.params.aggression == specs["aggression"].default
    assert (b.params.aggression, b.params.caution) == (2.5, 0.1)
    assert b.params.objective == specs["objective"].default


def test_the_search_does_not_see_hidden_units_or_decoys_when_it_plans() -> None:
    """The leak test at the start of turns, where the searching player plans, with
    markers kept hidden by a wood: rearranging them does not change its choice."""
    from test_fog import _swap_hidden

    ctx = _markers_game()
    small = params_for({"search_candidates": 2, "search_generations": 1, "search_samples": 2})
    rng = random.Random(8)
    mover = GreedyPlayer(9)
    planned = 0
    for seed in range(2):
        pos, _ = start(ctx, seed)
        for _ in range(150):
            if pos.over:
                break
            side = pos.deciding
            legal = legal_actions(ctx, pos)
            other = _swap_hidden(ctx, pos, side, rng)
            if other is not None and other != pos and pos.phase == "command":
                a = SearchPlayer(seed, small).choose(ctx, observe(ctx, pos, side), legal)
                b = SearchPlayer(seed, small).choose(ctx, observe(ctx, other, side), legal)
                assert a == b
                planned += 1
            pos, _ = apply(ctx, pos, mover.choose(ctx, observe(ctx, pos, side), legal))
    assert planned >= 4, planned


def test_greedy_attacks_an_equal_enemy_when_it_expects_to_deal_more_than_it_takes() -> None:
    """Infantry against the same infantry on open ground, the defender with tokens for
    a defence order: the attacker's throw comes first and the riposte only if the
    target holds (1.5 plaquettes expected dealt, 1.39 taken back), so it attacks; a
    plaquette dealt counts as much as a plaquette taken."""
    sc = blank()
    unit(sc, "u", "a", H(5, 4), quality="ligne", plaquettes=4)
    unit(sc, "e", "b", H(5, 5), quality="ligne", plaquettes=4)
    unit(sc, "far", "b", H(1, 11))
    ctx, pos = game(sc)
    pos = _to_combat(ctx, pos, "u")
    assert pos.tokens[1] >= ctx.play.orders.defence_cost
    from editor.rules.ai_eval import exact_attack

    dealt, _kill, _flag, taken, _stop = exact_attack(
        ctx, pos, ctx.piece_index["u"], ctx.piece_index["e"]
    )
    assert dealt > taken
    assert isinstance(_choose(GreedyPlayer(1), ctx, pos), Attack)


def test_a_side_that_would_not_win_at_the_turn_limit_grows_bolder_from_mid_game() -> None:
    sc = blank()
    a, b = H(5, 4), H(5, 11)
    unit(sc, "u", "a", a)
    unit(sc, "e", "b", b)
    sc.objectives = [Objective(b, 2)]
    sc.setup.turns = 12
    ctx, pos = game(sc)
    p = GreedyPlayer(1)
    base = p.params
    held = replace(pos, holders=(1,))  # side b holds the only objective
    assert p.bolder(ctx, replace(held, turn=6), 0) == base  # not before mid-game
    last = p.bolder(ctx, replace(held, turn=12), 0)
    assert last.aggression == 2 * base.aggression and last.caution == base.caution / 2
    assert last.objective == 2 * base.objective
    mid = p.bolder(ctx, replace(held, turn=9), 0)
    assert mid.aggression == 1.5 * base.aggression
    assert p.bolder(ctx, replace(held, turn=12), 1) == base  # the side ahead waits


def test_out_of_the_enemys_reach_a_unit_leaves_cover_and_friends_to_march_on() -> None:
    """Ground and support matter against an attack (ch. 1: dice lost to the
    ground, « soutenue » with two friends beside): where no enemy can strike
    next turn they are worth nothing, and the objective is the way to win at the
    turn limit (``play.victory``: more objective points wins)."""
    sc = blank(columns=14, rows=14)
    u = H(5, 3)
    put(sc, u, "foret")
    unit(sc, "u", "a", u)
    for n, d in enumerate((1, 2)):
        unit(sc, f"f{n}", "a", neighbor(u, d))
    goal = H(5, 13)
    unit(sc, "e", "b", H(13, 14))
    sc.objectives = [Objective(goal, "Le gué", 2)]
    sc.victory.objectives = True
    ctx, pos = game(sc)
    pos, _ = apply(ctx, pos, Activate("u"))
    pos, _ = apply(ctx, pos, EndPhase())
    threat = ai_fields.threat_dice(ctx, pos, 0, frozenset())
    assert not threat[ai_eval.tables(ctx).slot[ctx.key_of(sc.grid.label(u))]]
    choice = _choose(GreedyPlayer(1), ctx, pos)
    assert isinstance(choice, Move) and choice.unit == "u"
    to = hex_of(ctx.key_of(choice.to))
    assert distance(to, goal) < distance(u, goal)


def test_a_second_leader_goes_to_the_wing_no_leader_commands() -> None:
    """A unit is activated by a leader within command range (général en chef 5
    hexes, sous-général 3): a sous-général beside the général en chef commands
    nobody the général does not; he goes where units are out of command."""
    sc = blank(columns=14, rows=14)
    unit(sc, "chef", "a", H(3, 7), leader="Chef")
    unit(sc, "sg", "a", H(4, 7), cls="cavalerie", quality="ligne", leader="Second")
    for n, h in enumerate((H(3, 8), H(4, 8), H(2, 7))):
        unit(sc, f"l{n}", "a", h)
    wing = (H(10, 7), H(10, 8))
    for n, h in enumerate(wing):
        unit(sc, f"r{n}", "a", h)
    unit(sc, "e", "b", H(13, 14))
    ctx, pos = game(sc)
    pos, _ = apply(ctx, pos, Activate("sg"))
    pos, _ = apply(ctx, pos, EndPhase())
    choice = _choose(GreedyPlayer(1), ctx, pos)
    assert isinstance(choice, Move) and choice.unit == "sg"
    to = hex_of(ctx.key_of(choice.to))
    assert all(distance(to, h) <= 3 for h in wing)


def test_the_greedy_explanation_shows_its_figure_in_both_languages() -> None:
    """An activation and a move are explained with the urgency and the gain that
    decided them, worded in English and French when the explanation is asked for."""
    sc = blank(columns=14, rows=14)
    unit(sc, "chef", "a", H(7, 11), leader="Chef")
    unit(sc, "u0", "a", H(6, 12))
    unit(sc, "e", "b", H(7, 1))
    ctx, pos = game(sc)
    player = GreedyPlayer(1)
    a = _choose(player, ctx, pos)
    assert isinstance(a, Activate)
    urgency = player.score.urgency(ctx, pos, ctx.piece_index[a.unit])
    why = player.explain()
    assert why == f"activates the unit with most to do ({urgency:.1f})"
    assert why is not None and why.fr == f"active l'unité qui a le plus à faire ({urgency:.1f})"
    while not isinstance(a, Move):
        pos, _ = apply(ctx, pos, a)
        a = _choose(player, ctx, pos)
    why = player.explain()
    assert why is not None and why.startswith("moves to a better hex (+")
    gain = why.removeprefix("moves to a better hex (+").removesuffix(")")
    assert len(gain.split(".")[1]) == 2 and float(gain) > 0.02
    assert why.fr == f"se déplace vers une meilleure case (+{gain})"
