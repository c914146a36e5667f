"""PDF documents and streamed files written atomically (``editor.io.atomic_write``).

QPdfWriter given a file name writes straight to it, so an interrupted export
would leave half a document under the user's name. Here it writes to the
atomic helper's temporary file beside the target, renamed over it only when
the block ends well.

Qt's writers drop write errors (a full disk gives a truncated PDF and no
error), so the PDF is checked before the rename: its last line must be
``%%EOF`` and its ``startxref`` must point at its ``xref`` table. QPdfWriter
counts the bytes it meant to write, so a single byte lost anywhere before the
table shows. The PDF is streamed, not held in memory: a true-scale sheet of a
200 x 200 map is 1.6 GB. PNG and SVG maps are written piece by piece by
Python (``binary_output``), whose writes report every error.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from editor.io.atomic_write import SaveError, atomic_path

if TYPE_CHECKING:  # Qt's PDF writer only for a PDF: a PNG or SVG is written by Python
    from PySide6.QtGui import QPdfWriter


@contextmanager
def pdf_output(
    path: str | os.PathLike[str], replace_read_only: bool = False
) -> Iterator[QPdfWriter]:
    """A QPdfWriter whose pages reach ``path`` only when the block ends well and
    the PDF is whole. The block must end its painter (the trailer is written then)."""
    from PySide6.QtCore import QFile, QIODevice
    from PySide6.QtGui import QPdfWriter

    with atomic_path(path, replace_read_only) as tmp:
        out = QFile(os.fspath(tmp))
        if not out.open(QIODevice.OpenModeFlag.WriteOnly):
            raise SaveError(f"cannot save {os.fspath(path)}: {out.errorString()}")
        writer = QPdfWriter(out)
        out.setParent(writer)  # the file lives as long as the writer that points at it
        try:
            yield writer
        finally:
            out.close()
        if not pdf_is_whole(tmp):
            raise SaveError(
                f"cannot save {os.fspath(path)}: the PDF could not be written whole "
                "(is the disk full?); the previous version of the file is unchanged"
            )


def pdf_is_whole(path: str | os.PathLike[str]) -> bool:
    """True when the PDF ends with ``%%EOF`` and its ``startxref`` offset finds
    its cross-reference table: no byte was lost on the way to the disk."""
    try:
        with open(path, "rb") as f:
            size = f.seek(0, os.SEEK_END)
            f.seek(max(0, size - 64))
            match = _TRAILER.search(f.read())
            if match is None or int(match.group(1)) >= size:
                return False
            f.seek(int(match.group(1)))
            return f.read(4) == b"xref"
    except OSError:
        return False


_TRAILER = re.compile(rb"startxref\s+(\d+)\s+%%EOF\s*\Z")


class SafeFile:
    """A file whose write errors (a full disk) say which export failed and that
    the previous version of the file is unchanged."""

    def __init__(self, f: BinaryIO, user_path: str | os.PathLike[str]) -> None:
        self._f = f
        self._user_path = user_path

    def write(self, data: bytes) -> None:
        try:
            self._f.write(data)
        except OSError as exc:
            raise self.failed(exc) from exc

    def failed(self, exc: OSError) -> SaveError:
        return SaveError(
            f"cannot save {os.fspath(self._user_path)}: {exc.strerror or exc}; "
            "the previous version of the file is unchanged"
        )


@contextmanager
def binary_output(
    path: str | os.PathLike[str], replace_read_only: bool = False
) -> Iterator[SafeFile]:
    """A file written piece by piece that replaces ``path`` only when the block
    ends well (memory stays bounded however big the file)."""
    with atomic_path(path, replace_read_only) as tmp, open(Path(tmp), "wb") as f:
        out = SafeFile(f, path)
        yield out
        try:
            f.flush()
        except OSError as exc:
            raise out.failed(exc) from exc
