//! The Antidraughts course: International rules (the 10x10 board, men capturing backward too,
//! flying kings, the most pieces taken, a man crowned only where its move ends) with the goal
//! reversed: the side left without a move, its pieces all taken or blocked, wins. The win
//! lesson teaches giving pieces away, and that blocking the opponent makes them win; the only
//! draw is by repetition.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:\
                    B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
                before: "",
                goal: Goal::Reach("30"),
                answer: "35 30",
                wrong: Wrong::Misses("34 29", Miss::Elsewhere),
            },
            Task {
                fen: "W:W31,36,37,42:B17,22,26",
                before: "",
                goal: Goal::Reach("27"),
                answer: "31 27",
                wrong: Wrong::Refused("36", Refusal::Blocked),
            },
            Task {
                fen: "W:W38,47:B27,29,32,33",
                before: "",
                goal: Goal::Reach("42"),
                answer: "47 42",
                wrong: Wrong::Refused("38", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:W33,39,48:B14,19,28",
                before: "",
                goal: Goal::Take(1),
                answer: "33 22",
                wrong: Wrong::Refused("48", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W23,40:B8,13,29",
                before: "",
                goal: Goal::Take(1),
                answer: "23 34",
                wrong: Wrong::Refused("23 18", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W38,43,49:B4,32,33",
                before: "",
                goal: Goal::Take(1),
                answer: "38 27",
                wrong: Wrong::Refused("49", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:W42,48:B3,27,37",
                before: "",
                goal: Goal::Take(2),
                answer: "42 31 22",
                wrong: Wrong::Refused("42 38", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W36,47:B5,22,31,41",
                before: "",
                goal: Goal::Take(2),
                answer: "36 27 18",
                wrong: Wrong::Refused(
                    "47",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W28,45:B4,12,13,22",
                before: "",
                goal: Goal::Take(3),
                answer: "28 17 8 19",
                wrong: Wrong::Refused("28 23", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "most",
        tasks: &[
            Task {
                fen: "W:W36,39:B3,23,31,33",
                before: "",
                goal: Goal::Take(2),
                answer: "39 28 19",
                wrong: Wrong::Refused(
                    "36",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W37,44:B4,23,32,K39",
                before: "",
                goal: Goal::Take(2),
                answer: "37 28 19",
                wrong: Wrong::Refused(
                    "44",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W32,34,K46:B2,18,29,41",
                before: "",
                goal: Goal::Take(2),
                answer: "34 23 12",
                wrong: Wrong::Refused(
                    "46",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "W:W9,33:B4,19",
                before: "",
                goal: Goal::Crown,
                answer: "9 3",
                wrong: Wrong::Misses("33 28", Miss::NotCrowned),
            },
            Task {
                fen: "W:W14,44:B9,25",
                before: "",
                goal: Goal::Crown,
                answer: "14 3",
                wrong: Wrong::Refused("14 10", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W13,38:B7,8,24",
                before: "",
                goal: Goal::Take(2),
                answer: "13 2 11",
                wrong: Wrong::Refused("13 9", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:W48,K36:B2,25",
                before: "",
                goal: Goal::Reach("4"),
                answer: "36 4",
                wrong: Wrong::Misses("36 18", Miss::Elsewhere),
            },
            Task {
                fen: "W:W40,K8:B1,20",
                before: "",
                goal: Goal::Reach("35"),
                answer: "8 35",
                wrong: Wrong::Misses("8 19", Miss::Elsewhere),
            },
            Task {
                fen: "W:W31,K25:B3,6",
                before: "",
                goal: Goal::Reach("48"),
                answer: "25 48",
                wrong: Wrong::Misses("25 43", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:W45,K49:B5,32",
                before: "",
                goal: Goal::Take(1),
                answer: "49 21",
                wrong: Wrong::Refused("49 38", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W45,K1:B4,12,28",
                before: "",
                goal: Goal::Take(2),
                answer: "1 23 37",
                wrong: Wrong::Refused("1 18", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W47,K5:B3,10,19,33",
                before: "",
                goal: Goal::Take(3),
                answer: "5 14 28 44",
                wrong: Wrong::Refused("5 23", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            // 24-19 gives both men away at once: 14x34 leaves White without a piece.
            Task {
                fen: "W:W24,29:B14,16,21",
                before: "",
                goal: Goal::Win(1),
                answer: "24 19",
                wrong: Wrong::Misses("24 20", Miss::NoWin),
            },
            // 32-27 would block Black's last man, and Black, without a move, would win.
            Task {
                fen: "W:W21,32,47:B16",
                before: "",
                goal: Goal::Win(1),
                answer: "47 42",
                wrong: Wrong::Misses("32 27", Miss::Lost),
            },
            Task {
                fen: "W:W31,32,43:B2,37,39",
                before: "",
                goal: Goal::Win(1),
                answer: "31 42",
                wrong: Wrong::Misses("43 34", Miss::NoWin),
            },
            Task {
                fen: "W:W28,31,46:B6,18,25",
                before: "",
                goal: Goal::Win(2),
                answer: "28 22",
                wrong: Wrong::Misses("31 27", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            // The position after 25-3 comes a third time.
            Task {
                fen: "W:W36,K48:B15,K3",
                before: "48-26 3-25 26-48 25-3 48-26 3-25 26-48",
                goal: Goal::Draw,
                answer: "25 3",
                wrong: Wrong::Misses("25 14", Miss::NoDraw),
            },
            Task {
                fen: "B:W35,K47:B16,K2",
                before: "2-13 47-29 13-2 29-47 2-13 47-29 13-2",
                goal: Goal::Draw,
                answer: "29 47",
                wrong: Wrong::Misses("35 30", Miss::NoDraw),
            },
            // Two kings against a lone king after five moves each: International would draw
            // whatever Black plays, Antidraughts only when the position comes a third time.
            Task {
                fen: "W:WK6,K49:BK4",
                before: "6-11 4-10 49-38 10-15 38-49 15-10 49-38 10-15 38-49",
                goal: Goal::Draw,
                answer: "15 10",
                wrong: Wrong::Misses("15 4", Miss::NoDraw),
            },
        ],
    },
];
