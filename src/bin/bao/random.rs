//! `bao random VARIANT N SEED [--setup S]`: random games.

use std::io::{self, BufWriter, Write};

use bao::engine::random::{random_game, Rng};
use bao::engine::{Position, Variant};

use crate::common::{self, SetupArg};
use crate::failure::Failure;

/// The arguments of `bao random`.
#[derive(clap::Args, Debug)]
pub struct RandomArgs {
    /// The game: kiswahili, kete, bawo or kujifunza
    #[arg(value_parser = common::variant)]
    variant: Variant,
    /// How many games
    #[arg(value_name = "N")]
    count: u64,
    /// The random generator's seed: the same seed plays the same games
    seed: u64,
    #[command(flatten)]
    setup: SetupArg,
}

impl RandomArgs {
    /// Prints one JSON line per game: its moves with markers, final position, result and reason.
    pub fn run(self) -> Result<(), Failure> {
        let start = Position::start(self.variant, self.setup.get());
        let mut rng = Rng::new(self.seed);
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        for _ in 0..self.count {
            let game = random_game(start.clone(), &mut rng);
            let line = serde_json::json!({
                "moves": game.annotated_moves(),
                "final": game.position().to_setup(),
                "result": game.result().map(|(outcome, _)| outcome.name()),
                "reason": game.result().map(|(_, reason)| reason.name()),
            });
            writeln!(out, "{line}")?;
        }
        Ok(())
    }
}
