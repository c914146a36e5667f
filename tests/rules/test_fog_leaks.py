"""The reproductions of issue 25, point 3: what a side receives names no enemy piece
it cannot identify.

Azincourt is played with deployment markers (« marques de déploiement »), seed 0,
random players; the French must learn how many English pieces are still to
place, never which ones, and a marker's number only when they see it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fog_helpers import swap
from rules_helpers import blank, play, put, ruleset, unit

from editor.core.hexes import neighbor
from editor.core.phrases import Phrase
from editor.core.scenario import Entry
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Action, Activate, EndPhase, Enter, Move, Resign
from editor.rules.context import GameContext, Options
from editor.rules.engine import apply, legal_actions, start
from editor.rules.events_game import Deployed
from editor.rules.events_orders import Moved
from editor.rules.fog import Observation, hidden_from, observe
from editor.rules.fog_events import shown_events
from editor.rules.game import game_context
from editor.rules.players import Player, make_player, play_game
from editor.rules.position import Position
from editor.rules.record import replay


def _azincourt(deployment: str, *rules: str) -> GameContext:
    r = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    assert r.scenario is not None and r.ruleset is not None
    r.scenario.setup.deployment = deployment
    # The English first, as the file had it before issue 27's rebalance: the
    # actions these tests count were written for that order.
    r.scenario.setup.first_player = "anglais"
    return game_context(r.scenario, r.ruleset, Options(rules=frozenset(rules)))


def _pick(rng: random.Random, ctx: GameContext, pos: Position) -> Action:
    """A random legal action, never a resignation."""
    return rng.choice([a for a in legal_actions(ctx, pos) if not isinstance(a, Resign)])


def _played(ctx: GameContext, actions: int, seed: int = 0) -> Position:
    """The position after ``actions`` actions of seeded random play."""
    rng = random.Random(seed)
    pos, _ = start(ctx, seed)
    for _ in range(actions):
        pos, _ = apply(ctx, pos, _pick(rng, ctx, pos))
    return pos


def test_the_markers_still_to_place_are_counted_not_named() -> None:
    """At action 3 the French must not be told which English pieces are still off the
    table: swapping one the English placed with one they still hold (both face down)
    changes nothing the French observe, and the count is the true one."""
    ctx = _azincourt("markers")
    pos = _played(ctx, 3)
    english, french = ctx.sides.index("anglais"), ctx.sides.index("francais")
    d = pos.deploying
    assert d is not None and pos.phase == "deployment"
    placed = [i for i in hidden_from(ctx, pos, french) if pos.at[i] >= 0]
    waiting = sorted(d.remaining[english])
    assert placed and waiting
    seen = observe(ctx, pos, french)
    assert seen.position.deploying is not None
    assert len(seen.position.deploying.remaining[english]) == len(waiting)
    for i in placed:
        for j in waiting:
            assert observe(ctx, swap(pos, i, j), french) == seen, (i, j)


def test_behind_the_screen_no_enemy_marker_number_nor_placement_is_shown() -> None:
    """Screen deployment with « Unités cachées »: the French see no English marker
    number and cannot tell which English pieces are placed."""
    ctx = _azincourt("screen", "hidden")
    pos, _ = start(ctx, 0)
    english, french = ctx.sides.index("anglais"), ctx.sides.index("francais")
    rng = random.Random(1)
    checked = 0
    while pos.phase == "deployment":
        pos, _ = apply(ctx, pos, _pick(rng, ctx, pos))
        d = pos.deploying
        if d is None or pos.active != english:
            continue
        seen = observe(ctx, pos, french).position
        assert all(seen.markers[p.index] == 0 for p in ctx.pieces if p.side == english)
        placed = [i for i in hidden_from(ctx, pos, french) if pos.at[i] >= 0]
        for i in placed:
            for j in d.remaining[english]:
                assert observe(ctx, swap(pos, i, j), french).position == seen, (i, j)
                checked += 1
    assert checked > 0


def test_events_shown_name_hidden_pieces_by_their_markers_only() -> None:
    """« Deployed(unit='decoy:anglais:1') » in the French events: every event shown to
    the French during the deployment by markers names an English piece still face
    down by its marker, never by its id (a decoy's id says it is a decoy)."""
    ctx = _azincourt("markers")
    english, french = ctx.sides.index("anglais"), ctx.sides.index("francais")
    rng = random.Random(0)
    pos, _ = start(ctx, 0)
    deployed = 0
    while pos.phase == "deployment":
        before = pos
        pos, events = apply(ctx, pos, _pick(rng, ctx, pos))
        face_down = {ctx.pieces[i].id for i in hidden_from(ctx, pos, french)}
        for ev, names in shown_events(ctx, before, pos, events, french):
            for f in ev.units:
                assert getattr(ev, f) not in face_down, ev
            if isinstance(ev, Deployed) and ctx.piece_index.get(ev.unit) is None:
                assert names[ev.unit] > 0
                deployed += 1
    assert deployed == sum(
        1 for p in ctx.pieces if p.side == english and p.takes_part and not p.entry_turn
    )


def _ambush() -> tuple[GameContext, Position]:
    """Side b's « ambush » in a wood 8 hexes from a's scout (unseen, on b's plan), with
    open ground between: « Unités cachées »."""
    sc = blank(columns=12, rows=16)
    g = sc.grid
    put(sc, g.to_hex(6, 6), "foret")
    unit(sc, "scout", "a", g.to_hex(6, 14))
    unit(sc, "ambush", "b", g.to_hex(6, 6))
    unit(sc, "far", "b", g.to_hex(1, 1))
    sc.setup.first_player = "b"
    ctx = game_context(sc, ruleset("panache"), Options(rules=frozenset({"hidden"})))
    pos, _ = start(ctx, 0)
    return ctx, pos


def test_a_unit_seen_on_its_way_is_shown_moving_from_where_it_was_seen() -> None:
    """Under « Unités cachées » a unit leaving its wood is seen from the first open hex:
    the path the scout's side is shown starts there, not in the wood."""
    ctx, pos = _ambush()
    g = ctx.scenario.grid
    assert ctx.piece_index["ambush"] in hidden_from(ctx, pos, 0)
    pos, _ = play(ctx, pos, Activate("ambush"), EndPhase())
    before = pos
    to = g.label(g.to_hex(6, 7))
    pos, events = play(ctx, pos, Move("ambush", to))
    moved = [e for e in events if isinstance(e, Moved)]
    assert moved and moved[0].path[0] == g.label(g.to_hex(6, 6))  # the truth: from the wood
    told = [e for e, _ in shown_events(ctx, before, pos, events, 0) if isinstance(e, Moved)]
    assert [e.path for e in told] == [moved[0].path[1:]]
    assert ctx.piece_index["ambush"] not in hidden_from(ctx, pos, 0)


def _screened() -> tuple[GameContext, Position]:
    """a's cavalry « scout »; b's « front » next to it, b's « behind » one hex further
    in line, hidden by « front » (« une troupe ... fait masque »): « Unités cachées »."""
    sc = blank(columns=12, rows=16)
    s = sc.grid.to_hex(6, 12)
    unit(sc, "scout", "a", s, "cavalerie")
    unit(sc, "front", "b", neighbor(s, 1))
    unit(sc, "behind", "b", neighbor(neighbor(s, 1), 1))
    sc.setup.first_player = "a"
    ctx = game_context(sc, ruleset("panache"), Options(rules=frozenset({"hidden"})))
    pos, _ = start(ctx, 0)
    pos, _ = play(ctx, pos, Activate("scout"), EndPhase())
    return ctx, pos


def test_a_move_onto_a_hidden_unit_is_legal_and_stops_where_it_is_revealed() -> None:
    """The hex where « behind » stands looks empty to a: the move there is among a's
    legal actions (listed from what a observes, in the same order), and ``apply``
    does not refuse it: the scout stops on the hex from which it sees « behind »,
    which is revealed (« Dès que la plus petite partie [...] est visible »)."""
    ctx, pos = _screened()
    behind = ctx.piece_index["behind"]
    assert behind in observe(ctx, pos, 0).unknown
    target = ctx.label(pos.at[behind])
    legal = legal_actions(ctx, pos)
    assert legal == legal_actions(ctx, observe(ctx, pos, 0).position)
    assert Move("scout", target) in legal
    after, events = apply(ctx, pos, Move("scout", target))
    moved = next(e for e in events if isinstance(e, Moved))
    scout = after.at[ctx.piece_index["scout"]]
    assert scout != pos.at[behind] and after.at[behind] == pos.at[behind]
    assert moved.path[-1] == ctx.label(scout) and len(moved.path) < 4
    assert [e.unit for e in events if e.kind == "revealed"] == ["behind"]
    assert behind not in hidden_from(ctx, after, 0)


def test_the_reading_of_a_move_meeting_a_hidden_unit_is_an_assumption_of_each_ruleset() -> None:
    """The annex says when a marker is revealed, not what becomes of the move that
    meets it: the reading is written in the ruleset data with its source."""
    for rid in ("panache", "thucydide"):
        met = ruleset(rid).assumptions["hidden_unit_met"]
        assert "Unités cachées" in met.source
        assert "ends on the first hex from which the mover sees a hidden enemy" in met.text


def test_a_reinforcement_sent_onto_a_hidden_unit_reveals_it_and_its_side_chooses_again() -> None:
    """An entry hex where b's unit stands unseen in a wood looks free to a: entering
    there is legal; ``apply`` reveals the unit and a chooses again, the hex now taken."""
    sc = blank(columns=12, rows=16)
    g = sc.grid
    edge = g.to_hex(6, 15)
    put(sc, edge, "foret")
    unit(sc, "watch", "a", g.to_hex(1, 1))
    unit(sc, "late", "a", g.to_hex(7, 15))
    sc.units[-1].entry = Entry(1, frozenset({edge, g.to_hex(7, 15)}))
    unit(sc, "lurker", "b", edge)
    sc.setup.first_player = "a"
    ctx = game_context(sc, ruleset("panache"), Options(rules=frozenset({"hidden"})))
    pos, _ = start(ctx, 0)
    pos, _ = play(ctx, pos, EndPhase())
    lurker = ctx.piece_index["lurker"]
    assert pos.phase == "movement" and lurker in observe(ctx, pos, 0).unknown
    enter = Enter("late", g.label(edge))
    assert enter in legal_actions(ctx, pos)
    after, events = apply(ctx, pos, enter)
    assert [e.unit for e in events if e.kind == "revealed"] == ["lurker"]
    assert after.at[ctx.piece_index["late"]] == pos.at[ctx.piece_index["late"]]  # not entered
    assert enter not in legal_actions(ctx, after)
    assert Enter("late", g.label(g.to_hex(7, 15))) in legal_actions(ctx, after)


class _Watched:
    """A computer player whose every choice is checked against the legal actions of
    what its side observes."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.name = player.name
        self.choices = 0

    def choose(self, ctx: GameContext, obs: Observation, legal: Sequence[Action]) -> Action:
        action = self.player.choose(ctx, obs, legal)
        assert action in legal_actions(ctx, obs.position)
        self.choices += 1
        return action

    def explain(self) -> Phrase | None:
        return self.player.explain()


def test_computer_players_choose_from_what_they_observe_and_games_replay() -> None:
    """Random, greedy and searching players play Azincourt under « Unités cachées »
    with alternate deployment: every choice is among the legal actions of the
    observed position, and the game's record replays to the same events."""
    ctx = _azincourt("alternate", "hidden")
    for kinds, seed in ((("random", "greedy"), 1), (("greedy", "search"), 2)):
        players = [_Watched(make_player(kind, seed + n)) for n, kind in enumerate(kinds)]
        game = play_game(ctx, players, seed, max_actions=400 if "search" in kinds else 1500)
        assert all(p.choices > 0 for p in players)
        again = replay(ctx, game.record)
        assert again.divergence is None and again.position == game.position


def test_a_move_on_the_plan_in_the_dark_throws_no_die_the_enemy_is_told_of() -> None:
    """At night (« Risque déviation ») a unit on its side's plan throws a die for each
    hex it moves: neither the move nor its dice are told to the enemy, who sees
    nothing of it; the side moving reads them all."""
    sc = blank(columns=12, rows=16)
    g = sc.grid
    unit(sc, "scout", "a", g.to_hex(6, 14))
    unit(sc, "ambush", "b", g.to_hex(6, 4))
    sc.setup.first_player = "b"
    ctx = game_context(
        sc, ruleset("panache"), Options(night=True, rules=frozenset({"hidden", "night"}))
    )
    pos, _ = start(ctx, 0)
    pos, _ = play(ctx, pos, Activate("ambush"), EndPhase())
    before = pos
    pos, events = play(ctx, pos, Move("ambush", g.label(g.to_hex(6, 5))))
    assert any(e.kind == "d6_rolled" for e in events)  # the truth: a die for the hex
    assert ctx.piece_index["ambush"] in hidden_from(ctx, pos, 0)
    assert shown_events(ctx, before, pos, events, 0) == []
    mine = [e for e, _ in shown_events(ctx, before, pos, events, 1)]
    assert mine == events
