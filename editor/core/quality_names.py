"""The rulesets' quality ids in words: translations of the rulebook's French terms.

A quality's id is the rulebook's French word (« vétérans », « chevaliers »), and the
ruleset files give it no other name. English names are kept here rather than in the
ruleset files: adding them there would change each file's SHA-256, which every
saved game records, and make every saved game warn. Each name says where it comes
from: the gloss the ruleset's own ``assumption:`` gives the quality (the rulebook
extracts name the qualities but never gloss them), or the usual English word of
the period for the troop an alias names. The weights' words are in
``editor.core.forces.WEIGHTS``.
"""

from __future__ import annotations

from typing import NamedTuple


class QualityName(NamedTuple):
    en: str
    source: str


QUALITY_NAMES: dict[str, QualityName] = {
    # The qualities (``play.qualities`` of panache.yaml and thucydide.yaml).
    "levée": QualityName("levy", "the rulesets' assumption: « levy 2 dice »"),
    "ligne": QualityName(
        "line troops", "the rulesets' assumption: « line (ordinary) troops 3 dice »"
    ),
    "vétérans": QualityName("veterans", "the rulesets' assumption: « veterans 4 dice »"),
    "élite": QualityName("elite", "the rulesets' assumption: « elite 4 dice »"),
    "chevaliers": QualityName(
        "knights", "the rulesets' assumption: « knights: 4 dice, very heavy »"
    ),
    "légère": QualityName(
        "light troops", "the rulesets' assumption: « light troops: 2 dice, light weight »"
    ),
    "archers": QualityName(
        "archers", "the rulesets' assumption: « archers: 2 dice, light, range 3 hexes »"
    ),
    "tireurs": QualityName(
        "skirmishers", "the rulesets' assumption: « skirmishers: 2 dice, light, range 2 hexes »"
    ),
    # The aliases (``play.quality_aliases``): the troop's name, as their assumptions say.
    "garde": QualityName("Guard", "the rulesets' assumption: « the Guard (« garde ») »"),
    "cuirassiers": QualityName(
        "cuirassiers", "the rulesets' assumption: « cuirassiers play as veterans »"
    ),
    "cosaques": QualityName("Cossacks", "the rulesets' assumption: « Cossacks play as light »"),
    "hallebardiers": QualityName(
        "halberdiers", "the rulesets' assumption: « halberdiers play as line troops »"
    ),
    "irréguliers": QualityName(
        "irregulars", "the rulesets' assumption: « irregulars play as light troops »"
    ),
    "légers": QualityName(
        "light troops",
        "the rulesets' assumption: « « légers » is read as « légère » (light troops) »",
    ),
}
"""Quality id -> its English name, with the source of that name. The French name is
the id itself: the rulebook's word."""


def quality_name(quality: str, lang: str) -> str:
    """A quality id in the language's words: the id in French, its English name in
    English (the id itself for a quality this table does not know)."""
    if lang == "fr" or quality not in QUALITY_NAMES:
        return quality
    return QUALITY_NAMES[quality].en
