"""Victory as the designer sees it: thresholds and the margin of victory.

Thucydide ch. 1, Conditions de victoire: « après un nombre d'unités perdues égal
au moins à 1 tiers du nombre initial, l'armée est démoralisée »; in the budget
variant each unit counts its value / 10, artillery / 20, rounded. Margins:
« marginale (0 à 20% d'écart), moyenne (20 à 50 %) ou décisive (plus de 50%
d'écart) », with the worked example 5-4 marginal, 5-3 medium, 5-2 decisive.
Exact fractions, so the boundaries (20 %, 50 %) fall where the example puts them.
The numbers themselves are ruleset data (``play.victory``); this module is the
one place that applies them, for the designer's panels and the engine alike.
"""

from __future__ import annotations

from fractions import Fraction

from editor.core.ruleset_play import Victory
from editor.core.scenario import Scenario, Unit

DEMORALISATION_MODES: dict[str, tuple[str, str]] = {
    "units": ("un tiers des unités perdues", "a third of the units lost"),
    "budget": (
        "variante budget (valeur / 10, artillerie / 20)",
        "budget variant (value / 10, artillery / 20)",
    ),
    "none": ("pas de démoralisation", "no demoralisation"),
}
MARGIN_NAMES: dict[str, tuple[str, str]] = {
    "marginal": ("marginale", "marginal"),
    "medium": ("moyenne", "medium"),
    "decisive": ("décisive", "decisive"),
}


def round_half_up(x: Fraction) -> int:
    return int((x + Fraction(1, 2)) // 1)


def unit_points(rules: Victory, unit_class: str, value: int) -> int:
    """Budget variant: value / 10, artillery / 20, rounded to the nearest unit."""
    divisor = (
        rules.artillery_divisor if unit_class in rules.artillery_classes else rules.budget_divisor
    )
    return round_half_up(Fraction(value, divisor))


def side_total(scenario: Scenario, side: str, rules: Victory) -> int:
    """What a side's losses are counted against: units, or budget points."""
    units: list[Unit] = [u for u in scenario.units if u.side == side]
    if scenario.victory.demoralisation == "budget":
        return sum(unit_points(rules, u.type, u.value) for u in units)
    return len(units)


def threshold(scenario: Scenario, side: str, rules: Victory) -> Fraction | None:
    """Losses (units or points) that demoralise ``side``; None without demoralisation."""
    if scenario.victory.demoralisation == "none":
        return None
    return side_total(scenario, side, rules) * Fraction(*rules.fraction)


def losses_to_demoralise(scenario: Scenario, side: str, rules: Victory) -> int | None:
    """The whole number of losses that reaches the threshold (« au moins »)."""
    t = threshold(scenario, side, rules)
    if t is None:
        return None
    return -((-t.numerator) // t.denominator)


def margin(rules: Victory, loser_lost: Fraction | int, winner_lost: Fraction | int) -> str:
    """``marginal`` / ``medium`` / ``decisive`` by the gap between the losses,
    relative to the loser's: 5-4 (20 %) marginal, 5-3 (40 %) medium, 5-2 (60 %)
    decisive (Thucydide ch. 1)."""
    loser, winner = Fraction(loser_lost), Fraction(winner_lost)
    if loser <= 0:
        return "marginal"
    gap = (loser - winner) / loser
    if gap <= Fraction(*rules.marginal_max):
        return "marginal"
    if gap <= Fraction(*rules.medium_max):
        return "medium"
    return "decisive"


def margin_table(rules: Victory, loser_lost: int) -> list[tuple[int, str]]:
    """For a loser demoralised at ``loser_lost``: the margin for each winner's loss."""
    return [(w, margin(rules, loser_lost, w)) for w in range(loser_lost, -1, -1)]
