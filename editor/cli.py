"""The ``hexfield`` command.

``hexfield [FILE]`` opens the editor; sub-commands work without a window.
``validate`` (and other reading commands) never import Qt, so they start fast
and run anywhere; the drawing ones import it lazily.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from editor import paths
from editor.core.diagnostics import Diagnostic, has_errors
from editor.core.language import LANGUAGES, system_language
from editor.core.phrases import counted

EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2
COMMANDS: dict[str, str] = {
    "query": "editor.commands.query",
    "generate": "editor.commands.generate",
    "conditions": "editor.commands.generate",
    "render": "editor.commands.render",
    "sheet": "editor.commands.render",
    "play": "editor.commands.play",
    "replay": "editor.commands.play",
    "balance": "editor.commands.balance",
    "ladder": "editor.commands.balance",
    "tune": "editor.commands.tune",
    "balance-table": "editor.commands.balance_table",
}
"""Sub-command -> the module adding it with ``register(subparsers)`` (none may
import Qt). Only the module of the sub-command run is imported (all of them
for ``--help``): ``validate`` loads neither the terrain generator nor the rules
engine, which took 120 ms of its 300."""
VALIDATE_EXIT_STATUS = (
    "exit status: 0: every file is valid (warnings allowed); 1: a file has errors "
    "(one whose errors are the rules' only, e.g. decoys placed before enough units, "
    "still opens in the editor, which lists them in its Validation panel; one that "
    "breaks the format opens only as an untitled copy to repair); 2: a usage error "
    "or a file that cannot be read."
)
_BUILT_IN = ("validate", "open")
_UNREADABLE = ("file.",)


def _validate(args: argparse.Namespace) -> int:
    from editor.io.scenario_file import read_scenario

    everything: list[Diagnostic] = []
    worst = EXIT_OK
    for name in args.files:
        result = read_scenario(name)
        diags = [d if d.file else d.in_file(name) for d in result.diagnostics]
        everything += diags
        if any(d.code.startswith(_UNREADABLE) for d in diags):
            worst = EXIT_USAGE
        elif has_errors(diags) and worst == EXIT_OK:
            worst = EXIT_INVALID
        if args.format == "text":
            for d in diags:
                print(d.format_text(args.lang))
            if not has_errors(diags) and not args.quiet:
                warnings = counted(
                    len(diags), ("warning", "warnings"), ("avertissement", "avertissements")
                )
                print(f"{name}: ok" + (f" ({warnings.text(args.lang)})" if diags else ""))
    if args.format == "json":
        json.dump([d.to_json() for d in everything], sys.stdout, ensure_ascii=False, indent=2)
        print()
    return worst


def _open_editor(files: list[str], play: bool = False) -> int:
    problem = paths.missing_data()
    if problem:
        print(f"hexfield: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        from editor.app import run
    except ImportError as exc:  # e.g. Qt libraries missing on this machine
        print(f"hexfield: cannot start the editor: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return run(files, play=play)


def _play_in_window(scenario: str) -> int:
    """``hexfield play --window FILE``: the editor on FILE, in the dialog that starts a
    game. Opened here, not by the ``play`` command's module: the commands run without
    the window, and only ``cli`` and ``app`` reach it."""
    if not Path(scenario).is_file():
        print(f"hexfield play: {scenario}: no such file", file=sys.stderr)
        return EXIT_USAGE
    return _open_editor([scenario], play=True)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's own, told the terminal's width: argparse makes one for every argument
    it adds (to check it), and left to find the width itself it imports ``shutil``, and
    with it ``bz2`` and ``lzma``: 4 ms of ``hexfield validate``, which prints no help."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, width=_terminal_columns() - 2)  # as argparse: 2 to spare


def _terminal_columns() -> int:
    """``shutil.get_terminal_size().columns``: ``COLUMNS``, else the terminal's, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of ``hexfield``; with ``command``, only that sub-command's module is
    imported (the others are left out of the parser)."""
    parser = argparse.ArgumentParser(
        prog="hexfield",
        description="Scenario and terrain map editor for hex-based miniature wargames.",
        epilog="Without a sub-command, opens the editor (on FILE if given).",
        formatter_class=_HelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    v = sub.add_parser(
        "validate",
        help="check scenario files against the schema and the rules",
        epilog=VALIDATE_EXIT_STATUS,
        formatter_class=_HelpFormatter,
    )
    v.add_argument("files", nargs="+", metavar="FILE", help="scenario files (.yaml)")
    v.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="text: one FILE:LINE:COL line per problem; json: a list for programs",
    )
    v.add_argument("-q", "--quiet", action="store_true", help="print problems only")
    v.add_argument(  # as the other commands' (``commands.options``, not loaded here)
        "--lang",
        choices=LANGUAGES,
        default=system_language(),
        help="language of the messages (default: %(default)s, from the system locale)",
    )
    v.set_defaults(handler=_validate)
    o = sub.add_parser("open", help="open the editor (the default)", formatter_class=_HelpFormatter)
    o.add_argument("files", nargs="*", metavar="FILE", help="scenario files to open")
    o.set_defaults(handler=lambda a: _open_editor(a.files))
    if command is None:
        modules = list(dict.fromkeys(COMMANDS.values()))
    else:
        modules = [COMMANDS[command]] if command in COMMANDS else []
    for module in modules:
        importlib.import_module(module).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``hexfield`` command on ``argv``; None: the command line's (the program itself)."""
    code = _run(list(sys.argv[1:] if argv is None else argv))
    if argv is None:
        # The program ends here. The interpreter's final garbage collections would walk
        # every object still alive (modules, rulesets, schemas) only to free memory the
        # system takes back anyway: 20-40 ms of validating a small file. Frozen objects
        # are left out of them; reference counting still releases everything, so
        # destructors still run (as ``editor.app.run`` does for the window).
        gc.freeze()
    return code


def _run(args_list: list[str]) -> int:
    commands = {*COMMANDS, *_BUILT_IN}
    if not args_list or args_list[0] not in commands | {"-h", "--help"}:
        if any(a.startswith("-") for a in args_list):
            build_parser("open").print_usage(sys.stderr)
            print("hexfield: error: unknown option; see hexfield --help", file=sys.stderr)
            return EXIT_USAGE
        return _open_editor(args_list)
    parser = build_parser(args_list[0] if args_list[0] in commands else None)
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # argparse exits 2 on usage errors, 0 on --help
        return int(exc.code or 0)
    problem = paths.missing_data()
    if problem:  # a broken install would otherwise fail later with a traceback
        print(f"hexfield: {problem}", file=sys.stderr)
        return EXIT_USAGE
    try:
        if args.command == "play" and args.window:
            from editor.commands.play import window_conflicts

            conflicts = window_conflicts(args)
            if conflicts:
                print(
                    "hexfield play: the window opens the dialog that starts a game, where "
                    "the sides, the seed and the optional rules are chosen; cannot be used "
                    f"with --window: {', '.join(conflicts)}",
                    file=sys.stderr,
                )
                return EXIT_USAGE
            return _play_in_window(args.scenario)
        return int(args.handler(args))
    except BrokenPipeError:  # `hexfield validate ... | head`: not an error of ours
        sys.stderr.close()
        return EXIT_OK
