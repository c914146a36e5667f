"""The d6 the optional rules throw, as an event: every one of them is in the log.

Same shape as ``editor.rules.events`` (frozen values, units by id, hexes by label,
``to_dict`` for the log, ``phrase`` for a person), registered in its ``EVENT_TYPES``
so a log with them reads back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, ReaderNames, fr_or_en

PURPOSES: dict[str, tuple[str, str]] = {
    "start_hour": ("heure de début (2D6)", "starting hour (2D6)"),
    "irregular": ("temps irrégulier", "irregular weather"),
    "fog": ("évolution de la brume", "mist evolution"),
    "variable": ("temps variable", "variable weather"),
    "small_change": ("petit changement", "small change"),
    "big_change": ("grand changement : le dé relancé", "big change: the die rolled again"),
    "strength": ("force du nouveau temps (2D6)", "strength of the new weather (2D6)"),
    "fire_out": ("le feu s'éteint-il ?", "does the fire go out?"),
    "storm_fire": ("incendie dans la tempête", "fire in the storm"),
    "deviation": ("déviation de nuit", "drift in the dark"),
    "wake": ("test de réveil", "wake-up test"),
    "hearing": ("la sentinelle entend-elle ?", "does the sentinel hear?"),
    "detect": ("détection d'une sentinelle", "spotting a sentinel"),
    "passage": ("passage difficile (2D6)", "difficult passage (2D6)"),
    "free": ("dégager l'embarcation (2D6)", "freeing the boat (2D6)"),
    "wreck": ("naufrage ?", "shipwreck?"),
}


@dataclass(frozen=True, slots=True)
class D6Rolled(Event):
    kind: ClassVar[str] = "d6_rolled"
    purpose: str
    faces: tuple[int, ...]
    outcome: str = ""
    """A short result in words (« déviation à gauche », « 1 hex plus mince »...)."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        fr, en = PURPOSES.get(self.purpose, (self.purpose, self.purpose))
        faces = " + ".join(str(f) for f in self.faces)
        tail = f" → {self.outcome}" if self.outcome else ""
        return fr_or_en(lang, f"Dé ({fr}) : {faces}{tail}", f"Die ({en}): {faces}{tail}")


EVENT_TYPES.update({t.kind: t for t in (D6Rolled,)})
