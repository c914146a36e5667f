"""What happened: typed events that ``apply`` returns, each worded in French and English.

An event is a frozen value naming units by their scenario ids and hexes by
their labels, with ``to_dict``/``event_from_dict`` for the game log and
``phrase(ctx, hidden)`` for a person: a ``Phrase`` (``editor.core.phrases``)
in both languages. ``hidden`` maps the ids of pieces the reader must not
identify to the number their marker shows, so the same event reads « un
marqueur (#3) avance en 0907 » to the enemy of a hidden unit
(``editor.rules.fog.visible_events``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from editor.core.phrases import Phrase
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

PHASE_NAMES: dict[str, tuple[str, str]] = {
    "deployment": ("déploiement", "deployment"),
    "command": ("commandement", "command"),
    "movement": ("déplacement", "movement"),
    "combat": ("combats", "combat"),
    "over": ("fin de partie", "game over"),
}
MARGINS: dict[str, tuple[str, str]] = {
    "marginal": ("marginale", "marginal"),
    "medium": ("moyenne", "medium"),
    "decisive": ("décisive", "decisive"),
}
REASONS: dict[str, tuple[str, str]] = {
    "demoralisation": ("par démoralisation", "by demoralisation"),
    "turns": ("aux pertes, au dernier tour", "on losses at the last turn"),
    "objectives": ("aux objectifs, au dernier tour", "on objectives at the last turn"),
    "resignation": ("par abandon", "by resignation"),
}
ORDERS: dict[str, tuple[str, str]] = {
    "manoeuvre": ("de manœuvre", "manoeuvre"),
    "attack": ("d'attaque", "attack"),
    "defence": ("de défense", "defence"),
}


def face_name(ctx: GameContext, face: str, lang: str) -> str:
    term = ctx.ruleset.terms.get("faces", {}).get(face)
    if term is not None:
        return term.names.get(lang)
    fr, en = FACE_NAMES.get(face, (face, face))
    return fr if lang == "fr" else en


class _Names:
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


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = ""
    units: ClassVar[tuple[str, ...]] = ()
    """Fields naming pieces (for fog of war)."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out

    def phrase(self, ctx: GameContext, hidden: Mapping[str, int] | None = None) -> Phrase:
        n = _Names(ctx, hidden or {})
        return Phrase(self._say(n, "en"), self._say(n, "fr"))

    def _say(self, n: _Names, lang: str) -> str:  # pragma: no cover - each event says
        raise NotImplementedError


def _fr(lang: str, fr: str, en: str) -> str:
    return fr if lang == "fr" else en


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    kind: ClassVar[str] = "game_started"
    first: str
    drawn: bool

    def _say(self, n: _Names, lang: str) -> str:
        s = n.side(self.first)
        if self.drawn:
            return _fr(
                lang, f"{s} joue en premier (tiré au sort)", f"{s} plays first (drawn by lot)"
            )
        return _fr(lang, f"{s} joue en premier (scénario)", f"{s} plays first (the scenario)")


@dataclass(frozen=True, slots=True)
class Deployed(Event):
    kind: ClassVar[str] = "deployed"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    to: str

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(lang, f"{u} se déploie en {self.to}", f"{u} deploys at {self.to}")


@dataclass(frozen=True, slots=True)
class DeploymentEnded(Event):
    kind: ClassVar[str] = "deployment_ended"

    def _say(self, n: _Names, lang: str) -> str:
        return _fr(lang, "Fin du déploiement", "Deployment over")


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    kind: ClassVar[str] = "phase_started"
    turn: int
    side: str
    phase: str

    def _say(self, n: _Names, lang: str) -> str:
        fr, en = PHASE_NAMES.get(self.phase, (self.phase, self.phase))
        s = n.side(self.side)
        return _fr(
            lang,
            f"Tour {self.turn}, {s} : phase de {fr}",
            f"Turn {self.turn}, {s}: {en} phase",
        )


@dataclass(frozen=True, slots=True)
class Activated(Event):
    kind: ClassVar[str] = "activated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(lang, f"{u} est activée", f"{u} is activated")


@dataclass(frozen=True, slots=True)
class OrderGiven(Event):
    kind: ClassVar[str] = "order_given"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    side: str
    order: str
    cost: int
    unit: str

    def _say(self, n: _Names, lang: str) -> str:
        fr, en = ORDERS.get(self.order, (self.order, self.order))
        s, u = n.side(self.side), n.unit(self.unit, lang)
        return _fr(
            lang,
            f"{s} donne un ordre {fr} à {u} ({self.cost} pion(s) d'ordre)",
            f"{s} gives {u} a {en} order ({self.cost} order token(s))",
        )


@dataclass(frozen=True, slots=True)
class TokensGained(Event):
    kind: ClassVar[str] = "tokens_gained"
    side: str
    n: int
    total: int

    def _say(self, n: _Names, lang: str) -> str:
        s = n.side(self.side)
        return _fr(
            lang,
            f"{s} gagne {self.n} pion(s) d'ordre (lettres d'ordre) : {self.total}",
            f"{s} gains {self.n} order token(s) (order letters): {self.total}",
        )


@dataclass(frozen=True, slots=True)
class Moved(Event):
    kind: ClassVar[str] = "moved"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    path: tuple[str, ...]
    cost: int
    road_bonus: bool = False

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        to = self.path[-1] if self.path else "?"
        road = _fr(lang, ", bonus de route : pas de combat", ", road bonus: no combat")
        extra = road if self.road_bonus else ""
        return _fr(
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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(lang, f"{u} entre en jeu en {self.to}", f"{u} enters the table at {self.to}")


@dataclass(frozen=True, slots=True)
class AttackAnnounced(Event):
    kind: ClassVar[str] = "attack_announced"
    units: ClassVar[tuple[str, ...]] = ("unit", "target")
    unit: str
    target: str
    dice: int
    ranged: bool = False
    charge: bool = False

    def _say(self, n: _Names, lang: str) -> str:
        u, t = n.unit(self.unit, lang), n.unit(self.target, lang)
        if self.charge:
            verb = _fr(lang, "charge", "charges")
        elif self.ranged:
            verb = _fr(lang, "tire sur", "fires at")
        else:
            verb = _fr(lang, "attaque", "attacks")
        return _fr(
            lang, f"{u} {verb} {t} avec {self.dice} dé(s)", f"{u} {verb} {t} with {self.dice} dice"
        )


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

    def _say(self, n: _Names, lang: str) -> str:
        faces = ", ".join(face_name(n.ctx, f, lang) for f in self.faces) or "-"
        if self.purpose == "passage":
            ob = n.ctx.ruleset.name(self.obstacle, lang) if self.obstacle else "?"
            who = n.unit(self.target, lang)
            head = _fr(
                lang, f"Pertes de passage ({ob}) sur {who}", f"Passage losses ({ob}) on {who}"
            )
        elif self.purpose == "riposte":
            who = n.unit(self.unit, lang)
            head = _fr(lang, f"Riposte de {who}", f"{who} ripostes")
        else:
            who = n.unit(self.unit, lang)
            head = _fr(lang, f"Dés de {who}", f"{who} rolls")
        ign = (
            _fr(lang, f", {self.ignored_flags} ignoré(s)", f", {self.ignored_flags} ignored")
            if self.ignored_flags
            else ""
        )
        return _fr(
            lang,
            f"{head} : {faces} → {self.hits} touche(s), {self.flags} drapeau(x){ign}",
            f"{head}: {faces} → {self.hits} hit(s), {self.flags} flag(s){ign}",
        )


@dataclass(frozen=True, slots=True)
class PlaquettesLost(Event):
    kind: ClassVar[str] = "plaquettes_lost"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    n: int
    left: int

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(
            lang,
            f"{u} perd {self.n} plaquette(s), il en reste {self.left}",
            f"{u} loses {self.n} plaquette(s), {self.left} left",
        )


@dataclass(frozen=True, slots=True)
class Eliminated(Event):
    kind: ClassVar[str] = "eliminated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    at: str

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(lang, f"{u} est éliminée en {self.at}", f"{u} is eliminated at {self.at}")


@dataclass(frozen=True, slots=True)
class Retreated(Event):
    kind: ClassVar[str] = "retreated"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    frm: str
    to: str

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(lang, f"{u} recule en {self.to}", f"{u} retreats to {self.to}")


@dataclass(frozen=True, slots=True)
class RetreatBlocked(Event):
    kind: ClassVar[str] = "retreat_blocked"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    at: str

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(
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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        ob = n.ctx.ruleset.name(self.obstacle, lang)
        return _fr(
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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(lang, f"{u} suit en {self.to}", f"{u} follows up into {self.to}")


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    kind: ClassVar[str] = "revealed"
    units: ClassVar[tuple[str, ...]] = ()
    unit: str
    at: str
    marker: int

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return _fr(
            lang,
            f"Le marqueur #{self.marker} en {self.at} est révélé : {u}",
            f"Marker #{self.marker} at {self.at} is revealed: {u}",
        )


@dataclass(frozen=True, slots=True)
class DecoyRemoved(Event):
    kind: ClassVar[str] = "decoy_removed"
    unit: str
    at: str
    marker: int

    def _say(self, n: _Names, lang: str) -> str:
        return _fr(
            lang,
            f"Le marqueur #{self.marker} en {self.at} était un leurre : retiré",
            f"Marker #{self.marker} at {self.at} was a decoy: removed",
        )


@dataclass(frozen=True, slots=True)
class ObjectiveTaken(Event):
    kind: ClassVar[str] = "objective_taken"
    name: str
    side: str
    at: str

    def _say(self, n: _Names, lang: str) -> str:
        s = n.side(self.side)
        return _fr(
            lang,
            f"{s} tient l'objectif « {self.name} » ({self.at})",
            f'{s} holds the objective "{self.name}" ({self.at})',
        )


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    kind: ClassVar[str] = "resigned"
    side: str

    def _say(self, n: _Names, lang: str) -> str:
        s = n.side(self.side)
        return _fr(lang, f"{s} abandonne", f"{s} resigns")


@dataclass(frozen=True, slots=True)
class VictoryDeclared(Event):
    kind: ClassVar[str] = "victory"
    winner: str
    """Side id, or ``""`` for a draw."""
    margin: str
    reason: str

    def _say(self, n: _Names, lang: str) -> str:
        rfr, ren = REASONS.get(self.reason, (self.reason, self.reason))
        if not self.winner:
            return _fr(lang, f"Match nul ({rfr})", f"Draw ({ren})")
        s = n.side(self.winner)
        mfr, men = MARGINS.get(self.margin, (self.margin, self.margin))
        return _fr(
            lang,
            f"Victoire {mfr} de {s} ({rfr})",
            f"{men.capitalize()} victory for {s} ({ren})",
        )


EVENT_TYPES: dict[str, type[Event]] = {
    t.kind: t
    for t in (
        GameStarted,
        Deployed,
        DeploymentEnded,
        PhaseStarted,
        Activated,
        OrderGiven,
        TokensGained,
        Moved,
        Entered,
        AttackAnnounced,
        DiceRolled,
        PlaquettesLost,
        Eliminated,
        Retreated,
        RetreatBlocked,
        Repulsed,
        FollowedUp,
        Revealed,
        DecoyRemoved,
        ObjectiveTaken,
        Resigned,
        VictoryDeclared,
    )
}
"""Every event by its ``kind``; Annexe 3's add theirs (``editor.rules.optional.events``,
imported with the package ``editor.rules``), so a log holding them reads back."""


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
