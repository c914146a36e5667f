"""The *Help* menu's windows: the keyboard shortcuts, the user guide, *About*.

The shortcuts are read from the window's actions when the list opens, so it
says what the keys do now, in the interface's language. The guide is the
Markdown of ``docs/`` (``editor.paths.DOCS``, shipped in the wheel), shown in
a ``QTextBrowser``: it works offline and follows its links between pages.
"""

from __future__ import annotations

import platform
from importlib import metadata
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QUrl, qVersion
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from editor import paths
from editor.ui.action_tips import plain

Row = tuple[str, str, str]
"""A shortcut as listed: the menu it is in, the command, its keys."""


def shortcut_rows(window: QMainWindow) -> list[Row]:
    """Every action of ``window`` with a keyboard shortcut: those of the menus
    in the menus' order (``File > Open Recent``), then any other."""
    rows: list[Row] = []
    seen: set[int] = set()

    def add(action: QAction, where: str) -> None:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
        keys = [k for k in keys if k]
        if keys and id(action) not in seen:
            seen.add(id(action))
            rows.append((where, plain(action.text()), ", ".join(keys)))

    def walk(menu: QMenu, where: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{where} > {plain(sub.title())}")
            elif not action.isSeparator():
                add(action, where)

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain(menu.title()))
    other = QCoreApplication.translate("Help", "Other")
    for action in window.findChildren(QAction):
        add(action, other)
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("ShortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(640, 760)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Filter: a command or a key"))
        self.filter.setClearButtonEnabled(True)
        self.table = QTableWidget(0, 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Command"), self.tr("Keys")])
        rows = self.table.verticalHeader()
        rows.hide()
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self._rows = shortcut_rows(window)
        for row, texts in enumerate(self._rows):
            self.table.insertRow(row)
            for column, text in enumerate(texts):
                self.table.setItem(row, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.filter.textChanged.connect(self._on_filter)

    def rows(self) -> list[Row]:
        """The rows shown (the filter applied)."""
        return [row for r, row in enumerate(self._rows) if not self.table.isRowHidden(r)]

    def _on_filter(self, text: str) -> None:
        wanted = text.casefold().strip()
        for r, row in enumerate(self._rows):
            self.table.setRowHidden(r, bool(wanted) and wanted not in " ".join(row).casefold())


def guide_path(language: str, folder: Path | None = None) -> Path:
    """The user guide in ``language`` when there is one (``user-guide.fr.md``),
    else the English one."""
    folder = folder or paths.DOCS
    translated = folder / f"user-guide.{language}.md"
    return translated if translated.is_file() else folder / paths.USER_GUIDE.name


class GuideDialog(QDialog):
    """A page of ``docs/`` in a browser that follows links between the pages;
    links elsewhere (the web, a schema) open in the desktop's own program."""

    def __init__(self, page: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GuideDialog")
        self.setWindowTitle(self.tr("Hexfield user guide"))
        self.resize(900, 760)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        back = QPushButton(self.tr("Back"), self)
        back.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(back.setEnabled)
        back.setEnabled(False)
        contents = QPushButton(self.tr("Contents"), self)
        contents.clicked.connect(self.browser.home)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(back)
        row.addWidget(contents)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addLayout(row)
        if page.is_file():
            self.browser.setSource(QUrl.fromLocalFile(str(page)))
        else:
            self.browser.setPlainText(
                self.tr("The user guide is not installed here: %1 was not found.").replace(
                    "%1", str(page)
                )
            )

    def _follow(self, url: QUrl) -> None:
        target = self.browser.source().resolved(url)
        if target.isLocalFile() and target.path().endswith(".md"):
            self.browser.setSource(target)
        elif url.toString().startswith("#"):
            self.browser.scrollToAnchor(url.fragment())
        else:
            QDesktopServices.openUrl(target)


def hexfield_version() -> str:
    try:
        return metadata.version("hexfield")
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("Help", "unknown")


def about_text() -> str:
    lines = [
        f"<h3>Hexfield {hexfield_version()}</h3>",
        "<p>"
        + QCoreApplication.translate(
            "Help",
            "A scenario and terrain map editor for hex-based miniature wargames: "
            "Panache, Thucydide and the terrain of L'Art de la Guerre V4.",
        )
        + "</p>",
        "<p>"
        + QCoreApplication.translate("Help", "Qt %1, PySide6 %2, Python %3")
        .replace("%1", qVersion())
        .replace("%2", PySide6.__version__)
        .replace("%3", platform.python_version())
        + "</p>",
        "<p>" + QCoreApplication.translate("Help", "Licence: MIT.") + "</p>",
    ]
    return "".join(lines)


def about_box(parent: QWidget) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("AboutBox")
    box.setWindowTitle(QCoreApplication.translate("Help", "About Hexfield"))
    box.setText(about_text())
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box
