"""A painter opened with ``painting_on`` is ended even when drawing fails, so no
active painter is left for the garbage collector to end on a dead image."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from editor.render.geometry import painting_on


def test_the_painter_ends_when_drawing_fails(qapp) -> None:
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    kept: list[QPainter] = []
    with pytest.raises(ZeroDivisionError), painting_on(image) as p:
        kept.append(p)
        p.fillRect(0, 0, 4, 4, QColor("black"))
        _ = 1 / 0
    assert not kept[0].isActive()
    assert image.pixelColor(1, 1) == QColor("black")  # what was drawn stays
    del image
    gc.collect()  # nothing left to end on a freed image


def test_the_painter_ends_after_drawing(qapp) -> None:
    image = QImage(4, 4, QImage.Format.Format_RGB32)
    with painting_on(image) as p:
        p.fillRect(0, 0, 4, 4, QColor("red"))
    assert not p.isActive() and image.pixelColor(2, 2) == QColor("red")
