"""``hexfield query FILE ...``: rules questions on a scenario, as text or JSON.

    hexfield query FILE terrain HEX          elements, height and effects of a hex
    hexfield query FILE move UNIT            reachable hexes with cost and path
    hexfield query FILE los HEX HEX          visible or not, and what blocks
    hexfield query FILE attack UNIT UNIT     dice with the explanation
    hexfield query FILE support UNIT         supported or not, and why

Hexes are labels (``0307``), units scenario ids. Exit 0 on an answer, 2 on a
bad question (unknown hex or unit) or an unreadable scenario. No Qt.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from editor.commands.options import language_option
from editor.core.hexes import Hex, line
from editor.core.phrases import counted, in_language
from editor.core.ruleset_summary import summarize
from editor.rules.combat import dice_for_attack
from editor.rules.context import GameContext, GameSetupError, Options
from editor.rules.game import game_context
from editor.rules.movement import movement_range
from editor.rules.position import Position, occupant
from editor.rules.setup import scenario_position
from editor.rules.sight import line_of_sight
from editor.rules.support import support
from editor.rules.terrain import key


class QueryError(Exception):
    """A question that cannot be answered; the message says what to fix."""


def register(subparsers: Any) -> None:
    """Add the ``query`` sub-command to an argparse sub-parser set."""
    p = subparsers.add_parser("query", help="answer rules questions on a scenario")
    p.add_argument("file", help="scenario file (.yaml)")
    _format(p, "text")
    p.add_argument("--night", action="store_true", help="darkness optional rule (Annexe 3)")
    p.add_argument("--lang", **language_option("the sentences (summaries, explanations)"))
    q = p.add_subparsers(
        dest="question", required=True, metavar="QUESTION", help="what to ask (each has --help)"
    )
    t = q.add_parser("terrain", help="elements and effects of a hex")
    t.add_argument("hex", help="the hex, as its label CCRR (0307: column 3, row 7)")
    m = q.add_parser("move", help="reachable hexes of a unit, with cost")
    m.add_argument("unit", help="the unit's id in the scenario")
    s = q.add_parser("los", help="line of sight between two hexes")
    s.add_argument("a", help="the hex looking (CCRR)")
    s.add_argument("b", help="the hex looked at (CCRR)")
    a = q.add_parser("attack", help="dice of an attack, term by term")
    a.add_argument("attacker", help="the attacking unit's id")
    a.add_argument("defender", help="the defending unit's id")
    a.add_argument("--attack-order", action="store_true", help="the attacker has an attack order")
    a.add_argument("--defence-order", action="store_true", help="the defender has a defence order")
    u = q.add_parser("support", help="whether a unit is supported")
    u.add_argument("unit", help="the unit's id in the scenario")
    u.add_argument("--attacked-by", default=None, help="the unit attacking it")
    for sub in (t, m, s, a, u):
        _format(sub, argparse.SUPPRESS)
    p.set_defaults(handler=run)


def _format(p: argparse.ArgumentParser, default: str) -> None:
    p.add_argument(
        "--format",
        choices=("text", "json"),
        default=default,
        help="text for a person, json for a program (default text)",
    )


class _Board:
    """The scenario's context and its units where the file puts them."""

    def __init__(self, ctx: GameContext) -> None:
        self.ctx = ctx
        self.pos: Position = scenario_position(ctx)
        self.scenario = ctx.scenario
        self.terrain = ctx.terrain
        self.ruleset = ctx.ruleset


def _load(path: str, night: bool) -> _Board:
    from editor.io.scenario_file import read_scenario

    result = read_scenario(path)
    if not result.ok or result.scenario is None or result.ruleset is None:
        msgs = "\n".join(str(d) for d in result.diagnostics[:10])
        raise QueryError(f"{path}: cannot load the scenario\n{msgs}")
    try:
        ctx = game_context(
            result.scenario, result.ruleset, Options(night=night), require_sides=False
        )
    except GameSetupError as exc:
        raise QueryError(f"{path}: {exc}") from None
    return _Board(ctx)


def _hex(state: _Board, label: str) -> Hex:
    grid = state.scenario.grid
    try:
        h = grid.parse_label(label)
    except (ValueError, KeyError) as exc:
        raise QueryError(f"unknown hex {label!r}: {exc}") from None
    if h not in grid:
        raise QueryError(f"unknown hex {label!r}: not on the {grid.columns} x {grid.rows} map")
    return h


def _unit(state: _Board, uid: str) -> int:
    ctx = state.ctx
    index = ctx.piece_index.get(uid)
    if index is None or ctx.pieces[index].decoy:
        if len(ctx.sides) != 2:
            sides = counted(len(ctx.sides), ("side", "sides"), ("camp", "camps"))
            raise QueryError(
                f"the scenario has {sides.en}: a question about unit {uid!r} "
                "needs the two sides and their units (add them in the Forces panel)"
            )
        known = ", ".join(sorted(p.id for p in ctx.pieces if not p.decoy)) or "none"
        raise QueryError(f"unknown unit {uid!r} (units: {known})")
    if state.pos.at[index] < 0:
        raise QueryError(f"unit {uid} is not on the map")
    return index


def _effects(state: _Board, eid: str, lang: str) -> dict[str, Any]:
    el = state.ruleset.elements[eid]
    rows = [
        {
            "direction": r.direction,
            "movement": [_eff(e) for e in r.movement],
            "combat": [_eff(e) for e in r.combat],
        }
        for r in el.rows
    ]
    return {"element": eid, "name": el.names.get(lang), "masks": el.masks, "rows": rows}


_OPEN_GROUND = {"en": "open ground", "fr": "terrain clair"}


def _eff(e: Any) -> str:
    return f"{e.kind} {e.n}" if e.n is not None else e.kind


def answer(state: _Board, args: argparse.Namespace) -> dict[str, Any]:
    """The answer as plain data (the JSON output)."""
    if args.question not in _ANSWERS:
        raise QueryError(f"unknown question {args.question!r}")
    return _ANSWERS[args.question](state, args)


def _lang(args: argparse.Namespace) -> str:
    """The words' language; the keys and ids stay as files write them."""
    return str(getattr(args, "lang", "en"))


def _terrain(state: _Board, args: argparse.Namespace) -> dict[str, Any]:
    """A hex's terrain, its effects, its obstacles and its unit."""
    lab, lang = state.scenario.grid.label, _lang(args)
    h = _hex(state, args.hex)
    els = sorted(state.terrain.elements_at(h))
    edges = [
        {
            "edge": f"{lab(o.edge.hex)}-{lab(o.edge.far_hex)}",
            "element": o.element,
            "facing": lab(o.facing),
        }
        for o in sorted(state.scenario.obstacles.values())
        if o.edge.touches(h)
    ]
    occ = occupant(state.pos).get(key(h))
    unit = state.ctx.pieces[occ] if occ is not None else None
    return {
        "hex": lab(h),
        "elements": els,
        "height": state.terrain.height_at(h),
        "summary": summarize(state.ruleset, els, lang) if els else _OPEN_GROUND[lang],
        "effects": [_effects(state, e, lang) for e in els],
        "edges": edges,
        "unit": unit.id if unit is not None else None,
    }


def _move(state: _Board, args: argparse.Namespace) -> dict[str, Any]:
    """Where a unit can move, at what cost, by which path."""
    ctx, pos, lab = state.ctx, state.pos, state.scenario.grid.label
    index = _unit(state, args.unit)
    reach = movement_range(ctx, pos, index)
    return {
        "unit": args.unit,
        "from": ctx.label(pos.at[index]),
        "allowance": ctx.pieces[index].movement,
        "reachable": [
            {
                "hex": lab(h),
                "cost": c,
                "path": [lab(p) for p in reach.path(h)],
                "road_bonus": reach.uses_road_bonus(h),
            }
            for h, c in reach.items()
        ],
    }


def _los(state: _Board, args: argparse.Namespace) -> dict[str, Any]:
    """Whether one hex sees another, and what blocks the line."""
    ctx, pos, lab = state.ctx, state.pos, state.scenario.grid.label
    a, b = _hex(state, args.a), _hex(state, args.b)
    s = line_of_sight(ctx, pos, a, b)
    return {
        "from": lab(a),
        "to": lab(b),
        "visible": s.visible,
        "blocked_at": lab(s.blocked_at) if s.blocked_at else None,
        "reason": s.reason or None,
        "line": [lab(h) for h in line(a, b)],
    }


def _attack(state: _Board, args: argparse.Namespace) -> dict[str, Any]:
    """An attack's dice, term by term, and the words that explain them."""
    ctx, pos, lang = state.ctx, state.pos, _lang(args)
    att, dfd = _unit(state, args.attacker), _unit(state, args.defender)
    d = dice_for_attack(
        ctx, pos, att, dfd, attack_order=args.attack_order, defence_order=args.defence_order
    )
    return {
        "attacker": args.attacker,
        "defender": args.defender,
        "allowed": d.allowed,
        "why_not": d.why_not or None,
        "dice": d.dice,
        "base": [{"term": t, "dice": n} for t, n in d.base],
        "terrain": [
            {
                "element": s.element,
                "direction": s.direction,
                "where": s.where,
                "effect": _eff(s.effect),
            }
            for s in d.sources
        ],
        "combined": d.count.explain(lang) if d.count else None,
        "no_special": bool(d.count and d.count.no_special),
        "defender_ignores_flags": d.defender_ignores_flags,
        "ignore_reasons": [in_language(r, lang) for r in d.ignore_reasons],
        "passage_losses": [{"obstacle": e, "dice": n} for e, n in d.passage_losses],
        "attacker_supported": list(d.attacker_supported),
        "defender_supported": list(d.defender_supported),
        "explanation": d.explain(lang),
    }


def _support(state: _Board, args: argparse.Namespace) -> dict[str, Any]:
    """Whether a unit is supported, by whom, and why."""
    ctx, pos = state.ctx, state.pos
    index = _unit(state, args.unit)
    by = _unit(state, args.attacked_by) if args.attacked_by else None
    r = support(ctx, pos, index, attacker=by)
    return {
        "unit": args.unit,
        "supported": r.supported,
        "reasons": list(r.reasons),
        "supporters": list(r.supporters),
    }


_ANSWERS: dict[str, Callable[[_Board, argparse.Namespace], dict[str, Any]]] = {
    "terrain": _terrain,
    "move": _move,
    "los": _los,
    "attack": _attack,
    "support": _support,
}
"""Each question of ``hexfield query`` and the function that answers it."""


def _row(r: dict[str, Any]) -> str:
    parts = [f"{k} {', '.join(r[k])}" for k in ("movement", "combat") if r[k]]
    return f"{r['direction']}: {'; '.join(parts) or '-'}"


def _text(question: str, data: dict[str, Any]) -> str:
    """Plain text: one ``key: value`` line each, lists indented."""
    lines = []
    for k, v in data.items():
        if question == "terrain" and k == "effects":
            lines.append("effects:")
            for e in v:
                mask = ", masks" if e["masks"] else ""
                rows = " | ".join(_row(r) for r in e["rows"]) or "no effect"
                lines.append(f"  {e['element']} ({e['name']}{mask}): {rows}")
        elif question == "move" and k == "reachable":
            lines.append(f"reachable ({len(v)}):")
            for r in v:
                bonus = " (road bonus: no combat)" if r["road_bonus"] else ""
                lines.append(f"  {r['hex']} cost {r['cost']} via {' '.join(r['path'])}{bonus}")
        elif question == "attack" and k in ("base", "terrain"):
            continue
        elif k == "explanation":
            lines.append("explanation:")
            lines.extend(f"  {line}" for line in v)
        elif isinstance(v, list) and v and isinstance(v[0], dict):
            lines.append(f"{k}:")
            lines.extend("  " + ", ".join(f"{a}={b}" for a, b in item.items()) for item in v)
        elif isinstance(v, list):
            lines.append(f"{k}: {', '.join(str(x) for x in v) if v else '-'}")
        else:
            lines.append(f"{k}: {'-' if v is None else v}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """The handler: print the answer; exit 2 with a message on a bad question."""
    try:
        state = _load(args.file, args.night)
        data = answer(state, args)
    except (QueryError, OSError) as exc:
        print(f"hexfield query: {exc}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(_text(args.question, data))
    return 0
