"""The notes the game window writes in the log both sides read, beside the
engine's events: *Reveal all* switched on or off, and a defence order given
for the defender without a hand-over (``ui/play/order_choices.py``).

They are ``Phrase`` values, built here without Qt, because the log is read
again later, by either player, in the language of that moment.
"""

from __future__ import annotations

from editor.core.phrases import Phrase


def reveal_all(who: str, on: bool) -> Phrase:
    """*Reveal all* switched on or off by ``who``'s player (a side's name)."""
    if on:
        return Phrase(
            f"Reveal all switched on by {who}'s player: both sides' hidden units are shown",
            f"« Tout révéler » activé par le joueur de {who} : les unités cachées "
            "des deux camps sont montrées",
        )
    return Phrase(
        f"Reveal all switched off by {who}'s player",
        f"« Tout révéler » désactivé par le joueur de {who}",
    )


def no_defence_order(name: str) -> Phrase:
    """Side ``name`` gives no defence order, which could not change the attack's odds."""
    return Phrase(
        f"{name} gives no defence order, without a hand-over: with or without one, "
        "the attack's odds are the same",
        f"{name} ne donne pas d'ordre de défense, sans passer l'écran : avec ou sans, "
        "les chances de l'attaque sont les mêmes",
    )
