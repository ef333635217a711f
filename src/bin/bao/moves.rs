//! `bao moves FILE|- [--study]`: the legal moves of a position.

use std::fmt::Display;
use std::io::{self, BufWriter, Write};

use bao::engine::{Game, Stage};

use crate::common::PositionArg;
use crate::failure::Failure;

/// The arguments of `bao moves`.
#[derive(clap::Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    position: PositionArg,
}

impl MovesArgs {
    /// Prints the legal moves as a JSON list in notation order, `[]` when the game is over; a
    /// gambit's placements (there can be millions) are written as they are generated.
    pub fn run(self) -> Result<(), Failure> {
        let pos = self.position.read()?;
        let game = Game::new(pos.clone());
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        if game.is_over() {
            writeln!(out, "[]")?;
            return Ok(());
        }
        let mut first = true;
        let mut emit = |mv: &dyn Display| -> io::Result<()> {
            write!(out, "{}\"{mv}\"", if first { "[" } else { "," })?;
            first = false;
            Ok(())
        };
        if pos.stage() == Stage::Gambit {
            for placement in pos.gambit_placements() {
                emit(&placement)?;
            }
        } else {
            for mv in pos.legal_moves() {
                emit(&mv)?;
            }
        }
        writeln!(out, "{}", if first { "[]" } else { "]" })?;
        Ok(())
    }
}
