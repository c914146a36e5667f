"""The report's charts, drawn by matplotlib with its Agg backend (no display, no Qt).

Each function takes a series' report data and returns a figure; ``png``
turns one into PNG bytes for HTML, the PDF writer places figures as pages.
"""

from __future__ import annotations

import io
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.figure import Figure

from editor.balance.texts import word

SIDE_COLOURS = ("#3b6fb6", "#c0392b")
DRAW_COLOUR = "#888888"


def png(fig: Figure, dpi: int = 110) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi, bbox_inches="tight")
    plt.close(fig)
    return buf.getvalue()


def _series_label(s: dict[str, Any], lang: str, files: list[str]) -> str:
    label = s["player"]
    if s["variant"]:
        label += " · " + word("variant", lang, file=files[-1])
    return label


def win_rates(report: dict[str, Any], lang: str) -> Figure:
    """Side A, draws, side B per series, with Wilson intervals as error bars."""
    names = report["scenario"]["side_names"]
    files = [report["scenario"]["file"], report["settings"].get("compare") or ""]
    series = report["series"]
    fig, ax = plt.subplots(figsize=(7.5, 0.9 + 0.8 * len(series)))
    labels = [_series_label(s, lang, files) for s in series]
    y = list(range(len(series)))
    height = 0.25
    bars = (
        (names[0], lambda s: s["wins"][0], SIDE_COLOURS[0], -height),
        (word("draws", lang), lambda s: s["draws"], DRAW_COLOUR, 0.0),
        (names[1], lambda s: s["wins"][1], SIDE_COLOURS[1], height),
    )
    for name, get, colour, dy in bars:
        vals = [get(s) for s in series]
        ps = [v["p"] if v["n"] else 0.0 for v in vals]
        err = [
            [max(0.0, p - v["low"]) for p, v in zip(ps, vals, strict=True)],
            [max(0.0, v["high"] - p) for p, v in zip(ps, vals, strict=True)],
        ]
        ax.barh(
            [t + dy for t in y], ps, height=height, color=colour, xerr=err, capsize=3, label=name
        )
    ax.set_yticks(y, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.axvline(0.5, color="#444444", lw=0.8, ls=":")
    ax.set_xlabel(word("win_rate", lang))
    ax.set_title(word("chart_wins", lang))
    ax.legend(loc="lower right", fontsize=8)
    return fig


def lengths(report: dict[str, Any], lang: str) -> Figure:
    fig, ax = plt.subplots(figsize=(7.5, 3))
    files = [report["scenario"]["file"], report["settings"].get("compare") or ""]
    for s in report["series"]:
        counts = {int(k): v for k, v in s["length"]["turns"].items()}
        if counts:
            xs = sorted(counts)
            ax.plot(
                xs,
                [counts[x] / max(1, s["games"]) for x in xs],
                marker="o",
                label=_series_label(s, lang, files),
            )
    ax.set_xlabel(word("turns_n", lang))
    ax.set_ylabel(word("games", lang))
    ax.set_title(word("chart_length", lang))
    ax.legend(fontsize=8)
    return fig


def survival(report: dict[str, Any], series_index: int, lang: str) -> Figure:
    s = report["series"][series_index]
    names = report["scenario"]["side_names"]
    classes = sorted({c for side in ("0", "1") for c in s["survival"][side]})
    fig, ax = plt.subplots(figsize=(7.5, 0.9 + 0.45 * max(1, len(classes))))
    for n, side in enumerate(("0", "1")):
        rows = s["survival"][side]
        ps = [rows[c]["p"] if c in rows else 0.0 for c in classes]
        lo = [
            max(0.0, p - rows[c]["low"]) if c in rows else 0
            for p, c in zip(ps, classes, strict=True)
        ]
        hi = [
            max(0.0, rows[c]["high"] - p) if c in rows else 0
            for p, c in zip(ps, classes, strict=True)
        ]
        ax.barh(
            [i + (n - 0.5) * 0.38 for i in range(len(classes))],
            ps,
            height=0.36,
            color=SIDE_COLOURS[n],
            xerr=[lo, hi],
            capsize=2,
            label=names[n],
        )
    ax.set_yticks(range(len(classes)), classes)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_title(word("chart_survival", lang) + f" — {s['player']}")
    ax.legend(fontsize=8, loc="lower right")
    return fig
