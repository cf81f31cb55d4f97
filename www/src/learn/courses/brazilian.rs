//! The Brazilian course: the 8x8 board, men capturing backward too, flying kings, the most
//! pieces taken, a man crowned only where its move ends, and FMJD-64's draw rules.

use crate::board::input::Refusal;
use crate::learn::courses::draughts64;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:Wc3:Bh8",
                before: "",
                goal: Goal::Reach("d4"),
                answer: "c3 d4",
                wrong: Wrong::Misses("c3 b4", Miss::Elsewhere),
            },
            Task {
                fen: "W:We3,f2:Bb8",
                before: "",
                goal: Goal::Reach("f4"),
                answer: "e3 f4",
                wrong: Wrong::Misses("f2 g3", Miss::Elsewhere),
            },
            Task {
                fen: "W:Wb2,a3,c3:Bh8",
                before: "",
                goal: Goal::Reach("b4"),
                answer: "a3 b4",
                wrong: Wrong::Refused("b2", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:Wc3,g3:Bd4,a7",
                before: "",
                goal: Goal::Take(1),
                answer: "c3 e5",
                wrong: Wrong::Refused("g3", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:We5:Bd4,a7",
                before: "",
                goal: Goal::Take(1),
                answer: "e5 c3",
                wrong: Wrong::Refused("e5 f6", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wb2,f2:Bg3,a7",
                before: "",
                goal: Goal::Take(1),
                answer: "f2 h4",
                wrong: Wrong::Refused("b2", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:Wc3:Bd4,f6,h4",
                before: "",
                goal: Goal::Take(2),
                answer: "c3 e5 g7",
                wrong: Wrong::Refused("c3 b4", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wc3:Bd4,d6,b6",
                before: "",
                goal: Goal::Take(3),
                answer: "c3 e5 c7 a5",
                wrong: Wrong::Refused("c3 d2", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wa1,h2:Bb2,d4,f6",
                before: "",
                goal: Goal::Take(3),
                answer: "a1 c3 e5 g7",
                wrong: Wrong::Refused(
                    "h2",
                    Refusal::MostPieces {
                        pieces: 3,
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
                fen: "W:Wa3,g3:BKb4,f4,f6",
                before: "",
                goal: Goal::Take(2),
                answer: "g3 e5 g7",
                wrong: Wrong::Refused(
                    "a3",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:Wa1,e1:Bb2,d4,f2",
                before: "",
                goal: Goal::Take(2),
                answer: "a1 c3 e5",
                wrong: Wrong::Refused(
                    "e1",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:Wa1,e1:Bb2,d4,f6,f2",
                before: "",
                goal: Goal::Take(3),
                answer: "a1 c3 e5 g7",
                wrong: Wrong::Refused(
                    "e1",
                    Refusal::MostPieces {
                        pieces: 3,
                        kings: 0,
                    },
                ),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            draughts64::CROWN_BY_A_STEP,
            Task {
                fen: "W:Wd6:Be7,h8",
                before: "",
                goal: Goal::Crown,
                answer: "d6 f8",
                wrong: Wrong::Refused("d6 c7", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wb6:Bc7,e7,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "b6 d8 f6",
                wrong: Wrong::Refused("b6 a7", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            draughts64::KING_FLIES_FAR,
            Task {
                fen: "W:WKh2:Ba7",
                before: "",
                goal: Goal::Reach("b8"),
                answer: "h2 b8",
                wrong: Wrong::Misses("h2 c7", Miss::Elsewhere),
            },
            Task {
                fen: "W:WKe5,c1:Bh8",
                before: "",
                goal: Goal::Reach("a1"),
                answer: "e5 a1",
                wrong: Wrong::Misses("c1 b2", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:WKa1:Bd4,h8",
                before: "",
                goal: Goal::Take(1),
                answer: "a1 f6",
                wrong: Wrong::Refused("a1 b2", Refusal::StopOnCapture),
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
                fen: "W:Wf2,h2:Bh4",
                before: "",
                goal: Goal::Win(1),
                answer: "h2 g3",
                wrong: Wrong::Misses("f2 g3", Miss::NoWin),
            },
            Task {
                fen: "W:Wb2,e5:Bh8",
                before: "",
                goal: Goal::Win(2),
                answer: "e5 f6",
                wrong: Wrong::Misses("e5 d6", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:Wf4,g3:Bf6,a3",
                before: "",
                goal: Goal::Safe,
                answer: "g3 h4",
                wrong: Wrong::Misses("f4 e5", Miss::LosesPiece),
            },
            draughts64::SAFE_STEP_ASIDE,
            Task {
                fen: "W:Wd2,c7:Bd4,b2",
                before: "",
                goal: Goal::Safe,
                answer: "d2 c3",
                wrong: Wrong::Misses("d2 e3", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            Task {
                fen: "B:WKc1:BKh8",
                before: "h8-g7 c1-d2 g7-h8 d2-c1 h8-g7 c1-d2 g7-h8",
                goal: Goal::Draw,
                answer: "d2 c1",
                wrong: Wrong::Misses("d2 e3", Miss::NoDraw),
            },
            Task {
                fen: "B:WKa3,c7:BKh8",
                before: "h8-g7 a3-b4 g7-h6 b4-a3 h6-g5 a3-b4 g5-h4 b4-a5 h4-g3",
                goal: Goal::Draw,
                answer: "a5 b6",
                wrong: Wrong::Misses("c7 b8", Miss::NoDraw),
            },
            Task {
                fen: "B:WKa3,Kh2,c7:BKh8",
                before: "h8-g7 a3-b4 g7-h8 b4-a5 h8-g7 h2-g1 g7-f6 a5-b6 f6-g7",
                goal: Goal::Draw,
                answer: "g1 h2",
                wrong: Wrong::Misses("c7 d8", Miss::NoDraw),
            },
            draughts64::KINGS_ONLY_15_MOVES,
            draughts64::KINGS_ENDING_30_MOVES,
        ],
    },
];
