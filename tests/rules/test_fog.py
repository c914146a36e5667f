"""Deployment procedures, markers and decoys, and what each side knows.

Panache Annexe 1: « les joueurs déploient alternativement 3 ou 4 unités en
commençant par celui qui jouera en premier »; « paravent opaque »; « petits
papiers [...] Lorsque les deux joueurs ont fini, ils remplacent les papiers par
les unités correspondantes. Pour corser un peu le résultat, on peut ajouter 1
leurre (papier blanc) pour 4 unités réelles. » Annexe 3, Unités cachées: « Dès
que la plus petite partie d'une marque de déploiement est visible d'une
formation ennemie (à 4 hexagones de distance dans les bois ou les
habitations), elle doit être remplacée par l'unité correspondante. »
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from rules_helpers import blank, game, play, put, ruleset, unit

from editor.core.scenario import Decoy
from editor.rules.actions import Deploy, EndPhase
from editor.rules.ai_params import params_for
from editor.rules.engine import apply, legal_actions, start
from editor.rules.events_game import DecoyRemoved, Deployed, DeploymentEnded, Revealed
from editor.rules.fog import hidden_from, observe
from editor.rules.fog_events import shown_events
from editor.rules.game import game_context
from editor.rules.greedy import GreedyPlayer
from editor.rules.places import GONE, OFF
from editor.rules.players import RandomPlayer
from editor.rules.position import at_memo, occupant
from editor.rules.search import SearchPlayer


def _armies(mode: str, decoys: int = 2, per_turn: int = 3):
    sc = blank(columns=12, rows=14)
    sc.sides[0].home_edge = "S"
    sc.sides[1].home_edge = "N"
    sc.setup.deployment = mode
    sc.setup.units_per_turn = per_turn
    g = sc.grid
    for i in range(5):
        unit(sc, f"a{i}", "a", g.to_hex(2 * i + 1, 12))
        unit(sc, f"b{i}", "b", g.to_hex(2 * i + 1, 1))
    for i in range(decoys):
        sc.decoys.append(Decoy("b", g.to_hex(2 * i + 2, 1)))
    return sc


def _deploy_all(ctx, pos, seed: int = 0):
    rng = random.Random(seed)
    events = []
    while pos.phase == "deployment":
        acts = [a for a in legal_actions(ctx, pos) if isinstance(a, Deploy)]
        pos, evs = apply(ctx, pos, rng.choice(acts))
        events += evs
    return pos, events


def _deploy_as(ctx, pos, g, plan: dict[str, tuple[int, int]]):
    """Every unit deployed at its (column, row) of ``plan``; the position, and
    the events of the last deployment (when the markers are turned over)."""
    events: list = []
    while pos.phase == "deployment":
        act = next(
            a
            for a in legal_actions(ctx, pos)
            if isinstance(a, Deploy) and a.to == g.label(g.to_hex(*plan[a.unit]))
        )
        pos, events = play(ctx, pos, act)
    return pos, events


def test_alternate_deployment_three_at_a_time_first_player_first() -> None:
    sc = _armies("alternate", decoys=0)
    ctx, pos = game(sc, first="b")
    assert pos.phase == "deployment" and pos.active == 1
    order = []
    while pos.phase == "deployment":
        side = pos.active
        act = next(a for a in legal_actions(ctx, pos) if isinstance(a, Deploy))
        pos, _ = play(ctx, pos, act)
        order.append(side)
    assert order == [1, 1, 1, 0, 0, 0, 1, 1, 0, 0]
    assert pos.phase == "command" and pos.active == 1


def test_deployment_only_in_the_zone_on_terrain_the_unit_may_stand_on() -> None:
    sc = _armies("alternate", decoys=0)
    g = sc.grid
    put(sc, g.to_hex(1, 1), "lac")
    ctx, pos = game(sc, first="a")
    targets = {a.to for a in legal_actions(ctx, pos) if isinstance(a, Deploy) and a.unit == "a0"}
    zone = {ctx.label(k) for k in ctx.zones[0]}
    assert targets == zone  # the lake is in b's zone, not a's
    ctx, pos = game(sc, first="b")
    targets = {a.to for a in legal_actions(ctx, pos) if isinstance(a, Deploy) and a.unit == "b0"}
    assert "0101" not in targets and "0201" in targets


def test_papers_are_turned_over_when_both_are_done_and_blank_ones_removed() -> None:
    sc = _armies("papers", decoys=2)
    ctx, pos = game(sc, first="a")
    # the first player places everything, then the other
    assert pos.deploying is not None and pos.deploying.batch_left == 5
    seen_b_as_markers = False
    while pos.phase == "deployment":
        act = next(a for a in legal_actions(ctx, pos) if isinstance(a, Deploy))
        pos, evs = play(ctx, pos, act)
        if pos.phase == "deployment" and pos.active == 1:
            obs = observe(ctx, pos, 0)
            if obs.unknown:
                seen_b_as_markers = True
                assert all(obs.position.markers[i] or obs.position.at[i] < 0 for i in obs.unknown)
    assert seen_b_as_markers
    assert isinstance(next(e for e in evs if isinstance(e, DeploymentEnded)), DeploymentEnded)
    removed = [e for e in evs if isinstance(e, DecoyRemoved)]
    assert len(removed) == 2
    assert all(pos.at[ctx.piece_index[e.unit]] == GONE for e in removed)
    assert not hidden_from(ctx, pos, 0) and not hidden_from(ctx, pos, 1)


def test_behind_the_opaque_screen_the_enemy_placement_is_not_told() -> None:
    sc = _armies("screen", decoys=0)
    ctx, pos = game(sc, first="a")
    start_pos = pos
    pos, events = play(ctx, pos, next(iter(legal_actions(ctx, pos))))
    told_b = shown_events(ctx, start_pos, pos, events, 1)
    assert not any(isinstance(e, Deployed) for e, _names in told_b)
    told_a = shown_events(ctx, start_pos, pos, events, 0)
    assert any(isinstance(e, Deployed) for e, _names in told_a)
    assert observe(ctx, pos, 1).position.at[ctx.piece_index["a0"]] == OFF
    # the other side's placements are left out one by one, the rest still told
    while pos.active == 0:
        pos, more = play(ctx, pos, next(iter(legal_actions(ctx, pos))))
        events += more
    before = pos
    pos, more = play(ctx, pos, next(iter(legal_actions(ctx, pos))))
    told_b = [e for e, _n in shown_events(ctx, before, pos, [*events, *more], 1)]
    assert sum(isinstance(e, Deployed) for e in told_b) == 1  # its own placement only


def test_markers_seen_are_revealed_at_set_up_first_rank_only_unless_hidden() -> None:
    """« à la mise en place, les unités du premier rang sont immédiatement remplacées par
    les troupes, sauf si elles sont cachées par le terrain »."""
    sc = _armies("markers", decoys=0)
    sc.setup.units_per_turn = 4
    g = sc.grid
    ctx, pos = game(sc, first="a")
    # a in its front row (13 of 14); b (rows 1-2): one unit in the open front row,
    # one in a wood of the front row, 11 hexes away
    put(sc, g.to_hex(6, 2), "foret")
    ctx, pos = game(sc, first="a")
    plan = {
        "a0": (5, 13), "a1": (6, 13), "a2": (7, 13), "a3": (8, 13), "a4": (9, 13),
        "b0": (5, 2), "b1": (2, 1), "b2": (6, 2), "b3": (9, 1), "b4": (10, 1),
    }  # fmt: skip
    pos, events = _deploy_as(ctx, pos, g, plan)
    revealed = {e.unit for e in events if isinstance(e, Revealed)}
    assert "b0" in revealed  # first rank, open ground
    assert "b2" not in revealed  # in a wood, beyond 4 hexes


def test_a_decoy_seen_is_removed_and_counts_for_nothing() -> None:
    sc = _armies("markers", decoys=1)
    ctx, pos = game(sc, first="a")
    pos, events = _deploy_all(ctx, pos)
    d = ctx.piece_index["decoy:b:1"]
    if pos.at[d] != GONE:  # bring an enemy into sight of it
        at = list(pos.at)
        a0 = ctx.piece_index["a0"]
        at[a0] = pos.at[d] + 1  # the hex next to it (one step along r)
        pos = replace(pos, at=tuple(at))
        from editor.rules.fog import reveal

        evs: list = []
        pos = reveal(ctx, pos, evs)
        events += evs
    assert pos.at[d] == GONE
    assert any(isinstance(e, DecoyRemoved) for e in events)
    from editor.rules.victory import losses

    assert losses(ctx, pos, 1) == 0


def _swap_hidden(ctx, pos, side: int, rng: random.Random):
    """The same position with the pieces ``side`` cannot identify shuffled among
    their hexes, each hex keeping the number its marker shows."""
    hidden = sorted(i for i in hidden_from(ctx, pos, side) if pos.at[i] >= 0)
    if len(hidden) < 2:
        return None
    slots = [(pos.at[i], pos.markers[i]) for i in hidden]
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    at, markers = list(pos.at), list(pos.markers)
    for i, (k, m) in zip(shuffled, slots, strict=True):
        at[i], markers[i] = k, m
    return replace(pos, at=tuple(at), markers=tuple(markers))


def _small_search(seed: int) -> SearchPlayer:
    """The searching player with a budget small enough for a test."""
    small = {"search_candidates": 2, "search_generations": 2, "search_samples": 1}
    return SearchPlayer(seed, params_for(small))


@pytest.mark.parametrize("player", [GreedyPlayer, RandomPlayer, _small_search])
def test_a_computer_player_does_not_see_hidden_units_or_decoys(player: type) -> None:
    """Rearranging the enemy's unseen units and decoys changes neither what a side
    observes nor what a computer player chooses."""
    sc = _armies("markers", decoys=3)
    ctx = game_context(sc, ruleset("panache"))
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        pos, _ = start(ctx, seed)
        mover = GreedyPlayer(seed)
        for _ in range(400):
            if pos.over:
                break
            side = pos.deciding
            legal = legal_actions(ctx, pos)
            other = _swap_hidden(ctx, pos, side, rng)
            if other is not None and other != pos:
                assert observe(ctx, other, side) == observe(ctx, pos, side)
                assert legal_actions(ctx, other) == legal
                a = player(seed).choose(ctx, observe(ctx, pos, side), legal)
                b = player(seed).choose(ctx, observe(ctx, other, side), legal)
                assert a == b
                checked += 1
            pos, _ = apply(ctx, pos, mover.choose(ctx, observe(ctx, pos, side), legal))
    assert checked > 50


def test_observe_hides_the_random_generator() -> None:
    sc = _armies("alternate", decoys=0)
    ctx, pos = game(sc)
    assert observe(ctx, pos, 0).position.rng == 0 and pos.rng != 0
    assert [observe(ctx, pos, side).side for side in (0, 1)] == [0, 1]


def test_a_side_that_sees_every_piece_shares_the_caches_of_the_placement() -> None:
    # what a computer player works out on its observation (movement ranges, targets,
    # dice, command), the engine reuses when it checks the action chosen
    sc = _armies("alternate", decoys=0)
    ctx = game_context(sc, ruleset("panache"))
    pos, _ = _deploy_all(ctx, start(ctx, 0)[0])
    assert pos.phase == "command" and not hidden_from(ctx, pos, 0)
    seen = observe(ctx, pos, 0).position
    assert at_memo(seen, ctx) is at_memo(pos, ctx)
    assert occupant(seen) is occupant(pos)


def test_legal_actions_are_the_same_on_what_the_side_observes() -> None:
    sc = _armies("markers", decoys=3)
    ctx = game_context(sc, ruleset("panache"))
    for seed in range(4):
        pos, _ = start(ctx, seed)
        p = GreedyPlayer(seed)
        for _ in range(300):
            if pos.over:
                break
            side = pos.deciding
            legal = legal_actions(ctx, pos)
            assert legal_actions(ctx, observe(ctx, pos, side).position) == legal
            pos, _ = apply(ctx, pos, p.choose(ctx, observe(ctx, pos, side), legal))


def test_end_phase_is_always_possible_outside_a_combat() -> None:
    sc = _armies("alternate", decoys=0)
    ctx, pos = game(sc)
    pos, _ = _deploy_all(ctx, pos)
    assert EndPhase() in legal_actions(ctx, pos)


def test_only_a_real_enemy_unit_on_the_map_sees_a_marker() -> None:
    """« visible d'une formation ennemie »: a decoy is a paper, no formation, and a
    unit off the map sees nothing; any one real enemy unit in sight is enough."""
    from editor.rules.fog import is_seen

    sc = _armies("markers", decoys=0)
    sc.decoys.append(Decoy("a", sc.grid.to_hex(1, 12)))
    ctx, pos = game(sc, first="a")
    pos, _events = _deploy_all(ctx, pos)
    b0 = ctx.piece_index["b0"]
    k = pos.at[b0]
    at = list(pos.at)
    for i, p in enumerate(ctx.pieces):
        if p.side == 0:
            at[i] = OFF
    at[ctx.piece_index["decoy:a:1"]] = k + 1  # the next hex: in plain sight
    pos = replace(pos, at=tuple(at))
    assert not is_seen(ctx, pos, b0)
    at[ctx.piece_index["decoy:a:1"]] = OFF
    at[ctx.piece_index["a4"]] = k + 2  # a real unit, two hexes away, in the open
    assert is_seen(ctx, replace(pos, at=tuple(at)), b0)


def test_of_a_marker_it_cannot_identify_a_side_sees_its_hex_number_and_moves_only() -> None:
    """A marker on the table shows where it stands, its number and what it did this
    turn; not the losses of the piece beneath, nor the random generator."""
    sc = _armies("markers", decoys=0)
    for col in range(12):  # b deploys in woods, far from a: unseen
        for row in (1, 2):
            put(sc, sc.grid.to_hex(col, row), "foret")
    ctx, pos = game(sc, first="a")
    pos, _ = _deploy_all(ctx, pos)
    i = min(j for j in hidden_from(ctx, pos, 0) if pos.at[j] >= 0)
    pos = replace(pos, moved=pos.moved | {i})
    hurt = list(pos.plaquettes)
    hurt[i] = 1  # the unit beneath has lost 3 of its 4 plaquettes
    obs = observe(ctx, replace(pos, plaquettes=tuple(hurt)), 0)
    assert obs == observe(ctx, pos, 0)
    seen = obs.position
    assert obs.side == 0 and seen.rng == 0 and pos.rng != 0
    stand_in = next(j for j in obs.unknown if seen.at[j] == pos.at[i])
    assert seen.markers[stand_in] == pos.markers[i] > 0
    assert stand_in in seen.moved and seen.moved - obs.unknown == pos.moved - {i}
    assert all(seen.plaquettes[j] == 4 for j in obs.unknown)


def test_a_marker_turned_over_or_off_the_map_is_not_turned_over_again() -> None:
    from editor.rules.fog import show

    sc = _armies("markers", decoys=0)
    ctx, pos = game(sc, first="a")
    pos, _ = _deploy_all(ctx, pos)
    done = sorted(pos.revealed)
    assert done  # b's front rank, in the open, is seen at set-up
    events: list = []
    assert show(ctx, pos, done, events) == pos and events == []
    at = list(pos.at)
    at[done[0]] = GONE
    gone = replace(pos, at=tuple(at), revealed=pos.revealed - {done[0]})
    assert show(ctx, gone, [done[0]], events) == gone and events == []


def test_a_marker_turned_over_is_told_with_its_hex_and_its_number() -> None:
    """Each marker turned over is told with the hex it stands on and the number it
    showed, a decoy as removed; one already turned over in the list is passed over,
    not the end of the list."""
    from editor.rules.fog import show

    sc = _armies("markers", decoys=1)
    for col in range(12):  # b deploys in woods, far from a: nothing seen at set-up
        for row in (1, 2):
            put(sc, sc.grid.to_hex(col, row), "foret")
    ctx, pos = game(sc, first="a")
    pos, _ = _deploy_all(ctx, pos)
    b0, decoy = ctx.piece_index["b0"], ctx.piece_index["decoy:b:1"]
    assert b0 not in pos.revealed and decoy not in pos.revealed
    a0 = ctx.piece_index["a0"]
    pos = replace(pos, revealed=pos.revealed | {a0})
    events: list = []
    after = show(ctx, pos, [a0, b0, decoy], events)
    assert events == [
        Revealed("b0", ctx.label(pos.at[b0]), pos.markers[b0]),
        DecoyRemoved("decoy:b:1", ctx.label(pos.at[decoy]), pos.markers[decoy]),
    ]
    assert pos.markers[b0] > 0 and pos.markers[decoy] > 0
    assert after.revealed == pos.revealed | {b0, decoy} and after.at[decoy] == GONE


def test_while_markers_are_placed_the_enemy_pieces_still_to_come_show_no_number() -> None:
    """A marker's number is seen only once it is on the table: the enemy's pieces
    not yet placed stand off the map with no number, so the numbers seen do not
    tell which pieces are still to come."""
    sc = _armies("markers", decoys=2)
    ctx, pos = game(sc, first="a")
    while pos.phase == "deployment" and not any(pos.at[i] >= 0 for i in hidden_from(ctx, pos, 0)):
        pos, _ = play(ctx, pos, next(a for a in legal_actions(ctx, pos) if isinstance(a, Deploy)))
    assert pos.phase == "deployment"
    obs = observe(ctx, pos, 0)
    seen = obs.position
    off = [j for j in obs.unknown if seen.at[j] == OFF]
    on = [j for j in obs.unknown if seen.at[j] >= 0]
    assert off and on
    assert all(seen.markers[j] == 0 for j in off)
    assert sorted(seen.markers[j] for j in on) == sorted(
        pos.markers[i] for i in hidden_from(ctx, pos, 0) if pos.at[i] >= 0
    )


def test_a_marker_that_attacks_is_turned_over_before_its_dice() -> None:
    """Ruleset assumption (``play.hidden``): « a marker that attacks is revealed ». With
    the bundled rulesets a shooter is always seen first (ranges of at most 4 hexes, and
    woods hide at « 4 hexagones »), so the woods here hide beyond 2: b's archers shoot
    from a wood at a unit 3 hexes off that cannot see it, and is turned over."""
    from editor.rules.actions import Activate, Attack
    from editor.rules.events_combat import AttackAnnounced
    from editor.rules.terrain import key

    sc = _armies("markers", decoys=0)
    sc.setup.units_per_turn = 4
    next(u for u in sc.units if u.id == "b0").quality = "archers"  # range 3
    g = sc.grid
    for col in range(12):
        for row in (1, 2):
            put(sc, g.to_hex(col, row), "foret")
    rs = ruleset(sc.ruleset)
    near = replace(rs.play.hidden, cover_distance=2)
    ctx = game_context(sc, replace(rs, play=replace(rs.play, hidden=near)))
    sc.setup.first_player = "a"
    pos, _ = start(ctx, 0)
    plan = {
        "a0": (5, 13), "a1": (6, 13), "a2": (7, 13), "a3": (8, 13), "a4": (9, 13),
        "b0": (5, 2), "b1": (1, 1), "b2": (3, 1), "b3": (8, 1), "b4": (10, 1),
    }  # fmt: skip
    pos, _ = _deploy_as(ctx, pos, g, plan)
    b0, a2 = ctx.piece_index["b0"], ctx.piece_index["a2"]
    assert b0 not in pos.revealed
    at = list(pos.at)
    at[a2] = key(g.to_hex(5, 5))  # 3 hexes from b0, in the open
    pos = replace(pos, at=tuple(at))
    while pos.active == 0:  # a ends its turn having done nothing
        pos, _ = play(ctx, pos, EndPhase())
    assert pos.active == 1 and b0 not in pos.revealed
    pos, _ = play(ctx, pos, Activate("b0"), EndPhase(), EndPhase())
    pos, events = play(ctx, pos, Attack("b0", "a2"))
    kinds = [type(e) for e in events]
    assert kinds.index(Revealed) < kinds.index(AttackAnnounced)
    assert [e.unit for e in events if isinstance(e, Revealed)] == ["b0"]
    assert b0 in pos.revealed
