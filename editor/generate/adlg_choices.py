"""Before the placement: initiative, and the elements each player chooses (V4 p73-74)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from editor.generate.adlg_players import decide, pick, weighted_options
from editor.generate.adlg_state import ATTACKER, DEFENDER, role_en, role_fr
from editor.generate.dice import Dice


@dataclass
class Pick:
    """One chosen element: its ADLG kind and, for a hill, its vegetation."""

    kind: str
    vegetation: str | None = None
    compulsory: bool = False


@dataclass
class Choices:
    attacker: str
    """Which player (A or B) attacks."""
    picks: dict[str, list[Pick]] = field(default_factory=dict)
    """Per role; the defender's list starts with the compulsory element."""
    chosen_count: dict[str, int] = field(default_factory=dict)
    """Elements chosen, the compulsory one apart (it sets the control rolls)."""


def roll_initiative(
    dice: Dice,
    initiative: tuple[int, int],
    attacker: str | None,
    max_bonus: int,
    role_weights: dict[str, int],
) -> str:
    """V4 p73: 1D6 each, the higher initiative adds the difference (at most ``max_bonus``,
    +4 in the book); the winner chooses to attack or defend (``role_weights``, a
    players' assumption). Returns the attacking player."""
    bonus_a = min(max_bonus, max(0, initiative[0] - initiative[1]))
    bonus_b = min(max_bonus, max(0, initiative[1] - initiative[0]))
    while True:
        a = dice.d6()
        b = dice.d6()
        ta, tb = a + bonus_a, b + bonus_b
        dice.note(
            f"Initiative : joueur A 1D6 = {a} (+{bonus_a}) = {ta}, "
            f"joueur B 1D6 = {b} (+{bonus_b}) = {tb}",
            f"Initiative: player A 1D6 = {a} (+{bonus_a}) = {ta}, "
            f"player B 1D6 = {b} (+{bonus_b}) = {tb}",
        )
        if ta != tb:
            break
        dice.note("Égalité, on relance", "Tie, roll again")
    winner = "A" if ta > tb else "B"
    if attacker is None:
        role = pick(dice, (ATTACKER, DEFENDER), role_weights)
        attacker = winner if role == ATTACKER else ("B" if winner == "A" else "A")
    else:
        role = ATTACKER if attacker == winner else DEFENDER
    dice.note(
        f"Le joueur {winner} gagne l'initiative et choisit d'être {role_fr(role).lower()} ; "
        f"le joueur {attacker} attaque",
        f"Player {winner} wins the initiative and chooses to be the {role_en(role).lower()}; "
        f"player {attacker} attacks",
    )
    return attacker


def _hill_kind(dice: Dice, territory: dict[str, Any], weights: dict[str, int]) -> str:
    kind = territory["hill"]
    if kind == "soft":
        return "soft_hill"
    if kind == "steep":
        return "steep_hill"
    return pick(dice, ("soft_hill", "steep_hill"), weights)


def choose_elements(
    dice: Dice,
    data: dict[str, Any],
    territory_id: str,
    attacker: str,
    counts: dict[str, int | None],
) -> Choices:
    """V4 p74: the defender chooses ``elements_chosen`` (2 to 4) elements plus the
    compulsory one, then the attacker; at most ``max_of_a_type`` (2) of a type per
    player; one river or coast, on a ``river_or_coast_min_roll`` (4+). What each
    player picks follows the odds of ``players:`` (assumptions)."""
    territory = data["territories"][territory_id]
    names = data["elements"]
    players = data["players"]
    left = dict(territory["available"])
    choices = Choices(attacker=attacker)
    vegetated = 0
    veg_max = territory.get("vegetated_hills_max")
    veg_options = [
        v
        for v in territory.get("hill_vegetation", data["hill_vegetation"])
        if v in territory["available"]
    ]
    most = data["max_of_a_type"]
    bounds = data["elements_chosen"]
    counts_allowed = [str(n) for n in range(bounds["min"], bounds["max"] + 1)]
    water_roll = data["river_or_coast_min_roll"]
    water_done = False

    def hill_pick(role: str, compulsory: bool) -> Pick:
        nonlocal vegetated
        kind = _hill_kind(dice, territory, players["hill_kind"]["weights"])
        veg = None
        can = veg_options and (veg_max is None or vegetated < veg_max)
        if can and decide(dice, players["hill_vegetation"]["chance"]):
            veg = pick(dice, veg_options, players["vegetation_kind"]["weights"])
            vegetated += 1
        return Pick(kind, veg, compulsory)

    for role in (DEFENDER, ATTACKER):
        picks: list[Pick] = []
        taken: dict[str, int] = {}
        if role == DEFENDER:
            comp = territory["compulsory"]
            left[comp] -= 1
            picks.append(hill_pick(role, True) if comp == "hill" else Pick(comp, None, True))
            taken[comp] = 1
        wanted = counts.get(role) or int(
            pick(dice, counts_allowed, players["element_count"]["weights"])
        )
        tried_water = False
        while len(picks) - (1 if role == DEFENDER else 0) < wanted:
            options = weighted_options(
                [
                    k
                    for k, n in sorted(left.items())
                    if n > 0
                    and taken.get(k, 0) < most
                    and not (k in data["defender_only"] and role != DEFENDER)
                    and not (k == "river_or_coast" and (water_done or tried_water))
                ],
                players["element_type"]["weights"],
            )
            if not options:
                break
            kind = dice.choose(options)
            if kind == "river_or_coast":
                tried_water = True
                roll = dice.roll(
                    f"{role_fr(role)}, choix d'une rivière ou zone côtière ({water_roll}+)",
                    f"{role_en(role)}, choosing a river or coastal zone ({water_roll}+)",
                )
                if roll < water_roll:
                    dice.note(
                        "Échec : un autre élément est choisi", "Failed: another element is chosen"
                    )
                    continue
                water_done = True
                if territory.get("river_only"):
                    kind = "river"
                else:
                    kind = pick(dice, ("river", "coast"), players["water_kind"]["weights"])
                picks.append(Pick(kind))
                left["river_or_coast"] -= 1
                taken["river_or_coast"] = taken.get("river_or_coast", 0) + 1
                continue
            left[kind] -= 1
            taken[kind] = taken.get(kind, 0) + 1
            picks.append(hill_pick(role, False) if kind == "hill" else Pick(kind))
        choices.picks[role] = picks
        choices.chosen_count[role] = len(picks) - (1 if role == DEFENDER else 0)
        listed_fr = ", ".join(_pick_name(p, names, "fr") for p in picks)
        listed_en = ", ".join(_pick_name(p, names, "en") for p in picks)
        said_fr, said_en = _chosen_phrase(role, choices.chosen_count[role])
        dice.note(f"{said_fr} : {listed_fr}", f"{said_en}: {listed_en}")
    return choices


_WORDS_EN = ("no", "one", "two", "three", "four", "five", "six")
_WORDS_FR = ("aucun", "un", "deux", "trois", "quatre", "cinq", "six")


def _chosen_phrase(role: str, chosen: int) -> tuple[str, str]:
    """« Défenseur choisit quatre éléments et l'obligatoire » / "Defender chooses four
    elements and the compulsory one": the list that follows has ``chosen`` names, one
    more for the defender (the compulsory element, V4 p74), so the count says so."""
    en = _WORDS_EN[chosen] if chosen < len(_WORDS_EN) else str(chosen)
    fr = _WORDS_FR[chosen] if chosen < len(_WORDS_FR) else str(chosen)
    noun_en, noun_fr = ("element", "élément") if chosen == 1 else ("elements", "éléments")
    who_fr, who_en = role_fr(role), role_en(role)
    if role != DEFENDER:
        if not chosen:
            return f"{who_fr} ne choisit aucun élément", f"{who_en} chooses no element"
        return f"{who_fr} choisit {fr} {noun_fr}", f"{who_en} chooses {en} {noun_en}"
    if not chosen:
        return (
            f"{who_fr} ne choisit que l'élément obligatoire",
            f"{who_en} chooses only the compulsory element",
        )
    return (
        f"{who_fr} choisit {fr} {noun_fr} et l'obligatoire",
        f"{who_en} chooses {en} {noun_en} and the compulsory one",
    )


def _pick_name(p: Pick, names: dict[str, Any], lang: str) -> str:
    text = names[p.kind][lang]
    if p.vegetation:
        text += f" ({names[p.vegetation][lang]})"
    if p.compulsory:
        text += " [obligatoire]" if lang == "fr" else " [compulsory]"
    return text
