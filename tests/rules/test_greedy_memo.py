"""The greedy player's remembered best hexes are the ones it would find afresh.

``greedy_memo.best_hex`` keeps a unit's best hex per context, by a key that must
name everything the hex scores read. Over whole games (the memo warm with the
earlier games' positions, as in a balance run), each unit that may move gets the
same answer from the warm context as from a context whose memo is emptied before
each question: a key that left out something the scores read (the turn, the
tokens, the plaquettes, the holders...) would hand back a stale answer.
"""

from __future__ import annotations

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules.ai_params import params_for
from editor.rules.engine import apply, legal_actions, movers, start
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.greedy_memo import best_hex
from editor.rules.greedy_score import Scorer
from editor.rules.position import with_changes


def _check_games(name: str, seeds: range) -> tuple[int, int]:
    """(units checked, answers the warm memo already held)."""
    ctx = _context(str(SCENARIOS / f"{name}.yaml"))
    fresh = _context(str(SCENARIOS / f"{name}.yaml"))
    assert fresh is not ctx
    checked = held = 0
    for seed in seeds:
        players = [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)]
        pos, _ = start(ctx, seed)
        while not pos.over:
            side = pos.deciding
            obs = observe(ctx, pos, side)
            seen = obs.position
            if seen.phase == "movement" and seen.combat is None:
                params = players[side].bolder(ctx, seen, side)
                for i in movers(ctx, seen):
                    before = len(ctx._caches.get("greedy hexes", ()))
                    warm = best_hex(Scorer(params, obs.unknown), ctx, seen, i)
                    held += len(ctx._caches.get("greedy hexes", ())) == before
                    fresh._caches.pop("greedy hexes", None)
                    cold = best_hex(Scorer(params, obs.unknown), fresh, seen, i)
                    assert warm == cold, (name, seed, pos.turn, ctx.pieces[i].id)
                    checked += 1
            action = players[side].choose(ctx, obs, legal_actions(ctx, pos))
            pos, _ = apply(ctx, pos, action)
    return checked, held


def test_a_remembered_best_hex_is_the_one_found_afresh() -> None:
    checked, held = _check_games("moulin-de-la-sambre", range(1, 5))
    assert checked > 200
    assert held > checked // 4  # the later games met the earlier ones' positions


def test_remembered_best_hexes_with_markers_and_reinforcements() -> None:
    for name in ("eylau-1807", "azincourt-1415"):
        checked, _held = _check_games(name, range(1, 3))
        assert checked > 50


def _variants(ctx, pos, i, params, unknown):
    """(what changed, position, weights, unknown markers) close to the given ones."""
    enemy = [p.index for p in ctx.pieces if p.side != ctx.pieces[i].side and pos.at[p.index] >= 0]
    pl = list(pos.plaquettes)
    pl[i] = 1
    holders = tuple(1 - h if h in (0, 1) else 0 for h in pos.holders)
    yield "plaquettes", with_changes(pos, plaquettes=tuple(pl)), params, unknown
    yield "holders", with_changes(pos, holders=holders), params, unknown
    yield "turn", with_changes(pos, turn=ctx.max_turns), params, unknown
    yield "tokens", with_changes(pos, tokens=(0, 0)), params, unknown
    yield "road", with_changes(pos, road=pos.road | {i}), params, unknown
    bold = params.with_values({"aggression": params.aggression * 3, "advance": 0.0})
    yield "weights", pos, bold, unknown
    yield "unknown", pos, params, unknown | frozenset(enemy)


def test_each_part_of_the_key_changes_some_answer_and_is_told_apart() -> None:
    """Each part of the key is needed (changing it alone changes some unit's best
    hex) and, the memo warm with the unchanged position, the changed one still
    gets its own answer."""
    ctx = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    fresh = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    players = [GreedyPlayer(1), GreedyPlayer(2)]
    pos, _ = start(ctx, 1)
    mattered: set[str] = set()
    while not pos.over:
        side = pos.deciding
        obs = observe(ctx, pos, side)
        seen = obs.position
        if seen.phase == "movement" and seen.combat is None:
            params = players[side].bolder(ctx, seen, side)
            for i in movers(ctx, seen):
                best_hex(Scorer(params, obs.unknown), ctx, seen, i)  # warm
                fresh._caches.pop("greedy hexes", None)
                plain = best_hex(Scorer(params, obs.unknown), fresh, seen, i)
                for what, other, prm, unknown in _variants(ctx, seen, i, params, obs.unknown):
                    fresh._caches.pop("greedy hexes", None)
                    cold = best_hex(Scorer(prm, unknown), fresh, other, i)
                    if cold != plain:
                        mattered.add(what)
                        assert best_hex(Scorer(prm, unknown), ctx, other, i) == cold, what
        action = players[side].choose(ctx, obs, legal_actions(ctx, pos))
        pos, _ = apply(ctx, pos, action)
    assert mattered == {"plaquettes", "holders", "turn", "tokens", "road", "weights", "unknown"}


def _attack_choice(ctx, pos, side: int, params, legal) -> object:
    """What a greedy player new to this phase chooses at ``pos`` with ``params``."""
    player = GreedyPlayer(0, params)
    return player.choose(ctx, observe(ctx, pos, side), legal)


def _attack_variants(ctx, pos, side: int):
    pl = list(pos.plaquettes)
    pl = [1 if k >= 0 and p > 1 else p for k, p in zip(pos.at, pl, strict=True)]
    yield "plaquettes", with_changes(pos, plaquettes=tuple(pl)), None
    yield "tokens", with_changes(pos, tokens=(0, 0)), None
    yield "turn", with_changes(pos, turn=ctx.max_turns), None
    yield "fought", with_changes(pos, fought=pos.activated), None
    yield "weights", pos, params_for().with_values({"aggression": 0.05})


def test_a_remembered_best_attack_is_the_one_found_afresh() -> None:
    """Over whole games, the memo warm, a greedy player's attack (or none) is the
    one it finds with the memo emptied, at each position of a combat phase and at
    positions changed in one part of the key (some of which change the choice)."""
    ctx = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    fresh = _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))
    checked = 0
    mattered: set[str] = set()
    for seed in range(1, 4):
        players = [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)]
        pos, _ = start(ctx, seed)
        while not pos.over:
            side = pos.deciding
            if pos.phase == "combat" and pos.combat is None:
                base = params_for()
                legal = legal_actions(ctx, pos)
                fresh._caches.pop("greedy attacks", None)
                plain = _attack_choice(fresh, pos, side, base, legal)
                assert _attack_choice(ctx, pos, side, base, legal) == plain
                for what, other, prm in _attack_variants(ctx, pos, side):
                    prm = prm or base
                    legal_other = legal_actions(ctx, other)
                    fresh._caches.pop("greedy attacks", None)
                    cold = _attack_choice(fresh, other, side, prm, legal_other)
                    if cold != plain:
                        mattered.add(what)
                    assert _attack_choice(ctx, other, side, prm, legal_other) == cold, what
                checked += 1
            action = players[side].choose(ctx, observe(ctx, pos, side), legal_actions(ctx, pos))
            pos, _ = apply(ctx, pos, action)
    assert checked > 30
    assert {"plaquettes", "tokens", "turn", "fought", "weights"} <= mattered, mattered


def test_players_with_the_memo_warm_choose_and_explain_as_without() -> None:
    """Whole games, every decision: greedy players whose context remembers the
    earlier games' answers choose (and explain) as players in lockstep whose
    context's memo is emptied before each decision: the command phase's
    activations (and the urgencies they show), the best hexes and attacks."""
    kinds = ("greedy hexes", "greedy attacks", "greedy activations")
    for name, seeds in (("moulin-de-la-sambre", range(1, 5)), ("eylau-1807", range(1, 3))):
        ctx = _context(str(SCENARIOS / f"{name}.yaml"))
        fresh = _context(str(SCENARIOS / f"{name}.yaml"))
        decisions = 0
        for seed in seeds:
            players = [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)]
            shadows = [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)]
            pos, _ = start(ctx, seed)
            while not pos.over:
                side = pos.deciding
                legal = legal_actions(ctx, pos)
                action = players[side].choose(ctx, observe(ctx, pos, side), legal)
                for kind in kinds:
                    fresh._caches.pop(kind, None)
                alone = shadows[side].choose(fresh, observe(fresh, pos, side), legal)
                assert action == alone, (name, seed, pos.turn, pos.phase)
                assert players[side].explain() == shadows[side].explain()
                decisions += 1
                pos, _ = apply(ctx, pos, action)
        assert all(kind in ctx._caches for kind in kinds)
        assert decisions > 300
