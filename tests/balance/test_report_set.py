"""``hexfield balance -o`` writes its report and companions as one set: a full disk
(a small tmpfs, and an injected ENOSPC) or a SIGKILL while writing leaves the
previous report set whole, nothing new beside it; the report is renamed last."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from editor.cli import main

pytestmark = pytest.mark.usefixtures("qapp")  # the heat maps are drawn with Qt


def _visible(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if not p.name.startswith(".")}


def _hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def _balance(scenario: Path, out: Path, seed: int, *more: str) -> int:
    args = ["balance", str(scenario), "--games", "4", "--jobs", "1", "--seed", str(seed)]
    return main([*args, "-o", str(out), "--lang", "en", *more])


def _old_set(scenario: Path, folder: Path, *more: str) -> dict[str, bytes]:
    folder.mkdir(exist_ok=True)
    assert _balance(scenario, folder / "rep.json", 1, *more) == 0
    old = _visible(folder)
    assert {"rep.json", "rep-heat-greedy.csv", "rep-heat-greedy-combats.png"} <= set(old)
    return old


def test_a_full_disk_while_writing_leaves_the_old_set_whole(
    arena_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = tmp_path / "out"
    old = _old_set(arena_file, folder)
    from editor.balance import report_files

    real = report_files.write_games

    def full_disk(result: object, path: Path) -> int:
        real(result, path)  # type: ignore[arg-type]
        with open(path, "r+b") as f:
            f.truncate(100)  # what a full disk leaves of it
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(report_files, "write_games", full_disk)
    capsys.readouterr()
    assert _balance(arena_file, folder / "rep.json", 2) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and "no file of the set was replaced" in err
    assert _visible(folder) == old
    assert _hidden(folder) == []


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 200 KB tmpfs (root only: skipped otherwise), unmounted afterwards."""
    folder = tmp_path / "small"
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip() or done.returncode}")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], check=False)


def test_a_small_tmpfs_filled_while_writing_leaves_the_old_set_whole(
    arena_file: Path, small_disk: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = _old_set(arena_file, small_disk, "--no-logs")
    # fill the disk up to one page: the new set (heat maps, games' archive) cannot fit
    st = os.statvfs(small_disk)
    ballast = small_disk / ".ballast"
    ballast.write_bytes(b"\0" * (st.f_bavail * st.f_frsize - 4096))
    capsys.readouterr()
    assert _balance(arena_file, small_disk / "rep.json", 2) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and "no file of the set was replaced" in err
    ballast.unlink()
    assert _visible(small_disk) == old
    assert _hidden(small_disk) == []


KILLING_RUN = """
import os, signal, sys
import editor.render.heatmap as heatmap

real, drawn = heatmap.heat_image, []

def killed_at_the_third(*args, **kwargs):
    drawn.append(1)
    if len(drawn) == 3:  # the heat table and two maps are written
        os.kill(os.getpid(), signal.SIGKILL)
    return real(*args, **kwargs)

heatmap.heat_image = killed_at_the_third
from editor.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_sigkill_while_writing_leaves_the_old_set_whole(arena_file: Path, tmp_path: Path) -> None:
    folder = tmp_path / "out"
    old = _old_set(arena_file, folder)
    args = ["balance", str(arena_file), "--games", "4", "--jobs", "1", "--seed", "2"]
    done = subprocess.run(
        [sys.executable, "-c", KILLING_RUN, *args, "-o", str(folder / "rep.json")],
        capture_output=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == -9, done.stderr.decode()[-2000:]
    assert _visible(folder) == old
    # the killed run's temporaries, hidden; the next write of the set removes them
    assert _hidden(folder)
    assert _balance(arena_file, folder / "rep.json", 2) == 0
    assert _hidden(folder) == []
    assert _visible(folder)["rep.json"] != old["rep.json"]


def test_the_report_is_renamed_last(
    arena_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from editor.io import atomic_write

    renamed: list[str] = []
    real = os.replace

    def recording(src: str | os.PathLike[str], dst: str | os.PathLike[str]) -> None:
        renamed.append(Path(dst).name)
        real(src, dst)

    monkeypatch.setattr(atomic_write.os, "replace", recording)
    folder = tmp_path / "out"
    assert _balance(arena_file, folder / "rep.html", 1) == 0
    assert sorted(renamed) == sorted(_visible(folder)) and len(renamed) >= 5
    assert renamed[-1] == "rep.html"
