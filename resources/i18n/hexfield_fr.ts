<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AmbushOverlay</name>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="198"/>
        <source>Ambush Zones (L&apos;Art de la Guerre)</source>
        <translation>Zones d&apos;embuscade (L&apos;Art de la Guerre)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="204"/>
        <source>Show the L&apos;Art de la Guerre V4 ambush zones and the ground where troops can hide</source>
        <translation>Montrer les zones d&apos;embuscade de L&apos;Art de la Guerre V4 et le terrain où des troupes peuvent se cacher</translation>
    </message>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="210"/>
        <source>Light Troops</source>
        <translation>Troupes légères</translation>
    </message>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="215"/>
        <source>Ambush zones of light troops: 7 UD instead of 5</source>
        <translation>Zones d&apos;embuscade des troupes légères : 7 UD au lieu de 5</translation>
    </message>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="220"/>
        <source>Defender on North Edge</source>
        <translation>Défenseur au bord nord</translation>
    </message>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="225"/>
        <source>The defender&apos;s table edge is the north edge</source>
        <translation>Le bord de table du défenseur est le bord nord</translation>
    </message>
    <message>
        <location filename="../../editor/ui/ambush_overlay.py" line="327"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
</context>
<context>
    <name>BalanceController</name>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="77"/>
        <location filename="../../editor/ui/balance/controller.py" line="167"/>
        <source>This scenario cannot be tested</source>
        <translation>Ce scénario ne peut pas être testé</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="104"/>
        <source>Playing the games…</source>
        <translation>Parties en cours…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="104"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="106"/>
        <source>Balance test</source>
        <translation>Test d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="121"/>
        <source>Stopping; the games played are kept…</source>
        <translation>Arrêt ; les parties jouées sont gardées…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="128"/>
        <source>%1 of about %2 games played</source>
        <translation>%1 parties jouées sur environ %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="143"/>
        <source>The balance test stopped</source>
        <translation>Le test d&apos;équilibre s&apos;est arrêté</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="226"/>
        <source>Open a replay</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/controller.py" line="227"/>
        <source>A game is shown: Play &gt; Back to editing first</source>
        <translation>Une partie est affichée : Jouer &gt; Retour à l&apos;édition d&apos;abord</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="61"/>
        <source>Balance test</source>
        <translation>Test d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="65"/>
        <source>Computer players play this scenario many times; the report gives each side&apos;s win rate with its 95 % interval and where the units fought and died.</source>
        <translation>Des joueurs ordinateur jouent ce scénario de nombreuses fois ; le rapport donne le taux de victoire de chaque camp avec son intervalle à 95 % et où les unités se sont battues et sont mortes.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="31"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="35"/>
        <source>Greedy (expectations)</source>
        <translation>Glouton (espérances)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="32"/>
        <source>Beginner (greedy, makes mistakes)</source>
        <translation>Débutant (glouton, fait des erreurs)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="36"/>
        <source>Searching (slow)</source>
        <translation>Chercheur (lent)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="37"/>
        <source>Expert (tree search, slowest)</source>
        <translation>Expert (recherche arborescente, le plus lent)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="79"/>
        <source>%1 played by:</source>
        <translation>%1 joué par :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="83"/>
        <source>A number of games:</source>
        <translation>Un nombre de parties :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="84"/>
        <source>Until side A&apos;s interval is within ±</source>
        <translation>Jusqu&apos;à ce que l&apos;intervalle du camp A tienne dans ±</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="105"/>
        <source>Seed (the same seed gives the same games):</source>
        <translation>Graine (la même graine donne les mêmes parties) :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/settings_dialog.py" line="112"/>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
</context>
<context>
    <name>BalanceEntry</name>
    <message>
        <location filename="../../editor/ui/balance/__init__.py" line="30"/>
        <source>&amp;Balance test…</source>
        <translation>Test d&apos;&amp;équilibre…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/__init__.py" line="33"/>
        <source>Computer players play the scenario many times: how fair is it, and where does it break?</source>
        <translation>Des joueurs ordinateur jouent le scénario de nombreuses fois : est-il équitable, et où penche-t-il ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/__init__.py" line="41"/>
        <source>Suggest a &amp;fairer version…</source>
        <translation>Proposer une version plus &amp;équitable…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/__init__.py" line="45"/>
        <source>Computer players try variants of the scenario (objective points, turn limit, first player): which small change makes it fair?</source>
        <translation>Des joueurs informatiques essaient des variantes du scénario (points des objectifs, limite de tours, premier joueur) : quel petit changement le rend équitable ?</translation>
    </message>
</context>
<context>
    <name>BalanceReportDialog</name>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="45"/>
        <source>Balance report</source>
        <translation>Rapport d&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="54"/>
        <source>Show on the map:</source>
        <translation>Montrer sur la carte :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="55"/>
        <source>Lay this heat map over the editor&apos;s map</source>
        <translation>Poser cette carte de chaleur sur la carte de l&apos;éditeur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="72"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="73"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="74"/>
        <source>How</source>
        <translation>Comment</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="75"/>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="76"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="85"/>
        <source>Double-click a game to open its replay</source>
        <translation>Double-cliquez une partie pour la revoir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="93"/>
        <source>Every game (double-click one to open its replay):</source>
        <translation>Toutes les parties (double-cliquez-en une pour la revoir) :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="103"/>
        <source>Suggest a fairer version…</source>
        <translation>Proposer une version plus équitable…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/report_dialog.py" line="106"/>
        <source>Search for the smallest change of points, turns or first player that makes the sides win about as often as each other</source>
        <translation>Chercher le plus petit changement de points, de tours ou de premier joueur qui fait gagner les deux camps à peu près aussi souvent l&apos;un que l&apos;autre</translation>
    </message>
</context>
<context>
    <name>BattleConditionsDialog</name>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="130"/>
        <location filename="../../editor/ui/conditions_dialog.py" line="317"/>
        <source>Battle conditions</source>
        <translation>Conditions de bataille</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="140"/>
        <source>&amp;Season:</source>
        <translation>&amp;Saison :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="152"/>
        <source>&amp;Zones:</source>
        <translation>&amp;Zones :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="154"/>
        <source>&amp;Variable weather (roll its stability)</source>
        <translation>Météo &amp;variable (tirer sa stabilité)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="157"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="160"/>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="160"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="171"/>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="182"/>
        <source>Dice log:</source>
        <translation>Journal des dés :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="212"/>
        <source>The seed must be a whole number from 0 to 2^64 - 1.</source>
        <translation>La graine doit être un nombre entier de 0 à 2^64 - 1.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="252"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="253"/>
        <source>Climate zone</source>
        <translation>Zone climatique</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="254"/>
        <source>Starting hour</source>
        <translation>Heure de début</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="255"/>
        <source>Starting period</source>
        <translation>Période de début</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="256"/>
        <source>Light</source>
        <translation>Lumière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="257"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="258"/>
        <source>Weather roll</source>
        <translation>Jet de la météo</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="259"/>
        <source>Strength / fog thickness</source>
        <translation>Force / épaisseur de la brume</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="260"/>
        <source>Wind blows towards</source>
        <translation>Le vent souffle vers</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="261"/>
        <source>Wind strength</source>
        <translation>Force du vent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="262"/>
        <source>Weather stability (1D6)</source>
        <translation>Stabilité du temps (1D6)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="281"/>
        <source>hour %1 from dawn</source>
        <translation>%1e heure depuis l&apos;aube</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="289"/>
        <source>%1 + %2, modifier %3 = %4</source>
        <translation>%1 + %2, modificateur %3 = %4</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="296"/>
        <source>hex side %1 (counted clockwise from the side marked 1)</source>
        <translation>le côté %1 de l&apos;hexagone (compté dans le sens des aiguilles d&apos;une montre depuis le côté marqué 1)</translation>
    </message>
</context>
<context>
    <name>BrushTool</name>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="72"/>
        <source>Brush radius %1</source>
        <translation>Rayon du pinceau : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="87"/>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="95"/>
        <source>Choose a terrain in the palette first</source>
        <translation>Choisissez d&apos;abord un terrain dans la palette</translation>
    </message>
</context>
<context>
    <name>ButtonRow</name>
    <message>
        <location filename="../../editor/ui/play/button_row.py" line="45"/>
        <source>More buttons</source>
        <translation>Autres boutons</translation>
    </message>
</context>
<context>
    <name>CandidateTable</name>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="45"/>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="46"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="47"/>
        <location filename="../../editor/ui/balance/tune_table.py" line="48"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="49"/>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="50"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="75"/>
        <source>(as it is)</source>
        <translation>(tel quel)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="82"/>
        <source>%1: points %2 → %3</source>
        <translation>%1 : points %2 → %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="84"/>
        <source>turns: %2 → %3</source>
        <translation>tours : %2 → %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="86"/>
        <source>first player: %2 → %3</source>
        <translation>premier joueur : %2 → %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="94"/>
        <source>drawn by lot</source>
        <translation>tiré au sort</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="108"/>
        <location filename="../../editor/ui/balance/tune_table.py" line="132"/>
        <source>invalid variant</source>
        <translation>variante invalide</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="110"/>
        <source>out: sides too far apart (%1 games)</source>
        <translation>écartée : camps trop éloignés (%1 parties)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="112"/>
        <source>out: too many draws (%1 games)</source>
        <translation>écartée : trop de nulles (%1 parties)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="114"/>
        <source>out: farther from fair than those kept (%1 games)</source>
        <translation>écartée : moins équitable que celles gardées (%1 parties)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="116"/>
        <source>out: the same games as a smaller change (%1 games)</source>
        <translation>écartée : les mêmes parties qu&apos;un changement plus petit (%1 parties)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="128"/>
        <source>in the race</source>
        <translation>en course</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="128"/>
        <source>out of the race</source>
        <translation>hors course</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="149"/>
        <source>chosen: fair</source>
        <translation>choisie : équitable</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="149"/>
        <source>the nearest to fair</source>
        <translation>la plus proche de l&apos;équité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="153"/>
        <source>fair too, but a larger change</source>
        <translation>équitable aussi, mais un plus grand changement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="155"/>
        <source>not played</source>
        <translation>non jouée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_table.py" line="156"/>
        <source>in the race when the search ended</source>
        <translation>en course à la fin de la recherche</translation>
    </message>
</context>
<context>
    <name>ConditionsPanel</name>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="40"/>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="41"/>
        <source>Climate zone</source>
        <translation>Zone climatique</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="42"/>
        <source>Starting hour</source>
        <translation>Heure de début</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="43"/>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="44"/>
        <source>Strength / fog thickness</source>
        <translation>Force / épaisseur de la brume</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="45"/>
        <source>Wind blows towards</source>
        <translation>Le vent souffle vers</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="46"/>
        <source>Wind strength</source>
        <translation>Force du vent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="47"/>
        <source>Weather stability (1D6)</source>
        <translation>Stabilité du temps (1D6)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="53"/>
        <source>dawn</source>
        <translation>aube</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="54"/>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="55"/>
        <source>dusk</source>
        <translation>crépuscule</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="56"/>
        <source>night</source>
        <translation>nuit</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="94"/>
        <source>hex side %1</source>
        <translation>côté %1 de l&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="158"/>
        <source>Battle conditions</source>
        <translation>Conditions de la bataille</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="180"/>
        <source>Other condition</source>
        <translation>Autre condition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="180"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="187"/>
        <source>Add a condition</source>
        <translation>Ajouter une condition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_panel.py" line="189"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="17"/>
        <source>%n hex(es) selected</source>
        <translation>
            <numerusform>%n hexagone sélectionné</numerusform>
            <numerusform>%n hexagones sélectionnés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="20"/>
        <source>copied %n hex(es)</source>
        <translation>
            <numerusform>%n hexagone copié</numerusform>
            <numerusform>%n hexagones copiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="23"/>
        <source>Seen from there: %n hex(es)</source>
        <translation>
            <numerusform>Vu d&apos;ici : %n hexagone</numerusform>
            <numerusform>Vu d&apos;ici : %n hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="26"/>
        <source>%n hex(es) would fall off the map: left out</source>
        <translation>
            <numerusform>%n hexagone sortirait de la carte : laissé de côté</numerusform>
            <numerusform>%n hexagones sortiraient de la carte : laissés de côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="29"/>
        <source>%n hex(es) outlined in orange will be replaced</source>
        <translation>
            <numerusform>%n hexagone entouré en orange sera remplacé</numerusform>
            <numerusform>%n hexagones entourés en orange seront remplacés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="33"/>
        <source>Selection widened by %n hex(es): flipped as it was, it would land between hexes</source>
        <translation>
            <numerusform>Sélection élargie de %n hexagone : retournée telle quelle, elle tomberait entre les hexagones</numerusform>
            <numerusform>Sélection élargie de %n hexagones : retournée telle quelle, elle tomberait entre les hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="39"/>
        <source>%1 already posts %n sentinel(s)</source>
        <translation>
            <numerusform>%1 poste déjà %n sentinelle</numerusform>
            <numerusform>%1 poste déjà %n sentinelles</numerusform>
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
            <numerusform>%n sentinelle</numerusform>
            <numerusform>%n sentinelles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="48"/>
        <source>%n boat(s)</source>
        <translation>
            <numerusform>%n barque</numerusform>
            <numerusform>%n barques</numerusform>
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
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
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
            <numerusform>aucun ennemi vu à sa portée (%n hexagone)</numerusform>
            <numerusform>aucun ennemi vu à sa portée (%n hexagones)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/counts.py" line="63"/>
        <source>; its next shot: -%n die(s)</source>
        <translation>
            <numerusform> ; son prochain tir : -%n dé</numerusform>
            <numerusform> ; son prochain tir : -%n dés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="93"/>
        <source>&quot;%1&quot; attacks &quot;%2&quot;. Give &quot;%2&quot; a defence order (%3; you have %4)?</source>
        <translation>« %1 » attaque « %2 ». Donner un ordre de défense à « %2 » (%3 ; vous en avez %4) ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/decision_bar.py" line="96"/>
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n pion</numerusform>
            <numerusform>%n pions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="102"/>
        <source>Without: %1 dice, flags ignored %2, at least one flag %3. With: flags ignored %4, at least one flag %5.</source>
        <translation>Sans : %1 dés, drapeaux ignorés %2, au moins un drapeau %3. Avec : drapeaux ignorés %4, au moins un drapeau %5.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="110"/>
        <source>Defence order (%1)</source>
        <translation>Ordre de défense (%1)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="111"/>
        <source>No order</source>
        <translation>Pas d&apos;ordre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="114"/>
        <source>&quot;%1&quot; may follow up into %2, the hex &quot;%3&quot; left.</source>
        <translation>« %1 » peut suivre en %2, la case que « %3 » a quittée.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="119"/>
        <source>Follow up</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="120"/>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="124"/>
        <source>&quot;%1&quot; may charge or pursue: click a unit ringed in red (the attack order button adds its die), or</source>
        <translation>« %1 » peut charger ou poursuivre : cliquez une unité cerclée de rouge (le bouton d&apos;ordre d&apos;attaque ajoute son dé), ou</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/decision_bar.py" line="129"/>
        <source>No charge</source>
        <translation>Pas de charge</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/decision_bar.py" line="134"/>
        <source>&quot;%1&quot; retreats (%n step(s) left): click the hex it steps back to.</source>
        <translation>
            <numerusform>« %1 » recule (%n pas restant) : cliquez la case où elle recule.</numerusform>
            <numerusform>« %1 » recule (%n pas restants) : cliquez la case où elle recule.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="141"/>
        <source>No dice thrown yet.</source>
        <translation>Aucun dé lancé pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="200"/>
        <source>Passage losses (%1) on %2</source>
        <translation>Pertes de passage (%1) sur %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="205"/>
        <source>Riposte of %1</source>
        <translation>Riposte de %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="208"/>
        <source>%1 throws at %2</source>
        <translation>%1 lance ses dés sur %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="214"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n touche</numerusform>
            <numerusform>%n touches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="214"/>
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n drapeau</numerusform>
            <numerusform>%n drapeaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="216"/>
        <source>(%n ignored)</source>
        <translation>
            <numerusform>(%n ignoré)</numerusform>
            <numerusform>(%n ignorés)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/dice_view.py" line="218"/>
        <source>%n order letter(s)</source>
        <translation>
            <numerusform>%n lettre d&apos;ordre</numerusform>
            <numerusform>%n lettres d&apos;ordre</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="235"/>
        <source>marker #%1</source>
        <translation>marqueur n° %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="238"/>
        <source>a decoy</source>
        <translation>un leurre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/dice_view.py" line="239"/>
        <source>&quot;%1&quot;</source>
        <translation>« %1 »</translation>
    </message>
</context>
<context>
    <name>DiskSync</name>
    <message>
        <location filename="../../editor/ui/disk_sync.py" line="183"/>
        <source>%1 was deleted or moved; the map is still open, unsaved</source>
        <translation>%1 a été supprimé ou déplacé ; la carte reste ouverte, non enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/disk_sync.py" line="199"/>
        <source>%1 changed on disk and cannot be read now; the map shown is unchanged</source>
        <translation>%1 a changé sur le disque et ne peut pas être lu pour l&apos;instant ; la carte affichée est inchangée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/disk_sync.py" line="206"/>
        <source>%1 changed on disk: reloaded</source>
        <translation>%1 a changé sur le disque : rechargé</translation>
    </message>
</context>
<context>
    <name>EdgeObstacleTool</name>
    <message>
        <location filename="../../editor/ui/tools/edge_tool.py" line="53"/>
        <source>Remove obstacle</source>
        <translation>Retirer l&apos;obstacle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/edge_tool.py" line="59"/>
        <source>Place %1</source>
        <translation>Poser %1</translation>
    </message>
</context>
<context>
    <name>EraserTool</name>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="119"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>ExamplesDialog</name>
    <message>
        <location filename="../../editor/ui/examples_dialog.py" line="40"/>
        <source>Open an example</source>
        <translation>Ouvrir un exemple</translation>
    </message>
    <message>
        <location filename="../../editor/ui/examples_dialog.py" line="46"/>
        <source>The scenarios that come with Hexfield. The one you choose opens as a new map: Save asks where to keep your copy.</source>
        <translation>Les scénarios livrés avec Hexfield. Celui que vous choisissez s&apos;ouvre comme une nouvelle carte : Enregistrer demande où garder votre copie.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/examples_dialog.py" line="58"/>
        <source>%1, %2 × %3 hexes</source>
        <translation>%1, %2 × %3 hexagones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/examples_dialog.py" line="82"/>
        <source>No bundled scenario was found.</source>
        <translation>Aucun scénario livré n&apos;a été trouvé.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../editor/ui/print_export.py" line="74"/>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="75"/>
        <source>SVG image (layers)</source>
        <translation>Image SVG (calques)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="76"/>
        <source>Set-up sheet (PDF)</source>
        <translation>Fiche de mise en place (PDF)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="77"/>
        <source>True-scale map (PDF)</source>
        <translation>Carte à l&apos;échelle (PDF)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="164"/>
        <source>Print the set-up sheet</source>
        <translation>Imprimer la fiche de mise en place</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="193"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="201"/>
        <source>Automatic (fewer pages)</source>
        <translation>Automatique (moins de pages)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="202"/>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="203"/>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="206"/>
        <source>Units, decoys and zones</source>
        <translation>Unités, leurres et zones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="209"/>
        <source>Draw the units, decoys, deployment zones and objectives over the map</source>
        <translation>Dessiner les unités, les leurres, les zones de déploiement et les objectifs sur la carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="219"/>
        <source>Hidden deployment</source>
        <translation>Déploiement caché</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="220"/>
        <source>Ambush zones</source>
        <translation>Zones d&apos;embuscade</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="222"/>
        <source>L&apos;Art de la Guerre V4 ambush zones and hiding ground, with a legend line</source>
        <translation>Zones d&apos;embuscade de L&apos;Art de la Guerre V4 et terrain où se cacher, avec une ligne de légende</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="225"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="231"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="232"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="233"/>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="235"/>
        <source>Hex (flat to flat)</source>
        <translation>Hexagone (plat à plat)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="236"/>
        <source>Resolution (dpi)</source>
        <translation>Résolution (ppp)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/print_export.py" line="240"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
</context>
<context>
    <name>ExtrasTool</name>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="83"/>
        <source>Place camp</source>
        <translation>Placer le camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="112"/>
        <source>Post sentinel</source>
        <translation>Poster une sentinelle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="51"/>
        <source>Add a side first (Forces dock)</source>
        <translation>Ajoutez d&apos;abord un camp (panneau Forces)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="74"/>
        <source>A camp is 2 joined hexes: press on one, release on its neighbour</source>
        <translation>Un camp occupe 2 hexagones contigus : appuyez sur l&apos;un, relâchez sur son voisin</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="91"/>
        <source>Choose a placed unit in the roster: its sentinels stand next to it</source>
        <translation>Choisissez une unité placée dans la liste : ses sentinelles se tiennent à côté d&apos;elle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="99"/>
        <source>A sentinel stands next to its unit %1</source>
        <translation>Une sentinelle se tient à côté de son unité %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="121"/>
        <source>This ruleset has no boats</source>
        <translation>Cette règle n&apos;a pas de bateaux</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="126"/>
        <source>A %1 floats on %2</source>
        <translation>Une embarcation « %1 » flotte sur : %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="133"/>
        <source>Hex %1 already holds a boat</source>
        <translation>L&apos;hexagone %1 porte déjà une barque</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="140"/>
        <source>Place boat</source>
        <translation>Placer une barque</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="148"/>
        <source>Remove boat</source>
        <translation>Retirer la barque</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="154"/>
        <source>Remove sentinel</source>
        <translation>Retirer la sentinelle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/extras_tool.py" line="159"/>
        <source>Remove camp</source>
        <translation>Retirer le camp</translation>
    </message>
</context>
<context>
    <name>EyedropperTool</name>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="191"/>
        <source>Picked %1 from %2</source>
        <translation>Pris dans l&apos;hexagone %2 : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="192"/>
        <source>open ground</source>
        <translation>terrain clair</translation>
    </message>
</context>
<context>
    <name>FairnessPanel</name>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="26"/>
        <source>Fairness (hexes per half)</source>
        <translation>Équilibre (hexagones par moitié)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="29"/>
        <source>Hexes of each half with cover (woods, villages, ambush ground), obstacles (difficult or impassable ground, water) and open ground</source>
        <translation>Hexagones de chaque moitié offrant un couvert (bois, villages, terrain d&apos;embuscade), des obstacles (terrain difficile ou infranchissable, eau) et en terrain clair</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="37"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="38"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="39"/>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="42"/>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="43"/>
        <source>Obstacles</source>
        <translation>Obstacles</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="44"/>
        <source>Open ground</source>
        <translation>Terrain clair</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="67"/>
        <source>0 when both halves hold as much cover, obstacles and open ground; otherwise the mean difference as a share of a half (1 at worst)</source>
        <translation>0 quand les deux moitiés ont autant de couvert, d&apos;obstacles et de terrain clair ; sinon l&apos;écart moyen rapporté à une moitié (1 au pire)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="74"/>
        <source>Score:</source>
        <translation>Note :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="86"/>
        <source>balanced</source>
        <translation>équilibrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="87"/>
        <source>slightly uneven</source>
        <translation>un peu déséquilibrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/fairness_panel.py" line="88"/>
        <source>uneven</source>
        <translation>déséquilibrée</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="115"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="116"/>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Enregistrer les modifications de %1 avant de le fermer ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="125"/>
        <source>Revert %1 to the file on disk? Your unsaved changes will be lost, and the %n step(s) of the undo history with them.</source>
        <translation>
            <numerusform>Revenir à la version de %1 enregistrée sur le disque ? Vos modifications non enregistrées seront perdues, et avec elles %n étape de l&apos;historique d&apos;annulation.</numerusform>
            <numerusform>Revenir à la version de %1 enregistrée sur le disque ? Vos modifications non enregistrées seront perdues, et avec elles les %n étapes de l&apos;historique d&apos;annulation.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="131"/>
        <location filename="../../editor/ui/file_controller.py" line="133"/>
        <source>Revert</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="141"/>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="143"/>
        <source>Hexfield scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Scénarios Hexfield (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="153"/>
        <source>Save scenario as</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="155"/>
        <source>Hexfield scenarios (*.yaml *.yml)</source>
        <translation>Scénarios Hexfield (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="227"/>
        <source>&lt;example: %1&gt;</source>
        <translation>&lt;exemple : %1&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="229"/>
        <source>Example opened as a new map: Save asks where to keep your copy</source>
        <translation>Exemple ouvert comme une nouvelle carte : Enregistrer demande où garder votre copie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="238"/>
        <source>Open Recent</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="239"/>
        <source>%1 no longer exists; it is removed from the list.</source>
        <translation>%1 n&apos;existe plus ; il est retiré de la liste.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="258"/>
        <location filename="../../editor/ui/file_controller.py" line="369"/>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;fichier ouvert&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="270"/>
        <source>Opened with %n error(s) of the rules: see the Validation panel</source>
        <translation>
            <numerusform>Ouvert avec %n erreur des règles : voir le panneau Validation</numerusform>
            <numerusform>Ouvert avec %n erreurs des règles : voir le panneau Validation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="276"/>
        <source>Opened with %n warning(s): see the Validation panel</source>
        <translation>
            <numerusform>Ouvert avec %n avertissement : voir le panneau Validation</numerusform>
            <numerusform>Ouvert avec %n avertissements : voir le panneau Validation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="307"/>
        <source>Save failed</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="314"/>
        <source>Saved %1 with %n error(s): see the Validation panel</source>
        <translation>
            <numerusform>%1 enregistré avec %n erreur : voir le panneau Validation</numerusform>
            <numerusform>%1 enregistré avec %n erreurs : voir le panneau Validation</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="316"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="356"/>
        <source>&lt;recovery copy&gt;</source>
        <translation>&lt;copie de secours&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="369"/>
        <source>&lt;new map&gt;</source>
        <translation>&lt;nouvelle carte&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="378"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>FileQuestions</name>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="56"/>
        <source>File changed on disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="57"/>
        <source>%1 was changed by another program since you opened or saved it.</source>
        <translation>%1 a été modifié par un autre programme depuis que vous l&apos;avez ouvert ou enregistré.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="60"/>
        <source>Reload it (your unsaved changes here are lost), overwrite it with your version (the other program&apos;s changes are lost), or save your version under another name?</source>
        <translation>Le recharger (vos modifications non enregistrées ici sont perdues), le remplacer par votre version (les modifications de l&apos;autre programme sont perdues), ou enregistrer votre version sous un autre nom ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="69"/>
        <source>File deleted or moved</source>
        <translation>Fichier supprimé ou déplacé</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="70"/>
        <source>%1 was deleted or moved by another program.</source>
        <translation>%1 a été supprimé ou déplacé par un autre programme.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="73"/>
        <source>The map stays open here. Save it again under the same name, save it under another name, or keep it open unsaved?</source>
        <translation>La carte reste ouverte ici. L&apos;enregistrer de nouveau sous le même nom, l&apos;enregistrer sous un autre nom, ou la garder ouverte sans l&apos;enregistrer ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="80"/>
        <source>Read-only file</source>
        <translation>Fichier en lecture seule</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="81"/>
        <source>%1 is read-only.</source>
        <translation>%1 est en lecture seule.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="82"/>
        <source>Replace it anyway (it stays read-only), or save under another name?</source>
        <translation>Le remplacer quand même (il reste en lecture seule), ou enregistrer sous un autre nom ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="90"/>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="93"/>
        <source>Save Again</source>
        <translation>Réenregistrer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="94"/>
        <source>Overwrite</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="96"/>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="98"/>
        <source>Keep Open</source>
        <translation>Garder ouverte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_questions.py" line="99"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>FillTool</name>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="135"/>
        <source>Choose a terrain in the palette first</source>
        <translation>Choisissez d&apos;abord un terrain dans la palette</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="145"/>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
</context>
<context>
    <name>FogLegend</name>
    <message>
        <location filename="../../editor/ui/play/fog_legend.py" line="34"/>
        <source>What the fog hides</source>
        <translation>Ce que cache le brouillard de guerre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_legend.py" line="40"/>
        <source>Fold or unfold the legend</source>
        <translation>Replier ou déplier la légende</translation>
    </message>
</context>
<context>
    <name>FogWords</name>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="78"/>
        <source>“As soon as the smallest part of a deployment marker can be seen by an enemy formation (at 4 hexes in woods or buildings), it must be replaced by its unit.”</source>
        <translation>« Dès que la plus petite partie d&apos;une marque de déploiement est visible d&apos;une formation ennemie (à 4 hexagones de distance dans les bois ou les habitations), elle doit être remplacée par l&apos;unité correspondante. »</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="87"/>
        <location filename="../../editor/ui/play/fog_words.py" line="98"/>
        <source>Hidden units</source>
        <translation>Unités cachées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="88"/>
        <source>With slips of paper every slip is turned face up when deployment ends: from then on every unit is shown, wherever it goes.</source>
        <translation>Avec les petits papiers, tous les papiers sont retournés à la fin du déploiement : dès lors toute unité est montrée, où qu&apos;elle aille.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="99"/>
        <source>Enemy units not yet seen are not on your board: they move on their player&apos;s plan. One is put on the table as soon as one of your units sees it (in woods or buildings, within %1 hexes), and nothing hides it again: once revealed it stays shown wherever it goes.</source>
        <translation>Les unités ennemies pas encore vues ne sont pas sur votre plateau : elles se déplacent sur le plan de leur joueur. Une unité est posée sur la table dès qu&apos;une des vôtres la voit (dans les bois ou les habitations, à %1 hexagones au plus), et rien ne la cache plus ensuite : une fois dévoilée, elle reste montrée où qu&apos;elle aille.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="110"/>
        <source>“not to place every unit once the orders are written, but only from the moment they are seen, any moves being made directly on the plan”</source>
        <translation>« ne pas placer toutes les unités après la rédaction des ordres, mais uniquement à partir du moment où elles sont vues, les éventuels déplacements ayant lieu directement sur le plan »</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="122"/>
        <source>Deployment markers</source>
        <translation>Marques de déploiement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="123"/>
        <source>Enemy markers stay face down, decoys among them, until one of your units sees them: a marker seen becomes its unit (a decoy is removed), and nothing hides the unit again.</source>
        <translation>Les marques ennemies restent face cachée, des leurres parmi elles, jusqu&apos;à ce qu&apos;une de vos unités les voie : une marque vue devient son unité (un leurre est retiré), et rien ne cache plus l&apos;unité ensuite.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="133"/>
        <source>Sight limit: %1 hexes</source>
        <translation>Limite de vue : %1 hexagones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="137"/>
        <source>No unit is seen beyond it. It decides what reveals a hidden unit and what a unit may shoot at or charge; it does not hide a unit already revealed.</source>
        <translation>Aucune unité n&apos;est vue au-delà. Elle décide de ce qui dévoile une unité cachée et de ce qu&apos;une unité peut tirer ou charger ; elle ne cache pas une unité déjà dévoilée.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="145"/>
        <source>No unit is seen beyond it, so nobody shoots farther. It hides nobody: this game has no hidden units, and every unit on the table is shown.</source>
        <translation>Aucune unité n&apos;est vue au-delà : personne ne tire plus loin. Elle ne cache personne : cette partie n&apos;a pas d&apos;unités cachées, et toute unité sur la table est montrée.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="154"/>
        <source>“No unit is seen beyond 2 hexes, and no lone figure beyond 1 hex (unless fire).”</source>
        <translation>« Aucune unité n&apos;est vue au-delà de 2 hex et aucune figurine isolée au-delà d&apos;1 hex (sauf si feu). »</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="162"/>
        <source>The whole battle at night</source>
        <translation>Toute la bataille de nuit</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="163"/>
        <source>Sight %1 hexes, shorter command ranges, manoeuvre orders dearer, and a unit moving in the dark may drift.</source>
        <translation>Vue à %1 hexagones, commandement réduit, ordres de manœuvre plus chers, et une unité qui se déplace dans le noir peut dévier.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="174"/>
        <source>Darkness</source>
        <translation>L&apos;obscurité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/fog_words.py" line="175"/>
        <source>Whenever it is dark (by the hour, the weather or the scenario): sight %1 hexes, shorter command ranges, manoeuvre orders dearer, and a unit moving in the dark may drift.</source>
        <translation>Chaque fois qu&apos;il fait sombre (par l&apos;heure, la météo ou le scénario) : vue à %1 hexagones, commandement réduit, ordres de manœuvre plus chers, et une unité qui se déplace dans le noir peut dévier.</translation>
    </message>
</context>
<context>
    <name>ForcesDock</name>
    <message>
        <location filename="../../editor/ui/forces_dock.py" line="41"/>
        <source>Forces</source>
        <translation>Forces</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="43"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="48"/>
        <source>Add the two sides</source>
        <translation>Ajouter les deux camps</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="53"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="69"/>
        <source>Reset the zone</source>
        <translation>Réinitialiser la zone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="71"/>
        <source>The side&apos;s deployment zone back to the two rows along its home edge</source>
        <translation>Remettre la zone de déploiement du camp sur les deux rangées le long de son bord de départ</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="32"/>
        <location filename="../../editor/ui/forces/sides_panel.py" line="58"/>
        <location filename="../../editor/ui/forces/unit_panel.py" line="62"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="61"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="68"/>
        <source>Home edge</source>
        <translation>Bord de départ</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="78"/>
        <source>Decoys</source>
        <translation>Leurres</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="62"/>
        <source>Roster</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="71"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="73"/>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="75"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="88"/>
        <source>objective</source>
        <translation>objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="97"/>
        <source>A click places:</source>
        <translation>Un clic place :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="170"/>
        <source>Leader: %1</source>
        <translation>Chef : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="175"/>
        <source>Hex %1</source>
        <translation>Hexagone %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="179"/>
        <source>In reserve</source>
        <translation>En réserve</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="52"/>
        <source>Unit %1</source>
        <translation>Unité %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="86"/>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="87"/>
        <source>decoy</source>
        <translation>leurre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="105"/>
        <source>Optional elements (X tool):</source>
        <translation>Éléments optionnels (outil X) :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="100"/>
        <source>camp and baggage</source>
        <translation>camp et bagages</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="102"/>
        <source>sentinel</source>
        <translation>sentinelle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="53"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="67"/>
        <source>The name the unit&apos;s counter shows on the map. Left empty, it is made from the name, different from the side&apos;s other counters (shown greyed).</source>
        <translation>Le nom que le pion de l&apos;unité montre sur la carte. Laissé vide, il est tiré du nom, différent de ceux des autres pions du camp (affiché en gris).</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="77"/>
        <source>On the counter</source>
        <translation>Sur le pion</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="82"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="87"/>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="92"/>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="96"/>
        <source>Plaquettes</source>
        <translation>Plaquettes</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="101"/>
        <source>Leader rank</source>
        <translation>Rang du chef</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="106"/>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="110"/>
        <source>Budget value</source>
        <translation>Valeur en points</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="118"/>
        <source>Capabilities</source>
        <translation>Aptitudes</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="120"/>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="124"/>
        <source>Forms a square (a scenario special rule, as at the Pyramides): while it has not moved this game turn, it ignores the first flag of every cavalry throw.</source>
        <translation>Forme un carré (règle spéciale de scénario, comme aux Pyramides) : tant qu&apos;elle n&apos;a pas bougé ce tour de jeu, elle ignore le premier drapeau de chaque jet d&apos;une cavalerie.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="132"/>
        <source>Special rule</source>
        <translation>Règle spéciale</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="31"/>
        <location filename="../../editor/ui/forces/unit_panel.py" line="134"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="24"/>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="33"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="42"/>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="94"/>
        <source>Remove objective</source>
        <translation>Retirer l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="37"/>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="48"/>
        <source>Demoralisation</source>
        <translation>Démoralisation</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="50"/>
        <source>Objective points count</source>
        <translation>Les points d&apos;objectif comptent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="56"/>
        <source>Demoralised at</source>
        <translation>Démoralisé à</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="60"/>
        <source>Winner&apos;s losses</source>
        <translation>Pertes du vainqueur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="63"/>
        <source>Margin</source>
        <translation>Marge de victoire</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="156"/>
        <source>reserve</source>
        <translation>réserve</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="216"/>
        <source>in reserve</source>
        <translation>en réserve</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="100"/>
        <source>%1 demoralised (%2-%3): %4</source>
        <translation>%1 démoralisé (%2-%3) : %4</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/common.py" line="31"/>
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/common.py" line="32"/>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/common.py" line="62"/>
        <source>Add sides</source>
        <translation>Ajouter les camps</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/common.py" line="86"/>
        <source>%1 plaquettes</source>
        <translation>%1 plaquettes</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="165"/>
        <source>Edit side</source>
        <translation>Modifier le camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="173"/>
        <source>Side colour</source>
        <translation>Couleur du camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/sides_panel.py" line="189"/>
        <source>Reset zone</source>
        <translation>Réinitialiser la zone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="229"/>
        <source>Add unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="251"/>
        <source>Duplicate unit</source>
        <translation>Dupliquer l&apos;unité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/roster_panel.py" line="263"/>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/unit_panel.py" line="271"/>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/objectives_panel.py" line="84"/>
        <source>Edit objective</source>
        <translation>Modifier l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/forces/victory_panel.py" line="116"/>
        <source>Victory conditions</source>
        <translation>Conditions de victoire</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../editor/ui/play/computer_pace.py" line="124"/>
        <source>the computer player failed: %1</source>
        <translation>le joueur ordinateur a échoué : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/controller.py" line="120"/>
        <source>you are looking at the past: « Resume from here » plays on from it</source>
        <translation>vous regardez le passé : « Reprendre d&apos;ici » rejoue à partir de là</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/controller.py" line="132"/>
        <source>answer the question above the board first</source>
        <translation>répondez d&apos;abord à la question au-dessus du plateau</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/controller.py" line="149"/>
        <source>%1 The order token is kept.</source>
        <translation>%1 Le pion d&apos;ordre est gardé.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/controller.py" line="172"/>
        <source>the computer is playing %1</source>
        <translation>l&apos;ordinateur joue %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/controller.py" line="173"/>
        <source>%1 is deciding</source>
        <translation>%1 décide</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/controller.py" line="212"/>
        <source>« %1 » placed at %2: « Deployment done » ends the placements, « Undo » takes it back</source>
        <translation>« %1 » posée en %2 : « Déploiement terminé » clôt la pose, « Annuler » la reprend</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/time_travel.py" line="35"/>
        <source>the game is over: its actions stay as played (the log shows any of them)</source>
        <translation>la partie est finie : ses actions restent jouées (le journal les montre toutes)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/time_travel.py" line="77"/>
        <source>nothing to take back here</source>
        <translation>rien à reprendre ici</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/time_travel.py" line="104"/>
        <source>nothing to play again here</source>
        <translation>rien à rejouer ici</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/time_travel.py" line="106"/>
        <source>nothing to play again</source>
        <translation>rien à rejouer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/time_travel.py" line="212"/>
        <source>%1 refused: the game goes on as it was</source>
        <translation>%1 refuse : la partie continue telle quelle</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="61"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="67"/>
        <source>To place</source>
        <translation>À placer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="78"/>
        <source>Under the cursor</source>
        <translation>Sous le curseur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="88"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="126"/>
        <location filename="../../editor/ui/play/game_panel.py" line="277"/>
        <source>Decoy %1</source>
        <translation>Leurre %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/game_panel.py" line="136"/>
        <source>To deploy (%n left)</source>
        <translation>
            <numerusform>À déployer (%n restante)</numerusform>
            <numerusform>À déployer (%n restantes)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="138"/>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="189"/>
        <source>Line of sight %1 → %2</source>
        <translation>Ligne de vue %1 → %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="194"/>
        <source>clear</source>
        <translation>dégagée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="198"/>
        <source>blocked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="205"/>
        <source>Click the hex to look from, then hover another.</source>
        <translation>Cliquez la case d&apos;où regarder, puis survolez-en une autre.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="225"/>
        <source>Move to %1: cost %2 of %3</source>
        <translation>Déplacement en %1 : coût %2 sur %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="238"/>
        <source>road bonus: no combat this turn (Annexe 1, Route)</source>
        <translation>bonus de route : pas de combat ce tour-ci (Annexe 1, Route)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="249"/>
        <source>Point at a hex or a unit.</source>
        <translation>Pointez une case ou une unité.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="258"/>
        <source>Out of reach of the selected unit</source>
        <translation>Hors de portée de l&apos;unité choisie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="270"/>
        <source>Marker #%1</source>
        <translation>Marqueur n° %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="272"/>
        <source>A deployment marker: a unit or a decoy, until an enemy sees it.</source>
        <translation>Une marque de déploiement : une unité ou un leurre, jusqu&apos;à ce qu&apos;un ennemi la voie.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="282"/>
        <source>%1, %2, %3 weight</source>
        <translation>%1, unité %3, qualité %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="288"/>
        <source>Plaquettes %1 / %2 · dice %3 · movement %4 · range %5</source>
        <translation>Plaquettes %1 / %2 · dés %3 · mouvement %4 · portée %5</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="299"/>
        <source>Leader: %1 (%2)</source>
        <translation>Chef : %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="309"/>
        <source>The enemy sees it as marker #%1</source>
        <translation>L&apos;ennemi la voit comme le marqueur n° %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/game_panel.py" line="215"/>
        <source>Attack on &quot;%1&quot;: %n die(s)</source>
        <translation>
            <numerusform>Attaque sur « %1 » : %n dé</numerusform>
            <numerusform>Attaque sur « %1 » : %n dés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="64"/>
        <source>combined</source>
        <translation>combiné</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="70"/>
        <source>It will not be spent on this attack.</source>
        <translation>Il ne sera pas dépensé pour cette attaque.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="73"/>
        <source>No defence order</source>
        <translation>Sans ordre de défense</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="76"/>
        <source>If the defender gives an order</source>
        <translation>Si le défenseur donne un ordre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="81"/>
        <source>First, passage losses (%1) thrown at the attacker: at least one hit %2, at least one flag (pushed back, no attack) %3</source>
        <translation>D&apos;abord, pertes de passage (%1) lancées sur l&apos;attaquant : au moins une touche %2, au moins un drapeau (repoussé, pas d&apos;attaque) %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/game_panel.py" line="217"/>
        <source>If it stands and does not retreat, it ripostes with %n die(s).</source>
        <translation>
            <numerusform>Si elle tient et ne recule pas, elle riposte avec %n dé.</numerusform>
            <numerusform>Si elle tient et ne recule pas, elle riposte avec %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="109"/>
        <source>At least one flag: %1 (flags ignored: %2)</source>
        <translation>Au moins un drapeau : %1 (drapeaux ignorés : %2)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="115"/>
        <source>expected hits %1</source>
        <translation>touches attendues %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/attack_words.py" line="118"/>
        <source>hits</source>
        <translation>touches</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_panel.py" line="346"/>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
</context>
<context>
    <name>GameRecovery</name>
    <message>
        <location filename="../../editor/ui/play/recovery_offer.py" line="62"/>
        <source>Restore the game?</source>
        <translation>Restaurer la partie ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/recovery_offer.py" line="44"/>
        <source>A game of %1 was in progress when Hexfield stopped (copy of %2).</source>
        <translation>Une partie de %1 était en cours quand Hexfield s&apos;est arrêté (copie de %2).</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/recovery_offer.py" line="48"/>
        <source>an untitled scenario</source>
        <translation>un scénario sans titre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/recovery_offer.py" line="52"/>
        <source>Game copy %1 of %2.</source>
        <translation>Copie de partie %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/recovery_offer.py" line="55"/>
        <source>Restore it and play on?</source>
        <translation>La restaurer et continuer à jouer ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/recovery_offer.py" line="57"/>
        <source>This window already shows the game you restored. Keep this one: it is offered again at the next start.</source>
        <translation>Cette fenêtre montre déjà la partie restaurée. Gardez celle-ci : elle sera proposée au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>GenerateTerrainDialog</name>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="78"/>
        <location filename="../../editor/ui/generate_dialog.py" line="318"/>
        <source>Generate terrain</source>
        <translation>Générer le terrain</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="95"/>
        <source>L&apos;Art de la Guerre V4</source>
        <translation>L&apos;Art de la Guerre V4</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="96"/>
        <source>&amp;Procedure:</source>
        <translation>&amp;Procédure :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="101"/>
        <source>&amp;Territory:</source>
        <translation>&amp;Territoire :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="104"/>
        <source>Chosen by the initiative winner (random)</source>
        <translation>Choisi par le vainqueur de l&apos;initiative (au hasard)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="105"/>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="106"/>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="107"/>
        <source>&amp;Attacker:</source>
        <translation>&amp;Attaquant :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="114"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="116"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="118"/>
        <source>Initiative ratings:</source>
        <translation>Valeurs d&apos;initiative :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="120"/>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="121"/>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="126"/>
        <source>Led by a strategist:</source>
        <translation>Mené par un stratège :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="130"/>
        <source>&amp;Defender&apos;s elements:</source>
        <translation>Éléments du &amp;défenseur :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="131"/>
        <source>Attac&amp;ker&apos;s elements:</source>
        <translation>Éléments de l&apos;atta&amp;quant :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="134"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="135"/>
        <source>Mirror (attacker&apos;s half copies the defender&apos;s)</source>
        <translation>Miroir (la moitié de l&apos;attaquant copie celle du défenseur)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="136"/>
        <source>Rotate 180 degrees</source>
        <translation>Rotation de 180 degrés</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="137"/>
        <source>S&amp;ymmetric:</source>
        <translation>S&amp;ymétrique :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="144"/>
        <source>Default (%1 mm)</source>
        <translation>Par défaut (%1 mm)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="146"/>
        <source>One &amp;UD:</source>
        <translation>Une &amp;UD :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="149"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="166"/>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="175"/>
        <source>Dice log:</source>
        <translation>Journal des dés :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="206"/>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_dialog.py" line="248"/>
        <source>The seed must be a whole number from 0 to 2^64 - 1.</source>
        <translation>La graine doit être un nombre entier de 0 à 2^64 - 1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/generate_dialog.py" line="283"/>
        <source>%n unit(s) would stand on ground they may not enter (%1). They stay where they are; the Validation panel will list them.</source>
        <translation>
            <numerusform>%n unité se trouverait sur un terrain qui lui est interdit (%1). Elle reste en place ; le panneau Validation la signalera.</numerusform>
            <numerusform>%n unités se trouveraient sur un terrain qui leur est interdit (%1). Elles restent en place ; le panneau Validation les signalera.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="131"/>
        <source>Hexfield user guide</source>
        <translation>Guide de l&apos;utilisateur de Hexfield</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="136"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="140"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="156"/>
        <source>The user guide is not installed here: %1 was not found.</source>
        <translation>Le guide de l&apos;utilisateur n&apos;est pas installé ici : %1 est introuvable.</translation>
    </message>
</context>
<context>
    <name>HandOverCover</name>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="75"/>
        <source>The board is hidden so that neither player sees what the other knows. Hand the screen over, then click the button.</source>
        <translation>La carte est cachée pour qu&apos;aucun joueur ne voie ce que l&apos;autre sait. Passez l&apos;écran, puis cliquez le bouton.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="72"/>
        <source>Pass the screen to the player of %1</source>
        <translation>Passez l&apos;écran au joueur de %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="79"/>
        <source>I play %1: show my board</source>
        <translation>Je joue %1 : montrer ma carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="94"/>
        <source>The player of %1 asks to take back your decisions</source>
        <translation>Le joueur de %1 demande à reprendre vos décisions</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="97"/>
        <source>to play on from action %1</source>
        <translation>de reprendre la partie à l&apos;action %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="99"/>
        <source>to return to a line set aside</source>
        <translation>de revenir à une variante mise de côté</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="102"/>
        <source>Pass the screen to the player of %1.</source>
        <translation>Passez l&apos;écran au joueur de %1.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="104"/>
        <source>%1 asks %2:</source>
        <translation>%1 demande %2 :</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/handover.py" line="106"/>
        <source>%n action(s) set aside</source>
        <translation>
            <numerusform>%n action mise de côté</numerusform>
            <numerusform>%n actions mises de côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/handover.py" line="108"/>
        <source>%n of them yours</source>
        <translation>
            <numerusform>dont %n des vôtres</numerusform>
            <numerusform>dont %n des vôtres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="110"/>
        <source>They stay in the log as a branch that can be returned to.</source>
        <translation>Elles restent dans le journal comme une variante à laquelle on peut revenir.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="112"/>
        <source>I play %1: I agree</source>
        <translation>Je joue %1 : j&apos;accepte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/handover.py" line="113"/>
        <source>I play %1: I refuse</source>
        <translation>Je joue %1 : je refuse</translation>
    </message>
</context>
<context>
    <name>HeatOverlay</name>
    <message>
        <location filename="../../editor/ui/balance/heat_overlay.py" line="69"/>
        <source>Balance Heat Map</source>
        <translation>Carte de chaleur de l&apos;équilibre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/heat_overlay.py" line="74"/>
        <source>Show the heat map of the balance report over the map (Play &gt; Balance test…)</source>
        <translation>Montrer la carte de chaleur du rapport d&apos;équilibre sur la carte (Jouer &gt; Test d&apos;équilibre…)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/heat_overlay.py" line="144"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="67"/>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="175"/>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="182"/>
        <source>A scenario and terrain map editor for hex-based miniature wargames: Panache, Thucydide and the terrain of L&apos;Art de la Guerre V4.</source>
        <translation>Un éditeur de scénarios et de cartes de terrain pour les jeux d&apos;histoire avec figurines sur hexagones : Panache, Thucydide et le terrain de L&apos;Art de la Guerre V4.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="189"/>
        <source>Qt %1, PySide6 %2, Python %3</source>
        <translation>Qt %1, PySide6 %2, Python %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="194"/>
        <source>Licence: MIT.</source>
        <translation>Licence : MIT.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="202"/>
        <source>About Hexfield</source>
        <translation>À propos de Hexfield</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="57"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="58"/>
        <source>Every command that has a key, and its key</source>
        <translation>Chaque commande qui a une touche, et sa touche</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="61"/>
        <source>&amp;User guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="62"/>
        <source>How to use Hexfield (shipped with it: no network needed)</source>
        <translation>Comment utiliser Hexfield (livré avec lui : pas besoin de réseau)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="65"/>
        <source>Open an &amp;example…</source>
        <translation>Ouvrir un &amp;exemple…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="66"/>
        <source>Open one of the scenarios that come with Hexfield</source>
        <translation>Ouvrir l&apos;un des scénarios livrés avec Hexfield</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="69"/>
        <source>&amp;About Hexfield</source>
        <translation>À &amp;propos de Hexfield</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="70"/>
        <source>Hexfield&apos;s version and those of Qt, PySide6 and Python</source>
        <translation>La version de Hexfield et celles de Qt, PySide6 et Python</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_menu.py" line="54"/>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
</context>
<context>
    <name>HillTool</name>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="209"/>
        <source>Raise hill</source>
        <translation>Élever la colline</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/paint_tools.py" line="211"/>
        <source>Lower hill</source>
        <translation>Abaisser la colline</translation>
    </message>
</context>
<context>
    <name>Interaction</name>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="116"/>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="118"/>
        <source>wait: the other side is deciding</source>
        <translation>patientez : l&apos;adversaire décide</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="127"/>
        <source>click one of the highlighted hexes to retreat to</source>
        <translation>cliquez l&apos;une des cases en surbrillance pour reculer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="133"/>
        <source>click a unit to charge it, or answer « No charge »</source>
        <translation>cliquez une unité pour la charger, ou répondez « Pas de charge »</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="137"/>
        <source>answer the question above the map</source>
        <translation>répondez à la question sur la carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="143"/>
        <source>every piece is placed: « Deployment done » ends the placements, « Undo » takes the last one back</source>
        <translation>toutes les pièces sont posées : « Déploiement terminé » clôt la pose, « Annuler » reprend la dernière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="151"/>
        <source>%1 is taken: one unit per hex</source>
        <translation>%1 est occupée : une unité par case</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="159"/>
        <source>%1 is not a hex of your zone where &quot;%2&quot; may stand</source>
        <translation>%1 n&apos;est pas une case de votre zone où « %2 » peut se tenir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="185"/>
        <source>%1 is out of reach this turn</source>
        <translation>%1 est hors de portée ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="199"/>
        <source>that unit cannot be identified: attack what you can see</source>
        <translation>cette unité n&apos;est pas identifiée : attaquez ce que vous voyez</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="209"/>
        <source>it has already moved this turn</source>
        <translation>elle s&apos;est déjà déplacée ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="210"/>
        <source>not activated in the command phase: a manoeuvre order can activate it</source>
        <translation>pas activée en phase de commandement : un ordre de manœuvre peut l&apos;activer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="217"/>
        <source>a decoy does not fight</source>
        <translation>un leurre ne combat pas</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="219"/>
        <source>it has already fought this turn</source>
        <translation>elle a déjà combattu ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="221"/>
        <source>it used the road bonus: no combat this turn</source>
        <translation>elle a utilisé le bonus de route : pas de combat ce tour-ci</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/interaction.py" line="225"/>
        <source>it was not activated this turn</source>
        <translation>elle n&apos;a pas été activée ce tour-ci</translation>
    </message>
</context>
<context>
    <name>KnobList</name>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="51"/>
        <source>&lt;b&gt;Vary&lt;/b&gt;</source>
        <translation>&lt;b&gt;Faire varier&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="52"/>
        <source>&lt;b&gt;Now&lt;/b&gt;</source>
        <translation>&lt;b&gt;Actuel&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="53"/>
        <source>&lt;b&gt;From&lt;/b&gt;</source>
        <translation>&lt;b&gt;De&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="54"/>
        <source>&lt;b&gt;To&lt;/b&gt;</source>
        <translation>&lt;b&gt;À&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="66"/>
        <source>by lot, or either side</source>
        <translation>au sort, ou l&apos;un des camps</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="91"/>
        <source>Points of %1 (%2)</source>
        <translation>Points de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="93"/>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="95"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="102"/>
        <source>Held at the start: %1 (%2)</source>
        <translation>Tenu au départ : %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="106"/>
        <source>Order tokens of %1</source>
        <translation>Jetons d&apos;ordre de %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="107"/>
        <source>Turn of entry of %1</source>
        <translation>Tour d&apos;entrée de %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="108"/>
        <source>Deployment zone of %1 (rows)</source>
        <translation>Zone de déploiement de %1 (rangées)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="109"/>
        <source>Demoralisation</source>
        <translation>Démoralisation</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="110"/>
        <source>Objectives count</source>
        <translation>Les objectifs comptent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="119"/>
        <source>a third of the units lost</source>
        <translation>un tiers des unités perdues</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="120"/>
        <source>budget variant</source>
        <translation>variante budget</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="121"/>
        <source>no demoralisation</source>
        <translation>pas de démoralisation</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="122"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="123"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="129"/>
        <source>drawn by lot</source>
        <translation>tiré au sort</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="129"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="147"/>
        <source>Tick at least one knob to vary.</source>
        <translation>Cochez au moins un réglage à faire varier.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="152"/>
        <source>%1: the range starts at %2, above its end %3.</source>
        <translation>%1 : la plage commence à %2, au-dessus de sa fin %3.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_knobs.py" line="159"/>
        <source>%1: the range %2 to %3 holds no value but the scenario&apos;s own (%4).</source>
        <translation>%1 : la plage de %2 à %3 ne contient aucune valeur autre que celle du scénario (%4).</translation>
    </message>
</context>
<context>
    <name>Labelled</name>
    <message>
        <location filename="../../editor/ui/labelled.py" line="18"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>LinkTool</name>
    <message>
        <location filename="../../editor/ui/tools/link_tool.py" line="36"/>
        <source>Choose a road or a watercourse in the palette first</source>
        <translation>Choisissez d&apos;abord une route ou un cours d&apos;eau dans la palette</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/link_tool.py" line="45"/>
        <source>Drag to draw %1; Alt: a ford instead of a bridge</source>
        <translation>Glissez pour tracer %1 ; Alt : un gué au lieu d&apos;un pont</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/link_tool.py" line="64"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/link_tool.py" line="66"/>
        <source>Draw %1</source>
        <translation>Tracer %1</translation>
    </message>
</context>
<context>
    <name>LoadErrorsDialog</name>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="43"/>
        <source>Problems in the file</source>
        <translation>Problèmes dans le fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="50"/>
        <source>&lt;b&gt;%1&lt;/b&gt; holds values the editor cannot keep (listed below): opened as itself and saved, it would lose them. You may open it as a new, untitled scenario to repair it; the file itself will not be changed.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; contient des valeurs que l&apos;éditeur ne peut pas garder (listées ci-dessous) : ouvert tel quel puis enregistré, il les perdrait. Vous pouvez l&apos;ouvrir comme un nouveau scénario sans titre pour le réparer ; le fichier lui-même ne sera pas modifié.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="55"/>
        <source>&lt;b&gt;%1&lt;/b&gt; could not be opened. The file has not been changed.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; n&apos;a pas pu être ouvert. Le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="65"/>
        <source>Line:col</source>
        <translation>Ligne:col</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="65"/>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="65"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="65"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="69"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="69"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="80"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="83"/>
        <source>Open as untitled</source>
        <translation>Ouvrir sans titre</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="49"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="78"/>
        <source>The start of the game</source>
        <translation>Le début de la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="79"/>
        <source>Step back one action</source>
        <translation>Reculer d&apos;une action</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="80"/>
        <source>Replay from the action shown, at the speed set</source>
        <translation>Rejouer depuis l&apos;action montrée, à la vitesse choisie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="82"/>
        <source>Step forward one action</source>
        <translation>Avancer d&apos;une action</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="83"/>
        <source>Back to the present</source>
        <translation>Revenir au présent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="85"/>
        <source>Resume from here</source>
        <translation>Reprendre d&apos;ici</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="88"/>
        <source>Play on from the action shown: the actions after it are dropped</source>
        <translation>Continuer à partir de l&apos;action montrée : les actions suivantes sont abandonnées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="98"/>
        <source>Lines of play set aside by « Resume from here »</source>
        <translation>Variantes mises de côté par « Reprendre d&apos;ici »</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="100"/>
        <source>Return to this line</source>
        <translation>Revenir à cette variante</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="103"/>
        <source>Play the game as it was on that line; the line played now is kept in turn</source>
        <translation>Jouer la partie telle qu&apos;elle était dans cette variante ; la partie en cours est gardée à son tour</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/log_dock.py" line="179"/>
        <source>Abandoned line: %n action(s) from action %1</source>
        <translation>
            <numerusform>Variante abandonnée : %n action à partir de l&apos;action %1</numerusform>
            <numerusform>Variante abandonnée : %n actions à partir de l&apos;action %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="212"/>
        <source>Start: %1</source>
        <translation>Début : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="255"/>
        <source>Defence order given</source>
        <translation>Ordre de défense donné</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="255"/>
        <source>No defence order</source>
        <translation>Sans ordre de défense</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="257"/>
        <source>Follows up</source>
        <translation>Suit</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="257"/>
        <source>No follow-up</source>
        <translation>Pas de suivi</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="259"/>
        <source>No charge</source>
        <translation>Pas de charge</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/log_dock.py" line="261"/>
        <source>A unit is placed behind the screen</source>
        <translation>Une unité est placée derrière le paravent</translation>
    </message>
</context>
<context>
    <name>MainActions</name>
    <message>
        <location filename="../../editor/ui/actions.py" line="115"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="115"/>
        <source>Create a new map</source>
        <translation>Créer une nouvelle carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="118"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="118"/>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="121"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="121"/>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="123"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="125"/>
        <source>&amp;Revert</source>
        <translation>&amp;Revenir à la version enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="128"/>
        <source>Reload the saved file, dropping the changes</source>
        <translation>Recharger le fichier enregistré en abandonnant les modifications</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="132"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="134"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="136"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="139"/>
        <source>Print the table set-up sheet</source>
        <translation>Imprimer la feuille de mise en place de la table</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="142"/>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="146"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="149"/>
        <source>Export the map (PNG, SVG) or the set-up sheet (PDF, true scale)</source>
        <translation>Exporter la carte (PNG, SVG) ou la feuille de mise en place (PDF, à l&apos;échelle)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="151"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../editor/ui/undo_actions.py" line="42"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="161"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/undo_actions.py" line="39"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="164"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="166"/>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="169"/>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="171"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Couper</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="172"/>
        <source>&amp;Copy</source>
        <translation>Co&amp;pier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="173"/>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="175"/>
        <source>&amp;Delete</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="178"/>
        <source>Clear the selected hexes</source>
        <translation>Vider les hexagones sélectionnés</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="216"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="219"/>
        <source>Zoom in (+)</source>
        <translation>Zoom avant (+)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="220"/>
        <source>Zoom +</source>
        <translation>Zoom +</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="223"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="226"/>
        <source>Zoom out (-)</source>
        <translation>Zoom arrière (-)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="227"/>
        <source>Zoom −</source>
        <translation>Zoom −</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="230"/>
        <source>&amp;Fit to window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="233"/>
        <source>Show the whole map (Ctrl+0)</source>
        <translation>Afficher toute la carte (Ctrl+0)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="234"/>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="236"/>
        <source>Show &amp;grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="239"/>
        <source>Show hex &amp;labels</source>
        <translation>Afficher les &amp;numéros d&apos;hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="242"/>
        <source>Deployment &amp;Zones</source>
        <translation>&amp;Zones de déploiement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="244"/>
        <source>Show the sides&apos; deployment zones on the map</source>
        <translation>Montrer les zones de déploiement des camps sur la carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="371"/>
        <source>Nothing to revert to: the map has not been saved yet</source>
        <translation>Pas de version enregistrée : la carte n&apos;a pas encore été enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="372"/>
        <source>Nothing to revert: no changes since the file was saved or opened</source>
        <translation>Rien à abandonner : aucune modification depuis l&apos;enregistrement ou l&apos;ouverture</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="261"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="182"/>
        <source>Flip selection &amp;left-right</source>
        <translation>Retourner la sélection &amp;gauche-droite</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="185"/>
        <source>Flip the selected hexes in place, about the selection&apos;s centre (Shift+X)</source>
        <translation>Retourner les hexagones sélectionnés sur place, autour du centre de la sélection (Maj+X)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="188"/>
        <source>Flip selection top-&amp;bottom</source>
        <translation>Retourner la sélection &amp;haut-bas</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="191"/>
        <source>Flip the selected hexes in place, about the selection&apos;s centre (Shift+Y)</source>
        <translation>Retourner les hexagones sélectionnés sur place, autour du centre de la sélection (Maj+Y)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="194"/>
        <source>&amp;Mirror onto the other half…</source>
        <translation>Re&amp;fléter sur l&apos;autre moitié…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="198"/>
        <source>Copy the selection onto its left-right mirror image about the map&apos;s centre, to build balanced maps; shows where first</source>
        <translation>Copier la sélection sur son reflet gauche-droite par rapport au centre de la carte, pour des cartes équilibrées ; montre d&apos;abord où</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="203"/>
        <source>R&amp;otate onto the other half…</source>
        <translation>&amp;Tourner sur l&apos;autre moitié…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="207"/>
        <source>Copy the selection onto its half-turn image about the map&apos;s centre, to build balanced maps; shows where first</source>
        <translation>Copier la sélection sur son image par un demi-tour autour du centre de la carte, pour des cartes équilibrées ; montre d&apos;abord où</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="272"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="280"/>
        <location filename="../../editor/ui/ambush_overlay.py" line="322"/>
        <location filename="../../editor/ui/balance/heat_overlay.py" line="139"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="286"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="288"/>
        <source>Tool&amp;bars</source>
        <translation>&amp;Barres d&apos;outils</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="290"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="307"/>
        <source>Show the ambush zones first (View &gt; Ambush Zones)</source>
        <translation>Afficher d&apos;abord les zones d&apos;embuscade (Affichage &gt; Zones d&apos;embuscade)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="328"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="336"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="355"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="357"/>
        <source>No file opened yet: File &gt; Open</source>
        <translation>Aucun fichier ouvert pour l&apos;instant : Fichier &gt; Ouvrir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="362"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/ui/main_window.py" line="72"/>
        <source>Undo history</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../editor/ui/main_window.py" line="161"/>
        <source>Recovery copy not written: %1</source>
        <translation>Copie de secours non écrite : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_menu.py" line="22"/>
        <location filename="../../editor/ui/generate_menu.py" line="26"/>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_menu.py" line="51"/>
        <source>&amp;Generate terrain…</source>
        <translation>&amp;Générer le terrain…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/generate_menu.py" line="55"/>
        <source>&amp;Battle conditions…</source>
        <translation>Conditions de &amp;bataille…</translation>
    </message>
</context>
<context>
    <name>MapStatusBar</name>
    <message>
        <location filename="../../editor/ui/status_bar.py" line="60"/>
        <source>open ground</source>
        <translation>terrain clair</translation>
    </message>
    <message>
        <location filename="../../editor/ui/status_bar.py" line="63"/>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/status_bar.py" line="94"/>
        <source>&quot;%1&quot; (%2): %3</source>
        <translation>« %1 » (%2) : %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/status_bar.py" line="102"/>
        <source>decoy (%1)</source>
        <translation>leurre (%1)</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="47"/>
        <source>New map</source>
        <translation>Nouvelle carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="54"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règle :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="59"/>
        <source>&amp;Columns (width):</source>
        <translation>&amp;Colonnes (largeur) :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="63"/>
        <source>R&amp;ows (depth):</source>
        <translation>&amp;Lignes (profondeur) :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="66"/>
        <source>Flat top</source>
        <translation>Côté plat en haut</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="67"/>
        <source>Pointy top</source>
        <translation>Pointe en haut</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="68"/>
        <source>&amp;Hex orientation:</source>
        <translation>&amp;Orientation des hexagones :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="70"/>
        <source>&amp;Stagger:</source>
        <translation>&amp;Décalage :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="77"/>
        <source>Printed size of one hex, flat side to flat side</source>
        <translation>Taille imprimée d&apos;un hexagone, de côté plat à côté plat</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="78"/>
        <source>Printed hex &amp;size:</source>
        <translation>&amp;Taille imprimée :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="81"/>
        <source>e.g. The bridge at Lodi</source>
        <translation>p. ex. Le pont de Lodi</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="82"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titre :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="112"/>
        <source>Odd rows pushed right</source>
        <translation>Lignes impaires décalées à droite</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="113"/>
        <source>Even rows pushed right</source>
        <translation>Lignes paires décalées à droite</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="115"/>
        <source>Odd columns pushed down</source>
        <translation>Colonnes impaires décalées vers le bas</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="116"/>
        <source>Even columns pushed down</source>
        <translation>Colonnes paires décalées vers le bas</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="123"/>
        <source>No rules are installed.</source>
        <translation>Aucune règle n&apos;est installée.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="132"/>
        <source>%1 needs a map of at least %2 x %3 hexes, either way round (this one is %4 x %5).</source>
        <translation>%1 demande une carte d&apos;au moins %2 x %3 hexagones, dans un sens ou dans l&apos;autre (celle-ci fait %4 x %5).</translation>
    </message>
</context>
<context>
    <name>OptionalActions</name>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="65"/>
        <source>Set fire</source>
        <translation>Mettre le feu</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="66"/>
        <source>Fight the fire</source>
        <translation>Lutter contre l&apos;incendie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="67"/>
        <source>Attack the sentinel</source>
        <translation>Attaquer la sentinelle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="68"/>
        <source>Sentinel&apos;s alarm</source>
        <translation>Alarme de la sentinelle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="69"/>
        <source>Wake a friend</source>
        <translation>Réveiller une unité amie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="70"/>
        <source>Embark</source>
        <translation>Embarquer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="71"/>
        <source>Disembark</source>
        <translation>Débarquer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="72"/>
        <source>Row the boat</source>
        <translation>Déplacer la barque</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="73"/>
        <source>Free the boat</source>
        <translation>Dégager la barque</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="74"/>
        <source>Resupply</source>
        <translation>Se réapprovisionner</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="75"/>
        <source>Engineers&apos; work</source>
        <translation>Travail du génie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="76"/>
        <source>Send an agent</source>
        <translation>Envoyer un agent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="84"/>
        <source>A fictitious combat on green armour against the element&apos;s resistance; the unit does nothing else this turn</source>
        <translation>Un combat fictif sur armure verte contre la résistance de l&apos;élément ; l&apos;unité ne fait rien d&apos;autre du tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="89"/>
        <source>Its hits give the element its resistance back; the unit does nothing else this turn</source>
        <translation>Ses touches rendent à l&apos;élément sa résistance ; l&apos;unité ne fait rien d&apos;autre du tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="93"/>
        <source>The sentinel counts as a plaquette of its unit, in reversed armour; the unit&apos;s combat of the turn</source>
        <translation>La sentinelle compte comme une plaquette de son unité, en armure inversée ; c&apos;est le combat du tour de l&apos;unité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="98"/>
        <source>The alerted sentinel wakes its unit</source>
        <translation>La sentinelle alertée réveille son unité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="99"/>
        <source>The unit wakes an adjacent friend and does not move this turn</source>
        <translation>L&apos;unité réveille une unité amie adjacente et ne se déplace pas ce tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="102"/>
        <source>Boarding ends the unit&apos;s move this turn</source>
        <translation>Embarquer termine le déplacement de l&apos;unité pour ce tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="103"/>
        <source>Landing ends the unit&apos;s move this turn</source>
        <translation>Débarquer termine le déplacement de l&apos;unité pour ce tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="104"/>
        <source>The boat&apos;s move of the turn (current and wind change it)</source>
        <translation>Le déplacement du tour de la barque (le courant et le vent le modifient)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="107"/>
        <source>2D6: 10 or more frees it (12 on a very difficult passage)</source>
        <translation>2D6 : 10 ou plus la dégage (12 sur un passage très difficile)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="110"/>
        <source>Its shots count from nought again (pack animals take two turns); neither unit moves this turn</source>
        <translation>Ses tirs sont recomptés depuis zéro (les animaux de bât prennent deux tours) ; aucune des deux unités ne se déplace ce tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="115"/>
        <source>A turn of work at an earthwork on that side; at night, unlit, it counts half; the unit does nothing else this turn</source>
        <translation>Un tour de travail à un remblai sur ce côté ; de nuit, sans lumière, il compte pour moitié ; l&apos;unité ne fait rien d&apos;autre ce tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="120"/>
        <source>When its turn comes the umpire sets its chances; a d100 decides</source>
        <translation>Au tour venu, l&apos;arbitre fixe ses chances ; un d100 décide</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="130"/>
        <source>In your combat phase: an activated unit that has not fought, with torches (not moved), grenades or flaming missiles, an inflammable element in reach</source>
        <translation>Dans votre phase de combats : une unité activée qui n&apos;a pas combattu, avec des torches (sans s&apos;être déplacée), des grenades ou des traits enflammés, un élément inflammable à portée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="135"/>
        <source>In your combat phase: an activated unit that has neither moved nor fought, next to a fire</source>
        <translation>Dans votre phase de combats : une unité activée qui ne s&apos;est ni déplacée ni n&apos;a combattu, à côté d&apos;un incendie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="140"/>
        <source>In your combat phase: an activated unit that has not fought, next to an enemy sentinel it has spotted</source>
        <translation>Dans votre phase de combats : une unité activée qui n&apos;a pas combattu, à côté d&apos;une sentinelle ennemie repérée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="145"/>
        <source>In your movement phase: a sentinel that has heard the enemy, its unit asleep</source>
        <translation>Dans votre phase de déplacement : une sentinelle qui a entendu l&apos;ennemi, son unité endormie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="149"/>
        <source>In your movement phase: an activated unit that has not moved, next to a sleeping unit of its side</source>
        <translation>Dans votre phase de déplacement : une unité activée qui ne s&apos;est pas déplacée, à côté d&apos;une unité amie endormie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="154"/>
        <source>In your movement phase: an activated unit that has not moved, next to an empty boat of its side able to carry it</source>
        <translation>Dans votre phase de déplacement : une unité activée qui ne s&apos;est pas déplacée, à côté d&apos;une barque vide de son camp capable de la porter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="159"/>
        <source>In your movement phase: a unit aboard, next to a free bank hex</source>
        <translation>Dans votre phase de déplacement : une unité à bord, à côté d&apos;un hexagone de rive libre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="162"/>
        <source>In your movement phase: select the unit aboard; a boat moves once a turn</source>
        <translation>Dans votre phase de déplacement : sélectionnez l&apos;unité à bord ; une barque se déplace une fois par tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="166"/>
        <source>In your movement phase: select the unit aboard a grounded boat</source>
        <translation>Dans votre phase de déplacement : sélectionnez l&apos;unité à bord d&apos;une barque échouée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="169"/>
        <source>In your movement phase: an activated unit that has fired and not moved, next to a wagon, pack animals or its camp</source>
        <translation>Dans votre phase de déplacement : une unité activée qui a tiré et ne s&apos;est pas déplacée, à côté d&apos;un chariot, d&apos;animaux de bât ou de son camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="174"/>
        <source>In your movement phase: an activated engineer unit that has not moved</source>
        <translation>Dans votre phase de mouvement : une unité du génie activée qui ne s&apos;est pas déplacée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="178"/>
        <source>In your command phase, while your side has an agent left</source>
        <translation>Dans votre phase de commandement, tant qu&apos;il reste un agent à votre camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="226"/>
        <source>the sentinel in %1</source>
        <translation>la sentinelle en %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="232"/>
        <source>wake %1</source>
        <translation>réveiller %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="235"/>
        <location filename="../../editor/ui/play/optional_actions.py" line="243"/>
        <source>the boat in %1</source>
        <translation>la barque en %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="239"/>
        <source>to %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="247"/>
        <source>its camp</source>
        <translation>son camp</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="253"/>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="255"/>
        <source>%1, side %2</source>
        <translation>%1, côté %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="261"/>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="271"/>
        <source>Asleep: it cannot be activated; it fights one armour lower, without riposte (Annexe 3, Unités endormies)</source>
        <translation>Endormie : elle ne peut être activée ; elle combat avec une armure de moins, sans riposte (Annexe 3, Unités endormies)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="278"/>
        <source>Just woken: it may not move this turn</source>
        <translation>À peine réveillée : elle ne peut se déplacer ce tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="283"/>
        <source>Aboard the %1 in %2</source>
        <translation>À bord de la %1 en %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="301"/>
        <source>Shots fired: %1 of %2 in its pouches</source>
        <translation>Tirs effectués : %1 sur les %2 de ses gibernes</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="318"/>
        <source>%1 burns (turn %2): impassable; troops in it take fire</source>
        <translation>%1 brûle (tour %2) : infranchissable ; les troupes qui s&apos;y trouvent subissent le feu</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="323"/>
        <source>%1: resistance to fire %2 of %3 left</source>
        <translation>%1 : résistance au feu, il en reste %2 sur %3</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="328"/>
        <source>%1 burnt out</source>
        <translation>%1 a fini de brûler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="331"/>
        <source>%1 burns on a side of this hex: impassable</source>
        <translation>%1 brûle sur un côté de cet hexagone : infranchissable</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="335"/>
        <source>Smoke: it blocks sight; troops in it fight under night conditions</source>
        <translation>Fumée : elle bloque la vue ; les troupes qui s&apos;y trouvent combattent comme de nuit</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="341"/>
        <source>Camp looted: a loss for its side</source>
        <translation>Camp pillé : une perte pour son armée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_actions.py" line="343"/>
        <source>Lit by a fire: seen in the dark</source>
        <translation>Éclairé par un feu : visible dans l&apos;obscurité</translation>
    </message>
</context>
<context>
    <name>OptionalButtons</name>
    <message>
        <location filename="../../editor/ui/play/optional_buttons.py" line="74"/>
        <source>Select a unit first.</source>
        <translation>Sélectionnez d&apos;abord une unité.</translation>
    </message>
</context>
<context>
    <name>OptionalQuestion</name>
    <message>
        <location filename="../../editor/ui/play/optional_question.py" line="50"/>
        <source>Die %1 (%2)</source>
        <translation>Dé %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_question.py" line="53"/>
        <source>Big change of the weather: roll one of its two dice (%1 and %2) again.</source>
        <translation>Grand changement du temps : relancez l&apos;un de ses deux dés (%1 et %2).</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_question.py" line="76"/>
        <source>Umpire: the agent of %1 is due (%2). Its chances of success?</source>
        <translation>Arbitre : l&apos;agent de %1 agit maintenant (%2). Ses chances de réussite ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_question.py" line="84"/>
        <source>Roll the d100</source>
        <translation>Lancer le d100</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_question.py" line="91"/>
        <source>Corps orders: write the mission of %1, a hex of the enemy&apos;s home rows (click it on the board, or choose it here).</source>
        <translation>Ordres par corps : écrivez la mission de %1, un hexagone des rangées de départ de l&apos;ennemi (cliquez-le sur le plateau, ou choisissez-le ici).</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/optional_question.py" line="98"/>
        <source>Write the mission</source>
        <translation>Écrire la mission</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="53"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="64"/>
        <source>Filter (name or id)…</source>
        <translation>Filtrer (nom ou id)…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="80"/>
        <source>0 paints one hex; 1 to 3 also paint the rings around it</source>
        <translation>0 peint un hexagone ; 1 à 3 peignent aussi les anneaux autour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="83"/>
        <source>Brush radius:</source>
        <translation>Rayon du pinceau :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="86"/>
        <source>Height the hill tool gives a hex (0: the plain)</source>
        <translation>Hauteur donnée par l&apos;outil colline (0 : la plaine)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="88"/>
        <source>Hill level:</source>
        <translation>Niveau de colline :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="110"/>
        <source>Natural</source>
        <translation>Naturels</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="111"/>
        <source>Artificial</source>
        <translation>Artificiels</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="112"/>
        <source>Field works</source>
        <translation>Travaux de campagne</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="132"/>
        <source>Composites (presets)</source>
        <translation>Composés (préréglages)</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="90"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="91"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="98"/>
        <source>Line of sight</source>
        <translation>Ligne de vue</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="102"/>
        <source>Click a hex, then hover another: the line, and what blocks it (right-click: off)</source>
        <translation>Cliquez une case puis survolez-en une autre : la ligne, et ce qui la bloque (clic droit : effacer)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="106"/>
        <source>What it sees</source>
        <translation>Ce qu&apos;elle voit</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="108"/>
        <source>Shade every hex the selected unit sees</source>
        <translation>Ombrer chaque case que voit l&apos;unité choisie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="110"/>
        <location filename="../../editor/ui/play/phase_bar.py" line="197"/>
        <source>Reveal all</source>
        <translation>Tout révéler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="361"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="370"/>
        <source>Pause the computer players</source>
        <translation>Mettre en pause les joueurs ordinateur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="116"/>
        <source>Step</source>
        <translation>Pas à pas</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="117"/>
        <source>Show the computer&apos;s next move now</source>
        <translation>Montrer tout de suite le prochain coup de l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="120"/>
        <source>Move now</source>
        <translation>Jouer maintenant</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="122"/>
        <source>Stop the computer&apos;s search: it plays its best move so far</source>
        <translation>Arrêter la recherche de l&apos;ordinateur : il joue le meilleur coup trouvé jusqu&apos;ici</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="130"/>
        <source>Speed of the computer players and of replays</source>
        <translation>Vitesse des joueurs ordinateur et des rejeux</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="131"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="132"/>
        <source>Resign…</source>
        <translation>Abandonner…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="183"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="184"/>
        <source>%1 resigns: the game ends, lost. Resign?</source>
        <translation>%1 abandonne : la partie s&apos;arrête, perdue. Abandonner ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="199"/>
        <source>Show both sides&apos; hidden units on this screen? It is written in the game&apos;s log, which both players read.</source>
        <translation>Montrer les unités cachées des deux camps sur cet écran ? Ce sera écrit dans le journal de la partie, que les deux joueurs lisent.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="231"/>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="237"/>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="239"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="248"/>
        <source>Order tokens: %1 %2 · %3 %4</source>
        <translation>Pions d&apos;ordre : %1 %2 · %3 %4</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="259"/>
        <source>Manoeuvre order (%1)</source>
        <translation>Ordre de manœuvre (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/phase_bar.py" line="263"/>
        <source>Activate the selected unit out of command, for %n order token(s)</source>
        <translation>
            <numerusform>Activer l&apos;unité choisie hors commandement, pour %n pion d&apos;ordre</numerusform>
            <numerusform>Activer l&apos;unité choisie hors commandement, pour %n pions d&apos;ordre</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="266"/>
        <source>Select a unit not yet activated (Shift+click), in the command or movement phase, with the tokens to pay (one manoeuvre order a turn)</source>
        <translation>Choisissez une unité pas encore activée (Maj+clic), en phase de commandement ou de déplacement, avec les pions pour payer (un ordre de manœuvre par tour)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="271"/>
        <source>Attack order (%1)</source>
        <translation>Ordre d&apos;attaque (%1)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="291"/>
        <source>In the combat phase, with the tokens to pay</source>
        <translation>En phase de combats, avec les pions pour payer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="328"/>
        <source>Deployment done</source>
        <translation>Déploiement terminé</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="332"/>
        <source>End these placements: the other side places, or the game begins</source>
        <translation>Clore cette pose : l&apos;adversaire déploie, ou la partie commence</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="334"/>
        <source>Place every piece still to place first</source>
        <translation>Placez d&apos;abord toutes les pièces encore à placer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="340"/>
        <source>End the %1</source>
        <translation>Terminer la %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="342"/>
        <source>End phase</source>
        <translation>Fin de phase</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="348"/>
        <source>Answer the question above the board first</source>
        <translation>Répondez d&apos;abord à la question au-dessus du plateau</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="388"/>
        <source>Watching two computers: all is shown</source>
        <translation>Deux ordinateurs jouent : tout est montré</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="402"/>
        <source>Thinking: %1%</source>
        <translation>Réflexion : %1 %</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="296"/>
        <source>Take back your last action</source>
        <translation>Reprendre votre dernière action</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="287"/>
        <source>The next attack gets %1, for %2</source>
        <translation>La prochaine attaque a %1, pour %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/phase_bar.py" line="288"/>
        <source>+%n die(s)</source>
        <translation>
            <numerusform>+%n dé</numerusform>
            <numerusform>+%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/phase_bar.py" line="289"/>
        <source>%n order token(s)</source>
        <translation>
            <numerusform>%n pion d&apos;ordre</numerusform>
            <numerusform>%n pions d&apos;ordre</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="298"/>
        <source>Play again the action taken back</source>
        <translation>Rejouer l&apos;action reprise</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="310"/>
        <source>Not while the screen is handed over</source>
        <translation>Pas pendant le passage de l&apos;écran</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="313"/>
        <source>For designers: show both sides&apos; hidden units (marked on screen, written in the log both sides read)</source>
        <translation>Pour les concepteurs : montrer les unités cachées des deux camps (signalé à l&apos;écran et écrit dans le journal que les deux camps lisent)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="361"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="363"/>
        <source>Let the computer players go on</source>
        <translation>Laisser les joueurs ordinateur continuer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="366"/>
        <source>The computer players wait while the board shows the past: back to the present, and they go on</source>
        <translation>Les joueurs ordinateur attendent tant que la carte montre le passé : revenez au présent et ils continuent</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="386"/>
        <source>REVEAL ALL: both sides&apos; hidden units are shown</source>
        <translation>TOUT RÉVÉLÉ : les unités cachées des deux camps sont montrées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="392"/>
        <source>Action %1 of %2 (read-only)</source>
        <translation>Action %1 sur %2 (lecture seule)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="400"/>
        <source>The computer is thinking…</source>
        <translation>L&apos;ordinateur réfléchit…</translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="71"/>
        <source>Recovery copy of the game not written: %1</source>
        <translation>Copie de secours de la partie non écrite : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="75"/>
        <source>&amp;Play this scenario…</source>
        <translation>&amp;Jouer ce scénario…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="77"/>
        <location filename="../../editor/ui/play/play_mode.py" line="106"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="79"/>
        <source>Play the scenario: hotseat, against the computer, or watch (F5)</source>
        <translation>Jouer le scénario : à deux sur cet écran, contre l&apos;ordinateur, ou regarder (F5)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="83"/>
        <source>&amp;Open a game…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="85"/>
        <source>Open a saved game and replay it</source>
        <translation>Ouvrir une partie enregistrée et la rejouer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="86"/>
        <source>&amp;Save the game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="87"/>
        <source>Save the game in progress (its log)</source>
        <translation>Enregistrer la partie en cours (son journal)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="89"/>
        <source>Save the game &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="90"/>
        <source>Save the game in progress in another file</source>
        <translation>Enregistrer la partie en cours dans un autre fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="92"/>
        <source>&amp;Back to editing</source>
        <translation>&amp;Retour à l&apos;édition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="94"/>
        <source>Edit</source>
        <translation>Éditer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="95"/>
        <source>Leave the game and return to the scenario as it was</source>
        <translation>Quitter la partie et revenir au scénario tel qu&apos;il était</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="99"/>
        <source>&amp;Play</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="113"/>
        <source>No game is shown: Play &gt; Play this scenario… first</source>
        <translation>Aucune partie n&apos;est affichée : d&apos;abord Partie &gt; Jouer ce scénario…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="117"/>
        <location filename="../../editor/ui/play/play_mode.py" line="295"/>
        <source>A game is shown: Play &gt; Back to editing first</source>
        <translation>Une partie est affichée : d&apos;abord Partie &gt; Retour à l&apos;édition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="156"/>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="157"/>
        <source>The game has actions not saved. Save it before leaving?</source>
        <translation>La partie a des actions non enregistrées. L&apos;enregistrer avant de la quitter ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="171"/>
        <source>The other player must agree: the screen goes to that player first.</source>
        <translation>L&apos;autre joueur doit accepter : l&apos;écran lui est d&apos;abord passé.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="80"/>
        <location filename="../../editor/ui/play/game_files.py" line="185"/>
        <location filename="../../editor/ui/play/play_mode.py" line="187"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="82"/>
        <location filename="../../editor/ui/play/game_files.py" line="94"/>
        <source>Hexfield games (*.yaml)</source>
        <translation>Parties Hexfield (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="92"/>
        <location filename="../../editor/ui/play/game_files.py" line="100"/>
        <location filename="../../editor/ui/play/game_files.py" line="140"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="101"/>
        <source>The scenario of this game cannot be found:
%1
Choose it.</source>
        <translation>Le scénario de cette partie est introuvable :
%1
Choisissez-le.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="107"/>
        <source>The game&apos;s scenario</source>
        <translation>Le scénario de la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="109"/>
        <source>Scenarios (*.yaml)</source>
        <translation>Scénarios (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="130"/>
        <source>This game cannot be opened</source>
        <translation>Cette partie ne peut pas être ouverte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="157"/>
        <source>The scenario has changed</source>
        <translation>Le scénario a changé</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="190"/>
        <source>%1 holds another line of this game: %n action(s).</source>
        <translation>
            <numerusform>%1 contient une autre variante de cette partie : %n action.</numerusform>
            <numerusform>%1 contient une autre variante de cette partie : %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="192"/>
        <source>%1 holds a longer game: %n action(s).</source>
        <translation>
            <numerusform>%1 contient une partie plus longue : %n action.</numerusform>
            <numerusform>%1 contient une partie plus longue : %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="197"/>
        <source>The game shown has %n action(s): saving replaces the other.</source>
        <translation>
            <numerusform>La partie affichée a %n action : l&apos;enregistrer remplace l&apos;autre.</numerusform>
            <numerusform>La partie affichée a %n actions : l&apos;enregistrer remplace l&apos;autre.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="200"/>
        <source>Replace it</source>
        <translation>La remplacer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="201"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="422"/>
        <location filename="../../editor/ui/play/play_mode.py" line="429"/>
        <source>Restore the game?</source>
        <translation>Restaurer la partie ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="226"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="165"/>
        <source>%n action(s) after it will be set aside</source>
        <translation>
            <numerusform>%n action après elle sera mise de côté</numerusform>
            <numerusform>%n actions après elle seront mises de côté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="167"/>
        <source>%n of them the other side&apos;s</source>
        <translation>
            <numerusform>dont %n de l&apos;adversaire</numerusform>
            <numerusform>dont %n de l&apos;adversaire</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="168"/>
        <source>They stay in the log as a branch you can return to.</source>
        <translation>Elles restent dans le journal comme une variante à laquelle vous pouvez revenir.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="175"/>
        <source>Resume from here</source>
        <translation>Reprendre d&apos;ici</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="176"/>
        <source>Play on from action %1?</source>
        <translation>Reprendre la partie à l&apos;action %1 ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/play_mode.py" line="229"/>
        <source>The scenario has %n error(s); fix them first (Validation panel):</source>
        <translation>
            <numerusform>Le scénario a %n erreur ; corrigez-la d&apos;abord (panneau Validation) :</numerusform>
            <numerusform>Le scénario a %n erreurs ; corrigez-les d&apos;abord (panneau Validation) :</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/play_mode.py" line="244"/>
        <location filename="../../editor/ui/play/play_mode.py" line="259"/>
        <source>This scenario cannot be played</source>
        <translation>Ce scénario ne peut pas être joué</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/game_files.py" line="192"/>
        <source>Game saved: %1</source>
        <translation>Partie enregistrée : %1</translation>
    </message>
</context>
<context>
    <name>PlayPhases</name>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="42"/>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="43"/>
        <source>Command phase</source>
        <translation>Phase de commandement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="44"/>
        <source>Movement phase</source>
        <translation>Phase de déplacement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="45"/>
        <source>Combat phase</source>
        <translation>Phase de combats</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/phase_bar.py" line="46"/>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="32"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="36"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="41"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
</context>
<context>
    <name>PreviewBar</name>
    <message>
        <location filename="../../editor/ui/preview_bar.py" line="22"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preview_bar.py" line="23"/>
        <source>Write the copy onto the hexes outlined in orange</source>
        <translation>Écrire la copie sur les hexagones entourés en orange</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preview_bar.py" line="24"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preview_bar.py" line="25"/>
        <source>Leave the map as it is</source>
        <translation>Laisser la carte telle quelle</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../editor/ui/recovery_dialog.py" line="46"/>
        <source>a new, unsaved map</source>
        <translation>une nouvelle carte non enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_dialog.py" line="67"/>
        <source>Restore unsaved changes?</source>
        <translation>Restaurer les modifications non enregistrées ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_dialog.py" line="48"/>
        <source>Hexfield did not close normally. A recovery copy of %1 was made at %2.</source>
        <translation>Hexfield ne s&apos;est pas fermé normalement. Une copie de secours de %1 a été faite à %2.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_dialog.py" line="55"/>
        <source>Recovery copy %1 of %2.</source>
        <translation>Copie de secours %1 sur %2.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_dialog.py" line="58"/>
        <source>Restore it? The original file is unchanged until you save.</source>
        <translation>La restaurer ? Le fichier d&apos;origine reste inchangé jusqu&apos;à l&apos;enregistrement.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_dialog.py" line="62"/>
        <source>This window already holds the copy you restored. Keep this one: it is offered again at the next start, or now by another Hexfield window.</source>
        <translation>Cette fenêtre contient déjà la copie restaurée. Gardez celle-ci : elle sera proposée au prochain démarrage, ou dès maintenant par une autre fenêtre Hexfield.</translation>
    </message>
</context>
<context>
    <name>RecoveryChoice</name>
    <message>
        <location filename="../../editor/ui/recovery_choice.py" line="34"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_choice.py" line="37"/>
        <source>Keep for later</source>
        <translation>Garder pour plus tard</translation>
    </message>
    <message>
        <location filename="../../editor/ui/recovery_choice.py" line="40"/>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="29"/>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="43"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="45"/>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="49"/>
        <source>a marginal victory</source>
        <translation>une victoire marginale</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="50"/>
        <source>a medium victory</source>
        <translation>une victoire moyenne</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="51"/>
        <source>a decisive victory</source>
        <translation>une victoire décisive</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="54"/>
        <source>the enemy army is demoralised</source>
        <translation>l&apos;armée adverse est démoralisée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="55"/>
        <source>fewer losses at the last turn</source>
        <translation>moins de pertes au dernier tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="56"/>
        <source>more objective points at the last turn</source>
        <translation>plus de points d&apos;objectifs au dernier tour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="57"/>
        <source>the other side resigned</source>
        <translation>l&apos;adversaire a abandonné</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/play/result_dialog.py" line="64"/>
        <source>turn %1 of %2, %n action(s)</source>
        <translation>
            <numerusform>tour %1 sur %2, %n action</numerusform>
            <numerusform>tour %1 sur %2, %n actions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="77"/>
        <source>Losses</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="78"/>
        <source>Objective points</source>
        <translation>Points d&apos;objectifs</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="79"/>
        <source>Throws</source>
        <translation>Jets</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="80"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="81"/>
        <source>Hits rolled</source>
        <translation>Touches obtenues</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="82"/>
        <source>Hits expected</source>
        <translation>Touches attendues</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="83"/>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="108"/>
        <source>Luck: hits rolled minus the hits the dice could be expected to give, from the die&apos;s faces and each target&apos;s armour. Losses count units (or budget points).</source>
        <translation>Chance : touches obtenues moins les touches que les dés devaient donner en moyenne, d&apos;après les faces du dé et l&apos;armure de chaque cible. Les pertes comptent les unités (ou les points de budget).</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="116"/>
        <source>Replay the game</source>
        <translation>Rejouer la partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/result_dialog.py" line="117"/>
        <source>Save the game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
</context>
<context>
    <name>ScenarioDock</name>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="41"/>
        <source>title</source>
        <translation>le titre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="42"/>
        <source>author</source>
        <translation>l&apos;auteur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="43"/>
        <source>period</source>
        <translation>la période</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="44"/>
        <source>briefing</source>
        <translation>le briefing</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="45"/>
        <source>ruleset</source>
        <translation>la règle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="46"/>
        <source>set-up</source>
        <translation>la mise en place</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="47"/>
        <source>battle conditions</source>
        <translation>les conditions de la bataille</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="52"/>
        <source>Fire and smoke</source>
        <translation>Le feu et la fumée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="53"/>
        <source>Time of day</source>
        <translation>Le déroulement du temps</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="54"/>
        <source>Weather</source>
        <translation>La météo</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="55"/>
        <source>Darkness</source>
        <translation>L&apos;obscurité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="56"/>
        <source>Sleeping units and sentinels</source>
        <translation>Unités endormies et sentinelles</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="57"/>
        <source>Boats, barges and rafts</source>
        <translation>Barques, barges et radeaux</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="58"/>
        <source>Hidden units</source>
        <translation>Unités cachées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="59"/>
        <source>Camps and baggage</source>
        <translation>Camps et bagages</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="60"/>
        <source>Corps orders</source>
        <translation>Ordres par corps</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="61"/>
        <source>Ammunition</source>
        <translation>Consommation de munitions</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="62"/>
        <source>Agents</source>
        <translation>Des agents très spéciaux</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="63"/>
        <source>Engineers&apos; works</source>
        <translation>Travaux du génie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="78"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="110"/>
        <source>e.g. 8 February 1807</source>
        <translation>p. ex. 8 février 1807</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="113"/>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="114"/>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="115"/>
        <source>Period / date</source>
        <translation>Période / date</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="121"/>
        <source>Briefing (fr)</source>
        <translation>Briefing (fr)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="122"/>
        <source>Briefing (en)</source>
        <translation>Briefing (en)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="129"/>
        <source>Ruleset</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="132"/>
        <source>open-ended</source>
        <translation>illimité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="134"/>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="139"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="146"/>
        <source>Terrain set</source>
        <translation>Mise en place du terrain</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="153"/>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="160"/>
        <source>Units per turn (alternate)</source>
        <translation>Unités par tour (alterné)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="179"/>
        <source>Optional rules (Annexe 3)</source>
        <translation>Règles optionnelles (Annexe 3)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="180"/>
        <source>The optional rules a game of this scenario plays</source>
        <translation>Les règles optionnelles que joue une partie de ce scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="230"/>
        <source>drawn by lot</source>
        <translation>tiré au sort</translation>
    </message>
    <message>
        <location filename="../../editor/ui/scenario_dock.py" line="257"/>
        <source>Set %1</source>
        <translation>Modifier %1</translation>
    </message>
</context>
<context>
    <name>SeedField</name>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="71"/>
        <source>The same seed rolls the same dice (0 to 2^64 - 1)</source>
        <translation>La même graine donne les mêmes dés (0 à 2^64 - 1)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="72"/>
        <source>&amp;New seed</source>
        <translation>&amp;Nouvelle graine</translation>
    </message>
    <message>
        <location filename="../../editor/ui/conditions_dialog.py" line="73"/>
        <source>Roll again with another seed</source>
        <translation>Relancer avec une autre graine</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="22"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="23"/>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="63"/>
        <source>Select hexes first (S, then drag a rectangle)</source>
        <translation>Sélectionnez d&apos;abord des hexagones (S, puis tracez un rectangle)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="91"/>
        <source>Nothing to paste: copy a selection first</source>
        <translation>Rien à coller : copiez d&apos;abord une sélection</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="98"/>
        <source>Point at the hex where the copy&apos;s top-left corner goes, then paste</source>
        <translation>Pointez l&apos;hexagone où doit aller le coin supérieur gauche de la copie, puis collez</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="106"/>
        <source>The map at %1 already holds this content</source>
        <translation>La carte porte déjà ce contenu à l&apos;hexagone %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="133"/>
        <source>Nothing to copy onto the other half: the selection&apos;s image is itself or falls off the map</source>
        <translation>Rien à copier sur l&apos;autre moitié : l&apos;image de la sélection est la sélection elle-même ou sort de la carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="144"/>
        <location filename="../../editor/ui/tools/select_tool.py" line="160"/>
        <source>Mirror onto the other half</source>
        <translation>Refléter sur l&apos;autre moitié</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="146"/>
        <location filename="../../editor/ui/tools/select_tool.py" line="162"/>
        <source>Rotate onto the other half</source>
        <translation>Tourner sur l&apos;autre moitié</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="148"/>
        <source>%1: %2</source>
        <comment>an action: what it will do</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="165"/>
        <source>The other half of the map already matches the selection</source>
        <translation>L&apos;autre moitié de la carte correspond déjà à la sélection</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="184"/>
        <source>Not flipped: this selection&apos;s flip lands between hexes, and the smallest selection around it that flips onto whole hexes would leave the map</source>
        <translation>Pas de retournement : cette sélection retournée tomberait entre les hexagones, et la plus petite sélection qui l&apos;entoure et se retourne sur des hexagones entiers sortirait de la carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="192"/>
        <source>Flip selection left-right</source>
        <translation>Retourner la sélection gauche-droite</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="194"/>
        <source>Flip selection top-bottom</source>
        <translation>Retourner la sélection haut-bas</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="202"/>
        <source>The selection is its own mirror image: the flip changes nothing</source>
        <translation>La sélection est son propre reflet : le retournement ne change rien</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/select_tool.py" line="104"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="77"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="80"/>
        <source>Filter: a command or a key</source>
        <translation>Filtrer : une commande ou une touche</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="83"/>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="83"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../editor/ui/help_dialogs.py" line="83"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>SightTool</name>
    <message>
        <location filename="../../editor/ui/tools/sight_tool.py" line="79"/>
        <source>Line of sight: click a hex to look from (Shift+click: all it sees)</source>
        <translation>Ligne de vue : cliquez la case d&apos;où regarder (Maj+clic : tout ce qu&apos;elle voit)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/sight_tool.py" line="100"/>
        <source>The scenario cannot be read by the rules engine yet</source>
        <translation>Le moteur de règles ne peut pas encore lire ce scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/sight_tool.py" line="135"/>
        <source>%1 → %2: seen</source>
        <translation>%1 → %2 : vu</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/sight_tool.py" line="139"/>
        <source>%1 → %2: blocked by %3 (%4)</source>
        <translation>%1 → %2 : masqué par %3 (%4)</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="74"/>
        <source>Play this scenario</source>
        <translation>Jouer ce scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="76"/>
        <source>Untitled scenario</source>
        <translation>Scénario sans titre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="83"/>
        <source>Deployment: %1</source>
        <translation>Déploiement : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="93"/>
        <source>A person (at this screen)</source>
        <translation>Une personne (à cet écran)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="111"/>
        <source>The same seed and the same decisions give the same game</source>
        <translation>La même graine et les mêmes décisions donnent la même partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="112"/>
        <source>New seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="119"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="126"/>
        <source>Darkness</source>
        <translation>L&apos;obscurité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="134"/>
        <source>Nobody is seen beyond this distance (fog, snowstorm): it decides what reveals a hidden unit and what may be shot at; a unit once revealed stays shown</source>
        <translation>Personne n&apos;est vu au-delà de cette distance (brouillard, tempête de neige) : elle décide de ce qui dévoile une unité cachée et de ce qui peut être visé ; une unité une fois dévoilée reste montrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="228"/>
        <source>No darkness but the dusk and night hours of the time of day and a pea-souper fog, which those rules bring when they are played</source>
        <translation>Pas d&apos;obscurité, sauf les heures du crépuscule et de la nuit du déroulement du temps et une purée de pois, que ces règles apportent quand elles sont jouées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="244"/>
        <source>This ruleset gives no figures for darkness</source>
        <translation>Cette règle ne donne pas de chiffres pour l&apos;obscurité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="127"/>
        <source>Optional rules</source>
        <translation>Règles optionnelles</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="130"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="131"/>
        <source> hexes</source>
        <translation> cases</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="138"/>
        <source>Sight limit</source>
        <translation>Limite de vue</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="155"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="184"/>
        <source>The scenario plays this rule</source>
        <translation>Le scénario joue cette règle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="186"/>
        <source>Not in the scenario: tick it to try it in this game</source>
        <translation>Absente du scénario : cochez-la pour l&apos;essayer dans cette partie</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="207"/>
        <source>not with slips of paper: every slip is turned face up when deployment ends, so no unit would stay hidden (choose hidden deployment markers in the Scenario panel to play it)</source>
        <translation>pas avec les petits papiers : tous les papiers sont retournés à la fin du déploiement, aucune unité ne resterait cachée (choisissez les marques de déploiement cachées dans le panneau Scénario pour la jouer)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="220"/>
        <source>sight %1 hexes, shorter command ranges, manoeuvre orders dearer, moving in the dark may drift</source>
        <translation>vue à %1 hexagones, commandement réduit, ordres de manœuvre plus chers, déviation possible en se déplaçant dans le noir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="226"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="234"/>
        <source>Annexe 3&apos;s darkness rule, whenever it is dark</source>
        <translation>La règle de l&apos;obscurité (Annexe 3), chaque fois qu&apos;il fait sombre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="235"/>
        <source>When the hour, the weather or the scenario makes it dark: %1</source>
        <translation>Quand l&apos;heure, la météo ou le scénario fait l&apos;obscurité : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="241"/>
        <source>The whole battle at night</source>
        <translation>Toute la bataille de nuit</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="242"/>
        <source>Dark from the first turn to the last: %1</source>
        <translation>Obscurité du premier au dernier tour : %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="278"/>
        <source>Computer: beginner (makes mistakes, gives no orders)</source>
        <translation>Ordinateur : débutant (fait des erreurs, ne donne pas d&apos;ordres)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="279"/>
        <source>Computer: normal (best gain now)</source>
        <translation>Ordinateur : normal (meilleur gain immédiat)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="280"/>
        <source>Computer: hard (plans its turn)</source>
        <translation>Ordinateur : difficile (prévoit son tour)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="281"/>
        <source>Computer: expert (searches, a few seconds a turn)</source>
        <translation>Ordinateur : expert (cherche, quelques secondes par tour)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="287"/>
        <source>Computer: random moves</source>
        <translation>Ordinateur : coups au hasard</translation>
    </message>
    <message>
        <location filename="../../editor/ui/play/start_dialog.py" line="283"/>
        <location filename="../../editor/ui/play/start_dialog.py" line="289"/>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
</context>
<context>
    <name>ToolActions</name>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="89"/>
        <source>&amp;Brush</source>
        <translation>&amp;Pinceau</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="90"/>
        <source>Brush</source>
        <translation>Pinceau</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="91"/>
        <source>Paint the chosen terrain (Shift: replace the hex)</source>
        <translation>Peindre le terrain choisi (Maj : remplacer l&apos;hexagone)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="94"/>
        <source>&amp;Eraser</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="95"/>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="96"/>
        <source>Clear hexes back to open ground</source>
        <translation>Remettre les hexagones en terrain clair</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="99"/>
        <source>&amp;Fill</source>
        <translation>&amp;Remplir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="100"/>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="101"/>
        <source>Fill the region of identical terrain</source>
        <translation>Remplir la zone de terrain identique</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="104"/>
        <source>Eye&amp;dropper</source>
        <translation>Pipett&amp;e</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="105"/>
        <source>Eyedropper</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="106"/>
        <source>Pick the terrain of a hex</source>
        <translation>Prendre le terrain d&apos;un hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="109"/>
        <source>&amp;Hill level</source>
        <translation>&amp;Niveau de colline</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="110"/>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="111"/>
        <source>Set the height of hexes</source>
        <translation>Fixer la hauteur des hexagones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="114"/>
        <source>&amp;Obstacle</source>
        <translation>&amp;Obstacle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="115"/>
        <source>Obstacle</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="116"/>
        <source>Place an obstacle on a hex side, facing the hex the cursor is in</source>
        <translation>Poser un obstacle sur un côté d&apos;hexagone, protégeant l&apos;hexagone sous le curseur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="119"/>
        <source>&amp;Road / river</source>
        <translation>Rou&amp;te / rivière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="120"/>
        <source>Road/river</source>
        <translation>Route/rivière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="121"/>
        <source>Drag through hexes to connect them (roads, rivers, streams)</source>
        <translation>Glisser à travers les hexagones pour les relier (routes, rivières, ruisseaux)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="124"/>
        <source>&amp;Select</source>
        <translation>&amp;Sélection</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="125"/>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="126"/>
        <source>Select a rectangle of hexes</source>
        <translation>Sélectionner un rectangle d&apos;hexagones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="129"/>
        <source>Line of &amp;sight</source>
        <translation>Ligne de &amp;vue</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="130"/>
        <source>Sight</source>
        <translation>Vue</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="131"/>
        <source>Click a hex, hover another: what blocks the view (Shift: all it sees)</source>
        <translation>Cliquez une case, survolez-en une autre : ce qui bloque la vue (Maj : tout ce qu&apos;elle voit)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="134"/>
        <source>Deployment &amp;zone</source>
        <translation>&amp;Zone de déploiement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="135"/>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="136"/>
        <source>Paint the deployment zone of the side chosen in the Forces panel</source>
        <translation>Peindre la zone de déploiement du camp choisi dans le panneau Forces</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="139"/>
        <source>&amp;Units and markers</source>
        <translation>&amp;Unités et marqueurs</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="140"/>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="141"/>
        <source>Place units, decoys and objectives; drag a unit to move it</source>
        <translation>Placer unités, leurres et objectifs ; glisser une unité pour la déplacer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="144"/>
        <source>&amp;Camps, sentinels, boats</source>
        <translation>&amp;Camps, sentinelles, barques</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="145"/>
        <source>Camps, boats</source>
        <translation>Camps, barques</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tool_actions.py" line="146"/>
        <source>Place camps, sentinels and boats (optional elements)</source>
        <translation>Placer camps, sentinelles et barques (éléments optionnels)</translation>
    </message>
</context>
<context>
    <name>TuneDialog</name>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="68"/>
        <source>Suggest a fairer version</source>
        <translation>Proposer une version plus équitable</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="74"/>
        <source>Computer players play variants of this scenario, each changing a knob you tick below, on the same dice; the search keeps the smallest change that makes the sides win about as often as each other, in games that are decided.</source>
        <translation>Des joueurs informatiques jouent des variantes de ce scénario, chacune changeant un réglage coché ci-dessous, avec les mêmes dés ; la recherche garde le plus petit changement qui fait gagner les deux camps à peu près aussi souvent l&apos;un que l&apos;autre, dans des parties qui se décident.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="90"/>
        <source>Not started.</source>
        <translation>Pas commencée.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="99"/>
        <source>Apply to the scenario</source>
        <translation>Appliquer au scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="102"/>
        <source>Make the selected variant&apos;s change in the open scenario (one undo step)</source>
        <translation>Faire le changement de la variante choisie dans le scénario ouvert (une seule étape d&apos;annulation)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="114"/>
        <source>Knobs the search may change</source>
        <translation>Réglages que la recherche peut changer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="125"/>
        <source>Search</source>
        <translation>Chercher</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="126"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="127"/>
        <source>Stop the search and keep the best variant so far</source>
        <translation>Arrêter la recherche et garder la meilleure variante trouvée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="137"/>
        <source>Players and target</source>
        <translation>Joueurs et objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="148"/>
        <source>%1 played by:</source>
        <translation>%1 joué par :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="156"/>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="158"/>
        <source>The sides&apos; win rates within this many points of each other (95 % interval)</source>
        <translation>Les taux de victoire des deux camps à moins de ce nombre de points l&apos;un de l&apos;autre (intervalle à 95 %)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="160"/>
        <source>Sides within ±</source>
        <translation>Écart des camps au plus ±</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="165"/>
        <source>Draws at most:</source>
        <translation>Nulles au plus :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="170"/>
        <source>Games per variant at most:</source>
        <translation>Parties par variante au plus :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="174"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="175"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="176"/>
        <source>Time limit:</source>
        <translation>Limite de temps :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="180"/>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="240"/>
        <source>Starting the computer players…</source>
        <translation>Démarrage des joueurs informatiques…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="250"/>
        <source>Stopping; the best variant so far is kept…</source>
        <translation>Arrêt en cours ; la meilleure variante trouvée est gardée…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/balance/tune_dialog.py" line="269"/>
        <source>Round of %n variant(s), %1 games each: %2 games played in all (%3 s)</source>
        <translation>
            <numerusform>Tour de %n variante, %1 parties chacune : %2 parties jouées en tout (%3 s)</numerusform>
            <numerusform>Tour de %n variantes, %1 parties chacune : %2 parties jouées en tout (%3 s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="291"/>
        <source>The search stopped on an error.</source>
        <translation>La recherche s&apos;est arrêtée sur une erreur.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="300"/>
        <source>Search over after %1 s.</source>
        <translation>Recherche terminée après %1 s.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="310"/>
        <source>Stopped before any round was over: nothing to apply.</source>
        <translation>Arrêtée avant la fin d&apos;un premier tour : rien à appliquer.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="313"/>
        <source>Stopped: the best variant so far.</source>
        <translation>Arrêtée : la meilleure variante à ce point.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="314"/>
        <source>The time limit is reached: the best variant so far.</source>
        <translation>Limite de temps atteinte : la meilleure variante à ce point.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="317"/>
        <source>Fair within ±%1 points, at most %2 % draws: %3.</source>
        <translation>Équitable à ±%1 points, au plus %2 % de nulles : %3.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="320"/>
        <source>No variant has reached the target yet (sides within ±%1 points, at most %2 % draws); the nearest so far: %3.</source>
        <translation>Aucune variante n&apos;a encore atteint l&apos;objectif (camps à ±%1 points, au plus %2 % de nulles) ; la plus proche à ce point : %3.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="325"/>
        <source>No variant within these knobs reached the target (sides within ±%1 points, at most %2 % draws); the nearest: %3.</source>
        <translation>Aucune variante de ces réglages n&apos;atteint l&apos;objectif (camps à ±%1 points, au plus %2 % de nulles) ; la plus proche : %3.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="335"/>
        <source>Before:</source>
        <translation>Avant :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="335"/>
        <source>After:</source>
        <translation>Après :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="339"/>
        <source>%1 %2 wins %3, %4 wins %5, draws %6 (%7 games)</source>
        <translation>%1 %2 gagne %3, %4 gagne %5, nulles %6 (%7 parties)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="351"/>
        <source>Select a variant and press Apply to make its change in the scenario.</source>
        <translation>Choisissez une variante et appuyez sur Appliquer pour faire son changement dans le scénario.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="361"/>
        <source>After: the side that moves first won %1 of the games not drawn.</source>
        <translation>Après : le camp qui joue en premier a gagné %1 des parties non nulles.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="367"/>
        <source>The first player wins %1 % of the games: the balance is only the draw&apos;s (who moves first is drawn by lot).</source>
        <translation>Le premier joueur gagne %1 % des parties : l&apos;équilibre n&apos;est que celui du tirage au sort qui désigne le premier joueur.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="386"/>
        <source>The scenario has changed since the search: search again to apply.</source>
        <translation>Le scénario a changé depuis la recherche : relancez-la pour appliquer.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="392"/>
        <source>Fairer version</source>
        <translation>Version plus équitable</translation>
    </message>
    <message>
        <location filename="../../editor/ui/balance/tune_dialog.py" line="396"/>
        <source>Applied: %1. Edit &gt; Undo gives the scenario back as it was.</source>
        <translation>Appliqué : %1. Édition &gt; Annuler rend le scénario tel qu&apos;il était.</translation>
    </message>
</context>
<context>
    <name>UnitTool</name>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="142"/>
        <source>Place decoy</source>
        <translation>Placer un leurre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="153"/>
        <source>Add objective</source>
        <translation>Ajouter un objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="221"/>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="232"/>
        <source>Move decoy</source>
        <translation>Déplacer le leurre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="70"/>
        <source>Hex %1 already holds %2: one unit per hex</source>
        <translation>L&apos;hexagone %1 porte déjà %2 : une unité par hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="129"/>
        <source>Add a side first (Forces dock)</source>
        <translation>Ajoutez d&apos;abord un camp (panneau Forces)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="159"/>
        <source>Choose a unit in the Forces dock roster first</source>
        <translation>Choisissez d&apos;abord une unité dans l&apos;ordre de bataille du panneau Forces</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="172"/>
        <source>Hex %1 already holds %2</source>
        <translation>L&apos;hexagone %1 porte déjà %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="177"/>
        <source>Hex %1 already holds a decoy</source>
        <translation>L&apos;hexagone %1 porte déjà un leurre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="199"/>
        <source>Hex %1 is outside the deployment zone of %2</source>
        <translation>L&apos;hexagone %1 est hors de la zone de déploiement de %2</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="237"/>
        <source>Hex %1 is already an objective</source>
        <translation>L&apos;hexagone %1 est déjà un objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="246"/>
        <source>Move objective</source>
        <translation>Déplacer l&apos;objectif</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="257"/>
        <source>Put %1 in reserve</source>
        <translation>Mettre %1 en réserve</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="265"/>
        <source>Remove decoy</source>
        <translation>Retirer le leurre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/unit_tool.py" line="271"/>
        <source>Remove objective</source>
        <translation>Retirer l&apos;objectif</translation>
    </message>
</context>
<context>
    <name>ValidationDock</name>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="35"/>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="50"/>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="50"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="105"/>
        <source>No problems found.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/validation_dock.py" line="108"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/validation_dock.py" line="108"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindLabel</name>
    <message>
        <location filename="../../editor/ui/wind_label.py" line="45"/>
        <source>Side %1, counted clockwise from the side marked 1: the wind blows towards %2</source>
        <translation>Côté %1, compté dans le sens des aiguilles d&apos;une montre depuis le côté marqué 1 : le vent souffle vers %2</translation>
    </message>
</context>
<context>
    <name>ZoneTool</name>
    <message>
        <location filename="../../editor/ui/tools/zone_tool.py" line="54"/>
        <source>Add a side first (Forces dock)</source>
        <translation>Ajoutez d&apos;abord un camp (panneau Forces)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/zone_tool.py" line="107"/>
        <source>Erase zone of %1</source>
        <translation>Effacer la zone de %1</translation>
    </message>
    <message>
        <location filename="../../editor/ui/tools/zone_tool.py" line="109"/>
        <source>Paint zone of %1</source>
        <translation>Peindre la zone de %1</translation>
    </message>
</context>
</TS>
