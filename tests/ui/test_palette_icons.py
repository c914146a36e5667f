"""The palette's icons are drawn when first shown (issue 15, start-up: drawing all
45 took a tenth of the window's build), and are the pictures the map draws."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPixmap

from editor.io.rulesets import load_ruleset
from editor.ui.palette_icons import ICON_PX, DrawnWhenShown, element_icon, element_pixmap


def test_an_icon_is_drawn_once_when_first_shown(qtbot) -> None:
    drawn: list[QPixmap] = []

    def draw() -> QPixmap:
        drawn.append(QPixmap(ICON_PX, ICON_PX))
        return drawn[-1]

    icon = QIcon(DrawnWhenShown(draw))
    assert icon.actualSize(QSize(28, 28)) == QSize(28, 28)
    assert icon.actualSize(QSize(64, 64)) == QSize(ICON_PX, ICON_PX)
    assert drawn == []
    icon.pixmap(28, 28)
    icon.pixmap(28, 28, QIcon.Mode.Disabled)
    assert len(drawn) == 1


def test_an_icon_is_the_elements_picture(qtbot) -> None:
    ruleset = load_ruleset("panache")
    for ids in (("foret",), ("route",), ("colline", "foret")):
        icon = element_icon(ruleset, *ids)
        picture = element_pixmap(ruleset, frozenset(ids))
        assert icon.pixmap(ICON_PX, ICON_PX).toImage() == picture.toImage()


def test_a_changed_copy_of_an_icon_does_not_crash() -> None:
    """Changing a copy of a palette icon makes Qt clone its engine: a clone that
    Python let go of crashed the program (a segmentation fault) at the next paint.
    Run in its own process, so that a crash fails this test and not the suite."""
    import subprocess
    import sys

    code = (
        "from PySide6.QtGui import QGuiApplication, QIcon, QPixmap\n"
        "app = QGuiApplication([])\n"
        "from editor.io.rulesets import load_ruleset\n"
        "from editor.ui.palette_icons import element_icon\n"
        "import gc\n"
        "icon = QIcon(element_icon(load_ruleset('panache'), 'foret'))\n"
        "icon.addPixmap(QPixmap(8, 8))\n"
        "gc.collect()\n"
        "again = QIcon(icon)\n"
        "again.addPixmap(QPixmap(4, 4))\n"
        "assert not icon.pixmap(28, 28).isNull() and not again.pixmap(16, 16).isNull()\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-2000:]
