"""Mutation testing of the rules engine's core, one module at a time (mutmut 2.x).

    .venv/bin/pip install -e '.[mutation]'
    nice -n 15 .venv/bin/python .ci/mutation.py combat_losses       # one module
    .venv/bin/python .ci/mutation.py --list                          # the modules and their tests

mutmut changes the module in place while it runs: run it in a checkout of its
own (``git worktree add --detach /tmp/mut HEAD``, then run this script from
there with the project's venv), never in the one being edited.

Each mutant is tried first with the module's own tests (fast, ``-x``); a mutant
that survives them is tried again with the optional rules' tests added
(``tests/rules/optional``, whose games reach the hooks the core modules call). The raw
results (``mutmut results`` and each survivor's diff) are written to
``out/mutation/<module>.txt``; the survivors are then killed by a test typed
from the rulebook or listed with their reason in ``docs/mutation-survivors.md``.
"""

from __future__ import annotations

import argparse
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path.cwd()
PYTEST = (
    f"{sys.executable} -m pytest -x -q -n 0 -p no:cacheprovider -p no:pytestqt"
    " -p no:hypothesispytest"
)
"""Qt's and hypothesis's plugins are left out: the rules tests need neither, and
they add half a second to each of the mutants' runs. One process (``-n 0``, not
the suite's ``-n auto``): mutmut 2 counts a mutant killed only when pytest exits
with 1, and ``-x`` under xdist exits with 2 (interrupted), so every mutant would
be counted a survivor; one process is also quicker for a few files (17 s against
25 s for ``combat``'s, under load)."""

MODULES: dict[str, list[str]] = {
    "combat_losses": [
        "test_passage_losses.py",
        "test_support_victory.py",
        "test_turn_limit.py",
        "test_combat_flow.py",
        "test_follow_ups.py",
        "test_losses_told.py",
    ],
    "victory": [
        "test_support_victory.py",
        "test_turn_limit.py",
        "test_objectives.py",
        "test_engine.py",
        "test_fog.py",
    ],
    "turn": [
        "test_objectives.py",
        "test_scenarios_play.py",
        "test_turn_limit.py",
        "test_engine.py",
        "test_command.py",
        "test_support_victory.py",
    ],
    "combat_retreat": [
        "test_retreat_options.py",
        "test_combat_stages.py",
        "test_combat_flow.py",
        "test_follow_ups.py",
        "test_combat.py",
        "test_engine.py",
    ],
    "fog": [
        "test_fog.py",
        "test_fog_leaks.py",
        "test_sight.py",
        "test_engine.py",
        "test_fog_swap.py",
        "test_seen_in_cover.py",
        "test_marker_numbers.py",
    ],
    "movement": [
        "test_movement.py",
        "test_effects_engine.py",
        "test_unit_capabilities_engine.py",
        "test_engine.py",
        "optional/test_works.py",
        "test_reach_open_ground.py",
        "test_road_move.py",
    ],
    "command": [
        "test_command.py",
        "test_engine.py",
        "test_play_command.py",
        "optional/test_time.py",
        "test_command_leaders.py",
    ],
    "combat_flow": [
        "test_combat_flow.py",
        "test_combat_announce.py",
        "test_combat_throw.py",
        "test_fog.py",
        "test_combat_stages.py",
        "test_follow_ups.py",
        "test_passage_losses.py",
        "test_combat.py",
        "test_engine.py",
    ],
    "engine": [
        "test_engine.py",
        "test_apply_not_an_action.py",
        "test_combat_flow.py",
        "test_follow_ups.py",
        "test_deployment_hold.py",
        "test_command.py",
        "test_fog.py",
        "test_fog_leaks.py",
        "test_scenarios_play.py",
        "test_manoeuvre_order.py",
        "test_road_move.py",
    ],
    "combat": [
        "test_combat.py",
        "test_attack_dice.py",
        "test_dice_outcomes.py",
        "test_combat_flow.py",
        "test_effects_engine.py",
        "test_support_victory.py",
    ],
}
"""The ten core modules of the rules engine (``editor/rules/<name>.py``: the
engine's dispatch, its combat in stages, movement, command, the turn, the fog of
war and victory), smallest first in docs/mutation-survivors.md, each with the
test files that exercise it most directly (under ``tests/rules``)."""


SLOW = [
    "optional/test_optional_properties.py",
    "optional/test_boat_crew.py",
    "optional/test_play_rules_cli.py",
]
"""Left out of the second try (each takes over 4 s a run): whole games played at
random or through the command line, which would kill a mutant without saying
which rule it breaks."""


def mutmut(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "mutmut", *args], cwd=ROOT, capture_output=True, text=True
    )
    return done.stdout + done.stderr


def cache_module(cache: Path) -> str | None:
    """The module whose mutants ``cache`` (mutmut's sqlite file) holds, if any."""
    if not cache.exists():
        return None
    with sqlite3.connect(cache) as db:
        row = db.execute("select filename from SourceFile").fetchone()
    return Path(row[0]).stem if row else None


def second_try(module: str, cache: Path) -> None:
    """Tries each survivor again with the optional rules' tests after the module's
    own (the core modules call the optional rules' hooks, and those tests are the
    ones that reach them); one that fails them is killed. The whole of tests/rules
    would take a minute a survivor on a shared machine."""
    path = ROOT / f"editor/rules/{module}.py"
    own = [f"tests/rules/{name}" for name in MODULES[module]]
    ignore = [f"--ignore=tests/rules/{name}" for name in SLOW]
    rest = [*PYTEST.split(), *own, "tests/rules/optional", *ignore]
    query = "select id from Mutant where status = 'bad_survived' order by id"
    with sqlite3.connect(cache) as db:
        idents = [row[0] for row in db.execute(query)]
    original = path.read_text(encoding="utf-8")
    for ident in idents:
        mutmut("apply", str(ident))
        try:
            done = subprocess.run(rest, cwd=ROOT, capture_output=True)
        finally:
            path.write_text(original, encoding="utf-8")
        print(f"second try of mutant {ident}: {'killed' if done.returncode else 'survived'}")
        if done.returncode:
            with sqlite3.connect(cache) as db:
                db.execute("update Mutant set status = 'ok_killed' where id = ?", (ident,))


def run(module: str) -> None:
    """Mutates ``module``, tries each mutant with its own tests, then tries the
    survivors with the rest of tests/rules; the cache is kept per module, so an
    interrupted run goes on where it stopped."""
    path = f"editor/rules/{module}.py"
    own = [f"tests/rules/{name}" for name in MODULES[module]]
    common = ["--paths-to-mutate", path, "--tests-dir", "tests", "--simple-output"]
    out = ROOT / "out" / "mutation"
    out.mkdir(parents=True, exist_ok=True)
    cache = ROOT / ".mutmut-cache"  # mutmut's own, one module's mutants at a time
    kept = out / f"{module}.mutmut-cache"
    other = cache_module(cache)
    if other not in (None, module):  # an interrupted run of another module: kept for later
        cache.replace(out / f"{other}.mutmut-cache")
    if other != module and kept.exists():
        kept.replace(cache)
    first = f"{PYTEST} {' '.join(own)}"
    subprocess.run([sys.executable, "-m", "mutmut", "run", *common, "--runner", first], cwd=ROOT)
    second_try(module, cache)
    report = [mutmut("results")]
    for ident in mutmut("result-ids", "survived").split():
        report.append(mutmut("show", ident))
    (out / f"{module}.txt").write_text("\n".join(report), encoding="utf-8")
    cache.replace(kept)
    print(report[0])


def survivors(module: str, source: Path) -> list[tuple[int, str, str]]:
    """The survivors of ``module`` kept in its cache: (line number, the line, the
    line as mutated), read against ``source`` (the module as it was run)."""
    from mutmut import Context, RelativeMutationID, mutate

    kept = ROOT / "out" / "mutation" / f"{module}.mutmut-cache"
    cache = kept if kept.exists() else ROOT / ".mutmut-cache"
    text = source.read_text(encoding="utf-8")
    lines = text.splitlines()
    query = (
        'select l.line, l.line_number, m."index" from Mutant m join Line l on m.line = l.id'
        " where m.status = 'bad_survived' order by l.line_number, m.\"index\""
    )
    with sqlite3.connect(cache) as db:
        rows = db.execute(query).fetchall()
    found = []
    for line, number, index in rows:
        ident = RelativeMutationID(line=line, index=index, line_number=number)
        context = Context(source=text, mutation_id=ident, filename=str(source))
        mutated = mutate(context)[0].splitlines()
        changed = [m for a, m in zip(lines, mutated, strict=False) if a != m]
        after = changed[0].strip() if changed else "(line removed)"
        found.append((number + 1, line.strip(), after))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", nargs="*", help="one after the other: " + ", ".join(MODULES))
    parser.add_argument("--list", action="store_true", help="the modules and their tests")
    parser.add_argument("--survivors", action="store_true", help="print the modules' survivors")
    args = parser.parse_args()
    unknown = [name for name in args.module if name not in MODULES]
    if unknown:
        parser.error(f"not a core module: {', '.join(unknown)}")
    if args.list or not args.module:
        for name, tests in MODULES.items():
            print(f"editor/rules/{name}.py: {', '.join(tests)}")
        return
    for module in args.module:
        if args.survivors:
            for number, line, after in survivors(module, ROOT / f"editor/rules/{module}.py"):
                print(f"{module}:{number}: {line}\n    -> {after}")
        else:
            run(module)


if __name__ == "__main__":
    main()
