"""What the optional rules know of a game before it starts: read once per context.

The battle's conditions as the scenario sets them (``scenario.conditions``: the
ids ``hexfield conditions`` and the Scenario panel write: season, zone, start
hour or period, daylight, weather, its strength or the fog's thickness, the
weather dice, wind direction and strength, stability), the camps and their
servants, the sentinels and boats of the scenario, and the pieces each rule
looks at (torch bearers, powder weapons, animals, desert troops, suppliers).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from editor.core.deployment import default_zone
from editor.core.grid import SIDE_NAMES
from editor.rules.context import GameContext
from editor.rules.optional.data import OptionalData
from editor.rules.optional.state import NO_WIND
from editor.rules.terrain import key

_DICE = re.compile(r"^\s*(\d)\s*\+\s*(\d)\s*([+-]\s*\d+)?\s*$")


@dataclass(frozen=True, slots=True)
class Facts:
    season: str
    zones: tuple[str, ...]
    desert: bool
    monsoon: bool
    modifier: int
    start_period: int
    """From the conditions; 0: to be rolled (2D6) at the start."""
    daylight_fixed: str
    """The conditions' daylight, for a game played without the time rule."""
    weather: str
    strength: str
    dice: tuple[int, int]
    stability: int
    change_every: int
    wind: str
    wind_dir: int
    current_dir: int
    current_strong: bool
    rapids: frozenset[int]
    camps: tuple[frozenset[int], ...]
    """Per side: its camp's hexes."""
    servants: frozenset[int]
    sentinels: tuple[tuple[int, int, int], ...]
    """(side, hex key, piece) of each sentinel of the scenario."""
    boats: tuple[tuple[int, int, str, int], ...]
    """(side, hex key, type, piece aboard or -1)."""
    asleep: frozenset[int]
    torches: frozenset[int]
    grenades: frozenset[int]
    flaming: frozenset[int]
    rockets: frozenset[int]
    powder: frozenset[int]
    animals: frozenset[int]
    hearing_animals: frozenset[int]
    elephants: frozenset[int]
    desert_troops: frozenset[int]
    enemy_rows: tuple[frozenset[int], ...]
    """Per side: the two rows of its enemy's home edge (corps missions)."""
    lone: frozenset[int] = frozenset()
    """Lone figures (officers, messengers: L'obscurité)."""


def _side_dir(ctx: GameContext, name: str) -> int:
    try:
        return ctx.scenario.grid.side_direction(name.strip())
    except (ValueError, AttributeError):
        return NO_WIND


def wind_direction(ctx: GameContext, n: int, side_one: str = "") -> int:
    """The axial direction the wind blows towards: ``n`` (1D6) counted clockwise from the
    side marked « 1 » (Annexe 3, Direction du vent); NO_WIND for a bad value."""
    grid = ctx.scenario.grid
    sides = SIDE_NAMES[grid.orientation]
    first = side_one if side_one in sides else sides[0]
    if not 1 <= n <= 6:
        return NO_WIND
    return grid.side_direction(sides[(sides.index(first) + n - 1) % 6])


def _dice_for(data: OptionalData, weather: str, modifier: int, monsoon: bool) -> tuple[int, int]:
    """Two dice whose sum (with the modifier) gives ``weather``: the pair closest to
    equal in the middle of its band (a weather set by hand keeps dice for big changes)."""
    best: tuple[int, int] = (3, 4)
    found = []
    for a in range(1, 7):
        for b in range(a, 7):
            if data.tables.weather_for(a + b + modifier, monsoon) == weather:
                found.append((abs(a - b), a, b))
    if found:
        found.sort()
        mid = found[len(found) // 2] if len(found) > 2 else found[0]
        best = (mid[1], mid[2])
    return best


def _int(text: str, default: int = 0) -> int:
    try:
        return int(str(text).strip())
    except ValueError:
        return default


def read_facts(ctx: GameContext, data: OptionalData) -> Facts:
    sc = ctx.scenario
    cond = sc.conditions
    t = data.tables
    season = cond.get("season", "")
    if season not in t.seasons:
        season = "summer"
    zones = tuple(z for z in cond.get("zone", "").split(",") if z in t.zones) or ("temperate",)
    desert = any(t.zones[z].get("desert", False) for z in zones)
    monsoon = any(t.zones[z].get("monsoon", False) for z in zones)
    modifier = t.seasons[season]["modifier"] + sum(t.zones[z]["modifier"] for z in zones)
    start = _int(cond.get("start_period", ""))
    if not start and _int(cond.get("start_hour", "")):
        start = (_int(cond["start_hour"]) - 1) * t.periods_per_hour + 1
    weather = cond.get("weather", "fine")
    if weather not in {r["id"] for r in t.weather}:
        weather = "fine"
    strength = cond.get("weather_strength", "")
    if strength not in {r["id"] for r in t.strength.get(weather, ())}:
        strength = ""
    m = _DICE.match(cond.get("weather_dice", ""))
    if m:
        dice = (int(m.group(1)), int(m.group(2)))
        if m.group(3):
            modifier = int(m.group(3).replace(" ", ""))
    else:
        dice = _dice_for(data, weather, modifier, monsoon)
    wind = cond.get("wind_strength", "")
    if wind not in {r["id"] for r in t.strength["wind"]}:
        wind = ""
    wind_dir = wind_direction(
        ctx, _int(cond.get("wind_direction", "")), cond.get("wind_side_one", "")
    )
    if not wind:
        wind_dir = NO_WIND
    elif wind_dir == NO_WIND:
        wind_dir = wind_direction(ctx, 1, cond.get("wind_side_one", ""))
    current = cond.get("current", "")
    rapids = set()
    for label in cond.get("rapids", "").split():
        try:
            rapids.add(ctx.key_of(label))
        except ValueError:
            continue
    sides = ctx.sides
    camps = tuple(
        frozenset(key(h) for c in sc.camps if c.side == s for h in c.hexes) for s in sides
    )
    servants = frozenset(
        p.index for p in ctx.pieces if not p.decoy and p.start >= 0 and p.start in camps[p.side]
    )
    units = ctx.piece_index
    sentinels = tuple(
        (sides.index(t_.side), key(t_.position), units[t_.unit])
        for t_ in sc.sentinels
        if t_.side in sides and t_.unit in units
    )
    boats = tuple(
        (sides.index(b.side), key(b.position), b.type, units.get(b.carries, -1))
        for b in sc.boats
        if b.side in sides and b.type in ctx.ruleset.boats
    )
    asleep = frozenset(units[u.id] for u in sc.units if u.asleep and u.id in units)
    f, w, s = data.fire, data.weather, data.sleep
    pieces = [p for p in ctx.pieces if not p.decoy]

    def having(cap: str) -> frozenset[int]:
        return frozenset(p.index for p in pieces if cap and cap in p.capabilities)

    powder = frozenset(
        p.index
        for p in pieces
        if p.range > 1
        and (
            p.unit_class in w.powder_classes
            or p.quality in w.powder_qualities
            or p.capabilities & w.powder_capabilities
        )
    )
    rows = data.objective_rows
    enemy_rows = []
    for i in range(len(sides)):
        other = sc.sides[1 - i] if len(sc.sides) == 2 else sc.sides[i]
        enemy_rows.append(frozenset(key(h) for h in default_zone(sc.grid, other.home_edge, rows)))
    return Facts(
        season=season,
        zones=zones,
        desert=desert,
        monsoon=monsoon,
        modifier=modifier,
        start_period=start,
        daylight_fixed=cond.get("daylight", ""),
        weather=weather,
        strength=strength,
        dice=dice,
        stability=_int(cond.get("weather_stability", "")),
        change_every=max(1, min(3, _int(cond.get("weather_change_every", "1"), 1))),
        wind=wind,
        wind_dir=wind_dir,
        current_dir=_side_dir(ctx, current) if current else NO_WIND,
        current_strong=cond.get("current_strength", "") == "strong",
        rapids=frozenset(rapids),
        camps=camps,
        servants=servants,
        sentinels=sentinels,
        boats=boats,
        asleep=asleep,
        torches=having(data.torches or f.torches),
        grenades=having(f.grenades),
        flaming=frozenset(
            i for i in having(f.flaming) if ctx.pieces[i].unit_class not in f.flaming_forbidden
        ),
        rockets=having(f.incendiary),
        powder=powder,
        animals=frozenset(p.index for p in pieces if p.unit_class in f.animal_classes),
        hearing_animals=frozenset(p.index for p in pieces if p.unit_class in s.animal_classes),
        elephants=frozenset(p.index for p in pieces if p.unit_class in s.elephant_classes),
        desert_troops=having("desert"),
        enemy_rows=tuple(enemy_rows),
        lone=having(data.lone),
    )
