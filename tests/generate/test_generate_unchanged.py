"""``hexfield generate`` writes, byte for byte, the files the generator wrote before
it was made fit for large maps (``tests/generate/data``, written by that code).

Each file's name gives its arguments: territory, seed, size and the options. The
log's words were changed since on purpose (the elements chosen « four and the
compulsory one », a converted element saying why, the parameters in words, a
shift counted « 1 hexagone » instead of « hexagone(s) »): the
files were written again then, and differed from that code's only in their log
lines. The
generator's own shuffle (``dice.shuffle``) must draw as ``random.shuffle`` does.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import pytest

from editor.commands.generate import register
from editor.generate.dice import shuffle

DATA = Path(__file__).parent / "data"
OPTIONS = {
    "mirror": ["--symmetric", "mirror"],
    "rotate": ["--symmetric", "rotate"],
    "pointy": ["--orientation", "pointy", "--attacker", "A"],
}
"""Options a file name may add after its size."""
EXTRA = {"plain-3-70x45.yaml": ["--strategist", "attacker"]}


def _argv(name: str, out: Path) -> list[str]:
    territory, seed, size, *options = Path(name).stem.split("-")
    columns, rows = size.split("x")
    argv = ["generate", "-q", "--territory", territory, "--seed", seed]
    argv += ["--columns", columns, "--rows", rows, "-o", str(out)]
    for option in options:
        argv += OPTIONS[option]
    return argv + EXTRA.get(name, [])


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.glob("*.yaml")))
def test_generate_writes_the_same_file_as_before(name: str, tmp_path: Path) -> None:
    parser = argparse.ArgumentParser(prog="hexfield")
    register(parser.add_subparsers(dest="command"))
    out = tmp_path / name
    args = parser.parse_args(_argv(name, out))
    assert args.handler(args) == 0
    assert out.read_bytes() == (DATA / name).read_bytes()


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 64, 65, 1000])
def test_the_generators_shuffle_draws_as_random_shuffle(length: int) -> None:
    for seed in range(20):
        a, b = random.Random(seed), random.Random(seed)
        x, y = list(range(length)), list(range(length))
        a.shuffle(x)
        shuffle(b, y)
        assert y == x
        assert b.random() == a.random()  # the same draws taken
