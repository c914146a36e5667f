"""The army's own services as events: boats, camps, corps' missions, supply and
agents (the agents' d100 in ``AgentReport``; Annexe 3).

Same shape as ``editor.rules.events`` (frozen values, units by id, hexes by label,
``to_dict`` for the log, ``phrase`` for a person), registered in its ``EVENT_TYPES``
so a log with them reads back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.core.phrases import de
from editor.rules.events import EVENT_TYPES, Event, ReaderNames, fr_or_en
from editor.rules.optional.setting import setting_of


@dataclass(frozen=True, slots=True)
class BoatEvent(Event):
    """A boat embarks, rows, lands, drifts, runs aground, is freed or wrecked."""

    kind: ClassVar[str] = "boat"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    boat: int
    """The boat's number in the scenario (from 1)."""
    craft: str
    """Its type (``barque``, ``radeau_moyen``...)."""
    what: str
    """``embarked``, ``disembarked``, ``rowed``, ``drifted``, ``grounded``, ``freed``,
    ``wrecked``."""
    frm: str
    to: str
    unit: str = ""

    def _say(self, n: ReaderNames, lang: str) -> str:
        bt = n.ctx.ruleset.boats.get(self.craft)
        name = (bt.names[0] if lang == "fr" else bt.names[1]) if bt else self.craft
        b = f"{name} #{self.boat}"
        u = n.unit(self.unit, lang) if self.unit else ""
        texts = {
            "embarked": (f"{u} embarque sur {b} en {self.to}", f"{u} boards {b} at {self.to}"),
            "disembarked": (
                f"{u} débarque de {b} en {self.to}",
                f"{u} lands from {b} at {self.to}",
            ),
            "rowed": (f"{b} va en {self.to}", f"{b} goes to {self.to}"),
            "drifted": (
                f"{b} dérive de {self.frm} en {self.to}",
                f"{b} drifts from {self.frm} to {self.to}",
            ),
            "grounded": (f"{b} s'échoue en {self.frm}", f"{b} runs aground at {self.frm}"),
            "freed": (f"{b} est dégagée en {self.frm}", f"{b} is freed at {self.frm}"),
            "wrecked": (f"{b} fait naufrage en {self.frm}", f"{b} is wrecked at {self.frm}"),
        }
        fr, en = texts.get(self.what, (self.what, self.what))
        return fr_or_en(lang, fr, en)


@dataclass(frozen=True, slots=True)
class CampEvent(Event):
    kind: ClassVar[str] = "camp"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    side: str
    at: str
    what: str
    """``looter`` (the unit rushes to loot), ``looted``, ``morale`` (a morale hit)."""
    unit: str = ""

    def _say(self, n: ReaderNames, lang: str) -> str:
        s = n.side(self.side)
        u = n.unit(self.unit, lang) if self.unit else ""
        texts = {
            "looter": (
                f"{u} devient pillarde et se précipite sur le camp en {self.at}",
                f"{u} turns looter and rushes at the camp at {self.at}",
            ),
            "looted": (
                f"Le camp {de(s)} est pillé en {self.at} : une perte",
                f"The camp of {s} is looted at {self.at}: one loss",
            ),
            "morale": (
                f"{u} voit son camp pillé : coup au moral",
                f"{u} sees its camp looted: a morale hit",
            ),
        }
        fr, en = texts.get(self.what, (self.what, self.what))
        return fr_or_en(lang, fr, en)


@dataclass(frozen=True, slots=True)
class MissionEvent(Event):
    kind: ClassVar[str] = "corps_mission"
    units: ClassVar[tuple[str, ...]] = ("leader",)
    side: str
    leader: str
    what: str
    """``written`` (the hex is kept secret) or ``accomplished`` (shown)."""
    at: str = ""

    def _say(self, n: ReaderNames, lang: str) -> str:
        s, ld = n.side(self.side), n.unit(self.leader, lang)
        if self.what == "accomplished":
            return fr_or_en(
                lang,
                f"{s} dévoile la mission de {ld} : objectif {self.at} atteint",
                f"{s} shows the mission of {ld}: objective {self.at} reached",
            )
        return fr_or_en(
            lang,
            f"{s} écrit la mission de {ld} (gardée secrète)",
            f"{s} writes the mission of {ld} (kept secret)",
        )


@dataclass(frozen=True, slots=True)
class CorpsScore(Event):
    kind: ClassVar[str] = "corps_score"
    points: tuple[int, ...]
    objectives: tuple[int, ...]
    tactical: str
    """The tactical winner's side id, or ""."""
    winner: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        sides = n.ctx.sides
        parts = ", ".join(
            f"{n.side(s)} {p} ({o} obj.)"
            for s, p, o in zip(sides, self.points, self.objectives, strict=False)
        )
        w = n.side(self.winner) if self.winner else fr_or_en(lang, "personne", "nobody")
        return fr_or_en(
            lang,
            f"Ordres par corps : points {parts} ; vainqueur final {w}",
            f"Corps orders: points {parts}; final winner {w}",
        )


@dataclass(frozen=True, slots=True)
class Resupplied(Event):
    kind: ClassVar[str] = "resupplied"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    by: str
    """A supplier's id, or ``camp``."""
    done: bool = True
    """False: one more turn is needed (a pack animal)."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        by = (
            fr_or_en(lang, "au camp", "at the camp") if self.by == "camp" else n.unit(self.by, lang)
        )
        if not self.done:
            return fr_or_en(
                lang,
                f"{u} se ravitaille ({by}), encore un tour",
                f"{u} is being resupplied ({by}), one more turn",
            )
        return fr_or_en(lang, f"{u} est ravitaillée ({by}) : 4 tirs", f"{u} is resupplied ({by})")


@dataclass(frozen=True, slots=True)
class Worked(Event):
    """An engineer's turn of work at a field work on a side of its hex."""

    kind: ClassVar[str] = "worked"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    at: str
    side: str
    element: str
    done: int
    need: int
    halved: bool
    """In the dark, unlit: the turn counted half (« divisé par 2 »)."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        el = n.ctx.ruleset.elements.get(self.element)
        what = el.names.get(lang) if el else self.element
        where = f"{self.at} {self.side}"
        night = fr_or_en(lang, " (de nuit, non éclairé : divisé par 2)", " (at night, unlit: half)")
        if self.done >= self.need:
            return fr_or_en(
                lang, f"{u} achève : {what} en {where}", f"{u} finishes: {what} at {where}"
            ) + (night if self.halved else "")
        return fr_or_en(
            lang,
            f"{u} travaille : {what} en {where}, {self.done}/{self.need}",
            f"{u} works: {what} at {where}, {self.done}/{self.need}",
        ) + (night if self.halved else "")


@dataclass(frozen=True, slots=True)
class AgentSent(Event):
    kind: ClassVar[str] = "agent_sent"
    side: str
    turn: int

    def _say(self, n: ReaderNames, lang: str) -> str:
        s = n.side(self.side)
        return fr_or_en(
            lang,
            f"{s} envoie un agent en mission (tour {self.turn})",
            f"{s} sends an agent on a mission (turn {self.turn})",
        )


def _mission_words(n: ReaderNames, mission: str, lang: str) -> str:
    """An agent's mission as the ruleset names it in ``lang``; a free one as written."""
    opt = setting_of(n.ctx)
    m = opt.data.mission(mission) if opt is not None else None
    return (m.fr if lang == "fr" else m.en) if m else mission


@dataclass(frozen=True, slots=True)
class UmpireAsked(Event):
    """The agent's turn has come: the umpire is asked for its chances (« Le moment
    venu, l'arbitre évalue souverainement les chances de succès »). Secret from the
    sending side's opponent but for the umpire: the mission is in the report too."""

    kind: ClassVar[str] = "umpire_asked"
    side: str
    mission: str
    suggested: int
    """The difficulty's figure the engine offers first."""

    def _say(self, n: ReaderNames, lang: str) -> str:
        what = _mission_words(n, self.mission, lang)
        s = n.side(self.side)
        return fr_or_en(
            lang,
            f"L'arbitre est consulté : l'agent {de(s)} doit agir (« {what} ») ; ses chances "
            f"en pourcentage ? (la difficulté propose {self.suggested} %)",
            f'The umpire is asked: the agent of {s} is due ("{what}"); its chances in '
            f"percent? (the difficulty offers {self.suggested} %)",
        )


@dataclass(frozen=True, slots=True)
class AgentReport(Event):
    kind: ClassVar[str] = "agent_report"
    side: str
    mission: str
    percent: int
    tens: int
    units_die: int
    roll: int
    success: bool

    def _say(self, n: ReaderNames, lang: str) -> str:
        what = _mission_words(n, self.mission, lang)
        s = n.side(self.side)
        dice = f"{self.tens}{self.units_die} = {self.roll}"
        if self.success:
            return fr_or_en(
                lang,
                f"Agent {de(s)} : « {what} » — {self.percent} %, dés de pourcentage {dice} : "
                "mission réussie (l'arbitre en décide les suites)",
                f'Agent of {s}: "{what}" — {self.percent} %, percentage dice {dice}: '
                "success (the umpire decides what follows)",
            )
        return fr_or_en(
            lang,
            f"Agent {de(s)} : « {what} » — {self.percent} %, dés de pourcentage {dice} : "
            "mission ratée, l'agent est fait prisonnier",
            f'Agent of {s}: "{what}" — {self.percent} %, percentage dice {dice}: '
            "failed, the agent is taken prisoner",
        )


EVENT_TYPES.update(
    {
        t.kind: t
        for t in (
            BoatEvent,
            CampEvent,
            MissionEvent,
            CorpsScore,
            Resupplied,
            Worked,
            AgentSent,
            UmpireAsked,
            AgentReport,
        )
    }
)
