"""Packaging: the code under ``editor/`` plus the data folders, inside the package.

The data folders stay at the top level of the repository (``schemas/``,
``resources/``, ``scenarios/``); a wheel carries them as
``editor/_data/<folder>`` so that an installed Hexfield finds them wherever it
is run from (``editor/paths.py`` looks there first, then in the checkout).
Everything else about the project is in ``pyproject.toml``.
"""

from setuptools import find_packages, setup

DATA_FOLDERS = {
    "editor._data.schemas": "schemas",
    "editor._data.resources": "resources",
    "editor._data.scenarios": "scenarios",
}
DATA_FILES = {
    "editor._data.schemas": ["*.schema.json"],
    # The .ts catalogue is the translators' source; the program reads the .qm.
    "editor._data.resources": [
        "rulesets/*.yaml",
        "styles/*.yaml",
        "generate/*.yaml",
        "players/*.yaml",
        "i18n/*.qm",
    ],
    "editor._data.scenarios": ["*.yaml"],
}

setup(
    packages=[*find_packages(include=["editor", "editor.*"]), *DATA_FOLDERS],
    package_dir=DATA_FOLDERS,
    package_data=DATA_FILES,
)
