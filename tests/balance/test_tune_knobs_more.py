"""The knobs beyond points, turns and first: an objective's owner, a side's order tokens,
what the victory counts, a reinforcement's turn and a deployment zone's depth. Each
checked on what it means: the game the variant starts, the file it writes."""

from __future__ import annotations

import pytest

from editor.balance.knobs import (
    KnobError,
    apply_setting,
    describe,
    parse_vary,
    variant_text,
)
from editor.core.scenario import Entry, Objective, Scenario, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import parse_scenario
from editor.rules.game import game_context
from editor.rules.setup import start_game


def _scenario() -> Scenario:
    """9 x 12, side a on the south edge, b on the north, both with the default zones
    (two rows); one reinforcement of b entering on turn 3."""
    s = new_scenario("panache", 9, 12, title="Boutons")
    g = s.grid
    s.sides = [Side("a", "Rouges", home_edge="S"), Side("b", "Bleus", home_edge="N")]
    s.setup.turns = 8
    s.units = [
        Unit("ra", "a", "Rouge", "infanterie", g.to_hex(5, 12), "ligne", 2),
        Unit("bb", "b", "Bleu", "infanterie", g.to_hex(5, 1), "ligne", 2),
        Unit("br", "b", "Renfort", "infanterie", None, "ligne", 2),
    ]
    s.units[2].entry = Entry(3, frozenset({g.to_hex(4, 1), g.to_hex(6, 1)}))
    s.objectives = [Objective(g.to_hex(5, 6), "Moulin", 2), Objective(g.to_hex(2, 6), "Gué")]
    return s


def _reopened(s: Scenario) -> Scenario:
    result = parse_scenario(variant_text(s, "v.yaml"), "v.yaml")
    assert result.ok and result.scenario is not None
    return result.scenario


def _started(s: Scenario):
    ctx = game_context(s, load_ruleset(s.ruleset))
    return ctx, start_game(ctx, 1)[0]


def test_an_objectives_owner_holds_it_when_the_game_starts() -> None:
    s = _scenario()
    knob = parse_vary(s, "owner:Moulin")
    assert knob.name == "owner:1" and knob.values() == ["", "a", "b"]
    assert not knob.monotonic
    _, pos = _started(_reopened(apply_setting(s, ((knob, "b"),))))
    assert pos.holders == (1, -1)  # b holds the Moulin, nobody the Gué
    _, pos = _started(_reopened(apply_setting(s, ((parse_vary(s, "owner:2"), "a"),))))
    assert pos.holders == (-1, 0)
    assert describe(((knob, ""),)) == "owner:1=nobody"


def test_a_sides_order_tokens_are_those_it_starts_with() -> None:
    s = _scenario()
    knob = parse_vary(s, "tokens:b=0..5")
    rules = load_ruleset(s.ruleset).play.orders.initial_tokens
    assert knob.current(s) == rules and knob.values() == [0, 1, 2, 3, 4, 5]
    _, pos = _started(_reopened(apply_setting(s, ((knob, 5),))))
    assert pos.tokens == (rules, 5)
    assert parse_vary(s, "tokens:a").values()[0] == 0


def test_the_victory_knobs_change_what_decides_the_game() -> None:
    s = _scenario()
    demo, objectives = parse_vary(s, "victory.demoralisation"), parse_vary(s, "victory.objectives")
    assert demo.values() == ["units", "none"]  # no unit has a value: no budget to count
    s.units[0].value = 30
    demo = parse_vary(s, "victory.demoralisation")
    assert demo.values() == ["units", "budget", "none"] and demo.current(s) == "units"
    assert objectives.values() == ["yes", "no"] and objectives.current(s) == "yes"
    ctx, _ = _started(_reopened(s))
    assert ctx.objectives_count and all(t is not None for t in ctx.thresholds)
    ctx, _ = _started(_reopened(apply_setting(s, ((demo, "none"), (objectives, "no")))))
    assert not ctx.objectives_count  # the turn limit decides on losses
    assert ctx.thresholds == (None, None)  # nobody is demoralised


def test_a_reinforcements_turn_moves_and_its_hexes_stay() -> None:
    s = _scenario()
    knob = parse_vary(s, "entry:br")
    assert knob.current(s) == 3 and knob.low == 1 and knob.high == 8
    v = _reopened(apply_setting(s, ((knob, 6),)))
    entry = next(u for u in v.units if u.id == "br").entry
    assert entry is not None and entry.turn == 6
    assert entry.hexes == s.units[2].entry.hexes  # type: ignore[union-attr]
    ctx, _ = _started(v)
    assert ctx.piece("br").entry_turn == 6
    with pytest.raises(KnobError, match="reinforcement"):
        parse_vary(s, "entry:bb")  # on the map from the start


def _rows(s: Scenario, side: int) -> set[int]:
    zone = s.sides[side].deployment
    assert zone is not None
    return {s.grid.to_offset(h)[1] for h in zone}


def test_a_zones_depth_adds_and_removes_rows_on_its_enemy_facing_edge() -> None:
    s = _scenario()
    a, b = parse_vary(s, "depth:a"), parse_vary(s, "depth:b")
    assert a.current(s) == 2 and b.current(s) == 2  # the rules' two rows
    deeper = _reopened(apply_setting(s, ((a, 4), (b, 3))))
    assert _rows(deeper, 0) == {9, 10, 11, 12}  # a (south) grows northwards
    assert _rows(deeper, 1) == {1, 2, 3}  # b (north) grows southwards
    for side in deeper.sides:
        zone = side.deployment
        assert zone is not None and len(zone) == 9 * len(_rows(deeper, deeper.sides.index(side)))
        assert all(deeper.grid.contains(h) for h in zone)
    shallower = _reopened(apply_setting(s, ((a, 1),)))
    assert _rows(shallower, 0) == {12}  # the front row went, the home edge stayed
    assert shallower.sides[1].deployment == s.sides[1].deployment  # b untouched


def test_a_zone_stays_apart_from_the_other_sides() -> None:
    s = _scenario()
    a = parse_vary(s, "depth:a=1..12")
    v = apply_setting(s, ((a, 9),))  # rows 4..12: one free row before b's rows 1..2
    assert _rows(v, 0) == set(range(4, 13))
    for depth in (10, 11):  # next to b's zone, then into it
        with pytest.raises(KnobError, match="would reach"):
            apply_setting(s, ((a, depth),))


def test_a_zone_on_a_side_edge_grows_by_columns() -> None:
    s = _scenario()
    s.sides[0].home_edge = "W"
    s.sides[0].deployment = {s.grid.to_hex(1, r) for r in range(4, 9)}
    s.units[0].position = s.grid.to_hex(1, 5)
    knob = parse_vary(s, "depth:a")
    assert knob.current(s) == 1
    v = apply_setting(s, ((knob, 3),))
    zone = v.sides[0].deployment
    assert zone is not None
    cells = {s.grid.to_offset(h) for h in zone}
    assert cells == {(c, r) for c in (1, 2, 3) for r in range(4, 9)}  # eastwards


def test_the_new_knobs_in_the_scenarios_balance_list_reopen() -> None:
    s = _scenario()
    vary = [
        "owner:Moulin",
        "tokens:a=1..5",
        "victory.demoralisation",
        "victory.objectives",
        "entry:br=2..6",
        "depth:b=1..4",
    ]
    s.balance = {"vary": vary}
    text = dumps_scenario(s)
    result = parse_scenario(text.encode("utf-8"), "v.yaml")
    assert result.ok, [d.format_text() for d in result.diagnostics]
    assert result.scenario is not None and result.scenario.balance == {"vary": vary}
    knobs = [parse_vary(result.scenario, v) for v in vary]
    assert [k.name for k in knobs] == [
        "owner:1",
        "tokens:a",
        "victory.demoralisation",
        "victory.objectives",
        "entry:br",
        "depth:b",
    ]
    for bad in ("owner:1=0..2", "victory.objectives=0..1", "depth", "tokens:=1..2"):
        wrong = text.replace("owner:Moulin", bad)
        assert not parse_scenario(wrong.encode("utf-8"), "v.yaml").ok, bad


@pytest.mark.parametrize(
    "bad", ["owner:Pont", "owner:1=0..2", "tokens:c", "entry:zz", "depth:c", "victory.margin"]
)
def test_vary_refuses_what_the_scenario_lacks(bad: str) -> None:
    with pytest.raises(KnobError):
        parse_vary(_scenario(), bad)


def test_the_record_names_what_each_knob_changed_and_reopens() -> None:
    from editor.balance.tune_record import tuned_record
    from editor.balance.tune_search import Candidate, Target, TuneResult

    s = _scenario()
    setting = (
        (parse_vary(s, "owner:Gué"), "a"),
        (parse_vary(s, "tokens:b"), 5),
        (parse_vary(s, "entry:br"), 6),
        (parse_vary(s, "depth:a"), 3),
        (parse_vary(s, "victory.objectives"), "no"),
    )
    base, best = Candidate((), [0] * 40), Candidate(setting, [0, 1] * 20)
    record = tuned_record(s, TuneResult(base, best, True, [base, best], "reached", 1.0),
                          Target(), "greedy", 1)  # fmt: skip
    assert record["changed"] == [
        {"knob": "owner:2", "name": "Gué", "from": "", "to": "a"},
        {"knob": "tokens:b", "name": "Bleus", "from": 3, "to": 5},
        {"knob": "entry:br", "name": "Renfort", "from": 3, "to": 6},
        {"knob": "depth:a", "name": "Rouges", "from": 2, "to": 3},
        {"knob": "victory.objectives", "from": "yes", "to": "no"},
    ]
    variant = apply_setting(s, setting)
    variant.balance = {"tuned": record}
    back = _reopened(variant)
    assert back.balance["tuned"]["changed"] == record["changed"]
    assert back.objectives[1].owner == "a" and back.sides[1].tokens == 5
