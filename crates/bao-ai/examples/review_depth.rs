//! Measures, for every ply of a record, the nodes a review search needs to finish depth D
//! with L lines: `cargo run --release -p bao-ai --example review_depth RECORD D L`.

use std::time::Instant;

use bao_ai::review::{analyse, history};
use bao_ai::Limits;
use bao_engine::Record;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("a record");
    let depth: u32 = args[2].parse().expect("a depth");
    let lines: usize = args[3].parse().unwrap_or(usize::MAX);
    let game = Record::parse(&text, false).expect("a record").game;
    let (mut total, mut max) = (0u64, 0u64);
    let start = Instant::now();
    for index in 0..game.plies().len() {
        let limits = Limits { depth, nodes: None, lines, search_forced: true, ..Limits::default() };
        let a = analyse(game.position_at(index), &history(&game, index), limits);
        total += a.nodes;
        max = max.max(a.nodes);
        print!("{}:{}/{} ", index + 1, a.depth, a.nodes);
    }
    println!("\ntotal {total} max {max} in {:.1} s", start.elapsed().as_secs_f64());
}
