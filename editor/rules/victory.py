"""Victory: demoralisation and the margin of victory (Thucydide ch. 1, Conditions de Victoire).

« après un nombre d'unités perdues égal au moins à 1 tiers du nombre initial,
l'armée est démoralisée »; or each unit is worth its budget value / 10 (« L'artillerie
sera divisée par 20 »), rounded to the nearest unit, and the army is demoralised
at a third of its total. « le premier joueur qui en cours de jeu atteint les
conditions » loses at once: the check runs after every loss.

Margin, by the relative gap between the losses: « marginale (0 à 20% d'écart),
moyenne (20 à 50 %) ou décisive (plus de 50% d'écart) », with the worked
example at a demoralisation of 5 units: 5-4 (20 %) marginal, 5-3 (40 %)
medium, 5-2 (60 %) decisive. So 20 % exactly is marginal and 50 % exactly is
medium; fractions are exact (no float rounding at the boundaries).
"""

from __future__ import annotations

from fractions import Fraction

from editor.core import victory_rules
from editor.core.play_rules import PlayRules
from editor.rules.state import GameState, UnitState


def unit_points(play: PlayRules, unit_class: str, value: int) -> int:
    """Budget variant: value / 10, artillery / 20, rounded to the nearest unit."""
    return victory_rules.unit_points(play.victory, unit_class, value)


def uses_budget(state: GameState) -> bool:
    """The budget variant applies when every unit of the scenario has a value."""
    return bool(state.units) and all(u.value > 0 for u in state.units.values())


def threshold(state: GameState, side: str) -> Fraction:
    """Losses (units, or points in the budget variant) that demoralise ``side``."""
    num, den = state.play.victory.fraction
    if uses_budget(state):
        total = sum(
            unit_points(state.play, u.unit_class, u.value)
            for u in state.units.values()
            if u.side == side
        )
    else:
        total = state.initial_units[side]
    return Fraction(total * num, den)


def losses(state: GameState, side: str) -> int:
    lost = [u for u in state.units.values() if u.side == side and u.lost]
    if uses_budget(state):
        return sum(unit_points(state.play, u.unit_class, u.value) for u in lost)
    return len(lost)


def demoralised(state: GameState, side: str) -> bool:
    t = threshold(state, side)
    return t > 0 and losses(state, side) >= t


def margin(play: PlayRules, loser_lost: Fraction, winner_lost: Fraction) -> str:
    """``marginal`` / ``medium`` / ``decisive`` from the two sides' losses, each
    relative to its own demoralisation threshold (equal thresholds: raw counts)."""
    return victory_rules.margin(play.victory, loser_lost, winner_lost)


def relative_losses(state: GameState, side: str) -> Fraction:
    t = threshold(state, side)
    return Fraction(losses(state, side)) / t if t else Fraction(0)


def declare(state: GameState, winner: str | None) -> None:
    state.over = True
    state.winner = winner
    if winner is None:
        state.margin = None
        return
    loser = state.enemy_of(winner)
    state.margin = margin(state.play, relative_losses(state, loser), relative_losses(state, winner))
    state.events.append(f"{winner} wins ({state.margin})")


def record_loss(state: GameState, unit: UnitState) -> None:
    """After every loss: the first side demoralised loses at once."""
    if state.over:
        return
    if demoralised(state, unit.side):
        declare(state, state.enemy_of(unit.side))


def end_of_game_by_turns(state: GameState) -> None:
    """Turn limit reached with nobody demoralised: fewer relative losses wins (assumption)."""
    a, b = state.sides
    ra, rb = relative_losses(state, a), relative_losses(state, b)
    declare(state, None if ra == rb else (a if ra < rb else b))
