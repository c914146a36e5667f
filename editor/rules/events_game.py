"""The game's course as events: who plays first, the deployment, each phase, hidden
markers revealed, objectives held, resignation and victory (shape: ``editor.rules.events``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.core.phrases import de
from editor.rules.events import EVENT_TYPES, Event, ReaderNames, fr_or_en

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


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    kind: ClassVar[str] = "game_started"
    first: str
    drawn: bool

    def _say(self, n: ReaderNames, lang: str) -> str:
        s = n.side(self.first)
        if self.drawn:
            return fr_or_en(
                lang, f"{s} joue en premier (tiré au sort)", f"{s} plays first (drawn by lot)"
            )
        return fr_or_en(lang, f"{s} joue en premier (scénario)", f"{s} plays first (the scenario)")


@dataclass(frozen=True, slots=True)
class Deployed(Event):
    kind: ClassVar[str] = "deployed"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    unit: str
    to: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(lang, f"{u} se déploie en {self.to}", f"{u} deploys at {self.to}")


@dataclass(frozen=True, slots=True)
class DeploymentEnded(Event):
    kind: ClassVar[str] = "deployment_ended"

    def _say(self, n: ReaderNames, lang: str) -> str:
        return fr_or_en(lang, "Fin du déploiement", "Deployment over")


@dataclass(frozen=True, slots=True)
class PhaseStarted(Event):
    kind: ClassVar[str] = "phase_started"
    turn: int
    side: str
    phase: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        fr, en = PHASE_NAMES.get(self.phase, (self.phase, self.phase))
        s = n.side(self.side)
        return fr_or_en(
            lang,
            f"Tour {self.turn}, {s} : phase de {fr}",
            f"Turn {self.turn}, {s}: {en} phase",
        )


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    kind: ClassVar[str] = "revealed"
    units: ClassVar[tuple[str, ...]] = ()
    unit: str
    at: str
    marker: int

    def _say(self, n: ReaderNames, lang: str) -> str:
        u = n.unit(self.unit, lang)
        return fr_or_en(
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

    def _say(self, n: ReaderNames, lang: str) -> str:
        return fr_or_en(
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

    def _say(self, n: ReaderNames, lang: str) -> str:
        s = n.side(self.side)
        return fr_or_en(
            lang,
            f"{s} tient l'objectif « {self.name} » ({self.at})",
            f'{s} holds the objective "{self.name}" ({self.at})',
        )


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    kind: ClassVar[str] = "resigned"
    side: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        s = n.side(self.side)
        return fr_or_en(lang, f"{s} abandonne", f"{s} resigns")


@dataclass(frozen=True, slots=True)
class VictoryDeclared(Event):
    kind: ClassVar[str] = "victory"
    winner: str
    """Side id, or ``""`` for a draw."""
    margin: str
    reason: str

    def _say(self, n: ReaderNames, lang: str) -> str:
        rfr, ren = REASONS.get(self.reason, (self.reason, self.reason))
        if not self.winner:
            return fr_or_en(lang, f"Match nul ({rfr})", f"Draw ({ren})")
        s = n.side(self.winner)
        mfr, men = MARGINS.get(self.margin, (self.margin, self.margin))
        return fr_or_en(
            lang,
            f"Victoire {mfr} {de(s)} ({rfr})",
            f"{men.capitalize()} victory for {s} ({ren})",
        )


EVENT_TYPES.update(
    {
        t.kind: t
        for t in (
            GameStarted,
            Deployed,
            DeploymentEnded,
            PhaseStarted,
            Revealed,
            DecoyRemoved,
            ObjectiveTaken,
            Resigned,
            VictoryDeclared,
        )
    }
)
