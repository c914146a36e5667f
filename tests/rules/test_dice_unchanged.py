"""The dice read through one computation give what they gave before it.

``combat.dice_for_attack``'s numbers and words, ``explain.attack_preview``'s
exact odds, ``ai_eval.exact_attack``'s expectations and ``support``'s answer
and reasons, for every pair of enemy pieces at every seventh decision of
seeded greedy games (two with optional rules), hash as they did before the
dice became one chance computation (``rules/throw.py``); the games' whole
records (actions and events) hash the same too.

``EXPECTED`` was printed by this file's ``__main__`` (``python
tests/rules/test_dice_unchanged.py``) before any change of the dice: the
dice digests on main at c3e8327, the games' digests (actions and events,
without the logs' checksums) on main at 771dcce, just before the dice
merge: a change of the rules or of the players' formulas changes it on
purpose; say why in the commit. The dice digests were printed again when the
flags the defender ignores were counted in words (« 1 drapeau », "2 flags"
instead of « drapeau(x) »), and again when the attack's quality was named in
English ("knights quality" instead of "quality chevaliers"), and again when the
French words took a space before the colon (« qualité élite : 4 », « combiné : … »):
with the old words they are the ones before. Moulin de la Sambre's and the
Berezina's games changed with the scenarios' rebalancing (issue 27: first player,
turns, points), then Hougoumont's (15 turns) and Azincourt's (the French first,
the baggage at 0).
"""

from __future__ import annotations

import hashlib
import json

import pytest

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules import ai_eval
from editor.rules.combat import dice_for_attack
from editor.rules.context import GameContext
from editor.rules.engine import apply, start
from editor.rules.explain import attack_preview
from editor.rules.players import play_game, side_player
from editor.rules.record import record_from_dict, record_to_dict
from editor.rules.support import support

EXPECTED: dict[tuple[str, int], tuple[str, str]] = {
    ("moulin-de-la-sambre", 1): ("795afc64b317c7b0", "ae698368dbfbb18e"),
    ("azincourt-1415", 2): ("208d16109749afd3", "ce5fff52336a820e"),
    ("hougoumont-1815", 1): ("ad0c44d8d72426f6", "d17efd82a64f0cf9"),
    ("berezina-1812", 3): ("4e4fa6972ee6414f", "177aad6587c91923"),
    ("katzbach-1813", 1): ("188a9dcdc030f854", "e8556f605f255af7"),
}
"""(scenario, seed) -> (digest of the greedy game's record, digest of its dice)."""


def _game(scenario: str, seed: int) -> tuple[GameContext, dict[str, object]]:
    ctx = _context(str(SCENARIOS / f"{scenario}.yaml"))
    players = [side_player(ctx, i, "greedy", seed * 2 + i + 1) for i in range(2)]
    return ctx, record_to_dict(play_game(ctx, players, seed).record)


def _dice_digest(ctx: GameContext, doc: dict[str, object], seed: int) -> str:
    h = hashlib.sha256()
    pos, _ = start(ctx, seed)
    for n, action in enumerate(record_from_dict(doc).actions):
        if n % 7 == 0 and pos.phase in ("movement", "combat"):
            on = [p.index for p in ctx.pieces if pos.at[p.index] >= 0]
            for a in on:
                for t in on:
                    if ctx.pieces[a].side == ctx.pieces[t].side:
                        continue
                    for o in (False, True):
                        for x in (
                            dice_for_attack(ctx, pos, a, t, attack_order=o),
                            dice_for_attack(ctx, pos, a, t, attack_order=o, defence_order=True),
                            dice_for_attack(ctx, pos, a, t, riposte=True),
                        ):
                            seen = (
                                x.allowed,
                                str(x.why_not),
                                x.base,
                                x.dice,
                                x.no_special,
                                x.defender_ignores_flags,
                                [str(s) for s in x.ignore_reasons],
                                x.passage_losses,
                                x.melee,
                                [str(s) for s in x.attacker_supported],
                                [str(s) for s in x.defender_supported],
                                x.explain("en"),
                                x.explain("fr"),
                            )
                            h.update(repr(seen).encode())
                        p = attack_preview(ctx, pos, a, t, attack_order=o)
                        if p is not None:
                            shown = (
                                p.plain.odds,
                                p.defended and p.defended.odds,
                                p.passage,
                                p.riposte_dice,
                                str(p.hit_faces),
                                str(p.order_adds_nothing),
                            )
                            h.update(repr(shown).encode())
                        h.update(repr(ai_eval.exact_attack(ctx, pos, a, t, order=o)).encode())
                    s = support(ctx, pos, a, attacker=t)
                    h.update(
                        repr((s.supported, [str(r) for r in s.reasons], s.supporters)).encode()
                    )
        pos, _ = apply(ctx, pos, action)
    return h.hexdigest()[:16]


def digests(scenario: str, seed: int) -> tuple[str, str]:
    ctx, doc = _game(scenario, seed)
    # The actions and their events as played, without the positions' checksums
    # the game logs gained (format 2) beside this change.
    actions = [{"action": e["action"], "events": e["events"]} for e in doc["actions"]]  # type: ignore[attr-defined]
    played = json.dumps([doc["start"], actions], sort_keys=True)
    whole = hashlib.sha256(played.encode()).hexdigest()[:16]
    return whole, _dice_digest(ctx, doc, seed)


@pytest.mark.parametrize(("scenario", "seed"), sorted(EXPECTED))
def test_the_dice_games_and_words_are_unchanged(scenario: str, seed: int) -> None:
    assert digests(scenario, seed) == EXPECTED[(scenario, seed)]


if __name__ == "__main__":
    for scenario, seed in EXPECTED:
        print(f"    ({scenario!r}, {seed}): {digests(scenario, seed)!r},")
