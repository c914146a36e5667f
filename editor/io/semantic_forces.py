"""The semantic pass over the armies: sides, zones, units, decoys, objectives,
setup, camps, sentinels and boats (Panache Annexes 1 and 3, Thucydide ch. 1).

Called by ``editor.io.semantic`` with its checker, whose ``out`` list receives
the diagnostics; codes are stable (``unit.outside-zone``, ``decoy.count``...).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from editor.core.deployment import (
    DEPLOYMENT_MODES,
    elements_at,
    rows_of,
    zone_is_binding,
    zone_of,
)
from editor.core.diagnostics import error, pointer, warning
from editor.core.forces import SENTINELS_PER_UNIT, boat_types, decoys_allowed, weights_for
from editor.core.hexes import Hex, direction_between
from editor.core.scenario import Unit

if TYPE_CHECKING:
    from editor.io.semantic import _Checker


def check_forces(c: _Checker) -> None:
    sides = _sides(c)
    zones = {s.id: zone_of(c.s, s, rows_of(c.r)) for s in c.s.sides}
    carried = {b.carries: b.position for b in c.s.boats if b.carries}
    occupied = _units(c, sides, zones, carried)
    _decoys(c, sides, zones, occupied)
    _objectives(c)
    _setup(c, sides)
    _camps(c, sides)
    _sentinels(c)
    _boats(c, sides)


def _where_zone(c: _Checker) -> tuple[bool, str]:
    binding = zone_is_binding(c.s)
    mode = DEPLOYMENT_MODES.get(c.s.setup.deployment, ("", c.s.setup.deployment))[1]
    return binding, mode


def _sides(c: _Checker) -> list[str]:
    sides = [s.id for s in c.s.sides]
    for i, side_id in enumerate(sides):
        if sides.index(side_id) != i:
            c.out.append(
                error(
                    "side.duplicate",
                    f"side id {side_id!r} is used twice",
                    pointer("sides", i, "id"),
                )
            )
    if len(sides) == 1 and c.s.units:
        c.out.append(
            warning("side.count", "the scenario has one side; add the opponent", pointer("sides"))
        )
    ids = list(zip(sides, [s.deployment for s in c.s.sides], strict=True))
    for i, (a, za) in enumerate(ids):
        for b, zb in ids[i + 1 :]:
            if za is None or zb is None:
                continue
            common = za & zb
            if common:
                first = min(common, key=c.grid.to_offset)
                c.out.append(
                    warning(
                        "zone.overlap",
                        f"the deployment zones of {a!r} and {b!r} share {len(common)} hex(es)",
                        pointer("sides", i, "deployment"),
                        c.label(first),
                    )
                )
    return sides


def _units(
    c: _Checker, sides: list[str], zones: dict[str, set[Hex]], carried: dict[str, Hex]
) -> dict[Hex, str]:
    occupied: dict[Hex, str] = {}
    ids = Counter(u.id for u in c.s.units)
    chiefs: Counter[str] = Counter()
    binding, mode = _where_zone(c)
    budget = c.s.victory.demoralisation == "budget"
    for i, u in enumerate(c.s.units):
        where = pointer("units", i)
        if ids[u.id] > 1:
            c.out.append(
                error("unit.duplicate-id", f"unit id {u.id!r} is used twice", where + "/id")
            )
        if u.side not in sides:
            c.out.append(
                error(
                    "unit.side",
                    f"unit {u.name!r}: unknown side {u.side!r}" + _suggest(u.side, sides),
                    where + "/side",
                )
            )
        if u.type not in c.r.unit_classes:
            c.out.append(
                error(
                    "unit.type",
                    f"unit {u.name!r}: {u.type!r} is not a unit class of "
                    f"{c.r.names.en}" + _suggest(u.type, c.r.unit_classes),
                    where + "/type",
                )
            )
        if u.weight and u.type in c.r.unit_classes:
            allowed = weights_for(c.r, u.type)
            if u.weight not in allowed:
                c.out.append(
                    warning(
                        "unit.weight",
                        f"unit {u.name!r}: {c.r.name(u.type, 'en')} has no weight {u.weight!r} "
                        f"in {c.r.names.en} (weights: {', '.join(allowed)})",
                        where + "/weight",
                    )
                )
        if u.rank == "general_en_chef":
            chiefs[u.side] += 1
            if chiefs[u.side] == 2:
                c.out.append(
                    error(
                        "unit.chiefs",
                        f"side {u.side!r} has more than one général en chef; make the others "
                        "sous-généraux",
                        where + "/rank",
                    )
                )
        if budget and u.value <= 0:
            c.out.append(
                warning(
                    "unit.value",
                    f"unit {u.name!r} has no budget value; the budget variant of victory "
                    "counts value / 10",
                    where,
                )
            )
        if u.position is None:
            # In reserve: « sur scénario » units may stay off the table (Annexe 1).
            continue
        label = c.label(u.position)
        if u.position in occupied:
            c.out.append(
                error(
                    "unit.stacked",
                    f"hex {label} holds {occupied[u.position]} and {u.name!r}: one unit per hex",
                    where + "/at",
                    label,
                )
            )
        occupied[u.position] = repr(u.name)
        if u.type in c.r.unit_classes and carried.get(u.id) != u.position:
            c._unit_terrain(u.name, u.type, u.position, where)
        zone = zones.get(u.side)
        if zone is not None and u.position not in zone:
            make = error if binding else warning
            c.out.append(
                make(
                    "unit.outside-zone",
                    f"unit {u.name!r} at hex {label} is outside the deployment zone of "
                    f"{u.side!r}"
                    + (
                        "; move it into the zone or paint the zone"
                        if binding
                        else f" (allowed: {mode})"
                    ),
                    where + "/at",
                    label,
                )
            )
    return occupied


def _decoys(
    c: _Checker, sides: list[str], zones: dict[str, set[Hex]], occupied: dict[Hex, str]
) -> None:
    mode = c.s.setup.deployment
    binding, mode_name = _where_zone(c)
    taken: set[Hex] = set()
    for i, d in enumerate(c.s.decoys):
        where = pointer("decoys", i)
        if d.side not in sides:
            c.out.append(error("decoy.side", f"decoy: unknown side {d.side!r}", where + "/side"))
        if d.position is None:
            continue
        label = c.label(d.position)
        if d.position in occupied or d.position in taken:
            what = occupied.get(d.position, "another decoy")
            c.out.append(
                error("decoy.stacked", f"hex {label} already holds {what}", where + "/at", label)
            )
        taken.add(d.position)
        zone = zones.get(d.side)
        if zone is not None and d.position not in zone:
            make = error if binding else warning
            c.out.append(
                make(
                    "decoy.outside-zone",
                    f"decoy at hex {label} is outside the deployment zone of {d.side!r}",
                    where + "/at",
                    label,
                )
            )
    for side in sides:
        used = sum(1 for d in c.s.decoys if d.side == side)
        if not used:
            continue
        allowed = decoys_allowed(mode, (u for u in c.s.units if u.side == side), c.r)
        if mode not in ("papers", "markers"):
            c.out.append(
                error(
                    "decoy.mode",
                    f"side {side!r} has {used} decoy(s) but the deployment ({mode_name}) uses "
                    "none; choose petits papiers or hidden deployment markers",
                    pointer("decoys"),
                )
            )
        elif used > allowed:
            rule = (
                "1 per 4 units (Annexe 1, Petits papiers)"
                if mode == "papers"
                else "1 per 5 units, 1 per 2 cavalry or light camelry, 1 per 3 infantry, "
                "never more than the units (Annexe 3, Unités cachées)"
            )
            c.out.append(
                error(
                    "decoy.count",
                    f"side {side!r} has {used} decoys; {allowed} allowed: {rule}",
                    pointer("decoys"),
                )
            )


def _objectives(c: _Checker) -> None:
    seen: set[Hex] = set()
    for i, o in enumerate(c.s.objectives):
        label = c.label(o.position)
        if o.position in seen:
            c.out.append(
                warning(
                    "objective.duplicate",
                    f"hex {label} is an objective twice",
                    pointer("objectives", i, "at"),
                    label,
                )
            )
        if not o.name.strip():
            c.out.append(
                warning(
                    "objective.name",
                    f"the objective at hex {label} has no name",
                    pointer("objectives", i, "name"),
                    label,
                )
            )
        seen.add(o.position)


def _setup(c: _Checker, sides: list[str]) -> None:
    st = c.s.setup
    v = c.s.victory
    if v.demoralisation == "none" and not (v.objectives and c.s.objectives) and st.turns is None:
        c.out.append(
            warning(
                "victory.none",
                "no way to win: no demoralisation, no objectives and no turn limit",
                pointer("victory"),
            )
        )
    if st.first_player and st.first_player not in sides:
        c.out.append(
            error(
                "setup.first-player",
                f"first player {st.first_player!r} is not a side"
                + _suggest(st.first_player, sides),
                pointer("setup", "first_player"),
            )
        )
    if st.deployment not in DEPLOYMENT_MODES:
        c.out.append(
            error("setup.deployment", f"unknown deployment {st.deployment!r}", pointer("setup"))
        )
    if st.units_per_turn not in (3, 4):
        c.out.append(
            error(
                "setup.units-per-turn",
                "alternate deployment places 3 or 4 units at a time (Annexe 1)",
                pointer("setup", "units_per_turn"),
            )
        )


def _camps(c: _Checker, sides: list[str]) -> None:
    per_side: Counter[str] = Counter()
    for i, camp in enumerate(c.s.camps):
        where = pointer("camps", i)
        a, b = camp.hexes
        label = c.label(a)
        if camp.side not in sides:
            c.out.append(error("camp.side", f"camp: unknown side {camp.side!r}", where + "/side"))
        per_side[camp.side] += 1
        if per_side[camp.side] == 2:
            c.out.append(
                warning("camp.duplicate", f"side {camp.side!r} has more than one camp", where)
            )
        if direction_between(a, b) is None:
            c.out.append(
                error(
                    "camp.not-joined",
                    f"the camp of {camp.side!r} at {c.label(a)} and {c.label(b)}: a camp is "
                    "2 joined hexes (Annexe 3, Camps et bagages)",
                    where + "/at",
                    label,
                )
            )
        if "infanterie" in c.r.unit_classes:
            for h in (a, b):
                # « occupés chacun par une unité ... d'infanterie légère »
                c._unit_terrain(f"camp of {camp.side}", "infanterie", h, where)


def _sentinels(c: _Checker) -> None:
    units = {u.id: u for u in c.s.units}
    count: Counter[str] = Counter()
    for i, t in enumerate(c.s.sentinels):
        where = pointer("sentinels", i)
        label = c.label(t.position)
        unit = units.get(t.unit)
        if unit is None:
            c.out.append(
                error(
                    "sentinel.unit",
                    f"sentinel at hex {label}: no unit {t.unit!r}" + _suggest(t.unit, units),
                    where + "/unit",
                    label,
                )
            )
            continue
        if unit.side != t.side:
            c.out.append(
                error(
                    "sentinel.side",
                    f"sentinel at hex {label} is of side {t.side!r} but its unit "
                    f"{unit.name!r} is of {unit.side!r}",
                    where + "/side",
                    label,
                )
            )
        count[t.unit] += 1
        if count[t.unit] == SENTINELS_PER_UNIT + 1:
            c.out.append(
                error(
                    "sentinel.count",
                    f"unit {unit.name!r} posts more than {SENTINELS_PER_UNIT} sentinels "
                    "(Annexe 3, Sentinelles)",
                    where,
                    label,
                )
            )
        if unit.position is None or direction_between(unit.position, t.position) is None:
            c.out.append(
                error(
                    "sentinel.not-adjacent",
                    f"sentinel at hex {label} must stand next to its unit {unit.name!r}",
                    where + "/at",
                    label,
                )
            )


def _boats(c: _Checker, sides: list[str]) -> None:
    units = {u.id: u for u in c.s.units}
    seen: set[Hex] = set()
    for i, b in enumerate(c.s.boats):
        where = pointer("boats", i)
        label = c.label(b.position)
        if b.side not in sides:
            c.out.append(error("boat.side", f"boat: unknown side {b.side!r}", where + "/side"))
        if b.position in seen:
            c.out.append(
                error("boat.stacked", f"hex {label} holds two boats", where + "/at", label)
            )
        seen.add(b.position)
        kind = boat_types(c.r).get(b.type)
        if kind is None:
            c.out.append(error("boat.type", f"unknown boat type {b.type!r}", where + "/type"))
            continue
        here = elements_at(c.s, b.position)
        if not here & kind.waters:
            waters = ", ".join(c.name(w) for w in sorted(kind.waters))
            c.out.append(
                error(
                    "boat.water",
                    f"a {kind.names[1].lower()} at hex {label} needs water it may float on "
                    f"({waters})",
                    where + "/at",
                    label,
                )
            )
        if b.carries:
            _cargo(c, b.carries, units.get(b.carries), b.side, b.position, kind, where, label)


def _cargo(
    c: _Checker,
    unit_id: str,
    unit: Unit | None,
    side: str,
    at: Hex,
    kind: object,
    where: str,
    label: str,
) -> None:
    from editor.core.forces import BoatType

    assert isinstance(kind, BoatType)
    if unit is None:
        c.out.append(
            error("boat.carries", f"boat at hex {label}: no unit {unit_id!r}", where + "/carries")
        )
        return
    if unit.side != side:
        c.out.append(
            error(
                "boat.carries",
                f"boat at hex {label} of {side!r} carries {unit.name!r} of {unit.side!r}",
                where + "/carries",
                label,
            )
        )
    if not kind.may_carry(unit):
        c.out.append(
            error(
                "boat.cargo",
                f"a {kind.names[1].lower()} cannot carry {unit.name!r} "
                f"({c.r.name(unit.type, 'en') if unit.type in c.r.unit_classes else unit.type}"
                f"{' ' + unit.weight if unit.weight else ''}) (Annexe 3, Emport)",
                where + "/carries",
                label,
            )
        )
    if unit.position != at:
        c.out.append(
            warning(
                "boat.position",
                f"{unit.name!r} is carried by the boat at hex {label}; place the unit there",
                where + "/carries",
                label,
            )
        )


def _suggest(word: str, choices: object) -> str:
    from editor.io.semantic import _suggest as suggest

    return suggest(word, choices)  # type: ignore[arg-type]
