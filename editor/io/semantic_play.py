"""The semantic pass over what a game of the scenario needs: unit qualities the
ruleset plays and reinforcements' entries.

Called by ``editor.io.semantic_forces``; codes ``unit.quality``, ``unit.enters``.
"""

from __future__ import annotations

from editor.core.deployment import forbidding_element
from editor.core.diagnostics import error, pointer, quoted, warning
from editor.core.phrases import Phrase
from editor.io.semantic_context import CheckContext


def check_play(c: CheckContext) -> None:
    play = c.r.play
    for i, u in enumerate(c.s.units):
        where = pointer("units", i)
        if play is not None and u.quality:
            names = play.quality_names()
            if u.quality not in names:
                c.out.append(
                    error(
                        "unit.quality",
                        Phrase(
                            f"unit {quoted(u.name)}: {u.quality!r} is not a quality of "
                            f"{c.r.names.en} (qualities: {', '.join(names)}); choose one, or "
                            "add it to the ruleset's play.quality_aliases as a house rule",
                            f"unité « {u.name} » : {u.quality!r} n'est pas une qualité de "
                            f"{c.r.names.fr} (qualités : {', '.join(names)}) ; choisissez-en "
                            "une, ou ajoutez-la à 'play.quality_aliases' de la règle "
                            "(règle maison)",
                        ),
                        where + "/quality",
                    )
                )
        if u.entry is not None:
            _entry(c, i, where)


def _entry(c: CheckContext, i: int, where: str) -> None:
    u = c.s.units[i]
    entry = u.entry
    assert entry is not None
    if u.position is not None:
        c.out.append(
            error(
                "unit.enters",
                Phrase(
                    f"unit {quoted(u.name)} is placed at hex {c.label(u.position)} and also "
                    f"enters on turn {entry.turn}: a reinforcement starts off the map; "
                    "remove one",
                    f"l'unité « {u.name} » est placée en {c.label(u.position)} et entre "
                    f"aussi au tour {entry.turn} : un renfort commence hors de la carte ; "
                    "retirez l'un des deux",
                ),
                where + "/enters",
                c.label(u.position),
            )
        )
    if (
        u.type in c.r.unit_classes
        and entry.hexes
        and all(forbidding_element(c.r, c.s, u, h) is not None for h in entry.hexes)
    ):
        c.out.append(
            error(
                "unit.enters",
                Phrase(
                    f"unit {quoted(u.name)} ({c.r.name(u.type, 'en')}) cannot stand on any of "
                    "its hexes of entry; choose hexes it may enter",
                    f"l'unité « {u.name} » ({c.r.name(u.type, 'fr')}) ne peut se tenir sur "
                    "aucun de ses hexagones d'entrée ; choisissez-en où elle peut entrer",
                ),
                where + "/enters/at",
            )
        )
    turns = c.s.setup.turns
    if turns is not None and entry.turn > turns:
        c.out.append(
            warning(
                "unit.enters",
                Phrase(
                    f"unit {quoted(u.name)} enters on turn {entry.turn}, after the last turn "
                    f"({turns}): it will never play",
                    f"l'unité « {u.name} » entre au tour {entry.turn}, après le dernier "
                    f"({turns}) : elle ne jouera jamais",
                ),
                where + "/enters/turn",
            )
        )
