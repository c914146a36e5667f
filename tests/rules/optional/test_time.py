"""Le déroulement du temps (Annexe 3): the table typed in from the text, one test per
row, and a game started in the afternoon reaching dusk and night, whose rules then
apply (command, sight, manoeuvre orders)."""

from __future__ import annotations

import pytest
from opt_helpers import add, blank, eff, game, idx

from editor.rules.actions import EndPhase
from editor.rules.command import command_range, manoeuvre_cost
from editor.rules.engine import apply
from editor.rules.optional.events_sky import HourStruck
from editor.rules.optional.sky import daylight, hour_of, period_of
from editor.rules.sight import line_of_sight
from editor.rules.terrain import hex_of

# Saison | Aube | Jour | Crépuscule | Nuit
TABLE = {
    "summer": (1, (2, 17), 18, (19, 24)),  # Été
    "spring": (1, (2, 15), 16, (17, 24)),  # Printemps et Automne
    "autumn": (1, (2, 15), 16, (17, 24)),
    "winter": (1, (2, 13), 14, (15, 24)),  # Hiver
}


@pytest.mark.parametrize("season", list(TABLE))
def test_hours_of_the_day_row(season: str) -> None:
    dawn, (d0, d1), dusk, (n0, n1) = TABLE[season]
    sc = blank()
    add(sc, "a1", "a", sc.grid.to_hex(2, 10))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    ctx, _ = game(sc, "time", season=season, start_hour="5")
    data = ctx.optional.data
    for hour in range(1, 25):
        want = (
            "dawn" if hour == dawn
            else "day" if d0 <= hour <= d1
            else "dusk" if hour == dusk
            else "night" if n0 <= hour <= n1
            else "?"
        )  # fmt: skip
        assert daylight(data, ctx.optional.facts.season, hour) == want


def test_an_hour_is_two_periods_and_the_battle_starts_at_its_first() -> None:
    """« une heure correspondra à 2 périodes de jeu » ; « Le combat débute à la première
    période de l'heure ainsi calculée »."""
    sc = blank()
    add(sc, "a1", "a", sc.grid.to_hex(2, 10))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    ctx, pos = game(sc, "time", start_hour="7")
    data = ctx.optional.data
    st = pos.optional
    assert st.start_period == 13
    assert [hour_of(data, period_of(data, st, t)) for t in range(1, 6)] == [7, 7, 8, 8, 9]


def test_without_a_starting_hour_it_is_rolled_on_2d6(loaded_d6: list[int]) -> None:
    """« on lance 2 dés. Le combat débute à la première période de l'heure ainsi calculée »."""
    sc = blank()
    add(sc, "a1", "a", sc.grid.to_hex(2, 10))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    loaded_d6 += [4, 5]
    ctx, pos = game(sc, "time")
    assert hour_of(ctx.optional.data, pos.optional.start_period) == 9
    assert pos.optional.start_period == 17


def _end_turns(ctx, pos, n: int):
    events = []
    for _ in range(n * 6):  # three phases a player, two players a turn
        pos, evs = apply(ctx, pos, EndPhase())
        events += evs
    return pos, events


def test_a_battle_started_in_the_afternoon_reaches_dusk_and_night_and_plays_it() -> None:
    """Summer, hour 17: day; two turns later hour 18, dusk; then hour 19, night, and
    « Commandement réduit à 2 hex pour sous-général et 3 pour général en chef », « Aucune
    unité n'est vue au-delà de 2 hex », « ordres de manœuvre coûtent 1 point de plus »."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "chief", "a", g.to_hex(6, 12), leader="Soult")
    add(sc, "sub", "a", g.to_hex(2, 12), leader="Ney")
    add(sc, "b1", "b", g.to_hex(6, 2))
    add(sc, "b2", "b", g.to_hex(6, 8))
    sc.setup.turns = 10
    ctx, pos = game(sc, "time", "night", season="summer", start_hour="17")
    chief, sub = idx(ctx, "chief"), idx(ctx, "sub")

    def watch(p):
        c = eff(ctx, p)
        seen = line_of_sight(c, p, hex_of(p.at[chief]), hex_of(p.at[idx(ctx, "b2")])).visible
        return command_range(c, chief), command_range(c, sub), manoeuvre_cost(c), seen

    assert watch(pos) == (5, 3, 1, True)  # day: 5 / 3 hexes, 1 token, 4 hexes seen
    pos, events = _end_turns(ctx, pos, 2)  # turn 3: hour 18
    struck = [e for e in events if isinstance(e, HourStruck)]
    assert [(e.hour, e.daylight) for e in struck] == [(18, "dusk")]
    assert watch(pos) == (5, 3, 1, True)  # dusk plays as day
    pos, events = _end_turns(ctx, pos, 2)  # turn 5: hour 19
    assert [(e.hour, e.daylight, e.changed) for e in events if isinstance(e, HourStruck)] == [
        (19, "night", True)
    ]
    assert watch(pos) == (3, 2, 2, False)


def test_without_the_darkness_rule_night_falls_but_changes_nothing() -> None:
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "chief", "a", g.to_hex(6, 12), leader="Soult")
    add(sc, "b1", "b", g.to_hex(6, 2))
    ctx, pos = game(sc, "time", season="winter", start_hour="15")
    assert daylight(ctx.optional.data, "winter", 15) == "night"
    assert command_range(eff(ctx, pos), idx(ctx, "chief")) == 5
