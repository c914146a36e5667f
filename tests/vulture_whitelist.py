"""Names vulture reports as unused that are not dead (read by ``vulture`` only).

tests/test_dead_code.py runs vulture over ``editor`` and ``tests``; Qt's
overrides (``paintEvent``, ``eventFilter``, ``mergeWith``...) are left out by
``[tool.vulture] ignore_names`` in pyproject.toml. Each name here says why it
stays. Accessing it here is what marks it used.
"""

# ruff: noqa: B018

from editor.core.ruleset_deployment import BoatType
from editor.core.terrain_element import Element, Fire
from editor.io.atomic_write import FileIdentity
from editor.rules import position
from editor.rules.optional.data import BoatsData
from editor.rules.record import Divergence
from editor.ui import forces_dock, scenario_dock
from editor.ui.play.button_row import ButtonRow

# Rule data read from the rulesets, kept in the model for the optional rules
# of Annexe 3 (boats that cannot cross a ford; fire).
BoatType.no_ford
Fire.resistance
Fire.burn_turns
Element.firebreak

# A file's identity is compared as a whole (and written in recovery notes).
FileIdentity.mtime_ns

# What the record held where a replay diverged, for whoever shows the difference.
Divergence.recorded

# A position helper the optional rules (issue 16) use.
position.set_at

# Kept so that the wheel filter lives as long as its dock.
forces_dock.ForcesDock._wheel_guard
scenario_dock.ScenarioDock._wheel_guard

# QLayout's virtual methods, called by Qt's layout system.
ButtonRow.itemAt
ButtonRow.expandingDirections
ButtonRow.minimumSize

# Annexe 3's « L'embarquement et le débarquement coûtent chacun 1 hex de déplacement
# en plus », kept as the ruleset's numbers; the ruleset's boats assumption plays
# embarking and landing as the unit's whole move, which the extra hex never exceeds.
BoatsData.embark_extra
BoatsData.disembark_extra
