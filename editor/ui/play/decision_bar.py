"""The question of the moment, over the board's top edge: the decisions a combat
stops for (``PlayWidget`` lays it there; coming and going, it never moves the board).

Thucydide ch. 1, Phase de Combats: the defender may answer an announced
attack with a defence order, shown with its cost and what it changes (the
flags he ignores, the odds of each answer); after a retreat the attacker
may follow up; a mounted unit that followed may charge or pursue (click a
target); a retreating unit's owner picks each step where there is a choice.
The optional rules' decisions (``optional_question``) are asked here too.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from editor.rules.actions import Action
from editor.rules.explain import attack_preview
from editor.ui.play.controller import GameController
from editor.ui.play.listen import listen
from editor.ui.play.optional_question import Question


def percent(p: float, lang: str = "en") -> str:
    """A chance in percent; in French with a decimal comma (« 0,5 % »)."""
    text = f"{100 * p:.0f} %" if 0.005 <= p <= 0.995 or p in (0, 1) else f"{100 * p:.1f} %"
    return text.replace(".", ",") if lang == "fr" else text


class DecisionBar(QFrame):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DecisionBar")
        self.controller = controller
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#DecisionBar { background: #fff4c2; border: 1px solid #8a7a2e; border-top: none; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        self.question = QLabel()
        self.question.setTextFormat(Qt.TextFormat.RichText)
        self.question.setWordWrap(True)
        font = self.question.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.question.setFont(font)
        self.yes = QPushButton()
        self.yes.setObjectName("DecisionYes")
        self.no = QPushButton()
        self.no.setObjectName("DecisionNo")
        self.choice = QComboBox()
        self.choice.setObjectName("DecisionChoice")
        row.addWidget(self.question, 1)
        row.addWidget(self.choice)
        row.addWidget(self.yes)
        row.addWidget(self.no)
        self._answers: dict[str, Action] = {}
        self.yes.clicked.connect(self._on_yes)
        self.no.clicked.connect(self._on_no)
        self.stage = ""
        listen(self, controller.state, self.refresh, "handover", "position", "cursor", "selection")
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        pos = c.session.position
        combat = pos.combat
        self.choice.hide()
        if c.reading.can_act() and self._optional(c.reading.optional_question()):
            return
        if not c.reading.can_act() or combat is None:
            self.stage = ""
            self.hide()
            return
        ctx = c.ctx
        self.stage = combat.stage
        att, dfd = ctx.pieces[combat.attacker], ctx.pieces[combat.defender]
        a_name, d_name = escape(att.name), escape(dfd.name)
        self.yes.show()
        self.no.show()
        if combat.stage == "defence":
            cost = ctx.play.orders.defence_cost
            preview = attack_preview(
                ctx,
                c.reading.observed(),
                combat.attacker,
                combat.defender,
                attack_order=combat.attack_order,
            )
            text = (
                self.tr('"%1" attacks "%2". Give "%2" a defence order (%3; you have %4)?')
                .replace("%1", a_name)
                .replace("%2", d_name)
                .replace("%3", self.tr("%n token(s)", "", cost))
                .replace("%4", str(pos.tokens[dfd.side]))
            )
            if preview is not None and preview.defended is not None:
                plain, defended, lang = preview.plain, preview.defended, c.state.lang
                text += "<br>" + self.tr(
                    "Without: %1 dice, flags ignored %2, at least one flag %3. "
                    "With: flags ignored %4, at least one flag %5."
                ).replace("%1", str(plain.dice.dice)).replace(
                    "%2", str(plain.dice.defender_ignores_flags)
                ).replace("%3", percent(float(plain.odds.at_least_one_flag()), lang)).replace(
                    "%4", str(defended.dice.defender_ignores_flags)
                ).replace("%5", percent(float(defended.odds.at_least_one_flag()), lang))
            self.question.setText(text)
            self.yes.setText(self.tr("Defence order (%1)").replace("%1", str(cost)))
            self.no.setText(self.tr("No order"))
        elif combat.stage == "follow":
            self.question.setText(
                self.tr('"%1" may follow up into %2, the hex "%3" left.')
                .replace("%1", a_name)
                .replace("%2", ctx.label(combat.origin))
                .replace("%3", d_name)
            )
            self.yes.setText(self.tr("Follow up"))
            self.no.setText(self.tr("Stay"))
        elif combat.stage == "charge":
            self.question.setText(
                self.tr(
                    '"%1" may charge or pursue: click a unit ringed in red (the attack order '
                    "button adds its die), or"
                ).replace("%1", a_name)
            )
            self.yes.hide()
            self.no.setText(self.tr("No charge"))
        elif combat.stage == "retreat":
            who = ctx.pieces[combat.retreating]
            self.question.setText(
                self.tr(
                    '"%1" retreats (%n step(s) left): click the hex it steps back to.',
                    "",
                    combat.retreat_steps,
                ).replace("%1", escape(who.name))
            )
            self.yes.hide()
            self.no.hide()
        else:
            self.hide()
            return
        self.show()

    def _optional(self, q: Question | None) -> bool:
        """An optional rule's decision (weather die, umpire, corps mission): asked."""
        if q is None:
            return False
        self.stage = "optional"
        self.question.setText(q.text)
        self._answers = {}
        self.choice.clear()
        if q.choices:
            for text, action in q.choices:
                self.choice.addItem(text, action)
            self.choice.show()
            self._answers["yes"] = q.choices[0][1]
            self.yes.setText(q.confirm)
            self.yes.show()
            self.no.hide()
        else:
            for name, (text, action), button in zip(
                ("yes", "no"), q.buttons, (self.yes, self.no), strict=False
            ):
                self._answers[name] = action
                button.setText(text)
                button.show()
            self.yes.setVisible("yes" in self._answers)
            self.no.setVisible("no" in self._answers)
        self.show()
        return True

    def _on_yes(self) -> None:
        c = self.controller
        if self.stage == "optional":
            if self.choice.isVisible():
                action = self.choice.currentData()
            else:
                action = self._answers.get("yes")
            if action is not None:
                c.play_optional(action)
            return
        if self.stage == "defence":
            c.defence(True)
        elif self.stage == "follow":
            c.follow(True)

    def _on_no(self) -> None:
        c = self.controller
        if self.stage == "optional":
            action = self._answers.get("no")
            if action is not None:
                c.play_optional(action)
            return
        if self.stage == "defence":
            c.defence(False)
        elif self.stage == "follow":
            c.follow(False)
        elif self.stage == "charge":
            c.no_charge()
