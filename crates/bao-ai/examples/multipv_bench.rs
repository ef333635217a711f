//! Multi-PV benchmark: how deep one search gets in a time budget with one line and with three.
//!
//! `cargo run --release -p bao-ai --example multipv_bench -- [SECONDS | --nodes N] < positions.jsonl`
//! reads one position (RULES.md §12 JSON) a line and prints, for 1 and 3 lines and for exact
//! scores of every root move (`"lines": "all"`, what the rated levels search), the nodes per
//! second and the depth reached per position and on average. With `--nodes N` each search has
//! a node budget instead of a time budget: the depths are then reproducible, whatever the load. The positions of `bao bench-ai` in mtaji:
//! `bao bench-ai --seconds 0.01 | jq -c '.positions[] | fromjson | select(.south.reserve == 0 and .north.reserve == 0)' | sort -u`.

use std::io::BufRead;
use std::time::Instant;

use bao_ai::{Evaluator, Hooks, Limits, Search};
use bao_engine::{Position, PositionSetup};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let budget_nodes: Option<u64> = (args.first().map(String::as_str) == Some("--nodes")).then(|| args[1].parse().expect("N is a number"));
    let seconds: f64 = if budget_nodes.is_some() { 0.0 } else { args.first().map_or(2.0, |s| s.parse().expect("SECONDS is a number")) };
    let positions: Vec<Position> = std::io::stdin()
        .lock()
        .lines()
        .map(|line| line.expect("readable input"))
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str::<PositionSetup>(&line).expect("position JSON").validate(true).expect("a valid position"))
        .collect();
    let origin = Instant::now();
    let clock = || origin.elapsed().as_secs_f64() * 1000.0;
    let evaluator = Evaluator::default();
    for (lines, exact) in [(1, false), (3, false), (1, true)] {
        let (mut nodes, mut elapsed, mut depths, mut proven) = (0u64, 0f64, Vec::new(), Vec::new());
        for pos in &positions {
            let millis = budget_nodes.is_none().then_some(seconds * 1000.0);
            let limits = Limits { millis, nodes: budget_nodes, lines, search_forced: true, ..Limits::default() };
            let began = Instant::now();
            let search = Search { evaluator: &evaluator, limits, exact_root_scores: exact };
            let result = search.run(pos, &[], Hooks { clock: Some(&clock), ..Hooks::default() });
            elapsed += began.elapsed().as_secs_f64();
            nodes += result.nodes;
            depths.push(result.depth);
            proven.push(result.lines.iter().all(|line| matches!(line.verdict, bao_ai::Verdict::Proven { .. })));
        }
        let mean = depths.iter().sum::<u32>() as f64 / depths.len().max(1) as f64;
        println!(
            "{}",
            serde_json::json!({
                "lines": if exact { serde_json::json!("all") } else { serde_json::json!(lines) },
                "seconds": seconds,
                "nodes": budget_nodes,
                "nodes_per_s": (nodes as f64 / elapsed).round(),
                "depth": (mean * 10.0).round() / 10.0,
                "depths": depths,
                "all_lines_proven": proven,
            })
        );
    }
}
