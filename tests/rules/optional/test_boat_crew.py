"""The unit aboard a boat and the boat, once the unit has left it other than by landing.

Annexe 3, Transports et combats sur l'eau: « Une embarcation sans personnel, ou dont
les occupants sont occupés ailleurs, dérive comme ci-dessous » and « En cas de dérive,
le courant déplace d'1 hexagone par tour ». A unit eliminated aboard (Thucydide ch. 1:
an eliminated unit is a loss for good) leaves an empty boat: the boat drifts, the
unit does not come back with it. The same for a unit that leaves a boat standing on a
ford by a retreat, a follow-up or a fire's flags. Also the two games of the Bérézina
where it came back (issue 25, fault 1).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from opt_helpers import add, blank, eff, game, idx, k, line, put
from rules_helpers import play

from editor.commands.play import _context, _players
from editor.core.scenario import Boat
from editor.rules.actions import (
    Activate,
    Attack,
    Charge,
    DefenceOrder,
    EndPhase,
    FollowUp,
    Resign,
    Retreat,
)
from editor.rules.engine import apply, legal_actions
from editor.rules.events_combat import Eliminated, FollowedUp, Retreated
from editor.rules.optional import harm
from editor.rules.optional.actions import Embark
from editor.rules.places import GONE
from editor.rules.players import play_game
from editor.rules.victory import losses

BEREZINA = Path(__file__).parents[3] / "scenarios" / "berezina-1812.yaml"


def _river(crew_plaquettes: int, *, ford: bool = False, friend: bool = False):
    """A river running SE from 0207 with a current (« le courant déplace d'1 hexagone par
    tour »); a barque on its 4th hex (0508) with ``crew`` (side a) aboard; an élite
    infantry ``x`` of side b on the bank beside it (0509), side b to play first; with
    ``friend``, an infantry ``f`` of side a on the other bank beside the boat (0507)."""
    sc = blank(columns=16, rows=16)
    g = sc.grid
    river = line(g.to_hex(2, 7), 0, 12)
    for h in river:
        put(sc, h, "riviere")
    if ford:
        put(sc, river[3], "riviere", "gue")
    sc.boats.append(Boat("a", river[3], "barque", "crew"))
    add(sc, "crew", "a", river[3], "infanterie", "ligne", crew_plaquettes)
    add(sc, "x", "b", g.to_hex(5, 9), "infanterie", "élite")
    if friend:
        add(sc, "f", "a", g.to_hex(5, 7), "infanterie", "ligne")
    add(sc, "e", "b", g.to_hex(16, 1))
    for n in range(4):  # enough units that one loss does not demoralise side a
        add(sc, f"m{n}", "a", g.to_hex(1 + 2 * n, 16))
    ctx, pos = game(sc, "boats", first="b", current="SE")
    return ctx, pos, river


def _attack(ctx, pos, attacker: str, target: str):
    """``attacker`` attacks ``target`` from the start of its side's turn; every decision
    of the combat declined (no defence order, no follow-up, no charge), a retreat to
    the first hex offered."""
    pos, _ = apply(ctx, pos, Activate(attacker))
    pos, _ = apply(ctx, pos, EndPhase())
    pos, _ = apply(ctx, pos, EndPhase())
    events = []
    pos, evs = apply(ctx, pos, Attack(attacker, target))
    events += evs
    while pos.combat is not None:
        legal = legal_actions(ctx, pos)
        declined = (DefenceOrder(False), FollowUp(False), Charge())
        act = next(a for a in legal if a in declined or isinstance(a, Retreat))
        pos, evs = apply(ctx, pos, act)
        events += evs
    return pos, events


def _to_full_turn_end(ctx, pos):
    """End side b's combat phase and side a's whole turn: the boats drift."""
    events = []
    for _ in range(4):
        pos, evs = apply(ctx, pos, EndPhase())
        events += evs
    return pos, events


def test_a_unit_eliminated_aboard_stays_eliminated_while_its_boat_drifts(
    loaded_dice: list[str],
) -> None:
    ctx, pos, river = _river(1)
    crew = idx(ctx, "crew")
    loaded_dice.append("H*")  # every die hits: the crew's one plaquette is lost
    pos, events = _attack(ctx, pos, "x", "crew")
    assert any(isinstance(e, Eliminated) and e.unit == "crew" for e in events)
    assert pos.at[crew] == GONE
    pos, events = _to_full_turn_end(ctx, pos)
    boat = pos.optional.boats[0]
    assert boat.key == k(river[4])  # « le courant déplace d'1 hexagone par tour »
    assert boat.carries == -1  # « sans personnel »
    assert pos.at[crew] == GONE  # the drift did not bring it back
    assert not any(getattr(e, "unit", "") == "crew" for e in events)
    assert losses(ctx, pos, 0) == 1


def test_an_empty_boat_left_by_an_eliminated_unit_can_be_boarded(
    loaded_dice: list[str],
) -> None:
    """The boat is free again: a friend beside it may board it."""
    ctx, pos, river = _river(1, friend=True)
    loaded_dice.append("H*")
    pos, _ = _attack(ctx, pos, "x", "crew")
    pos, _ = apply(ctx, pos, EndPhase())  # side a's turn
    pos, _ = apply(ctx, pos, Activate("f"))
    pos, _ = apply(ctx, pos, EndPhase())
    assert Embark("f", ctx.label(k(river[3]))) in legal_actions(ctx, pos)


def test_a_unit_that_retreats_off_a_boat_on_a_ford_leaves_it(loaded_dice: list[str]) -> None:
    """From a ford the retreat may go ashore; the boat stays behind, empty, and drifts
    without the unit."""
    ctx, pos, river = _river(4, ford=True)
    crew = idx(ctx, "crew")
    loaded_dice += ["FF", "FF", "FF", "FF"]  # the attack: flags only; then the riposte
    pos, events = _attack(ctx, pos, "x", "crew")
    retreated = [e for e in events if isinstance(e, Retreated) and e.unit == "crew"]
    assert retreated, [e.kind for e in events]
    ashore = pos.at[crew]
    assert ashore >= 0 and ashore != k(river[3])
    assert pos.optional.boats[0].carries == -1
    pos, _ = _to_full_turn_end(ctx, pos)
    assert pos.at[crew] == ashore  # not carried off by the drifting boat


def _game(kinds: tuple[str, str], seed: int, folder: Path):
    # The games were played before issue 27 rebalanced the Berezina (6 turns, the
    # ford worth 3 points): the scenario as it was then, 12 turns and the ford worth 1.
    text = BEREZINA.read_text(encoding="utf-8")
    ford = "  name: Le gué, rive ouest\n  points: 3\n"
    assert "  turns: 6\n" in text and ford in text
    was = text.replace("  turns: 6\n", "  turns: 12\n", 1).replace(ford, ford.replace("3", "1"))
    (folder / BEREZINA.name).write_text(was, encoding="utf-8")
    ctx = _context(str(folder / BEREZINA.name))
    players = _players(ctx, [f"francais={kinds[0]}", f"russes={kinds[1]}"], seed)
    seen: list = []
    game = play_game(ctx, players, seed, on_action=lambda p, a, e: seen.append((p, e)))
    return ctx, game, seen


@pytest.mark.parametrize(
    ("kinds", "seed", "unit"),
    [(("random", "greedy"), 5, "fr_tirailleurs"), (("greedy", "search"), 7, "fr_lanciers")],
)
def test_berezina_an_eliminated_unit_never_reappears(
    kinds: tuple[str, str], seed: int, unit: str, tmp_path: Path
) -> None:
    """The issue's two games: once eliminated the unit stays off the map to the end, and
    its loss counts in the result."""
    ctx, game, seen = _game(kinds, seed, tmp_path)
    i = ctx.piece_index[unit]
    gone_at = next(
        n
        for n, (_p, evs) in enumerate(seen)
        if any(isinstance(e, Eliminated) and e.unit == unit for e in evs)
    )
    for pos, _evs in seen[gone_at:]:
        assert pos.at[i] == GONE
    for _pos, evs in seen[gone_at + 1 :]:
        assert not any(isinstance(e, Eliminated) and e.unit == unit for e in evs)
    french = ctx.sides.index("francais")
    assert game.position.result.losses[french] >= 1
    assert game.position.result.losses[french] == sum(
        1 for p in ctx.pieces if p.side == french and game.position.at[p.index] == GONE
    )


def test_a_unit_that_advances_off_a_boat_on_a_ford_leaves_it(loaded_dice: list[str]) -> None:
    """The unit aboard attacks from the ford, the enemy falls back, the unit follows up
    ashore (« les suivis »): the boat stays behind, empty."""
    ctx, pos, river = _river(4, ford=True)
    crew = idx(ctx, "crew")
    pos, _ = play(ctx, pos, EndPhase(), EndPhase(), EndPhase())  # side b's turn
    pos, _ = play(ctx, pos, Activate("crew"), EndPhase(), EndPhase())
    loaded_dice += ["F*"] * 4  # flags only: the enemy retreats, nobody is hit
    pos, _ = apply(ctx, pos, Attack("crew", "x"))
    while pos.combat is not None and pos.combat.stage != "follow":
        legal = legal_actions(ctx, pos)
        pos, _ = apply(ctx, pos, next(a for a in legal if not isinstance(a, Resign)))
    assert pos.combat is not None
    pos, events = apply(ctx, pos, FollowUp(True))
    assert any(isinstance(e, FollowedUp) and e.unit == "crew" for e in events)
    ashore = pos.at[crew]
    assert ashore != k(river[3])
    assert pos.optional.boats[0].carries == -1
    while pos.combat is not None:  # a charge declined
        pos, _ = apply(ctx, pos, Charge())
    pos, _ = play(ctx, pos, EndPhase())  # the full turn ends: the boat drifts alone
    assert pos.optional.boats[0].key == k(river[4])
    assert pos.at[crew] == ashore


def test_a_unit_driven_off_its_boat_by_a_fire_leaves_it(loaded_dice: list[str]) -> None:
    """A fire's shot (Annexe 3, Le feu) whose flags drive the unit aboard ashore from the
    ford: the boat stays behind, empty."""

    ctx, pos, river = _river(4, ford=True)
    crew = idx(ctx, "crew")
    loaded_dice.append("F*")  # flags only
    pos = harm.shot(eff(ctx, pos), pos, crew, 1, "fire", [], away_from=k(river[2]))
    assert pos.at[crew] >= 0 and pos.at[crew] != k(river[3])
    assert pos.optional.boats[0].carries == -1
