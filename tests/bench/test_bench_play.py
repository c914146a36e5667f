"""Benchmark: the play view (prints figures; run with -s).

Targets (issue 13): the movement-range highlight after a click <= 50 ms on a
60 x 40 map with 60 units; a unit's line-of-sight fan <= 100 ms; opening a
saved game of 500 actions <= 1 s; jumping to any action of it <= 200 ms. Each
is measured from the person's gesture to the board repainted (a synchronous
``repaint`` of the view). Not timed assertions: the tests check the results
make sense, then print.
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from test_bench_rules import _map

from editor.core.scenario import HexTerrain, Unit
from editor.io.game_log import write_game_log
from editor.io.rulesets import load_ruleset
from editor.io.scenario_file import write_scenario
from editor.rules import engine
from editor.rules.actions import Activate, EndPhase
from editor.rules.game import game_context
from editor.rules.players import make_player, play_game
from editor.rules.record import record_to_dict
from editor.rules.saved_game import open_game
from editor.rules.session import GameSession
from editor.ui.document import Document
from editor.ui.main_window import MainWindow
from editor.ui.play.controller import GameController
from editor.ui.play.play_widget import PlayWidget

pytestmark = pytest.mark.bench


def _ms(seconds: list[float]) -> str:
    return f"median {statistics.median(seconds) * 1000:.1f} ms, max {max(seconds) * 1000:.1f} ms"


def _scenario():
    """60 x 40 with the rules benchmark's terrain, 30 units a side on their home rows
    (a quarter of them cavalry), no leaders: every unit is commanded."""
    sc = _map(60, 40, 0)
    g = sc.grid
    for i in range(30):
        for side, row in (("a", 37 + i % 3), ("b", 2 + i % 3)):
            h = g.to_hex(1 + (i * 2) % 58 + (i // 29), row)
            sc.set_terrain(h, HexTerrain(frozenset()))
            cls = "cavalerie" if i % 4 == 0 else "infanterie"
            sc.units.append(Unit(f"{side}{i}", side, f"{side}{i}", cls, h, "ligne", 4))
    sc.setup.first_player = "a"
    sc.title = "bench"
    return sc


def _board(qapp):
    sc = _scenario()
    ctx = game_context(sc, load_ruleset("panache"))
    session = GameSession(ctx, 1, ("person", "person"))
    controller = GameController(session, "en")
    controller.state.instant = True
    controller.take_seat()
    widget = PlayWidget(controller)
    widget.resize(1600, 1000)
    widget.show()
    widget.view.fit_to_window()
    qapp.processEvents()
    return ctx, controller, widget


def test_bench_movement_highlight_after_a_click(qapp) -> None:
    ctx, c, widget = _board(qapp)
    pos = c.session.position
    cavalry = [i for i in engine.activatable(ctx, pos) if ctx.pieces[i].unit_class == "cavalerie"]
    for i in cavalry[:6]:
        c.play(Activate(ctx.pieces[i].id))
    c.play(EndPhase())
    movers = engine.movers(ctx, c.session.position)
    assert movers
    times = []
    for n in range(30):
        i = movers[n % len(movers)]
        c.state.selected = None
        k = c.session.position.at[i]
        t = time.perf_counter()
        c.click(k)
        widget.view.viewport().repaint()
        times.append(time.perf_counter() - t)
        assert c.state.selected == i and widget.view.highlight.lights.reach
    print(
        f"\nmovement highlight after a click (60 x 40, 60 units, "
        f"{len(widget.view.highlight.lights.reach)} hexes shaded): {_ms(times)}"
    )


def test_bench_sight_fan_of_a_unit(qapp) -> None:
    ctx, c, widget = _board(qapp)
    units = [p.index for p in ctx.pieces if p.side == 0][:10]
    times = []
    for i in units:
        c.state.selected = i
        c.set_fan(False)
        t = time.perf_counter()
        c.set_fan(True)
        widget.view.viewport().repaint()
        times.append(time.perf_counter() - t)
        assert widget.view.highlight.fan
    print(f"\nsight fan of a unit (60 x 40, 2,400 hexes): {_ms(times)}")


def _long_game(tmp_path: Path) -> tuple[Path, int]:
    sc = _scenario()
    sc.setup.turns = 60
    scenario_path = tmp_path / "bench.yaml"
    write_scenario(sc, scenario_path)
    ctx = game_context(sc, load_ruleset("panache"))
    game = play_game(ctx, [make_player("random", 1), make_player("random", 2)], 7)
    record = game.record
    record.scenario_file = scenario_path.name
    assert len(record.actions) >= 500
    doc = record_to_dict(record)
    doc["actions"] = doc["actions"][:500]  # saved after its 500th action
    log = tmp_path / "game.yaml"
    write_game_log(doc, log)
    return log, len(doc["actions"])


def test_bench_opening_and_travelling_a_saved_game(qapp, tmp_path: Path) -> None:
    log, n = _long_game(tmp_path)
    engine_times = []
    for _ in range(3):
        t = time.perf_counter()
        session = open_game(str(log)).session
        engine_times.append(time.perf_counter() - t)
    assert len(session) == n
    window_times = []
    for _ in range(3):
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        window = MainWindow(
            Document(session.ctx.scenario, session.ctx.ruleset),
            settings,
            autosave_dir=tmp_path / "rec",
        )
        window.resize(1600, 1000)
        window.show()
        qapp.processEvents()
        mode = window.play_mode
        t = time.perf_counter()
        assert mode.open_game(str(log))
        mode.widget.view.viewport().repaint()
        mode.log.tree.viewport().repaint()
        window_times.append(time.perf_counter() - t)
        assert mode.log.tree.topLevelItemCount() == n + 1
        c = mode.controller
        c.state.instant = True
        rng = random.Random(3)
        jumps = []
        for _ in range(40):
            k = rng.randrange(n + 1)
            t = time.perf_counter()
            c.travel.set_cursor(k)
            mode.widget.view.viewport().repaint()
            QApplication.processEvents()
            jumps.append(time.perf_counter() - t)
        mode.ask_leave = lambda: None  # nothing to save: leave
        c.saved_length = len(c.session)
        mode.leave()
        window.close()
        window.deleteLater()
        qapp.processEvents()
    print(f"\nopening a saved game of {n} actions, engine (read, replay): {_ms(engine_times)}")
    print(f"opening it in the window (board and log shown): {_ms(window_times)}")
    print(f"jumping to any action of it: {_ms(jumps)}")
