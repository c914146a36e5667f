"""Line of sight: terrain, hills, units, the hill exception, obstacles, edges, smoke, night."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import CENTRE, blank, corridor, obstacle, put, state, unit

from editor.core.hexes import Hex
from editor.rules.sight import line_of_sight


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
@pytest.mark.parametrize(
    ("element", "blocks"),
    [
        ("foret", True),
        ("habitations", True),
        ("montagne", True),
        ("colline", True),
        ("rocaille", False),
        ("marais", False),
        ("lac", False),
        ("sable", False),
    ],
)
def test_hex_masks(rid: str, element: str, blocks: bool) -> None:
    p = corridor()
    sc = blank(rid)
    put(sc, p[2], element)
    s = state(sc)
    sight = line_of_sight(s.ctx, s.pos, p[0], p[4])
    assert sight.visible is not blocks
    if blocks:
        assert sight.blocked_at == p[2]


def test_units_mask_and_ends_do_not() -> None:
    p = corridor()
    sc = blank()
    put(sc, p[0], "foret")  # the observer's own forest does not mask
    put(sc, p[4], "foret")
    unit(sc, "x", "b", p[2])
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).reason == "unit:x"
    assert line_of_sight(s.ctx, s.pos, p[0], p[1]).visible


def test_higher_ground_sees_over_a_lower_hill() -> None:
    p = corridor()
    sc = blank()
    put(sc, p[0], "colline", level=1)  # height 2
    put(sc, p[2], "colline")  # height 1
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).visible
    assert line_of_sight(s.ctx, s.pos, p[1], p[4]).reason == "hill"  # from the plain it masks


def test_hill_exception_troop_just_in_front() -> None:
    """Annexe 1, Colline (*): « Une troupe située juste devant une colline ne fait
    pas masque pour une troupe située au-dessus. »"""
    p = corridor()
    sc = blank()
    put(sc, p[4], "colline")
    unit(sc, "front", "b", p[3])
    unit(sc, "far", "b", p[1])
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).reason == "unit:far"
    s.place(s.units["far"], None)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).visible  # only the troop just in front
    assert line_of_sight(s.ctx, s.pos, p[4], p[0]).visible
    sc.terrain.clear()
    s = state(sc)
    s.place(s.units["far"], None)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).reason == "unit:front"


@pytest.mark.parametrize(
    ("element", "blocks"),
    [
        ("mur", True),
        ("palissade", True),
        ("remblai", True),
        ("fortification", True),
        ("fosse", False),
        ("barriere", False),
        ("falaise", True),
    ],
)
def test_edge_obstacles_mask_on_their_face(element: str, blocks: bool) -> None:
    p = corridor()
    sc = blank()
    obstacle(sc, p[1], p[2], element, facing=p[2])
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).visible is not blocks
    # on a face of an end hex it does not mask: the troop stands at it
    assert line_of_sight(s.ctx, s.pos, p[1], p[4]).visible
    assert line_of_sight(s.ctx, s.pos, p[0], p[2]).visible


def test_along_an_edge_blocked_only_if_both_sides_block() -> None:
    a, b = CENTRE, Hex(CENTRE.q + 1, CENTRE.r + 1)  # the line runs along the side
    left, right = Hex(a.q + 1, a.r), Hex(a.q, a.r + 1)
    sc = blank()
    put(sc, left, "foret")
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, a, b).visible and line_of_sight(s.ctx, s.pos, b, a).visible
    put(sc, right, "foret")
    s = state(sc)
    assert (
        not line_of_sight(s.ctx, s.pos, a, b).visible
        and not line_of_sight(s.ctx, s.pos, b, a).visible
    )


def test_darkness_and_sight_limit() -> None:
    """Annexe 3, L'obscurité: « Aucune unité n'est vue au-delà de 2 hex »."""
    p = corridor()
    sc = blank()
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).visible
    s = state(sc, night=True)
    assert line_of_sight(s.ctx, s.pos, p[0], p[2]).visible
    assert line_of_sight(s.ctx, s.pos, p[0], p[3]).reason == "distance"
    s = state(sc, sight_limit=3)  # a snowstorm, fog...
    assert line_of_sight(s.ctx, s.pos, p[0], p[3]).visible
    assert line_of_sight(s.ctx, s.pos, p[0], p[4]).reason == "distance"


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(0, 11),
            st.integers(0, 11),
            st.sampled_from(["foret", "colline", "habitations", "unit", "rocaille"]),
        ),
        max_size=30,
    ),
    st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11)), min_size=2, max_size=10),
)
def test_sight_is_symmetric(cells, ends) -> None:
    sc = blank()
    grid = sc.grid
    n = 0
    for c, r, e in cells:
        h = grid.to_hex(c, r)
        if e == "unit":
            if all(u.position != h for u in sc.units):
                unit(sc, f"u{n}", "a", h)
                n += 1
        else:
            put(sc, h, e)
    s = state(sc)
    hexes = [grid.to_hex(c, r) for c, r in ends]
    for a in hexes:
        for b in hexes:
            assert (
                line_of_sight(s.ctx, s.pos, a, b).visible
                == line_of_sight(s.ctx, s.pos, b, a).visible
            )


def test_hidden_markers_revealed_by_sight_and_closer_in_cover() -> None:
    """Annexe 3, Unités cachées: « Dès que la plus petite partie d'une marque de
    déploiement est visible d'une formation ennemie (à 4 hexagones de distance dans les
    bois ou les habitations) »."""
    from editor.rules.fog import is_seen

    p = corridor(n=7)
    sc = blank()
    unit(sc, "spotter", "b", p[0])
    unit(sc, "marker", "a", p[5])
    s = state(sc)
    assert is_seen(s.ctx, s.pos, s.units["marker"])  # open ground, in sight
    put(sc, p[5], "foret")
    s = state(sc)
    assert not is_seen(s.ctx, s.pos, s.units["marker"])  # 5 hexes into a wood
    s.place(s.units["marker"], p[4])
    put(sc, p[4], "foret")
    put(sc, p[5])
    s = state(sc)
    s.place(s.units["marker"], p[4])
    assert is_seen(s.ctx, s.pos, s.units["marker"])  # 4 hexes: seen


def test_plateau_does_not_mask_itself_but_a_crest_does() -> None:
    p = corridor()
    sc = blank()
    for h in p[:4]:
        put(sc, h, "colline")
    s = state(sc)
    assert line_of_sight(s.ctx, s.pos, p[0], p[3]).visible  # all at height 1
    assert (
        line_of_sight(s.ctx, s.pos, p[0], p[4]).reason == "hill"
    )  # the crest hides the plain below
