"""The optional rules' unit actions as the play view offers them: one button a kind,
with what it costs when it is open and why not when it is not.

The actions are the engine's (``editor.rules.optional.choices.extras``, through
``legal_actions``): nothing here decides what is legal. This module only sorts
them by kind for the selected unit, names each choice (the hex, the element,
the boat) and words the cost and the refusal, typed in from Annexe 3 and the
ruleset's assumptions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.optional.actions import (
    Alarm,
    AttackSentinel,
    Disembark,
    Embark,
    FightFire,
    FreeBoat,
    Ignite,
    MoveBoat,
    OptionalAction,
    Resupply,
    SendAgent,
    WakeFriend,
    Work,
)
from editor.rules.optional.setting import setting_of
from editor.rules.optional.state import state_or_none
from editor.rules.optional.view import Scene
from editor.rules.position import Position
from editor.ui.counts import counts

KINDS: tuple[tuple[str, str, str], ...] = (
    ("ignite", "fire", "combat"),
    ("fight_fire", "fire", "combat"),
    ("attack_sentinel", "sleep", "combat"),
    ("alarm", "sleep", "movement"),
    ("wake_friend", "sleep", "movement"),
    ("embark", "boats", "movement"),
    ("disembark", "boats", "movement"),
    ("move_boat", "boats", "movement"),
    ("free_boat", "boats", "movement"),
    ("resupply", "ammunition", "movement"),
    ("work", "engineering", "movement"),
    ("send_agent", "agents", "command"),
)
"""Each kind of action, the rule that brings it and the phase it is played in."""
UNITLESS = frozenset({"alarm", "send_agent"})
"""Kinds offered whatever the selection (a sentinel is not a piece; an agent neither)."""


translate = QCoreApplication.translate


def kind_name(kind: str) -> str:
    names = {
        "ignite": translate("OptionalActions", "Set fire"),
        "fight_fire": translate("OptionalActions", "Fight the fire"),
        "attack_sentinel": translate("OptionalActions", "Attack the sentinel"),
        "alarm": translate("OptionalActions", "Sentinel's alarm"),
        "wake_friend": translate("OptionalActions", "Wake a friend"),
        "embark": translate("OptionalActions", "Embark"),
        "disembark": translate("OptionalActions", "Disembark"),
        "move_boat": translate("OptionalActions", "Row the boat"),
        "free_boat": translate("OptionalActions", "Free the boat"),
        "resupply": translate("OptionalActions", "Resupply"),
        "work": translate("OptionalActions", "Engineers' work"),
        "send_agent": translate("OptionalActions", "Send an agent"),
    }
    return names.get(kind, kind)


def cost(kind: str) -> str:
    """What playing it costs, as Annexe 3 and the ruleset's assumptions say."""
    costs = {
        "ignite": translate(
            "OptionalActions",
            "A fictitious combat on green armour against the element's resistance; "
            "the unit does nothing else this turn",
        ),
        "fight_fire": translate(
            "OptionalActions",
            "Its hits give the element its resistance back; the unit does nothing else this turn",
        ),
        "attack_sentinel": translate(
            "OptionalActions",
            "The sentinel counts as a plaquette of its unit, in reversed armour; "
            "the unit's combat of the turn",
        ),
        "alarm": translate("OptionalActions", "The alerted sentinel wakes its unit"),
        "wake_friend": translate(
            "OptionalActions", "The unit wakes an adjacent friend and does not move this turn"
        ),
        "embark": translate("OptionalActions", "Boarding ends the unit's move this turn"),
        "disembark": translate("OptionalActions", "Landing ends the unit's move this turn"),
        "move_boat": translate(
            "OptionalActions", "The boat's move of the turn (current and wind change it)"
        ),
        "free_boat": translate(
            "OptionalActions", "2D6: 10 or more frees it (12 on a very difficult passage)"
        ),
        "resupply": translate(
            "OptionalActions",
            "Its shots count from nought again (pack animals take two turns); neither unit "
            "moves this turn",
        ),
        "work": translate(
            "OptionalActions",
            "A turn of work at an earthwork on that side; at night, unlit, it counts half; "
            "the unit does nothing else this turn",
        ),
        "send_agent": translate(
            "OptionalActions", "When its turn comes the umpire sets its chances; a d100 decides"
        ),
    }
    return costs.get(kind, "")


def why_not(kind: str) -> str:
    """When the kind is open: the conditions of ``choices.extras``, in words."""
    reasons = {
        "ignite": translate(
            "OptionalActions",
            "In your combat phase: an activated unit that has not fought, with torches "
            "(not moved), grenades or flaming missiles, an inflammable element in reach",
        ),
        "fight_fire": translate(
            "OptionalActions",
            "In your combat phase: an activated unit that has neither moved nor fought, "
            "next to a fire",
        ),
        "attack_sentinel": translate(
            "OptionalActions",
            "In your combat phase: an activated unit that has not fought, next to an enemy "
            "sentinel it has spotted",
        ),
        "alarm": translate(
            "OptionalActions",
            "In your movement phase: a sentinel that has heard the enemy, its unit asleep",
        ),
        "wake_friend": translate(
            "OptionalActions",
            "In your movement phase: an activated unit that has not moved, next to a "
            "sleeping unit of its side",
        ),
        "embark": translate(
            "OptionalActions",
            "In your movement phase: an activated unit that has not moved, next to an empty "
            "boat of its side able to carry it",
        ),
        "disembark": translate(
            "OptionalActions", "In your movement phase: a unit aboard, next to a free bank hex"
        ),
        "move_boat": translate(
            "OptionalActions",
            "In your movement phase: select the unit aboard; a boat moves once a turn",
        ),
        "free_boat": translate(
            "OptionalActions", "In your movement phase: select the unit aboard a grounded boat"
        ),
        "resupply": translate(
            "OptionalActions",
            "In your movement phase: an activated unit that has fired and not moved, next "
            "to a wagon, pack animals or its camp",
        ),
        "work": translate(
            "OptionalActions",
            "In your movement phase: an activated engineer unit that has not moved",
        ),
        "send_agent": translate(
            "OptionalActions", "In your command phase, while your side has an agent left"
        ),
    }
    return reasons.get(kind, "")


@dataclass(frozen=True, slots=True)
class Choice:
    action: Action
    label: str
    """The choice in words: the hex, the element, the boat, the unit."""
    target: int = -1
    """The hex it is aimed at (-1: none), for the board to point at."""
    group: str = ""
    """Where a long list of choices files it (a hex, a turn)."""


def concerns(ctx: GameContext, pos: Position, action: OptionalAction, unit: int | None) -> bool:
    """Whether ``action`` is one the selected ``unit`` makes (or one without a unit)."""
    if action.kind in UNITLESS:
        return True
    if unit is None:
        return False
    if isinstance(action, MoveBoat | FreeBoat):
        return pos.at[unit] >= 0 and action.at == ctx.label(pos.at[unit])
    return getattr(action, "unit", None) == ctx.pieces[unit].id


def choices(
    ctx: GameContext, pos: Position, legal: Sequence[Action], unit: int | None, lang: str
) -> dict[str, list[Choice]]:
    """Kind -> the legal optional actions of ``unit`` (and those without a unit)."""
    out: dict[str, list[Choice]] = {}
    for a in legal:
        if isinstance(a, OptionalAction) and concerns(ctx, pos, a, unit):
            out.setdefault(a.kind, []).append(describe(ctx, a, lang))
    return out


def describe(ctx: GameContext, a: Action, lang: str) -> Choice:
    name = ctx.ruleset.name
    if isinstance(a, Ignite | FightFire):
        text = f"{a.at} {name(a.element, lang)}" + (f" {a.side}" if a.side else "")
        return Choice(a, text, ctx.key_of(a.at), a.at)
    if isinstance(a, AttackSentinel):
        return Choice(
            a,
            translate("OptionalActions", "the sentinel in %1").replace("%1", a.at),
            ctx.key_of(a.at),
        )
    if isinstance(a, Alarm | WakeFriend):
        who = a.unit if isinstance(a, Alarm) else a.target
        piece = ctx.pieces[ctx.piece_index[who]]
        return Choice(a, translate("OptionalActions", "wake %1").replace("%1", piece.name))
    if isinstance(a, Embark):
        return Choice(
            a, translate("OptionalActions", "the boat in %1").replace("%1", a.at), ctx.key_of(a.at)
        )
    if isinstance(a, Disembark | MoveBoat):
        return Choice(
            a, translate("OptionalActions", "to %1").replace("%1", a.to), ctx.key_of(a.to)
        )
    if isinstance(a, FreeBoat):
        return Choice(
            a, translate("OptionalActions", "the boat in %1").replace("%1", a.at), ctx.key_of(a.at)
        )
    if isinstance(a, Resupply):
        by = (
            translate("OptionalActions", "its camp")
            if a.by == "camp"
            else ctx.pieces[ctx.piece_index[a.by]].name
            if a.by in ctx.piece_index
            else a.by
        )
        return Choice(a, translate("OptionalActions", "by %1").replace("%1", by))
    if isinstance(a, Work):
        text = translate("OptionalActions", "%1, side %2").replace("%1", name(a.element, lang))
        return Choice(a, text.replace("%2", a.side))
    if isinstance(a, SendAgent):
        opt = setting_of(ctx)
        mission = opt.data.mission(a.mission) if opt is not None else None
        what = (mission.fr if lang == "fr" else mission.en) if mission else a.mission
        turn = translate("OptionalActions", "turn %1").replace("%1", a.turn)
        return Choice(a, f"{what}, {turn}", group=turn)
    return Choice(a, a.kind)


def unit_notes(sc: Scene, unit: str, lang: str, label: Callable[[int], str]) -> list[str]:
    """Annexe 3's state of a unit, for the Game panel: asleep, just woken, aboard."""
    out = []
    if unit in sc.asleep:
        out.append(
            translate(
                "OptionalActions",
                "Asleep: it cannot be activated; it fights one armour lower, "
                "without riposte (Annexe 3, Unités endormies)",
            )
        )
    elif unit in sc.groggy:
        out.append(translate("OptionalActions", "Just woken: it may not move this turn"))
    for b in sc.boats:
        if b.carries == unit:
            name = b.names[0] if lang == "fr" else b.names[1]
            out.append(
                translate("OptionalActions", "Aboard the %1 in %2")
                .replace("%1", name)
                .replace("%2", label(b.key))
            )
    return out


def ammunition_note(ctx: GameContext, pos: Position, unit: int) -> str:
    """« Consommation de munitions »: the shots a shooter has fired and what its next
    one loses ("" when the rule is not played or the unit does not shoot)."""
    opt, st = setting_of(ctx), state_or_none(pos)
    if opt is None or not opt.on("ammunition") or st is None:
        return ""
    if ctx.pieces[unit].range <= 1:
        return ""
    from editor.rules.optional import supply

    fired = supply.shots(st, unit)
    text = translate("OptionalActions", "Shots fired: %1 of %2 in its pouches")
    text = text.replace("%1", str(fired)).replace("%2", str(opt.data.shots))
    minus = supply.minus_dice(opt, st, unit)
    if minus:
        text += counts().next_shot_minus(minus)
    return text


def hex_notes(sc: Scene, k: int, element_name: Callable[[str], str]) -> list[str]:
    """Annexe 3 on a hex, for the Game panel: fire, its resistance, smoke, a looted
    camp, light."""
    out = []
    for f in sc.fires:
        if f.key != k:
            continue
        name = element_name(f.element)
        if f.state == "burning":
            text = translate(
                "OptionalActions", "%1 burns (turn %2): impassable; troops in it take fire"
            )
            out.append(text.replace("%1", name).replace("%2", str(f.turns)))
        elif f.state == "igniting":
            text = translate("OptionalActions", "%1: resistance to fire %2 of %3 left")
            out.append(
                text.replace("%1", name).replace("%2", str(f.left)).replace("%3", str(f.resistance))
            )
        else:
            out.append(translate("OptionalActions", "%1 burnt out").replace("%1", name))
    for e in sc.edge_fires:
        if k in (e.a, e.b) and e.state == "burning":
            text = translate("OptionalActions", "%1 burns on a side of this hex: impassable")
            out.append(text.replace("%1", element_name(e.element)))
    if k in sc.smoke:
        out.append(
            translate(
                "OptionalActions",
                "Smoke: it blocks sight; troops in it fight under night conditions",
            )
        )
    if k in sc.looted:
        out.append(translate("OptionalActions", "Camp looted: a loss for its side"))
    if k in sc.lit:
        out.append(translate("OptionalActions", "Lit by a fire: seen in the dark"))
    return out


def kinds_in_play(ctx: GameContext) -> list[str]:
    """The kinds of the optional rules this game plays, in the annex's order."""
    rules = ctx.options.rules or frozenset()
    return [kind for kind, rule, _phase in KINDS if rule in rules]


__all__ = ["KINDS", "Choice", "choices", "cost", "kind_name", "kinds_in_play", "why_not"]
