## Partijanalyse: de computer loopt elke stelling van een uitgespeelde partij na, beoordeelt elke
## zet op de winstkansen die hij weggaf en toont de betere zet als die er was.

review-heading = Partijanalyse
# De analyse loopt: één stelling tegelijk.
review-progress = Stelling { $done } van { $total } nalopen…
review-stop = Stoppen
# Hoe diep de analyse keek, eronder vermeld.
review-budget = De computer bekeek { $nodes } stellingen voor elke stelling van de partij.
# Het overzicht van één kant: "Wit: 87% nauwkeurigheid, 1 fout, 2 blunders".
review-side = { $side }: { $accuracy }% nauwkeurigheid
review-inaccuracies =
    { $count ->
        [one] { $count } onnauwkeurigheid
       *[other] { $count } onnauwkeurigheden
    }
review-mistakes =
    { $count ->
        [one] { $count } fout
       *[other] { $count } fouten
    }
review-blunders =
    { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
review-mark-inaccuracy = Onnauwkeurigheid
review-mark-mistake = Fout
review-mark-blunder = Blunder
# De getoonde zet, beoordeeld: "12. 22-18: Blunder. Winstkansen 64% → 21%."
review-move = { $move }: { $verdict }. Winstkansen { $before }% → { $after }%.
review-good = Goede zet
review-better = Beter was { $better } (voortzetting van de computer: { $line }).
review-graph = De winstkansen van Wit in de loop van de partij (het bovenste deel is van Wit). Klik op een punt om die zet te zien.
review-pick = Kies een zet in de lijst of in de grafiek om te zien hoe die beoordeeld is.

## Leren van je fouten: de eigen fouten van de speler in de geanalyseerde partij, één voor één.

review-learn = Leren van je fouten
mistakes-progress = Fout { $at } van { $total }
# De fout op het bord: "12. 22-18: Blunder. Zoek een betere zet voor Wit."
mistakes-find = { $move }: { $mark }. Zoek een betere zet voor { $side }.
mistakes-checking = { $move } wordt gecontroleerd…
mistakes-best = { $move } is de zet van de computer. Goed gevonden!
mistakes-good = { $move } is ook goed: je houdt je kansen.
mistakes-no-better = { $move } is niet beter. Probeer het opnieuw.
mistakes-shown = De zet van de computer was { $best } (voortzetting: { $line }).
mistakes-next = Volgende fout
mistakes-last = Dat was je laatste fout in deze partij.
mistakes-leave = Terug naar de partijanalyse
