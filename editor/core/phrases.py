"""Messages for a person, in English and French, from code that has no Qt.

The engine's refusals ("a bridge needs a river and a road") reach the status
bar, so they must follow the editor's language; Qt's translator cannot reach
sentences built from ruleset names. A ``Phrase`` is a ``str`` (the English
sentence, so callers, tests and the command line read it as before) that also
carries its French wording; ``in_language`` picks the one the user reads.
"""

from __future__ import annotations

from typing import Any


class Phrase(str):
    """A sentence in English (the str value) that also knows its French wording."""

    en: str
    fr: str

    def __new__(cls, en: str, fr: str) -> Phrase:
        phrase = super().__new__(cls, en)
        phrase.en = en
        phrase.fr = fr
        return phrase

    def text(self, language: str) -> str:
        """The wording in ``language`` ("fr" or "en"; English for any other)."""
        return self.fr if language == "fr" else self.en

    def __getnewargs_ex__(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        # Copies and pickles keep both wordings.
        return (self.en, self.fr), {}


def in_language(message: str, language: str) -> str:
    """The wording of ``message`` for a user reading ``language``.

    A ``Phrase`` gives its French or English sentence; any other string
    (already translated by Qt, or a name) is shown as it is.
    """
    if isinstance(message, Phrase):
        return message.text(language)
    return message


def counted(n: int, en: tuple[str, str], fr: tuple[str, str]) -> Phrase:
    """``n`` and its noun (singular, plural) in each language, by its own rule:
    in English only 1 is singular, in French 0 and 1 are (« 0 page »)."""
    return Phrase(f"{n} {en[0] if n == 1 else en[1]}", f"{n} {fr[0] if n in (0, 1) else fr[1]}")


def capitalised(text: str) -> str:
    """``text`` with its first letter in upper case: a refusal is a sentence,
    even when it opens on a ruleset's name (« colline »), a quote or a label."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :]
        if ch.isdigit():
            return text  # « 3 hexagones… »: a number opens the sentence
    return text


_ELIDING = tuple("aeiouyhéèêàâîôûAEIOUYHÉÈÊÀÂÎÔÛ")


def de(name: str) -> str:
    """French « de » before a name, elided before a vowel or a mute h:
    « victoire d'Armée d'Orient », « camp de Mourad Bey »."""
    return f"d'{name}" if name.startswith(_ELIDING) else f"de {name}"


def sentence(phrase: Phrase) -> Phrase:
    """Both wordings of ``phrase`` starting with a capital letter."""
    return Phrase(capitalised(phrase.en), capitalised(phrase.fr))


def colon(language: str) -> str:
    """What joins a label to its value: French puts a space before the colon
    (« combiné : 3 dés », « Joueurs : greedy »), English none."""
    return " : " if language == "fr" else ": "
