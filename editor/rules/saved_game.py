"""Games on disk: save and open them (the engine's log), no Qt.

A saved game is the engine's game log (``editor.io.game_log``): it names its
scenario file (relative to the log) and carries its SHA-256. When the
scenario being played differs from any file (never saved, or edited since),
a copy is written beside the log (``<log>.scenario.yaml``) and named
instead, so a saved game always reopens. Opening checks the hash: a scenario
changed since is refused, and the replay can show where the game diverges.
"""

from __future__ import annotations

import os
from pathlib import Path

from editor.core.diagnostics import has_errors
from editor.core.phrases import Phrase
from editor.io.game_log import SCENARIO_SUFFIX, GameLogError, read_game_log, write_game_log
from editor.io.scenario_file import SaveError, read_scenario, write_scenario
from editor.rules.context import GameContext, GameSetupError, build_context, scenario_digest
from editor.rules.record import GameRecord, RecordError, record_from_dict, record_to_dict
from editor.rules.session import GameSession


class GameFileError(Exception):
    """A game that cannot be saved or opened; the message is a ``Phrase``."""

    def __init__(self, message: Phrase, missing_scenario: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.missing_scenario = missing_scenario


class ChangedScenario(Exception):
    """The scenario (or ruleset) differs from the one the game was played on."""

    def __init__(self, ctx: GameContext, record: GameRecord, notes: tuple[Phrase, ...]) -> None:
        super().__init__("; ".join(notes))
        self.ctx, self.record, self.notes = ctx, record, notes


def _same_scenario(path: str, digest: str) -> bool:
    result = read_scenario(path)
    return result.scenario is not None and scenario_digest(result.scenario) == digest


def save_game(session: GameSession, path: str, scenario_path: str | None = None) -> str:
    """Write the game to ``path``; returns the scenario file it names (relative)."""
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
    record = session.record()
    record.scenario_file = rel
    try:
        write_game_log(record_to_dict(record), log)
    except (OSError, SaveError) as exc:
        raise GameFileError(
            Phrase(f"cannot write {path}: {exc}", f"impossible d'écrire {path} : {exc}")
        ) from None
    session.scenario_file = rel
    return rel


def read_record(path: str) -> GameRecord:
    try:
        return record_from_dict(read_game_log(path))
    except GameLogError as exc:
        text = str(exc)
        raise GameFileError(Phrase(text, text)) from None
    except RecordError as exc:
        raise GameFileError(Phrase(f"{path}: {exc}", f"{path} : {exc}")) from None
    except OSError as exc:
        raise GameFileError(
            Phrase(f"cannot read {path}: {exc}", f"impossible de lire {path} : {exc}")
        ) from None


def lost_by_saving(session: GameSession, path: str) -> tuple[int, bool] | None:
    """What writing ``session`` over the game saved at ``path`` would lose: the
    number of actions there and whether they are another line than the session's
    (False: the same line, longer). None when nothing would be lost: no readable
    game there, or one the session continues (the same seed, its actions first)."""
    if not Path(path).is_file():
        return None
    try:
        record = read_record(path)
    except GameFileError:
        return None
    mine = [step.action for step in session.steps]
    theirs = record.actions
    if record.seed == session.seed and mine[: len(theirs)] == theirs:
        return None
    other_line = record.seed != session.seed or theirs[: len(mine)] != mine
    return len(theirs), other_line


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
    """The context a record replays on; ``ChangedScenario`` when the files changed."""
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
        ctx = build_context(result.scenario, result.ruleset, record.options)
    except GameSetupError as exc:
        msg = exc.args[0]
        raise GameFileError(
            msg if isinstance(msg, Phrase) else Phrase(str(msg), str(msg))
        ) from None
    from editor.rules.record import changed_files

    notes = changed_files(ctx, record)
    if notes:
        raise ChangedScenario(ctx, record, notes)
    return ctx


def open_game(path: str, scenario_path: str | None = None) -> GameSession:
    """The session of a saved game, replayed to its end."""
    record = read_record(path)
    scenario = scenario_path or scenario_of(path, record)
    ctx = context_for(scenario, record)
    session, result = GameSession.from_record(ctx, record)
    if result.divergence is not None:
        d = result.divergence.message
        raise GameFileError(d if isinstance(d, Phrase) else Phrase(str(d), str(d)))
    session.scenario_file = record.scenario_file
    return session


def divergence_report(changed: ChangedScenario) -> Phrase:
    """Where the replay of a game on the changed scenario stops agreeing with it."""
    from editor.rules.record import replay

    result = replay(changed.ctx, changed.record)
    notes_en = "; ".join(n.en for n in changed.notes)
    notes_fr = " ; ".join(n.fr for n in changed.notes)
    total = len(changed.record.actions)
    if result.divergence is None:
        return Phrase(
            f"{notes_en}. Yet all {total} actions replay with the same events.",
            f"{notes_fr}. Pourtant les {total} actions se rejouent avec les mêmes événements.",
        )
    d = result.divergence
    msg = d.message
    en = msg.en if isinstance(msg, Phrase) else str(msg)
    fr = msg.fr if isinstance(msg, Phrase) else str(msg)
    return Phrase(
        f"{notes_en}. The replay agrees up to action {d.index} of {total}; then {en}.",
        f"{notes_fr}. La partie se rejoue à l'identique jusqu'à l'action {d.index} sur "
        f"{total} ; ensuite {fr}.",
    )
