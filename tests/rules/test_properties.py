"""Properties over the positions of random games (40 by default, 1,000 in the
nightly profile, ``HEXFIELD_PROFILE=nightly``: docs/testing.md): ``legal_actions``
and ``apply`` agree, the rules' invariants hold after every action, and each game's
log replays to its final position.

Every action ``legal_actions`` lists is accepted by ``apply`` (a sample of them at
each position, the one played included); every action ``apply`` accepts is listed
(candidates made by changing listed actions: another unit, another hex, an order
flag, a decision flipped). After every action: one unit per hex, no unit on a hex
its class may not stand on, plaquettes between 0 and the unit's own, 0 exactly for
the units out of the game, order tokens never negative, and no attack offered with
more dice than the terrain's caps allow.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from rules_helpers import blank, ruleset
from suite_profile import by_profile

from editor.core.effects import combine_dice
from editor.core.scenario import Decoy, HexTerrain, Unit
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import (
    Action,
    Attack,
    Charge,
    DefenceOrder,
    EndPhase,
    FollowUp,
    Resign,
)
from editor.rules.combat import dice_for_attack
from editor.rules.engine import IllegalAction, apply, legal_actions, start
from editor.rules.game import game_context
from editor.rules.places import GONE
from editor.rules.players import RandomPlayer
from editor.rules.position import occupant
from editor.rules.record import new_record, replay

GAMES = by_profile(default=40, nightly=1000)
"""Every bundled scenario and synthetic set-up is played at least twice by default."""


def _synthetic(mode: str, seed: int):
    rng = random.Random(seed)
    sc = blank(columns=10, rows=12)
    sc.sides[0].home_edge, sc.sides[1].home_edge = "S", "N"
    sc.setup.deployment = mode
    g = sc.grid
    cover = ["foret", "colline", "rocaille", "marais", "habitations", "lac"]
    for h in g.hexes():
        if rng.random() < 0.2:
            sc.set_terrain(h, HexTerrain(frozenset({rng.choice(cover)})))
    classes = ["infanterie", "cavalerie", "artillerie"]
    qualities = ["ligne", "légère", "élite", "archers"]
    for i in range(6):
        for side, row in (("a", 11), ("b", 2)):
            h = g.to_hex(i + 2, row)
            sc.set_terrain(h, HexTerrain(frozenset()))
            leader = "Chef" if i == 0 else ""
            sc.units.append(
                Unit(f"{side}{i}", side, f"{side}{i}", rng.choice(classes), h,
                     rng.choice(qualities), rng.randint(2, 4), leader)
            )  # fmt: skip
    if mode in ("papers", "markers"):
        sc.decoys += [Decoy("a"), Decoy("b")]
    return game_context(sc, ruleset("panache"))


def _contexts():
    out = []
    for path in sorted(SCENARIOS.glob("*.yaml")):
        r = read_scenario(path)
        assert r.scenario is not None and r.ruleset is not None
        out.append(game_context(r.scenario, r.ruleset))
    for i, mode in enumerate(("scenario", "alternate", "papers", "markers", "screen")):
        out.append(_synthetic(mode, i))
    return out


def _enterable(ctx, i: int, k: int) -> bool:
    """Some step into hex ``k`` is allowed to the piece's class (roads included)."""
    from editor.rules.terrain import STEPS

    p = ctx.pieces[i]
    return any(
        k - s in ctx.terrain.on_map
        and ctx.terrain.step(k - s, d, p.unit_class, p.capabilities).allowed
        for d, s in enumerate(STEPS)
    )


def _invariants(ctx, pos) -> None:
    occ = occupant(pos)
    on_map = [i for i, k in enumerate(pos.at) if k >= 0]
    assert len(occ) == len(on_map), "two pieces on one hex"
    for i in on_map:
        p = ctx.pieces[i]
        assert 0 < pos.plaquettes[i] <= p.plaquettes
        k = pos.at[i]
        boats = getattr(pos.optional, "boats", ())  # Annexe 3: a unit aboard floats
        aboard = any(b.carries == i and not b.gone for b in boats)
        assert aboard or ctx.may_stand(i, k) or _enterable(ctx, i, k), (
            f"{p.id} ({p.unit_class}) stands on {ctx.label(k)} which it may not enter"
        )
    for i, k in enumerate(pos.at):
        if k == GONE and not ctx.pieces[i].decoy:
            assert pos.plaquettes[i] == 0
    assert min(pos.tokens) >= 0


def _caps_hold(ctx, pos, action: Action) -> None:
    if not isinstance(action, Attack) or action.attack_order:
        return
    a, t = ctx.piece_index[action.unit], ctx.piece_index[action.target]
    d = dice_for_attack(ctx, pos, a, t)
    caps = [s.effect.n for s in d.sources if s.effect.kind == "max_dice"]
    if caps:
        assert d.dice <= min(caps)
    assert d.dice == combine_dice(sum(n for _l, n in d.base), [s.effect for s in d.sources]).dice


def _variants(ctx, pos, action: Action, rng: random.Random) -> list[Action]:
    """Actions close to a legal one that may or may not be legal."""
    out: list[Action] = []
    ids = [p.id for p in ctx.pieces]
    fields = getattr(action, "__dataclass_fields__", {})
    if "unit" in fields:
        out.append(replace(action, unit=rng.choice(ids)))  # type: ignore[call-arg]
    if "to" in fields:
        k = ctx.key_of(action.to)  # type: ignore[attr-defined]
        from editor.rules.terrain import STEPS

        nk = k + rng.choice(STEPS)
        if nk in ctx.terrain.on_map:
            out.append(replace(action, to=ctx.label(nk)))  # type: ignore[call-arg]
    if "target" in fields:
        out.append(replace(action, target=rng.choice(ids)))  # type: ignore[call-arg]
    if "attack_order" in fields:
        out.append(replace(action, attack_order=not action.attack_order))  # type: ignore[call-arg,attr-defined]
    out += [EndPhase(), DefenceOrder(True), FollowUp(True), Charge()]
    return out


@pytest.mark.timeout(1800)  # nightly, 1,000 whole games: about 2 minutes of CPU
def test_legal_actions_and_apply_agree_and_invariants_hold() -> None:
    contexts = _contexts()
    rng = random.Random(2026)
    positions = 0
    accepted_variants = 0
    for g in range(GAMES):
        ctx = contexts[g % len(contexts)]
        pos, events = start(ctx, g)
        record = new_record(ctx, g, events, pos)
        player = RandomPlayer(g)
        for _ in range(5000):
            if pos.over:
                break
            legal = legal_actions(ctx, pos)
            assert legal, "a position with nobody to decide"
            listed = set(legal)
            for a in rng.sample(legal, min(2, len(legal))):
                if not isinstance(a, Resign):
                    apply(ctx, pos, a)  # raises if a listed action is refused
            for v in _variants(ctx, pos, rng.choice(legal), rng):
                try:
                    apply(ctx, pos, v)
                except IllegalAction:
                    continue
                assert v in listed, f"apply accepted {v}, which legal_actions does not list"
                accepted_variants += 1
            action = player.choose(ctx, None, legal)  # type: ignore[arg-type]
            _caps_hold(ctx, pos, action)
            pos, events = apply(ctx, pos, action)
            record.append(action, events, pos)
            _invariants(ctx, pos)
            positions += 1
        assert pos.over, f"game {g} did not end"
        again = replay(ctx, record)  # the log replays to the same final position
        assert again.divergence is None and again.position == pos
    assert positions > GAMES * 50 and accepted_variants > 0
