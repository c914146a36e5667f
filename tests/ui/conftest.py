"""Fixtures for the map view tests: a 24 x 16 Panache document and a shown view."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from editor.core.hexes import Hex
from editor.core.ruleset import Ruleset
from editor.core.scenario import Scenario, new_scenario
from editor.io.rulesets import load_ruleset
from editor.ui.document import Document
from editor.ui.map_view import MapView
from editor.ui.tool_state import ToolState


def load_panache() -> Ruleset:
    return load_ruleset("panache")


def make_document(orientation: str = "flat", columns: int = 24, rows: int = 16) -> Document:
    scenario: Scenario = new_scenario("panache", columns, rows, orientation=orientation)  # type: ignore[arg-type]
    return Document(scenario, load_panache())


@pytest.fixture(autouse=True, scope="session")
def english_plurals(qapp):
    """As ``hexfield`` in English: counted phrases read "1 hex", "2 hexes"
    (the source strings say "%n hex(es)"; see ``editor.ui.i18n``)."""
    from editor.app import install_translators

    installed = install_translators(qapp, "en")
    yield
    for translator in installed:
        qapp.removeTranslator(translator)


@pytest.fixture(autouse=True)
def english_again(english_plurals):
    """Each test starts in English: a test that switched the window's language
    (Preferences, ``set_language``) or installed French leaves it behind."""
    from editor.ui.live_language import install_language, installed_language

    if installed_language() != "en":
        install_language("en")
    yield
    if installed_language() != "en":
        install_language("en")


@pytest.fixture(autouse=True)
def widgets_live_until_closed(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    """Every widget given to ``qtbot.addWidget`` is held until the test's end.

    pytest-qt keeps only weak references to them, so a shown view that the test
    no longer names lives on in reference cycles alone; the garbage collector,
    run by whatever allocates, then destroys it while Qt paints it (pytest-qt
    processes events right after the test function) and the run dies in
    ``QPainter::drawImage``. pytest-qt closes them before this fixture ends."""
    if "qtbot" not in request.fixturenames:
        yield
        return
    qtbot = request.getfixturevalue("qtbot")
    held: list[object] = []
    add = qtbot.addWidget

    def add_and_hold(widget, *args, **kwargs):
        held.append(widget)
        return add(widget, *args, **kwargs)

    monkeypatch.setattr(qtbot, "addWidget", add_and_hold)
    yield
    held.clear()


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


def show_view(qtbot, document: Document, tool_state: ToolState) -> MapView:
    view = MapView(document, tool_state)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    return view


@pytest.fixture
def view(qtbot, document: Document, tool_state: ToolState) -> Iterator[MapView]:
    yield show_view(qtbot, document, tool_state)


@pytest.fixture
def make_view(qtbot):
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
