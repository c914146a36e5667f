"""The dice of a combat, face by face with the six symbols, then what they did, step by step.

Thucydide ch. 1, « Dés de combat »: a hit on green, a hit on green or blue, a
hit on any colour, a flag (retreat), an order letter, a special hit. Each
throw (passage losses, the attack, the riposte) shows its dice one after the
other, then its hits and flags; then the losses, retreats, tokens gained and
follow-ups appear in the order the engine produced them. The pace follows
the speed the person set; ``instant`` shows everything at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from editor.rules.context import GameContext
from editor.rules.events import Event, face_name
from editor.rules.events_combat import AttackAnnounced, DiceRolled, FollowedUp
from editor.rules.events_game import PhaseStarted
from editor.rules.optional.events_dice import D6Rolled
from editor.rules.optional.events_fire import FireRolled

THROWS = (DiceRolled, FireRolled, D6Rolled)
"""Events that throw dice: a combat's, Annexe 3's at a fire, a d6 of the weather,
the dark or the sentinels."""
GREEN, BLUE, RED = QColor("#2e9d3a"), QColor("#2f6fd0"), QColor("#d03232")
FACE_PX = 34
BEAT_MS = 260


def draw_face(p: QPainter, rect: QRectF, face: str) -> None:
    """One die showing ``face``, drawn in ``rect``."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r = rect.adjusted(1, 1, -1, -1)
    p.setPen(QPen(QColor("#333"), 1.5))
    p.setBrush(QColor("#fbfaf5"))
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    c = r.center()
    s = r.width()
    inner = QRectF(c.x() - s * 0.3, c.y() - s * 0.3, s * 0.6, s * 0.6)
    colours = {
        "hit_light": [GREEN],
        "hit_medium": [GREEN, BLUE],
        "hit_heavy": [GREEN, BLUE, RED],
    }.get(face)
    if colours:
        # A disc split in the colours it hits.
        p.setPen(QPen(QColor("#222"), 1))
        n = len(colours)
        for i, colour in enumerate(colours):
            p.setBrush(colour)
            p.drawPie(inner, int(90 * 16 - i * 5760 / n), int(-5760 / n))
    elif face == "flag":
        p.setPen(QPen(QColor("#222"), max(1.5, s * 0.06)))
        pole_x = c.x() - s * 0.18
        p.drawLine(QPointF(pole_x, c.y() + s * 0.3), QPointF(pole_x, c.y() - s * 0.3))
        p.setBrush(RED)
        p.setPen(QPen(QColor("#222"), 1))
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(pole_x, c.y() - s * 0.3),
                    QPointF(c.x() + s * 0.28, c.y() - s * 0.15),
                    QPointF(pole_x, c.y()),
                ]
            )
        )
    elif face == "order_letter":
        font = p.font()
        font.setPixelSize(round(s * 0.55))
        font.setBold(True)
        font.setFamily("serif")
        p.setFont(font)
        p.setPen(QColor("#5a3d00"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "O")
    elif face == "special":
        path = QPainterPath()
        for k in range(10):
            rad = s * 0.32 if k % 2 == 0 else s * 0.14
            a = -math.pi / 2 + k * math.pi / 5
            pt = QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a))
            if k == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        path.closeSubpath()
        p.setBrush(QColor("#f2b705"))
        p.setPen(QPen(QColor("#6b4e00"), 1))
        p.drawPath(path)
    else:
        p.setPen(QColor("#333"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")
    p.restore()


class DiceRow(QWidget):
    """The faces of one throw, ``shown`` of them visible so far."""

    def __init__(self, faces: Sequence[str], names: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.faces = tuple(faces)
        self.shown = 0
        self.setToolTip(", ".join(names))
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        n = max(1, len(self.faces))
        return QSize(n * (FACE_PX + 6), FACE_PX + 4)

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        try:
            for i, face in enumerate(self.faces[: self.shown]):
                draw_face(p, QRectF(i * (FACE_PX + 6), 2, FACE_PX, FACE_PX), face)
        finally:
            p.end()


class DiceView(QWidget):
    """The last combat's throws and consequences, revealed beat by beat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DiceView")
        self.instant = False
        self.speed = 1.0
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(3)
        self._beats: list[Callable[[], None]] = []
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._beat)
        self.rows: list[DiceRow] = []
        self.lines: list[QLabel] = []
        self.empty = QLabel(self.tr("No dice thrown yet."))
        self.empty.setStyleSheet("color: gray;")
        self._layout.addWidget(self.empty)

    def clear(self) -> None:
        self._timer.stop()
        self._beats = []
        for w in [*self.rows, *self.lines]:
            self._layout.removeWidget(w)
            w.hide()
            w.deleteLater()
        self.rows, self.lines = [], []
        self.empty.show()

    def show_events(
        self,
        ctx: GameContext,
        events: Sequence[tuple[Event, Mapping[str, int]]],
        lang: str,
    ) -> bool:
        """Show the combat of ``events`` (the visible events of one action); False
        (and nothing changed) when they threw no dice."""
        if not any(isinstance(ev, THROWS) for ev, _ in events):
            return False
        self.clear()
        self.empty.hide()
        started = False
        for ev, names in events:
            if isinstance(ev, AttackAnnounced):
                started = True
                self._line(ev.phrase(ctx, names).text(lang), bold=True)
            elif isinstance(ev, DiceRolled):
                started = True
                self._throw(ctx, ev, names, lang)
            elif isinstance(ev, FireRolled):
                # Annexe 3: a fictitious combat at an element's resistance, same dice.
                started = True
                self._line(ev.phrase(ctx, names).text(lang), bold=True)
                self._row(ctx, ev.faces, lang)
            elif isinstance(ev, D6Rolled):
                started = True
                self._line(ev.phrase(ctx, names).text(lang), bold=True)
            elif started and not isinstance(ev, PhaseStarted):
                bold = isinstance(ev, FollowedUp)
                self._line(ev.phrase(ctx, names).text(lang), bold=bold)
        if self.instant:
            while self._beats:
                self._beats.pop(0)()
        else:
            self._timer.start(max(30, round(BEAT_MS / max(self.speed, 0.1))))
        return True

    def _throw(self, ctx: GameContext, ev: DiceRolled, names: Mapping[str, int], lang: str) -> None:
        def unit(uid: str) -> str:
            return self.unit_name(ctx, uid, names)

        if ev.purpose == "passage":
            ob = ctx.ruleset.name(ev.obstacle, lang)
            head = (
                self.tr("Passage losses (%1) on %2")
                .replace("%1", ob)
                .replace("%2", unit(ev.target))
            )
        elif ev.purpose == "riposte":
            head = self.tr("Riposte of %1").replace("%1", unit(ev.unit))
        else:
            head = (
                self.tr("%1 throws at %2")
                .replace("%1", unit(ev.unit))
                .replace("%2", unit(ev.target))
            )
        self._line(head, bold=True)
        self._row(ctx, ev.faces, lang)
        result = self.tr("%n hit(s)", "", ev.hits) + ", " + self.tr("%n flag(s)", "", ev.flags)
        if ev.ignored_flags:
            result += " " + self.tr("(%n ignored)", "", ev.ignored_flags)
        if ev.letters:
            result += ", " + self.tr("%n order letter(s)", "", ev.letters)
        self._line("→ " + result, bold=True)

    def _row(self, ctx: GameContext, faces: Sequence[str], lang: str) -> None:
        """The dice, shown one by one."""
        row = DiceRow(tuple(faces), [face_name(ctx, f, lang) for f in faces], self)
        row.hide()
        self.rows.append(row)
        self._layout.addWidget(row)
        self._beats.append(row.show)
        for _ in faces:
            self._beats.append(partial(self._one_more, row))

    def unit_name(self, ctx: GameContext, uid: str, names: Mapping[str, int]) -> str:
        """A unit's name, or its marker's number for a reader who cannot identify it."""
        n = names.get(uid)
        if n is not None:
            return self.tr("marker #%1").replace("%1", str(n))
        piece = ctx.pieces[ctx.piece_index[uid]]
        if piece.decoy:
            return self.tr("a decoy")
        return self.tr('"%1"').replace("%1", piece.name)

    def _one_more(self, row: DiceRow) -> None:
        row.shown += 1
        row.update()

    def _line(self, text: str, bold: bool = False) -> None:
        label = QLabel(text, self)
        label.setWordWrap(True)
        if bold:
            f = label.font()
            f.setBold(True)
            label.setFont(f)
        self.lines.append(label)
        self._layout.addWidget(label)
        label.hide()
        self._beats.append(label.show)

    def _beat(self) -> None:
        if not self._beats:
            self._timer.stop()
            return
        self._beats.pop(0)()

    def finish(self) -> None:
        """Show every step at once."""
        self._timer.stop()
        while self._beats:
            self._beats.pop(0)()
