//! Plays the game's sounds ([`crate::game::sound`]) with the Web Audio API: each tone an
//! oscillator through a gain that fades it out, synthesized at run time (nothing is
//! downloaded). The audio context is made at the first sound, which always follows a click
//! or a move the player started, as browsers require.

use crate::game::sound::{Sound, Wave};
use web_sys::{AudioContext, AudioContextState, OscillatorType};

/// The page's audio, made when first needed; `None` where the browser has no Web Audio.
#[derive(Default)]
pub struct SoundPlayer {
    context: Option<AudioContext>,
}

impl SoundPlayer {
    /// Plays `sound` now.
    pub fn play(&mut self, sound: Sound) {
        if self.context.is_none() {
            self.context = AudioContext::new().ok();
        }
        let Some(ctx) = &self.context else {
            return;
        };
        if ctx.state() == AudioContextState::Suspended {
            ctx.resume().ok();
        }
        let now = ctx.current_time();
        for tone in sound.tones() {
            let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
                return;
            };
            osc.set_type(match tone.wave {
                Wave::Sine => OscillatorType::Sine,
                Wave::Triangle => OscillatorType::Triangle,
            });
            osc.frequency().set_value(tone.hz as f32);
            let start = now + tone.start_s;
            let end = start + tone.length_s;
            let level = gain.gain();
            level.set_value_at_time(0.0, start).ok();
            level
                .linear_ramp_to_value_at_time(tone.gain as f32, start + 0.01)
                .ok();
            level.exponential_ramp_to_value_at_time(0.0001, end).ok();
            let wired = osc
                .connect_with_audio_node(&gain)
                .and_then(|_| gain.connect_with_audio_node(&ctx.destination()));
            if wired.is_ok() {
                osc.start_with_when(start).ok();
                osc.stop_with_when(end).ok();
            }
        }
    }
}
