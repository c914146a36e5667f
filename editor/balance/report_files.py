"""Writing a balance report to disk: the report (JSON, HTML or PDF) and its companions, as one set.

``write_report(report, result, path, lang, draw_heat)`` writes ``path`` by its
extension and, beside it, ``<stem>-heat-<series>-<map>.png`` (drawn by
``draw_heat``, the map painter's ``render.heatmap`` in the command), one
``<stem>-heat-<series>.csv`` per series (every hex's values and the games
behind them) and ``<stem>-games.zip`` (every game's replayable log). The
files are one set (``io.atomic_write.atomic_set``): each is written to a
temporary beside it and all are renamed at the end, the report last, so a
full disk or a kill while writing leaves the previous report and its
companions as they were. The JSON is strict (``json_report``: ``null`` with a
reason, never ``Infinity``); the HTML and the PDF are ``output``'s.
"""

from __future__ import annotations

import csv
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from editor.balance.json_report import dumps_report
from editor.balance.output import HEAT_COLOURS, HEAT_MAPS, heat_caption, html_report, pdf_report
from editor.balance.report import log_name
from editor.balance.run import RunResult
from editor.io.atomic_write import AtomicSet, SaveError, atomic_set, set_failed

DrawHeat = Callable[[dict[str, float], str, str], bytes]
"""(values per hex label, caption, colour) -> PNG bytes."""


def write_heat_csv(series: dict[str, Any], path: Path) -> None:
    h = series["heat"]
    labels = sorted(set().union(*(h[m].keys() for m in HEAT_MAPS), h["games"].keys()))
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["hex", *HEAT_MAPS, "games"])
        for label in labels:
            w.writerow(
                [
                    label,
                    *(f"{h[m].get(label, 0.0):.4f}" for m in HEAT_MAPS),
                    " ".join(str(s) for s in h["games"].get(label, [])),
                ]
            )


def write_games(result: RunResult, path: Path) -> int:
    """Every game's log in one zip (logs are kept compressed by the workers)."""
    n = 0
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for s in result.series:
            for g in s.games:
                if g.log is not None:
                    # a fixed date: the same run gives the same archive, byte for byte
                    info = zipfile.ZipInfo(
                        log_name(s.player, s.variant, g.seed), (1980, 1, 1, 0, 0, 0)
                    )
                    z.writestr(info, zlib.decompress(g.log), zipfile.ZIP_DEFLATED)
                    n += 1
    return n


def _series_slug(s: dict[str, Any]) -> str:
    return ("variant-" if s["variant"] else "") + s["player"]


def write_report(
    report: dict[str, Any],
    result: RunResult,
    path: str | Path,
    lang: str,
    draw_heat: DrawHeat | None,
) -> list[Path]:
    """Write the report and its companions; the files written."""
    path = Path(path)
    ext = path.suffix.lower()
    if ext not in (".json", ".html", ".htm", ".pdf"):
        raise ValueError(f"{path}: the report is .json, .html or .pdf")
    path.parent.mkdir(parents=True, exist_ok=True)
    # one set: every file to a temporary beside it, renamed at the end, the report last
    try:
        with atomic_set() as files:
            return _write_set(report, result, path, lang, draw_heat, files)
    except SaveError:
        raise
    except OSError as exc:  # a writer's own (zip, csv, PDF): nothing was renamed yet
        raise set_failed(path, exc) from exc


def _write_set(
    report: dict[str, Any],
    result: RunResult,
    path: Path,
    lang: str,
    draw_heat: DrawHeat | None,
    files: AtomicSet,
) -> list[Path]:
    stem = path.with_suffix("")
    written: list[Path] = []
    images: dict[tuple[int, str], bytes] = {}
    for n, s in enumerate(report["series"]):
        if not s["games"]:
            continue
        csv_path = Path(f"{stem}-heat-{_series_slug(s)}.csv")
        write_heat_csv(s, files.path(csv_path))
        written.append(csv_path)
        if draw_heat is None:
            continue
        for name in HEAT_MAPS:
            values = s["heat"][name]
            if name.startswith("held") and not values:
                continue
            png = draw_heat(
                values, heat_caption(report, name, lang) + f" — {s['player']}", HEAT_COLOURS[name]
            )
            images[(n, name)] = png
            png_path = Path(f"{stem}-heat-{_series_slug(s)}-{name}.png")
            files.write_bytes(png_path, png)
            written.append(png_path)
    if any(g.log is not None for s in result.series for g in s.games):
        zpath = Path(f"{stem}-games.zip")
        write_games(result, files.path(zpath))
        written.append(zpath)
        report["games_archive"] = zpath.name
    ext = path.suffix.lower()
    if ext == ".json":
        files.write_bytes(path, dumps_report(report, lang).encode("utf-8"))
    elif ext == ".pdf":
        pdf_report(report, lang, images, files.path(path))
    else:
        files.write_bytes(path, html_report(report, lang, images).encode("utf-8"))
    written.insert(0, path)
    return written
