"""``hexfield render`` and ``hexfield sheet``: outputs, pixels, layers, errors, no Qt at import."""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"


def run(*argv: str) -> int:
    from editor.commands import render

    parser = argparse.ArgumentParser(prog="hexfield")
    render.register(parser.add_subparsers(dest="command"))
    try:
        args = parser.parse_args([str(a) for a in argv])
    except SystemExit as exc:
        return int(exc.code or 0)
    return int(args.handler(args))


def test_importing_the_commands_loads_no_qt() -> None:
    code = (
        "import sys, editor.commands.render;"
        "print(any(m.startswith('PySide6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_sheet_works_without_a_display(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    code = (
        "import argparse, sys; from editor.commands import render;"
        "p = argparse.ArgumentParser(); render.register(p.add_subparsers());"
        "a = p.parse_args(sys.argv[1:]); sys.exit(a.handler(a))"
    )
    out_pdf = tmp_path / "s.pdf"
    out = subprocess.run(
        [sys.executable, "-c", code, "sheet", str(MOULIN), "-o", str(out_pdf), "--lang", "en"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out_pdf.read_bytes().startswith(b"%PDF")
    assert out.stdout.strip().endswith(" pages") and "(s)" not in out.stdout


@pytest.mark.usefixtures("qapp")
def test_png_pixels_have_the_element_colour(tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    from editor.io.scenario_file import read_scenario
    from editor.render.hex_art import fill_colour
    from editor.render.map_painter import MapPainter
    from editor.render.map_raster import px_per_unit
    from editor.render.style import default_style

    out = tmp_path / "map.png"
    assert run("render", MOULIN, "-o", out, "--dpi", "100", "--hex-mm", "30") == 0
    image = QImage(str(out))
    result = read_scenario(MOULIN)
    sc, style = result.scenario, default_style()
    mp = MapPainter(sc, result.ruleset)
    scale = px_per_unit(30, 100, mp.hex_size)
    assert image.width() == pytest.approx(mp.bounds().width() * scale, abs=2)
    fills = {
        name: QColor(fill_colour(style, sc.terrain_at(sc.grid.parse_label(lab))))
        for name, lab in (
            ("foret", "0101"),
            ("ground", "0902"),
            ("colline", "0803"),
            ("marais", "1905"),
            ("rocaille", "1313"),
        )
    }
    assert len({c.name() for c in fills.values()}) == len(fills)

    def nearest(c: QColor) -> str:
        return min(
            fills,
            key=lambda k: sum(
                (a - b) ** 2 for a, b in zip(c.getRgb()[:3], fills[k].getRgb()[:3], strict=True)
            ),
        )

    for name, label in (
        ("foret", "0101"),
        ("ground", "0902"),
        ("colline", "0803"),
        ("marais", "1905"),
        ("rocaille", "1313"),
    ):
        x, y = mp.layout.hex_to_pixel(sc.grid.parse_label(label))
        # Near the rim: clear of the central symbols and of a hill's contour.
        votes = [
            nearest(
                QColor(
                    image.pixel(
                        round((x + 26 * math.cos(a * math.pi / 6)) * scale),
                        round((y + 26 * math.sin(a * math.pi / 6)) * scale),
                    )
                )
            )
            for a in range(12)
        ]
        assert max(set(votes), key=votes.count) == name and votes.count(name) >= 5, (label, votes)


@pytest.mark.usefixtures("qapp")
def test_svg_is_valid_xml_with_one_group_per_layer(tmp_path: Path) -> None:
    from editor.render.svg_map import LAYERS

    out = tmp_path / "map.svg"
    assert run("render", MOULIN, "-o", out) == 0
    root = ET.parse(out).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    groups = [c for c in root if c.tag == ns + "g"]
    assert [g.get("id") for g in groups] == list(LAYERS)
    by_id = {g.get("id"): g for g in groups}
    # Each hex look drawn once as paths, placed once per hex (24 x 16 map).
    defs = {d.get("id"): d for d in root.find(ns + "defs")}  # type: ignore[union-attr]
    href = "{http://www.w3.org/1999/xlink}href"
    placed = [u.get(href) for u in by_id["terrain"].iter(ns + "use")]
    assert len(placed) >= 24 * 16
    assert all(ref[1:] in defs for ref in placed)
    assert sum(len(list(defs[ref[1:]].iter(ns + "path"))) for ref in placed) > 300
    texts = "".join(t.text or "" for t in by_id["labels"].iter(ns + "text"))
    assert "0101" in texts and "2416" in texts
    units = "".join(t.text or "" for t in by_id["units"].iter(ns + "text"))
    assert "F1" in units and "C9" in units


def test_sheet_command_writes_pages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pypdf import PdfReader

    out = tmp_path / "s.pdf"
    assert run("sheet", MOULIN, "-o", out, "--paper", "A3", "--landscape") == 0
    reader = PdfReader(out)
    assert capsys.readouterr().out.strip() == f"{out}: {len(reader.pages)} pages"
    box = reader.pages[0].mediabox
    assert float(box.width) > float(box.height)
    ts = tmp_path / "mat.pdf"
    assert run("sheet", MOULIN, "-o", ts, "--true-scale", "--hex-mm", "40", "--lang", "fr") == 0
    assert "Plan d'assemblage" in " ".join(PdfReader(ts).pages[0].extract_text().split())
    n = len(PdfReader(ts).pages)
    assert n > 1
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last == f"{ts} : {n} pages"  # the French colon's space


def test_bad_input_exits_2_with_the_diagnostics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 1\nruleset: panache\nmap: {columns: 3}\n", encoding="utf-8")
    assert run("sheet", bad, "-o", tmp_path / "x.pdf") == 2
    err = capsys.readouterr().err
    assert "bad.yaml" in err and "cannot draw an invalid scenario" in err
    assert not (tmp_path / "x.pdf").exists()
    assert run("sheet", tmp_path / "missing.yaml", "-o", tmp_path / "x.pdf") == 2
    assert run("render", MOULIN, "-o", tmp_path / "x.jpg") == 2
    assert "must end in .png or .svg" in capsys.readouterr().err
    assert run("sheet", MOULIN, "-o", tmp_path / "x.pdf", "--paper", "B5") == 2
    assert run("render", MOULIN, "-o", tmp_path / "x.png", "--dpi", "-3") == 2


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("kind", ["png", "svg", "sheet", "true_scale"])
def test_editor_export_writes_each_kind(tmp_path: Path, kind: str) -> None:
    from editor.io.scenario_file import read_scenario
    from editor.ui.print_export import KINDS, ExportDialog, ExportSettings, export_to

    result = read_scenario(MOULIN)

    class Doc:
        scenario, ruleset, path = result.scenario, result.ruleset, str(tmp_path / "m.yaml")

    dialog = ExportDialog(None, Doc(), "en")
    dialog.kind.setCurrentIndex(list(KINDS).index(kind))
    assert dialog.path.text().endswith(KINDS[kind][2])
    settings = dialog.settings()
    assert settings.kind == kind and settings.hex_mm == 50.0
    out = tmp_path / f"out{KINDS[kind][2]}"
    report = export_to(str(out), Doc(), ExportSettings(kind=kind, dpi=40.0, hex_mm=20.0))
    assert out.stat().st_size > 1000 and report


def test_sheet_hidden_and_shown_deployment(tmp_path: Path) -> None:
    from pypdf import PdfReader

    hidden, shown = tmp_path / "h.pdf", tmp_path / "s.pdf"
    assert run("sheet", MOULIN, "-o", hidden, "--hidden", "--lang", "fr") == 0
    assert run("sheet", MOULIN, "-o", shown, "--show-deployment") == 0
    first = " ".join(PdfReader(hidden).pages[0].extract_text().split())
    assert "Déploiement caché" in first
    assert "Déploiement caché" not in PdfReader(shown).pages[0].extract_text()
    assert run("sheet", MOULIN, "-o", shown, "--show-deployment", "--hidden") == 2


def test_help_states_the_size_limits(capsys: pytest.CaptureFixture[str]) -> None:
    from editor.render import limits

    assert run("render", "--help") == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "999 x 999" in text and f"{limits.MAX_PIXELS // 1_000_000} megapixels" in text
    assert run("sheet", "--help") == 0
    text = " ".join(capsys.readouterr().out.split())
    assert f"{limits.MAX_TRUE_SCALE_PAGES:,} pages is refused" in text
    assert f"first {limits.WHERE_LIMIT} places" in text


def test_help_names_the_units_and_orientation_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("render", "--help") == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--units, --no-units" in text and "units, decoys and zones" in text
    assert run("sheet", "--help") == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--orientation {auto,portrait,landscape}" in text and "fewer pages" in text


@pytest.mark.usefixtures("qapp")
def test_true_scale_sheet_prints_both_counts_and_takes_the_fewer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pypdf import PdfReader

    morgarten = ROOT / "scenarios" / "morgarten-1315.yaml"
    args = ("sheet", morgarten, "--true-scale", "--hex-mm", "50", "--paper", "Letter")
    pages = {}
    for orientation in ("portrait", "landscape"):
        out = tmp_path / f"{orientation}.pdf"
        assert run(*args, "--orientation", orientation, "-o", out, "--lang", "en") == 0
        pages[orientation] = len(PdfReader(out).pages)
    capsys.readouterr()
    assert run(*args, "-o", tmp_path / "auto.pdf", "--lang", "en") == 0
    said = capsys.readouterr().out
    assert f"portrait: {pages['portrait']} pages, landscape: {pages['landscape']} pages" in said
    assert len(PdfReader(tmp_path / "auto.pdf").pages) == min(pages.values())
    assert run(*args, "-o", tmp_path / "fr.pdf", "--lang", "fr") == 0
    assert f"paysage : {pages['landscape']} pages" in capsys.readouterr().out
