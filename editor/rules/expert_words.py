"""The expert player's explanation, in English and French, from its tree's statistics.

« Garde attaque marque 3 : 62 % de chances de gagner contre 48 % en
attendant (400 simulations) »: the choice made, the chance to win the
iterations through it ended with, and that of the best other choice tried
(ending the phase reads « en attendant »). A piece the side cannot identify
is named by its marker's number, never by the stand-in it observes.
"""

from __future__ import annotations

from editor.core.phrases import Phrase
from editor.rules.actions import (
    Action,
    Attack,
    Charge,
    DefenceOrder,
    EndPhase,
    Enter,
    FollowUp,
    Move,
    Retreat,
)
from editor.rules.context import GameContext
from editor.rules.expert_tree import Node
from editor.rules.fog import Observation


def _name(ctx: GameContext, obs: Observation, unit: str) -> Phrase:
    i = ctx.piece_index[unit]
    if i in obs.unknown:
        n = obs.position.markers[i]
        return Phrase(f"marker {n}", f"marque {n}")
    name = ctx.pieces[i].name or unit
    return Phrase(name, name)


def describe(ctx: GameContext, obs: Observation, a: Action) -> Phrase:
    """What ``a`` does, in a few words."""
    if isinstance(a, Attack):
        u, t = _name(ctx, obs, a.unit), _name(ctx, obs, a.target)
        order = (
            (" with an attack order", " avec un ordre d'attaque") if a.attack_order else ("", "")
        )
        return Phrase(f"{u.en} attacks {t.en}{order[0]}", f"{u.fr} attaque {t.fr}{order[1]}")
    if isinstance(a, Move | Enter):
        u = _name(ctx, obs, a.unit)
        return Phrase(f"{u.en} to {a.to}", f"{u.fr} en {a.to}")
    if isinstance(a, Retreat):
        u = _name(ctx, obs, a.unit)
        return Phrase(f"{u.en} retreats to {a.to}", f"{u.fr} recule en {a.to}")
    if isinstance(a, FollowUp):
        return Phrase("follow up", "poursuite") if a.advance else Phrase("hold", "rester en place")
    if isinstance(a, Charge):
        if not a.target:
            return Phrase("no charge", "pas de charge")
        t = _name(ctx, obs, a.target)
        return Phrase(f"charge on {t.en}", f"charge sur {t.fr}")
    if isinstance(a, DefenceOrder):
        return (
            Phrase("defence order", "ordre de défense")
            if a.give
            else Phrase("no defence order", "pas d'ordre de défense")
        )
    if isinstance(a, EndPhase):
        return Phrase("end of the phase", "fin de la phase")
    return Phrase(a.kind.replace("_", " "), a.kind.replace("_", " "))


def _percent(p: float) -> tuple[str, str]:
    n = round(100 * p)
    return f"{n}%", f"{n}\u00a0%"


def explanation(ctx: GameContext, obs: Observation, root: Node, chosen: Action) -> Phrase:
    """Why ``chosen`` at ``root``, from the visits and results of its choices."""
    edge = next(e for e in root.edges if e.action == chosen)
    what = describe(ctx, obs, chosen)
    p_en, p_fr = _percent(edge.mean)
    tried = [e for e in root.edges if e is not edge and e.visits]
    runs = root.visits
    if not tried:
        return Phrase(
            f"{what.en}: {p_en} chance to win ({runs} simulations)",
            f"{what.fr} : {p_fr} de chances de gagner ({runs} simulations)",
        )
    other = max(tried, key=lambda e: (e.visits, e.mean))
    q_en, q_fr = _percent(other.mean)
    if isinstance(other.action, EndPhase):
        alt = Phrase("waiting", "en attendant")
    else:
        o = describe(ctx, obs, other.action)
        alt = Phrase(f"by {o.en}", f"par {o.fr}")
    return Phrase(
        f"{what.en}: {p_en} chance to win against {q_en} {alt.en} ({runs} simulations)",
        f"{what.fr} : {p_fr} de chances de gagner contre {q_fr} {alt.fr} ({runs} simulations)",
    )


__all__ = ["describe", "explanation"]
