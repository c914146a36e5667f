"""The V4 terrain procedure's numbers, typed in from the book, against adlg-v4.yaml.

Every expected figure below is copied from L'Art de la Guerre V4, pages 70-77
(the extract the data file names as its source), with the French words it
comes from. None is read from the data file: a typo or a change there makes
one of these fail, one case per number or table row.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from editor.io.generator_data import load_generator_data


@cache
def data() -> dict[str, Any]:
    return load_generator_data("adlg-v4")


# p74, the territory table as printed (columns Plaine, Forêt, Montagne, Désert,
# Steppes). "(1)": the compulsory element (« En rouge « Terrain obligatoire » »);
# D / E: soft / steep hill; "-": not available; "1 (rivière)": a river only.
COLUMNS = {"plain": "Plaine", "forest": "Forêt", "mountain": "Montagne", "desert": "Désert"}
COLUMNS["steppe"] = "Steppes"
TERRITORY_TABLE = {
    # « Rivière (1 ou 2 UD) ou zone côtière (4 UD) »
    "river_or_coast": ("1", "1", "1", "-", "1 (rivière)"),
    "hill": ("1 D", "2", "4 (1) E", "2", "4 (1) D"),  # « Colline douce (D) ou escarpée (E) »
    "fields": ("4 (1)", "-", "-", "-", "-"),  # Champ
    "brush": ("-", "3", "2", "2", "3"),  # Broussailles
    "plantation": ("2", "-", "-", "1", "-"),
    "wood": ("-", "4 (1)", "2", "-", "-"),  # Bois
    "marsh": ("1", "2", "1", "-", "1"),  # Marais
    "dune": ("-", "-", "-", "4 (1)", "-"),  # Dune de sable
    "ravine": ("1", "1", "2", "1", "1"),
    "road": ("1", "1", "1", "1", "1"),  # Route
    "village": ("1", "1", "1", "-", "-"),  # « Village (placé seulement par le défenseur) »
    "impassable": ("-", "1", "1", "1", "-"),  # Infranchissable
}
CELLS = [
    (row, territory, cells[i])
    for row, cells in TERRITORY_TABLE.items()
    for i, territory in enumerate(COLUMNS)
]


@pytest.mark.parametrize(("row", "territory", "cell"), CELLS)
def test_territory_table_cell(row: str, territory: str, cell: str) -> None:
    terr = data()["territories"][territory]
    if cell == "-":
        assert row not in terr["available"]
        return
    match = re.fullmatch(r"(\d) ?(\(1\))? ?([DE])? ?(\(rivière\))?", cell)
    assert match, cell
    count, compulsory, hill, river_only = match.groups()
    assert terr["available"][row] == int(count)
    assert (terr["compulsory"] == row) == bool(compulsory)
    if row == "hill":
        assert terr["hill"] == {"D": "soft", "E": "steep", None: "any"}[hill]
    if row == "river_or_coast":
        assert bool(terr.get("river_only")) == bool(river_only)


@pytest.mark.parametrize("territory", COLUMNS)
def test_territory_names_are_the_tables_headings(territory: str) -> None:
    assert data()["territories"][territory]["fr"] == COLUMNS[territory].lower()


def test_footprint_circle_and_rectangle() -> None:
    # p70 « Un élément doit tenir dans un cercle de 6 UD de diamètre et contenir un
    # rectangle d'au moins 2UD x 3 UD. »
    assert data()["footprint"] == {"circle_ud": 6, "rectangle_ud": [2, 3]}


def test_initiative_bonus_is_at_most_4() -> None:
    # p73 « ajoute au dé la différence entre les 2 initiatives (max. +4) »
    assert data()["initiative_max_bonus"] == 4


def test_each_player_chooses_2_to_4_elements() -> None:
    # p74 « Le défenseur choisit 2 à 4 éléments de terrain plus l'élément obligatoire. »
    # « L'attaquant choisit 2 à 4 éléments de terrain. »
    assert data()["elements_chosen"] == {"min": 2, "max": 4}


def test_at_most_2_elements_of_a_type() -> None:
    # p74 « Un joueur ne peut choisir plus de 2 éléments du même type. »
    assert data()["max_of_a_type"] == 2


def test_only_the_defender_chooses_the_village() -> None:
    # p74 « Village (placé seulement par le défenseur) »
    assert data()["defender_only"] == ["village"]


def test_one_river_or_coast_on_4_plus() -> None:
    # p74 « Une seule rivière ou zone côtière sur 4+ choix du défenseur puis attaquant »
    assert data()["river_or_coast_min_roll"] == 4
    for territory in COLUMNS:
        assert data()["territories"][territory]["available"].get("river_or_coast", 0) <= 1


def test_a_hill_may_be_covered_by_brush_fields_plantations_or_wood() -> None:
    # p74 « Une colline D peut être recouverte de végétation qui la rend accidentée
    # (broussailles, champs, plantations) ou difficile (bois) »
    assert sorted(data()["hill_vegetation"]) == ["brush", "fields", "plantation", "wood"]


def test_steppe_one_hill_covered_and_only_by_brush() -> None:
    # p74 « En « Steppes » une seule colline peut être couverte de broussailles »
    steppe = data()["territories"]["steppe"]
    assert steppe["vegetated_hills_max"] == 1
    assert steppe["hill_vegetation"] == ["brush"]
    others = [t for t in COLUMNS if t != "steppe"]
    assert not any("vegetated_hills_max" in data()["territories"][t] for t in others)


def test_village_in_a_lateral_sector_on_4_plus() -> None:
    # p75 « Placement sur 4+ dans un secteur latéral. »
    assert data()["village_lateral_min_roll"] == 4


def test_six_zones_one_die_face_each() -> None:
    # p75 « Table de jeu découpée en 6 zones de 40 x 40 cm. Lancement de 2D6 -> 1 pour
    # la zone » on a 120 x 80 cm table: 3 zones across, 2 deep, one central per half.
    sectors = data()["sector_die"]
    assert sorted(sectors) == ["1", "2", "3", "4", "5", "6"]
    zones = {(s["half"], s["third"]) for s in sectors.values()}
    halves, thirds = ("defender", "attacker"), ("west", "centre", "east")
    assert zones == {(h, t) for h in halves for t in thirds}


POSITION_DIE = {
    # p75 « 1 - 4 Doit toucher un bord de table ou une rivière ou zone côtière. »
    1: "touch",
    2: "touch",
    3: "touch",
    4: "touch",
    # « 5 - 6 Doit être à 2 UD ou plus de tous les bords de table. »
    5: "clear",
    6: "clear",
}


@pytest.mark.parametrize(("face", "rule"), POSITION_DIE.items())
def test_position_die(face: int, rule: str) -> None:
    rows = [r for r in data()["position_die"] if r["min"] <= face <= r["max"]]
    assert [r["id"] for r in rows] == [rule]


def test_position_5_6_is_2_ud_from_every_edge() -> None:
    # p75 « Doit être à 2 UD ou plus de tous les bords de table. » (the village too)
    assert data()["edge_gap_ud"] == 2


def test_one_reroll_per_player() -> None:
    # p75 « relance autorisée une seule fois par joueur »
    assert data()["rerolls_per_player"] == 1


def test_impassable_elements_are_kept_out_of_the_central_sectors() -> None:
    # p75 « Un terrain infranchissable ne peut être placé dans un secteur central »;
    # p71 « Une zone côtière ... est complètement infranchissable »
    elements = data()["elements"]
    assert {k for k, e in elements.items() if e["impassable"]} == {"impassable", "coast"}


def test_balance_rule_at_3_more_elements() -> None:
    # p76 « Si la moitié de table d'un joueur comprend 3 terrains de plus que la moitié
    # de table de l'autre joueur »
    assert data()["balance_difference"] == 3


@pytest.mark.parametrize(
    ("chosen", "controls"),
    [
        (4, 0),  # « 4 éléments de terrain -> pas de contrôle possible. »
        (3, 1),  # « 3 éléments de terrain -> contrôle 1 élément. »
        (2, 2),  # « 2 éléments de terrain -> contrôle 2 éléments. »
    ],
)
def test_control_count(chosen: int, controls: int) -> None:
    assert data()["control_count"][str(chosen)] == controls


def test_village_road_river_and_coast_are_never_controlled() -> None:
    # p74 « L'attaquant tente de déplacer ou enlever des éléments (sauf village, route,
    # rivière, zone côtière) », the defender likewise.
    assert sorted(data()["never_controlled"]) == ["coast", "river", "road", "village"]


def test_a_strategist_controls_one_more_element() -> None:
    # p76 « Si l'armée est commandée par un stratège, contrôle sur un élément suppl. »
    assert data()["strategist_extra_controls"] == 1


CONTROL_DIE = {
    1: (None, False, None),  # « 1 - 2 L'élément reste en place. »
    2: (None, False, None),
    3: (4, False, None),  # « 3 - 4 Déplacement de l'élément de 4 UD maximum »
    4: (4, False, None),
    # « 5 Déplact de l'él de 6 UD max. ou le faire pivoter ou enlever le terrain s'il
    # est infranchissable. »
    5: (6, True, "impassable"),
    # « 6 Déplact de l'élément de 6 UD max. ou le faire pivoter ou enlever le terrain
    # (sauf l'obligatoire ou si un autre terrain a déjà été retiré de la même façon) »
    6: (6, True, "once_not_compulsory"),
}


@pytest.mark.parametrize(("face", "result"), CONTROL_DIE.items())
def test_control_die(face: int, result: tuple[int | None, bool, str | None]) -> None:
    rows = [r for r in data()["control"] if r["min"] <= face <= r["max"]]
    assert len(rows) == 1
    row = rows[0]
    assert (row.get("move_ud"), row.get("pivot", False), row.get("remove")) == result


def test_river_width_and_distance_from_a_side_edge() -> None:
    # p71 « Une rivière doit faire entre 1 et 2 UD de large et doit être placée entre
    # 2 et 6 UD d'un bord latéral. »
    assert data()["river"] == {"width_ud": [1, 2], "side_distance_ud": [2, 6]}


def test_coastal_zone_is_4_ud_wide_and_impassable() -> None:
    # p71 « Une zone côtière possède une largeur de 4 UD et est complètement infranchissable. »
    assert data()["coast"]["width_ud"] == 4
    assert data()["elements"]["coast"]["category"] == "impassable"


RIVER_DIFFICULTY = {
    1: "dry",  # « 1 Terrain clair (rivière asséchée) »
    2: "rough",  # « 2 - 3 Terrain accidenté »
    3: "rough",
    4: "difficult",  # « 4 - 5 Terrain difficile »
    5: "difficult",
    6: "impassable",  # « 6 Terrain infranchissable (rivière en crue) »
}


@pytest.mark.parametrize(("face", "difficulty"), RIVER_DIFFICULTY.items())
def test_river_difficulty_die(face: int, difficulty: str) -> None:
    rows = [r for r in data()["river_difficulty"] if r["min"] <= face <= r["max"]]
    assert [r["id"] for r in rows] == [difficulty]


@pytest.mark.parametrize(
    ("key", "ud"),
    [
        ("attacker_ud", 5),  # p77 « Attaquant -> dans les 5 UD (ou 7 UD si légers) »
        ("attacker_light_ud", 7),
        ("defender_lateral_ud", 10),  # « Défenseur -> jusqu'à 10 UD dans les zones latérales
        ("defender_central_ud", 5),  # et 5 UD dans la zone centrale (7 UD si légers). »
        ("defender_central_light_ud", 7),
    ],
)
def test_ambush_zone_depth(key: str, ud: int) -> None:
    assert data()["ambush"][key] == ud


CATEGORY = {
    "Variable": "variable",
    "Celle du terrain trav.": "variable",
    "Accidenté": "rough",
    "Difficile": "difficult",
    "Infranchissable": "impassable",
}
AMBUSH = {
    "Aucun": "none",
    "LI": "light_infantry",
    "Tous": "all",
    "Tous sauf Eléphant": "all_but_elephants",
    "Derrière ligne horizon": "behind_crest",
    "Tous si derrière crête ou d'horizon": "all_behind_crest",
}
# p77 « Terrain / Catégorie / Embuscade »
TERRAIN_TABLE = [
    ("river", "Rivière", "Variable", "Aucun"),
    ("coast", "Zone côtière", "Infranchissable", "Aucun"),
    ("soft_hill", "Colline", "Variable", "Derrière ligne horizon"),
    ("steep_hill", "Colline escarpée", "Difficile", "Tous si derrière crête ou d'horizon"),
    ("brush", "Broussailles", "Accidenté", "LI"),
    ("fields", "Champ", "Accidenté", "LI"),
    ("plantation", "Plantation", "Accidenté", "Tous sauf Eléphant"),
    ("wood", "Bois", "Difficile", "Tous"),
    ("marsh", "Marais", "Difficile", "LI"),
    ("dune", "Dune de sable", "Difficile", "LI"),
    ("ravine", "Ravine", "Accidenté", "Tous sauf Eléphant"),
    ("road", "Route", "Celle du terrain trav.", "Aucun"),
    ("village", "Village", "Difficile", "Tous sauf Eléphant"),
    ("impassable", "Infranchissable", "Infranchissable", "Aucun"),
]


@pytest.mark.parametrize(("element", "name", "category", "ambush"), TERRAIN_TABLE)
def test_terrain_category_and_ambush(element: str, name: str, category: str, ambush: str) -> None:
    row = data()["elements"][element]
    assert row["fr"].lower() in name.lower() or name.lower() in row["fr"].lower()
    assert row["category"] == CATEGORY[category]
    assert row["ambush"] == AMBUSH[ambush]


def test_every_element_of_the_book_and_no_other() -> None:
    assert sorted(data()["elements"]) == sorted(e for e, *_ in TERRAIN_TABLE)
