"""Why a V4 element becomes what it becomes in the ruleset, said in the generation log.

L'Art de la Guerre has elements the Panache and Thucydide annexes do not
(brush, fields, ravines, plantations): ``mappings:`` turns each into ruleset
elements, and a set of elements may carry a composite's name. A gentle hill
with brush thus becomes a hill with rocky ground, which the annex calls a
« Colline escarpée »: without a word, a designer reads a mistake. One line per
such element, in both languages, with the reasons of ``mapping_reasons:``.
"""

from __future__ import annotations

from typing import Any

from editor.core.ruleset import Ruleset
from editor.generate.adlg_state import Board, PlacedElement
from editor.generate.dice import Dice


def explain_conversions(
    board: Board, ruleset: Ruleset, mapping: dict[str, Any], dice: Dice
) -> None:
    """Log, once per kind of placed element, why it became what it is in ``ruleset``
    (only for elements whose V4 nature changes: those with a reason in the data)."""
    data = board.data
    reasons: dict[str, dict[str, str]] = data.get("mapping_reasons", {})
    said: set[tuple[str, str | None, str | None]] = set()
    for element in board.live():
        key = (element.kind, element.vegetation, element.on_hill)
        parts = [p for p in key if p is not None and p in reasons]
        if key in said or not parts or element.kind in ("river", "road"):
            continue
        said.add(key)
        ids = _ruleset_ids(element, board, mapping)
        fr = _sentence(element, ruleset, ids, [reasons[p]["fr"] for p in parts], data, "fr")
        en = _sentence(element, ruleset, ids, [reasons[p]["en"] for p in parts], data, "en")
        dice.note(fr, en)


def _ruleset_ids(element: PlacedElement, board: Board, mapping: dict[str, Any]) -> list[str]:
    """The ruleset elements the V4 element became, in mapping order."""
    if element.kind == "impassable":
        found = list(mapping["impassable"][board.territory])
    else:
        found = list(mapping[element.kind])
    for extra in (element.vegetation, element.on_hill):
        if extra is not None:
            found += [i for i in mapping[extra] if i not in found]
    return found


def _sentence(
    element: PlacedElement,
    ruleset: Ruleset,
    ids: list[str],
    reasons: list[str],
    data: dict[str, Any],
    lang: str,
) -> str:
    names = data["elements"]
    v4 = names[element.kind][lang]
    extras = [names[e][lang] for e in (element.vegetation, element.on_hill) if e is not None]
    if extras:
        v4 += f" ({', '.join(extras)})"
    rules = ruleset.names.get(lang)
    parts = " + ".join(ruleset.name(i, lang) for i in ids)
    composite = ruleset.composite_for(ids) if len(ids) > 1 else None
    result = ruleset.name(composite.id, lang) if composite is not None else parts
    why = list(reasons)
    if composite is not None:
        why.append(
            f"{parts} forment l'élément composé « {result} » de {rules}"
            if lang == "fr"
            else f"{parts} make {rules}'s composite « {result} »"
        )
    if lang == "fr":
        return f"Dans {rules}, {v4} devient « {result} » : {' ; '.join(why)}"
    return f"In {rules}, {v4} becomes « {result} »: {'; '.join(why)}"
