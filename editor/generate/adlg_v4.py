"""L'Art de la Guerre V4 terrain procedure on a hex map, seeded and logged.

Sequence (V4 p73-76): initiative, choices of the defender (with the
compulsory element) then the attacker, placement of the compulsory element,
the river or coastal zone, the village, the other elements alternately from
the defender, the road last, then the control rolls of the attacker and the
defender. ``generate_layout`` returns a ``LayoutResult``; ``layout_edit``
turns it into one undoable edit of a scenario.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from editor.core.edges import Edge, edge_between
from editor.core.grid import Grid, Orientation, Stagger
from editor.core.hexes import Hex, distance
from editor.core.scenario import Generation, HexTerrain
from editor.generate.adlg_choices import Choices, Pick, choose_elements, roll_initiative
from editor.generate.adlg_control import control
from editor.generate.adlg_data import PROCEDURE, adlg_data
from editor.generate.adlg_place import place_element, place_village
from editor.generate.adlg_players import decide
from editor.generate.adlg_road import place_road
from editor.generate.adlg_state import ATTACKER, DEFENDER, Board, DroppedElement, PlacedElement
from editor.generate.adlg_water import place_coast, place_river
from editor.generate.conversion import explain_conversions
from editor.generate.dice import Dice
from editor.generate.symmetry import symmetrize
from editor.generate.table import Table, table_for
from editor.io.rulesets import load_ruleset

TERRITORIES = ("plain", "forest", "mountain", "desert", "steppe")


@dataclass(frozen=True)
class LayoutParams:
    territory: str
    seed: int
    columns: int = 24
    rows: int = 16
    orientation: Orientation = "flat"
    stagger: Stagger = "odd"
    hex_mm: float = 50.0
    ud_mm: float | None = None
    """One UD in mm; ``None``: the data file's default (40 mm, one 15 mm base width)."""
    ruleset: str = "panache"
    initiative: tuple[int, int] = (0, 0)
    attacker: str | None = None
    """Force player A or B to attack; ``None``: the initiative winner picks."""
    element_counts: dict[str, int | None] = field(default_factory=dict)
    strategists: dict[str, bool] = field(default_factory=dict)
    symmetric: str | None = None
    """``"mirror"`` or ``"rotate"``: the attacker's half copies the defender's."""


@dataclass
class LayoutResult:
    params: LayoutParams
    ud_mm: float
    choices: Choices
    elements: list[PlacedElement]
    log: list[str]
    rolls: list[int]
    terrain: dict[Hex, HexTerrain]
    links: dict[str, set[Edge]]
    table: Table
    dropped: list[DroppedElement] = field(default_factory=list)
    """Chosen elements that found no room (their numbers are not reused)."""

    @property
    def live(self) -> list[PlacedElement]:
        return [e for e in self.elements if not e.removed]

    def generation(self) -> Generation:
        return Generation(PROCEDURE, self.params.seed, list(self.log))


def _label(data: dict[str, Any], pick: Pick, lang: str) -> str:
    text = data["elements"][pick.kind][lang]
    if pick.vegetation:
        text += f" ({data['elements'][pick.vegetation][lang]})"
    return text


_ROLES = {"defender": ("défenseur", "defender"), "attacker": ("attaquant", "attacker")}
_GRIDS = {
    ("flat", "odd"): (
        "côtés plats en haut, colonnes impaires décalées",
        "flat top, odd columns pushed down",
    ),
    ("flat", "even"): (
        "côtés plats en haut, colonnes paires décalées",
        "flat top, even columns pushed down",
    ),
    ("pointy", "odd"): (
        "pointes en haut, rangées impaires décalées",
        "pointy top, odd rows pushed right",
    ),
    ("pointy", "even"): (
        "pointes en haut, rangées paires décalées",
        "pointy top, even rows pushed right",
    ),
}
_SYMMETRIC = {
    "mirror": (
        "en miroir (la moitié de l'attaquant copie celle du défenseur)",
        "mirror (the attacker's half copies the defender's)",
    ),
    "rotate": ("tourné de 180 degrés", "rotated 180 degrees"),
}


def settings_words(params: LayoutParams) -> tuple[str, str]:
    """The parameters of a layout in words, (French, English), for the log's second line."""
    out = []
    for i, lang in enumerate(("fr", "en")):
        fr = lang == "fr"

        def role(r: str, i: int = i) -> str:
            return _ROLES.get(r, (r, r))[i]

        grid = _GRIDS.get((params.orientation, params.stagger))
        attacker = (
            (f"joueur {params.attacker}" if fr else f"player {params.attacker}")
            if params.attacker
            else (
                "au choix du vainqueur de l'initiative" if fr else "the initiative winner's choice"
            )
        )
        counts = [f"{role(r)} {n}" for r, n in sorted(params.element_counts.items()) if n]
        strategists = [role(r) for r, on in sorted(params.strategists.items()) if on]
        none = "aucun" if fr else "none"
        symmetric = _SYMMETRIC.get(params.symmetric or "", ("non", "no"))[i]
        colon = " :" if fr else ":"
        parts = [
            ("règle" if fr else "rules") + f"{colon} {params.ruleset.capitalize()}",
            ("grille" if fr else "grid")
            + f"{colon} {grid[i] if grid else params.orientation + ', ' + params.stagger}",
            ("bonus d'initiative" if fr else "initiative bonus")
            + f"{colon} A {params.initiative[0]:+d}, B {params.initiative[1]:+d}",
            ("attaquant" if fr else "attacker") + f"{colon} {attacker}",
            ("éléments imposés" if fr else "elements set") + f"{colon} {', '.join(counts) or none}",
            ("stratèges" if fr else "strategists") + f"{colon} {', '.join(strategists) or none}",
            ("symétrie" if fr else "symmetry") + f"{colon} {symmetric}",
        ]
        out.append("Paramètres : " + " ; ".join(parts) if fr else "Parameters: " + "; ".join(parts))
    return out[0], out[1]


def generate_layout(params: LayoutParams, data: dict[str, Any] | None = None) -> LayoutResult:
    """The layout ``params`` and its seed give, by the bundled V4 data or by ``data``
    (a copy with a group's house rules, checked first)."""
    if params.territory not in TERRITORIES:
        raise ValueError(
            f"territory must be one of {', '.join(TERRITORIES)}, not {params.territory!r}"
        )
    data = adlg_data(data)
    if params.ruleset not in data["mappings"]:
        raise ValueError(f"no ADLG mapping for the ruleset {params.ruleset!r}")
    ud_mm = float(params.ud_mm or data["ud_mm_default"])
    grid = Grid(params.columns, params.rows, params.orientation, params.stagger)
    table = table_for(grid, params.hex_mm, ud_mm)
    dice = Dice(params.seed)
    terr = data["territories"][params.territory]
    dice.note(
        f"L'Art de la Guerre V4, territoire : {terr['fr']} ; graine {params.seed} ; "
        f"carte {params.columns} x {params.rows}, hexagone {params.hex_mm:g} mm, UD {ud_mm:g} mm",
        f"L'Art de la Guerre V4, territory: {terr['en']}; seed {params.seed}; "
        f"map {params.columns} x {params.rows}, hex {params.hex_mm:g} mm, UD {ud_mm:g} mm",
    )
    dice.note(*settings_words(params))
    board = Board(table, dice, data, params.territory)
    attacker = roll_initiative(
        dice,
        params.initiative,
        params.attacker,
        data["initiative_max_bonus"],
        data["players"]["initiative_role"]["weights"],
    )
    choices = choose_elements(dice, data, params.territory, attacker, params.element_counts)

    _place_elements(board, dice, data, params, choices)
    terrain, links = build_terrain(board, params.ruleset)
    # Why a brush-covered hill is a « Colline escarpée »: the mapping's reasons.
    explain_conversions(board, load_ruleset(params.ruleset), data["mappings"][params.ruleset], dice)
    return LayoutResult(
        params,
        ud_mm,
        choices,
        board.elements,
        dice.log,
        dice.rolls,
        terrain,
        links,
        table,
        list(board.dropped),
    )


def _place_elements(
    board: Board, dice: Dice, data: dict[str, Any], params: LayoutParams, choices: Choices
) -> None:
    """V4's placing order (p75-77): the compulsory element, the water, the
    village, the others in turn, the road; then the players' control of terrain."""
    picks = {role: list(choices.picks[role]) for role in (DEFENDER, ATTACKER)}
    # 1. the compulsory element, placed by the defender.
    comp = picks[DEFENDER].pop(0)
    place_element(
        board,
        comp.kind,
        DEFENDER,
        _label(data, comp, "fr"),
        _label(data, comp, "en"),
        compulsory=True,
        vegetation=comp.vegetation,
    )
    # 2. the river or coastal zone.
    for role in (DEFENDER, ATTACKER):
        for p in [p for p in picks[role] if p.kind in ("river", "coast")]:
            picks[role].remove(p)
            (place_river if p.kind == "river" else place_coast)(board, role)
    # 3. the village (defender), possibly on one of the defender's hills.
    roads = [(role, p) for role in (DEFENDER, ATTACKER) for p in picks[role] if p.kind == "road"]
    for role, p in roads:
        picks[role].remove(p)
    village = _village(board, dice, data, picks[DEFENDER])
    # 4. the others, alternately from the defender.
    for role, p in _alternately(picks[DEFENDER], picks[ATTACKER]):
        place_element(
            board,
            p.kind,
            role,
            _label(data, p, "fr"),
            _label(data, p, "en"),
            vegetation=p.vegetation,
        )
    if params.symmetric:
        symmetrize(board, params.symmetric)
    # 5. the road, last; a village away from the water gets a free one.
    needs = village is not None and village.needs_road
    if roads:
        place_road(board, roads[0][0], village if needs else None, free=False)
    elif needs:
        place_road(board, DEFENDER, village, free=True)
    # 6. control: the attacker, then the defender (not in the symmetric mode).
    if params.symmetric:
        dice.note(
            "Mode symétrique : pas de contrôle du terrain", "Symmetric mode: no terrain control"
        )
    else:
        control(board, choices.chosen_count, params.strategists)


def _village(
    board: Board, dice: Dice, data: dict[str, Any], picks: list[Pick]
) -> PlacedElement | None:
    """The defender's village, if among his ``picks`` (taken from them), on one
    of his hills when the player's chance says so (the hill taken too)."""
    vil = [p for p in picks if p.kind == "village"]
    if not vil:
        return None
    picks.remove(vil[0])
    hills = [p for p in picks if p.kind in ("soft_hill", "steep_hill")]
    on_hill = None
    if hills and decide(dice, data["players"]["village_on_hill"]["chance"]):
        picks.remove(hills[0])
        on_hill = hills[0].kind
        dice.note(
            f"Le défenseur pose le village sur sa {data['elements'][on_hill]['fr']}",
            f"The defender puts the village on his {data['elements'][on_hill]['en']}",
        )
    return place_village(
        board, data["elements"]["village"]["fr"], data["elements"]["village"]["en"], on_hill
    )


def _alternately(defender: list[Pick], attacker: list[Pick]) -> list[tuple[str, Pick]]:
    """The elements left, one each in turn from the defender's."""
    queue: list[tuple[str, Pick]] = []
    for i in range(max(len(defender), len(attacker))):
        if i < len(defender):
            queue.append((DEFENDER, defender[i]))
        if i < len(attacker):
            queue.append((ATTACKER, attacker[i]))
    return queue


def build_terrain(board: Board, ruleset: str) -> tuple[dict[Hex, HexTerrain], dict[str, set[Edge]]]:
    """Ruleset elements per hex and the links of the watercourse and the road."""
    data = board.data
    mapping = data["mappings"][ruleset]
    cells: dict[Hex, set[str]] = {}
    links: dict[str, set[Edge]] = {}

    def add(hexes, ids) -> None:
        for h in hexes:
            cells.setdefault(h, set()).update(ids)

    river_cross: list[str] = []
    for e in board.live():
        if e.kind == "river":
            key = e.difficulty or "rough"
            if key == "impassable" and e.width_hexes > 1:
                key = "impassable_wide"
            spec = mapping["river"][key]
            add(e.hexes, spec["elements"])
            river_cross = spec["crossing"]
            for path in e.paths:
                _link(links, spec["link"], path)
        elif e.kind == "road":
            add(e.hexes, mapping["road"])
            _link(links, mapping["road"][0], e.paths[0])
        elif e.kind == "impassable":
            add(e.hexes, mapping["impassable"][board.territory])
        else:
            add(e.hexes, mapping[e.kind])
            if e.vegetation:
                add(e.hexes, mapping[e.vegetation])
            if e.on_hill:
                add(e.hexes, mapping[e.on_hill])
    water = board.water()
    for h in board.road_hexes() & water:
        cells[h].update(river_cross)
    terrain = {h: HexTerrain(frozenset(ids)) for h, ids in cells.items() if ids}
    return terrain, links


def _link(links: dict[str, set[Edge]], element: str, path: tuple[Hex, ...]) -> None:
    for a, b in itertools.pairwise(path):
        if distance(a, b) == 1:
            links.setdefault(element, set()).add(edge_between(a, b))
