"""A manoeuvre order in the movement phase, paid with the side's last tokens (tests
from the mutation run of ``engine``).

Thucydide ch. 1, Séquence de jeu: « Phase de Déplacement : le joueur déplace toutes
les unités activées qu'il souhaite [...]. Il peut (en consommant des pions d'ordre)
donner un ordre de manœuvre et un seul par tour. » Red when the order is refused
in the movement phase, refused to a side that has just the tokens it costs, or
told as another order.
"""

from __future__ import annotations

from rules_helpers import CENTRE, blank, game, play, unit

from editor.core.hexes import neighbor
from editor.rules.actions import EndPhase, Manoeuvre
from editor.rules.command import manoeuvre_cost
from editor.rules.events_orders import OrderGiven
from editor.rules.position import with_changes


def test_a_manoeuvre_order_in_the_movement_phase_with_just_the_tokens_it_costs() -> None:
    sc = blank()
    unit(sc, "u", "a", CENTRE)
    unit(sc, "enemy", "b", neighbor(neighbor(neighbor(CENTRE, 3), 3), 3))
    ctx, pos = game(sc, first="a")
    pos, _ = play(ctx, pos, EndPhase())  # nothing activated in the command phase
    assert pos.phase == "movement"
    cost = manoeuvre_cost(ctx)
    assert cost > 0
    pos = with_changes(pos, tokens=(cost, pos.tokens[1]))
    pos, events = play(ctx, pos, Manoeuvre("u"))
    assert pos.tokens[0] == 0 and pos.manoeuvre_used
    assert ctx.piece_index["u"] in pos.activated
    assert OrderGiven("a", "manoeuvre", cost, "u") in events
