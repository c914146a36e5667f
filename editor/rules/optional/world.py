"""The context that holds under a position's hour, weather and fires.

The engine's modules read the terrain, the pieces' movement, the darkness and
the sight limit from the context. The optional rules change them as a game goes
on: a wood burns and becomes rocaille, a flood makes the fords unfordable, a
heat wave dries rivers into streams, smoke blocks sight, night falls, rain
shortens moves. ``effective`` derives, once per distinct state, a context with
those changes (``OptionalTerrain``, movement of the pieces, ``Options.night`` and
``sight_limit``, ``OptionalSight``), so the engine's own movement, sight,
command and combat code plays them unchanged. Derived contexts are cached on the
base context (a bounded LRU), and share its terrain index when only the sky
changed.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from dataclasses import replace
from typing import Any

from editor.core.edges import edge_between
from editor.core.hexes import Hex
from editor.core.scenario import EdgeObstacle, HexTerrain, Scenario
from editor.rules.context import GameContext, Options, Piece
from editor.rules.optional.data_weather import HEAVIER
from editor.rules.optional.setting import OptionalSetting, within
from editor.rules.optional.sky import Sky, is_dark, sky
from editor.rules.optional.state import NO_WIND, OptState, Spot, state_or_none
from editor.rules.position import Position
from editor.rules.sight import Sight, SightIndex
from editor.rules.terrain import STEPS, Step, TerrainIndex, hex_of, key

_DERIVED = 256
_TERRAINS = 48


def downwind(direction: int) -> frozenset[int]:
    """The three sides facing the way the wind blows (or the current flows)."""
    if direction == NO_WIND:
        return frozenset()
    return frozenset(((direction - 1) % 6, direction, (direction + 1) % 6))


def step_direction(a: int, b: int) -> int:
    """The direction (0-5) of the step from key ``a`` to its neighbour ``b``; -1 if none."""
    try:
        return STEPS.index(b - a)
    except ValueError:
        return -1


class OptionalTerrain(TerrainIndex):
    """The terrain with what fire, flood, drought and wind did to it: burning hexes
    and edges impassable (« impassable pour toute troupe »), and the wind's steps."""

    def __init__(
        self,
        scenario: Scenario,
        ruleset: Any,
        blocked: frozenset[int],
        blocked_edges: frozenset[tuple[int, int]],
        wind_mode: str,
        wind_dir: int,
    ) -> None:
        super().__init__(scenario, ruleset)
        self.blocked = blocked
        self.blocked_edges = blocked_edges
        self.wind_mode = wind_mode
        self.downwind = downwind(wind_dir)

    def _compute_step(self, a: int, b: int, unit_class: str, caps: frozenset[str]) -> Step:
        s = super()._compute_step(a, b, unit_class, caps)
        if not s.allowed:
            return s
        if b in self.blocked or (a, b) in self.blocked_edges:
            return Step(False, why="fire")
        if self.wind_mode and step_direction(a, b) not in self.downwind:
            if self.wind_mode == "only" and "desert" not in caps:
                return Step(False, why="wind")
            if self.wind_mode == "cost":
                return replace(s, minus=s.minus + 1)
        return s


class OptionalSight(SightIndex):
    """Sight with smoke (« obstacle total à la visibilité »: a hex in smoke masks, and a
    troop in smoke sees and is seen only next to it), the weather's limit, and the
    darkness, which lights pierce: a fire lights 3 hexes around, a camp fire 1, and a
    troop with torches or one firing powder or rockets is seen at any distance."""

    def __init__(
        self,
        ctx: GameContext,
        smoke: frozenset[int],
        fog_limit: int,
        dark_limit: int,
        lit: frozenset[int],
        beacons: frozenset[int],
        lone: tuple[frozenset[int], int] = (frozenset(), 0),
    ) -> None:
        super().__init__(ctx)
        self.lone, self.lone_limit = lone
        self.smoke = smoke
        for k in smoke:
            self.mask_hex[k] = "smoke"
        self.limit = fog_limit or None
        self.dark = dark_limit or None
        self.lit = lit
        self.beacons = beacons

    def check(self, a: Hex, b: Hex, occ: dict[int, int]) -> Sight:
        dq, dr = b.q - a.q, b.r - a.r
        n = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
        if n > 1 and self.smoke and (key(a) in self.smoke or key(b) in self.smoke):
            return Sight(False, None, "smoke")
        if self.dark is not None and n > self.dark:
            kb = key(b)
            uid = occ.get(kb)
            if kb not in self.lit and (uid is None or uid not in self.beacons):
                return Sight(False, None, "darkness")
        if self.dark is not None and self.lone_limit and n > self.lone_limit:
            uid = occ.get(key(b))  # « aucune figurine isolée au-delà d'1 hex (sauf si feu) »
            if uid in self.lone and key(b) not in self.lit and uid not in self.beacons:
                return Sight(False, None, "darkness")
        return super().check(a, b, occ)


def _terrain_key(opt: OptionalSetting, st: OptState, sk: Sky) -> tuple[Any, ...]:
    burning = tuple(sorted(f.spot for f in st.fires))
    burnt = tuple(sorted(st.burnt))
    w = st.weather
    flood = bool(w and w.flooded) and "weather" in opt.rules
    heat = sk.heat and "weather" in opt.rules
    mode, wdir = "", NO_WIND
    if "weather" in opt.rules and w is not None and w.wind_dir != NO_WIND:
        if sk.wind.downwind_only or sk.precip.downwind_only:
            mode, wdir = "only", w.wind_dir
        elif sk.precip.downwind_hex and w.wind:
            mode, wdir = "cost", w.wind_dir
    return (burning, burnt, flood, heat, mode, wdir, st.built)


def _changed_scenario(
    opt: OptionalSetting, base: GameContext, burnt: tuple[Spot, ...], flood: bool, heat: bool
) -> Scenario:
    sc = base.scenario
    if not burnt and not flood and not heat:
        return sc
    new = copy.copy(sc)
    terrain = dict(sc.terrain)
    obstacles = dict(sc.obstacles)
    links = {k: set(v) for k, v in sc.links.items()}
    elements = opt.base.ruleset.elements
    for spot in burnt:
        h = hex_of(spot.key)
        t = terrain.get(h, HexTerrain(frozenset()))
        if spot.kind == "hex":
            el = elements.get(spot.element)
            then = el.fire.then if el is not None and el.fire is not None else "destroyed"
            els = set(t.elements) - {spot.element}
            if spot.element in opt.bridge_ids:
                els -= opt.road_ids  # no bridge, no road across the water
            if then in elements:
                els.add(then)
            terrain[h] = HexTerrain(frozenset(els), t.level)
        elif spot.kind == "grass":
            then = opt.data.fire.grass_then
            terrain[h] = HexTerrain(
                frozenset(set(t.elements) | ({then} if then else set())), t.level
            )
        elif spot.kind == "edge":
            for edge, element in list(obstacles):
                a, b = edge.hexes()
                if element == spot.element and {key(a), key(b)} == {spot.key, spot.other}:
                    del obstacles[(edge, element)]
    if flood:
        wd = opt.data.weather
        for h, t in list(terrain.items()):
            els = set(t.elements)
            if els & wd.flood_on:
                els -= wd.flood_removes
                els = {wd.flood_becomes.get(e, e) for e in els}
            terrain[h] = HexTerrain(frozenset(els), t.level)
        for eid, target in wd.flood_becomes.items():
            if eid in links:
                links.setdefault(target, set()).update(links.pop(eid))
    if heat:
        tr = opt.data.weather.heat_transforms
        for h, t in list(terrain.items()):
            els = {tr.get(e, e) for e in t.elements}
            els.discard("")
            terrain[h] = HexTerrain(frozenset(els), t.level)
        moved: dict[str, set[Any]] = {}
        for eid, edges in links.items():
            target = tr.get(eid, eid)
            if target:
                moved.setdefault(target, set()).update(edges)
        links = moved
    new.terrain = {h: t for h, t in terrain.items() if not t.is_default}
    new.obstacles = obstacles
    new.links = links
    return new


def _built(sc: Scenario, built: tuple[tuple[int, int, str], ...]) -> Scenario:
    """The engineers' finished field works stand on their sides (``works``)."""
    if not built:
        return sc
    new = copy.copy(sc)
    new.obstacles = dict(sc.obstacles)
    for a, b, element in built:
        edge = edge_between(hex_of(a), hex_of(b))
        new.obstacles[(edge, element)] = EdgeObstacle(edge, element, hex_of(a))
    return new


def _terrain(opt: OptionalSetting, base: GameContext, tkey: tuple[Any, ...]) -> OptionalTerrain:
    cache: OrderedDict[Any, OptionalTerrain] = base._caches.setdefault("opt_terrain", OrderedDict())
    found = cache.get(tkey)
    if found is not None:
        cache.move_to_end(tkey)
        return found
    burning, burnt, flood, heat, mode, wdir, built = tkey
    sc = _built(_changed_scenario(opt, base, burnt, flood, heat), built)
    blocked = frozenset(s.key for s in burning if s.kind in ("hex", "grass"))
    edges = set()
    for s in burning:
        if s.kind == "edge":
            edges.add((s.key, s.other))
            edges.add((s.other, s.key))
    found = OptionalTerrain(sc, base.ruleset, blocked, frozenset(edges), mode, wdir)
    cache[tkey] = found
    if len(cache) > _TERRAINS:
        cache.popitem(last=False)
    return found


def _heavier(base: GameContext, p: Piece) -> int:
    """The movement of the next heavier weight of the piece's type (« comme poids
    supérieur »); its own for the heaviest."""
    try:
        utype = base.play.unit_type(p.unit_class)
    except KeyError:
        return p.movement
    rank = HEAVIER.get(p.weight, 0)
    heavier = sorted(
        (HEAVIER.get(w.id, 0), w.movement)
        for w in utype.weights.values()
        if HEAVIER.get(w.id, 0) > rank
    )
    return heavier[0][1] if heavier else p.movement


def _pieces(opt: OptionalSetting, base: GameContext, pkey: tuple[Any, ...]) -> tuple[Piece, ...]:
    if not any(pkey[:-1]):
        return base.pieces
    cache = base._caches.setdefault("opt_pieces", {})
    found = cache.get(pkey)
    if found is not None:
        return found
    heavier, minus, cap, off_road, downwind_hex, desert_cap, odd_turn = pkey
    out = []
    for p in base.pieces:
        m = _heavier(base, p) if heavier else p.movement
        if minus:
            m -= minus
            if m <= 0:
                m = 0 if odd_turn else 1  # « si 0, 1 pour 2 tours »
        if cap:
            m = min(m, cap)
        if downwind_hex and m:
            m = downwind_hex  # 1 hex, 2 with the wind: a step across it costs 2
        if desert_cap and p.index not in opt.facts.desert_troops:
            m = min(m, desert_cap)
        out.append(
            replace(p, movement=m, off_road_max=off_road)
            if (m, off_road) != (p.movement, p.off_road_max)
            else p
        )
    found = cache[pkey] = tuple(out)
    return found


def _pieces_key(opt: OptionalSetting, sk: Sky, turn: int, tmode: str) -> tuple[Any, ...]:
    if "weather" not in opt.rules:
        return (False, 0, 0, 0, 0, 0, False)
    rows = sk.rows()
    minus = sum(r.minus_hex for r in rows)
    caps = [r.max_hex for r in rows if r.max_hex]
    off = [r.off_road_max for r in rows if r.off_road_max]
    downwind_hex = sk.precip.downwind_hex if tmode == "cost" else 0
    desert_cap = 0
    if opt.facts.desert and sk.wind.max_hex and not sk.wind.downwind_only and sk.wind.minus_hex:
        desert_cap, caps = sk.wind.max_hex, [c for c in caps if c != sk.wind.max_hex]
    return (
        sk.fog.heavier_weight,
        minus,
        min(caps) if caps and not downwind_hex else 0,
        min(off) if off else 0,
        downwind_hex,
        desert_cap,
        bool(minus) and turn % 2 == 1,
    )


def lit_hexes(opt: OptionalSetting, st: OptState) -> frozenset[int]:
    """Hexes a fire or a camp fire lights (Annexe 3, L'obscurité)."""
    out = set(opt.camp_light)
    r = opt.data.fire_light
    for f in st.fires:
        for k in {f.spot.key, f.spot.other} if f.spot.kind == "edge" else {f.spot.key}:
            out.update(within(k, r))
    return frozenset(out)


def smoky(opt: OptionalSetting, st: OptState) -> frozenset[int]:
    """Hexes in smoke: the burning ones and the drifting clouds."""
    if "fire" not in opt.rules:
        return frozenset()
    return st.smoke | {f.spot.key for f in st.fires if f.spot.kind in ("hex", "grass")}


def effective(opt: OptionalSetting, pos: Position) -> GameContext:
    """The context that holds in ``pos`` (see the module's docstring)."""
    base = opt.base
    st = state_or_none(pos)
    if st is None:
        return base
    # The same state in the same turn gives the same context: most actions change
    # neither, so the keys below need not be computed again (the state is kept in
    # the entry, so its id is not reused while the entry lives).
    recent: OrderedDict[Any, tuple[OptState, GameContext]] = base._caches.setdefault(
        "opt_recent", OrderedDict()
    )
    hit = recent.get((id(st), pos.turn))
    if hit is not None and hit[0] is st:
        return hit[1]
    derived = _derive(opt, base, st, pos)
    recent[(id(st), pos.turn)] = (st, derived)
    if len(recent) > 64:
        recent.popitem(last=False)
    return derived


def _derive(opt: OptionalSetting, base: GameContext, st: OptState, pos: Position) -> GameContext:
    sk = (
        sky(opt.data, opt.facts, st)
        if "weather" in opt.rules
        else sky(opt.data, opt.facts, OptState())
    )
    tkey = _terrain_key(opt, st, sk)
    pkey = _pieces_key(opt, sk, pos.turn, tkey[4])
    dark = is_dark(opt.data, opt.facts, st, pos.turn, opt.rules, base.options.night)
    fog = sk.sight if "weather" in opt.rules else 0
    if base.options.sight_limit:
        fog = min(fog, base.options.sight_limit) if fog else base.options.sight_limit
    smoke = smoky(opt, st)
    fires = tuple(f.spot for f in st.fires) if dark else ()
    beacons = (opt.facts.torches | st.fired) if dark else frozenset()
    dkey = (tkey, pkey, dark, fog, smoke, fires, beacons)
    cache: OrderedDict[Any, GameContext] = base._caches.setdefault("opt_derived", OrderedDict())
    found = cache.get(dkey)
    if found is not None:
        cache.move_to_end(dkey)
        return found
    terrain = _terrain(opt, base, tkey)
    options = Options(dark, fog, base.options.rules)
    shared: dict[str, Any] = {k: base._caches[k] for k in ("labels", "keys") if k in base._caches}
    if pkey[2] or pkey[4]:
        shared["road_bonus"] = 0  # « Max 1 hex »: on a road too
    derived = replace(
        base,
        scenario=terrain.scenario,
        terrain=terrain,
        pieces=_pieces(opt, base, pkey),
        options=options,
        _caches=shared,
    )
    if smoke or dark or fog != (base.options.sight_limit or 0):
        lit = lit_hexes(opt, st) if dark else frozenset()
        night = base.play.night
        dark_limit = night.sight if dark and night is not None else 0
        lone = (opt.facts.lone, opt.data.lone_sight)
        derived._caches["sight"] = OptionalSight(
            derived, smoke, fog, dark_limit, lit, beacons, lone
        )
    cache[dkey] = derived
    if len(cache) > _DERIVED:
        cache.popitem(last=False)
    return derived
