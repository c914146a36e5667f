"""Swapping two enemy pieces a side cannot identify changes nothing it receives.

Issue 25, point 3: for every bundled scenario and deployment procedure (markers,
papers, screen, the screen and « Unités cachées », alternate deployment and
« Unités cachées »), seeded random games are played a few dozen actions; at
each step, for each side, two enemy pieces it cannot identify
(``fog.hidden_from``) are swapped (where they stand, their plaquettes, their
marker numbers, what they did this turn, whether they are still to place)
and the side's observation, its legal actions when it decides (content and
order), and the events it is shown of the next action (the same action, the
two pieces' names swapped in it) must be the same on both positions. The
events are compared for two pieces the rules treat alike (both decoys, or units
of one class and movement): a decoy sees nobody, so what follows an action may
differ by the rules; and a marker of the pair turned over tells its piece.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from fog_helpers import swap, swap_action

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import GameContext, Options, Piece
from editor.rules.engine import IllegalAction, apply, legal_actions, start
from editor.rules.fog import hidden_from, observe
from editor.rules.fog_events import shown_events
from editor.rules.game import game_context
from editor.rules.position import Position

BUNDLED = sorted(SCENARIOS.glob("*.yaml"))
PROCEDURES = {
    "markers": ("markers", False),
    "papers": ("papers", False),
    "screen": ("screen", False),
    "screen+hidden": ("screen", True),
    "alternate+hidden": ("alternate", True),
}
BUDGET_S = 2.5
"""Seconds of play per case (the whole suite runs on two cores)."""
AFTER_DEPLOYMENT = 40
"""Actions played once the deployment is over."""


def _context(path: Path, deployment: str, hidden: bool) -> GameContext:
    r = read_scenario(path)
    assert r.scenario is not None and r.ruleset is not None
    sc = r.scenario
    sc.setup.deployment = deployment
    rules = set(sc.setup.optional_rules)
    if hidden:
        rules.add("hidden")
    return game_context(sc, r.ruleset, Options(rules=frozenset(rules)))


def _told(ctx, before, after, events, viewer) -> list:
    told = shown_events(ctx, before, after, events, viewer)
    return [(ev.to_dict(), dict(names)) for ev, names in told]


def _alike(ctx: GameContext, i: int, j: int) -> bool:
    """Two pieces the rules move, hide and reveal alike (what follows an action may
    differ otherwise, by the rules: a decoy sees nobody and reveals nothing)."""

    def kind(p: Piece) -> tuple:
        return (p.decoy, p.unit_class, p.weight, p.movement, p.mounted, p.passable, p.capabilities)

    return kind(ctx.pieces[i]) == kind(ctx.pieces[j])


def _but_turnovers(told: list, pair: set[str]) -> list:
    return [
        (ev, names)
        for ev, names in told
        if not (ev["type"] in ("revealed", "decoy_removed") and ev["unit"] in pair)
    ]


def _involved(pos: Position, i: int, j: int) -> bool:
    """The pair is told apart by something the swap does not exchange: a combat, or
    the optional rules' state (asleep, noisy, aboard a boat...), which the swap leaves."""
    c = pos.combat
    if c is not None and {c.attacker, c.defender, c.retreating} & {i, j}:
        return True
    st = pos.optional
    if st is None:
        return False
    marked = st.asleep | st.groggy | st.woken | st.noisy | st.fired | st.busy
    marked |= {t.unit for t in st.sentinels} | {b.carries for b in st.boats}
    return bool(marked & {i, j})


@pytest.mark.parametrize("procedure", sorted(PROCEDURES))
@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_swapping_unidentified_enemy_pieces_changes_nothing_told(
    path: Path, procedure: str
) -> None:
    deployment, hidden = PROCEDURES[procedure]
    ctx = _context(path, deployment, hidden)
    seed = len(path.stem) + len(procedure)
    rng = random.Random(seed)
    pos, _events = start(ctx, seed)
    end = time.monotonic() + BUDGET_S
    after_deployment = 0
    swaps = 0
    while pos.result is None and after_deployment < AFTER_DEPLOYMENT and time.monotonic() < end:
        legal = legal_actions(ctx, pos)
        action = rng.choice([a for a in legal if a.kind != "resign"] or legal)
        nxt, events = apply(ctx, pos, action)
        for viewer in (0, 1):
            unknown = sorted(hidden_from(ctx, pos, viewer))
            if len(unknown) < 2:
                continue
            i, j = rng.sample(unknown, 2)
            if _involved(pos, i, j):
                continue
            other = swap(pos, i, j)
            where = f"{path.stem} {procedure} turn {pos.turn} {pos.phase}: swap {i}<->{j}"
            assert observe(ctx, other, viewer) == observe(ctx, pos, viewer), where
            if pos.deciding == viewer:
                assert legal_actions(ctx, other) == legal, where
                seen = observe(ctx, pos, viewer).position
                assert legal_actions(ctx, seen) == legal, f"{where}: not what it observes"
            if not _alike(ctx, i, j):
                continue  # a decoy sees nobody, a unit's class moves it: the rules tell them
            try:
                other_next, other_events = apply(ctx, other, swap_action(ctx, action, i, j))
            except IllegalAction:
                continue  # the swapped piece may not do it there (its own zone...)
            # A marker of the two turned over tells what it is, the swapped piece in
            # the other game: that is what the rules show; everything else is the same.
            pair = {ctx.pieces[i].id, ctx.pieces[j].id}
            told = _told(ctx, other, other_next, other_events, viewer)
            assert _but_turnovers(told, pair) == _but_turnovers(
                _told(ctx, pos, nxt, events, viewer), pair
            ), where
            swaps += 1
        pos = nxt
        if pos.phase != "deployment":
            after_deployment += 1
    assert swaps > 0 or deployment == "alternate"
