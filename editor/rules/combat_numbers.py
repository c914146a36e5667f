"""The numbers of an attack without their words, for the computer players.

``combat.dice_for_attack`` explains every term (« qualité », « soutenu », the
ground's effects) as ``Phrase``s; a player weighing dozens of attacks a decision
reads only the numbers. The same arithmetic, in the same order, from the same
cached terrain (``combat._face_and_ground``) and the wording-free support check
(``support.is_supported``): ``tests/rules/test_attack_numbers.py`` holds them equal.
"""

from __future__ import annotations

from editor.core.effects import DiceCount, combine_dice
from editor.rules.combat import _face_and_ground, _FaceAndGround, dice_for_attack
from editor.rules.context import GameContext
from editor.rules.position import Position, at_memo
from editor.rules.sight import line_of_sight
from editor.rules.support import is_supported
from editor.rules.terrain import hex_of, key_distance

AttackNumbers = tuple[int, bool, int, tuple[tuple[str, int], ...], bool]
"""(dice, no special hit, flags the defender ignores, passage losses, melee)."""


def attack_numbers(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    *,
    attack_order: bool = False,
    defence_order: bool = False,
    riposte: bool = False,
) -> AttackNumbers | None:
    """``dice_for_attack``'s numbers without its explanation's words (None: the
    attack is not allowed), for the computer players that weigh many attacks. The
    same arithmetic; with optional rules, read from ``dice_for_attack`` itself.
    Kept per placement and the attacker's plaquettes (shared: read only)."""
    if ctx.optional is not None:
        d = dice_for_attack(
            ctx,
            pos,
            attacker,
            defender,
            attack_order=attack_order,
            defence_order=defence_order,
            riposte=riposte,
        )
        if not d.allowed:
            return None
        return d.dice, d.no_special, d.defender_ignores_flags, d.passage_losses, d.melee
    memo = at_memo(pos, ctx)
    ck = ("attack numbers", attacker, defender, attack_order, defence_order, riposte)
    held = memo.get(ck)
    left = pos.plaquettes[attacker]
    if held is None or held[0] != left:
        found = _attack_numbers(ctx, pos, attacker, defender, attack_order, defence_order, riposte)
        held = memo[ck] = (left, found)
    out: AttackNumbers | None = held[1]
    return out


def riposte_dice(
    ctx: GameContext, pos: Position, attacker: int, defender: int
) -> tuple[int, bool] | None:
    """The dice and no-special flag of ``attacker``'s riposte at ``defender``
    (``attack_numbers(..., riposte=True)``'s first two), all a player weighs of a
    riposte: without the support check of its target that only the flags it
    ignores need."""
    if ctx.optional is not None:
        d = attack_numbers(ctx, pos, attacker, defender, riposte=True)
        return None if d is None else (d[0], d[1])
    found = _dice(ctx, pos, attacker, defender, False, True)
    return None if found is None else (found[0].dice, bool(found[0].no_special))


def _may_attack(ctx: GameContext, pos: Position, attacker: int, defender: int) -> bool:
    """``why_cannot_attack`` is empty (without optional rules), with no words built."""
    a, d = ctx.pieces[attacker], ctx.pieces[defender]
    ka, kd = pos.at[attacker], pos.at[defender]
    if ka < 0 or kd < 0 or a.side == d.side or a.decoy:
        return False
    dist = key_distance(ka, kd)
    if dist > 1 and (dist > a.range or not line_of_sight(ctx, pos, hex_of(ka), hex_of(kd)).visible):
        return False
    t = ctx.terrain
    return not (
        t.impossible_but_by_road(ka, a.unit_class, a.capabilities)
        or t.impossible_but_by_road(kd, d.unit_class, d.capabilities)
    )


def _attack_numbers(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    attack_order: bool,
    defence_order: bool,
    riposte: bool,
) -> AttackNumbers | None:
    found = _dice(ctx, pos, attacker, defender, attack_order, riposte)
    if found is None:
        return None
    count, ground = found
    ignores = ground.ignores
    if is_supported(ctx, pos, defender, attacker=attacker, order=defence_order):
        ignores += ctx.play.support.ignore_flags
    return count.dice, bool(count.no_special), ignores, ground.passage, ground.melee


def _dice(
    ctx: GameContext, pos: Position, attacker: int, defender: int, attack_order: bool, riposte: bool
) -> tuple[DiceCount, _FaceAndGround] | None:
    """The dice after terrain of an allowed attack, and its face and ground. The
    dice before any order are kept per placement and the attacker's plaquettes:
    a player weighs each attack with and without an order, a defender with and
    without a defence order."""
    memo = at_memo(pos, ctx)
    ck = ("attack dice", attacker, defender, riposte)
    held = memo.get(ck)
    left = pos.plaquettes[attacker]
    if held is None or held[0] != left:
        held = memo[ck] = (left, _before_orders(ctx, pos, attacker, defender, riposte))
    found: tuple[int, _FaceAndGround] | None = held[1]
    if found is None:
        return None
    total, ground = found
    if attack_order:
        total += ctx.play.orders.attack_dice
    count = ground.counts.get(total)
    if count is None:
        count = ground.counts[total] = combine_dice(total, [s.effect for s in ground.sources])
    return count, ground


def _before_orders(
    ctx: GameContext, pos: Position, attacker: int, defender: int, riposte: bool
) -> tuple[int, _FaceAndGround] | None:
    """The dice of an allowed attack before terrain and orders, and its face and ground."""
    if not _may_attack(ctx, pos, attacker, defender):
        return None
    att = ctx.pieces[attacker]
    ground = _face_and_ground(
        ctx, pos.at[attacker], pos.at[defender], att, ctx.pieces[defender], riposte
    )
    total = min(att.dice, pos.plaquettes[attacker])
    if is_supported(ctx, pos, attacker, target=defender, riposte_behind=ground.behind):
        total += ctx.play.support.attack_dice
    return total, ground


__all__ = ["AttackNumbers", "attack_numbers", "riposte_dice"]
