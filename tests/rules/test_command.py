"""Command ranges and activations are ruleset data (``play.command``, ``play.night``).

Both bundled rulesets give général en chef 5, sous-général 3 and officier 1 hexes
(issue 5, the author's Thucydide pages), and at night 3 / 2 / 1 (Annexe 3,
L'obscurité: « Commandement réduit à 2 hex pour sous-général et 3 pour général en
chef »). A ruleset may leave a rank out: a leader of that rank then commands
nobody beyond his own hex, by day or by night. Activations by the size of the
army: « activations of 3 units (0-9 units), 4 (10-15), two activations beyond 15
(read as two activations of 4) ».
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from rules_helpers import blank, ruleset, unit

from editor.core.hexes import neighbor
from editor.rules import command
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.setup import scenario_position


def _officer_and_unit():
    sc = blank(columns=12, rows=12)
    h = sc.grid.to_hex(5, 5)
    unit(sc, "officer", "a", h, leader="Ney")
    sc.units[-1].rank = "officier"
    unit(sc, "near", "a", neighbor(h, 0))
    unit(sc, "foe", "b", sc.grid.to_hex(11, 0))
    return sc


def _without_officer(rid: str):
    """The ruleset with no command range for « officier », by day nor by night."""
    rs = ruleset(rid)
    play = rs.play
    assert play is not None and play.night is not None

    def cut(ranges):
        return {rank: n for rank, n in ranges.items() if rank != "officier"}

    return replace(
        rs,
        play=replace(
            play,
            command=replace(play.command, ranges=cut(play.command.ranges)),
            night=replace(play.night, ranges=cut(play.night.ranges)),
        ),
    )


@pytest.mark.parametrize("night", [False, True])
def test_an_officer_commands_one_hex_and_none_when_the_ruleset_gives_no_range(
    night: bool,
) -> None:
    sc = _officer_and_unit()
    ctx = game_context(sc, ruleset("panache"), Options(night=night))
    pos = scenario_position(ctx)
    officer, near = ctx.piece_index["officer"], ctx.piece_index["near"]
    assert command.command_range(ctx, officer) == 1
    assert command.is_commanded(ctx, pos, near)
    ctx = game_context(sc, _without_officer("panache"), Options(night=night))
    pos = scenario_position(ctx)
    assert command.command_range(ctx, officer) == 0
    assert command.commanders_of(ctx, pos, officer) == [officer]  # his own hex
    assert not command.is_commanded(ctx, pos, near)


@pytest.mark.parametrize(("army", "per_leader"), [(9, 3), (12, 4), (16, 8)])
def test_a_leader_activates_as_many_units_as_the_size_of_his_army_gives(
    army: int, per_leader: int
) -> None:
    """Counted on the side's own army (the enemy here has 2 units), whatever the
    order of the activations."""
    sc = blank(columns=12, rows=12)
    g = sc.grid
    unit(sc, "chief", "a", g.to_hex(5, 6), leader="Davout")
    for i in range(army - 1):  # columns 3-7, rows 3-5: within the chief's 5 hexes
        unit(sc, f"u{i}", "a", g.to_hex(3 + i % 5, 3 + i // 5))
    unit(sc, "foe0", "b", g.to_hex(0, 11))
    unit(sc, "foe1", "b", g.to_hex(11, 11))
    ctx = game_context(sc, ruleset("panache"))
    pos = scenario_position(ctx)
    units = [ctx.piece_index[f"u{i}"] for i in range(army - 1)]
    assert command.can_activate(ctx, pos, 0, units[:per_leader]) == ""
    assert command.can_activate(ctx, pos, 0, units[-per_leader:][::-1]) == ""
    refused = command.can_activate(ctx, pos, 0, units[: per_leader + 1])
    assert f"at most {per_leader} units" in refused
