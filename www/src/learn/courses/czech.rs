//! The Czech course: algebraic squares and White first, men moving and capturing forward only,
//! flying kings, a king that can capture must (otherwise any capture may be chosen), a man
//! crowned in a capture ending its move there, and the draw by repetition, the only one.

use crate::board::input::Refusal;
use crate::learn::{Goal, Lesson, Miss, Task, Wrong};

pub const LESSONS: &[Lesson] = &[
    Lesson {
        topic: "men-move",
        tasks: &[
            Task {
                fen: "W:Wc3,e3,f2,g1:Bd6,f6,g7,h8",
                before: "",
                goal: Goal::Reach("d4"),
                answer: "c3 d4",
                wrong: Wrong::Misses("c3 b4", Miss::Elsewhere),
            },
            Task {
                fen: "W:Wa3,e3,g3,h2:Bb6,c7,h6,g7",
                before: "",
                goal: Goal::Reach("f4"),
                answer: "g3 f4",
                wrong: Wrong::Misses("g3 h4", Miss::Elsewhere),
            },
            Task {
                fen: "W:Wa1,b2,c3,d2:Bf6,g7,h8,e7",
                before: "",
                goal: Goal::Reach("b4"),
                answer: "c3 b4",
                wrong: Wrong::Refused("a1", Refusal::Blocked),
            },
            Task {
                fen: "W:Wh4,e3,f2:Bg5,f6,c7,e7",
                before: "",
                goal: Goal::Reach("d4"),
                answer: "e3 d4",
                wrong: Wrong::Refused("h4", Refusal::Blocked),
            },
        ],
    },
    Lesson {
        topic: "capture",
        tasks: &[
            Task {
                fen: "W:Wa1,c3,e1,g3,h2:Bd4,a7,c7,f8,h6",
                before: "",
                goal: Goal::Take(1),
                answer: "c3 e5",
                wrong: Wrong::Refused("g3", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:Wd4,g1,h2:Bc3,e5,g7,h8",
                before: "",
                goal: Goal::Take(1),
                answer: "d4 f6",
                wrong: Wrong::Refused("d4 b2", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wf4,b2,h2:Be3,c3,a7,g7",
                before: "",
                goal: Goal::Take(1),
                answer: "b2 d4",
                wrong: Wrong::Refused("f4", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "several",
        tasks: &[
            Task {
                fen: "W:Wc3,a1,e1:Bd4,f6,b8,h8,c7",
                before: "",
                goal: Goal::Take(2),
                answer: "c3 e5 g7",
                wrong: Wrong::Refused("c3 b4", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wc1,g1,h2:Bd2,d4,d6,b8,f8",
                before: "",
                goal: Goal::Take(3),
                answer: "c1 e3 c5 e7",
                wrong: Wrong::Refused("g1", Refusal::CaptureCompulsory),
            },
            Task {
                fen: "W:Wa3,e3,g1:Bb4,d6,f6,g7,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "a3 c5 e7",
                wrong: Wrong::Refused("e3", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "choice",
        tasks: &[
            Task {
                fen: "W:Wc3,h4,e1,a1:Bd4,d6,g5,b8,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "c3 e5 c7",
                wrong: Wrong::Misses("h4 f6", Miss::TookFewer { took: 1, could: 2 }),
            },
            Task {
                fen: "W:We3,a1,g1:Bd4,f4,f6,a7,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "e3 g5 e7",
                wrong: Wrong::Misses("e3 c5", Miss::TookFewer { took: 1, could: 2 }),
            },
            // The king can capture, so the man on a3 may not.
            Task {
                fen: "W:WKc1,a3,g3:Bd2,b4,h6,f8",
                before: "",
                goal: Goal::Take(1),
                answer: "c1 e3",
                wrong: Wrong::Refused("a3", Refusal::CaptureCompulsory),
            },
            // The king must capture even though the man on c1 would take two.
            Task {
                fen: "W:WKa1,c1,h2:Bd2,f4,e5,h8,b8",
                before: "",
                goal: Goal::Take(1),
                answer: "a1 f6",
                wrong: Wrong::Refused("c1", Refusal::CaptureCompulsory),
            },
        ],
    },
    Lesson {
        topic: "crown",
        tasks: &[
            Task {
                fen: "W:Wc7,e3,g3:Bh6,a7,f8",
                before: "",
                goal: Goal::Crown,
                answer: "c7 d8",
                wrong: Wrong::Misses("e3 f4", Miss::NotCrowned),
            },
            Task {
                fen: "W:Wb6,f4,c3:Bc7,e7,g5,a7,h8",
                before: "",
                goal: Goal::Crown,
                answer: "b6 d8",
                wrong: Wrong::Misses("f4 h6", Miss::NotCrowned),
            },
            Task {
                fen: "W:Wb4,h2,e1:Bc5,e7,a7,g7",
                before: "",
                goal: Goal::Crown,
                answer: "b4 d6 f8",
                wrong: Wrong::Refused("b4 a5", Refusal::StopOnCapture),
            },
        ],
    },
    Lesson {
        topic: "king-move",
        tasks: &[
            Task {
                fen: "W:WKc1,a3,g3:Bb6,c7,f8",
                before: "",
                goal: Goal::Reach("h6"),
                answer: "c1 h6",
                wrong: Wrong::Misses("c1 d2", Miss::Elsewhere),
            },
            Task {
                fen: "W:WKg7,a3,e1:Bh8,c7,d8",
                before: "",
                goal: Goal::Reach("b2"),
                answer: "g7 b2",
                wrong: Wrong::Misses("g7 f6", Miss::Elsewhere),
            },
            Task {
                fen: "W:WKb2,c1,e1:Bb8,a7,h6",
                before: "",
                goal: Goal::Reach("g7"),
                answer: "b2 g7",
                wrong: Wrong::Misses("b2 h8", Miss::Elsewhere),
            },
        ],
    },
    Lesson {
        topic: "king-capture",
        tasks: &[
            Task {
                fen: "W:WKa1,g1,h2:Bd4,b8,c7,h8",
                before: "",
                goal: Goal::Take(1),
                answer: "a1 f6",
                wrong: Wrong::Refused("a1 c3", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WKa1,h2:Bc3,f4,a7,b8,h8",
                before: "",
                goal: Goal::Take(2),
                answer: "a1 e5 g3",
                wrong: Wrong::Refused("a1 g7", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:WKc1,a3,g1:Be3,f6,d6,b8,h8",
                before: "",
                goal: Goal::Take(3),
                answer: "c1 g5 e7 c5",
                wrong: Wrong::Misses("c1 f4 c7", Miss::TookFewer { took: 2, could: 3 }),
            },
        ],
    },
    Lesson {
        topic: "win",
        tasks: &[
            Task {
                fen: "W:WKh2,e1:Bd6,b6",
                before: "",
                goal: Goal::Win(1),
                answer: "h2 c7 a5",
                wrong: Wrong::Refused("h2 b8", Refusal::StopOnCapture),
            },
            Task {
                fen: "W:Wa3,b4,c3,f4,h4:Ba5,h6",
                before: "",
                goal: Goal::Win(1),
                answer: "h4 g5",
                wrong: Wrong::Misses("f4 g5", Miss::NoWin),
            },
            Task {
                fen: "W:Wh2,e1,f2:Bf4,d4,f6",
                before: "",
                goal: Goal::Win(2),
                answer: "f2 e3",
                wrong: Wrong::Misses("h2 g3", Miss::NoWin),
            },
        ],
    },
    Lesson {
        topic: "safe",
        tasks: &[
            Task {
                fen: "W:Wa3,f2,e5,a5:Bc7,f4,d8,c5",
                before: "",
                goal: Goal::Safe,
                answer: "e5 f6",
                wrong: Wrong::Misses("a3 b4", Miss::LosesPiece),
            },
            Task {
                fen: "W:Wb2,f4,e3,e5:Bd8,c7,c5,g7",
                before: "",
                goal: Goal::Safe,
                answer: "f4 g5",
                wrong: Wrong::Misses("e3 d4", Miss::LosesPiece),
            },
            Task {
                fen: "W:We3,f4,b4,Ka1:Ba7,h6,d6,Kh4",
                before: "",
                goal: Goal::Safe,
                answer: "b4 a5",
                wrong: Wrong::Misses("a1 f6", Miss::LosesPiece),
            },
        ],
    },
    Lesson {
        topic: "draws",
        tasks: &[
            // The position after g7-h8 comes a third time, with White to move.
            Task {
                fen: "W:WKe1,a3,b4:BKh8,h6,a7",
                before: "e1-d2 h8-g7 d2-e1 g7-h8 e1-d2 h8-g7 d2-e1",
                goal: Goal::Draw,
                answer: "g7 h8",
                wrong: Wrong::Misses("g7 f6", Miss::NoDraw),
            },
            // The same position, reached by another way: White's king went to f4, then to e3.
            Task {
                fen: "W:WKc1,a3,g3,h2:BKf8,a7,b8,h6",
                before: "c1-f4 f8-e7 f4-c1 e7-f8 c1-e3 f8-e7 e3-c1",
                goal: Goal::Draw,
                answer: "e7 f8",
                wrong: Wrong::Misses("e7 d8", Miss::NoDraw),
            },
            Task {
                fen: "B:WKg1,a3,c3,e3:BKd8,a7,h6",
                before: "d8-e7 g1-h2 e7-d8 h2-g1 d8-e7 g1-h2 e7-d8",
                goal: Goal::Draw,
                answer: "h2 g1",
                wrong: Wrong::Misses("c3 d4", Miss::NoDraw),
            },
        ],
    },
];
