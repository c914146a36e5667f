"""An objective's owner at the start and a side's order tokens: in the file, checked,
and where a game starts from them."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.core.scenario import Objective, Scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario
from editor.rules.game import game_context
from editor.rules.setup import start_game
from tests.balance.arena import arena


def _scenario(tmp_path: Path) -> Scenario:
    result = parse_scenario(arena(tmp_path / "a.yaml").read_bytes(), "a.yaml")
    assert result.scenario is not None
    s = result.scenario
    g = s.grid
    s.objectives = [Objective(g.to_hex(1, 1), "Moulin", 2, "b"), Objective(g.to_hex(2, 2), "Gué")]
    s.sides[0].tokens = 5
    return s


def _reopened(s: Scenario) -> Scenario:
    result = parse_scenario(dumps_scenario(s).encode("utf-8"), "v.yaml")
    assert result.ok, [d.format_text() for d in result.diagnostics]
    assert result.scenario is not None
    return result.scenario


def test_the_owner_and_the_tokens_are_written_and_read_back(tmp_path: Path) -> None:
    s = _scenario(tmp_path)
    text = dumps_scenario(s)
    assert "owner: b" in text and "tokens: 5" in text
    back = _reopened(s)
    assert [o.owner for o in back.objectives] == ["b", ""]
    assert [side.tokens for side in back.sides] == [5, None]
    assert dumps_scenario(back) == text


@pytest.mark.parametrize(("old", "new"), [("owner: b", "owner: B-2"), ("tokens: 5", "tokens: -1")])
def test_the_schema_refuses_a_bad_owner_or_token_count(tmp_path: Path, old: str, new: str) -> None:
    text = dumps_scenario(_scenario(tmp_path))
    assert old in text
    assert not parse_scenario(text.replace(old, new).encode("utf-8"), "v.yaml").ok


def test_an_owner_that_is_not_a_side_is_an_error(tmp_path: Path) -> None:
    s = _scenario(tmp_path)
    s.objectives[0].owner = "c"
    result = parse_scenario(dumps_scenario(s).encode("utf-8"), "v.yaml")
    assert not result.ok
    assert any(d.code == "objective.owner" for d in result.diagnostics)


def test_a_game_starts_with_the_owners_holding_and_the_sides_tokens(tmp_path: Path) -> None:
    s = _reopened(_scenario(tmp_path))
    ctx = game_context(s, load_ruleset(s.ruleset))
    pos, _ = start_game(ctx, 1)
    assert pos.holders == (1, -1)  # side b (index 1) holds the Moulin, nobody the Gué
    rules_tokens = ctx.play.orders.initial_tokens
    assert rules_tokens != 5
    assert pos.tokens[0] == 5 and pos.tokens[1] == rules_tokens
