"""Command and movement as events: activations, orders and their tokens, moves and
entries (Thucydide ch. 1; shape: ``editor.rules.events``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, ReaderNames, count, fr_or_en

ORDERS: dict[str, tuple[str, str]] = {
    "manoeuvre": ("de manœuvre", "manoeuvre"),
    "attack": ("d'attaque", "attack"),
    "defence": ("de défense", "defence"),
}


@dataclass(frozen=True, slots=True)
class Activated(Event):
    kind: ClassVar[str] = "activated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(lang, f"{u} est activée", f"{u} is activated")


@dataclass(frozen=True, slots=True)
class OrderGiven(Event):
    kind: ClassVar[str] = "order_given"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    side: str
    order: str
    cost: int
    unit: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        fr, en = ORDERS.get(self.order, (self.order, self.order))
        s, u = n.side(self.side), n.unit(self.unit, lang)
        cost = count(self.cost, "token", lang)
        return fr_or_en(
            lang, f"{s} donne un ordre {fr} à {u} ({cost})", f"{s} gives {u} a {en} order ({cost})"
        )


@dataclass(frozen=True, slots=True)
class TokensGained(Event):
    kind: ClassVar[str] = "tokens_gained"
    side: str
    n: int
    total: int

    def _say(self, n: ReaderNames, lang: str) -> str:
        s = n.side(self.side)
        gained = count(self.n, "token", lang)
        return fr_or_en(
            lang,
            f"{s} gagne {gained} (lettres d'ordre) : {self.total}",
            f"{s} gains {gained} (order letters): {self.total}",
        )


@dataclass(frozen=True, slots=True)
class Moved(Event):
    kind: ClassVar[str] = "moved"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    path: tuple[str, ...]
    cost: int
    road_bonus: bool = False

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        to = self.path[-1] if self.path else "?"
        road = fr_or_en(lang, ", bonus de route : pas de combat", ", road bonus: no combat")
        extra = road if self.road_bonus else ""
        return fr_or_en(
            lang,
            f"{u} se déplace en {to} (coût {self.cost}{extra})",
            f"{u} moves to {to} (cost {self.cost}{extra})",
        )


@dataclass(frozen=True, slots=True)
class Entered(Event):
    kind: ClassVar[str] = "entered"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    to: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(
            lang, f"{u} entre en jeu en {self.to}", f"{u} enters the table at {self.to}"
        )


EVENT_TYPES.update({t.kind: t for t in (Activated, OrderGiven, TokensGained, Moved, Entered)})
