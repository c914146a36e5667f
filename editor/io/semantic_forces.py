"""The semantic pass over the armies: sides, zones, units, decoys, objectives and
setup (Panache Annexe 1, Thucydide ch. 1); camps, sentinels and boats (Annexe 3)
are ``editor.io.semantic_extras``.

Called by ``editor.io.semantic`` with its checker, whose ``out`` list receives
the diagnostics; codes are stable (``unit.outside-zone``, ``decoy.count``...).
"""

from __future__ import annotations

from collections import Counter

from editor.core.decoy_phrases import choose_a_decoy_mode, decoy_modes, too_many_decoys
from editor.core.deployment import (
    DEPLOYMENT_MODES,
    UNITS_PER_TURN,
    forbidding_element,
    rows_of,
    stop_exemptions,
    zone_is_binding,
    zone_of,
)
from editor.core.diagnostics import error, pointer, quoted, warning
from editor.core.forces import decoys_allowed, weights_for
from editor.core.hexes import Hex
from editor.core.scenario import Unit
from editor.io.semantic_context import CheckContext, side_name, suggest
from editor.io.semantic_extras import check_extras
from editor.io.semantic_play import check_play


def check_forces(c: CheckContext) -> None:
    sides = _sides(c)
    zones = {s.id: zone_of(c.s, s, rows_of(c.r)) for s in c.s.sides}
    carried = {b.carries: b.position for b in c.s.boats if b.carries}
    occupied = _units(c, sides, zones, carried)
    _decoys(c, sides, zones, occupied)
    _objectives(c)
    _setup(c, sides)
    check_extras(c, sides)
    check_play(c)


def _computer(c: CheckContext, i: int, values: dict[str, float]) -> None:
    """A side's computer player settings: known names, each within its range."""
    if not values:
        return
    from editor.io.player_params import problems

    for name, why in problems(values):
        c.out.append(error("side.computer", why, pointer("sides", i, "computer", name)))


def _where_zone(c: CheckContext) -> tuple[bool, str]:
    binding = zone_is_binding(c.s)
    mode = DEPLOYMENT_MODES.get(c.s.setup.deployment, ("", c.s.setup.deployment))[1]
    return binding, mode


def _sides(c: CheckContext) -> list[str]:
    sides = [s.id for s in c.s.sides]
    for i, side_id in enumerate(sides):
        if sides.index(side_id) != i:
            c.out.append(
                error(
                    "side.duplicate",
                    f"side id {side_id!r} is used twice ({quoted(c.s.sides[i].name)} and "
                    f"{quoted(c.s.sides[sides.index(side_id)].name)}); give each side its own id",
                    pointer("sides", i, "id"),
                )
            )
    for i, side in enumerate(c.s.sides):
        _computer(c, i, side.computer)
    if len(sides) == 1 and c.s.units:
        c.out.append(
            warning("side.count", "the scenario has one side; add the opponent", pointer("sides"))
        )
    ids = list(
        zip([quoted(s.name) for s in c.s.sides], [s.deployment for s in c.s.sides], strict=True)
    )
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
                        f"the deployment zones of {a} and {b} share {len(common)} hex(es)",
                        pointer("sides", i, "deployment"),
                        c.label(first),
                    )
                )
    return sides


def _units(
    c: CheckContext, sides: list[str], zones: dict[str, set[Hex]], carried: dict[str, Hex]
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
                error(
                    "unit.duplicate-id",
                    f"unit {quoted(u.name)}: its id {u.id!r} is used by another unit too; "
                    "give each unit its own id",
                    where + "/id",
                )
            )
        if u.side not in sides:
            c.out.append(
                error(
                    "unit.side",
                    f"unit {quoted(u.name)}: unknown side {u.side!r}" + suggest(u.side, sides),
                    where + "/side",
                )
            )
        if u.type not in c.r.unit_classes:
            c.out.append(
                error(
                    "unit.type",
                    f"unit {quoted(u.name)}: {u.type!r} is not a unit class of "
                    f"{c.r.names.en}" + suggest(u.type, c.r.unit_classes),
                    where + "/type",
                )
            )
        if u.weight and u.type in c.r.unit_classes:
            allowed = weights_for(c.r, u.type)
            if u.weight not in allowed:
                c.out.append(
                    warning(
                        "unit.weight",
                        f"unit {quoted(u.name)}: {c.r.name(u.type, 'en')} has no weight "
                        f"{u.weight!r} "
                        f"in {c.r.names.en} (weights: {', '.join(allowed)})",
                        where + "/weight",
                    )
                )
        _capabilities(c, u, where)
        if u.rank == "general_en_chef":
            chiefs[u.side] += 1
            if chiefs[u.side] == 2:
                c.out.append(
                    error(
                        "unit.chiefs",
                        f"{side_name(c, u.side)} has more than one général en chef "
                        f"({quoted(u.name)} is the second); make the others sous-généraux",
                        where + "/rank",
                    )
                )
        if budget and u.value <= 0:
            c.out.append(
                warning(
                    "unit.value",
                    f"unit {quoted(u.name)} has no budget value; the budget variant of victory "
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
                    f"hex {label} holds {occupied[u.position]} and {quoted(u.name)}: "
                    "one unit per hex",
                    where + "/at",
                    label,
                )
            )
        occupied[u.position] = quoted(u.name)
        aboard = carried.get(u.id) == u.position
        if u.type in c.r.unit_classes and not (aboard and "boats" in c.s.setup.optional_rules):
            _unit_terrain(c, u, where, aboard)
        zone = zones.get(u.side)
        if zone is not None and u.position not in zone:
            make = error if binding else warning
            c.out.append(
                make(
                    "unit.outside-zone",
                    f"unit {quoted(u.name)} at hex {label} is outside the deployment zone of "
                    f"{side_name(c, u.side)}"
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


def _capabilities(c: CheckContext, u: Unit, where: str) -> None:
    """Each capability is one of the ruleset's, and one the unit's class may have."""
    known = c.r.capabilities
    for j, cap in enumerate(u.capabilities):
        here = f"{where}/capabilities/{j}"
        capability = known.get(cap)
        if capability is None:
            c.out.append(
                error(
                    "unit.capability",
                    f"unit {quoted(u.name)}: {cap!r} is not a capability of {c.r.names.en} "
                    f"(capabilities: {', '.join(known) or 'none'})" + suggest(cap, known),
                    here,
                )
            )
        elif capability.classes and u.type not in capability.classes:
            classes = ", ".join(c.r.name(k, "en") for k in sorted(capability.classes))
            c.out.append(
                error(
                    "unit.capability-class",
                    f"unit {quoted(u.name)}: only {classes} may have {capability.names.en}",
                    here,
                )
            )


def _unit_terrain(c: CheckContext, u: Unit, where: str, aboard: bool) -> None:
    """« Les unités ne peuvent pas être déployées sur des terrains qui leur sont
    normalement inaccessibles » (Annexe 1), the unit's capabilities counting; a unit
    aboard a boat may stand on water only when the scenario plays the boats rule."""
    assert u.position is not None
    element = forbidding_element(c.r, c.s, u, u.position)
    if element is None:
        return
    label = c.label(u.position)
    who = stop_exemptions(c.r, element) if element in c.r.no_deployment_on_stop else []
    c.out.append(
        error(
            "unit.terrain",
            f"unit {quoted(u.name)} ({c.r.name(u.type, 'en')}) cannot stand on {c.name(element)} "
            f"at hex {label}"
            + (f"; only {' or '.join(who)} may deploy there" if who else "")
            + (
                "; it is aboard a boat there, but the scenario does not play the optional "
                "rule 'boats' (Setup, optional rules): play it, or move the unit"
                if aboard
                else "; move it to another hex"
            ),
            where + "/at",
            label,
        )
    )


def _decoys(
    c: CheckContext, sides: list[str], zones: dict[str, set[Hex]], occupied: dict[Hex, str]
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
                    f"decoy at hex {label} is outside the deployment zone of "
                    f"{side_name(c, d.side)}",
                    where + "/at",
                    label,
                )
            )
    for side in sides:
        used = sum(1 for d in c.s.decoys if d.side == side)
        if not used:
            continue
        units = [u for u in c.s.units if u.side == side]
        if mode not in decoy_modes(c.r):
            c.out.append(
                error(
                    "decoy.mode",
                    f"{side_name(c, side)} has {used} decoy(s) but the deployment "
                    f'"{mode_name}" uses none. {choose_a_decoy_mode(c.r).en}',
                    pointer("decoys"),
                )
            )
        elif used > decoys_allowed(mode, units, c.r):
            name = next(sd.name or sd.id for sd in c.s.sides if sd.id == side)
            c.out.append(
                error(
                    "decoy.count",
                    too_many_decoys(c.r, mode, name, used, units).en,
                    pointer("decoys"),
                )
            )


def _objectives(c: CheckContext) -> None:
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


def _setup(c: CheckContext, sides: list[str]) -> None:
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
                f"first player {st.first_player!r} is not a side" + suggest(st.first_player, sides),
                pointer("setup", "first_player"),
            )
        )
    if st.deployment not in DEPLOYMENT_MODES:
        c.out.append(
            error("setup.deployment", f"unknown deployment {st.deployment!r}", pointer("setup"))
        )
    _optional_rules(c)
    if st.units_per_turn not in UNITS_PER_TURN:
        c.out.append(
            error(
                "setup.units-per-turn",
                "alternate deployment places 3 or 4 units at a time (Annexe 1)",
                pointer("setup", "units_per_turn"),
            )
        )


_NEEDS: dict[str, tuple[str, str]] = {
    "boats": ("boats", "the scenario has no boat: place boats with the Forces panel"),
    "camps": ("camps", "the scenario has no camp: draw camps with the Forces panel"),
}
"""Optional rules that act on something the scenario must have."""


def _optional_rules(c: CheckContext) -> None:
    """Optional rules with nothing to act on, and sleepers without the rule."""
    rules = c.s.setup.optional_rules
    for i, rule in enumerate(rules):
        need = _NEEDS.get(rule)
        if need is not None and not getattr(c.s, need[0]):
            c.out.append(
                warning(
                    "setup.optional-rule-idle",
                    f"optional rule {rule!r} plays nothing: {need[1]}",
                    pointer("setup", "optional_rules", i),
                )
            )
    for i, u in enumerate(c.s.units):
        if u.asleep and "sleep" not in rules:
            c.out.append(
                warning(
                    "units.asleep-not-played",
                    f"unit {u.id!r} is asleep but the scenario does not play the optional "
                    "rule 'sleep' (Setup, optional rules)",
                    pointer("units", i, "asleep"),
                )
            )
