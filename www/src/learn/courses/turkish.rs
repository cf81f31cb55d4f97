//! The Turkish course: all 64 squares, men stepping forward or sideways, kings flying along ranks
//! and files, the most pieces taken, captured pieces removed as they are jumped, a man crowned
//! where its capture ends on the far row, and the draws by one piece each, 50 moves and repetition.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:Wd4,b2:Bf7",
                before: "",
                goal: Goal::Reach("d5"),
                answer: "d4 d5",
                wrong: Wrong::Misses("d4 e4", Miss::Elsewhere),
            },
            Task {
                fen: "W:Wb3,g5:Ba7",
                before: "",
                goal: Goal::Reach("h5"),
                answer: "g5 h5",
                wrong: Wrong::Misses("g5 g6", Miss::Elsewhere),
            },
            Task {
                fen: "W:Wd2,e2,f2,e3:Bh7",
                before: "",
                goal: Goal::Reach("e4"),
                answer: "e3 e4",
                wrong: Wrong::Refused("e2", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:Wd4,g2:Bd5,a7",
                before: "",
                goal: Goal::Take(1),
                answer: "d4 d6",
                wrong: Wrong::Refused("g2", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:We4,b2:Bf4,b7",
                before: "",
                goal: Goal::Take(1),
                answer: "e4 g4",
                wrong: Wrong::Refused("e4 e5", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wd4:Bd5,d6,e4,a7",
                before: "",
                goal: Goal::Take(1),
                answer: "d4 f4",
                wrong: Wrong::Refused("d4 d7", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wc5,h2:Bc4,b5,a7",
                before: "",
                goal: Goal::Take(1),
                answer: "c5 a5",
                wrong: Wrong::Refused("c5 c3", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:Wc3,g2:Bc4,c6,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "c3 c5 c7",
                wrong: Wrong::Refused("c3 d3", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wb2:Bb3,c4,d5,h8",
                before: "",
                goal: Goal::Take(3),
                answer: "b2 b4 d4 d6",
                wrong: Wrong::Refused("b2 c2", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wa3:Bb3,d3,e4,f5,a7,h7",
                before: "",
                goal: Goal::Take(4),
                answer: "a3 c3 e3 e5 g5",
                wrong: Wrong::Refused("a3 a4", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "most",
        tasks: &[
            Task {
                fen: "W:Wb2,f4:Bc2,e2,f5,h7",
                before: "",
                goal: Goal::Take(2),
                answer: "b2 d2 f2",
                wrong: Wrong::Refused(
                    "f4",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:Wa3,Kh1:Bb3,d3,Kh5,a7",
                before: "",
                goal: Goal::Take(2),
                answer: "a3 c3 e3",
                wrong: Wrong::Refused(
                    "h1",
                    Refusal::MostPieces {
                        pieces: 2,
                        kings: 0,
                    },
                ),
            },
            Task {
                fen: "W:Wb4,e2:Bb5,b7,e3,e5,f6,h8",
                before: "",
                goal: Goal::Take(3),
                answer: "e2 e4 e6 g6",
                wrong: Wrong::Refused(
                    "b4",
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
                fen: "W:Wc7,g4:Ba5,h6",
                before: "",
                goal: Goal::Crown,
                answer: "c7 c8",
                wrong: Wrong::Misses("c7 d7", Miss::NotCrowned),
            },
            Task {
                fen: "W:Wf6:Bf7,b4",
                before: "",
                goal: Goal::Crown,
                answer: "f6 f8",
                wrong: Wrong::Refused("f6 e6", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wb6:Bb7,c8,e8,d4,h3",
                before: "",
                goal: Goal::Crown,
                answer: "b6 b8 d8 f8",
                wrong: Wrong::Refused("b6 d3", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:WKc1,f2:Bh7",
                before: "",
                goal: Goal::Reach("c8"),
                answer: "c1 c8",
                wrong: Wrong::Misses("c1 c7", Miss::Elsewhere),
            },
            Task {
                fen: "W:WKh2,b3:Ba6,e7",
                before: "",
                goal: Goal::Reach("a2"),
                answer: "h2 a2",
                wrong: Wrong::Misses("h2 b2", Miss::Elsewhere),
            },
            Task {
                fen: "W:WKd7,b3:Ba6,g5",
                before: "",
                goal: Goal::Reach("d1"),
                answer: "d7 d1",
                wrong: Wrong::Misses("d7 d2", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:WKa1:Ba5,h7",
                before: "",
                goal: Goal::Take(1),
                answer: "a1 a7",
                wrong: Wrong::Refused("a1 a4", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WKc1:Bc4,f6,a8",
                before: "",
                goal: Goal::Take(2),
                answer: "c1 c6 g6",
                wrong: Wrong::Refused("c1 c8", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WKc1:Bc4,d6,f5,e4,a8",
                before: "",
                goal: Goal::Take(4),
                answer: "c1 c6 f6 f4 a4",
                wrong: Wrong::Refused("c1 c5", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:Wd4,h2:Bd5",
                before: "",
                goal: Goal::Win(1),
                answer: "d4 d6",
                wrong: Wrong::Refused("h2", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:Wb1,b2,c2:Ba2",
                before: "",
                goal: Goal::Win(1),
                answer: "b1 a1",
                wrong: Wrong::Misses("b2 b3", Miss::NoWin),
            },
            Task {
                fen: "W:Wf2,g2,Kc1:Bh2",
                before: "",
                goal: Goal::Win(1),
                answer: "c1 h1",
                wrong: Wrong::Misses("c1 g1", Miss::NoWin),
            },
            Task {
                fen: "W:Wa4,Kd2:Bc5",
                before: "",
                goal: Goal::Win(2),
                answer: "a4 b4",
                wrong: Wrong::Misses("d2 d5", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:Wf4,g4:Bh4,h6",
                before: "",
                goal: Goal::Safe,
                answer: "g4 g5",
                wrong: Wrong::Misses("f4 f5", Miss::LosesPiece),
            },
            Task {
                fen: "W:Wa2,b2:Bc3",
                before: "",
                goal: Goal::Safe,
                answer: "a2 a3",
                wrong: Wrong::Misses("b2 c2", Miss::LosesPiece),
            },
            Task {
                fen: "W:Wa4,a5:Bg6,Kb7",
                before: "",
                goal: Goal::Safe,
                answer: "a5 a6",
                wrong: Wrong::Misses("a4 b4", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            Task {
                fen: "W:WKd1:Bd5,Kh8",
                before: "",
                goal: Goal::Draw,
                answer: "d1 d6",
                wrong: Wrong::Refused("d1 d4", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:We4:Be5,Ka8",
                before: "",
                goal: Goal::Draw,
                answer: "e4 e6",
                wrong: Wrong::Refused("e4 f4", Refusal::StopOnCapture),
            },
            Task {
                fen: "B:WKb1,g2:BKh8,a7",
                before: "h8-h7 b1-c1 h7-h8 c1-b1 h8-h7 b1-c1 h7-h8",
                goal: Goal::Draw,
                answer: "c1 b1",
                wrong: Wrong::Misses("c1 c2", Miss::NoDraw),
            },
            Task {
                fen: "B:WKa1,b2:BKh8,g7",
                before:
                    "h8-e8 a1-a8 e8-e1 a8-a5 e1-a1 a5-d5 a1-c1 d5-a5 c1-g1 a5-a8 g1-g4 a8-a5 g4-g2 \
                    a5-a2 g2-g1 a2-a5 g1-g3 a5-d5 g3-a3 d5-h5 a3-f3 h5-a5 f3-f7 a5-a3 f7-c7 a3-a6 \
                    c7-c3 a6-b6 c3-e3 b6-c6 e3-e4 c6-c5 e4-g4 c5-h5 g4-e4 h5-b5 e4-e8 b5-b6 e8-e4 \
                    b6-a6 e4-c4 a6-h6 c4-a4 h6-d6 a4-a5 d6-d2 a5-a3 d2-d8 a3-a7 d8-h8 a7-d7 h8-f8 \
                    d7-d1 f8-f5 d1-c1 f5-f4 c1-h1 f4-e4 h1-g1 e4-b4 g1-g5 b4-a4 g5-g6 a4-h4 g6-g3 \
                    h4-c4 g3-f3 c4-c6 f3-g3 c6-a6 g3-f3 a6-d6 f3-e3 d6-d8 e3-f3 d8-d2 f3-f4 d2-d6 \
                    f4-f7 d6-e6 f7-f8 e6-d6 f8-f1 d6-d5 f1-f8 d5-d1 f8-f5 d1-d4 f5-h5 d4-e4 h5-h4 \
                    e4-e6 h4-c4 e6-a6 c4-h4 a6-a3 h4-h1 a3-a7 h1-h7",
                goal: Goal::Draw,
                answer: "a7 a6",
                wrong: Wrong::Misses("b2 b3", Miss::NoDraw),
            },
        ],
    },
];
