"""Playing a scenario inside the editor: hotseat, against the computer, or watching.

One module per concept: ``board`` and ``interaction`` (what is drawn and what a
click does, no Qt), ``controller`` (the binder between a game session and the
widgets), ``play_view`` with its ``pieces_item`` and ``highlight_item``,
``phase_bar``, ``decision_bar``, ``handover``, ``game_panel``, ``dice_view``,
``log_dock``, ``result_dialog``, ``start_dialog``, ``computer`` (players off
the GUI thread), ``recovery`` (the game's recovery copies) and ``play_mode``
(the *Play* menu and the switch between editing and playing).
"""

from editor.ui.play.play_mode import PlayMode, install_play

__all__ = ["PlayMode", "install_play"]
