"""The turn sequence (Thucydide ch. 1, « Séquence de jeu »).

« Un tour est composé de l'action successive de chacun des 2 joueurs. » Each
player plays a command phase, a movement phase and a combat phase; then
« Phase de Fin de Tour : On constate si l'un des deux camps a rempli les
conditions pour déterminer la victoire. Sinon, la partie continue et
l'adversaire commence son nouveau tour. » At the end of his turn a player
takes the objectives his units stand on (an assumption, ``play.victory``);
when the first player's turn comes round again the turn number grows, and
past the scenario's last turn the game is decided (``victory.at_turn_limit``).

Reinforcements (``enters`` in the scenario) enter in their side's movement
phase from their turn on, on a free hex of entry they may stand on; entering
is their move, and they may fight in the combat phase that follows (an
assumption: they arrive under their own commander).
"""

from __future__ import annotations

from editor.rules import victory
from editor.rules.combat_losses import end_game
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_game import ObjectiveTaken, PhaseStarted
from editor.rules.fog import show
from editor.rules.places import OFF
from editor.rules.position import TURN_PHASES, Position, occupant, with_changes
from editor.rules.squares import moved_squares

_NEXT = {"command": "movement", "movement": "combat"}


def begin_turn_phase(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    events.append(PhaseStarted(pos.turn, ctx.sides[pos.active], pos.phase))
    if ctx.optional is not None and pos.optional is not None:
        pos = ctx.optional.phase_started(ctx, pos, events)  # Annexe 3: hour, weather...
    return pos


def end_phase(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Close the active player's phase; after combat, his turn."""
    if ctx.optional is not None and pos.optional is not None:
        pos = ctx.optional.phase_ending(ctx, pos, events)  # Annexe 3: fires, storms...
        if pos.over:
            return pos
    nxt = _NEXT.get(pos.phase)
    if nxt is not None:
        return begin_turn_phase(ctx, with_changes(pos, phase=nxt), events)
    return end_player_turn(ctx, pos, events)


def end_player_turn(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    pos = take_objectives(ctx, pos, events)
    for side in (pos.active, 1 - pos.active):
        result = victory.after_loss(ctx, pos, side)
        if result is not None:
            return end_game(ctx, pos, result, events)
    active = 1 - pos.active
    turn = pos.turn + (1 if active == pos.first else 0)
    if turn > ctx.max_turns:
        pos = with_changes(pos, turn=ctx.max_turns)
        return end_game(ctx, pos, victory.at_turn_limit(ctx, pos), events)
    pos = with_changes(
        pos,
        active=active,
        turn=turn,
        phase=TURN_PHASES[0],
        activated=frozenset(),
        moved=frozenset(),
        turn_moved=moved_squares(ctx, pos) if turn == pos.turn else frozenset(),
        fought=frozenset(),
        road=frozenset(),
        charged=frozenset(),
        manoeuvre_used=False,
    )
    return begin_turn_phase(ctx, pos, events)


def take_objectives(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """The active side takes every objective one of its real units stands on; a
    hidden unit there is shown (« il le dévoile et le fait constater »)."""
    if not ctx.objectives:
        return pos
    occ = occupant(pos)
    holders = list(pos.holders)
    shown: list[int] = []
    for n, spot in enumerate(ctx.objectives):
        i = occ.get(spot.key)
        if i is None:
            continue
        p = ctx.pieces[i]
        if p.side != pos.active or p.decoy:
            continue
        if pos.markers[i] and i not in pos.revealed:
            shown.append(i)
        if holders[n] != p.side:
            holders[n] = p.side
            events.append(ObjectiveTaken(spot.name, ctx.sides[p.side], ctx.label(spot.key)))
    if shown:
        pos = show(ctx, pos, shown, events)
    if tuple(holders) == pos.holders:
        return pos
    return with_changes(pos, holders=tuple(holders))


def entry_hexes(ctx: GameContext, pos: Position, index: int) -> list[int]:
    """Free hexes where a reinforcement may enter now (empty when it may not)."""
    p = ctx.pieces[index]
    if (
        not p.entry_turn
        or pos.at[index] != OFF
        or pos.phase != "movement"
        or pos.active != p.side
        or pos.turn < p.entry_turn
    ):
        return []
    occ = occupant(pos)
    return sorted(k for k in p.entry_hexes if k not in occ and ctx.may_stand(index, k))
