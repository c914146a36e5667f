"""The game log is the save: deterministic, replayable, and honest about a changed file."""

from __future__ import annotations

from pathlib import Path

import pytest
from rules_helpers import ruleset

from editor.io.game_log import GameLogError, dumps_game_log, loads_game_log, read_game_log
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game
from editor.rules.record import record_from_dict, record_to_dict, replay

BUNDLED = sorted(SCENARIOS.glob("*.yaml"))


def _ctx(path: Path):
    r = read_scenario(path)
    assert r.scenario is not None and r.ruleset is not None
    return game_context(r.scenario, r.ruleset), r.scenario


def _game(ctx, seed: int, kinds=("random", "random")):
    players = [make_player(k, seed * 2 + i) for i, k in enumerate(kinds)]
    return play_game(ctx, players, seed)


def test_same_scenario_seed_and_actions_give_byte_identical_logs() -> None:
    ctx, _ = _ctx(SCENARIOS / "moulin-de-la-sambre.yaml")
    a = dumps_game_log(record_to_dict(_game(ctx, 11, ("greedy", "random")).record))
    b = dumps_game_log(record_to_dict(_game(ctx, 11, ("greedy", "random")).record))
    assert a == b
    c = dumps_game_log(record_to_dict(_game(ctx, 12, ("greedy", "random")).record))
    assert a != c


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_replaying_a_log_reproduces_the_final_position(path: Path) -> None:
    ctx, _ = _ctx(path)
    for seed in range(3):
        game = _game(ctx, seed, ("greedy", "random") if seed % 2 else ("random", "greedy"))
        text = dumps_game_log(record_to_dict(game.record))
        record = record_from_dict(loads_game_log(text))
        again = replay(ctx, record)
        assert again.divergence is None and not again.changed_files
        assert again.position == game.position
        assert again.applied == len(game.record.actions)


def test_a_position_is_rebuilt_at_any_action_index() -> None:
    ctx, _ = _ctx(SCENARIOS / "azincourt-1415.yaml")
    positions = []
    game = play_game(
        ctx,
        [make_player("greedy", 1), make_player("greedy", 2)],
        3,
        on_action=lambda pos, _a, _e: positions.append(pos),
    )
    for n in (1, 10, len(positions) // 2, len(positions)):
        assert replay(ctx, game.record, n).position == positions[n - 1]


def test_an_edited_scenario_is_reported_with_the_action_where_it_diverges(
    tmp_path: Path,
) -> None:
    ctx, scenario = _ctx(SCENARIOS / "moulin-de-la-sambre.yaml")
    game = _game(ctx, 4, ("greedy", "greedy"))
    record = game.record
    # the designer moves a unit by one hex and adds a wood in its way
    unit = next(u for u in scenario.units if u.position is not None)
    from editor.core.hexes import neighbor
    from editor.core.scenario import HexTerrain

    for d in range(6):
        h = neighbor(unit.position, d)
        if h in scenario.grid and not any(u.position == h for u in scenario.units):
            unit.position = h
            break
    scenario.set_terrain(unit.position, HexTerrain(frozenset({"foret"})))
    edited = game_context(scenario, ruleset(scenario.ruleset))
    result = replay(edited, record)
    assert result.changed_files and "scenario has changed" in str(result.changed_files[0])
    assert result.divergence is not None
    # The unit stands elsewhere from the start: the start's checksum says so at once.
    assert result.divergence.index == -1
    assert result.divergence.message.en == "the game starts from another position than recorded"
    assert result.divergence.message.fr  # told in both languages


def test_a_damaged_log_is_refused_with_where(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("format: hexfield-game\nversion: 1\nengine: one\n", encoding="utf-8")
    with pytest.raises(GameLogError) as err:
        read_game_log(path)
    text = str(err.value)
    assert "bad.yaml" in text and ":3:" in text
    path.write_text("title: a scenario\n", encoding="utf-8")
    with pytest.raises(GameLogError, match="not a Hexfield game log"):
        read_game_log(path)


def test_a_newer_log_is_refused_with_a_clear_message() -> None:
    ctx, _ = _ctx(SCENARIOS / "morgarten-1315.yaml")
    text = dumps_game_log(record_to_dict(_game(ctx, 1).record))
    text = text.replace("\nversion: 2\n", "\nversion: 99\n")
    with pytest.raises(GameLogError, match="update Hexfield"):
        loads_game_log(text)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("- action:\n    type: activate", "- action:\n    type: 12"),
        ("  events:\n  - type: activated", "  events:\n  - kind: activated"),
        ("  events:\n  - type: activated", "  moves:\n  - type: activated"),
    ],
    ids=["action type", "event without type", "entry field"],
)
def test_a_damaged_action_or_event_is_refused_with_its_line(old: str, new: str) -> None:
    """The actions and events of a log are checked by hand (jsonschema is slow on
    500 of them), to the schema's rules and with the same line numbers."""
    ctx, _ = _ctx(SCENARIOS / "moulin-de-la-sambre.yaml")
    text = dumps_game_log(record_to_dict(_game(ctx, 2, ("greedy", "greedy")).record))
    assert old in text
    broken = text.replace(old, new, 1)
    line = text[: text.index(old)].count("\n") + 1
    with pytest.raises(GameLogError) as err:
        loads_game_log(broken, "game.yaml")
    where = str(err.value)
    assert where.startswith("game.yaml:") and int(where.split(":")[1]) in (line, line + 1, line + 2)
