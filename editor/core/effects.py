"""Terrain effect values and the annexes' rule for combining them.

Both terrain annexes (Panache and Thucydide, Annexe 1, « Effet du terrain et
des obstacles linéaires ») state one combination rule:

    « Si des éléments sont combinés, leurs effets se cumulent mais ne
    s'aggravent pas. Ainsi, si on a 2 fois « max 2 dés », le résultat est
    maximum 2 dés. En revanche, si on a « max 2 dés » et « -1 dé », on compte
    d'abord 1 dé de moins et ensuite on limite à 2 dés. Idem pour les hex. »

Read as an algorithm: identical effects count once; distinct effects all
apply, every subtraction first, then every cap. ``combine_dice`` and
``combine_movement`` implement it and return the final figure together with
the term-by-term explanation a player can check at the table. Both are pure:
same effects in any order, with any repetition, give the same result.

The effect *kinds* are the vocabulary of ``schemas/ruleset.schema.json``;
which element has which effect is data (``resources/rulesets/*.yaml``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

MOVEMENT_KINDS: tuple[str, ...] = (
    "impassable",  # « Impassable », « Infranchissable »
    "stop",  # « Stop »: entering ends the move
    "stop_before_and_after",  # « Stop avant et après passage »
    "stop_after",  # « Stop après »
    "minus_hex",  # « - N hex »
    "road_bonus",  # « +1 hex si tout sur route sans combat »
    "crosses_underlying",  # « Traverse le terrain sous-jacent »
    "as_road",  # « Comme route »
)
COMBAT_KINDS: tuple[str, ...] = (
    "minus_dice",  # « - N dé »
    "max_dice",  # « Max N dés »
    "no_special",  # « Pas de coup spécial » (Panache) = « Pas d'avantage tactique » (Thucydide)
    "normal",  # « Normal », « Sans effet »
    "no_combat_on_impossible_terrain",  # « Si sur terrain impossible, pas de combat »
)

_HEX_FLAGS = ("stop_before_and_after", "stop_after", "stop", "impassable")
_ROAD_KINDS = frozenset(("road_bonus", "crosses_underlying", "as_road"))


@dataclass(frozen=True, slots=True)
class Exemption:
    """One « sauf ... » of an effect: it does not apply when ALL the fields given hold.

    ``elements``: the move is made by/through these elements (« sauf par route »,
    « sauf si gué ou pont »: one Exemption per alternative); ``classes``: the unit
    is of one of these classes (« sauf chameau »); ``capabilities``: the unit has
    one of these (« sauf skieurs », « par barque », « équipement de siège »).
    """

    elements: tuple[str, ...] = ()
    classes: tuple[str, ...] = ()
    capabilities: tuple[str, ...] = ()

    def holds(
        self,
        unit_class: str | None = None,
        capabilities: Iterable[str] = (),
        elements: Iterable[str] = (),
    ) -> bool:
        """True when this exemption frees a unit of ``unit_class`` with ``capabilities``
        moving through (or along) ``elements``."""
        if self.classes and unit_class not in self.classes:
            return False
        if self.capabilities and not set(self.capabilities) & set(capabilities):
            return False
        return not self.elements or set(self.elements) <= set(elements)


@dataclass(frozen=True, slots=True)
class Effect:
    """One cell entry of an effects table: a kind, its number, its exemptions."""

    kind: str
    n: int | None = None
    unless: tuple[Exemption, ...] = ()

    @property
    def key(self) -> tuple[str, int | None]:
        """What makes two effects « the same effect » for the combination rule."""
        return (self.kind, self.n)

    def applies_to(
        self,
        unit_class: str | None = None,
        capabilities: Iterable[str] = (),
        elements: Iterable[str] = (),
    ) -> bool:
        """False when one of the « sauf ... » exemptions holds for this unit and move."""
        caps, elems = tuple(capabilities), tuple(elements)
        return not any(e.holds(unit_class, caps, elems) for e in self.unless)


TermKind = Literal[
    "base", "minus", "cap", "stop", "stop_after", "stop_before_and_after", "impassable"
]


@dataclass(frozen=True, slots=True)
class Term:
    """One line of an explanation: what was applied and the figure after it."""

    kind: TermKind
    amount: int
    """Dice or hexes: the base figure, the number subtracted, or the cap; 0 for flags."""
    result: int
    """The figure after this term."""

    def text(self, unit: Literal["dice", "hex"], lang: str = "fr") -> str:
        """``"max 2 dés → 2"``: plain wording, the same in both rulesets."""
        fr = lang != "en"
        if unit == "dice":
            noun = ("dé" if fr else "die") if self.amount == 1 else ("dés" if fr else "dice")
        else:
            noun = "hex"
        if self.kind == "base":
            return f"{self.amount} {noun}"
        if self.kind == "minus":
            return f"-{self.amount} {noun} → {self.result}"
        if self.kind == "cap":
            return f"max {self.amount} {noun} → {self.result}"
        words = {
            "stop": ("stop", "stop"),
            "stop_after": ("stop après", "stop after"),
            "stop_before_and_after": ("stop avant et après passage", "stop before and after"),
            "impassable": ("impassable", "impassable"),
        }[self.kind]
        return words[0] if fr else words[1]


@dataclass(frozen=True, slots=True)
class DiceCount:
    """Dice thrown after terrain, with the terms that led there."""

    dice: int
    terms: tuple[Term, ...]
    no_special: bool = False
    """« Pas de coup spécial » / « pas d'avantage tactique »: that die face is ignored."""

    def explain(self, lang: str = "fr") -> str:
        return ", ".join(t.text("dice", lang) for t in self.terms)


@dataclass(frozen=True, slots=True)
class MovementCount:
    """Hexes of movement left after terrain, with the terms and the stop flags."""

    hexes: int
    terms: tuple[Term, ...]
    stop: bool = False
    stop_after: bool = False
    stop_before_and_after: bool = False
    impassable: bool = False

    def explain(self, lang: str = "fr") -> str:
        return ", ".join(t.text("hex", lang) for t in self.terms)


def distinct(effects: Iterable[Effect]) -> list[Effect]:
    """The effects with repetitions removed (« ne s'aggravent pas »), in a fixed order.

    Two effects are the same when kind and number are equal; exemptions are
    expected to be resolved before combining (``Effect.applies_to``).
    """
    seen: dict[tuple[str, int | None], Effect] = {}
    for effect in effects:
        seen.setdefault(effect.key, effect)
    return [seen[k] for k in sorted(seen, key=lambda k: (k[0], k[1] or 0))]


def _check_n(effect: Effect) -> int:
    if effect.n is None or effect.n < 0:
        raise ValueError(f"effect {effect.kind!r} needs a number n >= 0, got {effect.n!r}")
    return effect.n


def combine_dice(base: int, effects: Iterable[Effect]) -> DiceCount:
    """Dice for a combat after the terrain ``effects`` that apply to it.

    Annexe 1, « Effet du terrain et des obstacles linéaires »: identical effects
    count once (« 2 fois max 2 dés = max 2 dés »); then all distinct subtractions,
    smallest first; then all caps, loosest first (« on compte d'abord 1 dé de
    moins et ensuite on limite à 2 dés »). Never below 0 dice.

    ``normal`` adds nothing; ``no_special`` sets the flag. Conditional effects
    (``no_combat_on_impossible_terrain``) and movement kinds raise ValueError:
    the caller resolves the condition first.
    """
    if base < 0:
        raise ValueError(f"base dice must be >= 0, got {base}")
    minus: list[int] = []
    caps: list[int] = []
    no_special = False
    for effect in distinct(effects):
        if effect.kind == "minus_dice":
            minus.append(_check_n(effect))
        elif effect.kind == "max_dice":
            caps.append(_check_n(effect))
        elif effect.kind == "no_special":
            no_special = True
        elif effect.kind != "normal":
            raise ValueError(
                f"combine_dice: {effect.kind!r} is not a dice effect "
                "(resolve conditional and movement effects before combining)"
            )
    dice = base
    terms = [Term("base", base, base)]
    for amount in sorted(minus):
        dice = max(0, dice - amount)
        terms.append(Term("minus", amount, dice))
    for cap in sorted(caps, reverse=True):
        dice = min(dice, cap)
        terms.append(Term("cap", cap, dice))
    return DiceCount(dice, tuple(terms), no_special)


def combine_movement(allowance: int, effects: Iterable[Effect]) -> MovementCount:
    """Hexes of movement after the terrain ``effects`` met on the way.

    The same annex rule (« Idem pour les hex »): « -1 hex » twice counts once;
    distinct subtractions all apply, never below 0; then the stops and
    « impassable » are reported as flags with their own terms (a stop caps the
    move at the hex entered; impassable forbids entering at all).

    Road effects (``road_bonus``, ``crosses_underlying``, ``as_road``) depend on
    how the unit moves: resolve them before combining; they raise ValueError.
    """
    if allowance < 0:
        raise ValueError(f"movement allowance must be >= 0, got {allowance}")
    minus: list[int] = []
    flags: set[str] = set()
    for effect in distinct(effects):
        if effect.kind == "minus_hex":
            minus.append(_check_n(effect))
        elif effect.kind in _HEX_FLAGS:
            flags.add(effect.kind)
        else:
            why = "a road effect" if effect.kind in _ROAD_KINDS else "not a movement effect"
            raise ValueError(f"combine_movement: {effect.kind!r} is {why}; resolve it first")
    hexes = allowance
    terms = [Term("base", allowance, allowance)]
    for amount in sorted(minus):
        hexes = max(0, hexes - amount)
        terms.append(Term("minus", amount, hexes))
    for flag in _HEX_FLAGS:
        if flag in flags:
            if flag == "impassable":
                hexes = 0
            terms.append(Term(flag, 0, hexes))  # type: ignore[arg-type]
    return MovementCount(
        hexes,
        tuple(terms),
        stop="stop" in flags,
        stop_after="stop_after" in flags,
        stop_before_and_after="stop_before_and_after" in flags,
        impassable="impassable" in flags,
    )
