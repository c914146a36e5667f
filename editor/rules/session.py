"""A game being played at the window: its positions, undo and redo, time travel, branches.

The play view's document, without Qt. Positions are values, so the session
keeps the start and the position after every action (boardgame.io's log and
its time-travel panel): showing the board at any action is an index, undo is
dropping the last step, "resume from here" is setting every step after one
aside as a ``Branch`` that can be returned to (nothing is lost: its actions,
rolls and events are the very steps played). The session is also the save:
``record()`` is the engine's ``GameRecord`` of the line played now; the saved
game keeps the branches beside it (``editor.rules.saved_lines``).

Undo never goes past chance or hidden information. A step that rolled dice,
turned a marker over or lifted the opaque screen stays: the dice are not
re-rolled and what was seen cannot be unseen (Wesnoth's undo stops at the
same places). Nor does a player take back the other side's decisions: undo
is asked for by a side and stops at the other side's last action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from editor.core.phrases import Phrase
from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.engine import apply, start
from editor.rules.events import Event, event_from_dict
from editor.rules.events_combat import DiceRolled
from editor.rules.events_game import DecoyRemoved, DeploymentEnded, Revealed
from editor.rules.luck import SideLuck, luck_report
from editor.rules.position import Position
from editor.rules.record import GameRecord, Replay, new_record, replay

PERSON = "person"
"""The seat of a person at the window (any other seat names a computer player kind)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the game, who decided it, what it produced and where it led."""

    action: Action
    side: int
    """The side that decided (``Position.deciding`` before the action)."""
    events: tuple[Event, ...]
    position: Position
    """The position after the action."""


def irreversible(ctx: GameContext, events: Sequence[Event]) -> bool:
    """Events that undo must not take back: dice rolled, a marker turned over, a
    decoy removed, the opaque screen or the papers lifted at the end of deployment."""
    for ev in events:
        if isinstance(ev, DiceRolled | Revealed | DecoyRemoved):
            return True
        if isinstance(ev, DeploymentEnded) and ctx.deployment in ("screen", "papers"):
            return True
    return False


@dataclass(frozen=True, slots=True)
class Branch:
    """A line of play set aside by *Resume from here*: the whole line, its common
    start with the game included (the steps are shared, not copied)."""

    steps: tuple[Step, ...]

    def fork(self, line: Sequence[Step]) -> int:
        """How many first actions this branch shares with ``line``."""
        n = 0
        for mine, theirs in zip(self.steps, line, strict=False):
            if mine is not theirs and mine != theirs:
                break
            n += 1
        return n


@dataclass(slots=True)
class GameSession:
    """The game shown in the window (see the module's docstring)."""

    ctx: GameContext
    seed: int
    seats: tuple[str, str] = (PERSON, PERSON)
    """Per side index: ``person`` or a computer player kind."""
    scenario_file: str = ""
    start_position: Position = field(init=False)
    start_events: tuple[Event, ...] = field(init=False)
    steps: list[Step] = field(default_factory=list)
    redo_actions: list[Action] = field(default_factory=list)
    """Actions taken back, the last taken back at the end."""
    branches: list[Branch] = field(default_factory=list)
    """Lines set aside by ``branch`` and ``switch``, oldest first."""

    def __post_init__(self) -> None:
        pos, events = start(self.ctx, self.seed)
        self.start_position = pos
        self.start_events = tuple(events)

    # ------------------------------------------------------------------ reading

    @property
    def position(self) -> Position:
        """The present position."""
        return self.steps[-1].position if self.steps else self.start_position

    def __len__(self) -> int:
        return len(self.steps)

    def position_at(self, n: int) -> Position:
        """The position after ``n`` actions (0: the start)."""
        if not 0 <= n <= len(self.steps):
            raise IndexError(f"no action {n} in a game of {len(self.steps)} actions")
        return self.steps[n - 1].position if n else self.start_position

    def events_at(self, n: int) -> tuple[Event, ...]:
        """What action ``n`` (1-based) produced; 0: the start of the game."""
        return self.steps[n - 1].events if n else self.start_events

    def is_person(self, side: int) -> bool:
        return self.seats[side] == PERSON

    @property
    def hotseat(self) -> bool:
        return self.seats == (PERSON, PERSON)

    # ------------------------------------------------------------------ playing

    def play(self, action: Action) -> Step:
        """Apply ``action`` (``IllegalAction`` saying why when it is not legal);
        a new action forgets what was taken back."""
        step = self._apply(action)
        self.redo_actions.clear()
        return step

    def _apply(self, action: Action) -> Step:
        pos = self.position
        side = pos.deciding
        after, events = apply(self.ctx, pos, action)
        step = Step(action, side, tuple(events), after)
        self.steps.append(step)
        return step

    def undo_refusal(self, side: int) -> Phrase | str:
        """Why ``side`` may not take back the last action now (empty: it may)."""
        if not self.steps:
            return Phrase("nothing to take back", "rien à reprendre")
        last = self.steps[-1]
        if last.side != side:
            return Phrase(
                "the last action is the other side's: it cannot be taken back",
                "la dernière action est celle de l'adversaire : elle ne se reprend pas",
            )
        if irreversible(self.ctx, last.events):
            return Phrase(
                "the last action rolled dice or revealed a unit: it cannot be taken back",
                "la dernière action a lancé des dés ou révélé une unité : elle ne se reprend pas",
            )
        return ""

    def undo(self, side: int) -> Action:
        """Take back the last action of ``side``; ``ValueError`` (a ``Phrase``) when refused."""
        why = self.undo_refusal(side)
        if why:
            raise ValueError(why)
        step = self.steps.pop()
        self.redo_actions.append(step.action)
        return step.action

    def redo_refusal(self, side: int) -> Phrase | str:
        if not self.redo_actions:
            return Phrase("nothing to play again", "rien à rejouer")
        if self.position.deciding != side:
            return Phrase("not this side's decision", "ce n'est pas la décision de ce camp")
        return ""

    def redo(self, side: int) -> Step:
        """Play again the last action taken back (the same position, since the
        random generator's state is in the position)."""
        why = self.redo_refusal(side)
        if why:
            raise ValueError(why)
        action = self.redo_actions.pop()
        return self._apply(action)

    def set_aside(self, n: int, side: int | None = None) -> tuple[int, int]:
        """What resuming from action ``n`` sets aside: the number of actions, and
        how many of them another side than ``side`` decided (0 when None)."""
        if not 0 <= n <= len(self.steps):
            raise IndexError(f"no action {n} in a game of {len(self.steps)} actions")
        tail = self.steps[n:]
        others = 0 if side is None else sum(1 for s in tail if s.side != side)
        return len(tail), others

    def branch(self, n: int) -> Branch | None:
        """Resume the game from action ``n``: the actions after it are set aside as a
        branch (returned; None when there were none, or a branch holds them already)."""
        if not 0 <= n <= len(self.steps):
            raise IndexError(f"no action {n} in a game of {len(self.steps)} actions")
        kept = self._keep(tuple(self.steps), n)
        del self.steps[n:]
        self.redo_actions.clear()
        return kept

    def switch(self, index: int) -> Branch | None:
        """Return to the branch ``index``: its line becomes the game, the line played
        now is set aside in its place (returned; None when the branch holds it all)."""
        target = self.branches.pop(index)
        fork = target.fork(self.steps)
        kept = self._keep(tuple(self.steps), fork, also=target)
        self.steps[:] = target.steps
        self.redo_actions.clear()
        return kept

    def _keep(self, line: tuple[Step, ...], fork: int, also: Branch | None = None) -> Branch | None:
        """Set ``line`` aside unless it holds nothing after ``fork`` or is the start
        of a branch kept (``also`` included): no line is kept twice."""
        if len(line) <= fork:
            return None
        for other in [*self.branches, *([also] if also else [])]:
            if other.fork(line) == len(line):
                return None
        branch = Branch(line)
        # A branch that is the start of this line holds nothing of its own any more.
        self.branches[:] = [b for b in self.branches if b.fork(line) < len(b.steps)]
        self.branches.append(branch)
        return branch

    def luck(self) -> tuple[SideLuck, SideLuck]:
        """Hits rolled against hits expected, per side (``editor.rules.luck``)."""
        befores = [self.position_at(i) for i in range(len(self.steps))]
        return luck_report(self.ctx, befores, [s.events for s in self.steps])

    # ------------------------------------------------------------------ saving

    def record(self) -> GameRecord:
        """The game as the engine's record (the save)."""
        rec = new_record(
            self.ctx,
            self.seed,
            self.start_events,
            self.start_position,
            scenario_file=self.scenario_file,
        )
        rec.players = {self.ctx.sides[i]: seat for i, seat in enumerate(self.seats)}
        for step in self.steps:
            rec.append(step.action, step.events, step.position)
        return rec

    @classmethod
    def from_record(
        cls, ctx: GameContext, record: GameRecord, seats: tuple[str, str] | None = None
    ) -> tuple[GameSession, Replay]:
        """The session of a saved game, replayed up to its end or to the first action
        whose events differ from the recorded ones (``Replay.divergence``)."""
        positions: list[Position] = []
        result = replay(ctx, record, positions=positions)
        return cls.from_replay(ctx, record, positions, seats), result

    @classmethod
    def from_replay(
        cls,
        ctx: GameContext,
        record: GameRecord,
        positions: Sequence[Position],
        seats: tuple[str, str] | None = None,
    ) -> GameSession:
        """The session of ``record``'s first actions, given the positions their replay
        reached (``editor.rules.record.replay``)."""
        if seats is None:
            seats = tuple(record.players.get(s, PERSON) for s in ctx.sides)  # type: ignore[assignment]
        session = cls(ctx, record.seed, seats, record.scenario_file)  # type: ignore[arg-type]
        for i, pos in enumerate(positions):
            before = session.position
            events = tuple(event_from_dict(e) for e in record.events[i])
            session.steps.append(Step(record.actions[i], before.deciding, events, pos))
        return session


__all__ = ["PERSON", "Branch", "GameSession", "Step", "irreversible"]
