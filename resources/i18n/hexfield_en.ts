<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="17"/>
        <source>%n hex(es) selected</source>
        <translation>
            <numerusform>%n hex selected</numerusform>
            <numerusform>%n hexes selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="20"/>
        <source>copied %n hex(es)</source>
        <translation>
            <numerusform>copied %n hex</numerusform>
            <numerusform>copied %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="23"/>
        <source>Seen from there: %n hex(es)</source>
        <translation>
            <numerusform>Seen from there: %n hex</numerusform>
            <numerusform>Seen from there: %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="26"/>
        <source>%n hex(es) would fall off the map: left out</source>
        <translation>
            <numerusform>%n hex would fall off the map: left out</numerusform>
            <numerusform>%n hexes would fall off the map: left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="29"/>
        <source>%n hex(es) outlined in orange will be replaced</source>
        <translation>
            <numerusform>%n hex outlined in orange will be replaced</numerusform>
            <numerusform>%n hexes outlined in orange will be replaced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="33"/>
        <source>Selection widened by %n hex(es): flipped as it was, it would land between hexes</source>
        <translation>
            <numerusform>Selection widened by %n hex: flipped as it was, it would land between hexes</numerusform>
            <numerusform>Selection widened by %n hexes: flipped as it was, it would land between hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="39"/>
        <source>%1 already posts %n sentinel(s)</source>
        <translation>
            <numerusform>%1 already posts %n sentinel</numerusform>
            <numerusform>%1 already posts %n sentinels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="42"/>
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n camp</numerusform>
            <numerusform>%n camps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="45"/>
        <source>%n sentinel(s)</source>
        <translation>
            <numerusform>%n sentinel</numerusform>
            <numerusform>%n sentinels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="48"/>
        <source>%n boat(s)</source>
        <translation>
            <numerusform>%n boat</numerusform>
            <numerusform>%n boats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="51"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="54"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="57"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="60"/>
        <source>no enemy it sees within its range (%n hex(es))</source>
        <translation>
            <numerusform>no enemy it sees within its range (%n hex)</numerusform>
            <numerusform>no enemy it sees within its range (%n hexes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="63"/>
        <source>; its next shot: -%n die(s)</source>
        <translation>
            <numerusform>; its next shot: -%n die</numerusform>
            <numerusform>; its next shot: -%n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/decision_bar.py" line="96"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/decision_bar.py" line="134"/>
        <source>&quot;%1&quot; retreats (%n step(s) left): click the hex it steps back to.</source>
        <translation>
            <numerusform>&quot;%1&quot; retreats (%n step left): click the hex it steps back to.</numerusform>
            <numerusform>&quot;%1&quot; retreats (%n steps left): click the hex it steps back to.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="214"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="214"/>
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="216"/>
        <source>(%n ignored)</source>
        <translation>
            <numerusform>(%n ignored)</numerusform>
            <numerusform>(%n ignored)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="218"/>
        <source>%n order letter(s)</source>
        <translation>
            <numerusform>%n order letter</numerusform>
            <numerusform>%n order letters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="125"/>
        <source>Revert %1 to the file on disk? Your unsaved changes will be lost, and the %n step(s) of the undo history with them.</source>
        <translation>
            <numerusform>Revert %1 to the file on disk? Your unsaved changes will be lost, and the %n step of the undo history with them.</numerusform>
            <numerusform>Revert %1 to the file on disk? Your unsaved changes will be lost, and the %n steps of the undo history with them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="270"/>
        <source>Opened with %n error(s) of the rules: see the Validation panel</source>
        <translation>
            <numerusform>Opened with %n error of the rules: see the Validation panel</numerusform>
            <numerusform>Opened with %n errors of the rules: see the Validation panel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="276"/>
        <source>Opened with %n warning(s): see the Validation panel</source>
        <translation>
            <numerusform>Opened with %n warning: see the Validation panel</numerusform>
            <numerusform>Opened with %n warnings: see the Validation panel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="314"/>
        <source>Saved %1 with %n error(s): see the Validation panel</source>
        <translation>
            <numerusform>Saved %1 with %n error: see the Validation panel</numerusform>
            <numerusform>Saved %1 with %n errors: see the Validation panel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/game_panel.py" line="136"/>
        <source>To deploy (%n left)</source>
        <translation>
            <numerusform>To deploy (%n left)</numerusform>
            <numerusform>To deploy (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/game_panel.py" line="215"/>
        <source>Attack on &quot;%1&quot;: %n die(s)</source>
        <translation>
            <numerusform>Attack on &quot;%1&quot;: %n die</numerusform>
            <numerusform>Attack on &quot;%1&quot;: %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/game_panel.py" line="217"/>
        <source>If it stands and does not retreat, it ripostes with %n die(s).</source>
        <translation>
            <numerusform>If it stands and does not retreat, it ripostes with %n die.</numerusform>
            <numerusform>If it stands and does not retreat, it ripostes with %n dice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerateTerrainDialog</name>
    <message numerus="yes">
        <location filename="../../editor/ui/generate_dialog.py" line="283"/>
        <source>%n unit(s) would stand on ground they may not enter (%1). They stay where they are; the Validation panel will list them.</source>
        <translation>
            <numerusform>%n unit would stand on ground it may not enter (%1). It stays where it is; the Validation panel will list it.</numerusform>
            <numerusform>%n units would stand on ground they may not enter (%1). They stay where they are; the Validation panel will list them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/handover.py" line="106"/>
        <source>%n action(s) set aside</source>
        <translation>
            <numerusform>%n action set aside</numerusform>
            <numerusform>%n actions set aside</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/handover.py" line="108"/>
        <source>%n of them yours</source>
        <translation>
            <numerusform>%n of them yours</numerusform>
            <numerusform>%n of them yours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/log_dock.py" line="179"/>
        <source>Abandoned line: %n action(s) from action %1</source>
        <translation>
            <numerusform>Abandoned line: %n action from action %1</numerusform>
            <numerusform>Abandoned line: %n actions from action %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/phase_bar.py" line="263"/>
        <source>Activate the selected unit out of command, for %n order token(s)</source>
        <translation>
            <numerusform>Activate the selected unit out of command, for %n order token</numerusform>
            <numerusform>Activate the selected unit out of command, for %n order tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/phase_bar.py" line="288"/>
        <source>+%n die(s)</source>
        <translation>
            <numerusform>+%n die</numerusform>
            <numerusform>+%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/phase_bar.py" line="289"/>
        <source>%n order token(s)</source>
        <translation>
            <numerusform>%n order token</numerusform>
            <numerusform>%n order tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="165"/>
        <source>%n action(s) after it will be set aside</source>
        <translation>
            <numerusform>%n action after it will be set aside</numerusform>
            <numerusform>%n actions after it will be set aside</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="167"/>
        <source>%n of them the other side&apos;s</source>
        <translation>
            <numerusform>%n of them the other side&apos;s</numerusform>
            <numerusform>%n of them the other side&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="190"/>
        <source>%1 holds another line of this game: %n action(s).</source>
        <translation>
            <numerusform>%1 holds another line of this game: %n action.</numerusform>
            <numerusform>%1 holds another line of this game: %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="192"/>
        <source>%1 holds a longer game: %n action(s).</source>
        <translation>
            <numerusform>%1 holds a longer game: %n action.</numerusform>
            <numerusform>%1 holds a longer game: %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="197"/>
        <source>The game shown has %n action(s): saving replaces the other.</source>
        <translation>
            <numerusform>The game shown has %n action: saving replaces the other.</numerusform>
            <numerusform>The game shown has %n actions: saving replaces the other.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="226"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="229"/>
        <source>The scenario has %n error(s); fix them first (Validation panel):</source>
        <translation>
            <numerusform>The scenario has %n error; fix it first (Validation panel):</numerusform>
            <numerusform>The scenario has %n errors; fix them first (Validation panel):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message numerus="yes">
        <location filename="../../editor/ui/play/result_dialog.py" line="64"/>
        <source>turn %1 of %2, %n action(s)</source>
        <translation>
            <numerusform>turn %1 of %2, %n action</numerusform>
            <numerusform>turn %1 of %2, %n actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message numerus="yes">
        <location filename="../../editor/ui/balance/tune_dialog.py" line="269"/>
        <source>Round of %n variant(s), %1 games each: %2 games played in all (%3 s)</source>
        <translation>
            <numerusform>Round of %n variant, %1 games each: %2 games played in all (%3 s)</numerusform>
            <numerusform>Round of %n variants, %1 games each: %2 games played in all (%3 s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationDock</name>
    <message numerus="yes">
        <location filename="../../editor/ui/validation_dock.py" line="108"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/validation_dock.py" line="108"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
