"""The semantic pass over what a game of the scenario needs: unit qualities the
ruleset plays and reinforcements' entries.

Called by ``editor.io.semantic_forces``; codes ``unit.quality``, ``unit.enters``.
"""

from __future__ import annotations

from editor.core.deployment import forbidding_element
from editor.core.diagnostics import error, pointer, quoted, warning
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
                        f"unit {quoted(u.name)}: {u.quality!r} is not a quality of "
                        f"{c.r.names.en} (qualities: {', '.join(names)}); choose one, or add "
                        "it to the ruleset's play.quality_aliases as a house rule",
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
                f"unit {quoted(u.name)} is placed at hex {c.label(u.position)} and also "
                f"enters on turn {entry.turn}: a reinforcement starts off the map; remove one",
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
                f"unit {quoted(u.name)} ({c.r.name(u.type, 'en')}) cannot stand on any of its "
                "hexes of entry; choose hexes it may enter",
                where + "/enters/at",
            )
        )
    turns = c.s.setup.turns
    if turns is not None and entry.turn > turns:
        c.out.append(
            warning(
                "unit.enters",
                f"unit {quoted(u.name)} enters on turn {entry.turn}, after the last turn "
                f"({turns}): it will never play",
                where + "/enters/turn",
            )
        )
