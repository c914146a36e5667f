"""Packaging: the code under ``editor/`` plus the data folders, inside the package.

The data folders stay at the top level of the repository (``schemas/``,
``resources/``, ``scenarios/``, ``docs/``); a wheel carries them as
``editor/_data/<folder>`` so that an installed Hexfield finds them wherever it
is run from (``editor/paths.py`` looks there first, then in the checkout).
``pyproject.toml`` maps those packages to the folders and says which files they
carry (``[tool.setuptools]`` package-dir and package-data); this file only lists
the packages, because setuptools' find cannot see packages that live elsewhere.
"""

from setuptools import find_packages, setup

DATA_PACKAGES = [
    "editor._data.schemas",
    "editor._data.resources",
    "editor._data.scenarios",
    "editor._data.docs",
]


setup(packages=[*find_packages(include=["editor", "editor.*"]), *DATA_PACKAGES])
