//! The computer opponent's boundary: the app's level numbers and the search request the Web
//! Worker (`bao::ai::worker`) runs for them. The search itself never runs on the page.

use crate::ai::protocol::Request;
use crate::ai::Level;
use crate::engine::Game;

/// The levels the new-game dialog offers: 1–4 are the AI's rated levels, 5 its top level.
pub const LEVELS: [u8; 5] = [1, 2, 3, 4, 5];

/// The AI level behind an app level number.
pub fn ai_level(level: u8) -> Level {
    if level >= 5 {
        Level::Top
    } else {
        Level::Rated(level.max(1))
    }
}

/// The search for the computer's move in `game` at `level` (`seed` varies the weaker levels'
/// choices); the top level thinks for its default time.
pub fn request(game: &Game, level: u8, seed: u64) -> Request {
    Request {
        position: game.position().to_setup(),
        history: (0..game.plies().len()).map(|i| game.position_at(i).key()).collect(),
        level: ai_level(level).to_string(),
        seed,
        nodes: None,
        millis: None,
    }
}

/// The hint engine's search: the top level for the person to move.
pub fn hint_request(game: &Game) -> Request {
    Request { level: Level::Top.to_string(), ..request(game, 5, 0) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Position, Variant};

    #[test]
    fn every_offered_level_names_an_ai_level_and_the_last_is_the_top() {
        for level in LEVELS {
            assert_eq!(Level::parse(&ai_level(level).to_string()), Some(ai_level(level)));
        }
        assert_eq!(ai_level(*LEVELS.last().unwrap()), Level::Top);
        assert_eq!(ai_level(1), Level::Rated(1));
    }

    #[test]
    fn a_request_carries_the_position_and_the_earlier_positions() {
        let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
        let first = game.position().legal_moves()[0].clone();
        game.play(&first).unwrap();
        let request = request(&game, 2, 9);
        assert_eq!(request.position, game.position().to_setup());
        assert_eq!(request.history, vec![game.start().key()]);
        assert_eq!(request.level, "2");
    }
}
