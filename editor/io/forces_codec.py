"""Sides, units, decoys, objectives, camps, sentinels and boats <-> plain document.

The forces part of the scenario file, kept apart from the map's terrain,
edges and links (``scenario_decode``, ``scenario_encode``), which call it. Same rules: ``decode``
trusts the schema for types but checks every label; ``encode`` is
deterministic.
"""

from __future__ import annotations

from typing import Any

from editor.core.diagnostics import pointer
from editor.core.grid import Grid
from editor.core.hexes import Hex
from editor.core.scenario import (
    Boat,
    Camp,
    Decoy,
    Entry,
    Objective,
    Scenario,
    Sentinel,
    Side,
    Unit,
)
from editor.io.labels import Labels


def decode_forces(data: dict[str, Any], scenario: Scenario, labels: Labels) -> None:
    """Read the forces of ``data`` into ``scenario`` (problems go to ``labels``)."""
    _decode_sides(data.get("sides", []), scenario, labels)
    for i, u in enumerate(data.get("units", [])):
        at = labels.hex(u["at"], pointer("units", i, "at")) if "at" in u else None
        scenario.units.append(
            Unit(
                u["id"],
                u["side"],
                u["name"],
                u["type"],
                at,
                u.get("quality", ""),
                u.get("plaquettes", 4),
                u.get("leader", ""),
                u.get("value", 0),
                u.get("weight", ""),
                u.get("rank", ""),
                tuple(sorted(set(u.get("capabilities", ())))),
                _decode_entry(u.get("enters"), pointer("units", i, "enters"), labels),
                bool(u.get("asleep", False)),
                u.get("short", ""),
                bool(u.get("square", False)),
            )
        )
    for i, d in enumerate(data.get("decoys", [])):
        at = labels.hex(d["at"], pointer("decoys", i, "at")) if "at" in d else None
        scenario.decoys.append(Decoy(d["side"], at))
    for i, o in enumerate(data.get("objectives", [])):
        at = labels.hex(o["at"], pointer("objectives", i, "at"))
        if at is not None:
            objective = Objective(at, o["name"], o.get("points", 1), o.get("owner", ""))
            scenario.objectives.append(objective)
    _decode_extras(data, scenario, labels)


def _decode_extras(data: dict[str, Any], scenario: Scenario, labels: Labels) -> None:
    """Camps, sentinels and boats (Panache Annexe 3)."""
    for i, c in enumerate(data.get("camps", [])):
        hexes = [labels.hex(t, pointer("camps", i, "at", j)) for j, t in enumerate(c["at"])]
        if all(h is not None for h in hexes):
            a, b = hexes
            assert a is not None and b is not None
            scenario.camps.append(Camp(c["side"], (a, b)))
    for i, t in enumerate(data.get("sentinels", [])):
        h = labels.hex(t["at"], pointer("sentinels", i, "at"))
        if h is not None:
            scenario.sentinels.append(Sentinel(t["side"], h, t["unit"]))
    for i, b in enumerate(data.get("boats", [])):
        h = labels.hex(b["at"], pointer("boats", i, "at"))
        if h is not None:
            scenario.boats.append(Boat(b["side"], h, b["type"], b.get("carries", "")))


def _decode_sides(items: list[dict[str, Any]], scenario: Scenario, labels: Labels) -> None:
    for i, s in enumerate(items):
        zone: set[Hex] | None = None
        if "deployment" in s:
            zone = set()
            for j, text in enumerate(s["deployment"]):
                zone.update(labels.range(text, pointer("sides", i, "deployment", j)))
        computer = {str(k): float(v) for k, v in (s.get("computer") or {}).items()}
        scenario.sides.append(
            Side(
                s["id"],
                s["name"],
                s.get("colour", "#808080"),
                s.get("home_edge", "S"),
                zone,
                computer,
                s.get("tokens"),
            )
        )


def _decode_entry(data: Any, where: str, labels: Labels) -> Entry | None:
    if not data:
        return None
    hexes: set[Hex] = set()
    for j, text in enumerate(data["at"]):
        hexes.update(labels.range(text, f"{where}/at/{j}"))
    return Entry(data["turn"], frozenset(hexes))


def encode_forces(scenario: Scenario) -> dict[str, Any]:
    """The forces' part of the document, keys in the order they are written."""
    grid = scenario.grid
    doc: dict[str, Any] = {}
    if scenario.sides:
        doc["sides"] = [_encode_side(grid, s) for s in scenario.sides]
    if scenario.units:
        doc["units"] = [_encode_unit(grid, u) for u in scenario.units]
    if scenario.decoys:
        doc["decoys"] = [
            {"side": d.side, **({"at": grid.label(d.position)} if d.position else {})}
            for d in scenario.decoys
        ]
    if scenario.objectives:
        doc["objectives"] = [
            {
                "at": grid.label(o.position),
                "name": o.name,
                "points": o.points,
                **({"owner": o.owner} if o.owner else {}),
            }
            for o in scenario.objectives
        ]
    if scenario.camps:
        doc["camps"] = [
            {"side": c.side, "at": [grid.label(h) for h in c.hexes]} for c in scenario.camps
        ]
    if scenario.sentinels:
        doc["sentinels"] = [
            {"side": t.side, "at": grid.label(t.position), "unit": t.unit}
            for t in scenario.sentinels
        ]
    if scenario.boats:
        doc["boats"] = [
            {
                "side": b.side,
                "at": grid.label(b.position),
                "type": b.type,
                **({"carries": b.carries} if b.carries else {}),
            }
            for b in scenario.boats
        ]
    return doc


def _encode_range_list(grid: Grid, hexes: set[Hex]) -> list[str]:
    """Hexes as runs along rows: 'CCRR..CCRR' (or one label)."""
    cells = sorted((grid.to_offset(h)[1], grid.to_offset(h)[0]) for h in hexes)
    runs: list[str] = []
    i = 0
    while i < len(cells):
        row, start = cells[i]
        end = start
        while i + 1 < len(cells) and cells[i + 1] == (row, end + 1):
            i += 1
            end += 1
        a, b = grid.label(grid.to_hex(start, row)), grid.label(grid.to_hex(end, row))
        runs.append(a if a == b else f"{a}..{b}")
        i += 1
    return runs


def _encode_side(grid: Grid, side: Side) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": side.id,
        "name": side.name,
        "colour": side.colour,
        "home_edge": side.home_edge,
    }
    if side.deployment is not None:
        out["deployment"] = _encode_range_list(grid, side.deployment)
    if side.computer:
        out["computer"] = {k: _number(v) for k, v in sorted(side.computer.items())}
    if side.tokens is not None:
        out["tokens"] = side.tokens
    return out


def _number(v: float) -> int | float:
    """A whole number written without its '.0' (the file stays as a person wrote it)."""
    return int(v) if float(v).is_integer() else float(v)


def _encode_unit(grid: Grid, u: Unit) -> dict[str, Any]:
    out: dict[str, Any] = {"id": u.id, "side": u.side, "name": u.name}
    if u.short:
        out["short"] = u.short
    out["type"] = u.type
    if u.weight:
        out["weight"] = u.weight
    if u.position is not None:
        out["at"] = grid.label(u.position)
    if u.quality:
        out["quality"] = u.quality
    out["plaquettes"] = u.plaquettes
    if u.leader:
        out["leader"] = u.leader
    if u.rank:
        out["rank"] = u.rank
    if u.value:
        out["value"] = u.value
    if u.capabilities:
        out["capabilities"] = sorted(set(u.capabilities))
    if u.asleep:
        out["asleep"] = True
    if u.square:
        out["square"] = True
    if u.entry is not None:
        out["enters"] = {
            "turn": u.entry.turn,
            "at": _encode_range_list(grid, set(u.entry.hexes)),
        }
    return out
