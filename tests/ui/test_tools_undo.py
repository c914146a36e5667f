"""Random edits through the document's undo stack, merged strokes included.

Every index of the QUndoStack must give back the exact scenario text it had
when that step was made: undo-all returns to the original, redo-all to the
final state, and a stroke merged into one step undoes as one.
"""

from __future__ import annotations

import shiboken6
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from PySide6.QtWidgets import QApplication

from editor.core import edge_painting, painting
from editor.core.edges import edge_of
from editor.core.edits import Edit
from editor.core.hexes import Hex, neighbor
from editor.core.painting import PaintRules
from editor.core.scenario import new_scenario
from editor.io.rulesets import load_ruleset
from editor.io.scenario_encode import dumps_scenario
from editor.ui.document import Document

ELEMENT_SETS = [frozenset({"foret"}), frozenset({"colline", "rocaille"}), frozenset({"marais"})]
cols, rows = st.integers(1, 9), st.integers(1, 12)


class UndoStackMachine(RuleBasedStateMachine):
    @initialize(orientation=st.sampled_from(["flat", "pointy"]))
    def start(self, orientation: str) -> None:
        self.app = QApplication.instance() or QApplication([])
        scenario = new_scenario("panache", 9, 12, orientation=orientation)  # type: ignore[arg-type]
        self.document = Document(scenario, load_ruleset("panache"))
        self.rules = PaintRules.from_ruleset(self.document.ruleset)
        self.texts = [dumps_scenario(self.document.scenario)]
        self.stroke: object | None = None

    @property
    def scenario(self):
        return self.document.scenario

    def _hex(self, col: int, row: int) -> Hex:
        return self.scenario.grid.to_hex(col, row)

    def _push(self, edit: Edit | str | None, merge: bool = False) -> None:
        if edit is None or isinstance(edit, str):
            return
        stack = self.document.undo_stack
        index = stack.index()
        del self.texts[index + 1 :]
        if not merge:
            self.stroke = object()
        self.document.apply(edit, "edit", merge_key=self.stroke)
        if stack.index() == index:  # merged into the previous step
            self.texts[index] = dumps_scenario(self.scenario)
        else:
            self.texts.append(dumps_scenario(self.scenario))

    @rule(
        col=cols,
        row=rows,
        radius=st.integers(0, 2),
        elements=st.sampled_from(ELEMENT_SETS),
        replace=st.booleans(),
        same_stroke=st.booleans(),
    )
    def brush(
        self,
        col: int,
        row: int,
        radius: int,
        elements,
        replace: bool,
        same_stroke: bool,
    ) -> None:
        hexes = painting.brush_footprint(self.scenario.grid, self._hex(col, row), radius)
        self._push(
            painting.paint_hexes(self.scenario, hexes, elements, self.rules, 2, replace),
            merge=same_stroke,
        )

    @rule(col=cols, row=rows, same_stroke=st.booleans())
    def erase(self, col: int, row: int, same_stroke: bool) -> None:
        self._push(
            painting.erase_hexes(self.scenario, [self._hex(col, row)], self.rules),
            merge=same_stroke,
        )

    @rule(col=cols, row=rows, elements=st.sampled_from(ELEMENT_SETS))
    def fill(self, col: int, row: int, elements) -> None:
        self._push(painting.bucket_fill(self.scenario, self._hex(col, row), elements, self.rules))

    @rule(col=cols, row=rows, d=st.integers(0, 5), remove=st.booleans(), same_stroke=st.booleans())
    def obstacle(self, col: int, row: int, d: int, remove: bool, same_stroke: bool) -> None:
        h = self._hex(col, row)
        if remove:
            edit = edge_painting.remove_obstacles(self.scenario, edge_of(h, d))
        else:
            edit = edge_painting.place_obstacle(self.scenario, h, d, "pieux", self.rules)
        self._push(edit, merge=same_stroke)

    @rule(
        col=cols,
        row=rows,
        d=st.integers(0, 5),
        element=st.sampled_from(["route", "riviere"]),
        ford=st.booleans(),
        remove=st.booleans(),
        same_stroke=st.booleans(),
    )
    def link(
        self, col: int, row: int, d: int, element: str, ford: bool, remove: bool, same_stroke: bool
    ) -> None:
        a = self._hex(col, row)
        b = neighbor(a, d)
        if not self.scenario.grid.contains(b):
            return
        if remove:
            edit = edge_painting.unlink_hexes(self.scenario, a, b, element, self.rules)
        else:
            edit = edge_painting.link_hexes(self.scenario, a, b, element, self.rules, ford)
        self._push(edit, merge=same_stroke)

    @rule(steps=st.integers(1, 3))
    def undo(self, steps: int) -> None:
        for _ in range(steps):
            self.document.undo_stack.undo()
        self.stroke = None

    @rule()
    def redo(self) -> None:
        self.document.undo_stack.redo()
        self.stroke = None

    @invariant()
    def every_index_gives_back_its_text(self) -> None:
        stack = self.document.undo_stack
        assert stack.count() == len(self.texts) - 1
        here = stack.index()
        for i in (0, stack.count(), *range(stack.count() + 1)):
            stack.setIndex(i)
            assert dumps_scenario(self.scenario) == self.texts[i], f"at undo index {i}"
        stack.setIndex(here)
        assert dumps_scenario(self.scenario) == self.texts[here]

    def teardown(self) -> None:
        document = getattr(self, "document", None)
        if document is None:
            return
        try:
            document.undo_stack.cleanChanged.disconnect()
        except (RuntimeError, TypeError):
            pass
        # Free the Qt side now, while the application lives: left to Python's
        # cycle collector at the end of the run, it crashed the interpreter.
        shiboken6.delete(document)


TestUndoStack = UndoStackMachine.TestCase
TestUndoStack.settings = settings(max_examples=50, stateful_step_count=20, deadline=None)
