//! `bao play FILE|- MOVE... [--study]`: moves played from a position.

use bao::engine::Game;

use crate::common::PositionArg;
use crate::failure::Failure;

/// The arguments of `bao play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    position: PositionArg,
    /// The moves in notation (RULES.md §12: A6<, a5>, A3>+, @A1,A6,…), markers * ** # checked
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
}

impl PlayArgs {
    /// Prints the position after the moves, the result and its reason (null while the game
    /// runs) and the events of every move, as one JSON object.
    pub fn run(self) -> Result<(), Failure> {
        let mut game = Game::new(self.position.read()?);
        let mut events = Vec::new();
        for text in &self.moves {
            events.extend(game.play_text(text).map_err(Failure::Move)?);
        }
        let result = game.result();
        let output = serde_json::json!({
            "position": game.position().to_setup(),
            "result": result.map(|(outcome, _)| outcome.name()),
            "reason": result.map(|(_, reason)| reason.name()),
            "events": events,
        });
        println!("{output}");
        Ok(())
    }
}
