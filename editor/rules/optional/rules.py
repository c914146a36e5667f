"""The optional rules of a game: what the engine's hooks call.

One ``OptionalRules`` per context (``GameContext.optional``), built by
``build_context`` when a game plays at least one rule (``editor.rules.game``
hands it the class). The engine calls it at a few named points, typed by
``editor.rules.plugin.OptionalHooks``: the start of the game, the start and end
of each phase, the legal actions and their refusals, a move, an attack's dice
and armour, the end of a combat, the losses, the result, what a side observes,
and the computer players' choice. Every rule is switched by ``ctx.options.rules``: a rule not
played changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from editor.core.phrases import Phrase
from editor.rules.actions import Action, EndPhase, Resign
from editor.rules.context import GameContext
from editor.rules.engine import IllegalAction
from editor.rules.events import Event
from editor.rules.fog import reveal
from editor.rules.optional import (
    advice,
    agents,
    boats,
    camps,
    choices,
    combat_mods,
    corps,
    dice6,
    fire,
    harm,
    lone,
    looters,
    moves,
    sleep,
    smoke,
    supply,
    weather,
    world,
)
from editor.rules.optional.actions import (
    OptionalAction,
    RerollWeatherDie,
    UmpireOdds,
    WriteMission,
)
from editor.rules.optional.choices import ignition_dice
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_sky import HourStruck
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import daylight, hour_of, hour_struck, sky
from editor.rules.optional.state import Agent, Boat, OptState, Pending, Sentinel, state_or_none
from editor.rules.position import Position, Result, with_changes
from editor.rules.terrain import key_distance

TURN_STEPS = ("time", "variable", "fog", "irregular", "flood", "agents", "missions", "hearing")
"""What the start of a command phase does, in order (the first player's turn: all)."""


def _no(en: str, fr: str) -> Phrase:
    return Phrase(en, fr)


class OptionalRules(OptionalSetting):
    """See the module's docstring."""

    def effective(self, ctx: GameContext, pos: Position) -> GameContext:
        return world.effective(self, pos)

    @staticmethod
    def aboard(st: OptState, unit: int) -> bool:
        return boats.aboard(st, unit) >= 0

    def may_move(self, pos: Position, unit: int) -> bool:
        """Not groggy, not aboard (it lands instead), not busy with something else."""
        st = state(pos)
        return unit not in st.groggy and unit not in st.busy and not self.aboard(st, unit)

    # ------------------------------------------------------------- the start

    def start(self, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
        """The optional state at the start: the hour, the weather, sleepers, sentinels,
        boats (the scenario's); a hidden army's first rank shown."""
        f = self.facts
        st = OptState(
            asleep=f.asleep if self.on("sleep") else frozenset(),
            sentinels=tuple(Sentinel(s, k, u) for s, k, u in f.sentinels)
            if self.on("sleep")
            else (),
            boats=tuple(Boat(s, k, t, c) for s, k, t, c in f.boats) if self.on("boats") else (),
        )
        pos = put_state(pos, st)
        if self.on("time"):
            start = f.start_period
            if not start:
                a, b, pos = dice6.two_d6(pos)
                start = (a + b - 1) * self.data.tables.periods_per_hour + 1
                events.append(D6Rolled("start_hour", (a, b), str(a + b)))
            pos = put_state(pos, state(pos).with_(start_period=start))
            hour = hour_of(self.data, start)
            events.append(HourStruck(hour, start, daylight(self.data, f.season, hour)))
        if self.on("weather"):
            pos = weather.start(self, ctx, pos, events)
        if self.on("hidden"):
            pos = reveal(ctx, pos, events)
        return pos

    # ------------------------------------------------------------ the phases

    def phase_started(self, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
        ctx = self.effective(ctx, pos)
        if pos.phase == "command":
            st = state(pos)
            pos = put_state(
                pos,
                st.with_(
                    noisy=frozenset(),
                    fired=frozenset(),
                    busy=frozenset(),
                    wakes=(),
                    woken=frozenset(),
                ),
            )
            steps = TURN_STEPS if pos.active == pos.first else TURN_STEPS[5:]
            pos = self._run(ctx, pos, list(steps), events)
            if self.on("hidden"):
                pos = reveal(self.effective(ctx, pos), pos, events)
        elif pos.phase == "movement" and self.on("camps"):
            pos = looters.find_looters(self, ctx, pos, events)
        elif pos.phase == "combat" and self.on("sleep"):
            pos = sleep.detection(self, ctx, pos, events)
        return pos

    def _run(
        self, ctx: GameContext, pos: Position, steps: list[str], events: list[Event]
    ) -> Position:
        while steps:
            name = steps.pop(0)
            ctx = self.effective(ctx, pos)
            pos = self._step(name, ctx, pos, events)
            if pos.over:
                return pos
            st = state(pos)
            if st.pending is not None:
                return put_state(pos, st.with_(resume=",".join(steps)))
        return pos

    def _step(self, name: str, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
        later = pos.turn > 1
        if name == "time" and self.on("time") and later:
            struck = hour_struck(self.data, self.facts, state(pos), pos.turn)
            events.extend([struck] if struck else [])
        elif name == "variable" and self.on("weather") and later:
            pos = weather.variable(self, ctx, pos, events)
        elif name == "fog" and self.on("weather") and later:
            pos = weather.fog(self, ctx, pos, events)
        elif name == "irregular" and self.on("weather"):
            pos = weather.irregular(self, ctx, pos, events)
        elif name == "flood" and self.on("weather"):
            pos = weather.flood_check(self, ctx, pos, events)
            if self.on("fire") and sky(self.data, self.facts, state(pos)).precip.no_fire:
                pos = fire.extinguish_all(self, ctx, pos, "weather", events)
        elif name == "agents" and self.on("agents"):
            n = agents.due(self, pos)
            if n >= 0:
                pos = agents.ask_umpire(self, ctx, pos, n, events)
        elif name == "missions" and self.on("corps_orders"):
            todo = corps.unwritten(self, ctx, pos, pos.active)
            if todo:
                st = state(pos)
                pos = put_state(pos, st.with_(pending=Pending("mission", pos.active, (todo[0],))))
        elif name == "hearing" and self.on("sleep"):
            pos = sleep.hearing(self, ctx, pos, events)
        return pos

    def phase_ending(self, ctx: GameContext, pos: Position, events: list[Event]) -> Position:
        """``EndPhase``: after the combat phase, the end of the player's turn (and of the
        full turn after the second player's)."""
        if pos.phase != "combat":
            return pos
        ctx = self.effective(ctx, pos)
        if self.on("fire"):
            pos = fire.phase_end(self, ctx, pos, events)
            if pos.over:
                return pos
        ctx = self.effective(ctx, pos)
        if self.on("corps_orders"):
            pos = corps.check(self, ctx, pos, events)
        if self.on("weather") and sky(self.data, self.facts, state(pos)).heat:
            pos = harm.thirst(self, ctx, pos, events)
            if pos.over:
                return pos
        st = state(pos)
        side = pos.active
        pos = put_state(
            pos,
            st.with_(
                groggy=frozenset(u for u in st.groggy if ctx.pieces[u].side != side),
                looters=frozenset(),
            ),
        )
        if self.on("ammunition"):
            pos = supply.turn_over(self, ctx, pos)
        if self.on("fire"):
            pos = fire.turn_end(self, ctx, pos, events)
        if pos.active != pos.first:
            ctx = self.effective(ctx, pos)
            if self.on("fire"):
                pos = smoke.drift_smoke(self, ctx, pos, events)
            if self.on("weather"):
                pos = harm.exposure(self, ctx, pos, events)
                if pos.over:
                    return pos
            if self.on("boats"):
                pos = boats.full_turn_end(self, ctx, pos, events)
        return pos

    # ------------------------------------------------- legal actions, refusals

    def pending_actions(self, ctx: GameContext, pos: Position) -> list[Action] | None:
        st = state_or_none(pos)
        if st is None or st.pending is None:
            return None
        p = st.pending
        out: list[Action] = []
        if p.kind == "weather_die":
            out = [RerollWeatherDie("1"), RerollWeatherDie("2")]
        elif p.kind == "umpire":
            mission = st.agents[p.detail[0]].mission
            out = [UmpireOdds(str(n)) for n in agents.odds_options(self, mission)]
        elif p.kind == "mission":
            leader = ctx.pieces[p.detail[0]].id
            out = [WriteMission(leader, ctx.label(k)) for k in corps.targets(self, p.decider)]
        return [*out, Resign()]

    def legal(self, ctx: GameContext, pos: Position, out: list[Action]) -> list[Action]:
        """The engine's legal actions less those an optional rule forbids, plus the
        optional rules' own (before ``EndPhase``)."""
        if pos.optional is None:
            return out
        kept = choices.allowed(self, ctx, pos, out)
        extra = self.extras(ctx, pos)
        if extra:
            at = next((i for i, a in enumerate(kept) if isinstance(a, EndPhase)), len(kept))
            kept[at:at] = extra
        return kept

    def own_actions(self, ctx: GameContext, pos: Position) -> tuple[list[Action], bool]:
        """What ``legal`` adds (``extras``) and whether it drops ``EndPhase`` (an attack
        the looters owe: ``choices.allowed``), without the engine's actions."""
        due = pos.phase == "combat" and bool(choices.forced(self, ctx, pos))
        return self.extras(ctx, pos), due

    def refusal(self, ctx: GameContext, pos: Position, action: Action) -> str:
        """Why an action of the engine's is refused by an optional rule ("" if it is not)."""
        return choices.refusal(self, ctx, pos, action)

    def extras(self, ctx: GameContext, pos: Position) -> list[Action]:
        return choices.extras(self, ctx, pos)

    # --------------------------------------------------------------- apply

    def apply(
        self, ctx: GameContext, pos: Position, action: Action, events: list[Event]
    ) -> Position | None:
        """Play a pending decision or an optional action, or refuse an engine action an
        optional rule forbids (``IllegalAction``); None: the engine plays it."""
        st = state_or_none(pos)
        if st is not None and st.pending is not None and not isinstance(action, Resign):
            listed = self.pending_actions(ctx, pos) or []
            if action not in listed:
                raise IllegalAction(
                    _no(
                        f"a decision is awaited ({st.pending.kind}); {action.kind} is not it",
                        f"une décision est attendue ({st.pending.kind}) ; {action.kind} n'en "
                        "est pas une",
                    )
                )
            return self._decide(ctx, pos, action, events)
        if isinstance(action, OptionalAction):
            if not choices.accepts(self, ctx, pos, action):
                raise IllegalAction(
                    _no(
                        f"{action.kind} is not possible now",
                        f"{action.kind} n'est pas possible ici",
                    )
                )
            return choices.play(self, ctx, pos, action, events)
        if st is not None and pos.combat is None:
            why = self.refusal(ctx, pos, action)
            if why:
                raise IllegalAction(why)
        return None

    def _decide(
        self, ctx: GameContext, pos: Position, action: Action, events: list[Event]
    ) -> Position:
        st = state(pos)
        p = st.pending
        assert p is not None
        if isinstance(action, RerollWeatherDie):
            pos = weather.big_change(self, ctx, pos, int(action.die) - 1, events)
        elif isinstance(action, UmpireOdds):
            pos = agents.report(self, ctx, pos, p.detail[0], int(action.percent), events)
        elif isinstance(action, WriteMission):
            pos = corps.write(
                self, ctx, pos, ctx.piece_index[action.leader], ctx.key_of(action.at), events
            )
        st = state(pos)
        steps = [s for s in st.resume.split(",") if s]
        pos = put_state(pos, st.with_(pending=None, resume=""))
        if isinstance(action, WriteMission):
            steps = ["missions", *steps]
        return self._run(ctx, pos, steps, events)

    def move(
        self,
        ctx: GameContext,
        pos: Position,
        unit: int,
        path: list[int],
        road_bonus: bool,
        events: list[Event],
    ) -> Position:
        """A ``Move`` the engine has checked along ``path`` (keys, the unit's hex
        first): walked hex by hex (``moves.walk``)."""
        deviate = moves.drifts(self, ctx, pos, unit)
        return moves.walk(self, ctx, pos, unit, path, road_bonus, deviate, events)

    # ------------------------------------------------------------- combat

    def adjust_dice(
        self,
        ctx: GameContext,
        pos: Position,
        attacker: int,
        defender: int,
        melee: bool,
        riposte: bool,
        base: list[tuple[str, int]],
        terms: list[Any],
    ) -> tuple[list[Any], str]:
        if pos.optional is None:
            return [], ""
        return combat_mods.adjust(self, ctx, pos, attacker, defender, melee, riposte, base, terms)

    def why_not(self, ctx: GameContext, pos: Position, a: int, d: int, dist: int) -> str:
        if pos.optional is None:
            return ""
        return combat_mods.why_not(self, ctx, pos, a, d, dist)

    def armour(self, ctx: GameContext, pos: Position, index: int, armour: str) -> str:
        if pos.optional is None:
            return armour
        return combat_mods.armour(self, pos, index, armour)

    def combat_over(self, ctx: GameContext, pos: Position, c: Any, events: list[Event]) -> Position:
        """A combat is over: shots counted, firing seen, rockets' fire, sleepers woken,
        camps looted."""
        if pos.optional is None or c is None or pos.over:
            return pos
        ctx = self.effective(ctx, pos)
        a = c.attacker
        ka = pos.at[a]
        ranged = ka >= 0 and key_distance(ka, c.origin) > 1
        if ranged:
            if self.on("ammunition"):
                pos = supply.count_shot(self, pos, a)
            if a in self.facts.powder or a in self.facts.rockets:
                st = state(pos)
                pos = put_state(pos, st.with_(fired=st.fired | {a}))
            if self.on("fire") and a in self.facts.rockets:
                for spot in fire.hex_spots(self, ctx, state(pos), c.origin):
                    dice = ignition_dice(self, ctx, pos, a)
                    pos = fire.throw_at(
                        self,
                        ctx,
                        pos,
                        spot,
                        dice,
                        ctx.pieces[a].side,
                        ctx.pieces[a].id,
                        "ignite",
                        events,
                    )
        if self.on("sleep"):
            if c.defender in state(pos).asleep:
                pos = sleep.wake(self, ctx, pos, c.defender, "attack", events)
            r = self.data.sleep.combat_wakes
            pos = sleep.wake_near(self, ctx, pos, c.origin, r, "combat", events)
            if ka >= 0:
                pos = sleep.wake_near(self, ctx, pos, ka, r, "combat", events)
        return camps.check_looting(self, ctx, pos, events)

    def spare(
        self, ctx: GameContext, pos: Position, unit: int, events: list[Event]
    ) -> Position | None:
        return lone.spare(self, ctx, pos, unit, events) if self.facts.lone else None

    def left_hex(self, pos: Position, unit: int) -> Position:
        """``unit`` has been eliminated, or retreated or advanced after a combat: a boat
        it was aboard is left empty."""
        if pos.optional is None or not state(pos).boats:
            return pos
        return boats.left_empty(pos, unit)

    # --------------------------------------------------------- the result

    def extra_losses(self, ctx: GameContext, pos: Position, side: int) -> int:
        """« chaque hexagone de camp pillé est une perte »."""
        return camps.looted_losses(self, ctx, pos, side) if self.on("camps") else 0

    def final(self, ctx: GameContext, pos: Position, result: Result, events: list[Event]) -> Result:
        if pos.optional is None or not self.on("corps_orders"):
            return result
        return corps.final(self, ctx, pos, result, events)

    # ---------------------------------------------------- what a side sees

    def hides_plan(self) -> bool:
        """« Unités cachées »: unseen enemy units are not on the table at all."""
        return self.on("hidden")

    def observed(self, ctx: GameContext, seen: Position, side: int) -> Position:
        """What ``side`` may know of the optional state: not the enemy's missions, agents'
        missions or unspotted sentinels."""
        st = state_or_none(seen)
        if st is None:
            return seen
        missions = tuple(
            (a, 0 if ctx.pieces[a].side != side and a not in st.accomplished else k)
            for a, k in st.missions
        )
        sentinels = tuple(t for t in st.sentinels if t.side == side or t.spotted)
        agents_ = tuple(
            a if a.side == side or a.percent >= 0 else Agent(a.side, "", a.turn) for a in st.agents
        )
        return with_changes(
            seen, optional=st.with_(missions=missions, sentinels=sentinels, agents=agents_)
        )

    def suggest(self, ctx: GameContext, obs: Any, legal: Sequence[Action]) -> Action | None:
        return advice.suggest(self, ctx, obs, legal)


__all__ = ["OptionalRules", "Pending"]
