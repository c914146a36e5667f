"""Tuning for two player types together: each candidate measured by each type on paired
games, the target reached only when both reach it. Two known functions, crossing 50 %
at different values of one knob (as a greedy and a searching player would)."""

from __future__ import annotations

import pytest
from test_tune_search import DRAWN, KnownGames, synthetic

from editor.balance.knobs import Setting, parse_vary
from editor.balance.tune_candidates import Candidate
from editor.balance.tune_search import Target, tune


def _true_difference(games: KnownGames, setting: Setting) -> float:
    return (1 - DRAWN) * (2 * games.p_a(setting) - 1)


def _types(first: float, second: float, slope: float) -> tuple[KnownGames, KnownGames]:
    greedy, search = KnownGames(first, slope=slope), KnownGames(second, slope=slope)
    search.seed = 11  # its own dice, paired between candidates
    return greedy, search


MARGIN = 0.1


@pytest.mark.parametrize(
    ("first", "second", "slope"),
    [(2.6, 3.4, 0.25), (6.6, 7.4, 0.25), (9.5, 10.3, 0.25), (7.4, 6.6, 0.25), (7.3, 7.6, 0.9),
     (3, 10, 0.9), (5, 8, 0.5), (4.5, 6.5, 0.25)],
)  # fmt: skip
def test_a_value_fair_for_both_types_or_none_and_the_best(
    first: float, second: float, slope: float
) -> None:
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    greedy, search = _types(first, second, slope)
    target = Target(margin=MARGIN, max_games=2560)
    result = tune(s, [knob], greedy, target, name="greedy", others={"search": search})

    def truth(v: int) -> float:  # the worse type's true distance from even
        return max(abs(_true_difference(g, ((knob, v),))) for g in (greedy, search))

    values = range(knob.low, knob.high + 1)
    # the best comes with each type's games (160 at least), paired within a type
    assert set(result.best.more) == {"greedy", "search"} and result.best.n >= 160
    assert result.best.winners == result.best.more["greedy"]
    assert all(one.n >= 160 for one in result.best.by_type().values())
    if any(truth(v) <= MARGIN / 2 for v in values):  # one value is clearly fair for both
        assert result.reached
    if result.reached:
        ((_, value),) = result.best.setting
        assert truth(int(value)) <= MARGIN  # it is, for both
        for one in result.best.by_type().values():  # and each type's games say so
            _, low, high = one.difference()
            assert -MARGIN <= low and high <= MARGIN
    else:  # none is: said so, and the best one given (the nearest for the worse type)
        assert all(truth(v) > MARGIN / 2 for v in values)
        ((_, value),) = result.best.setting
        assert truth(int(value)) <= min(truth(v) for v in values) + 0.15


def test_when_no_value_is_fair_for_both_the_dropped_say_which_type_ruled_them_out() -> None:
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    greedy, search = _types(3, 10, slope=0.9)  # 3: fair for one; 10: for the other
    result = tune(
        s, [knob], greedy, Target(max_games=640), name="greedy", others={"search": search}
    )
    assert not result.reached
    reasons = [c.dropped for c in result.candidates if c.dropped]
    assert any(r.startswith("greedy: sides apart") for r in reasons)
    assert any(r.startswith("search: sides apart") for r in reasons)
    alone = tune(s, [knob], KnownGames(3, slope=0.9), Target(max_games=2560))
    assert alone.reached  # the first type by itself finds its crossing


def test_the_second_type_plays_only_candidates_the_first_played_on_the_same_games() -> None:
    s = synthetic()
    greedy, search = _types(6.6, 7.4, slope=0.25)
    tune(s, [parse_vary(s, "points:1=0..12")], greedy, Target(margin=0.1, max_games=320),
         others={"search": search})  # fmt: skip
    assert search.asked  # it measured the finalists
    assert {s for s, _ in search.asked} <= {s for s, _ in greedy.asked}


def test_the_greedy_race_first_then_the_search_on_the_finalists_until_its_interval_decides() -> (
    None
):
    """The first type crosses at 7.4, the second at 6.6: the first type's race finds its
    fair value alone, the second type starts there, rules it out, and walks towards its own
    crossing to a value fair for both; each of its looks stops as soon as the interval
    decides, and it plays far fewer games than the first type."""
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    greedy, search = _types(7.4, 6.6, slope=0.25)
    target = Target(margin=MARGIN, max_games=2560)
    result = tune(s, [knob], greedy, target, name="greedy", others={"search": search})
    assert result.reached and result.best.setting == ((knob, 7),)
    alone = tune(s, [knob], KnownGames(7.4, slope=0.25), target)  # the first type by itself
    searched = list(dict.fromkeys(setting for setting, _ in search.asked))
    assert searched[0] == ()  # the scenario as it is ("before"), then the finalists:
    assert searched[1] == alone.best.setting != result.best.setting  # its crossing first
    dropped = next(c for c in result.candidates if c.setting == searched[1])
    assert dropped.dropped.startswith("search: sides apart")
    assert searched[2:] == [result.best.setting]  # then the one fair for both
    searched = searched[1:]
    looks = {st: [n for s2, n in search.asked if s2 == st] for st in searched[:2]}
    games = {st: search.play([st], max(ns))[0] for st, ns in looks.items()}
    for st, ns in looks.items():
        assert ns == sorted(ns)
        verdicts = [Candidate(st, games[st][:n]) for n in ns]
        for undecided in verdicts[:-1]:  # no look after the interval decided
            assert not undecided.reached(target) and not undecided.hopeless(target)
        assert verdicts[-1].reached(target) or verdicts[-1].hopeless(target)
    search_games = sum(max(ns) for ns in looks.values()) + 160  # and "before"
    greedy_games = sum(
        max(n for s2, n in greedy.asked if s2 == st) for st in {st for st, _ in greedy.asked}
    )
    assert search_games < greedy_games / 2
