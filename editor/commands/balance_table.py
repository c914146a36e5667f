"""``hexfield balance-table``: the docs' balance table, written from the committed balance records.

    hexfield balance-table [--check] [--scenarios DIR] [--doc FILE]

Reads every ``DIR/balance/*.json`` (written by ``hexfield balance --record``),
refuses records whose scenario changed since they were measured or that
another version of Hexfield measured, and writes the table between the
markers of ``docs/players-and-balance.md`` (``editor.balance.table``).
``--check`` writes nothing and says what is stale. Exit 0 when the table is
written (or, with ``--check``, up to date), 1 when a record is stale, a
scenario has none or (``--check``) the table differs, 2 on a file that
cannot be read or written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from editor import paths
from editor.commands.options import cannot_write, language_option
from editor.core.phrases import Phrase


def register(subparsers: Any) -> None:
    t = subparsers.add_parser(
        "balance-table",
        help="write the docs' balance table from the balance records beside the scenarios",
        epilog="A record is written by `hexfield balance SCENARIO --record "
        "scenarios/balance/NAME.json` (run once per computer player: greedy, search). "
        "Exit status: 0 written (or up to date); 1 a record is stale, a scenario has none, "
        "or (--check) the table differs; 2 a file cannot be read or written.",
    )
    t.add_argument(
        "--check",
        action="store_true",
        help="write nothing; say what is stale (records, missing ones, the table)",
    )
    t.add_argument(
        "--scenarios",
        default=str(paths.SCENARIOS),
        help="the scenarios' folder; its records are in its balance/ (default: %(default)s)",
    )
    t.add_argument(
        "--doc",
        default=str(paths.DOCS / "players-and-balance.md"),
        help="the page holding the table between its markers (default: %(default)s)",
    )
    t.add_argument("--lang", **language_option("the messages"))
    t.set_defaults(handler=run_balance_table_command)


def run_balance_table_command(args: argparse.Namespace) -> int:
    from editor.balance.table import (
        BEGIN,
        END,
        problems,
        read_records,
        stale,
        table_text,
        with_table,
    )

    scenarios, doc = Path(args.scenarios), Path(args.doc)
    try:
        text = doc.read_text(encoding="utf-8")
        if args.check:
            found = problems(scenarios, doc)
            for p in found:
                print(p.text(args.lang))
            return 1 if found else 0
        if BEGIN not in text or END not in text:
            print(f"hexfield balance-table: {doc}: no table markers ({BEGIN})", file=sys.stderr)
            return 2
        folder = scenarios / "balance"
        entries = read_records(folder) if folder.is_dir() else []
    except (OSError, ValueError, KeyError) as exc:
        print(f"hexfield balance-table: {exc}", file=sys.stderr)
        return 2
    old = [p for e in entries for p in stale(e, scenarios)]
    if old:
        for p in old:
            print(f"hexfield balance-table: {p.text(args.lang)}", file=sys.stderr)
        again = Phrase(
            "measure again; the table was not written",
            "mesurez de nouveau ; le tableau n'a pas été écrit",
        )
        print(f"hexfield balance-table: {again.text(args.lang)}", file=sys.stderr)
        return 1
    measured = {e.record["scenario"]["file"] for e in entries}
    missing = [p.name for p in sorted(scenarios.glob("*.yaml")) if p.name not in measured]
    new = with_table(text, table_text(entries))
    try:
        if new != text:
            doc.write_text(new, encoding="utf-8")
    except OSError as exc:
        print(f"hexfield balance-table: {cannot_write(doc, exc)}", file=sys.stderr)
        return 2
    done = Phrase(
        f"{doc}: {len(entries)} scenarios" + (" (unchanged)" if new == text else ""),
        f"{doc} : {len(entries)} scénarios" + (" (inchangé)" if new == text else ""),
    )
    print(done.text(args.lang))
    for name in missing:
        lacking = Phrase(
            f"{name}: no balance record; not in the table",
            f"{name} : pas de mesure d'équilibre ; absent du tableau",
        )
        print(lacking.text(args.lang), file=sys.stderr)
    return 1 if missing else 0
