"""Saving never loses what the user had: links kept, read-only files asked about,
killed saves cleaned up after, and only the program's own leftovers removed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from editor.core.scenario import new_scenario
from editor.io.atomic_write import FileIdentity, clean_stale_temporaries, is_read_only
from editor.io.scenario_encode import dumps_scenario
from editor.io.scenario_file import ReadOnlyError, read_scenario, write_scenario

ROOT = Path(__file__).resolve().parents[2]


def _scenario(title: str = "T"):
    return new_scenario("panache", 12, 12, title=title)


def test_saving_through_a_symbolic_link_writes_the_linked_file_and_keeps_the_link(
    tmp_path: Path,
) -> None:
    (tmp_path / "maps").mkdir()
    real = tmp_path / "maps" / "real.yaml"
    write_scenario(_scenario("before"), real)
    link = tmp_path / "link.yaml"
    link.symlink_to(Path("maps") / "real.yaml")
    write_scenario(_scenario("after"), link)
    assert link.is_symlink()
    assert os.readlink(link) == os.path.join("maps", "real.yaml")
    assert real.read_text(encoding="utf-8") == dumps_scenario(_scenario("after"))
    # The temporary file went beside the linked file, and nothing is left of it.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.yaml", "maps"]
    assert sorted(p.name for p in (tmp_path / "maps").iterdir()) == ["real.yaml"]


def test_a_read_only_file_is_replaced_only_when_the_caller_says_so(tmp_path: Path) -> None:
    path = tmp_path / "ro.yaml"
    path.write_text("original\n")
    path.chmod(0o444)
    assert is_read_only(path)
    with pytest.raises(ReadOnlyError, match="read-only"):
        write_scenario(_scenario(), path)
    assert path.read_text() == "original\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ro.yaml"]
    write_scenario(_scenario(), path, replace_read_only=True)
    assert read_scenario(path).ok
    assert (path.stat().st_mode & 0o777) == 0o444  # still read-only afterwards


def test_identity_tells_a_changed_file_from_a_touched_one(tmp_path: Path) -> None:
    path = tmp_path / "a.yaml"
    written = write_scenario(_scenario(), path)
    assert written == FileIdentity.of(path)
    os.utime(path, ns=(1, 1))
    assert written.same_content(FileIdentity.of(path))
    path.write_text(path.read_text().replace("title: T", "title: U"))
    assert not written.same_content(FileIdentity.of(path))
    path.unlink()
    assert FileIdentity.of(path) is None


_SLOW_SAVE = """
import os, sys, time
from editor.core.scenario import new_scenario
from editor.io.scenario_file import write_scenario

def slow_fsync(fd):  # the test's hook: the data is written, the rename not yet done
    print("writing", flush=True)
    time.sleep(120)

os.fsync = slow_fsync
write_scenario(new_scenario("panache", 60, 60), sys.argv[1])
"""


def _killed_save(target: Path) -> Path:
    """Start a save of ``target`` in another process, kill it mid-write; its temporary file."""
    before = set(target.parent.iterdir())
    proc = subprocess.Popen(
        [sys.executable, "-c", _SLOW_SAVE, str(target)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "writing"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    (left,) = set(target.parent.iterdir()) - before
    return left


def test_a_save_killed_midway_leaves_a_temporary_file_the_next_save_removes(
    tmp_path: Path,
) -> None:
    target = tmp_path / "map.yaml"
    write_scenario(_scenario("first"), target)
    left = _killed_save(target)
    assert left.name.startswith(".map.yaml.") and left.name.endswith(".tmp")
    # The whole map, written but never renamed.
    assert left.read_text(encoding="utf-8") == dumps_scenario(new_scenario("panache", 60, 60))
    assert read_scenario(target).scenario.title == "first"  # the file itself is intact
    # Someone else's files that look alike, and a save of another file, stay.
    others = [
        tmp_path / ".map.yaml.abc123.tmp",
        tmp_path / "map.yaml.tmp",
        tmp_path / ".map.yaml.swp",
        tmp_path / (".other.yaml" + left.name[len(".map.yaml") :]),
    ]
    for other in others:
        other.write_text("not yours")
    write_scenario(_scenario("second"), target)
    assert not left.exists()
    assert all(p.read_text() == "not yours" for p in others)
    assert read_scenario(target).scenario.title == "second"


def test_a_running_save_is_not_cleaned_up_but_an_old_leftover_is(tmp_path: Path) -> None:
    target = tmp_path / "map.yaml"
    write_scenario(_scenario(), target)
    proc = subprocess.Popen(
        [sys.executable, "-c", _SLOW_SAVE, str(target)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "writing"
        (live,) = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert clean_stale_temporaries(target) == []
        assert live.exists()  # its process is still writing it
        day_old = time.time() - 25 * 3600
        os.utime(live, (day_old, day_old))
        assert clean_stale_temporaries(target) == [live]  # pid reused, or gone for a day
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)


def test_the_command_line_refuses_to_replace_a_read_only_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from editor.cli import main

    path = tmp_path / "ro.yaml"
    write_scenario(_scenario(), path)
    before = path.read_bytes()
    path.chmod(0o444)
    code = main(["conditions", "--season", "summer", "--seed", "1", str(path)])
    assert code == 2  # the command line's "cannot do it" code
    assert "ro.yaml: the file is read-only" in capsys.readouterr().err
    assert path.read_bytes() == before
    code = main(["generate", "--territory", "plain", "--seed", "3", "-q", "-o", str(path)])
    assert code == 2
    assert "read-only" in capsys.readouterr().err
    assert path.read_bytes() == before
