"""The computer players' wording-free combat arithmetic agrees with the explained one.

``combat_numbers.attack_numbers`` (the dice, no special hit, the flags the defender
ignores, the passage losses, melee) and ``support.is_supported`` are what the
players read instead of ``dice_for_attack`` and ``support``, without building
the explanation's words. At positions of random games on every bundled scenario
and on random maps strewn with rough ground and habitations (mounted troops,
infantry, artillery: every exception of the support rule has a chance to count),
both answer exactly as the explained versions do, for every pair of pieces and
every order.
"""

from __future__ import annotations

import random

from rules_helpers import blank, ruleset

from editor.core.scenario import HexTerrain, Unit
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.combat import dice_for_attack
from editor.rules.combat_numbers import attack_numbers, riposte_dice
from editor.rules.context import GameContext, build_context
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import observe
from editor.rules.players import RandomPlayer
from editor.rules.position import Position
from editor.rules.support import is_supported, support


def _rough_map(seed: int) -> GameContext:
    rng = random.Random(seed)
    sc = blank(columns=9, rows=12)
    sc.sides[0].home_edge, sc.sides[1].home_edge = "S", "N"
    g = sc.grid
    cover = ["foret", "colline", "rocaille", "marais", "habitations", "eboulis"]
    for h in g.hexes():
        if rng.random() < 0.45:
            sc.set_terrain(h, HexTerrain(frozenset({rng.choice(cover)})))
    classes = ["infanterie", "cavalerie", "artillerie"]
    for i in range(7):
        for side, row in (("a", 7), ("b", 6)):
            h = g.to_hex(i + 2, row)
            sc.set_terrain(h, HexTerrain(frozenset()))
            sc.units.append(
                Unit(f"{side}{i}", side, f"{side}{i}", rng.choice(classes), h, "ligne",
                     rng.randint(2, 4), "Chef" if i == 0 else "")
            )  # fmt: skip
    return build_context(sc, ruleset("panache"))


def _positions(ctx: GameContext, seed: int, every: int) -> list[Position]:
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    pos, _ = start(ctx, seed)
    out = []
    for n in range(400):
        if pos.over:
            break
        if n % every == 0 and pos.phase in ("movement", "combat"):
            out.append(pos)
        side = pos.deciding
        action = players[side].choose(ctx, observe(ctx, pos, side), legal_actions(ctx, pos))
        pos, _ = apply(ctx, pos, action)
    return out


def _agree(ctx: GameContext, pos: Position) -> int:
    """Checks every pair at ``pos``; the number of pairs allowed to attack."""
    on_map = [p.index for p in ctx.pieces if pos.at[p.index] >= 0]
    allowed = 0
    for a in on_map:
        for t in on_map:
            if ctx.pieces[a].side == ctx.pieces[t].side:
                continue
            for order in (False, True):
                for defence in (False, True):
                    for riposte in (False, True):
                        flags = {
                            "attack_order": order,
                            "defence_order": defence,
                            "riposte": riposte,
                        }
                        lean = attack_numbers(ctx, pos, a, t, **flags)
                        if riposte and not order:  # all a player reads of a riposte
                            dice = None if lean is None else lean[:2]
                            assert riposte_dice(ctx, pos, a, t) == dice, (a, t, flags)
                        d = dice_for_attack(ctx, pos, a, t, **flags)
                        if not d.allowed:
                            assert lean is None
                            continue
                        allowed += 1
                        whole = (
                            d.dice,
                            d.no_special,
                            d.defender_ignores_flags,
                            d.passage_losses,
                            d.melee,
                        )
                        assert lean == whole, (a, t, flags)
            for order in (False, True):
                asked = {"attacker": t, "order": order}
                assert is_supported(ctx, pos, a, **asked) == support(ctx, pos, a, **asked).supported
            lean_t = is_supported(ctx, pos, a, target=t, riposte_behind=True)
            assert lean_t == support(ctx, pos, a, target=t, riposte_behind=True).supported
            lean_t = is_supported(ctx, pos, a, target=t)
            assert lean_t == support(ctx, pos, a, target=t).supported
    return allowed


def test_attack_numbers_agree_with_the_explained_dice_on_rough_maps() -> None:
    allowed = 0
    for seed in range(3):
        ctx = _rough_map(seed)
        for pos in _positions(ctx, seed, 5):
            allowed += _agree(ctx, pos)
    assert allowed > 100  # attacks were weighed, not only refusals


def test_attack_numbers_agree_with_the_explained_dice_on_the_bundled_scenarios() -> None:
    allowed = 0
    for path in sorted(SCENARIOS.glob("*.yaml")):
        r = read_scenario(path)
        assert r.scenario is not None and r.ruleset is not None
        ctx = build_context(r.scenario, r.ruleset)
        for pos in _positions(ctx, 1, 40)[:6]:
            allowed += _agree(ctx, pos)
    assert allowed > 50
