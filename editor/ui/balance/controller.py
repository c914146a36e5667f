"""*Play > Balance test…*: ask what to run, run it in the background with a
progress bar and Cancel, then show the report, its heat map over the map and,
on a double-click, a game's replay in the play view.

The scenario played is the one being edited, as it stands (written to a
temporary folder that lives as long as the report): the games' logs are
written there beside it, so that the play view's ``open_game`` finds the
scenario each log names.
"""

from __future__ import annotations

import os
import tempfile
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox, QProgressDialog

from editor.ui.balance.heat_overlay import HeatOverlay
from editor.ui.balance.host import BalanceWindow
from editor.ui.balance.report_dialog import BalanceReportDialog
from editor.ui.balance.runner import BalanceRunner, Finished
from editor.ui.balance.settings_dialog import BalanceChoice, BalanceDialog

if TYPE_CHECKING:
    from editor.ui.balance.tune_dialog import TuneDialog
    from editor.ui.balance.tune_runner import PlayerMaker


class BalanceController(QObject):
    def __init__(self, window: QMainWindow, parts: BalanceWindow) -> None:
        super().__init__(window)
        self.window = window
        self.parts = parts
        self.jobs = 0
        """Processes for the games (0: every core); the tests play them here (1)."""
        self.runner: BalanceRunner | None = None
        self.progress: QProgressDialog | None = None
        self.finished: Finished | None = None
        self.report_dialog: BalanceReportDialog | None = None
        self.tune_dialog: TuneDialog | None = None
        self.make_tune_player: PlayerMaker | None = None
        """Who plays the games of *Suggest a fairer version…* (None: the process pool);
        the tests hand a known function."""
        self.heat = HeatOverlay(window, parts)
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._scenario: Path | None = None

    # --- what a person is asked (tests replace these) ------------------------------

    def ask_choice(self) -> BalanceChoice | None:
        doc = self.parts.document
        names = [s.name for s in doc.scenario.sides]
        dialog = BalanceDialog(names, self.window)
        if dialog.exec() != BalanceDialog.DialogCode.Accepted:
            return None
        return dialog.choice()

    def show_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self.window, title, text)

    # --- running ---------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.runner is not None

    def start(self) -> bool:
        if self.running:
            return False
        mode = self.parts.play_mode
        why = mode.refusal()
        if why:
            self.show_error(self.tr("This scenario cannot be tested"), why)
            return False
        choice = self.ask_choice()
        if choice is None:
            return False
        from editor.balance.run import BalanceSettings
        from editor.io.scenario_encode import dumps_scenario

        self._close_report()
        doc = self.parts.document
        self._folder = tempfile.TemporaryDirectory(prefix="hexfield-balance-")
        name = Path(doc.path).name if doc.path else "scenario.yaml"
        self._scenario = Path(self._folder.name) / name
        self._scenario.write_text(dumps_scenario(doc.scenario), encoding="utf-8")
        settings = BalanceSettings(
            self._scenario,
            (choice.player,),
            games=choice.games,
            margin=None if choice.games is not None else choice.margin,
            seed=choice.seed,
            jobs=self.jobs or os.cpu_count() or 1,
        )
        self.runner = BalanceRunner(settings, self)
        self.runner.progressed.connect(self._on_progress)
        self.runner.finished.connect(self._on_finished)
        self.runner.failed.connect(self._on_failed)
        self.progress = QProgressDialog(
            self.tr("Playing the games…"), self.tr("Cancel"), 0, settings.target(), self.window
        )
        self.progress.setWindowTitle(self.tr("Balance test"))
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.setMinimumDuration(0)
        self.progress.canceled.connect(self.cancel)
        self.progress.show()
        self.runner.start()
        return True

    def cancel(self) -> None:
        """Stop the run: the games played so far make a partial report."""
        if self.runner is not None:
            self.runner.cancel()
            if self.progress is not None:
                self.progress.setLabelText(self.tr("Stopping; the games played are kept…"))

    def _on_progress(self, done: int, expected: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(max(expected, done, 1))
            self.progress.setValue(done)
            self.progress.setLabelText(
                self.tr("%1 of about %2 games played")
                .replace("%1", str(done))
                .replace("%2", str(expected))
            )

    def _end_run(self) -> None:
        self.runner = None
        if self.progress is not None:
            self.progress.canceled.disconnect(self.cancel)
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None

    def _on_failed(self, why: str) -> None:
        self._end_run()
        self.show_error(self.tr("The balance test stopped"), why)

    def _on_finished(self, finished: Finished) -> None:
        self._end_run()
        self.finished = finished
        lang = self.parts.language
        dialog = BalanceReportDialog(finished.report, lang, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        dialog.heatChanged.connect(self._on_heat_changed)
        dialog.gameActivated.connect(self.open_replay)
        dialog.suggestRequested.connect(self.suggest)
        dialog.finished.connect(lambda _r: self._close_report())
        self.report_dialog = dialog
        # the View menu's switch and the report's check box are one switch
        self.heat.action.toggled.connect(dialog.show_heat.setChecked)
        self._on_heat_changed()
        dialog.show()

    # --- *Suggest a fairer version…* ------------------------------------------------

    def suggest(self) -> bool:
        """Open the search for a fairer version of the scenario as it stands now."""
        why = self.parts.play_mode.refusal()
        if why:
            self.show_error(self.tr("This scenario cannot be tested"), why)
            return False
        from editor.ui.balance.tune_dialog import TuneDialog
        from editor.ui.balance.tune_runner import pool_player

        old = self.tune_dialog
        if old is not None and old.running:  # a search under way: show it
            old.show()
            old.raise_()
            return True
        if old is not None:
            old.close()
            old.deleteLater()
        maker = self.make_tune_player or pool_player
        self.tune_dialog = TuneDialog(self.parts.document, self.jobs, maker, self.window)
        self.tune_dialog.show()
        return True

    # --- the report's links ----------------------------------------------------------

    def _on_heat_changed(self) -> None:
        dialog = self.report_dialog
        if dialog is None:
            return
        from editor.balance.output import HEAT_COLOURS

        choice = dialog.heat_choice()
        series, name = choice if choice is not None else (dialog.series_box.currentIndex(), "")
        name = name or str(dialog.map_box.currentData())
        grid = self.parts.document.scenario.grid
        labels = dialog.report["series"][series]["heat"][name] if dialog.report["series"] else {}
        values = {}
        for label, v in labels.items():
            try:
                values[grid.parse_label(label)] = float(v)
            except ValueError:  # a hex the map no longer has
                continue
        self.heat.show_values(values, HEAT_COLOURS[name])
        self.heat.action.setChecked(choice is not None)

    def replay_file(self, series: int, seed: int) -> Path | None:
        """The log of a game of the run, written beside the scenario it names."""
        if self.finished is None or self._scenario is None:
            return None
        from editor.balance.report import log_name

        s = self.finished.result.series[series]
        game = next((g for g in s.games if g.seed == seed), None)
        if game is None or game.log is None:
            return None
        path = self._scenario.parent / log_name(s.player, s.variant, seed)
        if not path.exists():
            path.write_bytes(zlib.decompress(game.log))
        return path

    def open_replay(self, series: int, seed: int) -> bool:
        mode = self.parts.play_mode
        if mode.playing:
            self.show_error(
                self.tr("Open a replay"),
                self.tr("A game is shown: Play > Back to editing first"),
            )
            return False
        path = self.replay_file(series, seed)
        if path is None:
            return False
        return bool(mode.open_game(str(path)))

    def _close_report(self) -> None:
        self.heat.clear()
        if self.report_dialog is not None:
            dialog, self.report_dialog = self.report_dialog, None
            dialog.heatChanged.disconnect(self._on_heat_changed)
            self.heat.action.toggled.disconnect(dialog.show_heat.setChecked)
            dialog.close()
            dialog.deleteLater()


__all__ = ["BalanceController"]
