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

The resolution (rolls, losses, retreats, riposte) is ``combat_flow``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from editor.core.effects import DiceCount, combine_dice
from editor.core.phrases import Phrase
from editor.rules.context import GameContext, Piece
from editor.rules.position import Position, at_memo
from editor.rules.sight import line_of_sight
from editor.rules.support import support
from editor.rules.terrain import Source, hex_of, key_distance

RULE_QUALITY = Phrase(
    "Thucydide ch. 1, Phase de Combats: the dice its quality gives",
    "Thucydide ch. 1, Phase de Combats : « le nombre de dés de combat auquel son niveau de "
    "qualité lui donne droit »",
)
RULE_SUPPORT = Phrase("Thucydide ch. 1, Notion de Soutien", "Thucydide ch. 1, Notion de Soutien")
RULE_ORDER = Phrase("Thucydide ch. 1, Phase de Combats", "Thucydide ch. 1, Phase de Combats")
DIRECTION_WORDS = {
    "into": ("vers", "into"),
    "from": ("depuis", "from"),
    "uphill": ("bas ► haut", "uphill"),
    "downhill": ("haut ► bas", "downhill"),
}
WHERE_WORDS = {
    "hex": ("hexagone attaqué", "hex attacked"),
    "own": ("hexagone de l'attaquant", "attacker's hex"),
    "edge": ("bord franchi", "face crossed"),
}


@dataclass(frozen=True, slots=True)
class DiceTerm:
    """One line of the dice explanation: what, its effect, and the rule it comes from."""

    what: Phrase
    effect: str
    """A ``Phrase`` where the effect has words (« pas de coup spécial »)."""
    rule: Phrase

    def text(self, lang: str) -> str:
        effect = self.effect.text(lang) if isinstance(self.effect, Phrase) else self.effect
        return f"{self.what.text(lang)}: {effect} ({self.rule.text(lang)})"


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
    worded: tuple[DiceTerm, ...] | Callable[[], tuple[DiceTerm, ...]] = field(
        default=(), compare=False, repr=False
    )
    """The terms, or what words them when first asked: most dice are only counted
    (by ``apply`` and by the computer players), a few explained."""

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

    def explain(self, lang: str = "en") -> list[str]:
        lines = [t.text(lang) for t in self.terms]
        if self.count is not None:
            word = "combiné" if lang == "fr" else "combined"
            lines.append(f"{word}: {self.count.explain(lang)}")
        return lines


def _fr(text: str) -> str:
    return text.fr if isinstance(text, Phrase) else text


def _no(why: str) -> AttackDice:
    return AttackDice(False, why, (), (), None, 0, (), ())


def why_cannot_attack(ctx: GameContext, pos: Position, attacker: int, defender: int) -> str:
    """Empty when ``attacker`` may attack ``defender`` now (terrain and geometry only);
    otherwise why not, as a ``Phrase``."""
    a, d = ctx.pieces[attacker], ctx.pieces[defender]
    ka, kd = pos.at[attacker], pos.at[defender]
    if ka < 0 or kd < 0:
        return Phrase("a unit is not on the map", "une unité n'est pas sur la carte")
    if a.side == d.side:
        return Phrase("same side", "même camp")
    if a.decoy:
        return Phrase("a decoy does not fight", "un leurre ne combat pas")
    dist = key_distance(ka, kd)
    if dist > 1:
        if dist > a.range:
            return Phrase(
                f"out of range ({dist} hexes, range {a.range})",
                f"hors de portée ({dist} hexagones, portée {a.range})",
            )
        sight = line_of_sight(ctx, pos, hex_of(ka), hex_of(kd))
        if not sight.visible:
            return Phrase(
                f"no line of sight ({sight.reason})", f"pas de ligne de vue ({sight.reason})"
            )
    t = ctx.terrain
    for i, k in ((attacker, ka), (defender, kd)):
        p = ctx.pieces[i]
        if t.impossible_but_by_road(k, p.unit_class, p.capabilities):
            return Phrase(
                f'"{p.name}" stands on impossible terrain by a road: no combat',
                f"« {p.name} » est sur un terrain impossible par une route : pas de combat",
            )
    if ctx.optional is not None:
        return ctx.optional.why_not(ctx, pos, attacker, defender, dist)  # Annexe 3
    return ""


def _source_term(ctx: GameContext, s: Source) -> DiceTerm:
    r = ctx.ruleset
    dfr, den = DIRECTION_WORDS.get(s.direction, (s.direction, s.direction))
    wfr, wen = WHERE_WORDS.get(s.where, (s.where, s.where))
    n = "" if s.effect.n is None else f" {s.effect.n}"
    effect = {
        "minus_dice": Phrase(f"-{s.effect.n}", f"-{s.effect.n}"),
        "max_dice": Phrase(f"max {s.effect.n}", f"max {s.effect.n}"),
        "no_special": Phrase("no special hit", "pas de coup spécial"),
        "normal": Phrase("normal", "normal"),
    }.get(s.effect.kind, Phrase(f"{s.effect.kind}{n}", f"{s.effect.kind}{n}"))
    return DiceTerm(
        Phrase(
            f"{r.name(s.element, 'en')} ({den}, {wen})",
            f"{r.name(s.element, 'fr')} ({dfr}, {wfr})",
        ),
        effect,
        Phrase(f"Annexe 1, {r.name(s.element, 'fr')}", f"Annexe 1, {r.name(s.element, 'fr')}"),
    )


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
            worded = tuple(_source_term(ctx, s) for s in self.sources)
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
                                f"{n} flag(s)",
                                f"{ctx.ruleset.name(el.id, 'fr')} : le défenseur ignore "
                                f"{n} drapeau(x)",
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
    ck = ("dice", attacker, defender, attack_order, defence_order, riposte)
    held = memo.get(ck)
    left = pos.plaquettes[attacker]
    if held is None or held[0] != left:
        d = _dice_for_attack(ctx, pos, attacker, defender, attack_order, defence_order, riposte)
        held = memo[ck] = (left, d)
    return held[1]


def _dice_for_attack(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    attack_order: bool,
    defence_order: bool,
    riposte: bool,
) -> AttackDice:
    why = why_cannot_attack(ctx, pos, attacker, defender)
    if why:
        return _no(why)
    a, b = pos.at[attacker], pos.at[defender]
    att, dfd = ctx.pieces[attacker], ctx.pieces[defender]
    ground = _face_and_ground(ctx, a, b, att, dfd, riposte)
    play = ctx.play
    left = pos.plaquettes[attacker]
    base_dice = min(att.dice, left)
    base: list[tuple[str, int]] = [(f"quality {att.quality}", base_dice)]
    sup_a = support(ctx, pos, attacker, target=defender, riposte_behind=ground.behind)
    if sup_a.supported:
        base.append(("supported", play.support.attack_dice))
    if attack_order:
        base.append(("attack order", play.orders.attack_dice))
    supported = sup_a.reasons if sup_a.supported else None

    def word() -> tuple[DiceTerm, ...]:
        return (*_base_terms(ctx, att, left, supported, attack_order), *ground.terms(ctx))

    worded: tuple[DiceTerm, ...] | Callable[[], tuple[DiceTerm, ...]] = word
    extra: list[Source] = []
    if ctx.optional is not None:  # Annexe 3: weather, night, fire, sleep, boats, ammunition
        terms = _base_terms(ctx, att, left, supported, attack_order)
        extra, refused = ctx.optional.adjust_dice(
            ctx, pos, attacker, defender, ground.melee, riposte, base, terms
        )
        if refused:
            return _no(refused)
        if not ground.melee:
            extra = [s for s in extra if s.where != "edge"]
        terms.extend(ground.terms(ctx))
        terms.extend(_source_term(ctx, s) for s in extra)
        worded = tuple(terms)
    total = sum(n for _, n in base)
    if extra:  # boats count as buildings...: this attack's own sources, not the cache
        sources = ground.sources + tuple(extra)
        count = combine_dice(total, [s.effect for s in sources])
    else:
        sources = ground.sources
        cached = ground.counts.get(total)
        if cached is None:
            cached = ground.counts[total] = combine_dice(total, [s.effect for s in sources])
        count = cached
    ignores = ground.ignores
    reasons = list(ground.reasons)
    sup_d = support(ctx, pos, defender, attacker=attacker, order=defence_order)
    if sup_d.supported:
        ignores += play.support.ignore_flags
        n = play.support.ignore_flags
        reasons.append(
            Phrase(
                f"defender supported: ignores {n} flag(s)",
                f"défenseur soutenu : ignore {n} drapeau(x)",
            )
        )
    return AttackDice(
        True,
        "",
        tuple(base),
        sources,
        count,
        ignores,
        tuple(reasons),
        ground.passage,
        ground.melee,
        sup_a.reasons,
        sup_d.reasons,
        worded,
    )


def _base_terms(
    ctx: GameContext,
    att: Piece,
    left: int,
    supported: tuple[str, ...] | None,
    attack_order: bool,
) -> list[DiceTerm]:
    """The explanation's terms before terrain: quality (capped by the plaquettes
    left), support, attack order."""
    play = ctx.play
    base_dice = min(att.dice, left)
    capped = base_dice < att.dice
    terms = [
        DiceTerm(
            Phrase(f"quality {att.quality}", f"qualité {att.quality}"),
            Phrase(
                str(base_dice) + (f" (capped by {left} plaquettes)" if capped else ""),
                str(base_dice) + (f" (limité par {left} plaquettes)" if capped else ""),
            ),
            RULE_QUALITY,
        )
    ]
    if supported is not None:
        terms.append(
            DiceTerm(
                Phrase(
                    f"supported ({'; '.join(supported)})",
                    f"soutenu ({' ; '.join(_fr(r) for r in supported)})",
                ),
                f"+{play.support.attack_dice}",
                RULE_SUPPORT,
            )
        )
    if attack_order:
        terms.append(
            DiceTerm(
                Phrase("attack order", "ordre d'attaque"),
                f"+{play.orders.attack_dice}",
                RULE_ORDER,
            )
        )
    return terms
