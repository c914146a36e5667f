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
from editor.rules.terrain import hex_of, key_distance

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
    """Summer, hour 17: day; two turns later hour 18, dusk, and its darkness (« on ne
    distinguera pas les différentes qualités d'obscurité plus ou moins profonde »); then
    hour 19, night, still dark: « Commandement réduit à 2 hex pour sous-général et 3 pour
    général en chef », « Aucune unité n'est vue au-delà de 2 hex », « ordres de manœuvre
    coûtent 1 point de plus »."""
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
    assert watch(pos) == (3, 2, 2, False)  # dusk is dark (issue 25: it played as day)
    pos, events = _end_turns(ctx, pos, 2)  # turn 5: hour 19
    assert [(e.hour, e.daylight, e.changed) for e in events if isinstance(e, HourStruck)] == [
        (19, "night", True)
    ]
    assert watch(pos) == (3, 2, 2, False)


@pytest.mark.parametrize("darkness_rule", [False, True])
@pytest.mark.parametrize(
    ("hour", "dark"), [(1, False), (13, False), (14, True), (15, True), (24, True)]
)
def test_the_night_hours_bring_their_darkness_with_or_without_the_darkness_rule(
    hour: int, dark: bool, darkness_rule: bool
) -> None:
    """Hiver: « Jour 2ème à 13ème », « Crépuscule 14ème », « Nuit 15ème à 24ème ». At night,
    the time rule played, the darkness holds whether the darkness rule is ticked or not:
    « Commandement réduit à 2 hex pour sous-général et 3 pour général en chef », « Aucune
    unité n'est vue au-delà de 2 hex », « Tous les ordres de manœuvre coûtent 1 point de
    plus » (issue 25: winter, hour 15, a unit 3 hexes away was still seen). « Crépuscule
    14ème » is dark too (« on ne distinguera pas les différentes qualités d'obscurité »;
    issue 25: « When the hour brings dusk or night, its darkness applies »); « Aube 1ère
    heure » plays as day (the ruleset's assumption)."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    add(sc, "chief", "a", g.to_hex(6, 12), leader="Soult")
    add(sc, "far", "b", g.to_hex(6, 9))
    add(sc, "near", "b", g.to_hex(8, 12))
    rules = ("time", "night") if darkness_rule else ("time",)
    ctx, pos = game(sc, *rules, season="winter", start_hour=str(hour))
    c = eff(ctx, pos)
    chief = pos.at[idx(ctx, "chief")]
    assert key_distance(chief, pos.at[idx(ctx, "far")]) == 3
    assert key_distance(chief, pos.at[idx(ctx, "near")]) == 2

    def seen(uid: str) -> bool:
        return line_of_sight(c, pos, hex_of(chief), hex_of(pos.at[idx(ctx, uid)])).visible

    assert seen("near")
    assert seen("far") is not dark
    assert command_range(c, idx(ctx, "chief")) == (3 if dark else 5)
    assert manoeuvre_cost(c) == (2 if dark else 1)
