//! The computer opponent's levels and the search request sent to the AI worker
//! (`ui::worker`, which runs `bao::ai` in a Web Worker so the page never blocks).

use crate::ai::protocol::SearchRequest;
use crate::ai::{Level, RATED_LEVELS};
use crate::engine::Game;

/// The levels the new-game dialog offers: the rated levels `1..=RATED_LEVELS`, then one more
/// for the top level.
pub fn levels() -> impl Iterator<Item = u8> {
    1..=RATED_LEVELS + 1
}

/// The AI level for a level number of [`levels`].
pub fn ai_level(level: u8) -> Level {
    if (1..=RATED_LEVELS).contains(&level) {
        Level::Rated(level)
    } else {
        Level::Top
    }
}

/// The search request for the computer's move in the current position of `game`; `seed`
/// varies its choices.
pub fn request(game: &Game, level: u8, seed: u64) -> SearchRequest {
    let plies = game.plies().len();
    SearchRequest {
        position: game.position().clone(),
        history: game.keys_before(plies),
        level: ai_level(level),
        seed,
        nodes: None,
        millis: None,
        lines: None,
        search_forced: false,
        until_cancelled: false,
    }
}

/// The hint engine's search: the top level, for the person to move in `game`.
pub fn hint_request(game: &Game) -> SearchRequest {
    SearchRequest { level: Level::Top, ..request(game, RATED_LEVELS + 1, 0) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Position, Variant};

    #[test]
    fn every_offered_level_is_one_the_ai_knows() {
        let names: Vec<String> = levels().map(|l| ai_level(l).to_string()).collect();
        assert_eq!(names.first().map(String::as_str), Some("1"));
        assert_eq!(names.last().map(String::as_str), Some("top"));
        for name in names {
            assert!(Level::parse(&name).is_some(), "{name}");
        }
    }

    #[test]
    fn the_request_answers_with_a_legal_move() {
        let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::Chikoko));
        game.play_text("A3>").unwrap();
        let request = request(&game, 1, 7);
        assert_eq!(request.history, vec![game.position_at(0).key()]);
        let mut best = None;
        crate::ai::protocol::answer(&request.write(), &|| 0.0, &mut |reply| {
            if let crate::ai::protocol::Reply::Done { best: Some(mv), .. } = reply {
                best = Some(*mv);
            }
        });
        let mv = best.expect("the AI answers");
        assert!(game.play(&mv).is_ok(), "{mv}");
    }
}
