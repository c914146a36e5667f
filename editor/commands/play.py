"""``hexfield play`` and ``hexfield replay``: whole games on the command line.

    hexfield play SCENARIO [--side SIDE=random|greedy ...] [--seed N] [--log game.yaml]
                  [--rule RULE ...] [--no-rule [RULE] ...]
    hexfield play --window SCENARIO
    hexfield replay game.yaml [--to N] [--scenario FILE]

``play`` lets computer players play the scenario to the end and prints the
game's narrative, event by event; the Annexe 3 optional rules played are the
scenario's (``setup.optional_rules``), with ``--rule`` and ``--no-rule`` to
switch them (« Il n'est jamais obligatoire de les jouer »); ``--log`` saves the
game (the engine's log: hashes, seed, optional rules, actions and their events).
``replay`` narrates a saved game, checking every action's events and the
checksum of the position it led to against the recorded ones, all before
printing anything: a scenario or rule changed since is a warning, the first
action that replays otherwise is named and stops it (exit 1), a log that stops
before the end of the game says « game in progress: action N, turn T, phase
P »: the answers the window gives when it opens a game
(``editor.rules.saved_game.check_game``).
Exit 2 on a bad argument or an unreadable file. No Qt, except ``--window``:
the editor opens on the scenario, straight into the dialog that starts a game
(who plays each side, the seed, the optional rules).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from editor.commands.options import cannot_write
from editor.core.phrases import Phrase, colon, de
from editor.core.ruleset_optional import OPTIONAL_RULES, canonical


class PlayError(Exception):
    """A request that cannot be played; the message says what to fix."""


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("play", help="let computer players play a scenario to the end")
    p.add_argument("scenario", help="scenario file (.yaml)")
    p.add_argument(
        "--side",
        action="append",
        default=[],
        metavar="SIDE=PLAYER",
        help="computer player of a side (side id or name): random, beginner, greedy, search "
        "or expert, or a level (beginner, normal, hard, expert); "
        "default greedy",
    )
    p.add_argument("--seed", type=int, default=None, help="the game's seed (default: random)")
    p.add_argument("--log", default=None, help="save the game log to this file (.yaml)")
    p.add_argument("--night", action="store_true", help="darkness all game long (Annexe 3)")
    p.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="RULE",
        help="play this optional rule of Annexe 3 too: " + ", ".join(OPTIONAL_RULES),
    )
    p.add_argument(
        "--no-rule",
        action="append",
        default=[],
        nargs="?",
        const="all",
        metavar="RULE",
        help="do not play this optional rule (without RULE: none of them)",
    )
    p.add_argument("--quiet", action="store_true", help="print only the result")
    p.add_argument(
        "--viewer",
        default=None,
        metavar="SIDE",
        help="narrate only what side SIDE is told (fog of war: markers, not units)",
    )
    p.add_argument(
        "--window",
        action="store_true",
        help="open the editor on the scenario, in the dialog that starts a game",
    )
    _lang(p)
    p.set_defaults(handler=run_play)
    r = subparsers.add_parser("replay", help="narrate a saved game, checking it replays")
    r.add_argument("log", help="game log (.yaml)")
    r.add_argument("--to", type=int, default=None, help="stop after this many actions")
    r.add_argument(
        "--scenario", default=None, help="the scenario file (default: the one the log names)"
    )
    _lang(r)
    r.set_defaults(handler=run_replay)


WINDOW_CHOOSES = (
    "--side", "--seed", "--log", "--night", "--rule", "--no-rule", "--quiet", "--viewer",
    "--lang",
)  # fmt: skip
"""The options of a headless game that ``--window`` cannot take: its dialog chooses
who plays each side, the seed and the optional rules, the game is saved from the
window, and the window speaks the language chosen in its Preferences."""


def window_conflicts(args: argparse.Namespace) -> list[str]:
    """The options given with ``--window`` that it cannot take (``WINDOW_CHOOSES``)."""
    values = {o: getattr(args, o[2:].replace("-", "_")) for o in WINDOW_CHOOSES}
    # not "in (None, [], False)": a seed of 0 equals False
    return [o for o, v in values.items() if v is not None and v is not False and v != []]


def _lang(p: argparse.ArgumentParser) -> None:
    """``--lang``; None when not given (``narrative_language`` reads the default then),
    so that ``--window`` can tell a language asked for from the default."""
    default = default_language()
    p.add_argument(
        "--lang",
        choices=("fr", "en"),
        default=None,
        help=f"language of the narrative (default: {default}, from the system's locale)",
    )


def narrative_language(args: argparse.Namespace) -> str:
    return str(args.lang or default_language())


def default_language() -> str:
    """The system's language, as the window and the other commands read it."""
    from editor.core.language import system_language

    return system_language()


def _context(
    path: str,
    night: bool = False,
    rules: frozenset[str] | None = None,
    add: Sequence[str] = (),
    remove: Sequence[str] = (),
    lang: str = "en",
) -> Any:
    """The game's context; the optional rules are ``rules`` (a log's), else the
    scenario's with ``add`` and without ``remove`` (``all``: none). Why it cannot be
    played is said in ``lang``."""
    from editor.io.scenario_file import read_scenario
    from editor.rules.context import GameSetupError, Options
    from editor.rules.game import game_context

    result = read_scenario(path)
    if not result.ok or result.scenario is None or result.ruleset is None:
        msgs = "\n".join(d.format_text() for d in result.diagnostics[:10])
        raise PlayError(f"{path}: the scenario has errors; fix them first\n{msgs}")
    if rules is None:
        chosen = set(result.scenario.setup.optional_rules)
        for rule in [*add, *remove]:
            if rule not in OPTIONAL_RULES and rule != "all":
                known = ", ".join(OPTIONAL_RULES)
                raise PlayError(f"no optional rule {rule!r} (known: {known})")
        for rule in remove:
            chosen = set() if rule == "all" else chosen - {rule}
        chosen |= set(add)
        rules = frozenset(canonical(chosen))
    try:
        return game_context(result.scenario, result.ruleset, Options(night=night, rules=rules))
    except GameSetupError as exc:
        raise PlayError(f"{path}{colon(lang)}{_say(exc.args[0], lang)}") from None


def _players(ctx: Any, specs: list[str], seed: int) -> list[Any]:
    from editor.rules.players import LEVELS, PLAYER_KINDS, side_player

    kinds = ["greedy", "greedy"]
    for spec in specs:
        name, sep, kind = spec.partition("=")
        if not sep:
            raise PlayError(f"--side {spec!r}: write SIDE=PLAYER, e.g. --side francais=random")
        side = _side(ctx, name.strip())
        kinds[side] = kind.strip()
    try:
        # the scenario's parameters for each side's computer player (sides[].computer)
        return [side_player(ctx, i, k, seed * 2 + i + 1) for i, k in enumerate(kinds)]
    except ValueError as exc:
        known = ", ".join([*sorted(PLAYER_KINDS), *LEVELS])
        raise PlayError(f"{exc}; known: {known}") from None


def _side(ctx: Any, name: str) -> int:
    for i, (sid, sname) in enumerate(zip(ctx.sides, ctx.side_names, strict=True)):
        if name in (sid, sname):
            return i
    known = ", ".join(f"{s} ({n})" for s, n in zip(ctx.sides, ctx.side_names, strict=True))
    raise PlayError(f"no side {name!r} in this scenario (sides: {known})")


def _say(message: Phrase | str, lang: str) -> str:
    return message.text(lang) if isinstance(message, Phrase) else str(message)


def run_play(args: argparse.Namespace) -> int:
    from editor.io.game_log import write_game_log
    from editor.rules.fog_events import shown_events
    from editor.rules.players import play_game
    from editor.rules.record import record_to_dict

    lang = narrative_language(args)
    try:
        ctx = _context(args.scenario, args.night, None, args.rule, args.no_rule, lang)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        players = _players(ctx, args.side, seed)
    except (PlayError, OSError) as exc:
        print(f"hexfield play: {exc}", file=sys.stderr)
        return 2
    if not args.quiet:
        print(f"# {ctx.scenario.title or args.scenario} — seed {seed}")
        played = canonical(ctx.options.rules or ())
        if played:
            names = ", ".join(OPTIONAL_RULES[r].text(lang) for r in played)
            print(("# Règles optionnelles : " if lang == "fr" else "# Optional rules: ") + names)

    viewer = ctx.sides.index(args.viewer) if args.viewer in ctx.sides else None
    if args.viewer is not None and viewer is None:
        print(
            f"hexfield play: no side {args.viewer!r} (sides: {', '.join(ctx.sides)})",
            file=sys.stderr,
        )
        return 2
    last: list[Any] = []

    def narrate(pos: Any, _action: Any, events: list[Any]) -> None:
        before = last[0] if last else pos
        last[:] = [pos]
        if args.quiet:
            return
        if viewer is None:
            for ev in events:
                print(ev.phrase(ctx).text(lang))
            return
        for ev, names in shown_events(ctx, before, pos, events, viewer):
            print(ev.phrase(ctx, names).text(lang))

    game = play_game(
        ctx, players, seed, on_action=narrate, on_start=lambda pos, evs: narrate(pos, None, evs)
    )
    if args.log:
        game.record.scenario_file = os.path.relpath(
            Path(args.scenario).resolve(), Path(args.log).resolve().parent
        )
        try:
            write_game_log(record_to_dict(game.record), args.log)
        except OSError as exc:
            print(f"hexfield play: {cannot_write(args.log, exc)}", file=sys.stderr)
            return 2
    print(_result(ctx, game.position, lang, len(game.record.actions)))
    return 0


def _result(ctx: Any, pos: Any, lang: str, actions: int) -> str:
    from editor.rules.events_game import MARGINS, REASONS

    r = pos.result
    reason = REASONS.get(r.reason, (r.reason, r.reason))[0 if lang == "fr" else 1]
    losses = ", ".join(
        f"{name} {lost}" for name, lost in zip(ctx.side_names, r.losses, strict=True)
    )
    if r.winner is None:
        head = f"Résultat : match nul ({reason})" if lang == "fr" else f"Result: draw ({reason})"
    else:
        margin = MARGINS.get(r.margin or "", (r.margin, r.margin))[0 if lang == "fr" else 1]
        name = ctx.side_names[r.winner]
        head = (
            f"Résultat : victoire {margin} {de(name)} ({reason})"
            if lang == "fr"
            else f"Result: {margin} victory for {name} ({reason})"
        )
    tail = (
        f"tour {pos.turn}, {actions} actions ; pertes : {losses}"
        if lang == "fr"
        else f"turn {pos.turn}, {actions} actions; losses: {losses}"
    )
    return f"{head} — {tail}"


def run_replay(args: argparse.Namespace) -> int:
    from editor.rules.events import event_from_dict
    from editor.rules.saved_game import GameFileError, check_game

    lang = narrative_language(args)
    try:
        # The window's answer too (« Open a game… »): saved_game.check_game.
        check = check_game(args.log, args.scenario, args.to)
    except GameFileError as exc:
        hint = "; give it with --scenario FILE" if exc.missing_scenario else ""
        print(f"hexfield replay: {exc.message.text(lang)}{hint}", file=sys.stderr)
        return 2
    if check.warning is not None:
        print(f"hexfield replay: {check.warning.text(lang)}", file=sys.stderr)
    ctx, record = check.ctx, check.record
    divergence = check.replay.divergence
    # Every check is made: only events the replay gave again are narrated (a start
    # that differs is not, nor what follows the first action that differs).
    if divergence is None or divergence.index >= 0:
        for ev in record.start_events:
            print(event_from_dict(ev).phrase(ctx).text(lang))
    for i in range(check.replay.applied):
        for ev in record.events[i]:
            print(event_from_dict(ev).phrase(ctx).text(lang))
    if check.refusal is not None:
        print(f"hexfield replay: {args.log}: {check.refusal.text(lang)}", file=sys.stderr)
        return 1
    if check.replay.position.over:
        print(_result(ctx, check.replay.position, lang, check.replay.applied))
    elif check.progress is not None:
        print(f"hexfield replay: {check.progress.text(lang)}", file=sys.stderr)
    return 0
