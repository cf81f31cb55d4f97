//! The Brazilian course: the 8x8 board, men capturing backward too, flying kings, the most
//! pieces taken, a man crowned only where its move ends, and FMJD-64's draw rules.

use crate::board::input::Refusal;
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
            Task {
                fen: "W:Wc7,g5:Bh8",
                before: "",
                goal: Goal::Crown,
                answer: "c7 d8",
                wrong: Wrong::Misses("g5 h6", Miss::NotCrowned),
            },
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
            Task {
                fen: "W:WKc1:Ba7",
                before: "",
                goal: Goal::Reach("h6"),
                answer: "c1 h6",
                wrong: Wrong::Misses("c1 g5", Miss::Elsewhere),
            },
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
            Task {
                fen: "W:WKa1:Bc3,d6,h2",
                before: "",
                goal: Goal::Take(2),
                answer: "a1 e5 b8",
                wrong: Wrong::Refused("a1 g7", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WKh8:Bg7,d6,b6,h2",
                before: "",
                goal: Goal::Take(3),
                answer: "h8 e5 c7 a5",
                wrong: Wrong::Refused("h8 f6", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:Wc3,h2:Bd4",
                before: "",
                goal: Goal::Win(1),
                answer: "c3 e5",
                wrong: Wrong::Refused("h2", Refusal::CaptureCompulsory),
            },
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
            Task {
                fen: "W:Wf6,h2:Bf2,h6",
                before: "",
                goal: Goal::Safe,
                answer: "f6 e7",
                wrong: Wrong::Misses("h2 g3", Miss::LosesPiece),
            },
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
            Task {
                fen: "B:WKe3,a1,c1:BKd6,f8,h8",
                before:
                    "d6-b4 e3-h6 b4-e7 h6-f4 e7-c5 f4-h2 c5-a3 h2-g1 a3-e7 g1-b6 e7-d8 b6-e3 d8-h4 \
                    e3-d2 h4-e1 d2-a5 e1-g3 a5-d8 g3-d6 d8-a5 d6-h2 a5-b4 h2-e5 b4-c5 e5-h2 c5-a7 \
                    h2-c7 a7-g1 c7-e5",
                goal: Goal::Draw,
                answer: "g1 d4",
                wrong: Wrong::Misses("c1 d2", Miss::NoDraw),
            },
            Task {
                fen: "B:WKc1,a5:BKe7,h6",
                before:
                    "e7-d8 c1-a3 d8-g5 a3-f8 g5-f4 f8-b4 f4-e3 b4-a3 e3-d2 a3-e7 d2-e3 e7-d8 e3-d2 \
                    d8-f6 d2-c1 f6-h8 c1-g5 h8-a1 g5-c1 a1-c3 c1-g5 a5-b6 g5-d8 b6-a7 d8-g5 c3-h8 \
                    g5-h4 h8-a1 h4-e1 a1-d4 e1-g3 d4-b2 g3-b8 b2-h8 b8-d6 h8-a1 d6-h2 a1-c3 h2-d6 \
                    c3-h8 d6-b4 h8-e5 b4-e1 e5-h8 h6-g5 h8-b2 e1-g3 b2-a3 g3-f4 a3-c5 f4-h2 c5-e7 \
                    g5-f4 e7-h4 h2-g1 h4-d8 f4-e3 d8-e7 g1-h2",
                goal: Goal::Draw,
                answer: "e7 d6",
                wrong: Wrong::Misses("a7 b8", Miss::NoDraw),
            },
        ],
    },
];
