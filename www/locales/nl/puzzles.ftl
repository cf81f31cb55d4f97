## Puzzels: stellingen uit partijen van de engine zelf waarin één voortzetting materiaal of de
## partij wint, met bij elke beurt één goede zet. De puzzelrating van de speler verandert bij
## elke eerste poging.

# "Russisch dammen: puzzels"
puzzles-heading = { $name }: puzzels
# De stand van de speler: "Je puzzelrating: 1523 (± 120) · 12 opgelost · beste reeks 4".
puzzles-rating = Je puzzelrating: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · { $solved } opgelost · beste reeks { $streak }
# De getoonde puzzel: "Puzzel 12 · rating 1450".
puzzles-info = Puzzel { $id } · rating { NUMBER($rating, useGrouping: "false") }
# De thema’s, na puzzles-info: "Combinatie, Doorbraak naar dam".
puzzles-themes = Thema’s: { $themes }
puzzles-theme-shot = Combinatie
puzzles-theme-crown = Doorbraak naar dam
puzzles-theme-endgame = Eindspel
puzzles-task = { $side } aan zet: vind de winnende voortzetting.
# Een poging die niet meetelt voor de rating (al eerder geprobeerd).
puzzles-unrated = Deze puzzel heb je al eens geprobeerd: hij telt niet mee voor je rating.
puzzles-streak = Reeks: { $count } opgelost
puzzles-right = Goed zo: ga door.
puzzles-solved = Opgelost!
puzzles-failed = { $move } is het niet. De oplossing: { $solution }.
puzzles-streak-over =
    De reeks eindigt bij { $count ->
        [one] { $count } opgeloste puzzel
       *[other] { $count } opgeloste puzzels
    }.
puzzles-next = Volgende puzzel
puzzles-retry = Opnieuw proberen
puzzles-streak-start = Een reeks beginnen
puzzles-leave = Terug naar de partij
