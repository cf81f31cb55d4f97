//! The Pool course (American pool checkers): Black moves first, English checkers' numbers, men
//! capturing backward too, flying kings, any capture may be chosen but must be completed, a man
//! passing the far row in a capture going on as a man, and the draws by repetition, by 15 moves
//! each of kings only and by three kings against one.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "B:W21,22,27,30:B5,9,10",
                before: "",
                goal: Goal::Reach("14"),
                answer: "10 14",
                wrong: Wrong::Misses("10 15", Miss::Elsewhere),
            },
            Task {
                fen: "B:W23,25,29:B1,6,7",
                before: "",
                goal: Goal::Reach("10"),
                answer: "7 10",
                wrong: Wrong::Misses("6 9", Miss::Elsewhere),
            },
            Task {
                fen: "B:W24,28,30:B1,5,6,9",
                before: "",
                goal: Goal::Reach("13"),
                answer: "9 13",
                wrong: Wrong::Refused("5", Refusal::Blocked),
            },
            Task {
                fen: "B:W16,19,27:B12,3,10",
                before: "",
                goal: Goal::Reach("14"),
                answer: "10 14",
                wrong: Wrong::Refused("12", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "B:W18,24,28:B9,14,3",
                before: "",
                goal: Goal::Take(1),
                answer: "14 23",
                wrong: Wrong::Refused("9", Refusal::CaptureCompulsory),
            },
            // A man captures backward too: 15 takes 11 and lands on 8.
            Task {
                fen: "B:W11,22,26,31:B1,2,15,12",
                before: "",
                goal: Goal::Take(1),
                answer: "15 8",
                wrong: Wrong::Refused("15 19", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:W9,21,25:B14,16,3",
                before: "",
                goal: Goal::Take(1),
                answer: "14 5",
                wrong: Wrong::Refused("16", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "B:W15,16,27,30:B10,2,3",
                before: "",
                goal: Goal::Take(2),
                answer: "10 19 12",
                wrong: Wrong::Refused("10 14", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:W6,15,23,31:B1,4,12",
                before: "",
                goal: Goal::Take(3),
                answer: "1 10 19 26",
                wrong: Wrong::Refused("12", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W7,14,15,26,29:B2,4,12",
                before: "",
                goal: Goal::Take(3),
                answer: "2 11 18 9",
                wrong: Wrong::Refused("2 6", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "choice",
        tasks: &[
            Task {
                fen: "B:W15,16,24,29,30:B11,3,4",
                before: "",
                goal: Goal::Take(2),
                answer: "11 20 27",
                wrong: Wrong::Misses("11 18", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "B:W10,16,23,31:B6,12,1",
                before: "",
                goal: Goal::Take(2),
                answer: "12 19 26",
                wrong: Wrong::Misses("6 15", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "B:W9,10,19,28,32:B15,3,4",
                before: "",
                goal: Goal::Take(2),
                answer: "15 6 13",
                wrong: Wrong::Misses("15 24", Miss::TookFewer { took: 1, could: 2 }),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "B:W21,19,24:B26,7,8",
                before: "",
                goal: Goal::Crown,
                answer: "26 30",
                wrong: Wrong::Misses("7 11", Miss::NotCrowned),
            },
            Task {
                fen: "B:W14,27,29,30:B9,23,4",
                before: "",
                goal: Goal::Crown,
                answer: "23 32",
                wrong: Wrong::Misses("9 18", Miss::NotCrowned),
            },
            // 23x30x21 passes 30 on the far row but goes on capturing backward: it ends a man.
            Task {
                fen: "B:W25,26,27,29,13:B22,23,24,8",
                before: "",
                goal: Goal::Crown,
                answer: "24 31",
                wrong: Wrong::Misses("23 30 21", Miss::NotCrowned),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "B:W21,30,31:BK4,9,12",
                before: "",
                goal: Goal::Reach("25"),
                answer: "4 25",
                wrong: Wrong::Misses("4 22", Miss::Elsewhere),
            },
            Task {
                fen: "B:W20,24,32:BK27,2,3",
                before: "",
                goal: Goal::Reach("9"),
                answer: "27 9",
                wrong: Wrong::Misses("27 18", Miss::Elsewhere),
            },
            Task {
                fen: "B:W17,26,31:BK15,3,11",
                before: "",
                goal: Goal::Reach("29"),
                answer: "15 29",
                wrong: Wrong::Misses("15 28", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "B:W18,26,32:BK29,2,5",
                before: "",
                goal: Goal::Take(1),
                answer: "29 11",
                wrong: Wrong::Refused("2", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W11,23,30:BK4,1,6",
                before: "",
                goal: Goal::Take(2),
                answer: "4 18 27",
                wrong: Wrong::Refused("4 25", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:W23,10,16,30,21:BK32,1,4",
                before: "",
                goal: Goal::Take(3),
                answer: "32 14 7 20",
                wrong: Wrong::Refused("32 18", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "B:W19,18,17:B14,20,13",
                before: "",
                goal: Goal::Win(1),
                answer: "13 22 15 24",
                wrong: Wrong::Misses("14 23 16", Miss::NoWin),
            },
            Task {
                fen: "B:W20,5:B1,16,8",
                before: "",
                goal: Goal::Win(1),
                answer: "8 11",
                wrong: Wrong::Misses("8 12", Miss::NoWin),
            },
            Task {
                fen: "B:W31,28:B15,24,23",
                before: "",
                goal: Goal::Win(2),
                answer: "15 19",
                wrong: Wrong::Misses("23 27", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "B:W22,24,23,21:B15,2,11,10",
                before: "",
                goal: Goal::Safe,
                answer: "2 6",
                wrong: Wrong::Misses("15 18", Miss::LosesPiece),
            },
            Task {
                fen: "B:W19,21,31,30:B11,13,20,7",
                before: "",
                goal: Goal::Safe,
                answer: "7 10",
                wrong: Wrong::Misses("20 24", Miss::LosesPiece),
            },
            Task {
                fen: "B:W22,14,20,26:B15,6,1,11",
                before: "",
                goal: Goal::Safe,
                answer: "15 19",
                wrong: Wrong::Misses("11 16", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            // Threefold repetition: the position after 7-2 comes a third time.
            Task {
                fen: "W:WK32,21,30:BK2,5,12",
                before: "32-28 2-7 28-32 7-2 32-28 2-7 28-32",
                goal: Goal::Draw,
                answer: "7 2",
                wrong: Wrong::Misses("7 3", Miss::NoDraw),
            },
            // 15 moves of each side with only kings moving: a man's move starts the count again.
            Task {
                fen: "W:WK31,21,22:BK2,9,12",
                before: "31-24 2-16 24-31 16-23 31-24 23-30 24-20 30-23 20-31 23-16 31-24 16-20 \
                    24-31 20-7 31-26 7-3 26-23 3-14 23-30 14-7 30-19 7-2 19-28 2-16 28-15 16-20 \
                    15-10 20-31 10-17",
                goal: Goal::Draw,
                answer: "31 24",
                wrong: Wrong::Misses("12 16", Miss::NoDraw),
            },
            // Three kings against one since the capture 27x18: Black's 13th move draws.
            Task {
                fen: "B:WK30,23:BK4,K8,K27",
                before:
                    "27x18 30-21 18-23 21-7 23-12 7-20 12-26 20-24 26-16 24-10 16-12 10-24 12-26 \
                    24-31 26-16 31-17 16-23 17-21 23-12 21-7 12-23 7-20 23-9 20-24 9-32 24-28",
                goal: Goal::Draw,
                answer: "32 27",
                wrong: Wrong::Refused("4", Refusal::Blocked),
            },
        ],
    },
];
