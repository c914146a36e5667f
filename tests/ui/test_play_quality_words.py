"""Issue 23: the attack preview and the unit's card speak the rule's words for every
quality of the Panache ruleset, in English and in French: no data key
(« very_heavy ») and no data path (« play.qualities ») reaches the Game panel.

A hotseat game driven through the real widgets: each attacker, one per quality,
stands beside a defender of the same quality; the preview (and the phase bar's
tooltips) are read while the mouse is over the defender, the attacker selected
by a click; in French its numbers have decimal commas. The qualities are the
rule's French words (« chevaliers », « légère ») in French and their English names
in English (``editor.core.quality_names``), and the card says the quality and the
weight apart (not « Infanterie, légère, légère »).
"""

from __future__ import annotations

import html
import re

import pytest
from i18n_fixtures import translated
from play_driver import start_hotseat
from PySide6.QtWidgets import QWidget

from editor.core.hexes import neighbor
from editor.core.quality_names import quality_name
from editor.core.scenario import Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.actions import Activate, EndPhase
from editor.rules.terrain import hex_of
from editor.ui.document import Document

RULESET = load_ruleset("panache")
QUALITIES = list(RULESET.play.qualities)
TYPED = {
    "en": {
        "chevaliers": ("knights quality", "Infantry, knights, very heavy weight"),
        "légère": ("light troops quality", "Infantry, light troops, light weight"),
    },
    "fr": {
        "chevaliers": ("qualité chevaliers", "Infanterie, unité très lourde, qualité chevaliers"),
        "légère": ("qualité légère", "Infanterie, unité légère, qualité légère"),
    },
}
"""Per language and quality: the preview's term and the defender's card, typed in."""
KEY = re.compile(r"\b\w+_\w+\b")
"""A word joined by an underscore: a data key, never a word of the rules."""


def _every_quality() -> Document:
    """Per quality, an attacker of side A in column 2k+1 and a defender of side B
    just north of it, both of that quality."""
    sc = new_scenario("panache", 20, 12, title="Every quality")
    sc.sides = [Side("a", "A", "#b01c2e", "S"), Side("b", "B", "#1c3fa0", "N")]
    units = []
    for n, quality in enumerate(QUALITIES):
        at = sc.grid.to_hex(2 * n + 1, 8)
        units.append(Unit(f"a{n}", "a", f"A{n}", "infanterie", at, quality))
        units.append(Unit(f"b{n}", "b", f"B{n}", "infanterie", neighbor(at, 1), quality))
    sc.units = units
    sc.setup.first_player = "a"
    return Document(sc, RULESET)


def _previews(qtbot, tmp_path, mouse, language: str) -> dict[str, str]:
    _window, mode, hands = start_hotseat(
        qtbot, tmp_path, mouse, _every_quality(), seed=3, language=language
    )
    c = mode.controller
    c.state.instant = True
    for n in range(len(QUALITIES)):
        hands.do(Activate(f"a{n}"))
    hands.do(EndPhase())  # movement
    hands.take_seat_if_asked()
    hands.do(EndPhase())  # combat
    hands.take_seat_if_asked()
    assert c.session.position.phase == "combat"
    view = mode.widget.view
    out = {}
    for n, quality in enumerate(QUALITIES):
        hands.unit(f"a{n}")
        assert c.state.selected == c.ctx.piece_index[f"a{n}"]
        k = c.session.position.at[c.ctx.piece_index[f"b{n}"]]
        mouse.hover(view, mouse.hex_point(view, hex_of(k)))
        assert c.state.hover == k
        tips = [w.toolTip() for w in mode.widget.phase_bar.findChildren(QWidget)]
        shown = " ".join([mode.panel.info.text(), *tips])
        out[quality] = html.unescape(re.sub(r"<[^>]+>", " ", shown))
    return out


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_quality_s_preview_speaks_the_rule_s_words(
    qtbot, qapp, tmp_path, mouse, language
) -> None:
    assert "chevaliers" in QUALITIES and "légère" in QUALITIES  # very heavy, light
    with translated(qapp, language):
        previews = _previews(qtbot, tmp_path, mouse, language)
    for quality, text in previews.items():
        assert "Faces" in text, (quality, text)  # the attack preview is shown
        assert "play." not in text and "ruleset data" not in text, (quality, text)
        assert "données de la règle" not in text, (quality, text)
        assert not KEY.findall(text), (quality, KEY.findall(text), text)
        if language == "fr":  # a French decimal has a comma: « 1,33 », « 0,5 % »
            assert not re.findall(r"\d\.\d", text), (quality, text)
        if quality in TYPED[language]:
            for words in TYPED[language][quality]:
                assert words in text, (quality, words, text)
        if language == "en":  # no French id, where the English name differs
            french = {q for q in QUALITIES if q != quality_name(q, "en")}
            assert not french & set(re.findall(r"[\wéè]+", text)), (quality, text)
        else:
            assert "légère, légère" not in text, text
