"""Playing a scenario inside the editor: hotseat, against the computer, or watching.

One module per concept: ``board`` and ``interaction`` (what is drawn and what a
click does, no Qt), ``play_state`` (what the window adds to a game, no Qt, with
a callback list per topic; ``listen`` ties a widget to topics), ``controller``
(the binder between a game session and the widgets) holding ``board_reading``,
``time_travel`` and ``computer_pace``,
``play_view`` with its ``pieces_item``, ``highlight_item``, ``optional_items``
and ``sky_badge`` (Annexe 3 on the board), ``phase_bar`` (with ``button_row``,
``elided_label`` and ``optional_buttons``), ``optional_actions`` and
``optional_question`` (Annexe 3's actions and decisions in words),
``decision_bar``, ``handover``, ``game_panel``, ``dice_view``, ``log_dock``,
``result_dialog``, ``start_dialog``, ``computer`` (players off the GUI thread),
``recovery`` and ``recovery_offer`` (the game's recovery copies, offered after a
crash), ``game_files`` (saved games), ``editing_lock`` (the editing actions off
while a game is shown, saying why), ``host`` (what playing needs of the main
window) and ``play_mode`` (the *Play* menu and the switch between editing and
playing).
"""

from editor.ui.play.play_mode import PlayMode, install_play

__all__ = ["PlayMode", "install_play"]
