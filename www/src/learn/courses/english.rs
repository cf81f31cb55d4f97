//! The English course (American checkers): Black moves first, men move and capture forward
//! only, kings step one square every way, any capture may be chosen but must be completed, a man
//! reaching the far row is crowned and its move ends there, and the draws by repetition and by
//! fifty moves each without a capture or a man move.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "B:W27:B10",
                before: "",
                goal: Goal::Reach("15"),
                answer: "10 15",
                wrong: Wrong::Misses("10 14", Miss::Elsewhere),
            },
            Task {
                fen: "B:W32:B7,11",
                before: "",
                goal: Goal::Reach("16"),
                answer: "11 16",
                wrong: Wrong::Misses("7 10", Miss::Elsewhere),
            },
            Task {
                fen: "B:W30:B6,9,10",
                before: "",
                goal: Goal::Reach("14"),
                answer: "9 14",
                wrong: Wrong::Refused("6", Refusal::Blocked),
            },
            Task {
                fen: "B:W9,14:B3,5",
                before: "",
                goal: Goal::Reach("7"),
                answer: "3 7",
                wrong: Wrong::Refused("5", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "B:W14,27:B3,9",
                before: "",
                goal: Goal::Take(1),
                answer: "9 18",
                wrong: Wrong::Refused("3", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W15,30:B10",
                before: "",
                goal: Goal::Take(1),
                answer: "10 19",
                wrong: Wrong::Refused("10 14", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:W15,22:B18",
                before: "",
                goal: Goal::Take(1),
                answer: "18 25",
                wrong: Wrong::Refused("18 11", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "B:W14,23:B9",
                before: "",
                goal: Goal::Take(2),
                answer: "9 18 27",
                wrong: Wrong::Refused("9 13", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:W16,24:B5,12",
                before: "",
                goal: Goal::Take(2),
                answer: "12 19 28",
                wrong: Wrong::Refused("5", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W6,15,23:B1",
                before: "",
                goal: Goal::Take(3),
                answer: "1 10 19 26",
                wrong: Wrong::Refused("1 5", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "choice",
        tasks: &[
            Task {
                fen: "B:W9,16,18:B5,11",
                before: "",
                goal: Goal::Take(2),
                answer: "5 14 23",
                wrong: Wrong::Misses("11 20", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "B:W14,15,22:B10",
                before: "",
                goal: Goal::Take(2),
                answer: "10 17 26",
                wrong: Wrong::Misses("10 19", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "B:W6,7,14,23:B2",
                before: "",
                goal: Goal::Take(3),
                answer: "2 9 18 27",
                wrong: Wrong::Misses("2 11", Miss::TookFewer { took: 1, could: 3 }),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "B:W12,21:B9,26",
                before: "",
                goal: Goal::Crown,
                answer: "26 31",
                wrong: Wrong::Misses("9 14", Miss::NotCrowned),
            },
            Task {
                fen: "B:W26,27:B12,22",
                before: "",
                goal: Goal::Crown,
                answer: "22 31",
                wrong: Wrong::Refused("12", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W14,19,26,27:B9,15",
                before: "",
                goal: Goal::Crown,
                answer: "15 24 31",
                wrong: Wrong::Misses("9 18", Miss::NotCrowned),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "B:W29:BK15",
                before: "",
                goal: Goal::Reach("11"),
                answer: "15 11",
                wrong: Wrong::Misses("15 19", Miss::Elsewhere),
            },
            Task {
                fen: "B:W21,32:B3,K10",
                before: "",
                goal: Goal::Reach("6"),
                answer: "10 6",
                wrong: Wrong::Misses("3 7", Miss::Elsewhere),
            },
            Task {
                fen: "B:WK28:B1,K19",
                before: "",
                goal: Goal::Reach("23"),
                answer: "19 23",
                wrong: Wrong::Misses("19 24", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "B:W15,29:BK19",
                before: "",
                goal: Goal::Take(1),
                answer: "19 10",
                wrong: Wrong::Refused("19 6", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:W14,30:B18,K17",
                before: "",
                goal: Goal::Take(1),
                answer: "17 10",
                wrong: Wrong::Refused("18", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W16,23,24:BK18",
                before: "",
                goal: Goal::Take(3),
                answer: "18 27 20 11",
                wrong: Wrong::Refused("18 22", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "B:W15,24:B1,10",
                before: "",
                goal: Goal::Win(1),
                answer: "10 19 28",
                wrong: Wrong::Refused("1", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "B:W24,28:B15,16,19",
                before: "",
                goal: Goal::Win(1),
                answer: "16 20",
                wrong: Wrong::Misses("19 23", Miss::NoWin),
            },
            Task {
                fen: "B:W23:B10,17",
                before: "",
                goal: Goal::Win(2),
                answer: "10 15",
                wrong: Wrong::Misses("10 14", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "B:W22,23:B5,15",
                before: "",
                goal: Goal::Safe,
                answer: "5 9",
                wrong: Wrong::Misses("15 19", Miss::LosesPiece),
            },
            Task {
                fen: "B:W30,31:B19,23",
                before: "",
                goal: Goal::Safe,
                answer: "19 24",
                wrong: Wrong::Misses("23 27", Miss::LosesPiece),
            },
            Task {
                fen: "B:W22,K11:B4,10",
                before: "",
                goal: Goal::Safe,
                answer: "10 14",
                wrong: Wrong::Misses("10 15", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            Task {
                fen: "W:WK26:BK7",
                before: "26-22 7-10 22-26 10-7 26-22 7-10 22-26",
                goal: Goal::Draw,
                answer: "10 7",
                wrong: Wrong::Misses("10 14", Miss::NoDraw),
            },
            Task {
                fen: "W:WK19,30:B13,K3",
                before: "19-24 3-8 24-19 8-3 19-24 3-8 24-19",
                goal: Goal::Draw,
                answer: "8 3",
                wrong: Wrong::Misses("13 17", Miss::NoDraw),
            },
            Task {
                fen: "W:WK14,21:BK8,27",
                before:
                    "14-18 8-3 18-14 3-8 14-18 8-11 18-14 11-15 14-9 15-11 9-6 11-16 6-10 16-11 \
                    10-6 11-7 6-9 7-11 9-13 11-7 13-9 7-3 9-5 3-7 5-1 7-3 1-6 3-7 6-1 7-3 1-6 3-8 \
                    6-1 8-4 1-5 4-8 5-1 8-11 1-5 11-15 5-1 15-11 1-5 11-8 5-9 8-3 9-13 3-8 13-17 \
                    8-4 17-13 4-8 13-9 8-4 9-6 4-8 6-10 8-12 10-6 12-16 6-1 16-20 1-5 20-16 5-9 \
                    16-20 9-5 20-16 5-9 16-12 9-13 12-16 13-17 16-11 17-13 11-15 13-17 15-11 17-14 \
                    11-15 14-9 15-19 9-14 19-16 14-17 16-19 17-13 19-15 13-17 15-19 17-14 19-16 \
                    14-10 16-19 10-6 19-15 6-1 15-19 1-5",
                goal: Goal::Draw,
                answer: "19 24",
                wrong: Wrong::Misses("27 31", Miss::NoDraw),
            },
        ],
    },
];
