"""Engineers' works in the play view, driven on the real window: the « Engineers'
work » button of the movement phase, its cost and the earthwork it builds (Annexe 3,
L'obscurité: « Tout travail fait de nuit (Génie) non éclairé est divisé par 2 »)."""

from __future__ import annotations

from dataclasses import replace

from play_driver import Hands
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, EndPhase
from editor.rules.context import Options
from editor.rules.optional.actions import Work
from editor.rules.optional.events_army import Worked
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec


def test_an_engineer_works_from_its_button_and_the_log_says_how_far(qtbot, tmp_path, mouse) -> None:
    result = read_scenario(SCENARIOS / "hougoumont-1815.yaml")
    sc, rs = result.scenario, result.ruleset
    assert sc is not None and rs is not None
    sc.units = [replace(u, capabilities=("genie",)) if u.id == "fr_legros" else u for u in sc.units]
    window = make_window(qtbot, tmp_path, Document(sc, rs, str(SCENARIOS / "hougoumont-1815.yaml")))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    rules = frozenset({"engineering"})
    mode.ask_game_spec = lambda: GameSpec(("greedy", "person"), 4, Options(rules=rules))
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    mode.controller.state.instant = True
    c = mode.controller
    work = mode.widget.phase_bar.optional.buttons["work"]
    hands.do(Activate("fr_legros"))
    hands.do(EndPhase())
    assert c.session.position.phase == "movement"
    hands.unit("fr_legros")
    assert work.isVisible() and work.isEnabled()
    assert "counts half" in work.toolTip()
    hands.button(work)
    menu = mode.widget.phase_bar.optional.menu
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    entry = menu.actions()[0]
    assert entry.text().startswith(c.ctx.ruleset.name("remblai", "en"))
    entry.trigger()
    menu.close()
    step = c.session.steps[-1]
    assert isinstance(step.action, Work) and step.action.unit == "fr_legros"
    worked = [e for e in step.events if isinstance(e, Worked)]
    assert [(e.done, e.need) for e in worked] == [(2, 4)]
    assert not work.isEnabled()  # one turn of work; it does nothing else
    log = "\n".join(mode.log.entry_texts())
    assert "works: " in log and "2/4" in log
