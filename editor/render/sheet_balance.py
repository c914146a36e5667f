"""The set-up sheet's record of a tuning (``balance.tuned``, written by ``hexfield tune``):
what changed, and each side's win rate before and after with its 95 % interval."""

from __future__ import annotations

from typing import Any

from editor.core.ruleset_victory import DEMORALISATION_MODES
from editor.core.scenario import Scenario
from editor.render.sheet_pages import BODY, SMALL, Flow
from editor.render.sheet_text import tr


def balance_section(flow: Flow, scenario: Scenario, lang: str) -> None:
    tuned = scenario.balance.get("tuned")
    if not tuned:
        return
    flow.heading(tr("balance", lang))
    for change in tuned["changed"] or [{}]:
        flow.paragraph(_change(scenario, change, lang), BODY, bold=True)
    groups = tuned.get("by_players") or {"": tuned}
    for player, measured in groups.items():
        for key in ("before", "after"):
            _rates(flow, scenario, measured[key], key, player, lang)
    how = tr("balance_how", lang, players=tuned["players"], seed=tuned["seed"])
    how += f", Hexfield {tuned['version']}"
    if not tuned.get("reached", True):
        how += tr("balance_missed", lang)
    flow.paragraph(how, SMALL, indent=8)


def _rates(
    flow: Flow, scenario: Scenario, r: dict[str, Any], key: str, player: str, lang: str
) -> None:
    """One line: before or after, each side's win rate and the draws (one player type's)."""
    rates = tr(
        "balance_rates",
        lang,
        a=_pct(r["a"], lang),
        b=_pct(r["b"], lang),
        draws=_pct(r["draws"], lang),
        n=r["a"]["n"],
        side_a=_side_name(scenario, 0, "A"),
        side_b=_side_name(scenario, 1, "B"),
    )
    when = tr("balance_" + key, lang) + (f" ({player})" if player else "")
    flow.paragraph(f"{when}{tr('colon', lang)}{rates}", SMALL, indent=8)


def _change(scenario: Scenario, change: dict[str, Any], lang: str) -> str:
    if not change:
        return tr("balance_none", lang)
    knob, old, new = change["knob"], change["from"], change["to"]
    kind, name = knob.partition(":")[0], change.get("name", knob)
    if kind == "first":
        old, new = _side(scenario, old, lang), _side(scenario, new, lang)
    elif kind == "owner":
        old, new = (_side(scenario, v, lang, "balance_nobody") for v in (old, new))
    elif kind == "victory.demoralisation":
        index = 0 if lang == "fr" else 1
        old, new = (DEMORALISATION_MODES.get(str(v), (v, v))[index] for v in (old, new))
    elif kind == "victory.objectives":
        old, new = tr(f"balance_{old}", lang), tr(f"balance_{new}", lang)
    what = tr(_WHAT.get(kind, "balance_first"), lang, name=name)
    return f"{what}{tr('colon', lang)}{old} → {new}"


_WHAT = {
    "points": "balance_points",
    "turns": "balance_turns",
    "owner": "balance_owner",
    "tokens": "balance_tokens",
    "victory.demoralisation": "balance_demoralisation",
    "victory.objectives": "balance_objectives",
    "entry": "balance_entry",
    "depth": "balance_depth",
}
"""The sheet's words for each knob of ``editor.balance.knobs`` (by its kind)."""


def _side(scenario: Scenario, side_id: object, lang: str, none: str = "balance_lot") -> str:
    side = scenario.side(str(side_id))
    return side.name if side is not None else tr(none, lang)


def _side_name(scenario: Scenario, index: int, letter: str) -> str:
    return scenario.sides[index].name if len(scenario.sides) > index else letter


def _pct(rate: dict[str, Any], lang: str) -> str:
    text = f"{100 * rate['p']:.1f} % [{100 * rate['low']:.1f}–{100 * rate['high']:.1f}]"
    return text.replace(".", ",") if lang == "fr" else text.replace(" %", "%")
