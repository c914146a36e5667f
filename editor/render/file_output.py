"""Qt's document writers (PDF, SVG) written atomically, through ``editor.io.atomic_write``.

QPdfWriter and QSvgGenerator given a file name write straight to it, so an
interrupted export would leave half a document under the user's name; given a
QFile they drop write errors (a full disk gives a truncated PDF and no error).
So they draw into memory, and the bytes go to disk through the atomic helper,
whose Python writes report every error: the target is replaced only by a
complete document. A read-only target is refused before any drawing.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QPdfWriter
from PySide6.QtSvg import QSvgGenerator

from editor.io.atomic_write import refuse_read_only, write_bytes_atomic


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
def pdf_output(
    path: str | os.PathLike[str], replace_read_only: bool = False
) -> Iterator[QPdfWriter]:
    """A QPdfWriter whose pages reach ``path`` only when the block ends well.
    The block must end its painter (the PDF's trailer is written then)."""
    with _memory(path, replace_read_only) as buffer:
        yield QPdfWriter(buffer)


@contextmanager
def svg_output(
    path: str | os.PathLike[str], replace_read_only: bool = False
) -> Iterator[QSvgGenerator]:
    """A QSvgGenerator whose drawing reaches ``path`` only when the block ends well."""
    with _memory(path, replace_read_only) as buffer:
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        yield generator
