"""Every event type reads back from a log: the package alone registers them all.

The events live in their families' modules, each adding its own to
``EVENT_TYPES``; a family the package ``editor.rules`` forgot to import would
leave its events unreadable in a saved game until something else imported it.
"""

from __future__ import annotations

import json
import subprocess
import sys

_PROBE = """
import importlib, json, pkgutil
import editor.rules
from editor.rules.events import EVENT_TYPES, Event
registered = {k: f"{c.__module__}.{c.__qualname__}" for k, c in EVENT_TYPES.items()}
for m in pkgutil.walk_packages(editor.rules.__path__, "editor.rules."):
    importlib.import_module(m.name)
def subclasses(c):
    for s in c.__subclasses__():
        yield s
        yield from subclasses(s)
defined = [(c.kind, f"{c.__module__}.{c.__qualname__}") for c in subclasses(Event)]
print(json.dumps({"registered": registered, "defined": defined}))
"""


def test_importing_editor_rules_registers_every_event_type_under_its_own_kind() -> None:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], check=True, capture_output=True, text=True
    ).stdout
    seen = json.loads(out)
    registered: dict[str, str] = seen["registered"]
    # dataclass(slots=True) makes a second class of the same name: one per name.
    defined = {name: kind for kind, name in seen["defined"]}
    missing = {name: kind for name, kind in defined.items() if registered.get(kind) != name}
    assert missing == {}
    assert len(registered) == len(defined)
