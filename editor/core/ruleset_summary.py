"""One-line wording of what a hex's elements do, in the ruleset's own words.

Used by the editor's status bar and the set-up sheets:
``Colline boisée (Colline + Bois, forêt) : vers stop, max 2 dés ; ... ; masque``.
Effect words come from the ruleset's ``terms`` (Panache says « pas de coup
spécial », Thucydide « pas d'avantage tactique »); only the glue words
(« sauf », « par ») live here.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.core.effects import COMBAT_KINDS, MOVEMENT_KINDS, Effect, Exemption
from editor.core.ruleset import Ruleset
from editor.core.terrain_element import DIRECTIONS, Direction, Element

_GLUE = {
    "fr": {
        "header": " : ",
        "parts": " ; ",
        "except": "sauf",
        "by": "par",
        "or": " ou ",
        "empty": "Terrain nu : sans effet",
        "none": "sans effet",
    },
    "en": {
        "header": ": ",
        "parts": "; ",
        "except": "except",
        "by": "by",
        "or": " or ",
        "empty": "Open ground: no effect",
        "none": "no effect",
    },
}


def _glue(lang: str) -> dict[str, str]:
    return _GLUE["en" if lang == "en" else "fr"]


def _inline(text: str) -> str:
    """A name inside a sentence: « Chameliers » -> « chameliers »."""
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def _exemption(rs: Ruleset, ex: Exemption, lang: str) -> str:
    g = _glue(lang)
    words = [f"{g['by']} {_inline(rs.name(e, lang))}" for e in ex.elements]
    words += [_inline(rs.name(c, lang)) for c in ex.capabilities]
    classes = [_inline(rs.name(c, lang)) for c in ex.classes]
    if classes and ex.capabilities:
        words[-1] += f" ({', '.join(classes)})"
    else:
        words += classes
    return " ".join(words)


def _unless(rs: Ruleset, exemptions: tuple[Exemption, ...], lang: str) -> str:
    if not exemptions:
        return ""
    g = _glue(lang)
    return f" {g['except']} " + g["or"].join(_exemption(rs, ex, lang) for ex in exemptions)


def _effect(rs: Ruleset, section: str, effect: Effect, lang: str) -> str:
    return rs.term(section, effect.kind, lang, effect.n) + _unless(rs, effect.unless, lang)


def _ordered(effects: Iterable[Effect], kinds: tuple[str, ...]) -> list[Effect]:
    unique = dict.fromkeys(effects)  # identical effects count once
    return sorted(unique, key=lambda e: (kinds.index(e.kind), e.n or 0))


def _direction(rs: Ruleset, elements: tuple[Element, ...], d: Direction, lang: str) -> str:
    rows = [r for e in elements for r in e.rows if r.direction == d]
    movement = _ordered((m for r in rows for m in r.movement), MOVEMENT_KINDS)
    combat = _ordered((c for r in rows for c in r.combat), COMBAT_KINDS)
    caps = [c for c in combat if c.kind == "max_dice" and not c.unless]
    if len(caps) > 1:  # the tightest cap is the one that binds
        tightest = min(caps, key=lambda c: c.n or 0)
        combat = [c for c in combat if c not in caps or c is tightest]
    if len(combat) > 1:
        combat = [c for c in combat if c.kind != "normal"]
    words = [_effect(rs, "movement", m, lang) for m in movement]
    words += [_effect(rs, "combat", c, lang) for c in combat]
    if not words:
        return ""
    prefix = "" if d == "any" else rs.term("directions", d, lang) + " "
    return prefix + ", ".join(words)


def _prohibitions(rs: Ruleset, elements: tuple[Element, ...], lang: str) -> list[str]:
    out: list[str] = []
    for e in elements:
        for p in e.prohibitions:
            who = (
                rs.name(p.group, lang)
                if p.group
                else ", ".join(rs.name(c, lang) for c in sorted(p.classes))
            )
            text = rs.terms["notes"]["forbidden"].text(lang).replace("{who}", _inline(who))
            text += _unless(rs, p.unless, lang)
            if p.direction != "any":
                text += f" ({rs.term('directions', p.direction, lang)})"
            if text not in out:
                out.append(text)
    return out


def summarize(rs: Ruleset, element_ids: Iterable[str], lang: str = "fr") -> str:
    """One line telling what a hex's element set does (status bar, legend):
    ``"Colline boisée (Colline + Bois, forêt) : vers stop, max 2 dés ; ...; masque"``.

    Names, then per direction the combined effects, then
    « masque » and the prohibitions. Identical effects appear once and only the
    tightest « max N dés » is shown (Annexe 1: « ne s'aggravent pas »)."""
    ids = list(dict.fromkeys(element_ids))
    for eid in ids:
        rs.element(eid)  # KeyError with the known ids
    if not ids:
        return _glue(lang)["empty"]
    g = _glue(lang)
    composite = rs.composite_for(ids)
    order = composite.parts if composite else tuple(e for e in rs.elements if e in ids)
    names = " + ".join(rs.name(e, lang) for e in order)
    header = f"{composite.names.get(lang)} ({names})" if composite else names
    counted = rs.counted_elements(ids)
    parts = [p for d in DIRECTIONS if (p := _direction(rs, counted, d, lang))]
    if any(e.masks for e in counted):
        parts.append(rs.term("sight", "masks", lang))
    parts += _prohibitions(rs, counted, lang)
    return header + g["header"] + (g["parts"].join(parts) if parts else g["none"])
