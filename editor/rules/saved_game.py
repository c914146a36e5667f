"""Games on disk: save and open them (the engine's log), no Qt.

A saved game is the engine's game log (``editor.io.game_log``): it names its
scenario file (relative to the log) and carries its SHA-256. When the
scenario being played differs from any file (never saved, or edited since),
a copy is written beside the log (``<log>.scenario.yaml``) and named
instead, so a saved game always reopens.

Whether a saved game still plays on its scenario has one answer, given by
``check_game`` to the window and to ``hexfield replay`` alike: a scenario or
ruleset changed since (by their SHA-256) is a warning; the game opens when
every action replays with the events recorded and reaches the position
recorded (its checksum), and the first action that does not is named and the
game refused. A log that stops before the game's end says where it stops
(``ReplayCheck.progress``: « game in progress: action N, turn T, phase P »).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from editor.core.diagnostics import has_errors
from editor.core.phrases import Phrase
from editor.io.game_log import SCENARIO_SUFFIX, GameLogError, read_game_log, write_game_log
from editor.io.scenario_file import SaveError, read_scenario, write_scenario
from editor.rules.actions import Action
from editor.rules.context import GameContext, GameSetupError, scenario_digest
from editor.rules.events_game import PHASE_NAMES
from editor.rules.game import game_context
from editor.rules.position import Position
from editor.rules.record import GameRecord, RecordError, Replay, record_from_dict, replay
from editor.rules.saved_lines import (
    LinesError,
    game_to_dict,
    held_of,
    joined,
    lines_of,
    restore_branches,
)
from editor.rules.session import GameSession


class GameFileError(Exception):
    """A game that cannot be saved or opened; the message is a ``Phrase``."""

    def __init__(self, message: Phrase, missing_scenario: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.missing_scenario = missing_scenario


@dataclass(frozen=True, slots=True)
class ReplayCheck:
    """Whether a saved game replays on the scenario and ruleset at hand."""

    ctx: GameContext
    record: GameRecord
    replay: Replay
    positions: tuple[Position, ...]
    """The position after each action replayed."""

    @property
    def warning(self) -> Phrase | None:
        """What changed since the game was recorded (None: nothing), and whether the
        actions still replay the same."""
        notes = self.replay.changed_files
        if not notes:
            return None
        en = "; ".join(n.en for n in notes)
        fr = " ; ".join(n.fr for n in notes)
        if self.replay.divergence is not None:
            return Phrase(en, fr)
        n = self.replay.applied
        return Phrase(
            f"{en}; yet all {n} actions replay with the same events",
            f"{fr} ; pourtant les {n} actions se rejouent avec les mêmes événements",
        )

    @property
    def refusal(self) -> Phrase | None:
        """The first action that does not replay with its recorded events, named
        (None: every action replayed does)."""
        d = self.replay.divergence
        if d is None:
            return None
        total = len(self.record.actions)
        if d.index < 0:
            return d.message
        return Phrase(
            f"the replay agrees up to action {d.index} of {total}; then {d.message.en}",
            f"la partie se rejoue à l'identique jusqu'à l'action {d.index} sur {total} ; "
            f"ensuite {d.message.fr}",
        )

    @property
    def progress(self) -> Phrase | None:
        """Where a game the log holds whole stops when it is not over: « game in
        progress: action N, turn T, phase P » (None: over, refused, or replayed
        only in part)."""
        r = self.replay
        if r.divergence is not None or r.applied < len(self.record.actions) or r.position.over:
            return None
        pos = r.position
        fr, en = PHASE_NAMES.get(pos.phase, (pos.phase, pos.phase))
        return Phrase(
            f"game in progress: action {r.applied}, turn {pos.turn}, phase {en}",
            f"partie en cours : action {r.applied}, tour {pos.turn}, phase de {fr}",
        )


class ReplayRefused(Exception):
    """A saved game whose replay does not give the recorded events (``check.refusal``)."""

    def __init__(self, check: ReplayCheck) -> None:
        refusal = check.refusal
        assert refusal is not None
        super().__init__(refusal.en)
        self.check = check
        self.message = refusal


@dataclass(frozen=True, slots=True)
class OpenedGame:
    session: GameSession
    warning: Phrase | None
    """The files changed since the game was recorded (``ReplayCheck.warning``)."""
    progress: Phrase | None = None
    """Where a game not over stops (``ReplayCheck.progress``)."""
    held: Action | None = None
    """A placement held back until *Deployment done* when the game was saved
    (``editor.rules.saved_lines``)."""


def _same_scenario(path: str, digest: str) -> bool:
    result = read_scenario(path)
    return result.scenario is not None and scenario_digest(result.scenario) == digest


def save_game(
    session: GameSession, path: str, scenario_path: str | None = None, held: Action | None = None
) -> str:
    """Write the game to ``path``, its branches and the placement ``held`` back (if
    any) with it; returns the scenario file it names (relative)."""
    log = Path(path).resolve()
    target = scenario_path if scenario_path and Path(scenario_path).is_file() else None
    if target is None or not _same_scenario(target, session.ctx.scenario_sha256):
        copy = log.with_name(log.name.removesuffix(".yaml") + SCENARIO_SUFFIX)
        try:
            write_scenario(session.ctx.scenario, copy)
        except SaveError as exc:
            raise GameFileError(Phrase(str(exc), str(exc))) from None
        target = str(copy)
    rel = os.path.relpath(Path(target).resolve(), log.parent)
    try:
        write_game_log(game_to_dict(session, rel, held), log)
    except (OSError, SaveError) as exc:
        raise GameFileError(
            Phrase(f"cannot write {path}: {exc}", f"impossible d'écrire {path} : {exc}")
        ) from None
    session.scenario_file = rel
    return rel


def read_record(path: str) -> GameRecord:
    return _record(_read_log(path), path)


def _read_log(path: str) -> dict[str, Any]:
    try:
        return read_game_log(path)
    except GameLogError as exc:
        text = str(exc)
        raise GameFileError(Phrase(text, text)) from None
    except OSError as exc:
        raise GameFileError(
            Phrase(f"cannot read {path}: {exc}", f"impossible de lire {path} : {exc}")
        ) from None


def _record(doc: dict[str, Any], path: str) -> GameRecord:
    try:
        return record_from_dict(doc)
    except RecordError as exc:
        raise GameFileError(Phrase(f"{path}: {exc}", f"{path} : {exc}")) from None


def lost_by_saving(session: GameSession, path: str) -> tuple[int, bool] | None:
    """What writing ``session`` over the game saved at ``path`` would lose: the
    number of actions of a line there that the session holds nowhere (neither as
    its game nor as a branch, which are saved with it) and whether it is another
    line than the session's (False: the same line, longer). None when nothing
    would be lost: no readable game there, or one whose every line the session
    holds or continues (the same seed, their actions first)."""
    if not Path(path).is_file():
        return None
    try:
        doc = _read_log(path)
        record = _record(doc, path)
    except GameFileError:
        return None
    mine = [step.action for step in session.steps]
    if record.seed != session.seed:
        return len(record.actions), True
    held = [mine, *([step.action for step in b.steps] for b in session.branches)]
    for theirs in lines_of(doc, record.actions):
        if not any(line[: len(theirs)] == theirs for line in held):
            return len(theirs), theirs[: len(mine)] != mine
    return None


def scenario_of(path: str, record: GameRecord) -> str:
    """The scenario file a game log names, resolved beside the log."""
    if not record.scenario_file:
        raise GameFileError(
            Phrase(
                "the game names no scenario file", "la partie ne nomme aucun fichier de scénario"
            ),
            missing_scenario="?",
        )
    return str((Path(path).resolve().parent / record.scenario_file).resolve())


def context_for(scenario_path: str, record: GameRecord) -> GameContext:
    """The context a record replays on (its scenario may have changed since)."""
    if not Path(scenario_path).is_file():
        raise GameFileError(
            Phrase(
                f"the scenario {scenario_path} this game was played on cannot be found",
                f"le scénario {scenario_path} de cette partie est introuvable",
            ),
            missing_scenario=scenario_path,
        )
    result = read_scenario(scenario_path)
    if result.scenario is None or result.ruleset is None or has_errors(result.diagnostics):
        first = result.diagnostics[0].format_text() if result.diagnostics else scenario_path
        raise GameFileError(
            Phrase(
                f"the scenario of this game cannot be read: {first}",
                f"le scénario de cette partie est illisible : {first}",
            )
        )
    try:
        return game_context(result.scenario, result.ruleset, record.options)
    except GameSetupError as exc:
        msg = exc.args[0]
        raise GameFileError(
            msg if isinstance(msg, Phrase) else Phrase(str(msg), str(msg))
        ) from None


def check_game(path: str, scenario_path: str | None = None, upto: int | None = None) -> ReplayCheck:
    """Replay the saved game ``path`` (up to action ``upto``; all by default) on its
    scenario, or on ``scenario_path``; ``GameFileError`` when either cannot be read."""
    return _check(path, read_record(path), scenario_path, upto)


def _check(
    path: str, record: GameRecord, scenario_path: str | None, upto: int | None = None
) -> ReplayCheck:
    ctx = context_for(scenario_path or scenario_of(path, record), record)
    positions: list[Position] = []
    result = replay(ctx, record, upto, positions=positions)
    return ReplayCheck(ctx, record, result, tuple(positions))


def open_game(path: str, scenario_path: str | None = None) -> OpenedGame:
    """The session of a saved game, replayed to its end, with its branches and the
    placement held back; ``ReplayRefused`` when an action replays with other events
    than recorded."""
    doc = _read_log(path)
    check = _check(path, _record(doc, path), scenario_path)
    if check.refusal is not None:
        raise ReplayRefused(check)
    session = GameSession.from_replay(check.ctx, check.record, check.positions)
    session.scenario_file = check.record.scenario_file
    try:
        left_out = restore_branches(check.ctx, session, doc)
        held = held_of(doc)
    except LinesError as exc:
        raise GameFileError(Phrase(f"{path}: {exc}", f"{path} : {exc}")) from None
    return OpenedGame(session, joined(check.warning, left_out), check.progress, held)
