"""The semantic pass over the armies: sides, zones, units, decoys, objectives and
setup (Panache Annexe 1, Thucydide ch. 1); camps, sentinels and boats (Annexe 3)
are ``editor.io.semantic_extras``.

Called by ``editor.io.semantic`` with its checker, whose ``out`` list receives
the diagnostics; codes are stable (``unit.outside-zone``, ``decoy.count``...).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from editor.core.decoy_phrases import (
    choose_a_decoy_mode,
    decoy_modes,
    mode_name,
    too_many_decoys,
)
from editor.core.deployment import (
    DEPLOYMENT_MODES,
    rows_of,
    zone_is_binding,
    zone_of,
)
from editor.core.diagnostics import error, pointer, quoted, warning
from editor.core.forces import decoys_allowed, weights_for
from editor.core.hexes import Hex
from editor.core.phrases import Phrase, counted, de
from editor.core.scenario import Unit
from editor.io.semantic_context import CheckContext, quoted_ids, side_name, suggest
from editor.io.semantic_extras import check_extras
from editor.io.semantic_play import check_play
from editor.io.semantic_setup import check_setup
from editor.io.semantic_unit import check_short_names, unit_capabilities, unit_terrain


def check_forces(c: CheckContext) -> None:
    sides = _sides(c)
    zones = {s.id: zone_of(c.s, s, rows_of(c.r)) for s in c.s.sides}
    carried = {b.carries: b.position for b in c.s.boats if b.carries}
    occupied = _units(c, sides, zones, carried)
    _decoys(c, sides, zones, occupied)
    check_short_names(c)
    _objectives(c, sides)
    check_setup(c, sides)
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
                    Phrase(
                        f"side id {side_id!r} is used twice ({quoted(c.s.sides[i].name)} and "
                        f"{quoted(c.s.sides[sides.index(side_id)].name)}); "
                        "give each side its own id",
                        f"l'identifiant de camp {side_id!r} sert deux fois "
                        f"(« {c.s.sides[i].name} » et "
                        f"« {c.s.sides[sides.index(side_id)].name} ») ; "
                        "donnez à chaque camp le sien",
                    ),
                    pointer("sides", i, "id"),
                )
            )
    for i, side in enumerate(c.s.sides):
        _computer(c, i, side.computer)
    if len(sides) == 1 and c.s.units:
        c.out.append(
            warning(
                "side.count",
                Phrase(
                    "the scenario has one side; add the opponent",
                    "le scénario n'a qu'un camp ; ajoutez l'adversaire",
                ),
                pointer("sides"),
            )
        )
    ids = list(zip([s.name for s in c.s.sides], [s.deployment for s in c.s.sides], strict=True))
    for i, (a, za) in enumerate(ids):
        for b, zb in ids[i + 1 :]:
            if za is None or zb is None:
                continue
            common = za & zb
            if common:
                first = min(common, key=c.grid.to_offset)
                shared = counted(len(common), ("hex", "hexes"), ("hexagone", "hexagones"))
                c.out.append(
                    warning(
                        "zone.overlap",
                        Phrase(
                            f"the deployment zones of {quoted(a)} and {quoted(b)} share "
                            f"{shared.en}",
                            f"les zones de déploiement de « {a} » et de « {b} » ont {shared.fr} "
                            "en commun",
                        ),
                        pointer("sides", i, "deployment"),
                        c.label(first),
                    )
                )
    return sides


def _units(
    c: CheckContext, sides: list[str], zones: dict[str, set[Hex]], carried: dict[str, Hex]
) -> dict[Hex, str]:
    """Each unit: what it is (``_unit_record``, its capabilities, its rank and
    value), then, when it is on the map, where it stands (``_unit_place``).
    Returns the occupied hexes with their unit's name."""
    occupied: dict[Hex, str] = {}
    ids = Counter(u.id for u in c.s.units)
    chiefs: Counter[str] = Counter()
    rule = _ZoneRule(*_where_zone(c), mode_name(c.s.setup.deployment, "fr"))
    budget = c.s.victory.demoralisation == "budget"
    for i, u in enumerate(c.s.units):
        where = pointer("units", i)
        _unit_record(c, u, where, ids[u.id] > 1, sides)
        unit_capabilities(c, u, where)
        if u.rank == "general_en_chef":
            chiefs[u.side] += 1
            if chiefs[u.side] == 2:
                c.out.append(
                    error(
                        "unit.chiefs",
                        Phrase(
                            f"{side_name(c, u.side)} has more than one général en chef "
                            f"({quoted(u.name)} is the second); make the others sous-généraux",
                            f"{side_name(c, u.side, 'fr')} a plus d'un général en chef "
                            f"(« {u.name} » est le deuxième) ; faites des autres "
                            "des sous-généraux",
                        ),
                        where + "/rank",
                    )
                )
        if budget and u.value <= 0:
            c.out.append(
                warning(
                    "unit.value",
                    Phrase(
                        f"unit {quoted(u.name)} has no budget value; the budget variant of "
                        "victory counts value / 10",
                        f"l'unité « {u.name} » n'a pas de valeur en points ; la variante "
                        "budget de la victoire compte valeur / 10",
                    ),
                    where,
                )
            )
        if u.position is None:
            # In reserve: « sur scénario » units may stay off the table (Annexe 1).
            continue
        _unit_place(c, u, u.position, where, occupied, zones.get(u.side), carried, rule)
    return occupied


class _ZoneRule(NamedTuple):
    """Whether a unit outside its zone is an error, and the deployment mode's name."""

    binding: bool
    mode: str
    mode_fr: str


def _unit_record(c: CheckContext, u: Unit, where: str, duplicate: bool, sides: list[str]) -> None:
    """The unit's own entries: a unique id, a known side and class, a weight of its class."""
    if duplicate:
        c.out.append(
            error(
                "unit.duplicate-id",
                Phrase(
                    f"unit {quoted(u.name)}: its id {u.id!r} is used by another unit too; "
                    "give each unit its own id",
                    f"unité « {u.name} » : son identifiant {u.id!r} sert aussi à une "
                    "autre unité ; donnez à chaque unité le sien",
                ),
                where + "/id",
            )
        )
    if u.side not in sides:
        c.out.append(
            error(
                "unit.side",
                Phrase(
                    f"unit {quoted(u.name)}: unknown side {u.side!r}" + suggest(u.side, sides),
                    f"unité « {u.name} » : camp {u.side!r} inconnu" + suggest(u.side, sides, "fr"),
                ),
                where + "/side",
            )
        )
    if u.type not in c.r.unit_classes:
        c.out.append(
            error(
                "unit.type",
                Phrase(
                    f"unit {quoted(u.name)}: {u.type!r} is not a unit class of "
                    f"{c.r.names.en}" + suggest(u.type, c.r.unit_classes),
                    f"unité « {u.name} » : {u.type!r} n'est pas une classe d'unités "
                    f"de {c.r.names.fr}" + suggest(u.type, c.r.unit_classes, "fr"),
                ),
                where + "/type",
            )
        )
    if u.weight and u.type in c.r.unit_classes:
        allowed = weights_for(c.r, u.type)
        if u.weight not in allowed:
            c.out.append(
                warning(
                    "unit.weight",
                    Phrase(
                        f"unit {quoted(u.name)}: {c.r.name(u.type, 'en')} has no weight "
                        f"{u.weight!r} in {c.r.names.en} (weights: {', '.join(allowed)})",
                        f"unité « {u.name} » : {c.r.name(u.type, 'fr')} n'a pas de poids "
                        f"{u.weight!r} dans {c.r.names.fr} (poids : {quoted_ids(allowed)})",
                    ),
                    where + "/weight",
                )
            )


def _unit_place(
    c: CheckContext,
    u: Unit,
    at: Hex,
    where: str,
    occupied: dict[Hex, str],
    zone: set[Hex] | None,
    carried: dict[str, Hex],
    rule: _ZoneRule,
) -> None:
    """A placed unit: alone in its hex, on terrain its class may hold, in its side's zone."""
    label = c.label(at)
    if at in occupied:
        c.out.append(
            error(
                "unit.stacked",
                Phrase(
                    f"hex {label} holds {quoted(occupied[at])} and {quoted(u.name)}: "
                    "one unit per hex",
                    f"l'hexagone {label} porte « {occupied[at]} » et « {u.name} » : "
                    "une unité par hexagone",
                ),
                where + "/at",
                label,
            )
        )
    occupied[at] = u.name
    aboard = carried.get(u.id) == at
    if u.type in c.r.unit_classes and not (aboard and "boats" in c.s.setup.optional_rules):
        unit_terrain(c, u, where, aboard)
    if zone is not None and at not in zone:
        make = error if rule.binding else warning
        c.out.append(
            make(
                "unit.outside-zone",
                Phrase(
                    f"unit {quoted(u.name)} at hex {label} is outside the deployment zone "
                    f"of {side_name(c, u.side)}"
                    + (
                        "; move it into the zone or paint the zone"
                        if rule.binding
                        else f" (allowed: {rule.mode})"
                    ),
                    f"l'unité « {u.name} » en {label} est hors de la zone de "
                    f"déploiement {de(side_name(c, u.side, 'fr'))}"
                    + (
                        " ; placez-la dans la zone ou peignez la zone"
                        if rule.binding
                        else f" (permis : {rule.mode_fr})"
                    ),
                ),
                where + "/at",
                label,
            )
        )


def _decoys(
    c: CheckContext, sides: list[str], zones: dict[str, set[Hex]], occupied: dict[Hex, str]
) -> None:
    mode = c.s.setup.deployment
    binding, mode_en = _where_zone(c)
    taken: set[Hex] = set()
    for i, d in enumerate(c.s.decoys):
        where = pointer("decoys", i)
        if d.side not in sides:
            c.out.append(
                error(
                    "decoy.side",
                    Phrase(f"decoy: unknown side {d.side!r}", f"leurre : camp {d.side!r} inconnu"),
                    where + "/side",
                )
            )
        if d.position is None:
            continue
        label = c.label(d.position)
        if d.position in occupied or d.position in taken:
            unit = occupied.get(d.position)
            c.out.append(
                error(
                    "decoy.stacked",
                    Phrase(
                        f"hex {label} already holds " + (quoted(unit) if unit else "another decoy"),
                        f"l'hexagone {label} porte déjà "
                        + (f"« {unit} »" if unit else "un autre leurre"),
                    ),
                    where + "/at",
                    label,
                )
            )
        taken.add(d.position)
        zone = zones.get(d.side)
        if zone is not None and d.position not in zone:
            make = error if binding else warning
            c.out.append(
                make(
                    "decoy.outside-zone",
                    Phrase(
                        f"decoy at hex {label} is outside the deployment zone of "
                        f"{side_name(c, d.side)}",
                        f"le leurre en {label} est hors de la zone de déploiement "
                        f"{de(side_name(c, d.side, 'fr'))}",
                    ),
                    where + "/at",
                    label,
                )
            )
    for side in sides:
        used = sum(1 for d in c.s.decoys if d.side == side)
        if not used:
            continue
        units = [u for u in c.s.units if u.side == side]
        decoys = counted(used, ("decoy", "decoys"), ("leurre", "leurres"))
        advice = choose_a_decoy_mode(c.r)
        if mode not in decoy_modes(c.r):
            c.out.append(
                error(
                    "decoy.mode",
                    Phrase(
                        f"{side_name(c, side)} has {decoys.en} but the deployment "
                        f'"{mode_en}" uses none. {advice.en}',
                        f"{side_name(c, side, 'fr')} a {decoys.fr} mais le déploiement "
                        f"« {mode_name(mode, 'fr')} » n'en a pas. {advice.fr}",
                    ),
                    pointer("decoys"),
                )
            )
        elif used > decoys_allowed(mode, units, c.r):
            name = next(sd.name or sd.id for sd in c.s.sides if sd.id == side)
            c.out.append(
                error(
                    "decoy.count",
                    too_many_decoys(c.r, mode, name, used, units),
                    pointer("decoys"),
                )
            )


def _objectives(c: CheckContext, sides: list[str]) -> None:
    seen: set[Hex] = set()
    for i, o in enumerate(c.s.objectives):
        label = c.label(o.position)
        if o.owner and o.owner not in sides:
            c.out.append(
                error(
                    "objective.owner",
                    Phrase(
                        f"the objective at hex {label} is held by {o.owner!r}, not a side"
                        + suggest(o.owner, sides),
                        f"l'objectif en {label} est tenu par {o.owner!r}, qui n'est pas un camp"
                        + suggest(o.owner, sides, "fr"),
                    ),
                    pointer("objectives", i, "owner"),
                    label,
                )
            )
        if o.position in seen:
            c.out.append(
                warning(
                    "objective.duplicate",
                    Phrase(
                        f"hex {label} is an objective twice",
                        f"l'hexagone {label} est deux fois un objectif",
                    ),
                    pointer("objectives", i, "at"),
                    label,
                )
            )
        if not o.name.strip():
            c.out.append(
                warning(
                    "objective.name",
                    Phrase(
                        f"the objective at hex {label} has no name",
                        f"l'objectif en {label} n'a pas de nom",
                    ),
                    pointer("objectives", i, "name"),
                    label,
                )
            )
        seen.add(o.position)
