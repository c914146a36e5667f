"""The words of the set-up sheet, in French and English (a small table, no Qt).

Names of terrain and unit types come from the ruleset; only the sheet's own
headings and captions live here.
"""

from __future__ import annotations

_TEXT: dict[str, tuple[str, str]] = {
    # key: (fr, en)
    "colon": (" : ", ": "),
    "overview": ("Vue d'ensemble", "Overview"),
    "legend": ("Légende", "Legend"),
    "legend_hex": ("Terrain des hexagones", "Hex terrain"),
    "legend_composite": ("Terrains composés", "Composite terrain"),
    "legend_levels": (
        "Niveaux des collines (anneaux de courbes de niveau)",
        "Hill levels (contour rings)",
    ),
    "rings_1": ("un anneau hachuré", "one hachured ring"),
    "rings_n": ("{n} anneaux hachurés", "{n} hachured rings"),
    "level_0": (" : colline simple (hauteur 1)", ": an ordinary hill (height 1)"),
    "level_1": (
        ", teinte plus sombre : un cran au-dessus d'une colline simple (hauteur {h})",
        ", darker shade: one step above an ordinary hill (height {h})",
    ),
    "level_n": (
        ", teinte plus sombre : {n} crans au-dessus d'une colline simple (hauteur {h})",
        ", darker shade: {n} steps above an ordinary hill (height {h})",
    ),
    "hexes_n": (" — {n} hexagones.", " — {n} hexes."),
    "legend_edge": ("Obstacles linéaires (sur les côtés d'hexagone)", "Edge obstacles"),
    "legend_marks": ("Repères", "Marks"),
    "inventory": ("Inventaire du terrain", "Terrain inventory"),
    "inventory_intro": (
        "Ce qu'il faut apporter sur la table, compté sur la carte.",
        "What to bring to the table, counted on the map.",
    ),
    "hexes_of": ("Hexagones par élément", "Hexes per element"),
    "hexes_of_composite": ("Hexagones par terrain composé", "Hexes per composite"),
    "edge_segments": ("Segments d'obstacles linéaires", "Edge obstacle segments"),
    "linear": ("Routes, cours d'eau, ponts et gués", "Roads, watercourses, bridges and fords"),
    "element": ("Élément", "Element"),
    "composite": ("Terrain composé", "Composite"),
    "count": ("Nombre", "Count"),
    "hexes": ("Hexagones", "Hexes"),
    "segments": ("Segments", "Segments"),
    "where": ("Où", "Where"),
    "more_hexes": (
        "… et {n} hexagones de plus (voir la carte)",
        "… and {n} more hexes (see the map)",
    ),
    "more_sides": ("… et {n} côtés de plus (voir la carte)", "… and {n} more sides (see the map)"),
    "lines": ("Lignes", "Lines"),
    "line_n": ("ligne {n}", "line {n}"),
    "by_level": ("par niveau, ci-dessous", "by level, below"),
    "hill_level": ("niveau {n}", "level {n}"),
    "side_page": ("Camp", "Side"),
    "units": ("Unités", "Units"),
    "unit": ("Unité", "Unit"),
    "type": ("Type", "Type"),
    "quality": ("Qualité", "Quality"),
    "plaquettes": ("Plaq.", "Plaq."),
    "position": ("Position", "Position"),
    "reserve": ("réserve", "reserve"),
    "leader": ("Chef", "Leader"),
    "leaders": ("Chefs", "Leaders"),
    "decoys": ("Leurres", "Decoys"),
    "no_decoys": ("Aucun leurre.", "No decoys."),
    "no_leaders": ("Aucun chef.", "No leaders."),
    "no_units": ("Aucune unité.", "No units."),
    "decoys_off_map": ("hors carte", "off the map"),
    "decoys_at": ("Placés en ", "Placed on "),
    "decoys_hidden": (
        "{n} à placer face cachée, comme les unités, dans la zone de déploiement ci-dessus.",
        "{n} to place face down, as the units are, in the deployment zone above.",
    ),
    "cut_here": (
        "✂ Découper ici : chaque joueur ne reçoit que la partie de son camp.",
        "✂ Cut here: each player gets only their own side's part.",
    ),
    "home_edge": ("bord de départ", "home edge"),
    "deployment": ("Zone de déploiement", "Deployment zone"),
    "deployment_default": (
        "les deux rangées le long du bord de départ",
        "the two rows along the home edge",
    ),
    "hidden_note": (
        "Déploiement caché : seules les zones et le nombre de marqueurs sont montrés.",
        "Hidden deployment: only the zones and the number of markers are shown.",
    ),
    "markers": ("marqueurs", "markers"),
    "markers_of": (
        "{side} : {units} unités + {decoys} leurres = {total} marqueurs",
        "{side}: {units} units + {decoys} decoys = {total} markers",
    ),
    "objective": ("Objectif", "Objective"),
    "objectives": ("Objectifs", "Objectives"),
    "points": ("Points", "Points"),
    "scenario": ("Scénario", "Scenario"),
    "author": ("Auteur", "Author"),
    "briefing": ("Présentation", "Briefing"),
    "victory": ("Conditions de victoire", "Victory conditions"),
    "victory_text": (
        "Objectifs tenus en fin de partie (points ci-dessous) ; une armée qui a perdu le tiers "
        "de ses unités est démoralisée (marge de victoire : marginale, moyenne ou décisive "
        "selon l'écart).",
        "Objectives held at the end of the game (points below); an army that has lost a third "
        "of its units is demoralised (margin of victory: marginal, medium or decisive by "
        "the gap).",
    ),
    "victory_text_plain": (
        "Une armée qui a perdu le tiers de ses unités est démoralisée (marge de victoire : "
        "marginale, moyenne ou décisive selon l'écart).",
        "An army that has lost a third of its units is demoralised (margin of victory: "
        "marginal, medium or decisive by the gap).",
    ),
    "conditions": ("Conditions de la bataille", "Battle conditions"),
    "no_conditions": ("Aucune condition particulière.", "No particular conditions."),
    "effects": ("effets", "effects"),
    "optional_rules": ("Règles optionnelles en jeu", "Optional rules in play"),
    "rule_hidden": (
        "Unités cachées et leurres (Annexe 3)",
        "Hidden units and decoys (Annex 3)",
    ),
    "rule_weather": ("Météo (Annexe 3)", "Weather (Annex 3)"),
    "rule_none": ("Aucune.", "None."),
    "annex_3": ("Annexe 3", "Annex 3"),
    "generation": ("Journal de génération", "Generation log"),
    "procedure": ("Procédure", "Procedure"),
    "held_at_start": ("Tenu au départ", "Held at the start"),
    "held_nobody": ("personne", "nobody"),
    "start_tokens": ("Jetons d'ordre au départ", "Order tokens at the start"),
    "balance": ("Équilibre (hexfield tune)", "Balance (hexfield tune)"),
    "balance_none": ("Scénario inchangé", "Scenario unchanged"),
    "balance_points": ("Points de « {name} »", "Points of “{name}”"),
    "balance_turns": ("Nombre de tours", "Turn limit"),
    "balance_first": ("Premier joueur", "First player"),
    "balance_lot": ("tiré au sort", "drawn by lot"),
    "balance_owner": ("Tenu au départ, « {name} »", "Held at the start, “{name}”"),
    "balance_nobody": ("personne", "nobody"),
    "balance_tokens": ("Jetons d'ordre, {name}", "Order tokens, {name}"),
    "balance_demoralisation": ("Démoralisation", "Demoralisation"),
    "balance_objectives": ("Les objectifs comptent", "Objectives count"),
    "balance_yes": ("oui", "yes"),
    "balance_no": ("non", "no"),
    "balance_entry": ("Tour d'entrée de « {name} »", "Turn of entry of “{name}”"),
    "balance_depth": (
        "Zone de déploiement de {name}, rangées",
        "Deployment zone of {name}, rows",
    ),
    "balance_before": ("Avant", "Before"),
    "balance_after": ("Après", "After"),
    "balance_rates": (
        "{side_a} {a}, {side_b} {b}, nulles {draws} ({n} parties)",
        "{side_a} {a}, {side_b} {b}, draws {draws} ({n} games)",
    ),
    "balance_how": ("Joueurs {players}, graine {seed}", "Players {players}, seed {seed}"),
    "balance_missed": (" — objectif non atteint", " — target not reached"),
    "seed": ("graine", "seed"),
    "ruleset": ("Règle", "Rules"),
    "map_size": (
        "Carte {cols} × {rows} hexagones ({orient}), hexagone de {mm:g} mm",
        "Map {cols} × {rows} hexes ({orient}), {mm:g} mm hexes",
    ),
    "flat": ("côtés plats en haut", "flat-top"),
    "pointy": ("pointe en haut", "pointy-top"),
    "page": ("page", "page"),
    "true_scale": ("Carte à l'échelle", "True-scale map"),
    "assembly": ("Plan d'assemblage", "Assembly diagram"),
    "assembly_text": (
        "Carte à l'échelle réelle : hexagone de {mm:g} mm (de côté plat à côté plat), "
        "{cols} × {rows} pages, recouvrement de {overlap:g} mm. Découper le long des traits "
        "de coupe de la marge gauche et haute de chaque page (sauf colonne A et ligne 1), "
        "superposer sur la page voisine en alignant les croix, puis coller. "
        "Vérifier l'échelle : la règle de 100 mm imprimée doit mesurer 100 mm.",
        "True-scale map: {mm:g} mm hexes (flat to flat), {cols} × {rows} pages, "
        "{overlap:g} mm overlap. Cut along the crop marks of the left and top margins of "
        "each page (except column A and row 1), lay it over its neighbour matching the "
        "crosses, then tape. Check the scale: the printed 100 mm rule must measure 100 mm.",
    ),
    "rule_100": ("100 mm", "100 mm"),
    "pages_left_out": (
        "Sans hexagone, non imprimées : {names}.",
        "Not printed, holding no hex: {names}.",
    ),
    "map_size_mm": ("Carte : {w:.0f} × {h:.0f} mm", "Map: {w:.0f} × {h:.0f} mm"),
    "continued": ("(suite)", "(continued)"),
    "camps": ("Camp et bagages", "Camp and baggage"),
    "boats": ("Bateaux", "Boats"),
    "condition": ("Condition", "Condition"),
    "value": ("Valeur", "Value"),
    "setup": ("Mise en place", "Set-up"),
    "turns": ("Tours", "Turns"),
    "open_ended": (
        "sans limite (jusqu'à la démoralisation d'une armée)",
        "open-ended (until an army is demoralised)",
    ),
    "first_player": ("Premier joueur", "First player"),
    "by_lot": ("tiré au sort", "drawn by lot"),
    "terrain_setup": ("Terrain", "Terrain"),
    "deployment_mode": ("Déploiement", "Deployment"),
    "victory_budget": (
        "Variante au budget : une armée est démoralisée quand la valeur de ses pertes "
        "atteint le tiers de son budget ; les objectifs tenus s'ajoutent (points ci-dessous).",
        "Budget variant: an army is demoralised when the value of its losses reaches a third "
        "of its budget; objectives held add their points (below).",
    ),
    "victory_budget_plain": (
        "Variante au budget : une armée est démoralisée quand la valeur de ses pertes "
        "atteint le tiers de son budget.",
        "Budget variant: an army is demoralised when the value of its losses reaches a third "
        "of its budget.",
    ),
    "victory_none": (
        "Pas de démoralisation : seuls les objectifs et les tours décident.",
        "No demoralisation: only objectives and turns decide.",
    ),
    "victory_none_plain": (
        "Pas de démoralisation : seuls les tours décident.",
        "No demoralisation: only the turns decide.",
    ),
    "victory_no_objectives": (
        "Les objectifs ne comptent pas pour la victoire.",
        "Objectives do not count towards victory.",
    ),
    # Battle condition names (scenario.conditions keys).
    "side_rolled": (", côté {n} de l'hexagone du vent", ", side {n} of the wind's hex"),
    "dice_total": ("{a} + {b}{modifier} = {total}", "{a} + {b}{modifier} = {total}"),
    "nth_hour": ("{n}e heure depuis l'aube", "hour {n} from dawn"),
    "wind_caption": (
        "Le vent souffle {towards} : le dé de direction a donné {n}, compté dans le sens "
        "des aiguilles d'une montre à partir du côté 1, {first} ({side}). Le haut de "
        "la carte est le nord.",
        "The wind blows {towards}: the direction die gave {n}, counted clockwise from "
        "side 1, {first} ({side}). The top of the map is north.",
    ),
    "eff_visibility": ("visibilité", "visibility"),
    "eff_movement": ("mouvement", "movement"),
    "eff_shooting": ("tir", "shooting"),
    "eff_combat": ("combat", "combat"),
    "eff_special": ("spécial", "special"),
    "edge_N": ("nord", "north"),
    "edge_S": ("sud", "south"),
    "edge_E": ("est", "east"),
    "edge_W": ("ouest", "west"),
    "bridges": ("ponts", "bridges"),
    "fords": ("gués", "fords"),
}


def tr(key: str, lang: str = "fr", **values: object) -> str:
    """The sheet's word for ``key`` in ``lang`` (fr or en), formatted with ``values``."""
    pair = _TEXT.get(key)
    if pair is None:
        return key
    text = pair[1] if lang == "en" else pair[0]
    return text.format(**values) if values else text


def has(key: str) -> bool:
    return key in _TEXT
