//! The Russian course: the 8x8 board, men capturing backward too, flying kings, a free choice
//! among captures, a man crowned in the middle of a capture going on as a king, and FMJD-64's
//! draw rules.

use crate::board::input::Refusal;
use crate::learn::courses::draughts64;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:Wc3:Bf8",
                before: "",
                goal: Goal::Reach("d4"),
                answer: "c3 d4",
                wrong: Wrong::Misses("c3 b4", Miss::Elsewhere),
            },
            Task {
                fen: "W:We3,g1:Bd8",
                before: "",
                goal: Goal::Reach("f4"),
                answer: "e3 f4",
                wrong: Wrong::Misses("e3 d4", Miss::Elsewhere),
            },
            Task {
                fen: "W:Wa1,b2,c3:Bh8",
                before: "",
                goal: Goal::Reach("b4"),
                answer: "c3 b4",
                wrong: Wrong::Refused("a1", Refusal::Blocked),
            },
            Task {
                fen: "W:Wa3,h2:Bg3,f4,c7",
                before: "",
                goal: Goal::Reach("b4"),
                answer: "a3 b4",
                wrong: Wrong::Refused("h2", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:Wc3,h2:Bd4,f8",
                before: "",
                goal: Goal::Take(1),
                answer: "c3 e5",
                wrong: Wrong::Refused("h2", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:We5,b2:Bd4,h8",
                before: "",
                goal: Goal::Take(1),
                answer: "e5 c3",
                wrong: Wrong::Refused("e5 f6", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wf4,a1:Be3,h8",
                before: "",
                goal: Goal::Take(1),
                answer: "f4 d2",
                wrong: Wrong::Refused("a1", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:Wc3:Bd4,f6,a7",
                before: "",
                goal: Goal::Take(2),
                answer: "c3 e5 g7",
                wrong: Wrong::Refused("c3 b4", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wc3:Bd2,f2,a7",
                before: "",
                goal: Goal::Take(2),
                answer: "c3 e1 g3",
                wrong: Wrong::Refused("c3 d4", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:We5:Bd4,b4,b6,h8",
                before: "",
                goal: Goal::Take(3),
                answer: "e5 c3 a5 c7",
                wrong: Wrong::Refused("e5 f6", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "choice",
        tasks: &[
            Task {
                fen: "W:Wa3,g3:BKb4,f4,f6",
                before: "",
                goal: Goal::Take(2),
                answer: "g3 e5 g7",
                wrong: Wrong::Misses("a3 c5", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "W:We3:Bd4,b6,f4,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "e3 c5 a7",
                wrong: Wrong::Misses("e3 g5", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "W:Wa1,h2:Bb2,d4,f6,g3",
                before: "",
                goal: Goal::Take(3),
                answer: "a1 c3 e5 g7",
                wrong: Wrong::Misses("h2 f4", Miss::TookFewer { took: 1, could: 3 }),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            draughts64::CROWN_BY_A_STEP,
            Task {
                fen: "W:Wd6:Be7,a5",
                before: "",
                goal: Goal::Crown,
                answer: "d6 f8",
                wrong: Wrong::Refused("d6 c7", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wb6:Bc7,g5,a3",
                before: "",
                goal: Goal::Take(2),
                answer: "b6 d8 h4",
                wrong: Wrong::Refused("b6 a7", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wf6,g3:Be7,b6,f4",
                before: "",
                goal: Goal::Take(2),
                answer: "f6 d8 a5",
                wrong: Wrong::Misses("g3 e5", Miss::TookFewer { took: 1, could: 2 }),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            draughts64::KING_FLIES_FAR,
            Task {
                fen: "W:WKg7:Bb4",
                before: "",
                goal: Goal::Reach("b2"),
                answer: "g7 b2",
                wrong: Wrong::Misses("g7 c3", Miss::Elsewhere),
            },
            Task {
                fen: "W:WKf8,e3:Bh8",
                before: "",
                goal: Goal::Reach("a3"),
                answer: "f8 a3",
                wrong: Wrong::Misses("e3 d4", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:WKh2:Be5,a5",
                before: "",
                goal: Goal::Take(1),
                answer: "h2 c7",
                wrong: Wrong::Refused("h2 g3", Refusal::StopOnCapture),
            },
            draughts64::KING_LANDS_TO_TAKE_AGAIN,
            draughts64::KING_TAKES_THREE,
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            draughts64::WIN_BY_TAKING_THE_LAST,
            Task {
                fen: "W:Wf4,h4:Bh6",
                before: "",
                goal: Goal::Win(1),
                answer: "h4 g5",
                wrong: Wrong::Misses("f4 g5", Miss::NoWin),
            },
            Task {
                fen: "W:WKa1:Bc3,f6",
                before: "",
                goal: Goal::Win(1),
                answer: "a1 e5 g7",
                wrong: Wrong::Refused("a1 b2", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wb2,a3:Ba5",
                before: "",
                goal: Goal::Win(2),
                answer: "b2 c3",
                wrong: Wrong::Misses("a3 b4", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            draughts64::SAFE_STEP_ASIDE,
            Task {
                fen: "W:We1,a7:Be3,c5",
                before: "",
                goal: Goal::Safe,
                answer: "a7 b8",
                wrong: Wrong::Misses("e1 d2", Miss::LosesPiece),
            },
            Task {
                fen: "W:Wh4,h6,a3:Bc5,f8",
                before: "",
                goal: Goal::Safe,
                answer: "h4 g5",
                wrong: Wrong::Misses("a3 b4", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            Task {
                fen: "B:WKe1,a3:BKh8,c7",
                before: "h8-g7 e1-d2 g7-h8 d2-e1 h8-g7 e1-d2 g7-h8",
                goal: Goal::Draw,
                answer: "d2 e1",
                wrong: Wrong::Misses("d2 e3", Miss::NoDraw),
            },
            Task {
                fen: "B:WKe1,a7:BKh8",
                before: "h8-d4 e1-b4 d4-g1 b4-d6 g1-h2 d6-c5 h2-f4 c5-b6 f4-d6",
                goal: Goal::Draw,
                answer: "b6 a5",
                wrong: Wrong::Misses("a7 b8", Miss::NoDraw),
            },
            Task {
                fen: "B:WKe1,a7,h4:BKd4",
                before: "d4-f6 e1-b4 f6-e5 b4-d2 e5-g7 d2-c1 g7-c3 c1-g5 c3-d4",
                goal: Goal::Draw,
                answer: "g5 e3",
                wrong: Wrong::Misses("a7 b8", Miss::NoDraw),
            },
            draughts64::KINGS_ONLY_15_MOVES,
            draughts64::KINGS_ENDING_30_MOVES,
        ],
    },
];
