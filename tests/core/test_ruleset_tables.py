"""The annexes' terrain tables, typed in from the rulebooks, against the ruleset files.

One case per table row (per direction) of each ruleset: natural elements,
permanent artificial elements, field works, passage losses. The expected
values below are copied from Panache and Thucydide, Annexe 1; a typo in a
YAML file makes one of these fail.

Cell shorthand: movement "stop", "-1 hex", "impassable", "stop after",
"stop before and after", "+1 hex road", "crosses", "as road"; combat "max 2",
"-1 die", "no special", "normal", "no combat if impossible"; "X unless a|b+c"
= « X sauf a, ou b avec c ».
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from editor.core.effects import Effect
from editor.core.ruleset import Ruleset
from editor.core.terrain_element import Element, Note, Prohibition
from editor.io.rulesets import RulesetError, load_ruleset

P, T = "panache", "thucydide"
# « Interdit Artillerie et véhicules sauf par route »
AV_ROAD = "artillerie+vehicules any unless route"
AV_ANY = "artillerie+vehicules any"  # « Interdit Art et véhicules » in a direction-less row
AV_INTO = "artillerie+vehicules into"  # « Non/Interdit Art et véhicules » in the « Vers » cell
IGN1 = "ignores 1 flags: artillerie+infanterie"  # « Défenseur ignore 1 drapeau si Inf. ou art. »
IGN2 = "ignores 2 flags: artillerie+infanterie"
RIPOSTE = "supported in riposte: artillerie+infanterie"  # « compte « soutenu » en riposte »
LOSSES = "passage losses"  # « Attaquant subit pertes de passage »

MOVE = {
    "impassable": "impassable",
    "stop": "stop",
    "stop_before_and_after": "stop before and after",
    "stop_after": "stop after",
    "crosses_underlying": "crosses",
    "as_road": "as road",
}
FIGHT = {
    "no_special": "no special",
    "normal": "normal",
    "no_combat_on_impossible_terrain": "no combat if impossible",
}


def _unless(effect: Effect | Prohibition) -> str:
    if not effect.unless:
        return ""
    alts = ["+".join(sorted((*e.elements, *e.classes, *e.capabilities))) for e in effect.unless]
    return " unless " + "|".join(alts)


def fmt_effect(e: Effect) -> str:
    if e.kind == "minus_hex":
        text = f"-{e.n} hex"
    elif e.kind == "road_bonus":
        text = f"+{e.n} hex road"
    elif e.kind == "minus_dice":
        text = f"-{e.n} die"
    elif e.kind == "max_dice":
        text = f"max {e.n}"
    else:
        text = MOVE.get(e.kind) or FIGHT[e.kind]
    return text + _unless(e)


def fmt_prohibition(p: Prohibition) -> str:
    return f"{'+'.join(sorted(p.classes))} {p.direction}{_unless(p)}"


def fmt_note(n: Note) -> str:
    who = "+".join(sorted(n.classes))
    return {
        "defender_ignores_flags": f"ignores {n.n} flags: {who}",
        "defender_supported_in_riposte": f"supported in riposte: {who}",
        "defender_supported": f"supported: {who}",
        "attacker_passage_losses": LOSSES,
        "no_support_on_impossible_terrain": "no support if impossible",
        "cuts_road": "cuts road",
        "place_remove_minus_hex": f"place/remove -{n.n} hex",
    }[n.kind]


def element_rows(
    rulesets: tuple[str, ...],
    element: str,
    *rows: tuple[str, list[str], list[str]],
    masks: bool,
    forbid: tuple[str, ...] = (),
    notes: tuple[str, ...] = (),
) -> list[Any]:
    """pytest params: one per (ruleset, table row); masque and note belong to the element."""
    return [
        pytest.param(rs, element, d, mv, cb, masks, forbid, notes, id=f"{rs}-{element}-{d}")
        for rs in rulesets
        for d, mv, cb in rows
    ]


BOTH = (P, T)

# The three effects tables, row by row. Kept as tables: ruff format leaves them be.
# fmt: off
# Annexe 1, « Éléments naturels de terrain » (effects table).
NATURAL = [
    *element_rows(BOTH, "foret", ("into", ["stop"], ["max 2"]), ("from", [], ["max 2"]),
                  masks=True, forbid=(AV_ROAD,)),
    *element_rows(BOTH, "colline", ("uphill", [], ["max 2"]), ("downhill", [], ["max 3"]),
                  masks=True),
    *element_rows(BOTH, "rocaille", ("into", ["-1 hex"], ["-1 die"]),
                  ("from", ["-1 hex"], ["max 2"]), masks=False, forbid=(AV_ROAD,)),
    *element_rows(BOTH, "marais", ("into", ["stop"], ["max 2"]), ("from", [], ["max 2"]),
                  masks=False, forbid=(AV_ROAD,)),
    *element_rows(BOTH, "montagne", ("any", ["impassable unless route"], []), masks=True),
    *element_rows(BOTH, "sable", ("into", ["stop unless chameliers"], ["max 2"]),
                  ("from", [], ["max 2"]), masks=False),
    *element_rows(BOTH, "neige", ("into", ["stop unless skieurs"], ["max 2"]),
                  ("from", [], ["max 2"]), masks=False),
    *element_rows(BOTH, "lac", ("any", ["impassable unless barques"], []), masks=False),
    *element_rows(BOTH, "riviere", ("any", ["impassable unless gue|pont|barques"], []),
                  masks=False),
    *element_rows(BOTH, "fleuve", ("any", ["impassable unless pont|barques"], []), masks=False),
    *element_rows(BOTH, "gue", ("into", ["stop"], ["normal"]), ("from", [], ["max 2"]),
                  masks=False, notes=("cuts road",)),
    *element_rows(BOTH, "ruisseau", ("into", ["stop"], ["normal"]), ("from", [], ["max 2"]),
                  masks=False, notes=("cuts road",)),
    # Panache only: the two « Éléments naturels particuliers » rows.
    *element_rows((P,), "eboulis", ("any", ["stop before and after"], ["no special"]),
                  masks=False, forbid=(AV_ANY,), notes=(IGN1, LOSSES)),
    *element_rows((P,), "falaise", ("any", ["impassable"], []), masks=True),
]

# Annexe 1, « Éléments artificiels permanents ».
ARTIFICIAL = [
    *element_rows(BOTH, "route", ("any", ["+1 hex road", "crosses"], ["no combat if impossible"]),
                  masks=False, notes=("no support if impossible",)),
    *element_rows(BOTH, "pont", ("any", ["as road"], ["normal"]), masks=False),
    *element_rows(BOTH, "habitations", ("into", ["stop"], ["max 2"]), ("from", [], ["max 2"]),
                  masks=True, forbid=(AV_ROAD,), notes=("supported: infanterie",)),
    # « Mur ou palissade »: one row for both.
    *[
        row
        for wall in ("palissade", "mur")
        for row in element_rows(BOTH, wall, ("into", ["-1 hex"], ["max 2", "no special"]),
                                ("from", ["stop after"], ["normal"]),
                                masks=True, forbid=(AV_INTO,), notes=(IGN1,))
    ],
    *element_rows((T,), "muraille",
                  ("into", ["impassable unless equipement_siege+infanterie"],
                   ["max 2", "no special"]),
                  ("from", [], ["normal"]), masks=True, notes=(IGN2, RIPOSTE)),
]

_STOP_BOTH_SIDES = ("any", ["stop before and after"], ["no special"])

# Annexe 1, « Éléments « de campagne » ».
FIELD_WORKS = [
    *element_rows(BOTH, "remblai", ("into", ["-1 hex"], ["-1 die", "no special"]),
                  ("from", [], ["normal"]), masks=True, forbid=(AV_INTO,),
                  notes=(IGN1, RIPOSTE)),
    *element_rows(BOTH, "fortification", ("into", ["-1 hex"], ["max 2", "no special"]),
                  ("from", ["stop after"], ["normal"]), masks=True, forbid=(AV_INTO,),
                  notes=(IGN2, RIPOSTE)),
    *element_rows(BOTH, "pieux", _STOP_BOTH_SIDES, masks=False, forbid=(AV_ANY,),
                  notes=(LOSSES, IGN1)),
    *element_rows(BOTH, "barriere", _STOP_BOTH_SIDES, masks=False, forbid=(AV_ANY,),
                  notes=(LOSSES, IGN1)),
    *element_rows(BOTH, "abattis", _STOP_BOTH_SIDES, masks=False, forbid=(AV_ANY,),
                  notes=(LOSSES, IGN1)),
    # The row where the rulebooks differ.
    *element_rows((P,), "chausse_trappes", ("any", ["stop after"], ["no special"]),
                  masks=False, notes=(LOSSES,)),
    *element_rows((T,), "chausse_trappes", _STOP_BOTH_SIDES, masks=False, forbid=(AV_ANY,),
                  notes=(LOSSES, IGN1)),
    *element_rows(BOTH, "trous", _STOP_BOTH_SIDES, masks=False, forbid=(AV_ANY,),
                  notes=(LOSSES, IGN1)),
    *element_rows(BOTH, "fosse", ("into", ["-1 hex"], ["-1 die", "no special"]),
                  ("from", [], ["normal"]), masks=False, forbid=(AV_INTO,),
                  notes=(IGN1, RIPOSTE)),
]
# fmt: on

ALL_ROWS = NATURAL + ARTIFICIAL + FIELD_WORKS


@pytest.fixture(scope="module", params=[P, T])
def ruleset(request: pytest.FixtureRequest) -> Ruleset:
    return load_ruleset(request.param)


def _row(element: Element, direction: str) -> tuple[list[str], list[str]]:
    rows = [r for r in element.rows if r.direction == direction]
    assert len(rows) == 1, f"{element.id}: expected one {direction!r} row, got {len(rows)}"
    return sorted(map(fmt_effect, rows[0].movement)), sorted(map(fmt_effect, rows[0].combat))


@pytest.mark.parametrize(
    ("rs", "element_id", "direction", "movement", "combat", "masks", "forbid", "notes"),
    ALL_ROWS,
)
def test_effects_table_row(
    rs: str,
    element_id: str,
    direction: str,
    movement: list[str],
    combat: list[str],
    masks: bool,
    forbid: tuple[str, ...],
    notes: tuple[str, ...],
) -> None:
    element = load_ruleset(rs).element(element_id)
    assert _row(element, direction) == (sorted(movement), sorted(combat))
    assert element.masks is masks
    assert sorted(map(fmt_prohibition, element.prohibitions)) == sorted(forbid)
    assert sorted(map(fmt_note, element.notes)) == sorted(notes)


def test_each_tabled_element_has_exactly_the_tabled_directions() -> None:
    expected: dict[tuple[str, str], set[str]] = defaultdict(set)
    for case in ALL_ROWS:
        rs, element_id, direction = case.values[:3]
        expected[(rs, element_id)].add(direction)
    for (rs, element_id), directions in expected.items():
        rows = load_ruleset(rs).element(element_id).rows
        assert {r.direction for r in rows} == directions, (rs, element_id)
        assert len(rows) == len(directions), (rs, element_id)


def test_every_element_is_tabled_or_a_variant(ruleset: Ruleset) -> None:
    tabled = {c.values[1] for c in ALL_ROWS if c.values[0] == ruleset.id}
    for element in ruleset.elements.values():
        assert element.id in tabled or element.variant_of or element.id == "plage", element.id


def test_hill_footnote_is_data(ruleset: Ruleset) -> None:
    # (*) « Une troupe située juste devant une colline ne fait pas masque pour une troupe
    # située au-dessus. »
    assert ruleset.element("colline").sight_exceptions == {"troop_in_front_does_not_mask"}
    others = [e.id for e in ruleset.elements.values() if e.sight_exceptions]
    assert others == ["colline"]


# Annexe 1, « Pertes de passage »: (ruleset, obstacle, infanterie, cavalerie, éléphant).
PASSAGE_DICE = [
    pytest.param(rs, element, inf, cav, ele, id=f"{rs}-{element}")
    for rs in BOTH
    for element, inf, cav, ele in (
        ("pieux", 1, 2, 3),
        ("barriere", 1, 3, 3),
        ("abattis", 1, 3, 3),
        ("chausse_trappes", 2, 3, 4),
        ("trous", 2, 4, 1),
    )
]


@pytest.mark.parametrize(("rs", "element", "inf", "cav", "ele"), PASSAGE_DICE)
def test_passage_losses_row(rs: str, element: str, inf: int, cav: int, ele: int) -> None:
    table = load_ruleset(rs).passage_losses
    row = table.row(element)
    assert row is not None and row.equivalent_to is None
    assert dict(row.dice) == {"infanterie": inf, "cavalerie": cav, "elephants": ele}
    # Thucydide: « « Lettres d'ordre » et « Avantages tactiques » sont ignorés. » on each row.
    expected_faces = {"order_letter", "special"} if rs == T else set()
    assert row.ignored_faces == expected_faces


@pytest.mark.parametrize("rs", BOTH)
@pytest.mark.parametrize(
    ("element", "equivalent", "contexts"),
    [
        # « Chaînes : Equivalent à barrières ou chevaux de frise »
        ("chaines", "barriere", set()),
        # « Éboulis : Equivalent de l'abattis dans un village ... ou sur une colline escarpée »
        ("eboulis", "abattis", {frozenset({"habitations"}), frozenset({"colline", "rocaille"})}),
    ],
)
def test_passage_losses_equivalence_row(
    rs: str, element: str, equivalent: str, contexts: set[frozenset[str]]
) -> None:
    table = load_ruleset(rs).passage_losses
    row = table.row(element)
    assert row is not None and not row.dice
    assert row.equivalent_to == equivalent
    assert set(row.contexts) == contexts
    for unit in ("infanterie", "cavalerie", "elephants"):
        assert table.dice(element, unit) == table.dice(equivalent, unit)


def test_passage_losses_table_level(ruleset: Ruleset) -> None:
    table = ruleset.passage_losses
    assert table.reversed_armour is True  # « Rappel : l'armure est inversée. »
    assert table.attacker_types == ("infanterie", "cavalerie", "elephants")
    assert set(table.rows) == {
        "pieux",
        "barriere",
        "abattis",
        "chausse_trappes",
        "chaines",
        "eboulis",
        "trous",
    }


def test_panache_artillery_and_vehicles_column_mapping() -> None:
    # Panache, chausses-trappes row: « Artillerie = Inf; Véhicules = Cav. »
    table = load_ruleset(P).passage_losses
    assert table.dice("chausse_trappes", "artillerie") == 2
    assert table.dice("chausse_trappes", "vehicules") == 3
    assert table.dice("pieux", "artillerie") is None  # forbidden to them anyway
    assert load_ruleset(T).passage_losses.dice("chausse_trappes", "artillerie") is None


def test_eboulis_equivalence_only_in_its_contexts() -> None:
    table = load_ruleset(P).passage_losses
    assert table.dice("eboulis", "cavalerie", {"habitations"}) == 3
    assert table.dice("eboulis", "cavalerie", {"colline", "rocaille"}) == 3
    assert table.dice("eboulis", "cavalerie", {"colline"}) is None


def test_chausse_trappes_rows_differ_between_rulebooks() -> None:
    panache = load_ruleset(P).element("chausse_trappes")
    thucydide = load_ruleset(T).element("chausse_trappes")
    assert [fmt_effect(e) for e in panache.movement("into")] == ["stop after"]
    assert [fmt_effect(e) for e in thucydide.movement("into")] == ["stop before and after"]
    assert not panache.forbids("artillerie") and thucydide.forbids("artillerie")


def test_no_special_is_one_face_with_each_rulebook_wording() -> None:
    assert load_ruleset(P).term("combat", "no_special") == "pas de coup spécial"
    assert load_ruleset(T).term("combat", "no_special") == "pas d'avantage tactique"


def test_muraille_and_forteresse_only_in_thucydide_falaise_only_in_panache() -> None:
    panache, thucydide = load_ruleset(P), load_ruleset(T)
    assert "muraille" in thucydide.elements and "muraille" not in panache.elements
    assert "forteresse" in thucydide.composites and "forteresse" not in panache.composites
    assert "falaise" in panache.elements and "falaise" not in thucydide.elements


SLUG = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")


def test_ids_are_ascii_slugs(ruleset: Ruleset) -> None:
    for table in (ruleset.elements, ruleset.composites, ruleset.unit_classes):
        for item_id in table:
            assert SLUG.match(item_id) and item_id.isascii(), item_id


def test_composite_parts_exist_and_are_placed_right(ruleset: Ruleset) -> None:
    for composite in ruleset.composites.values():
        assert composite.elements, composite.id
        for part in composite.elements:
            assert ruleset.element(part).in_hex, (composite.id, part)
        for part in composite.edge_elements:
            assert ruleset.element(part).is_edge, (composite.id, part)


EXPECTED_COMPOSITES = {
    "maquis": ({"rocaille", "foret"}, set()),
    "colline_boisee": ({"colline", "foret"}, set()),
    "colline_fortifiee": ({"colline"}, {"fortification"}),
    "dune": ({"colline", "sable"}, set()),
    "foret_enneigee": ({"foret", "neige"}, set()),
    "habitat_mure": ({"habitations"}, {"mur"}),
    "cimetiere": ({"habitations"}, {"mur"}),
    "route_sur_colline": ({"route", "colline"}, set()),
    "route_dans_foret": ({"route", "foret"}, set()),
    "colline_escarpee": ({"colline", "rocaille"}, set()),
    "baraques_protegees": ({"habitations"}, {"remblai"}),
    "lac_gele": ({"gue", "neige"}, set()),
    "route_dans_foret_bloquee_par_abattis": ({"route", "foret"}, {"abattis"}),
}
THUCYDIDE_ONLY = {
    "forteresse": ({"habitations"}, {"muraille"}),
    "forteresse_avec_fosse": ({"habitations"}, {"muraille", "fosse"}),
}


def test_composites_of_the_annexes(ruleset: Ruleset) -> None:
    expected = EXPECTED_COMPOSITES | (THUCYDIDE_ONLY if ruleset.id == T else {})
    got = {c.id: (set(c.elements), set(c.edge_elements)) for c in ruleset.composites.values()}
    assert got == expected


@pytest.mark.parametrize(
    ("variant", "base"),
    [
        ("mur", "palissade"),
        ("eglise", "habitations"),
        ("baraques", "habitations"),
        ("oasis", "foret"),
        ("chaines", "barriere"),
    ],
)
def test_variants_have_their_base_effects(ruleset: Ruleset, variant: str, base: str) -> None:
    v, b = ruleset.element(variant), ruleset.element(base)
    assert v.variant_of == base
    assert (v.rows, v.masks, v.prohibitions, v.placement) == (
        b.rows,
        b.masks,
        b.prohibitions,
        b.placement,
    )


def test_map_minimum_and_unit_classes(ruleset: Ruleset) -> None:
    # « Le nombre minimum d'hexagones est de 9 en large et 12 en long »
    assert (ruleset.map.min_columns, ruleset.map.min_rows) == (9, 12)
    mounted = {u.id for u in ruleset.unit_classes.values() if u.mounted}
    assert mounted == {"cavalerie", "chameliers", "elephants"}
    assert ruleset.unit_groups["artillerie_vehicules"].classes == {"artillerie", "vehicules"}
    assert "skieurs" in ruleset.capabilities


def test_fosse_is_overridden_by_remblai(ruleset: Ruleset) -> None:
    # « S'il y a remblais + fossé, on compte seulement remblais. »
    assert [e.id for e in ruleset.counted_elements(["fosse", "remblai"])] == ["remblai"]


def test_placement_constraints(ruleset: Ruleset) -> None:
    pont = ruleset.element("pont").requires
    assert {r.same_hex for r in pont} == {
        frozenset({"riviere", "route"}),
        frozenset({"fleuve", "route"}),
    }
    assert {r.facing_hex for r in ruleset.element("eboulis").requires} == {
        frozenset({"colline"}),
        frozenset({"habitations"}),
    }
    assert ruleset.incompatible("fleuve", "gue")  # « il ne peut y avoir de gué »
    assert ruleset.incompatible("foret", "lac") and ruleset.incompatible("lac", "foret")
    assumption_ids = set(ruleset.assumptions)
    for element in ruleset.elements.values():
        assert set(element.assumptions) <= assumption_ids


# ---------------------------------------------------------------- schema


@pytest.mark.parametrize("rs", BOTH)
def test_files_validate_against_the_schema(rs: str) -> None:
    from editor.io import schema_check
    from editor.io.yaml_strict import load_yaml_file
    from editor.paths import RULESETS

    doc = load_yaml_file(RULESETS / f"{rs}.yaml")
    assert schema_check.check(doc.data, "ruleset") == []


def _mutated(tmp_path: Path, old: str, new: str) -> tuple[Path, int]:
    from editor.paths import RULESETS

    text = (RULESETS / "panache.yaml").read_text(encoding="utf-8")
    index = text.index(old)
    path = tmp_path / "mutated.yaml"
    path.write_text(text[:index] + new + text[index + len(old) :], encoding="utf-8")
    return path, text.count("\n", 0, index) + 1


@pytest.mark.parametrize(
    ("old", "new", "code"),
    [
        ("{kind: stop_after}", "{kind: stop_afterr}", "schema.enum"),
        ("category: field_work", "category: fieldwork", "schema.enum"),
        (
            "    masks: false\n    prohibitions:",
            "    masks: false\n    colour: red\n    prohibitions:",
            "schema.unknown-property",
        ),
        ("{kind: minus_hex, n: 1}", "{kind: minus_hex}", "schema.required"),
        (
            "unless: [{classes: [chameliers]}]",
            "unless: [{classes: [chamelier]}]",
            "ruleset.unknown-id",
        ),
        ("direction: into", "direction: vers", "schema.enum"),
    ],
)
def test_mutated_file_fails_with_line_and_column(
    tmp_path: Path, old: str, new: str, code: str
) -> None:
    path, line = _mutated(tmp_path, old, new)
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    diagnostics = info.value.diagnostics
    assert diagnostics, "a mutated file must be refused"
    first = diagnostics[0]
    assert first.code == code, first
    assert first.file == str(path)
    assert first.line is not None and first.col is not None
    assert line <= first.line <= line + 1, (first, line)
    assert f"{path}:{first.line}:{first.col}:" in str(info.value)
