"""Qt's document writers (PDF, SVG) written atomically, through ``editor.io.atomic_write``.

QPdfWriter and QSvgGenerator given a file name write straight to it, so an
interrupted export would leave half a document under the user's name. Here
they write to the atomic helper's temporary file beside the target, renamed
over it only when the block ends well.

Qt's writers drop write errors (a full disk gives a truncated PDF and no
error), so the PDF is checked before the rename: its last line must be
``%%EOF`` and its ``startxref`` must point at its ``xref`` table. QPdfWriter
counts the bytes it meant to write, so a single byte lost anywhere before the
table shows. The PDF is streamed, not held in memory: a true-scale sheet of a
200 x 200 map is 1.6 GB. An SVG (one map, no pages) is drawn into memory and
written by Python, whose writes report every error.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QByteArray, QFile, QIODevice
from PySide6.QtGui import QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from editor.io.atomic_write import SaveError, atomic_path, refuse_read_only, write_bytes_atomic


@contextmanager
def pdf_output(
    path: str | os.PathLike[str], replace_read_only: bool = False
) -> Iterator[QPdfWriter]:
    """A QPdfWriter whose pages reach ``path`` only when the block ends well and
    the PDF is whole. The block must end its painter (the trailer is written then)."""
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


@contextmanager
def _memory(path: str | os.PathLike[str], replace_read_only: bool) -> Iterator[QBuffer]:
    refuse_read_only(path, replace_read_only)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    yield buffer
    buffer.close()
    write_bytes_atomic(path, data.data(), replace_read_only)


@contextmanager
def svg_output(
    path: str | os.PathLike[str], replace_read_only: bool = False
) -> Iterator[QSvgGenerator]:
    """A QSvgGenerator whose drawing reaches ``path`` only when the block ends well."""
    with _memory(path, replace_read_only) as buffer:
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        yield generator
