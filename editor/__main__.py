"""``python -m editor`` is the ``hexfield`` command."""

from editor.cli import main

raise SystemExit(main())
