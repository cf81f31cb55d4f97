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

## Italian draughts

rules-italian-title = Italian draughts
rules-italian-intro = Italian draughts (dama italiana) is played on 64 squares with short kings, under the rules of the Italian federation FID. Men cannot capture kings.
rules-italian-board-1 = The board has 8 by 8 squares. It is turned: the corner square at each player's right is dark.
rules-italian-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. White moves first.
rules-italian-board-diagram-1 = The starting position. Black's men stand on 1 to 12, White's on 21 to 32.
rules-italian-men-1 = A man moves one square diagonally forward, to a free square.
rules-italian-men-diagram-1 = The man on 22 can move to 18 or 19.
rules-italian-kings-1 = A king moves one square diagonally, forward or backward. It cannot move further in one move.
rules-italian-kings-diagram-1 = The king on 18 can go to 13, 14, 21 or 22.
rules-italian-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-italian-captures-2 = A piece captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward only. Kings capture forward and backward, but only a piece next to them.
rules-italian-captures-3 = A man never captures a king. It captures men only.
rules-italian-captures-4 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-italian-captures-5 = The pieces jumped stay on the board until the move ends: they still block the way, and no piece may be jumped twice.
rules-italian-captures-diagram-1 = The man on 22 must take 18: 22x13. It cannot take 26, which is behind it.
rules-italian-captures-diagram-2 = The man on 22 must take the man on 19: 22x15. It may not take the king on 18.
rules-italian-precedence-1 = When there are several ways to capture, these rules decide, in this order: take the most pieces; if that is equal, capture with a king rather than a man; then take the most kings; then take the capture that meets a king first.
rules-italian-precedence-2 = If the captures are still equal after all four rules, you choose freely among them.
rules-italian-precedence-diagram-1 = The king on 27 and the man on 22 can each take one piece. The king must capture: 27x20. The man's capture 22x13 is not allowed.
rules-italian-crowning-1 = A man that reaches the last row becomes a king.
rules-italian-crowning-2 = If this happens during a capture, the move ends there. The new king captures no more in that move.
rules-italian-crowning-diagram-1 = The man on 9 takes 5 and becomes a king on 2: 9x2. The move ends, so 6 is not taken.
rules-italian-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-italian-draws-2 = The game is a draw when the same position appears four times with the same player to move. The players may also agree to a draw.
rules-italian-draws-3 = The game is also drawn after 40 moves each with no capture and no man moved.
rules-italian-notation-1 = The dark squares are numbered 1 to 32. Square 1 is at the top left as White sees the board. The numbers go from left to right, row by row, down to 32 at the bottom right.
rules-italian-notation-2 = A move is written 22-18. A capture is written 22x13, with every landing square if needed.

## Czech draughts

rules-czech-title = Czech draughts
rules-czech-intro = Czech draughts (česká dáma) is played on 64 squares with flying kings, under the rules of the Czech federation. Men capture forward only, and when a king can capture, a king must capture.
rules-czech-board-1 = The board has 8 by 8 squares. The corner square a1, at White's left, is dark.
rules-czech-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. White moves first.
rules-czech-board-diagram-1 = The starting position.
rules-czech-men-1 = A man moves one square diagonally forward, to a free square.
rules-czech-men-diagram-1 = The man on c3 can move to b4 or d4.
rules-czech-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares. This is a "flying" king.
rules-czech-kings-diagram-1 = The king on c1 can go to any marked square.
rules-czech-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-czech-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward only.
rules-czech-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-czech-captures-4 = A king captures a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-czech-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-czech-captures-diagram-1 = The man on c3 must take d4: c3xe5. It cannot take b2, which is behind it.
rules-czech-captures-diagram-2 = The king on a1 takes d4 and may land on e5, f6, g7 or h8.
rules-czech-precedence-1 = If a king can capture, a king must capture: a man may not capture instead.
rules-czech-precedence-2 = Otherwise you choose freely among the captures. You do not have to take the most pieces.
rules-czech-precedence-diagram-1 = The king on a1 must capture: a1xd4. The man's capture e5xg7 is not allowed.
rules-czech-precedence-diagram-2 = White may play a3xc5 and take the king, even though g3xe5xg7 takes two men. Both are allowed.
rules-czech-crowning-1 = A man that reaches the last row becomes a king.
rules-czech-crowning-2 = If this happens during a capture, the move ends there: a man captures forward only, so it has nothing more to take.
rules-czech-crowning-diagram-1 = The man on b6 takes c7 and becomes a king on d8: b6xd8.
rules-czech-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-czech-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-czech-draws-3 = This game knows no draw by a count of moves: none was found in the summaries of the Czech rules it follows.
rules-czech-notation-1 = Squares have a letter for the column, a to h from White's left, and a number for the row, 1 to 8 from White's side.
rules-czech-notation-2 = A move is written c3-d4. A capture is written c3xe5, with every landing square if needed: c3xe5xg7.

## Pool checkers

rules-pool-title = Pool checkers
rules-pool-intro = Pool checkers, played in the United States, uses 64 squares and flying kings. Men capture forward and backward, and you choose your capture freely.
rules-pool-board-1 = The board has 8 by 8 squares. The corner square at each player's left is dark.
rules-pool-board-2 = Each player has 12 men on the dark squares of the three rows nearest to them. Black moves first.
rules-pool-board-diagram-1 = The starting position. Black's men stand on 1 to 12, White's on 21 to 32.
rules-pool-men-1 = A man moves one square diagonally forward, to a free square.
rules-pool-men-diagram-1 = The man on 22 can move to 17 or 18.
rules-pool-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares. This is a "flying" king.
rules-pool-kings-diagram-1 = The king on 29 can go to any marked square.
rules-pool-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-pool-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and backward.
rules-pool-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-pool-captures-4 = A king captures a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-pool-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-pool-captures-diagram-1 = The man on 22 takes 18, then 19 backward: 22x15x24.
rules-pool-captures-diagram-2 = The king on 29 takes 18 and may land on 15, 11, 8 or 4.
rules-pool-precedence-1 = When there are several ways to capture, you choose any of them. You do not have to take the most pieces.
rules-pool-precedence-2 = The capture you choose must still be completed to the end.
rules-pool-precedence-diagram-1 = White may play 21x14 and take the king, even though 24x15x8 takes two men. Both are allowed.
rules-pool-crowning-1 = A man that ends its move on the last row becomes a king.
rules-pool-crowning-2 = A man that reaches the last row during a capture, and can go on capturing backward, must go on. It stays a man and is not crowned.
rules-pool-crowning-diagram-1 = The man on 9 passes 2 and ends on 11: 9x2x11. It is still a man.
rules-pool-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-pool-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-pool-draws-3 = The game is also drawn automatically in these cases. In an ending, the moves count from when its balance of pieces arose, at the last capture or crowning:
rules-pool-draws-4 = Three kings against one king: drawn if the stronger side has made 13 moves without winning.
rules-pool-draws-5 = Both players move only kings, with no capture: drawn after 15 moves each.
rules-pool-notation-1 = The dark squares are numbered 1 to 32. Square 1 is at the top left as White sees the board. The numbers go from left to right, row by row, down to 32 at the bottom right.
rules-pool-notation-2 = A move is written 22-18. A capture is written 22x15, with every landing square if needed: 22x15x24.

## Thai draughts

rules-thai-title = Thai draughts (Mak-hos)
rules-thai-intro = Thai draughts (Mak-hos) is played on 64 squares with 8 men each. Kings fly but stop right behind the piece they take, and captured pieces leave the board at once.
rules-thai-board-1 = The board has 8 by 8 squares. The corner square at each player's left is dark.
rules-thai-board-2 = Each player has 8 men on the dark squares of the two rows nearest to them. Black moves first.
rules-thai-board-diagram-1 = The starting position. White's men stand on 1 to 8, Black's on 25 to 32.
rules-thai-men-1 = A man moves one square diagonally forward, to a free square.
rules-thai-men-diagram-1 = The man on 11 can move to 15 or 16.
rules-thai-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares. This is a "flying" king.
rules-thai-kings-diagram-1 = The king on 4 can go to any marked square.
rules-thai-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-thai-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward only.
rules-thai-captures-3 = A king captures a piece at any distance on its diagonal, if the squares between are free. It must land on the square right behind that piece, and from there it may capture again in any direction.
rules-thai-captures-4 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-thai-captures-5 = Each piece taken leaves the board at once, so it no longer blocks the way.
rules-thai-captures-diagram-1 = The king on 4 takes 15 and must stop right behind it, on 18: 4x18.
rules-thai-captures-diagram-2 = The man on 11 must take 15: 11x18. It cannot take 7, which is behind it.
rules-thai-precedence-1 = When there are several ways to capture, you choose any of them. You do not have to take the most pieces.
rules-thai-precedence-2 = The capture you choose must still be completed to the end.
rules-thai-precedence-diagram-1 = White may play 12x19 and take one man, even though 9x18x25 takes two. Both are allowed.
rules-thai-crowning-1 = A man that reaches the last row becomes a king.
rules-thai-crowning-2 = If this happens during a capture, the move ends there. The new king captures no more in that move.
rules-thai-crowning-diagram-1 = The man on 24 takes 27 and becomes a king on 31: 24x31. The move ends, so 26 is not taken.
rules-thai-draws-1 = A player who cannot move loses. This happens when all their pieces are captured or blocked.
rules-thai-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-thai-draws-3 = This game knows no draw by a count of moves: the sources on Mak-hos give none. Who moves first also differs between sources; this game follows the PDN standard, in which Black starts.
rules-thai-notation-1 = The dark squares are numbered 1 to 32 as Black, who starts, sees the board: square 1 is the first dark square at Black's top left, which is g1 for White. The numbers go from Black's left to right, row by row, down to 32 on Black's own side.
rules-thai-notation-2 = A move is written 27-23. A capture is written 11x18, with every landing square if needed: 9x18x25.

## Antidraughts

rules-antidraughts-title = Antidraughts
rules-antidraughts-intro = Antidraughts is played with the international rules on a board of 100 squares, but the goal is reversed: you win by losing all your pieces, or by having no move left.
rules-antidraughts-board-1 = The board has 10 by 10 squares. The corner square at White's left is dark.
rules-antidraughts-board-2 = Each player has 20 men on the dark squares of the four rows nearest to them. White moves first.
rules-antidraughts-board-diagram-1 = The starting position. Black's men stand on 1 to 20, White's on 31 to 50.
rules-antidraughts-men-1 = A man moves one square diagonally forward, to a free square.
rules-antidraughts-men-diagram-1 = The man on 33 can move to 28 or 29.
rules-antidraughts-kings-1 = A king moves along a diagonal, forward or backward, over any number of free squares. This is a "flying" king.
rules-antidraughts-kings-diagram-1 = The king on 46 can go to any marked square.
rules-antidraughts-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. In antidraughts this is how you give your pieces away. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-antidraughts-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and backward.
rules-antidraughts-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-antidraughts-captures-4 = A king captures a piece at any distance on its diagonal, if the squares between are free. It lands on any free square behind it. If from one of those squares it can capture again, it must land there and go on.
rules-antidraughts-captures-5 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-antidraughts-captures-diagram-1 = The man on 37 takes 32, then 33 backward: 37x28x39.
rules-antidraughts-captures-diagram-2 = The king on 46 takes 32 and may land on 28, 23, 19, 14, 10 or 5.
rules-antidraughts-precedence-1 = You must choose the capture that takes the most pieces. A king counts as one piece, the same as a man.
rules-antidraughts-precedence-2 = If several captures take the same number of pieces, you choose freely among them.
rules-antidraughts-precedence-diagram-1 = White must play 39x28x19 and take two men. Taking the king with 36x27 is not allowed, because it takes only one piece.
rules-antidraughts-crowning-1 = A man that ends its move on the last row becomes a king.
rules-antidraughts-crowning-2 = A man that reaches the last row during a capture, and can go on capturing, must go on. It stays a man and is not crowned.
rules-antidraughts-crowning-diagram-1 = The man on 11 passes 2 and ends on 13: 11x2x13. It is still a man.
rules-antidraughts-draws-1 = A player who cannot move wins. This happens when all their pieces are captured or blocked.
rules-antidraughts-draws-2 = The game is a draw when the same position appears three times with the same player to move. The players may also agree to a draw.
rules-antidraughts-draws-3 = There is no other draw rule, not even with only a few pieces left.
rules-antidraughts-notation-1 = The dark squares are numbered 1 to 50. Square 1 is at the top left as White sees the board. The numbers go from left to right, row by row, down to 50 at the bottom right.
rules-antidraughts-notation-2 = A move is written 32-28. A capture is written 28x19, with every landing square if needed: 37x28x39.

## Breakthrough

rules-breakthrough-title = Breakthrough
rules-breakthrough-intro = Breakthrough is played with the international rules on a board of 100 squares, but the first player to crown a king wins.
rules-breakthrough-board-1 = The board has 10 by 10 squares. The corner square at White's left is dark.
rules-breakthrough-board-2 = Each player has 20 men on the dark squares of the four rows nearest to them. White moves first.
rules-breakthrough-board-diagram-1 = The starting position. Black's men stand on 1 to 20, White's on 31 to 50.
rules-breakthrough-men-1 = A man moves one square diagonally forward, to a free square.
rules-breakthrough-men-diagram-1 = The man on 33 can move to 28 or 29.
rules-breakthrough-kings-1 = There are no kings in play: the first man to end its move on the last row becomes a king, and that ends the game.
rules-breakthrough-captures-1 = Capturing is compulsory: when you can capture, you must, and the game refuses any other move. Only enemy pieces are captured: no piece jumps over one of its own colour.
rules-breakthrough-captures-2 = A man captures by jumping over an enemy piece next to it onto the free square just behind. Men capture forward and backward.
rules-breakthrough-captures-3 = After a jump, the piece must go on jumping while it can. All the jumps together are one move.
rules-breakthrough-captures-4 = A piece cannot be jumped twice. Captured pieces leave the board only at the end of the move, so they still block the way.
rules-breakthrough-captures-diagram-1 = The man on 37 takes 32, then 33 backward: 37x28x39.
rules-breakthrough-precedence-1 = You must choose the capture that takes the most pieces.
rules-breakthrough-precedence-2 = If several captures take the same number of pieces, you choose freely among them.
rules-breakthrough-precedence-diagram-1 = White must play 39x28x19 and take two men. Taking one man with 36x27 is not allowed.
rules-breakthrough-crowning-1 = A man that ends its move on the last row becomes a king, and its player wins the game at once.
rules-breakthrough-crowning-2 = A man that only passes the last row during a capture, and must go on capturing, stays a man: that does not win.
rules-breakthrough-crowning-diagram-1 = The man on 7 moves to 2 and becomes a king: White wins.
rules-breakthrough-crowning-diagram-2 = The man on 11 passes 2 and ends on 13: 11x2x13. It is still a man, and the game goes on.
rules-breakthrough-draws-1 = The first player to crown a king wins. A player who cannot move loses.
rules-breakthrough-draws-2 = In play there are no draws, except by agreement: every move moves a man forward or captures, so no position comes back.
rules-breakthrough-notation-1 = The dark squares are numbered 1 to 50. Square 1 is at the top left as White sees the board. The numbers go from left to right, row by row, down to 50 at the bottom right.
rules-breakthrough-notation-2 = A move is written 32-28. A capture is written 28x19, with every landing square if needed: 37x28x39.
