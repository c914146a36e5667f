"""The computer players decide as they did: whole games replayed to the byte.

The speed work (caches per placement, per phase and per context) must not
change one decision of the greedy or random players nor one event of the
engine. Each bundled scenario is played to the end, greedy against greedy
(two seeds), greedy against random and random against random, as
``hexfield play`` does (the scenario's player parameters), and the digest
of the game's start events, actions and events is compared with the one
recorded before the caches. A change of the players' formulas or weights, or
of the rules, changes the digests on purpose: print the new table with
``python tests/rules/test_same_games.py`` and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules import ai_eval
from editor.rules.players import play_game, side_player
from editor.rules.record import record_to_dict

GAMES = (
    ("greedy", "greedy", 1),
    ("greedy", "greedy", 2),
    ("greedy", "random", 1),
    ("random", "random", 1),
)

DIGESTS = {
    "alesia-52av": [
        "8f39a3b679c09f30",
        "c38cfdf367c5226f",
        "245d2e1647701ff4",
        "a67c48bd28853755",
    ],
    "azincourt-1415": [
        "e35e7cb6ca3e2e4b",
        "208d16109749afd3",
        "1d558df9340795fd",
        "5360ac99b3fb8557",
    ],
    "berezina-1812": [
        "6c3bc8d26369083e",
        "4a85094c887faefc",
        "6bf2f573ed02f07e",
        "4d1f014bf04a6500",
    ],
    "eylau-1807": [
        "05119cc2440bed4d",
        "14dd8c52edcf1523",
        "b67aeb0cf3d564df",
        "f6692a443091444a",
    ],
    "hougoumont-1815": [
        "ad0c44d8d72426f6",
        "99d1cb975f8df4d4",
        "fd542b005d80f20c",
        "395a4e676af197c0",
    ],
    "katzbach-1813": [
        "188a9dcdc030f854",
        "bff70c9b5376cc0c",
        "7cd4368debe41fe9",
        "aae14bb46d590b64",
    ],
    "morgarten-1315": [
        "3870274ebdbaa4fc",
        "5bf27ac37a59fc38",
        "8273fd8be361400d",
        "c77e8fab366e32e6",
    ],
    "moulin-de-la-sambre": [
        "795afc64b317c7b0",
        "e1f806c0aa3106d9",
        "966090abbafb8c9a",
        "2f832ee80ed0ed04",
    ],
    "pyramides-1798": [
        "21ea808b670bab64",
        "37d14393e08b3f2b",
        "378895a571ae46ef",
        "8d0f37ca6bf34e82",
    ],
    "tarutino-1812": [
        "3b7d4f6b2177a4c3",
        "74aebf4d1c5b2df7",
        "5264ec8027228cb1",
        "a93cc0b9795ff3ed",
    ],
    "thapsus-46av": [
        "13c386b80e6b1c06",
        "fee71235a1262d6c",
        "2ff30176eef3b935",
        "6abc6e96ee8d636e",
    ],
}
"""Per scenario, the digest of each of ``GAMES``, recorded before the caches."""


def game_digest(scenario: str, a: str, b: str, seed: int) -> str:
    ctx = _context(str(SCENARIOS / f"{scenario}.yaml"))
    players = [side_player(ctx, i, kind, seed * 2 + i + 1) for i, kind in enumerate((a, b))]
    doc = record_to_dict(play_game(ctx, players, seed).record)
    # The actions and their events, as recorded before the positions' checksums.
    actions = [{"action": e["action"], "events": e["events"]} for e in doc["actions"]]
    played = json.dumps([doc["start"], actions], sort_keys=True)
    return hashlib.sha256(played.encode()).hexdigest()[:16]


@pytest.mark.parametrize("scenario", sorted(DIGESTS))
def test_the_same_games_are_played(scenario: str) -> None:
    got = [game_digest(scenario, a, b, seed) for a, b, seed in GAMES]
    assert got == DIGESTS[scenario]


def test_a_map_too_large_for_the_distance_matrix_is_played_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Beyond ``ai_eval.MATRIX_LIMIT`` hexes the players' threat is summed disc by
    disc and their distances are counted hex by hex: the same choices."""
    monkeypatch.setattr(ai_eval, "MATRIX_LIMIT", 0)
    got = game_digest("moulin-de-la-sambre", "greedy", "greedy", 1)
    assert ai_eval.tables(_context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))).dist is None
    assert got == DIGESTS["moulin-de-la-sambre"][0]


if __name__ == "__main__":
    for path in sorted(SCENARIOS.glob("*.yaml")):
        digests = [game_digest(path.stem, a, b, seed) for a, b, seed in GAMES]
        print(f"    {path.stem!r}: {digests!r},")
