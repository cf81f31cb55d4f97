//! Where the evaluation's terms go. The evaluation is written once, against [`TermSink`]: the
//! search passes [`Weighted`], which turns each term into hundredths of a man on the spot (the
//! term is a constant at every call, so this compiles to the plain weighted sum), and the tuner
//! passes [`Counts`], which records how often each term occurs.

use super::weights::{Term, Weights, TERMS};

/// A receiver of evaluation terms.
pub trait TermSink {
    /// Adds `count` occurrences of `term`.
    fn add(&mut self, term: Term, count: i32);
}

/// The running score: each term times its weight.
pub struct Weighted<'a> {
    pub weights: &'a Weights,
    pub score: i32,
}

impl TermSink for Weighted<'_> {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.score += self.weights.get(term) * count / term.divisor();
    }
}

/// How often each term occurs (divided as its weight would be), indexed by [`Term::index`].
pub struct Counts(pub [f64; TERMS]);

impl TermSink for Counts {
    fn add(&mut self, term: Term, count: i32) {
        self.0[term.index()] += f64::from(count) / f64::from(term.divisor());
    }
}

/// The other side's terms: everything it is given counts against the side scored.
pub struct Against<'a, T: TermSink>(pub &'a mut T);

impl<T: TermSink> TermSink for Against<'_, T> {
    #[inline(always)]
    fn add(&mut self, term: Term, count: i32) {
        self.0.add(term, -count);
    }
}
