"""The window's language, switched while it is open.

Qt's way to change language live is to install other translators: Qt then
sends ``QEvent.LanguageChange`` to every widget, and each must set its texts
again. Hexfield's widgets set most of their words once, with ``tr()``, when
they are built (about a thousand of them); writing a ``retranslateUi`` for each
would double every widget. Instead the one translator installed here remembers,
for every text it hands out, the message it came from (context, source,
disambiguation). On a switch, ``retranslate`` walks a window and asks the new
translator again for each text it recognises: action texts and tips, menu and
dock titles, labels, buttons, group boxes, tabs, combo box items, tree
headers, placeholders, the undo history's entries. A message filled in with
values (« Edit Bravo » from « Edit %1 ») is recognised by its message and
filled again with the same values. Counts (« 3 erreurs », ``%n``) and texts in
Python's ``Phrase`` words are rendered again by the widget that wrote them
(the Validation panel, the docks' ``set_language``, the game's controller).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabBar,
    QTreeWidget,
    QWidget,
)

from editor.paths import I18N

Message = tuple[str, str, str | None, int]
"""What a translator is asked: context, source text, disambiguation, count."""


class RememberingTranslator(QTranslator):
    """Hexfield's and Qt's catalogues for one language, behind one translator
    that remembers which message each text it gave came from."""

    def __init__(self, language: str, memory: dict[str, list[Message]]) -> None:
        super().__init__()
        self.lang = language
        self._memory = memory
        self._catalogues: list[QTranslator] = []
        names = [(f"hexfield_{language}", str(I18N))]
        if language != "en":
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            names.append((f"qtbase_{language}", qt_dir))
        for name, folder in names:
            catalogue = QTranslator(self)
            if catalogue.load(name, folder):
                self._catalogues.append(catalogue)

    def isEmpty(self) -> bool:
        return False

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        found: str | None = ""
        for catalogue in self._catalogues:
            found = catalogue.translate(context, source, disambiguation, n)
            if found:
                break
        if "%n" not in source:  # a count makes a new text each time: its owner renders it
            known = self._memory.setdefault(found or source, [])
            message = (context, source, disambiguation, n)
            if message not in known:
                known.append(message)
        return found or None  # None is Qt's null string, "not translated": "" would show as ""


_memory: dict[str, list[Message]] = {}
"""Each text handed out, and the messages it was the translation of (« Hex »
is a header in one class and a word in another)."""
_installed: list[RememberingTranslator] = []


def install_language(language: str) -> None:
    """Make ``language`` the one of every ``tr()`` from now on, in place of the
    one installed before; Qt tells every widget (``LanguageChange``)."""
    app = QCoreApplication.instance()
    assert app is not None
    while _installed:
        app.removeTranslator(_installed.pop())
    translator = RememberingTranslator(language, _memory)
    translator.setParent(app)
    app.installTranslator(translator)
    _installed.append(translator)
    QLocale.setDefault(QLocale(language))


def installed_language() -> str | None:
    """The language of the translator installed here (None before the first)."""
    return _installed[-1].lang if _installed else None


_SUFFIX = re.compile(r"^(.+?)( \([^()]+\))$")
_PARAGRAPH = re.compile(r"^<p>(.+)</p>$", re.DOTALL)


def paragraph(text: str) -> str:
    """``text`` (a translated message) as one rich-text paragraph: Qt wraps a long
    tooltip written so, where plain text stays one line as wide as the screen.
    ``again`` recognises the message inside."""
    return f"<p>{html.escape(text)}</p>"


"""A tool's tip is its message and its key: « Paint the chosen terrain (B) »."""


def _contexts(owner: QObject | None) -> list[str]:
    """The class names ``tr()`` may have used for a text of ``owner``: its own
    and its parents' (Hexfield's classes), nearest first."""
    names: list[str] = []
    while owner is not None:
        names += [k.__name__ for k in type(owner).__mro__ if k.__module__.startswith("editor.")]
        owner = owner.parent()
    return names


_PLACE = re.compile(r"%([1-9])")
_templates: list[tuple[str, re.Pattern[str]]] = []
_templates_of = [0]
"""How many texts ``_templates`` was made from (it is made again as texts come)."""


def _pattern(parts: list[str]) -> re.Pattern[str]:
    """``["Edit ", "1", ""]`` (a text split at its places) as a pattern naming
    each place's value; a place written twice must hold the same value."""
    pattern, seen = "", set()
    for i, part in enumerate(parts):
        if i % 2 == 0:
            pattern += re.escape(part)
        elif part in seen:
            pattern += f"(?P=p{part})"
        else:
            seen.add(part)
            pattern += f"(?P<p{part}>.+?)"
    return re.compile(pattern)


def _filled_templates() -> list[tuple[str, re.Pattern[str]]]:
    """The texts handed out with places (« Modifier %1 »), each as a pattern that
    finds it filled in (« Modifier Bravo »), the most specific first."""
    if _templates_of[0] != len(_memory):
        found = []
        for text in _memory:
            parts = _PLACE.split(text)
            literal = "".join(parts[::2])
            if len(parts) > 1 and sum(c.isalpha() for c in literal) >= 3:
                found.append((len(literal), text, _pattern(parts)))
        found.sort(key=lambda t: -t[0])
        _templates[:] = [(text, pattern) for _, text, pattern in found]
        _templates_of[0] = len(_memory)
    return _templates


def _again_filled(text: str, owner: QObject | None) -> str | None:
    """``text`` made from a message with places (« Edit %1 »), in the language of
    now with the same values (themselves asked again: « Set %1 » of a field name)."""
    found = next(
        ((t, m) for t, p in _filled_templates() if (m := p.fullmatch(text)) is not None), None
    )
    if found is None:
        return None
    template, match = found
    values = {name[1:]: again(value, owner) for name, value in match.groupdict().items()}
    return _PLACE.sub(lambda m: values.get(m.group(1), m.group(0)), again(template, owner))


def again(text: str, owner: QObject | None = None) -> str:
    """``text`` in the language installed now, when it was a translated message
    (of the class of ``owner`` or of a parent's, when several were), or one
    filled in (« Edit Bravo »), or one with a key after it (« Paint (B) »), or one
    written as a paragraph (``paragraph``)."""
    messages = _memory.get(text)
    if not messages or not text:
        inside = _PARAGRAPH.match(text)
        if inside:
            return paragraph(again(html.unescape(inside.group(1)), owner))
        match = _SUFFIX.match(text)
        if match and _memory.get(match.group(1)):
            return again(match.group(1), owner) + match.group(2)
        filled = _again_filled(text, owner) if text else None
        return text if filled is None else filled
    contexts = _contexts(owner)
    rank = {name: i for i, name in reversed(list(enumerate(contexts)))}
    # Else Hexfield's own messages before one asked in Qt's name (``QObject``).
    context, source, disambiguation, n = min(
        messages, key=lambda m: (rank.get(m[0], len(contexts)), m[0].startswith("Q"))
    )
    return QCoreApplication.translate(context, source, disambiguation, n)


def _set_again(
    getter: Callable[[], str], setter: Callable[[str], None], owner: QObject | None = None
) -> None:
    text = getter()
    new = again(text, owner)
    if new != text:
        setter(new)


def _retranslate_widget(w: QWidget) -> None:
    def redo(getter: Callable[[], str], setter: Callable[[str], None]) -> None:
        _set_again(getter, setter, w)

    def redo_items(
        count: int, getter: Callable[[int], str], setter: Callable[[int, str], None]
    ) -> None:
        for i in range(count):
            text = getter(i)
            new = again(text, w)
            if new != text:
                setter(i, new)

    redo(w.windowTitle, w.setWindowTitle)
    redo(w.toolTip, w.setToolTip)
    redo(w.statusTip, w.setStatusTip)
    if isinstance(w, QMenu):
        redo(w.title, w.setTitle)
    elif isinstance(w, (QLabel, QAbstractButton)):
        redo(w.text, w.setText)
    elif isinstance(w, QGroupBox):
        redo(w.title, w.setTitle)
    elif isinstance(w, QLineEdit):
        redo(w.placeholderText, w.setPlaceholderText)
    elif isinstance(w, QComboBox):
        redo_items(w.count(), w.itemText, w.setItemText)
    elif isinstance(w, QTabBar):
        redo_items(w.count(), w.tabText, w.setTabText)
        redo_items(w.count(), w.tabToolTip, w.setTabToolTip)
    elif isinstance(w, QTreeWidget):
        header = w.headerItem()
        redo_items(header.columnCount(), header.text, header.setText)
    if isinstance(w, QDockWidget):
        w.toggleViewAction().setText(w.windowTitle())
    for action in w.actions():
        _retranslate_action(action, w)


def _retranslate_action(a: QAction, owner: QObject) -> None:
    owner = a.parent() or owner
    for getter, setter in (
        (a.text, a.setText),
        (a.iconText, a.setIconText),
        (a.toolTip, a.setToolTip),
        (a.statusTip, a.setStatusTip),
    ):
        _set_again(getter, setter, owner)


def retranslate(root: QObject) -> None:
    """Every text of ``root`` and its children that came from a translated
    message, asked again of the language installed now."""
    for obj in [root, *root.findChildren(QObject)]:
        if isinstance(obj, QWidget):
            _retranslate_widget(obj)
        elif isinstance(obj, QAction):
            _retranslate_action(obj, root)


def installed_translators() -> list[QTranslator]:
    """The translator installed here, as a list (empty before the first)."""
    return list(_installed)


def retranslate_history(stack: QUndoStack) -> None:
    """The undo history's entries that were a translated message, asked again."""
    for i in range(stack.count()):
        command = stack.command(i)
        _set_again(command.text, command.setText)
