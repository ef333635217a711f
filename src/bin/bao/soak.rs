//! `bao soak VARIANT GAMES SEED`: random games that check the engine after every move.
//!
//! The games are those of `bao random VARIANT GAMES SEED` (the same generator draws the same
//! moves), so a failing game can be replayed there. At every position of a running game each
//! legal move is played on its own (in a gambit, the move chosen and [`GAMBIT_SAMPLES`] random
//! placements: a gambit can have millions), and must not panic, must be accepted, and must
//! keep the seed total of the start (board plus reserves: 64, or the study total of a
//! `--from` position). The random move chosen must be one of the legal moves, and the game
//! must end by the ply limit (RULES.md §11).
//!
//! A panic is caught and reported with the position and the move. The release profile aborts on
//! a panic instead (`panic = "abort"`): there the panic hook prints the report line with the
//! position and the move, then exits with status 1.

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::time::Instant;

use bao::engine::random::{random_move, Rng};
use bao::engine::{Game, Move, Position, Stage, Variant, PLY_LIMIT};
use serde_json::{json, Value};

use crate::common::{self, SetupArg};
use crate::failure::Failure;

/// Random placements tried in each gambit position besides the one played.
pub const GAMBIT_SAMPLES: usize = 8;

/// Failures listed in the output line (all are counted).
const LISTED: usize = 20;

/// The arguments of `bao soak`.
#[derive(clap::Args, Debug)]
pub struct SoakArgs {
    /// The game: kiswahili, kete, bawo or kujifunza
    #[arg(value_parser = common::variant)]
    variant: Variant,
    /// How many random games
    games: u64,
    /// The random generator's seed (the games of 'bao random VARIANT GAMES SEED')
    seed: u64,
    #[command(flatten)]
    setup: SetupArg,
    /// Start from this position (a file, or - for standard input) instead of the game's start
    #[arg(long, value_name = "FILE|-")]
    from: Option<String>,
    /// With --from: accept a study position (a seed total other than 64)
    #[arg(long, requires = "from")]
    study: bool,
}

impl SoakArgs {
    /// Plays the games and prints one JSON line: games, plies, moves checked, rates, failures.
    pub fn run(self) -> Result<(), Failure> {
        let start = match &self.from {
            Some(source) => common::read_position(source, self.study)?,
            None => Position::start(self.variant, self.setup.get()),
        };
        if start.variant() != self.variant {
            return Err(Failure::VariantMismatch { named: self.variant, read: start.variant() });
        }
        let mut soak = Soak::new(start, self.seed);
        install_panic_hook();
        let began = Instant::now();
        for index in 0..self.games {
            soak.game(index);
        }
        let _ = panic::take_hook();
        let seconds = began.elapsed().as_secs_f64();
        let rate = |n: u64| if seconds > 0.0 { (n as f64 / seconds).round() } else { 0.0 };
        let line = json!({
            "variant": self.variant.name(),
            "games": self.games,
            "seed": self.seed,
            "plies": soak.plies,
            "moves_checked": soak.checked,
            "seconds": (seconds * 1000.0).round() / 1000.0,
            "moves_per_s": rate(soak.plies),
            "games_per_s": rate(self.games),
            "failures": soak.failed,
            "listed": soak.listed,
        });
        println!("{line}");
        if soak.failed > 0 {
            return Err(Failure::Checks { failed: soak.failed });
        }
        Ok(())
    }
}

/// The soak run's state: the games' generator, the gambit samples' own generator (so that the
/// games stay those of `bao random`), and the tallies.
struct Soak {
    start: Position,
    total: u32,
    rng: Rng,
    samples: Rng,
    plies: u64,
    checked: u64,
    failed: u64,
    listed: Vec<Value>,
}

/// A check that failed, with where.
struct Found<'a> {
    game: u64,
    check: &'static str,
    position: &'a Position,
    mv: Option<&'a Move>,
    detail: String,
}

impl Soak {
    fn new(start: Position, seed: u64) -> Soak {
        let total = start.total_seeds();
        Soak { start, total, rng: Rng::new(seed), samples: Rng::new(seed ^ 0x5eed_5a3b_1e5a_3b1e), plies: 0, checked: 0, failed: 0, listed: Vec::new() }
    }

    fn fail(&mut self, found: Found<'_>) {
        self.failed += 1;
        if self.listed.len() < LISTED {
            self.listed.push(report(&found));
        }
    }

    /// Plays one random game with the checks.
    fn game(&mut self, index: u64) {
        let mut game = Game::new(self.start.clone());
        while !game.is_over() {
            let pos = game.position().clone();
            if pos.ply() >= PLY_LIMIT {
                let detail = format!("the game runs at ply {}, past the limit {PLY_LIMIT}", pos.ply());
                self.fail(Found { game: index, check: "ply_limit", position: &pos, mv: None, detail });
                return;
            }
            let legal = self.check_moves(index, &pos);
            let Some(mv) = random_move(&pos, &mut self.rng) else {
                self.fail(Found { game: index, check: "no_move", position: &pos, mv: None, detail: "no random move in a running game".into() });
                return;
            };
            if pos.stage() != Stage::Gambit && !legal.contains(&mv) {
                self.fail(Found { game: index, check: "not_legal", position: &pos, mv: Some(&mv), detail: "the random move is not a legal move".into() });
                return;
            }
            set_context(&pos, &mv, index);
            match panic::catch_unwind(AssertUnwindSafe(|| game.play(&mv))) {
                Ok(Ok(_)) => self.plies += 1,
                Ok(Err(error)) => {
                    self.fail(Found { game: index, check: "rejected", position: &pos, mv: Some(&mv), detail: error.to_string() });
                    return;
                }
                Err(_) => {
                    self.fail(Found { game: index, check: "panic", position: &pos, mv: Some(&mv), detail: panic_message() });
                    return;
                }
            }
            if game.position().total_seeds() != self.total {
                let detail = format!("{} seeds after the move, {} at the start", game.position().total_seeds(), self.total);
                self.fail(Found { game: index, check: "seeds", position: &pos, mv: Some(&mv), detail });
                return;
            }
        }
    }

    /// Plays every legal move of `pos` on its own (in a gambit, [`GAMBIT_SAMPLES`] random
    /// placements) with the checks; returns the legal moves.
    fn check_moves(&mut self, index: u64, pos: &Position) -> Vec<Move> {
        let legal = pos.legal_moves();
        let sampled: Vec<Move> =
            if pos.stage() == Stage::Gambit { (0..GAMBIT_SAMPLES).filter_map(|_| random_move(pos, &mut self.samples)).collect() } else { Vec::new() };
        for mv in legal.iter().chain(&sampled) {
            self.checked += 1;
            set_context(pos, mv, index);
            match panic::catch_unwind(|| pos.play(mv)) {
                Ok(Ok(played)) if played.position.total_seeds() == self.total => {}
                Ok(Ok(played)) => {
                    let detail = format!("{} seeds after the move, {} at the start", played.position.total_seeds(), self.total);
                    self.fail(Found { game: index, check: "seeds", position: pos, mv: Some(mv), detail });
                }
                Ok(Err(error)) => self.fail(Found { game: index, check: "rejected", position: pos, mv: Some(mv), detail: error.to_string() }),
                Err(_) => self.fail(Found { game: index, check: "panic", position: pos, mv: Some(mv), detail: panic_message() }),
            }
        }
        legal
    }
}

/// A failure as the output lists it.
fn report(found: &Found<'_>) -> Value {
    json!({
        "game": found.game,
        "check": found.check,
        "position": found.position.to_setup(),
        "move": found.mv.map(|mv| mv.to_string()),
        "detail": found.detail,
    })
}

/// What is being played, for the panic hook: position, move, game; and the last panic's message.
#[derive(Default)]
struct Context {
    playing: Option<(Position, Move, u64)>,
    panic: Option<String>,
}

thread_local! {
    static CONTEXT: RefCell<Context> = RefCell::default();
}

fn set_context(pos: &Position, mv: &Move, game: u64) {
    CONTEXT.with(|c| c.borrow_mut().playing = Some((pos.clone(), *mv, game)));
}

/// The message of the panic just caught.
fn panic_message() -> String {
    CONTEXT.with(|c| c.borrow_mut().panic.take()).unwrap_or_else(|| "panic".to_string())
}

/// Keeps a panic's message for the report instead of printing it; where panics abort, prints
/// the report line itself and exits with status 1.
fn install_panic_hook() {
    panic::set_hook(Box::new(|info| {
        let message = match (info.payload().downcast_ref::<&str>(), info.payload().downcast_ref::<String>()) {
            (Some(text), _) => text.to_string(),
            (_, Some(text)) => text.clone(),
            _ => "panic".to_string(),
        };
        let message = match info.location() {
            Some(at) => format!("{message} at {}:{}", at.file(), at.line()),
            None => message,
        };
        if cfg!(panic = "abort") {
            let line = CONTEXT.with(|c| {
                c.borrow()
                    .playing
                    .as_ref()
                    .map(|(pos, mv, game)| report(&Found { game: *game, check: "panic", position: pos, mv: Some(mv), detail: message.clone() }))
            });
            println!("{}", json!({ "aborted": true, "failures": 1, "listed": [line] }));
            eprintln!("error: the engine panicked (the JSON line on stdout has the position and the move): {message}");
            std::process::exit(1);
        }
        CONTEXT.with(|c| c.borrow_mut().panic = Some(message));
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use bao::engine::random::random_game;
    use bao::engine::{BawoSetup, PositionSetup};

    /// The soak's games are `bao random`'s: the same generator draws the moves (the gambit
    /// samples have their own), so the plies add up to those of `random_game` with the seed.
    #[test]
    fn the_games_are_those_of_bao_random() {
        for variant in Variant::ALL {
            let start = Position::start(variant, BawoSetup::default());
            let mut soak = Soak::new(start.clone(), 9);
            let mut rng = Rng::new(9);
            let mut plies = 0;
            for index in 0..5 {
                soak.game(index);
                plies += random_game(start.clone(), &mut rng).plies().len() as u64;
            }
            assert_eq!((soak.plies, soak.failed), (plies, 0), "{}", variant.name());
            assert!(soak.checked > soak.plies, "every legal move is checked, not only the one played");
        }
    }

    /// A move that changes the seed total is reported: with the total wrongly set to 63, every
    /// move (each keeps the 64 seeds, RULES.md §1) fails the check, the first one being a legal
    /// move of the start position.
    #[test]
    fn a_changed_seed_total_is_reported_with_its_position_and_move() {
        let start = Position::start(Variant::Kiswahili, BawoSetup::default());
        let mut soak = Soak::new(start.clone(), 1);
        soak.total = 63;
        soak.game(0);
        assert!(soak.failed > 0);
        let first = &soak.listed[0];
        assert_eq!(first["check"], "seeds");
        assert_eq!(first["position"], serde_json::to_value(start.to_setup()).expect("JSON"));
        let mv = first["move"].as_str().expect("a move");
        assert!(start.legal_moves().iter().any(|m| m.to_string() == mv), "{mv}");
    }

    /// A study start keeps its own seed total: Bao la Kujifunza's start (two seeds in every
    /// hole) less one seed in A1 is a 63-seed position whose games keep 63 seeds.
    #[test]
    fn a_study_start_keeps_its_own_total() {
        let mut setup: PositionSetup = Position::start(Variant::Kujifunza, BawoSetup::default()).to_setup();
        setup.south.front[0] = 1;
        let start = setup.validate(true).expect("a study position");
        let mut soak = Soak::new(start, 3);
        assert_eq!(soak.total, 63);
        for index in 0..20 {
            soak.game(index);
        }
        assert_eq!(soak.failed, 0, "{:?}", soak.listed);
    }

    /// A caught panic's message (with where it happened) reaches the report instead of stderr.
    #[test]
    fn a_caught_panic_keeps_its_message_for_the_report() {
        install_panic_hook();
        let caught = panic::catch_unwind(|| panic!("sowing went astray"));
        let _ = panic::take_hook();
        assert!(caught.is_err());
        let message = panic_message();
        assert!(message.starts_with("sowing went astray at ") && message.contains("soak.rs"), "{message}");
    }
}
