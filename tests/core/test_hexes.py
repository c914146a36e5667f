"""Axial hex arithmetic: directions, distance, lines, rings, rounding, symmetry."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.core.hexes import (
    DIRECTIONS,
    Hex,
    direction_between,
    distance,
    hex_range,
    hex_round,
    line,
    neighbor,
    neighbors,
    opposite,
    reflect_q,
    reflect_r,
    reflect_s,
    ring,
    rotate,
    rotate_180,
)

coord = st.integers(-10_000, 10_000)
hexes = st.builds(Hex, coord, coord)
small = st.builds(Hex, st.integers(-30, 30), st.integers(-30, 30))
direction = st.integers(0, 5)


def test_directions_are_the_documented_order() -> None:
    assert [(d.q, d.r) for d in DIRECTIONS] == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def test_hex_arithmetic() -> None:
    assert Hex(2, -3).s == 1
    assert Hex(1, 2) + Hex(3, -5) == Hex(4, -3)
    assert Hex(1, 2) - Hex(3, -5) == Hex(-2, 7)
    assert Hex(1, -2).scale(3) == Hex(3, -6)
    assert -Hex(1, -2) == Hex(-1, 2)
    assert sorted([Hex(1, 0), Hex(0, 5), Hex(0, -1)]) == [Hex(0, -1), Hex(0, 5), Hex(1, 0)]


def test_hex_is_hashable_and_immutable() -> None:
    h = Hex(1, 2)
    assert {h: "x"}[Hex(1, 2)] == "x"
    with pytest.raises(AttributeError):
        h.q = 3  # type: ignore[misc]


@given(hexes, direction)
def test_neighbour_symmetry(h: Hex, d: int) -> None:
    n = neighbor(h, d)
    assert neighbor(n, opposite(d)) == h
    assert direction_between(h, n) == d
    assert direction_between(n, h) == opposite(d)
    assert distance(h, n) == 1


@given(hexes)
def test_neighbors_in_direction_order(h: Hex) -> None:
    assert neighbors(h) == tuple(neighbor(h, d) for d in range(6))
    assert len(set(neighbors(h))) == 6


def test_neighbor_direction_wraps_modulo_six() -> None:
    assert neighbor(Hex(0, 0), 6) == Hex(1, 0)
    assert neighbor(Hex(0, 0), -1) == Hex(0, 1)


def test_direction_between_non_adjacent() -> None:
    assert direction_between(Hex(0, 0), Hex(0, 0)) is None
    assert direction_between(Hex(0, 0), Hex(2, 0)) is None
    assert direction_between(Hex(0, 0), Hex(1, 1)) is None


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (Hex(0, 0), Hex(0, 0), 0),
        (Hex(0, 0), Hex(3, 0), 3),
        (Hex(0, 0), Hex(2, -5), 5),
        (Hex(1, 1), Hex(-2, 4), 3),
        (Hex(0, 0), Hex(2, 2), 4),
    ],
)
def test_distance_examples(a: Hex, b: Hex, expected: int) -> None:
    assert distance(a, b) == expected
    assert distance(b, a) == expected


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, b) == distance(b, a) >= 0
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(small, small)
def test_line_length_ends_and_adjacency(a: Hex, b: Hex) -> None:
    hexes_on_line = line(a, b)
    assert len(hexes_on_line) == distance(a, b) + 1
    assert hexes_on_line[0] == a
    assert hexes_on_line[-1] == b
    for x, y in itertools.pairwise(hexes_on_line):
        assert distance(x, y) == 1


@given(small, small)
def test_line_hexes_stay_near_the_true_line(a: Hex, b: Hex) -> None:
    # Every hex on the line is within one step of the straight cube segment,
    # i.e. the i-th hex is the i-th of n equal steps rounded.
    n = distance(a, b)
    for i, h in enumerate(line(a, b)):
        t = i / n if n else 0.0
        qf, rf = a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t
        sf = -qf - rf
        assert max(abs(h.q - qf), abs(h.r - rf), abs(h.s - sf)) <= 1.0 + 1e-9


def test_line_tie_breaks_with_the_nudge() -> None:
    # From (0,0) to (1,1) the midpoint (0.5, 0.5, -1) is exactly on the side
    # between (0,1) and (1,0); the nudge (q +1e-6, r +2e-6, s -3e-6) leaves q
    # farthest from a whole number, so q is recomputed and (0,1) wins.
    assert line(Hex(0, 0), Hex(1, 1)) == [Hex(0, 0), Hex(0, 1), Hex(1, 1)]
    assert line(Hex(0, 0), Hex(0, 0)) == [Hex(0, 0)]
    assert line(Hex(0, 0), Hex(3, 0)) == [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0)]


@pytest.mark.parametrize("k", range(1, 9))
def test_line_along_hex_sides_breaks_every_tie_the_same_way(k: int) -> None:
    # Along (1,1) every other point is a tie; all of them go to the same side.
    expected = [Hex(0, 0)]
    for i in range(k):
        expected += [Hex(i, i + 1), Hex(i + 1, i + 1)]
    assert line(Hex(0, 0), Hex(k, k)) == expected
    shifted = [h + Hex(-7, 40) for h in expected]
    assert line(Hex(-7, 40), Hex(k - 7, k + 40)) == shifted


@given(small, small, small)
def test_line_is_reversible_and_translation_invariant(a: Hex, b: Hex, t: Hex) -> None:
    assert line(b, a) == line(a, b)[::-1]
    assert line(a + t, b + t) == [h + t for h in line(a, b)]


@pytest.mark.parametrize("radius", range(0, 7))
def test_ring_size_and_distance(radius: int) -> None:
    center = Hex(3, -7)
    hexes_on_ring = ring(center, radius)
    assert len(hexes_on_ring) == max(1, 6 * radius)
    assert len(set(hexes_on_ring)) == len(hexes_on_ring)
    assert all(distance(center, h) == radius for h in hexes_on_ring)
    # Walking order: consecutive ring hexes are adjacent, and it closes.
    if radius > 0:
        for x, y in zip(hexes_on_ring, hexes_on_ring[1:] + hexes_on_ring[:1], strict=True):
            assert distance(x, y) == 1


@pytest.mark.parametrize("radius", range(0, 7))
def test_range_is_all_hexes_within_radius(radius: int) -> None:
    center = Hex(-2, 5)
    got = hex_range(center, radius)
    assert len(got) == 1 + 3 * radius * (radius + 1)
    brute = {
        Hex(center.q + dq, center.r + dr)
        for dq in range(-radius, radius + 1)
        for dr in range(-radius, radius + 1)
        if distance(center, Hex(center.q + dq, center.r + dr)) <= radius
    }
    assert set(got) == brute
    assert set(got) == {h for k in range(radius + 1) for h in ring(center, k)}


def test_negative_radius_is_refused() -> None:
    with pytest.raises(ValueError, match="radius"):
        ring(Hex(0, 0), -1)
    with pytest.raises(ValueError, match="radius"):
        hex_range(Hex(0, 0), -1)


@given(hexes)
def test_round_of_integer_point_is_that_hex(h: Hex) -> None:
    assert hex_round(float(h.q), float(h.r)) == h


@given(hexes, st.floats(-0.49, 0.49), st.floats(-0.49, 0.49))
def test_round_is_nearest_hex_centre(h: Hex, dq: float, dr: float) -> None:
    # Hexes are the Voronoi cells of their centres, and Euclidean distance in
    # the cube plane is proportional to pixel distance.
    qf, rf = h.q + dq, h.r + dr

    def gap(c: Hex) -> float:
        return (c.q - qf) ** 2 + (c.r - rf) ** 2 + (c.s + qf + rf) ** 2

    got = hex_round(qf, rf)
    candidates = (h, *neighbors(h))
    assert got in candidates
    assert all(gap(got) <= gap(c) + 1e-9 for c in candidates)


def test_round_examples() -> None:
    assert hex_round(0.3, 0.45) == Hex(0, 1)
    assert hex_round(0.9, -0.2) == Hex(1, 0)
    # (-1.6, 0.3, 1.3): q is farthest from a whole number, so it is recomputed.
    assert hex_round(-1.6, 0.3) == Hex(-1, 0)


@given(hexes, hexes, direction)
def test_rotate_turns_directions(h: Hex, center: Hex, d: int) -> None:
    assert rotate(DIRECTIONS[d], 1) == DIRECTIONS[(d + 1) % 6]
    assert rotate(h, 6, center) == h
    assert rotate(h, 3, center) == rotate_180(h, center)
    assert distance(rotate(h, 2, center), center) == distance(h, center)


@given(hexes, hexes)
def test_rotate_180_is_point_symmetry(h: Hex, center: Hex) -> None:
    turned = rotate_180(h, center)
    assert rotate_180(turned, center) == h
    assert turned + h == center.scale(2)


@given(hexes, hexes)
def test_reflections(h: Hex, center: Hex) -> None:
    assert (reflect_q(h).q, reflect_q(h).r, reflect_q(h).s) == (h.q, h.s, h.r)
    assert (reflect_r(h).q, reflect_r(h).r, reflect_r(h).s) == (h.s, h.r, h.q)
    assert (reflect_s(h).q, reflect_s(h).r, reflect_s(h).s) == (h.r, h.q, h.s)
    for reflect in (reflect_q, reflect_r, reflect_s):
        assert reflect(reflect(h, center), center) == h
        assert distance(reflect(h, center), center) == distance(h, center)
    assert reflect_q(center, center) == center
