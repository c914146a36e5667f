"""The Game panel: the pieces to place, what is under the cursor, and the dice.

- the tray: units still to deploy, or reinforcements that may enter, with
  their class and strength; the one chosen goes where the next click says;
- the explanation of what the cursor points at: a target's dice term by term,
  each with the rule it comes from, the faces that hit it, and the exact
  chances of each number of hits and of at least one flag (with and without
  the defender's order), the passage losses thrown first and the riposte
  (``attack_words``); a reachable hex's cost; why a unit cannot be activated,
  move or fight; what blocks a line of sight;
- the last throw of dice (``DiceView``) and the computer's reason for its move.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.core.forces import WEIGHTS
from editor.core.quality_names import quality_name
from editor.rules.explain import attack_preview, sight_words
from editor.rules.fog_events import shown_events
from editor.rules.position import occupant
from editor.rules.session import Step
from editor.rules.terrain import hex_of
from editor.ui.labelled import labelled
from editor.ui.play.attack_words import attack_html
from editor.ui.play.board import PieceMark
from editor.ui.play.controller import GameController
from editor.ui.play.dice_view import THROWS, DiceView
from editor.ui.play.interaction import Highlights, why_not_fighting, why_not_moving
from editor.ui.play.listen import listen
from editor.ui.play.optional_actions import ammunition_note, hex_notes, unit_notes
from editor.ui.status_bar import describe_terrain

ROLE = Qt.ItemDataRole.UserRole


def weight_name(weight: str, lang: str) -> str:
    """A weight in words (« très lourde », "very heavy"), never its id."""
    fr, en = WEIGHTS.get(weight, (weight.replace("_", " "),) * 2)
    return fr if lang == "fr" else en


THROW_KINDS = frozenset(t.kind for t in THROWS)


class GamePanel(QDockWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Game"), parent)
        self.setObjectName("GameDock")
        self.controller = controller
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.tray_box = QGroupBox(self.tr("To place"))
        tray_layout = QVBoxLayout(self.tray_box)
        self.tray = QListWidget()
        self.tray.setObjectName("PlayTray")
        self.tray.setMaximumHeight(190)
        self.tray.setWordWrap(True)
        self.tray.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tray.currentItemChanged.connect(self._on_tray)
        self.tray.itemClicked.connect(lambda item: self._on_tray(item, None))
        tray_layout.addWidget(self.tray)
        layout.addWidget(self.tray_box)
        info_box = QGroupBox(self.tr("Under the cursor"))
        info_layout = QVBoxLayout(info_box)
        self.info = QLabel()
        self.info.setObjectName("PlayInfo")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info.setMinimumHeight(120)
        info_layout.addWidget(self.info)
        layout.addWidget(info_box, 2)
        dice_box = QGroupBox(self.tr("Dice"))
        dice_layout = QVBoxLayout(dice_box)
        self.dice = DiceView()
        dice_layout.addWidget(self.dice)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #444; font-style: italic;")
        dice_layout.addWidget(self.reason)
        layout.addWidget(dice_box, 1)
        layout.addStretch(0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)
        self.setMinimumWidth(330)
        self._tray_ids: list[int] = []
        self._dice_shown: tuple[int, int | None] | None = None
        state = controller.state
        listen(self, state, self.refresh, "handover", "position", "cursor", "selection", "pace")
        listen(self, state, self.show_hover, "hover")
        controller.played.connect(self._on_played)
        self.refresh()

    # -- tray ------------------------------------------------------------------

    def _fill_tray(self) -> None:
        c = self.controller
        pieces = c.reading.tray()
        self.tray_box.setVisible(bool(pieces))
        if pieces == self._tray_ids:
            self._select_tray(c.state.chosen)
            return
        self._tray_ids = pieces
        self.tray.blockSignals(True)
        self.tray.clear()
        for i in pieces:
            p = c.ctx.pieces[i]
            if p.decoy:
                text = self.tr("Decoy %1").replace("%1", p.name)
            else:
                cls = c.ctx.ruleset.name(p.unit_class, c.state.lang)
                text = f"{p.name} — {cls}, {p.plaquettes} pl."
            item = QListWidgetItem(text)
            item.setData(ROLE, i)
            self.tray.addItem(item)
        self.tray.blockSignals(False)
        pos = c.session.position
        self.tray_box.setTitle(
            self.tr("To deploy (%n left)", "", len(pieces))
            if pos.phase == "deployment"
            else self.tr("Reinforcements")
        )
        self.tray_box.setVisible(bool(pieces))
        self._select_tray(c.state.chosen)

    def _select_tray(self, chosen: int | None) -> None:
        self.tray.blockSignals(True)
        for row in range(self.tray.count()):
            item = self.tray.item(row)
            if item.data(ROLE) == chosen:
                self.tray.setCurrentItem(item)
                break
        else:
            if self.controller.session.position.phase == "deployment" and self.tray.count():
                self.tray.setCurrentRow(0)
            else:
                self.tray.setCurrentRow(-1)
        self.tray.blockSignals(False)

    def _on_tray(self, item: QListWidgetItem | None, _previous: object) -> None:
        chosen = None if item is None else int(item.data(ROLE))
        if chosen != self.controller.state.chosen:
            self.controller.choose_tray(chosen)

    # -- under the cursor ---------------------------------------------------------

    def refresh(self) -> None:
        c = self.controller
        self._fill_tray()
        if c.reading.covered:
            self.info.setText("")
            self.dice.clear()
            self._dice_shown = None
            self.reason.setText("")
            return
        self.info.setText(self.describe())
        self._show_dice()

    def show_hover(self) -> None:
        """The mouse moved to another hex: what is said of it only."""
        if not self.controller.reading.covered:
            self.info.setText(self.describe())

    def describe(self) -> str:
        """The explanation shown for the hex under the cursor (or the selection)."""
        c = self.controller
        parts: list[str] = []
        line, sight = c.reading.sight()
        if sight is not None and line is not None:
            label = c.ctx.label
            head = (
                self.tr("Line of sight %1 → %2")
                .replace("%1", label(line.a))
                .replace("%2", label(line.b))
            )
            if sight.visible:
                clear = self.tr("clear")
                parts.append(labelled(f"<b>{escape(head)}</b>", escape(clear)))
            else:
                what, rule = sight_words(c.ctx, sight)
                blocked = self.tr("blocked")
                said = (
                    f"{escape(blocked)} — {escape(what.text(c.state.lang))}"
                    f"<br><i>{escape(rule.text(c.state.lang))}</i>"
                )
                parts.append(labelled(f"<b>{escape(head)}</b>", said))
        elif c.state.sight_mode:
            parts.append(escape(self.tr("Click the hex to look from, then hover another.")))
        k = c.state.hover
        lights = c.reading.highlights()
        obs = c.reading.observed()
        if k >= 0 and k in lights.targets and c.state.selected is not None:
            preview = attack_preview(
                c.ctx, obs, c.state.selected, occupant(obs)[k], attack_order=c.state.attack_order
            )
            if preview is not None:
                target = occupant(obs)[k]
                title = self.tr('Attack on "%1": %n die(s)', "", preview.plain.dice.dice)
                riposte = self.tr(
                    "If it stands and does not retreat, it ripostes with %n die(s).",
                    "",
                    preview.riposte_dice,
                )
                parts.append(attack_html(c, preview, target, title, riposte))
        elif k >= 0 and k in lights.reach:
            cost = lights.reach[k]
            text = (
                self.tr("Move to %1: cost %2 of %3")
                .replace("%1", c.ctx.label(k))
                .replace("%2", str(cost))
                .replace(
                    "%3",
                    str(
                        c.ctx.pieces[c.state.selected].movement
                        if c.state.selected is not None
                        else 0
                    ),
                )
            )
            if k in lights.road:
                text += " — " + self.tr("road bonus: no combat this turn (Annexe 1, Route)")
            parts.append(escape(text))
        if k >= 0:
            parts.append(self.hex_html(k, lights))
            name = lambda e: c.ctx.ruleset.name(e, c.state.lang)  # noqa: E731
            parts += [escape(t) for t in hex_notes(c.reading.optional_scene(), k, name)]
        mark = self._mark_at(k) if k >= 0 else None
        if mark is None and c.state.selected is not None:
            mark = next((m for m in c.reading.marks() if m.index == c.state.selected), None)
        if mark is not None:
            parts.append(self.unit_html(mark))
        return "<br><br>".join(parts) if parts else escape(self.tr("Point at a hex or a unit."))

    def hex_html(self, k: int, lights: Highlights) -> str:
        """Any hex: its label, what its terrain does (what it costs to enter, the dice it
        caps: the cover it gives) and whether the selected unit can get there."""
        c = self.controller
        terrain = describe_terrain(c.ctx.scenario, c.ctx.ruleset, hex_of(k), c.state.lang)
        html = f"<b>{escape(c.ctx.label(k))}</b> — {escape(' · '.join(terrain))}"
        if lights.reach and k not in lights.reach and k != lights.selected:
            html += "<br>" + escape(self.tr("Out of reach of the selected unit"))
        return html

    def _mark_at(self, k: int) -> PieceMark | None:
        return next((m for m in self.controller.reading.marks() if m.key == k), None)

    def unit_html(self, mark: PieceMark) -> str:
        c = self.controller
        ctx = c.ctx
        side = ctx.side_names[mark.side]
        if mark.kind == "marker":
            return "<b>{}</b> — {}<br>{}".format(
                escape(self.tr("Marker #%1").replace("%1", str(mark.marker))),
                escape(side),
                escape(self.tr("A deployment marker: a unit or a decoy, until an enemy sees it.")),
            )
        p = ctx.pieces[mark.index]
        if p.decoy:
            return "<b>{}</b> — {}".format(
                escape(self.tr("Decoy %1").replace("%1", p.name)), escape(side)
            )
        rows = [
            f"<b>{escape(p.name)}</b> — {escape(side)}",
            escape(
                self.tr("%1, %2, %3 weight")
                .replace("%1", ctx.ruleset.name(p.unit_class, c.state.lang))
                .replace("%2", quality_name(p.quality, c.state.lang) if p.quality else "-")
                .replace("%3", weight_name(p.weight, c.state.lang))
            ),
            escape(
                self.tr("Plaquettes %1 / %2 · dice %3 · movement %4 · range %5")
                .replace("%1", str(mark.plaquettes))
                .replace("%2", str(p.plaquettes))
                .replace("%3", str(p.dice))
                .replace("%4", str(p.movement))
                .replace("%5", str(p.range))
            ),
        ]
        if p.leader:
            rows.append(
                escape(
                    self.tr("Leader: %1 (%2)")
                    .replace("%1", p.leader)
                    .replace("%2", (p.rank or "-").replace("_", " "))
                )
            )
        notes = unit_notes(c.reading.optional_scene(), p.id, c.state.lang, ctx.label)
        notes += [n for n in [ammunition_note(ctx, c.reading.observed(), mark.index)] if n]
        rows += [f"<b style='color:#1e328c'>{escape(t)}</b>" for t in notes]
        if mark.hidden_to_enemy:
            rows.append(
                escape(self.tr("The enemy sees it as marker #%1").replace("%1", str(mark.marker)))
            )
        why = self._why(mark)
        if why:
            rows.append(f"<span style='color:#b3261e'>{escape(why)}</span>")
        return "<br>".join(rows)

    def _why(self, mark: PieceMark) -> str:
        """Why the viewer's own unit cannot act now (the phase's refusal)."""
        c = self.controller
        if not c.reading.can_act() or mark.side != c.state.viewer or mark.index < 0:
            return ""
        obs = c.reading.observed()
        lights = c.reading.highlights()
        phase = obs.phase
        if mark.key in lights.ready:
            # May fight, but nothing to fight: said, not left to guess.
            if phase == "combat" and mark.index == c.state.selected and not lights.targets:
                return c.text(why_not_fighting(c.ctx, obs, mark.index))
            return ""
        if phase == "command" and obs.combat is None:
            from editor.rules.explain import activation_refusals

            why = activation_refusals(c.ctx, obs, mark.side).get(mark.index)
            return c.text(why) if why else ""
        if phase == "movement" and obs.combat is None:
            return c.text(why_not_moving(c.ctx, obs, mark.index))
        if phase == "combat" and obs.combat is None:
            return c.text(why_not_fighting(c.ctx, obs, mark.index))
        return ""

    # -- the dice ------------------------------------------------------------------

    def _on_played(self, step: Step) -> None:
        c = self.controller
        why = c.pace.explanations.get(len(c.session))
        if why is not None and not c.session.is_person(step.side):
            self.reason.setText(self.tr("Computer: %1").replace("%1", c.text(why)))
        else:
            self.reason.setText("")
        self._show_dice()

    def _show_dice(self) -> None:
        """The latest throw up to the action shown, as the side at the screen may read it."""
        c = self.controller
        if c.reading.covered:
            return
        upto = len(c.session) if c.state.cursor is None else c.state.cursor
        n = next(
            (
                i
                for i in range(upto, 0, -1)
                if any(e.kind in THROW_KINDS for e in c.session.events_at(i))
            ),
            0,
        )
        key = (n, c.reading.view_side)
        if key == self._dice_shown:
            return
        self._dice_shown = key
        if n == 0:
            self.dice.clear()
            return
        step = c.session.steps[n - 1]
        viewer = c.reading.view_side
        events = (
            shown_events(c.ctx, c.session.position_at(n - 1), step.position, step.events, viewer)
            if viewer is not None
            else [(e, {}) for e in step.events]
        )
        self.dice.speed = c.state.speed
        self.dice.instant = c.state.instant or n != len(c.session)
        self.dice.show_events(c.ctx, events, c.state.lang)


__all__ = ["GamePanel"]
