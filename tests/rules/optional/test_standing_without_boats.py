"""A scenario whose units stand where the rules in play forbid is refused, never played
(issue 25, fault 2).

Annexe 3, Transports et combats sur l'eau: « Les rivières, fleuves, étangs, lacs et
mers sont impassables sauf par les ponts et les gués. Cependant, on peut avoir des
bateaux et autres éléments flottants qui permettent d'aller sur l'eau »; Annexe 1:
« Les unités ne peuvent pas être déployées sur des terrains qui leur sont normalement
inaccessibles ». Without the boats rule a unit the scenario puts aboard a boat stands
in the river: the game is refused, naming the unit and the hex, from the engine, the
command line and the validation alike.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from opt_helpers import add, blank, put
from rules_helpers import ruleset

from editor.cli import main
from editor.core.scenario import Boat
from editor.io.scenario_file import read_scenario
from editor.io.semantic import validate_scenario
from editor.paths import SCENARIOS
from editor.rules.context import GameSetupError, Options
from editor.rules.game import game_context

BEREZINA = SCENARIOS / "berezina-1812.yaml"
# The Bérézina puts « Tirailleurs du 11e léger » aboard a barque on the river at 1007.
UNIT, HEX = "Tirailleurs du 11e léger", "1007"


def _berezina():
    result = read_scenario(BEREZINA)
    assert result.scenario is not None and result.ruleset is not None
    return result.scenario, result.ruleset


def test_without_the_boats_rule_the_berezina_is_refused_naming_the_unit_and_hex() -> None:
    sc, rs = _berezina()
    assert "boats" in sc.setup.optional_rules
    game_context(sc, rs, Options(rules=frozenset({"weather", "boats"})))  # played as written
    with pytest.raises(GameSetupError) as info:
        game_context(sc, rs, Options(rules=frozenset({"weather"})))
    why = info.value.args[0]
    for text in (why.en, why.fr):
        assert UNIT in text and HEX in text
    assert "boats rule" in why.en and "not played" in why.en
    assert "barques" in why.fr and "n'est pas jouée" in why.fr


def test_with_no_optional_rule_at_all_too() -> None:
    sc, rs = _berezina()
    with pytest.raises(GameSetupError, match=f"{UNIT}.*{HEX}"):
        game_context(sc, rs, Options(rules=frozenset()))


def _in_a_lake(*, aboard: bool, rules: list[str]):
    """A unit of side a in a lake at 0606, on a barque or not."""
    sc = blank(columns=12, rows=12)
    g = sc.grid
    put(sc, g.to_hex(6, 6), "lac")
    add(sc, "swimmer", "a", g.to_hex(6, 6))
    if aboard:
        sc.boats.append(Boat("a", g.to_hex(6, 6), "barque", "swimmer"))
    add(sc, "other", "a", g.to_hex(1, 12))
    add(sc, "e", "b", g.to_hex(12, 1))
    sc.setup.deployment = "scenario"
    sc.setup.optional_rules = rules
    return sc


def test_a_unit_in_a_lake_without_a_boat_is_refused_whatever_the_rules() -> None:
    """« Les unités ne peuvent pas être déployées sur des terrains qui leur sont
    normalement inaccessibles »: a scenario written outside the editor is refused too."""
    for rules in (frozenset(), frozenset({"boats"})):
        sc = _in_a_lake(aboard=False, rules=list(rules))
        with pytest.raises(GameSetupError, match=r"swimmer.*0606.*Lake"):
            game_context(sc, ruleset("panache"), Options(rules=rules))


def test_a_unit_aboard_in_a_lake_plays_with_the_boats_rule_only() -> None:
    sc = _in_a_lake(aboard=True, rules=["boats"])
    game_context(sc, ruleset("panache"), Options(rules=frozenset({"boats"})))
    with pytest.raises(GameSetupError, match="aboard a boat"):
        game_context(sc, ruleset("panache"), Options(rules=frozenset()))


def test_validation_says_why_a_unit_aboard_may_not_stand_there() -> None:
    """The scenario carries the unit on a boat but does not play the rule: an error that
    says so, not only « outside its zone »."""
    rs = ruleset("panache")
    sc = _in_a_lake(aboard=True, rules=[])
    found = [d for d in validate_scenario(sc, rs) if d.code == "unit.terrain"]
    assert len(found) == 1 and found[0].is_error
    assert found[0].hex == "0606"
    assert "swimmer" in found[0].message and "does not play the optional rule 'boats'" in (
        found[0].message
    )
    sc = _in_a_lake(aboard=True, rules=["boats"])
    assert not [d for d in validate_scenario(sc, rs) if d.code == "unit.terrain"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "boats rule (Annexe 3) is not played"), ("fr", "règle des barques")],
)
def test_the_command_line_refuses_it_with_exit_2(
    lang: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.yaml"
    args = ["play", str(BEREZINA), "--no-rule", "boats", "--seed", "1", "--log", str(log)]
    assert main([*args, "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert UNIT in err and HEX in err and words in err
    assert "Turn 1" not in out and "Tour 1" not in out and not log.exists()
