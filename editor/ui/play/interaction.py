"""How a person plays with the mouse: a click on a hex becomes an action, a
selection or a message, and the board's highlights follow the phase (no widget:
the messages are Qt's translations, the rules' refusals ``Phrase`` values).

Everything here reads the position as the side at the screen observes it
(``fog.observe``): a person's clicks can only ever use what that side knows.
The order of ch. 1 decides what a click means:

- deployment: the unit chosen in the tray (else the next one) goes on a free
  hex of its zone;
- command: a click on one of your units activates it; one that cannot be
  activated is selected and the reason is said (a manoeuvre order may then
  activate it: the order's button);
- movement: a click selects an activated unit (its reachable hexes shade,
  by cost) and a click on a shaded hex moves it; a reinforcement chosen in
  the tray enters on a highlighted hex of entry;
- combat: a click selects a unit that may fight (its targets show their
  dice), a click on a target attacks, with an attack order when it is set;
- decisions: a retreat's hexes and a charge's targets are clicked; a defence
  order and a follow-up are answered with buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from editor.core.hexes import hex_range
from editor.rules import combat_follow, combat_retreat, command, engine, setup, turn
from editor.rules.actions import (
    Action,
    Activate,
    Attack,
    Charge,
    Deploy,
    Enter,
    Move,
    Retreat,
)
from editor.rules.combat import dice_for_attack, why_cannot_attack
from editor.rules.context import GameContext
from editor.rules.explain import activation_refusals
from editor.rules.movement import MovementRange, movement_range
from editor.rules.position import Position, occupant
from editor.rules.terrain import hex_of, key
from editor.ui.counts import counts

KEEP = -2
"""``Outcome.select``: leave the selection as it is."""


@dataclass(frozen=True, slots=True)
class Outcome:
    action: Action | None = None
    select: int | None = KEEP
    """The piece to select (its index), None to clear, ``KEEP`` to leave it."""
    message: str = ""
    """What to tell the person (why a click did nothing): words of the window,
    translated, or the rules' ``Phrase``; or empty."""


translate = QCoreApplication.translate


def deploy_candidates(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """Pieces ``side`` still has to deploy, in the roster's order."""
    d = pos.deploying
    if pos.phase != "deployment" or d is None or pos.active != side or d.batch_left <= 0:
        return []  # (none left in the batch: a placement held back, not yet done)
    return sorted(d.remaining[side])


def reinforcements(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """Reinforcements of ``side`` that may enter now."""
    return [
        p.index
        for p in ctx.pieces
        if p.side == side and p.entry_turn and turn.entry_hexes(ctx, pos, p.index)
    ]


def tray(ctx: GameContext, pos: Position, side: int) -> list[int]:
    """The pieces the side places from off the map now (deployment, reinforcements)."""
    if pos.deciding != side or pos.combat is not None:
        return []
    if pos.phase == "deployment":
        return deploy_candidates(ctx, pos, side)
    if pos.phase == "movement":
        return reinforcements(ctx, pos, side)
    return []


def tray_choice(ctx: GameContext, pos: Position, side: int, chosen: int | None) -> int | None:
    """The tray piece a click places: the chosen one if still waiting, else the first."""
    pieces = tray(ctx, pos, side)
    if chosen in pieces:
        return chosen
    if pos.phase == "deployment" and pieces:
        return pieces[0]
    return None


def on_click(
    ctx: GameContext,
    pos: Position,
    side: int,
    selected: int | None,
    k: int,
    *,
    attack_order: bool = False,
    chosen: int | None = None,
) -> Outcome:
    """What a click on hex ``k`` does for ``side`` (``pos``: as that side observes it)."""
    if pos.over:
        return Outcome(message=translate("Interaction", "the game is over"))
    if pos.deciding != side:
        return Outcome(message=translate("Interaction", "wait: the other side is deciding"))
    here = occupant(pos).get(k)
    c = pos.combat
    ids = [p.id for p in ctx.pieces]
    if c is not None:
        if c.stage == "retreat":
            if k in combat_retreat.retreat_options(ctx, pos):
                return Outcome(Retreat(ids[c.retreating], ctx.label(k)))
            return Outcome(
                message=translate("Interaction", "click one of the highlighted hexes to retreat to")
            )
        if c.stage == "charge":
            if here is not None and here in combat_follow.charge_targets(ctx, pos):
                return Outcome(Charge(ids[here], attack_order))
            return Outcome(
                message=translate(
                    "Interaction", "click a unit to charge it, or answer « No charge »"
                )
            )
        return Outcome(message=translate("Interaction", "answer the question above the map"))
    mine = here is not None and ctx.pieces[here].side == side
    if pos.phase == "deployment":
        piece = tray_choice(ctx, pos, side, chosen)
        if piece is None:
            return Outcome(
                message=translate(
                    "Interaction",
                    "every piece is placed: « Deployment done » ends the placements, "
                    "« Undo » takes the last one back",
                )
            )
        if here is not None:
            return Outcome(
                message=translate("Interaction", "%1 is taken: one unit per hex").replace(
                    "%1", ctx.label(k)
                )
            )
        if k in setup.deploy_targets(ctx, pos, piece):
            return Outcome(Deploy(ids[piece], ctx.label(k)), None)
        name = ctx.pieces[piece].name
        return Outcome(
            message=translate("Interaction", '%1 is not a hex of your zone where "%2" may stand')
            .replace("%1", ctx.label(k))
            .replace("%2", name)
        )
    if pos.phase == "command":
        if mine:
            assert here is not None
            if here in command.activatable(ctx, pos, side):
                return Outcome(Activate(ids[here]), here)
            why = activation_refusals(ctx, pos, side).get(here, "")
            return Outcome(select=here, message=why)
        return Outcome(select=here)
    if pos.phase == "movement":
        entering = chosen if chosen in reinforcements(ctx, pos, side) else None
        if entering is not None and k in turn.entry_hexes(ctx, pos, entering):
            return Outcome(Enter(ids[entering], ctx.label(k)), None)
        if mine:
            assert here is not None
            if here in engine.movers(ctx, pos):
                return Outcome(select=here)
            return Outcome(select=here, message=why_not_moving(ctx, pos, here))
        if selected is not None and selected in engine.movers(ctx, pos):
            if here is None and k in movement_range(ctx, pos, selected).keys():
                return Outcome(Move(ids[selected], ctx.label(k)), None)
            if here is None:
                return Outcome(
                    message=translate("Interaction", "%1 is out of reach this turn").replace(
                        "%1", ctx.label(k)
                    )
                )
        return Outcome(select=here)
    if pos.phase == "combat":
        if mine:
            assert here is not None
            if here in engine.fighters(ctx, pos) and engine.targets(ctx, pos, here):
                return Outcome(select=here)
            return Outcome(select=here, message=why_not_fighting(ctx, pos, here))
        if here is not None and selected is not None and selected in engine.fighters(ctx, pos):
            if here in engine.targets(ctx, pos, selected):
                return Outcome(Attack(ids[selected], ids[here], attack_order), selected)
            why = why_cannot_attack(ctx, pos, selected, here) or translate(
                "Interaction", "that unit cannot be identified: attack what you can see"
            )
            return Outcome(message=why)
        return Outcome(select=here)
    return Outcome()


def why_not_moving(ctx: GameContext, pos: Position, i: int) -> str:
    if i in pos.moved:
        return translate("Interaction", "it has already moved this turn")
    return translate(
        "Interaction", "not activated in the command phase: a manoeuvre order can activate it"
    )


def why_not_fighting(ctx: GameContext, pos: Position, i: int) -> str:
    if ctx.pieces[i].decoy:
        return translate("Interaction", "a decoy does not fight")
    if i in pos.fought:
        return translate("Interaction", "it has already fought this turn")
    if i in pos.road:
        return translate("Interaction", "it used the road bonus: no combat this turn")
    if i in pos.activated and pos.at[i] >= 0:
        reach = max(1, ctx.pieces[i].range)
        return counts().no_enemy_in_range(reach)
    return translate("Interaction", "it was not activated this turn")


# -------------------------------------------------------------------- highlights


@dataclass(frozen=True, slots=True)
class Highlights:
    """What the board shows for the side at the screen in the present state."""

    selected: int = -1
    """Hex key of the selected piece, or -1."""
    reach: dict[int, int] = field(default_factory=dict)
    """Movement: reachable hex -> cost."""
    road: frozenset[int] = frozenset()
    """Reachable only with the road bonus (then no combat this turn)."""
    paths: dict[int, tuple[int, ...]] = field(default_factory=dict)
    """Movement: the path (hex keys) to each reachable hex, computed on demand."""
    targets: dict[int, int] = field(default_factory=dict)
    """Combat: target hex -> dice."""
    choices: frozenset[int] = frozenset()
    """Hexes a click places on or retreats to (deployment, entry, retreat)."""
    ready: frozenset[int] = frozenset()
    """Hexes of units that can act now (activate, move, fight)."""
    refused: frozenset[int] = frozenset()
    """Command: hexes of own units that cannot be activated."""
    command: tuple[tuple[int, frozenset[int]], ...] = ()
    """Command: (leader hex, the hexes in its command range)."""
    attack: tuple[int, int] = (-1, -1)
    """A combat under way: (attacker hex, defender hex)."""


def highlights(
    ctx: GameContext,
    pos: Position,
    side: int,
    selected: int | None,
    *,
    attack_order: bool = False,
    chosen: int | None = None,
) -> Highlights:
    """The highlights for ``side`` deciding in ``pos`` (its observation)."""
    lights = _highlights(ctx, pos, side, selected, attack_order, chosen)
    c = pos.combat
    if c is not None and pos.at[c.attacker] >= 0 and pos.at[c.defender] >= 0:
        from dataclasses import replace

        lights = replace(lights, attack=(pos.at[c.attacker], pos.at[c.defender]))
    return lights


def _highlights(
    ctx: GameContext,
    pos: Position,
    side: int,
    selected: int | None,
    attack_order: bool,
    chosen: int | None,
) -> Highlights:
    sel = pos.at[selected] if selected is not None and pos.at[selected] >= 0 else -1
    if pos.over or pos.deciding != side:
        return Highlights(selected=sel)
    sel = pos.at[selected] if selected is not None and pos.at[selected] >= 0 else -1
    c = pos.combat
    if c is not None:
        if c.stage == "retreat":
            return Highlights(
                selected=pos.at[c.retreating],
                choices=frozenset(combat_retreat.retreat_options(ctx, pos)),
            )
        if c.stage == "charge":
            return Highlights(
                selected=pos.at[c.attacker],
                targets=_dice(ctx, pos, c.attacker, combat_follow.charge_targets(ctx, pos), True),
            )
        return Highlights(selected=sel)
    if pos.phase == "deployment":
        piece = tray_choice(ctx, pos, side, chosen)
        choices = frozenset(setup.deploy_targets(ctx, pos, piece)) if piece is not None else None
        return Highlights(selected=sel, choices=choices or frozenset())
    if pos.phase == "command":
        can = command.activatable(ctx, pos, side)
        refused = [pos.at[i] for i in activation_refusals(ctx, pos, side) if i not in pos.activated]
        ranges = tuple(
            (
                pos.at[ld],
                frozenset(
                    key(h)
                    for h in hex_range(hex_of(pos.at[ld]), command.command_range(ctx, ld))
                    if h in ctx.scenario.grid
                ),
            )
            for ld in command.leaders(ctx, pos, side)
        )
        return Highlights(
            selected=sel,
            ready=frozenset(pos.at[i] for i in can),
            refused=frozenset(refused),
            command=ranges,
        )
    if pos.phase == "movement":
        movers = engine.movers(ctx, pos)
        reach: dict[int, int] = {}
        road: frozenset[int] = frozenset()
        paths: dict[int, tuple[int, ...]] = {}
        if selected is not None and selected in movers:
            rng = movement_range(ctx, pos, selected)
            reach = dict(rng.keys())
            road = frozenset(k for k in reach if rng.road_only(k))
            paths = _LazyPaths(rng)
        entering = chosen if chosen in reinforcements(ctx, pos, side) else None
        entry = (
            frozenset(turn.entry_hexes(ctx, pos, entering)) if entering is not None else frozenset()
        )
        return Highlights(
            selected=sel,
            reach=reach,
            road=road,
            paths=paths,
            choices=entry,
            ready=frozenset(pos.at[i] for i in movers),
        )
    if pos.phase == "combat":
        fighters = engine.fighters(ctx, pos)
        targets: dict[int, int] = {}
        if selected is not None and selected in fighters:
            targets = _dice(ctx, pos, selected, engine.targets(ctx, pos, selected), attack_order)
        return Highlights(
            selected=sel, targets=targets, ready=frozenset(pos.at[i] for i in fighters)
        )
    return Highlights(selected=sel)


class _LazyPaths(dict[int, tuple[int, ...]]):
    """Paths of a movement range, built for the hexes the cursor visits only."""

    def __init__(self, rng: MovementRange) -> None:
        super().__init__()
        self._rng = rng

    def __missing__(self, k: int) -> tuple[int, ...]:
        if k not in self._rng.keys():
            raise KeyError(k)
        path = tuple(self._rng.key_path(k))
        self[k] = path
        return path

    # dict.get is overloaded (a default of any type); this one, which builds a path
    # through ``__missing__``, is only asked with None.
    def get(  # type: ignore[override]
        self, k: int, default: tuple[int, ...] | None = None
    ) -> tuple[int, ...] | None:
        try:
            return self[k]
        except KeyError:
            return default


def _dice(
    ctx: GameContext, pos: Position, attacker: int, targets: list[int], attack_order: bool
) -> dict[int, int]:
    out = {}
    for t in targets:
        d = dice_for_attack(ctx, pos, attacker, t, attack_order=attack_order)
        out[pos.at[t]] = d.dice
    return out


__all__ = [
    "KEEP",
    "Highlights",
    "Outcome",
    "deploy_candidates",
    "highlights",
    "on_click",
    "reinforcements",
    "tray",
    "tray_choice",
]
