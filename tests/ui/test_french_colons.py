"""« label : valeur »: French puts a space before the colon, English none. The pairs
the window composes (a side's decoys, its victory threshold, the log's tooltip, the
optional rules' right-click menu) read each language's way, on the real widgets.

The expected words are typed: the side names are the defaults the Forces panel
creates (« Camp A », "Side A"); a new map's set-up allows no decoy, and a side of
one unit is demoralised by losing it.
"""

from __future__ import annotations

import pytest
from i18n_fixtures import translated
from play_driver import Hands
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QMessageBox
from test_play_combat_words import open_game
from test_play_fog_swap import _scenario
from window_fixtures import make_window

from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import read_scenario
from editor.paths import SCENARIOS
from editor.rules.actions import Activate, EndPhase
from editor.rules.context import Options
from editor.rules.game import game_context
from editor.rules.session import GameSession
from editor.ui.document import Document
from editor.ui.labelled import labelled
from editor.ui.play.controller import GameController
from editor.ui.play.game_panel import GamePanel
from editor.ui.play.start_dialog import GameSpec

RIGHT = Qt.MouseButton.RightButton
COLON = {"en": ": ", "fr": " : "}


@pytest.mark.parametrize(
    ("language", "decoys", "threshold"),
    [
        ("en", "Side A: 0 / 0", "Side A: 1 unit"),
        ("fr", "Camp A : 0 / 0", "Camp A : 1 unité"),
    ],
)
def test_the_forces_panels_put_the_languages_colon_after_a_sides_name(
    qtbot, qapp, tmp_path, language: str, decoys: str, threshold: str
) -> None:
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, language=language)
        dock = window.forces_dock
        dock.create_sides()
        dock.add_unit()  # one unit: demoralised by losing it
        shown = (dock.thresholds.text().splitlines()[0], dock.decoys.text().splitlines()[0])
        assert shown == (threshold, decoys)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_logs_tooltip_names_the_side_with_the_languages_colon(
    qtbot, qapp, tmp_path, mouse, language: str
) -> None:
    with translated(qapp, language):
        mode, hands = open_game(qtbot, tmp_path, mouse, language=language)
        hands.do(Activate("a1"))
        tree = mode.log.tree
        items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        first = next(i for i in items if i.text(0).startswith("1. "))
        head = first.text(0).removeprefix("1. ")
        # Side « A » played the first step (the scenario's first player).
        assert first.toolTip(0) == "A" + COLON[language] + head


@pytest.mark.parametrize(
    ("language", "words"), [("en", "Set fire: 1112 "), ("fr", "Mettre le feu : 1112 ")]
)
def test_the_optional_rules_menu_puts_the_languages_colon_after_the_action(
    qtbot, qapp, tmp_path, mouse, language: str, words: str
) -> None:
    result = read_scenario(SCENARIOS / "hougoumont-1815.yaml")
    assert result.scenario is not None and result.ruleset is not None
    doc = Document(result.scenario, result.ruleset, str(SCENARIOS / "hougoumont-1815.yaml"))
    with translated(qapp, language):
        window = make_window(qtbot, tmp_path, doc, language=language)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        mode = window.play_mode
        mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
        seats = ("greedy", "person")
        mode.ask_game_spec = lambda: GameSpec(seats, 4, Options(rules=frozenset({"fire"})))
        hands = Hands(qtbot, mode, mouse)
        hands.toolbar_button(mode.toolbar, mode.play)
        c = mode.controller
        c.state.instant = True
        hands.do(Activate("fr_legros"))
        hands.do(EndPhase())
        hands.do(EndPhase())
        assert c.session.position.phase == "combat"
        hands.unit("fr_legros")
        view = mode.widget.view
        centre = view.hex_centre(c.ctx.key_of("1112"))
        view.ensureVisible(QRectF(centre.x() - 40, centre.y() - 40, 80, 80), 10, 10)
        mouse.click(view, view.mapFromScene(centre), RIGHT)
        menu = mode.widget.phase_bar.optional.menu
        forest = c.ctx.ruleset.name("foret", language)
        assert [a.text() for a in menu.actions()] == [words + forest]
        menu.close()


@pytest.mark.parametrize(
    ("language", "shown"), [("en", "Armée russe: 3 / 4"), ("fr", "Armée russe : 3 / 4")]
)
def test_a_label_and_its_value_join_with_the_languages_colon(
    qapp, language: str, shown: str
) -> None:
    with translated(qapp, language):
        assert labelled("Armée russe", "3 / 4") == shown
        # A « %2 » in the label is a name's text, not a place for the value.
        assert labelled("50%2", "x") == "50%2" + COLON[language] + "x"


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "<b>Line of sight 0508 → 0509</b>: clear"),
        ("fr", "<b>Ligne de vue 0508 → 0509</b> : dégagée"),
    ],
)
def test_the_line_of_sight_tool_says_clear_with_the_languages_colon(
    qtbot, qapp, language: str, line: str
) -> None:
    ctx = game_context(_scenario(), load_ruleset("panache"), Options())
    with translated(qapp, language):
        c = GameController(GameSession(ctx, 7, ("person", "person")), language)
        panel = GamePanel(c)
        qtbot.addWidget(panel)
        if c.reading.covered:
            c.take_seat()  # hotseat: the screen handed to the side to play
        c.set_sight_mode(True)
        c.click(ctx.key_of("0508"))  # open ground, two hexes side by side
        c.set_hover(ctx.key_of("0509"))
        assert line in panel.describe()
