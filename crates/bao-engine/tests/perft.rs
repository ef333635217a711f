//! Move-path counts ("perft") from the start positions.
//!
//! Depths 1 and 2 are derived by hand below. The deeper values were computed by two
//! independent implementations of RULES.md — this engine and the plain-Python reference in
//! `tools/reference/bao_ref.py`, written from the rule book alone without reading the engine —
//! which agree on every value listed (`python3 tools/reference/bao_ref.py perft FILE DEPTH`).
#![cfg(not(target_arch = "wasm32"))]

use bao_engine::{perft, BawoSetup, Game, Position, Variant};

fn start(variant: Variant) -> Position {
    Position::start(variant, BawoSetup::default())
}

/// Bawo after the gambits `@A6,A6,A7,A7,A8` and `@a6,a6,a7,a7,a8`: North's occupied front
/// holes a5–a7 face A4–A2, which are empty, so he captures nothing; both front rows are then
/// 0,0,0,0,8,2,2,1 with 19 reserve seeds each.
fn bawo_after_gambits() -> Position {
    let mut game = Game::new(Position::start(Variant::Bawo, BawoSetup::Chikoko));
    game.play_text("@A6,A6,A7,A7,A8").unwrap();
    game.play_text("@a6,a6,a7,a7,a8").unwrap();
    game.position().clone()
}

fn check(name: &str, pos: &Position, expected: &[u64]) {
    for (depth, &count) in expected.iter().enumerate() {
        assert_eq!(perft(pos, depth as u32 + 1), count, "{name} perft {}", depth + 1);
    }
}

/// Kiswahili start: captures are impossible (A5–A7 face the empty a4–a2), the nyumba may not
/// take the seed while A6 and A7 are occupied: A6 and A7 each way = 4. Replies: after `A6>`
/// and `A7>` North again has 4 takata; after `A6<` (A4 and A3 now hold 1) North must capture
/// from a5 or a6, each choosing a kichwa = 4; after `A7<` (A4 holds 1) only a5 captures = 2:
/// 4 + 4 + 4 + 2 = 14 (the issue quotes the same 4 and 14).
#[test]
fn kiswahili_start() {
    check("kiswahili", &start(Variant::Kiswahili), &[4, 14, 38, 124, 405, 1430, 5655, 23270, 105596, 493972]);
}

/// Kete starts like Kiswahili; they part only at depth 8, when a lone kuu of exactly six is
/// lifted whole (RULES.md §8) instead of paying the tax.
#[test]
fn kete_start() {
    check("kete", &start(Variant::Kete), &[4, 14, 38, 124, 405, 1430, 5655, 23284, 105802, 494867]);
}

/// Kujifunza start: 16 captures (see `engine_games::kujifunza_start_has_sixteen_captures`).
#[test]
fn kujifunza_start() {
    check("kujifunza", &start(Variant::Kujifunza), &[16, 108, 500, 1902, 6550, 23442, 84200, 319524, 1206990]);
}

/// Bawo's gambit: 4 lifted + 1 reserve seed = 5 seeds over 16 holes, C(20, 5) = 15504
/// placements, in every setup (they differ only in the kuu).
#[test]
fn bawo_gambit_counts() {
    for setup in BawoSetup::ALL {
        assert_eq!(perft(&Position::start(Variant::Bawo, setup), 1), 15504, "{setup:?}");
    }
}

/// After the gambits South's A5–A8 face North's empty a4–a1, but a5 is North's functional
/// kuu and South's own kuu is not threatened (a4 is empty): the kuu clause (RULES.md §9,
/// settled 8) makes A4 a capture, from a central hole so with both kichwa: exactly 2 moves.
#[test]
fn bawo_after_the_gambits() {
    check("bawo", &bawo_after_gambits(), &[2, 8, 34, 97, 367, 1558, 7547, 37528]);
}
