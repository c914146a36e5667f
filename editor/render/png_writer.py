"""A fast, streaming PNG writer for big opaque map images: zlib level 1, bands in threads.

``QImage.save`` goes through libpng, which tries every row filter on every row
and compresses on one core: ~2.5 s for a 200 x 200 map at 1 px/mm, and it
needs the whole image in memory. Here rows are written unfiltered (filter
type 0) as 8-bit RGB, and the picture comes in row bands, each deflated on its
own in a worker thread (zlib and Qt's conversion release the GIL) while the
next band is drawn, and ended with a full flush: the flush byte-aligns the
stream and resets the dictionary, so the pieces concatenate into one valid
deflate stream. One IDAT chunk per band, the zlib header before the first and
the Adler-32 of the whole after the last (PNG, section 10: the IDAT chunks
together hold one zlib stream). Bands are written in order as they finish:
only a few are ever held, so memory does not grow with the picture.
"""

from __future__ import annotations

import os
import struct
import zlib
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol

from PySide6.QtGui import QImage

from editor.io.atomic_write import write_bytes_atomic

LEVEL = 1
"""zlib's fastest level: map pictures are flat colour areas, it still packs them well."""
BAND_ROWS = 256
"""Rows per band when a whole image is encoded (``png_bytes``)."""
_ADLER_BASE = 65521
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_ZLIB_HEADER = b"\x78\x01"  # deflate, 32 K window, fastest level; a multiple of 31


class Writable(Protocol):
    def write(self, data: bytes, /) -> object: ...


def adler32_combine(adler1: int, adler2: int, length2: int) -> int:
    """The Adler-32 of ``a + b`` from those of ``a`` and ``b`` (zlib's adler32_combine)."""
    rem = length2 % _ADLER_BASE
    sum1 = adler1 & 0xFFFF
    sum2 = (rem * sum1) % _ADLER_BASE
    sum1 += (adler2 & 0xFFFF) + _ADLER_BASE - 1
    sum2 += (adler1 >> 16) + (adler2 >> 16) + _ADLER_BASE - rem
    return (sum2 % _ADLER_BASE) << 16 | (sum1 % _ADLER_BASE)


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(data, zlib.crc32(kind))
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def _deflate_band(image: QImage, first: int, stop: int, last: bool) -> tuple[bytes, int, int]:
    """Rows ``first`` to ``stop - 1`` of ``image`` as filter-free RGB rows,
    deflated (raw, no zlib header); their Adler-32 and length. Runs in a worker
    thread on an image no other thread touches."""
    if first or stop != image.height():
        image = image.copy(0, first, image.width(), stop - first)
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, stride = 3 * rgb.width(), rgb.bytesPerLine()
    bits = memoryview(rgb.constBits())
    # Each row after its filter byte (0): the byte joins views of the rows, so
    # the pixels are copied once (twice as fast as a bytes object per row).
    rows = b"\x00".join(
        [b""] + [bits[y * stride : y * stride + width] for y in range(stop - first)]
    )
    deflate = zlib.compressobj(LEVEL, zlib.DEFLATED, -15)
    data = deflate.compress(rows) + deflate.flush(zlib.Z_FINISH if last else zlib.Z_FULL_FLUSH)
    return data, zlib.adler32(rows), len(rows)


def default_threads() -> int:
    return min(4, os.cpu_count() or 1)


class PngStream:
    """An RGB PNG of ``width`` x ``height`` written to ``out`` band by band.

    ``add`` takes the next rows (an image as wide as the picture; alpha is
    dropped) and returns at once while workers deflate them; ``close`` writes
    the end. At most ``threads + 1`` bands wait in memory."""

    def __init__(
        self,
        out: Writable,
        width: int,
        height: int,
        dots_per_metre: tuple[int, int] | None = None,
        threads: int | None = None,
    ) -> None:
        if width <= 0 or height <= 0:
            raise ValueError("an empty image cannot be written as a PNG file")
        self._out = out
        self.width, self.height = width, height
        self._rows = 0
        self._adler = 1
        self._first = True
        workers = max(1, threads if threads is not None else default_threads())
        self._pool = ThreadPoolExecutor(max_workers=workers)
        self._pending: deque[Future[tuple[bytes, int, int]]] = deque()
        self._limit = workers + 1
        header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
        out.write(_SIGNATURE + _chunk(b"IHDR", header))
        if dots_per_metre is not None and min(dots_per_metre) > 0:
            out.write(_chunk(b"pHYs", struct.pack(">IIB", *dots_per_metre, 1)))

    @property
    def bands_held(self) -> int:
        """How many of the bands last added may still be read after ``add``
        returns (a band before them is done with: its image may be drawn again)."""
        return self._limit

    def add(self, band: QImage, rows: int | None = None) -> None:
        """The next ``rows`` rows (default: all of ``band``'s)."""
        rows = band.height() if rows is None else rows
        if band.width() != self.width or not 0 < rows <= band.height():
            raise ValueError(f"a band of {band.width()} x {rows} px for a {self.width} px image")
        if self._rows + rows > self.height:
            raise ValueError(f"more than the {self.height} rows of the image")
        self._rows += rows
        last = self._rows == self.height
        self._pending.append(self._pool.submit(_deflate_band, band, 0, rows, last))
        while len(self._pending) > (0 if last else self._limit):
            self._write_next()

    def _write_next(self) -> None:
        data, band_adler, length = self._pending.popleft().result()
        self._adler = adler32_combine(self._adler, band_adler, length)
        if self._first:
            data = _ZLIB_HEADER + data
            self._first = False
        if not self._pending and self._rows == self.height:
            data += struct.pack(">I", self._adler)
        self._out.write(_chunk(b"IDAT", data))

    def close(self) -> None:
        """Write the end of the file; every row must have been added."""
        try:
            if self._rows != self.height:
                raise ValueError(f"{self._rows} of the image's {self.height} rows were written")
            while self._pending:
                self._write_next()
            self._out.write(_chunk(b"IEND", b""))
        finally:
            self.abandon()

    def abandon(self) -> None:
        """Stop the workers (after a failure: nothing more is written)."""
        for future in self._pending:
            future.cancel()
        self._pending.clear()
        self._pool.shutdown(wait=True)


class _Bytes:
    def __init__(self) -> None:
        self.parts: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.parts.append(data)


def png_bytes(image: QImage, threads: int | None = None) -> bytes:
    """``image`` (alpha dropped) as the bytes of an 8-bit RGB PNG file."""
    if image.isNull():
        raise ValueError("an empty image cannot be written as a PNG file")
    out = _Bytes()
    dpm = (image.dotsPerMeterX(), image.dotsPerMeterY())
    stream = PngStream(out, image.width(), image.height(), dpm, threads)
    try:
        for y in range(0, image.height(), BAND_ROWS):
            rows = min(BAND_ROWS, image.height() - y)
            stream.add(image.copy(0, y, image.width(), rows))
    except BaseException:
        stream.abandon()
        raise
    stream.close()
    return b"".join(out.parts)


def write_png(path: str | os.PathLike[str], image: QImage, replace_read_only: bool = False) -> None:
    """Write ``image`` as an RGB PNG file (opaque images only: alpha is dropped),
    atomically: a failed write leaves any older file as it was."""
    write_bytes_atomic(path, png_bytes(image), replace_read_only)
