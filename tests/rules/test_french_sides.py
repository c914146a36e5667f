"""The game's French sentences name a side with « de » elided before a vowel
(« victoire décisive d'Armée d'Orient », not « de Armée »)."""

from __future__ import annotations

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.events_game import VictoryDeclared
from editor.rules.game import game_context


def test_a_victory_names_its_side_with_de_elided() -> None:
    r = read_scenario(SCENARIOS / "pyramides-1798.yaml")
    ctx = game_context(r.scenario, r.ruleset)
    names = dict(zip(ctx.sides, ctx.side_names, strict=True))
    french = next(s for s, n in names.items() if n.startswith("Armée d'Orient"))
    mamluks = next(s for s, n in names.items() if n.startswith("Mamelouks"))
    won = VictoryDeclared(french, "decisive", "demoralisation").phrase(ctx)
    assert won.fr.startswith("Victoire décisive d'Armée d'Orient (Bonaparte)")
    assert won.en.startswith("Decisive victory for Armée d'Orient (Bonaparte)")
    lost = VictoryDeclared(mamluks, "decisive", "demoralisation").phrase(ctx)
    assert lost.fr.startswith("Victoire décisive de Mamelouks")
