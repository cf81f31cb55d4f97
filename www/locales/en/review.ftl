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
