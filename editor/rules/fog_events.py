"""What a side is told of what happened: the events redacted like the position.

``shown_events(ctx, before, after, events, viewer)`` is the one door through
which the window's log and dice, the command line's narrative and anything
else that shows events to one side pass. An event naming a piece ``viewer``
cannot identify (``fog.hidden_from``) names its marker instead,
``marker:<side>:<number>`` (the number its marker shows; 0 behind the screen),
so the data says no more than the words (« a marker (#3) »). Behind the opaque
screen the enemy's placements are not told at all; under « Unités cachées »
what the enemy does on his plan is not told, and the path of a unit seen only
on the way is cut to the hexes from where it was first seen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.events_game import DecoyRemoved, Deployed, Revealed
from editor.rules.events_orders import Moved
from editor.rules.fog import hidden_from, is_seen
from editor.rules.position import Position, set_at

MARKER_PREFIX = "marker:"


def marker_id(ctx: GameContext, pos: Position, index: int) -> str:
    """The name an unidentified piece goes by: its side and its marker's number."""
    return f"{MARKER_PREFIX}{ctx.sides[ctx.pieces[index].side]}:{pos.markers[index]}"


def shown_events(
    ctx: GameContext,
    before: Position,
    after: Position,
    events: Sequence[Event],
    viewer: int,
) -> list[tuple[Event, Mapping[str, int]]]:
    """The events ``viewer`` may read of the step ``before`` -> ``after``, redacted
    (see the module's docstring), each with the markers' numbers by their names."""
    was_hidden = hidden_from(ctx, before, viewer)
    unknown_after = hidden_from(ctx, after, viewer)
    unknown = was_hidden | unknown_after
    names = {marker_id(ctx, after, i): after.markers[i] for i in unknown}
    aliases = {ctx.pieces[i].id: marker_id(ctx, after, i) for i in unknown}
    screen = ctx.deployment == "screen" and before.phase == "deployment"
    plan = ctx.optional is not None and ctx.optional.hides_plan()
    out: list[tuple[Event, Mapping[str, int]]] = []
    walking: list[tuple[Event, Mapping[str, int]]] = []
    """The dice of a move in the dark, told or not with the move they belong to."""
    for ev in events:
        fields = ev.units
        if isinstance(ev, (Revealed, DecoyRemoved)):
            aliases.pop(ev.unit, None)  # told from now on: the marker is turned over
            out.append((ev, names))
            continue
        if ev.kind in _STEP_DICE:
            if plan and ev.kind == "deviated" and getattr(ev, "unit", "") in aliases:
                continue  # where a unit on the enemy's plan drifted is not told
            walking.append((_outcome(ev, aliases, names), names))
            continue
        steps, walking = walking, []
        if plan and isinstance(ev, Moved) and ctx.piece_index[ev.unit] in was_hidden:
            if ctx.piece_index[ev.unit] in unknown_after:
                continue  # « Unités cachées »: a move on the enemy's plan is not told
            ev = _cut(ctx, after, ev)  # seen on its way: from where it was seen
        elif plan and fields and all(getattr(ev, f) in aliases for f in fields):
            out += steps
            continue  # « Unités cachées »: what the enemy does on his plan is not told
        out += steps
        if screen and isinstance(ev, Deployed) and ev.unit in aliases:
            continue  # behind the opaque screen
        changed = {f: aliases[getattr(ev, f)] for f in fields if getattr(ev, f) in aliases}
        out.append((replace(ev, **changed) if changed else ev, names))
    out += walking
    return _turnovers_by_marker(out)


_STEP_DICE = ("d6_rolled", "deviated")
"""Events a move in the dark throws on its way (Annexe 3, L'obscurité), before its
``Moved``; a deviation names its unit, a die's outcome may (a sleeper's wake-up)."""


def _outcome(ev: Event, aliases: Mapping[str, str], names: Mapping[str, int]) -> Event:
    """A die's outcome or a deviation naming a hidden piece names its marker's number."""
    if ev.kind == "deviated":
        unit = getattr(ev, "unit", "")
        return replace(ev, unit=aliases[unit]) if unit in aliases else ev  # type: ignore[call-arg]
    outcome = str(getattr(ev, "outcome", ""))
    uid, sep, rest = outcome.partition(":")
    if sep and uid in aliases:
        return replace(ev, outcome=f"#{names[aliases[uid]]}:{rest}")  # type: ignore[call-arg]
    return ev


def _turnovers_by_marker(
    told: list[tuple[Event, Mapping[str, int]]],
) -> list[tuple[Event, Mapping[str, int]]]:
    """Markers turned over together (papers at the end of the deployment, a first
    rank seen) told by their numbers, not in the engine's order of the pieces,
    which would say which piece comes first in the scenario."""
    out: list[tuple[Event, Mapping[str, int]]] = []
    run: list[tuple[Event, Mapping[str, int]]] = []
    for pair in [*told, None]:
        if pair is not None and isinstance(pair[0], (Revealed, DecoyRemoved)):
            run.append(pair)
            continue
        run.sort(key=lambda p: (getattr(p[0], "marker", 0), getattr(p[0], "at", "")))
        out += run
        run = []
        if pair is not None:
            out.append(pair)
    return out


def _cut(ctx: GameContext, after: Position, ev: Moved) -> Moved:
    """The move from the first hex where the side could see the unit."""
    i = ctx.piece_index[ev.unit]
    if ctx.optional is not None and after.optional is not None:
        ctx = ctx.optional.effective(ctx, after)
    for n, label in enumerate(ev.path):
        if is_seen(ctx, set_at(after, i, ctx.key_of(label)), i):
            return replace(ev, path=ev.path[n:])
    return replace(ev, path=ev.path[-1:])
