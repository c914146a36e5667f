"""The start of a game: first player, deployment by the scenario's procedure.

Thucydide ch. 1, Préparation et installation: « Si le scénario ne l'impose
pas, on tire au sort le premier joueur »; Panache Annexe 1, « C'est
généralement aussi celui qui pose ses troupes en premier ». Deployment
(Annexe 1, Mise en place des armées; Annexe 3, Unités cachées), by the
scenario's ``setup.deployment``:

- ``scenario``: the units stand where the scenario puts them;
- ``alternate``: « les joueurs déploient alternativement 3 ou 4 unités en
  commençant par celui qui jouera en premier », one unit per hex, in the zones;
- ``screen``: the first player deploys everything behind the opaque screen,
  then the other; neither sees the other's placement until both are done;
- ``papers``: as ``screen`` with slips of paper, blank ones (decoys) among
  them, which both see; when both are done, papers become units and the
  blank ones are removed;
- ``markers``: deployment markers placed in turn in view of the enemy; they
  stay on the table until seen (``editor.rules.fog``).

In every mode but ``scenario`` the players place every unit that takes part
(the scenario's own positions are its designer's suggestion, which computer
players follow); reinforcements wait for their turn of entry.
"""

from __future__ import annotations

from editor.core.phrases import Phrase
from editor.rules.context import GameContext, GameSetupError
from editor.rules.events import Event
from editor.rules.events_game import Deployed, DeploymentEnded, GameStarted
from editor.rules.fog import assign_markers, reveal, show
from editor.rules.places import GONE, OFF
from editor.rules.position import Deploying, Position, occupant, with_changes
from editor.rules.rng import draw, draws, seed_state
from editor.rules.turn import begin_turn_phase

SEQUENTIAL = ("screen", "papers")
"""Modes where each player deploys everything in one go (first player first)."""


def start_game(ctx: GameContext, seed: int) -> tuple[Position, list[Event]]:
    """The position before the first decision, and what happened to reach it."""
    rng = seed_state(seed)
    events: list[Event] = []
    if ctx.first_player is None:
        first, rng = draw(rng, 2)
        drawn = True
    else:
        first, drawn = ctx.first_player, False
    events.append(GameStarted(ctx.sides[first], drawn))
    order, rng = draws(rng, 1 << 30, len(ctx.pieces))
    markers = assign_markers(ctx, order)
    n = len(ctx.pieces)
    at = [OFF] * n
    deploying = None
    if ctx.deployment == "scenario":
        taken: dict[int, str] = {}
        for p in ctx.pieces:
            if p.takes_part and not p.entry_turn and not p.decoy:
                if p.start in taken:
                    raise GameSetupError(
                        Phrase(
                            f'hex {ctx.label(p.start)} holds "{taken[p.start]}" and "{p.name}": '
                            "one unit per hex",
                            f"l'hexagone {ctx.label(p.start)} porte « {taken[p.start]} » et "
                            f"« {p.name} » : une unité par hexagone",
                        )
                    )
                taken[p.start] = p.name
                at[p.index] = p.start
    else:
        remaining = tuple(
            frozenset(
                p.index for p in ctx.pieces if p.side == side and p.takes_part and not p.entry_turn
            )
            for side in (0, 1)
        )
        deploying = Deploying((remaining[0], remaining[1]), _batch(ctx, remaining[first]))
    pos = Position(
        at=tuple(at),
        plaquettes=tuple(p.plaquettes for p in ctx.pieces),
        turn=1,
        phase="deployment" if deploying is not None else "command",
        active=first,
        first=first,
        tokens=start_tokens(ctx),
        markers=markers,
        holders=start_holders(ctx),
        deploying=deploying,
        rng=rng,
    )
    if ctx.optional is not None:
        pos = ctx.optional.start(ctx, pos, events)  # Annexe 3: hour, weather, sleepers...
    if deploying is not None:
        pos = _skip_empty(ctx, pos, events)
        return pos, events
    return begin_turn_phase(ctx, pos, events), events


def start_tokens(ctx: GameContext) -> tuple[int, int]:
    """Each side's order tokens at the start: the scenario's, else the ruleset's."""
    tokens = ctx.play.orders.initial_tokens
    given = [s.tokens for s in ctx.scenario.sides[:2]] + [None, None]
    a, b = (t if t is not None else tokens for t in given[:2])
    return a, b


def start_holders(ctx: GameContext) -> tuple[int, ...]:
    """Who holds each objective at the start: its owner's side index, else nobody (-1)."""
    sides = ctx.sides
    owners = [o.owner for o in ctx.scenario.objectives]
    return tuple(sides.index(o) if o in sides else -1 for o in owners)


def _batch(ctx: GameContext, remaining: frozenset[int]) -> int:
    if ctx.deployment in SEQUENTIAL:
        return len(remaining)
    return min(ctx.units_per_turn, len(remaining))


def deploy_targets(ctx: GameContext, pos: Position, index: int) -> list[int]:
    """Hexes of its zone the piece may be placed on now (free, terrain allowing)."""
    occ = occupant(pos)
    return sorted(k for k in ctx.deploy_hexes(index) if k not in occ)


def deploy(ctx: GameContext, pos: Position, index: int, k: int, events: list[Event]) -> Position:
    """Place one piece; hand over, or end the deployment, when the batch is done."""
    events.append(Deployed(ctx.pieces[index].id, ctx.label(k)))
    return _skip_empty(ctx, place(pos, index, k), events)


def place(pos: Position, index: int, k: int) -> Position:
    """The piece on hex ``k``, the batch not yet closed: no hand-over, no end of the
    deployment. A window shows it while a person may still take the placement back
    before saying the deployment done; ``deploy`` is what the game records."""
    d = pos.deploying
    assert d is not None
    at = list(pos.at)
    at[index] = k
    rem = list(d.remaining)
    rem[pos.active] = rem[pos.active] - {index}
    return with_changes(
        pos,
        at=tuple(at),
        deploying=Deploying((rem[0], rem[1]), d.batch_left - 1),
    )


def closes_batch(pos: Position) -> bool:
    """Whether the next placement is the active side's last of its batch (of its whole
    deployment under the screen or the papers): after it the other side places, or
    the deployment ends."""
    d = pos.deploying
    return d is not None and (d.batch_left <= 1 or len(d.remaining[pos.active]) <= 1)


def _skip_empty(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Hand over when the active side's batch is placed; end when both are done."""
    d = pos.deploying
    assert d is not None
    side = pos.active
    if d.batch_left > 0 and d.remaining[side]:
        return pos
    other = 1 - side
    if d.remaining[other]:
        return with_changes(
            pos,
            active=other,
            deploying=Deploying(d.remaining, _batch(ctx, d.remaining[other])),
        )
    if d.remaining[side]:
        return with_changes(pos, deploying=Deploying(d.remaining, _batch(ctx, d.remaining[side])))
    return end_deployment(ctx, pos, events)


def end_deployment(ctx: GameContext, pos: Position, events: list[Event]) -> Position:
    """Screen lifted, papers turned over, markers seen by the enemy revealed."""
    events.append(DeploymentEnded())
    pos = with_changes(pos, deploying=None, phase="command", active=pos.first)
    if ctx.deployment == "papers":
        pos = show(ctx, pos, [i for i, k in enumerate(pos.at) if k >= 0], events)
    elif ctx.deployment == "markers":
        # « les unités du premier rang sont immédiatement remplacées par les troupes,
        # sauf si elles sont cachées par le terrain »
        pos = reveal(ctx, pos, events)
    return begin_turn_phase(ctx, pos, events)


__all__ = ["GONE", "closes_batch", "deploy", "deploy_targets", "place", "start_game"]


def scenario_position(ctx: GameContext) -> Position:
    """Every unit where the scenario file puts it (decoys too), whatever the
    deployment mode: the position ``hexfield query`` asks its questions of."""
    at = tuple(p.start for p in ctx.pieces)
    return Position(
        at=at,
        plaquettes=tuple(p.plaquettes for p in ctx.pieces),
        turn=1,
        phase="command",
        active=0,
        first=0,
        tokens=start_tokens(ctx),
        markers=tuple(0 for _ in ctx.pieces),
        holders=start_holders(ctx),
    )
