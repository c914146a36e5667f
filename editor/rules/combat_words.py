"""The words of an attack's dice, built from its terms only when asked.

``combat.dice_for_attack`` counts the dice (quality, support, attack order, the
ground's effects) and says why an attack is refused as plain values; the
explanation's lines (« qualité 3 », « soutenu (...) », the ground's effects, each
with the rule it comes from) and the refusal's words are made here, from those
values, when a person asks (the panel, ``hexfield query``): the computer players
and ``apply`` only count.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.phrases import Phrase, colon
from editor.core.quality_names import quality_name
from editor.rules.context import GameContext, Piece
from editor.rules.terrain import Source

RULE_QUALITY = Phrase(
    "Thucydide ch. 1, Phase de Combats: the dice its quality gives",
    "Thucydide ch. 1, Phase de Combats : « le nombre de dés de combat auquel son niveau de "
    "qualité lui donne droit »",
)
RULE_SUPPORT = Phrase("Thucydide ch. 1, Notion de Soutien", "Thucydide ch. 1, Notion de Soutien")
RULE_ORDER = Phrase("Thucydide ch. 1, Phase de Combats", "Thucydide ch. 1, Phase de Combats")
DIRECTION_WORDS = {
    "into": ("vers", "into"),
    "from": ("depuis", "from"),
    "uphill": ("bas ► haut", "uphill"),
    "downhill": ("haut ► bas", "downhill"),
}
WHERE_WORDS = {
    "hex": ("hexagone attaqué", "hex attacked"),
    "own": ("hexagone de l'attaquant", "attacker's hex"),
    "edge": ("bord franchi", "face crossed"),
}


@dataclass(frozen=True, slots=True)
class DiceTerm:
    """One line of the dice explanation: what, its effect, and the rule it comes from."""

    what: Phrase
    effect: str
    """A ``Phrase`` where the effect has words (« pas de coup spécial »)."""
    rule: Phrase

    def text(self, lang: str) -> str:
        effect = self.effect.text(lang) if isinstance(self.effect, Phrase) else self.effect
        return f"{self.what.text(lang)}{colon(lang)}{effect} ({self.rule.text(lang)})"


def _fr(text: str) -> str:
    return text.fr if isinstance(text, Phrase) else text


Refusal = tuple[str, ...]
"""Why an attack is not allowed, without its words: a kind and its values
(``("range", "4", "3")``); empty when it is allowed."""


def refusal_words(refused: Refusal) -> str:
    """The words of a refusal, as a ``Phrase`` (empty when allowed)."""
    if not refused:
        return ""
    kind, *values = refused
    if kind == "off map":
        return Phrase("a unit is not on the map", "une unité n'est pas sur la carte")
    if kind == "same side":
        return Phrase("same side", "même camp")
    if kind == "decoy":
        return Phrase("a decoy does not fight", "un leurre ne combat pas")
    if kind == "range":
        dist, reach = values
        return Phrase(
            f"out of range ({dist} hexes, range {reach})",
            f"hors de portée ({dist} hexagones, portée {reach})",
        )
    if kind == "sight":
        return Phrase(f"no line of sight ({values[0]})", f"pas de ligne de vue ({values[0]})")
    if kind == "road":
        name = values[0]
        return Phrase(
            f'"{name}" stands on impossible terrain by a road: no combat',
            f"« {name} » est sur un terrain impossible par une route : pas de combat",
        )
    return values[0]  # "optional": the optional rules' own words (Annexe 3)


def source_term(ctx: GameContext, s: Source) -> DiceTerm:
    r = ctx.ruleset
    dfr, den = DIRECTION_WORDS.get(s.direction, (s.direction, s.direction))
    wfr, wen = WHERE_WORDS.get(s.where, (s.where, s.where))
    n = "" if s.effect.n is None else f" {s.effect.n}"
    effect = {
        "minus_dice": Phrase(f"-{s.effect.n}", f"-{s.effect.n}"),
        "max_dice": Phrase(f"max {s.effect.n}", f"max {s.effect.n}"),
        "no_special": Phrase("no special hit", "pas de coup spécial"),
        "normal": Phrase("normal", "normal"),
    }.get(s.effect.kind, Phrase(f"{s.effect.kind}{n}", f"{s.effect.kind}{n}"))
    return DiceTerm(
        Phrase(
            f"{r.name(s.element, 'en')} ({den}, {wen})",
            f"{r.name(s.element, 'fr')} ({dfr}, {wfr})",
        ),
        effect,
        Phrase(f"Annexe 1, {r.name(s.element, 'fr')}", f"Annexe 1, {r.name(s.element, 'fr')}"),
    )


def base_terms(
    ctx: GameContext,
    att: Piece,
    left: int,
    supported: tuple[str, ...] | None,
    attack_order: bool,
) -> list[DiceTerm]:
    """The explanation's terms before terrain: quality (capped by the plaquettes
    left), support, attack order."""
    play = ctx.play
    base_dice = min(att.dice, left)
    capped = base_dice < att.dice
    terms = [
        DiceTerm(
            Phrase(f"{quality_name(att.quality, 'en')} quality", f"qualité {att.quality}"),
            Phrase(
                str(base_dice) + (f" (capped by {left} plaquettes)" if capped else ""),
                str(base_dice) + (f" (limité par {left} plaquettes)" if capped else ""),
            ),
            RULE_QUALITY,
        )
    ]
    if supported is not None:
        terms.append(
            DiceTerm(
                Phrase(
                    f"supported ({'; '.join(supported)})",
                    f"soutenu ({' ; '.join(_fr(r) for r in supported)})",
                ),
                f"+{play.support.attack_dice}",
                RULE_SUPPORT,
            )
        )
    if attack_order:
        terms.append(
            DiceTerm(
                Phrase("attack order", "ordre d'attaque"),
                f"+{play.orders.attack_dice}",
                RULE_ORDER,
            )
        )
    return terms


__all__ = [
    "DIRECTION_WORDS",
    "RULE_ORDER",
    "RULE_QUALITY",
    "RULE_SUPPORT",
    "WHERE_WORDS",
    "DiceTerm",
    "Refusal",
    "base_terms",
    "refusal_words",
    "source_term",
]
