"""A combat as events: the attack announced, the dice, plaquettes and units lost,
retreats, obstacles that throw the attacker back, follow-ups (Thucydide ch. 1,
Phase de Combats; shape: ``editor.rules.events``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, ReaderNames, count, face_name, fr_or_en


@dataclass(frozen=True, slots=True)
class AttackAnnounced(Event):
    kind: ClassVar[str] = "attack_announced"
    units: ClassVar[tuple[str, ...]] = ("unit", "target")
    unit: str
    target: str
    dice: int
    ranged: bool = False
    charge: bool = False

    def _say(self, n: ReaderNames, lang: str) -> str:
        u, t = n.unit(self.unit, lang), n.unit(self.target, lang)
        if self.charge:
            verb = fr_or_en(lang, "charge", "charges")
        elif self.ranged:
            verb = fr_or_en(lang, "tire sur", "fires at")
        else:
            verb = fr_or_en(lang, "attaque", "attacks")
        dice = count(self.dice, "die", lang)
        return fr_or_en(lang, f"{u} {verb} {t} avec {dice}", f"{u} {verb} {t} with {dice}")


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    kind: ClassVar[str] = "dice_rolled"
    units: ClassVar[tuple[str, ...]] = ("unit", "target")
    unit: str
    target: str
    purpose: str
    """``attack``, ``riposte`` or ``passage`` (losses thrown at the attacker)."""
    faces: tuple[str, ...]
    hits: int
    flags: int
    letters: int
    ignored_flags: int = 0
    obstacle: str = ""

    def _say(self, n: ReaderNames, lang: str) -> str:
        faces = ", ".join(face_name(n.ctx, f, lang) for f in self.faces) or "-"
        if self.purpose == "passage":
            ob = n.ctx.ruleset.name(self.obstacle, lang) if self.obstacle else "?"
            who = n.unit(self.target, lang)
            head = fr_or_en(
                lang, f"Pertes de passage ({ob}) sur {who}", f"Passage losses ({ob}) on {who}"
            )
        elif self.purpose == "riposte":
            who = n.unit(self.unit, lang)
            head = fr_or_en(lang, f"Riposte de {who}", f"{who} ripostes")
        else:
            who = n.unit(self.unit, lang)
            head = fr_or_en(lang, f"Dés de {who}", f"{who} rolls")
        ign = f", {count(self.ignored_flags, 'ignored', lang)}" if self.ignored_flags else ""
        hits, flags = count(self.hits, "hit", lang), count(self.flags, "flag", lang)
        return fr_or_en(
            lang,
            f"{head} : {faces} → {hits}, {flags}{ign}",
            f"{head}: {faces} → {hits}, {flags}{ign}",
        )


@dataclass(frozen=True, slots=True)
class PlaquettesLost(Event):
    kind: ClassVar[str] = "plaquettes_lost"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    n: int
    left: int

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        lost = count(self.n, "plaquette", lang)
        return fr_or_en(
            lang, f"{u} perd {lost}, il en reste {self.left}", f"{u} loses {lost}, {self.left} left"
        )


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    kind: ClassVar[str] = "eliminated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    at: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(lang, f"{u} est éliminée en {self.at}", f"{u} is eliminated at {self.at}")


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    kind: ClassVar[str] = "retreated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    frm: str
    to: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(lang, f"{u} recule en {self.to}", f"{u} retreats to {self.to}")


@dataclass(frozen=True, slots=True)
class RetreatBlocked(Event):
    kind: ClassVar[str] = "retreat_blocked"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    at: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(
            lang,
            f"{u} ne peut pas reculer depuis {self.at} : une plaquette perdue à la place",
            f"{u} cannot retreat from {self.at}: it loses a plaquette instead",
        )


@dataclass(frozen=True, slots=True)
class Repulsed(Event):
    kind: ClassVar[str] = "repulsed"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    obstacle: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        ob = n.ctx.ruleset.name(self.obstacle, lang)
        return fr_or_en(
            lang,
            f"{u} est repoussée par l'obstacle ({ob}) : pas d'attaque",
            f"{u} is thrown back by the obstacle ({ob}): no attack",
        )


@dataclass(frozen=True, slots=True)
class FollowedUp(Event):
    kind: ClassVar[str] = "followed_up"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    to: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(lang, f"{u} suit en {self.to}", f"{u} follows up into {self.to}")


EVENT_TYPES.update(
    {
        t.kind: t
        for t in (
            AttackAnnounced,
            DiceRolled,
            PlaquettesLost,
            Eliminated,
            Retreated,
            RetreatBlocked,
            Repulsed,
            FollowedUp,
        )
    }
)
