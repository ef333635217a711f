//! The AND/OR search that finds a proof: iterative deepening on the proof's height with a
//! transposition table by [`Position::key`].
//!
//! `search(pos, d)` asks whether South can force a finished game he has won within `d` plies
//! from `pos`: at a South node one child must be proven within `d − 1`, at a North node every
//! child. The table keeps, per position, the smallest height proven so far (with South's move
//! that achieves it) and the largest bound known to fail. Both are facts about the position
//! alone, not about the line that reached it, because the search never asks about
//! repetitions: a proof assembled from table entries strictly decreases in height along every
//! edge (a child's stored height only ever shrinks), so it has no cycle, and a line along an
//! acyclic proof never meets a position twice — no repetition draw can interfere.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use bao_engine::sort::sort_by_key;
use bao_engine::{end_check, EndReason, Outcome, Position, Side, SowMove};

/// A hash map keyed by position keys, which are already well mixed: no second hashing.
pub(crate) type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// A set of position keys.
pub(crate) type KeySet = std::collections::HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// Passes a `u64` key through unchanged.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ b as u64;
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The result of a finished game, as the engine's end check reports it.
pub(crate) type GameResult = Option<(Outcome, EndReason)>;

/// A legal move, the position it leads to and whether that ends the game.
pub(crate) struct Child {
    /// The move.
    pub mv: SowMove,
    /// The position after it.
    pub position: Position,
    /// The engine's end check after the move (first occurrence: a proof never repeats).
    pub result: GameResult,
    /// The move captures (the search tries captures first).
    pub capture: bool,
}

impl Child {
    /// The move ends the game with South's win.
    pub fn south_wins(&self) -> bool {
        matches!(self.result, Some((Outcome::Win(Side::South), _)))
    }

    /// The move ends the game otherwise: North's win or a draw.
    pub fn not_won(&self) -> bool {
        self.result.is_some() && !self.south_wins()
    }
}

/// Every legal move of `pos` with its position and end check, in the engine's move order.
pub(crate) fn expand(pos: &Position) -> Vec<Child> {
    let mut sowings = Vec::new();
    pos.sowings(&mut sowings);
    sowings
        .iter()
        .map(|sowing| {
            let next = pos.complete(sowing);
            let result = end_check(&next.position, Some(&next.info), 1);
            Child { mv: sowing.mv, position: next.position, result, capture: sowing.info.capture }
        })
        .collect()
}

/// A bound that no height reaches: the position is lost (or drawn) for South.
const LOST: u8 = u8::MAX;

/// What the table knows about one position.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Entry {
    /// The smallest proof height found (0: none; an unfinished position needs at least 1).
    pub proven: u8,
    /// No proof of at most this height exists ([`LOST`]: none at all).
    pub failed: u8,
    /// At a proven South node: the move of that proof.
    pub best: Option<SowMove>,
}

/// How one node's search ended.
enum NodeResult {
    Proven(u8, Option<SowMove>),
    Failed,
    Lost,
    Aborted,
}

/// The AND/OR prover with its transposition table. Deterministic: the same calls give the same
/// table, whatever the hash map's order (it is only ever looked up).
#[derive(Default)]
pub struct Prover {
    table: KeyMap<Entry>,
    nodes: u64,
    budget: u64,
    aborted: bool,
}

impl Prover {
    /// A prover with an empty table.
    pub fn new() -> Prover {
        Prover::default()
    }

    /// Positions expanded so far (over all calls).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Positions the table holds.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    pub(crate) fn entry(&self, key: u64) -> Entry {
        self.table.get(&key).copied().unwrap_or_default()
    }

    /// Looks for a proof that South wins from the unfinished `pos` (either side to move) of
    /// at most `max_height` plies, expanding at most `budget` more positions. Returns the
    /// height found.
    pub fn prove(&mut self, pos: &Position, max_height: u8, budget: u64) -> Option<u8> {
        self.budget = self.nodes.saturating_add(budget);
        self.aborted = false;
        let first = if pos.to_move() == Side::South { 1 } else { 2 };
        for bound in (first..=max_height.min(LOST - 1)).step_by(2) {
            if let Some(height) = self.search(pos, bound) {
                return Some(height);
            }
            if self.aborted || self.entry(pos.key()).failed == LOST {
                return None;
            }
        }
        None
    }

    /// Whether the last [`Prover::prove`] call knows for sure that South cannot win.
    pub fn is_lost(&self, pos: &Position) -> bool {
        self.entry(pos.key()).failed == LOST
    }

    fn search(&mut self, pos: &Position, bound: u8) -> Option<u8> {
        let south = pos.to_move() == Side::South;
        // South nodes have odd heights, North nodes even ones.
        let bound = if (bound % 2 == 1) == south { bound } else { bound - 1 };
        if bound == 0 {
            return None;
        }
        let key = pos.key();
        let known = self.entry(key);
        if known.proven != 0 && known.proven <= bound {
            return Some(known.proven);
        }
        if known.failed >= bound {
            return None;
        }
        if self.nodes >= self.budget {
            self.aborted = true;
            return None;
        }
        self.nodes += 1;
        let mut children = expand(pos);
        let result = if south { self.or_node(&mut children, bound) } else { self.and_node(&mut children, bound) };
        let entry = self.table.entry(key).or_default();
        match result {
            NodeResult::Proven(height, best) => {
                if entry.proven == 0 || height < entry.proven {
                    entry.proven = height;
                    entry.best = best;
                }
                Some(height)
            }
            NodeResult::Failed => {
                entry.failed = entry.failed.max(bound);
                None
            }
            NodeResult::Lost => {
                entry.failed = LOST;
                None
            }
            NodeResult::Aborted => None,
        }
    }

    /// South to move: one child must be won. Winning moves first, then captures.
    fn or_node(&mut self, children: &mut [Child], bound: u8) -> NodeResult {
        if let Some(win) = children.iter().find(|c| c.south_wins()) {
            return NodeResult::Proven(1, Some(win.mv));
        }
        sort_by_key(children, |c| (!c.capture, self.entry(c.position.key()).proven == 0));
        let mut all_lost = true;
        for child in children.iter().filter(|c| c.result.is_none()) {
            if let Some(height) = self.search(&child.position, bound - 1) {
                return NodeResult::Proven(height + 1, Some(child.mv));
            }
            if self.aborted {
                return NodeResult::Aborted;
            }
            all_lost &= self.entry(child.position.key()).failed == LOST;
        }
        if all_lost {
            NodeResult::Lost
        } else {
            NodeResult::Failed
        }
    }

    /// North to move: every child must be won. The replies that failed at the deepest bound
    /// come first (the likeliest refutations), then captures.
    fn and_node(&mut self, children: &mut [Child], bound: u8) -> NodeResult {
        if children.iter().any(Child::not_won) {
            return NodeResult::Lost;
        }
        sort_by_key(children, |c| (std::cmp::Reverse(self.entry(c.position.key()).failed), !c.capture));
        let mut height = 0;
        for child in children.iter().filter(|c| c.result.is_none()) {
            match self.search(&child.position, bound - 1) {
                Some(h) => height = height.max(h),
                None if self.aborted => return NodeResult::Aborted,
                None if self.entry(child.position.key()).failed == LOST => return NodeResult::Lost,
                None => return NodeResult::Failed,
            }
        }
        NodeResult::Proven(height + 1, None)
    }
}
