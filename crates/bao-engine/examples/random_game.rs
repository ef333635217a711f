//! The engine on its own: a game of random legal moves, played to its end, then written as a
//! record (RULES.md §12) and read back.
//!
//! `cargo run -p bao-engine --example random_game [kiswahili|kete|bawo|kujifunza] [SEED]`

use bao_engine::random::{random_move, Rng};
use bao_engine::{BawoSetup, Game, Position, Record, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().and_then(|name| Variant::from_name(name)).unwrap_or(Variant::Kujifunza);
    let seed = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut game = Game::new(Position::start(variant, BawoSetup::default()));
    while !game.is_over() {
        let mv = random_move(game.position(), &mut rng).expect("a running game has a legal move");
        game.play(&mv).expect("a generated move is legal");
    }
    let record = game.to_record(&[]);
    print!("{record}");
    let again = Record::parse(&record, false).expect("a record the engine wrote reads back");
    println!("# {} plies, {:?}", again.game.plies().len(), again.game.result());
}
