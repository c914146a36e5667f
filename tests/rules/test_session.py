"""The game session behind the play view: undo and redo never past chance, time travel,
branches, and the record it saves.

The property: any sequence of actions, undos and redos ends in the very position
the engine computes by applying, from the start, the actions that were kept; and
undo never takes back an action whose events rolled dice or turned a marker over.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import CENTRE, blank, ruleset

from editor.core.hexes import neighbor
from editor.core.scenario import Unit
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, Resign
from editor.rules.engine import apply, legal_actions, start
from editor.rules.fog import observe
from editor.rules.game import game_context
from editor.rules.players import make_player
from editor.rules.record import record_from_dict, record_to_dict
from editor.rules.session import PERSON, GameSession

CHANCE = {"dice_rolled", "revealed", "decoy_removed"}


def _skirmish():
    """Two units of each side face to face: attacks (and rolls) come within a few actions."""
    sc = blank("panache")
    a1, b1 = CENTRE, neighbor(CENTRE, 0)
    a2, b2 = neighbor(CENTRE, 5), neighbor(neighbor(CENTRE, 5), 0)
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", a1),
        Unit("a2", "a", "A2", "cavalerie", a2),
        Unit("b1", "b", "B1", "infanterie", b1),
        Unit("b2", "b", "B2", "infanterie", b2),
    ]
    sc.setup.first_player = "a"
    return game_context(sc, ruleset("panache"))


CTX = _skirmish()
rolled: list[bool] = []


@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,  # the same sequences every run: the count of rolls below is stable
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**32),
    ops=st.lists(
        st.tuples(st.sampled_from(["play", "play", "undo", "redo"]), st.integers(0, 10**6)),
        max_size=60,
    ),
)
def test_undo_and_redo_end_where_the_engine_says(seed: int, ops: list) -> None:
    session = GameSession(CTX, seed)
    kept: list = []  # (action, events) the session should hold
    taken_back: list = []
    for op, pick in ops:
        pos = session.position
        if op == "play":
            if pos.over:
                continue
            legal = [a for a in legal_actions(CTX, pos) if not isinstance(a, Resign)]
            # Lean towards fighting, so that rolls come often.
            lean = {"command": Activate, "movement": EndPhase, "combat": Attack}.get(pos.phase)
            fights = [a for a in legal if lean is not None and isinstance(a, lean)]
            if fights and pick % 4:
                legal = fights
            action = legal[pick % len(legal)]
            step = session.play(action)
            kept.append((action, [e.kind for e in step.events]))
            taken_back.clear()
        elif op == "undo":
            if not session.steps:
                continue
            side = session.steps[-1].side
            chance = bool(CHANCE & set(kept[-1][1])) if kept else False
            if chance:
                assert session.undo_refusal(side)
                continue
            assert session.undo_refusal(side) == ""
            assert session.undo_refusal(1 - side)  # never the other side's action
            action = session.undo(side)
            assert action == kept.pop()[0]
            taken_back.append(action)
        else:
            if not taken_back:
                assert session.redo_refusal(pos.deciding)
                continue
            step = session.redo(pos.deciding)
            assert step.action == taken_back.pop()
            kept.append((step.action, [e.kind for e in step.events]))
    rolled.append(any(CHANCE & set(k) for _, k in kept))
    expected, _ = start(CTX, seed)
    for action, _kinds in kept:
        expected, _ = apply(CTX, expected, action)
    assert session.position == expected
    assert [s.action for s in session.steps] == [a for a, _ in kept]


def test_the_property_saw_rolls() -> None:
    """The sequences above do reach combats (else the property would say little)."""
    if not rolled:  # run alone
        test_undo_and_redo_end_where_the_engine_says()
    assert sum(rolled) >= 5


def test_a_roll_cannot_be_taken_back_but_a_move_can() -> None:
    session = GameSession(CTX, 3)
    session.play(Activate("a1"))
    assert session.undo_refusal(0) == ""
    session.undo(0)
    assert session.position == session.start_position
    session.redo(0)
    session.play(EndPhase())  # to movement
    session.play(EndPhase())  # to combat
    session.play(Attack("a1", "b1"))
    if session.position.combat is not None and session.position.combat.stage == "defence":
        session.play(DefenceOrder(False))
    assert any(e.kind == "dice_rolled" for e in session.steps[-1].events)
    why = session.undo_refusal(session.steps[-1].side)
    assert "dice" in why.en and "dés" in why.fr


def test_branching_drops_the_later_actions_and_forgets_redo() -> None:
    session = GameSession(CTX, 9)
    session.play(Activate("a1"))
    session.play(Activate("a2"))
    session.play(EndPhase())
    middle = session.position_at(1)
    session.branch(1)
    assert len(session) == 1 and session.position == middle
    assert session.redo_refusal(0)
    session.play(EndPhase())
    assert session.position.phase == "movement"


def test_a_saved_session_reopens_with_every_position() -> None:
    r = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    ctx = game_context(r.scenario, r.ruleset)
    session = GameSession(ctx, 4, (PERSON, "greedy"))
    players = [make_player("greedy", 1), make_player("greedy", 2)]
    while not session.position.over and len(session) < 120:
        pos = session.position
        side = pos.deciding
        session.play(players[side].choose(ctx, observe(ctx, pos, side), legal_actions(ctx, pos)))
    data = record_to_dict(session.record())
    again, result = GameSession.from_record(ctx, record_from_dict(data))
    assert result.divergence is None
    assert again.seats == (PERSON, "greedy")
    assert len(again) == len(session)
    for n in (0, 1, len(session) // 2, len(session)):
        assert again.position_at(n) == session.position_at(n)


def test_luck_counts_every_throw_against_its_expectation() -> None:
    """Two dice of quality against blue armour, thrown by side a: 3 of 6 faces hit
    blue (« sur verts et bleus », « sur toute couleur », the special hit): 1 hit
    expected per throw of two dice."""
    from fractions import Fraction

    from editor.rules.luck import luck_report

    ctx = CTX
    pos, _ = start(ctx, 0)
    from editor.rules.events_combat import DiceRolled

    throw = DiceRolled("a1", "b1", "attack", ("hit_heavy", "flag"), 1, 1, 0)
    dice = len(throw.faces)
    armour = ctx.pieces[ctx.piece_index["b1"]].armour
    hits_per_die = {"light": Fraction(4, 6), "medium": Fraction(3, 6), "heavy": Fraction(2, 6)}
    a, b = luck_report(ctx, [pos], [[throw]])
    assert a.throws == 1 and a.dice == dice and a.hits == 1 and a.flags == 1
    assert a.expected_hits == dice * hits_per_die[armour]
    assert a.expected_flags == Fraction(dice, 6)
    assert b.throws == 0
