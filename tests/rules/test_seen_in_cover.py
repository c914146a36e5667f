"""A marker in woods is seen by any enemy formation close enough (a test from the
mutation run of ``fog``).

Annexe 3, Unités cachées: « Dès que la plus petite partie d'une marque de
déploiement est visible d'une formation ennemie (à 4 hexagones de distance dans
les bois ou les habitations), elle doit être remplacée par l'unité
correspondante. » One enemy too far to see into the woods does not hide the
marker from another that is close (red when the first one too far ends the look).
"""

from __future__ import annotations

from rules_helpers import blank, put, state, unit

from editor.rules.events import Event
from editor.rules.fog import is_seen, reveal
from editor.rules.position import with_changes


def _woods(*enemies: int):
    """A marker of side b in a forest at 0606; side a's units ``n`` hexes north of it,
    in the order given (the first is the first piece looked from)."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    for n, distance in enumerate(enemies):
        unit(sc, f"a{n}", "a", g.to_hex(6, 6 - distance))
    unit(sc, "hidden", "b", g.to_hex(6, 6))
    put(sc, g.to_hex(6, 6), "foret")
    s = state(sc)
    return s, s.units["hidden"]


def test_a_marker_in_woods_is_seen_from_four_hexes_not_from_five() -> None:
    s, i = _woods(4)
    assert is_seen(s.ctx, s.pos, i)
    s, i = _woods(5)
    assert not is_seen(s.ctx, s.pos, i)


def test_an_enemy_too_far_does_not_stop_a_closer_one_from_seeing_the_marker() -> None:
    s, i = _woods(5, 2)
    assert is_seen(s.ctx, s.pos, i)


def test_only_markers_are_revealed_a_unit_in_plain_view_is_not() -> None:
    """« une marque de déploiement [...] doit être remplacée par l'unité
    correspondante »: what is revealed is a marker; a unit that stands face up (a
    reinforcement, which enters with no marker) is told nothing of when an enemy
    sees it (red when every piece on the map is looked at, marker or not)."""
    sc = blank(columns=12, rows=14)
    g = sc.grid
    unit(sc, "watcher", "a", g.to_hex(6, 4))
    unit(sc, "face_up", "b", g.to_hex(6, 6))
    unit(sc, "marker", "b", g.to_hex(2, 13))  # face down, in a forest far from the watcher
    put(sc, g.to_hex(2, 13), "foret")
    s = state(sc)
    pos = with_changes(s.pos, markers=(0, 0, 1))
    events: list[Event] = []
    assert reveal(s.ctx, pos, events) is pos
    assert events == []
