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
        <source>%n hex(es) would fall off the map: left out</source>
        <translation>
            <numerusform>%n hex would fall off the map: left out</numerusform>
            <numerusform>%n hexes would fall off the map: left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="26"/>
        <source>%1 already posts %n sentinel(s)</source>
        <translation>
            <numerusform>%1 already posts %n sentinel</numerusform>
            <numerusform>%1 already posts %n sentinels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="29"/>
        <source>%n camp(s)</source>
        <translation>
            <numerusform>%n camp</numerusform>
            <numerusform>%n camps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="32"/>
        <source>%n sentinel(s)</source>
        <translation>
            <numerusform>%n sentinel</numerusform>
            <numerusform>%n sentinels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="35"/>
        <source>%n boat(s)</source>
        <translation>
            <numerusform>%n boat</numerusform>
            <numerusform>%n boats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="38"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="41"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="44"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="211"/>
        <source>Opened with %n warning(s): see the Validation panel</source>
        <translation>
            <numerusform>Opened with %n warning: see the Validation panel</numerusform>
            <numerusform>Opened with %n warnings: see the Validation panel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerateTerrainDialog</name>
    <message numerus="yes">
        <location filename="../../editor/ui/generate_dialog.py" line="273"/>
        <source>%n unit(s) would stand on ground they may not enter (%1). They stay where they are; the Validation panel will list them.</source>
        <translation>
            <numerusform>%n unit would stand on ground it may not enter (%1). It stays where it is; the Validation panel will list it.</numerusform>
            <numerusform>%n units would stand on ground they may not enter (%1). They stay where they are; the Validation panel will list them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationDock</name>
    <message numerus="yes">
        <location filename="../../editor/ui/validation_dock.py" line="94"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/validation_dock.py" line="94"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
