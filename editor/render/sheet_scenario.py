"""The scenario page of the set-up sheet: briefing, set-up, victory conditions,
battle conditions and their effects (Panache Annexe 3 tables), optional rules in
play, the generation log (every die rolled, so players can replay it) and the
record of a tuning (``sheet_balance``).

Fields a newer scenario model adds (``briefing``, ``period``, ``setup``,
``victory``) are read when present.
"""

from __future__ import annotations

import re

from editor.core.ruleset import Ruleset
from editor.core.ruleset_optional import OPTIONAL_RULES, canonical
from editor.core.scenario import Scenario
from editor.generate.dice import in_language
from editor.render.sheet_balance import balance_section
from editor.render.sheet_conditions import conditions_section
from editor.render.sheet_pages import BODY, H1, SMALL, Flow
from editor.render.sheet_text import tr


def scenario_page(flow: Flow, scenario: Scenario, ruleset: Ruleset, lang: str) -> None:
    title = scenario.title.strip()
    heading = f"{tr('scenario', lang)}{tr('colon', lang)}{title}" if title else tr("scenario", lang)
    flow.heading(heading, size=H1)
    armies = bool(scenario.sides or scenario.units)
    if scenario.author:
        flow.paragraph(f"{tr('author', lang)}{tr('colon', lang)}{scenario.author}", SMALL)
    period = getattr(scenario, "period", "")
    if period:
        flow.paragraph(period, SMALL)
    for source in (getattr(scenario, "briefing", None), scenario.description):
        text = _local(source, lang) if source is not None else ""
        if text:
            flow.heading(tr("briefing", lang))
            # Hard-wrapped source lines join; blank lines still part paragraphs.
            flow.paragraph(re.sub(r"(?<!\n)\n(?!\n)", " ", text.strip()))
            break
    _setup(flow, scenario, lang)
    if armies or scenario.objectives:
        flow.heading(tr("victory", lang))
        flow.paragraph(_victory_text(scenario, lang))
    if scenario.objectives:
        grid = scenario.grid
        rows = [[o.name, grid.label(o.position), str(o.points)] for o in scenario.objectives]
        head = [tr("objective", lang), tr("where", lang), tr("points", lang)]
        widths: tuple[float, ...] = (0.6, 0.2, 0.2)
        if any(getattr(o, "owner", "") for o in scenario.objectives):  # held from the start
            names = {side.id: side.name for side in scenario.sides}
            for row, o in zip(rows, scenario.objectives, strict=True):
                row.append(names.get(o.owner, tr("held_nobody", lang)))
            head, widths = [*head, tr("held_at_start", lang)], (0.42, 0.14, 0.12, 0.32)
        flow.table(head, rows, widths, align_right=(2,))
    if scenario.conditions or armies:
        flow.heading(tr("conditions", lang))
        conditions_section(flow, scenario, lang)
    rules = []
    if scenario.decoys or getattr(getattr(scenario, "setup", None), "deployment", "") == "markers":
        rules.append(tr("rule_hidden", lang))
    if "weather" in scenario.conditions and scenario.generation:
        rules.append(tr("rule_weather", lang))
    said = {r for r in ("hidden", "weather") if tr(f"rule_{r}", lang) in rules}
    rules += _optional_rules(scenario, lang, said)
    if rules or armies:
        flow.heading(tr("optional_rules", lang))
        flow.paragraph("\n".join("• " + r for r in rules) if rules else tr("rule_none", lang))
    if scenario.generation:
        flow.heading(tr("generation", lang))
        colon = tr("colon", lang)
        for g in scenario.generation:
            flow.paragraph(
                f"{tr('procedure', lang)}{colon}{g.procedure} ({tr('seed', lang)} {g.seed})",
                BODY,
                bold=True,
            )
            for line in g.log:
                flow.paragraph(in_language(line, lang), SMALL, indent=8)
    balance_section(flow, scenario, lang)


def _optional_rules(scenario: Scenario, lang: str, said: set[str]) -> list[str]:
    """The Annexe 3 rules the scenario plays (``setup.optional_rules``), in the annex's
    order, but those the lines above already name (``said``: hidden units, weather)."""
    chosen = canonical(getattr(getattr(scenario, "setup", None), "optional_rules", ()))
    annex = tr("annex_3", lang)
    return [f"{OPTIONAL_RULES[r].text(lang)} ({annex})" for r in chosen if r not in said]


def _local(text: object, lang: str) -> str:
    """A LocalText in ``lang``, else in the other language."""
    get = getattr(text, "get", None)
    if get is None:
        return ""
    return get(lang) or get("en" if lang == "fr" else "fr")


def _setup(flow: Flow, scenario: Scenario, lang: str) -> None:
    """Turns, first player and how terrain and armies are set up (Annexe 1).

    A map without armies says only what it sets (its terrain set-up, its turns):
    no first player or deployment of sides it does not have."""
    setup = getattr(scenario, "setup", None)
    if setup is None:
        return
    armies = bool(scenario.sides or scenario.units)
    colon = tr("colon", lang)
    lines = []
    turns = getattr(setup, "turns", None)
    if armies or turns:
        lines.append(f"{tr('turns', lang)}{colon}{turns if turns else tr('open_ended', lang)}")
    first = getattr(setup, "first_player", "")
    side = next((s.name for s in scenario.sides if s.id == first), "")
    if armies:
        lines.append(f"{tr('first_player', lang)}{colon}{side or tr('by_lot', lang)}")
    tokens = [(s.name, s.tokens) for s in scenario.sides if getattr(s, "tokens", None) is not None]
    if tokens:
        given = ", ".join(f"{name} {n}" for name, n in tokens)
        lines.append(f"{tr('start_tokens', lang)}{colon}{given}")
    try:
        from editor.core.deployment import DEPLOYMENT_MODES, TERRAIN_SETUPS
    except ImportError:
        DEPLOYMENT_MODES, TERRAIN_SETUPS = {}, {}
    index = 1 if lang == "en" else 0
    for key, table, value, shown in (
        ("terrain_setup", TERRAIN_SETUPS, getattr(setup, "terrain", ""), armies),
        ("deployment_mode", DEPLOYMENT_MODES, getattr(setup, "deployment", ""), armies),
    ):
        if value and (shown or value != "scenario"):
            lines.append(f"{tr(key, lang)}{colon}{table.get(value, (value, value))[index]}")
    if not lines:
        return
    flow.heading(tr("setup", lang))
    flow.paragraph("\n".join("• " + line for line in lines))


def _victory_text(scenario: Scenario, lang: str) -> str:
    """The victory rule in play; objectives "below" only when there are some."""
    victory = getattr(scenario, "victory", None)
    mode = getattr(victory, "demoralisation", "units")
    key = "victory_text" if mode == "units" else f"victory_{mode}"
    if not scenario.objectives:
        return tr(key + "_plain", lang)
    text = tr(key, lang)
    if victory is not None and not getattr(victory, "objectives", True):
        text += " " + tr("victory_no_objectives", lang)
    return text
