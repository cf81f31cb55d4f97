//! The Thai course (Mak-hos): eight men each, squares numbered from g1 as Black sees the board,
//! men moving and capturing forward only, flying kings that land right behind the piece they take
//! and may turn back, pieces leaving the board as they are taken, any capture may be chosen, a man
//! crowned in a capture ending its move there, and the draw by repetition, the only one.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:W1-8:B22,26-32",
                before: "",
                goal: Goal::Reach("10"),
                answer: "7 10",
                wrong: Wrong::Misses("6 9", Miss::Elsewhere),
            },
            Task {
                fen: "W:W16,7,2,9,5:B28,27,22,25",
                before: "",
                goal: Goal::Reach("19"),
                answer: "16 19",
                wrong: Wrong::Misses("16 20", Miss::Elsewhere),
            },
            Task {
                fen: "W:W12,3,10,5:B16,19,30,25",
                before: "",
                goal: Goal::Reach("15"),
                answer: "10 15",
                wrong: Wrong::Refused("12", Refusal::Blocked),
            },
            Task {
                fen: "W:W3,8,7,9:B23,21,28,26",
                before: "",
                goal: Goal::Reach("13"),
                answer: "9 13",
                wrong: Wrong::Refused("3", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:W10,12,3,5:B14,24,31,25",
                before: "",
                goal: Goal::Take(1),
                answer: "10 17",
                wrong: Wrong::Refused("12", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W18,8,1:B15,22,28,29",
                before: "",
                goal: Goal::Take(1),
                answer: "18 25",
                wrong: Wrong::Refused("18 11", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W14,8,5:B10,11,28,25",
                before: "",
                goal: Goal::Take(1),
                answer: "8 15",
                wrong: Wrong::Refused("14", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:W11,4,1:B15,22,32,29",
                before: "",
                goal: Goal::Take(2),
                answer: "11 18 25",
                wrong: Wrong::Refused("11 16", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W1,3,12:B6,15,24,21,26",
                before: "",
                goal: Goal::Take(3),
                answer: "1 10 19 28",
                wrong: Wrong::Refused("3", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W7,6,5:B10,18,28,29",
                before: "",
                goal: Goal::Take(2),
                answer: "6 15 22",
                wrong: Wrong::Refused("5", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "choice",
        tasks: &[
            Task {
                fen: "W:W12,9,3:B16,14,22,28,29",
                before: "",
                goal: Goal::Take(2),
                answer: "9 18 25",
                wrong: Wrong::Misses("12 19", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "W:W7,4,1:B11,10,17,28,29,31",
                before: "",
                goal: Goal::Take(2),
                answer: "7 14 21",
                wrong: Wrong::Misses("7 16", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "W:WK10,12,1:B16,23,K17,28,29",
                before: "",
                goal: Goal::Take(2),
                answer: "12 19 26",
                wrong: Wrong::Misses("10 21", Miss::TookFewer { took: 1, could: 2 }),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "W:W25,19,10:B28,27,31,13",
                before: "",
                goal: Goal::Crown,
                answer: "25 30",
                wrong: Wrong::Misses("19 23", Miss::NotCrowned),
            },
            // The new king on 31 does not go on to take 26: the move ends where the man is crowned.
            Task {
                fen: "W:W24,10,1:B27,26,14,29",
                before: "",
                goal: Goal::Crown,
                answer: "24 31",
                wrong: Wrong::Misses("10 17", Miss::NotCrowned),
            },
            Task {
                fen: "W:W21,11,2:B25,15,23,28,32",
                before: "",
                goal: Goal::Crown,
                answer: "21 30",
                wrong: Wrong::Misses("11 18 27", Miss::NotCrowned),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:WK2,9,5:B24,27,25",
                before: "",
                goal: Goal::Reach("20"),
                answer: "2 20",
                wrong: Wrong::Misses("2 7", Miss::Elsewhere),
            },
            Task {
                fen: "W:WK30,10,1:B21,32,28",
                before: "",
                goal: Goal::Reach("12"),
                answer: "30 12",
                wrong: Wrong::Misses("30 25", Miss::Elsewhere),
            },
            Task {
                fen: "W:WK5,11,2:B28,26,21",
                before: "",
                goal: Goal::Reach("32"),
                answer: "5 32",
                wrong: Wrong::Misses("5 23", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            // The king stops right behind 15, on 18: it may not fly on to 22.
            Task {
                fen: "W:WK4,3,5:B15,28,32,21",
                before: "",
                goal: Goal::Take(1),
                answer: "4 18",
                wrong: Wrong::Refused("4 22", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WK5,12,3:B14,27,28,29",
                before: "",
                goal: Goal::Take(2),
                answer: "5 18 32",
                wrong: Wrong::Refused("5 23", Refusal::StopOnCapture),
            },
            // From 27 the king turns back over 23, already taken and gone, to take 9.
            Task {
                fen: "W:WK8,3:B15,23,9,28",
                before: "",
                goal: Goal::Take(3),
                answer: "8 18 27 5",
                wrong: Wrong::Refused("8 22", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:W11,6,K13:B23,15,22",
                before: "",
                goal: Goal::Win(1),
                answer: "13 26 19 10",
                wrong: Wrong::Misses("11 18 27", Miss::NoWin),
            },
            Task {
                fen: "W:W17,22,18:B29,25",
                before: "",
                goal: Goal::Win(1),
                answer: "17 21",
                wrong: Wrong::Misses("18 23", Miss::NoWin),
            },
            Task {
                fen: "W:W1,3,7:B16,14",
                before: "",
                goal: Goal::Win(2),
                answer: "7 11",
                wrong: Wrong::Misses("7 10", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:W18,3,19,5:B31,26,14,28",
                before: "",
                goal: Goal::Safe,
                answer: "18 23",
                wrong: Wrong::Misses("5 9", Miss::LosesPiece),
            },
            Task {
                fen: "W:W16,5,18,6:B26,31,25,27",
                before: "",
                goal: Goal::Safe,
                answer: "6 10",
                wrong: Wrong::Misses("18 22", Miss::LosesPiece),
            },
            Task {
                fen: "W:W18,7,12,17:B25,13,26,30",
                before: "",
                goal: Goal::Safe,
                answer: "17 21",
                wrong: Wrong::Misses("17 22", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            // Threefold repetition: the position after 26-31 comes a third time.
            Task {
                fen: "W:WK1,12,11:BK31,21,30",
                before: "1-5 31-26 5-1 26-31 1-5 31-26 5-1",
                goal: Goal::Draw,
                answer: "26 31",
                wrong: Wrong::Misses("26 22", Miss::NoDraw),
            },
            // The position counts, not the moves: White's king went to 12 the first time, to 8 the second.
            Task {
                fen: "B:WK3,2,1:BK28,21,30,31",
                before: "28-32 3-12 32-28 12-3 28-32 3-8 32-28",
                goal: Goal::Draw,
                answer: "8 3",
                wrong: Wrong::Misses("8 12", Miss::NoDraw),
            },
            Task {
                fen: "B:WK2,8,11,12:BK29,21,32",
                before: "29-25 2-6 25-29 6-2 29-25 2-6 25-29",
                goal: Goal::Draw,
                answer: "6 2",
                wrong: Wrong::Misses("11 15", Miss::NoDraw),
            },
        ],
    },
];
