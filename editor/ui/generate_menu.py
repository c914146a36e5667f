"""Map > Generate terrain… and Battle conditions…: the menu entries only.

The dialogs (``editor.ui.generate_dialog``) bring in the terrain generator,
the Panache tables and the map export; they are imported when an entry is
first chosen, not while the window opens (issue 15: first paint).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu

from editor.ui.document import Document


def _map_menu(main_window: QMainWindow) -> QMenu:
    """The existing "&Map" menu of the menu bar, or a new one."""
    bar = main_window.menuBar()
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() == QCoreApplication.translate(
            "MainWindow", "&Map"
        ):
            return menu
    return bar.addMenu(QCoreApplication.translate("MainWindow", "&Map"))


def _run(dialog: QDialog) -> None:
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.exec()


def install_generation(main_window: QMainWindow, document: Document) -> None:
    """Add "Generate terrain…" and "Battle conditions…" to the Map menu."""
    menu = _map_menu(main_window)

    def language() -> str:
        return str(getattr(main_window, "language", "fr"))

    def _on_generate_terrain_triggered() -> None:
        from editor.ui.generate_dialog import GenerateTerrainDialog

        _run(GenerateTerrainDialog(document, main_window, language()))

    def _on_battle_conditions_triggered() -> None:
        from editor.ui.generate_dialog import BattleConditionsDialog

        _run(BattleConditionsDialog(document, main_window, language()))

    generate = QAction(QCoreApplication.translate("MainWindow", "&Generate terrain…"), main_window)
    generate.setObjectName("generate_terrain")
    generate.triggered.connect(_on_generate_terrain_triggered)
    conditions = QAction(
        QCoreApplication.translate("MainWindow", "&Battle conditions…"), main_window
    )
    conditions.setObjectName("battle_conditions")
    conditions.triggered.connect(_on_battle_conditions_triggered)
    menu.addAction(generate)
    menu.addAction(conditions)
