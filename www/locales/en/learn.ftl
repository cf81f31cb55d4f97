# Lessons on the board (www/src/learn). Fetched with the rules pages, not built into the page.
# $variant is the rule set's code name (brazilian, russian, international, english, spanish,
# turkish, italian, czech, pool, thai, antidraughts, breakthrough); a message selects on it where
# the rule sets differ.

learn-heading = { $name }: lessons
learn-choose = Lesson
learn-progress = { $done } of { $total } lessons finished
learn-task = Task { $number } of { $total }: { $goal }
learn-retry = Try again
learn-next = Next task
learn-next-lesson = Next lesson
learn-leave = Back to the game
# On each section of a rules page: opens the lesson that plays its rule.
learn-try = Try it on the board
learn-lesson-done = Lesson finished.
learn-course-done = You have finished every lesson of this rule set.
learn-task-over = This task is over: try it again or go on to the next.

## A lesson's title and the rule it teaches.

learn-men-move-title = How men move
learn-men-move-rule = { $variant ->
    [turkish] A man moves one square straight forward or sideways to a free square, never backward or diagonally. A man with no free square in front of it or beside it cannot step.
   *[other] A man moves one square diagonally forward to a free square, never backward. A man with no free square in front of it cannot step.
}
learn-capture-title = Capturing
learn-capture-rule = { $variant ->
    [turkish] When a man has an opponent's piece straight in front of it or beside it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward and sideways, never backward.
    [english] When a man has an opponent's piece diagonally in front of it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward only.
    [spanish] When a man has an opponent's piece diagonally in front of it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward only.
    [czech] When a man has an opponent's piece diagonally in front of it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward only.
    [thai] When a man has an opponent's piece diagonally in front of it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward only.
    [italian] When a man has an opponent's man diagonally in front of it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward only, and never a king: only a king can take a king.
    [antidraughts] When a man has an opponent's piece diagonally next to it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward and backward. In antidraughts this is how your opponent is made to take your pieces.
   *[other] When a man has an opponent's piece diagonally next to it, with a free square just behind, it jumps it and takes it. Capturing is compulsory: while a capture is there, the game refuses any other move. Men capture forward and backward.
}
learn-several-title = Several captures in a row
learn-several-rule = { $variant ->
    [turkish] When the piece that has just jumped can jump again, it must go on in the same move until nothing is left to take. Each piece taken leaves the board as soon as it is jumped, so the capturing piece may cross its square again.
    [thai] When the piece that has just jumped can jump again, it must go on in the same move until nothing is left to take. Each piece taken leaves the board as soon as it is jumped, so the capturing piece may cross its square again.
   *[other] When the piece that has just jumped can jump again, it must go on in the same move until nothing is left to take. The pieces taken leave the board when the move ends, and no piece can be jumped twice.
}
learn-most-title = The most pieces
learn-most-rule = { $variant ->
    [spanish] When several captures are possible, you must play one that takes the most pieces, and among those one that takes the most kings. The game refuses the others.
    [italian] When several captures are possible, these rules decide, in this order: take the most pieces; if as many, capture with a king rather than a man; then take the most kings; then take the capture that meets a king first. The game refuses the others; among captures still equal, you choose.
   *[other] When several captures are possible, you must play one that takes the most pieces; a king counts as one piece, like a man. The game refuses the others; among captures that take as many, you choose.
}
learn-choice-title = Choosing a capture
learn-choice-rule = { $variant ->
    [czech] When several captures are possible, you may choose any of them, even one that takes fewer pieces, but the capture you choose must be played to its end. One rule comes first: if one of your kings can capture, a king must capture, and the game refuses a man's capture. Choose well: here, take the most the rules allow.
   *[other] When several captures are possible, you may choose any of them, even one that takes fewer pieces, but the capture you choose must be played to its end. Choose well: here, take the most.
}
learn-crown-title = { $variant ->
    [breakthrough] Crowning wins
   *[other] Crowning
}
learn-crown-rule = { $variant ->
    [russian] A man that reaches the far row becomes a king. If it gets there during a capture and can capture on, it goes on at once, as a king.
    [english] A man that reaches the far row becomes a king, and its move ends there, even in the middle of a capture.
    [spanish] A man that reaches the far row becomes a king, and its move ends there, even in the middle of a capture.
    [turkish] A man that ends its move on the far row becomes a king. If it gets there during a capture and can capture on, it goes on capturing as a man and becomes a king when its move ends.
    [czech] A man that reaches the far row becomes a king, and its move ends there, even in the middle of a capture.
    [thai] A man that reaches the far row becomes a king, and its move ends there, even in the middle of a capture.
    [italian] A man that reaches the far row becomes a king, and its move ends there, even in the middle of a capture.
    [breakthrough] A man that ends its move on the far row becomes a king, and its side wins the game at once. A man that only passes through the far row during a capture and goes on capturing stays a man: that does not win.
   *[other] A man that ends its move on the far row becomes a king. If it only passes through the far row during a capture and goes on capturing, it stays a man.
}
learn-king-move-title = How kings move
learn-king-move-rule = { $variant ->
    [english] A king moves one square diagonally, forward or backward.
    [turkish] A king moves any number of free squares along a row or a column: forward, backward or sideways.
    [italian] A king moves one square diagonally, forward or backward.
   *[other] A king moves any number of free squares along a diagonal, forward or backward.
}
learn-king-capture-title = How kings capture
learn-king-capture-rule = { $variant ->
    [english] A king captures forward or backward: it jumps an opponent's piece diagonally next to it onto the free square just behind.
    [turkish] A king captures from afar along a row or a column: it jumps an opponent's piece, the squares between them free, and lands on any free square behind that piece, up to the next piece or the edge. When it can capture again from one of those squares, it must land there. Between two jumps it may not turn back the way it came.
    [thai] A king captures from afar along a diagonal: it jumps an opponent's piece, the squares between them free, and must land on the square right behind that piece. From there it may capture again in any direction, even back the way it came. Each piece taken leaves the board at once, so the king may cross its square again.
    [italian] A king captures forward or backward: it jumps an opponent's piece, man or king, diagonally next to it onto the free square just behind.
   *[other] A king captures from afar along a diagonal: it jumps an opponent's piece, the squares between them free, and lands on any free square behind that piece, up to the next piece or the edge. When it can capture again from one of those squares, it must land there.
}
learn-win-title = Winning
learn-win-rule = { $variant ->
    [antidraughts] You win when you have no piece left, or when none of your pieces can move. Capturing is compulsory: put your pieces where your opponent must take them, as many at once as you can. Never block your opponent's last pieces: they could not move, and they would win.
    [breakthrough] You win when your first man is crowned, and also when your opponent has no piece left, or none of their pieces can move. Stop your opponent's men before they reach your back row.
   *[other] You win when your opponent has no piece left, or when none of their pieces can move.
}
learn-breakthrough-title = Breaking through
learn-breakthrough-rule = A man gets through when no opponent's piece can stop it on its way to the far row. Often a piece given away opens the way: capturing is compulsory, so your opponent must take it, and a defender leaves its square.
learn-safe-title = Keeping your pieces
learn-safe-rule = { $variant ->
    [breakthrough] Before you move, look at what your opponent could take after it, and whether one of their men could then run through to your back row. Here only one move loses nothing.
   *[other] Before you move, look at what your opponent could take after it: a piece is lost when an opponent's piece can jump it onto a free square behind it. Here only one move loses nothing.
}
learn-draws-title = Draws
learn-draws-rule = { $variant ->
    [brazilian] The game is drawn when the same position comes back a third time with the same side to move. It is also drawn automatically after 15 moves each in which only kings moved without capturing; with three kings or more against a lone king, at the stronger side's 15th move; after 5 moves each with three pieces (at least one of them a king) against a lone king on the long diagonal, or with one or two pieces (at least one of them a king) against a lone king; and, when both sides have kings, after 30 moves each with four or five pieces on the board, 60 with six or seven. The count of kings-only moves starts again at any capture or man move; the others at any capture or crowning. The panel shows how many moves are left.
    [russian] The game is drawn when the same position comes back a third time with the same side to move. It is also drawn automatically after 15 moves each in which only kings moved without capturing; with three kings or more against a lone king, at the stronger side's 15th move; after 5 moves each with three pieces (at least one of them a king) against a lone king on the long diagonal, or with one or two pieces (at least one of them a king) against a lone king; and, when both sides have kings, after 30 moves each with four or five pieces on the board, 60 with six or seven. The count of kings-only moves starts again at any capture or man move; the others at any capture or crowning. The panel shows how many moves are left.
    [international] The game is drawn when the same position comes back a third time with the same side to move. It is also drawn automatically after 25 moves each in which only kings moved without capturing; after 16 moves each with three pieces (at least one of them a king) against a lone king; and after 5 moves each with one or two pieces (at least one of them a king) against a lone king. The panel shows how many moves are left.
    [english] The game is drawn when the same position comes back a third time with the same side to move, and after 50 moves each with no capture and no man moved. The panel shows how many moves are left.
    [spanish] The game is drawn when the same position comes back a third time with the same side to move, and after 20 moves each in which only kings moved without capturing. The panel shows how many moves are left.
    [turkish] The game is drawn when the same position comes back a third time with the same side to move, as soon as each side has a single piece left, and after 50 moves each with no capture and no man moved. The panel shows how many moves are left.
    [czech] The game is drawn when the same position comes back a third time with the same side to move. There is no draw by a count of moves.
    [pool] The game is drawn when the same position comes back a third time with the same side to move. It is also drawn automatically after 15 moves each in which only kings moved without capturing, and, with three kings against a lone king, at the stronger side's 13th move. The count of kings-only moves starts again at any capture or man move; the other at any capture or crowning. The panel shows how many moves are left.
    [thai] The game is drawn when the same position comes back a third time with the same side to move. There is no draw by a count of moves.
    [italian] The game is drawn when the same position comes back a fourth time with the same side to move, and after 40 moves each with no capture and no man moved. The panel shows how many moves are left.
    [antidraughts] The game is drawn when the same position comes back a third time with the same side to move. There is no other draw rule, not even with few pieces left.
   *[other] The game is drawn when the same position comes back a third time with the same side to move.
}

## What a task asks.

learn-goal-reach = Move a piece to { $square }.
learn-goal-crown = Crown a man.
learn-goal-take = { $count ->
    [one] Capture a piece.
   *[other] Capture { $count } pieces in one move.
}
learn-goal-win = { $moves ->
    [one] Win in one move.
   *[other] Win in { $moves } moves, whatever your opponent answers.
}
learn-goal-safe = { $variant ->
    [breakthrough] Play the only move that loses neither a piece nor the game.
   *[other] Play the only move that loses no piece.
}
learn-goal-draw = Play the move that draws the game.

## Why a move met the task.

learn-met-reach = Right: the piece stands on { $square }.
learn-met-crown = Right: the man is a king now.
learn-met-take = { $count ->
    [one] Right: one piece taken.
   *[other] Right: { $count } pieces taken.
}
learn-met-win = { $variant ->
    [antidraughts] Right: your opponent must take ({ $move }), and then you have no move left. You win.
    [breakthrough] Right: you win the game.
   *[other] Right: your opponent cannot move any more. You win.
}
learn-met-safe = { $variant ->
    [breakthrough] Right: your opponent can neither take nor break through.
   *[other] Right: your opponent has nothing to take.
}
learn-met-draw = Right: the game is drawn.
learn-going-on = Good. Your opponent answered { $move }: your move.

## Why a move missed it (the player then tries again).

learn-miss-elsewhere = That piece went to { $square }, not to { $target }.
learn-miss-not-crowned = That move crowns no man.
learn-miss-took-fewer = That capture takes { $took }; another takes { $could }.
learn-miss-no-win = { $variant ->
    [breakthrough] That does not win: your opponent answers { $move }.
   *[other] That does not win: your opponent answers { $move } and holds out.
}
learn-miss-loses-piece = { $variant ->
    [breakthrough] After that, your opponent wins a piece or breaks through: { $move }.
   *[other] After that, your opponent takes: { $move }.
}
learn-miss-no-draw = That move does not draw the game.
learn-miss-lost = { $variant ->
    [antidraughts] After that your opponent has no move left, and in antidraughts that wins the game for them.
   *[other] That move ends the game, and your opponent wins.
}
