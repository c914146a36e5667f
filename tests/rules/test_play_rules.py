"""The ``play:`` data: complete for every unit class, every number sourced."""

from __future__ import annotations

import pytest
from rules_helpers import play_rules, ruleset

from editor.core.ruleset_play import FACES


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_every_unit_class_has_play_figures(rid: str) -> None:
    play = play_rules(rid)
    assert set(play.unit_types) == set(ruleset(rid).unit_classes)
    for t in play.unit_types.values():
        assert t.default_weight in t.weights
    for q in play.qualities.values():
        assert q.dice >= 0
    assert play.default_quality in play.qualities
    assert sorted(play.die) == sorted(FACES)


@pytest.mark.parametrize("rid", ["panache", "thucydide"])
def test_every_number_says_where_it_comes_from(rid: str) -> None:
    play = play_rules(rid)
    keys = set(play.assumptions)
    assert {"die", "command", "orders", "support", "victory", "night", "hidden"} <= keys
    assert {f"unit_types.{c}" for c in play.unit_types} <= keys
    assert {f"qualities.{q}" for q in play.qualities} <= keys


def test_published_defaults() -> None:
    """Issue 5: the author's Thucydide pages and Napoleonic rules."""
    play = play_rules()
    assert dict(play.command.ranges) == {"general_en_chef": 5, "sous_general": 3, "officier": 1}
    inf, cav = play.unit_type("infanterie"), play.unit_type("cavalerie")
    assert (inf.weights["light"].movement, inf.weights["heavy"].movement) == (2, 1)
    assert [cav.weights[w].movement for w in ("light", "heavy", "very_heavy")] == [4, 3, 2]
    assert play.unit_type("elephants").weight(None).movement == 2
    assert (inf.retreat, cav.retreat) == (1, 2)
    with pytest.raises(KeyError, match="no play figures"):
        play.unit_type("dragons")
