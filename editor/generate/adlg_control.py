"""Control of the terrain (V4 p75-76): after the placement each player may try to
move, pivot or remove elements.

How many controls a player has follows the elements he chose (``control_count``:
4 elements, none; 3, one; 2, two) and a strategist has more
(``strategist_extra_controls``). The attacker goes first. Village, road, river
and coastal zone are never controlled (``never_controlled``). The 1D6 reads the
``control`` table: 1-2 it stays; 3-4 move up to 4 UD; 5 move up to 6 UD, pivot,
or remove it if impassable; 6 move up to 6 UD, pivot or remove it (never the
compulsory one, and only if no element was removed that way before). What the player does when
the face allows several things is in ``players:`` (``control_target``,
``control_remove``, ``control_move_or_pivot``). A moved or pivoted element keeps
its position die (edge or water, or ``edge_gap_ud`` from the edges), stays off
other elements and, if impassable, out of the central sectors and off the road.
"""

from __future__ import annotations

from editor.core.hexes import Hex, hex_range
from editor.core.phrases import counted
from editor.generate.adlg_players import decide, pick
from editor.generate.adlg_state import (
    ATTACKER,
    DEFENDER,
    Board,
    PlacedElement,
    role_en,
    role_fr,
)
from editor.generate.footprint import Footprint
from editor.io.generator_data import band


def controls_for(board: Board, chosen: int, strategist: bool) -> int:
    """Control rolls for a player who chose ``chosen`` elements (p76). A player the
    territory left short of the minimum counts as having chosen the minimum."""
    data = board.data
    bounds = data["elements_chosen"]
    n = int(data["control_count"][str(min(bounds["max"], max(bounds["min"], chosen)))])
    return n + (int(data["strategist_extra_controls"]) if strategist else 0)


def _fits(board: Board, e: PlacedElement, fp: Footprint) -> bool:
    t = board.table
    if any(h not in t.hexes for h in fp.hexes):
        return False
    if fp.hexes & board.occupied(but=e):
        return False
    if board.is_impassable(e.kind) and fp.hexes & board.road_hexes():
        return False
    if not board.central_ok(e.kind, fp.hexes):
        return False
    return board.position_ok(fp.hexes, e.position)


def _move(board: Board, e: PlacedElement, limit_ud: float) -> bool:
    t, rng = board.table, board.dice.rng
    fp, anchor = e.footprint, e.anchor
    if fp is None or anchor is None:
        return False
    limit = t.mm(limit_ud) + 1e-6
    reach = int(limit / (t.hex_mm * 0.866)) + 1
    steps = [d for d in hex_range(Hex(0, 0), reach) if d != Hex(0, 0)]
    steps = [d for d in steps if t.distance_mm(anchor, anchor + d) <= limit]
    rng.shuffle(steps)
    for d in steps:
        moved = fp.moved(d)
        if _fits(board, e, moved):
            e.moves.append((fp.anchor, moved.anchor, limit_ud))
            _apply(e, moved)
            e.moved = True
            return True
    return False


def _pivot(board: Board, e: PlacedElement) -> bool:
    fp = e.footprint
    if fp is None:
        return False
    turns = [1, 2, 3, 4, 5]
    board.dice.shuffle(turns)
    for k in turns:
        turned = fp.pivoted(k)
        if _fits(board, e, turned):
            _apply(e, turned)
            e.pivoted = True
            return True
    return False


def _apply(e: PlacedElement, fp: Footprint) -> None:
    e.hexes, e.anchor, e.angle = fp.hexes, fp.anchor, fp.angle


def control(board: Board, counts: dict[str, int], strategists: dict[str, bool]) -> None:
    dice = board.dice
    players = board.data["players"]
    removal_odds = players["control_remove"]["chance"]
    removed_once = False
    fixed = set(board.data["never_controlled"])
    for role in (ATTACKER, DEFENDER):
        n = controls_for(board, counts[role], strategists.get(role, False))
        controls = counted(
            n,
            ("terrain control", "terrain controls"),
            ("contrôle de terrain", "contrôles de terrain"),
        )
        dice.note(f"{role_fr(role)} : {controls.fr}", f"{role_en(role)}: {controls.en}")
        for _ in range(n):
            targets = [e for e in board.live() if e.kind not in fixed]
            if not targets:
                break
            if players["control_target"]["opponent_first"]:
                theirs = [e for e in targets if e.owner != role]
                targets = theirs or targets
            e = dice.choose(targets)
            name_fr, name_en = e.name(board.data, "fr"), e.name(board.data, "en")
            roll = dice.roll(
                f"{role_fr(role)}, contrôle de l'élément {e.index} ({name_fr})",
                f"{role_en(role)}, control of element {e.index} ({name_en})",
            )
            row = band(board.data["control"], roll)
            dice.note(f"-> {row['fr']}", f"-> {row['en']}")
            move_ud, removal = row.get("move_ud"), row.get("remove")
            may_pivot = bool(row.get("pivot", False))
            if removal == "impassable":
                may_remove = board.is_impassable(e.kind)
            elif removal == "once_not_compulsory":
                may_remove = not e.compulsory and not removed_once
            else:
                may_remove = False
            if may_remove and decide(dice, removal_odds[removal]):
                e.removed = True
                removed_once = removed_once or removal == "once_not_compulsory"
                dice.note(f"L'élément {e.index} est retiré", f"Element {e.index} is removed")
                continue
            if may_pivot and move_ud:
                action = pick(dice, ("move", "pivot"), players["control_move_or_pivot"]["weights"])
            else:
                action = "move" if move_ud else ("pivot" if may_pivot else "stay")
            if action == "stay":
                continue
            before = board.table.grid.label(e.anchor) if e.anchor else "?"
            done = _pivot(board, e) if action == "pivot" else _move(board, e, move_ud or 0)
            if not done:
                dice.note("Aucune place : l'élément reste en place", "No room: the element stays")
            elif action == "pivot":
                dice.note(f"L'élément {e.index} pivote", f"Element {e.index} pivots")
            else:
                after = board.table.grid.label(e.anchor) if e.anchor else "?"
                dice.note(
                    f"L'élément {e.index} est déplacé de {before} à {after}",
                    f"Element {e.index} moves from {before} to {after}",
                )
