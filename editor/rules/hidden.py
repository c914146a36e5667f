"""Hidden units and decoys (Panache Annexe 3, « Unités cachées », optional rule).

« Dès que la plus petite partie d'une marque de déploiement est visible d'une
formation ennemie (à 4 hexagones de distance dans les bois ou les
habitations), elle doit être remplacée par l'unité correspondante. » A marker
(a hidden unit or a decoy) is revealed when some enemy unit has a line of
sight to it; in a masking hex (woods, buildings) only from that distance or
closer. The distance is data (``play.hidden.cover_distance``).
"""

from __future__ import annotations

from editor.core.hexes import Hex, distance
from editor.rules.sight import line_of_sight
from editor.rules.state import GameState
from editor.rules.terrain import key


def seen_by(state: GameState, h: Hex, side: str) -> list[str]:
    """Units of ``side`` that see a marker at ``h`` (Annexe 3 rule above)."""
    t = state.terrain
    els = t.elements.get(key(h), frozenset())
    in_cover = any(state.ruleset.elements[e].masks for e in els if e not in t.hill_ids)
    hidden = state.play.hidden
    cover = hidden.cover_distance if hidden is not None else 0
    out = []
    for u in state.side_units(side):
        assert u.position is not None
        d = distance(u.position, h)
        if in_cover and d > cover:
            continue
        if line_of_sight(state, u.position, h).visible:
            out.append(u.id)
    return out


def revealed(state: GameState, h: Hex, owner: str) -> bool:
    """True when a marker of ``owner`` at ``h`` must be shown (its unit, or removed: a decoy)."""
    return bool(seen_by(state, h, state.enemy_of(owner)))
