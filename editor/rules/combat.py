"""Combat: who may attack whom, the dice with their explanation, and the result.

Thucydide ch. 1, Phase de Combats: the target is adjacent, or in range and in
sight; the dice come from the unit's quality, adjusted by terrain and
circumstances (support, attack order); the dice are thrown and the losses
applied first, then the retreats; then the defender ripostes if it can.
Annexe 1: terrain dice effects combine by ``combine_dice`` (subtractions,
then caps); « pas de coup spécial »; « Défenseur ignore N drapeau(x) si
Infanterie ou artillerie » and « compte soutenu en riposte » behind field
works; « Attaquant subit pertes de passage »: a simili-combat thrown at the
attacker BEFORE the combat, armour reversed; « si sur terrain impossible
(par route), pas de combat ».
"""

from __future__ import annotations

from dataclasses import dataclass, field

from editor.core.effects import DiceCount, combine_dice
from editor.core.hexes import distance
from editor.rules.dice import read_roll, roll
from editor.rules.sight import line_of_sight
from editor.rules.state import GameState, UnitState
from editor.rules.support import support
from editor.rules.terrain import Source, key


@dataclass(frozen=True, slots=True)
class AttackDice:
    """The dice of one attack, term by term, and what the defender may ignore."""

    allowed: bool
    why_not: str
    base: tuple[tuple[str, int], ...]
    """(label, dice) before terrain: quality, support, attack order."""
    sources: tuple[Source, ...]
    count: DiceCount | None
    defender_ignores_flags: int
    ignore_reasons: tuple[str, ...]
    passage_losses: tuple[tuple[str, int], ...]
    """(obstacle, dice) thrown at the attacker before the combat."""
    melee: bool = True
    attacker_supported: tuple[str, ...] = ()
    defender_supported: tuple[str, ...] = ()

    @property
    def dice(self) -> int:
        return self.count.dice if self.count else 0

    def explain(self, lang: str = "en") -> list[str]:
        lines = [
            f"{label}: {n:+d}" if i else f"{label}: {n}" for i, (label, n) in enumerate(self.base)
        ]
        for s in self.sources:
            n = "" if s.effect.n is None else f" {s.effect.n}"
            lines.append(f"{s.element} ({s.direction}, {s.where}): {s.effect.kind}{n}")
        if self.count is not None:
            lines.append("combined: " + self.count.explain(lang))
            if self.count.no_special:
                lines.append("no special hit")
        return lines


def unit_range(state: GameState, unit: UnitState) -> int:
    q = state.play.quality(unit.quality)
    if q.range is not None:
        return q.range
    return state.play.unit_type(unit.unit_class).range


def why_cannot_attack(state: GameState, attacker: UnitState, defender: UnitState) -> str:
    """Empty when ``attacker`` may attack ``defender`` now (terrain and geometry only)."""
    if not attacker.on_map or not defender.on_map:
        return "a unit is not on the map"
    if attacker.side == defender.side:
        return "same side"
    assert attacker.position is not None and defender.position is not None
    dist = distance(attacker.position, defender.position)
    if dist > 1:
        r = unit_range(state, attacker)
        if dist > r:
            return f"out of range ({dist} > {r})"
        sight = line_of_sight(state, attacker.position, defender.position)
        if not sight.visible:
            return f"no line of sight ({sight.reason})"
    t = state.terrain
    for u in (attacker, defender):
        assert u.position is not None
        if t.impossible_but_by_road(key(u.position), u.unit_class, u.capabilities):
            return f"{u.id} on impossible terrain by road: no combat"
    return ""


def dice_for_attack(
    state: GameState,
    attacker: UnitState,
    defender: UnitState,
    *,
    attack_order: bool = False,
    defence_order: bool = False,
    riposte: bool = False,
) -> AttackDice:
    """The dice ``attacker`` throws at ``defender`` with the term-by-term explanation."""
    why = why_cannot_attack(state, attacker, defender)
    if why:
        return AttackDice(False, why, (), (), None, 0, (), ())
    assert attacker.position is not None and defender.position is not None
    a, b = key(attacker.position), key(defender.position)
    melee = distance(attacker.position, defender.position) == 1
    t = state.terrain
    play = state.play
    quality = play.quality(attacker.quality)
    base_dice = min(quality.dice, attacker.plaquettes)
    base: list[tuple[str, int]] = [(f"quality {quality.id}", base_dice)]
    # « compte soutenu en riposte »: the riposting unit stands behind the obstacle
    behind = riposte and any(
        into is False
        and el.notes_of("defender_supported_in_riposte")
        and any(
            not n.classes or attacker.unit_class in n.classes
            for n in el.notes_of("defender_supported_in_riposte")
        )
        for el, into in t.face_obstacles(a, b)
    )
    sup_a = support(state, attacker, target=defender, riposte_behind=behind)
    if sup_a.supported:
        base.append(("supported", play.support.attack_dice))
    if attack_order:
        base.append(("attack order", play.orders.attack_dice))
    total = sum(n for _, n in base)
    sources = t.combat_sources(a, b)
    if not melee:
        sources = [s for s in sources if s.where != "edge"]
    count = combine_dice(total, [s.effect for s in sources])
    ignores = 0
    reasons: list[str] = []
    passage: list[tuple[str, int]] = []
    if melee:
        for el, into in t.face_obstacles(a, b):
            if into:
                for note in el.notes_of("defender_ignores_flags"):
                    if not note.classes or defender.unit_class in note.classes:
                        ignores += note.n or 0
                        reasons.append(f"{el.id}: defender ignores {note.n} flag(s)")
            if el.notes_of("attacker_passage_losses") and not riposte:
                n = state.ruleset.passage_losses.dice(
                    el.id, attacker.unit_class, t.elements.get(b, frozenset())
                )
                if n:
                    passage.append((el.id, n))
    sup_d = support(state, defender, attacker=attacker, order=defence_order)
    if sup_d.supported:
        ignores += play.support.ignore_flags
        reasons.append(f"defender supported: ignores {play.support.ignore_flags} flag(s)")
    return AttackDice(
        True,
        "",
        tuple(base),
        tuple(sources),
        count,
        ignores,
        tuple(reasons),
        tuple(passage),
        melee,
        sup_a.reasons,
        sup_d.reasons,
    )


@dataclass(slots=True)
class CombatReport:
    attacker: str
    defender: str
    passage: list[dict[str, object]] = field(default_factory=list)
    rolls: list[dict[str, object]] = field(default_factory=list)
    events: list[str] = field(default_factory=list)


def _armour(state: GameState, unit: UnitState) -> str:
    return state.play.unit_type(unit.unit_class).weight(unit.weight).armour


def _lose(state: GameState, unit: UnitState, n: int, report: CombatReport) -> None:
    from editor.rules.victory import record_loss

    if n <= 0 or unit.lost:
        return
    unit.plaquettes -= n
    report.events.append(f"{unit.id} loses {n} plaquette(s)")
    if unit.plaquettes <= 0:
        state.remove(unit)
        report.events.append(f"{unit.id} eliminated")
        record_loss(state, unit)


def retreat(
    state: GameState, unit: UnitState, away_from: UnitState, hexes: int, report: CombatReport
) -> bool:
    """Move ``unit`` ``hexes`` steps away from ``away_from``; each step it cannot
    take costs a plaquette instead (assumption). True if it moved at all."""
    from editor.rules.terrain import STEPS, hex_of

    assert unit.position is not None and away_from.position is not None
    origin = away_from.position
    moved = False
    for _ in range(hexes):
        if unit.lost or unit.position is None:
            return moved
        k = key(unit.position)
        here = distance(unit.position, origin)
        options = []
        for d in range(6):
            nk = k + STEPS[d]
            h = hex_of(nk)
            if distance(h, origin) <= here or nk in state.occupant:
                continue
            st = state.terrain.step(k, d, unit.unit_class, unit.capabilities)
            if st.allowed:
                options.append((st.minus, d, h))
        if not options:
            _lose(state, unit, 1, report)
            continue
        options.sort()
        state.place(unit, options[0][2])
        report.events.append(f"{unit.id} retreats to {state.scenario.grid.label(options[0][2])}")
        moved = True
    return moved


def _exchange(
    state: GameState,
    att: UnitState,
    dfd: UnitState,
    dice: AttackDice,
    report: CombatReport,
) -> bool:
    """One throw of ``att`` at ``dfd``; losses then retreats. True if ``dfd`` retreated."""
    faces = roll(state.rng, state.play.die, dice.dice)
    no_special = bool(dice.count and dice.count.no_special)
    res = read_roll(faces, _armour(state, dfd), no_special=no_special)
    state.tokens[att.side] += res.letters
    flags = max(0, res.flags - dice.defender_ignores_flags)
    report.rolls.append(
        {"by": att.id, "faces": list(faces), "hits": res.hits, "flags": res.flags, "retreat": flags}
    )
    _lose(state, dfd, res.hits, report)  # losses first, then retreats (ch. 1)
    if flags and not dfd.lost:
        utype = state.play.unit_type(dfd.unit_class)
        return retreat(state, dfd, att, flags * utype.retreat, report)
    return False


def resolve_attack(
    state: GameState,
    attacker: UnitState,
    defender: UnitState,
    *,
    attack_order: bool = False,
    defence_order: bool = False,
) -> CombatReport:
    """Throw an attack with passage losses first and the riposte after."""
    dice = dice_for_attack(
        state, attacker, defender, attack_order=attack_order, defence_order=defence_order
    )
    if not dice.allowed:
        raise ValueError(f"{attacker.id} cannot attack {defender.id}: {dice.why_not}")
    report = CombatReport(attacker.id, defender.id)
    pl = state.ruleset.passage_losses
    for element, n in dice.passage_losses:
        faces = roll(state.rng, state.play.die, n)
        ignored = pl.ignored_faces(element) | {"order_letter"}
        res = read_roll(
            faces, _armour(state, attacker), reversed_armour=pl.reversed_armour, ignored=ignored
        )
        report.passage.append(
            {"obstacle": element, "faces": list(faces), "hits": res.hits, "flags": res.flags}
        )
        _lose(state, attacker, res.hits, report)
        if attacker.lost:
            return report
        if res.flags:
            # Thucydide: « peut avoir des effets immédiatement effectués, comme un recul »
            utype = state.play.unit_type(attacker.unit_class)
            moved = retreat(state, attacker, defender, res.flags * utype.retreat, report)
            if attacker.lost or moved:
                report.events.append(f"{attacker.id} repulsed by the {element}")
                return report
    retreated = _exchange(state, attacker, defender, dice, report)
    if dice.melee and not retreated and defender.on_map and attacker.on_map and not state.over:
        rip = dice_for_attack(state, defender, attacker, riposte=True)
        if rip.allowed and rip.dice > 0:
            report.events.append(f"{defender.id} ripostes with {rip.dice} dice")
            _exchange(state, defender, attacker, rip, report)
    return report
