//! The Spanish course: the turned board (a1 light) numbered from White's bottom right, men
//! capturing forward only, flying kings, the most pieces taken and then the most kings, a man
//! crowned in a capture ending its move there, and the 20 kings-only moves and repetition draws.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:W11:B29",
                before: "",
                goal: Goal::Reach("15"),
                answer: "11 15",
                wrong: Wrong::Misses("11 14", Miss::Elsewhere),
            },
            Task {
                fen: "W:W6,10:B25",
                before: "",
                goal: Goal::Reach("14"),
                answer: "10 14",
                wrong: Wrong::Misses("10 13", Miss::Elsewhere),
            },
            Task {
                fen: "W:W5,9,10:B28",
                before: "",
                goal: Goal::Reach("13"),
                answer: "9 13",
                wrong: Wrong::Refused("5", Refusal::Blocked),
            },
            Task {
                fen: "W:W11,16:B20,23",
                before: "",
                goal: Goal::Reach("14"),
                answer: "11 14",
                wrong: Wrong::Refused("16", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:W10,12:B14,29",
                before: "",
                goal: Goal::Take(1),
                answer: "10 19",
                wrong: Wrong::Refused("12", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W14:B19,26",
                before: "",
                goal: Goal::Take(1),
                answer: "14 23",
                wrong: Wrong::Refused("14 18", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W19:B15,22",
                before: "",
                goal: Goal::Take(1),
                answer: "19 26",
                wrong: Wrong::Refused("19 12", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:W10:B14,23,29",
                before: "",
                goal: Goal::Take(2),
                answer: "10 19 28",
                wrong: Wrong::Refused("10 13", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W4:B7,15,23,29",
                before: "",
                goal: Goal::Take(3),
                answer: "4 11 20 27",
                wrong: Wrong::Refused("4 8", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W3,8:B6,13,27",
                before: "",
                goal: Goal::Take(2),
                answer: "3 10 17",
                wrong: Wrong::Refused(
                    "8",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
        ],
    },
    Lesson {
        topic: "most",
        tasks: &[
            Task {
                fen: "W:W4,9:B7,13,14",
                before: "",
                goal: Goal::Take(2),
                answer: "4 11 18",
                wrong: Wrong::Refused(
                    "9",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W5,8:B10,12,19,28",
                before: "",
                goal: Goal::Take(3),
                answer: "5 14 23 32",
                wrong: Wrong::Refused(
                    "8",
                    Refusal::MostPieces {
                        pieces: 3,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W9,11:BK13,15,23",
                before: "",
                goal: Goal::Take(2),
                answer: "11 20 27",
                wrong: Wrong::Refused(
                    "9",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:W9,11:BK13,15,22,23",
                before: "",
                goal: Goal::Take(2),
                answer: "9 18 27",
                wrong: Wrong::Refused(
                    "11",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 1,
                    },
                ),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "W:W10,27:B21",
                before: "",
                goal: Goal::Crown,
                answer: "27 31",
                wrong: Wrong::Misses("10 14", Miss::NotCrowned),
            },
            Task {
                fen: "W:W23:B21,27",
                before: "",
                goal: Goal::Crown,
                answer: "23 30",
                wrong: Wrong::Refused("23 17", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W10,23:B14,27",
                before: "",
                goal: Goal::Crown,
                answer: "23 30",
                wrong: Wrong::Misses("10 19", Miss::NotCrowned),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:WK4:B32",
                before: "",
                goal: Goal::Reach("25"),
                answer: "4 25",
                wrong: Wrong::Misses("4 21", Miss::Elsewhere),
            },
            Task {
                fen: "W:WK19:B25",
                before: "",
                goal: Goal::Reach("1"),
                answer: "19 1",
                wrong: Wrong::Misses("19 5", Miss::Elsewhere),
            },
            Task {
                fen: "W:WK12,10:B30",
                before: "",
                goal: Goal::Reach("26"),
                answer: "12 26",
                wrong: Wrong::Misses("12 22", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:WK1:B19,29",
                before: "",
                goal: Goal::Take(1),
                answer: "1 28",
                wrong: Wrong::Refused("1 10", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WK4:B14,27",
                before: "",
                goal: Goal::Take(2),
                answer: "4 18 31",
                wrong: Wrong::Refused("4 21", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WK2:B11,21,22,32",
                before: "",
                goal: Goal::Take(3),
                answer: "2 15 26 17",
                wrong: Wrong::Refused("2 20", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:W10,12:B14",
                before: "",
                goal: Goal::Win(1),
                answer: "10 19",
                wrong: Wrong::Refused("12", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W9,10:B17",
                before: "",
                goal: Goal::Win(1),
                answer: "9 13",
                wrong: Wrong::Misses("10 14", Miss::NoWin),
            },
            Task {
                fen: "W:W6,7:B18",
                before: "",
                goal: Goal::Win(2),
                answer: "6 10",
                wrong: Wrong::Misses("7 11", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:W7,9,18:B15,26",
                before: "",
                goal: Goal::Safe,
                answer: "9 13",
                wrong: Wrong::Misses("18 22", Miss::LosesPiece),
            },
            Task {
                fen: "W:W1,14,16:B10,23",
                before: "",
                goal: Goal::Safe,
                answer: "14 18",
                wrong: Wrong::Misses("16 20", Miss::LosesPiece),
            },
            Task {
                fen: "W:W12,15:B9,23",
                before: "",
                goal: Goal::Safe,
                answer: "12 16",
                wrong: Wrong::Misses("15 20", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            Task {
                fen: "B:WK3:BK32",
                before: "32-28 3-7 28-32 7-3 32-28 3-7 28-32",
                goal: Goal::Draw,
                answer: "7 3",
                wrong: Wrong::Misses("7 11", Miss::NoDraw),
            },
            Task {
                fen: "B:WK3,25:BK30",
                before:
                    "30-16 3-17 16-3 17-26 3-6 26-22 6-20 22-12 20-24 12-7 24-15 7-21 15-6 21-14 \
                    6-17 14-23 17-26 23-30 26-15 30-23 15-11 23-5 11-21 5-1 21-4 1-32 4-18 32-10 \
                    18-9 10-28 9-27 28-1 27-13 1-28 13-22 28-24 22-12 24-20 12-19",
                goal: Goal::Draw,
                answer: "20 16",
                wrong: Wrong::Misses("25 29", Miss::NoDraw),
            },
            Task {
                fen: "B:WK10,12:BK27,24",
                before: "27-31 10-5 31-27 5-10 27-31 10-5 31-27",
                goal: Goal::Draw,
                answer: "5 10",
                wrong: Wrong::Misses("12 16", Miss::NoDraw),
            },
            Task {
                fen: "B:WK2,8:BK29,17",
                before:
                    "29-19 2-20 19-22 20-11 22-27 11-7 27-20 7-3 20-16 3-10 16-3 10-1 3-13 1-19 \
                    13-18 19-29 18-4 29-22 4-25 22-9 25-14 9-22 14-10 22-27 10-3 27-22 3-7 22-27 \
                    7-21 27-23 21-7 23-5 7-3 5-23 3-13 23-28 13-9 28-31 9-5",
                goal: Goal::Draw,
                answer: "31 27",
                wrong: Wrong::Misses("8 12", Miss::NoDraw),
            },
        ],
    },
];
