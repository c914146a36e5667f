"""Fog of war: deployment markers, decoys, what each side knows, and what it is told.

Panache Annexe 1 deploys with an opaque screen (« paravent opaque ») or slips
of paper with blank decoys (« petits papiers »); Annexe 3 « Unités cachées »
keeps deployment markers, decoys among them, on the table: « Dès que la plus
petite partie d'une marque de déploiement est visible d'une formation ennemie
(à 4 hexagones de distance dans les bois ou les habitations), elle doit être
remplacée par l'unité correspondante. De ce fait, à la mise en place, les
unités du premier rang sont immédiatement remplacées par les troupes, sauf si
elles sont cachées par le terrain. » A decoy that is seen is removed.

``observe(ctx, pos, side)`` is what one side knows: the position with every
piece it cannot identify replaced, in a fixed order that depends only on what
it sees, by the pieces its enemy might have there, and without the random
generator's state. Its own legal actions are the same on that position as on
the true one; a computer player decides from it and nothing else, so
rearranging the enemy's hidden units and decoys cannot change its choice.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from editor.core.hexes import distance
from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_game import DecoyRemoved, Revealed
from editor.rules.places import GONE, OFF
from editor.rules.position import Deploying, Position, at_memo, occupant, with_changes
from editor.rules.sight import line_of_sight
from editor.rules.terrain import hex_of

MARKER_MODES = ("papers", "markers")


def cover_hexes(ctx: GameContext) -> frozenset[int]:
    """Hexes where a marker is seen only from close by (woods, buildings: masking
    elements other than hills)."""
    found = ctx._caches.get("cover")
    if found is None:
        t = ctx.terrain
        found = ctx._caches["cover"] = frozenset(
            k
            for k, els in t.elements.items()
            if any(ctx.ruleset.elements[e].masks for e in els if e not in t.hill_ids)
        )
    return found


def is_seen(ctx: GameContext, pos: Position, index: int) -> bool:
    """Some enemy unit on the map sees the piece (the Annexe 3 rule above)."""
    k = pos.at[index]
    if k < 0:
        return False
    h = hex_of(k)
    side = ctx.pieces[index].side
    hidden = ctx.play.hidden
    near = hidden.cover_distance if hidden is not None else 0
    in_cover = k in cover_hexes(ctx)
    for p in ctx.pieces:
        if p.side == side or p.decoy or pos.at[p.index] < 0:
            continue
        e = hex_of(pos.at[p.index])
        if in_cover and distance(e, h) > near:
            continue
        if line_of_sight(ctx, pos, e, h).visible:
            return True
    return False


def reveal(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Reveal every marker an enemy sees now; a seen decoy is removed."""
    if not any(pos.markers):
        return pos
    hidden = [
        i for i, k in enumerate(pos.at) if k >= 0 and pos.markers[i] and i not in pos.revealed
    ]
    seen = [i for i in hidden if is_seen(ctx, pos, i)]
    if not seen:
        return pos
    return show(ctx, pos, seen, events)


def show(ctx: GameContext, pos: Position, indexes: Iterable[int], events: list[Event]) -> Position:
    """Turn these markers face up: units revealed, decoys removed."""
    at = list(pos.at)
    revealed = set(pos.revealed)
    for i in indexes:
        if i in revealed or at[i] < 0:
            continue
        p = ctx.pieces[i]
        label = ctx.label(at[i])
        revealed.add(i)
        if p.decoy:
            events.append(DecoyRemoved(p.id, label, pos.markers[i]))
            at[i] = GONE
        else:
            events.append(Revealed(p.id, label, pos.markers[i]))
    return with_changes(pos, at=tuple(at), revealed=frozenset(revealed))


_NOBODY: frozenset[int] = frozenset()


def hidden_from(ctx: GameContext, pos: Position, side: int) -> frozenset[int]:
    """Enemy pieces ``side`` cannot identify (markers face down, or behind the screen)."""
    enemy = 1 - side
    if pos.phase == "deployment" and ctx.deployment == "screen":
        return frozenset(p.index for p in ctx.pieces if p.side == enemy)
    if not any(pos.markers):  # no markers in this game, or all of them off the map
        return _NOBODY
    return frozenset(
        p.index
        for p in ctx.pieces
        if p.side == enemy and pos.markers[p.index] and p.index not in pos.revealed
    )


@dataclass(frozen=True, slots=True)
class Observation:
    """What one side knows of a position."""

    side: int
    position: Position
    """The position as the side sees it: pieces it cannot identify stand for the
    enemy's possible pieces, in a canonical order; ``rng`` is 0."""
    unknown: frozenset[int]
    """Indexes in ``position`` whose identity is a stand-in."""


def observe(ctx: GameContext, pos: Position, side: int) -> Observation:
    """What ``side`` knows of ``pos`` (see the module's docstring)."""
    hidden = hidden_from(ctx, pos, side)
    if not hidden:
        # The side sees every piece where it stands: the caches of the placement are
        # made here, on the true position, so that the copy shares them and what the
        # player works out there (ranges, targets, dice, command) ``apply`` reuses.
        at_memo(pos, ctx)
        occupant(pos)
        seen0 = with_changes(pos, rng=0)
        if ctx.optional is not None:
            seen0 = ctx.optional.observed(ctx, seen0, side)
        return Observation(side, seen0, _NOBODY)
    screen = pos.phase == "deployment" and ctx.deployment == "screen"
    # « Unités cachées »: units not seen are on the plan, not on the table.
    plan = ctx.optional is not None and ctx.optional.hides_plan()
    at = list(pos.at)
    pl = list(pos.plaquettes)
    markers = list(pos.markers)
    candidates = sorted(i for i in hidden if pos.at[i] != GONE)
    # The markers the side sees, by the number they show (their owner's label).
    shown = sorted(
        (pos.markers[i], pos.at[i], i) for i in hidden if pos.at[i] >= 0 and not screen and not plan
    )
    flags = {
        name: set(getattr(pos, name)) - hidden
        for name in ("activated", "moved", "turn_moved", "fought", "road", "charged")
    }
    for i in candidates:
        at[i] = OFF
        pl[i] = ctx.pieces[i].plaquettes
        markers[i] = 0  # a number only for a marker the side sees (its own it knows)
    for j, (number, k, true_index) in enumerate(shown):
        stand_in = candidates[j]
        at[stand_in] = k
        markers[stand_in] = number
        for name, members in flags.items():
            if true_index in getattr(pos, name):
                members.add(stand_in)
    seen = with_changes(
        pos,
        at=tuple(at),
        plaquettes=tuple(pl),
        markers=tuple(markers),
        deploying=_still_to_place(pos, side, [i for i in candidates if at[i] == OFF]),
        rng=0,
        **{name: frozenset(members) for name, members in flags.items()},
    )
    if ctx.optional is not None:
        seen = ctx.optional.observed(ctx, seen, side)
    return Observation(side, seen, frozenset(candidates))


def _still_to_place(pos: Position, side: int, off: list[int]) -> Deploying | None:
    """The deployment as ``side`` knows it: its own pieces still to place, and only
    how many the enemy still has, told by the first stand-ins not on the map (which
    pieces they are is what the enemy's markers, papers or screen hide)."""
    d = pos.deploying
    if d is None:
        return None
    rem = list(d.remaining)
    rem[1 - side] = frozenset(off[: len(d.remaining[1 - side])])
    return Deploying((rem[0], rem[1]), d.batch_left)


def assign_markers(ctx: GameContext, draws: Sequence[int]) -> tuple[int, ...]:
    """Marker numbers for every piece of a game with markers: each side's pieces
    get 1..n in the order ``draws`` sorts them (the seeded generator's draws), so
    a number tells nothing of the unit or decoy beneath."""
    numbers = [0] * len(ctx.pieces)
    plan = ctx.optional is not None and ctx.optional.hides_plan()  # Annexe 3, Unités cachées
    if ctx.deployment not in MARKER_MODES and not plan:
        return tuple(numbers)
    for side in (0, 1):
        mine = [p.index for p in ctx.pieces if p.side == side and p.takes_part and not p.entry_turn]
        mine.sort(key=lambda i: (draws[i], i))
        for n, i in enumerate(mine, start=1):
            numbers[i] = n
    return tuple(numbers)
