"""Annexe 3's wind and mist tables, typed in from the text, one test per row: what
the engine does with each cell (sight, fog, movement in and out of the desert,
shooting, the fire's development and the smoke, the storm's die, boats)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from opt_helpers import add, blank, eff, game, idx, put, with_state, with_weather

from editor.core.hexes import neighbor
from editor.rules import combat_flow
from editor.rules.combat import dice_for_attack
from editor.rules.movement import movement_range
from editor.rules.optional import fire, harm, moves, smoke
from editor.rules.optional.events_fire import FireEnded, FireStarted, HazardRolled
from editor.rules.optional.sky import sky
from editor.rules.optional.state import Fire, Spot
from editor.rules.position import set_at
from editor.rules.sight import line_of_sight
from editor.rules.terrain import STEPS, key, key_distance
from editor.rules.terrain import hex_of as hex_of_key

WIND_TOWARDS = 1
"""The wind of these tests blows towards hex side 1 (N on a flat-top map)."""


@dataclass(frozen=True)
class WindRow:
    sight: int | None = None
    sight_desert: int | None = None
    disperses: bool = False
    minus_hex: int = 0
    max_hex: int | None = None
    desert_max: int | None = None
    """« En zone de désert, max N hex sauf pour troupes originaires du désert »."""
    desert_downwind_only: bool = False
    shoot: int = 0
    range_minus: int = 0
    powder_unusable: bool = False
    downwind_every: int = 0
    upwind_every: int = 0
    spread: int = 1
    smoke: int = 0
    storm_die: bool = False
    sandstorm: int = 0
    wreck: bool = False
    boats_against: int = 0


WIND = {
    "weak": WindRow(downwind_every=2, upwind_every=3, smoke=1),
    "medium": WindRow(downwind_every=2, upwind_every=3, smoke=1, boats_against=1),
    "strong": WindRow(disperses=True, shoot=1, downwind_every=1, smoke=2),
    "very_strong": WindRow(disperses=True, sight_desert=4, minus_hex=1, desert_max=2, shoot=2,
                           range_minus=1, downwind_every=1, spread=2, smoke=3),
    "storm": WindRow(sight=4, disperses=True, sight_desert=2, max_hex=1, desert_downwind_only=True,
                     shoot=2, range_minus=2, powder_unusable=True, downwind_every=1, spread=2,
                     smoke=4, storm_die=True, sandstorm=2, wreck=True),
}  # fmt: skip


def _board(wind: str, desert: bool = False, weather: str = "fine", strength: str = ""):
    sc = blank(columns=16, rows=14)
    g = sc.grid
    add(sc, "cav", "a", g.to_hex(3, 7), "cavalerie", "ligne")
    add(sc, "camel", "a", g.to_hex(3, 11), "chameliers", "ligne", caps=("desert",))
    add(sc, "arch", "a", g.to_hex(9, 2), "infanterie", "archers")
    add(sc, "gun", "a", g.to_hex(11, 2), "artillerie", "ligne")
    add(sc, "target", "b", g.to_hex(9, 4), "infanterie", "ligne")
    conditions = {"wind_strength": wind, "wind_direction": str(WIND_TOWARDS)}
    if desert:
        conditions["zone"] = "hot_desert"
    ctx, pos = game(sc, "weather", "fire", weather=weather, weather_strength=strength,
                    **conditions)  # fmt: skip
    return sc, ctx, pos


def _sight(ctx, pos) -> int:
    c = eff(ctx, pos)
    g = ctx.scenario.grid
    a = g.to_hex(14, 14)
    best = 0
    for n in range(1, 14):
        b = g.to_hex(14, 14 - n)
        if line_of_sight(c, None, a, b).visible:
            best = n
    return best


def _reach(ctx, pos, uid: str, direction: int | None = None) -> int:
    c = eff(ctx, pos)
    i = idx(ctx, uid)
    start = pos.at[i]
    r = movement_range(c, pos, i)
    if direction is None:
        return max((key_distance(start, k) for k in r.keys()), default=0)
    # the farthest hex straight along ``direction``
    best, k = 0, start
    for n in range(1, 6):
        k += STEPS[direction]
        if k in r.keys():
            best = n
    return best


def _shot(ctx, pos, uid: str) -> int:
    d = dice_for_attack(eff(ctx, pos), pos, idx(ctx, uid), idx(ctx, "target"))
    return d.dice if d.allowed else -1


def _spread(ctx, pos, wind_dir: int) -> dict[int, set[tuple[int, int]]]:
    """Fire turn -> the (direction, distance) of the woods a burning wood shoots at."""
    sc = blank(columns=16, rows=16)
    g = sc.grid
    centre = g.to_hex(8, 8)
    for d in range(6):
        h = neighbor(centre, d)
        put(sc, h, "foret")
        put(sc, neighbor(h, d), "foret")
    put(sc, centre, "foret")
    w = pos.optional.weather
    c2, p2 = game(sc, "weather", "fire")
    p2 = with_weather(p2, wind=w.wind, wind_dir=wind_dir)
    out: dict[int, set[tuple[int, int]]] = {}
    ck = key(centre)
    for turn in range(1, 7):
        f = Fire(Spot("hex", ck, 0, "foret"), 0, turn)
        p = with_state(p2, fires=(f,))
        shots = fire._targets(c2.optional, eff(c2, p), p.optional, f)
        got = set()
        for s in shots:
            d = next(d for d in range(6) if (s.key - ck) in (STEPS[d], 2 * STEPS[d]))
            got.add((d, key_distance(ck, s.key)))
        out[turn] = got
    return out


def _downwind(d: int) -> set[int]:
    return {(d - 1) % 6, d, (d + 1) % 6}


@pytest.mark.parametrize("wind", list(WIND))
def test_wind_effects_row(wind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    row = WIND[wind]
    _, ctx, pos = _board(wind)
    _, plain_ctx, plain = _board("")
    w = pos.optional.weather
    assert (
        ctx.scenario.grid.side_name(w.wind_dir) == "N"
    )  # « on compte dans le sens des aiguilles »
    # Visibility
    assert _sight(ctx, pos) == (row.sight or _sight(plain_ctx, plain))
    _, dctx, dpos = _board(wind, desert=True)
    assert _sight(dctx, dpos) == (row.sight_desert or row.sight or _sight(plain_ctx, plain))
    _, fctx, fpos = _board(wind, weather="fog", strength="fog")
    assert (sky(fctx.optional.data, fctx.optional.facts, fpos.optional).fog.sight == 0) is (
        row.disperses
    )
    # Movement: heavy cavalry 3 hexes, camels (desert troops) 3
    base = _reach(plain_ctx, plain, "cav")
    expect = base - row.minus_hex
    if row.max_hex is not None:
        expect = row.max_hex
    assert _reach(ctx, pos, "cav") == expect
    desert_expect = expect if row.desert_max is None else min(expect, row.desert_max)
    if row.desert_downwind_only:
        assert _reach(dctx, dpos, "cav", (w.wind_dir + 3) % 6) == 0  # against it: no move
        assert _reach(dctx, dpos, "cav", w.wind_dir) == desert_expect
        assert _reach(dctx, dpos, "camel", (w.wind_dir + 3) % 6) == expect
    else:
        assert _reach(dctx, dpos, "cav") == desert_expect
        assert _reach(dctx, dpos, "camel") == expect
    # Shooting
    assert _shot(plain_ctx, plain, "arch") == 2 and _shot(plain_ctx, plain, "gun") == 3
    arch_ok = 2 <= 3 - row.range_minus
    assert _shot(ctx, pos, "arch") == (2 - row.shoot if arch_ok else -1)
    gun_ok = 3 <= 4 - row.range_minus and not row.powder_unusable  # 3 hexes, range 4
    assert _shot(ctx, pos, "gun") == (3 - row.shoot if gun_ok else -1)
    # Fires: which neighbours a burning wood shoots at, turn after turn
    spread = _spread(ctx, pos, w.wind_dir)
    down = _downwind(w.wind_dir)
    for turn, got in spread.items():
        want = set()
        for d in range(6):
            every = row.downwind_every if d in down else row.upwind_every
            if every and turn % every == 0:
                want.add((d, 1))
                if d in down and row.spread == 2:
                    want.add((d, 2))
        assert got == want, f"turn {turn}"
    # Smoke drifts N hexes the way the wind blows
    g = ctx.scenario.grid
    k0 = key(g.to_hex(8, 12))
    p = with_state(pos, fires=(Fire(Spot("hex", k0, 0, "foret"), 1, 1),))
    events: list = []
    p = smoke.drift_smoke(ctx.optional, eff(ctx, p), p, events)
    assert p.optional.smoke == {k0 + STEPS[w.wind_dir] * row.smoke}
    # The storm's die: 1 a new fire 3 hexes downwind, 6 blown out
    from editor.rules.optional import dice6

    for face in (1, 6):
        sc2 = blank(columns=16, rows=16)
        put(sc2, sc2.grid.to_hex(8, 12), "foret")
        put(sc2, sc2.grid.to_hex(8, 9), "foret")  # 3 hexes north (downwind)
        c3, p3 = game(sc2, "weather", "fire", wind_strength=wind, wind_direction="1")
        burning = Fire(Spot("hex", key(sc2.grid.to_hex(8, 12)), 0, "foret"), 0, 1)
        p3 = with_state(p3, fires=(burning,))
        monkeypatch.setattr(dice6, "d6", lambda q, f=face: (f, q))
        ev: list = []
        fire._weather_die(c3.optional, eff(c3, p3), p3, burning, ev)
        started = any(isinstance(e, FireStarted) and e.at == "0809" for e in ev)
        blown = any(isinstance(e, FireEnded) and e.why == "blown" for e in ev)
        assert (started, blown) == ((row.storm_die and face == 1), (row.storm_die and face == 6))
    # Sandstorm in the desert: 2 dice, armour reversed, at every unsheltered troop
    thrown: list[int] = []
    monkeypatch.setattr(combat_flow, "roll", lambda c, q, n: (thrown.append(n) or ("flag",) * n, q))
    ev = []
    harm.exposure(dctx.optional, eff(dctx, dpos), dpos, ev)
    assert (thrown[0] if thrown else 0) == row.sandstorm
    assert all(e.hazard == "sandstorm" for e in ev if isinstance(e, HazardRolled))


FOG = {
    # thickness: (sight, heavier weight, dice lost beyond 2 hexes, drift as at night,
    #             shooting -1, powder -2, melee -1 and melee factor only, darkness)
    "light_mist": (6, True, 0, False, 0, 0, False, False),
    "mist": (5, True, 0, False, 0, 0, False, False),
    "thick_mist": (4, True, 1, False, 0, 0, False, False),
    "fog": (3, True, 0, True, 1, 2, True, False),
    "pea_soup": (None, False, 0, False, 0, 0, False, True),
}


@pytest.mark.parametrize("darkness_rule", [True, False])
@pytest.mark.parametrize("thickness", list(FOG))
def test_mist_effects_row(thickness: str, darkness_rule: bool) -> None:
    """The same row whether the darkness rule is ticked or not: the weather rule plays
    the pea-souper's « conditions de l'obscurité » itself."""
    sight, heavier, beyond, drift, shoot, powder, melee, dark = FOG[thickness]
    sc = blank(columns=16, rows=14)
    g = sc.grid
    add(sc, "light", "a", g.to_hex(3, 7), "infanterie", "légère")  # 2 hexes, as light
    add(sc, "arch", "a", g.to_hex(9, 2), "infanterie", "archers")
    add(sc, "gun", "a", g.to_hex(9, 8), "artillerie", "ligne")
    add(sc, "target", "b", g.to_hex(9, 5), "infanterie", "ligne")
    add(sc, "sword", "a", g.to_hex(10, 5), "infanterie", "élite")
    add(sc, "friend", "a", g.to_hex(10, 4), "infanterie", "ligne")
    add(sc, "friend2", "a", g.to_hex(10, 6), "infanterie", "ligne")
    rules = ("weather", "night") if darkness_rule else ("weather",)
    ctx, pos = game(sc, *rules, weather="fog", weather_strength=thickness)
    c = eff(ctx, pos)
    limit = c.options.sight_limit
    if sight is not None:
        assert limit == sight and not c.options.night
    else:
        assert c.options.night  # « Voir les conditions de l'obscurité, comme pour la nuit »
    assert movement_range(c, pos, idx(ctx, "light")).keys() and max(
        key_distance(pos.at[idx(ctx, "light")], k)
        for k in movement_range(c, pos, idx(ctx, "light")).keys()
    ) == (1 if heavier else 2)
    # archers at 3 hexes, artillery (powder) at 3 hexes
    arch = dice_for_attack(c, pos, idx(ctx, "arch"), idx(ctx, "target"))
    gun = dice_for_attack(c, pos, idx(ctx, "gun"), idx(ctx, "target"))
    if sight is not None and sight >= 3:
        assert arch.dice == 2 - beyond - shoot
        assert gun.dice == 3 - max(beyond + shoot, powder)
    sword = dice_for_attack(c, pos, idx(ctx, "sword"), idx(ctx, "target"))
    # élite 4, supported +1 (two friends); in fog: the melee factor alone, less 1
    assert sword.dice == (4 - 1 if melee else (4 if dark else 5))
    assert moves.drifts(ctx.optional, c, pos, idx(ctx, "light")) is (drift or dark)


# « réduite à 6 / 5 / 4 / 3 hex »; Purée de pois: « Voir les conditions de l'obscurité,
# comme pour la nuit », and at night « Aucune unité n'est vue au-delà de 2 hex ».
FARTHEST_SEEN = {"light_mist": 6, "mist": 5, "thick_mist": 4, "fog": 3, "pea_soup": 2}


@pytest.mark.parametrize("darkness_rule", [True, False])
def test_the_pea_souper_is_never_clearer_than_the_fog(darkness_rule: bool) -> None:
    """Issue 25: with the darkness rule off, a pea-souper let units see 12 hexes, farther
    than the thinner « Brouillard » (3 hexes)."""
    found = {}
    for thickness in FARTHEST_SEEN:
        sc = blank(columns=8, rows=14)
        g = sc.grid
        add(sc, "eye", "a", g.to_hex(4, 13))
        add(sc, "target", "b", g.to_hex(4, 12))
        rules = ("weather", "night") if darkness_rule else ("weather",)
        ctx, pos = game(sc, *rules, weather="fog", weather_strength=thickness)
        c = eff(ctx, pos)
        eye = pos.at[idx(ctx, "eye")]
        seen = []
        for d in range(1, 11):  # the target alone, d hexes north of the eye
            k = key(g.to_hex(4, 13 - d))
            at = set_at(pos, idx(ctx, "target"), k)
            assert key_distance(eye, k) == d
            if line_of_sight(c, at, hex_of_key(eye), hex_of_key(k)).visible:
                seen.append(d)
        found[thickness] = max(seen)
    assert found == FARTHEST_SEEN


def test_a_dispersing_wind_lets_no_fog_hold_the_turn_it_changes() -> None:
    sc = blank()
    add(sc, "a1", "a", sc.grid.to_hex(2, 10))
    add(sc, "b1", "b", sc.grid.to_hex(2, 2))
    ctx, pos = game(sc, "weather", weather="fog", weather_strength="fog", wind_strength="strong")
    assert pos.optional.weather.kind == "fine"
    assert eff(ctx, pos).options.sight_limit == 0
