//! PDN games: placeholder until written.
