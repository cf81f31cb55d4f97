//! The Breakthrough course: International rules (the 10x10 board, men capturing backward too,
//! the most pieces taken), but the first man crowned wins, and only where its move ends: one
//! passing the last row in a capture stays a man. A side left without a move loses, as in
//! International. No game has a king to move (the first ends it) nor a position that comes
//! again (men only go forward), so the course has no lessons on kings or draws; its own lesson
//! breaks through with a piece given away.

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
                goal: Goal::Reach("26"),
                answer: "31 26",
                wrong: Wrong::Misses("31 27", Miss::Elsewhere),
            },
            Task {
                fen: "W:W33,43,44:B22,24,28,29",
                before: "",
                goal: Goal::Reach("39"),
                answer: "44 39",
                wrong: Wrong::Refused("33", Refusal::Blocked),
            },
            Task {
                fen: "W:W26,36,37:B17,21",
                before: "",
                goal: Goal::Reach("31"),
                answer: "36 31",
                wrong: Wrong::Refused("26", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:W32,44:B4,27",
                before: "",
                goal: Goal::Take(1),
                answer: "32 21",
                wrong: Wrong::Refused("44", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W18,40:B3,23",
                before: "",
                goal: Goal::Take(1),
                answer: "18 29",
                wrong: Wrong::Refused("18 12", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W29,45:B2,23,24",
                before: "",
                goal: Goal::Take(1),
                answer: "29 18",
                wrong: Wrong::Refused("45", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:W37,49:B2,22,32",
                before: "",
                goal: Goal::Take(2),
                answer: "37 28 17",
                wrong: Wrong::Refused("37 31", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W38,48:B5,13,23,33",
                before: "",
                goal: Goal::Take(3),
                answer: "38 29 18 9",
                wrong: Wrong::Refused(
                    "48",
                    Refusal::MostPieces {
                        pieces: 3,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W17,45:B5,22,33",
                before: "",
                goal: Goal::Take(2),
                answer: "17 28 39",
                wrong: Wrong::Refused("17 11", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "most",
        tasks: &[
            Task {
                fen: "W:W37,40:B4,24,32,34",
                before: "",
                goal: Goal::Take(2),
                answer: "40 29 20",
                wrong: Wrong::Refused(
                    "37",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W42,44:B3,28,37,38",
                before: "",
                goal: Goal::Take(2),
                answer: "42 33 22",
                wrong: Wrong::Refused("42 31", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W27,43:B2,12,21,22",
                before: "",
                goal: Goal::Take(2),
                answer: "27 18 7",
                wrong: Wrong::Refused("27 16", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "W:W8,32,37:B3,14,19",
                before: "",
                goal: Goal::Win(1),
                answer: "8 2",
                wrong: Wrong::Misses("32 28", Miss::NoWin),
            },
            Task {
                fen: "W:W12,33,38:B7,16,19,24",
                before: "",
                goal: Goal::Win(1),
                answer: "12 1",
                wrong: Wrong::Refused("33", Refusal::CaptureCompulsory),
            },
            // Both captures take two; only 22x13x2 ends its move on the last row.
            Task {
                fen: "W:W11,22,37,42:B7,8,18,26,29",
                before: "",
                goal: Goal::Win(1),
                answer: "22 13 2",
                wrong: Wrong::Misses("11 2 13", Miss::NoWin),
            },
            // The capture that takes the most passes the last row: no king, the game goes on.
            Task {
                fen: "W:W13,33,38:B7,8,9,19,24",
                before: "",
                goal: Goal::Take(2),
                answer: "13 2 11",
                wrong: Wrong::Refused("13 4", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:W38,47:B21,32",
                before: "",
                goal: Goal::Win(1),
                answer: "38 27 16",
                wrong: Wrong::Refused(
                    "47",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W42,46,47:B36",
                before: "",
                goal: Goal::Win(1),
                answer: "46 41",
                wrong: Wrong::Misses("47 41", Miss::NoWin),
            },
            // Black's man runs for the last row: 49-43 stops it, and it is taken or blocked.
            Task {
                fen: "W:W27,49:B33",
                before: "",
                goal: Goal::Win(2),
                answer: "49 43",
                wrong: Wrong::Misses("49 44", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "breakthrough",
        tasks: &[
            // 13-8 draws the man on 2 away: 2x13, and 7-2 crowns.
            Task {
                fen: "W:W7,12,13,34,39,43:B1,2,19,23,24",
                before: "",
                goal: Goal::Win(2),
                answer: "13 8",
                wrong: Wrong::Misses("12 8", Miss::NoWin),
            },
            Task {
                fen: "W:W12,20,21,34:B13,16,37,44",
                before: "",
                goal: Goal::Win(2),
                answer: "12 7",
                wrong: Wrong::Misses("12 8", Miss::NoWin),
            },
            Task {
                fen: "W:W13,21,31,37:B12,17,24,34",
                before: "",
                goal: Goal::Win(2),
                answer: "13 9",
                wrong: Wrong::Misses("13 8", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:W24,25,32,33,49:B1,6,17,21,29",
                before: "",
                goal: Goal::Safe,
                answer: "33 28",
                wrong: Wrong::Misses("32 28", Miss::LosesPiece),
            },
            Task {
                fen: "W:W23,27,30,32,42,43:B7,9,15,17,25,35",
                before: "",
                goal: Goal::Safe,
                answer: "30 24",
                wrong: Wrong::Misses("42 38", Miss::LosesPiece),
            },
            Task {
                fen: "W:W17,28,29,43,49:B8,10,18,35,40",
                before: "",
                goal: Goal::Safe,
                answer: "28 23",
                wrong: Wrong::Misses("43 39", Miss::LosesPiece),
            },
        ],
    },
];
