//! `bao puzzles`: generate puzzles (one JSON line each on stdout, a summary on stderr) or
//! re-check a file of them (`--check FILE`; after the summary, how many puzzles of each theme
//! taking the most seeds solves, on stderr: `bao::puzzles::greed`).

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use bao::engine::Variant;
use bao::puzzles::greed::{greed_limited, theme_greed, MAX_GREEDY_PERCENT};
use bao::puzzles::{check, generate, parse_lines, GenerateOptions, Puzzle, Theme, DEFAULT_NODES};

use crate::common;
use crate::failure::Failure;

/// What `bao puzzles` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleOptions {
    /// `--variant V --count N --seed S [--theme T[,T…]] [--nodes N]`.
    Generate(GenerateOptions),
    /// `--check FILE`: re-check every puzzle of the file at its stored budget.
    Check(PathBuf),
}

/// The arguments of `bao puzzles`: generate (`--variant`, `--count`, `--seed`) or check a file.
#[derive(clap::Args, Debug)]
pub struct PuzzlesArgs {
    /// The game: kiswahili, kete, bawo or kujifunza
    #[arg(long, value_parser = common::variant, required_unless_present = "check")]
    variant: Option<Variant>,
    /// How many puzzles to make
    #[arg(long, required_unless_present = "check")]
    count: Option<usize>,
    /// The random generator's seed (the same seed makes the same puzzles)
    #[arg(long, required_unless_present = "check")]
    seed: Option<u64>,
    /// Only these themes, a comma list: bao-hamna, biggest-capture, only-win, takasia, safari
    #[arg(long, value_delimiter = ',', value_parser = theme)]
    theme: Vec<Theme>,
    /// The search budget of each proof (stored with the puzzle)
    #[arg(long, default_value_t = DEFAULT_NODES)]
    nodes: u64,
    /// Stop after this many self-play games
    #[arg(long)]
    max_games: Option<usize>,
    /// Re-check every puzzle of FILE at its stored budget instead of generating
    #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "count", "seed", "theme"])]
    check: Option<PathBuf>,
}

fn theme(text: &str) -> Result<Theme, String> {
    Theme::from_name(text).ok_or_else(|| format!("not a theme ({})", Theme::ALL.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")))
}

impl PuzzlesArgs {
    /// Generates the puzzles or checks the file.
    pub fn run(self) -> Result<(), Failure> {
        let options = match self.check {
            Some(file) => PuzzleOptions::Check(file),
            None => {
                let (Some(variant), Some(count), Some(seed)) = (self.variant, self.count, self.seed) else {
                    unreachable!("clap requires --variant, --count and --seed without --check")
                };
                let mut opts = GenerateOptions::new(variant, count, seed, self.theme);
                opts.nodes = self.nodes;
                opts.max_games = self.max_games.unwrap_or(opts.max_games);
                PuzzleOptions::Generate(opts)
            }
        };
        run(options).map_err(Failure::Puzzles)
    }
}

/// Runs `bao puzzles`.
fn run(opts: PuzzleOptions) -> Result<(), String> {
    match opts {
        PuzzleOptions::Generate(opts) => run_generate(&opts),
        PuzzleOptions::Check(file) => run_check(&file),
    }
}

fn run_generate(opts: &GenerateOptions) -> Result<(), String> {
    let started = Instant::now();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut failed = None;
    let stats = generate(opts, |puzzle| {
        if let Err(e) = writeln!(out, "{}", puzzle.to_json()).and_then(|()| out.flush()) {
            failed.get_or_insert(e.to_string());
        }
    })
    .map_err(|e| e.to_string())?;
    if let Some(e) = failed {
        return Err(e);
    }
    let made: Vec<String> = stats.made.iter().map(|(t, n)| format!("{t} {n}")).collect();
    let unsound: Vec<String> = stats.unsound.iter().map(|(t, n)| format!("{t} {n}")).collect();
    let greedy: Vec<String> = stats.greedy.iter().map(|(t, n)| format!("{t} {n}")).collect();
    eprintln!(
        "{} games, {} plies, {} candidates after mistakes; made: {}; dropped (a search of {} nodes does not play it): {}; safari answers stop {}, safari {} ({} over their share); greed finds: {} ({} over its share); {:.1} s",
        stats.games,
        stats.plies,
        stats.candidates,
        made.join(", "),
        bao::puzzles::DEEP_NODES,
        unsound.join(", "),
        stats.safari_answers[0],
        stats.safari_answers[1],
        stats.safari_over_share,
        greedy.join(", "),
        stats.greedy_over_share,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn run_check(file: &PathBuf) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let puzzles = parse_lines(&text).map_err(|(line, e)| format!("{}:{line}: {e}", file.display()))?;
    let mut bad = 0;
    for puzzle in &puzzles {
        if let Err(violation) = check(puzzle) {
            bad += 1;
            println!("{}", serde_json::json!({"id": puzzle.id, "violation": violation.to_string()}));
        }
    }
    eprintln!("{} puzzles checked, {bad} failed", puzzles.len());
    for line in greed_lines(&puzzles) {
        eprintln!("{line}");
    }
    if bad > 0 {
        return Err(format!("{bad} of {} puzzles fail their check", puzzles.len()));
    }
    let greedy: Vec<String> =
        theme_greed(&puzzles).into_iter().filter(|(theme, tally)| greed_limited(*theme) && !tally.within_limit()).map(|(theme, _)| theme.to_string()).collect();
    if !greedy.is_empty() {
        return Err(format!("greed solves more than {MAX_GREEDY_PERCENT}% of the puzzles of {}", greedy.join(", ")));
    }
    Ok(())
}

/// The greed report of a file's puzzles, one line a theme: how many of its puzzles taking the
/// most seeds solves, and whether the theme is held to at most [`MAX_GREEDY_PERCENT`] (every
/// theme but biggest-capture; a theme above it fails the check).
fn greed_lines(puzzles: &[Puzzle]) -> Vec<String> {
    theme_greed(puzzles)
        .into_iter()
        .map(|(theme, tally)| {
            let aim = if !greed_limited(theme) {
                "the theme's own answer".to_string()
            } else if tally.within_limit() {
                format!("within the aim of at most {MAX_GREEDY_PERCENT}%")
            } else {
                format!("above the aim of at most {MAX_GREEDY_PERCENT}%")
            };
            format!("greed: {theme}: {tally}; {aim}")
        })
        .collect()
}
