"""Des agents très spéciaux (Annexe 3): a mission, its turn, the umpire's odds, a d100.

« Le joueur choisit librement cette mission et la décrit à l'arbitre, ainsi que le
tour de jeu où l'action devra avoir lieu ... l'arbitre évalue souverainement les
chances de succès ... sous forme de pourcentage, puis il jette des dés de
pourcentage ... Si le résultat est inférieur ou égal au pourcentage demandé, la
mission est réussie sinon elle est ratée et l'agent est fait prisonnier. »
The engine offers the annex's example missions (free text is accepted too), asks
the umpire for the percentage when the turn comes (the difficulty's figure
first), throws the two d10 and records the outcome; what follows is the umpire's.
"""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional import dice6
from editor.rules.optional.events_army import AgentReport, AgentSent, UmpireAsked
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import Agent, Pending
from editor.rules.position import Position

MAX_MISSION = 500


def left(opt: OptionalSetting, pos: Position, side: int) -> int:
    return opt.data.agents_per_side - sum(1 for a in state(pos).agents if a.side == side)


def turns(ctx: GameContext, pos: Position) -> range:
    """The turns an agent may be sent for: from the next one to the last."""
    return range(pos.turn + 1, ctx.max_turns + 1)


def send(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    mission: str,
    turn: int,
    events: list[Event],
) -> Position:
    side = pos.active
    st = state(pos)
    events.append(AgentSent(ctx.sides[side], turn))
    return put_state(pos, st.with_(agents=(*st.agents, Agent(side, mission, turn))))


def due(opt: OptionalSetting, pos: Position) -> int:
    """The active side's agent whose turn has come and whose odds are not set, or -1."""
    for n, a in enumerate(state(pos).agents):
        if a.side == pos.active and a.turn <= pos.turn and a.percent < 0:
            return n
    return -1


def ask_umpire(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, events: list[Event]
) -> Position:
    """The umpire (here: the other side's player, or the person at the window) decides;
    the question goes to the game's log with the answer (``report``)."""
    st = state(pos)
    a = st.agents[n]
    events.append(UmpireAsked(ctx.sides[a.side], a.mission, suggested(opt, a.mission)))
    return put_state(pos, st.with_(pending=Pending("umpire", 1 - pos.active, (n,))))


def suggested(opt: OptionalSetting, mission: str) -> int:
    m = opt.data.mission(mission)
    if m is None:
        return opt.data.difficulty_percent.get("medium", 50)
    return opt.data.difficulty_percent.get(m.difficulty, 50)


def odds_options(opt: OptionalSetting, mission: str) -> list[int]:
    """Percentages the umpire may enter: the difficulty's first, then every step."""
    first = suggested(opt, mission)
    step = opt.data.odds_step
    return [first, *(p for p in range(0, 101, step) if p != first)]


def report(
    opt: OptionalSetting, ctx: GameContext, pos: Position, n: int, percent: int, events: list[Event]
) -> Position:
    tens, units, roll, pos = dice6.d100(pos)
    st = state(pos)
    a = st.agents[n]
    success = roll <= percent
    events.append(AgentReport(ctx.sides[a.side], a.mission, percent, tens, units, roll, success))
    agents = list(st.agents)
    agents[n] = Agent(a.side, a.mission, a.turn, percent, roll)
    return put_state(pos, st.with_(agents=tuple(agents), pending=None))
