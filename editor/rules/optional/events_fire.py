"""Fire and the other hazards nobody fires, as events (Annexe 3, le feu; the weather's
and the ground's shots at a unit).

Same shape as ``editor.rules.events`` (frozen values, units by id, hexes by label,
``to_dict`` for the log, ``phrase`` for a person), registered in its ``EVENT_TYPES``
so a log with them reads back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, ReaderNames, count, face_name, fr_or_en

HAZARDS: dict[str, tuple[str, str]] = {
    "fire": ("l'incendie", "the fire"),
    "exposure": ("les intempéries", "the weather"),
    "sandstorm": ("la tempête de sable", "the sandstorm"),
    "thirst": ("la soif", "thirst"),
    "sentinel": ("l'attaque de la sentinelle", "the attack on the sentinel"),
}
FIRE_ENDS: dict[str, tuple[str, str]] = {
    "burnt": ("a fini de brûler", "has burnt out"),
    "extinguished": ("est éteint par les troupes", "is put out by the troops"),
    "rain": ("est éteint par la pluie", "is put out by the rain"),
    "blown": ("est soufflé par la tempête", "is blown out by the storm"),
    "weather": ("ne peut plus brûler par ce temps", "cannot burn in this weather"),
}


def _element(n: ReaderNames, element: str, lang: str) -> str:
    if not element:
        return fr_or_en(lang, "l'embarcation", "the boat")
    if element == "grass":
        return fr_or_en(lang, "l'herbe", "the grass")
    rs = n.ctx.ruleset
    known = element in rs.elements or element in rs.capabilities  # an accessory
    return rs.name(element, lang) if known else element


def _where(at: str, side: str, lang: str) -> str:
    return f"{at} {side}" if side else at


@dataclass(frozen=True, slots=True)
class FireRolled(Event):
    """Dice thrown at an element's resistance: to light it, by a spreading fire, or
    to fight it (hits then give plaquettes back)."""

    kind: ClassVar[str] = "fire_rolled"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    """The unit throwing, or "" for a spreading fire."""
    at: str
    element: str
    side: str
    """The edge's side for an obstacle, else ""."""
    purpose: str
    """``ignite``, ``spread``, ``fight``."""
    faces: tuple[str, ...]
    hits: int
    left: int
    """Resistance plaquettes left after the throw."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        el = _element(n, self.element, lang)
        where = _where(self.at, self.side, lang)
        faces = ", ".join(face_name(n.ctx, f, lang) for f in self.faces) or "-"
        if self.purpose == "spread":
            head = fr_or_en(
                lang, f"Le feu gagne {el} en {where}", f"The fire reaches {el} at {where}"
            )
        elif self.purpose == "fight":
            u = n.unit(self.unit, lang)
            head = fr_or_en(
                lang,
                f"{u} combat le feu de {el} en {where}",
                f"{u} fights the fire of {el} at {where}",
            )
        else:
            u = n.unit(self.unit, lang)
            head = fr_or_en(
                lang, f"{u} met le feu à {el} en {where}", f"{u} sets fire to {el} at {where}"
            )
        hits = count(self.hits, "hit", lang)
        return fr_or_en(
            lang,
            f"{head} : {faces} → {hits}, résistance {self.left}",
            f"{head}: {faces} → {hits}, resistance {self.left}",
        )


@dataclass(frozen=True, slots=True)
class FireStarted(Event):
    kind: ClassVar[str] = "fire_started"
    at: str
    element: str
    side: str = ""

    def _say(self, n: ReaderNames, lang: str) -> str:
        el = _element(n, self.element, lang)
        where = _where(self.at, self.side, lang)
        return fr_or_en(lang, f"{el} brûle en {where}", f"{el} is on fire at {where}").capitalize()


@dataclass(frozen=True, slots=True)
class FireEnded(Event):
    kind: ClassVar[str] = "fire_ended"
    at: str
    element: str
    side: str
    why: str
    becomes: str = ""
    """What a burnt hex is now (``rocaille``), or "" (destroyed, or put out)."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        el = _element(n, self.element, lang)
        where = _where(self.at, self.side, lang)
        fr, en = FIRE_ENDS.get(self.why, (self.why, self.why))
        tail = ""
        if self.why == "burnt":
            if self.becomes:
                b = n.ctx.ruleset.name(self.becomes, lang)
                tail = fr_or_en(lang, f" : c'est maintenant {b}", f": it is {b} now")
            else:
                tail = fr_or_en(lang, " : détruit", ": destroyed")
        return fr_or_en(
            lang, f"Le feu de {el} en {where} {fr}{tail}", f"The fire of {el} at {where} {en}{tail}"
        )


@dataclass(frozen=True, slots=True)
class SmokeDrifted(Event):
    kind: ClassVar[str] = "smoke_drifted"
    hexes: tuple[str, ...]
    """Every hex in smoke after the drift (the burning ones included)."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        cells = ", ".join(self.hexes) or "-"
        return fr_or_en(lang, f"La fumée couvre {cells}", f"Smoke over {cells}")


@dataclass(frozen=True, slots=True)
class HazardRolled(Event):
    """A shot the ground or the sky takes at a unit: a fire, a storm, thirst."""

    kind: ClassVar[str] = "hazard_rolled"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    hazard: str
    faces: tuple[str, ...]
    hits: int
    flags: int = 0

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        fr, en = HAZARDS.get(self.hazard, (self.hazard, self.hazard))
        faces = ", ".join(face_name(n.ctx, f, lang) for f in self.faces) or "-"
        hits, flags = count(self.hits, "hit", lang), count(self.flags, "flag", lang)
        return fr_or_en(
            lang,
            f"{u} subit {fr} : {faces} → {hits}, {flags}",
            f"{u} suffers {en}: {faces} → {hits}, {flags}",
        )


EVENT_TYPES.update(
    {t.kind: t for t in (FireRolled, FireStarted, FireEnded, SmokeDrifted, HazardRolled)}
)
