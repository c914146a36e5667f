"""Writing a file so that nothing the user had is lost: the one door for every save and export.

A write goes to a temporary file in the folder of the TARGET, is flushed and
fsynced, then renamed over the target, and the folder is fsynced: a crash, a
kill or a full disk leaves either the old file or the new one, never half of
one. The target is the final file of a symbolic link (the link is kept, the
linked file gets the edit). A read-only file is not replaced unless the caller
says the person agreed.

The temporary file is named ``.NAME.hexfield-HOST-PID-RANDOM.tmp``: a process
killed while writing leaves one behind, and the next write to (or opening of)
NAME removes it when its process is gone (same host, no such pid) or it has
not changed for a day. Nothing else is ever removed: only that pattern, only
for that target.

Files that go together (a balance report and its heat maps) are written as a
set (``atomic_set``): all to temporaries first, then renamed, the one that
names the others last; a failure before the renames leaves the old set whole.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

TEMP_TAG = "hexfield"
STALE_AFTER_S = 24 * 3600.0
"""A temporary file untouched for this long is stale whatever its pid says
(the pid may have been reused, or it was written from another machine)."""
_NAME_BYTES = 200
"""Target names are cut to this many bytes in the temporary name (NAME_MAX is 255)."""
_DEFAULT_MODE = 0o644


class SaveError(OSError):
    """Saving failed; the previous version of the file (if any) is untouched."""


class ReadOnlyError(SaveError):
    """The target is read-only and the caller did not say to replace it."""


@dataclass(frozen=True, slots=True)
class FileIdentity:
    """What a file held when it was read or written: to notice another program's change."""

    size: int
    mtime_ns: int
    sha256: str

    @classmethod
    def of(cls, path: str | os.PathLike[str]) -> FileIdentity | None:
        """The file's identity now; None when there is no file (deleted or moved).
        Other errors (a file that cannot be read) raise OSError."""
        try:
            with open(path, "rb") as f:
                info = os.fstat(f.fileno())
                digest = hashlib.sha256()
                while chunk := f.read(1 << 20):
                    digest.update(chunk)
        except (FileNotFoundError, NotADirectoryError):
            return None
        return cls(info.st_size, info.st_mtime_ns, digest.hexdigest())

    def same_content(self, other: FileIdentity | None) -> bool:
        """Same bytes (a touch or a rewrite with the same text is no change)."""
        return other is not None and (self.size, self.sha256) == (other.size, other.sha256)


def resolve_target(path: str | os.PathLike[str]) -> Path:
    """The file a write to ``path`` replaces: the last target of a symbolic link."""
    return Path(os.path.realpath(os.fspath(path)))


def is_read_only(path: str | os.PathLike[str]) -> bool:
    """True for an existing file that its mode or its owner says not to write.

    The write bits are looked at too: root may write anything, but a file
    someone marked read-only is still not to be replaced without asking."""
    try:
        info = os.stat(path)
    except OSError:
        return False
    return not (info.st_mode & 0o222) or not os.access(path, os.W_OK)


def _host_tag() -> str:
    import socket  # here: 5 ms that reading a file (``hexfield validate``) does not need

    return hashlib.sha1(socket.gethostname().encode("utf-8", "replace")).hexdigest()[:8]


def _stem(target: Path) -> str:
    raw = target.name.encode("utf-8", "surrogateescape")[:_NAME_BYTES]
    return raw.decode("utf-8", "ignore")


def _temp_pattern(target: Path) -> re.Pattern[str]:
    tail = r"-([0-9a-f]{8})-(\d+)-[0-9a-f]{8}\.tmp"
    return re.compile(r"\." + re.escape(_stem(target)) + r"\." + TEMP_TAG + tail)


def _pid_running(pid: int) -> bool:
    if os.name == "nt":
        return True  # os.kill(pid, 0) would signal the process on Windows: trust the age
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True


def _is_stale(path: Path, host: str, pid: int) -> bool:
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        return False
    if age > STALE_AFTER_S:
        return True
    if host != _host_tag() or pid == os.getpid():
        return False  # another machine's, or this process's own write in progress
    return not _pid_running(pid)


def clean_stale_temporaries(path: str | os.PathLike[str]) -> list[Path]:
    """Remove the temporary files a killed write to ``path`` left; returns them."""
    target = resolve_target(path)
    pattern = _temp_pattern(target)
    removed: list[Path] = []
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        if match is None or not entry.is_file(follow_symlinks=False):
            continue
        candidate = Path(entry.path)
        if _is_stale(candidate, match.group(1), int(match.group(2))):
            try:
                candidate.unlink()
            except OSError:
                continue
            removed.append(candidate)
    return removed


def _create_temp(target: Path) -> tuple[int, Path]:
    folder = target.parent
    prefix = f".{_stem(target)}.{TEMP_TAG}-{_host_tag()}-{os.getpid()}-"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = folder / f"{prefix}{os.urandom(4).hex()}.tmp"  # as secrets.token_hex(4)
        try:
            fd = os.open(tmp, flags, 0o600)
        except FileExistsError:
            continue
        return fd, tmp
    raise FileExistsError(f"no free temporary name in {folder}")


def _fsync_folder(folder: Path) -> None:
    try:  # makes the rename itself durable; not possible everywhere (Windows)
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        pass


def refuse_read_only(path: str | os.PathLike[str], replace_read_only: bool = False) -> None:
    """Raise ReadOnlyError when ``path``'s target is read-only and not to be replaced
    (exports call it before drawing, not to draw for nothing)."""
    if replace_read_only or not is_read_only(resolve_target(path)):
        return
    raise ReadOnlyError(
        f"cannot save {os.fspath(path)}: the file is read-only; "
        "make it writable or choose another name (it is unchanged)"
    )


@contextmanager
def atomic_path(path: str | os.PathLike[str], replace_read_only: bool = False) -> Iterator[Path]:
    """A temporary path beside ``path``'s target to write into; renamed over the
    target when the block ends without an exception, removed when it raises.

    For writers that want a file name (QPdfWriter, QSvgGenerator). Raises
    SaveError (ReadOnlyError for a read-only target) with the user's path in
    the message; the block's own exceptions pass through unchanged."""
    user_path = Path(path)
    target = resolve_target(user_path)
    refuse_read_only(user_path, replace_read_only)
    clean_stale_temporaries(target)
    try:
        fd, tmp = _create_temp(target)
    except OSError as exc:
        raise SaveError(
            f"cannot save {user_path}: cannot create a file in {target.parent}: "
            f"{exc.strerror or exc}"
        ) from exc
    os.close(fd)
    try:
        yield tmp
        _commit(tmp, target, user_path)
    except BaseException:  # any failure, Ctrl+C too: no stray temporary file, then re-raised
        try:
            tmp.unlink()
        except OSError:
            pass
        raise


def _fsync(path: Path) -> None:
    """The file's bytes on the disk before it replaces anything."""
    fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _commit(tmp: Path, target: Path, user_path: Path) -> None:
    try:
        _fsync(tmp)
        _take_mode(tmp, target)
        if os.name == "nt" and is_read_only(target):
            os.chmod(target, stat.S_IWRITE)  # Windows refuses to rename over it (agreed to)
        os.replace(tmp, target)
    except OSError as exc:
        raise _failed(user_path, exc) from exc
    _fsync_folder(target.parent)


def _take_mode(tmp: Path, target: Path) -> None:
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mode = _DEFAULT_MODE
    os.chmod(tmp, mode)


def _failed(user_path: Path, exc: OSError) -> SaveError:
    return SaveError(
        f"cannot save {user_path}: {exc.strerror or exc}; "
        "the previous version of the file is unchanged"
    )


def write_bytes_atomic(
    path: str | os.PathLike[str], data: bytes, replace_read_only: bool = False
) -> FileIdentity:
    """Write ``data`` to ``path`` atomically; returns what the file now holds."""
    with atomic_path(path, replace_read_only) as tmp:
        try:
            with open(tmp, "wb") as f:
                f.write(data)
                f.flush()
        except OSError as exc:
            raise _failed(Path(path), exc) from exc
    info = os.stat(resolve_target(path))
    return FileIdentity(len(data), info.st_mtime_ns, hashlib.sha256(data).hexdigest())


def write_text_atomic(
    path: str | os.PathLike[str], text: str, replace_read_only: bool = False
) -> FileIdentity:
    """Write ``text`` (UTF-8) to ``path`` atomically; returns what the file now holds."""
    return write_bytes_atomic(path, text.encode("utf-8"), replace_read_only)


class AtomicSet:
    """Files that go together (a report and its companions), written as one.

    Each file is written to a temporary beside its target (``path`` gives it,
    ``write_bytes`` fills it); ``commit`` then makes every temporary durable
    (a full disk shows there, before any file is replaced) and renames them
    over their targets in the order they were added: add the file that names
    the others (the report) last, and a reader that finds it finds the rest.
    A failure or a kill before the renames leaves every old file as it was and
    no new file under a target's name (``discard`` removes the temporaries; a
    killed process's ones are removed by the next write to the same names).
    The renames take a few system calls, the only moment a kill could leave
    the set mixed; a rename refused there raises SaveError naming the files
    already replaced."""

    def __init__(self, replace_read_only: bool = False) -> None:
        self.replace_read_only = replace_read_only
        self._files: list[tuple[Path, Path, Path]] = []
        """(temporary, target, the user's path), in the order added."""

    def path(self, path: str | os.PathLike[str]) -> Path:
        """A temporary file to write ``path``'s new content into (for writers that
        want a file name: zip, csv, PDF)."""
        user_path = Path(path)
        target = resolve_target(user_path)
        if any(t == target for _tmp, t, _user in self._files):
            raise ValueError(f"{user_path} is written twice in one set")
        refuse_read_only(user_path, self.replace_read_only)
        clean_stale_temporaries(target)
        try:
            fd, tmp = _create_temp(target)
        except OSError as exc:
            raise set_failed(user_path, exc) from exc
        os.close(fd)
        self._files.append((tmp, target, user_path))
        return tmp

    def write_bytes(self, path: str | os.PathLike[str], data: bytes) -> None:
        tmp = self.path(path)
        try:
            with open(tmp, "wb") as f:
                f.write(data)
        except OSError as exc:
            raise set_failed(Path(path), exc) from exc

    def commit(self) -> None:
        """Replace the targets, the one added last last."""
        for tmp, target, user_path in self._files:
            try:
                _fsync(tmp)
                _take_mode(tmp, target)
            except OSError as exc:
                raise set_failed(user_path, exc) from exc
        done: list[Path] = []
        for tmp, target, user_path in self._files:
            try:
                os.replace(tmp, target)
            except OSError as exc:
                replaced = ", ".join(str(p) for p in done) or "none"
                raise SaveError(
                    f"cannot save {user_path}: {exc.strerror or exc}; "
                    f"files of the set already replaced: {replaced}"
                ) from exc
            done.append(user_path)
        for folder in dict.fromkeys(target.parent for _tmp, target, _user in self._files):
            _fsync_folder(folder)
        self._files.clear()

    def discard(self) -> None:
        """Remove the temporaries not yet renamed."""
        for tmp, _target, _user in self._files:
            try:
                tmp.unlink()
            except OSError:
                pass
        self._files.clear()


@contextmanager
def atomic_set(replace_read_only: bool = False) -> Iterator[AtomicSet]:
    """An ``AtomicSet`` committed when the block ends without an exception,
    discarded when it raises (any exception, Ctrl+C too, then re-raised)."""
    files = AtomicSet(replace_read_only)
    try:
        yield files
        files.commit()
    except BaseException:
        files.discard()
        raise


def set_failed(user_path: Path, exc: OSError) -> SaveError:
    """The error of a set that failed before any of its files was replaced."""
    return SaveError(
        f"cannot save {user_path}: {exc.strerror or exc}; "
        "no file of the set was replaced (the previous ones are unchanged)"
    )
