"""Roads and rivers as the lines a player lays (issue 24): every segment drawn
once, each line a walk between neighbouring hexes, and no more lines than
strokes need (half the odd hexes of each connected piece, or one for a loop)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise as pairs

import pytest

from editor.core.edges import Edge, edge_of
from editor.core.hexes import Hex, distance, neighbor
from editor.core.link_lines import link_lines


def _random_links(seed: int) -> set[Edge]:
    rnd = random.Random(seed)
    edges: set[Edge] = set()
    for _ in range(rnd.randint(1, 4)):  # a few rivers wandering, crossing, looping
        h = Hex(rnd.randint(-6, 6), rnd.randint(-6, 6))
        for _ in range(rnd.randint(1, 25)):
            d = rnd.randrange(6)
            edges.add(edge_of(h, d))
            h = neighbor(h, d)
    return edges


def _pieces_and_odd(edges: set[Edge]) -> int:
    """The stroke count made by hand: per connected piece, max(1, odd hexes / 2)."""
    degree: Counter[Hex] = Counter()
    parent: dict[Hex, Hex] = {}

    def root(h: Hex) -> Hex:
        while parent.setdefault(h, h) != h:
            h = parent[h]
        return h

    for e in edges:
        a, b = e.hexes()
        degree[a] += 1
        degree[b] += 1
        parent[root(a)] = root(b)
    odd: Counter[Hex] = Counter(root(h) for h, n in degree.items() if n % 2)
    return sum(max(1, odd[r] // 2) for r in {root(h) for h in degree})


@pytest.mark.parametrize("seed", range(60))
def test_lines_draw_every_segment_once_in_the_fewest_strokes(seed: int) -> None:
    edges = _random_links(seed)
    lines = link_lines(edges)
    drawn: Counter[frozenset[Hex]] = Counter()
    for line in lines:
        assert len(line) >= 2
        for a, b in pairs(line):
            assert distance(a, b) == 1
            drawn[frozenset((a, b))] += 1
    assert set(drawn) == {frozenset(e.hexes()) for e in edges}
    assert max(drawn.values()) == 1
    assert len(lines) == _pieces_and_odd(edges)


def test_a_river_with_two_tributaries_is_three_lines() -> None:
    # A trunk down the q axis; two branches leave it from two hexes of it.
    trunk = [Hex(0, r) for r in range(-4, 5)]
    edges = {edge_of(a, next(d for d in range(6) if neighbor(a, d) == b)) for a, b in pairs(trunk)}
    for start in (Hex(0, -2), Hex(0, 2)):
        h = start
        for _ in range(3):
            edges.add(edge_of(h, 0))
            h = neighbor(h, 0)
    assert len(link_lines(edges)) == 3
