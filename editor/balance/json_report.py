"""A balance report as JSON (RFC 8259): what is infinite or undefined is ``null`` with a reason.

Python's ``json`` writes ``Infinity`` and ``NaN``, which are not JSON: other
programs refuse the file. A figure that is infinite (side A's Elo difference
when it won every game, or none) or undefined (a rate of no game) is written
``null``, and beside it ``<name>_reason`` says why, in the report's language.
The readers of a report (``output.summary``, the window's report) take
``null`` where a figure may be missing.
"""

from __future__ import annotations

import json
import math
from typing import Any

from editor.balance.texts import word


def null_reason(name: str, value: float, lang: str) -> str:
    """Why the figure ``name`` is written ``null``."""
    if math.isnan(value):
        return word("null_undefined", lang)
    if name == "elo_a":
        return word("null_elo_all" if value > 0 else "null_elo_none", lang)
    return word("null_infinite", lang, sign="+" if value > 0 else "−")


def _missing(value: object) -> bool:
    return isinstance(value, float) and not math.isfinite(value)


def json_ready(value: Any, lang: str) -> Any:
    """``value`` with every infinite or undefined number ``None``, a mapping's
    with a ``<name>_reason`` beside it."""
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        for key, v in value.items():
            if _missing(v):
                out[key] = None
                out[f"{key}_reason"] = null_reason(str(key), v, lang)
            else:
                out[key] = json_ready(v, lang)
        return out
    if isinstance(value, (list, tuple)):
        return [None if _missing(v) else json_ready(v, lang) for v in value]
    return value


def dumps_report(report: dict[str, Any], lang: str) -> str:
    """The report's JSON text (strict: a number JSON cannot hold is an error, not ``Infinity``)."""
    return json.dumps(json_ready(report, lang), ensure_ascii=False, indent=1, allow_nan=False)
