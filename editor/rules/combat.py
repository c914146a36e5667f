"""Combat arithmetic: who may attack whom, and the dice term by term with their rules.

Thucydide ch. 1, Phase de Combats: the target is adjacent, or in range and in
sight; the dice come from the unit's quality, adjusted by terrain and
circumstances (support, attack order). Annexe 1: terrain dice effects combine
by ``combine_dice`` (subtractions, then caps); « pas de coup spécial »;
« Défenseur ignore N drapeau(x) si Infanterie ou artillerie » and « compte
soutenu en riposte » behind field works; « Attaquant subit pertes de passage »,
a simili-combat thrown at the attacker before the combat, armour reversed;
« si sur terrain impossible (par route), pas de combat ».

The flags a defender ignores behind one face follow the annexes' law for
combined elements: only the obstacles that count on that face (« S'il y a
remblais + fossé, on compte seulement remblais »), and the same effect twice
counts once (« leurs effets se cumulent mais ne s'aggravent pas »): stakes and
an embankment, each « ignore 1 drapeau », make one flag ignored, not two.

``dice_for_attack`` is the one computation of an attack's dice, a chance node
in OpenSpiel's manner: its terms as numbers and, from them, the exact
distribution of the throw's outcomes (``AttackDice.outcomes``). The resolution,
the explanation, the combat preview and the computer players all read it; the
words (``combat_words``) are built from its terms only when a person asks.

The resolution (rolls, losses, retreats, riposte) is ``combat_flow``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from editor.core.effects import DiceCount, combine_dice
from editor.core.phrases import Phrase, colon, counted
from editor.rules.combat_words import (
    DiceTerm,
    Refusal,
    base_terms,
    refusal_words,
    source_term,
)
from editor.rules.context import GameContext, Piece
from editor.rules.odds import Odds, throw_odds
from editor.rules.position import Position, at_memo
from editor.rules.sight import line_of_sight
from editor.rules.squares import WORDS as SQUARE_WORDS
from editor.rules.squares import square_ignores
from editor.rules.support import SupportResult, support
from editor.rules.terrain import Source, hex_of, key_distance


@dataclass(frozen=True, slots=True)
class AttackDice:
    """The dice of one attack, term by term, and what the defender may ignore:
    plain values; their words are built when asked (``terms``, ``why_not``...)."""

    allowed: bool
    refused: Refusal
    """Why not, without words (empty when allowed): ``why_not`` words it."""
    base: tuple[tuple[str, int], ...]
    """(label, dice) before terrain: quality, support, attack order."""
    sources: tuple[Source, ...]
    count: DiceCount | None
    defender_ignores_flags: int
    ground_reasons: tuple[Phrase, ...]
    """Why the ground makes the defender ignore flags (the obstacles on the face)."""
    support_ignores: int
    """Flags the defender ignores for being supported (0: it is not)."""
    passage_losses: tuple[tuple[str, int], ...]
    """(obstacle, dice) thrown at the attacker before the combat."""
    melee: bool = True
    attacker_support: SupportResult | None = None
    defender_support: SupportResult | None = None
    armour: str = ""
    """The target's armour, which the outcomes depend on."""
    worded: tuple[DiceTerm, ...] | Callable[[], tuple[DiceTerm, ...]] = field(
        default=(), compare=False, repr=False
    )
    """The terms, or what words them when first asked: most dice are only counted
    (by ``apply`` and by the computer players), a few explained."""
    square_ignores: int = 0
    """Flags the defender ignores for standing in square (0: it does not)."""

    @property
    def terms(self) -> tuple[DiceTerm, ...]:
        """The dice term by term: what, its effect and the rule it comes from."""
        worded = self.worded
        if callable(worded):
            worded = worded()
            object.__setattr__(self, "worded", worded)
        return worded

    def __getstate__(self) -> list[object]:
        """Pickled and deep-copied worded (a closure does not pickle)."""
        self.terms  # noqa: B018 (words them in place)
        return [getattr(self, name) for name in self.__slots__]

    def __setstate__(self, state: list[object]) -> None:
        for name, value in zip(self.__slots__, state, strict=True):
            object.__setattr__(self, name, value)

    @property
    def dice(self) -> int:
        return self.count.dice if self.count else 0

    @property
    def no_special(self) -> bool:
        return bool(self.count and self.count.no_special)

    @property
    def why_not(self) -> str:
        """Why the attack is not allowed, as a ``Phrase`` (empty when it is)."""
        return refusal_words(self.refused)

    @property
    def attacker_supported(self) -> tuple[str, ...]:
        s = self.attacker_support
        return () if s is None else s.reasons

    @property
    def defender_supported(self) -> tuple[str, ...]:
        s = self.defender_support
        return () if s is None else s.reasons

    @property
    def ignore_reasons(self) -> tuple[str, ...]:
        """Why the defender ignores flags, in words."""
        n = self.support_ignores
        reasons = self.ground_reasons
        if n:
            reasons = (
                *reasons,
                Phrase(
                    f"defender supported: ignores {_flags(n).en}",
                    f"défenseur soutenu : ignore {_flags(n).fr}",
                ),
            )
        return (*reasons, SQUARE_WORDS) if self.square_ignores else reasons

    def outcomes(self, ctx: GameContext) -> Odds:
        """The throw's chance outcomes: the exact distribution of (hits, flags
        counted) at the target, from these terms and the die's faces."""
        return throw_odds(
            tuple(ctx.play.die),
            self.dice,
            self.armour,
            self.no_special,
            self.defender_ignores_flags,
        )

    def explain(self, lang: str = "en") -> list[str]:
        lines = [t.text(lang) for t in self.terms]
        if self.count is not None:
            word = "combiné" if lang == "fr" else "combined"
            lines.append(f"{word}{colon(lang)}{self.count.explain(lang)}")
        return lines


def _flags(n: int) -> Phrase:
    return counted(n, ("flag", "flags"), ("drapeau", "drapeaux"))


def _no(refused: Refusal) -> AttackDice:
    return AttackDice(False, refused, (), (), None, 0, (), 0, ())


def passage_outcomes(ctx: GameContext, element: str, dice: int, armour: str) -> Odds:
    """The chance outcomes of the passage losses ``element`` throws at an attacker
    of ``armour`` (Annexe 1, « Pertes de passage »: the armour reversed, the
    faces the ruleset says the obstacle ignores, and order letters not counted)."""
    pl = ctx.ruleset.passage_losses
    return throw_odds(
        tuple(ctx.play.die),
        dice,
        armour,
        reversed_armour=pl.reversed_armour,
        ignored=pl.ignored_faces(element) | {"order_letter"},
    )


def refusal(ctx: GameContext, pos: Position, attacker: int, defender: int) -> Refusal:
    """Why ``attacker`` may not attack ``defender`` now (terrain and geometry
    only), without words; empty when it may."""
    a, d = ctx.pieces[attacker], ctx.pieces[defender]
    ka, kd = pos.at[attacker], pos.at[defender]
    if ka < 0 or kd < 0:
        return ("off map",)
    if a.side == d.side:
        return ("same side",)
    if a.decoy:
        return ("decoy",)
    dist = key_distance(ka, kd)
    if dist > 1:
        if dist > a.range:
            return ("range", str(dist), str(a.range))
        sight = line_of_sight(ctx, pos, hex_of(ka), hex_of(kd))
        if not sight.visible:
            return ("sight", sight.reason)
    t = ctx.terrain
    for i, k in ((attacker, ka), (defender, kd)):
        p = ctx.pieces[i]
        if t.impossible_but_by_road(k, p.unit_class, p.capabilities):
            return ("road", p.name)
    if ctx.optional is not None:
        why = ctx.optional.why_not(ctx, pos, attacker, defender, dist)  # Annexe 3
        if why:
            return ("optional", why)
    return ()


def why_cannot_attack(ctx: GameContext, pos: Position, attacker: int, defender: int) -> str:
    """Empty when ``attacker`` may attack ``defender`` now (terrain and geometry only);
    otherwise why not, as a ``Phrase``."""
    return refusal_words(refusal(ctx, pos, attacker, defender))


@dataclass(frozen=True, slots=True)
class _FaceAndGround:
    """What terrain does to one attack from hex ``a`` to hex ``b`` by one class on
    another: the same for every game of a context, so computed once (cached)."""

    melee: bool
    sources: tuple[Source, ...]
    behind: bool
    ignores: int
    reasons: tuple[Phrase, ...]
    passage: tuple[tuple[str, int], ...]
    counts: dict[int, DiceCount]
    """Dice after terrain, by dice before terrain (filled as asked)."""
    worded: tuple[DiceTerm, ...] | None = None
    """The sources' terms, worded when first asked (``terms``)."""

    def terms(self, ctx: GameContext) -> tuple[DiceTerm, ...]:
        """The explanation's terms of the terrain: most attacks are only counted."""
        worded = self.worded
        if worded is None:
            worded = tuple(source_term(ctx, s) for s in self.sources)
            object.__setattr__(self, "worded", worded)
        return worded


def _face_and_ground(
    ctx: GameContext, a: int, b: int, att: Piece, dfd: Piece, riposte: bool
) -> _FaceAndGround:
    cache = ctx._caches.get("attack_terrain")
    if cache is None:
        cache = ctx._caches["attack_terrain"] = {}
    ck = (a, b, att.unit_class, dfd.unit_class, riposte)
    found = cache.get(ck)
    if found is not None:
        return found
    t = ctx.terrain
    melee = key_distance(a, b) == 1
    face = t.face_obstacles(a, b) if melee else []
    # « compte soutenu en riposte »: the riposting unit stands behind the obstacle
    behind = riposte and any(
        not into
        and any(
            not n.classes or att.unit_class in n.classes
            for n in el.notes_of("defender_supported_in_riposte")
        )
        for el, into in face
    )
    sources = t.combat_sources(a, b)
    if not melee:
        sources = [s for s in sources if s.where != "edge"]
    ignored: set[int] = set()
    reasons: list[Phrase] = []
    passage: list[tuple[str, int]] = []
    for el, into in face:
        if into:
            for note in el.notes_of("defender_ignores_flags"):
                if not note.classes or dfd.unit_class in note.classes:
                    n = note.n or 0
                    if n not in ignored:  # the same effect twice counts once
                        ignored.add(n)
                        reasons.append(
                            Phrase(
                                f"{ctx.ruleset.name(el.id, 'en')}: the defender ignores "
                                f"{_flags(n).en}",
                                f"{ctx.ruleset.name(el.id, 'fr')} : le défenseur ignore "
                                f"{_flags(n).fr}",
                            )
                        )
        if el.notes_of("attacker_passage_losses") and not riposte:
            lost = ctx.ruleset.passage_losses.dice(
                el.id, att.unit_class, t.elements.get(b, frozenset())
            )
            if lost:
                passage.append((el.id, lost))
    found = cache[ck] = _FaceAndGround(
        melee,
        tuple(sources),
        behind,
        sum(ignored),
        tuple(reasons),
        tuple(passage),
        {},
    )
    return found


def after_ground(ground: _FaceAndGround, total: int) -> DiceCount:
    """The dice after the ground's effects of ``total`` dice before them (kept
    with the ground: the same for every game of a context)."""
    count = ground.counts.get(total)
    if count is None:
        count = ground.counts[total] = combine_dice(total, [s.effect for s in ground.sources])
    return count


def dice_terms(
    ctx: GameContext, att: Piece, left: int, supported: bool, attack_order: bool
) -> list[tuple[str, int]]:
    """Thucydide ch. 1, Phase de Combats: (label, dice) before the ground: the
    quality's dice (no more than the plaquettes left), support, the attack order."""
    play = ctx.play
    base = [(f"quality {att.quality}", min(att.dice, left))]
    if supported:
        base.append(("supported", play.support.attack_dice))
    if attack_order:
        base.append(("attack order", play.orders.attack_dice))
    return base


def dice_for_attack(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    *,
    attack_order: bool = False,
    defence_order: bool = False,
    riposte: bool = False,
) -> AttackDice:
    """The dice ``attacker`` throws at ``defender`` with the term-by-term explanation.

    Without optional rules they depend only on where the pieces stand and on the
    attacker's plaquettes: kept per placement (a combat and the players weighing
    it ask again and again). Shared: read only."""
    if ctx.optional is not None:  # Annexe 3: the weather, the hour... count too
        return _dice_for_attack(ctx, pos, attacker, defender, attack_order, defence_order, riposte)
    memo = at_memo(pos, ctx)
    square = square_ignores(ctx, pos, attacker, defender)  # not kept by placement
    ck = ("dice", attacker, defender, attack_order, defence_order, riposte, square)
    held = memo.get(ck)
    left = pos.plaquettes[attacker]
    if held is None or held[0] != left:
        d = _dice_for_attack(ctx, pos, attacker, defender, attack_order, defence_order, riposte)
        held = memo[ck] = (left, d)
    return held[1]


def _optional_dice(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    riposte: bool,
    ground: _FaceAndGround,
    base: list[tuple[str, int]],
    base_words: Callable[[], list[DiceTerm]],
) -> tuple[list[Source], tuple[DiceTerm, ...]] | AttackDice:
    """Annexe 3's changes to an attack's dice (``base`` adjusted in place): the
    extra sources and the terms, worded now (the optional rules word their own);
    or the refused attack."""
    assert ctx.optional is not None
    terms = base_words()
    extra, refused = ctx.optional.adjust_dice(
        ctx, pos, attacker, defender, ground.melee, riposte, base, terms
    )
    if refused:
        return _no(("optional", refused))
    if not ground.melee:
        extra = [s for s in extra if s.where != "edge"]
    terms.extend(ground.terms(ctx))
    terms.extend(source_term(ctx, s) for s in extra)
    return extra, tuple(terms)


def _dice_for_attack(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    attack_order: bool,
    defence_order: bool,
    riposte: bool,
) -> AttackDice:
    refused = refusal(ctx, pos, attacker, defender)
    if refused:
        return _no(refused)
    a, b = pos.at[attacker], pos.at[defender]
    att, dfd = ctx.pieces[attacker], ctx.pieces[defender]
    ground = _face_and_ground(ctx, a, b, att, dfd, riposte)
    play = ctx.play
    left = pos.plaquettes[attacker]
    sup_a = support(ctx, pos, attacker, target=defender, riposte_behind=ground.behind)
    base = dice_terms(ctx, att, left, sup_a.supported, attack_order)

    def base_words() -> list[DiceTerm]:
        supported = sup_a.reasons if sup_a.supported else None
        return base_terms(ctx, att, left, supported, attack_order)

    def word() -> tuple[DiceTerm, ...]:
        return (*base_words(), *ground.terms(ctx))

    worded: tuple[DiceTerm, ...] | Callable[[], tuple[DiceTerm, ...]] = word
    extra: list[Source] = []
    if ctx.optional is not None:  # Annexe 3: weather, night, fire, sleep, boats, ammunition
        adjusted = _optional_dice(ctx, pos, attacker, defender, riposte, ground, base, base_words)
        if isinstance(adjusted, AttackDice):
            return adjusted
        extra, worded = adjusted
    total = sum(n for _, n in base)
    if extra:  # boats count as buildings...: this attack's own sources, not the cache
        sources = ground.sources + tuple(extra)
        count = combine_dice(total, [s.effect for s in sources])
    else:
        sources = ground.sources
        count = after_ground(ground, total)
    sup_d = support(ctx, pos, defender, attacker=attacker, order=defence_order)
    by_support = play.support.ignore_flags if sup_d.supported else 0
    by_square = square_ignores(ctx, pos, attacker, defender)
    return AttackDice(
        True,
        (),
        tuple(base),
        sources,
        count,
        ground.ignores + by_support + by_square,
        ground.reasons,
        by_support,
        ground.passage,
        ground.melee,
        sup_a,
        sup_d,
        dfd.armour,
        worded,
        by_square,
    )
