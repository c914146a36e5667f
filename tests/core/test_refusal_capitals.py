"""Every refusal the map tools can get from the engine is a sentence: it starts
with a capital letter in English and in French, even when it opens on a
ruleset's name.

Two walks: every refusal reached by calling the painting, deployment and decoy
functions on each element, unit class and deployment mode of both rulesets;
and every ``Phrase(...)`` written in those modules, read from their source, so
that a refusal no call below reaches yet is checked too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from editor.core import decoy_phrases, deployment, edge_painting, painting, ruleset_paint
from editor.core.decoy_phrases import no_decoys_refusal, too_many_decoys
from editor.core.deployment import DEPLOYMENT_MODES, forbidding_element, placement_refusal
from editor.core.hexes import neighbor
from editor.core.phrases import Phrase, capitalised
from editor.core.ruleset import Ruleset
from editor.core.ruleset_paint import PaintRules
from editor.core.scenario import Decoy, HexTerrain, Scenario, Unit, new_scenario
from editor.io.rulesets import load_ruleset

RULESETS = ("panache", "thucydide")


def _first_letter_is_capital(text: str) -> bool:
    """The first letter is upper case; a sentence may open on a number (« 3 hexagones »)."""
    for ch in text:
        if ch.isdigit():
            return True
        if ch.isalpha():
            return ch.isupper()
    return False


def _scenario(ruleset: Ruleset) -> Scenario:
    return new_scenario(ruleset.id, 12, 14, orientation="flat")


def _with(ruleset: Ruleset, h, elements: set[str]) -> Scenario:
    s = _scenario(ruleset)
    s.set_terrain(h, HexTerrain(frozenset(elements)))
    return s


def _painting(ruleset: Ruleset) -> Iterator[tuple[str, object]]:
    rules = PaintRules.from_ruleset(ruleset)
    s = _scenario(ruleset)
    g = s.grid
    h = g.to_hex(5, 5)
    for element in rules.same_hex:
        yield (
            f"{element} without what it needs",
            painting.missing_requirement(frozenset({element}), frozenset(), rules),
        )
        yield f"{element} painted alone", painting.paint_hexes(s, [h], frozenset({element}), rules)
    yield "no hill element", painting.change_hill_level(s, h, +1, PaintRules())
    hill = min(rules.hills)
    for element in sorted(rules.placement):
        if rules.placement[element] == "hex" and rules.conflicts(element, hill):
            yield (
                f"hill on {element}",
                painting.change_hill_level(_with(ruleset, h, {element}), h, +1, rules),
            )
    corner = g.to_hex(1, 1)
    border = next(d for d in range(6) if not g.contains(neighbor(corner, d)))
    yield (
        "obstacle on the border",
        edge_painting.place_obstacle(s, corner, border, "palissade", rules),
    )
    yield "no obstacle chosen", edge_painting.place_obstacle(s, h, 0, "", rules)
    for element in rules.facing_hex:
        yield f"{element} facing nothing", edge_painting.place_obstacle(s, h, 0, element, rules)
    yield "no link chosen", edge_painting.link_hexes(s, h, neighbor(h, 0), "", rules)
    for element, placement in sorted(rules.placement.items()):
        if placement != "connected":
            yield (
                f"{element} as a link",
                edge_painting.link_hexes(s, h, neighbor(h, 0), element, rules),
            )
            continue
        for blocker in sorted(rules.placement):
            if rules.placement[blocker] == "hex" and rules.conflicts(blocker, element):
                yield (
                    f"{element} into {blocker}",
                    edge_painting.link_hexes(
                        _with(ruleset, h, {blocker}), neighbor(h, 3), h, element, rules
                    ),
                )
    if "fleuve" in rules.placement and "route" in rules.placement:
        c = g.to_hex(8, 7)
        for a, b in [(neighbor(c, 1), c), (c, neighbor(c, 4))]:
            edit = edge_painting.link_hexes(s, a, b, "fleuve", rules)
            assert edit is not None and not isinstance(edit, str)
            edit.apply(s)
        yield (
            "ford on a wide river",
            edge_painting.link_hexes(s, neighbor(c, 0), c, "route", rules, ford=True),
        )


def _placement(ruleset: Ruleset) -> Iterator[tuple[str, object]]:
    s = _scenario(ruleset)
    g = s.grid
    h = g.to_hex(5, 5)
    first = next(iter(ruleset.unit_classes))
    unit = Unit("a_1", "a", "dragons", first)
    yield "off the map", placement_refusal(s, ruleset, unit, g.to_hex(40, 40))
    s.units = [Unit("a_2", "a", "hussards", first, h)]
    yield "one unit per hex", placement_refusal(s, ruleset, unit, h)
    s.units, s.decoys = [], [Decoy("a", h)]
    yield "on a decoy", placement_refusal(s, ruleset, unit, h)
    for unit_class in ruleset.unit_classes:
        for element in ruleset.elements:
            here = _with(ruleset, h, {element})
            if forbidding_element(ruleset, here, unit_class, h) is not None:
                unit = Unit("a_1", "a", "x", unit_class)
                yield f"{unit_class} on {element}", placement_refusal(here, ruleset, unit, h)


def _decoys(ruleset: Ruleset) -> Iterator[tuple[str, object]]:
    units = [Unit(f"a_{i}", "a", "x", next(iter(ruleset.unit_classes))) for i in range(3)]
    for mode in DEPLOYMENT_MODES:
        yield f"decoy under {mode}", no_decoys_refusal(ruleset, mode)
        # The side's name is the players' own: it is quoted as they wrote it.
        yield f"too many under {mode}", too_many_decoys(ruleset, mode, "Nord", 5, units)
        yield f"too many, no units, {mode}", too_many_decoys(ruleset, mode, "Nord", 1, [])


def _reached() -> list[tuple[str, object]]:
    out = []
    for name in RULESETS:
        ruleset = load_ruleset(name)
        for walk in (_painting, _placement, _decoys):
            out += [(f"{name}: {what}", result) for what, result in walk(ruleset)]
    return out


REACHED = _reached()


def test_the_walk_reaches_many_refusals() -> None:
    kinds = {what.split(": ", 1)[1].split(" ")[0] for what, _ in REACHED}
    assert len(REACHED) > 100, len(REACHED)
    assert {"off", "one", "obstacle", "no", "decoy", "too"} <= kinds


@pytest.mark.parametrize(("what", "refusal"), REACHED, ids=[w for w, _ in REACHED])
def test_every_refusal_reached_starts_with_a_capital(what: str, refusal: object) -> None:
    assert isinstance(refusal, Phrase), f"{what}: no refusal came back ({refusal!r})"
    assert _first_letter_is_capital(refusal.en), refusal.en
    assert _first_letter_is_capital(refusal.fr), refusal.fr


def _literal_openings(module: object) -> Iterator[tuple[int, str]]:
    """The text each ``Phrase("…", "…")`` of ``module``'s source opens on, when
    it opens on written words rather than on a name filled in."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))  # type: ignore[attr-defined]
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Phrase"):
            continue
        for arg in node.args:
            first = arg.values[0] if isinstance(arg, ast.JoinedStr) else arg
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield node.lineno, first.value


MODULES = (painting, deployment, ruleset_paint, decoy_phrases)


@pytest.mark.parametrize("module", MODULES, ids=[m.__name__ for m in MODULES])
def test_every_written_refusal_starts_with_a_capital(module: object) -> None:
    found = list(_literal_openings(module))
    lower = [(line, text) for line, text in found if not _first_letter_is_capital(text)]
    # Fragments that continue a sentence are not refusals: they start with "; " or " ".
    lower = [(line, text) for line, text in lower if not text.startswith((";", " ", ":"))]
    assert lower == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("colline : il faut …", "Colline : il faut …"),
        ("« nord » a 2 leurres", "« Nord » a 2 leurres"),
        ("l'hexagone 0303", "L'hexagone 0303"),
        ("3 hexagones", "3 hexagones"),
        ("", ""),
    ],
)
def test_capitalised(text: str, expected: str) -> None:
    assert capitalised(text) == expected
