//! `bao analyse` (a position's best lines) and `bao review` (every ply of a record marked), on
//! top of `bao::ai::review`.

use std::io::{self, Read, Write};
use std::time::Instant;

use bao::ai::review::{analyse_with, history, review_ply_with, Mark, PlyReview, REVIEW_LIMITS};
use bao::ai::{Evaluator, Hooks, Limits, Line};
use bao::engine::{Game, Position, Record, Side};
use serde_json::{json, Value};

use crate::failure::Failure;

/// The default node budget of both commands (reproducible).
pub const DEFAULT_NODES: u64 = 200_000;

/// Milliseconds since the first call: the clock `--ms` searches get.
fn clock() -> f64 {
    use std::sync::OnceLock;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// The text of a file or of standard input (`-`).
fn read_text(source: &str) -> Result<String, Failure> {
    let read_failure = |error| Failure::Read { source: source.to_string(), error };
    if source == "-" {
        let mut text = String::new();
        io::stdin().read_to_string(&mut text).map_err(read_failure)?;
        Ok(text)
    } else {
        std::fs::read_to_string(source).map_err(read_failure)
    }
}

/// What `bao analyse` reads: a position (RULES.md §12 JSON, it starts with `{`) or a record.
enum ReviewInput {
    Position(Position),
    Record(Game),
}

fn read_input(source: &str, study: bool) -> Result<ReviewInput, Failure> {
    let text = read_text(source)?;
    if text.trim_start().starts_with('{') {
        Position::from_json(&text, study).map(ReviewInput::Position).map_err(Failure::Position)
    } else {
        Record::parse(&text, study).map(|record| ReviewInput::Record(record.game)).map_err(Failure::Record)
    }
}

/// A line as JSON: the move, South-side score, verdict, depth and principal variation.
fn line_json(line: &Line) -> Value {
    json!({
        "move": line.mv.to_string(),
        "score": line.score,
        "verdict": line.verdict,
        "depth": line.depth,
        "pv": line.pv.iter().map(|mv| mv.to_string()).collect::<Vec<_>>(),
    })
}

/// The arguments of `bao analyse`.
#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// A position (JSON, RULES.md §12) or a game record: a file, or - for standard input
    #[arg(value_name = "FILE|-")]
    file: String,
    /// With a record: analyse the position after P plies (default: the last position)
    #[arg(long, value_name = "P")]
    ply: Option<usize>,
    /// Search nodes (reproducible; 200000 by default)
    #[arg(long, value_name = "N", conflicts_with = "ms")]
    nodes: Option<u64>,
    /// Milliseconds by the clock instead of a node budget (not reproducible)
    #[arg(long, value_name = "T")]
    ms: Option<f64>,
    /// How many best moves to give, each with its line
    #[arg(long, value_name = "K", default_value_t = 3)]
    lines: usize,
    /// Accept a study position: a seed total other than 64
    #[arg(long)]
    study: bool,
}

impl AnalyseArgs {
    /// Searches the position once and prints its lines as one JSON object.
    pub fn run(self) -> Result<(), Failure> {
        let (pos, history) = match read_input(&self.file, self.study)? {
            ReviewInput::Position(pos) => (pos, Vec::new()),
            ReviewInput::Record(game) => {
                let plies = self.ply.unwrap_or(game.plies().len());
                if plies > game.plies().len() {
                    return Err(Failure::PlyBeyondRecord { ply: plies, plies: game.plies().len() });
                }
                (game.position_at(plies).clone(), history(&game, plies))
            }
        };
        let nodes = if self.ms.is_some() { self.nodes } else { Some(self.nodes.unwrap_or(DEFAULT_NODES)) };
        // A forced move is searched too: the analysis shows its evaluation, not just the move.
        let limits = Limits { nodes, millis: self.ms, lines: self.lines.max(1), search_forced: true, ..Limits::default() };
        let hooks = Hooks { clock: self.ms.is_some().then_some(&clock as &dyn Fn() -> f64), ..Hooks::default() };
        let analysis = analyse_with(&Evaluator::default(), &pos, &history, limits, hooks);
        let out = json!({
            "depth": analysis.depth,
            "nodes": analysis.nodes,
            "verdict": analysis.verdict,
            "score": analysis.score,
            "lines": analysis.lines.iter().map(line_json).collect::<Vec<_>>(),
        });
        writeln!(io::stdout().lock(), "{out}")?;
        Ok(())
    }
}

/// The arguments of `bao review`.
#[derive(clap::Args, Debug)]
pub struct ReviewArgs {
    /// The game record (RULES.md §12): a file, or - for standard input
    #[arg(value_name = "RECORD")]
    file: String,
    /// Search nodes per ply (reproducible; without it and --depth: depth 12, at most 4000000 nodes a ply)
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// The deepest iteration per ply (reproducible; with --nodes too, whichever comes first)
    #[arg(long, value_name = "D")]
    depth: Option<u32>,
    /// Accept a study start position: a seed total other than 64
    #[arg(long)]
    study: bool,
}

/// One reviewed ply as JSON (`ply` counts from 1: the position after it is the one after
/// that many plies).
fn review_json(index: usize, review: &PlyReview) -> Value {
    json!({
        "ply": index + 1,
        "move": review.mv.to_string(),
        "mover": review.mover.name(),
        "score": review.played.as_ref().map(|line| line.score),
        "verdict": review.played.as_ref().map(|line| line.verdict),
        "best": review.best.mv.to_string(),
        "best_score": review.best.score,
        "best_verdict": review.best.verdict,
        "best_pv": review.best.pv.iter().map(|mv| mv.to_string()).collect::<Vec<_>>(),
        "mark": review.mark.map(Mark::name),
        "depth": review.depth,
        "nodes": review.nodes,
    })
}

impl ReviewArgs {
    /// Reviews every ply: one JSON line each, then a summary line.
    pub fn run(self) -> Result<(), Failure> {
        let record = Record::parse(&read_text(&self.file)?, self.study).map_err(Failure::Record)?;
        let game = record.game;
        let limits = match (self.nodes, self.depth) {
            (None, None) => REVIEW_LIMITS,
            (nodes, depth) => Limits { nodes, depth: depth.unwrap_or(Limits::default().depth), ..Limits::default() },
        };
        let evaluator = Evaluator::default();
        let mut out = io::stdout().lock();
        let (mut counts, mut nodes, mut min_depth) = ([[0u32; 2]; 2], 0u64, None::<u32>);
        for (index, ply) in game.plies().iter().enumerate() {
            let before = game.position_at(index);
            let Some(review) = review_ply_with(&evaluator, before, &history(&game, index), &ply.mv, limits, Hooks::default()) else { break };
            writeln!(out, "{}", review_json(index, &review))?;
            if let Some(mark) = review.mark {
                counts[side_index(review.mover)][mark_index(mark)] += 1;
            }
            nodes += review.nodes;
            min_depth = Some(min_depth.map_or(review.depth, |d| d.min(review.depth)));
        }
        let side =
            |s: Side| json!({"blunders": counts[side_index(s)][mark_index(Mark::Blunder)], "mistakes": counts[side_index(s)][mark_index(Mark::Mistake)]});
        let summary = json!({
            "plies": game.plies().len(),
            "nodes": nodes,
            "min_depth": min_depth,
            "south": side(Side::South),
            "north": side(Side::North),
            "result": game.result().map(|(outcome, _)| outcome.name()),
        });
        writeln!(out, "{summary}")?;
        Ok(())
    }
}

/// The summary's counters: South 0, North 1.
fn side_index(side: Side) -> usize {
    match side {
        Side::South => 0,
        Side::North => 1,
    }
}

/// The summary's counters: blunders 0, mistakes 1.
fn mark_index(mark: Mark) -> usize {
    match mark {
        Mark::Blunder => 0,
        Mark::Mistake => 1,
    }
}
