//! `bao perft FILE|- DEPTH [--study]`: move-sequence counts.

use bao::engine::perft;

use crate::common::PositionArg;
use crate::failure::Failure;

/// The arguments of `bao perft`.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    position: PositionArg,
    /// Plies: sequences of exactly this many legal moves are counted
    depth: u32,
}

impl PerftArgs {
    /// Prints the number of legal move sequences of `depth` plies.
    pub fn run(self) -> Result<(), Failure> {
        println!("{}", perft(&self.position.read()?, self.depth));
        Ok(())
    }
}
