"""The night as events: drifting in the dark, sleepers waking, sentinels (Annexe 3,
combat de nuit, sommeil et sentinelles).

Same shape as ``editor.rules.events`` (frozen values, units by id, hexes by label,
``to_dict`` for the log, ``phrase`` for a person), registered in its ``EVENT_TYPES``
so a log with them reads back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, ReaderNames, fr_or_en

WAKE_CAUSES: dict[str, tuple[str, str]] = {
    "test": ("un ennemi passe près d'elle", "an enemy passes close by"),
    "attack": ("elle est attaquée", "it is attacked"),
    "combat": ("un combat à moins de 4 hexagones", "a combat within 4 hexes"),
    "fire": ("un incendie", "a fire"),
    "alarm": ("l'alarme d'une sentinelle", "a sentinel's alarm"),
    "friend": ("un ami adjacent", "a friend next to it"),
    "entered": ("un ennemi entre chez elle", "an enemy walks into it"),
}


@dataclass(frozen=True, slots=True)
class Deviated(Event):
    kind: ClassVar[str] = "deviated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    frm: str
    to: str
    """Where it went, or "" when the deviation was blocked (it made noise)."""
    way: str
    """``left`` or ``right``."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        way = (
            fr_or_en(lang, "à gauche", "left")
            if self.way == "left"
            else fr_or_en(lang, "à droite", "right")
        )
        if not self.to:
            return fr_or_en(
                lang,
                f"{u} dévie {way} dans le noir, bute et reste en {self.frm} : du bruit !",
                f"{u} drifts {way} in the dark, bumps into something and stays at "
                f"{self.frm}: noise!",
            )
        return fr_or_en(
            lang, f"{u} dévie {way} dans le noir, vers {self.to}", f"{u} drifts {way} to {self.to}"
        )


@dataclass(frozen=True, slots=True)
class WokeUp(Event):
    kind: ClassVar[str] = "woke_up"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    why: str
    groggy: bool = False
    """Woken in the enemy's turn: it may not move in its next turn."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        fr, en = WAKE_CAUSES.get(self.why, (self.why, self.why))
        return fr_or_en(lang, f"{u} se réveille : {fr}", f"{u} wakes up: {en}")


@dataclass(frozen=True, slots=True)
class SentinelEvent(Event):
    """A sentinel heard, was spotted, killed, or gave the alarm."""

    kind: ClassVar[str] = "sentinel"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    """The unit that posted it."""
    at: str
    what: str
    """``alerted``, ``spotted``, ``killed``, ``alarm``, ``silenced``."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        texts = {
            "alerted": (
                f"La sentinelle de {u} en {self.at} a entendu l'ennemi",
                f"The sentinel of {u} at {self.at} hears the enemy",
            ),
            "spotted": (
                f"Une sentinelle est repérée en {self.at}",
                f"A sentinel is spotted at {self.at}",
            ),
            "killed": (
                f"La sentinelle de {u} en {self.at} est tuée",
                f"The sentinel of {u} at {self.at} is killed",
            ),
            "alarm": (
                f"La sentinelle de {u} en {self.at} donne l'alarme",
                f"The sentinel of {u} at {self.at} raises the alarm",
            ),
            "silenced": (
                f"La sentinelle en {self.at} meurt sans donner l'alarme",
                f"The sentinel at {self.at} dies without raising the alarm",
            ),
        }
        fr, en = texts.get(self.what, (self.what, self.what))
        return fr_or_en(lang, fr, en)


@dataclass(frozen=True, slots=True)
class Captured(Event):
    """A lone figure drifted in the dark into an enemy's hex (« la figurine est capturée »)."""

    kind: ClassVar[str] = "captured"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    at: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(
            lang,
            f"{u}, égaré dans le noir, tombe sur l'ennemi en {self.at} : capturé",
            f"{u}, lost in the dark, runs into the enemy at {self.at}: captured",
        )


EVENT_TYPES.update({t.kind: t for t in (Deviated, WokeUp, SentinelEvent, Captured)})
