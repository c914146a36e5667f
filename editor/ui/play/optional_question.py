"""The decisions the optional rules stop the game for, as the decision bar asks them.

Annexe 3: after a big change of a variable weather « un des joueurs choisit un
des 2 dés initiaux et le relance »; an agent's turn has come and the umpire
sets its chances (« une personne jouant le rôle d'arbitre »), then the engine
rolls the d100; with corps orders each leader's mission is written (a hex of
the enemy's two home rows). The choices are the engine's legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from PySide6.QtCore import QCoreApplication

from editor.rules.actions import Action
from editor.rules.context import GameContext
from editor.rules.optional.actions import RerollWeatherDie, UmpireOdds, WriteMission
from editor.rules.optional.setting import setting_of
from editor.rules.optional.state import state_or_none
from editor.rules.position import Position

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    """Rich text."""
    buttons: tuple[tuple[str, Action], ...] = ()
    """Each answer a button: its words and its action."""
    choices: tuple[tuple[str, Action], ...] = field(default=())
    """Or one answer among many (a list), played by ``confirm``."""
    confirm: str = ""
    hexes: dict[int, Action] = field(default_factory=dict)
    """Answers a click on the board gives: hex key -> its action."""


def question(ctx: GameContext, pos: Position, legal: list[Action], lang: str) -> Question | None:
    """The question of the pending decision of ``pos`` (the true position: the umpire
    reads the agent's mission), None when none is pending."""
    st = state_or_none(pos)
    if st is None or st.pending is None:
        return None
    p = st.pending
    if p.kind == "weather_die":
        dice = st.weather.dice if st.weather is not None else (0, 0)
        rerolls = [a for a in legal if isinstance(a, RerollWeatherDie)]
        die = translate("OptionalQuestion", "Die %1 (%2)")
        return Question(
            escape(
                translate(
                    "OptionalQuestion",
                    "Big change of the weather: roll one of its two dice (%1 and %2) again.",
                )
                .replace("%1", str(dice[0]))
                .replace("%2", str(dice[1]))
            ),
            tuple(
                (
                    die.replace("%1", a.die).replace("%2", str(dice[int(a.die) - 1])),
                    a,
                )
                for a in rerolls
            ),
        )
    if p.kind == "umpire":
        agent = st.agents[p.detail[0]]
        opt = setting_of(ctx)
        mission = opt.data.mission(agent.mission) if opt is not None else None
        what = (mission.fr if lang == "fr" else mission.en) if mission else agent.mission
        odds = [a for a in legal if isinstance(a, UmpireOdds)]
        return Question(
            escape(
                translate(
                    "OptionalQuestion",
                    "Umpire: the agent of %1 is due (%2). Its chances of success?",
                )
                .replace("%1", ctx.side_names[agent.side])
                .replace("%2", what)
            ),
            choices=tuple((f"{a.percent} %", a) for a in odds),
            confirm=translate("OptionalQuestion", "Roll the d100"),
        )
    if p.kind == "mission":
        leader = ctx.pieces[p.detail[0]]
        hexes = [a for a in legal if isinstance(a, WriteMission)]
        return Question(
            escape(
                translate(
                    "OptionalQuestion",
                    "Corps orders: write the mission of %1, a hex of the enemy's home rows "
                    "(click it on the board, or choose it here).",
                ).replace("%1", leader.name)
            ),
            choices=tuple((a.at, a) for a in hexes),
            confirm=translate("OptionalQuestion", "Write the mission"),
            hexes={ctx.key_of(a.at): a for a in hexes},
        )
    return None
