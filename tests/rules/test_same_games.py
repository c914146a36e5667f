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
from editor.rules.players import play_game, side_player
from editor.rules.record import record_to_dict

GAMES = (
    ("greedy", "greedy", 1),
    ("greedy", "greedy", 2),
    ("greedy", "random", 1),
    ("random", "random", 1),
)

DIGESTS = {
    "alesia-52av": ["21984b44e50443c5", "e20bf974af7b98cd", "f21d557592c120b8", "b1eae5dcf92eaaa6"],
    "azincourt-1415": [
        "55a6005460e73e48",
        "ba92072cbec72dd9",
        "eaccb6beb3e3163e",
        "cd3094c7b3e19d8b",
    ],
    "berezina-1812": [
        "4297a2ab2130d393",
        "df8c961fc6020957",
        "7de4f7e04d3177c4",
        "b9cbc47e9abba513",
    ],
    "eylau-1807": ["716e05f6758090aa", "3858b6c20772fa25", "4899c62db90fa3b2", "f6692a443091444a"],
    "hougoumont-1815": [
        "d35da44f16e7aa23",
        "0780bbe5c2009499",
        "de13e6f8830b035d",
        "8d0f47572f7f1237",
    ],
    "katzbach-1813": [
        "5885c47c5abe1a8c",
        "e8d76bd95fb56988",
        "c10af91c9a496a27",
        "713b367103731db2",
    ],
    "morgarten-1315": [
        "1dddf62bedc68f19",
        "237792181f5f85d0",
        "1b1b0ff59d0a110e",
        "d4c314894625b90d",
    ],
    "moulin-de-la-sambre": [
        "3481ee9f8bae745f",
        "543c545f9ba67e5a",
        "203fcf19d8d8c58d",
        "1886e9250626cbff",
    ],
    "pyramides-1798": [
        "2cd534f4aeff37f0",
        "f1ef16963cf1229b",
        "91d8e0aa76e2732a",
        "1fe5ea9749aae394",
    ],
    "tarutino-1812": [
        "f3eed2d4f89dffa4",
        "13098b00cc532e91",
        "b5529e926aeedb12",
        "c43c2045941d185b",
    ],
    "thapsus-46av": [
        "31e277506d77060b",
        "31e277506d77060b",
        "66004e3958b766ba",
        "85756248e9142326",
    ],
}
"""Per scenario, the digest of each of ``GAMES``, recorded before the caches."""


def game_digest(scenario: str, a: str, b: str, seed: int) -> str:
    ctx = _context(str(SCENARIOS / f"{scenario}.yaml"))
    players = [side_player(ctx, i, kind, seed * 2 + i + 1) for i, kind in enumerate((a, b))]
    doc = record_to_dict(play_game(ctx, players, seed).record)
    played = json.dumps([doc["start"], doc["actions"]], sort_keys=True)
    return hashlib.sha256(played.encode()).hexdigest()[:16]


@pytest.mark.parametrize("scenario", sorted(DIGESTS))
def test_the_same_games_are_played(scenario: str) -> None:
    got = [game_digest(scenario, a, b, seed) for a, b, seed in GAMES]
    assert got == DIGESTS[scenario]


if __name__ == "__main__":
    for path in sorted(SCENARIOS.glob("*.yaml")):
        digests = [game_digest(path.stem, a, b, seed) for a, b, seed in GAMES]
        print(f"    {path.stem!r}: {digests!r},")
