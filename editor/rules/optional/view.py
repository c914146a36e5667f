"""What a view draws of the optional rules in a position: a Qt-free summary.

``scene(ctx, pos, viewer)`` gathers, for the play view and the overlay painter
(``editor.render.optional_art``): the hour and its daylight, the darkness, the
weather and wind in force with its effects in words, the hexes burning, being
set on fire (resistance left), burnt out, in smoke, lit in the dark; the
burning edges; the sleeping and groggy units; the sentinels the viewer may
know of; the boats with what they carry; the camps and their looted hexes.
Hexes are keys (``editor.rules.terrain.key``), units their ids.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from editor.core.phrases import Phrase
from editor.rules.context import GameContext
from editor.rules.optional import fire
from editor.rules.optional.setting import setting_of
from editor.rules.optional.sky import daylight, hour_of, is_dark, period_of, sky
from editor.rules.optional.state import NO_WIND, state_or_none
from editor.rules.optional.world import lit_hexes, smoky
from editor.rules.position import Position


@dataclass(frozen=True, slots=True)
class HexFire:
    key: int
    element: str
    state: str
    """``igniting`` (plaquettes of resistance lost), ``burning``, ``burnt``."""
    left: int = 0
    resistance: int = 0
    turns: int = 0
    """Full turns it has burnt (its first counts 1)."""


@dataclass(frozen=True, slots=True)
class EdgeFire:
    a: int
    b: int
    element: str
    state: str


@dataclass(frozen=True, slots=True)
class EdgeWork:
    """An engineers' field work on the side of hex ``a`` facing ``b``: begun
    (``done`` < ``need`` points) or standing."""

    a: int
    b: int
    element: str
    done: int
    need: int


@dataclass(frozen=True, slots=True)
class BoatMark:
    number: int
    """From 1, as the scenario lists the boats."""
    key: int
    side: str
    craft: str
    names: tuple[str, str]
    carries: str
    """The unit aboard, or ""."""
    grounded: bool


@dataclass(frozen=True, slots=True)
class SentinelMark:
    key: int
    side: str
    unit: str
    alerted: bool
    spotted: bool


@dataclass(frozen=True, slots=True)
class Scene:
    hour: int = 0
    """From dawn (1-24); 0: the time rule is not played."""
    period: int = 0
    daylight: str = ""
    dark: bool = False
    weather: str = ""
    strength: str = ""
    wind: str = ""
    wind_towards: str = ""
    wind_dir: int = NO_WIND
    sight_limit: int = 0
    flooded: bool = False
    effects: tuple[Phrase, ...] = ()
    """The weather's effects in force, in words."""
    fires: tuple[HexFire, ...] = ()
    edge_fires: tuple[EdgeFire, ...] = ()
    works: tuple[EdgeWork, ...] = ()
    smoke: frozenset[int] = frozenset()
    lit: frozenset[int] = frozenset()
    asleep: frozenset[str] = frozenset()
    groggy: frozenset[str] = frozenset()
    sentinels: tuple[SentinelMark, ...] = ()
    boats: tuple[BoatMark, ...] = ()
    camps: tuple[tuple[str, frozenset[int]], ...] = ()
    looted: frozenset[int] = frozenset()
    notes: dict[str, str] = field(default_factory=dict)


def scene(ctx: GameContext, pos: Position, viewer: int | None = None) -> Scene:
    """The optional rules' state of ``pos`` as a view draws it for ``viewer`` (a side
    index; None: everything, for a designer)."""
    hooks, opt, st = ctx.optional, setting_of(ctx), state_or_none(pos)
    if hooks is None or opt is None or st is None:
        return Scene()
    eff = hooks.effective(ctx, pos)
    data, facts = opt.data, opt.facts
    hour = period = 0
    light = facts.daylight_fixed
    if "time" in opt.rules and st.start_period:
        period = period_of(data, st, pos.turn)
        hour = hour_of(data, period)
        light = daylight(data, facts.season, hour)
    dark = is_dark(data, facts, st, pos.turn, opt.rules, ctx.options.night)
    w = st.weather
    effects: list[Phrase] = []
    if w is not None and "weather" in opt.rules:
        from editor.io.conditions_tables import effects_of

        for _table, _row, cells in effects_of(w.kind, w.strength, w.wind, facts.zones):
            for kind in ("visibility", "movement", "shooting", "special"):
                if kind in cells:
                    effects.append(Phrase(cells[kind]["en"], cells[kind]["fr"]))
    fires: list[HexFire] = []
    edges: list[EdgeFire] = []
    for f in st.fires:
        s = f.spot
        if s.kind == "edge":
            edges.append(EdgeFire(s.key, s.other, s.element, "burning"))
        elif s.kind != "boat":
            state = "accessory" if s.kind == "accessory" else "burning"  # a wagon, not the hex
            fires.append(
                HexFire(s.key, s.element, state, 0, fire.resistance(opt, eff, st, s), f.turns)
            )
    for s, left in st.damage:
        if s.kind == "edge":
            edges.append(EdgeFire(s.key, s.other, s.element, "igniting"))
        elif s.kind not in ("boat", "accessory") and not any(x.spot == s for x in st.fires):
            fires.append(
                HexFire(s.key, s.element, "igniting", left, fire.resistance(opt, eff, st, s))
            )
    for s in st.burnt:
        if s.kind == "edge":
            edges.append(EdgeFire(s.key, s.other, s.element, "burnt"))
        elif s.kind not in ("boat", "accessory"):
            fires.append(HexFire(s.key, s.element, "burnt"))
    w_need = data.engineering.turns * data.engineering.night_divisor
    works = tuple(EdgeWork(a, b, e, n, w_need) for a, b, e, n in st.works) + tuple(
        EdgeWork(a, b, e, w_need, w_need) for a, b, e in st.built
    )
    ids = [p.id for p in ctx.pieces]
    sentinels = tuple(
        SentinelMark(t.key, ctx.sides[t.side], ids[t.unit], t.alerted, t.spotted)
        for t in st.sentinels
        if not t.gone and (viewer is None or t.side == viewer or t.spotted)
    )
    boats = tuple(
        BoatMark(
            n + 1,
            b.key,
            ctx.sides[b.side],
            b.type,
            ctx.ruleset.boats[b.type].names,
            ids[b.carries] if b.carries >= 0 else "",
            bool(b.grounded),
        )
        for n, b in enumerate(st.boats)
        if not b.gone
    )
    return Scene(
        hour=hour,
        period=period,
        daylight=light,
        dark=dark,
        weather=w.kind if w else "",
        strength=w.strength if w else "",
        wind=w.wind if w else "",
        wind_towards=ctx.scenario.grid.side_name(w.wind_dir) if w and w.wind_dir != NO_WIND else "",
        wind_dir=w.wind_dir if w else NO_WIND,
        sight_limit=eff.options.sight_limit or (sky(data, facts, st).sight if w else 0),
        flooded=bool(w and w.flooded),
        effects=tuple(effects),
        fires=tuple(fires),
        edge_fires=tuple(edges),
        works=works,
        smoke=smoky(opt, st),
        lit=lit_hexes(opt, st) & ctx.terrain.on_map if dark else frozenset(),
        asleep=frozenset(ids[i] for i in st.asleep if pos.at[i] >= 0),
        groggy=frozenset(ids[i] for i in st.groggy if pos.at[i] >= 0),
        sentinels=sentinels,
        boats=boats,
        camps=tuple((ctx.sides[n], hexes) for n, hexes in enumerate(facts.camps) if hexes),
        looted=st.looted,
    )
