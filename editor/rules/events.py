"""What happened: typed events that ``apply`` returns, each worded in French and English.

An event is a frozen value naming units by their scenario ids and hexes by
their labels, with ``to_dict``/``event_from_dict`` for the game log and
``phrase(ctx, hidden)`` for a person: a ``Phrase`` (``editor.core.phrases``)
in both languages. ``hidden`` maps the ids of pieces the reader must not
identify to the number their marker shows, so the same event reads « un
marqueur (#3) avance en 0907 » to the enemy of a hidden unit
(``editor.rules.fog_events.shown_events``).

This module is what every event shares; the events themselves are in their
families' modules: ``events_game`` (the game's course), ``events_orders``
(command and movement), ``events_combat``, and Annexe 3's
``editor.rules.optional.events_*``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from editor.core.phrases import Phrase, counted
from editor.rules.context import GameContext

FACE_NAMES: dict[str, tuple[str, str]] = {
    "hit_light": ("touche sur vert", "hit on green"),
    "hit_medium": ("touche sur vert ou bleu", "hit on green or blue"),
    "hit_heavy": ("touche sur toute couleur", "hit on any colour"),
    "flag": ("drapeau", "flag"),
    "order_letter": ("lettre d'ordre", "order letter"),
    "special": ("coup spécial", "special hit"),
}
"""The six symbols of the combat die (Thucydide ch. 1, « Dés de combat »)."""


def face_name(ctx: GameContext, face: str, lang: str) -> str:
    term = ctx.ruleset.terms.get("faces", {}).get(face)
    if term is not None:
        return term.names.get(lang)
    fr, en = FACE_NAMES.get(face, (face, face))
    return fr if lang == "fr" else en


class ReaderNames:
    """Names of units and sides for a reader who may not know every marker."""

    def __init__(self, ctx: GameContext, hidden: Mapping[str, int]) -> None:
        self.ctx = ctx
        self.hidden = hidden

    def unit(self, uid: str, lang: str) -> str:
        n = self.hidden.get(uid)
        if n is not None:
            return f"un marqueur (#{n})" if lang == "fr" else f"a marker (#{n})"
        piece = self.ctx.pieces[self.ctx.piece_index[uid]]
        if piece.decoy:
            return f"un leurre ({piece.name})" if lang == "fr" else f"a decoy ({piece.name})"
        return f"« {piece.name} »" if lang == "fr" else f'"{piece.name}"'

    def side(self, sid: str) -> str:
        ctx = self.ctx
        return ctx.side_names[ctx.sides.index(sid)] if sid in ctx.sides else sid


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""Each event class's field names, in order (``dataclasses.fields`` once per class)."""


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = ""
    units: ClassVar[tuple[str, ...]] = ()
    """Fields naming pieces (for fog of war)."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(f.name for f in fields(self))
        for name in names:
            v = getattr(self, name)
            out[name] = list(v) if isinstance(v, tuple) else v
        return out

    def phrase(self, ctx: GameContext, hidden: Mapping[str, int] | None = None) -> Phrase:
        n = ReaderNames(ctx, hidden or {})
        return Phrase(self._say(n, "en"), self._say(n, "fr"))

    def _say(self, n: ReaderNames, lang: str) -> str:  # pragma: no cover - each event says
        raise NotImplementedError


def fr_or_en(lang: str, fr: str, en: str) -> str:
    return fr if lang == "fr" else en


NOUNS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "hit": (("hit", "hits"), ("touche", "touches")),
    "flag": (("flag", "flags"), ("drapeau", "drapeaux")),
    "ignored": (("ignored", "ignored"), ("ignoré", "ignorés")),
    "die": (("die", "dice"), ("dé", "dés")),
    "plaquette": (("plaquette", "plaquettes"), ("plaquette", "plaquettes")),
    "token": (("order token", "order tokens"), ("pion d'ordre", "pions d'ordre")),
}
"""The things events count: (English, French), each (singular, plural)."""


def count(n: int, noun: str, lang: str) -> str:
    """``n`` and ``noun`` (a key of ``NOUNS``) in ``lang``, by the language's plural
    rule (``editor.core.phrases.counted``): « 1 touche, 0 drapeau », "0 flags"."""
    en, fr = NOUNS[noun]
    return counted(n, en, fr).text(lang)


EVENT_TYPES: dict[str, type[Event]] = {}
"""Every event by its ``kind``. Each family's module adds its own (``events_game``,
``events_orders``, ``events_combat``, and Annexe 3's ``editor.rules.optional.events_*``);
the package ``editor.rules`` imports them all, so a log holding any of them reads back."""


def event_from_dict(data: Mapping[str, Any]) -> Event:
    """The event a log entry describes; ``ValueError`` when it describes none."""
    cls = EVENT_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown event type {data.get('type')!r}")
    values = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        v = data[f.name]
        values[f.name] = tuple(v) if isinstance(v, list) else v
    try:
        return cls(**values)
    except TypeError as exc:
        raise ValueError(f"event {cls.kind!r}: {exc}") from None
