//! The International course: the 10x10 board and its numbered squares, men capturing backward
//! too, flying kings, the most pieces taken, a man crowned only where its move ends, and FMJD's
//! draw rules.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:W32:B3",
                before: "",
                goal: Goal::Reach("28"),
                answer: "32 28",
                wrong: Wrong::Misses("32 27", Miss::Elsewhere),
            },
            Task {
                fen: "W:W35,47:B6",
                before: "",
                goal: Goal::Reach("30"),
                answer: "35 30",
                wrong: Wrong::Misses("47 42", Miss::Elsewhere),
            },
            Task {
                fen: "W:W46,41,43:B5",
                before: "",
                goal: Goal::Reach("37"),
                answer: "41 37",
                wrong: Wrong::Refused("46", Refusal::Blocked),
            },
            Task {
                fen: "W:W36,38:B27,31",
                before: "",
                goal: Goal::Reach("33"),
                answer: "38 33",
                wrong: Wrong::Refused("36", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:W32,47:B28,3",
                before: "",
                goal: Goal::Take(1),
                answer: "32 23",
                wrong: Wrong::Refused("47", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W34,49:B29,4",
                before: "",
                goal: Goal::Take(1),
                answer: "34 23",
                wrong: Wrong::Refused("34 30", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W23,44:B28,2",
                before: "",
                goal: Goal::Take(1),
                answer: "23 32",
                wrong: Wrong::Refused("23 18", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W19,42:B24,8",
                before: "",
                goal: Goal::Take(1),
                answer: "19 30",
                wrong: Wrong::Refused("42", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:W32:B28,19,3",
                before: "",
                goal: Goal::Take(2),
                answer: "32 23 14",
                wrong: Wrong::Refused("32 27", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W37:B32,22,21,4",
                before: "",
                goal: Goal::Take(3),
                answer: "37 28 17 26",
                wrong: Wrong::Refused("37 31", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W47,36:B42,33,34,5",
                before: "",
                goal: Goal::Take(3),
                answer: "47 38 29 40",
                wrong: Wrong::Refused("47 41", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "most",
        tasks: &[
            Task {
                fen: "W:W31,38:B27,33,24,5",
                before: "",
                goal: Goal::Take(2),
                answer: "38 29 20",
                wrong: Wrong::Refused(
                    "31",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W45,37:BK40,32,23,3",
                before: "",
                goal: Goal::Take(2),
                answer: "37 28 19",
                wrong: Wrong::Refused(
                    "45",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:WK6,38:B44,32,21,3",
                before: "",
                goal: Goal::Take(2),
                answer: "38 27 16",
                wrong: Wrong::Refused(
                    "6",
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
                fen: "W:W7,33:B25",
                before: "",
                goal: Goal::Crown,
                answer: "7 2",
                wrong: Wrong::Misses("33 28", Miss::NotCrowned),
            },
            Task {
                fen: "W:W12,39:B7,30",
                before: "",
                goal: Goal::Crown,
                answer: "12 1",
                wrong: Wrong::Refused("12 8", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W13,45:B9,10,30",
                before: "",
                goal: Goal::Take(2),
                answer: "13 4 15",
                wrong: Wrong::Refused("13 8", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:WK46,44:B3,9",
                before: "",
                goal: Goal::Reach("5"),
                answer: "46 5",
                wrong: Wrong::Misses("46 14", Miss::Elsewhere),
            },
            Task {
                fen: "W:WK50,38:B3,16",
                before: "",
                goal: Goal::Reach("6"),
                answer: "50 6",
                wrong: Wrong::Misses("50 28", Miss::Elsewhere),
            },
            Task {
                fen: "W:WK3,48:B16,25",
                before: "",
                goal: Goal::Reach("26"),
                answer: "3 26",
                wrong: Wrong::Misses("3 21", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:WK47:B33,16",
                before: "",
                goal: Goal::Take(1),
                answer: "47 24",
                wrong: Wrong::Refused("47 38", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WK46:B32,17,4",
                before: "",
                goal: Goal::Take(2),
                answer: "46 28 11",
                wrong: Wrong::Refused("46 19", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WK50:B39,32,42,4",
                before: "",
                goal: Goal::Take(3),
                answer: "50 28 37 48",
                wrong: Wrong::Refused("50 33", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:W39,46:B33,22",
                before: "",
                goal: Goal::Win(1),
                answer: "39 28 17",
                wrong: Wrong::Refused("39 34", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W50,44,49:B40,35",
                before: "",
                goal: Goal::Win(1),
                answer: "50 45",
                wrong: Wrong::Misses("44 39", Miss::NoWin),
            },
            Task {
                fen: "W:W43,47:B28",
                before: "",
                goal: Goal::Win(2),
                answer: "43 38",
                wrong: Wrong::Misses("47 41", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:W44,39:B9,29",
                before: "",
                goal: Goal::Safe,
                answer: "44 40",
                wrong: Wrong::Misses("39 33", Miss::LosesPiece),
            },
            Task {
                fen: "W:W29,38:B28,7",
                before: "",
                goal: Goal::Safe,
                answer: "29 24",
                wrong: Wrong::Misses("38 32", Miss::LosesPiece),
            },
            Task {
                fen: "W:W13,15:B4,22",
                before: "",
                goal: Goal::Safe,
                answer: "13 8",
                wrong: Wrong::Misses("15 10", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            // Threefold repetition: the position after 37-28 comes a third time.
            Task {
                fen: "W:WK46,35:BK4,16",
                before: "46-28 4-15 28-37 15-4 37-28 4-15 28-37 15-4",
                goal: Goal::Draw,
                answer: "37 28",
                wrong: Wrong::Misses("37 46", Miss::NoDraw),
            },
            // 25 moves of each side with only kings moving, counted from the man move 41-36.
            Task {
                fen: "W:WK47,41:BK4,16",
                before:
                    "41-36 4-27 47-24 27-9 24-19 9-3 19-30 3-21 30-25 21-17 25-43 17-8 43-49 8-26 \
                    49-43 26-37 43-27 37-26 27-9 26-17 9-18 17-28 18-34 28-11 34-45 11-28 45-50 \
                    28-6 50-45 6-22 45-40 22-9 40-35 9-3 35-24 3-26 24-13 26-37 13-8 37-10 8-3 \
                    10-19 3-12 19-24 12-34 24-15 34-43 15-29 43-48 29-33",
                goal: Goal::Draw,
                answer: "48 37",
                wrong: Wrong::Misses("36 31", Miss::NoDraw),
            },
            // Three pieces, one a king, against a lone king: 16 moves each from the capture.
            Task {
                fen: "W:WK46,6,35:BK3,37",
                before:
                    "46x28 3-26 28-23 26-31 23-29 31-27 29-23 27-43 23-14 43-38 14-5 38-33 5-19 \
                    33-39 19-46 39-25 46-10 25-43 10-4 43-38 4-9 38-49 9-36 49-21 36-41 21-16 \
                    41-23 16-38 23-19 38-29 19-30 29-18",
                goal: Goal::Draw,
                answer: "30 24",
                wrong: Wrong::Misses("6 1", Miss::NoDraw),
            },
            // A king and a man against a lone king: 5 moves each from the crowning.
            Task {
                fen: "W:W7,6:BK45",
                before: "7-2 45-12 2-30 12-3 30-19 3-9 19-30 9-22 30-34 22-50",
                goal: Goal::Draw,
                answer: "34 29",
                wrong: Wrong::Misses("6 1", Miss::NoDraw),
            },
        ],
    },
];
