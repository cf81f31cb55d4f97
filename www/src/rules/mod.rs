//! The rules page of each variant as data: its sections, their paragraphs (Fluent message ids
//! of `locales/<lang>/rules.ftl`) and small diagrams, each a position with the move, capture or
//! destinations it shows. The diagrams are checked against the core's move generator by the
//! tests below, so a page never shows a move the game would refuse.

pub mod view;

use crate::board::view::{square_labels, BoardView, Sprite};
use draughts::{Color, Move, Position, Square, Variant};

/// One section of a variant's page: its heading is `rules-section-<key>`, its paragraphs
/// `rules-<variant>-<key>-<n>` for n from 1, its diagrams' captions
/// `rules-<variant>-<key>-diagram-<n>`.
#[derive(Clone, Copy)]
pub struct Section {
    pub key: &'static str,
    pub paragraphs: u8,
    pub diagrams: &'static [Diagram],
}

/// A position (FEN in the variant's notation) and what is marked on it.
pub struct Diagram {
    pub fen: &'static str,
    pub marks: Marks,
}

/// What a diagram shows. Squares are named in the variant's notation.
pub enum Marks {
    /// The position alone (the start).
    Position,
    /// A piece and every square it may move to.
    Destinations {
        from: &'static str,
        to: &'static [&'static str],
    },
    /// A move or capture, by its origin and every landing square.
    Move {
        path: &'static [&'static str],
        /// Whether the man ends the move as a king.
        crowns: bool,
        rule: Rule,
    },
}

/// How the shown move stands among the position's legal moves.
pub enum Rule {
    /// One of the legal moves.
    Legal,
    /// The only legal move; `tempting` (another capture, same notation) is not legal.
    Forced { tempting: &'static [&'static str] },
    /// Free choice: `other` (a capture taking more pieces) is legal too.
    Choice { other: &'static [&'static str] },
}

/// The page's sections for `variant`, in reading order.
pub fn sections(variant: Variant) -> &'static [Section] {
    match variant {
        Variant::Brazilian => BRAZILIAN,
        Variant::Russian => RUSSIAN,
        Variant::International => INTERNATIONAL,
        Variant::English => ENGLISH,
        Variant::Spanish => SPANISH,
        Variant::Turkish => TURKISH,
        Variant::Italian => ITALIAN,
        Variant::Czech => CZECH,
        Variant::Pool => POOL,
        Variant::Thai => THAI,
        Variant::Antidraughts => ANTIDRAUGHTS,
        Variant::Breakthrough => BREAKTHROUGH,
    }
}

/// The message id of the page's title.
pub fn title_id(variant: Variant) -> String {
    format!("rules-{}-title", variant.name())
}

/// The message id of the page's opening sentence.
pub fn intro_id(variant: Variant) -> String {
    format!("rules-{}-intro", variant.name())
}

impl Section {
    pub fn heading_id(&self) -> String {
        format!("rules-section-{}", self.key)
    }

    pub fn paragraph_ids(&self, variant: Variant) -> Vec<String> {
        (1..=self.paragraphs)
            .map(|n| format!("rules-{}-{}-{n}", variant.name(), self.key))
            .collect()
    }

    /// The place in `variant`'s course of the lesson that plays this section's rule on the
    /// board (none for the board and the notation, which the coordinates trainer teaches).
    pub fn lesson(&self, variant: Variant) -> Option<usize> {
        let topics: &[&str] = match self.key {
            "men" => &["men-move"],
            "kings" => &["king-move", "king-capture"],
            "captures" => &["capture", "several"],
            "precedence" => &["most", "choice"],
            "crowning" => &["crown"],
            "draws" => &["draws", "win"],
            _ => &[],
        };
        let lessons = crate::learn::course(variant);
        topics
            .iter()
            .find_map(|topic| lessons.iter().position(|l| l.topic == *topic))
    }

    /// Each diagram with its caption's message id.
    pub fn diagrams(&self, variant: Variant) -> impl Iterator<Item = (String, &'static Diagram)> {
        let prefix = format!("rules-{}-{}-diagram", variant.name(), self.key);
        self.diagrams
            .iter()
            .enumerate()
            .map(move |(i, d)| (format!("{prefix}-{}", i + 1), d))
    }
}

impl Diagram {
    pub fn position(&self, variant: Variant) -> Result<Position, String> {
        Position::from_fen(variant, self.fen).map_err(|e| format!("{}: {e}", self.fen))
    }

    /// The shown move, found among the legal moves by its path.
    pub fn shown_move(&self, variant: Variant) -> Result<Option<Move>, String> {
        match &self.marks {
            Marks::Move { path, .. } => find_move(&self.position(variant)?, path).map(Some),
            _ => Ok(None),
        }
    }

    /// What the board code draws: the pieces, square names, and the marks: a move's path
    /// tinted as a hint is (blue, clear on every theme's squares) with its captured pieces
    /// crossed, or a piece selected with dots on its destinations (the core's, so only legal
    /// ones).
    pub fn view(&self, variant: Variant) -> Result<BoardView, String> {
        let pos = self.position(variant)?;
        let mut view = BoardView::still(
            variant,
            Color::White,
            variant
                .board()
                .squares
                .filter_map(|sq| Some(Sprite::on(variant, sq, pos.piece_at(sq)?)))
                .collect(),
            square_labels(variant, Color::White),
        );
        match &self.marks {
            Marks::Position => {}
            Marks::Destinations { from, .. } => {
                let from = square(variant, from)?;
                view.selected = Some(from);
                view.targets = pos.destinations(from);
            }
            Marks::Move { path, .. } => {
                let mv = find_move(&pos, path)?;
                view.hint = squares(variant, path)?;
                view.taken = mv.captured();
            }
        }
        Ok(view)
    }
}

fn square(variant: Variant, name: &str) -> Result<Square, String> {
    variant
        .parse_square(name)
        .ok_or_else(|| format!("{name} is not a square of {}", variant.name()))
}

fn squares(variant: Variant, names: &[&str]) -> Result<Vec<Square>, String> {
    names.iter().map(|n| square(variant, n)).collect()
}

/// The legal move that starts on `path[0]` and lands on exactly the rest of `path` in order.
pub(crate) fn find_move(pos: &Position, path: &[&str]) -> Result<Move, String> {
    let variant = pos.variant();
    let squares = squares(variant, path)?;
    let (&from, landings) = squares
        .split_first()
        .ok_or_else(|| "an empty path".to_string())?;
    pos.legal_moves()
        .into_iter()
        .find(|mv| mv.from() == from && pos.move_paths(mv).iter().any(|p| p == landings))
        .ok_or_else(|| format!("{} is not legal in {}", path.join("x"), pos.to_fen()))
}

const fn position(fen: &'static str) -> Diagram {
    Diagram {
        fen,
        marks: Marks::Position,
    }
}

const fn destinations(
    fen: &'static str,
    from: &'static str,
    to: &'static [&'static str],
) -> Diagram {
    Diagram {
        fen,
        marks: Marks::Destinations { from, to },
    }
}

const fn shown(
    fen: &'static str,
    path: &'static [&'static str],
    crowns: bool,
    rule: Rule,
) -> Diagram {
    Diagram {
        fen,
        marks: Marks::Move { path, crowns, rule },
    }
}

const fn section(key: &'static str, paragraphs: u8, diagrams: &'static [Diagram]) -> Section {
    Section {
        key,
        paragraphs,
        diagrams,
    }
}

const BRAZILIAN_START: &str =
    "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";

/// The diagonal 8x8 men's and kings' moves and captures, the same in Brazilian and Russian.
const SHASHKI_MOVES: [Section; 4] = [
    section("board", 2, &[position(BRAZILIAN_START)]),
    section("men", 1, &[destinations("W:Wc3:Bh8", "c3", &["b4", "d4"])]),
    section(
        "kings",
        1,
        &[destinations(
            "W:WKc1:Bh8",
            "c1",
            &["b2", "a3", "d2", "e3", "f4", "g5", "h6"],
        )],
    ),
    section(
        "captures",
        5,
        &[
            shown("W:Wc3:Bd4,f4", &["c3", "e5", "g3"], false, Rule::Legal),
            destinations("W:WKa1:Bd4", "a1", &["e5", "f6", "g7", "h8"]),
        ],
    ),
];

/// A king and two men: the king is the tempting capture, the two men the larger one.
const KING_OR_TWO_MEN_8X8: &str = "W:Wa3,g3:BKb4,f4,f6";

const BRAZILIAN: &[Section] = &[
    SHASHKI_MOVES[0],
    SHASHKI_MOVES[1],
    SHASHKI_MOVES[2],
    SHASHKI_MOVES[3],
    section(
        "precedence",
        2,
        &[shown(
            KING_OR_TWO_MEN_8X8,
            &["g3", "e5", "g7"],
            false,
            Rule::Forced {
                tempting: &["a3", "c5"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:Wb6:Bc7,e7",
            &["b6", "d8", "f6"],
            false,
            Rule::Forced { tempting: &[] },
        )],
    ),
    section("draws", 9, &[]),
    section("notation", 2, &[]),
];

const RUSSIAN: &[Section] = &[
    SHASHKI_MOVES[0],
    SHASHKI_MOVES[1],
    SHASHKI_MOVES[2],
    SHASHKI_MOVES[3],
    section(
        "precedence",
        2,
        &[shown(
            KING_OR_TWO_MEN_8X8,
            &["a3", "c5"],
            false,
            Rule::Choice {
                other: &["g3", "e5", "g7"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:Wb6:Bc7,e7",
            &["b6", "d8", "h4"],
            true,
            Rule::Legal,
        )],
    ),
    section("draws", 8, &[]),
    section("notation", 2, &[]),
];

const INTERNATIONAL: &[Section] = &[
    section("board", 2, &[position("W:W31-50:B1-20")]),
    section("men", 1, &[destinations("W:W33:B3", "33", &["28", "29"])]),
    section(
        "kings",
        1,
        &[destinations(
            "W:WK46:B3",
            "46",
            &["41", "37", "32", "28", "23", "19", "14", "10", "5"],
        )],
    ),
    section(
        "captures",
        5,
        &[
            shown("W:W37:B32,33", &["37", "28", "39"], false, Rule::Legal),
            destinations("W:WK46:B32", "46", &["28", "23", "19", "14", "10", "5"]),
        ],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:W36,39:BK31,33,23",
            &["39", "28", "19"],
            false,
            Rule::Forced {
                tempting: &["36", "27"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:W11:B7,8",
            &["11", "2", "13"],
            false,
            Rule::Forced { tempting: &[] },
        )],
    ),
    section("draws", 6, &[]),
    section("notation", 2, &[]),
];

/// Antidraughts moves and captures as International does, and shows its diagrams; its texts,
/// and how a game ends, are its own.
const ANTIDRAUGHTS: &[Section] = &[
    INTERNATIONAL[0],
    INTERNATIONAL[1],
    INTERNATIONAL[2],
    INTERNATIONAL[3],
    INTERNATIONAL[4],
    INTERNATIONAL[5],
    section("draws", 3, &[]),
    section("notation", 2, &[]),
];

/// Breakthrough has no kings in play (the first one ends the game): its pages show men only.
const BREAKTHROUGH: &[Section] = &[
    INTERNATIONAL[0],
    INTERNATIONAL[1],
    section("kings", 1, &[]),
    section(
        "captures",
        4,
        &[shown(
            "W:W37:B32,33",
            &["37", "28", "39"],
            false,
            Rule::Legal,
        )],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:W36,39:B31,33,23",
            &["39", "28", "19"],
            false,
            Rule::Forced {
                tempting: &["36", "27"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[
            shown("W:W7:B45", &["7", "2"], true, Rule::Legal),
            shown(
                "W:W11:B7,8",
                &["11", "2", "13"],
                false,
                Rule::Forced { tempting: &[] },
            ),
        ],
    ),
    section("draws", 2, &[]),
    section("notation", 2, &[]),
];

const ENGLISH: &[Section] = &[
    section("board", 2, &[position("B:W21-32:B1-12")]),
    section("men", 1, &[destinations("W:W22:B1", "22", &["17", "18"])]),
    section(
        "kings",
        1,
        &[destinations("W:WK18:B1", "18", &["14", "15", "22", "23"])],
    ),
    section(
        "captures",
        5,
        &[
            shown(
                "W:W22:B18,26",
                &["22", "15"],
                false,
                Rule::Forced {
                    tempting: &["22", "31"],
                },
            ),
            shown("W:WK18:B23", &["18", "27"], false, Rule::Legal),
        ],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:W21,24:B17,19,11",
            &["21", "14"],
            false,
            Rule::Choice {
                other: &["24", "15", "8"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:W11:B6,7",
            &["11", "2"],
            true,
            Rule::Forced {
                tempting: &["11", "2", "9"],
            },
        )],
    ),
    section("draws", 4, &[]),
    section("notation", 2, &[]),
];

const SPANISH: &[Section] = &[
    section("board", 2, &[position("W:W1-12:B21-32")]),
    section("men", 1, &[destinations("W:W10:B32", "10", &["13", "14"])]),
    section(
        "kings",
        1,
        &[destinations(
            "W:WK1:B29",
            "1",
            &["5", "10", "14", "19", "23", "28", "32"],
        )],
    ),
    section(
        "captures",
        5,
        &[
            shown(
                "W:W10:B14,6",
                &["10", "19"],
                false,
                Rule::Forced {
                    tempting: &["10", "3"],
                },
            ),
            destinations("W:WK1:B14", "1", &["19", "23", "28", "32"]),
        ],
    ),
    section(
        "precedence",
        2,
        &[
            shown(
                "W:W9,12:BK13,15,23",
                &["12", "19", "28"],
                false,
                Rule::Forced {
                    tempting: &["9", "18"],
                },
            ),
            shown(
                "W:W9,12:BK13,15",
                &["9", "18"],
                false,
                Rule::Forced {
                    tempting: &["12", "19"],
                },
            ),
        ],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:W23:B26,27",
            &["23", "30"],
            true,
            Rule::Forced {
                tempting: &["23", "30", "21"],
            },
        )],
    ),
    section("draws", 3, &[]),
    section("notation", 2, &[]),
];

const TURKISH: &[Section] = &[
    section(
        "board",
        2,
        &[position(
            "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3\
             :Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7",
        )],
    ),
    section(
        "men",
        1,
        &[destinations("W:Wd4:Ba8", "d4", &["c4", "e4", "d5"])],
    ),
    section(
        "kings",
        1,
        &[destinations(
            "W:WKd4:Ba8",
            "d4",
            &[
                "a4", "b4", "c4", "e4", "f4", "g4", "h4", "d1", "d2", "d3", "d5", "d6", "d7", "d8",
            ],
        )],
    ),
    section(
        "captures",
        6,
        &[
            shown(
                "W:Wd4:Be4,f5,d3",
                &["d4", "f4", "f6"],
                false,
                Rule::Forced {
                    tempting: &["d4", "d2"],
                },
            ),
            shown(
                "W:WKc1:Bc4,e7,f6,b4",
                &["c1", "c7", "f7", "f4", "a4"],
                false,
                Rule::Legal,
            ),
        ],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:Wb4,f3:BKb5,f4,f6",
            &["f3", "f5", "f7"],
            false,
            Rule::Forced {
                tempting: &["b4", "b6"],
            },
        )],
    ),
    section(
        "crowning",
        3,
        &[shown(
            "W:Wc6:Bc7,d8,e5",
            &["c6", "c8", "e8"],
            true,
            Rule::Forced {
                tempting: &["c6", "c8", "e8", "e4"],
            },
        )],
    ),
    section("draws", 5, &[]),
    section("notation", 2, &[]),
];

const ITALIAN: &[Section] = &[
    section("board", 2, &[position("W:W21-32:B1-12")]),
    section("men", 1, &[destinations("W:W22:B1", "22", &["18", "19"])]),
    section(
        "kings",
        1,
        &[destinations("W:WK18:B1", "18", &["13", "14", "21", "22"])],
    ),
    section(
        "captures",
        5,
        &[
            shown(
                "W:W22:B18,26",
                &["22", "13"],
                false,
                Rule::Forced {
                    tempting: &["22", "29"],
                },
            ),
            shown(
                "W:W22:BK18,19",
                &["22", "15"],
                false,
                Rule::Forced {
                    tempting: &["22", "13"],
                },
            ),
        ],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:W22,K27:B18,23",
            &["27", "20"],
            false,
            Rule::Forced {
                tempting: &["22", "13"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:W9:B5,6",
            &["9", "2"],
            true,
            Rule::Forced {
                tempting: &["9", "2", "11"],
            },
        )],
    ),
    section("draws", 3, &[]),
    section("notation", 2, &[]),
];

const CZECH: &[Section] = &[
    SHASHKI_MOVES[0],
    SHASHKI_MOVES[1],
    SHASHKI_MOVES[2],
    section(
        "captures",
        5,
        &[
            shown(
                "W:Wc3:Bd4,b2",
                &["c3", "e5"],
                false,
                Rule::Forced {
                    tempting: &["c3", "a1"],
                },
            ),
            destinations("W:WKa1:Bd4", "a1", &["e5", "f6", "g7", "h8"]),
        ],
    ),
    section(
        "precedence",
        2,
        &[
            shown(
                "W:WKa1,e5:Bc3,f6",
                &["a1", "d4"],
                false,
                Rule::Forced {
                    tempting: &["e5", "g7"],
                },
            ),
            shown(
                KING_OR_TWO_MEN_8X8,
                &["a3", "c5"],
                false,
                Rule::Choice {
                    other: &["g3", "e5", "g7"],
                },
            ),
        ],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:Wb6:Bc7",
            &["b6", "d8"],
            true,
            Rule::Forced { tempting: &[] },
        )],
    ),
    section("draws", 3, &[]),
    section("notation", 2, &[]),
];

const POOL: &[Section] = &[
    section("board", 2, &[position("B:W21-32:B1-12")]),
    section("men", 1, &[destinations("W:W22:B1", "22", &["17", "18"])]),
    section(
        "kings",
        1,
        &[destinations(
            "W:WK29:B1",
            "29",
            &["25", "22", "18", "15", "11", "8", "4"],
        )],
    ),
    section(
        "captures",
        5,
        &[
            shown("W:W22:B18,19", &["22", "15", "24"], false, Rule::Legal),
            destinations("W:WK29:B18", "29", &["15", "11", "8", "4"]),
        ],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:W21,24:BK17,19,11",
            &["21", "14"],
            false,
            Rule::Choice {
                other: &["24", "15", "8"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:W9:B6,7",
            &["9", "2", "11"],
            false,
            Rule::Forced { tempting: &[] },
        )],
    ),
    section("draws", 5, &[]),
    section("notation", 2, &[]),
];

const THAI: &[Section] = &[
    section("board", 2, &[position("B:W1-8:B25-32")]),
    section("men", 1, &[destinations("W:W11:B32", "11", &["15", "16"])]),
    section(
        "kings",
        1,
        &[destinations(
            "W:WK4:B32",
            "4",
            &["8", "11", "15", "18", "22", "25", "29"],
        )],
    ),
    section(
        "captures",
        5,
        &[
            shown(
                "W:WK4:B15",
                &["4", "18"],
                false,
                Rule::Forced {
                    tempting: &["4", "22"],
                },
            ),
            shown(
                "W:W11:B15,7",
                &["11", "18"],
                false,
                Rule::Forced {
                    tempting: &["11", "2"],
                },
            ),
        ],
    ),
    section(
        "precedence",
        2,
        &[shown(
            "W:W9,12:B14,16,22",
            &["12", "19"],
            false,
            Rule::Choice {
                other: &["9", "18", "25"],
            },
        )],
    ),
    section(
        "crowning",
        2,
        &[shown(
            "W:W24:B27,26",
            &["24", "31"],
            true,
            Rule::Forced {
                tempting: &["24", "31", "22"],
            },
        )],
    ),
    section("draws", 3, &[]),
    section("notation", 2, &[]),
];

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::rules::draws::{DrawCounter, DrawRule};
    use draughts::{Bitboard, Rules};
    use std::collections::BTreeSet;

    const RULES_FTL: &str = include_str!("../../locales/en/rules.ftl");

    /// What the pages say of a flying king's capture, checked on the core: where one of the
    /// squares behind the captured piece lets it capture again, it must land there (every move
    /// takes both pieces); and no capture takes a piece of the capturer's own colour.
    #[test]
    fn a_flying_king_lands_where_it_can_capture_again() {
        for (variant, fen, lone) in [
            (Variant::Brazilian, "W:WKa1:Bc3,f4,h8", "W:WKa1,c3:Bh8"),
            (Variant::Russian, "W:WKa1:Bc3,f4,h8", "W:WKa1,c3:Bh8"),
            (Variant::International, "W:WK46:B37,33", "W:WK46,37:B5"),
            (Variant::Turkish, "W:WKa1:Ba3,c5,h8", "W:WKa1,a3:Bh8"),
        ] {
            let pos = Position::from_fen(variant, fen).unwrap();
            let moves = pos.legal_moves();
            assert!(!moves.is_empty(), "{variant:?}");
            for mv in moves {
                assert_eq!(
                    mv.captured().count(),
                    2,
                    "{variant:?}: {}",
                    pos.move_text(&mv)
                );
            }
            // Next to a piece of its own colour with the square behind free: no capture.
            let pos = Position::from_fen(variant, lone).unwrap();
            assert!(!pos.has_capture(), "{variant:?}: {lone}");
        }
        let text = |id: &str| {
            RULES_FTL
                .lines()
                .find_map(|l| l.strip_prefix(&format!("{id} = ")))
        };
        for v in [
            "brazilian",
            "russian",
            "international",
            "spanish",
            "turkish",
            "czech",
            "pool",
            "antidraughts",
        ] {
            let said = text(&format!("rules-{v}-captures-4")).unwrap();
            assert!(said.contains("it must land there and go on"), "{v}: {said}");
        }
    }

    /// The message ids the English file defines.
    fn defined() -> BTreeSet<&'static str> {
        RULES_FTL
            .lines()
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| id.starts_with("rules-") && !id.contains(' '))
            .collect()
    }

    /// Every rule set's page: the page's own and those of the rule sets still to join it.
    fn pages() -> impl Iterator<Item = Variant> {
        Variant::ALL.into_iter()
    }

    /// Every message id the pages use.
    fn used() -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for v in pages() {
            ids.insert(title_id(v));
            ids.insert(intro_id(v));
            for s in sections(v) {
                ids.insert(s.heading_id());
                ids.extend(s.paragraph_ids(v));
                ids.extend(s.diagrams(v).map(|(caption, _)| caption));
            }
        }
        ids
    }

    #[test]
    fn every_message_used_exists_in_english() {
        let defined = defined();
        for id in used() {
            assert!(
                defined.contains(id.as_str()),
                "{id} missing from en/rules.ftl"
            );
            let (text, errors) = crate::i18n::format(0, &id, &[]).expect("read by the loader");
            assert!(
                errors.is_empty() && text.len() > 3,
                "{id}: {text:?} {errors:?}"
            );
        }
    }

    #[test]
    fn every_variant_message_in_english_is_used() {
        let used = used();
        let names: Vec<&str> = pages().map(|v| v.name()).collect();
        for id in defined() {
            let of_a_variant = names.iter().any(|n| id.starts_with(&format!("rules-{n}-")))
                || id.starts_with("rules-section-");
            assert!(!of_a_variant || used.contains(id), "{id} is never shown");
        }
    }

    #[test]
    fn every_page_has_every_section_with_text() {
        for v in pages() {
            let keys: Vec<&str> = sections(v).iter().map(|s| s.key).collect();
            assert_eq!(
                keys,
                [
                    "board",
                    "men",
                    "kings",
                    "captures",
                    "precedence",
                    "crowning",
                    "draws",
                    "notation"
                ],
                "{v:?}"
            );
            assert!(sections(v).iter().all(|s| s.paragraphs > 0));
            let diagrams = sections(v).iter().map(|s| s.diagrams.len()).sum::<usize>();
            assert!(diagrams >= 6, "{v:?} has {diagrams} diagrams");
        }
    }

    fn all_diagrams() -> impl Iterator<Item = (Variant, String, &'static Diagram)> {
        pages().flat_map(|v| {
            sections(v)
                .iter()
                .flat_map(move |s| s.diagrams(v).map(move |(id, d)| (v, id, d)))
        })
    }

    #[test]
    fn every_diagram_parses_in_its_variant_and_has_a_view() {
        for (v, id, d) in all_diagrams() {
            let view = d.view(v).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(!view.pieces.is_empty(), "{id}");
            assert!(!view.labels.is_empty(), "{id}: squares are named");
        }
    }

    #[test]
    fn the_board_diagram_is_the_start_position() {
        for v in pages() {
            let board = &sections(v)[0].diagrams[0];
            assert_eq!(
                board.position(v).unwrap(),
                Position::start(v),
                "{v:?}: {}",
                board.fen
            );
        }
    }

    #[test]
    fn destinations_are_exactly_the_cores() {
        for (v, id, d) in all_diagrams() {
            let Marks::Destinations { from, to } = d.marks else {
                continue;
            };
            let pos = d.position(v).unwrap();
            let expected: Bitboard = to.iter().map(|n| v.parse_square(n).unwrap()).collect();
            assert_eq!(
                pos.destinations(v.parse_square(from).unwrap()),
                expected,
                "{id}"
            );
            assert_eq!(d.view(v).unwrap().targets, expected, "{id}: dots drawn");
        }
    }

    #[test]
    fn shown_moves_are_legal_and_crown_as_the_caption_says() {
        for (v, id, d) in all_diagrams() {
            let Marks::Move { path, crowns, .. } = d.marks else {
                continue;
            };
            let mv = d
                .shown_move(v)
                .unwrap_or_else(|e| panic!("{id}: {e}"))
                .unwrap();
            assert_eq!(mv.promotes(), crowns, "{id}");
            let view = d.view(v).unwrap();
            assert_eq!(view.hint.len(), path.len(), "{id}: the path is drawn");
            assert_eq!(view.taken, mv.captured(), "{id}: captured pieces crossed");
        }
    }

    #[test]
    fn forced_captures_are_the_only_legal_move_and_the_tempting_one_is_refused() {
        let mut forced = 0;
        for (v, id, d) in all_diagrams() {
            let Marks::Move {
                rule: Rule::Forced { tempting },
                ..
            } = d.marks
            else {
                continue;
            };
            forced += 1;
            let pos = d.position(v).unwrap();
            let mv = d.shown_move(v).unwrap().unwrap();
            assert_eq!(pos.legal_moves().as_slice(), [mv], "{id}");
            if !tempting.is_empty() {
                assert!(find_move(&pos, tempting).is_err(), "{id}: {tempting:?}");
                let first = v.parse_square(tempting[0]).unwrap();
                assert!(
                    pos.piece_at(first).is_some_and(|p| p.color == pos.turn()),
                    "{id}: the tempting move starts from a piece of the side to move"
                );
            }
        }
        assert!(forced >= 8, "{forced} forced diagrams");
    }

    #[test]
    fn free_choice_shows_a_smaller_capture_beside_a_larger_one() {
        for (v, id, d) in all_diagrams() {
            let Marks::Move {
                rule: Rule::Choice { other },
                ..
            } = d.marks
            else {
                continue;
            };
            let pos = d.position(v).unwrap();
            let mv = d.shown_move(v).unwrap().unwrap();
            let larger = find_move(&pos, other).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(
                larger.captured().count() > mv.captured().count(),
                "{id}: the other capture takes more"
            );
        }
    }

    /// The same position under the precedence rule: the tempting capture of a free-choice
    /// variant is refused where the most pieces must be taken.
    #[test]
    fn the_king_or_two_men_position_differs_by_precedence() {
        let tempting = ["a3", "c5"];
        let free = Position::from_fen(Variant::Russian, KING_OR_TWO_MEN_8X8).unwrap();
        let most = Position::from_fen(Variant::Brazilian, KING_OR_TWO_MEN_8X8).unwrap();
        assert!(find_move(&free, &tempting).is_ok());
        assert!(find_move(&most, &tempting).is_err());
    }

    fn english(id: &str) -> String {
        crate::i18n::format(0, id, &[]).expect(id).0
    }

    /// The variant's automatic draw rules, as the core counts them.
    fn draw_rules(v: Variant) -> &'static [DrawRule] {
        draughts::dispatch!(v, R => R::DRAW_RULES)
    }

    /// The text says what the core does: the board's size, the men, who starts, every draw
    /// rule's count.
    #[test]
    fn the_text_agrees_with_the_core() {
        for v in pages() {
            let size = v.board().size;
            let text = |key: &str| {
                let section = sections(v).iter().find(|s| s.key == key).unwrap();
                section
                    .paragraph_ids(v)
                    .iter()
                    .map(|id| english(id))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let board = text("board");
            assert!(
                board.contains(&format!("{size} by {size} squares")),
                "{v:?}: {board}"
            );
            let men = v.start_squares(Color::White).count();
            assert!(board.contains(&format!("{men} men")), "{v:?}: {board}");
            let first = match v.first_to_move() {
                Color::White => "White moves first.",
                Color::Black => "Black moves first.",
            };
            assert!(board.contains(first), "{v:?}: {board}");
            let draws = text("draws");
            // Where the first king wins, men only go forward and no position comes back.
            let goal = draughts::dispatch!(v, R => R::GOAL);
            let repetition = match draughts::dispatch!(v, R => R::REPETITIONS) {
                _ if goal == draughts::Goal::Crown => "no position comes back",
                3 => "three times",
                4 => "four times",
                n => panic!("{v:?}: {n} repetitions"),
            };
            assert!(draws.contains(repetition), "{v:?}: repetition");
            let no_move = match goal {
                draughts::Goal::GiveAway => "A player who cannot move wins.",
                _ => "A player who cannot move loses.",
            };
            assert!(draws.contains(no_move), "{v:?}: {draws}");
            // The endings' counts run from the last capture or crowning, as the core counts them.
            let counted_since_material = draw_rules(v)
                .iter()
                .any(|r| r.counter == DrawCounter::SinceMaterialChange);
            assert_eq!(
                draws.contains(
                    "from when its balance of pieces arose, at the last capture or crowning"
                ),
                counted_since_material,
                "{v:?}: {draws}"
            );
            for rule in draw_rules(v) {
                let count = match rule.moves {
                    0 => "at once".to_string(),
                    n => format!("{n} moves"),
                };
                assert!(draws.contains(&count), "{v:?}: {rule:?} in {draws}");
            }
        }
    }

    #[test]
    fn a_bad_diagram_is_an_error_not_a_panic() {
        let bad_fen = Diagram {
            fen: "W:Wz9",
            marks: Marks::Position,
        };
        assert!(bad_fen.view(Variant::Brazilian).is_err());
        let illegal = shown("W:Wc3:Bh8", &["c3", "c5"], false, Rule::Legal);
        let err = illegal.view(Variant::Brazilian).unwrap_err();
        assert!(err.contains("c3xc5 is not legal"), "{err}");
        let off_board = destinations("W:Wc3:Bh8", "d3", &[]);
        assert!(off_board.view(Variant::Brazilian).is_err());
    }

    #[test]
    fn every_rule_of_every_page_but_the_board_and_notation_has_a_lesson_to_play_it() {
        for variant in pages().filter(|v| !crate::learn::course(*v).is_empty()) {
            for section in sections(variant) {
                let lesson = section.lesson(variant);
                // Breakthrough has no kings in play, so no lesson on them.
                let no_kings = variant == Variant::Breakthrough && section.key == "kings";
                let none = matches!(section.key, "board" | "notation") || no_kings;
                assert_eq!(lesson.is_none(), none, "{} {}", variant.name(), section.key);
            }
        }
    }
}
