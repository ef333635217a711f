//! The end of a game (RULES.md §11, settled 11): the one function that orders the end-of-game
//! checks. [`Game`](super::Game), the random playouts, perft and the AI's search all ask it.

use super::mv::MoveInfo;
use super::position::Position;
use super::types::{EndReason, Outcome};

/// A game ends in a draw when it reaches this many plies.
pub const PLY_LIMIT: u32 = 1000;
/// A game ends in a draw when a position occurs for this many times.
pub const REPETITIONS: u8 = 3;

/// How [`game_end`] learns whether the side to move has a legal move (the fourth check).
/// Each variant holds the caller's own way to find out, e.g. `|| pos.has_legal_move()`, or a
/// playout's "draw a random move and keep it".
pub enum LegalMoveCheck<F: FnOnce() -> bool> {
    /// Asked whenever the first three checks do not end the game.
    Ask(F),
    /// The caller finds out itself when it expands the position (a search scores a node with
    /// no legal move as a loss for its side to move), so this is asked only when a draw would
    /// otherwise end the game here. `None` from [`game_end`] then means "running, unless the
    /// side to move has no legal move".
    Deferred(F),
}

/// Whether (and how) the game is over at `pos`, reached by a move that did `last` (`None` for
/// a game's start). The checks, in the order of RULES.md settled 11:
///
/// 1. the last move's capture emptied the opponent's front row (Bao hamna): the mover wins;
/// 2. Bawo: the last move emptied the mover's own front row: the mover loses;
/// 3. the side to move has an empty front row: it loses;
/// 4. the side to move has no legal move: it loses (see [`LegalMoveCheck`]);
/// 5. `repeated` — the repetition rule makes this position a draw (its third occurrence in a
///    game, see [`REPETITIONS`]; a search also calls a repetition inside its line a draw);
/// 6. the ply limit ([`PLY_LIMIT`]): a draw.
pub fn game_end<F: FnOnce() -> bool>(
    pos: &Position,
    last: Option<&MoveInfo>,
    repeated: bool,
    has_legal_move: LegalMoveCheck<F>,
) -> Option<(Outcome, EndReason)> {
    let to_move = pos.to_move();
    let mover = to_move.opponent();
    if let Some(info) = last {
        if info.bao_hamna {
            return Some((Outcome::Win(mover), EndReason::BaoHamna));
        }
        if info.self_emptied {
            return Some((Outcome::Win(to_move), EndReason::SelfEmptied));
        }
    }
    if pos.front_row_empty(to_move) {
        return Some((Outcome::Win(mover), EndReason::FrontRowEmpty));
    }
    let draw = if repeated {
        Some(EndReason::Repetition)
    } else if pos.ply() >= PLY_LIMIT {
        Some(EndReason::PlyLimit)
    } else {
        None
    };
    let has_move = match has_legal_move {
        LegalMoveCheck::Ask(ask) => ask(),
        LegalMoveCheck::Deferred(ask) => draw.is_none() || ask(),
    };
    if !has_move {
        return Some((Outcome::Win(mover), EndReason::NoLegalMove));
    }
    draw.map(|reason| (Outcome::Draw, reason))
}

/// [`game_end`] for a position that occurred `occurrences` times, asking
/// [`Position::has_legal_move`].
pub fn end_check(pos: &Position, last: Option<&MoveInfo>, occurrences: u8) -> Option<(Outcome, EndReason)> {
    game_end(pos, last, occurrences >= REPETITIONS, LegalMoveCheck::Ask(|| pos.has_legal_move()))
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::types::{BawoSetup, Side, Variant};

    /// A Bao la Kujifunza study position, South to move, with South's front row as given.
    fn kujifunza(south_front: [u8; 8], ply: u32) -> Position {
        let front: Vec<String> = south_front.iter().map(|n| n.to_string()).collect();
        let json = format!(
            r#"{{"variant":"kujifunza","to_move":"south","south":{{"front":[{}],"back":[2,2,2,2,2,2,2,2],"reserve":0,"house":"lost"}},"north":{{"front":[2,2,2,2,2,2,2,2],"back":[2,2,2,2,2,2,2,2],"reserve":0,"house":"lost"}},"ply":{ply}}}"#,
            front.join(",")
        );
        Position::from_json(&json, true).unwrap()
    }

    #[test]
    fn the_checks_come_in_the_order_of_settled_11() {
        let empty_front = kujifunza([0; 8], 0);
        let running = Position::start(Variant::Kujifunza, BawoSetup::default());
        let at_limit = kujifunza([2; 8], PLY_LIMIT);
        let hamna = MoveInfo { capture: true, bao_hamna: true, ..MoveInfo::default() };
        let emptied = MoveInfo { self_emptied: true, ..MoveInfo::default() };
        let quiet = MoveInfo::default();
        let win = Outcome::Win;
        let draw = Outcome::Draw;
        // (position, last move, repeated, has a legal move, expected). South is to move, so
        // North made the last move. Each row differs from the next check by one condition.
        type EndCase<'a> = (&'a Position, Option<&'a MoveInfo>, bool, bool, Option<(Outcome, EndReason)>);
        let cases: [EndCase; 9] = [
            // 1 beats 3: a Bao hamna capture always empties the front row it names.
            (&empty_front, Some(&hamna), false, true, Some((win(Side::North), EndReason::BaoHamna))),
            // 2: the mover (North) emptied his own row: the side to move wins.
            (&empty_front, Some(&emptied), true, false, Some((win(Side::South), EndReason::SelfEmptied))),
            (&empty_front, Some(&quiet), false, true, Some((win(Side::North), EndReason::FrontRowEmpty))),
            (&empty_front, None, true, false, Some((win(Side::North), EndReason::FrontRowEmpty))),
            // 4 beats 5 and 6.
            (&running, None, true, false, Some((win(Side::North), EndReason::NoLegalMove))),
            (&at_limit, Some(&quiet), false, false, Some((win(Side::North), EndReason::NoLegalMove))),
            (&running, Some(&quiet), true, true, Some((draw, EndReason::Repetition))),
            (&at_limit, Some(&quiet), false, true, Some((draw, EndReason::PlyLimit))),
            (&running, Some(&quiet), false, true, None),
        ];
        for (i, (pos, last, repeated, has_move, expected)) in cases.into_iter().enumerate() {
            let got = game_end(pos, last, repeated, LegalMoveCheck::Ask(|| has_move));
            assert_eq!(got, expected, "case {i}");
        }
    }

    #[test]
    fn a_deferred_legal_move_check_is_asked_only_before_a_draw() {
        let running = Position::start(Variant::Kujifunza, BawoSetup::default());
        let asked = Cell::new(0);
        let ask = || {
            asked.set(asked.get() + 1);
            false
        };
        assert_eq!(game_end(&running, None, false, LegalMoveCheck::Deferred(ask)), None);
        assert_eq!(asked.get(), 0, "no draw follows: the caller finds out itself");
        assert_eq!(game_end(&running, None, true, LegalMoveCheck::Deferred(ask)), Some((Outcome::Win(Side::North), EndReason::NoLegalMove)));
        assert_eq!(asked.get(), 1);
        // An empty front row ends the game before any legal move is looked for.
        assert_eq!(game_end(&kujifunza([0; 8], 0), None, true, LegalMoveCheck::Ask(ask)).map(|r| r.1), Some(EndReason::FrontRowEmpty));
        assert_eq!(asked.get(), 1);
    }
}
