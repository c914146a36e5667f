"""The game's words count as each language does: « 0 touche, 1 drapeau »,
« 2 plaquettes », "1 hit, 0 flags" (``editor.core.phrases.counted``), never
« touche(s) » (``tests/test_one_translation.py`` reads the source for that)."""

from __future__ import annotations

import functools

import pytest

from editor.commands.play import _context
from editor.paths import SCENARIOS
from editor.rules.context import GameContext
from editor.rules.events_combat import AttackAnnounced, DiceRolled, PlaquettesLost
from editor.rules.events_orders import TokensGained


@functools.cache
def _ctx() -> GameContext:
    return _context(str(SCENARIOS / "moulin-de-la-sambre.yaml"))


def _unit() -> tuple[str, str]:
    piece = next(p for p in _ctx().pieces if not p.decoy)
    return piece.id, piece.name


@pytest.mark.parametrize(
    ("n", "en", "fr"),
    [
        (0, "loses 0 plaquettes, 3 left", "perd 0 plaquette, il en reste 3"),
        (1, "loses 1 plaquette, 3 left", "perd 1 plaquette, il en reste 3"),
        (2, "loses 2 plaquettes, 3 left", "perd 2 plaquettes, il en reste 3"),
    ],
)
def test_plaquettes_lost_are_counted(n: int, en: str, fr: str) -> None:
    uid, name = _unit()
    said = PlaquettesLost(uid, n, 3).phrase(_ctx())
    assert said.en == f'"{name}" {en}'
    assert said.fr == f"« {name} » {fr}"


@pytest.mark.parametrize(
    ("hits", "flags", "en", "fr"),
    [
        (0, 1, "0 hits, 1 flag", "0 touche, 1 drapeau"),
        (1, 0, "1 hit, 0 flags", "1 touche, 0 drapeau"),
        (2, 2, "2 hits, 2 flags", "2 touches, 2 drapeaux"),
    ],
)
def test_a_throw_counts_its_hits_and_flags(hits: int, flags: int, en: str, fr: str) -> None:
    uid, _ = _unit()
    said = DiceRolled(uid, uid, "attack", (), hits, flags, 0).phrase(_ctx())
    assert said.en.endswith(f"→ {en}")
    assert said.fr.endswith(f"→ {fr}")


def test_ignored_flags_dice_and_tokens_are_counted() -> None:
    uid, _ = _unit()
    ctx = _ctx()
    rolled = DiceRolled(uid, uid, "attack", (), 0, 2, 0, ignored_flags=1).phrase(ctx)
    assert rolled.en.endswith("→ 0 hits, 2 flags, 1 ignored")
    assert rolled.fr.endswith("→ 0 touche, 2 drapeaux, 1 ignoré")
    one = AttackAnnounced(uid, uid, 1).phrase(ctx)
    assert one.en.endswith("with 1 die") and one.fr.endswith("avec 1 dé")
    three = AttackAnnounced(uid, uid, 3).phrase(ctx)
    assert three.en.endswith("with 3 dice") and three.fr.endswith("avec 3 dés")
    side = ctx.sides[0]
    gained = TokensGained(side, 1, 4).phrase(ctx)
    assert gained.en.endswith("gains 1 order token (order letters): 4")
    assert gained.fr.endswith("gagne 1 pion d'ordre (lettres d'ordre) : 4")
    assert (
        TokensGained(side, 0, 4)
        .phrase(ctx)
        .fr.endswith("gagne 0 pion d'ordre (lettres d'ordre) : 4")
    )
    assert (
        TokensGained(side, 2, 4).phrase(ctx).en.endswith("gains 2 order tokens (order letters): 4")
    )
