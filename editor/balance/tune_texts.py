"""The words of a tuning report (``hexfield tune --report R.html|R.pdf``), in English and
French, as ``texts`` has them for a balance report."""

from __future__ import annotations

from typing import Any

from editor.balance.texts import worded

WORDS: dict[str, tuple[str, str]] = {
    "title": ("A fairer variant: {title}", "Une variante plus équitable : {title}"),
    "settings": ("Settings", "Réglages"),
    "target": (
        "target: the sides' win rates within {margin} points of each other (on the 95 % "
        "interval of their difference), at most {draws} % of the games drawn",
        "objectif : les taux de victoire des deux camps à moins de {margin} points l'un de "
        "l'autre (sur l'intervalle à 95 % de leur différence), au plus {draws} % de "
        "parties nulles",
    ),
    "run": (
        "players {players}, seed {seed}, {elapsed:.0f} s, stopped: {stopped}",
        "joueurs {players}, graine {seed}, {elapsed:.0f} s, arrêt : {stopped}",
    ),
    "stopped_reached": ("target reached", "objectif atteint"),
    "stopped_games": ("last round played", "dernier tour de parties joué"),
    "stopped_time": ("time limit", "limite de temps"),
    "stopped_interrupted": ("stopped by Ctrl+C", "arrêté par Ctrl+C"),
    "stopped_hopeless": ("no candidate left", "plus aucun candidat"),
    "result": ("Result", "Résultat"),
    "reached": (
        "Target reached by: {change}",
        "Objectif atteint par : {change}",
    ),
    "missed": (
        "TARGET NOT REACHED within the knobs; the nearest variant: {change}",
        "OBJECTIF NON ATTEINT avec ces réglages ; la variante la plus proche : {change}",
    ),
    "as_it_is": ("the scenario as it is", "le scénario tel quel"),
    "before": ("before", "avant"),
    "after": ("after", "après"),
    "rates": (
        "{who}{when}: {a} {pa}, {b} {pb}, draws {pd}, A − B {diff} ({n} games)",
        "{who}{when} : {a} {pa}, {b} {pb}, nulles {pd}, A − B {diff} ({n} parties)",
    ),
    "first_rate": (
        "{who}after: the side that moves first wins {rate} of the games not drawn ({k} of {n})",
        "{who}après : le camp qui joue en premier gagne {rate} des parties non nulles "
        "({k} sur {n})",
    ),
    "ended": ("How games ended", "Comment les parties finissent"),
    "ended_line": ("{who}{when}: {parts}", "{who}{when} : {parts}"),
    "demoralisation": ("demoralisation", "démoralisation"),
    "objectives": ("objectives", "objectifs"),
    "turns": ("turn limit", "limite de tours"),
    "resignation": ("resignation", "abandon"),
    "candidates": ("Candidates tried", "Candidats essayés"),
    "col_change": ("change", "changement"),
    "col_origin": ("from", "origine"),
    "col_games": ("games", "parties"),
    "col_a": ("A wins [95 %]", "A gagne [95 %]"),
    "col_b": ("B wins [95 %]", "B gagne [95 %]"),
    "col_draws": ("draws [95 %]", "nulles [95 %]"),
    "col_diff": ("A − B [95 %]", "A − B [95 %]"),
    "col_ended": ("ended by", "fin par"),
    "col_outcome": ("outcome", "issue"),
    "origin_as it is": ("scenario", "scénario"),
    "origin_grid": ("grid", "grille"),
    "origin_fit": ("fitted crossing", "croisement ajusté"),
    "origin_added knob": ("one more knob", "un réglage de plus"),
    "origin_neighbour": ("a finalist's neighbour", "voisin d'un finaliste"),
    "out_chosen": ("chosen", "retenu"),
    "out_best": ("the nearest, target not reached", "le plus proche, objectif non atteint"),
    "out_larger": (
        "reached the target, but a larger change than the one chosen",
        "atteint l'objectif, mais change plus que celui retenu",
    ),
    "out_running": ("in the race when it stopped", "en course à l'arrêt"),
    "why_invalid": ("dropped: the variant is not valid", "écarté : la variante n'est pas valide"),
    "why_halved": (
        "dropped by the halving: farther from the target than the kept half",
        "écarté par la sélection : plus loin de l'objectif que la moitié gardée",
    ),
    "why_apart": (
        "dropped: the sides' difference is outside the margin, beyond its interval",
        "écarté : l'écart entre les camps sort de la marge, au-delà de son intervalle",
    ),
    "why_draws": (
        "dropped: too many draws, beyond their interval",
        "écarté : trop de nulles, au-delà de leur intervalle",
    ),
    "why_same": (
        "dropped: the same games as a smaller change",
        "écarté : les mêmes parties qu'un changement plus petit",
    ),
    "why_player": (" ({player})", " ({player})"),
    "curves": ("The knobs' curves", "Courbes des réglages"),
    "curves_note": (
        "Each side's win rate against one knob's value (the others as in the scenario), "
        "with 95 % intervals; the dotted line is the scenario's value, the shaded band "
        "the margin around 50 %.",
        "Taux de victoire de chaque camp selon la valeur d'un réglage (les autres comme dans "
        "le scénario), avec les intervalles à 95 % ; la ligne pointillée est la valeur du "
        "scénario, la bande grisée la marge autour de 50 %.",
    ),
    "win_rate": ("win rate", "taux de victoire"),
    "draws_label": ("draws", "nulles"),
    "value": ("value of {knob}", "valeur de {knob}"),
    "chart_title": ("Win rates against {knob}", "Taux de victoire selon {knob}"),
    "nobody": ("nobody", "personne"),
    "lot": ("by lot", "au sort"),
}


def word(key: str, lang: str, **kwargs: Any) -> str:
    return worded(WORDS, key, lang, **kwargs)


def pct(rate: dict[str, Any], lang: str, signed: bool = False) -> str:
    """``48.2% [44.1–52.3]`` (``48,2 % [44,1–52,3]`` in French)."""
    form = "{:+.1f}" if signed else "{:.1f}"
    p, low, high = (form.format(100 * rate[k]) for k in ("p", "low", "high"))
    text = f"{p}% [{low}–{high}]"
    return text.replace(".", ",").replace("%", " %") if lang == "fr" else text
