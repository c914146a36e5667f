"""The greedy player's remembered best hexes are the ones it would find afresh.

``greedy_hexes.best_hex`` keeps a unit's best hex per context, by a key that must
name everything the hex scores read. Over whole games (the memo warm with the
earlier games' positions, as in a balance run), each unit that may move gets the
same answer from the warm context as from a context whose memo is emptied before
each question: a key that left out something the scores read (the turn, the
tokens, the plaquettes, the holders...) would hand back a stale answer.
"""

from __future__ import annotations

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules.engine import apply, legal_actions, movers, start
from editor.rules.fog import observe
from editor.rules.greedy import GreedyPlayer
from editor.rules.greedy_hexes import best_hex
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
