"""The generator's log counts the elements it lists (issue 24).

It said « chooses 4 elements: » and listed five: the defender's four plus the
compulsory one. Now the count names both, in French and in English, and the
list that follows has as many names as the sentence says.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main

WORDS = {"en": ["two", "three", "four"], "fr": ["deux", "trois", "quatre"]}
DEFENDER = {
    "en": "Defender chooses {} elements and the compulsory one: ",
    "fr": "Défenseur choisit {} éléments et l'obligatoire : ",
}
ATTACKER = {"en": "Attacker chooses {} elements: ", "fr": "Attaquant choisit {} éléments : "}
COMPULSORY = {"en": "[compulsory]", "fr": "[obligatoire]"}


def _line(out: str, start: str) -> str:
    (line,) = [line for line in out.splitlines() if start in line]
    return line[line.index(start) + len(start) :]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_count_says_the_compulsory_element_apart(
    tmp_path: Path, capsys, lang: str, count: int
) -> None:
    argv = ["generate", "--territory", "plain", "--seed", "5", "--lang", lang]
    argv += ["--defender-elements", str(count), "--attacker-elements", str(count)]
    assert main([*argv, "-o", str(tmp_path / "m.yaml")]) == 0
    out = capsys.readouterr().out
    word = WORDS[lang][count - 2]
    defender = _line(out, DEFENDER[lang].format(word)).split(", ")
    attacker = _line(out, ATTACKER[lang].format(word)).split(", ")
    assert len(defender) == count + 1  # the four chosen and the compulsory one
    assert sum(COMPULSORY[lang] in name for name in defender) == 1
    assert len(attacker) == count
    assert not any(COMPULSORY[lang] in name for name in attacker)
