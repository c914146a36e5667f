"""``hexfield balance`` and ``hexfield ladder``: how fair a scenario is, how strong a player.

    hexfield balance SCENARIO [--players greedy,search] [--games N | --margin 0.03]
                     [--jobs K] [--seed S] [-o report.pdf|.html|.json] [--compare other.yaml]
                     [--scheduler tcp://host:8786] [--lang fr|en]
    hexfield ladder [SCENARIO ...] [--pairs greedy:random,search:greedy] [--games N]

``balance`` plays computer games of the scenario (``editor.balance.run``) and
prints the report's summary; ``-o`` writes the whole report with its heat
maps (PNG and CSV, drawn by the map painter) and every game's log. Ctrl+C
stops the run and reports what was played, marked as partial. ``ladder``
plays each pair of computer players on each scenario with the sides swapped
and prints win rates with their 95 % Wilson intervals and the Elo
difference. Exit 2 on a bad argument or an invalid scenario; 130 when
stopped by Ctrl+C.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from editor.commands.play import default_language


def register(subparsers: Any) -> None:
    b = subparsers.add_parser("balance", help="play many computer games: how fair is a scenario")
    b.add_argument("scenario", help="scenario file (.yaml)")
    b.add_argument(
        "--players",
        default="greedy",
        help="computer players (kinds or levels: beginner, normal, hard, expert), e.g. "
        "greedy,expert; random-greedy: one per side",
    )
    size = b.add_mutually_exclusive_group()
    size.add_argument("--games", type=_positive, default=None, help="a fixed number of games")
    size.add_argument(
        "--margin",
        type=float,
        default=None,
        help="play until side A's 95%% interval is within +-MARGIN (default 0.03)",
    )
    b.add_argument("--max-games", type=_positive, default=2000, help="cap of the adaptive count")
    b.add_argument("--jobs", type=int, default=0, help="processes (default: every core)")
    b.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    b.add_argument("-o", "--output", default=None, help="report.pdf, report.html or report.json")
    b.add_argument("--compare", default=None, help="a variant of the scenario to compare with")
    b.add_argument("--scheduler", default=None, help="a Dask scheduler, e.g. tcp://host:8786")
    b.add_argument("--no-logs", action="store_true", help="do not keep the games' logs")
    b.add_argument(
        "--record",
        default=None,
        help="also write (or add this player's run to) the compact balance record RECORD.json "
        "that `hexfield balance-table` reads, e.g. scenarios/balance/NAME.json",
    )
    b.add_argument(
        "--lang",
        choices=("fr", "en"),
        default=default_language(),
        help="language of the summary and the report (default: %(default)s)",
    )
    b.set_defaults(handler=run_balance_command)
    lad = subparsers.add_parser("ladder", help="how strong each computer player is")
    lad.add_argument("scenarios", nargs="*", help="scenario files (default: the bundled ones)")
    lad.add_argument(
        "--pairs",
        default="greedy:random,search:greedy",
        help="STRONG:WEAK pairs of computer players, comma-separated (default: %(default)s)",
    )
    lad.add_argument("--games", type=_positive, default=20, help="games per pair and scenario")
    lad.add_argument("--jobs", type=int, default=0, help="processes (default: every core)")
    lad.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    lad.add_argument(
        "--lang",
        choices=("fr", "en"),
        default=default_language(),
        help="language of the table printed (default: %(default)s)",
    )
    lad.set_defaults(handler=run_ladder_command)


def _positive(text: str) -> int:
    n = int(text)
    if n <= 0:
        raise argparse.ArgumentTypeError("must be a positive whole number")
    return n


def _fail(message: str) -> int:
    print(f"hexfield: {message}", file=sys.stderr)
    return 2


def _check_scenario(path: Path) -> Any:
    from editor.commands.play import PlayError, _context

    try:
        return _context(str(path))
    except (PlayError, OSError) as exc:
        raise ValueError(str(exc)) from None


def _kinds(text: str) -> tuple[str, ...]:
    from editor.rules.players import LADDER, LEVELS, PLAYER_KINDS, _load_kinds, kind_of

    _load_kinds()
    kinds = tuple(k.strip() for k in text.split(",") if k.strip())
    for k in kinds:  # "greedy", or "random-greedy": one player per side
        for part in k.split("-", 1):
            if kind_of(part) not in PLAYER_KINDS:
                known = ", ".join((*LADDER, *LEVELS))
                raise ValueError(f"unknown computer player {part!r} (known: {known})")
    if not kinds:
        raise ValueError("--players names no computer player")
    return kinds


class Bar:
    """A one-line progress bar on stderr (a line per update when not a terminal)."""

    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()
        self.last = 0.0

    def show(self, text: str, fraction: float, force: bool = False) -> None:
        now = time.monotonic()
        if not force and now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        width = 30
        filled = round(width * max(0.0, min(1.0, fraction)))
        line = f"[{'#' * filled}{'.' * (width - filled)}] {text}"
        if self.tty:
            print("\r" + line[:110].ljust(110), end="", file=sys.stderr, flush=True)
        else:
            print(line, file=sys.stderr, flush=True)

    def done(self) -> None:
        if self.tty:
            print(file=sys.stderr)


def run_balance_command(args: argparse.Namespace) -> int:
    from editor.balance.output import summary
    from editor.balance.report import build_report
    from editor.balance.report_files import write_report
    from editor.balance.run import BalanceSettings, Progress, run_balance

    scenario = Path(args.scenario)
    compare = Path(args.compare) if args.compare else None
    try:
        ctxs = [_check_scenario(scenario)]
        if compare is not None:
            ctxs.append(_check_scenario(compare))
        kinds = _kinds(args.players)
    except ValueError as exc:
        return _fail(f"balance: {exc}")
    if args.output and Path(args.output).suffix.lower() not in (".json", ".html", ".htm", ".pdf"):
        return _fail(f"balance: {args.output}: the report is .json, .html or .pdf")
    margin = args.margin if args.margin is not None else (None if args.games else 0.03)
    if margin is not None and not 0 < margin < 0.5:
        return _fail("balance: --margin is a fraction between 0 and 0.5, e.g. 0.03")
    settings = BalanceSettings(
        scenario=scenario,
        players=kinds,
        games=args.games,
        margin=margin,
        max_games=args.max_games,
        seed=args.seed,
        jobs=args.jobs,
        keep_logs=bool(args.output) and not args.no_logs,
        compare=compare,
        scheduler=args.scheduler,
    )
    bar = Bar()

    def show(p: Progress) -> None:
        label = p.player + (" (variant)" if p.variant else "")
        bar.show(
            f"{p.series + 1}/{p.series_count} {label}: {p.done}/{p.expected} games, "
            f"±{p.half_width:.3f}",
            p.done / max(1, p.expected),
        )

    try:
        result = run_balance(settings, progress=show)
    except (RuntimeError, OSError, ValueError) as exc:
        bar.done()
        return _fail(f"balance: {exc}")
    bar.done()
    report = build_report(ctxs, result)
    for kind, line in summary(report, args.lang):
        prefix = {"h1": "# ", "h2": "## ", "warn": "!! "}.get(kind, "   ")
        print(prefix + line)
    print(f"({result.elapsed:.1f} s)")
    if args.record:
        from editor.balance.table import write_record

        try:
            write_record(Path(args.record), report, scenario)
        except (OSError, ValueError) as exc:
            return _fail(f"balance: cannot write the record: {exc}")
        print(f"-> {args.record}")
    if args.output:
        try:
            files = write_report(report, result, args.output, args.lang, _heat_drawer(ctxs[0]))
        except (OSError, ValueError) as exc:
            return _fail(f"balance: cannot write the report: {exc}")
        for f in files:
            print(f"-> {f}")
    return 130 if result.partial else 0


def _heat_drawer(ctx: Any) -> Any:
    """Heat maps drawn by the map painter (Qt, offscreen when there is no display)."""
    from editor.commands.render import ensure_gui

    ensure_gui()
    from PySide6.QtCore import QBuffer, QIODevice

    from editor.render.heatmap import heat_image

    grid = ctx.scenario.grid

    def draw(values: dict[str, float], caption: str, colour: str) -> bytes:
        hexes = {grid.parse_label(label): v for label, v in values.items()}
        image = heat_image(ctx.scenario, ctx.ruleset, hexes, colour=colour, caption=caption)
        buf = QBuffer()
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buf, "PNG")  # type: ignore[call-overload]  # the stubs say bytes; it takes str
        return bytes(buf.data().data())

    return draw


def run_ladder_command(args: argparse.Namespace) -> int:
    from editor.balance.ladder import run_ladder
    from editor.paths import SCENARIOS

    paths = [Path(p) for p in args.scenarios] or sorted(SCENARIOS.glob("*.yaml"))
    try:
        for p in paths:
            _check_scenario(p)
        pairs = []
        for spec in args.pairs.split(","):
            a, sep, b = spec.partition(":")
            if not sep:
                raise ValueError(f"--pairs {spec!r}: write STRONG:WEAK, e.g. greedy:random")
            _kinds(f"{a},{b}")
            pairs.append((a.strip(), b.strip()))
    except ValueError as exc:
        return _fail(f"ladder: {exc}")
    bar = Bar()
    started = time.monotonic()
    matches, completed = run_ladder(
        paths,
        pairs,
        args.games,
        seed=args.seed,
        jobs=args.jobs,
        progress=lambda d, t: bar.show(f"{d}/{t} games", d / t),
    )
    bar.done()
    fr = args.lang == "fr"
    for m in matches:
        w, d, lo = m.tally()
        r = m.rate()
        n = len(m.games)
        if not n:
            continue
        elo = m.elo()
        elo_text = f"{elo:+.0f}" if abs(elo) != float("inf") else ("+∞" if elo > 0 else "-∞")
        print(
            (
                f"{m.strong} contre {m.weak} : {w} victoires, {d} nuls, {lo} défaites sur {n} "
                f"parties ; taux de victoire {r.p:.1%} [{r.low:.1%} – {r.high:.1%}] ; "
                f"écart Elo {elo_text}"
            )
            if fr
            else (
                f"{m.strong} vs {m.weak}: {w} wins, {d} draws, {lo} losses in {n} games; "
                f"win rate {r.p:.1%} [{r.low:.1%} – {r.high:.1%}]; Elo difference {elo_text}"
            )
        )
        for file in dict.fromkeys(f for f, _g in m.games):
            sub = [g for f, g in m.games if f == file]
            won = sum(1 for g in sub if g.winner >= 0 and g.player.split("-")[g.winner] == m.strong)
            drawn = sum(1 for g in sub if g.winner < 0)
            print(
                f"    {file}: {won} / {drawn} / {len(sub) - won - drawn}"
                + (" (victoires / nuls / défaites)" if fr else " (wins / draws / losses)")
            )
    elapsed = time.monotonic() - started
    print(f"({elapsed:.1f} s{'' if completed else '; stopped: partial'})")
    return 0 if completed else 130
