# The game's interface in English, the reference language: every other language has exactly
# these messages, with the same variables (checked by the parity test in www/src/i18n.rs).
#
# Variables that name a colour ($color, $winner, $side, $by, $human, $colour) are the keys
# "white" or "black": select on them to write each colour in the case the sentence needs.
# Numbers ($moves, $games, ...) select plural forms: [one], [few], [many], [other] as the
# language has them.

## The language itself, as its speakers write it (the language selector lists these).

language-name = English
language = Language

## The page before and around the game.

title = Draughts
# The installed app's description (the web app manifest).
manifest-description = Draughts against the computer or a friend, in six variants. Plays offline.
loading = Loading…
startup-failed = The game could not start: { $error }
startup-too-old = this browser is too old for it (it lacks WebAssembly's vector instructions). Please update it, or use a current Chrome, Firefox, Safari or Edge.
board-label = Draughts board

## Buttons and switches.

new-game = New game
rematch = Rematch
undo = Undo
redo = Redo
flip = Flip board
hint = Hint
offer-draw = Offer a draw
resign = Resign
yes = Yes
no = No
start = Start
cancel = Cancel
coordinates = Show square names
turn-board = Turn the board after each move
sound = Sound
board-theme = Board
moves = Moves
analyse = Analyse
review-game = Review the game
analysing = Analysing…
analysis-paused = Analysis resumes on your move.
analysis-over = The game is over: nothing to analyse.
eval-bar-label = Evaluation, White's share
best-line = Best line
back-to-game = Back to the game
previous-move = Previous move
next-move = Next move

## The new-game form.

variant = Variant
opponent = Opponent
level = Level
your-colour = Your colour
time-per-move = Time per move
computer-level = Computer's level
clock = Clock
no-clock = No clock
by-lot = Drawn by lot
computer = Computer
two-players = Two players on this device
color-white = White
color-black = Black

## Variants, as the players of each know them.

# The groups of a rule-set chooser, by the board.
board-diagonal-8 = 8x8 board
board-diagonal-10 = 10x10 board
board-diagonal-12 = 12x12 board
board-straight-8 = 8x8 board, straight moves
variant-brazilian = Brazilian
variant-russian = Russian
variant-international = International (10x10)
variant-english = English checkers
variant-spanish = Spanish
variant-turkish = Turkish
variant-italian = Italian
variant-czech = Czech
variant-pool = Pool checkers
variant-thai = Thai (Mak-hos)
variant-antidraughts = Antidraughts
variant-breakthrough = Breakthrough

## Board themes.

theme-wood = Wood
theme-contrast = High contrast
theme-tournament = Tournament green

## The computer's levels: a name each, how far it looks ($depth, from the engine's table) and
## what sets its play apart.

level-name-1 = Beginner
level-name-2 = Novice
level-name-3 = Casual
level-name-4 = Club player
level-name-5 = Strong club player
level-name-6 = Expert
level-name-7 = Master
level-name-8 = Full strength
level-manner-1 = often blunders
level-manner-2 = often blunders
level-manner-3 = makes mistakes
level-manner-4 = makes mistakes
level-manner-5 = plays endgames well
level-manner-6 = no deliberate mistakes
level-sight =
    sees { $depth ->
        [1] one move
        [2] two moves
        [3] three moves
        [4] four moves
        [5] five moves
        [6] six moves
        [7] seven moves
        [8] eight moves
       *[other] { $depth } moves
    } ahead
# "1 · Beginner: sees one move ahead, often blunders"
level-description = { $level } · { $name }: { $sight }, { $manner }
level-description-plain = { $level } · { $name }: { $sight }
level-description-unlimited = { $level } · { $name }: thinks for as long as you allow
# "3 · Casual"
level-label = { $level } · { $name }
# In the setup line; $name is the level's name in lower case.
level-setup = level { $level } ({ $name })
level-setup-timed = level { $level } ({ $name }, { $seconds } s a move)
seconds-a-move = { $seconds } s a move
# The move list's note where the level changed.
level-change = level { $from } → { $to }

## The header's setup line and the status line.

setup-vs-computer =
    { $human ->
        [white] You: White · Computer: Black, { $level }
       *[black] You: Black · Computer: White, { $level }
    }
setup-two-players = Two players: White and Black
status-computer-thinking = The computer is thinking…
status-computer-to-move =
    { $color ->
        [white] White (computer) to move
       *[black] Black (computer) to move
    }
status-your-move =
    { $color ->
        [white] Your move (White)
       *[black] Your move (Black)
    }
status-to-move =
    { $color ->
        [white] White to move
       *[black] Black to move
    }
last-move = Last move: { $move }
thinking = Thinking…
thinking-depth = Thinking… depth { $depth }

## The engine's figures: depth, score (from White's side), speed.

engine-line = Depth { $depth } · { $eval }
engine-line-speed = Depth { $depth } · { $eval } · { $speed }
analysis-depth = Depth { $depth }
analysis-depth-speed = Depth { $depth } · { $speed }
# A score in men: $sign is "+" or "-", $men its size.
eval-men = { $sign }{ NUMBER($men, minimumFractionDigits: 2, maximumFractionDigits: 2) }
eval-wins =
    { $winner ->
        [white] White wins
       *[black] Black wins
    }
eval-wins-in =
    { $winner ->
        [white] White wins in { $moves }
       *[black] Black wins in { $moves }
    }
speed-millions = { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) }M positions/s
speed-thousands = { NUMBER($thousands, maximumFractionDigits: 0) }k positions/s

## Looking back through the moves.

viewing-move = Viewing move { $number }: { $move }
viewing-reply = Viewing move { $number }… { $move }
viewing-start = Viewing the start position

## Clocks.

time-control = { NUMBER($minutes) } min
time-control-increment = { NUMBER($minutes) } min + { $increment } s a move

## Questions asked before acting, and their answers.

question-resign =
    { $side ->
        [white] Resign? White loses the game.
       *[black] Resign? Black loses the game.
    }
question-offer-draw = Offer the computer a draw?
question-draw-offered =
    { $by ->
        [white] White offers a draw. Black, do you accept?
       *[black] Black offers a draw. White, do you accept?
    }
question-computer-offers-draw = The computer offers a draw. Do you accept?
question-open-past-game = Open this past game? It replaces your game in progress.
question-open-link = Open the game from the link? It replaces your game in progress.
# Asked before a hint or analysis in a game that counts for the ratings.
question-hint-unrates = This game is rated: a hint makes it unrated. Show a hint?
question-analysis-unrates = This game is rated: the computer's analysis makes it unrated. Turn analysis on?
answer-keep-playing = Keep playing
answer-accept = Accept
answer-decline = Decline
answer-open-past-game = Open the past game
answer-open-link = Open the link
answer-keep-my-game = Keep my game

## How a game ended.

outcome-no-moves =
    { $winner ->
        [white] White wins: Black cannot move.
       *[black] Black wins: White cannot move.
    }
outcome-gave-away =
    { $winner ->
        [white] White wins: White has no move left.
       *[black] Black wins: Black has no move left.
    }
outcome-crowned =
    { $winner ->
        [white] White wins: White crowned the first king.
       *[black] Black wins: Black crowned the first king.
    }
outcome-resignation =
    { $winner ->
        [white] White wins: Black resigned.
       *[black] Black wins: White resigned.
    }
outcome-time =
    { $winner ->
        [white] White wins: Black ran out of time.
       *[black] Black wins: White ran out of time.
    }
draw-repetition = Draw: the same position occurred three times.
draw-king-moves = Draw: only kings moved, without a capture, for too long.
draw-lone-king = Draw: the lone king held out.
draw-kings-ending = Draw: no progress in an ending with kings on both sides.
draw-one-piece-each = Draw: each side has a single piece.
draw-agreement = Draw: the players agreed.

## The draw rules' counters.

draw-countdown =
    Draw in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
draw-countdown-king-moves =
    Draw in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } unless a man moves or a piece is taken.
draw-countdown-lone-king =
    Draw in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } unless a piece is taken.
draw-countdown-kings-ending =
    Draw in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } unless a piece is taken or crowned.

## Why a click on the board did nothing.

refusal-capture-compulsory = A capture is compulsory.
refusal-stop-on-capture = A capture is compulsory: this piece can only stop on a square of its capture.
refusal-most-pieces = A capture is compulsory and you must take the most pieces: { $pieces }.
refusal-most-pieces-kings = A capture is compulsory and you must take the most pieces: { $pieces }, then the most kings: { $kings }.
refusal-blocked = That piece cannot move.
refusal-not-your-piece = That is not your piece.
refusal-choose-path = Several captures end there: click the squares of the path one by one.

## Notes under the status line. $why is a technical detail, in English.

notice-computer-to-move = Wait: it is the computer's move.
notice-game-over = The game is over. Start a new game or undo.
notice-draw-declined = The computer declines the draw.
notice-save-unreadable = Your saved game could not be read, so a new game has started.
notice-bad-link = The position in the link could not be opened ({ $why }).
notice-puzzles-unavailable = The puzzles could not be loaded ({ $why }).
notice-puzzles-all-solved = You have solved every puzzle of this rule set.
notice-engine-failed = The computer stopped working: { $why }
notice-hint = Hint: { $move }
notice-no-hint = No hint in this position.
notice-records-unreadable = Your records could not be read; they were kept aside and a new record was started.
notice-records-not-saved = Your records could not be saved: the browser's storage is full. What was saved before is kept.
notice-imported =
    Imported { $profiles ->
        [one] { $profiles } player
       *[other] { $profiles } players
    } and { $games ->
        [one] { $games } game
       *[other] { $games } games
    }.
notice-import-refused = The file was not imported: { $reason }. Nothing changed.
notice-viewing = You are looking at an earlier position: go back to the game to play.
notice-replaying = This game is being replayed: step through it, or choose how to play on from the position shown.
import-unreadable = not a records file ({ $why })
import-newer-format = written by a newer version of the game (format { $format })
import-bad-game = game { $id }: { $why }
import-unknown-player = a game names an unknown player, { $id }
import-duplicate = { $id } appears twice
import-unknown-lesson = it names a lesson the game does not have, { $lesson }

## The leaderboard and the players' histories.

leaderboard = Leaderboard
close = Close
settings = Settings
menu = Menu
rules-unavailable = The rules could not be loaded: check the connection and open them again.
coordinates-open = Coordinates trainer
coordinates-drill = Exercise
coordinates-find = Click the square named
coordinates-name = Name the square marked
coordinates-intro = Learn the squares' names: how many can you get right in 30 seconds?
coordinates-click = Click { $square }
coordinates-which = Which square is marked?
coordinates-right = Right!
coordinates-wrong = No: that is { $square }
coordinates-score = { $right } right · { $wrong } wrong · { $seconds } s left
coordinates-over = Time is up: { $right } right, { $wrong } wrong.
coordinates-best = Best: { $best }
export-records = Export records
import-records = Import records
export-file-name = draughts-records.json
no-games-yet = No finished games in this variant yet.
standings-empty = Nobody is in this variant's leaderboard yet: finish a game against the computer or a friend to appear here.
history = Your games
players = Players
profile-white = You: against the computer, and White in a game between two players
profile-black = The other player: Black in a game between two players
profile-name = Name
rename = Rename
add-profile = Add player
default-profile = Player
second-profile = Player 2
heading-player = Player
heading-rating = Rating
heading-won = Won
heading-drawn = Drawn
heading-lost = Lost
heading-streak = Streak (best)
heading-best-level = Best level beaten
# A rating and its margin: "1520 ± 80".
rating = { NUMBER($rating, maximumFractionDigits: 0, useGrouping: "false") } ± { NUMBER($margin, maximumFractionDigits: 0) }
computer-at-level = Computer (level { $level })
# One past game: "6 Dec 2026, 17:55 · Won against Computer (level 3) as White, 42 moves, no moves left".
# $result is "won", "lost" or "drawn"; $ending is one of the ending- messages below.
history-line =
    { $date } · { $result ->
        [won] Won
        [lost] Lost
       *[drawn] Drawn
    } against { $opponent } as { $colour ->
        [white] White
       *[black] Black
    }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $ending }
history-line-unrated =
    { $date } · { $result ->
        [won] Won
        [lost] Lost
       *[drawn] Drawn
    } against { $opponent } as { $colour ->
        [white] White
       *[black] Black
    }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $ending }, unrated
ending-no-moves = no moves left
ending-gave-away = no moves left to the winner
ending-crowned = first king
ending-resignation = resignation
ending-time = time
ending-agreement = agreed draw
ending-draw-rule = draw rule

## The rules page (rules.ftl holds its text): the header's button, a diagram's name for screen readers.

rules-open = Rules
learn-open = Lessons
puzzles-open = Puzzles
rules-diagram-label = Diagram: { $caption }

## Keyboard play and screen readers.

theme-colour-safe = Colour-blind safe
type-move = Type a move
play-typed-move = Play
describe-position = Describe position
keyboard-help = On the board: arrow keys move the cursor, Enter or Space picks up a piece and plays, Escape puts it back, D describes the position.
new-position = A new position is on the board.
# Lists in a sentence: $rest is the items but the last, joined by ", ".
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }
# Who moves, in a spoken move ($king is "yes" or "no").
spoken-mover =
    { $king ->
        [yes]
            { $color ->
                [white] White king
               *[black] Black king
            }
       *[no]
            { $color ->
                [white] White
               *[black] Black
            }
    }
spoken-step = { $mover } { $from } to { $to }
spoken-capture = { $mover } captures from { $from } to { $to }, taking { $taken }
spoken-move = { $move }.
spoken-crowned = { $move }, crowned.
moves-played =
    { $count ->
        [one] { $count } move played.
       *[other] { $count } moves played.
    }
moves-taken-back =
    { $count ->
        [one] { $count } move taken back.
       *[other] { $count } moves taken back.
    }
color-to-move =
    { $color ->
        [white] White to move.
       *[black] Black to move.
    }
side-men =
    { $count ->
        [0] no men
        [one] a man on { $squares }
       *[other] men on { $squares }
    }
side-kings =
    { $count ->
        [0] no kings
        [one] a king on { $squares }
       *[other] kings on { $squares }
    }
side-pieces =
    { $color ->
        [white] White: { $men }; { $kings }
       *[black] Black: { $men }; { $kings }
    }
position-text =
    { $color ->
        [white] White to move. { $white }. { $black }.
       *[black] Black to move. { $white }. { $black }.
    }
cursor-light-square = Light square
cursor-light = light square
cursor-empty = empty
cursor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] white king
               *[black] black king
            }
       *[no]
            { $color ->
                [white] white man
               *[black] black man
            }
    }
cursor-square = { $name }, { $what }
cursor-picked-up = { $square }, picked up
cursor-can-move-here = { $square }, can move here
entry-example = For example: { $move }.
entry-empty = Type a move first.
entry-not-a-move = “{ $text }” is not a move: write the squares joined by - (or x for a capture).
entry-not-a-square = “{ $name }” is not a playable square of this board.
entry-no-piece = There is no piece on { $name }.
entry-illegal = { $text } is not a legal move here.
entry-ambiguous = Several captures fit: type the whole path, { $paths }.

## The position editor.

edit-position = Edit position
editor-palette = Piece to place
side-to-move = Side to move
clear-board = Clear
start-position = Start position
fen = FEN
play-from-here = Play from here
editor-help = Click a square to place the chosen piece, click it again or right-click to remove it, drag a piece to move it.
eraser = Eraser
# A palette entry ($king is "yes" or "no").
editor-piece =
    { $king ->
        [yes]
            { $color ->
                [white] White king
               *[black] Black king
            }
       *[no]
            { $color ->
                [white] White man
               *[black] Black man
            }
    }
# $why is the notation reader's own explanation, in English.
editor-unreadable = This FEN cannot be read: { $why }.
editor-man-on-crowning-row = A man cannot stand on { $square }: it would have been crowned there.
editor-too-many-pieces =
    { $color ->
        [white] White cannot have more than { $count } pieces, as many as at the start.
       *[black] Black cannot have more than { $count } pieces, as many as at the start.
    }
editor-no-pieces =
    { $color ->
        [white] White has no pieces.
       *[black] Black has no pieces.
    }
editor-nothing-to-move =
    { $color ->
        [white] White is to move and has no move: the game would be over.
       *[black] Black is to move and has no move: the game would be over.
    }
editor-ready =
    { $color ->
        [white] Ready to play: White to move.
       *[black] Ready to play: Black to move.
    }

## Game records (PDN), replay, sharing.

# The Event tag of a game played on this page, written into exported PDN files.
pdn-event = Casual game
game-record = Game record
pdn-export-title = Save this game
copy-pdn = Copy PDN
download-pdn = Download .pdn
pdn-import-title = Open a game
pdn-paste-label = Paste PDN text
pdn-read-text = Read the text
pdn-choose-file = Choose a file…
pdn-drop-hint = or drop a .pdn file on the page.
pdn-rules = Rules
pdn-open-game = Open the game
# Shown as $why in pdn-refused.
pdn-no-game = no game found in the text
pdn-copied = The game's PDN is copied.
pdn-downloaded = The .pdn file is saved.
copy-refused = The browser refused to copy; select the text and copy it.
share = Share
copy-fen = Copy FEN
link-copied = The game's link is copied.
fen-copied = The position's FEN is copied.
replay-first = First position
replay-back = Previous move
replay-forward = Next move
replay-last = Last position
continue-computer = Play on against the computer
continue-person = Play on, two players
replay-analyse = Analyse here
shared-game = Shared game
delete-profile = Delete player
delete = Delete
keep = Keep
last-profile = The last player cannot be deleted.
# One game of an imported file: "3. Ann – Bob, 2-0, 42 moves".
pdn-summary =
    { $moves ->
        [one] { $number }. { $white } – { $black }, { $result }, { $moves } move
       *[other] { $number }. { $white } – { $black }, { $result }, { $moves } moves
    }
pdn-reading = Reading… { $percent }%
pdn-read =
    { $games ->
        [one] { $games } game.
       *[other] { $games } games: choose one.
    }
# $why says what could not be read and where (game, line, move); it may be in English.
pdn-refused = Not opened ({ $why }). Nothing was changed.
replay-title = { $white } – { $black } · { $result }
replay-place = move { $number } of { $total }
pdn-guess-only = The file does not name its rules. Only these replay this game: { $variant }.
pdn-guess-several = The file does not name its rules. These all replay this game: { $variants }. Proposed: { $variant }; choose another if it is not right.
pdn-guess-none = The file does not name its rules, and none of the rule sets played here replays this game.
pdn-guess-not-on-page = The file does not name its rules. It replays only as { $variants }, which this page does not play yet.
delete-profile-question =
    { $games ->
        [0] Delete { $name } from the records? They have no games.
        [one] Delete { $name } and their { $games } game from the records?
       *[other] Delete { $name } and their { $games } games from the records?
    }
