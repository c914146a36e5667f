"""Edge keys: one canonical key per hex side, whichever hex names it."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.core.edges import Edge, edge_between, edge_of, edges_along, edges_of, hexes_of
from editor.core.hexes import Hex, neighbor, opposite

coord = st.integers(-10_000, 10_000)
hexes = st.builds(Hex, coord, coord)
direction = st.integers(0, 5)


@given(hexes, direction)
def test_both_hexes_name_the_same_edge(h: Hex, d: int) -> None:
    n = neighbor(h, d)
    edge = edge_of(h, d)
    assert edge == edge_of(n, opposite(d))
    assert hash(edge) == hash(edge_of(n, opposite(d)))
    assert edge == edge_between(h, n) == edge_between(n, h)
    assert edge.direction in (0, 1, 2)


@given(hexes, direction)
def test_edge_hexes_other_and_direction(h: Hex, d: int) -> None:
    n = neighbor(h, d)
    edge = edge_of(h, d)
    assert set(edge.hexes()) == {h, n}
    assert edge.other(h) == n
    assert edge.other(n) == h
    assert edge.direction_from(h) == d
    assert edge.direction_from(n) == opposite(d)
    assert edge.touches(h) and edge.touches(n)


def test_canonical_form_examples() -> None:
    # Direction 3 (-1, 0) from (2, 5) is direction 0 from (1, 5).
    assert edge_of(Hex(2, 5), 3) == Edge(Hex(1, 5), 0)
    # Direction 5 (0, 1) from (2, 5) is direction 2 from (2, 6).
    assert edge_of(Hex(2, 5), 5) == Edge(Hex(2, 6), 2)
    assert edge_of(Hex(2, 5), 1) == Edge(Hex(2, 5), 1)
    assert edge_of(Hex(0, 0), 7) == Edge(Hex(0, 0), 1)


@given(hexes)
def test_six_distinct_edges_per_hex(h: Hex) -> None:
    edges = edges_of(h)
    assert len(edges) == 6
    assert len(set(edges)) == 6
    assert [e.direction_from(h) for e in edges] == list(range(6))


@given(hexes, direction, hexes, direction)
def test_keys_equal_only_for_the_same_side(a: Hex, da: int, b: Hex, db: int) -> None:
    same_side = (a, da) == (b, db) or (neighbor(a, da), opposite(da)) == (b, db)
    assert (edge_of(a, da) == edge_of(b, db)) == same_side


def test_adjacent_hexes_share_exactly_one_edge() -> None:
    h = Hex(4, -2)
    for d in range(6):
        n = neighbor(h, d)
        assert set(edges_of(h)) & set(edges_of(n)) == {edge_of(h, d)}


def test_non_canonical_edge_is_refused() -> None:
    with pytest.raises(ValueError, match="edge_of"):
        Edge(Hex(0, 0), 3)


def test_errors_for_hexes_not_on_the_edge() -> None:
    edge = edge_of(Hex(0, 0), 0)
    with pytest.raises(ValueError, match="not adjacent"):
        edge_between(Hex(0, 0), Hex(2, 0))
    with pytest.raises(ValueError):
        edge.other(Hex(5, 5))
    with pytest.raises(ValueError):
        edge.direction_from(Hex(5, 5))
    assert not edge.touches(Hex(5, 5))


def test_edges_sort_deterministically() -> None:
    edges = [edge_of(Hex(1, -1), 4), edge_of(Hex(0, 0), 0), edge_of(Hex(0, 0), 2)]
    assert sorted(edges) == [Edge(Hex(0, 0), 0), Edge(Hex(0, 0), 1), Edge(Hex(0, 0), 2)]


@given(hexes, st.lists(direction, max_size=12))
def test_edges_along_a_path_are_those_between_its_steps(start: Hex, turns: list[int]) -> None:
    path = [start]
    for d in turns:
        path.append(neighbor(path[-1], d))
    assert edges_along(path) == [edge_between(a, b) for a, b in pairwise(path)]


def test_edges_along_leave_a_gap_between_hexes_not_neighbours() -> None:
    a, b, far = Hex(0, 0), Hex(1, 0), Hex(5, 5)
    assert edges_along([a, b, far, None, a, a]) == [edge_of(a, 0), None, None, None, None]
    assert edges_along([]) == [] and edges_along([a]) == []


@given(st.lists(st.builds(edge_of, hexes, direction), max_size=20))
def test_hexes_of_edges_are_both_sides_of_each_once(edges: list[Edge]) -> None:
    found = hexes_of(set(edges))
    assert len(found) == len(set(found))
    assert set(found) == {h for e in edges for h in e.hexes()}


def test_an_edge_is_the_tuple_of_its_hex_and_direction_with_the_same_hash() -> None:
    edge = edge_of(Hex(2, 5), 4)
    assert edge == Edge(Hex(1, 6), 1) and tuple(edge) == (Hex(1, 6), 1)
    assert hash(edge) == hash((Hex(1, 6), 1))  # the frozen dataclass's hash: set orders kept
    assert repr(edge) == "Edge(hex=Hex(q=1, r=6), direction=1)"
