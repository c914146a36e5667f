"""The turn sequence and the public actions, with an action log that replays.

Thucydide ch. 1, « Séquence de jeu »: each player in turn plays a command
phase (he announces the units he activates), a movement phase (activated
units move; one manoeuvre order per turn), a combat phase (activated units
fight one by one; one attack order and one defence order per combat) and an
end-of-turn phase (victory check). A turn is both players' sequences.

Actions are plain dicts (hexes as labels, units as scenario ids), applied by
``apply``; every applied action is appended to ``state.log``. ``log_yaml``
writes the log with ``editor.io.yaml_emit.dump``; ``replay`` rebuilds the
same state from the scenario, the seed and the log.
"""

from __future__ import annotations

from typing import Any

from editor.core.play_rules import PlayRules
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.io.yaml_emit import dump
from editor.rules import command, victory
from editor.rules.combat import resolve_attack, why_cannot_attack
from editor.rules.movement import movement_range
from editor.rules.state import GameState, new_game

Action = dict[str, Any]
LOG_FORMAT = "hexfield-game-log"


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


def _start_player_turn(state: GameState) -> None:
    state.phase = "command"
    state.manoeuvre_used = False
    for u in state.units.values():
        if u.side == state.active_side:
            u.activated = u.moved = u.attacked = u.road_bonus_used = False


def start(state: GameState) -> GameState:
    """Prepare the first player's command phase (``new_game`` drew who starts)."""
    state.caches["first"] = state.active
    _start_player_turn(state)
    return state


def _end_phase(state: GameState) -> None:
    if state.phase == "command":
        state.phase = "movement"
    elif state.phase == "movement":
        state.phase = "combat"
    else:
        # end of turn: « On constate si l'un des deux camps a rempli les conditions »
        state.phase = "end"
        for side in state.sides:
            if not state.over and victory.demoralised(state, side):
                victory.declare(state, state.enemy_of(side))
        if state.over:
            return
        state.active = 1 - state.active
        if state.active == state.caches.get("first", 0):
            state.turn += 1
            if state.turn > state.max_turns:
                victory.end_of_game_by_turns(state)
                return
        _start_player_turn(state)


def apply(state: GameState, action: Action) -> Any:
    """Apply one action of the active player; raise ``IllegalAction`` if not allowed."""
    if state.over:
        raise IllegalAction("the game is over")
    kind = action.get("type")
    grid = state.scenario.grid
    side = state.active_side
    result: Any = None
    if kind == "end_phase":
        _end_phase(state)
    elif kind == "activate":
        if state.phase != "command":
            raise IllegalAction("units are activated in the command phase")
        ids = list(action["units"])
        why = command.can_activate(state, side, ids)
        if why:
            raise IllegalAction(why)
        for uid in ids:
            state.unit(uid).activated = True
    elif kind == "order":
        result = _order(state, action)
    elif kind == "move":
        unit = _own(state, action["unit"])
        if state.phase != "movement":
            raise IllegalAction("units move in the movement phase")
        if not unit.activated or unit.moved:
            raise IllegalAction(f"{unit.id} is not activated or has already moved")
        to = grid.parse_label(action["to"])
        reach = movement_range(state, unit)
        if to not in reach:
            raise IllegalAction(f"{unit.id} cannot reach {action['to']}")
        unit.road_bonus_used = reach.uses_road_bonus(to)
        state.place(unit, to)
        unit.moved = True
        result = reach.cost(to)
    elif kind == "attack":
        unit = _own(state, action["unit"])
        target = state.unit(action["target"])
        if state.phase != "combat":
            raise IllegalAction("units fight in the combat phase")
        if not unit.activated or unit.attacked:
            raise IllegalAction(f"{unit.id} is not activated or has already fought")
        if unit.road_bonus_used:
            raise IllegalAction(f"{unit.id} used the road bonus: « sans combat »")
        why = why_cannot_attack(state, unit, target)
        if why:
            raise IllegalAction(why)
        a_order, d_order = bool(action.get("attack_order")), bool(action.get("defence_order"))
        _pay(state, side, a_order, state.play.orders.attack_cost, "attack order")
        _pay(state, target.side, d_order, state.play.orders.defence_cost, "defence order")
        unit.attacked = True
        result = resolve_attack(state, unit, target, attack_order=a_order, defence_order=d_order)
    else:
        raise IllegalAction(f"unknown action {kind!r}")
    state.log.append(dict(action))
    return result


def _own(state: GameState, unit_id: str) -> Any:
    unit = state.unit(unit_id)
    if unit.side != state.active_side or not unit.on_map:
        raise IllegalAction(f"{unit_id} is not a unit of the active player on the map")
    return unit


def _pay(state: GameState, side: str, wanted: bool, cost: int, what: str) -> None:
    if not wanted:
        return
    if state.tokens[side] < cost:
        raise IllegalAction(f"{side} has {state.tokens[side]} order tokens, {what} costs {cost}")
    state.tokens[side] -= cost


def _order(state: GameState, action: Action) -> None:
    if action.get("kind") != "manoeuvre":
        raise IllegalAction("attack and defence orders are given with an attack action")
    if state.phase not in ("command", "movement"):
        raise IllegalAction("a manoeuvre order is given before the combat phase")
    if state.manoeuvre_used:
        raise IllegalAction("one manoeuvre order per turn")
    unit = _own(state, action["unit"])
    _pay(state, state.active_side, True, command.manoeuvre_cost(state), "manoeuvre order")
    state.manoeuvre_used = True
    unit.activated = True


# ------------------------------------------------------------------ log


def log_document(state: GameState) -> dict[str, Any]:
    return {
        "format": LOG_FORMAT,
        "version": 1,
        "ruleset": state.ruleset.id,
        "scenario": state.scenario.title,
        "seed": state.seed,
        "options": {"night": state.night, "sight_limit": state.sight_limit or 0},
        "actions": [dict(a) for a in state.log],
    }


def log_yaml(state: GameState) -> str:
    return dump(log_document(state), header="Hexfield game log: scenario + seed + actions.")


def read_log(text: str) -> dict[str, Any]:
    from editor.io.yaml_strict import load_yaml_bytes

    data = load_yaml_bytes(text.encode("utf-8")).data
    if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
        raise ValueError(f"not a {LOG_FORMAT} document")
    return data


def new_started_game(
    scenario: Scenario,
    ruleset: Ruleset,
    play: PlayRules | None = None,
    seed: int = 0,
    **options: Any,
) -> GameState:
    state = new_game(scenario, ruleset, play, seed)
    state.night = bool(options.get("night", False))
    limit = options.get("sight_limit") or 0
    if state.night and state.play.night is not None:
        limit = min(limit or 10**6, state.play.night.sight)
    state.sight_limit = limit or None
    return start(state)


def replay(
    scenario: Scenario, ruleset: Ruleset, log: dict[str, Any], play: PlayRules | None = None
) -> GameState:
    """The state reached by playing ``log`` from the scenario's start."""
    opts = log.get("options") or {}
    state = new_started_game(scenario, ruleset, play, int(log["seed"]), **opts)
    for action in log.get("actions") or ():
        apply(state, action)
    return state
