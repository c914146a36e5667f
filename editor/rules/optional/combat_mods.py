"""What the optional rules do to an attack's dice, term by term with the rule each
comes from (``combat.dice_for_attack`` calls ``adjust``), who may not attack
(``why_not``), and the armour a sleeping unit fights with (``armour``).

- darkness, smoke, fog (« brouillard »): a melee is fought « uniquement avec le
  facteur de mêlée » (the quality's dice alone, no support or order dice);
  fog -1 die in melee;
- a groggy unit (woken in the enemy's turn) fights « avec le seul facteur de
  mêlée moins 1 dé »;
- shooting: the rain's, snow's, wind's and fog's « Tirs » column (after N turns;
  powder weapons -2 or unusable; range less 1 or 2; -1 die beyond 2 hexes in
  thick mist) and the empty pouches (4 shots, then -1 die cumulative);
- animals next to a fire or in smoke: -1 die;
- a unit aboard a boat, and an attack into a boat: the buildings' combat
  effects (« comparable à une habitation pour ... le combat »);
- a sleeping unit does not riposte and fights one armour lower.
"""

from __future__ import annotations

from editor.core.phrases import Phrase, counted
from editor.rules.combat_words import DiceTerm
from editor.rules.context import GameContext
from editor.rules.optional.boats import aboard
from editor.rules.optional.setting import OptionalSetting
from editor.rules.optional.sky import Sky, sky, weather_turns
from editor.rules.optional.state import state
from editor.rules.optional.supply import minus_dice
from editor.rules.optional.world import smoky
from editor.rules.position import Position
from editor.rules.terrain import Source, key_distance

ARMOUR_ORDER = ("light", "medium", "heavy")
RULE_NIGHT = Phrase("Annexe 3, Combat de nuit", "Annexe 3, Combat de nuit")
RULE_WEATHER = Phrase("Annexe 3, La météo", "Annexe 3, La météo")
RULE_FIRE = Phrase("Annexe 3, Le Feu", "Annexe 3, Le Feu")
RULE_SLEEP = Phrase("Annexe 3, Unités endormies", "Annexe 3, Unités endormies")
RULE_AMMO = Phrase("Annexe 3, Consommation de munitions", "Annexe 3, Consommation de munitions")


def _term(
    base: list[tuple[str, int]],
    terms: list[DiceTerm],
    label: str,
    n: int,
    what: Phrase,
    rule: Phrase,
) -> None:
    """Take ``n`` dice off (never below none)."""
    n = min(n, max(0, sum(x for _, x in base)))
    if n > 0:
        base.append((label, -n))
        terms.append(DiceTerm(what, f"-{n}", rule))


def melee_factor_only(opt: OptionalSetting, ctx: GameContext, pos: Position, a: int, d: int) -> str:
    """Why a melee is fought with the melee factor alone ("" when it is not)."""
    st = state(pos)
    if ctx.options.night:  # the context of the position: dark now (``world.effective``)
        return "night"
    if "fire" in opt.rules:
        smoke = smoky(opt, st)
        if pos.at[a] in smoke or pos.at[d] in smoke:
            return "smoke"
    if "weather" in opt.rules and sky(opt.data, opt.facts, st).fog.melee_factor_only:
        return "fog"
    if "sleep" in opt.rules and a in st.groggy:
        return "groggy"
    return ""


def adjust(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    attacker: int,
    defender: int,
    melee: bool,
    riposte: bool,
    base: list[tuple[str, int]],
    terms: list[DiceTerm],
) -> tuple[list[Source], str]:
    """Change ``base`` and ``terms`` in place; return extra terrain sources (boats) and
    why the attack may not be made ("" when it may)."""
    st = state(pos)
    rules = opt.rules
    if riposte and "sleep" in rules and attacker in st.asleep:
        return [], Phrase(
            "a sleeping unit does not riposte", "une unité endormie ne fait pas de riposte"
        )
    if melee:
        why = melee_factor_only(opt, ctx, pos, attacker, defender)
        if why:
            words = {
                "night": ("at night", "de nuit"),
                "smoke": ("in smoke", "dans la fumée"),
                "fog": ("in fog", "dans le brouillard"),
                "groggy": ("just woken", "à peine réveillée"),
            }[why]
            kept = base[:1]
            for label, n in base[1:]:
                if n > 0:
                    terms.append(
                        DiceTerm(
                            Phrase(
                                f"{label}: not counted {words[0]} (melee factor only)",
                                f"{label} : non compté {words[1]} (facteur de mêlée seul)",
                            ),
                            f"-{n}",
                            RULE_NIGHT,
                        )
                    )
                    kept.append((f"{label} ({why})", 0))
                else:
                    kept.append((label, n))
            base[:] = kept
        if "sleep" in rules and attacker in st.groggy:
            n = opt.data.sleep.groggy_melee_minus
            _term(
                base, terms, "just woken", n, Phrase("just woken", "à peine réveillée"), RULE_SLEEP
            )
    sk = sky(opt.data, opt.facts, st) if "weather" in rules else None
    if sk is not None:
        if melee and sk.fog.melee_minus:
            _term(
                base,
                terms,
                "fog",
                sk.fog.melee_minus,
                Phrase("fog, close combat", "brouillard, corps à corps"),
                RULE_WEATHER,
            )
        if not melee:
            _shooting(opt, ctx, pos, attacker, defender, sk, base, terms)
    if not melee and "ammunition" in rules:
        n = minus_dice(opt, st, attacker)
        if n:
            _term(
                base,
                terms,
                "ammunition",
                n,
                counted(
                    n,
                    ("shot beyond its ammunition", "shots beyond its ammunition"),
                    ("tir au-delà des munitions", "tirs au-delà des munitions"),
                ),
                RULE_AMMO,
            )
    if "fire" in rules and attacker in opt.facts.animals and _near_fire(opt, pos, attacker):
        _term(
            base,
            terms,
            "animals near fire",
            opt.data.fire.animals_minus,
            Phrase("animals next to a fire or in smoke", "animaux près d'un feu ou dans la fumée"),
            RULE_FIRE,
        )
    extra: list[Source] = []
    if "boats" in rules and opt.boat_effects:
        el = opt.boat_effects
        if aboard(st, defender) >= 0:
            extra += [Source(el.id, "into", e, "hex") for e in el.combat("into")]
        if aboard(st, attacker) >= 0:
            extra += [Source(el.id, "from", e, "own") for e in el.combat("from")]
    return extra, ""


def _shooting(
    opt: OptionalSetting,
    ctx: GameContext,
    pos: Position,
    a: int,
    d: int,
    sk: object,
    base: list[tuple[str, int]],
    terms: list[DiceTerm],
) -> None:
    assert isinstance(sk, Sky)
    st = state(pos)
    powder = a in opt.facts.powder
    lasted = weather_turns(st, pos.turn)
    names = {
        "precip": ("rain or snow", "pluie ou neige"),
        "wind": ("wind", "vent"),
        "fog": ("mist", "brume"),
    }
    for which, row in (("precip", sk.precip), ("wind", sk.wind), ("fog", sk.fog)):
        n = row.shooting_minus if lasted >= row.shooting_after else 0
        if powder and row.powder_minus:
            n = max(n, row.powder_minus)
        if n:
            en, fr = names[which]
            _term(base, terms, which, n, Phrase(f"{en}, shooting", f"{fr}, tir"), RULE_WEATHER)
    if sk.fog.beyond and key_distance(pos.at[a], pos.at[d]) > sk.fog.beyond:
        _term(
            base,
            terms,
            "mist",
            sk.fog.beyond_minus,
            Phrase(f"mist, beyond {sk.fog.beyond} hexes", f"brume, au-delà de {sk.fog.beyond} hex"),
            RULE_WEATHER,
        )


def _near_fire(opt: OptionalSetting, pos: Position, unit: int) -> bool:
    st = state(pos)
    k = pos.at[unit]
    if k in smoky(opt, st):
        return True
    for f in st.fires:
        for fk in (f.spot.key, f.spot.other) if f.spot.kind == "edge" else (f.spot.key,):
            if key_distance(fk, k) <= 1:
                return True
    return False


def weather_range(opt: OptionalSetting, pos: Position, unit: int) -> tuple[bool, int]:
    """(powder weapons unusable for this unit, hexes of range the weather takes off)."""
    if "weather" not in opt.rules:
        return False, 0
    sk = sky(opt.data, opt.facts, state(pos))
    blocked = unit in opt.facts.powder and any(r.powder_unusable for r in sk.rows())
    return blocked, sum(r.range_minus for r in sk.rows())


def why_not(
    opt: OptionalSetting, ctx: GameContext, pos: Position, a: int, d: int, dist: int
) -> str:
    """Why an attack the terrain allows is refused by an optional rule ("" if none)."""
    st = state(pos)
    if "sleep" in opt.rules and a in st.groggy and dist > 1:
        return Phrase(
            "just woken: it may only fight an adjacent enemy",
            "à peine réveillée : elle ne peut combattre qu'un ennemi adjacent",
        )
    if dist <= 1 or "weather" not in opt.rules:
        return ""
    sk = sky(opt.data, opt.facts, st)
    if a in opt.facts.powder and any(r.powder_unusable for r in sk.rows()):
        return Phrase(
            "black-powder weapons are unusable in this weather",
            "armes à poudre inutilisables par ce temps",
        )
    cut = sum(r.range_minus for r in sk.rows())
    reach = ctx.pieces[a].range - cut
    if cut and dist > reach:
        return Phrase(
            f"out of range in this weather ({dist} hexes, range {max(0, reach)})",
            f"hors de portée par ce temps ({dist} hexagones, portée {max(0, reach)})",
        )
    return ""


def armour(opt: OptionalSetting, pos: Position, index: int, armour_: str) -> str:
    """« combat comme un niveau d'armure de moins »: a sleeping unit's armour."""
    if "sleep" not in opt.rules or index not in state(pos).asleep:
        return armour_
    i = ARMOUR_ORDER.index(armour_) if armour_ in ARMOUR_ORDER else 0
    return ARMOUR_ORDER[max(0, i - opt.data.sleep.armour_minus)]
