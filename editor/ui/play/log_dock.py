"""The game log: every action and its events in the editor's language, and time travel.

Each entry is one action, its events beneath, worded for the side at the
screen (``fog_events.shown_events``: an unidentified unit reads « a marker (#3) »,
the enemy's placements behind the opaque screen are not told). Clicking an
entry shows the board after that action, read-only; *Resume from here* plays
on from it (``resumeRequested``: the play mode asks first), the later actions
kept as a branch. The lines set aside are listed under the log (« Abandoned
line: 47 actions from action 25 »), and the game returns to any of them
whole. The buttons replay the game: first, step back, play/pause, step
forward, the present. Between the entries, in red, the window's notes that
both sides read whatever they may see (*Reveal all* switched on or off); they
are not the engine's record.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QPushButton,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.rules.actions import DefenceOrder, FollowUp
from editor.rules.fog_events import shown_events
from editor.ui.labelled import labelled
from editor.ui.play.controller import GameController
from editor.ui.play.listen import listen

ROLE = Qt.ItemDataRole.UserRole


class LogDock(QDockWidget):
    resumeRequested = Signal()
    """*Resume from here* was clicked (the play mode asks, then resumes)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Game log"), parent)
        self.setObjectName("GameLogDock")
        self.controller = controller
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.tree = QTreeWidget()
        self.tree.setObjectName("GameLog")
        self.tree.setHeaderHidden(True)
        # One line per entry (the tooltip holds the whole sentence): uniform rows
        # keep rebuilding the log at a hand-over quick.
        self.tree.setUniformRowHeights(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.itemClicked.connect(self._on_item)
        layout.addWidget(self.tree, 1)
        buttons = QHBoxLayout()

        icon = self.style().standardIcon
        SP = QStyle.StandardPixmap

        def tool(pixmap: QStyle.StandardPixmap, tip: str) -> QToolButton:
            b = QToolButton()
            b.setIcon(icon(pixmap))
            b.setToolTip(tip)
            b.setAutoRaise(True)
            buttons.addWidget(b)
            return b

        self._play_icon, self._pause_icon = icon(SP.SP_MediaPlay), icon(SP.SP_MediaPause)
        self.first = tool(SP.SP_MediaSkipBackward, self.tr("The start of the game"))
        self.back = tool(SP.SP_MediaSeekBackward, self.tr("Step back one action"))
        self.play = tool(SP.SP_MediaPlay, self.tr("Replay from the action shown, at the speed set"))
        self.play.setCheckable(True)
        self.forward = tool(SP.SP_MediaSeekForward, self.tr("Step forward one action"))
        self.last = tool(SP.SP_MediaSkipForward, self.tr("Back to the present"))
        buttons.addStretch(1)
        self.resume = QPushButton(self.tr("Resume from here"))
        self.resume.setObjectName("ResumeButton")
        self.resume.setToolTip(
            self.tr("Play on from the action shown: the actions after it are dropped")
        )
        buttons.addWidget(self.resume)
        layout.addLayout(buttons)
        self.branch_row = QWidget()
        # One above the other: side by side, the column's width cut the line's words.
        row = QVBoxLayout(self.branch_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.branches = QComboBox()
        self.branches.setObjectName("GameBranches")
        self.branches.setToolTip(self.tr("Lines of play set aside by « Resume from here »"))
        row.addWidget(self.branches)
        self.switch = QPushButton(self.tr("Return to this line"))
        self.switch.setObjectName("SwitchBranchButton")
        self.switch.setToolTip(
            self.tr("Play the game as it was on that line; the line played now is kept in turn")
        )
        row.addWidget(self.switch, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.branch_row)
        self.setWidget(body)
        self.setMinimumWidth(300)
        c = controller
        self.first.clicked.connect(lambda: c.travel.set_cursor(0))
        self.back.clicked.connect(c.travel.step_back)
        self.play.toggled.connect(c.travel.play_back)
        self.forward.clicked.connect(c.travel.step_forward)
        self.last.clicked.connect(lambda: c.travel.set_cursor(None))
        self.resume.clicked.connect(self.resumeRequested)
        self.switch.clicked.connect(self._on_switch)
        self._choices: list[tuple[int, int, int]] | None = None
        self._last: object = None
        """The step of the last entry shown (another line: the log is rebuilt)."""
        self._key: tuple | None = None
        self._memo: dict[tuple, list[str]] = {}
        self._count = 0
        self._items: dict[int, QTreeWidgetItem] = {}
        """Action number -> its entry (notes sit between entries)."""
        self._noted: set[int] = set()
        """The notes shown, by their place in ``controller.notes``."""
        listen(self, c.state, self.refresh, "handover", "position", "cursor", "pace")
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        key = (c.reading.covered, c.reading.view_side, c.state.lang, len(c.notes))
        n = len(c.session)
        steps = c.session.steps
        if (
            key != self._key
            or n < self._count
            or (self._count and steps[self._count - 1] is not self._last)
        ):
            self._key = key
            self.tree.clear()
            self._items = {}
            self._noted = set()
            self._count = 0
            if not c.reading.covered:
                self._add_start()
        if not c.reading.covered and n > self._count:
            for i in range(self._count + 1, n + 1):
                self._add(i)
            self._count = n
            self._last = steps[-1]
            if c.state.cursor is None:
                self.tree.scrollToBottom()
        self._select(c.state.cursor)
        past = c.state.cursor is not None
        self.resume.setEnabled(past and not c.reading.covered)
        self.last.setEnabled(past)
        self.forward.setEnabled(past or c.state.thinking)
        self.back.setEnabled(
            n > 0 and (c.state.cursor is None or c.state.cursor > 0) and not c.reading.covered
        )
        self.first.setEnabled(n > 0 and not c.reading.covered)
        self.play.setEnabled(n > 0 and not c.reading.covered)
        self.play.blockSignals(True)
        self.play.setChecked(c.state.playing_back)
        self.play.setIcon(self._pause_icon if c.state.playing_back else self._play_icon)
        self.play.blockSignals(False)
        self._fill_branches()

    def _fill_branches(self) -> None:
        c = self.controller
        choices = [] if c.reading.covered else c.travel.branch_choices()
        self.branch_row.setVisible(bool(choices))
        if choices == self._choices:
            return
        self._choices = choices
        self.branches.clear()
        for index, actions, fork in choices:
            text = self.tr("Abandoned line: %n action(s) from action %1", "", actions)
            self.branches.addItem(text.replace("%1", str(fork + 1)), index)

    def _on_switch(self) -> None:
        index = self.branches.currentData()
        if isinstance(index, int):
            self.controller.travel.switch_branch(index)

    def _texts(self, n: int) -> list[str]:
        """The lines of action ``n`` for the side at the screen (kept: a hand-over
        rebuilds the log of the other side, whose lines were worded before)."""
        c = self.controller
        key = (n, c.reading.view_side, c.state.lang, id(c.session.steps[n - 1]) if n else 0)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._words(n)
        return found

    def _words(self, n: int) -> list[str]:
        c = self.controller
        pos = c.session.position_at(n)
        events = c.session.events_at(n)
        viewer = c.reading.view_side
        before = c.session.position_at(n - 1) if n else pos
        pairs = (
            shown_events(c.ctx, before, pos, events, viewer)
            if viewer is not None
            else [(e, {}) for e in events]
        )
        return [ev.phrase(c.ctx, names).text(c.state.lang) for ev, names in pairs]

    def _add_start(self) -> None:
        texts = self._texts(0)
        item = QTreeWidgetItem([self.tr("Start: %1").replace("%1", texts[0] if texts else "")])
        item.setData(0, ROLE, 0)
        for t in texts[1:]:
            item.addChild(QTreeWidgetItem([t]))
        self.tree.addTopLevelItem(item)
        self._items[0] = item
        self._add_notes(lambda at: at == 0)

    def _add_notes(self, which: Callable[[int], bool]) -> None:
        """The window's notes both sides read (*Reveal all*), after the action they
        followed; a note after actions since taken back, after the last one."""
        c = self.controller
        last = len(c.session)
        for number, (at, phrase) in enumerate(c.notes):
            if number not in self._noted and (which(at) or (at > last and which(last))):
                self._noted.add(number)
                item = QTreeWidgetItem(["⚠ " + c.text(phrase)])
                item.setToolTip(0, c.text(phrase))
                item.setData(0, ROLE, min(at, last))
                item.setForeground(0, QBrush(QColor("#b3261e")))
                self.tree.addTopLevelItem(item)

    def _add(self, n: int) -> None:
        c = self.controller
        texts = self._texts(n)
        step = c.session.steps[n - 1]
        who = c.ctx.side_names[step.side]
        head = texts[0] if texts else self.action_words(step.action)
        item = QTreeWidgetItem([f"{n}. {head}"])
        item.setToolTip(0, labelled(who, head))
        item.setData(0, ROLE, n)
        for t in texts[1:]:
            child = QTreeWidgetItem([t])
            child.setToolTip(0, t)
            item.addChild(child)
        self.tree.addTopLevelItem(item)
        self._items[n] = item
        self._add_notes(lambda at: at == n)

    def action_words(self, action: object) -> str:
        """An action that produced no event the reader may see, in words."""
        kind = getattr(action, "kind", "")
        if isinstance(action, DefenceOrder):
            return self.tr("Defence order given") if action.give else self.tr("No defence order")
        if isinstance(action, FollowUp):
            return self.tr("Follows up") if action.advance else self.tr("No follow-up")
        if kind == "charge":
            return self.tr("No charge")
        if kind == "deploy":
            return self.tr("A unit is placed behind the screen")
        return kind

    def _select(self, cursor: int | None) -> None:
        n = len(self.controller.session) if cursor is None else cursor
        item = self._items.get(n)
        self.tree.blockSignals(True)
        if item is not None:
            self.tree.setCurrentItem(item)
            if cursor is not None:
                self.tree.scrollToItem(item)
        self.tree.blockSignals(False)

    def _on_item(self, item: QTreeWidgetItem, _column: int) -> None:
        top = item.parent() or item
        n = top.data(0, ROLE)
        if isinstance(n, int):
            self.controller.travel.set_cursor(n)

    def entry_texts(self) -> list[str]:
        """Every line of the log as shown (entries and their events)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            assert top is not None
            out.append(top.text(0))
            children = (top.child(j) for j in range(top.childCount()))
            out += [child.text(0) for child in children if child is not None]
        return out
