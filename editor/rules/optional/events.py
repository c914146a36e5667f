"""What the optional rules make happen, as typed events worded in French and English.

Same shape as ``editor.rules.events`` (frozen values, units by id, hexes by
label, ``to_dict`` for the log, ``phrase`` for a person); registered in its
``EVENT_TYPES`` so a log with them reads back. Every d6 the rules throw is in
the log (``D6Rolled``), as the agents' d100 is (``AgentReport``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from editor.rules.events import EVENT_TYPES, Event, _fr, _Names, face_name

DAYLIGHT = {
    "dawn": ("l'aube", "dawn"),
    "day": ("le jour", "day"),
    "dusk": ("le crépuscule", "dusk"),
    "night": ("la nuit", "night"),
}
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
HAZARDS: dict[str, tuple[str, str]] = {
    "fire": ("l'incendie", "the fire"),
    "exposure": ("les intempéries", "the weather"),
    "sandstorm": ("la tempête de sable", "the sandstorm"),
    "thirst": ("la soif", "thirst"),
    "sentinel": ("l'attaque de la sentinelle", "the attack on the sentinel"),
}
WAKE_CAUSES: dict[str, tuple[str, str]] = {
    "test": ("un ennemi passe près d'elle", "an enemy passes close by"),
    "attack": ("elle est attaquée", "it is attacked"),
    "combat": ("un combat à moins de 4 hexagones", "a combat within 4 hexes"),
    "fire": ("un incendie", "a fire"),
    "alarm": ("l'alarme d'une sentinelle", "a sentinel's alarm"),
    "friend": ("un ami adjacent", "a friend next to it"),
    "entered": ("un ennemi entre chez elle", "an enemy walks into it"),
}
FIRE_ENDS: dict[str, tuple[str, str]] = {
    "burnt": ("a fini de brûler", "has burnt out"),
    "extinguished": ("est éteint par les troupes", "is put out by the troops"),
    "rain": ("est éteint par la pluie", "is put out by the rain"),
    "blown": ("est soufflé par la tempête", "is blown out by the storm"),
    "weather": ("ne peut plus brûler par ce temps", "cannot burn in this weather"),
}


def _element(n: _Names, element: str, lang: str) -> str:
    if not element:
        return _fr(lang, "l'embarcation", "the boat")
    if element == "grass":
        return _fr(lang, "l'herbe", "the grass")
    return n.ctx.ruleset.name(element, lang) if element in n.ctx.ruleset.elements else element


def _where(at: str, side: str, lang: str) -> str:
    return f"{at} {side}" if side else at


@dataclass(frozen=True, slots=True)
class D6Rolled(Event):
    kind: ClassVar[str] = "d6_rolled"
    purpose: str
    faces: tuple[int, ...]
    outcome: str = ""
    """A short result in words (« déviation à gauche », « 1 hex plus mince »...)."""

    def _say(self, n: _Names, lang: str) -> str:
        fr, en = PURPOSES.get(self.purpose, (self.purpose, self.purpose))
        faces = " + ".join(str(f) for f in self.faces)
        tail = f" → {self.outcome}" if self.outcome else ""
        return _fr(lang, f"Dé ({fr}) : {faces}{tail}", f"Die ({en}): {faces}{tail}")


@dataclass(frozen=True, slots=True)
class HourStruck(Event):
    kind: ClassVar[str] = "hour_struck"
    hour: int
    period: int
    daylight: str
    changed: bool = False
    """The daylight changed with this hour."""

    def _say(self, n: _Names, lang: str) -> str:
        fr, en = DAYLIGHT.get(self.daylight, (self.daylight, self.daylight))
        if self.changed:
            return _fr(
                lang,
                f"{self.hour}e heure depuis l'aube : c'est {fr}",
                f"Hour {self.hour} from dawn: it is {en} now",
            )
        return _fr(
            lang,
            f"{self.hour}e heure depuis l'aube ({fr}), période {self.period}",
            f"Hour {self.hour} from dawn ({en}), period {self.period}",
        )


@dataclass(frozen=True, slots=True)
class WeatherNow(Event):
    """The weather as it holds from now: at the start, and after every change."""

    kind: ClassVar[str] = "weather_now"
    weather: str
    strength: str
    wind: str
    wind_towards: str
    """The hex side the wind blows towards (its compass name), or ""."""
    why: str = "start"
    """``start``, ``big_change``, ``small_change``, ``fog``, ``irregular``, ``flood``."""

    def _say(self, n: _Names, lang: str) -> str:
        from editor.io.conditions_names import condition_text

        cond = {"weather": self.weather, "weather_strength": self.strength}
        what = condition_text("weather", cond, lang)
        if self.strength:
            what += f" ({condition_text('weather_strength', cond, lang)})"
        wind = ""
        if self.wind:
            force = condition_text("wind_strength", {"wind_strength": self.wind}, lang)
            wind = _fr(
                lang,
                f", vent {force} vers {self.wind_towards}",
                f", {force} wind towards {self.wind_towards}",
            )
        heads = {
            "start": ("Temps de la bataille", "Weather of the battle"),
            "big_change": ("Grand changement de temps", "Big change of weather"),
            "small_change": ("Petit changement de temps", "Small change of weather"),
            "fog": ("La brume change", "The mist changes"),
            "irregular": ("Temps irrégulier", "Irregular weather"),
            "flood": ("Crue", "Flood"),
        }
        hfr, hen = heads.get(self.why, (self.why, self.why))
        if self.why == "flood":
            return _fr(
                lang,
                "Crue : rivières et ruisseaux ne sont plus guéables",
                "Flood: rivers and streams can no longer be forded",
            )
        if self.why == "irregular" and not self.strength and self.weather == "fine":
            return _fr(lang, "Temps irrégulier : il ne tombe rien ce tour", "Irregular: dry turn")
        return _fr(lang, f"{hfr} : {what}{wind}", f"{hen}: {what}{wind}")


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

    def _say(self, n: _Names, lang: str) -> str:
        el = _element(n, self.element, lang)
        where = _where(self.at, self.side, lang)
        faces = ", ".join(face_name(n.ctx, f, lang) for f in self.faces) or "-"
        if self.purpose == "spread":
            head = _fr(lang, f"Le feu gagne {el} en {where}", f"The fire reaches {el} at {where}")
        elif self.purpose == "fight":
            u = n.unit(self.unit, lang)
            head = _fr(
                lang,
                f"{u} combat le feu de {el} en {where}",
                f"{u} fights the fire of {el} at {where}",
            )
        else:
            u = n.unit(self.unit, lang)
            head = _fr(
                lang, f"{u} met le feu à {el} en {where}", f"{u} sets fire to {el} at {where}"
            )
        return _fr(
            lang,
            f"{head} : {faces} → {self.hits} touche(s), résistance {self.left}",
            f"{head}: {faces} → {self.hits} hit(s), resistance {self.left}",
        )


@dataclass(frozen=True, slots=True)
class FireStarted(Event):
    kind: ClassVar[str] = "fire_started"
    at: str
    element: str
    side: str = ""

    def _say(self, n: _Names, lang: str) -> str:
        el = _element(n, self.element, lang)
        where = _where(self.at, self.side, lang)
        return _fr(lang, f"{el} brûle en {where}", f"{el} is on fire at {where}").capitalize()


@dataclass(frozen=True, slots=True)
class FireEnded(Event):
    kind: ClassVar[str] = "fire_ended"
    at: str
    element: str
    side: str
    why: str
    becomes: str = ""
    """What a burnt hex is now (``rocaille``), or "" (destroyed, or put out)."""

    def _say(self, n: _Names, lang: str) -> str:
        el = _element(n, self.element, lang)
        where = _where(self.at, self.side, lang)
        fr, en = FIRE_ENDS.get(self.why, (self.why, self.why))
        tail = ""
        if self.why == "burnt":
            if self.becomes:
                b = n.ctx.ruleset.name(self.becomes, lang)
                tail = _fr(lang, f" : c'est maintenant {b}", f": it is {b} now")
            else:
                tail = _fr(lang, " : détruit", ": destroyed")
        return _fr(
            lang, f"Le feu de {el} en {where} {fr}{tail}", f"The fire of {el} at {where} {en}{tail}"
        )


@dataclass(frozen=True, slots=True)
class SmokeDrifted(Event):
    kind: ClassVar[str] = "smoke_drifted"
    hexes: tuple[str, ...]
    """Every hex in smoke after the drift (the burning ones included)."""

    def _say(self, n: _Names, lang: str) -> str:
        cells = ", ".join(self.hexes) or "-"
        return _fr(lang, f"La fumée couvre {cells}", f"Smoke over {cells}")


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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        fr, en = HAZARDS.get(self.hazard, (self.hazard, self.hazard))
        faces = ", ".join(face_name(n.ctx, f, lang) for f in self.faces) or "-"
        return _fr(
            lang,
            f"{u} subit {fr} : {faces} → {self.hits} touche(s), {self.flags} drapeau(x)",
            f"{u} suffers {en}: {faces} → {self.hits} hit(s), {self.flags} flag(s)",
        )


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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        way = (
            _fr(lang, "à gauche", "left") if self.way == "left" else _fr(lang, "à droite", "right")
        )
        if not self.to:
            return _fr(
                lang,
                f"{u} dévie {way} dans le noir, bute et reste en {self.frm} : du bruit !",
                f"{u} drifts {way} in the dark, bumps into something and stays at "
                f"{self.frm}: noise!",
            )
        return _fr(
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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        fr, en = WAKE_CAUSES.get(self.why, (self.why, self.why))
        return _fr(lang, f"{u} se réveille : {fr}", f"{u} wakes up: {en}")


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

    def _say(self, n: _Names, lang: str) -> str:
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
        return _fr(lang, fr, en)


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

    def _say(self, n: _Names, lang: str) -> str:
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
        return _fr(lang, fr, en)


@dataclass(frozen=True, slots=True)
class CampEvent(Event):
    kind: ClassVar[str] = "camp"
    units: ClassVar[tuple[str, ...]] = ("unit",)
    side: str
    at: str
    what: str
    """``looter`` (the unit rushes to loot), ``looted``, ``morale`` (a morale hit)."""
    unit: str = ""

    def _say(self, n: _Names, lang: str) -> str:
        s = n.side(self.side)
        u = n.unit(self.unit, lang) if self.unit else ""
        texts = {
            "looter": (
                f"{u} devient pillarde et se précipite sur le camp en {self.at}",
                f"{u} turns looter and rushes at the camp at {self.at}",
            ),
            "looted": (
                f"Le camp de {s} est pillé en {self.at} : une perte",
                f"The camp of {s} is looted at {self.at}: one loss",
            ),
            "morale": (
                f"{u} voit son camp pillé : coup au moral",
                f"{u} sees its camp looted: a morale hit",
            ),
        }
        fr, en = texts.get(self.what, (self.what, self.what))
        return _fr(lang, fr, en)


@dataclass(frozen=True, slots=True)
class MissionEvent(Event):
    kind: ClassVar[str] = "corps_mission"
    units: ClassVar[tuple[str, ...]] = ("leader",)
    side: str
    leader: str
    what: str
    """``written`` (the hex is kept secret) or ``accomplished`` (shown)."""
    at: str = ""

    def _say(self, n: _Names, lang: str) -> str:
        s, ld = n.side(self.side), n.unit(self.leader, lang)
        if self.what == "accomplished":
            return _fr(
                lang,
                f"{s} dévoile la mission de {ld} : objectif {self.at} atteint",
                f"{s} shows the mission of {ld}: objective {self.at} reached",
            )
        return _fr(
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

    def _say(self, n: _Names, lang: str) -> str:
        sides = n.ctx.sides
        parts = ", ".join(
            f"{n.side(s)} {p} ({o} obj.)"
            for s, p, o in zip(sides, self.points, self.objectives, strict=False)
        )
        w = n.side(self.winner) if self.winner else _fr(lang, "personne", "nobody")
        return _fr(
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

    def _say(self, n: _Names, lang: str) -> str:
        u = n.unit(self.unit, lang)
        by = _fr(lang, "au camp", "at the camp") if self.by == "camp" else n.unit(self.by, lang)
        if not self.done:
            return _fr(
                lang,
                f"{u} se ravitaille ({by}), encore un tour",
                f"{u} is being resupplied ({by}), one more turn",
            )
        return _fr(lang, f"{u} est ravitaillée ({by}) : 4 tirs", f"{u} is resupplied ({by})")


@dataclass(frozen=True, slots=True)
class AgentSent(Event):
    kind: ClassVar[str] = "agent_sent"
    side: str
    turn: int

    def _say(self, n: _Names, lang: str) -> str:
        s = n.side(self.side)
        return _fr(
            lang,
            f"{s} envoie un agent en mission (tour {self.turn})",
            f"{s} sends an agent on a mission (turn {self.turn})",
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

    def _say(self, n: _Names, lang: str) -> str:
        data = n.ctx.optional.data if n.ctx.optional is not None else None
        m = data.mission(self.mission) if data is not None else None
        what = (m.fr if lang == "fr" else m.en) if m else self.mission
        s = n.side(self.side)
        dice = f"{self.tens}{self.units_die} = {self.roll}"
        if self.success:
            return _fr(
                lang,
                f"Agent de {s} : « {what} » — {self.percent} %, dés de pourcentage {dice} : "
                "mission réussie (l'arbitre en décide les suites)",
                f'Agent of {s}: "{what}" — {self.percent} %, percentage dice {dice}: '
                "success (the umpire decides what follows)",
            )
        return _fr(
            lang,
            f"Agent de {s} : « {what} » — {self.percent} %, dés de pourcentage {dice} : "
            "mission ratée, l'agent est fait prisonnier",
            f'Agent of {s}: "{what}" — {self.percent} %, percentage dice {dice}: '
            "failed, the agent is taken prisoner",
        )


OPTIONAL_EVENTS: tuple[type[Event], ...] = (
    D6Rolled,
    HourStruck,
    WeatherNow,
    FireRolled,
    FireStarted,
    FireEnded,
    SmokeDrifted,
    HazardRolled,
    Deviated,
    WokeUp,
    SentinelEvent,
    BoatEvent,
    CampEvent,
    MissionEvent,
    CorpsScore,
    Resupplied,
    AgentSent,
    AgentReport,
)
EVENT_TYPES.update({t.kind: t for t in OPTIONAL_EVENTS})
