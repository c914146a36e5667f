"""The semantic pass over the optional elements of the armies: camps, sentinels
and boats (Panache Annexe 3, Camps et bagages, Sentinelles, Barques).

Called by ``editor.io.semantic_forces``; codes are stable (``camp.side``,
``sentinel.count``, ``boat.type``...).
"""

from __future__ import annotations

from collections import Counter

from editor.core.deployment import elements_at, forbidding_element
from editor.core.diagnostics import error, pointer, quoted, warning
from editor.core.forces import WEIGHTS, boat_types, sentinels_per_unit
from editor.core.hexes import Hex, direction_between
from editor.core.phrases import Phrase, counted, de
from editor.core.ruleset_deployment import BoatType
from editor.core.scenario import Unit
from editor.io.semantic_context import CheckContext, side_name, suggest


def check_extras(c: CheckContext, sides: list[str]) -> None:
    _camps(c, sides)
    _sentinels(c)
    _boats(c, sides)


def _camps(c: CheckContext, sides: list[str]) -> None:
    per_side: Counter[str] = Counter()
    for i, camp in enumerate(c.s.camps):
        where = pointer("camps", i)
        a, b = camp.hexes
        label = c.label(a)
        if camp.side not in sides:
            c.out.append(
                error(
                    "camp.side",
                    Phrase(
                        f"camp: unknown side {camp.side!r}",
                        f"camp et bagages : camp {camp.side!r} inconnu",
                    ),
                    where + "/side",
                )
            )
        per_side[camp.side] += 1
        if per_side[camp.side] == 2:
            c.out.append(
                warning(
                    "camp.duplicate",
                    Phrase(
                        f"{side_name(c, camp.side)} has more than one camp",
                        f"{side_name(c, camp.side, 'fr')} a plus d'un camp",
                    ),
                    where,
                )
            )
        if direction_between(a, b) is None:
            c.out.append(
                error(
                    "camp.not-joined",
                    Phrase(
                        f"the camp of {side_name(c, camp.side)} at {c.label(a)} and "
                        f"{c.label(b)}: a camp is 2 joined hexes (Annexe 3, Camps et bagages)",
                        f"le camp {de(side_name(c, camp.side, 'fr'))} en {c.label(a)} et "
                        f"{c.label(b)} : un camp occupe 2 hexagones voisins "
                        "(Annexe 3, Camps et bagages)",
                    ),
                    where + "/at",
                    label,
                )
            )
        if "infanterie" in c.r.unit_classes:
            for h in (a, b):
                # « occupés chacun par une unité ... d'infanterie légère »
                element = forbidding_element(c.r, c.s, "infanterie", h)
                if element is not None:
                    c.out.append(
                        error(
                            "unit.terrain",
                            Phrase(
                                f"the camp of {side_name(c, camp.side)} cannot stand on "
                                f"{c.name(element)} at hex {c.label(h)}: infantry holds it "
                                "(Annexe 3, Camps et bagages)",
                                f"le camp {de(side_name(c, camp.side, 'fr'))} ne peut pas se tenir "
                                f"sur {c.name(element, 'fr')} en {c.label(h)} : de l'infanterie "
                                "le tient (Annexe 3, Camps et bagages)",
                            ),
                            where + "/at",
                            c.label(h),
                        )
                    )


def _sentinels(c: CheckContext) -> None:
    units = {u.id: u for u in c.s.units}
    count: Counter[str] = Counter()
    limit = sentinels_per_unit(c.r)
    for i, t in enumerate(c.s.sentinels):
        where = pointer("sentinels", i)
        label = c.label(t.position)
        unit = units.get(t.unit)
        if unit is None:
            c.out.append(
                error(
                    "sentinel.unit",
                    Phrase(
                        f"sentinel at hex {label}: no unit {t.unit!r}" + suggest(t.unit, units),
                        f"sentinelle en {label} : pas d'unité {t.unit!r}"
                        + suggest(t.unit, units, "fr"),
                    ),
                    where + "/unit",
                    label,
                )
            )
            continue
        if unit.side != t.side:
            c.out.append(
                error(
                    "sentinel.side",
                    Phrase(
                        f"sentinel at hex {label} is of {side_name(c, t.side)} but its unit "
                        f"{quoted(unit.name)} is of {side_name(c, unit.side)}",
                        f"la sentinelle en {label} est {de(side_name(c, t.side, 'fr'))} mais son "
                        f"unité « {unit.name} » est {de(side_name(c, unit.side, 'fr'))}",
                    ),
                    where + "/side",
                    label,
                )
            )
        count[t.unit] += 1
        if count[t.unit] == limit + 1:
            most = counted(limit, ("sentinel", "sentinels"), ("sentinelle", "sentinelles"))
            c.out.append(
                error(
                    "sentinel.count",
                    Phrase(
                        f"unit {quoted(unit.name)} posts more than {most.en} under "
                        f"{c.r.names.en} (Annexe 3, Sentinelles)",
                        f"l'unité « {unit.name} » poste plus de {most.fr} selon "
                        f"{c.r.names.fr} (Annexe 3, Sentinelles)",
                    ),
                    where,
                    label,
                )
            )
        if unit.position is None or direction_between(unit.position, t.position) is None:
            c.out.append(
                error(
                    "sentinel.not-adjacent",
                    Phrase(
                        f"sentinel at hex {label} must stand next to its unit {quoted(unit.name)}",
                        f"la sentinelle en {label} doit se tenir à côté de son unité "
                        f"« {unit.name} »",
                    ),
                    where + "/at",
                    label,
                )
            )


def _boats(c: CheckContext, sides: list[str]) -> None:
    units = {u.id: u for u in c.s.units}
    seen: set[Hex] = set()
    for i, b in enumerate(c.s.boats):
        where = pointer("boats", i)
        label = c.label(b.position)
        if b.side not in sides:
            c.out.append(
                error(
                    "boat.side",
                    Phrase(f"boat: unknown side {b.side!r}", f"barque : camp {b.side!r} inconnu"),
                    where + "/side",
                )
            )
        if b.position in seen:
            c.out.append(
                error(
                    "boat.stacked",
                    Phrase(
                        f"hex {label} holds two boats", f"l'hexagone {label} porte deux barques"
                    ),
                    where + "/at",
                    label,
                )
            )
        seen.add(b.position)
        kinds = boat_types(c.r)
        kind = kinds.get(b.type)
        if kind is None:
            c.out.append(
                error(
                    "boat.type",
                    Phrase(
                        f"boat at hex {label}: {b.type!r} is not a boat type of "
                        f"{c.r.names.en} (types: {', '.join(kinds) or 'none'})"
                        + suggest(b.type, kinds),
                        f"barque en {label} : {b.type!r} n'est pas un type de barque de "
                        f"{c.r.names.fr} (types : {', '.join(map(repr, kinds)) or 'aucun'})"
                        + suggest(b.type, kinds, "fr"),
                    ),
                    where + "/type",
                    label,
                )
            )
            continue
        here = elements_at(c.s, b.position)
        if not here & kind.waters:
            waters = ", ".join(c.name(w) for w in sorted(kind.waters))
            waters_fr = ", ".join(c.name(w, "fr") for w in sorted(kind.waters))
            c.out.append(
                error(
                    "boat.water",
                    Phrase(
                        f"a {kind.names[1].lower()} at hex {label} needs water it may float on "
                        f"({waters})",
                        f"{kind.names[0]} en {label} : il lui faut une eau où flotter "
                        f"({waters_fr})",
                    ),
                    where + "/at",
                    label,
                )
            )
        if b.carries:
            _cargo(c, b.carries, units.get(b.carries), b.side, b.position, kind, where, label)


def _cargo(
    c: CheckContext,
    unit_id: str,
    unit: Unit | None,
    side: str,
    at: Hex,
    kind: BoatType,
    where: str,
    label: str,
) -> None:
    if unit is None:
        c.out.append(
            error(
                "boat.carries",
                Phrase(
                    f"boat at hex {label}: no unit {unit_id!r}",
                    f"barque en {label} : pas d'unité {unit_id!r}",
                ),
                where + "/carries",
            )
        )
        return
    if unit.side != side:
        c.out.append(
            error(
                "boat.carries",
                Phrase(
                    f"boat at hex {label} of {side_name(c, side)} carries {quoted(unit.name)} "
                    f"of {side_name(c, unit.side)}",
                    f"la barque en {label} {de(side_name(c, side, 'fr'))} porte « {unit.name} » "
                    f"{de(side_name(c, unit.side, 'fr'))}",
                ),
                where + "/carries",
                label,
            )
        )

    def what(lang: str) -> str:
        name = c.r.name(unit.type, lang) if unit.type in c.r.unit_classes else unit.type
        weight = WEIGHTS.get(unit.weight, (unit.weight, unit.weight))[lang == "en"]
        return f"{name} {weight}" if unit.weight else name

    if not kind.may_carry(unit):
        c.out.append(
            error(
                "boat.cargo",
                Phrase(
                    f"a {kind.names[1].lower()} cannot carry {quoted(unit.name)} "
                    f"({what('en')}) (Annexe 3, Emport)",
                    f"{kind.names[0]} : ne peut pas porter « {unit.name} » "
                    f"({what('fr')}) (Annexe 3, Emport)",
                ),
                where + "/carries",
                label,
            )
        )
    if unit.position != at:
        c.out.append(
            warning(
                "boat.position",
                Phrase(
                    f"{quoted(unit.name)} is carried by the boat at hex {label}; "
                    "place the unit there",
                    f"l'unité « {unit.name} » est portée par la barque en {label} ; placez-l'y",
                ),
                where + "/carries",
                label,
            )
        )
