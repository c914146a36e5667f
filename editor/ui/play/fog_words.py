"""What the fog of a game governs, in words: the start dialog and the board's legend.

A tester read a revealed unit moving ten hexes from any enemy as a leak: nothing
said that a sight limit decides what *reveals* a hidden unit, not what hides one
again (Annexe 3, Unités cachées: a marker seen « doit être remplacée par l'unité
correspondante », and nothing turns it back). These notes say, for the choices
of one game, what the side at the screen will and will not see, each with the
annex's own words (French) and, in an English window, their rendering.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication

from editor.rules.context import GameContext

CONCEALING = ("markers",)
"""Deployments that leave markers face down on the table after deployment."""


@dataclass(frozen=True, slots=True)
class Quote:
    french: str
    """The annex's words."""
    english: str
    """Their rendering (the French catalogue gives the annex's words back)."""


@dataclass(frozen=True, slots=True)
class FogNote:
    title: str
    text: str
    quote: Quote | None = None


@dataclass(frozen=True, slots=True)
class FogChoice:
    """What the notes depend on: the choices of one game."""

    deployment: str
    hidden: bool
    sight_limit: int
    darkness: str
    """``none``, ``rule`` (Annexe 3's darkness whenever it is dark) or ``night``
    (the whole battle at night)."""
    night_sight: int = 0
    cover_distance: int = 4


def choice_of(ctx: GameContext) -> FogChoice:
    """The fog choices a game was started with."""
    rules = ctx.options.rules or frozenset()
    darkness = "night" if ctx.options.night else "rule" if "night" in rules else "none"
    play = ctx.play
    return FogChoice(
        ctx.deployment,
        "hidden" in rules,
        ctx.options.sight_limit,
        darkness,
        play.night.sight if play.night is not None else 0,
        play.hidden.cover_distance if play.hidden is not None else 4,
    )


def fog_notes(choice: FogChoice) -> list[FogNote]:
    """The notes for ``choice``, most important first; empty when nothing is hidden and
    sight is not limited."""
    translate = QCoreApplication.translate
    out: list[FogNote] = []
    concealed = choice.deployment in CONCEALING or (choice.hidden and choice.deployment != "papers")
    reveal = Quote(
        "« Dès que la plus petite partie d'une marque de déploiement est visible d'une "
        "formation ennemie (à 4 hexagones de distance dans les bois ou les habitations), "
        "elle doit être remplacée par l'unité correspondante. »",
        translate(
            "FogWords",
            "“As soon as the smallest part of a deployment marker can be seen by an enemy "
            "formation (at 4 hexes in woods or buildings), it must be replaced by its unit.”",
        ),
    )
    if choice.hidden and choice.deployment == "papers":
        out.append(
            FogNote(
                translate("FogWords", "Hidden units"),
                translate(
                    "FogWords",
                    "With slips of paper every slip is turned face up when deployment ends: "
                    "from then on every unit is shown, wherever it goes.",
                ),
            )
        )
    elif choice.hidden:
        out.append(
            FogNote(
                translate("FogWords", "Hidden units"),
                translate(
                    "FogWords",
                    "Enemy units not yet seen are not on your board: they move on their "
                    "player's plan. One is put on the table as soon as one of your units "
                    "sees it (in woods or buildings, within %1 hexes), and nothing hides it "
                    "again: once revealed it stays shown wherever it goes.",
                ).replace("%1", str(choice.cover_distance)),
                Quote(
                    "« ne pas placer toutes les unités après la rédaction des ordres, mais "
                    "uniquement à partir du moment où elles sont vues, les éventuels "
                    "déplacements ayant lieu directement sur le plan »",
                    translate(
                        "FogWords",
                        "“not to place every unit once the orders are written, but only "
                        "from the moment they are seen, any moves being made directly on "
                        "the plan”",
                    ),
                ),
            )
        )
    elif choice.deployment in CONCEALING:
        out.append(
            FogNote(
                translate("FogWords", "Deployment markers"),
                translate(
                    "FogWords",
                    "Enemy markers stay face down, decoys among them, until one of your "
                    "units sees them: a marker seen becomes its unit (a decoy is removed), "
                    "and nothing hides the unit again.",
                ),
                reveal,
            )
        )
    if choice.sight_limit:
        title = translate("FogWords", "Sight limit: %1 hexes").replace(
            "%1", str(choice.sight_limit)
        )
        if concealed:
            text = translate(
                "FogWords",
                "No unit is seen beyond it. It decides what reveals a hidden unit and what "
                "a unit may shoot at or charge; it does not hide a unit already revealed.",
            )
            said = any(n.quote is reveal for n in out)
            out.append(FogNote(title, text, None if said else reveal))
        else:
            text = translate(
                "FogWords",
                "No unit is seen beyond it, so nobody shoots farther. It hides nobody: "
                "this game has no hidden units, and every unit on the table is shown.",
            )
            out.append(FogNote(title, text))
    dark = Quote(
        "« Aucune unité n'est vue au-delà de 2 hex et aucune figurine isolée au-delà "
        "d'1 hex (sauf si feu). »",
        translate(
            "FogWords",
            "“No unit is seen beyond 2 hexes, and no lone figure beyond 1 hex (unless fire).”",
        ),
    )
    if choice.darkness == "night":
        out.append(
            FogNote(
                translate("FogWords", "The whole battle at night"),
                translate(
                    "FogWords",
                    "Sight %1 hexes, shorter command ranges, manoeuvre orders dearer, and "
                    "a unit moving in the dark may drift.",
                ).replace("%1", str(choice.night_sight)),
                dark,
            )
        )
    elif choice.darkness == "rule":
        out.append(
            FogNote(
                translate("FogWords", "Darkness"),
                translate(
                    "FogWords",
                    "Whenever it is dark (by the hour, the weather or the scenario): sight "
                    "%1 hexes, shorter command ranges, manoeuvre orders dearer, and a unit "
                    "moving in the dark may drift.",
                ).replace("%1", str(choice.night_sight)),
                dark,
            )
        )
    return out


def notes_html(notes: list[FogNote], language: str) -> str:
    """The notes as rich text: each title in bold, its text, the annex's words in
    italics and, in an English window, their rendering."""
    parts = []
    for note in notes:
        body = f"<b>{escape(note.title)}</b> — {escape(note.text)}"
        if note.quote is not None:
            body += f"<br><i>{escape(note.quote.french)}</i>"
            if language != "fr" and note.quote.english != note.quote.french:
                body += f"<br><span style='color:#555'>{escape(note.quote.english)}</span>"
        parts.append(f"<p style='margin:0 0 4px 0'>{body}</p>")
    return "".join(parts)
