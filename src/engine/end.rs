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
pub(crate) fn end_check(pos: &Position, last: Option<&MoveInfo>, occurrences: u8) -> Option<(Outcome, EndReason)> {
    game_end(pos, last, occurrences >= REPETITIONS, LegalMoveCheck::Ask(|| pos.has_legal_move()))
}
