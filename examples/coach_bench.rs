//! The coach's worst case: how long `coach_warning` takes on the positions a learner meets.
//!
//! `cargo run --release --example coach_bench [GAMES]` times the coach on every legal move of
//! every South position of the shipped Bao la Kujifunza proof (both styles: the moves off the
//! proof run the small AND/OR search) and on every legal move of every position of GAMES
//! random games (100 by default, seed 1), and prints the slowest call of each set in ms. The
//! page's budget is 50 ms per task on the main thread (the browser's wasm is slower than
//! native code; see the coach's notes).

use std::time::Instant;

use bao::ai::prove::CompactProof;
use bao::app::coach::{coach_warning, CoachStyle};
use bao::engine::random::{random_move, Rng};
use bao::engine::{BawoSetup, Position, Variant};

fn worst(positions: &[Position], style: CoachStyle) -> (f64, usize) {
    let mut worst: f64 = 0.0;
    let mut calls = 0;
    for pos in positions {
        for mv in pos.legal_moves() {
            let start = Instant::now();
            std::hint::black_box(coach_warning(pos, &mv, style));
            worst = worst.max(start.elapsed().as_secs_f64() * 1000.0);
            calls += 1;
        }
    }
    (worst, calls)
}

fn main() {
    let games: usize = std::env::args().nth(1).map_or(100, |n| n.parse().expect("GAMES is a number"));
    let root = Position::start(Variant::Kujifunza, BawoSetup::default());
    let proof = CompactProof::kujifunza_shared().to_proof(&root);
    let south: Vec<Position> = proof.nodes.iter().filter(|n| n.mv.is_some()).map(|n| n.position.clone()).collect();
    let mut rng = Rng::new(1);
    let mut played = Vec::new();
    for _ in 0..games {
        let mut pos = root.clone();
        while let Some(mv) = random_move(&pos, &mut rng) {
            played.push(pos.clone());
            let next = pos.play(&mv).expect("a legal move");
            if bao::engine::game_end(&next.position, Some(&next.info), false, bao::engine::LegalMoveCheck::Ask(|| next.position.has_legal_move())).is_some() {
                break;
            }
            pos = next.position;
        }
    }
    for (name, positions) in [("proof South nodes", &south), ("random games", &played)] {
        for style in [CoachStyle::Guard, CoachStyle::Proof] {
            let (ms, calls) = worst(positions, style);
            println!("{name:18} {style:?}: {calls} calls, slowest {ms:.2} ms");
        }
    }
}
