//! `bao why FILE|- HOLE[DIR] [--study]`: why a move cannot be played.

use bao::engine::{Dir, Game, Hole, WhyNot};

use crate::common::{self, PositionArg};
use crate::failure::Failure;

/// The arguments of `bao why`.
#[derive(clap::Args, Debug)]
pub struct WhyArgs {
    #[command(flatten)]
    position: PositionArg,
    /// The hole (A1…b8), optionally with a direction: A5, A6<, b2>
    #[arg(value_name = "HOLE[DIR]", value_parser = common::hole_and_dir)]
    hole: (Hole, Option<Dir>),
}

impl WhyArgs {
    /// Prints the reason's name (`not_your_hole`, `game_over`, …) or `legal` when some legal
    /// move starts there (in that direction, if one is given).
    pub fn run(self) -> Result<(), Failure> {
        let pos = self.position.read()?;
        let (hole, dir) = self.hole;
        let game = Game::new(pos.clone());
        let verdict = if game.is_over() { Err(WhyNot::GameOver) } else { pos.why_not(hole, dir, false) };
        println!("{}", verdict.map_or_else(|why| why.name().to_string(), |()| "legal".to_string()));
        Ok(())
    }
}
