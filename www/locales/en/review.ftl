## Game review: the engine goes over every position of a finished game, judges each move by
## the winning chances it gave away, and shows the better move where there was one.

review-heading = Game review
# The review under way: a position at a time.
review-progress = Reviewing position { $done } of { $total }…
review-stop = Stop
# How deep the review looked, said under it.
review-budget = The engine searched { $nodes } positions for each position of the game.
# One side's summary: "White: 87% accuracy, 1 mistake, 2 blunders".
review-side = { $side }: { $accuracy }% accuracy
review-inaccuracies =
    { $count ->
        [one] 1 inaccuracy
       *[other] { $count } inaccuracies
    }
review-mistakes =
    { $count ->
        [one] 1 mistake
       *[other] { $count } mistakes
    }
review-blunders =
    { $count ->
        [one] 1 blunder
       *[other] { $count } blunders
    }
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
# The move shown, judged: "12. 22-18: Blunder. Winning chances 64% → 21%."
review-move = { $move }: { $verdict }. Winning chances { $before }% → { $after }%.
review-good = Good move
review-better = Better was { $better } (the engine's line: { $line }).
review-graph = White's winning chances over the game (the upper part is White's). Click a point to see that move.
review-pick = Choose a move in the list or on the graph to see how it was judged.

## Learn from your mistakes: the player's own mistakes of the reviewed game, one at a time.

review-learn = Learn from your mistakes
mistakes-progress = Mistake { $at } of { $total }
# The mistake on the board: "12. 22-18: Blunder. Find a better move for White."
mistakes-find = { $move }: { $mark }. Find a better move for { $side }.
mistakes-checking = Checking { $move }…
mistakes-best = { $move } is the engine's move. Well found!
mistakes-good = { $move } is good too: it keeps your chances.
mistakes-no-better = { $move } is no better. Try again.
mistakes-shown = The engine's move was { $best } (its line: { $line }).
mistakes-next = Next mistake
mistakes-last = That was your last mistake of this game.
mistakes-leave = Back to the review
