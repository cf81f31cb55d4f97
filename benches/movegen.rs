//! Move generator speed: perft from each start position and from middlegame positions with
//! kings and long captures, and legal-move listing. Criterion reports time per iteration;
//! divide the node counts printed at the start by it for nodes per second.
//! `cargo bench --bench movegen`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use draughts::perft::perft;
use draughts::{Position, Variant};
use std::hint::black_box;

/// (name, variant, FEN or start, depth)
const POSITIONS: &[(&str, Variant, Option<&str>, u32)] = &[
    ("brazilian-start", Variant::Brazilian, None, 7),
    ("russian-start", Variant::Russian, None, 7),
    ("international-start", Variant::International, None, 6),
    ("english-start", Variant::English, None, 7),
    ("spanish-start", Variant::Spanish, None, 7),
    ("turkish-start", Variant::Turkish, None, 6),
    (
        "international-kings",
        Variant::International,
        Some("B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24"),
        5,
    ),
    (
        "brazilian-middlegame",
        Variant::Brazilian,
        Some("W:Wa1,c1,e1,b2,f2,c3,g3,d4,h4:Bb6,d6,f6,h6,c7,e7,g7,Kd8"),
        8,
    ),
    (
        "turkish-kings",
        Variant::Turkish,
        Some("W:WKa1,b3,c3,d3,e3,f2,g2,h2:BKh8,a6,b6,c6,d6,e7,f7,g7"),
        6,
    ),
];

fn position(variant: Variant, fen: Option<&str>) -> Position {
    fen.map_or_else(
        || Position::start(variant),
        |f| Position::from_fen(variant, f).expect("benchmark FEN"),
    )
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for &(name, variant, fen, depth) in POSITIONS {
        let pos = position(variant, fen);
        let nodes = perft(&pos, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new(name, depth), &pos, |b, pos| {
            b.iter(|| perft(black_box(pos), depth))
        });
    }
    group.finish();
}

fn legal_moves_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_moves");
    for &(name, variant, fen, _) in POSITIONS {
        let pos = position(variant, fen);
        group.bench_with_input(BenchmarkId::from_parameter(name), &pos, |b, pos| {
            b.iter(|| black_box(pos).legal_moves())
        });
    }
    group.finish();
}

criterion_group!(benches, perft_bench, legal_moves_bench);
criterion_main!(benches);
