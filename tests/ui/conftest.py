"""Fixtures for the map view tests: a 24 x 16 Panache document and a shown view."""

from __future__ import annotations

import importlib.util
import sys
import types
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from editor.core.hexes import Hex
from editor.core.layout import Layout
from editor.core.scenario import Scenario, new_scenario

ROOT = Path(__file__).resolve().parents[2]


def _install_map_painter_stand_in() -> None:
    """Until ``editor.render.map_painter`` lands: the same API, drawing nothing.

    Only the layout and the bounds matter to these tests, which assert on the
    model, never on pixels.
    """
    module = types.ModuleType("editor.render.map_painter")

    @dataclass
    class PaintOptions:
        grid: bool = True
        labels: bool = True
        language: str = "fr"

    class MapPainter:
        def __init__(self, scenario, ruleset, style=None, hex_size: float = 32.0) -> None:  # type: ignore[no-untyped-def]
            self.hex_size = hex_size
            self.set_scenario(scenario, ruleset)

        def set_scenario(self, scenario, ruleset) -> None:  # type: ignore[no-untyped-def]
            self.scenario = scenario
            self.layout = Layout(scenario.map.orientation, self.hex_size)

        def hex_rect(self, h: Hex) -> QRectF:
            x, y = self.layout.hex_to_pixel(h)
            w, hh = self.layout.width, self.layout.height
            return QRectF(x - w / 2, y - hh / 2, w, hh)

        def bounds(self) -> QRectF:
            rect = QRectF()
            grid = self.scenario.grid
            for h in grid.hexes():
                rect = rect.united(self.hex_rect(h))
            return rect

        def invalidate(self, change) -> QRectF:  # type: ignore[no-untyped-def]
            rect = QRectF()
            for h in change.hexes:
                rect = rect.united(self.hex_rect(h))
            return rect

        def paint(self, painter, exposed, scale, options) -> None:  # type: ignore[no-untyped-def]
            pass

    module.PaintOptions = PaintOptions  # type: ignore[attr-defined]
    module.MapPainter = MapPainter  # type: ignore[attr-defined]
    module.HEX_SIZE = 32.0  # type: ignore[attr-defined]
    sys.modules["editor.render.map_painter"] = module


if (
    "editor.render.map_painter" not in sys.modules
    and importlib.util.find_spec("editor.render.map_painter") is None
):
    _install_map_painter_stand_in()

from editor.ui.document import Document  # noqa: E402
from editor.ui.map_view import MapView  # noqa: E402
from editor.ui.tool_state import ToolState  # noqa: E402


def load_panache():  # type: ignore[no-untyped-def]
    try:
        from editor.io.rulesets import load_ruleset

        return load_ruleset("panache")
    except ImportError:
        from editor.core.ruleset import Ruleset
        from editor.io.yaml_strict import load_yaml_file

        return Ruleset.from_dict(load_yaml_file(ROOT / "resources/rulesets/panache.yaml").data)


def make_document(orientation: str = "flat", columns: int = 24, rows: int = 16) -> Document:
    scenario: Scenario = new_scenario("panache", columns, rows, orientation=orientation)  # type: ignore[arg-type]
    return Document(scenario, load_panache())


@pytest.fixture(params=["flat", "pointy"])
def orientation(request: pytest.FixtureRequest) -> str:
    return request.param


def _quiet_teardown(document: Document) -> None:
    # Document forwards cleanChanged through a lambda, which fires on a half
    # destroyed object when the stack dies with it at the end of a test.
    try:
        document.undo_stack.cleanChanged.disconnect()
    except (RuntimeError, TypeError):
        pass


@pytest.fixture
def document() -> Iterator[Document]:
    doc = make_document("flat")
    yield doc
    _quiet_teardown(doc)


@pytest.fixture
def tool_state() -> ToolState:
    return ToolState()


def show_view(qtbot, document: Document, tool_state: ToolState) -> MapView:  # type: ignore[no-untyped-def]
    view = MapView(document, tool_state)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    return view


@pytest.fixture
def view(qtbot, document: Document, tool_state: ToolState) -> Iterator[MapView]:  # type: ignore[no-untyped-def]
    yield show_view(qtbot, document, tool_state)


@pytest.fixture
def make_view(qtbot):  # type: ignore[no-untyped-def]
    """A factory: ``make_view("pointy")`` shows a view on a new 24 x 16 map."""

    made: list[Document] = []

    def make(orientation: str = "flat") -> MapView:
        made.append(make_document(orientation))
        return show_view(qtbot, made[-1], ToolState())

    yield make
    for doc in made:
        _quiet_teardown(doc)


@pytest.fixture
def mouse() -> type[Mouse]:
    return Mouse


# -- driving the real viewport ---------------------------------------------------


class Mouse:
    """Mouse gestures on the real viewport, in scene or hex coordinates."""

    @staticmethod
    def hex_point(view: MapView, h: Hex) -> QPoint:
        """The viewport pixel at the centre of ``h`` (scrolled into view first)."""
        x, y = view.map_painter.layout.hex_to_pixel(h)
        view.ensureVisible(QRectF(x - 40, y - 40, 80, 80), 10, 10)
        return view.mapFromScene(QPointF(x, y))

    @staticmethod
    def scene_point(view: MapView, x: float, y: float) -> QPoint:
        view.ensureVisible(QRectF(x - 40, y - 40, 80, 80), 10, 10)
        return view.mapFromScene(QPointF(x, y))

    @staticmethod
    def send(
        view: MapView,
        kind: QEvent.Type,
        pos: QPoint,
        button: Qt.MouseButton = Qt.MouseButton.NoButton,
        buttons: Qt.MouseButton = Qt.MouseButton.NoButton,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        viewport = view.viewport()
        local = QPointF(pos)
        event = QMouseEvent(
            kind, local, QPointF(viewport.mapToGlobal(pos)), button, buttons, modifiers
        )
        QApplication.sendEvent(viewport, event)

    @staticmethod
    def drag(
        view: MapView,
        points: list[QPoint],
        button: Qt.MouseButton = Qt.MouseButton.LeftButton,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        """Press at the first point, move through the others with the button held, release."""
        Mouse.send(view, QEvent.Type.MouseButtonPress, points[0], button, button, modifiers)
        for p in points[1:]:
            Mouse.send(view, QEvent.Type.MouseMove, p, Qt.MouseButton.NoButton, button, modifiers)
        Mouse.send(
            view,
            QEvent.Type.MouseButtonRelease,
            points[-1],
            button,
            Qt.MouseButton.NoButton,
            modifiers,
        )

    @staticmethod
    def click(
        view: MapView,
        pos: QPoint,
        button: Qt.MouseButton = Qt.MouseButton.LeftButton,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        Mouse.drag(view, [pos], button, modifiers)

    @staticmethod
    def hover(view: MapView, pos: QPoint) -> None:
        Mouse.send(view, QEvent.Type.MouseMove, pos)
