"""What a person at the window asks before deciding, answered by the engine's own functions.

- ``sight_words``: what blocks a line of sight, and the rule that says so;
- ``seen_hexes``: every hex a unit sees (the fan the play view shades);
- ``activation_refusals``: why each unit of a side cannot be activated now;
- ``attack_preview``: an attack's dice term by term and the exact odds of its
  throw, for the defender's two possible answers (a defence order or none),
  with the passage losses thrown first, the riposte's dice, the die faces that
  hit the target and whether an attack order would add anything.

Pure functions of (context, position): the view shows them, never computes
rules of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.hexes import hex_range
from editor.core.phrases import Phrase
from editor.core.ruleset_play import HIT_FACES
from editor.rules import command
from editor.rules.combat import AttackDice, dice_for_attack, passage_outcomes
from editor.rules.context import GameContext
from editor.rules.events import face_name
from editor.rules.odds import Odds
from editor.rules.order_worth import attack_order_adds_nothing
from editor.rules.position import Position, occupant
from editor.rules.sight import Sight, sight_index, sight_limit
from editor.rules.terrain import hex_of, key

FAN_RADIUS_LARGE_MAPS = 25
"""On maps past ``_FAN_ALL_HEXES`` hexes, the sight fan looks this far only."""
_FAN_ALL_HEXES = 40_000


def sight_words(ctx: GameContext, sight: Sight) -> tuple[Phrase, Phrase]:
    """(what blocks, the rule) for a blocked line of sight; empty phrases when it is clear.

    A unit in the way is never named: the reader may not know who stands there."""
    if sight.visible:
        return Phrase("", ""), Phrase("", "")
    r = ctx.ruleset
    where = ctx.scenario.grid.label(sight.blocked_at) if sight.blocked_at is not None else ""
    kind, _, what = sight.reason.partition(":")
    if kind == "terrain":
        return (
            Phrase(
                f"{r.name(what, 'en')} at {where} masks the view",
                f"{r.name(what, 'fr')} en {where} masque la vue",
            ),
            Phrase(
                f"Annexe 1, {r.name(what, 'fr')}: « Masque : Oui »",
                f"Annexe 1, {r.name(what, 'fr')} : « Masque : Oui »",
            ),
        )
    if kind == "hill":
        return (
            Phrase(
                f"the hill at {where} is as high as the higher end",
                f"la colline en {where} est aussi haute que l'extrémité la plus haute",
            ),
            Phrase(
                "Annexe 1, Colline: a hill masks what is behind it",
                "Annexe 1, Colline : une colline masque ce qui est derrière elle",
            ),
        )
    if kind == "unit":
        return (
            Phrase(f"a troop stands at {where}", f"une troupe se tient en {where}"),
            Phrase(
                "Annexe 1: « une troupe ... fait masque »",
                "Annexe 1 : « une troupe ... fait masque »",
            ),
        )
    if kind == "edge":
        return (
            Phrase(
                f"{r.name(what, 'en')} on the face crossed before {where}",
                f"{r.name(what, 'fr')} sur le bord franchi avant {where}",
            ),
            Phrase(
                f"Annexe 1, {r.name(what, 'fr')}: « Masque : Oui »",
                f"Annexe 1, {r.name(what, 'fr')} : « Masque : Oui »",
            ),
        )
    if kind == "smoke":
        return (
            Phrase(f"smoke at {where}", f"fumée en {where}"),
            Phrase(
                "Annexe 3, La fumée: « obstacle total à la visibilité »",
                "Annexe 3, La fumée : « obstacle total à la visibilité »",
            ),
        )
    limit = sight_limit(ctx) or 0
    return (
        Phrase(f"farther than {limit} hexes", f"plus loin que {limit} hexagones"),
        Phrase(
            "Annexe 3, L'obscurité / the game's sight limit (fog, snowstorm)",
            "Annexe 3, L'obscurité / limite de vue de la partie (brouillard, tempête)",
        ),
    )


def seen_hexes(ctx: GameContext, pos: Position, index: int) -> frozenset[int]:
    """Every hex (key) a troop standing where piece ``index`` stands sees."""
    return seen_from(ctx, pos, pos.at[index])


def seen_from(ctx: GameContext, pos: Position | None, k0: int) -> frozenset[int]:
    """Every hex (key) a troop standing on hex ``k0`` sees (``pos``: the units in
    the way; None: the terrain alone)."""
    if k0 < 0:
        return frozenset()
    a = hex_of(k0)
    grid = ctx.scenario.grid
    limit = sight_limit(ctx)
    if limit is None and len(grid) > _FAN_ALL_HEXES:
        limit = FAN_RADIUS_LARGE_MAPS
    if limit is None:
        candidates = grid.hexes()
    else:
        candidates = (h for h in hex_range(a, limit) if h in grid)
    out = {k0}
    check = sight_index(ctx).check  # line_of_sight without its per-call look-ups
    occ = occupant(pos) if pos is not None else {}
    for h in candidates:
        if check(a, h, occ).visible:
            out.add(key(h))
    return frozenset(out)


def activation_refusals(ctx: GameContext, pos: Position, side: int) -> dict[int, Phrase]:
    """Per unit of ``side`` on the map that one more activation cannot take now: why."""
    out: dict[int, Phrase] = {}
    can = set(command.activatable(ctx, pos, side))
    for p in ctx.pieces:
        i = p.index
        if p.side != side or pos.at[i] < 0 or i in can:
            continue
        if i in pos.activated:
            out[i] = Phrase("already activated this turn", "déjà activée ce tour-ci")
            continue
        why = command.activation_refusal(ctx, pos, side, i)
        out[i] = (
            why
            if isinstance(why, Phrase)
            else Phrase(why or "no leader can activate it", why or "aucun chef ne peut l'activer")
        )
    return out


@dataclass(frozen=True, slots=True)
class ThrowPreview:
    dice: AttackDice
    odds: Odds


@dataclass(frozen=True, slots=True)
class AttackPreview:
    """An attack as the attacker sees it before the roll."""

    plain: ThrowPreview
    """The defender gives no defence order."""
    defended: ThrowPreview | None
    """The defender gives a defence order (None: he cannot afford one)."""
    passage: tuple[tuple[str, Odds], ...]
    """Passage losses thrown at the attacker first: (obstacle, odds)."""
    riposte_dice: int
    """Dice of the defender's riposte, if it stands (0: no riposte)."""
    hit_faces: Phrase
    """The die faces that hit this target, by their names."""
    order_adds_nothing: Phrase | None = None
    """Why an attack order would change nothing here (None: it adds dice that count)."""


ARMOUR_WORDS = {
    "light": ("« verte » (légère)", "green (light)"),
    "medium": ("« bleue » (moyenne)", "blue (medium)"),
    "heavy": ("« rouge » (lourde)", "red (heavy)"),
}
"""Thucydide ch. 1, « Dés de combat »: « verts » (légers), « bleus » (moyens),
« rouges » (lourds), said of one target."""


def hit_faces(ctx: GameContext, defender: int, no_special: bool = False) -> Phrase:
    """The faces of the die that hit ``defender`` (Thucydide ch. 1, « Dés de
    combat »: a face hits its colour and the lighter ones; the special hit counts
    as a hit unless the terrain says « pas de coup spécial »), and how many of the
    die's faces they are."""
    armour = ctx.pieces[defender].armour
    hitting = set(HIT_FACES[armour]) | (set() if no_special else {"special"})
    die = tuple(ctx.play.die)
    names = list(dict.fromkeys(f for f in die if f in hitting))
    k = sum(1 for f in die if f in hitting)
    afr, aen = ARMOUR_WORDS.get(armour, (armour, armour))
    return Phrase(
        f"Faces that hit this {aen} target: "
        f"{', '.join(face_name(ctx, f, 'en') for f in names)} ({k} of {len(die)})",
        f"Faces qui touchent cette cible {afr} : "
        f"{', '.join(face_name(ctx, f, 'fr') for f in names)} ({k} sur {len(die)})",
    )


def throw_preview(
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    *,
    attack_order: bool = False,
    defence_order: bool = False,
) -> ThrowPreview | None:
    """The dice and exact odds of one throw; None when the attack is not possible."""
    d = dice_for_attack(
        ctx, pos, attacker, defender, attack_order=attack_order, defence_order=defence_order
    )
    if not d.allowed:
        return None
    return ThrowPreview(d, d.outcomes(ctx))


def attack_preview(
    ctx: GameContext, pos: Position, attacker: int, defender: int, *, attack_order: bool = False
) -> AttackPreview | None:
    plain = throw_preview(ctx, pos, attacker, defender, attack_order=attack_order)
    if plain is None:
        return None
    dside = ctx.pieces[defender].side
    defended = None
    if pos.tokens[dside] >= ctx.play.orders.defence_cost:
        defended = throw_preview(
            ctx, pos, attacker, defender, attack_order=attack_order, defence_order=True
        )
    armour = ctx.pieces[attacker].armour
    passage = tuple(
        (element, passage_outcomes(ctx, element, n, armour))
        for element, n in plain.dice.passage_losses
    )
    riposte = 0
    if plain.dice.melee:
        rip = dice_for_attack(ctx, pos, defender, attacker, riposte=True)
        riposte = rip.dice if rip.allowed else 0
    return AttackPreview(
        plain,
        defended,
        passage,
        riposte,
        hit_faces(ctx, defender, plain.dice.no_special),
        attack_order_adds_nothing(ctx, pos, attacker, defender),
    )


__all__ = [
    "AttackPreview",
    "ThrowPreview",
    "activation_refusals",
    "attack_preview",
    "hit_faces",
    "seen_from",
    "seen_hexes",
    "sight_words",
    "throw_preview",
]
