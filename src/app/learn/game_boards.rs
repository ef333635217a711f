//! A second source of boards for the practice levels (native only): the positions of games
//! played from the start of a step's game, for a step whose changed boards
//! ([`super::level_gen`]) leave it short of levels. Each game's two players are drawn at random
//! from a few cheap ones (random moves, the biggest capture, the reply reader, the weakest
//! rated level), all driven by the generator's seeded random numbers, so the same seed plays
//! the same games. A board is taken where South is to move in the step's stage of play
//! ([`same_stage`]); the level generator then keeps it only by the rules a changed board must
//! meet.

use super::levels::compact_board;
use super::schema::Step;
use crate::ai::{ArenaPlayer, Budget, Evaluator, Hooks, Level};
use crate::engine::random::Rng;
use crate::engine::{Game, Position, Side};

/// The players a game's two sides are drawn from: a uniformly random move, the biggest
/// capture, the reader of the reply, and the weakest rated level (a one-ply search choosing
/// by a softmax of its scores).
const PLAYERS: [ArenaPlayer; 4] = [ArenaPlayer::Random, ArenaPlayer::Greedy, ArenaPlayer::Reader, ArenaPlayer::Level(Level::Rated(1))];
/// The nodes a searching player may spend on a move: a node budget and no clock, so that the
/// same seed makes the same move.
const NODES: u64 = 2_000;
/// The plies after which a game is left unfinished (a game of weak players may run long).
const MAX_PLIES: u32 = 300;

/// Whether a game's position is in the step's stage of play: South to move, in namua or in
/// mtaji as at the step's start, and each side's nyumba owned or lost as there.
pub fn same_stage(step_start: &Position, pos: &Position) -> bool {
    let namua = |p: &Position| p.reserve(Side::South) > 0;
    let houses = |p: &Position| [Side::South, Side::North].map(|side| p.house_owned(side));
    pos.to_move() == Side::South && namua(pos) == namua(step_start) && houses(pos) == houses(step_start)
}

/// The positions of one game from `start`, each side played by a player drawn from
/// [`PLAYERS`], up to its end or [`MAX_PLIES`] (or, for `namua_only`, the end of namua, which
/// never comes back): every position before a move, the start included (the end, where
/// nobody moves, left out).
fn play_game(start: Position, namua_only: bool, rng: &mut Rng) -> Vec<Position> {
    let players = [(); 2].map(|_| PLAYERS[rng.below(PLAYERS.len() as u64) as usize]);
    let evaluator = Evaluator::default();
    let budget = Budget { nodes: Some(NODES), millis: None };
    let mut game = Game::new(start);
    let mut positions = Vec::new();
    while !game.is_over() && game.position().ply() < MAX_PLIES {
        let pos = game.position().clone();
        if namua_only && pos.reserve(Side::South) == 0 {
            break;
        }
        let player = players[usize::from(pos.to_move() != Side::South)];
        let Some(mv) = player.choose(&pos, &[], budget, rng.next_u64(), &evaluator, Hooks::default()).mv else { break };
        if game.play(&mv).is_err() {
            break;
        }
        positions.push(pos);
    }
    positions
}

/// The compact boards of `games` games played from the start of the step's game, at each
/// position in the step's stage of play ([`same_stage`]), in the order played (a board seen
/// again is listed again; the caller keeps each once). A board with a hole of more than 35
/// seeds, which no level writes, is left out.
pub fn game_boards(step: &Step, games: usize, rng: &mut Rng) -> Vec<String> {
    let step_start = step.start();
    let start = Position::start(step_start.variant(), step_start.bawo_setup());
    let namua_only = step_start.reserve(Side::South) > 0;
    let mut boards = Vec::new();
    for _ in 0..games {
        let positions = play_game(start.clone(), namua_only, rng);
        let in_stage = positions.iter().filter(|pos| same_stage(&step_start, pos));
        boards.extend(in_stage.filter_map(|pos| compact_board(&pos.to_setup())));
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::curriculum::step;
    use crate::app::learn::levels::{board_counts, level_position};
    use crate::engine::{BawoSetup, Variant};

    #[test]
    fn a_game_board_is_south_to_move_in_the_steps_stage() {
        // The start of Bao la Kiswahili: South to move, 22 seeds in reserve, both nyumba owned.
        let start = Position::start(Variant::Kiswahili, BawoSetup::default());
        // nyumba-stop is in namua with South's nyumba owned and North's lost: not the start's.
        let nyumba_stop = step("nyumba-stop").expect("a step").start();
        assert!(!same_stage(&nyumba_stop, &start), "North's nyumba is lost there, owned here");
        // strat-safari-pays is in namua with both nyumba owned: the start is in its stage.
        let safari = step("strat-safari-pays").expect("a step").start();
        assert!(same_stage(&safari, &start));
        // After South's first move North is to move: no board of South's.
        let after = start.play(&start.legal_moves()[0]).expect("a legal move").position;
        assert!(!same_stage(&safari, &after));
        // takasia-stop is in mtaji: no namua position is in its stage.
        let takasia = step("takasia-stop").expect("a step").start();
        assert!(!same_stage(&takasia, &start));
    }

    #[test]
    fn the_games_boards_are_the_same_for_the_same_seed_and_fit_the_step() {
        let s = step("strat-safari-pays").expect("a step");
        let boards = game_boards(s, 3, &mut Rng::new(7));
        assert_eq!(boards, game_boards(s, 3, &mut Rng::new(7)), "the same seed plays the same games");
        // Every game starts at South's turn in namua with both nyumba owned: its first board
        // is the start's, each of South's holes A5, A6, A7 holding 6, 2, 2, North's alike.
        assert!(boards.len() >= 3, "{boards:?}");
        let start: Vec<i64> = [0, 0, 0, 0, 6, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0].repeat(2);
        assert_eq!(board_counts(&boards[0]).expect("a board"), start);
        // Each board makes a valid position of the step.
        assert!(boards.iter().all(|board| level_position(s, board).is_some()));
    }
}
