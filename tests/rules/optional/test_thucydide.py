"""Annexe 3 under Thucydide: the same optional rules (its sentinels and boats come
from the same annex), with the fire data of Panache and no black powder."""

from __future__ import annotations

from editor.core.ruleset_optional import OPTIONAL_RULES
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game


def test_a_thucydide_battle_plays_every_optional_rule_to_the_end() -> None:
    r = read_scenario(SCENARIOS / "azincourt-1415.yaml")
    assert r.scenario is not None and r.ruleset is not None
    r.scenario.conditions.update(
        {"weather": "rain", "weather_strength": "light", "wind_strength": "strong",
         "wind_direction": "3", "season": "autumn", "start_hour": "16"}
    )  # fmt: skip
    ctx = game_context(r.scenario, r.ruleset, Options(rules=frozenset(OPTIONAL_RULES)))
    assert ctx.optional.facts.powder == frozenset()  # no gunpowder in 1415's engine data
    assert ctx.ruleset.elements["foret"].fire is not None
    game = play_game(ctx, [make_player("greedy", 1), make_player("greedy", 2)], 5)
    assert game.position.over
    kinds = {e["type"] for evs in game.record.events for e in evs}
    assert {"hour_struck", "d6_rolled"} <= kinds
