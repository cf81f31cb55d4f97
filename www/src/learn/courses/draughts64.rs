//! Tasks the Brazilian and Russian courses share: the same board, notation and rule for the
//! point each shows (the kings' moves, FMJD-64's draw counts).

use crate::board::input::Refusal;
use crate::learn::{Goal, Miss, Task, Wrong};

/// A man steps onto the far row; the other man does not crown.
pub const CROWN_BY_A_STEP: Task = Task {
    fen: "W:Wc7,g5:Bh8",
    before: "",
    goal: Goal::Crown,
    answer: "c7 d8",
    wrong: Wrong::Misses("g5 h6", Miss::NotCrowned),
};

/// A king crosses the board in one move.
pub const KING_FLIES_FAR: Task = Task {
    fen: "W:WKc1:Ba7",
    before: "",
    goal: Goal::Reach("h6"),
    answer: "c1 h6",
    wrong: Wrong::Misses("c1 g5", Miss::Elsewhere),
};

/// A king must land where it can take again.
pub const KING_LANDS_TO_TAKE_AGAIN: Task = Task {
    fen: "W:WKa1:Bc3,d6,h2",
    before: "",
    goal: Goal::Take(2),
    answer: "a1 e5 b8",
    wrong: Wrong::Refused("a1 g7", Refusal::StopOnCapture),
};

/// A king takes three from afar, turning twice.
pub const KING_TAKES_THREE: Task = Task {
    fen: "W:WKh8:Bg7,d6,b6,h2",
    before: "",
    goal: Goal::Take(3),
    answer: "h8 e5 c7 a5",
    wrong: Wrong::Refused("h8 f6", Refusal::StopOnCapture),
};

/// Taking the last piece wins; the other man may not move.
pub const WIN_BY_TAKING_THE_LAST: Task = Task {
    fen: "W:Wc3,h2:Bd4",
    before: "",
    goal: Goal::Win(1),
    answer: "c3 e5",
    wrong: Wrong::Refused("h2", Refusal::CaptureCompulsory),
};

/// Only one step leaves nothing to take.
pub const SAFE_STEP_ASIDE: Task = Task {
    fen: "W:Wf6,h2:Bf2,h6",
    before: "",
    goal: Goal::Safe,
    answer: "f6 e7",
    wrong: Wrong::Misses("h2 g3", Miss::LosesPiece),
};

/// 7.2.5: the 15th move each with only kings moving draws; a man move restarts the count.
pub const KINGS_ONLY_15_MOVES: Task = Task {
    fen: "B:WKe3,a1,c1:BKd6,f8,h8",
    before: "d6-b4 e3-h6 b4-e7 h6-f4 e7-c5 f4-h2 c5-a3 h2-g1 a3-e7 g1-b6 e7-d8 b6-e3 d8-h4 \
        e3-d2 h4-e1 d2-a5 e1-g3 a5-d8 g3-d6 d8-a5 d6-h2 a5-b4 h2-e5 b4-c5 e5-h2 c5-a7 \
        h2-c7 a7-g1 c7-e5",
    goal: Goal::Draw,
    answer: "g1 d4",
    wrong: Wrong::Misses("c1 d2", Miss::NoDraw),
};

/// 7.2.6: with four pieces and kings on both sides, the 30th move each without capture or crowning draws; crowning restarts the count.
pub const KINGS_ENDING_30_MOVES: Task = Task {
    fen: "B:WKc1,a5:BKe7,h6",
    before: "e7-d8 c1-a3 d8-g5 a3-f8 g5-f4 f8-b4 f4-e3 b4-a3 e3-d2 a3-e7 d2-e3 e7-d8 e3-d2 \
        d8-f6 d2-c1 f6-h8 c1-g5 h8-a1 g5-c1 a1-c3 c1-g5 a5-b6 g5-d8 b6-a7 d8-g5 c3-h8 \
        g5-h4 h8-a1 h4-e1 a1-d4 e1-g3 d4-b2 g3-b8 b2-h8 b8-d6 h8-a1 d6-h2 a1-c3 h2-d6 \
        c3-h8 d6-b4 h8-e5 b4-e1 e5-h8 h6-g5 h8-b2 e1-g3 b2-a3 g3-f4 a3-c5 f4-h2 c5-e7 \
        g5-f4 e7-h4 h2-g1 h4-d8 f4-e3 d8-e7 g1-h2",
    goal: Goal::Draw,
    answer: "e7 d6",
    wrong: Wrong::Misses("a7 b8", Miss::NoDraw),
};
