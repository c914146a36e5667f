"""Information where the eye is (issue 23), for combat: the attack preview speaks the
rule's words and names the faces that hit the target; an attack order that the
terrain's cap makes worthless is said so before it is spent; in hotseat the
defender is handed the screen only when its order can change the throw.

A hotseat game of Panache driven through the real widgets (``Hands``). The
expected words are typed from the rulebooks: Annexe 1, « Bois, forêt »: « Max 2
dés » from the wood too; Thucydide ch. 1, « Dés de combat »: a face hits
« verts » only, « verts » and « bleus », or every colour, and the special hit;
Notion de Soutien: a unit adjacent to two friends is supported, and a defence
order only makes it count as supported.
"""

from __future__ import annotations

import html

import pytest
from i18n_fixtures import translated
from play_driver import Hands
from PySide6.QtWidgets import QMessageBox
from window_fixtures import make_window

from editor.core.hexes import neighbor
from editor.core.scenario import HexTerrain, Side, Unit, new_scenario
from editor.io.rulesets import load_ruleset
from editor.rules.actions import Activate, Attack, DefenceOrder, EndPhase, Resign
from editor.rules.context import Options
from editor.rules.engine import legal_actions
from editor.rules.events_orders import OrderGiven
from editor.ui.document import Document
from editor.ui.play.start_dialog import GameSpec

CAPPED = (
    "The attack order adds nothing here: capped at 2 dice by Wood, forest "
    "(attacker's hex, « max 2 dice », Annexe 1)."
)


def _two_fights() -> Document:
    """A1 (élite, 4 dice) in a wood beside B1, whom two friends support; A2 (élite) in
    the open beside B4, alone and very heavy (red armour)."""
    sc = new_scenario("panache", 12, 12, title="Two fights")
    sc.sides = [Side("a", "A", "#b01c2e", "S"), Side("b", "B", "#1c3fa0", "N")]
    g = sc.grid
    a1 = g.to_hex(6, 7)
    b1 = neighbor(a1, 1)
    a2 = g.to_hex(2, 10)
    sc.units = [
        Unit("a1", "a", "A1", "infanterie", a1, "élite"),
        Unit("a2", "a", "A2", "infanterie", a2, "élite"),
        Unit("b1", "b", "B1", "infanterie", b1),
        Unit("b2", "b", "B2", "infanterie", neighbor(b1, 0)),
        Unit("b3", "b", "B3", "infanterie", neighbor(b1, 2)),
        Unit("b4", "b", "B4", "infanterie", neighbor(a2, 1), weight="very_heavy"),
    ]
    sc.set_terrain(a1, HexTerrain(frozenset({"foret"}), 0))
    sc.setup.first_player = "a"
    return Document(sc, load_ruleset("panache"))


def open_game(qtbot, tmp_path, mouse, **window_options):
    """``_two_fights`` played in hotseat from the window's *Play*, its first seat taken."""
    window = make_window(qtbot, tmp_path, _two_fights(), **window_options)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    mode = window.play_mode
    mode.ask_leave = lambda: QMessageBox.StandardButton.Discard
    mode.ask_game_spec = lambda: GameSpec(("person", "person"), 3, Options())
    hands = Hands(qtbot, mode, mouse)
    hands.toolbar_button(mode.toolbar, mode.play)
    hands.take_seat_if_asked()
    mode.controller.state.instant = True
    return mode, hands


def _start(qtbot, tmp_path, mouse):
    mode, hands = open_game(qtbot, tmp_path, mouse)
    hands.do(Activate("a1"))
    hands.do(Activate("a2"))
    hands.do(EndPhase())  # movement
    hands.take_seat_if_asked()
    hands.do(EndPhase())  # combat
    hands.take_seat_if_asked()
    assert mode.controller.session.position.phase == "combat"
    return mode, hands


def _hover(mode, mouse, unit_id: str) -> str:
    view = mode.widget.view
    c = mode.controller
    k = c.session.position.at[c.ctx.piece_index[unit_id]]
    from editor.rules.terrain import hex_of

    mouse.hover(view, mouse.hex_point(view, hex_of(k)))
    assert c.state.hover == k
    return html.unescape(mode.panel.info.text())


def _watch_covers(c) -> list[tuple[bool, str]]:
    """Every state the window showed: (screen handed over, combat stage)."""
    seen: list[tuple[bool, str]] = []

    def note() -> None:
        combat = c.session.position.combat
        seen.append((c.reading.covered, combat.stage if combat is not None else ""))

    c.state.events.connect(note, "handover", "position")
    return seen


def _finish_combat(hands: Hands) -> None:
    """The combat's later decisions (retreat steps, follow-up), each side's first."""
    c = hands.c
    for _ in range(20):
        pos = c.session.position
        if pos.combat is None or pos.over:
            return
        hands.take_seat_if_asked()
        legal = [a for a in legal_actions(c.ctx, pos) if not isinstance(a, Resign)]
        hands.do(legal[0])
    raise AssertionError("the combat did not end")


def test_the_preview_speaks_the_rules_words_and_names_the_faces_that_hit(
    qtbot, tmp_path, mouse
) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse)
    hands.unit("a2")
    text = _hover(mode, mouse, "b4")
    assert "play.qualities" not in text and "ruleset data" not in text
    assert "Thucydide ch. 1, Phase de Combats: the dice its quality gives" in text
    # A very heavy troop is « rouges » (lourds): only the face hitting every colour
    # and the special hit touch it, 2 faces of the 6.
    assert "Faces that hit this red (heavy) target: hit on any colour, special hit (2 of 6)" in (
        text
    )
    assert "very_heavy" not in text and "very heavy weight" in text
    assert "adds nothing" not in text
    bar = mode.widget.phase_bar
    assert bar.attack_order.isEnabled()


def test_an_attack_order_held_by_the_woods_cap_is_not_offered_and_not_spent(
    qtbot, tmp_path, mouse
) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse)
    c = mode.controller
    bar = mode.widget.phase_bar
    hands.unit("a1")
    assert not bar.attack_order.isEnabled()
    assert bar.attack_order.toolTip() == CAPPED
    text = _hover(mode, mouse, "b1")
    assert CAPPED in text
    # Heavy infantry is « bleus » (moyens).
    assert (
        "Faces that hit this blue (medium) target: hit on green or blue, hit on any "
        "colour, special hit (3 of 6)"
    ) in text
    # Switched on while A2 was selected, the order is still not spent on A1's attack.
    hands.unit("a2")
    hands.button(bar.attack_order)
    assert c.state.attack_order
    tokens = c.session.position.tokens[0]
    hands.unit("a1")
    assert CAPPED + " It will not be spent on this attack." in _hover(mode, mouse, "b1")
    hands.unit("b1")
    attack = next(s for s in c.session.steps if s.action.kind == "attack")
    assert attack.action == Attack("a1", "b1", False)
    assert not any(isinstance(e, OrderGiven) for e in attack.events)
    assert attack.position.tokens[0] == tokens, "the order token is kept"
    assert hands.messages[-1] == CAPPED + " The order token is kept."


def test_hotseat_hands_the_screen_to_the_defender_only_when_its_order_counts(
    qtbot, tmp_path, mouse
) -> None:
    mode, hands = _start(qtbot, tmp_path, mouse)
    c = mode.controller
    seen = _watch_covers(c)
    # B1 is supported by B2 and B3: a defence order changes nothing in the throw.
    before = len(c.session)
    hands.do(Attack("a1", "b1"))
    assert c.session.steps[before + 1].action == DefenceOrder(False)
    assert c.session.steps[before + 1].side == 1, "recorded as the defender's action"
    assert (True, "defence") not in seen, "no hand-over for a choice that changes nothing"
    log = mode.log.entry_texts()
    assert any("B gives no defence order, without a hand-over" in t for t in log), log
    _finish_combat(hands)
    hands.take_seat_if_asked()
    # B4 stands alone: its order makes it count as supported (one flag ignored).
    seen.clear()
    before = len(c.session)
    hands.do(Attack("a2", "b4"))
    assert c.reading.covered and c.session.position.combat is not None
    assert c.session.position.combat.stage == "defence"
    hands.take_seat_if_asked()
    hands.do(DefenceOrder(True))
    assert c.session.steps[before + 1].action == DefenceOrder(True)


@pytest.mark.parametrize(
    ("language", "offer", "question"),
    [
        (
            "en",
            "The next attack gets +1 die, for 1 order token",
            '"A2" attacks "B4". Give "B4" a defence order (1 token; you have {})?',
        ),
        (
            "fr",
            "La prochaine attaque a +1 dé, pour 1 pion d'ordre",
            "« A2 » attaque « B4 ». Donner un ordre de défense à « B4 » "
            "(1 pion ; vous en avez {}) ?",
        ),
    ],
)
def test_the_order_buttons_count_dice_and_tokens_in_words(
    qtbot, qapp, tmp_path, mouse, language: str, offer: str, question: str
) -> None:
    """Panache: an attack order gives +1 die for 1 token, a defence order costs 1
    token (the ruleset's ``orders``): « 1 pion », never « pion(s) »."""
    with translated(qapp, language):
        mode, hands = _start(qtbot, tmp_path, mouse)
        c = mode.controller
        hands.unit("a2")
        assert mode.widget.phase_bar.attack_order.toolTip() == offer
        hands.do(Attack("a2", "b4"))
        hands.take_seat_if_asked()
        assert c.session.position.combat is not None
        assert c.session.position.combat.stage == "defence"
        shown = html.unescape(mode.widget.decision_bar.question.text())
        assert shown.startswith(question.format(c.session.position.tokens[1]))


@pytest.mark.parametrize(
    ("language", "title"),
    [
        ("en", "Turn 1 of 12 — Game over: B wins"),
        # French typography: a space before the colon
        ("fr", "Tour 1 sur 12 — Partie finie : B l'emporte"),
    ],
)
def test_the_bar_says_who_won_in_the_languages_words(
    qtbot, qapp, tmp_path, mouse, language: str, title: str
) -> None:
    with translated(qapp, language):
        mode, _hands = _start(qtbot, tmp_path, mouse)
        bar = mode.widget.phase_bar
        bar.ask_resign = lambda: True
        bar.resign.click()
        assert mode.controller.session.position.over
        assert bar.title.text() == title
