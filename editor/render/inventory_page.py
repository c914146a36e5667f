"""The terrain inventory on the sheet: one table per kind of piece, each line
with its count and its *Where* (ranges of hexes, sides per hex, roads and
watercourses line by line), so that a player lays the table from it.
"""

from __future__ import annotations

from collections import Counter

from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario
from editor.render import limits
from editor.render.inventory import Inventory, count_terrain
from editor.render.sheet_pages import Flow
from editor.render.sheet_text import tr
from editor.render.style import Style
from editor.render.where_text import Cell, edge_places, hex_places, side_letters

WIDTHS = (0.3, 0.11, 0.59)
LINEAR_WIDTHS = (0.2, 0.08, 0.1, 0.1, 0.52)


def _name(ruleset: Ruleset, any_id: str, lang: str) -> str:
    try:
        return ruleset.name(any_id, lang)
    except KeyError:
        return any_id


def number(n: int, lang: str) -> str:
    """``n`` with its thousands apart (« 91 880 », "91,880")."""
    return f"{n:,}".replace(",", "\u202f" if lang != "en" else ",")


def where_text(places: list[str], left: int, lang: str, unit: str = "more_hexes") -> str:
    """Places in map order (the cell wraps), then how many more the map shows."""
    text = ", ".join(places)
    if left:
        text += " " + tr(unit, lang, n=number(left, lang))
    return text


def hexes_where(cells: list[Cell], digits: int, lang: str) -> str:
    """Every hex of ``cells`` as ranges; past ``limits.WHERE_LIMIT`` places, a count."""
    return where_text(*hex_places(cells, digits, limits.WHERE_LIMIT), lang)


def line_where(lines: list[list[Cell]], digits: int, lang: str) -> str:
    """Each line hex by hex from one end to the other (runs down a column as
    ranges), lines apart by semicolons; ``limits.WHERE_LIMIT`` places in all."""
    if len(lines) == 1:
        return hexes_where(lines[0], digits, lang)
    room, parts, left = limits.WHERE_LIMIT, [], 0
    for i, line in enumerate(lines, 1):
        shown, rest = hex_places(line, digits, room) if room else ([], len(line))
        room -= len(shown)
        left += rest
        if shown:
            parts.append(f"{tr('line_n', lang, n=i)}{tr('colon', lang)}{', '.join(shown)}")
    return where_text([("; " if lang == "en" else " ; ").join(parts)] if parts else [], left, lang)


def draw_inventory(
    flow: Flow,
    scenario: Scenario,
    ruleset: Ruleset,
    lang: str,
    style: Style | None = None,
    inventory: Inventory | None = None,
) -> Inventory:
    """The inventory pages (``inventory``: already counted, else counted here)."""
    inv = inventory if inventory is not None else count_terrain(scenario, ruleset, style)
    digits = scenario.grid.label_digits
    flow.heading(tr("inventory", lang), size=16.0)
    flow.paragraph(tr("inventory_intro", lang))
    if inv.elements:
        rows = _hex_rows(inv, inv.elements, ruleset, lang, digits)
        _table(flow, lang, tr("hexes_of", lang), ("element", "hexes"), rows, inv.elements)
    if inv.composites:
        rows = _hex_rows(inv, inv.composites, ruleset, lang, digits)
        title = tr("hexes_of_composite", lang)
        _table(flow, lang, title, ("composite", "hexes"), rows, inv.composites)
    if inv.edges:
        rows = _edge_rows(inv, ruleset, lang, digits)
        _table(flow, lang, tr("edge_segments", lang), ("element", "segments"), rows, inv.edges)
    _linear(flow, inv, ruleset, lang, digits)
    return inv


def _by_count(counter: Counter[str]) -> list[tuple[str, int]]:
    """Most counted first, then by id."""
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))


def _table(
    flow: Flow,
    lang: str,
    title: str,
    columns: tuple[str, str],
    rows: list[list[str]],
    counter: Counter[str],
) -> None:
    """One table of counts: ``columns`` the keys of its first two headings, a
    total row under ``rows``."""
    rows.append([f"Total ({len(counter)})", str(sum(counter.values())), ""])
    header = [tr(columns[0], lang), tr(columns[1], lang), tr("where", lang)]
    flow.table(header, rows, WIDTHS, align_right=(1,), title=title)


def _hex_rows(
    inv: Inventory, counter: Counter[str], ruleset: Ruleset, lang: str, digits: int
) -> list[list[str]]:
    """A row per hex terrain counted in ``counter``; a hill by level when it has several."""
    rows = []
    for i, n in _by_count(counter):
        if i == inv.hill and len(inv.levels) > 1:
            rows.append([_name(ruleset, i, lang), str(n), tr("by_level", lang)])
            for level, k in sorted(inv.levels.items()):
                label = "    " + tr("hill_level", lang, n=level)
                where = hexes_where(inv.level_where[level], digits, lang)
                rows.append([label, str(k), where])
            continue
        rows.append([_name(ruleset, i, lang), str(n), hexes_where(inv.where[i], digits, lang)])
    return rows


def _edge_rows(inv: Inventory, ruleset: Ruleset, lang: str, digits: int) -> list[list[str]]:
    """A row per obstacle along hex sides, its sides in the reader's letters."""
    return [
        [
            _name(ruleset, e, lang),
            str(n),
            where_text(
                *edge_places(
                    [(c, i, side_letters(n, lang)) for c, i, n in inv.edge_where[e]],
                    digits,
                    limits.WHERE_LIMIT,
                ),
                lang,
                "more_sides",
            ),
        ]
        for e, n in _by_count(inv.edges)
    ]


def _linear(flow: Flow, inv: Inventory, ruleset: Ruleset, lang: str, digits: int) -> None:
    """Roads and watercourses (lines, segments, hexes), then bridges and fords."""
    ids = sorted(set(inv.connected) | set(inv.lines)) + sorted(inv.crossings)
    if not ids:
        return
    rows = []
    for i in ids:
        if i in inv.crossings:
            cells = hexes_where(inv.where[i], digits, lang)
            rows.append([_name(ruleset, i, lang), "", "", str(inv.crossings[i]), cells])
            continue
        lines = inv.lines.get(i, [])
        rows.append(
            [
                _name(ruleset, i, lang),
                str(len(lines)),
                str(inv.segments[i]),
                str(inv.connected[i]),
                line_where(lines, digits, lang),
            ]
        )
    flow.table(
        [
            tr("element", lang),
            tr("lines", lang),
            tr("segments", lang),
            tr("hexes", lang),
            tr("where", lang),
        ],
        rows,
        LINEAR_WIDTHS,
        align_right=(1, 2, 3),
        title=tr("linear", lang),
    )
