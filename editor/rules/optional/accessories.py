"""Units' accessories in a fire (Annexe 3, Le Feu): mantlets, wagons.

« Pour les troupes, ce peuvent être les chariots, mantelets ou autres » ; « Si c'est
un accessoire de l'unité (mantelet, chariot), il brûle pendant 2 tours complets mais
il est simplement inutilisable. Ensuite, il est simplement détruit » ; « Si l'élément
incendié est un accessoire de l'unité (mantelet, chariot), l'unité ne subit pas de
tir mais l'élément est inutilisable ».

An accessory is a unit's capability listed in the ruleset's ``optional.fire.
accessories``. It is set fire to where the unit stands, like a wooden element
(``Spot("accessory", hex, unit, capability)``); it burns where it caught, the unit
takes no shot, and from then on the unit plays without it (a wagon resupplies
nobody).
"""

from __future__ import annotations

from editor.rules.context import GameContext
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.state import OptState, Spot, state
from editor.rules.position import Position, occupant

KIND = "accessory"


def lost(st: OptState, unit: int, capability: str) -> bool:
    """Burning or burnt: « inutilisable », then « détruit »."""
    for s in (*(f.spot for f in st.fires), *st.burnt):
        if s.kind == KIND and s.other == unit and s.element == capability:
            return True
    return False


def capabilities(opt: OptionalSetting, ctx: GameContext, st: OptState, unit: int) -> frozenset[str]:
    """The unit's capabilities less its accessories lost to a fire."""
    caps = ctx.pieces[unit].capabilities
    gone = {c for c in caps & opt.data.fire.accessories if lost(st, unit, c)}
    return caps - gone if gone else caps


def spots(opt: OptionalSetting, ctx: GameContext, pos: Position, k: int) -> list[Spot]:
    """The accessories of the unit standing on hex ``k`` that may catch fire."""
    unit = occupant(pos).get(k)
    if unit is None or ctx.pieces[unit].decoy or pos.optional is None:
        return []
    caps = sorted(ctx.pieces[unit].capabilities & opt.data.fire.accessories)
    return [Spot(KIND, k, unit, c) for c in caps if not lost(state(pos), unit, c)]


def find(
    opt: OptionalSetting, ctx: GameContext, pos: Position, k: int, element: str, burning: bool
) -> Spot | None:
    """The accessory an action names: at hex ``k``, ``element`` its capability."""
    st = state(pos)
    if burning:
        return next(
            (f.spot for f in st.fires if f.spot.kind == KIND and (f.spot.key, f.spot.element)
             == (k, element)),
            None,
        )  # fmt: skip
    return next((s for s in spots(opt, ctx, pos, k) if s.element == element), None)
