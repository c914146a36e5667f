"""Every cell of both annexes' effects tables, as ENGINE behaviour.

For each element and each direction row, a unit moves through it along a
corridor walled off by lakes (so the only way on is through the element) and
an élite unit (4 dice, no support) attacks across it. The expectations are
typed in from Panache and Thucydide, Annexe 1 (« Effet du terrain et des
obstacles linéaires »), not read from the YAML.

Movement codes: "free" (costs 1, may go on), "-1" (costs 2), "stop" (may
enter, not go on), "stop_after" (edge: may cross, not go on), "sbaa"
(« stop avant et après passage »: only as the first step, and it ends the
move), "impassable". Combat: the dice after terrain from a base of 4, with
"ns" for « pas de coup spécial / pas d'avantage tactique ».
"""

from __future__ import annotations

import pytest
from rules_helpers import blank, corridor, obstacle, put, state, unit, wall_off

from editor.rules.combat import AttackDice, dice_for_attack
from editor.rules.movement import movement_range

# (element, direction, movement, combat dice from 4, no special); None: empty cell
HEX_COMMON = [
    ("foret", "into", "stop", 2, False),
    ("foret", "from", "free", 2, False),
    ("colline", "uphill", "free", 2, False),
    ("colline", "downhill", "free", 3, False),
    ("rocaille", "into", "-1", 3, False),
    ("rocaille", "from", "-1", 2, False),
    ("marais", "into", "stop", 2, False),
    ("marais", "from", "free", 2, False),
    ("sable", "into", "stop", 2, False),
    ("sable", "from", "free", 2, False),
    ("neige", "into", "stop", 2, False),
    ("neige", "from", "free", 2, False),
    ("lac", "any", "impassable", None, False),
    ("montagne", "any", "impassable", None, False),
    ("riviere", "any", "impassable", None, False),
    ("fleuve", "any", "impassable", None, False),
    ("gue", "into", "stop", 4, False),
    ("gue", "from", "free", 2, False),
    ("ruisseau", "into", "stop", 4, False),
    ("ruisseau", "from", "free", 2, False),
    ("habitations", "into", "stop", 2, False),
    ("habitations", "from", "free", 2, False),
    ("oasis", "into", "stop", 2, False),
    ("oasis", "from", "free", 2, False),
    ("eglise", "into", "stop", 2, False),
    ("baraques", "into", "stop", 2, False),
]
EDGE_COMMON = [
    ("palissade", "into", "-1", 2, True),
    ("palissade", "from", "stop_after", 4, False),
    ("mur", "into", "-1", 2, True),
    ("mur", "from", "stop_after", 4, False),
    ("remblai", "into", "-1", 3, True),
    ("remblai", "from", "free", 4, False),
    ("fosse", "into", "-1", 3, True),
    ("fosse", "from", "free", 4, False),
    ("fortification", "into", "-1", 2, True),
    ("fortification", "from", "stop_after", 4, False),
    ("pieux", "into", "sbaa", 4, True),
    ("pieux", "from", "sbaa", 4, True),
    ("barriere", "into", "sbaa", 4, True),
    ("barriere", "from", "sbaa", 4, True),
    ("abattis", "into", "sbaa", 4, True),
    ("abattis", "from", "sbaa", 4, True),
    ("trous", "into", "sbaa", 4, True),
    ("trous", "from", "sbaa", 4, True),
    ("chaines", "into", "sbaa", 4, True),
    ("eboulis", "into", "sbaa", 4, True),
    ("eboulis", "from", "sbaa", 4, True),
]
EDGE = {
    "panache": [
        *EDGE_COMMON,
        ("falaise", "into", "impassable", None, False),
        ("falaise", "from", "impassable", None, False),
        # Panache: « Stop après passage » only
        ("chausse_trappes", "into", "stop_after", 4, True),
        ("chausse_trappes", "from", "stop_after", 4, True),
    ],
    "thucydide": [
        *EDGE_COMMON,
        ("chausse_trappes", "into", "sbaa", 4, True),
        ("chausse_trappes", "from", "sbaa", 4, True),
        # « Infranchissable sauf équipement de siège » | Max 2 dés / Pas d'avantage tactique
        ("muraille", "into", "impassable", 2, True),
        ("muraille", "from", "free", 4, False),
    ],
}
CASES = [
    pytest.param(rid, "hex", *c, id=f"{rid}-{c[0]}-{c[1]}")
    for rid in ("panache", "thucydide")
    for c in HEX_COMMON
] + [
    pytest.param(rid, "edge", *c, id=f"{rid}-{c[0]}-{c[1]}-edge")
    for rid in ("panache", "thucydide")
    for c in EDGE[rid]
]


def assert_moves_as_the_cell_says(
    rid: str, kind: str, element: str, direction: str, expect: str
) -> None:
    line = corridor(n=6)
    p0, p1, p2, p3, p4, _p5 = line
    sc = blank(rid)
    wall_off(sc, line)
    if kind == "hex":
        if direction in ("into", "any", "uphill"):
            put(sc, p2, element)
            start, nxt, beyond = p1, p2, p3
            if direction == "uphill":  # hills have no movement cell: plain going
                pass
        else:  # from, downhill
            put(sc, p2, element)
            start, nxt, beyond = p2, p3, p4
    else:
        obstacle(sc, p1, p2, element, facing=p2)
        if direction in ("into", "any"):
            start, nxt, beyond = p1, p2, p3
        else:
            start, nxt, beyond = p2, p1, p0
    unit(sc, "u", "a", start)
    st = state(sc)
    reach = movement_range(st.ctx, st.pos, st.units["u"], allowance_override=4)
    if expect == "impassable":
        assert nxt not in reach
        return
    assert nxt in reach
    if expect == "free":
        assert reach.cost(nxt) == 1 and reach.cost(beyond) == 2
    elif expect == "-1":
        # rocaille also costs -1 hex « Depuis »: leaving it costs 2 more
        leave = 2 if (kind == "hex" and element == "rocaille" and start != p2) else 1
        assert reach.cost(nxt) == 2 and reach.cost(beyond) == 2 + leave
    elif expect in ("stop", "stop_after", "sbaa"):
        assert reach.cost(nxt) == 1 and beyond not in reach
    if expect == "sbaa":
        # « stop avant »: a unit one hex further back may not cross in the same move
        back = {p1: p0, p2: p3}[start]
        sc2 = blank(rid)
        wall_off(sc2, line)
        obstacle(sc2, p1, p2, element, facing=p2)
        unit(sc2, "u", "a", back)
        st2 = state(sc2)
        r2 = movement_range(st2.ctx, st2.pos, st2.units["u"], allowance_override=3)
        assert start in r2 and nxt not in r2


def _attack_dice(rid: str, kind: str, element: str, direction: str) -> AttackDice:
    """The dice of an attack across the corridor's element, as the table reads it."""
    _p0, p1, p2, p3, _p4 = corridor()
    sc = blank(rid)
    if kind == "hex":
        put(sc, p2, element)
        att, dfd = (p1, p2) if direction in ("into", "uphill") else (p2, p3)
    else:
        obstacle(sc, p1, p2, element, facing=p2)
        att, dfd = (p1, p2) if direction == "into" else (p2, p1)
    unit(sc, "att", "a", att)
    unit(sc, "dfd", "b", dfd)
    st = state(sc)
    return dice_for_attack(st.ctx, st.pos, st.units["att"], st.units["dfd"])


@pytest.mark.parametrize(("rid", "kind", "element", "direction", "move", "dice", "ns"), CASES)
def test_cell(
    rid: str, kind: str, element: str, direction: str, move: str, dice: int | None, ns: bool
) -> None:
    assert_moves_as_the_cell_says(rid, kind, element, direction, move)
    if dice is not None:
        d = _attack_dice(rid, kind, element, direction)
        assert d.allowed, d.why_not
        assert d.dice == dice, d.explain()
        assert d.count is not None and d.count.no_special is ns
