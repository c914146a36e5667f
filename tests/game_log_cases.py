"""Game logs damaged as issue 25 found them, for the command line's tests and the
window's alike: a small seeded game written by the real code (``hexfield play
--log``, or the engine for a game with a sight limit), then edited as text.

Each expected answer is read from the log's own text (the number of actions, the
last phase begun), never from the code under test.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from editor.cli import main
from editor.paths import SCENARIOS

SEED = 8
ACTIONS = 147
"""Actions of the game of moulin-de-la-sambre, seed 8, greedy against greedy (counted
in its log by grep, since the scenario was rebalanced: French first, 6 turns)."""
PADDING = 5_000_000
"""Items of the list a padded log carries."""

_ENTRY = re.compile(r"^- action:", re.M)


def played(folder: Path) -> Path:
    """The scenario copied into ``folder`` and a whole game of it saved beside it."""
    scenario = folder / "moulin.yaml"
    shutil.copy(SCENARIOS / "moulin-de-la-sambre.yaml", scenario)
    log = folder / "game.yaml"
    assert main(["play", str(scenario), "--seed", str(SEED), "--log", str(log), "--quiet"]) == 0
    assert len(entries(log.read_text(encoding="utf-8"))) == ACTIONS
    return log


def entries(text: str) -> list[int]:
    """Where each action's entry starts in a log's text."""
    return [m.start() for m in _ENTRY.finditer(text)]


def write_beside(log: Path, name: str, text: str) -> Path:
    out = log.with_name(name)
    out.write_text(text, encoding="utf-8")
    return out


def start_edited(log: Path) -> Path:
    """The start event ``game_started`` turned into another type."""
    text = log.read_text(encoding="utf-8")
    assert text.count("- type: game_started\n") == 1
    return write_beside(
        log, "start-edited.yaml", text.replace("- type: game_started", "- type: phase_ended")
    )


def cut(log: Path, keep: int) -> tuple[Path, int, str]:
    """The log cut after ``keep`` actions, with the turn and phase its last
    ``phase_started`` event (in the part kept) names."""
    text = log.read_text(encoding="utf-8")
    kept = text[: entries(text)[keep]]
    started = re.findall(
        r"- type: phase_started\n\s+turn: (\d+)\n\s+side: \S+\n\s+phase: (\w+)", kept
    )
    turn, phase = started[-1]
    return write_beside(log, "cut.yaml", kept), int(turn), phase


def deleted(log: Path, number: int) -> Path:
    """The log without its action ``number`` (1-based), events and all."""
    text = log.read_text(encoding="utf-8")
    starts = [*entries(text), len(text)]
    i = number - 1
    return write_beside(log, f"deleted-{number}.yaml", text[: starts[i]] + text[starts[i + 1] :])


def padded_actions(log: Path) -> tuple[Path, int]:
    """5,000,000 small items slipped in at the head of the actions; with the line of
    the first item past the format's 50,000."""
    text = log.read_text(encoding="utf-8")
    at = text.index("\nactions:\n") + len("\nactions:\n")
    line = text[:at].count("\n") + 50_001
    return write_beside(log, "padded.yaml", text[:at] + "- 0\n" * PADDING + text[at:]), line


def padded_key(log: Path) -> tuple[Path, int]:
    """A list of 5,000,000 items under a key of its own; with the line of the
    first item past the 1,000 allowed where the format says nothing."""
    text = log.read_text(encoding="utf-8")
    line = text.count("\n") + 1 + 1_001
    return write_beside(log, "padded-key.yaml", text + "padding:\n" + "- 0\n" * PADDING), line


def empty(folder: Path) -> Path:
    path = folder / "empty.yaml"
    path.write_bytes(b"")
    return path


def with_sight_limit(folder: Path, limit: int) -> tuple[Path, object]:
    """A whole game played with a sight limit (the window's start dialog offers it,
    ``hexfield play`` does not) and saved by the engine's writer; with the final
    position it reached."""
    from editor.io.game_log import write_game_log
    from editor.io.scenario_file import read_scenario
    from editor.rules.context import Options
    from editor.rules.game import game_context
    from editor.rules.players import play_game, side_player
    from editor.rules.record import record_to_dict

    scenario = folder / "moulin.yaml"
    shutil.copy(SCENARIOS / "moulin-de-la-sambre.yaml", scenario)
    result = read_scenario(scenario)
    assert result.scenario is not None and result.ruleset is not None
    ctx = game_context(result.scenario, result.ruleset, Options(sight_limit=limit))
    players = [side_player(ctx, i, "greedy", SEED * 2 + i + 1) for i in range(2)]
    game = play_game(ctx, players, SEED)
    game.record.scenario_file = scenario.name
    log = folder / "sight.yaml"
    write_game_log(record_to_dict(game.record), log)
    assert f"sight_limit: {limit}\n" in log.read_text(encoding="utf-8")
    return log, game.position


def option_edited(log: Path, old: str, new: str) -> Path:
    text = log.read_text(encoding="utf-8")
    assert text.count(old) == 1
    return write_beside(log, "option-edited.yaml", text.replace(old, new))
