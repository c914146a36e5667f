"""Issue 24, point 4: two Eylau counters both read « VIIe corps… ». A counter
shows a short name: the designer's, or one derived from the name, different
from every other counter of the side."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from editor.core.scenario import Unit
from editor.core.short_names import SHORT_MAX, abbreviated, counter_labels, words


def _units(*names: str, side: str = "a") -> list[Unit]:
    return [Unit(f"{side}_{i}", side, name, "infanterie") for i, name in enumerate(names)]


def test_two_divisions_of_one_corps_read_differently() -> None:
    labels = counter_labels(_units("VIIe corps, 1re div.", "VIIe corps, 2e div."))
    assert labels["a_0"] != labels["a_1"]
    assert "1re" in labels["a_0"] and "2e" in labels["a_1"]


def test_the_word_that_sets_a_unit_apart_is_shown() -> None:
    labels = counter_labels(
        _units("VIIe corps, division Desjardins", "VIIe corps, division Heudelet")
    )
    assert labels == {"a_0": "Desj.", "a_1": "Heudel."}


def test_a_number_keeps_the_word_before_it() -> None:
    labels = counter_labels(_units("IR 4 Hoch- und Deutschmeister", "IR 17 Hohenlohe"))
    assert labels == {"a_0": "IR 4", "a_1": "IR 17"}


def test_articles_and_elisions_are_not_words() -> None:
    assert words("Cuirassiers d'Hautpoul") == ["Cuirassiers", "Hautpoul"]
    assert words("Archers de l'aile gauche") == ["Archers", "aile", "gauche"]
    assert words("Dragons de Saint-Pétersbourg") == ["Dragons", "St-Pétersbourg"]


def test_a_long_word_is_cut_after_a_consonant_with_a_full_stop() -> None:
    assert abbreviated("Desjardins", 7) == "Desj."
    assert abbreviated("Cuirassiers", 7) == "Cuir."
    assert abbreviated("Sacken", 7) == "Sacken"


def test_the_designers_short_name_is_kept_and_no_default_takes_it() -> None:
    units = _units("Garde impériale à pied", "Grenadiers à pied de la Garde")
    units[0].short = "Gren."
    labels = counter_labels(units)
    assert labels["a_0"] == "Gren."
    assert labels["a_1"].casefold() != "gren."


def test_the_same_name_twice_is_numbered() -> None:
    labels = counter_labels(_units("Dragons", "Dragons", "Dragons"))
    assert len(set(labels.values())) == 3
    assert all(label.startswith("Drag") for label in labels.values())


def test_sides_are_apart() -> None:
    units = _units("Cosaques du Don", side="a") + _units("Cosaques du Don", side="b")
    labels = counter_labels(units)
    assert labels["a_0"] == labels["b_0"] == "Don"


NAMES = st.text(
    alphabet=st.sampled_from("abcdeéilnorstuvACDGIRVX0123456789 ,'-()"), min_size=0, max_size=40
)


@settings(max_examples=200, deadline=None)
@given(st.lists(NAMES, min_size=1, max_size=25))
def test_derived_short_names_are_unique_within_a_side_and_short(names: list[str]) -> None:
    labels = counter_labels(_units(*names))
    assert len({label.casefold() for label in labels.values()}) == len(names)
    assert all(0 < len(label) <= SHORT_MAX for label in labels.values())
