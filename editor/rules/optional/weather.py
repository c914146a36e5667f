"""The weather in play (Annexe 3, La météo): as the scenario sets it, and its changes.

At the start: the conditions' weather, strength (rolled on 2D6 if the scenario
gives none), wind and stability; a fog the wind disperses does not hold. At the
start of each turn of the first player: « Temps variable » (1D6 above the
stability changes the weather: 2 or more above, a big change — a player chooses
one of the 2 initial dice and rolls it again, then the new weather's strength
if needed —; 1 above, a small change — 1D6: 6 none, else the strength moves by
the die - 3), the mist's evolution (1D6: 1-2 one class thinner, lifting below
the lightest; 6 one class thicker, not beyond the pea-souper), the irregular
weather's 1D6 (1-3: it falls this turn), and the flood (« Après 3 tours,
rivières et ruisseaux non guéables »; at once in a storm).
"""

from __future__ import annotations

from dataclasses import replace

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional import dice6
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_sky import WeatherNow
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import disperses, sky, weather_turns
from editor.rules.optional.state import NO_WIND, Pending, Weather
from editor.rules.position import Position

WITH_STRENGTH = ("rain", "snow", "fog")


def towards(ctx: GameContext, w: Weather) -> str:
    """The compass name of the side the wind blows towards."""
    if w.wind_dir == NO_WIND:
        return ""
    return ctx.scenario.grid.side_name(w.wind_dir)


def announce(ctx: GameContext, w: Weather, why: str, events: list[Event]) -> None:
    events.append(WeatherNow(w.kind, w.strength, w.wind, towards(ctx, w), why))


def roll_strength(
    opt: OptionalSetting, pos: Position, kind: str, events: list[Event]
) -> tuple[str, Position]:
    """2D6 on the strength table of rain, snow or mist."""
    a, b, pos = dice6.two_d6(pos)
    found = opt.data.tables.band(kind, a + b)
    events.append(D6Rolled("strength", (a, b), found))
    return found, pos


def _settle(opt: OptionalSetting, w: Weather) -> Weather:
    """A fog the wind disperses does not hold (« Brouillards dispersés »)."""
    if w.kind == "fog" and disperses(opt.data, w.wind):
        return replace(w, kind="fine", strength="")
    return w


def start(opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    f = opt.facts
    strength = f.strength
    if f.weather in WITH_STRENGTH and not strength:
        strength, pos = roll_strength(opt, pos, f.weather, events)
    w = Weather(
        kind=f.weather,
        strength=strength if f.weather in WITH_STRENGTH else "",
        dice=f.dice,
        stability=f.stability,
        since=1,
        falling=True,
        wind=f.wind,
        wind_dir=f.wind_dir if f.wind else NO_WIND,
    )
    w = _settle(opt, w)
    pos = put_state(pos, state(pos).with_(weather=w))
    announce(ctx, w, "start", events)
    return flood_check(opt, ctx, pos, events)


def variable(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """« à chaque tour de jeu ou tous les 2 ou 3 tours, on jette un dé »: a big change
    leaves a decision for the first player (``Pending("weather_die")``)."""
    w = state(pos).weather
    if w is None or not w.stability or (pos.turn - 1) % opt.facts.change_every:
        return pos
    t = opt.data.tables
    face, pos = dice6.d6(pos)
    over = face - w.stability
    if over <= 0:
        events.append(D6Rolled("variable", (face,), f"≤ {w.stability}"))
        return pos
    if over >= t.large_change_margin:
        events.append(D6Rolled("variable", (face,), "grand changement / big change"))
        st = state(pos)
        return put_state(pos, st.with_(pending=Pending("weather_die", pos.first)))
    events.append(D6Rolled("variable", (face,), "petit changement / small change"))
    small, pos = dice6.d6(pos)
    if small == t.small_change_none or w.kind not in WITH_STRENGTH:
        events.append(D6Rolled("small_change", (small,), "="))
        return pos
    ids = t.strengths(w.kind)
    i = ids.index(w.strength) if w.strength in ids else 0
    j = max(0, min(len(ids) - 1, i + small - t.small_change_offset))
    events.append(D6Rolled("small_change", (small,), f"{small - t.small_change_offset:+d}"))
    if ids[j] == w.strength:
        return pos
    w = replace(w, strength=ids[j])
    pos = put_state(pos, state(pos).with_(weather=w))
    announce(ctx, w, "small_change", events)
    return pos


def big_change(
    opt: OptionalSetting, ctx: GameContext, pos: Position, which: int, events: list[Event]
) -> Position:
    """« un des joueurs choisit un des 2 dés initiaux et le relance »."""
    st = state(pos)
    w = st.weather
    assert w is not None
    new, pos = dice6.d6(pos)
    dice = list(w.dice)
    dice[which] = new
    kind = opt.data.tables.weather_for(dice[0] + dice[1] + opt.facts.modifier, opt.facts.monsoon)
    events.append(D6Rolled("big_change", (new,), kind))
    strength = w.strength
    since = w.since
    if kind != w.kind:
        since = pos.turn
        strength = ""
        if kind in WITH_STRENGTH:
            strength, pos = roll_strength(opt, pos, kind, events)
    w = _settle(
        opt,
        replace(
            w, kind=kind, strength=strength, dice=(dice[0], dice[1]), since=since, falling=True
        ),
    )
    pos = put_state(pos, state(pos).with_(weather=w, pending=None))
    announce(ctx, w, "big_change", events)
    return pos


def fog(opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    w = state(pos).weather
    if w is None or w.kind != "fog" or w.since >= pos.turn:
        return pos  # no mist, or a mist born of this turn's change: tested from the next
    t = opt.data.tables
    ids = t.strengths("fog")
    face, pos = dice6.d6(pos)
    i = ids.index(w.strength) if w.strength in ids else 0
    if face <= t.fog_thin_max:
        w = replace(w, strength=ids[i - 1]) if i > 0 else replace(w, kind="fine", strength="")
    elif face >= t.fog_thicken_min and i < len(ids) - 1:
        w = replace(w, strength=ids[i + 1])
    changed = w != state(pos).weather
    events.append(D6Rolled("fog", (face,), w.strength or w.kind))
    if changed:
        pos = put_state(pos, state(pos).with_(weather=w))
        announce(ctx, w, "fog", events)
    return pos


def irregular(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """« on lance 1d6 dans chaque phase d'activation du joueur qui a joué en premier.
    Avec un résultat de 1, 2 ou 3, on a ce temps pendant les tours des 2 joueurs »."""
    w = state(pos).weather
    if w is None or not opt.data.weather.row(w.kind, w.strength).irregular:
        return pos
    face, pos = dice6.d6(pos)
    falling = face <= opt.data.tables.irregular_max
    events.append(D6Rolled("irregular", (face,), "oui / yes" if falling else "non / no"))
    if falling != w.falling:
        w = replace(w, falling=falling)
        pos = put_state(pos, state(pos).with_(weather=w))
    return pos


def flood_check(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    st = state(pos)
    w = st.weather
    if w is None or w.flooded:
        return pos
    after = sky(opt.data, opt.facts, st).precip.unfordable_after
    if after is None or weather_turns(st, pos.turn) < after:
        return pos
    w = replace(w, flooded=True)
    pos = put_state(pos, st.with_(weather=w))
    announce(ctx, w, "flood", events)
    return pos
