"""The paint refusals speak English and French, each naming elements in its language."""

from __future__ import annotations

import copy
import functools
import pickle
from collections.abc import Callable

import pytest

from editor.core import edge_painting, painting
from editor.core.hexes import neighbor
from editor.core.painting import PaintRules
from editor.core.phrases import Phrase, counted, de, in_language
from editor.core.scenario import Scenario, new_scenario
from editor.io.rulesets import load_ruleset


@functools.cache
def panache_rules() -> PaintRules:
    return PaintRules.from_ruleset(load_ruleset("panache"))


def fresh() -> Scenario:
    return new_scenario("panache", 12, 14, orientation="flat")


def with_lake() -> tuple[Scenario, str]:
    s = fresh()
    lake = s.grid.to_hex(2, 2)
    edit = painting.paint_hexes(s, [lake], frozenset({"lac"}), panache_rules())
    assert edit is not None and not isinstance(edit, str)
    edit.apply(s)
    return s, s.grid.label(lake)


# -- each refusal: (what triggers it, elements it names, its English wording) --


def bridge_alone() -> str | object:
    s = fresh()
    h = s.grid.to_hex(5, 5)
    return painting.paint_hexes(s, [h], frozenset({"pont"}), panache_rules())


def bridge_requirement() -> str | object:
    return painting.missing_requirement(frozenset({"pont"}), frozenset(), panache_rules())


def hill_on_a_lake() -> str | object:
    s, _ = with_lake()
    return painting.change_hill_level(s, s.grid.to_hex(2, 2), +1, panache_rules())


def obstacle_on_the_border() -> str | object:
    s = fresh()
    corner = s.grid.to_hex(1, 1)
    d = next(d for d in range(6) if not s.grid.contains(neighbor(corner, d)))
    return edge_painting.place_obstacle(s, corner, d, "palissade", panache_rules())


def cliff_without_hill() -> str | object:
    s = fresh()
    return edge_painting.place_obstacle(s, s.grid.to_hex(5, 5), 0, "falaise", panache_rules())


def road_into_a_lake() -> str | object:
    s, _ = with_lake()
    lake = s.grid.to_hex(2, 2)
    return edge_painting.link_hexes(s, neighbor(lake, 3), lake, "route", panache_rules())


def forest_as_a_link() -> str | object:
    s = fresh()
    h = s.grid.to_hex(5, 5)
    return edge_painting.link_hexes(s, h, neighbor(h, 0), "foret", panache_rules())


REFUSALS: dict[str, tuple[Callable[[], str | object], tuple[str, ...], str]] = {
    "bridge without river and road": (
        bridge_alone,
        ("pont", "riviere", "route", "fleuve"),
        "Bridge needs River + Road or Wide river, stretch of water + Road"
        " in the same hex (0505): draw it first",
    ),
    "bridge requirement": (
        bridge_requirement,
        ("pont", "riviere", "route"),
        "Bridge needs River + Road or Wide river, stretch of water + Road",
    ),
    "hill on a lake": (hill_on_a_lake, ("colline", "lac"), "Hill cannot stand on Lake"),
    "cliff without hill": (
        cliff_without_hill,
        ("falaise", "colline"),
        "Cliff must face a hex with Hill: paint it on 0505 first",
    ),
    "road into a lake": (
        road_into_a_lake,
        ("route", "lac"),
        "Road cannot enter 0202: it holds Lake, which the rules forbid with it",
    ),
    "forest as a link": (
        forest_as_a_link,
        ("foret",),
        "Wood, forest is not drawn as a connection",
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_refusal_names_elements_in_each_language(case: str) -> None:
    make, elements, english = REFUSALS[case]
    rules = panache_rules()
    refusal = make()
    assert isinstance(refusal, Phrase)
    # Callers that read a plain string (logs, tests) get the English sentence.
    assert str(refusal) == english == refusal.en
    for element in elements:
        fr, en = rules.name(element, "fr"), rules.name(element, "en")
        assert fr != en
        assert fr in refusal.fr and fr not in refusal.en
        assert en in refusal.en and en not in refusal.fr
    assert in_language(refusal, "fr") == refusal.fr
    assert in_language(refusal, "en") == refusal.en
    # No English left in the French sentence.
    assert not any(word in refusal.fr for word in (" needs ", " cannot ", " must ", " is not "))


def test_the_bridge_refusal_reads_as_french() -> None:
    refusal = bridge_alone()
    assert isinstance(refusal, Phrase)
    assert refusal.fr == (
        "Pont : placez d'abord Rivière + Route ou Fleuve et étendue d'eau + Route"
        " dans le même hexagone (0505)"
    )
    assert refusal.en == (
        "Bridge needs River + Road or Wide river, stretch of water + Road"
        " in the same hex (0505): draw it first"
    )


NAMELESS: dict[str, tuple[Callable[[], str | object], str, str]] = {
    "obstacle on the map border": (
        obstacle_on_the_border,
        "An obstacle cannot stand on the map border: it must lie between two map hexes",
        "Un obstacle ne peut pas se trouver sur le bord de la carte :"
        " il doit séparer deux hexagones de la carte",
    ),
    "no edge obstacle chosen": (
        lambda: edge_painting.place_obstacle(
            fresh(), fresh().grid.to_hex(5, 5), 0, "", PaintRules()
        ),
        "Choose an edge obstacle in the palette first",
        "Choisissez d'abord un obstacle de côté d'hexagone dans la palette",
    ),
    "no link element chosen": (
        lambda: edge_painting.link_hexes(
            fresh(), fresh().grid.to_hex(5, 5), fresh().grid.to_hex(6, 5), "", PaintRules()
        ),
        "Choose a road or a watercourse in the palette first",
        "Choisissez d'abord une route ou un cours d'eau dans la palette",
    ),
    "no hill element": (
        lambda: painting.change_hill_level(fresh(), fresh().grid.to_hex(5, 5), +1, PaintRules()),
        "This ruleset has no hill element",
        "Cette règle n'a aucun élément de colline",
    ),
}


@pytest.mark.parametrize("case", sorted(NAMELESS))
def test_a_refusal_without_names_has_both_wordings(case: str) -> None:
    make, en, fr = NAMELESS[case]
    refusal = make()
    assert isinstance(refusal, Phrase)
    assert str(refusal) == en == refusal.text("en")
    assert refusal.text("fr") == fr == in_language(refusal, "fr")


def test_no_ford_on_a_wide_river_in_french() -> None:
    s, rules = fresh(), panache_rules()
    c = s.grid.to_hex(8, 7)
    for a, b in [(neighbor(c, 1), c), (c, neighbor(c, 4))]:
        edit = edge_painting.link_hexes(s, a, b, "fleuve", rules)
        assert edit is not None and not isinstance(edit, str)
        edit.apply(s)
    refusal = edge_painting.link_hexes(s, neighbor(c, 0), c, "route", rules, ford=True)
    assert isinstance(refusal, Phrase)
    assert str(refusal) == "No ford is possible in 0807: release Alt to build a bridge"
    assert refusal.fr == (
        "Aucun gué n'est possible dans l'hexagone 0807 : relâchez Alt pour construire un pont"
    )


def test_a_phrase_is_the_english_string() -> None:
    phrase = Phrase("draw it first", "tracez-le d'abord")
    assert phrase == "draw it first" and isinstance(phrase, str)
    assert f"{phrase}!" == "draw it first!"
    assert phrase.text("fr") == "tracez-le d'abord"
    assert phrase.text("en") == phrase.text("de") == "draw it first"


def test_the_str_value_is_the_english_wording() -> None:
    phrase = Phrase("Bridge needs River", "Pont : il faut Rivière")
    assert str(phrase) == "Bridge needs River" == in_language(phrase, "en")
    assert in_language(phrase, "fr") == "Pont : il faut Rivière"


@pytest.mark.parametrize(
    "clone", [copy.copy, copy.deepcopy, lambda p: pickle.loads(pickle.dumps(p))]
)
def test_copies_keep_both_wordings(clone: Callable[[Phrase], Phrase]) -> None:
    phrase = Phrase("Bridge needs River", "Pont : il faut Rivière")
    other = clone(phrase)
    assert str(other) == str(phrase)
    assert (other.en, other.fr) == (phrase.en, phrase.fr)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_plain_strings_pass_through(language: str) -> None:
    assert in_language("déjà traduit par Qt", language) == "déjà traduit par Qt"


@pytest.mark.parametrize(
    ("n", "en", "fr"),
    [(0, "0 pages", "0 page"), (1, "1 page", "1 page"), (2, "2 pages", "2 pages")],
)
def test_a_count_takes_each_language_plural(n: int, en: str, fr: str) -> None:
    # English: only 1 is singular; French: 0 and 1 are (« 0 page »).
    phrase = counted(n, ("page", "pages"), ("page", "pages"))
    assert (phrase.text("en"), phrase.text("fr")) == (en, fr)


def test_de_is_elided_before_a_vowel_or_a_mute_h() -> None:
    # French: « de » becomes « d' » before a vowel or a mute h.
    assert de("Armée d'Orient") == "d'Armée d'Orient"
    assert de("Hannibal") == "d'Hannibal"
    assert de("Écossais") == "d'Écossais"
    assert de("Mamelouks") == "de Mamelouks"
    assert de("Blücher") == "de Blücher"
