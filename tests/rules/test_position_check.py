"""The checksum a game log records after each action (issue 25): the same for equal
positions in any process, whatever order their sets were built in, and another
for a position that differs in one field."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

from editor.rules.optional.state import OptState, Spot
from editor.rules.position_check import checksum

_CODE = """
from editor.rules.optional.state import OptState, Spot
from editor.rules.position_check import checksum
names = ["maison", "bois", "verger", "moulin", "haie", "pont", "ferme", "eglise"]
print(checksum(OptState(burnt=frozenset(Spot("hex", i, 0, n) for i, n in enumerate(names)))))
"""


def _in_process(hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    run = subprocess.run(
        [sys.executable, "-c", _CODE], capture_output=True, text=True, env=env, check=True
    )
    return run.stdout.strip()


def test_the_same_position_has_the_same_checksum_in_every_process() -> None:
    # Sets of text iterate in another order under another hash seed.
    got = {_in_process(seed) for seed in ("1", "2", "3")}
    assert len(got) == 1
    (one,) = got
    assert len(one) == 8 and int(one, 16) >= 0


def test_the_order_a_set_was_built_in_does_not_count_and_any_field_does() -> None:
    spots = [Spot("hex", k, 0, "bois") for k in (1, 9, 17, 33, 65)]  # colliding hashes
    a = OptState(burnt=frozenset(spots))
    b = OptState(burnt=frozenset(reversed(spots)))
    assert checksum(a) == checksum(b)
    assert checksum(replace(a, asleep=frozenset({3}))) != checksum(a)
    assert checksum(replace(a, burnt=frozenset(spots[:-1]))) != checksum(a)
