"""Annexe 3's effects tables of the rain, the snow, the hail, the wind and the mist,
typed in from the text (not from the data), one test per row, each cell checked on
what the engine does: how far one sees, how far a unit moves off and on a road,
the dice of a shot (after 1 and after 4 turns, powder or not), the range, the dice
to light a fire, the die that puts a fire out, the storm's dice at unsheltered
troops, the fords."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from opt_helpers import add, blank, eff, game, idx, line, put, with_state, with_weather

from editor.core.hexes import Hex
from editor.rules import combat_flow
from editor.rules.combat import dice_for_attack
from editor.rules.movement import movement_range
from editor.rules.optional import choices, fire, harm, weather
from editor.rules.optional.events_fire import FireEnded, HazardRolled
from editor.rules.optional.state import Fire, Spot
from editor.rules.position import with_changes
from editor.rules.sight import line_of_sight
from editor.rules.terrain import key, key_distance

ALL_WEATHER = ("weather", "fire")


@dataclass(frozen=True)
class Row:
    """One row of a table as the annex writes it."""

    sight: int | None = None
    """« réduite à N hex »; None: empty cell."""
    off_road: int | None = None
    """« Max N hex hors routes »."""
    minus_hex: int = 0
    max_hex: int | None = None
    """« Max N hex » (everywhere)."""
    shoot: int = 0
    shoot_after: int = 0
    """« -N dé après T tours »."""
    powder: str = ""
    """« armes à poudre -2 » (``-2``) or « inutilisables » (``unusable``)."""
    range_minus: int = 0
    ignite: int | None = 0
    """« Incendies : -N pour allumer »; None: « Aucun incendie possible »."""
    out_on: frozenset[int] = frozenset()
    """« Un dé : 6 = feu s'éteint »."""
    exposure: int = 0
    """« Toute troupe non abritée ... subit à chaque tour un tir N dés armure inversée »."""
    unfordable_after: int | None = None
    """« Après 3 tours, rivières et ruisseaux non guéables » (0: at once)."""


RAIN = {
    "drizzle": Row(shoot=1, shoot_after=3, ignite=1),
    "light": Row(off_road=2, shoot=1, shoot_after=3, powder="-2", ignite=2, out_on=frozenset({6})),
    "heavy": Row(off_road=2, shoot=1, powder="unusable", ignite=3, out_on=frozenset({5, 6})),
    "very_heavy": Row(sight=4, minus_hex=1, off_road=2, unfordable_after=3, shoot=2,
                      range_minus=1, powder="unusable", ignite=None),
    "storm": Row(sight=2, max_hex=1, unfordable_after=0, shoot=2, range_minus=2,
                 powder="unusable", ignite=None, exposure=2),
}  # fmt: skip
SNOW = {
    "light": Row(off_road=2, shoot=1, shoot_after=3, powder="-2", ignite=2, out_on=frozenset({6})),
    "heavy": Row(off_road=2, shoot=1, powder="unusable", ignite=3, out_on=frozenset({5, 6})),
    "very_heavy": Row(sight=3, minus_hex=1, off_road=2, unfordable_after=3, shoot=2,
                      range_minus=1, powder="unusable", ignite=None),
    "storm": Row(sight=2, max_hex=1, unfordable_after=0, shoot=2, range_minus=2,
                 powder="unusable", ignite=None, exposure=3),
}  # fmt: skip
HAIL = {
    "hail": Row(sight=5, off_road=2, shoot=1, shoot_after=2, powder="unusable", ignite=3,
                out_on=frozenset({5, 6}), exposure=1),
    "hailstorm": Row(sight=2, max_hex=1, unfordable_after=0, shoot=2, range_minus=2,
                     powder="unusable", ignite=None, exposure=3),
}  # fmt: skip


def _field():
    """A 16 x 12 board: heavy cavalry on a road running south (column 3), an
    archer and an artillery shooting at an enemy, a torch-bearer next to a wood, a
    river with a ford."""
    sc = blank(columns=16, rows=12)
    g = sc.grid
    for h in line(g.to_hex(3, 2), 5, 9):  # 5 = S on flat-top maps: one column
        put(sc, h, "route")
    add(sc, "cav", "a", g.to_hex(3, 2), "cavalerie", "ligne")
    add(sc, "arch", "a", g.to_hex(9, 2), "infanterie", "archers")
    add(sc, "gun", "a", g.to_hex(11, 2), "artillerie", "ligne")
    add(sc, "target", "b", g.to_hex(9, 4), "infanterie", "ligne")
    add(sc, "torch", "a", g.to_hex(14, 8), "infanterie", "élite", caps=("torches",))
    put(sc, g.to_hex(14, 9), "foret")
    add(sc, "far", "b", g.to_hex(14, 12), "infanterie", "ligne")
    put(sc, g.to_hex(7, 11), "riviere", "gue")
    return sc


def _measure(kind: str, strength: str, rules=ALL_WEATHER):
    sc = _field()
    ctx, pos = game(sc, *rules, weather=kind, weather_strength=strength)
    return sc, ctx, with_weather(pos, falling=True)  # hail falls this turn


def _sight(ctx, pos) -> int:
    """How far one sees over open ground (from the artillery, eastwards and south)."""
    c = eff(ctx, pos)
    best = 0
    g = ctx.scenario.grid
    start = g.to_hex(1, 12)
    for n in range(1, 12):
        b = Hex(start.q + n, start.r - n)  # north-east
        if b not in g:
            break
        if line_of_sight(c, None, start, b).visible:
            best = n
    return best


def _reach(ctx, pos, uid: str, on_road: bool) -> int:
    c = eff(ctx, pos)
    i = idx(ctx, uid)
    r = movement_range(c, pos, i)
    road = c.terrain.road_ids
    start = pos.at[i]
    dists = [
        key_distance(start, k)
        for k in r.keys()
        if bool(c.terrain.elements.get(k, frozenset()) & road) == on_road
    ]
    return max(dists, default=0)


def _shot(ctx, pos, uid: str) -> int:
    c = eff(ctx, pos)
    d = dice_for_attack(c, pos, idx(ctx, uid), idx(ctx, "target"))
    return d.dice if d.allowed else -1


def _exposure(ctx, pos, monkeypatch) -> int:
    thrown: list[int] = []

    def roll(c, p, n):
        thrown.append(n)
        return ("flag",) * n, p

    monkeypatch.setattr(combat_flow, "roll", roll)
    events: list = []
    harm.exposure(ctx.optional, eff(ctx, pos), pos, events)
    hits = [e for e in events if isinstance(e, HazardRolled)]
    return thrown[0] if hits else 0


def _fire_out(ctx, pos, monkeypatch) -> frozenset[int]:
    from editor.rules.optional import dice6

    wood = key(ctx.scenario.grid.to_hex(14, 9))
    out = set()
    for face in range(1, 7):
        p = with_state(pos, fires=(Fire(Spot("hex", wood, 0, "foret"), 0, 1),))
        monkeypatch.setattr(dice6, "d6", lambda q, f=face: (f, q))
        monkeypatch.setattr(combat_flow, "roll", lambda c, q, n: (("flag",) * n, q))
        events: list = []
        fire._weather_die(ctx.optional, eff(ctx, p), p, p.optional.fires[0], events)
        if any(isinstance(e, FireEnded) and e.why == "rain" for e in events):
            out.add(face)
    return frozenset(out)


def assert_weather_row(row: Row, kind: str, strength: str, monkeypatch) -> None:
    _, ctx, pos = _measure(kind, strength)
    _, plain_ctx, plain = _measure("fine", "")
    assert _sight(ctx, pos) == (row.sight if row.sight is not None else _sight(plain_ctx, plain))
    cav_open, cav_road = (
        _reach(plain_ctx, plain, "cav", False),
        _reach(plain_ctx, plain, "cav", True),
    )
    assert (cav_open, cav_road) == (3, 4)  # heavy cavalry: 3 hexes, +1 all on road
    expect_open, expect_road = cav_open - row.minus_hex, cav_road - row.minus_hex
    if row.off_road is not None:
        expect_open = min(expect_open, row.off_road)
    if row.max_hex is not None:
        expect_open = expect_road = row.max_hex
    assert _reach(ctx, pos, "cav", False) == expect_open
    assert _reach(ctx, pos, "cav", True) == expect_road
    base_arch, base_gun = _shot(plain_ctx, plain, "arch"), _shot(plain_ctx, plain, "gun")
    assert base_arch == 2 and base_gun == 3
    for turn in (1, 4):
        p = with_changes(with_weather(pos, since=1), turn=turn)
        lasted = turn - 1
        minus = row.shoot if lasted >= row.shoot_after else 0
        arch_dist = 2
        arch_ok = arch_dist <= 3 - row.range_minus
        assert _shot(ctx, p, "arch") == (max(0, base_arch - minus) if arch_ok else -1)
        gun_ok = 3 <= 4 - row.range_minus and row.powder != "unusable"  # 3 hexes, range 4
        gun_minus = max(minus, 2) if row.powder == "-2" else minus
        assert _shot(ctx, p, "gun") == (max(0, base_gun - gun_minus) if gun_ok else -1)
    torch = idx(ctx, "torch")
    expected = 0 if row.ignite is None else 4 - row.ignite
    assert choices.ignition_dice(ctx.optional, eff(ctx, pos), pos, torch) == expected
    assert _fire_out(ctx, pos, monkeypatch) == row.out_on
    assert _exposure(ctx, pos, monkeypatch) == row.exposure
    for turn in (1, 3, 4):
        p = with_changes(with_weather(pos, since=1, flooded=False), turn=turn)
        events: list = []
        p = weather.flood_check(ctx.optional, eff(ctx, p), p, events)
        after = row.unfordable_after
        assert p.optional.weather.flooded == (after is not None and turn - 1 >= after)


@pytest.mark.parametrize("strength", list(RAIN))
def test_rain_effects_row(strength: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert_weather_row(RAIN[strength], "rain", strength, monkeypatch)


@pytest.mark.parametrize("strength", list(SNOW))
def test_snow_effects_row(strength: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert_weather_row(SNOW[strength], "snow", strength, monkeypatch)


@pytest.mark.parametrize("strength", list(HAIL))
def test_hail_effects_row(strength: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert_weather_row(HAIL[strength], "snow", strength, monkeypatch)
