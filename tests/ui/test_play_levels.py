"""Issue 28: the computer's levels in the start dialog, and the expert thinking in the
window: its progress shown (« thinking: 60 % »), *Move now* stops its search for its
best move so far, and the window answers all along."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.context import Options
from editor.rules.expert import ExpertPlayer
from editor.rules.session import PERSON
from editor.ui.document import Document
from editor.ui.play import computer_pace
from editor.ui.play.start_dialog import GameSpec, StartDialog

BUDGET = 1_000_000
"""Iterations the expert would take: far more than the test waits for."""


def _doc() -> Document:
    path = SCENARIOS / "moulin-de-la-sambre.yaml"
    result = read_scenario(path)
    assert result.scenario is not None and result.ruleset is not None
    return Document(result.scenario, result.ruleset, str(path))


def test_the_start_dialog_offers_the_four_levels_per_computer_side(qtbot) -> None:
    doc = _doc()
    dialog = StartDialog(doc.scenario, doc.ruleset, "en", seed=3)
    qtbot.addWidget(dialog)
    box = dialog.seat_boxes[1]
    data = [box.itemData(i) for i in range(box.count())]
    assert data[:5] == [PERSON, "beginner", "greedy", "search", "expert"]
    assert "random" in data
    assert box.currentData() == "greedy"  # the normal level by default
    texts = [box.itemText(i) for i in range(1, 5)]
    assert [t.split(" (")[0] for t in texts] == [
        "Computer: beginner",
        "Computer: normal",
        "Computer: hard",
        "Computer: expert",
    ]
    box.setFocus()
    for _ in range(2):  # normal -> hard -> expert, by the keyboard
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert dialog.spec().seats == (PERSON, "expert")


def test_the_expert_shows_its_progress_and_moves_now_when_asked(
    qtbot, tmp_path, monkeypatch
) -> None:
    made: list[ExpertPlayer] = []
    original = computer_pace.make_player

    def players(kind: str, seed: int, params: object = None):
        if kind != "expert":
            return original(kind, seed, params)
        made.append(ExpertPlayer(seed, iterations=BUDGET))
        return made[-1]

    monkeypatch.setattr(computer_pace, "make_player", players)
    window = make_window(qtbot, tmp_path, _doc())
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    # Moulin de la Sambre: the French (side A) deploy and move first (issue 27).
    mode.ask_game_spec = lambda: GameSpec(("expert", PERSON), 5, Options())
    assert mode.start()
    c = mode.controller
    c.state.instant = True
    c.set_paused(False)
    bar = mode.widget.phase_bar
    qtbot.waitUntil(lambda: "Thinking: " in bar.banner.text(), timeout=60_000)
    assert bar.move_now.isVisible()
    # The window answers while the expert searches: a timer fires on time.
    fired: list[float] = []
    t0 = time.monotonic()
    QTimer.singleShot(50, lambda: fired.append(time.monotonic() - t0))
    qtbot.waitUntil(lambda: bool(fired), timeout=2_000)
    assert fired[0] < 1.0
    shown = int(bar.banner.text().split("Thinking: ")[1].split("%")[0])
    assert 0 <= shown < 100
    played = len(c.session)
    qtbot.mouseClick(bar.move_now, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.session) > played, timeout=20_000)
    (expert,) = made
    assert 0 < expert.simulations < BUDGET
    assert c.session.steps[played].action in _tried(expert)  # its best so far
    c.set_paused(True)


def _tried(expert: ExpertPlayer) -> list:
    return [e.action for n in expert.tree.nodes.values() for e in n.edges if e.visits]


def test_a_balance_run_in_the_window_may_be_played_by_the_expert(qtbot) -> None:
    from editor.ui.balance.settings_dialog import BalanceDialog

    dialog = BalanceDialog(["Rouges", "Bleus"])
    qtbot.addWidget(dialog)
    box = dialog.side_combos[0]
    data = [box.itemData(i) for i in range(box.count())]
    assert data == ["random", "beginner", "greedy", "search", "expert"]
    box.setCurrentIndex(data.index("expert"))
    assert dialog.choice().side_a == "expert"
