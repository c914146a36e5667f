"""Tuning for two player types together: each candidate measured by each type on paired
games, the target reached only when both reach it. Two known functions, crossing 50 %
at different values of one knob (as a greedy and a searching player would)."""

from __future__ import annotations

import html
import json
import math

import pytest
from test_tune_search import DRAWN, KnownGames, synthetic

from editor.balance.knobs import Setting, parse_vary
from editor.balance.tune_candidates import Candidate
from editor.balance.tune_record import json_report
from editor.balance.tune_report import html_tune_report
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
    fair value alone, the second type starts there and on its neighbours, rules it out, and
    ends on the neighbour fair for both; each of its looks at those two stops as soon as
    the interval decides, and it plays far fewer games than the first type."""
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
    ((_, crossed),) = searched[1]  # then its neighbours, the one fair for both among them
    assert searched[2:] and {v for ((_, v),) in searched[2:]} <= {crossed - 1, crossed + 1}
    assert result.best.setting in searched[2:]
    searched = [searched[1], result.best.setting]
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


def _search_games(games: KnownGames) -> int:
    """Games a type played, each candidate's once (a look replays none of its games)."""
    most: dict[Setting, int] = {}
    for setting, n in games.asked:
        most[setting] = max(n, most.get(setting, 0))
    return sum(most.values())


@pytest.mark.parametrize("dice", [12, 13])
def test_the_search_ends_on_a_neighbour_near_zero_rather_than_the_smallest_change_at_3(
    dice: int,
) -> None:
    """The greedy player crosses at 7 points for the first objective and ignores the second;
    the searching player puts that smallest change at A - B = -3 % (the second objective's
    point counts against A) and its neighbour with the second objective at 0 points at 0 %.
    Settling the smallest change first would take some 9,600 searching games (more than
    ``max_games``: undecided); a first look at the finalist and its neighbours, then the
    ones nearest 0, ends on the neighbour in well under the 5,120 games of one look at
    ``max_games``."""
    s = synthetic()
    first, second = parse_vary(s, "points:1=0..12"), parse_vary(s, "points:2=0..3")
    greedy = KnownGames(7)
    search = KnownGames(7, slope=2 * math.atanh(0.03 / (1 - DRAWN)))
    search.seed, search.second = dice, 1  # A's rate turns on the sum of the two objectives'
    smallest, neighbour = ((first, 7),), ((first, 7), (second, 0))
    assert _true_difference(search, smallest) == pytest.approx(-0.03)
    assert _true_difference(search, neighbour) == 0 == _true_difference(greedy, smallest)
    result = tune(s, [first, second], greedy, Target(), name="greedy", others={"search": search})
    assert result.reached and result.best.setting == neighbour
    for one in result.best.by_type().values():
        _, low, high = one.difference()
        assert -0.05 <= low and high <= 0.05
    assert _search_games(search) <= 3200
    left = next(c for c in result.candidates if c.setting == smallest)
    assert left.more["search"] and not left.reached(Target())  # looked at, not shown fair


def test_a_neighbour_whose_games_are_the_smaller_changes_leaves_after_its_first_look() -> None:
    """As on the lopsided Thapsus with Caesar's camp at 0 points (the side drawn to move
    first wins): the second objective's points change no game of either type, so its
    neighbours play the finalist's games; they leave after one look, the reason said (in
    the report too), and the finalist alone goes on."""
    s = synthetic()
    first, second = parse_vary(s, "points:1=0..12"), parse_vary(s, "points:2=0..3")
    greedy, search = _types(7, 7, slope=0.9)
    result = tune(s, [first, second], greedy, Target(), name="greedy", others={"search": search})
    assert result.reached and result.best.setting == ((first, 7),)
    twins = [c for c in result.candidates if c.origin == "neighbour" and c.more["search"]]
    assert {c.setting for c in twins} == {((first, 7), (second, 0)), ((first, 7), (second, 2))}
    for c in twins:
        assert c.dropped == "the same games as points:1=7, a smaller change"
        assert len(c.more["search"]) == 160  # one first look
        assert c.more["search"] == result.best.more["search"][:160]
    data = json_report(s, result, Target(), "greedy,search", 1, lambda _s, _n: {})
    whys = {c["change"]: c["why"]["key"] for c in data["candidates"]}
    assert whys["points:1=7, points:2=0"] == "same"
    page = html_tune_report(json.loads(json.dumps(data)), "fr")
    assert html.escape("écarté : les mêmes parties qu'un changement plus petit") in page
    assert html.escape("voisin d'un finaliste") in page


def test_a_finalist_the_first_type_left_undecided_at_max_games_is_measured_by_the_others() -> None:
    """160 games a candidate cannot show +-5 points: the greedy race ends undecided on its
    crossing, which the searching player still measures, up to 160 games (as the Dask
    benchmark's reduced scale)."""
    s = synthetic()
    knob = parse_vary(s, "points:1=0..12")
    greedy, search = _types(7, 7, slope=0.9)
    result = tune(
        s, [knob], greedy, Target(max_games=160), name="greedy", others={"search": search}
    )
    assert not result.reached and result.stopped_by == "games"
    assert result.best.setting == ((knob, 7),)
    assert len(result.best.more["greedy"]) == len(result.best.more["search"]) == 160
