"""The knob curves of a tuning report: each side's win rate against one knob's value.

From the JSON report (``tune_record.json_report``): for each knob, the scenario as
it is (at the knob's current value) and every candidate that changed that knob
alone, each player type's rates with their 95 % intervals. Numeric knobs on a
value axis, the others (first player, owner, victory settings) as categories.
matplotlib's Agg backend, as ``charts`` (no display, no Qt).
"""

from __future__ import annotations

from typing import Any

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from editor.balance.charts import DRAW_COLOUR, SIDE_COLOURS, plt
from editor.balance.tune_texts import word

MARKERS = ("o", "s", "^", "D")
"""One marker per player type."""


def curve_points(report: dict[str, Any], knob: str) -> dict[str, list[tuple[Any, dict]]]:
    """Per player type (``""`` with one): (value, rates) of the scenario and of each
    candidate that changed ``knob`` alone, in value order."""
    now = next(k["now"] for k in report["knobs"] if k["name"] == knob)
    out: dict[str, list[tuple[Any, dict]]] = {}
    for c in report["candidates"]:
        if not c["games"]:
            continue
        if c["setting"] == []:
            value = now
        elif len(c["setting"]) == 1 and c["setting"][0][0] == knob:
            value = c["setting"][0][1]
        else:
            continue
        for player, rates in (c.get("by_players") or {"": c}).items():
            out.setdefault(player, []).append((value, rates))
    for points in out.values():
        points.sort(key=lambda p: (isinstance(p[0], str), p[0]))
    return out


def knob_curve(report: dict[str, Any], knob: dict[str, Any], lang: str) -> Figure | None:
    """The figure of one knob; None when fewer than two of its values were played."""
    by_player = curve_points(report, knob["name"])
    if not by_player or max(len(p) for p in by_player.values()) < 2:
        return None
    names = report["side_names"]
    fig, ax = plt.subplots(figsize=(7.5, 3.4))
    categories = sorted(
        {str(v) for points in by_player.values() for v, _ in points}, key=_category_key
    )

    def x_of(value: Any) -> float:
        return float(value) if knob["numeric"] else float(categories.index(str(value)))

    margin = report["target"]["margin"] / 2
    ax.axhspan(0.5 - margin, 0.5 + margin, color="#dddddd", zorder=0)
    ax.axvline(x_of(knob["now"]), color="#444444", lw=0.8, ls=":")
    for n, (player, points) in enumerate(by_player.items()):
        xs = [x_of(v) for v, _ in points]
        for side, key, colour in ((0, "a", SIDE_COLOURS[0]), (1, "b", SIDE_COLOURS[1]),
                                  (2, "draws", DRAW_COLOUR)):  # fmt: skip
            rates = [r[key] for _, r in points]
            ps = [r["p"] for r in rates]
            err = [
                [max(0.0, p - r["low"]) for p, r in zip(ps, rates, strict=True)],
                [max(0.0, r["high"] - p) for p, r in zip(ps, rates, strict=True)],
            ]
            label = names[side] if side < 2 else word("draws_label", lang)
            ax.errorbar(
                xs,
                ps,
                yerr=err,
                color=colour,
                marker=MARKERS[n % len(MARKERS)],
                ls=("-", "--", ":", "-.")[n % 4] if knob["numeric"] else "none",
                lw=1.2,
                capsize=3,
                alpha=0.5 if side == 2 else 1.0,
                label=f"{label} ({player})" if player else label,
            )
    if knob["numeric"]:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # a knob's values are whole
    else:
        ax.set_xticks(range(len(categories)), [_shown(c, knob["name"], lang) for c in categories])
    ax.set_ylim(0, 1)
    ax.set_xlabel(word("value", lang, knob=knob["name"]))
    ax.set_ylabel(word("win_rate", lang))
    ax.set_title(word("chart_title", lang, knob=knob["name"]))
    ax.legend(fontsize=7, loc="center left", bbox_to_anchor=(1.01, 0.5))
    return fig


def _category_key(text: str) -> tuple[bool, str]:
    return (text != "", text)


def _shown(value: str, knob: str, lang: str) -> str:
    if value:
        return value
    return word("lot", lang) if knob == "first" else word("nobody", lang)
