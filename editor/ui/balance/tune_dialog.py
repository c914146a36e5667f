"""*Suggest a fairer version…*: ``hexfield tune`` on the open scenario, in the window.

The knobs as a checklist with their ranges (``tune_knobs``), who plays each
side, the target (the sides' margin, the draws allowed), the games and the
time allowed; *Search* runs the search in the background (``tune_runner``)
with its progress and a live table of the variants tried (``tune_table``);
*Stop* keeps the best so far. *Apply* makes the selected variant's change in
the open scenario, with its ``balance`` record, as one undo step.
"""

from __future__ import annotations

import copy
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt
from PySide6.QtGui import QCloseEvent, QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.balance.first_mover import FirstMover
from editor.balance.knobs import Setting
from editor.balance.tune_search import Target, TuneResult
from editor.balance.tune_stop import StoppablePlayer
from editor.ui.balance.settings_dialog import KINDS, player_names
from editor.ui.balance.tune_knobs import KnobList
from editor.ui.balance.tune_runner import PlayerMaker, TuneJob, TuneRunner, pool_player
from editor.ui.balance.tune_table import CandidateTable, percent
from editor.ui.document import Document


class TuneDialog(QDialog):
    def __init__(
        self,
        document: Document,
        jobs: int = 0,
        make_player: PlayerMaker = pool_player,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.jobs = jobs
        self.make_player = make_player
        self.runner: TuneRunner | None = None
        self.job: TuneJob | None = None
        self.found: TuneResult | None = None
        self.applied = False
        self._searched = ""
        """The scenario's text when the search started (Apply needs it unchanged)."""
        self._round = (0, 0, 0)
        """The round being played: its variants, its games each, the games played before it."""
        self._clock = QElapsedTimer()
        scenario = document.scenario
        self.setWindowTitle(self.tr("Suggest a fairer version"))
        self.setModal(False)
        self.resize(1100, 800)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Computer players play variants of this scenario, each changing a knob you tick "
                "below, on the same dice; the search keeps the smallest change that makes the "
                "sides win about as often as each other, in games that are decided."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        top = QHBoxLayout()
        top.addWidget(self._knob_box(), 3)
        top.addWidget(self._target_box([s.name for s in scenario.sides[:2]]), 2)
        layout.addLayout(top, 2)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #a33; font-weight: bold")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addLayout(self._search_row())
        self.progress_text = QLabel(self.tr("Not started."))
        layout.addWidget(self.progress_text)
        self.table = CandidateTable(scenario)
        layout.addWidget(self.table, 3)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.apply_button = buttons.addButton(
            self.tr("Apply to the scenario"), QDialogButtonBox.ButtonRole.ApplyRole
        )
        self.apply_button.setToolTip(
            self.tr("Make the selected variant's change in the open scenario (one undo step)")
        )
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.search_button.clicked.connect(self.search)
        self.stop_button.clicked.connect(self.stop)
        self.apply_button.clicked.connect(self.apply)
        self.knobs.changed.connect(self._update)
        self.table.itemSelectionChanged.connect(self._update)
        self._update()

    def _knob_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Knobs the search may change"))
        self.knobs = KnobList(self.document.scenario)
        scroll = QScrollArea()
        scroll.setWidget(self.knobs)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        QVBoxLayout(box).addWidget(scroll)
        return box

    def _search_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.search_button = QPushButton(self.tr("Search"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the search and keep the best variant so far"))
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        row.addWidget(self.search_button)
        row.addWidget(self.stop_button)
        row.addWidget(self.progress, 1)
        return row

    def _target_box(self, side_names: list[str]) -> QGroupBox:
        box = QGroupBox(self.tr("Players and target"))
        form = QFormLayout(box)
        names = player_names()
        self.side_combos: list[QComboBox] = []
        for name in side_names:
            combo = QComboBox()
            for kind in KINDS:
                combo.addItem(names[kind], kind)
            combo.setCurrentIndex(KINDS.index("greedy"))
            # a side's name can be long: shortened, whole in the tooltip
            short = QFontMetrics(self.font()).elidedText(name, Qt.TextElideMode.ElideRight, 200)
            label = QLabel(self.tr("%1 played by:").replace("%1", short))
            label.setToolTip(name)
            form.addRow(label, combo)
            self.side_combos.append(combo)
        self.margin = QDoubleSpinBox()
        self.margin.setRange(1.0, 25.0)
        self.margin.setDecimals(1)
        self.margin.setValue(5.0)
        self.margin.setSuffix(self.tr(" points"))
        self.margin.setToolTip(
            self.tr("The sides' win rates within this many points of each other (95 % interval)")
        )
        form.addRow(self.tr("Sides within ±"), self.margin)
        self.max_draws = QSpinBox()
        self.max_draws.setRange(0, 100)
        self.max_draws.setValue(20)
        self.max_draws.setSuffix(" %")
        form.addRow(self.tr("Draws at most:"), self.max_draws)
        self.max_games = QSpinBox()
        self.max_games.setRange(40, 20_000)
        self.max_games.setSingleStep(40)
        self.max_games.setValue(Target().max_games)
        form.addRow(self.tr("Games per variant at most:"), self.max_games)
        self.minutes = QSpinBox()
        self.minutes.setRange(0, 24 * 60)
        self.minutes.setValue(5)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setSpecialValueText(self.tr("no limit"))
        form.addRow(self.tr("Time limit:"), self.minutes)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        form.addRow(self.tr("Seed:"), self.seed)
        return box

    # --- state ------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.runner is not None

    def players(self) -> str:
        kinds = [str(c.currentData()) for c in self.side_combos] or ["greedy"]
        return kinds[0] if kinds[0] == kinds[-1] else f"{kinds[0]}-{kinds[-1]}"

    def target(self) -> Target:
        return Target(
            self.margin.value() / 100,
            self.max_draws.value() / 100,
            max_games=self.max_games.value(),
            max_minutes=float(self.minutes.value()),
        )

    def _update(self) -> None:
        problem = self.knobs.problem()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        idle = not self.running
        self.search_button.setEnabled(idle and not problem)
        self.stop_button.setEnabled(not idle)
        ready = idle and self.found is not None and not self.applied
        self.apply_button.setEnabled(ready and self.table.selected() is not None)

    # --- the search ------------------------------------------------------------------

    def search(self) -> bool:
        if self.running or self.knobs.problem():
            return False
        from editor.io.scenario_encode import dumps_scenario

        doc = self.document
        self._searched = dumps_scenario(doc.scenario)
        self.job = TuneJob(
            copy.deepcopy(doc.scenario),
            Path(doc.path).name if doc.path else "scenario.yaml",
            self.knobs.knobs(),
            self.players(),
            self.target(),
            self.seed.value(),
            self.jobs,
        )
        self.found, self.applied = None, False
        self.table.scenario = self.job.scenario  # "from" is the value searched from
        self.table.setRowCount(0)
        self.summary.clear()
        self.runner = TuneRunner(self.job, self.make_player, self)
        self.runner.roundStarted.connect(self._on_round_started)
        self.runner.gamesPlayed.connect(self._on_games)
        self.runner.roundPlayed.connect(self._on_round_played)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.progress.setRange(0, 0)  # busy until the first round says its size
        self.progress_text.setText(self.tr("Starting the computer players…"))
        self._clock.start()
        self.runner.start()
        self._update()
        return True

    def stop(self) -> None:
        """Stop the search: the best variant measured so far is kept."""
        if self.runner is not None:
            self.runner.stop()
            self.progress_text.setText(self.tr("Stopping; the best variant so far is kept…"))

    def _on_round_started(self, settings: list[Setting], games: int, played: int) -> None:
        runner = self.runner
        if runner is None or runner.player is None:
            return
        have = runner.player.winners
        self._round = (len(settings), games, played)
        expected = sum(max(0, games - len(have.get(s, []))) for s in settings)
        self.progress.setRange(0, max(1, expected))
        self._on_games(played)
        if have:  # those left out of this round are out of the race
            self.table.show_live(have, runner.player.invalid, settings)

    def _on_games(self, played: int) -> None:
        variants, games, start = self._round
        self.progress.setValue(min(self.progress.maximum(), played - start))
        self.progress_text.setText(
            self.tr(
                "Round of %n variant(s), %1 games each: %2 games played in all (%3 s)", "", variants
            )
            .replace("%1", str(games))
            .replace("%2", str(played))
            .replace("%3", str(self._clock.elapsed() // 1000))
        )

    def _on_round_played(self, settings: list[Setting], _games: int) -> None:
        runner = self.runner
        if runner is not None and runner.player is not None:
            self.table.show_live(runner.player.winners, runner.player.invalid, settings)

    def _end(self) -> None:
        if self.runner is not None:
            self.runner.wait(5)
            self.runner.deleteLater()
        self.runner = None
        self.progress.setRange(0, 1)
        self.progress.setValue(1)

    def _on_failed(self, why: str) -> None:
        self._end()
        self.progress_text.setText(self.tr("The search stopped on an error."))
        self.summary.setText(why)
        self._update()

    def _on_finished(self, result: TuneResult) -> None:
        player = self.runner.player if self.runner is not None else None
        self._end()
        self.found = result
        seconds = str(round(result.elapsed))
        self.progress_text.setText(self.tr("Search over after %1 s.").replace("%1", seconds))
        self.table.show_result(result, self.target_of_job())
        self.summary.setText(self._verdict(result, player))
        self._update()

    def target_of_job(self) -> Target:
        return self.job.target if self.job is not None else self.target()

    def _verdict(self, result: TuneResult, player: StoppablePlayer | None = None) -> str:
        if not result.best.n:
            return self.tr("Stopped before any round was over: nothing to apply.")
        target = self.target_of_job()
        why = {
            "interrupted": self.tr("Stopped: the best variant so far."),
            "time": self.tr("The time limit is reached: the best variant so far."),
        }.get(result.stopped_by, "")
        if result.reached:
            head = self.tr("Fair within ±%1 points, at most %2 % draws: %3.")
        elif why:
            head = self.tr(
                "No variant has reached the target yet (sides within ±%1 points, at most %2 % "
                "draws); the nearest so far: %3."
            )
        else:
            head = self.tr(
                "No variant within these knobs reached the target (sides within ±%1 points, at "
                "most %2 % draws); the nearest: %3."
            )
        head = (
            head.replace("%1", f"{100 * target.margin:g}")
            .replace("%2", f"{100 * target.max_draws:g}")
            .replace("%3", self.table.change_text(result.best.setting))
        )
        names = [s.name for s in self.document.scenario.sides[:2]]
        lines = [why, head] if why else [head]
        measured = [(self.tr("Before:"), result.baseline), (self.tr("After:"), result.best)]
        for label, c in measured[: 1 if result.best is result.baseline else 2]:
            if c.n:
                lines.append(
                    self.tr("%1 %2 wins %3, %4 wins %5, draws %6 (%7 games)")
                    .replace("%1", label)
                    .replace("%2", names[0])
                    .replace("%3", percent(c.rate(0)))
                    .replace("%4", names[-1])
                    .replace("%5", percent(c.rate(1)))
                    .replace("%6", percent(c.draws()))
                    .replace("%7", str(c.n))
                )
        if player is not None and result.best.n:
            lines += self._first_player(player.first_mover(result.best.setting, result.best.n))
        lines.append(
            self.tr("Select a variant and press Apply to make its change in the scenario.")
        )
        return "<br>".join(lines)

    def _first_player(self, first: FirstMover | None) -> list[str]:
        """The chosen variant's first player's rate and, when the first move decides its
        games, the warning (in red): its fairness would be the lot's."""
        if first is None or not first.wins.n:
            return []
        lines = [
            self.tr("After: the side that moves first won %1 of the games not drawn.").replace(
                "%1", percent(first.wins)
            )
        ]
        if first.decides:
            warning = self.tr(
                "The first player wins %1 % of the games: the balance is only the draw's (who "
                "moves first is drawn by lot)."
            ).replace("%1", f"{100 * first.wins.p:.0f}")
            lines.append(f"<span style='color:#a00; font-weight:bold'>{warning}</span>")
        return lines

    # --- applying ---------------------------------------------------------------------

    def apply(self) -> bool:
        """The selected variant's change in the open scenario, as one undo step."""
        chosen = self.table.selected()
        if self.found is None or self.job is None or chosen is None or self.applied:
            return False
        from editor.balance.tune_edit import tuned_edit
        from editor.io.scenario_encode import dumps_scenario

        doc = self.document
        if dumps_scenario(doc.scenario) != self._searched:
            self.summary.setText(
                self.tr("The scenario has changed since the search: search again to apply.")
            )
            return False
        edit = tuned_edit(
            doc.scenario, self.found, chosen, self.job.target, self.job.players, self.job.seed
        )
        doc.apply(edit, self.tr("Fairer version"))
        self.applied = True
        change = self.table.change_text(chosen.setting)
        self.summary.setText(
            self.tr("Applied: %1. Edit > Undo gives the scenario back as it was.").replace(
                "%1", change
            )
        )
        self._update()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)

    def reject(self) -> None:
        self.stop()
        super().reject()


__all__ = ["TuneDialog"]
