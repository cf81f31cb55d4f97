# The rules page: one part per variant, as the game applies them (docs/rules.md).
# Square names inside the texts are in each variant's own notation; keep them as they are.
# Short sentences on purpose: each one says one thing. The dialog's button is in main.ftl.

## Section headings, shared by every variant

rules-section-board = Board and pieces
rules-section-men = How men move
rules-section-kings = How kings move
rules-section-captures = Captures
rules-section-precedence = Which capture to choose
rules-section-crowning = Crowning
rules-section-draws = End of the game and draws
rules-section-notation = Notation

## Brazilian draughts

rules-brazilian-title = Brazilian draughts
rules-brazilian-intro = Brazilian draughts follows the international rules on the smaller board of 64 squares.
rules-brazilian-board-1 = The board has 8 by 8 squares. The corner square a1, at White's left, is dark.
rules-brazilian-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. White moves first.
rules-brazilian-board-diagram-1 = The starting position.
rules-brazilian-men-1 = A man moves one square diagonally forward, to a free square.
rules-brazilian-men-diagram-1 = The man on c3 can move to b4 or d4.
rules-brazilian-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares. This is a "flying" king.
rules-brazilian-kings-diagram-1 = The king on c1 can go to any marked square.
rules-brazilian-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-brazilian-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and backward.
rules-brazilian-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-brazilian-captures-4 = A king captures a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-brazilian-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-brazilian-captures-diagram-1 = The man on c3 takes d4, then f4 backward: c3xe5xg3.
rules-brazilian-captures-diagram-2 = The king on a1 takes d4 and may land on e5, f6, g7 or h8.
rules-brazilian-precedence-1 = You must choose the capture that takes the most pieces. A king counts as one piece, the same as a man.
rules-brazilian-precedence-2 = If several captures take the same number of pieces, you choose freely among them.
rules-brazilian-precedence-diagram-1 = White must play g3xe5xg7 and take two men. Taking the king with a3xc5 is not allowed, because it takes only one piece.
rules-brazilian-crowning-1 = A man that ends its move on the last row becomes a king.
rules-brazilian-crowning-2 = A man that reaches the last row during a capture, and can go on capturing, must go on. It stays a man and is not crowned.
rules-brazilian-crowning-diagram-1 = The man on b6 passes d8 and ends on f6: b6xd8xf6. It is still a man.
rules-brazilian-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-brazilian-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-brazilian-draws-3 = The game is also drawn automatically in these cases, as in the draughts-64 rules of the International Draughts Federation (IDF, articles 7.2.4 to 7.2.8). In an ending, the moves count from when its balance of pieces arose, at the last capture or crowning:
rules-brazilian-draws-4 = Three or more kings against one king: drawn if the stronger side has made 15 moves without winning.
rules-brazilian-draws-5 = Three pieces, at least one of them a king, against one king on the long diagonal a1-h8: drawn after 5 moves each.
rules-brazilian-draws-6 = Two kings, a king and a man, or one king, against one king: drawn after 5 moves each.
rules-brazilian-draws-7 = Both sides have kings, and nothing is captured or crowned: drawn after 30 moves each with 4 or 5 pieces on the board, after 60 moves each with 6 or 7 pieces.
rules-brazilian-draws-8 = Both players move only kings, with no capture: drawn after 15 moves each.
rules-brazilian-draws-9 = The Brazilian Draughts Confederation (CBD) counts 20 moves each in this last case; this game follows the International Draughts Federation's 15.
rules-brazilian-notation-1 = Squares have a letter for the column, a to h from White's left, and a number for the row, 1 to 8 from White's side.
rules-brazilian-notation-2 = A move is written c3-d4. A capture is written c3xe5, with every landing square if needed: c3xe5xg3.

## Russian draughts

rules-russian-title = Russian draughts
rules-russian-intro = Russian draughts (shashki) is played on 64 squares with flying kings and free choice of capture.
rules-russian-board-1 = The board has 8 by 8 squares. The corner square a1, at White's left, is dark.
rules-russian-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. White moves first.
rules-russian-board-diagram-1 = The starting position.
rules-russian-men-1 = A man moves one square diagonally forward, to a free square.
rules-russian-men-diagram-1 = The man on c3 can move to b4 or d4.
rules-russian-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares.
rules-russian-kings-diagram-1 = The king on c1 can go to any marked square.
rules-russian-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-russian-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and backward.
rules-russian-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-russian-captures-4 = A king captures a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-russian-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-russian-captures-diagram-1 = The man on c3 takes d4, then f4 backward: c3:e5:g3.
rules-russian-captures-diagram-2 = The king on a1 takes d4 and may land on e5, f6, g7 or h8.
rules-russian-precedence-1 = When there are several ways to capture, you choose any of them. You do not have to take the most pieces.
rules-russian-precedence-2 = The capture you choose must still be completed to the end.
rules-russian-precedence-diagram-1 = White may take the king with a3:c5, even though g3:e5:g7 takes two men. Both are allowed.
rules-russian-crowning-1 = A man that reaches the last row becomes a king at once.
rules-russian-crowning-2 = If this happens during a capture, it goes on capturing in the same move, now as a king.
rules-russian-crowning-diagram-1 = The man on b6 becomes a king on d8. As a king it then takes e7 and lands on h4: b6:d8:h4.
rules-russian-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-russian-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-russian-draws-3 = The game is also drawn automatically in these cases. In an ending, the moves count from when its balance of pieces arose, at the last capture or crowning:
rules-russian-draws-4 = Three or more kings against one king: drawn if the stronger side has made 15 moves without winning.
rules-russian-draws-5 = Three pieces, at least one of them a king, against one king on the long diagonal a1-h8: drawn after 5 moves each.
rules-russian-draws-6 = Two kings, a king and a man, or one king, against one king: drawn after 5 moves each.
rules-russian-draws-7 = Both sides have kings, and nothing is captured or crowned: drawn after 30 moves each with 4 or 5 pieces on the board, after 60 moves each with 6 or 7 pieces.
rules-russian-draws-8 = Both players move only kings, with no capture: drawn after 15 moves each.
rules-russian-notation-1 = Squares have a letter for the column, a to h from White's left, and a number for the row, 1 to 8 from White's side.
rules-russian-notation-2 = A move is written c3-d4. A capture is written c3:e5 (or c3xe5), with every landing square if needed: c3:e5:g3.

## International draughts

rules-international-title = International draughts
rules-international-intro = International draughts is played on a board of 100 squares, under the rules of the world federation FMJD.
rules-international-board-1 = The board has 10 by 10 squares. The corner square at White's left is dark.
rules-international-board-2 = Each player has 20 men on the dark squares of the four rows nearest to them. White moves first.
rules-international-board-diagram-1 = The starting position. Black's men stand on 1 to 20, White's on 31 to 50.
rules-international-men-1 = A man moves one square diagonally forward, to a free square.
rules-international-men-diagram-1 = The man on 33 can move to 28 or 29.
rules-international-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares. This is a "flying" king.
rules-international-kings-diagram-1 = The king on 46 can go to any marked square.
rules-international-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-international-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and backward.
rules-international-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-international-captures-4 = A king captures a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-international-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-international-captures-diagram-1 = The man on 37 takes 32, then 33 backward: 37x28x39.
rules-international-captures-diagram-2 = The king on 46 takes 32 and may land on 28, 23, 19, 14, 10 or 5.
rules-international-precedence-1 = You must choose the capture that takes the most pieces. A king counts as one piece, the same as a man.
rules-international-precedence-2 = If several captures take the same number of pieces, you choose freely among them.
rules-international-precedence-diagram-1 = White must play 39x28x19 and take two men. Taking the king with 36x27 is not allowed, because it takes only one piece.
rules-international-crowning-1 = A man that ends its move on the last row becomes a king.
rules-international-crowning-2 = A man that reaches the last row during a capture, and can go on capturing, must go on. It stays a man and is not crowned.
rules-international-crowning-diagram-1 = The man on 11 passes 2 and ends on 13: 11x2x13. It is still a man.
rules-international-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-international-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-international-draws-3 = The game is also drawn automatically in these cases. In an ending, the moves count from when its balance of pieces arose, at the last capture or crowning:
rules-international-draws-4 = Three pieces, at least one of them a king, against one king: drawn after 16 moves each.
rules-international-draws-5 = Two pieces or fewer, at least one of them a king, against one king: drawn after 5 moves each.
rules-international-draws-6 = Both players move only kings, with no capture: drawn after 25 moves each.
rules-international-notation-1 = The dark squares are numbered 1 to 50. Square 1 is at the top left as White sees the board. The numbers go from left to right, row by row, down to 50 at the bottom right.
rules-international-notation-2 = A move is written 32-28. A capture is written 28x19, with every landing square if needed: 37x28x39.

## English draughts (checkers)

rules-english-title = English draughts (checkers)
rules-english-intro = English draughts, or checkers, is played on 64 squares with short kings and free choice of capture.
rules-english-board-1 = The board has 8 by 8 squares. The corner square at each player's left is dark.
rules-english-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. Black moves first.
rules-english-board-diagram-1 = The starting position. Black's men stand on 1 to 12, White's on 21 to 32.
rules-english-men-1 = A man moves one square diagonally forward, to a free square.
rules-english-men-diagram-1 = The man on 22 can move to 17 or 18.
rules-english-kings-1 = A king moves one square diagonally, forward or backward. It cannot move further in one move.
rules-english-kings-diagram-1 = The king on 18 can go to 14, 15, 22 or 23.
rules-english-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-english-captures-2 = A piece captures by jumping over an enemy piece next to it onto the free square just behind.
rules-english-captures-3 = Men capture forward only. Kings capture forward and backward, but only a piece next to them.
rules-english-captures-4 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-english-captures-5 = The pieces jumped stay on the board until the move ends: they still block the way, and no piece may be jumped twice.
rules-english-captures-diagram-1 = The man on 22 must take 18: 22x15. It cannot take 26, which is behind it.
rules-english-captures-diagram-2 = The king on 18 takes 23 backward and lands just behind it: 18x27.
rules-english-precedence-1 = When there are several ways to capture, you choose any of them. You do not have to take the most pieces.
rules-english-precedence-2 = The capture you choose must still be completed to the end.
rules-english-precedence-diagram-1 = White may play 21x14 and take one man, even though 24x15x8 takes two. Both are allowed.
rules-english-crowning-1 = A man that reaches the last row becomes a king.
rules-english-crowning-2 = If this happens during a capture, the move ends there. The new king captures no more in that move.
rules-english-crowning-diagram-1 = The man on 11 takes 7 and becomes a king on 2: 11x2. The move ends, so 6 is not taken.
rules-english-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-english-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-english-draws-3 = The game is also drawn after 50 moves each with no capture and no man moved.
rules-english-draws-4 = Tournaments of the world federation use 40 moves, on a player's claim. This game draws at 50 moves, without a claim.
rules-english-notation-1 = The dark squares are numbered 1 to 32. Square 1 is at the top left as White sees the board. The numbers go from left to right, row by row, down to 32 at the bottom right.
rules-english-notation-2 = A move is written 22-18. A capture is written 22x15, with every landing square if needed: 24x15x8.

## Spanish draughts

rules-spanish-title = Spanish draughts
rules-spanish-intro = Spanish draughts (damas) is played on 64 squares with flying kings. Men capture forward only.
rules-spanish-board-1 = The board has 8 by 8 squares. It is turned: the corner square at each player's right is dark.
rules-spanish-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. White moves first.
rules-spanish-board-diagram-1 = The starting position. White's men stand on 1 to 12, Black's on 21 to 32.
rules-spanish-men-1 = A man moves one square diagonally forward, to a free square.
rules-spanish-men-diagram-1 = The man on 10 can move to 13 or 14.
rules-spanish-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares.
rules-spanish-kings-diagram-1 = The king on 1 can go to any marked square.
rules-spanish-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-spanish-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward only.
rules-spanish-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-spanish-captures-4 = A king captures forward and backward, a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-spanish-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-spanish-captures-diagram-1 = The man on 10 must take 14: 10x19. It cannot take 6, which is behind it.
rules-spanish-captures-diagram-2 = The king on 1 takes 14 and may land on 19, 23, 28 or 32.
rules-spanish-precedence-1 = You must choose the capture that takes the most pieces. This is the rule of quantity.
rules-spanish-precedence-2 = If several captures take the same number of pieces, you must choose one that takes the most kings. This is the rule of quality.
rules-spanish-precedence-diagram-1 = Quantity: White must play 12x19x28 and take two men. Taking the king with 9x18 is not allowed.
rules-spanish-precedence-diagram-2 = Quality: both captures take one piece. White must take the king with 9x18, not the man with 12x19.
rules-spanish-crowning-1 = A man that reaches the last row becomes a king.
rules-spanish-crowning-2 = If this happens during a capture, the move ends there. The new king captures no more in that move.
rules-spanish-crowning-diagram-1 = The man on 23 takes 27 and becomes a king on 30: 23x30. The move ends, so 26 is not taken.
rules-spanish-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-spanish-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-spanish-draws-3 = The game is also drawn after 20 moves each in which only kings move, with no capture.
rules-spanish-notation-1 = The dark squares are numbered 1 to 32. Square 1 is at White's bottom right. The numbers go from right to left, row by row, up to 32 at the top left.
rules-spanish-notation-2 = A move is written 10-14. A capture is written 10x19, with every landing square if needed: 12x19x28.

## Turkish draughts

rules-turkish-title = Turkish draughts
rules-turkish-intro = Turkish draughts (dama) uses every square of the board. Pieces move straight, along rows and columns, not diagonally.
rules-turkish-board-1 = The board has 8 by 8 squares, and all 64 are used.
rules-turkish-board-2 = Each player has 16 men on the second and third rows from their side. The first row stays empty. White moves first.
rules-turkish-board-diagram-1 = The starting position.
rules-turkish-men-1 = A man moves one square straight forward, or one square to the left or right. It never moves backward.
rules-turkish-men-diagram-1 = The man on d4 can move to d5, c4 or e4.
rules-turkish-kings-1 = A king moves along a row or a column, forward, backward or sideways, over any number of free squares.
rules-turkish-kings-diagram-1 = The king on d4 can go to any marked square.
rules-turkish-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-turkish-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and sideways, never backward.
rules-turkish-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-turkish-captures-4 = A king captures a piece at any distance on its row or column, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-turkish-captures-5 = Each captured piece leaves the board at once, when it is jumped. So the capturing piece may later cross the square where it stood.
rules-turkish-captures-6 = Between two jumps, the capturing piece may not turn back in the opposite direction.
rules-turkish-captures-diagram-1 = The man on d4 takes e4 sideways, then f5 forward: d4xf4xf6. It cannot take d3, which is behind it.
rules-turkish-captures-diagram-2 = The king on c1 takes c4, e7, f6 and b4: c1xc7xf7xf4xa4. On the last jump it crosses c4, which is already empty.
rules-turkish-precedence-1 = You must choose the capture that takes the most pieces. A king counts as one piece, the same as a man.
rules-turkish-precedence-2 = If several captures take the same number of pieces, you choose freely among them.
rules-turkish-precedence-diagram-1 = White must play f3xf5xf7 and take two men. Taking the king with b4xb6 is not allowed, because it takes only one piece.
rules-turkish-crowning-1 = A man that ends its move on the last row becomes a king.
rules-turkish-crowning-2 = A man that reaches the last row during a capture goes on capturing as a man, if it can. It becomes a king when the move ends.
rules-turkish-crowning-3 = Sources differ on this point, and no federation text settles it: some crown the man at once. This game follows the rule most guides give, crowning when the move ends.
rules-turkish-crowning-diagram-1 = The man on c6 takes c7, reaches c8, then takes d8 as a man: c6xc8xe8. It becomes a king on e8 at the end, so it does not take e5 in this move.
rules-turkish-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-turkish-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-turkish-draws-3 = The game is drawn at once when each player has only one piece left.
rules-turkish-draws-4 = The game is also drawn after 50 moves each with no capture and no man moved.
rules-turkish-draws-5 = The draw with one piece each follows the Dama Akademisi's beginners' guide (§19b): "even if one of them is a king". Some players play on with a king against a lone man.
rules-turkish-notation-1 = Squares have a letter for the column, a to h from White's left, and a number for the row, 1 to 8 from White's side.
rules-turkish-notation-2 = A move is written d3-d4. A capture is written d4xd6, with every landing square if needed: d4xf4xf6.
