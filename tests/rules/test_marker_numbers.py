"""Each side's deployment markers are numbered 1 to n, its reinforcements not at all
(a test from the mutation run of ``fog``).

Annexe 3, Unités cachées: the units are deployed as markers (« marque de
déploiement »), each replaced « par l'unité correspondante » when seen: a marker's
number names the unit beneath for its owner only, so each side's markers are its
own 1..n; a reinforcement enters face up later and has no marker (red when the
pieces of both sides are numbered in one count).
"""

from __future__ import annotations

from rules_helpers import blank, state, unit

from editor.core.scenario import Entry
from editor.rules.fog import assign_markers


def test_each_side_numbers_its_own_markers_and_a_reinforcement_has_none() -> None:
    sc = blank(columns=12, rows=14)
    sc.setup.deployment = "markers"
    g = sc.grid
    for i in range(3):
        unit(sc, f"a{i}", "a", g.to_hex(2 * i + 1, 12))
    for i in range(2):
        unit(sc, f"b{i}", "b", g.to_hex(2 * i + 1, 1))
    unit(sc, "late", "b", g.to_hex(6, 1))
    sc.units[-1].entry = Entry(2, frozenset({g.to_hex(6, 1)}))
    s = state(sc)
    numbers = assign_markers(s.ctx, list(range(len(s.ctx.pieces))))
    by_unit = {p.id: numbers[p.index] for p in s.ctx.pieces}
    assert {by_unit[f"a{i}"] for i in range(3)} == {1, 2, 3}
    assert {by_unit["b0"], by_unit["b1"]} == {1, 2}
    assert by_unit["late"] == 0
