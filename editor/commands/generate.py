"""``hexfield generate`` and ``hexfield conditions``: random tables and battle conditions.

    hexfield generate --procedure adlg-v4 --territory forest --seed 42 -o table.yaml
    hexfield conditions --season winter --zone cold --seed 7 [FILE]

``generate`` rolls an L'Art de la Guerre V4 layout into a new scenario file;
``conditions`` rolls the Panache weather tables and prints them, or stores them
in FILE's conditions with the log. Both print the dice log (``--lang``). Exit 0
on success, 2 on a bad argument or an unreadable file. No Qt.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from functools import cached_property
from typing import Any, overload

from editor.commands.options import cannot_write, language_option
from editor.generate.dice import in_language

EXIT_OK, EXIT_USAGE = 0, 2


class _ElementCounts(Sequence[int]):
    """The counts of elements a player may choose, read from the V4 data when
    argparse first needs them (checking a value, ``--help``): building the parser
    loads no data, so commands other than ``generate`` do not pay for it."""

    @cached_property
    def _counts(self) -> tuple[int, ...]:
        from editor.generate.adlg_data import element_counts

        return element_counts()

    @overload
    def __getitem__(self, i: int) -> int: ...

    @overload
    def __getitem__(self, i: slice) -> Sequence[int]: ...

    def __getitem__(self, i: int | slice) -> int | Sequence[int]:
        return self._counts[i]

    def __len__(self) -> int:
        return len(self._counts)


def register(subparsers: Any) -> None:
    """Add the ``generate`` and ``conditions`` sub-commands."""
    _register_generate(subparsers)
    _register_conditions(subparsers)


def _register_generate(subparsers: Any) -> None:
    """``hexfield generate``: a V4 terrain layout rolled into a new scenario."""
    from editor.generate.adlg_v4 import TERRITORIES

    g = subparsers.add_parser("generate", help="roll a random terrain layout into a new scenario")
    g.add_argument(
        "--procedure",
        choices=("adlg-v4",),
        default="adlg-v4",
        help="the set-up procedure: L'Art de la Guerre V4 (default)",
    )
    g.add_argument(
        "--territory", choices=TERRITORIES, required=True, help="the defender's territory type"
    )
    g.add_argument(
        "--seed", type=_seed, required=True, help="seed of the dice: the same seed, the same map"
    )
    g.add_argument("--columns", type=int, default=24, help="map width in hexes (default 24)")
    g.add_argument("--rows", type=int, default=16, help="map height in hexes (default 16)")
    g.add_argument(
        "--orientation",
        choices=("flat", "pointy"),
        default="flat",
        help="flat-topped or pointy-topped hexes (default flat)",
    )
    g.add_argument(
        "--hex-mm", type=_millimetres, default=50.0, help="printed hex size, flat to flat (mm)"
    )
    g.add_argument(
        "--ud-mm",
        type=_millimetres,
        default=None,
        help="one UD in mm (default: 40, one 15 mm base)",
    )
    g.add_argument(
        "--ruleset",
        choices=("panache", "thucydide"),
        default="panache",
        help="the rules the elements are converted to (default panache)",
    )
    g.add_argument("--attacker", choices=("A", "B"), default=None, help="force who attacks")
    g.add_argument(
        "--initiative",
        type=int,
        nargs=2,
        default=(0, 0),
        metavar=("A", "B"),
        help="the two players' initiative ratings (army lists)",
    )
    g.add_argument(
        "--strategist",
        action="append",
        choices=("attacker", "defender"),
        default=[],
        help="that side is led by a strategist: one more control roll (repeatable)",
    )
    for role in ("defender", "attacker"):
        g.add_argument(
            f"--{role}-elements",
            type=int,
            choices=_ElementCounts(),
            metavar="N",
            default=None,
            help=f"how many elements the {role} chooses: %(choices)s (default: at random)",
        )
    g.add_argument(
        "--symmetric",
        nargs="?",
        const="mirror",
        choices=("mirror", "rotate"),
        default=None,
        help="the attacker's half copies the defender's (mirror, or rotate 180 degrees)",
    )
    g.add_argument("--title", default="", help="title of the new scenario")
    g.add_argument("--lang", **language_option("the printed log"))
    g.add_argument("-q", "--quiet", action="store_true", help="do not print the log")
    g.add_argument(
        "-o", "--output", required=True, metavar="FILE", help="the scenario file written (.yaml)"
    )
    g.set_defaults(handler=run_generate)


def _register_conditions(subparsers: Any) -> None:
    """``hexfield conditions``: Panache's battle conditions rolled."""
    c = subparsers.add_parser("conditions", help="roll the Panache battle conditions")
    c.add_argument("--season", required=True, help="summer, high_summer, spring, autumn, winter")
    c.add_argument(
        "--zone",
        action="append",
        default=None,
        help="temperate, mountains, hot_desert, cold, monsoon (repeatable)",
    )
    c.add_argument(
        "--seed", type=_seed, required=True, help="seed of the dice: the same seed, the same roll"
    )
    c.add_argument(
        "--variable", action="store_true", help="roll a stability die (variable weather)"
    )
    c.add_argument("--lang", **language_option("the printed log"))
    c.add_argument("file", nargs="?", default=None, help="scenario to store the conditions in")
    c.set_defaults(handler=run_conditions)


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None
    if not 0 <= value < 2**64:
        raise argparse.ArgumentTypeError("a seed is between 0 and 2**64 - 1")
    return value


def _millimetres(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size in mm is a number, not {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"a size in mm is a finite number, not {text!r}")
    return value


def _map_problems(args: argparse.Namespace) -> list[str]:
    """What the format or the rules refuse in the map asked for, before any work:
    the schema's ``map`` limits, then the ruleset's smallest table (the same
    checks ``validate`` makes on the file)."""
    from editor.io.rulesets import load_ruleset
    from editor.io.schema_check import check_section
    from editor.io.semantic_setup import map_size_problem

    spec = {
        "columns": args.columns,
        "rows": args.rows,
        "orientation": args.orientation,
        "hex_mm": args.hex_mm,
    }
    found = check_section("map", spec)
    if not found:
        problem = map_size_problem(args.columns, args.rows, load_ruleset(args.ruleset))
        found = [problem] if problem is not None else []
    return [d.message for d in found]


def _print_log(log: list[str], lang: str) -> None:
    for line in log:
        print(in_language(line, lang))


def run_generate(args: argparse.Namespace) -> int:
    from editor.core.phrases import Phrase
    from editor.generate.adlg_v4 import LayoutParams, generate_layout
    from editor.generate.apply import layout_scenario
    from editor.generate.symmetry import fairness
    from editor.io.scenario_file import SaveError, write_scenario

    problems = _map_problems(args)
    if problems:
        for problem in problems:
            print(f"hexfield generate: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        params = LayoutParams(
            args.territory,
            args.seed,
            args.columns,
            args.rows,
            args.orientation,
            "odd",
            args.hex_mm,
            args.ud_mm,
            args.ruleset,
            initiative=(args.initiative[0], args.initiative[1]),
            attacker=args.attacker,
            element_counts={"defender": args.defender_elements, "attacker": args.attacker_elements},
            strategists={role: True for role in args.strategist},
            symmetric=args.symmetric,
        )
        result = generate_layout(params)
    except ValueError as exc:
        print(f"hexfield generate: {exc}", file=sys.stderr)
        return EXIT_USAGE
    scenario = layout_scenario(result, args.title)
    try:
        write_scenario(scenario, args.output)
    except (SaveError, OSError) as exc:
        print(f"hexfield generate: {cannot_write(args.output, exc)}", file=sys.stderr)
        return EXIT_USAGE
    if not args.quiet:
        _print_log(result.log, args.lang)
    f = fairness(result)
    d, a = f.defender, f.attacker
    said = Phrase(
        f"{args.output}: {len(result.live)} elements, fairness {f.score:.3f} "
        f"(cover {d.cover}/{a.cover}, obstacles {d.obstacles}/{a.obstacles}, "
        f"open {d.open}/{a.open}: defender/attacker)",
        f"{args.output} : {len(result.live)} éléments, équité {f.score:.3f} "
        f"(couvert {d.cover}/{a.cover}, obstacles {d.obstacles}/{a.obstacles}, "
        f"découvert {d.open}/{a.open} : défenseur/attaquant)",
    )
    print(said.text(args.lang))
    return EXIT_OK


def run_conditions(args: argparse.Namespace) -> int:
    from editor.core.phrases import capitalised
    from editor.generate.conditions import ConditionsParams, roll_conditions
    from editor.io.conditions_names import condition_name, condition_text, effect_label

    zones = tuple(args.zone or ("temperate",))
    try:
        result = roll_conditions(ConditionsParams(args.season, zones, args.seed, args.variable))
    except ValueError as exc:
        print(f"hexfield conditions: {exc}", file=sys.stderr)
        return EXIT_USAGE
    _print_log(result.log, args.lang)
    colon = " :" if args.lang == "fr" else ":"
    for table, row, effects in result.effects():
        for what, text in effects.items():
            label = capitalised(effect_label(table, row, what, args.lang))
            print(f"  {label}{colon} {text[args.lang]}")
    if args.file is None:
        conditions = result.conditions()
        for key in sorted(conditions):
            name = capitalised(condition_name(key, args.lang))
            print(f"{name}{colon} {condition_text(key, conditions, args.lang)}")
        return EXIT_OK
    from editor.generate.apply import conditions_edit
    from editor.io.scenario_file import SaveError, read_scenario, write_scenario

    loaded = read_scenario(args.file)
    if not loaded.ok or loaded.scenario is None:
        for d in loaded.diagnostics:
            print(d.format_text(), file=sys.stderr)
        print(f"hexfield conditions: cannot read {args.file}", file=sys.stderr)
        return EXIT_USAGE
    conditions_edit(result.conditions(), result.generation()).apply(loaded.scenario)
    try:
        write_scenario(loaded.scenario, args.file)
    except (SaveError, OSError) as exc:
        print(f"hexfield conditions: {cannot_write(args.file, exc)}", file=sys.stderr)
        return EXIT_USAGE
    print(f"{args.file}: conditions stored")
    return EXIT_OK
