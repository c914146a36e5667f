"""The optional rules' interface (``editor.rules.plugin.OptionalHooks``) lists every
hook the engine calls, and nothing the engine does not call.

Read from the engine's source (``editor/rules/*.py``, not the optional rules'
package): each ``ctx.optional.<hook>(...)`` and each call on a name bound to
``ctx.optional`` (``opt = ctx.optional if ... else None``, then ``opt.<hook>(...)``).
A hook added to the engine without its type in the Protocol fails here; mypy
then checks ``OptionalRules`` against the Protocol where it is registered.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from rules_helpers import blank, ruleset, unit

from editor.rules.context import GameSetupError, Options, build_context
from editor.rules.game import game_context
from editor.rules.optional import OptionalRules
from editor.rules.plugin import OptionalHooks

ENGINE = Path(__file__).resolve().parents[2] / "editor" / "rules"


def _is_ctx_optional(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr == "optional"
        and (isinstance(node.value, ast.Name) and node.value.id == "ctx")
    )


def _bound_to_optional(tree: ast.AST) -> set[str]:
    """Names assigned ``ctx.optional`` (or a conditional expression giving it)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            value = node.value
            if isinstance(value, ast.IfExp):
                value = value.body
            target = node.targets[0]
            if _is_ctx_optional(value) and isinstance(target, ast.Name):
                names.add(target.id)
    return names


def hooks_called(source: str) -> set[str]:
    tree = ast.parse(source)
    bound = _bound_to_optional(tree)
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if _is_ctx_optional(owner) or (isinstance(owner, ast.Name) and owner.id in bound):
                out.add(node.func.attr)
    return out


def engine_hooks() -> dict[str, set[str]]:
    return {p.name: hooks_called(p.read_text(encoding="utf-8")) for p in ENGINE.glob("*.py")}


def protocol_members() -> set[str]:
    return {
        name
        for name, value in vars(OptionalHooks).items()
        if callable(value) and not name.startswith("_")
    }


def test_every_hook_the_engine_calls_is_typed() -> None:
    called = set().union(*engine_hooks().values())
    missing = {
        f"{module}: {hook}"
        for module, hooks in engine_hooks().items()
        for hook in hooks - protocol_members()
    }
    assert missing == set()
    assert protocol_members() - called == set(), "listed in the Protocol, called nowhere"


def test_the_reading_finds_both_forms_of_call() -> None:
    source = (
        "def f(ctx, pos):\n"
        "    ctx.optional.start(ctx, pos, [])\n"
        "    opt = ctx.optional if pos.optional is not None else None\n"
        "    opt.brand_new_hook(ctx)\n"
        "    other.optional.not_a_hook()\n"
    )
    assert hooks_called(source) == {"start", "brand_new_hook"}


def test_the_engine_calls_the_hooks_the_docstring_named() -> None:
    # A sample from editor/rules/optional/__init__.py's list, by the engine's module.
    found = engine_hooks()
    assert {"start"} <= found["setup.py"]
    assert {"phase_started", "phase_ending"} <= found["turn.py"]
    assert {"effective", "pending_actions", "legal"} <= found["legal.py"]
    assert {"effective", "apply", "move"} <= found["engine.py"]
    assert {"adjust_dice", "why_not"} <= found["combat.py"]
    assert {"suggest", "effective", "refusal"} <= found["greedy.py"]
    assert {"observed", "hides_plan"} <= found["fog.py"]


def test_build_context_is_handed_its_optional_rules() -> None:
    sc = blank()
    unit(sc, "a1", "a", sc.grid.to_hex(2, 10))
    unit(sc, "b1", "b", sc.grid.to_hex(2, 2))
    rs = ruleset("panache")
    played = Options(rules=frozenset({"sleep", "weather"}))
    # The engine alone does not know its optional rules: it is handed them.
    with pytest.raises(GameSetupError):
        build_context(sc, rs, played)
    ctx = build_context(sc, rs, played, optional_rules=OptionalRules)
    assert isinstance(ctx.optional, OptionalRules)
    assert ctx.optional.rules == {"sleep", "weather"}
    # ``game_context`` (what every program uses) hands them over.
    via_game = game_context(sc, rs, played).optional
    assert isinstance(via_game, OptionalRules)
    assert via_game.rules == {"sleep", "weather"}
    # A game that plays none has none, with or without them at hand.
    assert build_context(sc, rs).optional is None
    assert game_context(sc, rs).optional is None
