//! What can go wrong in a `bao` command, as values: `Display` is the one line printed on stderr.

use std::fmt;
use std::io;

use bao::engine::{MoveError, PositionError, RecordError, Variant};
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// A failed `bao` command.
#[derive(Debug)]
pub enum Failure {
    /// The command line does not parse: clap's error, and the subcommand it concerns if known.
    Usage { error: clap::Error, command: Option<String> },
    /// A file (or standard input, `-`) cannot be read.
    Read { source: String, error: io::Error },
    /// Standard output cannot be written.
    Write(io::Error),
    /// The text read is not a valid position.
    Position(PositionError),
    /// The text read is not a valid game record.
    Record(RecordError),
    /// `bao analyse --ply P`: the record has fewer plies.
    PlyBeyondRecord { ply: usize, plies: usize },
    /// A move does not parse, is illegal in its position, or carries wrong markers.
    Move(MoveError),
    /// `--a-tweak`/`--b-tweak` names an evaluation weight this game's evaluator does not have.
    UnknownWeight(String),
    /// `bao soak --from` reads a position of another game than the VARIANT named.
    VariantMismatch { named: Variant, read: Variant },
    /// `bao prove`: no proof, or the proof found does not check or cannot be written.
    Proof(String),
    /// `bao puzzles`: generation failed, or a checked puzzle breaks its theme.
    Puzzles(String),
    /// `bao soak`: this many checks failed (the JSON line on stdout lists them).
    Checks { failed: u64 },
    /// `bao learn check`: the stage files have this many problems (listed on stdout).
    Content { problems: usize },
}

impl Failure {
    /// The process exit status: 1 when `bao soak` found a failure or `bao learn check` a
    /// problem, 2 for every error.
    pub fn exit_status(&self) -> u8 {
        match self {
            Failure::Checks { .. } | Failure::Content { .. } => 1,
            _ => 2,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Usage { error, command } => {
                let help = command.as_ref().map_or_else(|| "bao help".to_string(), |name| format!("bao help {name}"));
                write!(f, "{} (see '{help}')", usage_line(error))
            }
            Failure::Read { source, error } => write!(f, "cannot read {source}: {error}"),
            Failure::Write(error) => write!(f, "cannot write the output: {error}"),
            Failure::Position(error) => write!(f, "{error}"),
            Failure::Move(error) => write!(f, "{error}"),
            Failure::Record(error) => write!(f, "{error}"),
            Failure::PlyBeyondRecord { ply, plies } => write!(f, "--ply {ply}: the record has {plies} plies"),
            Failure::UnknownWeight(name) => write!(f, "unknown weight {name:?} ({})", bao::ai::Weights::NAMES.join(", ")),
            Failure::VariantMismatch { named, read } => write!(f, "the position read is {}, not {}", read.name(), named.name()),
            Failure::Proof(message) => write!(f, "{message}"),
            Failure::Puzzles(message) => write!(f, "{message}"),
            Failure::Checks { failed } => write!(f, "soak checks failed: {failed} (listed in the JSON line on stdout)"),
            Failure::Content { problems } => {
                let plural = if *problems == 1 { "" } else { "s" };
                write!(f, "{problems} problem{plural} in the stage files (listed on stdout)")
            }
        }
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Failure {
        Failure::Write(error)
    }
}

/// A clap error in one line: its first paragraph (clap puts the usage and tips after a blank
/// line) with the line breaks folded, without the `error: ` prefix.
fn usage_line(error: &clap::Error) -> String {
    match (error.kind(), error.get(ContextKind::InvalidSubcommand)) {
        (ErrorKind::InvalidSubcommand, Some(ContextValue::String(name))) => return format!("unknown command '{name}'"),
        (ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand, _) => return "missing command".to_string(),
        _ => {}
    }
    let text = error.render().to_string();
    let text = text.trim_start().strip_prefix("error:").unwrap_or(&text);
    let first = text.split("\n\n").next().unwrap_or_default();
    first.split_whitespace().collect::<Vec<_>>().join(" ")
}
