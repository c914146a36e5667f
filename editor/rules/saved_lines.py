"""What a saved game keeps beside the line played, no Qt (issue 23).

The engine's record (``editor.rules.record``) is the line played now; the
window holds two more things a person expects back when the game is opened
again, or restored after a crash:

- ``branches``: the lines set aside by *Resume from here* (``Branch``), each
  as the number of actions it shares with the line played (``fork``) and its
  own actions after them, with their events and checksums as the record's. On
  opening, each is replayed from the position at its fork and compared like
  the record; one that no longer replays (a scenario changed since) is left
  out and said so in the warning, the game still opens.
- ``held``: a placement that closes a side's deployment, shown on the board but
  not yet played (``GameController.held``): it comes back held, still awaiting
  *Deployment done*.

A log without them (written before, or by ``hexfield``'s tools) opens as before;
``hexfield replay`` reads the line played only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from editor.core.phrases import Phrase, counted
from editor.rules.actions import Action, ActionFormatError, action_from_dict
from editor.rules.context import GameContext
from editor.rules.engine import IllegalAction, apply
from editor.rules.position_check import checksum
from editor.rules.record import record_to_dict
from editor.rules.session import Branch, GameSession, Step


class LinesError(ValueError):
    """The branches or the held placement of a log are not what was written."""


def game_to_dict(
    session: GameSession, scenario_file: str, held: Action | None = None
) -> dict[str, Any]:
    """The saved game's plain data: the record of the line played, naming
    ``scenario_file``, then its branches and the placement held (if any)."""
    record = session.record()
    record.scenario_file = scenario_file
    return {**record_to_dict(record), **lines_to_dict(session, held)}


def lines_to_dict(session: GameSession, held: Action | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    branches = []
    for branch in session.branches:
        fork = branch.fork(session.steps)
        if len(branch.steps) > fork:
            branches.append({"fork": fork, "actions": [_entry(s) for s in branch.steps[fork:]]})
    if branches:
        out["branches"] = branches
    if held is not None:
        out["held"] = held.to_dict()
    return out


def _entry(step: Step) -> dict[str, Any]:
    return {
        "action": step.action.to_dict(),
        "events": [e.to_dict() for e in step.events],
        "check": checksum(step.position),
    }


def lines_of(doc: dict[str, Any], actions: list[Action]) -> list[list[Action]]:
    """Every line of play a log holds, as actions: the game's (``actions``), then each
    branch's, whole; a branch that cannot be read is not one."""
    lines = [actions]
    for data in doc.get("branches") or []:
        try:
            own = [action_from_dict(e["action"]) for e in data["actions"]]
        except (ActionFormatError, KeyError, TypeError):
            continue
        lines.append([*actions[: data["fork"]], *own])
    return lines


def held_of(doc: dict[str, Any]) -> Action | None:
    """The placement a log holds back (None: none); ``LinesError`` when unreadable."""
    data = doc.get("held")
    if data is None:
        return None
    try:
        return action_from_dict(data)
    except (ActionFormatError, KeyError, TypeError) as exc:
        raise LinesError(f"held: {exc}") from None


def restore_branches(ctx: GameContext, session: GameSession, doc: dict[str, Any]) -> list[Phrase]:
    """Replay the log's branches onto ``session`` (which holds the line played);
    returns what is said of those left out. ``LinesError`` for a branch whose
    data cannot be a branch of this game."""
    notes: list[Phrase] = []
    for n, data in enumerate(doc.get("branches") or []):
        fork = data["fork"]
        if not 0 <= fork <= len(session):
            raise LinesError(
                f"branches/{n}/fork: {fork} is past the {len(session)} actions of the game"
            )
        try:
            actions = [action_from_dict(e["action"]) for e in data["actions"]]
        except (ActionFormatError, KeyError, TypeError) as exc:
            raise LinesError(f"branches/{n}: {exc}") from None
        steps = _replayed(ctx, session, fork, actions, data["actions"])
        if steps is None:
            notes.append(_left_out(fork, len(actions)))
        else:
            session.branches.append(Branch((*session.steps[:fork], *steps)))
    return notes


def _replayed(
    ctx: GameContext,
    session: GameSession,
    fork: int,
    actions: Sequence[Action],
    entries: Sequence[dict[str, Any]],
) -> list[Step] | None:
    """The branch's steps after its fork, replayed; None when one does not give the
    events or the position recorded."""
    pos = session.position_at(fork)
    steps = []
    for action, entry in zip(actions, entries, strict=True):
        try:
            after, events = apply(ctx, pos, action)
        except IllegalAction:
            return None
        check = entry.get("check")
        if [e.to_dict() for e in events] != entry["events"] or (
            check is not None and checksum(after) != check
        ):
            return None
        steps.append(Step(action, pos.deciding, tuple(events), after))
        pos = after
    return steps


def _left_out(fork: int, actions: int) -> Phrase:
    n = counted(actions, ("action", "actions"), ("action", "actions"))
    return Phrase(
        f"the line set aside at action {fork + 1} ({n.en}) no longer replays "
        "with its recorded events: it is left out",
        f"la ligne mise de côté à l'action {fork + 1} ({n.fr}) ne se rejoue plus "
        "avec ses événements enregistrés : elle est laissée de côté",
    )


def joined(first: Phrase | None, more: Sequence[Phrase]) -> Phrase | None:
    """``first`` and the notes ``more`` as one warning (None: nothing to say)."""
    said = [p for p in (first, *more) if p is not None]
    if not said:
        return None
    return Phrase("; ".join(p.en for p in said), " ; ".join(p.fr for p in said))


__all__ = [
    "LinesError",
    "game_to_dict",
    "held_of",
    "joined",
    "lines_of",
    "lines_to_dict",
    "restore_branches",
]
