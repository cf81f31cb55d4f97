## Puzzles: positions from the engine's games where one line wins material or the game, one good
## move at each turn. The player's puzzle rating moves with each first try.

# "Russian draughts: puzzles"
puzzles-heading = { $name }: puzzles
# The player's standing: "Your puzzle rating: 1523 (± 120) · 12 solved · best streak 4".
puzzles-rating = Your puzzle rating: { NUMBER($rating, useGrouping: "false") } (± { $deviation }) · { $solved } solved · best streak { $streak }
# The puzzle shown: "Puzzle 12 · rated 1450".
puzzles-info = Puzzle { $id } · rated { NUMBER($rating, useGrouping: "false") }
# Its themes, after puzzles-info: "Shot, Breakthrough to a king".
puzzles-themes = Themes: { $themes }
puzzles-theme-shot = Shot
puzzles-theme-crown = Breakthrough to a king
puzzles-theme-endgame = Endgame
puzzles-task = { $side } to move: find the winning line.
# A try that does not count for the rating (tried before).
puzzles-unrated = You tried this one before: it does not count for your rating.
puzzles-streak = Streak: { $count } solved
puzzles-right = Right: go on.
puzzles-solved = Solved!
puzzles-failed = { $move } is not it. The solution: { $solution }.
puzzles-streak-over = The streak ends at { $count } solved.
puzzles-next = Next puzzle
puzzles-retry = Try again
puzzles-streak-start = Start a streak
puzzles-leave = Back to the game
