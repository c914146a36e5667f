"""The short name a counter shows: the designer's (``Unit.short``) or one derived.

A unit's full name (« VIIe corps, division Desjardins ») does not fit under a
counter at the zoom a map opens at. A unit without a short name of its own
gets one made from the words of its name that set it apart from the others of
its side: the rarest word in the side's names (« Desj. »), a number with the
word before it (« IR 4 »), and when two units would still read the same, the
word that tells those two apart (« Élé. dr. », « Élé. ga. »). Every counter of
a side then reads differently, unless the designer chose the same short name
twice. Derived names keep to ``SHORT_MAX`` characters.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType

from editor.core.scenario import Unit

SHORT_MAX = 7
"""Characters of a derived short name: what fits under a counter at the zoom a
bundled scenario opens at (tests/render/test_counter_labels.py measures it)."""
SHORT_LIMIT = 12
"""Characters of a short name the designer sets (the schema's ``maxLength``)."""

_WORD = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*")
_ELIDED = re.compile(r"^(?:[dlmnsj]|qu)['’]", re.IGNORECASE)
_STOP = frozenset(
    "de du des la le les un une et en à au aux a sur sous par pour avec "
    "of the and on at to in for with von und der die das".split()
)
_SAINT = re.compile(r"^Saint(e?)-")
_NUMBER = re.compile(r"\d+(?:e|er|re|ère|ème|nd|rd|st|th)?|[IVXLC]+(?:e|er|re)?")
_VOWELS = frozenset("aeiouyàâäéèêëîïôöùûüÿæœAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŸÆŒ")


def words(name: str) -> list[str]:
    """The words of ``name`` worth showing: no articles or joining words, « d' »
    and « l' » taken off (« Cuirassiers d'Hautpoul »: Cuirassiers, Hautpoul),
    « Saint- » as « St- »."""
    out = []
    for w in _WORD.findall(name):
        w = _SAINT.sub(lambda m: "Ste-" if m.group(1) else "St-", _ELIDED.sub("", w))
        if w and w.casefold() not in _STOP:
            out.append(w)
    return out


def _is_number(word: str) -> bool:
    return _NUMBER.fullmatch(word) is not None


def abbreviated(word: str, room: int) -> str:
    """``word`` in at most ``room`` characters: whole, or cut after a consonant
    that a vowel follows, with a full stop (« Desjardins » -> « Desj. »)."""
    if len(word) <= room:
        return word
    best = ""
    for k in range(2, room):  # the prefix and its full stop fit in ``room``
        head = word[:k]
        if head[-1].isalpha() and head[-1] not in _VOWELS and word[k] in _VOWELS:
            best = head
    return (best or word[: max(1, room - 1)].rstrip("-'’")) + "."


def _upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _joined(first: str, second: str) -> str:
    """Two words in ``SHORT_MAX`` characters, the first kept shorter."""
    head = abbreviated(first, max(3, SHORT_MAX // 2))
    return f"{head} {abbreviated(second, max(2, SHORT_MAX - len(head) - 1))}"


def _first_choice(ws: list[str], freq: Counter[str]) -> str:
    """The word of ``ws`` that the fewest names of the side share (a proper
    noun or a number before a common word, then the earlier), with the word
    before it when it is a bare number (« IR 4 », « Legio X »)."""
    if not ws:
        return ""

    def rank(i: int) -> tuple[int, bool, int]:
        w = ws[i]
        # A capital counts past the first word (a proper noun: « Division Legrand »).
        return freq[w.casefold()], not (_is_number(w) or (i > 0 and w[:1].isupper())), i

    i = min(range(len(ws)), key=rank)
    word = ws[i]
    if i > 0 and (word.isdigit() or (_is_number(word) and len(word) <= 4)):
        before = ws[i - 1]
        if not _is_number(before):
            whole = f"{before} {word}"
            if len(whole) <= SHORT_MAX:
                return whole
            head = abbreviated(before, SHORT_MAX - len(word) - 1)
            if len(head) >= 4:  # « Leg. »: three letters and the full stop
                return f"{head} {word}"
    return abbreviated(word, SHORT_MAX)


def default_shorts(units: Sequence[Unit]) -> dict[str, str]:
    """Per unit id of one side's ``units``, the short name its counter shows:
    its own, or one derived from its name, different from every other of the
    side's (its own short names included)."""
    names = {u.id: words(u.name) for u in units}
    freq: Counter[str] = Counter()
    for ws in names.values():
        freq.update({w.casefold() for w in ws})
    chosen = {u.id: u.short for u in units if u.short}
    taken = Counter(s.casefold() for s in chosen.values())
    derived = {
        u.id: _upper_first(_first_choice(names[u.id], freq) or "?") for u in units if not u.short
    }
    # Units that would read the same: the word that tells them apart.
    for label, ids in _clashes(derived, taken):
        group: Counter[str] = Counter()
        for uid in ids:
            group.update({w.casefold() for w in names[uid]})
        others = Counter(d.casefold() for d in derived.values()) + taken
        for uid in ids:
            rest = [w for w in names[uid] if group[w.casefold()] < len(ids)]
            if rest:
                best = min(rest, key=lambda w: (group[w.casefold()], names[uid].index(w)))
                alone = _upper_first(abbreviated(best, SHORT_MAX))
                if freq[best.casefold()] == 1 and not others[alone.casefold()]:
                    derived[uid] = alone  # « Batter. », « Chass. »: that word alone
                else:
                    derived[uid] = _upper_first(_joined(label.rstrip("."), best))
    # Still the same (same words in another order, a short name the designer
    # took): numbered.
    for label, ids in _clashes(derived, taken):
        used = set(taken) | {d.casefold() for d in derived.values()}
        for uid in ids[1:] if label.casefold() not in taken else ids:
            n = 2
            while True:
                tail = f" {n}"
                candidate = abbreviated(label, SHORT_MAX - len(tail)) + tail
                if candidate.casefold() not in used:
                    break
                n += 1
            derived[uid] = candidate
            used.add(candidate.casefold())
    return {**chosen, **derived}


def _clashes(derived: dict[str, str], taken: Counter[str]) -> list[tuple[str, list[str]]]:
    """Labels that more than one unit would show (or a designer's short name)."""
    by_label: dict[str, list[str]] = {}
    for uid, label in derived.items():
        by_label.setdefault(label.casefold(), []).append(uid)
    return [(derived[ids[0]], ids) for key, ids in by_label.items() if len(ids) > 1 or key in taken]


def counter_labels(units: Iterable[Unit]) -> Mapping[str, str]:
    """Per unit id, the short name its counter shows, unique within each side.

    The map asks at every paint: the answer is kept for the last few armies
    (2,000 units take some 40 ms to name, their key a fraction of one)."""
    return _labels(tuple((u.id, u.side, u.name, u.short) for u in units))


@lru_cache(maxsize=8)
def _labels(army: tuple[tuple[str, str, str, str], ...]) -> Mapping[str, str]:
    sides: dict[str, list[Unit]] = {}
    for uid, side, name, short in army:
        sides.setdefault(side, []).append(Unit(uid, side, name, "", short=short))
    out: dict[str, str] = {}
    for side_units in sides.values():
        out.update(default_shorts(side_units))
    return MappingProxyType(out)
