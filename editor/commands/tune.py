"""``hexfield tune``: a fairer variant of a scenario, found by playing computer games.

    hexfield tune SCENARIO [--vary KNOB ...] [--players P[,P]] [--margin M] [--max-draws D]
                  [--jobs K | --scheduler ADDR] [--seed S] [--max-minutes T] -o VARIANT.yaml
                  [--report R.json|R.html|R.pdf]

The knobs (``editor.balance.knobs``) are ``--vary``'s, else the scenario's
``balance: {vary: [...]}``, else each objective's points, the turn limit and
the first player. The search (``editor.balance.tune_search``) plays paired
games on the balance run's process pool and writes the variant with its
``balance.tuned`` record; ``--report`` writes every candidate tried. Progress
goes to stderr; Ctrl+C stops the search and writes the best variant so far.
Exit 0 when the target is reached, 1 when the best variant found misses it,
2 on a bad argument or an invalid scenario, 130 when stopped by Ctrl+C.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from editor.commands.options import cannot_write, language_option
from editor.core.phrases import Phrase

if TYPE_CHECKING:
    from editor.balance.tune_candidates import Target
    from editor.balance.tune_play import PoolPlayer
    from editor.balance.tune_search import TuneResult
    from editor.core.scenario import Scenario


def register(subparsers: Any) -> None:
    t = subparsers.add_parser(
        "tune", help="find a fairer variant of a scenario by playing computer games"
    )
    t.add_argument("scenario", help="scenario file (.yaml)")
    t.add_argument(
        "--vary",
        action="append",
        default=None,
        metavar="KNOB",
        help="a knob the search may change: points:N[=LO..HI] or owner:N (objective N from 1, "
        "or its name), turns[=LO..HI], first, tokens:SIDE[=LO..HI] (order tokens), "
        "victory.demoralisation, victory.objectives, entry:UNIT[=LO..HI] (a reinforcement's "
        "turn), depth:SIDE[=LO..HI] (the deployment zone's rows); repeat for several "
        "(default: the scenario's balance.vary, else every objective's points, the turn "
        "limit and the first player)",
    )
    t.add_argument(
        "--players",
        default="greedy",
        help="the computer player of both sides, or A-B: one per side; P,Q: balance for "
        "both types, P racing over the knobs and Q measuring P's finalists (default: "
        "%(default)s)",
    )
    t.add_argument(
        "--margin",
        type=float,
        default=0.05,
        help="the sides' win rates within MARGIN of each other, on the 95%% interval of "
        "their difference (default: %(default)s)",
    )
    t.add_argument(
        "--max-draws",
        type=float,
        default=0.20,
        help="at most this share of the games drawn (default: %(default)s)",
    )
    t.add_argument(
        "--max-games",
        type=int,
        default=5120,
        help="games per candidate in the last round (default: %(default)s)",
    )
    t.add_argument("--jobs", type=int, default=0, help="processes (default: every core)")
    t.add_argument(
        "--scheduler",
        default=None,
        help="a Dask scheduler, e.g. tcp://host:8786, instead of local processes (the same "
        "results for the same seed)",
    )
    t.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    t.add_argument(
        "--max-minutes",
        type=float,
        default=0.0,
        help="stop after this many minutes with the best variant so far (default: no limit)",
    )
    t.add_argument("-o", "--output", required=True, help="the variant's file (.yaml)")
    t.add_argument(
        "--report",
        default=None,
        help="every candidate tried, how the games ended and the knobs' curves "
        "(.json, .html or .pdf)",
    )
    t.add_argument("--lang", **language_option("the summary printed"))
    t.set_defaults(handler=run_tune_command)


def _fail(message: str) -> int:
    print(f"hexfield tune: {message}", file=sys.stderr)
    return 2


def run_tune_command(args: argparse.Namespace) -> int:
    from editor.balance.knobs import KnobError, default_knobs, parse_vary
    from editor.balance.run import BalanceSettings, make_executor
    from editor.balance.tune_play import PoolPlayer
    from editor.balance.tune_search import Target, tune
    from editor.commands.balance import _check_scenario, _kinds
    from editor.io.scenario_file import read_scenario

    path = Path(args.scenario)
    try:
        _check_scenario(path)
        kinds = _kinds(args.players)
    except ValueError as exc:
        return _fail(str(exc))
    problem = _bad_arguments(args, kinds)
    if problem:
        return _fail(problem)
    scenario = read_scenario(path).scenario
    assert scenario is not None  # checked above
    try:
        vary = args.vary or scenario.balance.get("vary") or []
        knobs = [parse_vary(scenario, v) for v in vary] or default_knobs(scenario)
    except KnobError as exc:
        return _fail(str(exc))
    target = Target(args.margin, args.max_draws, max_games=args.max_games,
                    max_minutes=args.max_minutes)  # fmt: skip
    settings = BalanceSettings(scenario=path, jobs=args.jobs, scheduler=args.scheduler)
    try:
        executor, close = make_executor(settings)
    except (RuntimeError, OSError) as exc:
        return _fail(str(exc))
    players = {k: PoolPlayer(scenario, path.name, k, args.seed, executor) for k in kinds}
    player, others = players[kinds[0]], {k: players[k] for k in kinds[1:]}

    def played() -> int:
        return sum(p.games for p in players.values())

    print(f"knobs: {', '.join(k.name for k in knobs)}", file=sys.stderr)
    try:
        result = tune(
            scenario,
            knobs,
            player,
            target,
            lambda m: print(f"[{played()} games] {m}", file=sys.stderr, flush=True),
            others=others,
            name=kinds[0],
        )
    finally:
        close()
    if not result.best.n:
        print("hexfield tune: stopped before any game was over; nothing written", file=sys.stderr)
        return 130
    return _write_results(args, scenario, result, target, kinds, players)


def _write_results(
    args: argparse.Namespace,
    scenario: Scenario,
    result: TuneResult,
    target: Target,
    kinds: tuple[str, ...],
    players: dict[str, PoolPlayer],
) -> int:
    """The variant (and the report, if asked) written, the summary printed; the exit code."""
    from editor.balance.knobs import apply_setting, describe
    from editor.balance.tune_record import first_players, json_report, tuned_record
    from editor.balance.tune_report import write_tune_report
    from editor.io.scenario_file import write_scenario

    player = players[kinds[0]]

    def played() -> int:
        return sum(p.games for p in players.values())

    variant = apply_setting(scenario, result.best.setting)
    names = ",".join(kinds)
    record = tuned_record(scenario, result, target, names, args.seed)
    variant.balance = {**variant.balance, "tuned": record}
    movers = {k: p.first_mover for k, p in players.items()}
    try:
        write_scenario(variant, args.output)
        if args.report:
            ends = {k: p.endings for k, p in players.items()}
            report = json_report(scenario, result, target, names, args.seed, player.endings, ends,
                                 movers)  # fmt: skip
            write_tune_report(report, args.report, args.lang)
    except OSError as exc:
        return _fail(cannot_write(args.output, exc))
    first = first_players(result, names, movers)
    for line in _summary(record, describe(result.best.setting), played(), result.elapsed, first):
        print(line.text(args.lang))
    if result.stopped_by == "interrupted":
        stopped = Phrase(
            "stopped by Ctrl+C: the best so far", "arrêté par Ctrl+C : le meilleur à ce point"
        )
        print(stopped.text(args.lang))
        return 130
    return 0 if result.reached else 1


def _bad_arguments(args: argparse.Namespace, kinds: tuple[str, ...]) -> str:
    """What is wrong with the numbers, the players or the report's name ("" if nothing)."""
    from editor.balance.tune_report import REPORT_EXTENSIONS

    if len(set(kinds)) != len(kinds):
        return "--players names each type once (greedy,search)"
    if not 0 < args.margin < 0.5 or not 0 <= args.max_draws <= 1:
        return "--margin is between 0 and 0.5, --max-draws between 0 and 1 (fractions)"
    if args.max_games < 40 or args.seed < 0:
        return "--max-games is at least 40, --seed at least 0"
    if args.report and Path(args.report).suffix.lower() not in REPORT_EXTENSIONS:
        return f"{args.report}: the report is .json, .html or .pdf"
    return ""


def _summary(
    record: dict[str, Any], change: str, games: int, elapsed: float, first: dict[str, Any]
) -> list[Phrase]:
    """The lines printed: the change, before and after, the first player in the chosen
    variant's games (``!!`` before the warning when the first move decides them), the end."""
    from editor.balance.tune_report import first_lines

    def rates(r: dict[str, Any]) -> tuple[str, str]:
        a, b, d = r["a"], r["b"], r["draws"]
        en = f"A {a['p']:.1%} [{a['low']:.1%}, {a['high']:.1%}], B {b['p']:.1%} [{b['low']:.1%}, "
        en += f"{b['high']:.1%}], draws {d['p']:.1%} ({a['n']} games)"
        fr = en.replace("draws", "nulles").replace("games", "parties").replace(".", ",")
        return en, fr.replace("%", " %")

    met = record["reached"]
    by = record.get("by_players") or {"": record}
    lines = [Phrase(f"change: {change}", f"changement : {change.replace('(as it is)', '(aucun)')}")]
    for name, r in by.items():
        before, after = rates(r["before"]), rates(r["after"])
        who = f"{name}, " if name else ""
        lines += [
            Phrase(f"{who}before: {before[0]}", f"{who}avant : {before[1]}"),
            Phrase(f"{who}after:  {after[0]}", f"{who}après : {after[1]}"),
        ]
    for (kind, en), (_, fr) in zip(first_lines(first, "en"), first_lines(first, "fr"), strict=True):
        mark = "!! " if kind == "warn" else ""
        lines.append(Phrase(mark + en, mark + fr))
    return [
        *lines,
        Phrase(
            "target reached" if met else "target NOT reached: the best variant found",
            "objectif atteint" if met else "objectif NON atteint : la meilleure variante trouvée",
        ),
        Phrase(
            f"({games} games, {elapsed:.1f} s)",
            f"({games} parties, {elapsed:.1f} s)".replace(".", ","),
        ),
    ]
