"""Exports (``render``, ``sheet``, ``--true-scale``, File > Export) replace the
target only with a complete file: an interrupted export leaves the previous
file as it was and no temporary file behind."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MOULIN = ROOT / "scenarios" / "moulin-de-la-sambre.yaml"
PREVIOUS = b"the previous export, kept"

COMMANDS = {
    "png": ("render", "map.png"),
    "svg": ("render", "map.svg"),
    "sheet": ("sheet", "sheet.pdf"),
    "true_scale": ("sheet", "mat.pdf", "--true-scale"),
}

# The test's own failure: the disk fills up after 20 kB (a file size limit, with
# the signal that would kill the process ignored so that write() fails instead).
_FULL_DISK = """
import argparse, resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))
from editor.commands import render
p = argparse.ArgumentParser(); render.register(p.add_subparsers())
a = p.parse_args(sys.argv[1:]); sys.exit(a.handler(a))
"""


def run(*argv: str | Path) -> int:
    from editor.commands import render

    parser = argparse.ArgumentParser(prog="hexfield")
    render.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args([str(a) for a in argv])
    return int(args.handler(args))


@pytest.mark.skipif(sys.platform == "win32", reason="file size limits are POSIX")
@pytest.mark.parametrize("kind", list(COMMANDS))
def test_a_disk_full_midway_keeps_the_previous_export(tmp_path: Path, kind: str) -> None:
    command, name, *extra = COMMANDS[kind]
    out = tmp_path / name
    out.write_bytes(PREVIOUS)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _FULL_DISK, command, str(MOULIN), "-o", str(out), *extra],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "unchanged" in done.stderr  # said, with the reason the system gave or "disk full"
    assert out.read_bytes() == PREVIOUS
    assert [p.name for p in tmp_path.iterdir()] == [name]


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("kind", list(COMMANDS))
def test_a_failure_while_drawing_an_export_keeps_the_previous_file(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from editor.io.scenario_file import read_scenario
    from editor.render import map_raster, svg_map
    from editor.render.map_painter import MapPainter
    from editor.ui.print_export import ExportSettings, export_to

    result = read_scenario(MOULIN)

    class Doc:
        scenario, ruleset, path = result.scenario, result.ruleset, str(tmp_path / "m.yaml")

    def broken(*args: object, **kw: object) -> None:
        raise OSError("drawing failed halfway (the test's failure)")

    monkeypatch.setattr(MapPainter, "paint", broken)  # vectors: sheets, SVG
    monkeypatch.setattr(map_raster, "render_pixels", broken)  # pixels: PNG bands
    monkeypatch.setattr(svg_map._MapSvg, "_labels", broken)  # SVG: after the terrain layer
    out = tmp_path / COMMANDS[kind][1]
    out.write_bytes(PREVIOUS)
    with pytest.raises(OSError, match="halfway"):
        export_to(str(out), Doc(), ExportSettings(kind=kind, dpi=40.0, hex_mm=20.0))
    assert out.read_bytes() == PREVIOUS
    assert [p.name for p in tmp_path.iterdir()] == [out.name]


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("kind", list(COMMANDS))
def test_export_refuses_a_read_only_file(
    tmp_path: Path, kind: str, capsys: pytest.CaptureFixture[str]
) -> None:
    command, name, *extra = COMMANDS[kind]
    out = tmp_path / name
    out.write_bytes(PREVIOUS)
    out.chmod(0o444)
    assert run(command, MOULIN, "-o", out, *extra) == 2
    assert "read-only" in capsys.readouterr().err
    assert out.read_bytes() == PREVIOUS


@pytest.mark.usefixtures("qapp")
def test_export_through_a_link_writes_the_linked_file(tmp_path: Path) -> None:
    real = tmp_path / "exports" / "map.png"
    real.parent.mkdir()
    real.write_bytes(PREVIOUS)
    link = tmp_path / "map.png"
    link.symlink_to(real)
    assert run("render", MOULIN, "-o", link, "--dpi", "20") == 0
    assert link.is_symlink()
    assert real.read_bytes().startswith(b"\x89PNG")


@pytest.mark.usefixtures("qapp")
def test_window_export_asks_before_replacing_a_read_only_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog

    from editor.io.scenario_file import read_scenario
    from editor.ui.file_questions import FileChoice, FileQuestion, Situation
    from editor.ui.print_export import KINDS, ExportDialog, export_dialog

    result = read_scenario(MOULIN)

    class Doc:
        scenario, ruleset, path = result.scenario, result.ruleset, str(tmp_path / "m.yaml")

    out = tmp_path / "map.png"
    out.write_bytes(PREVIOUS)
    out.chmod(0o444)

    def person_fills_in(dialog: ExportDialog) -> QDialog.DialogCode:
        dialog.kind.setCurrentIndex(list(KINDS).index("png"))
        dialog.dpi.setValue(20.0)
        dialog.path.setText(str(out))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ExportDialog, "exec", person_fills_in)
    asked: list[FileQuestion] = []

    def cancel(question: FileQuestion) -> FileChoice:
        asked.append(question)
        return FileChoice.CANCEL

    assert export_dialog(None, Doc(), "en", ask=cancel) is None
    assert [q.situation for q in asked] == [Situation.READ_ONLY]
    assert out.read_bytes() == PREVIOUS
    assert export_dialog(None, Doc(), "en", ask=lambda q: FileChoice.OVERWRITE) == str(out)
    assert out.read_bytes().startswith(b"\x89PNG")
    assert (out.stat().st_mode & 0o777) == 0o444


@pytest.mark.usefixtures("qapp")
def test_a_pdf_that_lost_a_byte_is_not_whole(tmp_path: Path) -> None:
    from editor.render.file_output import pdf_is_whole

    out = tmp_path / "sheet.pdf"
    assert run("sheet", MOULIN, "-o", out) == 0
    data = out.read_bytes()
    assert pdf_is_whole(out)
    for broken in (data[: len(data) // 2], data[:1000] + data[1001:], data[:-8]):
        out.write_bytes(broken)
        assert not pdf_is_whole(out)


@pytest.mark.usefixtures("qapp")
def test_window_export_of_a_picture_too_big_says_why_in_the_window_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog, QMessageBox

    from editor.io.scenario_file import read_scenario
    from editor.ui.print_export import KINDS, ExportDialog, export_dialog

    result = read_scenario(MOULIN)

    class Doc:
        scenario, ruleset, path = result.scenario, result.ruleset, str(tmp_path / "m.yaml")

    out = tmp_path / "map.png"

    def person_fills_in(dialog: ExportDialog) -> QDialog.DialogCode:
        dialog.kind.setCurrentIndex(list(KINDS).index("png"))
        dialog.dpi.setValue(1200.0)
        dialog.hex_mm.setValue(300.0)
        dialog.path.setText(str(out))
        return QDialog.DialogCode.Accepted

    said: list[str] = []
    monkeypatch.setattr(ExportDialog, "exec", person_fills_in)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    assert export_dialog(None, Doc(), "fr") is None
    assert len(said) == 1 and said[0].startswith("L'image ferait")
    assert "baissez la résolution" in said[0]
    assert not out.exists()
