//! The Italian course: the turned board numbered from a8, short kings, men capturing forward
//! only and never a king, the four rules of precedence, a man crowned in a capture stopping
//! there, and the draws at a position's fourth occurrence and after 40 moves each without a
//! capture or a man move.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
                before: "",
                goal: Goal::Reach("17"),
                answer: "21 17",
                wrong: Wrong::Misses("21 18", Miss::Elsewhere),
            },
            Task {
                fen: "W:W18,21,25,27,30:B3,5,6,9,11",
                before: "",
                goal: Goal::Reach("14"),
                answer: "18 14",
                wrong: Wrong::Misses("18 13", Miss::Elsewhere),
            },
            Task {
                fen: "W:W17,21,22,26,27,30,31:B3,6,7,10,11,13,14",
                before: "",
                goal: Goal::Reach("18"),
                answer: "22 18",
                wrong: Wrong::Refused("17", Refusal::Blocked),
            },
            Task {
                fen: "W:W19,24,28,31,32:B3,7,10,12,14,15",
                before: "",
                goal: Goal::Reach("20"),
                answer: "24 20",
                wrong: Wrong::Refused("19", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:W22,25,27,30,31:B3,6,10,11,18",
                before: "",
                goal: Goal::Take(1),
                answer: "22 13",
                wrong: Wrong::Refused("27", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W18,25,30,31:B3,12,14,22",
                before: "",
                goal: Goal::Take(1),
                answer: "18 11",
                wrong: Wrong::Refused("18 27", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W26,27,30,31:B4,8,12,23,K22",
                before: "",
                goal: Goal::Take(1),
                answer: "27 20",
                wrong: Wrong::Refused("27 18", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:W22,26,31,32:B3,7,10,12,18",
                before: "",
                goal: Goal::Take(2),
                answer: "22 13 6",
                wrong: Wrong::Refused("22 19", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W29,30,32:B4,8,11,18,26",
                before: "",
                goal: Goal::Take(3),
                answer: "30 21 14 7",
                wrong: Wrong::Refused("29", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W28,29,31:B2,4,11,19,27",
                before: "",
                goal: Goal::Take(3),
                answer: "31 22 15 6",
                wrong: Wrong::Refused("28", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "most",
        tasks: &[
            // The most pieces.
            Task {
                fen: "W:W22,29,31:B3,8,11,18,19",
                before: "",
                goal: Goal::Take(2),
                answer: "22 15 6",
                wrong: Wrong::Refused("22 13", Refusal::StopOnCapture),
            },
            // The most pieces before a capture by a king.
            Task {
                fen: "W:W22,31,K27:B4,8,10,18,23",
                before: "",
                goal: Goal::Take(2),
                answer: "22 13 6",
                wrong: Wrong::Refused("27", Refusal::CaptureCompulsory),
            },
            // As many pieces: a king captures rather than a man.
            Task {
                fen: "W:W23,31,K26:B4,9,20,21",
                before: "",
                goal: Goal::Take(1),
                answer: "26 17",
                wrong: Wrong::Refused("23", Refusal::CaptureCompulsory),
            },
            // Then the most kings.
            Task {
                fen: "W:W30,31,K18:B4,8,14,K22",
                before: "",
                goal: Goal::Take(1),
                answer: "18 27",
                wrong: Wrong::Refused("18 11", Refusal::StopOnCapture),
            },
            // Then the capture that meets a king first.
            Task {
                fen: "W:W30,K18:B1,14,23,K6,K22",
                before: "",
                goal: Goal::Take(2),
                answer: "18 27 20",
                wrong: Wrong::Refused("18 11", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "W:W6,22,27:B2,9,12",
                before: "",
                goal: Goal::Crown,
                answer: "6 3",
                wrong: Wrong::Misses("22 18", Miss::NotCrowned),
            },
            Task {
                fen: "W:W9,26,30:B5,12,16",
                before: "",
                goal: Goal::Crown,
                answer: "9 2",
                wrong: Wrong::Refused("26", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W10,21,30:B6,7,13",
                before: "",
                goal: Goal::Crown,
                answer: "10 3",
                wrong: Wrong::Refused("10 12", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:W31,K14:B3,12",
                before: "",
                goal: Goal::Reach("19"),
                answer: "14 19",
                wrong: Wrong::Misses("14 18", Miss::Elsewhere),
            },
            Task {
                fen: "W:W24,K29:B8,16",
                before: "",
                goal: Goal::Reach("25"),
                answer: "29 25",
                wrong: Wrong::Misses("29 26", Miss::Elsewhere),
            },
            Task {
                fen: "W:W22,26,K7:B4,13",
                before: "",
                goal: Goal::Reach("11"),
                answer: "7 11",
                wrong: Wrong::Misses("7 3", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:W30,K14:B2,8,19",
                before: "",
                goal: Goal::Take(1),
                answer: "14 23",
                wrong: Wrong::Refused("14 10", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:W22,31,K21:B4,8,K18",
                before: "",
                goal: Goal::Take(1),
                answer: "21 14",
                wrong: Wrong::Refused("22", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W30,K27:B4,14,15,23",
                before: "",
                goal: Goal::Take(3),
                answer: "27 20 11 18",
                wrong: Wrong::Refused("27 22", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:W22,30:B10,18",
                before: "",
                goal: Goal::Win(1),
                answer: "22 13 6",
                wrong: Wrong::Refused("30", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:W22,31,32:B24",
                before: "",
                goal: Goal::Win(1),
                answer: "32 28",
                wrong: Wrong::Misses("31 28", Miss::NoWin),
            },
            // 18-14 gives a man: 10x19, and 22x15x8 takes the last two.
            Task {
                fen: "W:W18,22,26:B10,12",
                before: "",
                goal: Goal::Win(2),
                answer: "18 14",
                wrong: Wrong::Misses("18 13", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:W16,19,30:B10,14,22",
                before: "",
                goal: Goal::Safe,
                answer: "19 15",
                wrong: Wrong::Misses("16 12", Miss::LosesPiece),
            },
            Task {
                fen: "W:W5,13,22:B18,24,26",
                before: "",
                goal: Goal::Safe,
                answer: "22 19",
                wrong: Wrong::Misses("5 1", Miss::LosesPiece),
            },
            Task {
                fen: "W:W7,20,26,27:B5,11,16,25",
                before: "",
                goal: Goal::Safe,
                answer: "27 23",
                wrong: Wrong::Misses("20 15", Miss::LosesPiece),
            },
            Task {
                fen: "W:W7,13,16,27:B8,19,21,26",
                before: "",
                goal: Goal::Safe,
                answer: "27 22",
                wrong: Wrong::Misses("27 23", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            // The position after 7-3 comes a fourth time.
            Task {
                fen: "W:W21,K30:B12,K3",
                before: "30-26 3-7 26-30 7-3 30-26 3-7 26-30 7-3 30-26 3-7 26-30",
                goal: Goal::Draw,
                answer: "7 3",
                wrong: Wrong::Misses("7 11", Miss::NoDraw),
            },
            // 14-10 makes the position's fourth time; 14-11 only its third.
            Task {
                fen: "W:W32,K29:B4,K10",
                before: "29-25 10-6 25-29 6-10 29-25 10-6 25-29 6-10 29-25 10-6 25-29 6-11 29-25 \
                    11-14 25-29 14-11 29-25 11-14 25-29",
                goal: Goal::Draw,
                answer: "14 10",
                wrong: Wrong::Misses("14 11", Miss::NoDraw),
            },
            // 40 moves of each side with only kings moving, counted from the man move 28-24.
            Task {
                fen: "W:W28,32,K22:B1,5,K11",
                before: "28-24 11-7 22-27 7-3 27-30 3-7 30-26 7-11 26-30 11-6 30-26 6-2 26-21 2-6 \
                    21-25 6-10 25-29 10-14 29-26 14-18 26-30 18-21 30-27 21-25 27-30 25-29 30-27 \
                    29-26 27-23 26-30 23-19 30-27 19-14 27-30 14-10 30-26 10-14 26-22 14-11 22-26 \
                    11-6 26-22 6-3 22-26 3-7 26-29 7-11 29-25 11-14 25-29 14-18 29-26 18-13 26-29 \
                    13-10 29-25 10-6 25-21 6-11 21-17 11-15 17-13 15-12 13-10 12-8 10-6 8-12 6-11 \
                    12-16 11-14 16-12 14-19 12-8 19-15 8-4 15-19 4-7 19-15 7-3 15-12",
                goal: Goal::Draw,
                answer: "3 7",
                wrong: Wrong::Misses("24 20", Miss::NoDraw),
            },
        ],
    },
];
