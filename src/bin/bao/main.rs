//! `bao`: the rules engine and the AI on the command line (RULES.md §12 formats, JSON output).
//!
//! Every error prints one line on stderr and exits with status 2, with nothing on stdout
//! (`bao soak` exits with status 1 when one of its checks failed). `bao help` prints the usage.
//!
//! Adding a subcommand: a module with a `#[derive(clap::Args)] pub struct <Name>Args` (its options,
//! documented: the docs are the help text) and `impl <Name>Args { pub fn run(self) -> Result<(),
//! Failure> }`, then one variant of `cli::Command` and one arm of its `run`.

/// The native tool: the subcommands' modules (the files beside this one, hence the path) and
/// the command line. The wasm builds compile only the stub `main` at the end.
#[cfg(not(target_arch = "wasm32"))]
#[path = "."]
mod cli {
    mod ai_cmds;
    mod bench;
    pub mod common;
    pub mod failure;
    mod learn_cmd;
    mod moves;
    mod perft;
    mod play;
    mod prove_cmd;
    mod puzzles_cmd;
    mod random;
    mod review_cmd;
    mod soak;
    mod start;
    mod why;

    use failure::Failure;

    /// The command line: one subcommand.
    #[derive(clap::Parser)]
    #[command(name = "bao", about = "The Bao rules engine and AI on the command line: positions and moves as in RULES.md §12, output as JSON")]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    /// The subcommands; each doc comment is the command's line in `bao help`.
    #[derive(clap::Subcommand)]
    enum Command {
        /// Prints a game's start position as JSON
        Start(start::StartArgs),
        /// Prints the sorted legal moves of a position as a JSON list (a gambit's placements are streamed)
        Moves(moves::MovesArgs),
        /// Plays moves from a position: the position, result, reason and events as JSON
        Play(play::PlayArgs),
        /// Counts the legal move sequences of exactly DEPTH plies
        Perft(perft::PerftArgs),
        /// Says why a hole (and direction) cannot be played, or "legal"
        Why(why::WhyArgs),
        /// Plays N random games, one JSON line each
        Random(random::RandomArgs),
        /// Random playouts and moves per second, one JSON line per game
        Bench(bench::BenchArgs),
        /// Plays random games checking seed conservation, that every legal move plays, and the ply limit
        Soak(soak::SoakArgs),
        /// The AI arena: paired games between two levels, a JSON summary as the last line
        Match(ai_cmds::MatchArgs),
        /// AI nodes per second and depth, one JSON line per game and level
        BenchAi(ai_cmds::BenchAiArgs),
        /// Proves that South wins Bao la Kujifunza from the start: the proof, one JSON node a line
        Prove(prove_cmd::ProveArgs),
        /// Makes puzzles from AI self-play after mistakes (one JSON line each), or re-checks a file of them
        Puzzles(puzzles_cmd::PuzzlesArgs),
        /// Analyses a position (or a record's position after P plies): the best lines as one JSON object
        Analyse(review_cmd::AnalyseArgs),
        /// Reviews every ply of a record against the best move (mistake, blunder), one JSON line each and a summary
        Review(review_cmd::ReviewArgs),
        /// The learning path's stage files: 'learn check FILE...' prints each step's problems, one line each
        Learn(learn_cmd::LearnArgs),
    }

    impl Command {
        fn run(self) -> Result<(), Failure> {
            match self {
                Command::Start(args) => args.run(),
                Command::Moves(args) => args.run(),
                Command::Play(args) => args.run(),
                Command::Perft(args) => args.run(),
                Command::Why(args) => args.run(),
                Command::Random(args) => args.run(),
                Command::Bench(args) => args.run(),
                Command::Soak(args) => args.run(),
                Command::Match(args) => args.run(),
                Command::BenchAi(args) => args.run(),
                Command::Prove(args) => args.run(),
                Command::Puzzles(args) => args.run(),
                Command::Analyse(args) => args.run(),
                Command::Review(args) => args.run(),
                Command::Learn(args) => args.run(),
            }
        }
    }

    /// Runs the command line: exit status 0, or the failure's after its one line on stderr.
    pub fn main() -> std::process::ExitCode {
        let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
        let result = common::parse::<Cli>(&args).and_then(|cli| cli.map_or(Ok(()), |cli| cli.command.run()));
        match result {
            Ok(()) => std::process::ExitCode::SUCCESS,
            Err(failure) => {
                eprintln!("error: {failure}");
                std::process::ExitCode::from(failure.exit_status())
            }
        }
    }
}

/// The subcommands name the shared modules as `crate::common` and `crate::failure`.
#[cfg(not(target_arch = "wasm32"))]
use cli::{common, failure};

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

/// The `bao` tool is native only; the wasm builds compile this stub.
#[cfg(target_arch = "wasm32")]
fn main() {}
