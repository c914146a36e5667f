"""The semantic pass over a scenario's setup: the table's size, its deployment
procedure and the optional rules it plays (Panache Annexe 1 and Annexe 3).

Called by ``editor.io.semantic_forces`` with its checker.
"""

from __future__ import annotations

from editor.core.deployment import DEPLOYMENT_MODES, UNITS_PER_TURN
from editor.core.diagnostics import Diagnostic, error, pointer, warning
from editor.core.phrases import Phrase
from editor.core.ruleset import Ruleset
from editor.io.semantic_context import CheckContext, suggest


def check_setup(c: CheckContext, sides: list[str]) -> None:
    st = c.s.setup
    v = c.s.victory
    if v.demoralisation == "none" and not (v.objectives and c.s.objectives) and st.turns is None:
        c.out.append(
            warning(
                "victory.none",
                Phrase(
                    "no way to win: no demoralisation, no objectives and no turn limit",
                    "aucun moyen de gagner : ni démoralisation, ni objectifs, ni limite de tours",
                ),
                pointer("victory"),
            )
        )
    if st.first_player and st.first_player not in sides:
        c.out.append(
            error(
                "setup.first-player",
                Phrase(
                    f"first player {st.first_player!r} is not a side"
                    + suggest(st.first_player, sides),
                    f"le premier joueur {st.first_player!r} n'est pas un camp"
                    + suggest(st.first_player, sides, "fr"),
                ),
                pointer("setup", "first_player"),
            )
        )
    if st.deployment not in DEPLOYMENT_MODES:
        c.out.append(
            error(
                "setup.deployment",
                Phrase(
                    f"unknown deployment {st.deployment!r}",
                    f"déploiement {st.deployment!r} inconnu",
                ),
                pointer("setup"),
            )
        )
    _optional_rules(c)
    if st.units_per_turn not in UNITS_PER_TURN:
        c.out.append(
            error(
                "setup.units-per-turn",
                Phrase(
                    "alternate deployment places 3 or 4 units at a time (Annexe 1)",
                    "le déploiement alterné place 3 ou 4 unités à la fois (Annexe 1)",
                ),
                pointer("setup", "units_per_turn"),
            )
        )


_NEEDS: dict[str, tuple[str, Phrase]] = {
    "boats": (
        "boats",
        Phrase(
            "the scenario has no boat: place boats with the Forces panel",
            "le scénario n'a pas de barque : placez des barques avec le panneau Forces",
        ),
    ),
    "camps": (
        "camps",
        Phrase(
            "the scenario has no camp: draw camps with the Forces panel",
            "le scénario n'a pas de camp : dessinez des camps avec le panneau Forces",
        ),
    ),
}
"""Optional rules that act on something the scenario must have."""


def _optional_rules(c: CheckContext) -> None:
    """Optional rules with nothing to act on, and sleepers without the rule."""
    rules = c.s.setup.optional_rules
    for i, rule in enumerate(rules):
        need = _NEEDS.get(rule)
        if need is not None and not getattr(c.s, need[0]):
            c.out.append(
                warning(
                    "setup.optional-rule-idle",
                    Phrase(
                        f"optional rule {rule!r} plays nothing: {need[1].en}",
                        f"la règle optionnelle {rule!r} ne joue rien : {need[1].fr}",
                    ),
                    pointer("setup", "optional_rules", i),
                )
            )
    for i, u in enumerate(c.s.units):
        if u.asleep and "sleep" not in rules:
            c.out.append(
                warning(
                    "units.asleep-not-played",
                    Phrase(
                        f"unit {u.id!r} is asleep but the scenario does not play the optional "
                        "rule 'sleep' (Setup, optional rules)",
                        f"l'unité {u.id!r} est endormie mais le scénario ne joue pas la règle "
                        "optionnelle 'sleep' (Mise en place, règles optionnelles)",
                    ),
                    pointer("units", i, "asleep"),
                )
            )


def map_size_problem(columns: int, rows: int, ruleset: Ruleset) -> Diagnostic | None:
    """The rules' smallest table (ruleset ``map:``), either way round; None when it fits."""
    rules = ruleset.map
    small, large = sorted((columns, rows))
    need_small, need_large = sorted((rules.min_columns, rules.min_rows))
    if small >= need_small and large >= need_large:
        return None
    return error(
        "map.too-small",
        Phrase(
            f"the map is {columns} x {rows} hexes; the rules ask "
            f"for at least {rules.min_columns} x {rules.min_rows} (either way round)",
            f"la carte fait {columns} x {rows} hexagones ; les règles demandent "
            f"au moins {rules.min_columns} x {rules.min_rows} (dans un sens ou dans l'autre)",
        ),
        pointer("map"),
    )
