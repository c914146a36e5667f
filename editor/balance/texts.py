"""The words of a balance report, in English and French."""

from __future__ import annotations

from typing import Any

WORDS: dict[str, tuple[str, str]] = {
    "title": ("Balance of {title}", "Équilibre de {title}"),
    "partial": (
        "PARTIAL RESULTS: the run was stopped before its end",
        "RÉSULTATS PARTIELS : la série a été arrêtée avant la fin",
    ),
    "settings": ("Settings", "Réglages"),
    "players": ("computer players", "joueurs ordinateur"),
    "seed": ("seed", "graine"),
    "games": ("games", "parties"),
    "margin": ("asked precision", "précision demandée"),
    "series": ("{player} against {player}", "{player} contre {player}"),
    "series_sides": ("{a} (side A) against {b} (side B)", "{a} (camp A) contre {b} (camp B)"),
    "verdict_even": (
        "Verdict: balanced as far as {n} games can tell (the two sides' win rates are "
        "within each other's 95 % intervals)",
        "Verdict : équilibré autant que {n} parties permettent d'en juger (les taux de "
        "victoire des deux camps sont dans les intervalles à 95 % l'un de l'autre)",
    ),
    "verdict_too_few": (
        "No verdict: too few games to tell ({n} games; a side's 95 % interval is wider "
        "than ±10 points)",
        "Pas de verdict : trop peu de parties pour en juger ({n} parties ; l'intervalle à "
        "95 % d'un camp dépasse ±10 points)",
    ),
    "verdict_leans": (
        "Verdict: the scenario favours {side} ({p:.0%} of the games against {q:.0%}, "
        "beyond the 95 % intervals)",
        "Verdict : le scénario favorise {side} ({p:.0%} des parties contre {q:.0%}, "
        "au-delà des intervalles à 95 %)",
    ),
    "variant": ("variant {file}", "variante {file}"),
    "stopped_games": ("the asked number of games", "le nombre de parties demandé"),
    "stopped_margin": ("the asked precision was reached", "la précision demandée est atteinte"),
    "stopped_cap": (
        "the cap of games was reached before the precision",
        "le plafond de parties est atteint avant la précision",
    ),
    "stopped_cancelled": ("stopped by the user", "arrêtée par l'utilisateur"),
    "stopped_": ("not played", "non jouée"),
    "win_rate": ("win rate", "taux de victoire"),
    "interval": ("95 % interval", "intervalle à 95 %"),
    "draws": ("draws", "nuls"),
    "timeouts": ("decided at the turn limit", "décidées à la limite de tours"),
    "elo": ("Elo difference (side A)", "écart Elo (camp A)"),
    "null_elo_all": (
        "side A won every game: the Elo difference is infinite (+∞)",
        "le camp A a gagné toutes les parties : l'écart Elo est infini (+∞)",
    ),
    "null_elo_none": (
        "side A won no game and drew none: the Elo difference is infinite (−∞)",
        "le camp A n'a ni gagné ni fait nul une seule partie : l'écart Elo est infini (−∞)",
    ),
    "null_undefined": (
        "undefined: no game to compute it from",
        "indéfini : aucune partie sur laquelle le calculer",
    ),
    "null_infinite": ("infinite ({sign}∞)", "infini ({sign}∞)"),
    "ended": ("How games ended", "Comment les parties finissent"),
    "demoralisation": ("demoralisation", "démoralisation"),
    "objectives": ("objectives", "objectifs"),
    "turns": ("turn limit", "limite de tours"),
    "turns_n": ("turns", "tours"),
    "resignation": ("resignation", "abandon"),
    "margins": ("Margin of the victories", "Ampleur des victoires"),
    "marginal": ("marginal", "marginale"),
    "medium": ("medium", "moyenne"),
    "decisive": ("decisive", "décisive"),
    "length": ("Length", "Durée"),
    "turns_median": ("median turns", "tours (médiane)"),
    "turns_p95": ("95th percentile of turns", "95e centile des tours"),
    "first_player": (
        "the side that plays first wins",
        "le camp qui joue en premier gagne",
    ),
    "first_decides": (
        "THE FIRST PLAYER DECIDES: the first player wins {p} % of the games ({k} of {n} not "
        "drawn; 95 % interval {low}–{high} %): the balance is only the draw's (who moves "
        "first is drawn by lot)",
        "LE PREMIER JOUEUR DÉCIDE : le premier joueur gagne {p} % des parties ({k} sur {n} "
        "non nulles ; intervalle à 95 % : {low}–{high} %) : l'équilibre n'est que celui du "
        "tirage au sort",
    ),
    "decisiveness": (
        "the winner's lead is final after (median share of the game)",
        "l'avance du vainqueur est définitive après (part médiane de la partie)",
    ),
    "lead_changes": ("lead changes per game (mean)", "changements de tête par partie (moyenne)"),
    "survival": ("Survival per unit type", "Survie par type d'unité"),
    "heat": ("Maps (per game played)", "Cartes (par partie jouée)"),
    "deaths_a": ("units of {side} lost", "unités de {side} perdues"),
    "deaths_b": ("units of {side} lost", "unités de {side} perdues"),
    "combats": ("combats fought (defender's hex)", "combats livrés (case du défenseur)"),
    "held_a": (
        "share of the game {side} held the objective",
        "part de la partie où {side} tient l'objectif",
    ),
    "held_b": (
        "share of the game {side} held the objective",
        "part de la partie où {side} tient l'objectif",
    ),
    "hot_hexes": (
        "Hottest hexes and the games behind them",
        "Cases les plus chaudes et leurs parties",
    ),
    "outliers": ("Games to look at", "Parties à regarder"),
    "longest": ("the longest", "la plus longue"),
    "shortest": ("the shortest", "la plus courte"),
    "most_lead_changes": ("the most lead changes", "le plus de changements de tête"),
    "upset": ("a decisive win of the underdog", "une victoire décisive de l'outsider"),
    "depends": (
        "Does the verdict depend on the computer player?",
        "Le verdict dépend-il du joueur ordinateur ?",
    ),
    "depends_yes": (
        "DEPENDS ON THE COMPUTER PLAYER: {a} and {b} give side A win rates that differ beyond "
        "their intervals (Fisher p = {p:.3g})",
        "DÉPEND DU JOUEUR ORDINATEUR : {a} et {b} donnent au camp A des taux de victoire qui "
        "diffèrent au-delà de leurs intervalles (Fisher p = {p:.3g})",
    ),
    "depends_no": (
        "{a} and {b} agree within their intervals (Fisher p = {p:.3g})",
        "{a} et {b} concordent dans leurs intervalles (Fisher p = {p:.3g})",
    ),
    "compare": ("The variant against the scenario", "La variante face au scénario"),
    "compare_line": (
        "{player}: side A wins {base:.1%} -> {variant:.1%} ({change:+.1%}); on {pairs} games "
        "with the same seeds, exact McNemar p = {p:.3g} (Fisher, unpaired: {pu:.3g}): {verdict}",
        "{player} : le camp A gagne {base:.1%} -> {variant:.1%} ({change:+.1%}) ; sur {pairs} "
        "parties aux mêmes graines, McNemar exact p = {p:.3g} (Fisher, non apparié : {pu:.3g}) : "
        "{verdict}",
    ),
    "moved": ("the change moved the balance", "la modification a déplacé l'équilibre"),
    "not_moved": (
        "no change of the balance shown at 5 %",
        "aucun déplacement de l'équilibre démontré à 5 %",
    ),
    "game_list": (
        "Every game (seed, winner, how, turns, log)",
        "Toutes les parties (graine, vainqueur, comment, tours, journal)",
    ),
    "draw": ("draw", "nul"),
    "replay": (
        "Each game is kept in {archive}; replay one with: hexfield replay LOG (after "
        "unzipping), or play it again: hexfield play {file} --seed SEED --side {a}={player} "
        "--side {b}={player}",
        "Chaque partie est gardée dans {archive} ; rejouez-en une : hexfield replay JOURNAL (après "
        "décompression), ou rejouez-la : hexfield play {file} --seed GRAINE --side {a}={player} "
        "--side {b}={player}",
    ),
    "side": ("side", "camp"),
    "hex": ("hex", "case"),
    "value": ("value", "valeur"),
    "games_behind": ("games (seeds)", "parties (graines)"),
    "chart_wins": ("Win rates with their 95 % intervals", "Taux de victoire et intervalles à 95 %"),
    "chart_length": ("Game length (turns)", "Durée des parties (tours)"),
    "chart_survival": ("Units surviving, per type", "Unités survivantes, par type"),
}


def word(key: str, lang: str, **kwargs: Any) -> str:
    return worded(WORDS, key, lang, **kwargs)


def worded(words: dict[str, tuple[str, str]], key: str, lang: str, **kwargs: Any) -> str:
    """``words[key]`` in ``lang`` (English, French), its ``{fields}`` filled in."""
    en, fr = words[key]
    text = fr if lang == "fr" else en
    return text.format(**kwargs) if kwargs else text
