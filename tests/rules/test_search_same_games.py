"""The searching player plays the games it played: whole games replayed to the byte.

Its speed work (the look-ahead's cheaper steps) must not change one of its
choices: the digest of a game's start events, actions and events
(``test_same_games.game_digest``) is compared with the one recorded before
that work, on scenarios with and without hidden units, the searching player
against itself and against the greedy one. A change of its formulas or
budget changes the digests on purpose: print the new table with
``python tests/rules/test_search_same_games.py`` and say why in the commit.
"""

from __future__ import annotations

import pytest
from test_same_games import game_digest

GAMES = (
    ("thapsus-46av", "search", "search", 1),
    ("thapsus-46av", "search", "greedy", 2),
    ("azincourt-1415", "search", "search", 1),
    ("eylau-1807", "greedy", "search", 3),
    ("morgarten-1315", "search", "search", 4),
)

DIGESTS = {
    ("thapsus-46av", "search", "search", 1): "cc7ce79bf1bf8bf3",
    ("thapsus-46av", "search", "greedy", 2): "9e3e7220c687d7ee",
    ("azincourt-1415", "search", "search", 1): "f2f8f63217b0a999",
    ("eylau-1807", "greedy", "search", 3): "2da6c2e771c12c9a",
    ("morgarten-1315", "search", "search", 4): "89f45ef8aa47262f",
}
"""Per game of ``GAMES``, its digest, recorded before the speed work."""


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}-{g[1]}-{g[2]}-{g[3]}")
def test_the_searching_player_plays_the_same_games(game: tuple[str, str, str, int]) -> None:
    assert game_digest(*game) == DIGESTS[game]


if __name__ == "__main__":
    for game in GAMES:
        print(f"    {game!r}: {game_digest(*game)!r},")
