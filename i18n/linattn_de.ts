<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnswerPages</name>
    <message>
        <location filename="../app/export/AnswerPages.cpp" line="+39"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+53"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answers tried, oldest first</source>
        <translation>Versuchte Antworten, älteste zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+53"/>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: answers of %2</source>
        <translation>%1: Antworten von %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a student</source>
        <translation>einer Schülerin oder einem Schüler</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Class report</source>
        <translation>Klassenbericht</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n record(s) of lesson %1.</source>
        <translation>
            <numerusform>%n Antwortdatei der Lektion %1.</numerusform>
            <numerusform>%n Antwortdateien der Lektion %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right first</source>
        <translation>Sofort richtig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Right eventually</source>
        <translation>Am Ende richtig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most common wrong answers</source>
        <translation>Häufigste falsche Antworten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: class report</source>
        <translation>%1: Klassenbericht</translation>
    </message>
</context>
<context>
    <name>AttentionWeightsChart</name>
    <message>
        <location filename="../qml/charts/AttentionWeightsChart.qml" line="+19"/>
        <source>Attention weights of the included keys</source>
        <translation>Gewichte je Schlüssel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>hidden until the question is answered</source>
        <translation>verborgen, bis die Frage beantwortet ist</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Bar chart of the weight each included key receives: linear attention beside softmax attention.</source>
        <translation>Balkendiagramm des Gewichts jedes einbezogenen Schlüssels: lineare Attention neben Softmax-Attention.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bar chart of the weight each included key receives under softmax attention. The linear attention weights are Unavailable because the denominator φ(q)·Z is 0.</source>
        <translation>Balkendiagramm des Gewichts jedes einbezogenen Schlüssels unter Softmax-Attention. Die Gewichte der linearen Attention sind undefiniert, weil der Nenner φ(q)·Z gleich 0 ist.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>included key</source>
        <translation>einbezogener Schlüssel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+107"/>
        <source>linear attention</source>
        <translation>lineare Attention</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+108"/>
        <source>softmax e^(q·k)</source>
        <translation>Softmax e^(q·k)</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Linear attention: Unavailable — the denominator φ(q)·Z is 0</source>
        <translation>Lineare Attention: undefiniert – der Nenner φ(q)·Z ist 0</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>linear attention: %1</source>
        <translation>lineare Attention: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>softmax: %1</source>
        <translation>Softmax: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>linear attention: Unavailable</source>
        <translation>lineare Attention: undefiniert</translation>
    </message>
</context>
<context>
    <name>ChartVectorRenderer</name>
    <message>
        <location filename="../app/export/ChartVectorRenderer.cpp" line="+250"/>
        <location line="+46"/>
        <source>the chart is not on screen</source>
        <translation>das Diagramm ist nicht auf dem Bildschirm</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>this version of Qt Charts does not let the chart be drawn as vector graphics</source>
        <translation>diese Version von Qt Charts lässt das Diagramm nicht als Vektorgrafik zeichnen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Exported from Linear Attention Reassociation</source>
        <translation>Exportiert aus Linear Attention Reassociation</translation>
    </message>
</context>
<context>
    <name>ConcealedCover</name>
    <message>
        <location filename="../qml/walkthrough/ConcealedCover.qml" line="+16"/>
        <source>hidden until the question is answered</source>
        <translation>verborgen, bis die Frage beantwortet ist</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsBar</name>
    <message>
        <location filename="../qml/controls/ControlsBar.qml" line="+76"/>
        <location line="+22"/>
        <source>Preset</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+5"/>
        <source>Edit data</source>
        <translation>Dateneditor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows the editor for q, the keys and the values (Ctrl+D)</source>
        <translation>Zeigt den Editor für q, die Schlüssel und die Werte (Strg+D)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Feature map φ</source>
        <translation>Feature-Map φ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Feature map</source>
        <translation>Feature-Map</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+23"/>
        <location line="+12"/>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>Number of keys included in the running sums</source>
        <translation>Anzahl der Schlüssel in den laufenden Summen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of %1 keys</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Own data, %1 keys: change it with Edit data or by dragging points on the plane; Reset to preset brings back %2.</source>
        <translation>Eigene Daten, %1 Schlüssel: im Dateneditor oder durch Ziehen von Punkten in der Ebene ändern; „Auf Beispiel zurücksetzen“ stellt %2 wieder her.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: its description is hidden until the question is answered.</source>
        <translation>%1: die Beschreibung ist verborgen, bis die Frage beantwortet ist.</translation>
    </message>
</context>
<context>
    <name>DataEditorPanel</name>
    <message>
        <location filename="../qml/data/DataEditorPanel.qml" line="+43"/>
        <source>Data editor</source>
        <translation>Dateneditor</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the data editor</source>
        <translation>Dateneditor schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the data editor (Ctrl+D)</source>
        <translation>Dateneditor schließen (Strg+D)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Own data: %1</source>
        <translation>Eigene Daten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset %1, as shipped</source>
        <translation>Beispiel %1, unverändert</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Scroll the keys</source>
        <translation>Durch die Schlüssel blättern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scroll the coordinates</source>
        <translation>Durch die Koordinaten blättern</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 in the data file</source>
        <translation>%1 in der Datendatei</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Not accepted: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add key</source>
        <translation>Schlüssel hinzufügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Appends a key at the origin with value 0</source>
        <translation>Fügt einen Schlüssel im Ursprung mit dem Wert 0 hinzu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a key</source>
        <translation>Einen Schlüssel entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Rückgängig: %1 (Strg+Z)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset to preset %1</source>
        <translation>Auf Beispiel %1 zurücksetzen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open data from a JSON file (Ctrl+O)</source>
        <translation>Daten aus einer JSON-Datei öffnen (Strg+O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the data as a JSON file (Ctrl+S)</source>
        <translation>Daten als JSON-Datei speichern (Strg+S)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag q or a key on the plane chart to move it.</source>
        <translation>Zum Verschieben q oder einen Schlüssel im Ebenendiagramm ziehen.</translation>
    </message>
</context>
<context>
    <name>DerivationLine</name>
    <message>
        <location filename="../qml/derivation/DerivationLine.qml" line="+181"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>your value</source>
        <translation>Wert eingeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your value for %1</source>
        <translation>Eingegebener Wert für %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check your value for %1</source>
        <translation>Wert für %1 prüfen</translation>
    </message>
</context>
<context>
    <name>DerivationLineList</name>
    <message>
        <location filename="../qml/derivation/DerivationLineList.qml" line="+94"/>
        <source>Worked derivation</source>
        <translation>Herleitung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scroll the derivation</source>
        <translation>Durch die Herleitung blättern</translation>
    </message>
</context>
<context>
    <name>DerivationPanel</name>
    <message>
        <location filename="../qml/derivation/DerivationPanel.qml" line="+34"/>
        <source>Worked derivation</source>
        <translation>Herleitung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · %2 · prefix %3 of %4</source>
        <translation>%1 · %2 · Präfix %3 von %4</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <location filename="../qml/window/ErrorBanner.qml" line="+70"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the error message</source>
        <translation>Fehlermeldung schließen</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <location filename="../qml/export/ExportMenu.qml" line="+61"/>
        <location line="+3"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the table, a PDF handout or a chart, or copy the table</source>
        <translation>Die Tabelle, ein PDF-Handout oder ein Diagramm speichern oder die Tabelle kopieren</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>SVG (vector graphics)…</source>
        <translation>SVG (Vektorgrafik)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PNG 1× (as on screen)…</source>
        <translation>PNG 1× (wie am Bildschirm)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PNG 2×…</source>
        <translation>PNG 2×…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PNG 3×…</source>
        <translation>PNG 3×…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Tables and handouts: answer the question first</source>
        <translation>Tabellen und Handouts: erst die Frage beantworten</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Recomputes every number with numpy and checks it against the app&apos;s</source>
        <translation>Rechnet jede Zahl mit numpy nach und prüft sie gegen die der App</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+3"/>
        <source>Copy step table</source>
        <translation>Schritttabelle kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As tab-separated text, for a spreadsheet (%1)</source>
        <translation>Als Text mit Tabulatoren, für eine Tabellenkalkulation (%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>PDF handout (A4)…</source>
        <translation>PDF-Handout (A4)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PDF handout (US Letter)…</source>
        <translation>PDF-Handout (US Letter)…</translation>
    </message>
</context>
<context>
    <name>ExportStatus</name>
    <message>
        <location filename="../qml/export/ExportStatus.qml" line="+72"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the export message</source>
        <translation>Exportmeldung schließen</translation>
    </message>
</context>
<context>
    <name>FeatureMapLab</name>
    <message>
        <location filename="../qml/pages/FeatureMapLab.qml" line="+24"/>
        <source>Feature-map lab</source>
        <translation>Feature-Map-Labor</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>FAVOR+ against softmax</source>
        <translation>FAVOR+ gegen Softmax</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>FAVOR+ convergence chart</source>
        <translation>Konvergenzdiagramm für FAVOR+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The error |linear − softmax| at the current prefix against the number of random features m, both on logarithmic axes: the mean over the seeds as a line, each seed&apos;s smallest and largest error as markers.</source>
        <translation>Der Fehler |linear − Softmax| beim aktuellen Präfix gegen die Anzahl m der Zufallsmerkmale, beide Achsen logarithmisch: der Mittelwert über die Seeds als Linie, der kleinste und der größte Fehler jedes Seeds als Markierungen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>features m</source>
        <translation>Merkmale m</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>|linear − softmax|</source>
        <translation>|linear − Softmax|</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean over seeds</source>
        <translation>Mittel über Seeds</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>smallest and largest</source>
        <translation>kleinster und größter</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Computing the convergence</source>
        <translation>Konvergenz wird berechnet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computing m = 1 … 4096 for 8 seeds…</source>
        <translation>m = 1 … 4096 für 8 Seeds wird berechnet…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prefix %1, %2 seeds from seed %3, %4 ms. Not drawn: m where every denominator is 0: %5; m with an error of exactly 0 (at prefix 1 every map gives the key&apos;s value): %6.</source>
        <translation>Präfix %1, %2 Seeds ab Seed %3, %4 ms. Nicht gezeichnet: m, bei denen jeder Nenner 0 ist: %5; m mit einem Fehler von genau 0 (bei Präfix 1 ergibt jede Feature-Map den Wert des Schlüssels): %6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+1"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+105"/>
        <source>Recompute</source>
        <translation>Neu berechnen</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>Recompute the convergence</source>
        <translation>Konvergenz neu berechnen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Drift of the running sums: float32 and float64</source>
        <translation>Drift der laufenden Summen: float32 und float64</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Precision drift chart</source>
        <translation>Diagramm der Genauigkeitsdrift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relative drift of S, Z and the output against the number of keys N, on logarithmic axes, summed in float32 (solid) and float64 (dashed). Drifts of exactly 0 are left out.</source>
        <translation>Relative Drift von S, Z und der Ausgabe gegen die Anzahl N der Schlüssel, auf logarithmischen Achsen, summiert in float32 (durchgezogen) und float64 (gestrichelt). Drifts von genau 0 sind ausgelassen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>keys N</source>
        <translation>Schlüssel N</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>relative drift</source>
        <translation>relative Drift</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S, float32</source>
        <translation>S, float32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Z, float32</source>
        <translation>Z, float32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output, float32</source>
        <translation>Ausg., float32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S, float64</source>
        <translation>S, float64</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Z, float64</source>
        <translation>Z, float64</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>output, float64</source>
        <translation>Ausg., float64</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1,000</source>
        <translation>1&#x202f;000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10,000</source>
        <translation>10&#x202f;000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>100,000</source>
        <translation>100&#x202f;000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1,000,000</source>
        <translation>1&#x202f;000&#x202f;000</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Number of keys N</source>
        <translation>Anzahl der Schlüssel N</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seed of the generated keys</source>
        <translation>Seed der erzeugten Schlüssel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recompute the drift</source>
        <translation>Drift neu berechnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computing the drift</source>
        <translation>Drift wird berechnet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Summing…</source>
        <translation>Wird summiert…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms, map %2; drifts of exactly 0 left out: %3</source>
        <translation>%1 ms, Feature-Map %2; ausgelassene Drifts von genau 0: %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>ELU+1 in float32: written as elu(x) + 1 it is exactly 0 for x ≤ %1, while eˣ is not (e^%1 = %2 in float32). The core computes eˣ directly.</source>
        <translation>ELU+1 in float32: Als elu(x) + 1 geschrieben ist es für x ≤ %1 genau 0, eˣ dagegen nicht (e^%1 = %2 in float32). Der Kern berechnet eˣ direkt.</translation>
    </message>
</context>
<context>
    <name>FeatureMapSettings</name>
    <message>
        <location filename="../qml/controls/FeatureMapSettings.qml" line="+20"/>
        <location line="+14"/>
        <source>φ settings</source>
        <translation>φ-Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature map settings: FAVOR+ features, seed and orthogonal rows, and ε</source>
        <translation>Einstellungen der Feature-Map: FAVOR+-Merkmale, Seed und orthogonale Zeilen sowie ε</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>FAVOR+ random features</source>
        <translation>FAVOR+-Zufallsmerkmale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FAVOR+ settings (choose the favor map to use them)</source>
        <translation>FAVOR+-Einstellungen (wirksam, wenn die Feature-Map FAVOR+ gewählt ist)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Features m</source>
        <translation>Merkmale m</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>FAVOR+ features m</source>
        <translation>FAVOR+-Merkmale m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of random features, 1 to 4096</source>
        <translation>Anzahl der Zufallsmerkmale, 1 bis 4096</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>FAVOR+ seed</source>
        <translation>FAVOR+-Seed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seed of the random rows, a whole number</source>
        <translation>Seed der Zufallszeilen, eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Orthogonal rows</source>
        <translation>Orthogonale Zeilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Orthogonal FAVOR+ rows</source>
        <translation>Orthogonale FAVOR+-Zeilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ε added to the denominator</source>
        <translation>ε zum Nenner addiert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off (exact)</source>
        <translation>Aus (exakt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1e-6 (paper)</source>
        <translation>1e-6 (Paper)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1e-10 (kernel library)</source>
        <translation>1e-10 (Kernel-Bibliothek)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other value</source>
        <translation>Anderer Wert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off, 1e-6, 1e-10 or a value typed below</source>
        <translation>Aus, 1e-6, 1e-10 oder ein unten eingegebener Wert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ε =</source>
        <translation>ε =</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>ε value</source>
        <translation>Wert von ε</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number from 0 to 1</source>
        <translation>Eine Zahl von 0 bis 1</translation>
    </message>
</context>
<context>
    <name>GenerationPage</name>
    <message>
        <location filename="../qml/pages/GenerationPage.qml" line="+37"/>
        <source>(d) linear, recurrent: S and Z</source>
        <translation>(d) linear, rekurrent: S und Z</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(e) softmax (q·k/√d) with a key/value cache</source>
        <translation>(e) Softmax (q·k/√d) mit Schlüssel-Wert-Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delta rule: the memory lab&apos;s write and read-out</source>
        <translation>Delta-Regel: Schreiben und Auslesen des Speicherlabors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(f) softmax (q·k/√d) recomputed at every step</source>
        <translation>(f) Softmax (q·k/√d), bei jedem Schritt neu berechnet</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+14"/>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tokens to generate</source>
        <translation>Zu erzeugende Tokens</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total for N</source>
        <translation>Summe für N</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A number of tokens for the totals, besides 784 and 3072</source>
        <translation>Eine Tokenzahl für die Summen, neben 784 und 3072</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run the generation measurement</source>
        <translation>Messung des Erzeugens starten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel the generation measurement</source>
        <translation>Messung des Erzeugens abbrechen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Progress of the generation measurement</source>
        <translation>Fortschritt der Messung des Erzeugens</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Generating %1 tokens with d = %2, one at a time, in a worker thread…</source>
        <translation>Erzeuge %1 Tokens mit d = %2, eines nach dem anderen, in einem Hintergrund-Thread…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 tokens generated with d = %2, %3, in %4. (f) is timed at the marked positions only, and not where one step would take more than 50 ms; its totals are summed from them.</source>
        <translation>%1 Tokens mit d = %2, %3, erzeugt in %4. (f) wird nur an den markierten Positionen gemessen und nicht dort, wo ein Schritt länger als 50 ms dauern würde; seine Summen werden daraus berechnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped after the time budget; the figures measured so far are shown.</source>
        <translation>Nach Ablauf des Zeitbudgets angehalten; die bis dahin gemessenen Zahlen werden gezeigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled: nothing of this run is shown. Press Run to measure again.</source>
        <translation>Abgebrochen: Von diesem Lauf wird nichts gezeigt. Drücken Sie „Starten“, um erneut zu messen.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Generation chart</source>
        <translation>Diagramm des Erzeugens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time to generate one token against its position t, both on logarithmic axes: measured points as solid lines, least-squares fits as dashed lines. A flat line costs the same at every position.</source>
        <translation>Die Zeit, ein Token zu erzeugen, gegen seine Position t, beide Achsen logarithmisch: Messpunkte als durchgezogene Linien, Ausgleichsgeraden gestrichelt. Eine flache Linie kostet an jeder Position gleich viel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>position t (tokens before)</source>
        <translation>Position t (Tokens davor)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time per token against its position (log–log)</source>
        <translation>Zeit je Token gegen seine Position (log–log)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>seconds per token</source>
        <translation>Sekunden je Token</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (d)</source>
        <translation>Ausgleich (d)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (e)</source>
        <translation>Ausgleich (e)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (f)</source>
        <translation>Ausgleich (f)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (delta rule)</source>
        <translation>Ausgleich (Delta-Regel)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>In words</source>
        <translation>In Worten</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+42"/>
        <source>delta</source>
        <translation>Delta</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Generating N tokens</source>
        <translation>N Tokens erzeugen</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+22"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Press Run to generate %1 tokens one at a time with each of the four decoders (a few seconds).</source>
        <translation>Mit „Starten“ werden mit jedem der vier Decoder %1 Tokens einzeln erzeugt (einige Sekunden).</translation>
    </message>
    <message>
        <location line="+207"/>
        <location line="+27"/>
        <source>(d)</source>
        <translation>(d)</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+32"/>
        <source>(e)</source>
        <translation>(e)</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+37"/>
        <source>(f)</source>
        <translation>(f)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The paper&apos;s 317× and 4&#x202f;462× are against softmax recomputed at every step; against softmax with a key/value cache (its supplementary Table 4) it measured 19× and 56×. All are images per second generated in batches; one image at a time it reports only “almost 6.6× faster”. Here one attention layer on this processor; there whole models on a GPU.</source>
        <translation>Die 317× und 4&#x202f;462× des Artikels sind gegenüber Softmax gemessen, das bei jedem Schritt neu rechnet; gegenüber Softmax mit Schlüssel-Wert-Speicher (Tabelle 4 seines Zusatzmaterials) waren es 19× und 56×. Alle sind Bilder je Sekunde, in Stapeln erzeugt; ein Bild nach dem anderen ist es laut Artikel nur knapp 6,6-mal schneller. Hier eine Attention-Schicht auf diesem Prozessor, dort ganze Modelle auf einer GPU.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory besides the token</source>
        <translation>Speicher neben dem Token</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>After %1 tokens: S and Z %2 (d² + d numbers, always); the cache %3 (2·d numbers per token).</source>
        <translation>Nach %1 Tokens: S und Z %2 (immer d² + d Zahlen); der Speicher %3 (2·d Zahlen je Token).</translation>
    </message>
</context>
<context>
    <name>HandoutWriter</name>
    <message>
        <location filename="../app/export/HandoutWriter.cpp" line="+67"/>
        <source>%1: the chart could not be drawn.</source>
        <translation>%1: Das Diagramm konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query qₜ</source>
        <translation>Anfrage qₜ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key kₜ</source>
        <translation>Schlüssel kₜ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value vₜ</source>
        <translation>Wert vₜ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recurrent</source>
        <translation>rekurrent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>parallel</source>
        <translation>parallel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>chunkwise</source>
        <translation>abschnittsweise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Causal linear attention, three ways</source>
        <translation>Kausale lineare Attention, auf drei Wegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (your own sequence)</source>
        <translation>%1 (Ihre eigene Sequenz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (sequence %2)</source>
        <translation>%1 (Sequenz %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sₜ = γSₜ₋₁ + φ(kₜ)vₜ,   Zₜ = γZₜ₋₁ + φ(kₜ),   out = φ(qₜ)·Sₜ / φ(qₜ)·Zₜ. Recurrent: from Sₜ and Zₜ. Parallel: row t of the masked matrix γ^(t−j) φ(qₜ)·φ(kⱼ), j ≤ t. Chunkwise: the state before the chunk plus direct sums inside it. Where φ(qₜ)·Zₜ is exactly 0 the output is Unavailable.</source>
        <translation>Sₜ = γSₜ₋₁ + φ(kₜ)vₜ,   Zₜ = γZₜ₋₁ + φ(kₜ),   out = φ(qₜ)·Sₜ / φ(qₜ)·Zₜ. Rekurrent: aus Sₜ und Zₜ. Parallel: Zeile t der maskierten Matrix γ^(t−j) φ(qₜ)·φ(kⱼ), j ≤ t. Abschnittsweise: der Zustand vor dem Abschnitt plus direkte Summen darin. Wo φ(qₜ)·Zₜ genau 0 ist, ist die Ausgabe undefiniert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Worked derivation, token %1</source>
        <translation>Herleitung, Token %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weights and output, token %1 selected</source>
        <translation>Gewichte und Ausgabe, Token %1 gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every token (token %1 shaded)</source>
        <translation>Jedes Token (Token %1 hinterlegt)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Linear attention as a key→value memory</source>
        <translation>Lineare Attention als Schlüssel→Wert-Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory lab</source>
        <translation>Speicherlabor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each pair (k, v) is written into the state S with unit features f = φ(k)/‖φ(k)‖ and read back as r = Sᵀf. A pair is recalled when its own value is the nearest stored value to r. Softmax reads every stored pair, r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ, from a cache that grows with N; S keeps m × d_v numbers whatever N is.</source>
        <translation>Jedes Paar (k, v) wird mit auf Länge 1 gebrachten Merkmalen f = φ(k)/‖φ(k)‖ in den Zustand S geschrieben und als r = Sᵀf wieder gelesen. Ein Paar gilt als wiedergefunden, wenn sein eigener Wert der Auslesung r am nächsten liegt. Softmax liest jedes gespeicherte Paar, r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ, aus einem Cache, der mit N wächst; S behält m × d_v Zahlen, wie groß N auch ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Linear attention&apos;s memory: %1</source>
        <translation>Speicher der linearen Attention: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Softmax over every pair (its cache): %1</source>
        <translation>Softmax über jedes Paar (ihr Cache): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pairs: keys and values of d = %1 coordinates</source>
        <translation>Die Paare: Schlüssel und Werte mit d = %1 Koordinaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+3"/>
        <source>pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>key k</source>
        <translation>Schlüssel k</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value v</source>
        <translation>Wert v</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-out r</source>
        <translation>Auslesung r</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>recalled</source>
        <translation>wiedergefunden</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>softmax&apos;s r</source>
        <translation>r von Softmax</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The keys, the values and what the memory returns</source>
        <translation>Die Schlüssel, die Werte und was der Speicher zurückgibt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the memory returns, and the state S</source>
        <translation>Was der Speicher zurückgibt, und der Zustand S</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>References</source>
        <translation>Literatur</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Linear attention, reassociated</source>
        <translation>Lineare Attention, umgeklammert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (your own data)</source>
        <translation>%1 (eigene Daten)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 (preset %2)</source>
        <translation>%1 (Beispiel %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feature map %1 (%2) · prefix %3 of %4 keys</source>
        <translation>Feature-Map %1 (%2) · Präfix %3 von %4 Schlüsseln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>out = φ(q)·S / φ(q)·Z,   S = Σᵢ φ(kᵢ) vᵢᵀ,   Z = Σᵢ φ(kᵢ)   (sums over the keys in the prefix; when φ(q)·Z is exactly 0 the output is Unavailable).</source>
        <translation>out = φ(q)·S / φ(q)·Z,   S = Σᵢ φ(kᵢ) vᵢᵀ,   Z = Σᵢ φ(kᵢ)   (Summen über die Schlüssel im Präfix; ist φ(q)·Z genau 0, ist die Ausgabe undefiniert).</translation>
    </message>
    <message>
        <location line="+206"/>
        <source>The data</source>
        <translation>Die Daten</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>Query q = %1</source>
        <translation>Anfrage q = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>key kᵢ</source>
        <translation>Schlüssel kᵢ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value vᵢ</source>
        <translation>Wert vᵢ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in the prefix</source>
        <translation>im Präfix</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+132"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="-132"/>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Worked derivation at prefix %1</source>
        <translation>Herleitung bei Präfix %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Charts at prefix %1</source>
        <translation>Diagramme bei Präfix %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step table (prefix %1 shaded)</source>
        <translation>Schritttabelle (Präfix %1 hinterlegt)</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>Linear attention, reassociated: %1</source>
        <translation>Lineare Attention, umgeklammert: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear Attention Reassociation %1</source>
        <translation>Linear Attention Reassociation %1</translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <location filename="../qml/window/KeyboardShortcuts.qml" line="+22"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Next prefix (one key more); in the sequence view, next token</source>
        <translation>Nächstes Präfix (ein Schlüssel mehr); in der Sequenzansicht nächstes Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous prefix (one key fewer); in the sequence view, previous token</source>
        <translation>Voriges Präfix (ein Schlüssel weniger); in der Sequenzansicht voriges Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next preset; in the sequence view, next sequence</source>
        <translation>Nächstes Beispiel; in der Sequenzansicht nächste Sequenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous preset; in the sequence view, previous sequence</source>
        <translation>Voriges Beispiel; in der Sequenzansicht vorige Sequenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next feature map</source>
        <translation>Nächste Feature-Map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the data editor</source>
        <translation>Dateneditor ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo the last change of the data (in a data field: first what was typed there)</source>
        <translation>Die letzte Änderung der Daten rückgängig machen (in einem Datenfeld: zuerst das dort Getippte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Open a data file</source>
        <translation>Datendatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the data as a file</source>
        <translation>Daten als Datei speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export: step table, PDF handout, charts</source>
        <translation>Exportieren: Schritttabelle, PDF-Handout, Diagramme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the step table for a spreadsheet</source>
        <translation>Schritttabelle für eine Tabellenkalkulation kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>In front of a class</source>
        <translation>Vor der Klasse</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Presenter mode on or off</source>
        <translation>Beamer-Modus ein oder aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off</source>
        <translation>Vollbild ein oder aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Single-query view or sequence view (every token of a sequence)</source>
        <translation>Ansicht einer Anfrage oder Sequenzansicht (jedes Token einer Sequenz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory lab: the state S as a key→value memory</source>
        <translation>Das Speicherlabor: der Zustand S als Schlüssel→Wert-Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the charts</source>
        <translation>Diagramme ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the step table</source>
        <translation>Schritttabelle ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Guided walkthrough</source>
        <translation>Geführte Lektion</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Start the guided walkthrough</source>
        <translation>Geführte Lektion starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the lesson file again (after editing it)</source>
        <translation>Die Lektionsdatei neu lesen (nach dem Bearbeiten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step (in an answer field, Right at the end of the text; PageDown always)</source>
        <translation>Nächster Schritt (in einem Antwortfeld: Rechts am Ende des Textes; Bild abwärts immer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step (in an answer field, Left at the start of the text; PageUp always)</source>
        <translation>Voriger Schritt (in einem Antwortfeld: Links am Anfang des Textes; Bild aufwärts immer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the walkthrough</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This list of shortcuts</source>
        <translation>Diese Liste der Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>LabResults</name>
    <message>
        <location filename="../qml/pages/LabResults.qml" line="+38"/>
        <source>Scroll the results</source>
        <translation>Durch die Ergebnisse blättern</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The results of an earlier run are hidden: press Run to measure them yourself.</source>
        <translation>Die Ergebnisse eines früheren Laufs sind verborgen: Drücken Sie „Starten“, um selbst zu messen.</translation>
    </message>
</context>
<context>
    <name>LessonsButton</name>
    <message>
        <location filename="../qml/walkthrough/LessonsButton.qml" line="+20"/>
        <location line="+2"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a guided lesson, or open a lesson file</source>
        <translation>Eine geführte Lektion starten oder eine Lektionsdatei öffnen</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Open lesson file…</source>
        <translation>Lektionsdatei öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open lesson file</source>
        <translation>Lektionsdatei öffnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reload lesson file (Ctrl+R)</source>
        <translation>Lektionsdatei neu laden (Strg+R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reload lesson file</source>
        <translation>Lektionsdatei neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the running lesson&apos;s file again after editing it, at the same step</source>
        <translation>Die Datei der laufenden Lektion nach dem Bearbeiten neu lesen, beim selben Schritt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open a lesson file</source>
        <translation>Lektionsdatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson files (*.json)</source>
        <translation>Lektionsdateien (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="+276"/>
        <source>Save the data as</source>
        <translation>Daten speichern unter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a data file</source>
        <translation>Datendatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data files (*.json)</source>
        <translation>Datendateien (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Linear Attention Reassociation</source>
        <translation>Linear Attention Reassociation</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>Plane</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The query/key plane</source>
        <translation>Anfrage-Schlüssel-Ebene</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention weights of the included keys</source>
        <translation>Gewichte je Schlüssel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+116"/>
        <source>Output against prefix</source>
        <translation>Ausgabe je Präfix</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>Step table</source>
        <translation>Schritttabelle</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Values and their weighted average</source>
        <translation>Werte und ihr gewichtetes Mittel</translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <location filename="../qml/window/MainMenuBar.qml" line="+54"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open data…</source>
        <translation>Daten öffnen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save data as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit data</source>
        <translation>Dateneditor</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reset to preset %1</source>
        <translation>Zurücksetzen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Next feature map</source>
        <translation>φ weiter</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Presenter mode</source>
        <translation>Beamer-Modus</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show the charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Sequence view (every token)</source>
        <translation>Sequenzansicht (jedes Token)</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Menu bar</source>
        <translation>Menüleiste</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Show the step table</source>
        <translation>Schritttabelle</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Feature-map lab…</source>
        <translation>Feature-Map-Labor…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scaling lab…</source>
        <translation>Skalierungslabor…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Memory lab…</source>
        <translation>Speicherlabor…</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Start the lesson over?</source>
        <translation>Die Lektion neu beginnen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answers in “%1” are cleared, and the lesson starts again at step 1.</source>
        <translation>Ihre Antworten in „%1“ werden gelöscht, und die Lektion beginnt wieder bei Schritt 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep my answers</source>
        <translation>Antworten behalten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a lesson file</source>
        <translation>Lektionsdatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesson files (*.json)</source>
        <translation>Lektionsdateien (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a lesson</source>
        <translation>Lektion wählen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open lesson file…</source>
        <translation>Lektionsdatei öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a lesson written as a file (see the lesson format) and start it</source>
        <translation>Eine als Datei geschriebene Lektion öffnen (siehe das Lektionsformat) und starten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reload lesson file</source>
        <translation>Lektionsdatei neu laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read the running lesson&apos;s file again after editing it, at the same step</source>
        <translation>Die Datei der laufenden Lektion nach dem Bearbeiten neu lesen, beim selben Schritt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start this lesson over…</source>
        <translation>Diese Lektion neu beginnen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear your answers in the running lesson and go back to its first step</source>
        <translation>Ihre Antworten in der laufenden Lektion löschen und zu ihrem ersten Schritt zurückgehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save my answers…</source>
        <translation>Meine Antworten speichern …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your answers in the running lesson, as a file for your teacher and a page to print</source>
        <translation>Ihre Antworten in der laufenden Lektion, als Datei für die Lehrkraft und als Seite zum Drucken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Class report…</source>
        <translation>Klassenbericht …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a teacher: the answer records your students saved, read together into one table per question</source>
        <translation>Für Lehrkräfte: die gespeicherten Antwortdateien der Klasse, zusammengefasst in einer Tabelle mit einer Zeile je Frage</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ask before leaving or revealing</source>
        <translation>Vor dem Verlassen oder Auflösen fragen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leaving a lesson in which answers were given, and showing an answer, ask first; turn it off to demonstrate</source>
        <translation>Eine Lektion mit gegebenen Antworten verlassen und eine Antwort zeigen fragt vorher nach; zum Vorführen ausschalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print worksheet…</source>
        <translation>Arbeitsblatt drucken…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open lesson&apos;s steps, charts and questions as a PDF with blanks to fill in</source>
        <translation>Die Schritte, Diagramme und Fragen der geöffneten Lektion als PDF mit Lücken zum Ausfüllen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print answer key…</source>
        <translation>Lösungen drucken…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The open lesson&apos;s worksheet with every answer and explanation</source>
        <translation>Das Arbeitsblatt der geöffneten Lektion mit allen Antworten und Erklärungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="-97"/>
        <location line="+102"/>
        <source>Start the guided walkthrough</source>
        <translation>Lektion starten</translation>
    </message>
</context>
<context>
    <name>MemoryCapacityChart</name>
    <message>
        <location filename="../qml/charts/MemoryCapacityChart.qml" line="+20"/>
        <source>Pairs recalled, as a share of N</source>
        <translation>Wiedergefundene Paare, als Anteil an N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean error ‖r − v‖ / ‖v‖</source>
        <translation>Mittlerer Fehler ‖r − v‖ / ‖v‖</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The share of the N pairs recalled against N on a logarithmic axis, for the sum rule, the delta rule and softmax over every pair; a dashed line marks N = m, the memory&apos;s number of features.</source>
        <translation>Der Anteil der N Paare, die wiedergefunden werden, über N auf einer logarithmischen Achse, für die Summenregel, die Delta-Regel und Softmax über jedes Paar; eine gestrichelte Linie markiert N = m, die Zahl der Merkmale des Speichers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mean error of the read-outs against the number of pairs N on a logarithmic axis, for the sum rule, the delta rule and softmax over every pair; a dashed line marks N = m, the memory&apos;s number of features.</source>
        <translation>Der mittlere Fehler der Auslesungen über der Zahl der Paare N auf einer logarithmischen Achse, für die Summenregel, die Delta-Regel und Softmax über jedes Paar; eine gestrichelte Linie markiert N = m, die Zahl der Merkmale des Speichers.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>pairs N</source>
        <translation>Paare N</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>recalled</source>
        <translation>wiedergefunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean error</source>
        <translation>mittlerer Fehler</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>sum rule</source>
        <translation>Summenregel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>delta rule</source>
        <translation>Delta-Regel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>softmax over every pair</source>
        <translation>Softmax über jedes Paar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>N = m</source>
        <translation>N = m</translation>
    </message>
</context>
<context>
    <name>MemoryLab</name>
    <message>
        <location filename="../qml/pages/MemoryLab.qml" line="+70"/>
        <source>Memory lab</source>
        <translation>Speicherlabor</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Open memory pairs</source>
        <translation>Speicherpaare öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Memory pairs (*.json)</source>
        <translation>Speicherpaare (*.json)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the memory&apos;s pairs</source>
        <translation>Die Paare des Speichers speichern</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Scroll the settings</source>
        <translation>Durch die Einstellungen blättern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scroll the settings sideways</source>
        <translation>Die Einstellungen seitwärts blättern</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write pairs (k, v) into S and read each back with its key.</source>
        <translation>Schreiben Sie Paare (k, v) in S und lesen Sie jedes mit seinem Schlüssel wieder aus.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+13"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>sum rule</source>
        <translation>Summenregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delta rule</source>
        <translation>Delta-Regel</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+10"/>
        <source>Feature map φ</source>
        <translation>Feature-Map φ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>β (delta rule)</source>
        <translation>β (Delta-Regel)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>β, the delta rule&apos;s step, in (0, 1]</source>
        <translation>β, die Schrittweite der Delta-Regel, in (0, 1]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decay γ</source>
        <translation>Zerfall γ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Decay γ, in (0, 1]</source>
        <translation>Zerfall γ, in (0, 1]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passes</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Passes over the pairs</source>
        <translation>Durchläufe über die Paare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Softmax τ</source>
        <translation>Softmax τ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Softmax temperature τ</source>
        <translation>Softmax-Temperatur τ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs N</source>
        <translation>Paare N</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Number of pairs N</source>
        <translation>Anzahl der Paare N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dimension d of keys and values</source>
        <translation>Dimension d der Schlüssel und Werte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed of the random keys and values</source>
        <translation>Seed der zufälligen Schlüssel und Werte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Orthogonal keys (N ≤ d)</source>
        <translation>Orthogonale Schlüssel (N ≤ d)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Own pairs: drag the keys and the values in the planes</source>
        <translation>Eigene Paare: Schlüssel und Werte in den Ebenen ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Own pairs (with d = 2, dragged in the planes)</source>
        <translation>Eigene Paare (bei d = 2 in den Ebenen gezogen)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open pairs…</source>
        <translation>Paare öffnen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save pairs…</source>
        <translation>Paare speichern…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save as CSV…</source>
        <translation>Als CSV speichern…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save as JSON…</source>
        <translation>Als JSON speichern…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save a chart or a handout…</source>
        <translation>Diagramm oder Handout speichern…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keys as SVG…</source>
        <translation>Schlüssel als SVG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys as PNG…</source>
        <translation>Schlüssel als PNG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values and read-outs as SVG…</source>
        <translation>Werte und Auslesungen als SVG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values and read-outs as PNG…</source>
        <translation>Werte und Auslesungen als PNG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mean error against N as SVG…</source>
        <translation>Mittlerer Fehler über N als SVG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mean error against N as PNG…</source>
        <translation>Mittlerer Fehler über N als PNG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Share recalled against N as SVG…</source>
        <translation>Wiedergefundener Anteil über N als SVG…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Share recalled against N as PNG…</source>
        <translation>Wiedergefundener Anteil über N als PNG…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Handout with the charts shown (PDF, A4)…</source>
        <translation>Handout mit den gezeigten Diagrammen (PDF, A4)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handout with the charts shown (PDF, US Letter)…</source>
        <translation>Handout mit den gezeigten Diagrammen (PDF, US Letter)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save as a Jupyter notebook…</source>
        <translation>Als Jupyter-Notebook speichern…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A notebook that recomputes every read-out with numpy and checks it against these</source>
        <translation>Ein Notebook, das jede Auslesung mit numpy nachrechnet und mit diesen vergleicht</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Linear attention&apos;s memory: %1</source>
        <translation>Speicher der linearen Attention: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Softmax over every pair (its cache): %1</source>
        <translation>Softmax über jedes Paar (ihr Cache): %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pages of the memory lab</source>
        <translation>Seiten des Speicherlabors</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S, write by write</source>
        <translation>S, Schritt für Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs and S</source>
        <translation>Paare und S</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Capacity against N</source>
        <translation>Kapazität über N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Write shown</source>
        <translation>Gezeigter Schreibschritt</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>key k</source>
        <translation>Schlüssel k</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value v</source>
        <translation>Wert v</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>read-out r</source>
        <translation>Auslesung r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>recalled</source>
        <translation>wiedergefunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>softmax: error, recalled</source>
        <translation>Softmax: Fehler, wiedergefunden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Scroll the pairs</source>
        <translation>Durch die Paare blättern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pairs and their read-outs</source>
        <translation>Paare und ihre Auslesungen</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Computing the capacity curves</source>
        <translation>Die Kapazitätskurven werden berechnet</translation>
    </message>
</context>
<context>
    <name>MemoryPlaneChart</name>
    <message>
        <location filename="../qml/charts/MemoryPlaneChart.qml" line="+24"/>
        <source>Values and what the memory returns</source>
        <translation>Werte und was der Speicher zurückgibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each stored value as a dot, the memory&apos;s read-out for its key as a ring, and a line from the value to the read-out: the longer the line, the larger the error. Softmax&apos;s read-outs are marked for contrast. The pair table lists the same numbers.</source>
        <translation>Jeder gespeicherte Wert als Punkt, die Auslesung des Speichers für seinen Schlüssel als Ring und eine Linie vom Wert zur Auslesung: Je länger die Linie, desto größer der Fehler. Die Auslesungen von Softmax sind zum Vergleich markiert. Die Paartabelle enthält dieselben Zahlen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each stored key as an arrow from the origin. The pair table lists the same numbers.</source>
        <translation>Jeder gespeicherte Schlüssel als Pfeil vom Ursprung. Die Paartabelle enthält dieselben Zahlen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>coordinate 1</source>
        <translation>Koordinate 1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>coordinate 2</source>
        <translation>Koordinate 2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>coord. 2</source>
        <translation>Koord. 2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>stored values v</source>
        <translation>gespeicherte Werte v</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>keys k</source>
        <translation>Schlüssel k</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+174"/>
        <source>softmax&apos;s read-out</source>
        <translation>Auslesung von Softmax</translation>
    </message>
    <message>
        <location line="-164"/>
        <source>the memory&apos;s read-out r = Sᵀf</source>
        <translation>Auslesung des Speichers r = Sᵀf</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>stored value v</source>
        <translation>gespeicherter Wert v</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>read-out r = Sᵀf, the line from its v</source>
        <translation>Auslesung r = Sᵀf, die Linie von ihrem v</translation>
    </message>
</context>
<context>
    <name>OutputByPrefixChart</name>
    <message>
        <location filename="../qml/charts/OutputByPrefixChart.qml" line="+21"/>
        <source>Output against prefix</source>
        <translation>Ausgabe je Präfix</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Line chart of the output at every prefix: linear attention (solid, broken where it is Unavailable), the direct reference (dashed) and softmax attention. Unavailable prefixes are marked on the bottom edge; the current prefix is marked by a vertical line.</source>
        <translation>Liniendiagramm der Ausgabe bei jedem Präfix: lineare Attention (durchgezogen, unterbrochen, wo sie undefiniert ist), die direkte Referenz (gestrichelt) und Softmax-Attention. Präfixe mit undefinierter Ausgabe sind am unteren Rand markiert; das aktuelle Präfix ist durch eine senkrechte Linie markiert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+195"/>
        <source>current prefix</source>
        <translation>aktuelles Präfix</translation>
    </message>
    <message>
        <location line="-185"/>
        <location line="+92"/>
        <location line="+54"/>
        <source>softmax e^(q·k)</source>
        <translation>Softmax e^(q·k)</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+168"/>
        <source>Unavailable</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>current output</source>
        <translation>aktuelle Ausgabe</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+6"/>
        <location line="+39"/>
        <source>linear attention</source>
        <translation>lineare Attention</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+7"/>
        <location line="+44"/>
        <source>direct reference</source>
        <translation>direkte Referenz</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+28"/>
        <source>linear attention, %1</source>
        <translation>lineare Attention, %1</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+25"/>
        <source>softmax e^(q·k), %1</source>
        <translation>Softmax e^(q·k), %1</translation>
    </message>
</context>
<context>
    <name>PagedPdf</name>
    <message>
        <location filename="../app/export/PagedPdf.cpp" line="+111"/>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the PDF could not be made</source>
        <translation>das PDF konnte nicht erstellt werden</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../app/window/SessionStore.cpp" line="+120"/>
        <source>Not restored: %1.</source>
        <translation>Nicht wiederhergestellt: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore own data</source>
        <translation>Eigene Daten wiederherstellen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>There is no sequence &apos;%1&apos; any more.</source>
        <translation>Die Sequenz &apos;%1&apos; gibt es nicht mehr.</translation>
    </message>
</context>
<context>
    <name>QueryKeyPlaneChart</name>
    <message>
        <location filename="../qml/charts/QueryKeyPlaneChart.qml" line="+19"/>
        <source>The query/key plane</source>
        <translation>Anfrage-Schlüssel-Ebene</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Scatter plot of the query q, the included keys (emphasised), the keys not yet included (faded), and their images under the feature map, φ(q) and φ(k) of the included keys, each joined by a dotted line to the point it comes from.</source>
        <translation>Streudiagramm der Anfrage q, der einbezogenen Schlüssel (hervorgehoben), der noch nicht einbezogenen Schlüssel (blass) und ihrer Bilder unter der Feature-Map: φ(q) und φ(k) der einbezogenen Schlüssel, jeweils durch eine gepunktete Linie mit ihrem Ausgangspunkt verbunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scatter plot of the query q, the included keys (emphasised) and the keys not yet included (faded). The feature map does not give two features, so φ is not drawn on this plane.</source>
        <translation>Streudiagramm der Anfrage q, der einbezogenen Schlüssel (hervorgehoben) und der noch nicht einbezogenen Schlüssel (blass). Die Feature-Map liefert nicht zwei Merkmale, daher wird φ in dieser Ebene nicht gezeichnet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>coordinate 1</source>
        <translation>Koordinate 1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>coordinate 2</source>
        <translation>Koordinate 2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+8"/>
        <source>axes</source>
        <translation>Achsen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>keys not yet included</source>
        <translation>noch nicht einbezogene Schlüssel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>included keys kᵢ</source>
        <translation>einbezogene Schlüssel kᵢ</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+221"/>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>φ(kᵢ), included</source>
        <translation>φ(kᵢ), einbezogen</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+213"/>
        <source>φ(q)</source>
        <translation>φ(q)</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>φ</source>
        <translation>φ</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>included keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet included</source>
        <translation>spätere Schlüssel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>φ(k), included</source>
        <translation>φ(k), einbezogen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>k → φ(k)</source>
        <translation>k → φ(k)</translation>
    </message>
</context>
<context>
    <name>ResultSummary</name>
    <message>
        <location filename="../qml/controls/ResultSummary.qml" line="+26"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Output at prefix %1: %2</source>
        <translation>Ausgabe bei Präfix %1: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>output at prefix %1</source>
        <translation>Ausgabe bei Präfix %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>direct reference</source>
        <translation>direkte Referenz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>|output − reference|</source>
        <translation>|Ausgabe − Referenz|</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>softmax attention, e^(q·k)</source>
        <translation>Softmax-Attention, e^(q·k)</translation>
    </message>
</context>
<context>
    <name>ResumeLessonDialog</name>
    <message>
        <location filename="../qml/walkthrough/ResumeLessonDialog.qml" line="+18"/>
        <source>Resume the lesson?</source>
        <translation>Die Lektion fortsetzen?</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Start over, clearing my answers</source>
        <translation>Neu beginnen, Antworten löschen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>SaveAnswersDialog</name>
    <message>
        <location filename="../qml/walkthrough/SaveAnswersDialog.qml" line="+30"/>
        <source>Your name, as your teacher should see it on your answers:</source>
        <translation>Ihr Name, wie ihn die Lehrkraft auf Ihren Antworten sehen soll:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>First and last name</source>
        <translation>Vor- und Nachname</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose where to save…</source>
        <translation>Speicherort wählen …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose where to save</source>
        <translation>Speicherort wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>SaveFailure</name>
    <message>
        <location filename="../app/io/AtomicSave.cpp" line="+18"/>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is read-only (%1)</source>
        <translation>die Datei ist schreibgeschützt (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no permission to write in the folder %1</source>
        <translation>im Ordner %1 darf nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the folder %1 does not take new files (%2)</source>
        <translation>der Ordner %1 nimmt keine neuen Dateien an (%2)</translation>
    </message>
</context>
<context>
    <name>ScalingLabDialog</name>
    <message>
        <location filename="../qml/pages/ScalingLabDialog.qml" line="+28"/>
        <source>Scaling lab</source>
        <translation>Skalierungslabor</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Whole sequence</source>
        <translation>Ganze Folge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Generation, token by token</source>
        <translation>Erzeugen, Token für Token</translation>
    </message>
</context>
<context>
    <name>ScalingPage</name>
    <message>
        <location filename="../qml/pages/ScalingPage.qml" line="+44"/>
        <source>(a) reassociated, O(N·d²)</source>
        <translation>(a) umgeklammert, O(N·d²)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(a) reassociated</source>
        <translation>(a) umgeklammert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(b) direct quadratic, O(N²·d)</source>
        <translation>(b) direkt quadratisch, O(N²·d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(b) direct</source>
        <translation>(b) direkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(c) softmax, scores q·k/√d, O(N²·d)</source>
        <translation>(c) Softmax, Scores q·k/√d, O(N²·d)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(c) softmax, scores q·k/√d</source>
        <translation>(c) Softmax, Scores q·k/√d</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Scaling lab</source>
        <translation>Skalierungslabor</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+14"/>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run the measurement</source>
        <translation>Messung starten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel the measurement</source>
        <translation>Messung abbrechen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Progress of the measurement</source>
        <translation>Fortschritt der Messung</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Measuring N = 64 … %1 with d = %2 in a worker thread; %3 measurements so far.</source>
        <translation>Messe N = 64 … %1 mit d = %2 in einem Hintergrund-Thread; bisher %3 Messungen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 measurements with d = %2, %3 in %4. A kernel stops at the first N whose single call would take more than 50 ms.</source>
        <translation>%1 Messungen mit d = %2, %3 in %4. Ein Kernel endet beim ersten N, dessen einzelner Aufruf länger als 50 ms dauern würde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped after the 20 s budget with %1 measurements (d = %2, %3).</source>
        <translation>Nach dem Zeitbudget von 20 s mit %1 Messungen angehalten (d = %2, %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancelled: the %1 measurements so far (d = %2, %3) are kept.</source>
        <translation>Abgebrochen: die bisherigen %1 Messungen (d = %2, %3) bleiben erhalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press Run to time the three kernels for N = 64 … %1 (a few seconds).</source>
        <translation>Mit „Starten“ werden die drei Kernels für N = 64 … %1 gemessen (einige Sekunden).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Time against N (log–log)</source>
        <translation>Zeit über N (log–log)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scaling chart</source>
        <translation>Skalierungsdiagramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time of one call of each kernel against the number of tokens N, both on logarithmic axes: measured points as solid lines, least-squares fits as dashed lines, and the crossover N from which (a) is faster than (b) as a vertical line.</source>
        <translation>Die Zeit eines Aufrufs jedes Kernels über der Zahl der Tokens N, beide Achsen logarithmisch: Messpunkte als durchgezogene Linien, Ausgleichsgeraden als gestrichelte Linien und das N, ab dem (a) schneller ist als (b), als senkrechte Linie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>tokens N</source>
        <translation>Tokens N</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>seconds per call</source>
        <translation>Sekunden pro Aufruf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>crossover</source>
        <translation>Schnittpunkt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (a)</source>
        <translation>Ausgleich (a)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (b)</source>
        <translation>Ausgleich (b)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fit (c)</source>
        <translation>Ausgleich (c)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>least-squares fit</source>
        <translation>Ausgleichsgerade</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>(a) is not yet faster than (b)</source>
        <translation>(a) ist noch nicht schneller als (b)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(a) is faster than (b) from N = %1 on</source>
        <translation>(a) ist ab N = %1 schneller als (b)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not yet faster than (c)</source>
        <translation>noch nicht schneller als (c)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>faster than (c) from N = %1 on</source>
        <translation>ab N = %1 schneller als (c)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crossover: run the measurement to find it.</source>
        <translation>Schnittpunkt: zum Finden die Messung starten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crossover: %1; %2.</source>
        <translation>Schnittpunkt: %1; %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+15"/>
        <source>Memory besides Q, K, V</source>
        <translation>Speicher neben Q, K, V</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(a) keeps S (d×d) and Z (d) whatever N is; (b) and (c) work through the N×N scores in blocks and never store them (the last column is what storing them would take); decoding with softmax keeps a cache of every key and value (2·N·d). d = %1, %2.</source>
        <translation>(a) hält S (d×d) und Z (d), unabhängig von N; (b) und (c) arbeiten die N×N-Scores blockweise ab und speichern sie nie (die letzte Spalte zeigt, was das Speichern bräuchte); Dekodieren mit Softmax hält einen Cache aller Schlüssel und Werte (2·N·d). d = %1, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(a) keeps S (d×d) and Z (d) whatever N is; (b) and (c) work through the N×N scores in blocks and never store them (the last column is what storing them would take), but their time grows with N²; decoding with softmax keeps a cache of every key and value (2·N·d). d = %1, %2.</source>
        <translation>(a) hält S (d×d) und Z (d), unabhängig von N; (b) und (c) arbeiten die N×N-Scores blockweise ab und speichern sie nie (die letzte Spalte zeigt, was das Speichern bräuchte), doch ihre Zeit wächst mit N²; Dekodieren mit Softmax hält einen Cache aller Schlüssel und Werte (2·N·d). d = %1, %2.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+44"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+49"/>
        <source>S and Z</source>
        <translation>S und Z</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+54"/>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+59"/>
        <source>N×N scores</source>
        <translation>N×N-Scores</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Scroll the memory table</source>
        <translation>Durch die Speichertabelle blättern</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>At N = %1 the N×N scores would take %2 and the KV cache %3; S and Z still take %4.</source>
        <translation>Bei N = %1 bräuchten die N×N-Scores %2 und der KV-Cache %3; S und Z brauchen weiterhin %4.</translation>
    </message>
</context>
<context>
    <name>SequenceControls</name>
    <message>
        <location filename="../qml/sequence/SequenceControls.qml" line="+62"/>
        <location line="+28"/>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Feature map φ</source>
        <translation>Feature-Map φ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Feature map</source>
        <translation>Feature-Map</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+13"/>
        <source>Decay γ</source>
        <translation>Zerfall γ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A number in (0, 1]: 1 forgets nothing; below 1 a key j tokens back weighs γ to the power j</source>
        <translation>Eine Zahl in (0, 1]: 1 vergisst nichts; unter 1 wiegt ein Schlüssel j Token zurück γ hoch j</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chunk C</source>
        <translation>Abschnitt C</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Chunk size C</source>
        <translation>Abschnittsgröße C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole number from 1 to %1</source>
        <translation>Eine ganze Zahl von 1 bis %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+19"/>
        <location line="+12"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>The token whose query is worked through, numbered from 0</source>
        <translation>Das Token, dessen Anfrage durchgerechnet wird, ab 0 nummeriert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>of %1 tokens (0–%2)</source>
        <translation>von %1 Token (0–%2)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: its description is hidden until the question is answered.</source>
        <translation>%1: die Beschreibung ist verborgen, bis die Frage beantwortet ist.</translation>
    </message>
</context>
<context>
    <name>SequenceOutputChart</name>
    <message>
        <location filename="../qml/sequence/SequenceOutputChart.qml" line="+23"/>
        <source>Output against token</source>
        <translation>Ausgabe je Token</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Line chart of the output at every token: the recurrent, parallel and chunkwise forms of linear attention on top of each other (broken where Unavailable) and softmax attention. Unavailable tokens are marked on the bottom edge; the selected token by a vertical line.</source>
        <translation>Liniendiagramm der Ausgabe bei jedem Token: die rekurrente, die parallele und die abschnittsweise Form der linearen Attention übereinander (unterbrochen, wo undefiniert) und Softmax-Attention. Undefinierte Token sind am unteren Rand markiert, das gewählte Token durch eine senkrechte Linie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>token t</source>
        <translation>Token t</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+191"/>
        <source>selected token</source>
        <translation>gewähltes Token</translation>
    </message>
    <message>
        <location line="-173"/>
        <location line="+166"/>
        <source>Unavailable</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+83"/>
        <location line="+60"/>
        <source>softmax e^(q·k)</source>
        <translation>Softmax e^(q·k)</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>selected output</source>
        <translation>gewählte Ausgabe</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+7"/>
        <location line="+38"/>
        <source>recurrent</source>
        <translation>rekurrent</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+8"/>
        <location line="+43"/>
        <source>parallel</source>
        <translation>parallel</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+9"/>
        <location line="+48"/>
        <source>chunkwise</source>
        <translation>abschnittsweise</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+34"/>
        <source>recurrent, %1</source>
        <translation>rekurrent, %1</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+24"/>
        <source>softmax e^(q·k), %1</source>
        <translation>Softmax e^(q·k), %1</translation>
    </message>
</context>
<context>
    <name>SequenceView</name>
    <message>
        <location filename="../qml/sequence/SequenceView.qml" line="+90"/>
        <source>Worked derivation, token %1</source>
        <translation>Herleitung, Token %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output at token %1: recurrent %2, parallel %3, chunkwise %4; softmax %5</source>
        <translation>Ausgabe bei Token %1: rekurrent %2, parallel %3, abschnittsweise %4; Softmax %5</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Weight matrices</source>
        <translation>Gewichtsmatrizen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Output and values</source>
        <translation>Ausgabe und Werte</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+19"/>
        <source>Linear attention weights</source>
        <translation>Gewichte der linearen Attention</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>decay γ^(t−j) included</source>
        <translation>mit Zerfall γ^(t−j)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+14"/>
        <source>Softmax weights</source>
        <translation>Softmax-Gewichte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ranks of the blocks: %1</source>
        <translation>Die Ränge der Blöcke: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Values and their weighted average</source>
        <translation>Werte und ihr gewichtetes Mittel</translation>
    </message>
    <message>
        <location line="-136"/>
        <location line="+112"/>
        <source>Output against token</source>
        <translation>Ausgabe je Token</translation>
    </message>
</context>
<context>
    <name>ShortcutMenuItem</name>
    <message>
        <location filename="../qml/window/ShortcutMenuItem.qml" line="+18"/>
        <source>Shortcut: %1</source>
        <translation>Tastenkürzel: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsSheet</name>
    <message>
        <location filename="../qml/window/ShortcutsSheet.qml" line="+18"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scroll the shortcuts</source>
        <translation>Durch die Tastenkürzel blättern</translation>
    </message>
</context>
<context>
    <name>SlopeKey</name>
    <message>
        <location filename="../qml/pages/SlopeKey.qml" line="+28"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>StepTableView</name>
    <message>
        <location filename="../qml/derivation/StepTableView.qml" line="+226"/>
        <source>Step table</source>
        <translation>Schritttabelle</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Scroll the step table&apos;s rows</source>
        <translation>Durch die Zeilen der Schritttabelle blättern</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Step table — one row per token t: prefix t + 1, keys k₀…kₜ included</source>
        <translation>Schritttabelle – eine Zeile je Token t: Präfix t + 1, Schlüssel k₀…kₜ einbezogen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Scroll the step table&apos;s columns</source>
        <translation>Durch die Spalten der Schritttabelle blättern</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+60"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>One row per token t, that is per prefix t + 1; the current prefix&apos;s row is selected</source>
        <translation>Eine Zeile je Token t, also je Präfix t + 1; die Zeile des aktuellen Präfixes ist ausgewählt</translation>
    </message>
</context>
<context>
    <name>ValuePlaneChart</name>
    <message>
        <location filename="../qml/charts/ValuePlaneChart.qml" line="+22"/>
        <source>Values and their weighted average</source>
        <translation>Werte und ihr gewichtetes Mittel</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The values included so far as arrows from the origin, and the output as their weighted average: a path from the origin adds each value times its weight and ends at the output. Softmax&apos;s average is marked for contrast.</source>
        <translation>Die bisher einbezogenen Werte als Pfeile vom Ursprung und die Ausgabe als ihr gewichtetes Mittel: Ein Pfad vom Ursprung addiert jeden Wert mal sein Gewicht und endet bei der Ausgabe. Das Mittel von Softmax ist zum Vergleich markiert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>coordinate 1</source>
        <translation>Koordinate 1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>coordinate 2</source>
        <translation>Koordinate 2</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+62"/>
        <location line="+47"/>
        <source>values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="-99"/>
        <location line="+112"/>
        <source>softmax e^(q·k)</source>
        <translation>Softmax e^(q·k)</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>weighted average</source>
        <translation>gewichtetes Mittel</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>output, the weighted average</source>
        <translation>Ausgabe, das gewichtete Mittel</translation>
    </message>
</context>
<context>
    <name>WalkthroughPanel</name>
    <message>
        <location filename="../qml/walkthrough/WalkthroughPanel.qml" line="+63"/>
        <location line="+368"/>
        <source>Not yet.</source>
        <translation>Noch nicht.</translation>
    </message>
    <message>
        <location line="-367"/>
        <source>Correct.</source>
        <translation>Richtig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step %1 of %2: %3.</source>
        <translation>Schritt %1 von %2: %3.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Leave the lesson?</source>
        <translation>Lektion verlassen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside the lesson the derivation shows every number, the answers too. Your answers in “%1” are kept: choose the lesson again to resume where you left it.</source>
        <translation>Außerhalb der Lektion zeigt die Herleitung jede Zahl, auch die Antworten. Ihre Antworten in „%1“ bleiben erhalten: Wählen Sie die Lektion wieder, um dort fortzusetzen, wo Sie sie verlassen haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay in the lesson</source>
        <translation>In der Lektion bleiben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the answer?</source>
        <translation>Antwort zeigen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The answer and its explanation appear on the screen, for everyone to see.</source>
        <translation>Die Antwort und ihre Erklärung erscheinen auf dem Bildschirm, für alle sichtbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Jump to step</source>
        <translation>Zu Schritt springen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every step of the lesson, by title</source>
        <translation>Alle Schritte der Lektion, nach Titel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous step</source>
        <translation>Voriger Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous step (Left or Page Up)</source>
        <translation>Voriger Schritt (Pfeil links oder Bild auf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next step (Right or Page Down)</source>
        <translation>Nächster Schritt (Pfeil rechts oder Bild ab)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leave (Esc)</source>
        <translation>Verlassen (Esc)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window keeps the state of this step</source>
        <translation>Das Fenster behält den Zustand dieses Schritts</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Scroll the lesson&apos;s text</source>
        <translation>Durch den Text der Lektion blättern</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>References: %1</source>
        <translation>Literatur: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>your answer</source>
        <translation>Antwort eingeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check the answer</source>
        <translation>Antwort prüfen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+64"/>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+65"/>
        <source>Reveal the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
</context>
<context>
    <name>WeightHeatmapPanel</name>
    <message>
        <location filename="../qml/sequence/WeightHeatmapPanel.qml" line="+80"/>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row t holds token t&apos;s weights over tokens 0 to t; the selected token&apos;s row is selected</source>
        <translation>Zeile t enthält die Gewichte von Token t über die Token 0 bis t; die Zeile des gewählten Tokens ist ausgewählt</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>1 weight</source>
        <translation>1 Gewicht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>■ below 0 · ● above 1</source>
        <translation>■ unter 0 · ● über 1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Chunks: ▭ solid, computed directly · ⬚ dashed, through the state</source>
        <translation>Abschnitte: ▭ durchgezogen, direkt berechnet · ⬚ gestrichelt, über den Zustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chunks: blocks framed solid are computed directly; blocks framed dashed go through the state</source>
        <translation>Abschnitte: durchgezogen umrahmte Blöcke werden direkt berechnet, gestrichelt umrahmte laufen über den Zustand</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>▨ Unavailable row</source>
        <translation>▨ undefinierte Zeile</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <location filename="../app/export/WorksheetWriter.cpp" line="+68"/>
        <source>%1 (m = %2, seed %3)</source>
        <translation>%1 (m = %2, Seed %3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sequence</source>
        <translation>Sequenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>Feature map</source>
        <translation>Feature-Map</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+67"/>
        <source>Decay γ</source>
        <translation>Zerfall γ</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Chunk size C</source>
        <translation>Abschnittsgröße C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preset</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 keys</source>
        <translation>%1 von %2 Schlüsseln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Data: %1</source>
        <translation>Daten: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>query qₜ</source>
        <translation>Anfrage qₜ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>key kₜ</source>
        <translation>Schlüssel kₜ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>value vₜ</source>
        <translation>Wert vₜ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Data: %1, query q = %2</source>
        <translation>Daten: %1, Anfrage q = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+47"/>
        <source>i</source>
        <translation>i</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+47"/>
        <source>key kᵢ</source>
        <translation>Schlüssel kᵢ</translation>
    </message>
    <message>
        <location line="-47"/>
        <location line="+47"/>
        <source>value vᵢ</source>
        <translation>Wert vᵢ</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>delta rule, β = %1</source>
        <translation>Delta-Regel, β = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sum rule</source>
        <translation>Summenregel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DPFP-%1</source>
        <translation>DPFP-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feature map φ</source>
        <translation>Feature-Map φ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passes</source>
        <translation>Durchgänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Softmax τ</source>
        <translation>Softmax τ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 with orthogonal keys, d = %2, seed %3</source>
        <translation>%1 mit orthogonalen Schlüsseln, d = %2, Seed %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 random, d = %2, seed %3</source>
        <translation>%1 zufällig, d = %2, Seed %3</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1: the chart could not be drawn.</source>
        <translation>%1: Das Diagramm konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(accepted within ± %1)</source>
        <translation>(akzeptiert innerhalb ± %1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your answer:</source>
        <translation>Ihre Antwort:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Explanation:</source>
        <translation>Erklärung:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Working:</source>
        <translation>Nebenrechnung:</translation>
    </message>
    <message>
        <location line="+77"/>
        <location line="+89"/>
        <source>Answer key</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+89"/>
        <source>Worksheet</source>
        <translation>Arbeitsblatt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 · %2</source>
        <translation>Schritt %1 · %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>References</source>
        <translation>Literatur</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>%1: answer key</source>
        <translation>%1: Lösungen</translation>
    </message>
    <message>
        <location line="-292"/>
        <source>%1 of tokens 0–%2</source>
        <translation>%1 von den Token 0–%2</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Data: the memory&apos;s pairs</source>
        <translation>Daten: die Paare des Speichers</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>%1: worksheet</source>
        <translation>%1: Arbeitsblatt</translation>
    </message>
</context>
<context>
    <name>linattn::AnswersExport</name>
    <message>
        <location filename="../app/export/AnswersExport.cpp" line="+52"/>
        <source>No file was chosen.</source>
        <translation>Es wurde keine Datei gewählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+9"/>
        <source>%1: not written: open a lesson first; its answers are saved</source>
        <translation>%1: nicht geschrieben: Öffnen Sie zuerst eine Lektion; deren Antworten werden gespeichert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your answers were saved to %1 (for your teacher), but the page to print was not: %2: %3</source>
        <translation>Ihre Antworten wurden in %1 gespeichert (für die Lehrkraft), die Seite zum Drucken aber nicht: %2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your answers to “%1” were saved to %2 (for your teacher) and %3 (to print)</source>
        <translation>Ihre Antworten zu „%1“ wurden in %2 (für die Lehrkraft) und %3 (zum Drucken) gespeichert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save my answers</source>
        <translation>Meine Antworten speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/export/ClassReportExport.cpp" line="+99"/>
        <source>Answer records (*.json)</source>
        <translation>Antwortdateien (*.json)</translation>
    </message>
</context>
<context>
    <name>linattn::AttentionModel</name>
    <message>
        <location filename="../app/model/AttentionModel.cpp" line="+113"/>
        <location line="+94"/>
        <source>Unknown preset &apos;%1&apos;; the preset stays %2.</source>
        <translation>Unbekanntes Beispiel „%1“; es bleibt bei %2.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>No preset number %1; the preset stays %2.</source>
        <translation>Es gibt kein Beispiel Nummer %1; es bleibt bei %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose preset %1</source>
        <translation>Beispiel %1 wählen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+69"/>
        <source>Unknown feature map &apos;%1&apos;; the map stays %2.</source>
        <translation>Unbekannte Feature-Map „%1“; es bleibt bei %2.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>No feature map number %1; the map stays %2.</source>
        <translation>Es gibt keine Feature-Map Nummer %1; es bleibt bei %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>, ε = %1</source>
        <translation>, ε = %1</translation>
    </message>
    <message>
        <location line="+249"/>
        <source>Step table up to prefix %1</source>
        <translation>Schritttabelle bis Präfix %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step table as CSV…</source>
        <translation>Schritttabelle als CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step table as Markdown…</source>
        <translation>Schritttabelle als Markdown…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step table as LaTeX…</source>
        <translation>Schritttabelle als LaTeX…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step table as JSON…</source>
        <translation>Schritttabelle als JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step table as a Jupyter notebook…</source>
        <translation>Schritttabelle als Jupyter-Notebook…</translation>
    </message>
    <message>
        <location filename="../app/model/AttentionModel.h" line="+186"/>
        <source>Next prefix</source>
        <translation>Präfix weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous prefix</source>
        <translation>Präfix zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next preset</source>
        <translation>Beispiel weiter</translation>
    </message>
</context>
<context>
    <name>linattn::ChartData</name>
    <message>
        <location filename="../app/model/ChartData.cpp" line="+94"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>q = %1</source>
        <translation>q = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>included keys: %1</source>
        <translation>einbezogene Schlüssel: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not yet included: %1</source>
        <translation>noch nicht einbezogen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>φ(q) = %1</source>
        <translation>φ(q) = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>φ(k), included: %1</source>
        <translation>φ(k), einbezogen: %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>linear attention: %1</source>
        <translation>lineare Attention: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>linear attention: Unavailable, the denominator φ(q)·Z is 0</source>
        <translation>lineare Attention: undefiniert, der Nenner φ(q)·Z ist 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softmax: %1</source>
        <translation>Softmax: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+79"/>
        <location line="+24"/>
        <location line="+20"/>
        <location line="+114"/>
        <source>Unavailable</source>
        <translation>undefiniert</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>linear attention by prefix, %1</source>
        <translation>lineare Attention je Präfix, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>direct reference by prefix, %1</source>
        <translation>direkte Referenz je Präfix, %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softmax by prefix, %1</source>
        <translation>Softmax je Präfix, %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Unavailable: no prefix</source>
        <translation>undefiniert: bei keinem Präfix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable, the denominator φ(q)·Z is 0, at prefix %1</source>
        <translation>undefiniert, der Nenner φ(q)·Z ist 0, bei Präfix %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>current prefix %1: output %2</source>
        <translation>aktuelles Präfix %1: Ausgabe %2</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>coordinate %1 of %2: </source>
        <translation>Koordinate %1 von %2: </translation>
    </message>
    <message>
        <location line="+294"/>
        <source> (weight %1)</source>
        <translation> (Gewicht %1)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>values of keys 0 to %1: %2</source>
        <translation>Werte der Schlüssel 0 bis %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>output Unavailable: the denominator φ(q)·Z is 0, so there are no weights</source>
        <translation>Ausgabe undefiniert: der Nenner φ(q)·Z ist 0, also gibt es keine Gewichte</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>output %1, the weighted average of the values (Σⱼ wⱼvⱼ, drawn one term at a time from the origin)</source>
        <translation>Ausgabe %1, das gewichtete Mittel der Werte (Σⱼ wⱼvⱼ, Term für Term vom Ursprung aus gezeichnet)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>values of tokens 0 to %1: %2</source>
        <translation>Werte der Token 0 bis %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>output Unavailable: the denominator φ(qₜ)·Zₜ is 0, so there are no weights</source>
        <translation>Ausgabe undefiniert: der Nenner φ(qₜ)·Zₜ ist 0, also gibt es keine Gewichte</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>softmax&apos;s average %1</source>
        <translation>Mittel von Softmax %1</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>recurrent form by token, %1</source>
        <translation>rekurrente Form je Token, %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>parallel form: the recurrent form&apos;s values at every token (largest difference between the forms %1)</source>
        <translation>parallele Form: die Werte der rekurrenten Form bei jedem Token (größte Differenz zwischen den Formen %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>parallel form by token, %1</source>
        <translation>parallele Form je Token, %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>chunkwise form: the recurrent form&apos;s values at every token (largest difference between the forms %1)</source>
        <translation>abschnittsweise Form: die Werte der rekurrenten Form bei jedem Token (größte Differenz zwischen den Formen %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chunkwise form by token, %1</source>
        <translation>abschnittsweise Form je Token, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>softmax by token, %1</source>
        <translation>Softmax je Token, %1</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+140"/>
        <source>coordinate %1</source>
        <translation>Koordinate %1</translation>
    </message>
    <message>
        <location line="-135"/>
        <location line="+140"/>
        <source>coordinate 1</source>
        <translation>Koordinate 1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unavailable: no token</source>
        <translation>Undefiniert: kein Token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unavailable, the denominator φ(qₜ)·Zₜ is 0, at token %1</source>
        <translation>Undefiniert, der Nenner φ(qₜ)·Zₜ ist 0, bei Token %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>selected token %1: output %2</source>
        <translation>gewähltes Token %1: Ausgabe %2</translation>
    </message>
</context>
<context>
    <name>linattn::ClassReportExport</name>
    <message>
        <location filename="../app/export/ClassReportExport.cpp" line="-58"/>
        <source>No file was chosen.</source>
        <translation>Es wurde keine Datei gewählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not written: choose the answer records first</source>
        <translation>%1: nicht geschrieben: Wählen Sie zuerst die Antwortdateien</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: not written: %2</source>
        <translation>%1: nicht geschrieben: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(skipped: %1)</source>
        <translation>(übersprungen: %1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: not written: the PDF could not be made</source>
        <translation>%1: nicht geschrieben: Das PDF konnte nicht erstellt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The class report of %n record(s) of “%1” was saved to %2</source>
        <translation>
            <numerusform>Der Klassenbericht aus %n Antwortdatei zu „%1“ wurde in %2 gespeichert</numerusform>
            <numerusform>Der Klassenbericht aus %n Antwortdateien zu „%1“ wurde in %2 gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>skipped, as they could not be read: %1</source>
        <translation>übersprungen, weil unlesbar: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose the students&apos; answer records</source>
        <translation>Die Antwortdateien der Klasse wählen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save the class report</source>
        <translation>Den Klassenbericht speichern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
</context>
<context>
    <name>linattn::CoreTexts</name>
    <message>
        <location filename="../core/text/message.cpp" line="+24"/>
        <source>Unavailable</source>
        <extracomment>A value that does not exist: a ratio whose denominator is exactly 0 (a table cell, a result).</extracomment>
        <translation>undefiniert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1 entries)</source>
        <extracomment>Written after a shortened vector; %1 is how many numbers it has.</extracomment>
        <translation>(%1 Zahlen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1 features)</source>
        <extracomment>Written after FAVOR+&apos;s shortened rule; %1 is how many features it has.</extracomment>
        <translation>(%1 Merkmale)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>denominator φ(%1)·%2</source>
        <extracomment>%1 is a token&apos;s query (q₈, or q where every token shares it), %2 its Z (Z₈).</extracomment>
        <translation>Nenner φ(%1)·%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>numerator φ(%1)·%2</source>
        <extracomment>%1 is a token&apos;s query (q₈), %2 its S (S₈).</extracomment>
        <translation>Zähler φ(%1)·%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>output φ(%1)·%2 / φ(%1)·%3</source>
        <extracomment>%1 is a token&apos;s query (q₈), %2 its S (S₈), %3 its Z (Z₈).</extracomment>
        <translation>Ausgabe φ(%1)·%2 / φ(%1)·%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>output φ(%1)·%2 / (φ(%1)·%3 + ε)</source>
        <extracomment>%1 is a token&apos;s query (q₈), %2 its S (S₈), %3 its Z (Z₈); ε is a small number added to the denominator.</extracomment>
        <translation>Ausgabe φ(%1)·%2 / (φ(%1)·%3 + ε)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>why Unavailable</source>
        <translation>warum undefiniert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>what ε does</source>
        <extracomment>ε: a small number added to the denominator.</extracomment>
        <translation>was ε bewirkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>why no score may be negative</source>
        <translation>warum kein Score negativ sein darf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>check: direct form, without S or Z</source>
        <translation>Probe: direkte Form, ohne S und Z</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contrast: softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ), no 1/√d</source>
        <translation>Vergleich: Softmax Σ e^(q·kᵢ)vᵢ / Σ e^(q·kᵢ), ohne 1/√d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The denominator is exactly 0, and a ratio with denominator 0 has no value. %1</source>
        <extracomment>%1 is one of the sentences that say which of φ(q) and Z is zero.</extracomment>
        <translation>Der Nenner ist genau 0, und ein Quotient mit dem Nenner 0 hat keinen Wert. %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The denominator %1 is not 0, but so small next to the numerator %2 that their ratio is beyond the largest double: it has no finite value.</source>
        <extracomment>%1 and %2 are numbers.</extracomment>
        <translation>Der Nenner %1 ist nicht 0, aber neben dem Zähler %2 so klein, dass ihr Quotient größer als der größte Double-Wert ist: Er hat keinen endlichen Wert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>φ(q)·Z = %1 and ε = %2 cancel: φ(q)·Z + ε is exactly 0.</source>
        <extracomment>%1 and %2 are numbers; ε is a small number added to the denominator.</extracomment>
        <translation>φ(q)·Z = %1 und ε = %2 heben sich auf: φ(q)·Z + ε ist genau 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both %1 and %2 are zero: %3, and no coordinate of q or of the included keys is positive.</source>
        <extracomment>%1 is &quot;φ(q) = [0, 0]&quot;, %2 &quot;Z = [0, 0]&quot;, %3 the feature map&apos;s rule (&quot;ReLU maps x ≤ 0 to 0&quot;).</extracomment>
        <translation>Sowohl %1 als auch %2 sind null: %3, und keine Koordinate von q oder der einbezogenen Schlüssel ist positiv.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is zero because no coordinate of q is positive and %2, so φ(q)·Z = 0 although %3 is not.</source>
        <extracomment>%1 is &quot;φ(q) = [0, 0]&quot;, %2 the feature map&apos;s rule (&quot;ReLU maps x ≤ 0 to 0&quot;), %3 &quot;Z = [2, 1]&quot;.</extracomment>
        <translation>%1 ist null, weil keine Koordinate von q positiv ist (%2); daher ist φ(q)·Z = 0, obwohl %3 nicht null ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is zero because every included key has φ(k) = 0 (%2), so φ(q)·Z = 0 although %3 is not.</source>
        <extracomment>%1 is &quot;Z = [0, 0]&quot;, %2 the feature map&apos;s rule (&quot;ReLU maps x ≤ 0 to 0&quot;), %3 &quot;φ(q) = [1, 2]&quot;.</extracomment>
        <translation>%1 ist null, weil jeder einbezogene Schlüssel φ(k) = 0 hat (%2); daher ist φ(q)·Z = 0, obwohl %3 nicht null ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Neither %1 nor %2 is zero, but wherever one is positive the other is 0 (%3), so every product in φ(q)·Z is 0.</source>
        <extracomment>%1 is &quot;φ(q) = [1, 0]&quot;, %2 &quot;Z = [0, 2]&quot;, %3 the feature map&apos;s rule (&quot;ReLU maps x ≤ 0 to 0&quot;).</extracomment>
        <translation>Weder %1 noch %2 ist null, aber wo das eine positiv ist, ist das andere 0 (%3); daher ist jedes Produkt in φ(q)·Z gleich 0.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Neither %1 nor %2 is zero, and %3 gives no negative feature, but every product φⱼ(q)Zⱼ is below the smallest positive double and rounds to 0: positive features do not keep the denominator away from 0.</source>
        <extracomment>%1 is &quot;φ(q) = [1e-174, 1e-174]&quot;, %2 &quot;Z = [1e-174, 1e-174]&quot;, %3 the feature map&apos;s name.</extracomment>
        <translation>Weder %1 noch %2 ist null, und %3 liefert kein negatives Merkmal, aber jedes Produkt φⱼ(q)Zⱼ liegt unter dem kleinsten positiven Double-Wert und wird zu 0 gerundet: Positive Merkmale halten den Nenner nicht von 0 fern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 maps %2 to %3</source>
        <extracomment>A feature map&apos;s rule: %1 is its name (&quot;ReLU&quot;), %2 a condition (&quot;x ≤ 0&quot;), %3 the result (&quot;0&quot;).</extracomment>
        <translation>%1 bildet %2 auf %3 ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gave zero features</source>
        <extracomment>%1 is a feature map&apos;s name.</extracomment>
        <translation>%1 ergab nur Nullen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both %1 and %2 are zero: %3 maps x to x, q is zero and the included keys add up to zero.</source>
        <extracomment>%1 is &quot;φ(q) = [0, 0]&quot;, %2 &quot;Z = [0, 0]&quot;, %3 the feature map&apos;s name (&quot;Identity&quot;).</extracomment>
        <translation>Sowohl %1 als auch %2 sind null: %3 bildet x auf x ab, q ist null, und die einbezogenen Schlüssel ergeben zusammen null.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is zero because q is zero and %2 maps x to x, so φ(q)·Z = 0 although %3 is not.</source>
        <extracomment>%1 is &quot;φ(q) = [0, 0]&quot;, %2 the feature map&apos;s name (&quot;Identity&quot;), %3 &quot;Z = [2, 1]&quot;.</extracomment>
        <translation>%1 ist null, weil q null ist (%2 bildet x auf x ab); daher ist φ(q)·Z = 0, obwohl %3 nicht null ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is zero: %2 keeps negative coordinates, so the included keys&apos; features add up to zero, and φ(q)·Z = 0 although %3 is not.</source>
        <extracomment>%1 is &quot;Z = [0, 0]&quot;, %2 the feature map&apos;s name (&quot;Identity&quot;), %3 &quot;φ(q) = [1, 2]&quot;.</extracomment>
        <translation>%1 ist null: %2 behält negative Koordinaten, daher ergeben die Merkmale der einbezogenen Schlüssel zusammen null, und φ(q)·Z = 0, obwohl %3 nicht null ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Neither %1 nor %2 is zero, but the products in φ(q)·Z cancel: %3 keeps negative coordinates, so positive and negative terms add up to exactly 0. A non-negative φ gives 0 only when every product is 0.</source>
        <extracomment>%1 is &quot;φ(q) = [1, 2]&quot;, %2 &quot;Z = [2, -1]&quot;, %3 the feature map&apos;s name (&quot;Identity&quot;).</extracomment>
        <translation>Weder %1 noch %2 ist null, aber die Produkte in φ(q)·Z heben sich auf: %3 behält negative Koordinaten, daher ergeben positive und negative Terme zusammen genau 0. Ein nicht negatives φ ergibt 0 nur, wenn jedes Produkt 0 ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Both %1 and %2 are zero: every feature exp(wⱼ·x − ‖x‖²/2) / √m underflows to 0 when ‖x‖ is large. FAVOR+ features are positive in exact arithmetic but vanish in floating point for long vectors.</source>
        <extracomment>%1 is &quot;φ(q) = [0, 0]&quot;, %2 &quot;Z = [0, 0]&quot;.</extracomment>
        <translation>Sowohl %1 als auch %2 sind null: Jedes Merkmal exp(wⱼ·x − ‖x‖²/2) / √m unterläuft zu 0, wenn ‖x‖ groß ist. FAVOR+-Merkmale sind in exakter Arithmetik positiv, verschwinden aber bei Gleitkommazahlen für lange Vektoren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is zero: every feature exp(wⱼ·q − ‖q‖²/2) / √m underflows to 0, because ‖q‖²/2 = %2 is far larger than any wⱼ·q. FAVOR+ features are positive in exact arithmetic but vanish in floating point for long vectors, so φ(q)·Z = 0 although %3 is not.</source>
        <extracomment>%1 is &quot;φ(q) = [0, 0]&quot;, %2 a number, %3 &quot;Z = [2, 1]&quot;.</extracomment>
        <translation>%1 ist null: Jedes Merkmal exp(wⱼ·q − ‖q‖²/2) / √m unterläuft zu 0, weil ‖q‖²/2 = %2 weit größer als jedes wⱼ·q ist. FAVOR+-Merkmale sind in exakter Arithmetik positiv, verschwinden aber bei Gleitkommazahlen für lange Vektoren; daher ist φ(q)·Z = 0, obwohl %3 nicht null ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is zero: the features exp(wⱼ·k − ‖k‖²/2) / √m of every included key underflow to 0 (‖k‖ is large), so φ(q)·Z = 0 although %2 is not.</source>
        <extracomment>%1 is &quot;Z = [0, 0]&quot;, %2 &quot;φ(q) = [1, 2]&quot;.</extracomment>
        <translation>%1 ist null: Die Merkmale exp(wⱼ·k − ‖k‖²/2) / √m jedes einbezogenen Schlüssels unterlaufen zu 0 (‖k‖ ist groß); daher ist φ(q)·Z = 0, obwohl %2 nicht null ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Neither %1 nor %2 is zero, but every product φⱼ(q)Zⱼ underflows to 0: both factors are tiny, because FAVOR+ features shrink like e^(−‖x‖²/2).</source>
        <extracomment>%1 is &quot;φ(q) = [1, 0]&quot;, %2 &quot;Z = [0, 2]&quot;.</extracomment>
        <translation>Weder %1 noch %2 ist null, aber jedes Produkt φⱼ(q)Zⱼ unterläuft zu 0: Beide Faktoren sind winzig, weil FAVOR+-Merkmale wie e^(−‖x‖²/2) schrumpfen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>φ(q)·Z = %1 is negative: %2 is not non-negative, and every score %3 is ≤ 0. Divided by the negative denominator the weights happen to be ≥ 0 and sum to 1, but only because every sign agrees: one key on the other side would break it. A non-negative φ guarantees scores ≥ 0.</source>
        <extracomment>%1 is a number, %2 the feature map&apos;s name, %3 &quot;φ(q)·φ(kᵢ) = [-1, -2]&quot;.</extracomment>
        <translation>φ(q)·Z = %1 ist negativ: %2 kann negative Werte liefern, und jeder Score %3 ist ≤ 0. Geteilt durch den negativen Nenner sind die Gewichte zufällig ≥ 0 und ergeben zusammen 1, aber nur, weil alle Vorzeichen übereinstimmen: Ein Schlüssel auf der anderen Seite würde das zerstören. Ein nicht negatives φ garantiert Scores ≥ 0.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>φ(q)·Z = %1 is negative: %2 is not non-negative, so the scores %3 have both signs. Divided by the denominator they give weights that are not a probability distribution (some negative, others above 1), so the output is not an average of the values and can leave their range. A non-negative φ keeps every score ≥ 0, and the denominator positive or exactly 0.</source>
        <extracomment>%1 is a number, %2 the feature map&apos;s name, %3 &quot;φ(q)·φ(kᵢ) = [1, -2]&quot;.</extracomment>
        <translation>φ(q)·Z = %1 ist negativ: %2 kann negative Werte liefern, daher haben die Scores %3 beide Vorzeichen. Geteilt durch den Nenner ergeben sie Gewichte, die keine Wahrscheinlichkeitsverteilung sind (manche negativ, andere größer als 1), daher ist die Ausgabe kein Mittelwert der Werte und kann deren Bereich verlassen. Ein nicht negatives φ hält jeden Score ≥ 0 und den Nenner positiv oder genau 0.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The scores %1 have both signs: %2 is not non-negative. Divided by φ(q)·Z = %3 they give weights that are not a probability distribution (some are negative), so the output is not an average of the values and can leave their range. A non-negative φ keeps every score ≥ 0.</source>
        <extracomment>%1 is &quot;φ(q)·φ(kᵢ) = [1, -2]&quot;, %2 the feature map&apos;s name, %3 a number.</extracomment>
        <translation>Die Scores %1 haben beide Vorzeichen: %2 kann negative Werte liefern. Geteilt durch φ(q)·Z = %3 ergeben sie Gewichte, die keine Wahrscheinlichkeitsverteilung sind (manche sind negativ), daher ist die Ausgabe kein Mittelwert der Werte und kann deren Bereich verlassen. Ein nicht negatives φ hält jeden Score ≥ 0.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ε = %1 is added to the denominator, so the output reads %2 / (0 + %3) = %4 instead of Unavailable. ε hides the undefined case rather than fixing it: φ(q)·Z is still exactly 0, so no key has any weight, and %5 is the numerator divided by ε, not an average of the values.</source>
        <extracomment>%1 and %3 are ε, %2 the numerator, %4 and %5 the output.</extracomment>
        <translation>ε = %1 wird zum Nenner addiert, daher lautet die Ausgabe %2 / (0 + %3) = %4 statt undefiniert. ε verdeckt den undefinierten Fall, statt ihn zu beheben: φ(q)·Z ist weiterhin genau 0, also hat kein Schlüssel ein Gewicht, und %5 ist der Zähler geteilt durch ε, kein Mittelwert der Werte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ε = %1 is not negligible next to φ(q)·Z = %2: the output %3 / (%4 + %5) = %6 differs from %7 / %8 = %9. ε trades an undefined result for a wrong one when the denominator is tiny.</source>
        <extracomment>%1 and %5 are ε, %2 and %4 and %8 the denominator, %3 and %7 the numerator, %6 the output, %9 the output without ε (a number or Unavailable).</extracomment>
        <translation>ε = %1 ist neben φ(q)·Z = %2 nicht vernachlässigbar: Die Ausgabe %3 / (%4 + %5) = %6 weicht von %7 / %8 = %9 ab. Bei winzigem Nenner tauscht ε ein undefiniertes Ergebnis gegen ein falsches.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  |output − reference| = %2</source>
        <extracomment>%1 is the direct form with numbers, &quot;(2 × 1) / (2)&quot;; %2 a number.</extracomment>
        <translation>Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  |Ausgabe − Referenz| = %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  no difference: a side is Unavailable</source>
        <extracomment>%1 is the direct form with numbers, &quot;(2 × 1) / (2)&quot;.</extracomment>
        <translation>Σ(φ(q)·φ(kᵢ))vᵢ / Σ φ(q)·φ(kᵢ) = %1;  keine Differenz: eine Seite ist undefiniert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  |output − reference| = %2</source>
        <extracomment>%1 is the direct form with numbers, &quot;(2 × 1) / (2 + 0.001)&quot;; %2 a number.</extracomment>
        <translation>Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  |Ausgabe − Referenz| = %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  no difference: a side is Unavailable</source>
        <extracomment>%1 is the direct form with numbers, &quot;(2 × 1) / (2 + 0.001)&quot;.</extracomment>
        <translation>Σ(φ(q)·φ(kᵢ))vᵢ / (Σ φ(q)·φ(kᵢ) + ε) = %1;  keine Differenz: eine Seite ist undefiniert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores q·kᵢ = [%1], largest subtracted first</source>
        <extracomment>%1 is a list of numbers, &quot;0.5, 1&quot;.</extracomment>
        <translation>Scores q·kᵢ = [%1], der größte vorher abgezogen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>x + 1 for x &gt; 0 and eˣ for x ≤ 0: always positive, so the denominator is 0 only when its products φ(q)ᵢZᵢ are too small to store (for q = k = [−400, −400], say).</source>
        <translation>x + 1 für x &gt; 0 und eˣ für x ≤ 0: immer positiv, daher ist der Nenner nur dann 0, wenn seine Produkte φ(q)ᵢZᵢ zu klein zum Speichern sind (etwa für q = k = [−400, −400]).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>max(0, x): every non-positive coordinate becomes 0, so whole vectors can vanish.</source>
        <translation>max(0, x): Jede nicht positive Koordinate wird 0, daher können ganze Vektoren verschwinden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Identity</source>
        <extracomment>The name of the feature map φ(x) = x.</extracomment>
        <translation>Identität</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>φ(x) = x: not non-negative, so a score φ(q)·φ(k) = q·k can be negative and the denominator negative or exactly 0 — the weights are then no probability distribution. The counterexample that shows why no score may be negative.</source>
        <translation>φ(x) = x: kann negativ werden, daher kann ein Score φ(q)·φ(k) = q·k negativ sein und der Nenner negativ oder genau 0 – die Gewichte sind dann keine Wahrscheinlichkeitsverteilung. Das Gegenbeispiel, das zeigt, warum kein Score negativ sein darf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>log(1 + eˣ), a smooth ReLU: always positive, so the denominator is 0 only when its products φ(q)ᵢZᵢ are too small to store (for q = k = [−400, −400], say). Computed as x + log(1 + e⁻ˣ) for x &gt; 0, so that large x does not overflow.</source>
        <translation>log(1 + eˣ), eine glatte ReLU: immer positiv, daher ist der Nenner nur dann 0, wenn seine Produkte φ(q)ᵢZᵢ zu klein zum Speichern sind (etwa für q = k = [−400, −400]). Für x &gt; 0 als x + log(1 + e⁻ˣ) berechnet, damit großes x nicht überläuft.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>m = %1, seed = %2, orthogonal</source>
        <extracomment>FAVOR+&apos;s settings: %1 features, %2 the seed of its random rows.</extracomment>
        <translation>m = %1, Seed = %2, orthogonal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>m = %1, seed = %2, independent</source>
        <extracomment>FAVOR+&apos;s settings: %1 features, %2 the seed of its random rows (drawn independently).</extracomment>
        <translation>m = %1, Seed = %2, unabhängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FAVOR+ random features</source>
        <extracomment>The name of a feature map (Performer&apos;s FAVOR+).</extracomment>
        <translation>FAVOR+-Zufallsmerkmale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exp(w·x − ‖x‖²/2) / √m with m random Gaussian rows w: positive features whose dot product estimates the softmax kernel e^(q·k), better as m grows. Large inputs make them underflow to 0.</source>
        <translation>exp(w·x − ‖x‖²/2) / √m mit m zufälligen gaußschen Zeilen w: positive Merkmale, deren Skalarprodukt den Softmax-Kern e^(q·k) schätzt, umso besser, je größer m ist. Große Eingaben lassen sie zu 0 unterlaufen.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>expected a value of %1 to %2 numbers, got %3 numbers</source>
        <extracomment>A value is a number or an array of %1 to %2 numbers; %3 is how many the array had.</extracomment>
        <translation>erwartet einen Wert aus %1 bis %2 Zahlen, erhalten %3 Zahlen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 queries for %2 keys</source>
        <extracomment>%1 is how many queries a sequence has, %2 how many keys.</extracomment>
        <translation>%1 Anfragen für %2 Schlüssel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is outside (%2, %3]</source>
        <extracomment>%1 is the refused number, (%2, %3] the allowed range: above %2, up to and including %3.</extracomment>
        <translation>%1 liegt außerhalb von (%2, %3]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a number in (%1, %2], got &quot;%3&quot;</source>
        <extracomment>(%1, %2] is the allowed range (above %1, up to and including %2); %3 is what was typed.</extracomment>
        <translation>Zahl in (%1, %2] erwartet, aber „%3“ erhalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>parallel form: row %1 of the masked matrix, without S or Z</source>
        <extracomment>%1 is the token t: its row of the masked N×N matrix.</extracomment>
        <translation>parallele Form: Zeile %1 der maskierten Matrix, ohne S und Z</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>chunkwise form: the state before token %1, then direct sums over tokens %1…%2</source>
        <extracomment>%1 is the first token of t&apos;s chunk, %2 the token t.</extracomment>
        <translation>abschnittsweise Form: der Zustand vor Token %1, dann direkte Summen über die Token %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>largest difference between the three forms</source>
        <translation>größte Abweichung zwischen den drei Formen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max(|recurrent − parallel|, |recurrent − chunkwise|, |parallel − chunkwise|)</source>
        <translation>max(|rekurrent − parallel|, |rekurrent − abschnittsweise|, |parallel − abschnittsweise|)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Linear attention, step by step: %1</source>
        <extracomment>A notebook&apos;s heading; %1 is the title of the data (a preset&apos;s title).</extracomment>
        <translation>Lineare Attention Schritt für Schritt: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This notebook recomputes with numpy what Linear Attention Reassociation shows for “%1” with the feature map %2, prefixes 1…%3, and then checks every number against the values the app exported into it. Run every cell from the top (in Jupyter: Run All; or jupyter nbconvert --to notebook --execute on the file): the last cell fails, naming each number, if any differs.</source>
        <extracomment>%1 is the title of the data, %2 the feature map with its settings, %3 the last prefix.</extracomment>
        <translation>Dieses Notebook rechnet mit numpy nach, was Linear Attention Reassociation für „%1“ mit der Feature-Map %2 für die Präfixe 1…%3 zeigt, und vergleicht dann jede Zahl mit den Werten, die die App hineingeschrieben hat. Führen Sie alle Zellen von oben aus (in Jupyter: Run All; oder jupyter nbconvert --to notebook --execute mit der Datei): Die letzte Zelle schlägt fehl und nennt jede Zahl, die abweicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Linear attention over a sequence: %1</source>
        <extracomment>A notebook&apos;s heading; %1 is the title of the sequence.</extracomment>
        <translation>Lineare Attention über eine Sequenz: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This notebook recomputes with numpy the sequence view of Linear Attention Reassociation for “%1”: every token t attends to itself and the tokens before it, with the feature map %2, decay γ = %3 and chunk size C = %4. It computes the output three ways that must agree, and softmax, and then checks every number against the values the app exported into it. Run every cell from the top (in Jupyter: Run All; or jupyter nbconvert --to notebook --execute on the file): the last cell fails, naming each number, if any differs.</source>
        <extracomment>%1 is the title of the sequence, %2 the feature map with its settings, %3 the decay γ, %4 the chunk size C.</extracomment>
        <translation>Dieses Notebook rechnet mit numpy die Sequenzansicht von Linear Attention Reassociation für „%1“ nach: Jedes Token t achtet auf sich selbst und die Tokens davor, mit der Feature-Map %2, dem Zerfall γ = %3 und der Abschnittsgröße C = %4. Es berechnet die Ausgabe auf drei Wegen, die übereinstimmen müssen, und Softmax, und vergleicht dann jede Zahl mit den Werten, die die App hineingeschrieben hat. Führen Sie alle Zellen von oben aus (in Jupyter: Run All; oder jupyter nbconvert --to notebook --execute mit der Datei): Die letzte Zelle schlägt fehl und nennt jede Zahl, die abweicht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First the tools. Every number is a float64, as in the app; dot products are added term by term from the first, as the app adds them, and a division follows the app&apos;s rule: a denominator of exactly 0 gives Unavailable (None here), never NaN.</source>
        <translation>Zuerst die Werkzeuge. Jede Zahl ist ein float64, wie in der App; Skalarprodukte werden Term für Term vom ersten an addiert, wie die App sie addiert, und eine Division folgt der Regel der App: Ein Nenner von genau 0 ergibt undefiniert (hier None), nie NaN.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The data and the settings</source>
        <translation>Die Daten und die Einstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The query q, the keys kᵢ and their values vᵢ up to the prefix, as the app had them, and ε, which is added to every denominator (0: off, exact).</source>
        <translation>Die Anfrage q, die Schlüssel kᵢ und ihre Werte vᵢ bis zum Präfix, wie die App sie hatte, und ε, das zu jedem Nenner addiert wird (0: aus, exakt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Token t&apos;s query qₜ, key kₜ and value vₜ, as the app had them, the decay γ, the chunk size C, and ε, which is added to every denominator (0: off, exact).</source>
        <translation>Anfrage qₜ, Schlüssel kₜ und Wert vₜ des Tokens t, wie die App sie hatte, der Zerfall γ, die Abschnittsgröße C und ε, das zu jedem Nenner addiert wird (0: aus, exakt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The feature map φ</source>
        <translation>Die Feature-Map φ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 The code below computes φ from this definition.</source>
        <extracomment>%1 is the feature map&apos;s name, %2 the sentence that describes it.</extracomment>
        <translation>%1: %2 Der Code unten berechnet φ nach dieser Definition.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FAVOR+ draws its m random rows wⱼ with the app&apos;s own generator (%1), which numpy does not reproduce bit for bit. The app&apos;s rows are therefore written into the notebook as data, and φⱼ(x) = exp(wⱼ·x − ‖x‖²/2) / √m is computed from them by the same formula as in the app.</source>
        <extracomment>%1 is FAVOR+&apos;s settings (&quot;m = 64, seed = 1, orthogonal&quot;).</extracomment>
        <translation>FAVOR+ zieht seine m Zufallszeilen wⱼ mit dem eigenen Generator der App (%1), den numpy nicht bitgenau nachbildet. Die Zeilen der App stehen deshalb als Daten im Notebook, und φⱼ(x) = exp(wⱼ·x − ‖x‖²/2) / √m wird daraus mit derselben Formel wie in der App berechnet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The running sums S and Z</source>
        <translation>Die laufenden Summen S und Z</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Because matrix products are associative, Σᵢ (φ(q)·φ(kᵢ)) vᵢ = φ(q)·Σᵢ φ(kᵢ) vᵢ: attention needs only two running sums, Sₜ = Sₜ₋₁ + φ(kₜ) vₜ and Zₜ = Zₜ₋₁ + φ(kₜ), whose size does not grow with the prefix.</source>
        <translation>Weil Matrixprodukte assoziativ sind, gilt Σᵢ (φ(q)·φ(kᵢ)) vᵢ = φ(q)·Σᵢ φ(kᵢ) vᵢ: Attention braucht nur zwei laufende Summen, Sₜ = Sₜ₋₁ + φ(kₜ) vₜ und Zₜ = Zₜ₋₁ + φ(kₜ), deren Größe mit dem Präfix nicht wächst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With the keys k₀…kₜ (prefix t + 1) the output is φ(q)·Sₜ / φ(q)·Zₜ (with ε &gt; 0: φ(q)·Sₜ / (φ(q)·Zₜ + ε)). Where the denominator is exactly 0 the output is Unavailable.</source>
        <translation>Mit den Schlüsseln k₀…kₜ (Präfix t + 1) ist die Ausgabe φ(q)·Sₜ / φ(q)·Zₜ (mit ε &gt; 0: φ(q)·Sₜ / (φ(q)·Zₜ + ε)). Wo der Nenner genau 0 ist, ist die Ausgabe undefiniert.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Linear attention&apos;s weights of token t are row t of the masked matrix, γ^(t−j) φ(qₜ)·φ(kⱼ) for j ≤ t, divided by the row&apos;s sum (plus ε); there are none where that sum is 0. The block that passes through the state is rows C…2C−1 against columns 0…C−1 (none when one chunk holds every token). Its numerical rank counts the singular values above 1e-10 of the largest, for linear attention and for softmax&apos;s e^(qᵢ·kⱼ) with each row divided by its largest entry, which leaves the rank as it is.</source>
        <translation>Die Gewichte von Token t bei linearer Attention sind Zeile t der maskierten Matrix, γ^(t−j) φ(qₜ)·φ(kⱼ) für j ≤ t, geteilt durch die Summe der Zeile (plus ε); wo diese Summe 0 ist, gibt es keine. Der Block, der durch den Zustand geht, sind die Zeilen C…2C−1 gegen die Spalten 0…C−1 (keiner, wenn ein Abschnitt alle Token enthält). Sein numerischer Rang zählt die Singulärwerte über dem 1e-10-Fachen des größten, für lineare Attention und für e^(qᵢ·kⱼ) von Softmax, jede Zeile durch ihren größten Eintrag geteilt, was den Rang nicht ändert.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>rows %1–%2 × columns 0–%3:  ranks %4</source>
        <extracomment>Printed by the sequence notebook: %1–%2 are the block&apos;s rows, 0–%3 its columns (tokens are numbered from 0), %4 the two ranks (linear, softmax).</extracomment>
        <translation>Zeilen %1–%2 × Spalten 0–%3:  Ränge %4</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Numerator, denominator and output</source>
        <translation>Zähler, Nenner und Ausgabe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The direct form, without S or Z</source>
        <translation>Die direkte Form, ohne S oder Z</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The direct form Σᵢ(φ(q)·φ(kᵢ))vᵢ / Σᵢ φ(q)·φ(kᵢ) works out every score φ(q)·φ(kᵢ) and adds them up again at every prefix, without S or Z. Reassociation changes only the order of the arithmetic, so it must agree with the output up to rounding: |output − reference| is tiny.</source>
        <translation>Die direkte Form Σᵢ(φ(q)·φ(kᵢ))vᵢ / Σᵢ φ(q)·φ(kᵢ) berechnet jeden Score φ(q)·φ(kᵢ) und summiert sie bei jedem Präfix neu, ohne S oder Z. Die Umklammerung ändert nur die Reihenfolge der Rechnung, daher muss sie bis auf Rundung mit der Ausgabe übereinstimmen: |Ausgabe − Referenz| ist winzig.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Softmax, for contrast</source>
        <translation>Softmax, zum Vergleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Softmax attention Σᵢ e^(q·kᵢ)vᵢ / Σᵢ e^(q·kᵢ) over the same keys, computed stably: the largest score is subtracted before eˣ, so nothing overflows. Its weights are never 0, and it has no running sums of a fixed size.</source>
        <translation>Softmax-Attention Σᵢ e^(q·kᵢ)vᵢ / Σᵢ e^(q·kᵢ) über dieselben Schlüssel, stabil berechnet: Der größte Score wird vor eˣ abgezogen, daher läuft nichts über. Ihre Gewichte sind nie 0, und sie hat keine laufenden Summen fester Größe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The recurrent form</source>
        <translation>Die rekurrente Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sₜ = γSₜ₋₁ + φ(kₜ)vₜ and Zₜ = γZₜ₋₁ + φ(kₜ), output φ(qₜ)·Sₜ / φ(qₜ)·Zₜ: an RNN whose state keeps the same number of values at every token. Where the denominator is exactly 0 the output is Unavailable.</source>
        <translation>Sₜ = γSₜ₋₁ + φ(kₜ)vₜ und Zₜ = γZₜ₋₁ + φ(kₜ), Ausgabe φ(qₜ)·Sₜ / φ(qₜ)·Zₜ: ein RNN, dessen Zustand bei jedem Token gleich viele Werte hält. Wo der Nenner genau 0 ist, ist die Ausgabe undefiniert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The parallel form</source>
        <translation>Die parallele Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The masked matrix Aₜⱼ = γ^(t−j) φ(qₜ)·φ(kⱼ) for j ≤ t (0 above the diagonal), output Σⱼ Aₜⱼvⱼ / Σⱼ Aₜⱼ: every row at once, without S or Z.</source>
        <translation>Die maskierte Matrix Aₜⱼ = γ^(t−j) φ(qₜ)·φ(kⱼ) für j ≤ t (0 oberhalb der Diagonale), Ausgabe Σⱼ Aₜⱼvⱼ / Σⱼ Aₜⱼ: alle Zeilen auf einmal, ohne S oder Z.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chunkwise form</source>
        <translation>Die abschnittsweise Form</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chunks of C tokens: the state is carried from one chunk boundary to the next, and inside a chunk the sums are direct: (γ^(t−s+1) φ(qₜ)·S_before + Σ(s≤j≤t) γ^(t−j)(φ(qₜ)·φ(kⱼ))vⱼ) / (the same with Z and without vⱼ), s the chunk&apos;s first token.</source>
        <translation>Abschnitte von C Tokens: Der Zustand wird von einer Abschnittsgrenze zur nächsten weitergegeben, und innerhalb eines Abschnitts sind die Summen direkt: (γ^(t−s+1) φ(qₜ)·S_before + Σ(s≤j≤t) γ^(t−j)(φ(qₜ)·φ(kⱼ))vⱼ) / (dasselbe mit Z und ohne vⱼ), s das erste Token des Abschnitts.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Causal softmax Σⱼ≤ₜ e^(qₜ·kⱼ)vⱼ / Σⱼ≤ₜ e^(qₜ·kⱼ), the largest score subtracted first, for contrast: its weights are never 0.</source>
        <translation>Kausales Softmax Σⱼ≤ₜ e^(qₜ·kⱼ)vⱼ / Σⱼ≤ₜ e^(qₜ·kⱼ), der größte Score zuerst abgezogen, zum Vergleich: Seine Gewichte sind nie 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weights, and the ranks of a block</source>
        <translation>Gewichte und die Ränge eines Blocks</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Three forms, one output</source>
        <translation>Drei Formen, eine Ausgabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The three forms differ only in the order of the arithmetic, so they must agree up to rounding, and Unavailable at the same tokens: %1 is tiny.</source>
        <extracomment>%1 is the formula max(|recurrent − parallel|, …).</extracomment>
        <translation>Die drei Formen unterscheiden sich nur in der Reihenfolge der Rechnung, daher müssen sie bis auf Rundung übereinstimmen und bei denselben Tokens undefiniert sein: %1 ist winzig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the app computed</source>
        <translation>Was die App berechnet hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The app&apos;s numbers for the same data and settings, as it exported them (shortest round-trip decimals, None where Unavailable).</source>
        <translation>Die Zahlen der App für dieselben Daten und Einstellungen, wie sie sie exportiert hat (kürzeste exakt rücklesbare Dezimalzahlen, None wo undefiniert).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checking every number</source>
        <translation>Jede Zahl prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every number computed above is compared with the app&apos;s. Two float64 computations of the same number agree only up to rounding: exp and log may differ in the last bit from one library to another, and where terms of both signs cancel, the rounding errors of the terms remain. A number therefore passes when it differs from the app&apos;s by at most 1e-9 of itself plus 1e-12 of the size of the terms it is made of (plus 2.2e-308, the smallest normal float64, for numbers that small). There is no fixed absolute tolerance, so a denominator of 1e-300 is checked as closely as one of 1. Unavailable must be Unavailable on both sides. Each difference is printed, and the cell fails if there is any.</source>
        <translation>Jede oben berechnete Zahl wird mit der der App verglichen. Zwei float64-Rechnungen derselben Zahl stimmen nur bis auf Rundung überein: exp und log können sich von Bibliothek zu Bibliothek im letzten Bit unterscheiden, und wo sich Terme beider Vorzeichen aufheben, bleiben die Rundungsfehler der Terme. Eine Zahl gilt daher als gleich, wenn sie von der der App um höchstens 1e-9 ihrer selbst plus 1e-12 der Größe der Terme abweicht, aus denen sie besteht (plus 2,2e-308, das kleinste normale float64, für so kleine Zahlen). Es gibt keine feste absolute Toleranz, daher wird ein Nenner von 1e-300 so genau geprüft wie einer von 1. Undefiniert muss auf beiden Seiten undefiniert sein. Jede Abweichung wird ausgegeben, und die Zelle schlägt fehl, wenn es eine gibt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>output</source>
        <extracomment>The word the notebook prints before each output: &quot;t = 0: output = 1&quot;.</extracomment>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference</source>
        <extracomment>The word the notebook prints before the direct form&apos;s value: &quot;reference = 1&quot;.</extracomment>
        <translation>Referenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weights</source>
        <extracomment>The word the sequence notebook prints before a row of weights: &quot;t = 2: weights = […]&quot;.</extracomment>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Linear attention as a memory: %1</source>
        <extracomment>The title of the memory notebook; %1 is the memory&apos;s rule as a formula.</extracomment>
        <translation>Lineare Attention als Speicher: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This notebook recomputes with numpy what Linear Attention Reassociation&apos;s memory lab shows: %1 pairs written into the state S by the rule %2 (β = %3, γ = %4, %5 passes) with the unit features f = φ(k)/‖φ(k)‖ of %6, each read back as r = Sᵀf, beside softmax over every pair (τ = %7); then it checks every read-out, error and recall against the values the app exported into it. Run every cell from the top.</source>
        <extracomment>%1 N, %2 the rule, %3 β, %4 γ, %5 passes, %6 the feature map, %7 τ.</extracomment>
        <translation>Dieses Notebook rechnet mit numpy nach, was das Speicherlabor von Linear Attention Reassociation zeigt: %1 Paare, mit der Regel %2 (β = %3, γ = %4, %5 Durchläufe) und den Merkmalen der Länge 1, f = φ(k)/‖φ(k)‖, von %6 in den Zustand S geschrieben und jeweils als r = Sᵀf wieder ausgelesen, daneben Softmax über jedes Paar (τ = %7); dann vergleicht es jede Auslesung, jeden Fehler und jedes Wiederfinden mit den Werten, die die App hineinexportiert hat. Führen Sie alle Zellen von oben aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Writing and reading the memory</source>
        <translation>Den Speicher schreiben und lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S starts at zero, m × d_v. Each write decays S by γ and adds f wᵀ: w = v for the sum rule, w = β(v − γSᵀf) for the delta rule, which first takes out what S already returns for the key. A key whose features are all 0 is neither written nor read (Unavailable). A pair is recalled when its own value is strictly the nearest to its read-out among the stored values that differ from it. Softmax reads every stored pair: r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ.</source>
        <translation>S beginnt bei null, m × d_v. Jeder Schreibschritt lässt S um γ zerfallen und addiert f wᵀ: w = v bei der Summenregel, w = β(v − γSᵀf) bei der Delta-Regel, die zuerst herausnimmt, was S für den Schlüssel schon liefert. Ein Schlüssel, dessen Merkmale alle 0 sind, wird weder geschrieben noch gelesen (undefiniert). Ein Paar gilt als wiedergefunden, wenn sein eigener Wert unter den gespeicherten, von ihm verschiedenen Werten seiner Auslesung strikt am nächsten liegt. Softmax liest jedes gespeicherte Paar: r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>All %1 numbers agree with the app.</source>
        <extracomment>Printed by the notebook; %1 is how many numbers were compared.</extracomment>
        <translation>Alle %1 Zahlen stimmen mit der App überein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 numbers differ from the app&apos;s.</source>
        <extracomment>Printed by the notebook when its check fails; %1 is how many numbers differ.</extracomment>
        <translation>%1 Zahlen weichen von denen der App ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the notebook has %2, the app %3</source>
        <extracomment>Printed by the notebook: %1 names the number (&quot;t = 2: output&quot;), %2 and %3 are numbers or Unavailable.</extracomment>
        <translation>%1: Das Notebook hat %2, die App %3</translation>
    </message>
    <message>
        <location filename="../app/i18n/CoreTexts.cpp" line="+18"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed&apos;s worked example as its first key, then keys of mixed signs and values: with ELU+1 every new key moves the output, with ReLU the wholly negative k₄ adds nothing.</source>
        <translation>Das durchgerechnete Beispiel als erster Schlüssel, dann Schlüssel mit gemischten Vorzeichen und Werten: Mit ELU+1 verschiebt jeder neue Schlüssel die Ausgabe, mit ReLU trägt der ganz negative k₄ nichts bei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All negative</source>
        <translation>Alles negativ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every coordinate of the query and the keys is negative: ReLU maps them all to zero and the output is Unavailable at every prefix, while ELU+1 stays defined.</source>
        <translation>Jede Koordinate der Anfrage und der Schlüssel ist negativ: ReLU bildet alle auf null ab, und die Ausgabe ist bei jedem Präfix undefiniert, während ELU+1 definiert bleibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Negative query</source>
        <translation>Negative Anfrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The query is negative and the keys positive: ReLU zeroes φ(q), so the denominator is 0 even though Z is not.</source>
        <translation>Die Anfrage ist negativ, die Schlüssel sind positiv: ReLU macht φ(q) zu null, daher ist der Nenner 0, obwohl Z es nicht ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partly negative</source>
        <translation>Teilweise negativ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some keys are negative in every coordinate: ReLU gives them weight 0, while softmax still gives them a share. Under ReLU the output only exists once a positive key arrives.</source>
        <translation>Einige Schlüssel sind in jeder Koordinate negativ: ReLU gibt ihnen das Gewicht 0, Softmax dagegen noch einen Anteil. Unter ReLU gibt es die Ausgabe erst, sobald ein positiver Schlüssel hinzukommt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Single key</source>
        <translation>Ein Schlüssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One key with value 1: whatever the feature map, attention over a single item must return exactly 1.</source>
        <translation>Ein Schlüssel mit dem Wert 1: Bei jeder Feature-Map muss Attention über ein einziges Element genau 1 ergeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large scores</source>
        <translation>Große Scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores q·k above 710, where a naive e^x overflows a double: softmax stays right only because the largest score is subtracted first.</source>
        <translation>Scores q·k über 710, wo ein naives e^x den Wertebereich eines Double überschreitet: Softmax bleibt nur richtig, weil der größte Score vorher abgezogen wird.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiny denominator</source>
        <translation>Winziger Nenner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With ReLU the denominator is positive but only about 1e-300: defined yet fragile, unlike a denominator that is exactly zero.</source>
        <translation>Mit ReLU ist der Nenner positiv, aber nur etwa 1e-300: definiert, aber fragil – anders als ein Nenner, der genau null ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Value arrows</source>
        <translation>Wertpfeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The seed&apos;s query and first key, with values that are arrows in the plane (east, north, west, south): S = Σ φ(kᵢ)vᵢᵀ is a matrix with one column per coordinate, and with a non-negative feature map the output, a weighted average of the arrows, stays inside the diamond they span; softmax&apos;s too, with other weights.</source>
        <translation>Die Anfrage und der erste Schlüssel des durchgerechneten Beispiels, mit Werten, die Pfeile in der Ebene sind (Osten, Norden, Westen, Süden): S = Σ φ(kᵢ)vᵢᵀ ist eine Matrix mit einer Spalte je Koordinate, und mit einer nicht negativen Feature-Map bleibt die Ausgabe, ein gewichtetes Mittel der Pfeile, in der Raute, die sie aufspannen; die von Softmax ebenso, mit anderen Gewichten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>General sequence</source>
        <translation>Allgemeine Folge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight tokens of mixed signs, each with a query of its own; the first is the seed&apos;s worked example, so with ELU+1 its output is exactly 1.</source>
        <translation>Acht Tokens mit gemischten Vorzeichen, jedes mit einer eigenen Anfrage; das erste ist das durchgerechnete Beispiel, daher ist seine Ausgabe mit ELU+1 genau 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ReLU gaps</source>
        <translation>ReLU-Lücken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The queries of tokens 1, 3 and 5 are negative in every coordinate: ReLU zeroes their φ(q), so their outputs are Unavailable while the tokens between stay defined.</source>
        <translation>Die Anfragen der Tokens 1, 3 und 5 sind in jeder Koordinate negativ: ReLU macht ihr φ(q) zu null, daher sind ihre Ausgaben undefiniert, während die Tokens dazwischen definiert bleiben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>64 tokens; the first key carries the value 8, and the queries of tokens 15, 31, 47 and 63 look for it: with γ = 1 it still counts at the end, with a decay below 1 it is forgotten.</source>
        <translation>64 Tokens; der erste Schlüssel trägt den Wert 8, und die Anfragen der Tokens 15, 31, 47 und 63 suchen ihn: Mit γ = 1 zählt er noch am Ende, mit einem Zerfall unter 1 wird er vergessen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Six tokens whose values are arrows in the plane (two coordinates each): every output is the weighted average of the arrows so far, as the value plane draws it. The first token is the seed&apos;s worked example with v₀ = [1, 0], so its output is [1, 0].</source>
        <translation>Sechs Token, deren Werte Pfeile in der Ebene sind (je zwei Koordinaten): jede Ausgabe ist das gewichtete Mittel der bisherigen Pfeile, wie die Werte-Ebene es zeichnet. Das erste Token ist das durchgerechnete Beispiel der Vorlage mit v₀ = [1, 0], also ist seine Ausgabe [1, 0].</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Sharp softmax</source>
        <translation>Scharfes Softmax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each query points at one earlier key, with scores up to 16: softmax attends almost one-hot, while linear attention&apos;s weights stay spread over the keys and cannot follow.</source>
        <translation>Jede Anfrage zeigt auf einen früheren Schlüssel, mit Scores bis 16: Softmax achtet fast nur auf ihn (nahezu one-hot), während die Gewichte der linearen Attention über die Schlüssel verteilt bleiben und nicht folgen können.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Long sequence</source>
        <translation>Lange Folge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <location filename="../core/text/message.cpp" line="-262"/>
        <source>row %1, column %2</source>
        <extracomment>Where a refused edit was: a row and a column of the data editor.</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a number, got &quot;%1&quot;</source>
        <extracomment>%1 is what was typed.</extracomment>
        <translation>Zahl erwartet, aber „%1“ erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a number, got nothing</source>
        <translation>Zahl erwartet, aber nichts erhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is too large or too close to 0 to be represented (limit 1e6 in magnitude)</source>
        <extracomment>%1 is what was typed.</extracomment>
        <translation>%1 ist zu groß oder zu nahe an 0, um dargestellt zu werden (Grenze: Betrag 1e6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no such cell</source>
        <translation>diese Zelle gibt es nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there is no such key</source>
        <translation>diesen Schlüssel gibt es nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected %1 numbers, got %2</source>
        <translation>%1 Zahlen erwartet, aber %2 erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>already %1 keys, the most the app works with</source>
        <translation>schon %1 Schlüssel, mehr verarbeitet das Programm nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last key cannot be removed: attention needs at least one</source>
        <translation>der letzte Schlüssel kann nicht entfernt werden: Attention braucht mindestens einen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a finite number, got NaN</source>
        <translation>endliche Zahl erwartet, aber NaN erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a finite number, got infinity</source>
        <translation>endliche Zahl erwartet, aber unendlich erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected a finite number, got -infinity</source>
        <translation>endliche Zahl erwartet, aber minus unendlich erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is above the limit of 1e6 in magnitude</source>
        <translation>der Betrag von %1 liegt über der Grenze 1e6</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at least 1 number, got 0</source>
        <translation>mindestens 1 Zahl erwartet, aber 0 erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected 1 to %1 keys, got %2</source>
        <translation>1 bis %1 Schlüssel erwartet, aber %2 erhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected %1 numbers (one per key), got %2</source>
        <translation>%1 Zahlen erwartet (eine je Schlüssel), aber %2 erhalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is outside %2…%3</source>
        <extracomment>%1 is the refused number, %2…%3 the allowed range.</extracomment>
        <translation>%1 liegt außerhalb von %2…%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a whole number from %1 to %2, got &quot;%3&quot;</source>
        <extracomment>%3 is what was typed.</extracomment>
        <translation>ganze Zahl von %1 bis %2 erwartet, aber „%3“ erhalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a number from %1 to %2, got &quot;%3&quot;</source>
        <extracomment>%3 is what was typed.</extracomment>
        <translation>Zahl von %1 bis %2 erwartet, aber „%3“ erhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected on or off, got &quot;%1&quot;</source>
        <extracomment>%1 is what was typed.</extracomment>
        <translation>„on“ oder „off“ erwartet, aber „%1“ erhalten</translation>
    </message>
</context>
<context>
    <name>linattn::DataEditor</name>
    <message>
        <location filename="../app/model/DataEditor.cpp" line="+64"/>
        <source>%1, edited</source>
        <translation>%1, bearbeitet</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>There is no cell at row %1, column %2.</source>
        <translation>Es gibt keine Zelle in Zeile %1, Spalte %2.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no point %1 to move on the plane.</source>
        <translation>Es gibt keinen Punkt %1, der sich in der Ebene verschieben ließe.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Add key %1</source>
        <translation>Schlüssel %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no key %1.</source>
        <translation>Es gibt keinen Schlüssel %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove key %1</source>
        <translation>Schlüssel %1 entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset to preset %1</source>
        <translation>Auf Beispiel %1 zurücksetzen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Own data</source>
        <translation>Eigene Daten</translation>
    </message>
</context>
<context>
    <name>linattn::DataFiles</name>
    <message>
        <location filename="../app/model/DataFiles.cpp" line="+73"/>
        <source>There is no model to load %1 into.</source>
        <translation>Es gibt kein Modell, in das %1 geladen werden könnte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not open %1. The data stays as it was.</source>
        <translation>%1 konnte nicht geöffnet werden. Die Daten bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no data to save to %1.</source>
        <translation>Es gibt keine Daten, die in %1 gespeichert werden könnten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not save %1: %2. Nothing was written.</source>
        <translation>%1 konnte nicht gespeichert werden: %2. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>linattn::DataTableModel</name>
    <message>
        <location filename="../app/model/DataTableModel.cpp" line="+103"/>
        <source>value v</source>
        <translation>Wert v</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>v, coord. %1</source>
        <translation>v, Koord. %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coord. %1</source>
        <translation>Koord. %1</translation>
    </message>
</context>
<context>
    <name>linattn::DerivationModel</name>
    <message>
        <location filename="../app/model/DerivationModel.cpp" line="+116"/>
        <source>so</source>
        <translation>also</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: ?</source>
        <translation>%1: ?</translation>
    </message>
</context>
<context>
    <name>linattn::ExportController</name>
    <message>
        <location filename="../app/export/ExportController.cpp" line="+254"/>
        <source>No file was chosen.</source>
        <translation>Es wurde keine Datei gewählt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot write: only files on this computer can be written</source>
        <translation>%1: kann nicht geschrieben werden: Nur Dateien auf diesem Computer lassen sich schreiben</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+26"/>
        <location line="+109"/>
        <location line="+74"/>
        <source>%1: not written: another export is still running</source>
        <translation>%1: nicht geschrieben: Ein anderer Export läuft noch</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>%1: not written: unknown table format &apos;%2&apos; (csv, json, markdown or latex)</source>
        <translation>%1: nicht geschrieben: unbekanntes Tabellenformat „%2“ (csv, json, markdown oder latex)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: not written: there is no step table to export</source>
        <translation>%1: nicht geschrieben: Es gibt keine Schritttabelle zum Exportieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <location line="+211"/>
        <location line="+103"/>
        <location line="+17"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-317"/>
        <source>The step table was not copied: there is no step table.</source>
        <translation>Die Schritttabelle wurde nicht kopiert: Es gibt keine Schritttabelle.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The step table was not copied: there is no clipboard.</source>
        <translation>Die Schritttabelle wurde nicht kopiert: Es gibt keine Zwischenablage.</translation>
    </message>
    <message>
        <location line="-284"/>
        <location filename="../app/export/WorksheetWriter.cpp" line="-336"/>
        <source>The query/key plane</source>
        <translation>Anfrage-Schlüssel-Ebene</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/export/WorksheetWriter.cpp" line="+2"/>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/export/WorksheetWriter.cpp" line="+2"/>
        <source>Output against the prefix</source>
        <translation>Ausgabe je Präfix</translation>
    </message>
    <message>
        <location line="+352"/>
        <source>%1: not written: unknown page size &apos;%2&apos; (a4 or letter)</source>
        <translation>%1: nicht geschrieben: unbekanntes Papierformat „%2“ (a4 oder letter)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: not written: there is nothing to put in the handout</source>
        <translation>%1: nicht geschrieben: Es gibt nichts für das Handout</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1: not written: the scale must be 1, 2 or 3, not %2</source>
        <translation>%1: nicht geschrieben: Der Maßstab muss 1, 2 oder 3 sein, nicht %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1: not written: the chart “%2” is not on screen</source>
        <translation>%1: nicht geschrieben: Das Diagramm „%2“ ist nicht auf dem Bildschirm</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>%1 saved as %2: %3</source>
        <translation>%1 als %2 gespeichert: %3</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 saved as a Jupyter notebook: %2</source>
        <translation>%1 als Jupyter-Notebook gespeichert: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 copied as tab-separated text: paste it into a spreadsheet.</source>
        <translation>%1 als Text mit Tabulatoren kopiert: zum Einfügen in eine Tabellenkalkulation.</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>%1: not written: the chart could not be drawn</source>
        <translation>%1: nicht geschrieben: Das Diagramm konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 saved as a %2 × %3 PNG to %4</source>
        <translation>%1 als PNG mit %2 × %3 Pixeln in %4 gespeichert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Handout (%1) saved to %2</source>
        <translation>Handout (%1) in %2 gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Nothing was exported: unknown kind of export &apos;%1&apos;</source>
        <translation>Nichts exportiert: unbekannte Exportart „%1“</translation>
    </message>
    <message>
        <location line="-674"/>
        <source>Save the step table as CSV</source>
        <translation>Schritttabelle als CSV speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the step table as JSON</source>
        <translation>Schritttabelle als JSON speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the step table as Markdown</source>
        <translation>Schritttabelle als Markdown speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the step table as LaTeX</source>
        <translation>Schritttabelle als LaTeX speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as a Jupyter notebook</source>
        <translation>Als Jupyter-Notebook speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jupyter notebooks (*.ipynb)</source>
        <translation>Jupyter-Notebooks (*.ipynb)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the PDF handout (A4)</source>
        <translation>PDF-Handout (A4) speichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the PDF handout (US Letter)</source>
        <translation>PDF-Handout (US Letter) speichern</translation>
    </message>
    <message>
        <location line="+33"/>
        <location filename="../app/export/WorksheetWriter.cpp" line="+2"/>
        <source>Weight matrices of the sequence</source>
        <translation>Gewichtsmatrizen der Sequenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/export/WorksheetWriter.cpp" line="+2"/>
        <source>Output against token</source>
        <translation>Ausgabe je Token</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+9"/>
        <source>Values and their weighted average</source>
        <translation>Werte und ihr gewichtetes Mittel</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Save the memory lab&apos;s handout (A4)</source>
        <translation>Handout des Speicherlabors speichern (A4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the memory lab&apos;s handout (US Letter)</source>
        <translation>Handout des Speicherlabors speichern (US Letter)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Query/key plane as SVG or PNG</source>
        <translation>Anfrage-Schlüssel-Ebene als SVG oder PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attention weights as SVG or PNG</source>
        <translation>Aufmerksamkeitsgewichte als SVG oder PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output against the prefix as SVG or PNG</source>
        <translation>Ausgabe je Präfix als SVG oder PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Values and their weighted average as SVG or PNG</source>
        <translation>Werte und ihr gewichtetes Mittel als SVG oder PNG</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Weight matrices as SVG or PNG</source>
        <translation>Gewichtsmatrizen als SVG oder PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output against token as SVG or PNG</source>
        <translation>Ausgabe je Token als SVG oder PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The memory&apos;s keys</source>
        <translation>Die Schlüssel des Speichers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The memory&apos;s values and read-outs</source>
        <translation>Die Werte und Auslesungen des Speichers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mean error against the number of pairs</source>
        <translation>Mittlerer Fehler über der Zahl der Paare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Share recalled against the number of pairs</source>
        <translation>Wiedergefundener Anteil über der Zahl der Paare</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>SVG vector graphics (*.svg)</source>
        <translation>SVG-Vektorgrafiken (*.svg)</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>Nothing was copied</source>
        <translation>Nichts wurde kopiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1: not written</source>
        <translation>%1: nicht geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the lesson&apos;s open question keeps part of the step table hidden; answer it or reveal the answer first</source>
        <translation>%1: Die offene Frage der Lektion hält einen Teil der Schritttabelle verborgen; beantworten Sie sie oder lösen Sie sie zuerst auf</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: not written: there is nothing to export</source>
        <translation>%1: nicht geschrieben: Es gibt nichts zu exportieren</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+211"/>
        <source>%1: not written: %2</source>
        <translation>%1: nicht geschrieben: %2</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>%1: not written: there is no memory to put in the handout</source>
        <translation>%1: nicht geschrieben: Es gibt keinen Speicher für das Handout</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: not written: unknown chart &apos;%2&apos; (%3)</source>
        <translation>%1: nicht geschrieben: unbekanntes Diagramm &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 saved as SVG (%2 × %3) to %4</source>
        <translation>%1 als SVG (%2 × %3) gespeichert unter %4</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Save “%1” as SVG</source>
        <translation>„%1“ als SVG speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save “%1” as a PNG (%2×)</source>
        <translation>„%1“ als PNG speichern (%2×)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../app/export/AnswersExport.cpp" line="+1"/>
        <location filename="../app/export/ClassReportExport.cpp" line="-10"/>
        <location filename="../app/export/ExportController.cpp" line="+5"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="+182"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/export/ExportController.cpp" line="-689"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Markdown files (*.md)</source>
        <translation>Markdown-Dateien (*.md)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LaTeX files (*.tex)</source>
        <translation>LaTeX-Dateien (*.tex)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+4"/>
        <location line="+4"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="-1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>linattn::FeatureMapOptions</name>
    <message>
        <location filename="../app/model/FeatureMapOptions.cpp" line="+58"/>
        <source>%1; the settings stay as they were.</source>
        <translation>%1; die Einstellungen bleiben unverändert.</translation>
    </message>
</context>
<context>
    <name>linattn::GenerationRunner</name>
    <message>
        <location filename="../app/labs/GenerationRunner.cpp" line="+54"/>
        <source>tokens: %1 is outside 16…65536</source>
        <translation>Tokens: %1 liegt außerhalb von 16…65536</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>N: %1 is outside 0…65536</source>
        <translation>N: %1 liegt außerhalb von 0…65536</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1 image</source>
        <translation>%1-Bild</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 tokens/s with (d). (e) takes %2 as long, (f) %3.</source>
        <translation>%1 Tokens/s mit (d). (e) braucht %2 so lange, (f) %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The paper (%1, whole models on a GPU): %2 and %3.</source>
        <translation>Der Artikel (%1, ganze Modelle auf einer GPU): %2 und %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partly extrapolated.</source>
        <translation>Teilweise hochgerechnet.</translation>
    </message>
</context>
<context>
    <name>linattn::KeyNames</name>
    <message>
        <location filename="../app/desktop/KeyNames.cpp" line="+26"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>linattn::LabRunner</name>
    <message>
        <location filename="../app/labs/LabRunner.cpp" line="+112"/>
        <location line="+43"/>
        <source>The lab has no attention model to work on.</source>
        <translation>Das Labor hat kein Attention-Modell, mit dem es arbeiten kann.</translation>
    </message>
</context>
<context>
    <name>linattn::MeasurementRunner</name>
    <message>
        <location filename="../app/labs/MeasurementRunner.cpp" line="+14"/>
        <source>slope —</source>
        <translation>Steigung —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slope %1</source>
        <translation>Steigung %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>d: %1 is outside 1…256</source>
        <translation>d: %1 liegt außerhalb von 1…256</translation>
    </message>
</context>
<context>
    <name>linattn::MemoryLabModel</name>
    <message>
        <location filename="../app/labs/MemoryLabModel.cpp" line="+72"/>
        <source>Save the memory as CSV</source>
        <translation>Den Speicher als CSV speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the memory as JSON</source>
        <translation>Den Speicher als JSON speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the memory as a Jupyter notebook</source>
        <translation>Den Speicher als Jupyter-Notebook speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jupyter notebooks (*.ipynb)</source>
        <translation>Jupyter-Notebooks (*.ipynb)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>S ← γS + βf(v − γSᵀf)ᵀ, f = φ(k)/‖φ(k)‖</source>
        <translation>S ← γS + βf(v − γSᵀf)ᵀ, f = φ(k)/‖φ(k)‖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S ← γS + f vᵀ, f = φ(k)/‖φ(k)‖</source>
        <translation>S ← γS + f vᵀ, f = φ(k)/‖φ(k)‖</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: “%2” is not a number</source>
        <translation>%1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Rule: &apos;%1&apos; is neither sum nor delta</source>
        <translation>Regel: „%1“ ist weder sum noch delta</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>β: %1 is outside (0, 1]</source>
        <translation>β: %1 liegt außerhalb von (0, 1]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>γ: %1 is outside (0, 1]</source>
        <translation>γ: %1 liegt außerhalb von (0, 1]</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Passes: %1 is outside 1…%2</source>
        <translation>Durchläufe: %1 liegt außerhalb von 1…%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>τ: %1 is outside 1e-100…1e100</source>
        <translation>τ: %1 liegt außerhalb von 1e-100…1e100</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Feature map: unknown map &apos;%1&apos;</source>
        <translation>Feature-Map: unbekannte Map „%1“</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>DPFP-%1 (2·d·%1 features)</source>
        <translation>DPFP-%1 (2·d·%1 Merkmale)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pairs: %1 is outside 1…%2</source>
        <translation>Paare: %1 liegt außerhalb von 1…%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pairs: orthogonal keys of %1 coordinates make at most %1 pairs</source>
        <translation>Paare: Orthogonale Schlüssel mit %1 Koordinaten ergeben höchstens %1 Paare</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>d: %1 is outside 1…%2</source>
        <translation>d: %1 liegt außerhalb von 1…%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>d: own pairs keep their %1 coordinates; turn Own pairs off to change d</source>
        <translation>d: Eigene Paare behalten ihre %1 Koordinaten; schalten Sie „Eigene Paare“ aus, um d zu ändern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>d: %1 pairs of orthogonal keys need at least %1 coordinates</source>
        <translation>d: %1 Paare orthogonaler Schlüssel brauchen mindestens %1 Koordinaten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Orthogonal keys: own pairs are placed by hand; turn Own pairs off first</source>
        <translation>Orthogonale Schlüssel: Eigene Paare werden von Hand gesetzt; schalten Sie zuerst „Eigene Paare“ aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Orthogonal keys: %1 pairs need at least %1 coordinates (d = %2)</source>
        <translation>Orthogonale Schlüssel: %1 Paare brauchen mindestens %1 Koordinaten (d = %2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Seed: %1 is below 0</source>
        <translation>Seed: %1 ist kleiner als 0</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Own pairs: %1 pairs cannot have orthogonal keys of %2 coordinates; take fewer pairs first</source>
        <translation>Eigene Paare: %1 Paare können keine orthogonalen Schlüssel mit %2 Koordinaten haben; nehmen Sie zuerst weniger Paare</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: the position is not a number</source>
        <translation>%1: Die Position ist keine Zahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a value of length 0 has no relative error; it stays where it was</source>
        <translation>%1: Ein Wert der Länge 0 hat keinen relativen Fehler; er bleibt, wo er war</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The pairs are the ones placed by hand or opened from a file (Own pairs).</source>
        <translation>Die Paare sind die von Hand gesetzten oder aus einer Datei geöffneten („Eigene Paare“).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys and values are random numbers (standard normal) from the seed; with Orthogonal keys the keys are made orthonormal.</source>
        <translation>Schlüssel und Werte sind Zufallszahlen (standardnormalverteilt) aus dem Seed; mit „Orthogonale Schlüssel“ werden die Schlüssel orthonormal gemacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A key is written and read with its features made unit length, f = φ(k)/‖φ(k)‖; a key whose features are all 0 can be neither (Unavailable). A pair counts as recalled when its own value is the nearest to the read-out. Softmax reads every stored pair, r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ, with a cache that grows with N; S stays m × d_v.</source>
        <translation>Ein Schlüssel wird mit auf Länge 1 gebrachten Merkmalen geschrieben und gelesen, f = φ(k)/‖φ(k)‖; ein Schlüssel, dessen Merkmale alle 0 sind, kann weder geschrieben noch gelesen werden (undefiniert). Ein Paar gilt als wiedergefunden, wenn sein eigener Wert der Auslesung am nächsten liegt. Softmax liest jedes gespeicherte Paar, r = Σⱼ softmaxⱼ(k·kⱼ/τ) vⱼ, mit einem Cache, der mit N wächst; S bleibt m × d_v.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+16"/>
        <source>%1: not opened: %2</source>
        <translation>%1: nicht geöffnet: %2</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1: not opened: %2 pairs, the lab takes at most %3</source>
        <translation>%1: nicht geöffnet: %2 Paare, das Labor nimmt höchstens %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 pairs of %2 coordinates opened from %3</source>
        <translation>%1 Paare mit %2 Koordinaten aus %3 geöffnet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no file was chosen</source>
        <translation>keine Datei gewählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 pairs saved to %2</source>
        <translation>Die %1 Paare in %2 gespeichert</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>read-out %1, error %2, %3</source>
        <translation>Auslesung %1, Fehler %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>recalled</source>
        <translation>wiedergefunden</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>not recalled</source>
        <translation>nicht wiedergefunden</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>read-out Unavailable: its features are all 0</source>
        <translation>Auslesung undefiniert: Seine Merkmale sind alle 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pair %1: key %2, value %3, %4; softmax: error %5, %6</source>
        <translation>Paar %1: Schlüssel %2, Wert %3, %4; Softmax: Fehler %5, %6</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Pair %1: key %2, value %3; its read-outs are hidden until the question is answered</source>
        <translation>Paar %1: Schlüssel %2, Wert %3; seine Auslesungen sind verborgen, bis die Frage beantwortet ist</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+8"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No pair could be written: every key&apos;s features are 0.</source>
        <translation>Kein Paar konnte geschrieben werden: Die Merkmale jedes Schlüssels sind 0.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S after the last of %1 writes (the writes one by one are kept for up to %2 numbers, N · passes · m · d_v)</source>
        <translation>S nach dem letzten von %1 Schreibschritten (die einzelnen Schritte werden nur bis zu %2 Zahlen aufbewahrt, N · Durchläufe · m · d_v)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S after write %1 of %2, pair %3</source>
        <translation>S nach Schreibschritt %1 von %2, Paar %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>What each write changes is hidden until the question is answered.</source>
        <translation>Was jedes Schreiben ändert, ist verborgen, bis die Frage beantwortet ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>k%1 = %2, v%1 = %3</source>
        <translation>k%1 = %2, v%1 = %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>f = φ(k%1)/‖φ(k%1)‖ = %2</source>
        <translation>f = φ(k%1)/‖φ(k%1)‖ = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what S returns for k%1 before the write: γSᵀf = %2</source>
        <translation>was S vor dem Schreiben für k%1 liefert: γSᵀf = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>written: w = β(v%1 − γSᵀf) = %2, what S still lacked of v%1</source>
        <translation>geschrieben: w = β(v%1 − γSᵀf) = %2, was S von v%1 noch fehlte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>written: w = v%1 = %2, whatever S held already</source>
        <translation>geschrieben: w = v%1 = %2, gleich, was S schon enthielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S ← γS + f wᵀ</source>
        <translation>S ← γS + f wᵀ</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The read-outs are hidden until the question is answered.</source>
        <translation>Die Auslesungen sind verborgen, bis die Frage beantwortet ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>‖r − %1‖ = %2; every stored value equals %1: recalled</source>
        <translation>‖r − %1‖ = %2; jeder gespeicherte Wert ist gleich %1: wiedergefunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>‖r − %1‖ = %2 &lt; ‖r − %3‖ = %4, the nearest other value: recalled</source>
        <translation>‖r − %1‖ = %2 &lt; ‖r − %3‖ = %4, der nächste andere Wert: wiedergefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>‖r − %1‖ = %2, but ‖r − %3‖ = %4 is not farther: not recalled</source>
        <translation>‖r − %1‖ = %2, aber ‖r − %3‖ = %4 ist nicht größer: nicht wiedergefunden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s features are all 0: nothing was written with it, and nothing can be read (Unavailable)</source>
        <translation>Die Merkmale von %1 sind alle 0: Mit ihm wurde nichts geschrieben, und nichts kann gelesen werden (undefiniert)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>r = Sᵀf for %1 = %2</source>
        <translation>r = Sᵀf für %1 = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>error ‖r − %1‖ / ‖%1‖ = %2</source>
        <translation>Fehler ‖r − %1‖ / ‖%1‖ = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>softmax over every pair: r = %1, error %2</source>
        <translation>Softmax über jedes Paar: r = %1, Fehler %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>S: %1</source>
        <translation>S: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>S, m × d_v = %1 × %2, the same size whatever the number of pairs</source>
        <translation>S, m × d_v = %1 × %2, gleich groß bei jeder Zahl von Paaren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (its first %2 rows and columns shown)</source>
        <translation>%1 (die ersten %2 Zeilen und Spalten gezeigt)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>mean error ? · ? of %1 pairs recalled (hidden until the question is answered)</source>
        <translation>mittlerer Fehler ? · ? von %1 Paaren wiedergefunden (verborgen, bis die Frage beantwortet ist)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+12"/>
        <source>%1 of %2 pairs recalled</source>
        <translation>%1 von %2 Paaren wiedergefunden</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>no pair can be read: every key&apos;s features are 0 · %1</source>
        <translation>kein Paar lesbar: Die Merkmale jedes Schlüssels sind 0 · %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>mean error %1 · %2</source>
        <translation>mittlerer Fehler %1 · %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>mean error ? · ? of %1 pairs recalled</source>
        <translation>mittlerer Fehler ? · ? von %1 Paaren wiedergefunden</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>delta rule, β = %1</source>
        <translation>Delta-Regel, β = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sum rule</source>
        <translation>Summenregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1 pairs placed by hand</source>
        <translation>N = %1 von Hand gesetzte Paare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N = %1 pairs with orthogonal keys (seed %2)</source>
        <translation>N = %1 Paare mit orthogonalen Schlüsseln (Seed %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1 random pairs (seed %2)</source>
        <translation>N = %1 zufällige Paare (Seed %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, γ = %2, passes over the pairs: %3; feature map %4, softmax τ = %5; %6, d = %7</source>
        <translation>%1, γ = %2, Durchläufe über die Paare: %3; Feature-Map %4, Softmax τ = %5; %6, d = %7</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing was saved: the results are hidden until the question is answered</source>
        <translation>Nichts wurde gespeichert: Die Ergebnisse sind verborgen, bis die Frage beantwortet ist</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing was exported: unknown format &apos;%1&apos; (csv, json or ipynb)</source>
        <translation>Nichts exportiert: unbekanntes Format „%1“ (csv, json oder ipynb)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was exported: no file was chosen</source>
        <translation>Nichts exportiert: Es wurde keine Datei gewählt</translation>
    </message>
    <message>
        <location line="-346"/>
        <location line="+359"/>
        <source>%1: not written: %2</source>
        <translation>%1: nicht geschrieben: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory&apos;s %1 pairs saved as %2 to %3</source>
        <translation>Die %1 Paare des Speichers als %2 in %3 gespeichert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Jupyter notebook</source>
        <translation>Jupyter-Notebook</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The capacity curves are hidden until the question is answered.</source>
        <translation>Die Kapazitätskurven sind verborgen, bis die Frage beantwortet ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N random pairs of d = %1 coordinates, N from 1 to %2, each written by both rules with the settings on the left and read back; the memory has m = %3 features, S %3 × %1 numbers.</source>
        <translation>N zufällige Paare mit d = %1 Koordinaten, N von 1 bis %2, jeweils mit beiden Regeln und den Einstellungen links geschrieben und wieder ausgelesen; der Speicher hat m = %3 Merkmale, S %3 × %1 Zahlen.</translation>
    </message>
</context>
<context>
    <name>linattn::ScalingRunner</name>
    <message>
        <location filename="../app/labs/ScalingRunner.cpp" line="+49"/>
        <source>max N: %1 is outside 64…65536</source>
        <translation>max. N: %1 liegt außerhalb von 64…65536</translation>
    </message>
</context>
<context>
    <name>linattn::SequenceModel</name>
    <message>
        <location filename="../app/model/SequenceModel.cpp" line="+84"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+273"/>
        <source>One chunk (C = N): every weight is computed directly, no block goes through the state.</source>
        <translation>Ein Abschnitt (C = N): jedes Gewicht wird direkt berechnet, kein Block geht über den Zustand.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 · %2 · γ = %3 · C = %4</source>
        <translation>%1 · %2 · γ = %3 · C = %4</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>A block through the state (rows %1 × columns %2; every full block below the diagonal has this size): rank %3 for linear attention (at most m = %4), %5 for softmax.</source>
        <translation>Ein Block über den Zustand (Zeilen %1 × Spalten %2; jeder volle Block unter der Diagonale hat diese Größe): Rang %3 bei linearer Attention (höchstens m = %4), %5 bei Softmax.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Memory at token %1: the recurrent state keeps %2 numbers (S, m × d_v = %3 × %5, and Z, m = %3) at every token; a KV cache keeps every key and value so far, %4 numbers.</source>
        <translation>Speicher bei Token %1: der rekurrente Zustand hält bei jedem Token %2 Zahlen (S, m × d_v = %3 × %5, und Z, m = %3); ein KV-Cache hält jeden Schlüssel und Wert bis hierher, %4 Zahlen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory at token %1: the recurrent state keeps %2 numbers (S and Z, m = %3 features each) at every token; a KV cache keeps every key and value so far, %4 numbers.</source>
        <translation>Speicher bei Token %1: der rekurrente Zustand hält bei jedem Token %2 Zahlen (S und Z, je m = %3 Merkmale); ein KV-Cache hält jeden Schlüssel und Wert bis hierher, %4 Zahlen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Linear attention, row %1: Unavailable (the denominator is 0)</source>
        <translation>Lineare Attention, Zeile %1: undefiniert (der Nenner ist 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear attention, row %1: %2</source>
        <translation>Lineare Attention, Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Softmax, row %1: %2</source>
        <translation>Softmax, Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Every token of the sequence (%1 tokens)</source>
        <translation>Jedes Token der Sequenz (%1 Token)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every token as CSV…</source>
        <translation>Jedes Token als CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every token as Markdown…</source>
        <translation>Jedes Token als Markdown…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every token as LaTeX…</source>
        <translation>Jedes Token als LaTeX…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every token as JSON…</source>
        <translation>Jedes Token als JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every token as a Jupyter notebook…</source>
        <translation>Jedes Token als Jupyter-Notebook…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing was copied: in the sequence view, save the tokens as CSV (Export menu) for a spreadsheet.</source>
        <translation>Nichts kopiert: In der Sequenzansicht speichern Sie die Token für eine Tabellenkalkulation als CSV (Menü Export).</translation>
    </message>
    <message>
        <location filename="../app/model/SequenceModel.h" line="+157"/>
        <source>Next token</source>
        <translation>Token weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous token</source>
        <translation>Token zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next sequence</source>
        <translation>Sequenz weiter</translation>
    </message>
</context>
<context>
    <name>linattn::StepTableModel</name>
    <message>
        <location filename="../app/model/StepTableModel.cpp" line="+89"/>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>|difference|</source>
        <translation>|Differenz|</translation>
    </message>
</context>
<context>
    <name>linattn::WalkthroughModel</name>
    <message>
        <location filename="../app/walkthrough/WalkthroughModel.cpp" line="+207"/>
        <source>left for you to work out</source>
        <translation>selbst auszurechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hidden until the question is answered</source>
        <translation>verborgen, bis die Frage beantwortet ist</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 (cited in full on the worksheet)</source>
        <translation>%1 (vollständig zitiert auf dem Arbeitsblatt)</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>No lesson &apos;%1&apos;.</source>
        <translation>Keine Lektion „%1“.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 The lesson as it was read before is shown.</source>
        <translation>%1 Die Lektion wird so gezeigt, wie sie zuvor gelesen wurde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+490"/>
        <source>The lesson file could not be read again:</source>
        <translation>Die Lektionsdatei konnte nicht erneut gelesen werden:</translation>
    </message>
    <message>
        <location line="-430"/>
        <source>You left &quot;%1&quot; at step %2, with %3 of its %4 questions answered or revealed. Resume there, with your answers, or start it over from step 1?</source>
        <translation>Sie haben „%1“ bei Schritt %2 verlassen; %3 der %4 Fragen sind beantwortet oder aufgedeckt. Dort mit Ihren Antworten fortsetzen oder die Lektion bei Schritt 1 neu beginnen?</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Your own data &quot;%1&quot; is kept: after the lesson, Edit → Undo (Ctrl+Z) brings it back.</source>
        <translation>Ihre eigenen Daten „%1“ bleiben erhalten: Nach der Lektion holt Bearbeiten → Rückgängig (Strg+Z) sie zurück.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Back to %1</source>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The lesson could not be opened:</source>
        <translation>Die Lektion konnte nicht geöffnet werden:</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&apos;%1&apos; is not a number. Type digits, e.g. 2.5 or 1/8.</source>
        <translation>„%1“ ist keine Zahl. Ziffern eingeben, z. B. 2,5 oder 1/8.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>“%1” is not the %2 yet: work it out from the lines above.</source>
        <translation>„%1“ stimmt noch nicht für %2: aus den Zeilen darüber ausrechnen.</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>%1 The lesson stays as it was.</source>
        <translation>%1 Die Lektion bleibt, wie sie war.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Shown once the question is answered.</source>
        <translation>Erscheint, sobald die Frage beantwortet ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown once the lines above are filled in.</source>
        <translation>Erscheint, sobald die Zeilen darüber ausgefüllt sind.</translation>
    </message>
</context>
<context>
    <name>linattn::WindowLauncher</name>
    <message>
        <location filename="../app/window/WindowLauncher.cpp" line="+131"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The last session could not be restored (%1). The window starts from the defaults.</source>
        <translation>Die letzte Sitzung konnte nicht wiederhergestellt werden (%1). Das Fenster beginnt mit den Standardwerten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Part of the last session could not be restored: %1 The rest is as it was left.</source>
        <translation>Ein Teil der letzten Sitzung konnte nicht wiederhergestellt werden: %1 Alles andere ist wie beim Schließen.</translation>
    </message>
</context>
<context>
    <name>linattn::WorksheetExport</name>
    <message>
        <location filename="../app/export/WorksheetExport.cpp" line="+43"/>
        <source>the lesson &apos;%1&apos; is not known</source>
        <translation>die Lektion &apos;%1&apos; ist unbekannt</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="-92"/>
        <source>No file was chosen.</source>
        <translation>Es wurde keine Datei gewählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="+3"/>
        <source>%1: not written: a worksheet is still being made</source>
        <translation>%1: nicht geschrieben: Ein Arbeitsblatt wird noch erstellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="+6"/>
        <source>%1: not written: open a lesson first; its worksheet is printed</source>
        <translation>%1: nicht geschrieben: Öffnen Sie zuerst eine Lektion; deren Arbeitsblatt wird gedruckt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not written: %2</source>
        <translation>%1: nicht geschrieben: %2</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="+52"/>
        <source>Answer key of “%1” saved to %2</source>
        <translation>Lösungen zu „%1“ gespeichert unter %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/export/WorksheetPrinter.cpp" line="+3"/>
        <source>Worksheet of “%1” saved to %2</source>
        <translation>Arbeitsblatt zu „%1“ gespeichert unter %2</translation>
    </message>
    <message>
        <location filename="../app/export/WorksheetPrinter.cpp" line="+22"/>
        <source>Save the answer key as PDF</source>
        <translation>Lösungen als PDF speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the worksheet as PDF</source>
        <translation>Arbeitsblatt als PDF speichern</translation>
    </message>
</context>
<context>
    <name>linattn::WorksheetPrinter</name>
    <message>
        <location line="-16"/>
        <source>%1: not written: the worksheet could not be made</source>
        <translation>%1: nicht geschrieben: Das Arbeitsblatt konnte nicht erstellt werden</translation>
    </message>
</context>
</TS>
