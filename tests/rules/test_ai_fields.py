"""The computer players' per-hex fields: a threat found from the last one as the
enemy moves and loses plaquettes is the one found afresh."""

from __future__ import annotations

from rules_helpers import blank, game, unit

from editor.rules.ai_fields import threat_dice
from editor.rules.position import with_changes


def test_a_threat_found_from_the_last_one_is_the_one_found_afresh() -> None:
    sc = blank(columns=14, rows=14)
    g = sc.grid
    unit(sc, "u", "a", g.to_hex(2, 2))
    unit(sc, "e0", "b", g.to_hex(6, 6), "cavalerie", "ligne")
    unit(sc, "e1", "b", g.to_hex(9, 4))
    unit(sc, "e2", "b", g.to_hex(4, 11))
    ctx, pos = game(sc)
    e0, e1 = ctx.piece_index["e0"], ctx.piece_index["e1"]
    before = threat_dice(ctx, pos, 0, frozenset())
    at = list(pos.at)
    at[e0] = ctx.key_of(g.label(g.to_hex(3, 4)))
    plaquettes = list(pos.plaquettes)
    plaquettes[e1] = 1
    later = [
        with_changes(pos, at=tuple(at)),
        with_changes(pos, at=tuple(at), plaquettes=tuple(plaquettes)),
        pos,
    ]
    for p in later:
        found = threat_dice(ctx, p, 0, frozenset())
        fresh_ctx, fresh = game(sc)
        fresh = with_changes(fresh, at=p.at, plaquettes=p.plaquettes)
        assert found == threat_dice(fresh_ctx, fresh, 0, frozenset())
    assert threat_dice(ctx, later[0], 0, frozenset()) != before
