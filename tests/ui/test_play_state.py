"""The window's state of a game (``PlayState``) without Qt: each topic is told
only of its own values, only when they change, once per batch."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from editor.ui.play import play_state
from editor.ui.play.play_state import TOPICS, LineChange, PlayState

MODEL = Path(play_state.__file__)


def _record(state: PlayState) -> list[str]:
    """The topics told, in order."""
    told: list[str] = []

    def teller(name: str) -> Callable[[], None]:
        return lambda: told.append(name)

    for name in TOPICS:
        state.events.topic(name).connect(teller(name))
    return told


# (value, a different value, the topic that alone must be told)
CHANGES = [
    ("present", object(), "position"),
    ("viewer", 1, "position"),
    ("reveal_all", True, "position"),
    ("held", ("deploy", "pos"), "position"),
    ("handover", 1, "handover"),
    ("consent", LineChange(3, None, 2, 1, 0), "handover"),
    ("cursor", 4, "cursor"),
    ("playing_back", True, "cursor"),
    ("selected", 2, "selection"),
    ("chosen", 5, "selection"),
    ("attack_order", True, "selection"),
    ("sight_mode", True, "selection"),
    ("sight_from", 17, "selection"),
    ("fan", True, "selection"),
    ("hover", 12, "hover"),
    ("speed", 4.0, "pace"),
    ("paused", True, "pace"),
    ("instant", True, "pace"),
    ("thinking", True, "pace"),
]


@pytest.mark.parametrize(("name", "value", "topic"), CHANGES, ids=[c[0] for c in CHANGES])
def test_each_value_tells_its_topic_alone(name: str, value: object, topic: str) -> None:
    state = PlayState(object(), 0)
    told = _record(state)
    setattr(state, name, value)
    assert told == [topic]
    assert getattr(state, name) is value


@pytest.mark.parametrize(("name", "value", "topic"), CHANGES, ids=[c[0] for c in CHANGES])
def test_setting_a_value_it_already_has_tells_nothing(name: str, value: object, topic: str) -> None:
    state = PlayState(object(), 0)
    setattr(state, name, value)
    told = _record(state)
    setattr(state, name, value)
    assert told == []


def test_an_equal_value_tells_nothing_but_another_position_does() -> None:
    state = PlayState(object(), None)
    state.hover = 7
    told = _record(state)
    state.hover = int("7")
    state.speed = 1  # 1.0 already
    assert told == []
    # A game's positions are moments, compared by identity: an equal one is another.
    first = (1, 2)
    state.present = first
    told.clear()
    state.present = first
    assert told == []
    state.present = tuple([1, 2])
    assert told == ["position"]


def test_a_batch_tells_each_callback_once_at_the_end_and_only_of_real_changes() -> None:
    state = PlayState(object(), 0)
    seen: list[tuple[int | None, int | None, int | None]] = []

    def board() -> None:
        seen.append((state.viewer, state.handover, state.selected))

    state.events.connect(board, "position", "handover", "selection")
    hover: list[int] = []
    state.events.hover.connect(lambda: hover.append(state.hover))
    state.handover = 1
    seen.clear()
    with state.batch():
        state.viewer = 1
        state.handover = None
        state.selected = 3
        with state.batch():
            state.selected = None  # back as it was: no selection told
        assert seen == []  # nothing told while the state is half changed
    assert seen == [(1, None, None)]
    with state.batch():
        state.hover = 4
        state.hover = -1  # back as it was
    assert hover == []


def test_the_language_tells_every_topic_and_a_disconnected_callback_nothing() -> None:
    state = PlayState(object(), 0)
    told = _record(state)
    state.lang = "fr"
    assert sorted(told) == sorted(TOPICS)
    calls: list[int] = []

    def note() -> None:
        calls.append(1)

    state.events.connect(note, "hover", "cursor")
    state.events.disconnect(note)
    state.hover = 3
    state.cursor = 2
    assert calls == []


def test_an_unknown_value_is_refused() -> None:
    state = PlayState(object(), 0)
    with pytest.raises(AttributeError):
        state.selection = 3  # type: ignore[attr-defined]


def test_the_model_imports_without_qt() -> None:
    """Loaded with PySide6 and shiboken6 made unimportable (from its file: the package
    ``editor.ui.play`` itself is the window's; pyproject.toml's import contract
    checks the module's imports too)."""
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is blocked: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('play_state', {str(MODEL)!r})\n"
        "module = importlib.util.module_from_spec(spec)\n"
        "sys.modules['play_state'] = module\n"
        "spec.loader.exec_module(module)\n"
        "s = module.PlayState(object(), 0)\n"
        "s.hover = 3\n"
        "assert 'PySide6' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_a_topic_is_reached_by_its_name_as_in_napari() -> None:
    state = PlayState(object(), 0)
    speeds: list[float] = []
    state.events.pace.connect(lambda: speeds.append(state.speed))
    state.speed = 2.0
    state.hover = 5
    state.speed = 2.0
    assert speeds == [2.0]
