"""Where Hexfield's data is: the schemas, the resources and the bundled scenarios.

In the repository the data folders sit at the top level (``schemas/``,
``resources/``, ``scenarios/``, ``docs/``). A built wheel carries them inside the package,
as ``editor/_data/<folder>`` (``pyproject.toml`` maps them). The installed copy is
used when there is one, else the checkout's (an editable install, or running
from the source tree), so the program finds its data from any current folder.
Every module that reads data takes its path from here.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent
"""The source tree (meaningful only when running from it: tools that write to it)."""
_BUNDLED = PACKAGE / "_data"

DATA = _BUNDLED if (_BUNDLED / "schemas").is_dir() else CHECKOUT
"""The folder holding ``schemas/``, ``resources/``, ``scenarios/`` and ``docs/``."""
SCHEMAS = DATA / "schemas"
RESOURCES = DATA / "resources"
RULESETS = RESOURCES / "rulesets"
STYLES = RESOURCES / "styles"
GENERATE = RESOURCES / "generate"
I18N = RESOURCES / "i18n"
SCENARIOS = DATA / "scenarios"
DOCS = DATA / "docs"
"""The documentation pages (Markdown), shown by *Help > User guide*."""
USER_GUIDE = DOCS / "user-guide.md"


def missing_data() -> str | None:
    """A sentence for a person when the install lacks its data files, else None."""
    required = (SCHEMAS / "scenario.schema.json", RULESETS, STYLES / "default.yaml", GENERATE)
    missing = [p for p in required if not p.exists()]
    if not missing:
        return None
    return (
        f"Hexfield's data files are missing ({missing[0]} not found): the installation is "
        "incomplete; reinstall Hexfield (pip install hexfield-*.whl, or pip install -e . "
        "in a checkout)"
    )
