"""Whether an order changes a throw, read from the throw's exact distribution.

Thucydide ch. 1, Phase de Combats: the attacker « peut (en consommant des pions
d'ordre) donner un ordre d'attaque », the defender « un ordre de défense ». An
order costs tokens; when the throw's distribution of (hits, flags) is the same
with and without it, it buys nothing:

- an attack order adds dice, but a terrain cap (Annexe 1, « max N dés », taken
  after the additions) may already hold the attack at N dice;
- a defence order makes the defender count as supported, which changes nothing
  when it already is.

The window says so before a token is spent, and in hotseat takes the
defender's default answer without handing the screen over for a choice that
cannot change the outcome.
"""

from __future__ import annotations

from editor.core.phrases import Phrase
from editor.rules.combat import AttackDice, dice_for_attack
from editor.rules.combat_words import WHERE_WORDS
from editor.rules.context import GameContext
from editor.rules.position import Position
from editor.rules.terrain import Source


def _table(ctx: GameContext, d: AttackDice) -> tuple[object, ...]:
    """The throw's outcomes: (hits, flags, probability) for each, exactly."""
    return d.outcomes(ctx).table


def _cap(d: AttackDice) -> Source | None:
    """The terrain source that holds the attack at its dice (« max N dés »)."""
    return next(
        (s for s in d.sources if s.effect.kind == "max_dice" and s.effect.n == d.dice), None
    )


def attack_order_adds_nothing(
    ctx: GameContext, pos: Position, attacker: int, defender: int
) -> Phrase | None:
    """Why an attack order would change nothing in this attack's throw; None when it
    changes the odds (or the attack is not possible)."""
    without = dice_for_attack(ctx, pos, attacker, defender)
    if not without.allowed:
        return None
    given = dice_for_attack(ctx, pos, attacker, defender, attack_order=True)
    if not given.allowed or _table(ctx, given) != _table(ctx, without):
        return None
    n = given.dice
    dice_en, dice_fr = ("die", "dé") if n == 1 else ("dice", "dés")
    cap = _cap(given)
    if cap is None:
        return Phrase(
            f"The attack order adds nothing here: {n} {dice_en} with or without it.",
            f"L'ordre d'attaque n'apporte rien ici : {n} {dice_fr} avec ou sans lui.",
        )
    r = ctx.ruleset
    wfr, wen = WHERE_WORDS.get(cap.where, (cap.where, cap.where))
    return Phrase(
        f"The attack order adds nothing here: capped at {n} {dice_en} by "
        f"{r.name(cap.element, 'en')} ({wen}, « {r.term('combat', 'max_dice', 'en', n)} », "
        "Annexe 1).",
        f"L'ordre d'attaque n'apporte rien ici : limité à {n} {dice_fr} par "
        f"{r.name(cap.element, 'fr')} ({wfr}, « {r.term('combat', 'max_dice', 'fr', n)} », "
        "Annexe 1).",
    )


def defence_order_matters(ctx: GameContext, pos: Position) -> bool:
    """Whether the defender's pending choice (a defence order or none) can change the
    outcome: the attack's throw has another distribution with the order. False when
    no defence decision is pending."""
    c = pos.combat
    if c is None or c.stage != "defence":
        return False
    if pos.tokens[c.decider] < ctx.play.orders.defence_cost:
        return False
    plain, given = (
        dice_for_attack(
            ctx,
            pos,
            c.attacker,
            c.defender,
            attack_order=c.attack_order,
            defence_order=order,
        )
        for order in (False, True)
    )
    if not plain.allowed or not given.allowed:
        return True  # not ours to judge: the defender is asked
    return _table(ctx, plain) != _table(ctx, given)


__all__ = ["attack_order_adds_nothing", "defence_order_matters"]
