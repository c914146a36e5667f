<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>FileController</name>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="73"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="74"/>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Enregistrer les modifications de %1 avant de le fermer ?</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="82"/>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="84"/>
        <source>Hexfield scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Scénarios Hexfield (*.yaml *.yml);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="92"/>
        <source>Save scenario as</source>
        <translation>Enregistrer le scénario sous</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="94"/>
        <source>Hexfield scenarios (*.yaml *.yml)</source>
        <translation>Scénarios Hexfield (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="151"/>
        <source>Open Recent</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="152"/>
        <source>%1 no longer exists; it is removed from the list.</source>
        <translation>%1 n'existe plus ; il est retiré de la liste.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../editor/ui/file_controller.py" line="174"/>
        <source>Opened with %n warning(s): see the Validation panel</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="191"/>
        <source>Save failed</source>
        <translation>Échec de l'enregistrement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="195"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../editor/ui/file_controller.py" line="238"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>LoadErrorsDialog</name>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="36"/>
        <source>Problems in the file</source>
        <translation>Problèmes dans le fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="42"/>
        <source>&lt;b&gt;%1&lt;/b&gt; has errors. You may open it as a new, untitled scenario to repair it; the file itself will not be changed.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; contient des erreurs. Vous pouvez l'ouvrir comme un nouveau scénario sans titre pour le réparer ; le fichier lui-même ne sera pas modifié.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="46"/>
        <source>&lt;b&gt;%1&lt;/b&gt; could not be opened. The file has not been changed.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; n'a pas pu être ouvert. Le fichier n'a pas été modifié.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="56"/>
        <source>Line:col</source>
        <translation>Ligne:col</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="56"/>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="56"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="56"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="60"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="60"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="70"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/load_errors_dialog.py" line="73"/>
        <source>Open as untitled</source>
        <translation>Ouvrir sans titre</translation>
    </message>
</context>
<context>
    <name>MainActions</name>
    <message>
        <location filename="../../editor/ui/actions.py" line="44"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="44"/>
        <source>Create a new map</source>
        <translation>Créer une nouvelle carte</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="45"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="45"/>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="47"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="47"/>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="49"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="51"/>
        <source>&amp;Revert</source>
        <translation>&amp;Revenir à la version enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="54"/>
        <source>Reload the saved file, dropping the changes</source>
        <translation>Recharger le fichier enregistré en abandonnant les modifications</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="57"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="59"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="60"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="62"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="64"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="66"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Couper</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="67"/>
        <source>&amp;Copy</source>
        <translation>Co&amp;pier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="68"/>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="70"/>
        <source>&amp;Delete</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="73"/>
        <source>Clear the selected hexes</source>
        <translation>Vider les hexagones sélectionnés</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="76"/>
        <source>&amp;Mirror selection</source>
        <translation>&amp;Miroir de la sélection</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="79"/>
        <source>Mirror the selection, to build balanced maps</source>
        <translation>Refléter la sélection, pour des cartes équilibrées</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="81"/>
        <source>R&amp;otate selection 180°</source>
        <translation>&amp;Tourner la sélection de 180°</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="84"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="89"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="93"/>
        <source>&amp;Fit to window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="94"/>
        <source>Show &amp;grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="97"/>
        <source>Show hex &amp;labels</source>
        <translation>Afficher les &amp;numéros d'hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="130"/>
        <source>&amp;Brush</source>
        <translation>&amp;Pinceau</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="132"/>
        <source>Paint the chosen terrain (Shift: replace the hex)</source>
        <translation>Peindre le terrain choisi (Maj : remplacer l'hexagone)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="134"/>
        <source>&amp;Eraser</source>
        <translation>&amp;Gomme</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="134"/>
        <source>Clear hexes back to open ground</source>
        <translation>Remettre les hexagones en terrain clair</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="135"/>
        <source>&amp;Fill</source>
        <translation>&amp;Remplir</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="135"/>
        <source>Fill the region of identical terrain</source>
        <translation>Remplir la zone de terrain identique</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="136"/>
        <source>Eye&amp;dropper</source>
        <translation>&amp;Pipette</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="136"/>
        <source>Pick the terrain of a hex</source>
        <translation>Prendre le terrain d'un hexagone</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="137"/>
        <source>&amp;Hill level</source>
        <translation>&amp;Niveau de colline</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="137"/>
        <source>Set the height of hexes</source>
        <translation>Fixer la hauteur des hexagones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="139"/>
        <source>&amp;Obstacle</source>
        <translation>&amp;Obstacle</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="141"/>
        <source>Place an obstacle on a hex side, facing the hex the cursor is in</source>
        <translation>Poser un obstacle sur un côté d'hexagone, protégeant l'hexagone sous le curseur</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="143"/>
        <source>&amp;Road / river</source>
        <translation>&amp;Route / rivière</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="143"/>
        <source>Drag through hexes to connect them</source>
        <translation>Glisser à travers les hexagones pour les relier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="144"/>
        <source>&amp;Select</source>
        <translation>&amp;Sélection</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="144"/>
        <source>Select a rectangle of hexes</source>
        <translation>Sélectionner un rectangle d'hexagones</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="155"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="164"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="170"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="175"/>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="178"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="183"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="191"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="207"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/actions.py" line="211"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../editor/ui/main_window.py" line="57"/>
        <source>Undo history</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../../editor/ui/main_window.py" line="60"/>
        <source>&lt;opened file&gt;</source>
        <translation>&lt;fichier ouvert&gt;</translation>
    </message>
    <message>
        <location filename="../../editor/ui/main_window.py" line="107"/>
        <source>Recovery copy not written: %1</source>
        <translation>Copie de secours non écrite : %1</translation>
    </message>
</context>
<context>
    <name>MapStatusBar</name>
    <message>
        <location filename="../../editor/ui/status_bar.py" line="34"/>
        <source>open ground</source>
        <translation>terrain clair</translation>
    </message>
    <message>
        <location filename="../../editor/ui/status_bar.py" line="37"/>
        <source>level %1</source>
        <translation>niveau %1</translation>
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
        <translation>Taille imprimée d'un hexagone, de côté plat à côté plat</translation>
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
        <translation>Aucune règle n'est installée.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/new_map_dialog.py" line="132"/>
        <source>%1 needs a map of at least %2 x %3 hexes, either way round (this one is %4 x %5).</source>
        <translation>%1 demande une carte d'au moins %2 x %3 hexagones, dans un sens ou dans l'autre (celle-ci fait %4 x %5).</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="51"/>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="62"/>
        <source>Filter (name or id)…</source>
        <translation>Filtrer (nom ou id)…</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="78"/>
        <source>0 paints one hex; 1 to 3 also paint the rings around it</source>
        <translation>0 peint un hexagone ; 1 à 3 peignent aussi les anneaux autour</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="81"/>
        <source>Brush radius:</source>
        <translation>Rayon du pinceau :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="84"/>
        <source>Height the hill tool gives a hex (0: the plain)</source>
        <translation>Hauteur donnée par l'outil colline (0 : la plaine)</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="86"/>
        <source>Hill level:</source>
        <translation>Niveau de colline :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="108"/>
        <source>Natural</source>
        <translation>Naturels</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="109"/>
        <source>Artificial</source>
        <translation>Artificiels</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="110"/>
        <source>Field works</source>
        <translation>Travaux de campagne</translation>
    </message>
    <message>
        <location filename="../../editor/ui/palette_dock.py" line="130"/>
        <source>Composites (presets)</source>
        <translation>Composés (préréglages)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="33"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="37"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="42"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../../editor/ui/preferences_dialog.py" line="44"/>
        <source>Terrain names change at once; menus and dialogs change at the next start.</source>
        <translation>Les noms de terrain changent tout de suite ; les menus et dialogues au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../editor/app.py" line="62"/>
        <source>a new, unsaved map</source>
        <translation>une nouvelle carte non enregistrée</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="65"/>
        <source>Restore unsaved changes?</source>
        <translation>Restaurer les modifications non enregistrées ?</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="66"/>
        <source>Hexfield did not close normally. A recovery copy of %1 was made at %2.</source>
        <translation>Hexfield ne s'est pas fermé normalement. Une copie de secours de %1 a été faite à %2.</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="69"/>
        <source>Restore it? The original file is unchanged until you save.</source>
        <translation>La restaurer ? Le fichier d'origine reste inchangé jusqu'à l'enregistrement.</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="71"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <location filename="../../editor/app.py" line="73"/>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ValidationDock</name>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="34"/>
        <source>Validation</source>
        <translation>Validation</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="47"/>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="47"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="91"/>
        <source>No problems found.</source>
        <translation>Aucun problème.</translation>
    </message>
    <message>
        <location filename="../../editor/ui/validation_dock.py" line="94"/>
        <source>%1 error(s), %2 warning(s)</source>
        <translation>%1 erreur(s), %2 avertissement(s)</translation>
    </message>
</context>
</TS>
