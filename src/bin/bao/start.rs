//! `bao start VARIANT [--setup S]`: a game's start position.

use bao::engine::{Position, Variant};

use crate::common::{self, SetupArg};
use crate::failure::Failure;

/// The arguments of `bao start`.
#[derive(clap::Args, Debug)]
pub struct StartArgs {
    /// The game: kiswahili, kete, bawo or kujifunza
    #[arg(value_parser = common::variant)]
    variant: Variant,
    #[command(flatten)]
    setup: SetupArg,
}

impl StartArgs {
    /// Prints the start position as JSON.
    pub fn run(self) -> Result<(), Failure> {
        println!("{}", Position::start(self.variant, self.setup.get()).to_json());
        Ok(())
    }
}
