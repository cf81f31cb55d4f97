//! The game's sounds, as tones to synthesize: a move, a capture, a crowning and the end of the
//! game. Which sound follows a change of the game, and what each is made of, are decided here;
//! `game::sound_player` only plays the tones (Web Audio, nothing downloaded).

use draughts::{Game, Role};

/// A sound the game makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sound {
    Move,
    Capture,
    Crown,
    GameEnd,
}

/// The shape of a tone's wave.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wave {
    Sine,
    Triangle,
}

/// One tone: its pitch, when it starts after the sound does, how long it lasts (fading out)
/// and how loud it is (0 to 1).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Tone {
    pub hz: f64,
    pub start_s: f64,
    pub length_s: f64,
    pub gain: f64,
    pub wave: Wave,
}

const fn tone(hz: f64, start_s: f64, length_s: f64, gain: f64, wave: Wave) -> Tone {
    Tone {
        hz,
        start_s,
        length_s,
        gain,
        wave,
    }
}

impl Sound {
    /// The sound after the game went from `played_before` moves (and `over_before`) to its
    /// state now: the end of the game, else what the last move did (a crowning, a capture, a
    /// move); nothing when no move was added (an undo) and the game did not just end.
    pub fn after(game: &Game, played_before: usize, over_before: bool) -> Option<Sound> {
        if game.outcome().is_some() && !over_before {
            return Some(Sound::GameEnd);
        }
        if game.len() <= played_before {
            return None;
        }
        let (before, mv) = game.history().last()?;
        let man = before
            .piece_at(mv.from())
            .is_some_and(|p| p.role == Role::Man);
        let crowned = game
            .position()
            .piece_at(mv.to())
            .is_some_and(|p| p.role == Role::King);
        Some(if man && crowned {
            Sound::Crown
        } else if mv.is_capture() {
            Sound::Capture
        } else {
            Sound::Move
        })
    }

    /// What the sound is made of: a soft knock for a move, a sharper double knock for a
    /// capture, a rising chime for a crowning, three falling notes for the end.
    pub fn tones(self) -> &'static [Tone] {
        match self {
            Sound::Move => &MOVE,
            Sound::Capture => &CAPTURE,
            Sound::Crown => &CROWN,
            Sound::GameEnd => &GAME_END,
        }
    }
}

const MOVE: [Tone; 1] = [tone(220.0, 0.0, 0.09, 0.35, Wave::Triangle)];
const CAPTURE: [Tone; 2] = [
    tone(330.0, 0.0, 0.07, 0.35, Wave::Triangle),
    tone(247.0, 0.07, 0.1, 0.35, Wave::Triangle),
];
const CROWN: [Tone; 3] = [
    tone(523.3, 0.0, 0.12, 0.25, Wave::Sine),
    tone(659.3, 0.1, 0.12, 0.25, Wave::Sine),
    tone(784.0, 0.2, 0.3, 0.25, Wave::Sine),
];
const GAME_END: [Tone; 3] = [
    tone(784.0, 0.0, 0.18, 0.25, Wave::Sine),
    tone(659.3, 0.18, 0.18, 0.25, Wave::Sine),
    tone(523.3, 0.36, 0.45, 0.25, Wave::Sine),
];

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::{Position, Variant};

    fn game(fen: &str) -> Game {
        Game::from_position(Position::from_fen(Variant::Brazilian, fen).unwrap())
    }

    fn play(game: &mut Game, text: &str) -> Option<Sound> {
        let (played, over) = (game.len(), game.outcome().is_some());
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
        Sound::after(game, played, over)
    }

    #[test]
    fn each_move_sounds_for_what_it_did() {
        let mut g = Game::new(Variant::Brazilian);
        assert_eq!(play(&mut g, "c3-d4"), Some(Sound::Move));
        assert_eq!(play(&mut g, "f6-e5"), Some(Sound::Move));
        assert_eq!(play(&mut g, "d4xf6"), Some(Sound::Capture));
        let mut g = game("W:Wc7,a1:Bh8,a7");
        assert_eq!(play(&mut g, "c7-d8"), Some(Sound::Crown));
        let mut g = game("W:Wc3:Bd4");
        assert_eq!(
            play(&mut g, "c3xe5"),
            Some(Sound::GameEnd),
            "Black has nothing left"
        );
        // An undo makes no sound; a resignation ends the game with one.
        let mut g = Game::new(Variant::Brazilian);
        play(&mut g, "c3-d4");
        g.undo();
        assert_eq!(Sound::after(&g, 1, false), None);
        g.resign(draughts::Color::White).unwrap();
        assert_eq!(Sound::after(&g, 0, false), Some(Sound::GameEnd));
        assert_eq!(Sound::after(&g, 0, true), None, "once");
    }

    #[test]
    fn every_sound_is_audible_and_short() {
        for sound in [Sound::Move, Sound::Capture, Sound::Crown, Sound::GameEnd] {
            let tones = sound.tones();
            assert!(!tones.is_empty());
            for t in tones {
                assert!(t.hz > 100.0 && t.hz < 2000.0 && t.gain > 0.0 && t.gain <= 1.0);
                assert!(t.start_s + t.length_s < 1.0, "{sound:?}");
            }
        }
    }
}
