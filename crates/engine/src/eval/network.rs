//! English's evaluation network: a small fully connected network read in fixed point, in place
//! of the weighted terms and pattern tables the other variants add up. It is fitted by
//! `draughts tune network` (`draughts_tune::network`); how, and what it scored against the
//! tables: docs/journal/tuning.md#the-english-network.
//!
//! The position is read from the side to move's seat: [`INPUTS`] inputs, one for each kind of
//! piece (own men, own kings, the opponent's men, the opponent's kings) on each of the 32
//! squares, the board turned half a turn when Black moves. So a position and its colour-flipped
//! twin read the same inputs and score the same, by construction. Two hidden layers of
//! rectified units ([`HIDDEN`] then [`SECOND`]) lead to one output, the logit of the side to
//! move's expected result, which the weights file's multiplier turns into hundredths of a man.
//!
//! Fixed point: the first layer's weights and sums are `i16` at [`FIRST_SCALE`] (a position
//! sets at most 24 inputs, so a sum is at most 25 weights); the second layer's weights are
//! `i16` at [`SECOND_SCALE`], its sums `i32`, shifted back to [`FIRST_SCALE`] after the
//! rectifier; the output weights are `i32` at [`OUTPUT_SCALE`]. The inner loops are products
//! of `i16`s summed into `i32`s, which compilers turn into vector multiply-adds.

use draughts::Color;
use draughts::Position;
use std::sync::{Arc, OnceLock};

/// Squares of the 8x8 board a piece may stand on.
pub const SQUARES: usize = 32;
/// Inputs: four kinds of piece on each square.
pub const INPUTS: usize = 4 * SQUARES;
/// Units of the first hidden layer.
pub const HIDDEN: usize = 128;
/// Units of the second hidden layer.
pub const SECOND: usize = 32;

/// A first-layer weight or sum of 1.0 is this many units.
pub const FIRST_SCALE: f64 = 256.0;
/// A second-layer weight of 1.0 is this many units: a power of two, so that the sums are
/// shifted back.
pub const SECOND_SCALE: f64 = (1u32 << SECOND_SHIFT) as f64;
/// An output weight of 1.0 is this many units.
pub const OUTPUT_SCALE: f64 = 256.0;
const SECOND_SHIFT: u32 = 9;
/// Bits of the fraction of the file's multiplier, from output units to hundredths of a man.
pub const MULTIPLIER_SHIFT: u32 = 24;

/// The start of a weights file: a tag, then [`INPUTS`], [`HIDDEN`] and [`SECOND`] as
/// little-endian `u16`s, and the output's multiplier as a little-endian `u32`. Then, all
/// little-endian: the first layer's weights (`i16`, input by input, [`HIDDEN`] each) and
/// biases (`i16`), the second layer's weights (`i16`, unit by unit, [`HIDDEN`] each) and biases
/// (`i32`), the output's weights and bias (`i32`).
const MAGIC: &[u8; 4] = b"DNET";
/// Bytes before the weights.
pub const HEADER: usize = 14;
/// Bytes of a weights file.
pub const FILE_BYTES: usize =
    HEADER + 2 * (INPUTS * HIDDEN + HIDDEN + SECOND * HIDDEN) + 4 * (2 * SECOND + 1);

/// A network's weights in fixed point (see the module's header).
#[derive(Clone, Debug)]
pub struct Network {
    first: [[i16; HIDDEN]; INPUTS],
    first_bias: [i16; HIDDEN],
    second: [[i16; HIDDEN]; SECOND],
    second_bias: [i32; SECOND],
    output: [i32; SECOND],
    output_bias: i32,
    /// Hundredths of a man per output unit, times 2^[`MULTIPLIER_SHIFT`].
    multiplier: u32,
    /// The second layer's weights by pairs of first-layer units, for the vector loop that
    /// skips the pairs the rectifier zeroed: `[k][2 * u + i]` is unit `u`'s weight of first-layer
    /// unit `2 * k + i`.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    second_pairs: [[i16; 2 * SECOND]; HIDDEN / 2],
}

/// English's fitted network, `network/english.bin` (how it was fitted and what it scored:
/// docs/journal/tuning.md): built in, or installed ([`install`]).
static FITTED: OnceLock<Arc<Network>> = OnceLock::new();

/// The network English is evaluated by unless the engine is told otherwise: built into
/// native programs (the `embedded-weights` feature), or installed at run time; `None` in a
/// build without it until it is installed.
pub fn fitted() -> Option<Arc<Network>> {
    #[cfg(feature = "embedded-weights")]
    FITTED.get_or_init(|| {
        let bytes = include_bytes!("network/english.bin");
        // A file of the build itself, checked by a test: not input that could be wrong.
        Arc::from(Network::decode(bytes).expect("the built-in network file reads"))
    });
    FITTED.get().cloned()
}

/// The built-in network ([`fitted`], where the build has it).
#[cfg(feature = "embedded-weights")]
pub fn built_in() -> Arc<Network> {
    fitted().expect("built in")
}

/// Makes the network file `bytes` the [`fitted`] network, unless there is one already (built
/// in, or installed before). A file that is not a network of this build's shape is refused
/// and changes nothing.
pub fn install(bytes: &[u8]) -> Result<(), String> {
    let network = Network::decode(bytes)?;
    if fitted().is_none() {
        FITTED.get_or_init(|| Arc::from(network));
    }
    Ok(())
}

/// The input of a piece of the kind `plane` (0 to 3, as in the module's header) on the square
/// of bit `bit` of the 8x8 diagonal layout ([`draughts::geometry`]: rows of 4 squares, a spare
/// bit after every second row), seen from White's seat or, if `turned`, from Black's.
#[inline(always)]
fn input(plane: usize, bit: u32, turned: bool) -> usize {
    let square = (bit - bit / 9) as usize;
    plane * SQUARES + if turned { SQUARES - 1 - square } else { square }
}

/// Calls `f` with every input `pos` sets (an English position).
#[inline(always)]
pub fn for_each_input(pos: &Position, mut f: impl FnMut(usize)) {
    let us = pos.turn();
    let kings = pos.kings();
    let (own, theirs) = (pos.pieces(us), pos.pieces(us.opponent()));
    let planes = [own - kings, own & kings, theirs - kings, theirs & kings];
    let turned = us == Color::Black;
    for (plane, pieces) in planes.into_iter().enumerate() {
        let mut bits = pieces.0;
        while bits != 0 {
            f(input(plane, bits.trailing_zeros(), turned));
            bits &= bits - 1;
        }
    }
}

impl Network {
    /// The evaluation of an English position, in hundredths of a man for the side to move.
    #[inline]
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let mut sums = self.first_bias;
        for_each_input(pos, |i| lanes::add_row(&mut sums, &self.first[i]));
        self.after_first(&sums)
    }

    /// The evaluation of the position setting `inputs`.
    pub fn evaluate_inputs(&self, inputs: &[u8]) -> i32 {
        let mut sums = self.first_bias;
        for &i in inputs {
            lanes::add_row(&mut sums, &self.first[usize::from(i)]);
        }
        self.after_first(&sums)
    }

    /// The layers after the first, given its sums.
    #[inline(always)]
    fn after_first(&self, sums: &[i16; HIDDEN]) -> i32 {
        let hidden = lanes::rectify(sums);
        let mut out = i64::from(self.output_bias);
        for (sum, w) in lanes::second_layer(&hidden, self).iter().zip(&self.output) {
            out += i64::from((*sum).max(0) >> SECOND_SHIFT) * i64::from(*w);
        }
        ((out * i64::from(self.multiplier)) >> MULTIPLIER_SHIFT) as i32
    }

    /// The network of a weights file (see the module's header), or what is wrong with it.
    pub fn decode(bytes: &[u8]) -> Result<Box<Network>, String> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err("not a network file".into());
        }
        let shape = [read_u16(bytes, 4), read_u16(bytes, 6), read_u16(bytes, 8)];
        if shape.map(usize::from) != [INPUTS, HIDDEN, SECOND] {
            return Err(format!(
                "a network of {} inputs and {}-{} hidden units, where this build reads {INPUTS} \
                 and {HIDDEN}-{SECOND}",
                shape[0], shape[1], shape[2]
            ));
        }
        if bytes.len() != FILE_BYTES {
            return Err(format!(
                "a network file of {} bytes, where its shape needs {FILE_BYTES}",
                bytes.len()
            ));
        }
        let mut network = Box::new(Network {
            first: [[0; HIDDEN]; INPUTS],
            first_bias: [0; HIDDEN],
            second: [[0; HIDDEN]; SECOND],
            second_bias: [0; SECOND],
            output: [0; SECOND],
            output_bias: 0,
            multiplier: read_u32(bytes, 10),
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            second_pairs: [[0; 2 * SECOND]; HIDDEN / 2],
        });
        let mut shorts = bytes[HEADER..]
            .chunks_exact(2)
            .map(|b| read_u16(b, 0) as i16);
        let rows = network.first.iter_mut().chain([&mut network.first_bias]);
        for w in rows.chain(network.second.iter_mut()).flatten() {
            *w = shorts.next().unwrap_or_default();
        }
        let longs_at = HEADER + 2 * (INPUTS * HIDDEN + HIDDEN + SECOND * HIDDEN);
        let mut longs = bytes[longs_at..]
            .chunks_exact(4)
            .map(|b| read_u32(b, 0) as i32);
        let ints = network.second_bias.iter_mut().chain(&mut network.output);
        for w in ints.chain([&mut network.output_bias]) {
            *w = longs.next().unwrap_or_default();
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        for (unit, weights) in network.second.iter().enumerate() {
            for (first, &w) in weights.iter().enumerate() {
                network.second_pairs[first / 2][2 * unit + first % 2] = w;
            }
        }
        Ok(network)
    }
}

/// The inner loops: wasm's vector instructions where the build has them (browsers since 2021),
/// plain loops that native compilers vectorise elsewhere.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[path = "network/simd.rs"]
mod lanes;

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
mod lanes {
    use super::{Network, HIDDEN, SECOND};

    /// `sums += row`, saturating (the fit refuses to write a file whose sums could overflow,
    /// so this only guards against a hand-made one).
    #[inline(always)]
    pub fn add_row(sums: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
        for (s, w) in sums.iter_mut().zip(row) {
            *s = s.saturating_add(*w);
        }
    }

    /// The first layer's sums, rectified.
    #[inline(always)]
    pub fn rectify(sums: &[i16; HIDDEN]) -> [i16; HIDDEN] {
        sums.map(|s| s.max(0))
    }

    /// The second layer's sums, biases included (wrapping: the fit keeps them in range).
    #[inline(always)]
    pub fn second_layer(hidden: &[i16; HIDDEN], net: &Network) -> [i32; SECOND] {
        std::array::from_fn(|unit| {
            let weights = &net.second[unit];
            hidden
                .iter()
                .zip(weights)
                .fold(net.second_bias[unit], |s, (h, w)| {
                    s.wrapping_add(i32::from(*h) * i32::from(*w))
                })
        })
    }
}

fn read_u16(bytes: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([bytes[at], bytes[at + 1]])
}

fn read_u32(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::rules::Variant;

    #[test]
    fn a_file_that_is_not_a_network_of_this_shape_is_refused() {
        let mut bytes = vec![0u8; FILE_BYTES];
        bytes[..4].copy_from_slice(MAGIC);
        for (at, size) in [(4, INPUTS), (6, HIDDEN), (8, SECOND)] {
            bytes[at..at + 2].copy_from_slice(&(size as u16).to_le_bytes());
        }
        assert!(Network::decode(&bytes).is_ok());
        let error = |bytes: &[u8]| Network::decode(bytes).err().unwrap_or_default();
        assert!(error(&bytes[..FILE_BYTES - 1]).contains("bytes"));
        assert!(error(&bytes[..3]).contains("not a network"));
        let mut other = bytes.clone();
        other[6] = 64;
        assert!(error(&other).contains("hidden units"));
        other[0] = b'X';
        assert!(error(&other).contains("not a network"));
    }

    /// The built-in network (`network/english.bin`; docs/tuning.md says how it was fitted)
    /// reads as it should: the start level, a man up good for either side.
    #[test]
    fn the_fitted_network_sees_the_start_level_and_a_man_up_ahead() {
        let network = Network::decode(include_bytes!("network/english.bin")).unwrap();
        let score = |fen| network.evaluate(&Position::from_fen(Variant::English, fen).unwrap());
        let start = network.evaluate(&Position::start(Variant::English));
        assert!(start.abs() < 30, "{start}");
        assert!(score("W:W22,23,24,25:B5,6,7") > 50);
        assert!(score("B:W22,23,24,25:B5,6,7") < -50);
        assert!(score("B:W22,23,24:B5,6,7,8") > 50);
    }

    #[test]
    fn each_piece_sets_one_input_of_its_kind_seen_from_the_side_to_move() {
        // White men on 9 and 24 (a pair half a turn apart), a black king on 5.
        let inputs = |fen| {
            let mut inputs = Vec::new();
            for_each_input(&Position::from_fen(Variant::English, fen).unwrap(), |i| {
                inputs.push(i)
            });
            inputs.sort();
            inputs
        };
        let white = inputs("W:W9,24:BK5");
        let black = inputs("B:W9,24:BK5");
        assert_eq!(white.len(), 3);
        assert!(white.iter().take(2).all(|&i| i < SQUARES), "{white:?}");
        assert!((3 * SQUARES..INPUTS).contains(&white[2]), "{white:?}");
        assert!(black[0] >= SQUARES && black[0] < 2 * SQUARES, "{black:?}");
        assert!(black
            .iter()
            .skip(1)
            .all(|&i| (2 * SQUARES..3 * SQUARES).contains(&i)));
        // Turned half a turn, squares 9 and 24 trade places: the same two inputs.
        assert_eq!(white[..2], [black[1] - 2 * SQUARES, black[2] - 2 * SQUARES]);
    }
}
