"""Stress scenario files, built on the fly (never committed as data).

Each function returns the text of one file far under the 64 MB cap that once
took seconds to minutes to validate (issue 15): unknown symbols on every hex,
thousands of deployment ranges each covering the whole map, a million-line
generation log, units and condition keys by the ten thousand, and a valid
999 x 999 map for the honest case. ``tests/bench/test_bench_bounded.py`` times
them; ``tests/io/test_bounded_validation.py`` checks what they report.

Run ``python tests/stress_files.py OUTDIR`` to write them all for a look by hand.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

HEADER = "format_version: 1\nruleset: panache\n"


def _label(col: int, row: int, size: int) -> str:
    n = max(2, len(str(size)))
    return f"{col:0{n}d}{row:0{n}d}"


def _map(columns: int, rows: int) -> str:
    return f"map: {{columns: {columns}, rows: {rows}}}\n"


def _sides(deployment: str = "") -> str:
    return (
        "sides:\n"
        "- {id: bleus, name: Bleus, home_edge: S" + deployment + "}\n"
        "- {id: rouges, name: Rouges, home_edge: N}\n"
    )


def unknown_symbols(size: int) -> str:
    """A ``size`` x ``size`` map whose every hex holds a symbol missing from the legend."""
    row = " ".join("z" for _ in range(size))
    rows = "".join(f"  - {row}\n" for _ in range(size))
    return HEADER + _map(size, size) + "terrain:\n  legend: {f: foret}\n  rows:\n" + rows


def deployment_ranges(count: int, size: int) -> str:
    """A side whose zone is ``count`` ranges, each covering the whole ``size`` x ``size`` map."""
    whole = f"{_label(1, 1, size)}..{_label(size, size, size)}"
    ranges = "".join(f"  - {whole}\n" for _ in range(count))
    return (
        HEADER
        + _map(size, size)
        + "sides:\n- id: bleus\n  name: Bleus\n  deployment:\n"
        + ranges
        + "- {id: rouges, name: Rouges, home_edge: N}\n"
    )


def generation_log(lines: int) -> str:
    """A generation record with a ``lines``-line log."""
    log = "".join(f"  - roll {i} gives 4\n" for i in range(lines))
    return HEADER + _map(24, 16) + "generation:\n- procedure: adlg-v4\n  seed: 1\n  log:\n" + log


def many_units(count: int) -> str:
    """``count`` units in reserve (no hex), over the format's limit when ``count`` is large."""
    units = "".join(
        f"- {{id: u{i}, side: bleus, name: Unit {i}, type: infanterie}}\n" for i in range(count)
    )
    return HEADER + _map(24, 16) + _sides() + "units:\n" + units


def condition_keys(count: int) -> str:
    """``count`` battle-condition keys."""
    keys = "".join(f"  k{i}: x\n" for i in range(count))
    return HEADER + _map(24, 16) + "conditions:\n" + keys


# Terrains without placement requirements (as tests/bench/test_bench_load.py paints).
_VALID_LEGEND = {
    "f": "foret",
    "c": "colline",
    "cf": "colline foret",
    "r": "rocaille",
    "m": "marais",
    "h": "habitations",
    "cr": "colline rocaille",
    "s": "sable",
    "fn": "foret neige",
    "fr": "foret rocaille",
    "l": "lac",
}
_OBSTACLES = ("pieux", "mur", "palissade", "fosse", "remblai", "barriere", "abattis")


def valid_map(size: int, seed: int = 1) -> str:
    """A rules-valid ``size`` x ``size`` map: half the hexes painted, an obstacle per
    hundred hexes, a road every ten rows, two sides and a few units in their zones."""
    rng = random.Random(seed)
    symbols = list(_VALID_LEGEND)
    road_rows = {*range(1, size + 1, 10), size}  # units stand on roads: rows 1 and size
    rows = []
    for r in range(1, size + 1):
        if r in road_rows:
            rows.append(" ".join("rt" for _ in range(size)))
        else:
            rows.append(
                " ".join(rng.choice(symbols) if rng.random() < 0.5 else "." for _ in range(size))
            )
    legend = "".join(f"    {k}: {v}\n" for k, v in {**_VALID_LEGEND, "rt": "route"}.items())
    edges = []
    taken = set()
    for _ in range(size * size // 100):
        col, row = rng.randint(2, size - 1), rng.randint(2, size - 1)
        # Only the northern sides: no edge can then be named twice from its two hexes.
        side = rng.choice(("N", "NE", "NW"))
        element = rng.choice(_OBSTACLES)
        key = (col, row, side)
        if key in taken:
            continue
        taken.add(key)
        edges.append(f"- {_label(col, row, size)} {side} {element}\n")
    roads = "".join(
        "  - " + " ".join(_label(c, r, size) for c in range(1, size + 1)) + "\n"
        for r in sorted(road_rows)
    )
    units = "".join(
        f"- {{id: {side[0]}{c}, side: {side}, name: {side} {c}, type: infanterie, "
        f"at: '{_label(c, row, size)}'}}\n"
        for c in range(1, min(size, 40) + 1)
        for side, row in (("bleus", size), ("rouges", 1))
    )
    return (
        HEADER
        + _map(size, size)
        + "terrain:\n  legend:\n"
        + legend
        + "  rows:\n"
        + "".join(f"  - '{row}'\n" for row in rows)
        + ("edges:\n" + "".join(edges) if edges else "")
        + "links:\n  route:\n"
        + roads
        + _sides()
        + "units:\n"
        + units
    )


STRESS: dict[str, Callable[[], str]] = {
    "unknown-symbols-300": lambda: unknown_symbols(300),
    "unknown-symbols-999": lambda: unknown_symbols(999),
    "deployment-ranges-20000-on-24x16": lambda: deployment_ranges(20_000, 24),
    "deployment-ranges-20000-on-999": lambda: deployment_ranges(20_000, 999),
    "generation-log-1000000": lambda: generation_log(1_000_000),
    "units-50000": lambda: many_units(50_000),
    "condition-keys-200000": lambda: condition_keys(200_000),
    "valid-999": lambda: valid_map(999),
}
"""Every stress file of issue 15, by name."""


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    out.mkdir(parents=True, exist_ok=True)
    for name, build in STRESS.items():
        path = out / f"{name}.yaml"
        path.write_text(build(), encoding="utf-8")
        print(f"{path}: {path.stat().st_size / 1e6:.1f} MB")
