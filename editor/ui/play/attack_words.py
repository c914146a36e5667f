"""An attack as the Game panel explains it before the roll, in the rule's words.

The dice term by term with the rule each comes from, the faces of the die that
hit the target, the exact chances of each number of hits and of a flag (with
and without the defender's order), whether an attack order would add anything
(said before it is spent), the passage losses thrown first and the riposte.
The numbers and the rules' words are the engine's (``editor.rules.explain``);
these are the window's words around them, in the Game panel's catalogue
context.
"""

from __future__ import annotations

from html import escape
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from editor.core.phrases import Phrase
from editor.rules.context import GameContext
from editor.rules.explain import AttackPreview, ThrowPreview
from editor.ui.play.decision_bar import percent
from editor.ui.play.play_state import PlayState

WARN = "color:#b3261e"


class Reader(Protocol):
    """What the words need of the controller: the game and the window's state (its
    language, the attack order switch)."""

    @property
    def ctx(self) -> GameContext: ...
    @property
    def state(self) -> PlayState: ...


def _number(text: str, lang: str) -> str:
    """A number (« 1.33 ») as written in ``lang``: a decimal comma in French."""
    return text.replace(".", ",") if lang == "fr" else text


def _effect(effect: object, lang: str) -> str:
    return effect.text(lang) if isinstance(effect, Phrase) else str(effect)


def attack_html(c: Reader, preview: AttackPreview, target: int, title: str, riposte: str) -> str:
    """The preview as rich text; ``title`` and ``riposte`` are the panel's plurals
    (« Attack on "%1": %n die(s) », the riposte's dice), which lupdate finds only
    in a ``tr`` call."""
    ctx, lang = c.ctx, c.state.lang
    translate = QCoreApplication.translate
    plain = preview.plain
    d = plain.dice
    rows = [f"<b>{escape(title.replace('%1', ctx.pieces[target].name))}</b>"]
    terms = "".join(
        f"<tr><td>{escape(t.what.text(lang))}</td>"
        f"<td align='right'><b>{escape(_effect(t.effect, lang))}</b></td>"
        f"<td><i>{escape(t.rule.text(lang))}</i></td></tr>"
        for t in d.terms
    )
    if d.count is not None:
        terms += "<tr><td>{}</td><td colspan='2'><b>{}</b></td></tr>".format(
            escape(translate("GamePanel", "combined")), escape(d.count.explain(lang))
        )
    rows.append(f"<table cellspacing='2'>{terms}</table>")
    if preview.order_adds_nothing is not None:
        note = preview.order_adds_nothing.text(lang)
        if c.state.attack_order:
            note += " " + translate("GamePanel", "It will not be spent on this attack.")
        rows.append(f"<b style='{WARN}'>{escape(note)}</b>")
    rows.append(escape(preview.hit_faces.text(lang)))
    rows.append(odds_html(c, plain, translate("GamePanel", "No defence order")))
    if preview.defended is not None:
        rows.append(
            odds_html(c, preview.defended, translate("GamePanel", "If the defender gives an order"))
        )
    for element, odds in preview.passage:
        rows.append(
            escape(
                translate(
                    "GamePanel",
                    "First, passage losses (%1) thrown at the attacker: at least one hit "
                    "%2, at least one flag (pushed back, no attack) %3",
                )
                .replace("%1", ctx.ruleset.name(element, lang))
                .replace("%2", percent(float(1 - odds.hits().get(0, 0)), lang))
                .replace("%3", percent(float(odds.at_least_one_flag()), lang))
            )
        )
    if preview.riposte_dice:
        rows.append(escape(riposte))
    return "<br>".join(rows)


def odds_html(c: Reader, throw: ThrowPreview, title: str) -> str:
    translate = QCoreApplication.translate
    odds = throw.odds
    lang = c.state.lang
    cells = "".join(
        f"<td align='center'>{h}<br><b>{percent(float(p), lang)}</b></td>"
        for h, p in odds.hits().items()
    )
    ignored = throw.dice.defender_ignores_flags
    reasons = "; ".join(
        r.text(c.state.lang) if isinstance(r, Phrase) else str(r) for r in throw.dice.ignore_reasons
    )
    flag = (
        translate("GamePanel", "At least one flag: %1 (flags ignored: %2)")
        .replace("%1", percent(float(odds.at_least_one_flag()), lang))
        .replace("%2", str(ignored))
    )
    if reasons:
        flag += f" — {reasons}"
    expected = translate("GamePanel", "expected hits %1").replace(
        "%1", _number(f"{float(odds.expected_hits()):.2f}", lang)
    )
    hits = escape(translate("GamePanel", "hits"))
    return (
        f"<u>{escape(title)}</u> — {escape(expected)}"
        f"<table border='1' cellspacing='0' cellpadding='3'><tr><td>{hits}"
        f"</td>{cells}</tr></table>{escape(flag)}"
    )


__all__ = ["attack_html", "odds_html"]
