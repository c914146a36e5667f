"""The checks of a ruleset file that JSON Schema cannot express, and variant resolution.

The schema fixes the vocabulary (every kind, direction, category is an enum);
this pass checks that every id a file *uses* is one it *defines* (a class in
an exemption, an element in a composite, an assumption reference...), that
ids are unique, that variants do not loop, and that each id is used where it
makes sense (a composite's ``edge_elements`` are edge obstacles...).
Problems are ``Diagnostic`` values with the JSON Pointer of the culprit; the
loader adds ``file:line:col``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from editor.core.diagnostics import Diagnostic, error, pointer

_NAMED_SECTIONS = ("elements", "composites", "unit_classes", "unit_groups", "capabilities")
_INHERITED_NOT = frozenset(("id", "names", "description", "source", "variant_of", "assumptions"))


def resolve_variants(elements: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Each element dict with its ``variant_of`` base's fields filled in.

    A variant (« Mur ... C'est une variante de la palissade ») has every field
    of its base except its own id, names, description and source; fields it
    gives override the base (``fire: null`` removes one); assumptions add up.
    Unknown bases and loops are left unresolved (``check_ruleset`` reports them).
    """
    by_id = {e.get("id"): e for e in elements}
    # Ids as written: a missing or mistyped one is check_ruleset's to report.
    done: dict[Any, dict[str, Any]] = {}

    def resolve(e: Mapping[str, Any], trail: tuple[Any, ...]) -> dict[str, Any]:
        eid = e.get("id")
        if eid in done:
            return done[eid]
        base_id = e.get("variant_of")
        out = dict(e)
        if base_id in by_id and base_id not in trail:
            base = resolve(by_id[base_id], (*trail, eid))
            merged = {k: v for k, v in base.items() if k not in _INHERITED_NOT}
            merged.update(out)
            merged["assumptions"] = list(
                dict.fromkeys([*base.get("assumptions", ()), *e.get("assumptions", ())])
            )
            if not merged["assumptions"]:
                del merged["assumptions"]
            out = merged
        done[eid] = out
        return out

    return [resolve(e, ()) for e in elements]


class _Checker:
    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.out: list[Diagnostic] = []
        self.ids: dict[str, set[str]] = {
            s: {x["id"] for x in data.get(s, ())} for s in (*_NAMED_SECTIONS, "assumptions")
        }
        resolved = resolve_variants(data.get("elements", []))
        self.placement = {e["id"]: e.get("placement") for e in resolved}

    def report(self, code: str, message: str, *path: str | int) -> None:
        self.out.append(error(f"ruleset.{code}", message, pointer(*path)))

    def refs(
        self, ids: Iterable[str], section: str, what: str, *path: str | int, index: bool = True
    ) -> None:
        for i, ref in enumerate(ids):
            if ref not in self.ids[section]:
                known = ", ".join(sorted(self.ids[section])) or "none"
                where = (*path, i) if index else path
                self.report("unknown-id", f"unknown {what} {ref!r} (known: {known})", *where)

    def run(self) -> list[Diagnostic]:
        self.unique()
        self.elements()
        self.composites()
        self.units()
        self.passage_losses()
        self.deployment()
        return self.out

    def unique(self) -> None:
        seen: dict[str, str] = {}
        for section in (*_NAMED_SECTIONS, "assumptions"):
            for i, item in enumerate(self.data.get(section, ())):
                key = item["id"] if section != "assumptions" else "assumption:" + item["id"]
                if key in seen:
                    self.report(
                        "duplicate-id",
                        f"id {item['id']!r} is already used in {seen[key]}; ids must be unique",
                        section,
                        i,
                        "id",
                    )
                else:
                    seen[key] = section

    def assumption_refs(self, item: Mapping[str, Any], *path: str | int) -> None:
        self.refs(item.get("assumptions", ()), "assumptions", "assumption", *path, "assumptions")

    def exemptions(self, items: Iterable[Mapping[str, Any]], *path: str | int) -> None:
        for i, ex in enumerate(items):
            self.refs(ex.get("elements", ()), "elements", "element", *path, i, "elements")
            self.refs(ex.get("classes", ()), "unit_classes", "unit class", *path, i, "classes")
            self.refs(
                ex.get("capabilities", ()), "capabilities", "capability", *path, i, "capabilities"
            )

    def elements(self) -> None:
        elements = self.data.get("elements", [])
        by_id = {e["id"]: e for e in elements}
        for i, e in enumerate(elements):
            at = ("elements", i)
            base = e.get("variant_of")
            if base is not None:
                if base not in by_id:
                    self.refs([base], "elements", "element", *at, "variant_of", index=False)
                else:
                    trail = [e["id"]]
                    while base in by_id and base not in trail:
                        trail.append(base)
                        base = by_id[base].get("variant_of")
                    if base in trail:
                        self.report(
                            "variant-loop",
                            "variant_of loops: " + " -> ".join([*trail, base]),
                            *at,
                            "variant_of",
                        )
            for r, row in enumerate(e.get("effects", ())):
                for cell in ("movement", "combat"):
                    for k, eff in enumerate(row.get(cell, ())):
                        self.exemptions(eff.get("unless", ()), *at, "effects", r, cell, k, "unless")
            for p, pro in enumerate(e.get("prohibitions", ())):
                if "group" in pro:
                    self.refs(
                        [pro["group"]],
                        "unit_groups",
                        "unit group",
                        *at,
                        "prohibitions",
                        p,
                        "group",
                        index=False,
                    )
                self.refs(
                    pro.get("classes", ()),
                    "unit_classes",
                    "unit class",
                    *at,
                    "prohibitions",
                    p,
                    "classes",
                )
                self.exemptions(pro.get("unless", ()), *at, "prohibitions", p, "unless")
            for n, note in enumerate(e.get("notes", ())):
                self.refs(
                    note.get("classes", ()),
                    "unit_classes",
                    "unit class",
                    *at,
                    "notes",
                    n,
                    "classes",
                )
            for q, req in enumerate(e.get("requires", ())):
                for key in ("same_hex", "facing_hex", "adjacent_hex"):
                    self.refs(req.get(key, ()), "elements", "element", *at, "requires", q, key)
                if "facing_hex" in req and self.placement.get(e["id"]) != "edge":
                    self.report(
                        "facing-not-edge",
                        f"{e['id']!r} is not an edge obstacle: it faces no hex; use same_hex",
                        *at,
                        "requires",
                        q,
                        "facing_hex",
                    )
            for key in ("incompatible_with", "overridden_by"):
                self.refs(e.get(key, ()), "elements", "element", *at, key)
            fire = e.get("fire")
            if fire and fire["then"] != "destroyed":
                self.refs([fire["then"]], "elements", "element", *at, "fire", "then", index=False)
            self.assumption_refs(e, *at)

    def composites(self) -> None:
        composites = self.data.get("composites", [])
        by_id = {c["id"]: c for c in composites}
        for i, c in enumerate(composites):
            at = ("composites", i)
            for key, want in (("elements", False), ("edge_elements", True)):
                for k, ref in enumerate(c.get(key, ())):
                    if ref not in self.placement:
                        self.refs([ref], "elements", "element", *at, key, k, index=False)
                    elif (self.placement[ref] == "edge") != want:
                        kind = "an edge obstacle" if not want else "not an edge obstacle"
                        other = "edge_elements" if not want else "elements"
                        self.report(
                            "composite-placement",
                            f"{ref!r} is {kind}: list it under {other}",
                            *at,
                            key,
                            k,
                        )
            target = c.get("same_as")
            if target is not None:
                if target not in by_id:
                    self.refs([target], "composites", "composite", *at, "same_as", index=False)
                elif "same_as" in by_id[target]:
                    self.report(
                        "same-as-chain",
                        f"same_as must name a composite with its own elements, "
                        f"{target!r} is itself same_as {by_id[target]['same_as']!r}",
                        *at,
                        "same_as",
                    )
            self.assumption_refs(c, *at)

    def units(self) -> None:
        for section in ("unit_classes", "unit_groups", "capabilities"):
            for i, item in enumerate(self.data.get(section, ())):
                self.refs(
                    item.get("classes", ()), "unit_classes", "unit class", section, i, "classes"
                )
                self.assumption_refs(item, section, i)

    def mapping(
        self, items: Iterable[Mapping[str, Any]], columns: set[str], *path: str | int
    ) -> None:
        for m, item in enumerate(items):
            self.refs([item["from"]], "unit_classes", "unit class", *path, m, "from", index=False)
            if item["to"] not in columns:
                self.report(
                    "unknown-column",
                    f"{item['to']!r} is not a column of the table ({', '.join(sorted(columns))})",
                    *path,
                    m,
                    "to",
                )
            self.assumption_refs(item, *path, m)

    def passage_losses(self) -> None:
        table = self.data.get("passage_losses")
        if not table:
            return
        at = ("passage_losses",)
        columns = set(table["attacker_types"])
        self.refs(table["attacker_types"], "unit_classes", "unit class", *at, "attacker_types")
        self.mapping(table.get("attacker_mapping", ()), columns, *at, "attacker_mapping")
        rows = {r["element"]: r for r in table["rows"]}
        for i, row in enumerate(table["rows"]):
            here = (*at, "rows", i)
            self.refs([row["element"]], "elements", "element", *here, "element", index=False)
            if "dice" in row and set(row["dice"]) != columns:
                self.report(
                    "dice-columns",
                    f"dice must give exactly the columns {', '.join(sorted(columns))}, "
                    f"got {', '.join(sorted(row['dice']))}",
                    *here,
                    "dice",
                )
            target = row.get("equivalent_to")
            if target is not None and "dice" not in rows.get(target, {}):
                self.report(
                    "equivalent-to",
                    f"equivalent_to must name a row of this table that gives dice, "
                    f"{target!r} does not",
                    *here,
                    "equivalent_to",
                )
            for c, ctx in enumerate(row.get("contexts", ())):
                self.refs(ctx["elements"], "elements", "element", *here, "contexts", c, "elements")
            self.mapping(row.get("attacker_mapping", ()), columns, *here, "attacker_mapping")
            self.assumption_refs(row, *here)

    def deployment(self) -> None:
        """``deployment.no_deployment_on_stop`` names elements with a « stop » to enter;
        decoy groups and boat cargoes name known classes (``waters`` may name water
        no element draws, « mer »)."""
        section = self.data.get("deployment", {})
        at = ("deployment",)
        stop = section.get("no_deployment_on_stop")
        if stop:
            by_id = {e["id"]: e for e in resolve_variants(self.data.get("elements", []))}
            for i, ref in enumerate(stop["elements"]):
                here = (*at, "no_deployment_on_stop", "elements", i)
                if ref not in by_id:
                    self.refs([ref], "elements", "element", *here, index=False)
                elif not any(
                    eff.get("kind") == "stop"
                    for row in by_id[ref].get("effects", ())
                    if row.get("direction") in ("into", "any")
                    for eff in row.get("movement", ())
                ):
                    self.report(
                        "no-stop",
                        f"{ref!r} has no « stop » effect to enter it: its exemptions are who "
                        "may deploy there; give it one or remove it from no_deployment_on_stop",
                        *here,
                    )
            self.assumption_refs(stop, *at, "no_deployment_on_stop")
        markers = section.get("decoys", {}).get("hidden_markers", {})
        for g, group in enumerate(markers.get("groups", ())):
            for m, member in enumerate(group["members"]):
                where = (*at, "decoys", "hidden_markers", "groups", g, "members", m, "class")
                self.refs([member["class"]], "unit_classes", "unit class", *where, index=False)
        for b, boat in enumerate(self.data.get("boats", {}).get("types", ())):
            for m, member in enumerate(boat.get("carries", ())):
                carried = ("boats", "types", b, "carries", m, "class")
                self.refs([member["class"]], "unit_classes", "unit class", *carried, index=False)


def check_ruleset(data: Mapping[str, Any]) -> list[Diagnostic]:
    """Every cross-reference problem of a schema-valid ruleset dict, in file order."""
    return _Checker(data).run()
