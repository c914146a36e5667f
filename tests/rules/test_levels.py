"""Issue 28: the computer's levels (beginner, normal, hard, expert), by name wherever
players are named, and the beginner: the greedy player shaken, with no orders."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from editor.commands.balance import _kinds
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Action, Attack, Charge, DefenceOrder, Manoeuvre
from editor.rules.beginner import BeginnerPlayer
from editor.rules.context import GameContext
from editor.rules.expert import ExpertPlayer
from editor.rules.fog import Observation
from editor.rules.game import game_context
from editor.rules.greedy import GreedyPlayer
from editor.rules.players import make_player, play_game
from editor.rules.search import SearchPlayer


@pytest.mark.parametrize(
    ("level", "kind"),
    [
        ("beginner", BeginnerPlayer),
        ("normal", GreedyPlayer),
        ("hard", SearchPlayer),
        ("expert", ExpertPlayer),
    ],
)
def test_each_level_is_a_computer_player(level: str, kind: type) -> None:
    assert type(make_player(level, 1)) is kind


def test_the_command_line_takes_levels_where_it_takes_players() -> None:
    assert _kinds("beginner,normal-expert,hard") == ("beginner", "normal-expert", "hard")
    with pytest.raises(ValueError, match=r"known: .*beginner.*normal"):
        _kinds("grandmaster")


def _ordered(a: object) -> bool:
    return (
        (isinstance(a, Attack | Charge) and a.attack_order)
        or (isinstance(a, DefenceOrder) and a.give)
        or isinstance(a, Manoeuvre)
    )


def test_the_beginner_spends_no_order_token_where_the_greedy_player_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    r = read_scenario(SCENARIOS / "katzbach-1813.yaml")
    ctx = game_context(r.scenario, r.ruleset)
    chosen: dict[str, list[Action]] = {"beginner": [], "greedy": []}
    for kind in chosen:
        for seed in range(3):
            players = [make_player(kind, 10 + seed), make_player("greedy", 20 + seed)]
            mine = players[0]
            original = mine.choose

            def spy(
                ctx_: GameContext,
                obs: Observation,
                legal: Sequence[Action],
                original: Callable[..., Action] = original,
                kind: str = kind,
            ) -> Action:
                a = original(ctx_, obs, legal)
                chosen[kind].append(a)
                return a

            monkeypatch.setattr(mine, "choose", spy)
            assert play_game(ctx, players, seed).position.over
    assert any(_ordered(a) for a in chosen["greedy"])  # the same games, with orders
    assert not any(_ordered(a) for a in chosen["beginner"])
