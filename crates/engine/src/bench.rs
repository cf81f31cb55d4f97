//! The bench: a fixed set of positions searched to a fixed depth. Its total node count is a
//! signature of the search: it changes exactly when the search or evaluation changes, so a
//! change meant to be neutral (a refactor, a speed-up) can be checked by it.

use super::{Clock, Engine, Level, Limits, Network};
use draughts::rules::Variant;
use draughts::Game;
use draughts::Position;
use std::sync::Arc;

/// Middlegames of each variant, reached by the engine playing itself (level 5, depth 5) for 14
/// or 24 plies; fixed here so that they do not move when the search changes.
const MIDDLEGAMES: &[(Variant, &str)] = &[
    (Variant::Brazilian, "W:Wa1,c1,e1,g1,a3,c3,g3,b4,f4,h4:Ba5,d6,f6,h6,a7,g7,b8,d8,f8,h8"),
    (Variant::Brazilian, "W:Wa1,c1,e1,d2,f2,a3:Be5,d6,f6,g7,d8,f8,h8"),
    (Variant::Russian, "W:Wa1,c1,e1,g1,b2,h2,a3,c3,e3,f4:Bg5,b6,d6,h6,a7,g7,b8,d8,f8,h8"),
    (Variant::Russian, "W:Wa1,e1,b2,h2,a3,c3,e3,f4,h4:Ba5,c5,g5,d6,f6,h6,c7,d8,f8"),
    (
        Variant::International,
        "W:W27,30,31,33,35,36,37,38,40,41,42,43,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,11,12,13,15,16,18,20,22,23",
    ),
    (
        Variant::International,
        "W:W28,35,36,39,40,41,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,8,10,13,16,18,19,20,25",
    ),
    (Variant::English, "B:W17,20,21,22,24,27,30,31,32:B1,2,3,4,5,8,9,11,12"),
    (Variant::English, "B:W15,20,22,26,27,31,32:B1,2,3,4,5,12,19"),
    (Variant::Spanish, "W:W1,2,3,4,6,8,9,12,14,24:B15,18,22,25,26,27,29,30,31,32"),
    (
        Variant::Turkish,
        "W:Wa2,b2,c2,d2,e2,f2,h2,a3,c3,e3,g3,h3,a4,c4,f4,g4:Bc5,d5,e5,h5,b6,c6,e6,f6,g6,a7,b7,c7,d7,f7,g7,h7",
    ),
    (
        Variant::Turkish,
        "W:Wa2,b2,c2,e2,h2,c3,d3,h3,b4,c4,g4,h4:Ba4,d5,e5,Kf5,h5,b6,c6,d6,f6,g6,h6,a7,b7,c7,e7,g7",
    ),
];

/// The rule sets whose starts open the bench: the six it was made with, so that its node
/// signature stays comparable across commits (the rule sets added later are not in it).
const STARTS: [Variant; 6] = [
    Variant::Brazilian,
    Variant::Russian,
    Variant::International,
    Variant::English,
    Variant::Spanish,
    Variant::Turkish,
];

/// The bench positions: the [`STARTS`], then the middlegames.
pub fn positions() -> Vec<Game> {
    let starts = STARTS.into_iter().map(Game::new);
    let middlegames = MIDDLEGAMES.iter().filter_map(|&(variant, fen)| {
        Position::from_fen(variant, fen)
            .ok()
            .map(Game::from_position)
    });
    starts.chain(middlegames).collect()
}

/// What a bench run measured.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Totals {
    /// The node signature: the nodes of every position added up.
    pub nodes: u64,
    /// Clock time spent searching, without setting up and clearing the table between
    /// positions (clearing 16 MiB is a memory-bound pass that says nothing about the search).
    pub search_ms: f64,
}

/// The nodes each bench position takes at `depth` (Level 8, a fresh 16 MiB table each), English
/// evaluated by `network` (`None`: by its terms and tables; see [`Engine::set_network`]).
pub fn run(
    depth: u32,
    clock: &dyn Clock,
    network: Option<Arc<Network>>,
    mut on_position: impl FnMut(&Position, u64),
) -> u64 {
    measure(depth, clock, network, |pos, nodes, _| {
        on_position(pos, nodes)
    })
    .nodes
}

/// [`run`] with the clock time of each search (in milliseconds) and of all of them.
pub fn measure(
    depth: u32,
    clock: &dyn Clock,
    network: Option<Arc<Network>>,
    mut on_position: impl FnMut(&Position, u64, f64),
) -> Totals {
    let mut engine = Engine::new(16);
    engine.set_network(network);
    let mut totals = Totals {
        nodes: 0,
        search_ms: 0.0,
    };
    for game in positions() {
        engine.clear();
        let started = clock.now_ms();
        let result = engine.search(&game, &Limits::depth(depth), Level::MAX, clock, &mut |_| {});
        let ms = clock.now_ms() - started;
        on_position(game.position(), result.nodes, ms);
        totals.nodes += result.nodes;
        totals.search_ms += ms;
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_middlegame_is_a_valid_position() {
        assert_eq!(positions().len(), STARTS.len() + MIDDLEGAMES.len());
    }
}
