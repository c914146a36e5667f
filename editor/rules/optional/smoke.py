"""La fumée (Annexe 3): the smoke of the burning hexes drifts with the wind,
« fumées déplacées de N hex sens du vent chaque tour »."""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.events import Event
from editor.rules.optional.events_fire import SmokeDrifted
from editor.rules.optional.harm import put_state, state
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import NO_WIND
from editor.rules.position import Position
from editor.rules.terrain import STEPS


def drift_smoke(
    opt: OptionalSetting, ctx: GameContext, pos: Position, events: list[Event]
) -> Position:
    """End of a full turn: « fumées déplacées de N hex sens du vent chaque tour »."""
    st = state(pos)
    burning = {f.spot.key for f in st.fires if f.spot.kind in ("hex", "grass")}
    w = st.weather
    n = 0
    if "weather" in opt.rules and w is not None and w.wind and w.wind_dir != NO_WIND:
        n = opt.data.smoke_drift.get(w.wind, 0)
    clouds: set[int] = set()
    if n:
        for k in st.smoke | burning:
            nk = k + STEPS[w.wind_dir] * n  # type: ignore[union-attr]
            if nk in ctx.terrain.on_map:
                clouds.add(nk)
    clouds -= burning
    if clouds != st.smoke:
        pos = put_state(pos, st.with_(smoke=frozenset(clouds)))
    if clouds or burning:
        events.append(SmokeDrifted(tuple(sorted(ctx.label(k) for k in clouds | burning))))
    return pos
