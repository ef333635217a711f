//! The players of the arena (`bao match`) and of the level generator's played games: the
//! computer's [`Level`]s, and baselines that play a rule by eye without a search. The rules
//! the learning path teaches live here too ([`read_reply`], [`bao_hamna_escape`]): the
//! baselines play them and the path's checks use them. The worker speaks only [`Level`], so
//! the baselines stay out of it.

use std::fmt;

use bao_engine::random::{random_move, Rng};
use bao_engine::{end_check, Move, Outcome, Position};

use super::eval::Evaluator;
use super::level::{choose_move, Budget, Choice, Level};
use super::search::Hooks;

/// Who chooses the moves of one side of an arena game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArenaPlayer {
    /// One of the computer's levels.
    Level(Level),
    /// A uniformly random legal move.
    Random,
    /// The largest immediate capture, else a random move.
    Greedy,
    /// The learning path's rule "read the reply" applied by eye, without a search: a move that
    /// wins at once first; else the move whose capture minus the opponent's biggest capture in
    /// reply is the most (a reply that wins at once is the worst of all), ties at random.
    Reader,
    /// The path's graduate, who plays what the strategy track teaches: a win at once, else a
    /// move after which every reply loses to a Bao hamna, else the move with the best balance
    /// read two moves ahead ([`read_ahead`]), ties at random.
    Graduate,
}

impl ArenaPlayer {
    /// `1`…`4`, `top`, `random`, `greedy`, `reader` or `graduate`.
    pub fn parse(name: &str) -> Option<ArenaPlayer> {
        match name {
            "random" => Some(ArenaPlayer::Random),
            "greedy" => Some(ArenaPlayer::Greedy),
            "reader" => Some(ArenaPlayer::Reader),
            "graduate" => Some(ArenaPlayer::Graduate),
            _ => Level::parse(name).map(ArenaPlayer::Level),
        }
    }

    /// The player's move for the side to move of `pos` ([`choose_move`] for a level; a
    /// baseline ignores the history, the budget, the evaluator and the hooks).
    pub fn choose(self, pos: &Position, history: &[u64], budget: Budget, seed: u64, evaluator: &Evaluator, hooks: Hooks<'_>) -> Choice {
        let mut rng = Rng::new(seed);
        let mv = match self {
            ArenaPlayer::Level(level) => return choose_move(pos, history, level, budget, seed, evaluator, hooks),
            ArenaPlayer::Random => random_move(pos, &mut rng),
            ArenaPlayer::Greedy => greedy_move(pos, &mut rng),
            ArenaPlayer::Reader => reader_move(pos, &mut rng),
            ArenaPlayer::Graduate => graduate_move(pos, &mut rng),
        };
        Choice { mv, search: None }
    }
}

impl fmt::Display for ArenaPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaPlayer::Level(level) => level.fmt(f),
            ArenaPlayer::Random => f.write_str("random"),
            ArenaPlayer::Greedy => f.write_str("greedy"),
            ArenaPlayer::Reader => f.write_str("reader"),
            ArenaPlayer::Graduate => f.write_str("graduate"),
        }
    }
}

/// The move capturing most seeds (a Bao hamna first), ties and quiet positions at random.
fn greedy_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let successors = pos.successors();
    let gain = |s: &bao_engine::Successor| (s.info.bao_hamna, s.info.seeds_captured);
    let best = successors.iter().map(gain).max().filter(|&(hamna, seeds)| hamna || seeds > 0);
    let Some(best) = best else {
        return random_move(pos, rng);
    };
    let top: Vec<&Move> = successors.iter().filter(|s| gain(s) == best).map(|s| &s.mv).collect();
    Some(*top[rng.below(top.len() as u64) as usize])
}

/// A worth [`read_reply`] gives a move that wins at once (and, negated, one after which a reply
/// wins at once): more than any count of seeds.
pub const READ_WINS: i32 = 1000;

/// A move's worth to [`ArenaPlayer::Reader`], the rule the learning path's "read the reply" teaches:
/// what it captures minus the opponent's biggest capture in reply; a move that wins at once is
/// worth [`READ_WINS`], one after which a reply wins at once `-READ_WINS`.
pub fn read_reply(successor: &bao_engine::Successor) -> i32 {
    if let Some(worth) = worth_if_ended(successor) {
        return worth;
    }
    let mut worst = 0;
    for reply in successor.position.successors() {
        // A reply that wins at once for the one who plays it.
        if worth_if_ended(&reply) == Some(READ_WINS) {
            return -READ_WINS;
        }
        worst = worst.max(i32::from(reply.info.seeds_captured));
    }
    i32::from(successor.info.seeds_captured) - worst
}

/// How many moves [`read_ahead`] reads after the mover's: the opponent's reply, the mover's
/// answer and the opponent's answer to that.
pub const READ_AHEAD_REPLIES: u32 = 3;

/// A move's worth read two moves ahead, the rule the learning path's "read two moves ahead"
/// teaches: what it captures, less what the opponent's best reply is worth to him read the same
/// way one move shorter, down to his answer to the mover's answer (each side choosing its best,
/// [`READ_AHEAD_REPLIES`] moves after this one). A move that ends the game is worth
/// [`READ_WINS`] to its winner (and `-READ_WINS` to the loser), 0 for a draw.
pub fn read_ahead(successor: &bao_engine::Successor) -> i32 {
    worth_ahead(successor, READ_AHEAD_REPLIES)
}

/// The line [`read_ahead`] reads after `successor`: each side's best move in turn (the first
/// among equals, in the engine's move order), each with the seeds it takes, up to
/// [`READ_AHEAD_REPLIES`] moves, shorter where the game ends.
pub fn read_ahead_line(successor: &bao_engine::Successor) -> Vec<(Move, u32)> {
    let mut line = Vec::new();
    let mut here = successor.clone();
    for left in (0..READ_AHEAD_REPLIES).rev() {
        if worth_if_ended(&here).is_some() {
            break;
        }
        let replies = here.position.successors();
        let Some(best) = first_best(&replies, |reply| worth_ahead(reply, left)) else { break };
        line.push((best.mv, u32::from(best.info.seeds_captured)));
        here = best.clone();
    }
    line
}

/// The first of `successors` with the highest `worth`.
fn first_best(successors: &[bao_engine::Successor], worth: impl Fn(&bao_engine::Successor) -> i32) -> Option<&bao_engine::Successor> {
    let mut best: Option<(&bao_engine::Successor, i32)> = None;
    for successor in successors {
        let value = worth(successor);
        if best.is_none_or(|(_, top)| value > top) {
            best = Some((successor, value));
        }
    }
    best.map(|(successor, _)| successor)
}

/// The worth of a move that ends the game, to its mover: [`READ_WINS`] for a win, its negation
/// for a loss, 0 for a draw; `None` while the game goes on.
fn worth_if_ended(successor: &bao_engine::Successor) -> Option<i32> {
    let mover = successor.position.to_move().opponent();
    match end_check(&successor.position, Some(&successor.info), 1)? {
        (Outcome::Win(winner), _) => Some(if winner == mover { READ_WINS } else { -READ_WINS }),
        (Outcome::Draw, _) => Some(0),
    }
}

/// [`read_ahead`] with `replies` moves still to read after `successor`'s.
fn worth_ahead(successor: &bao_engine::Successor, replies: u32) -> i32 {
    if let Some(worth) = worth_if_ended(successor) {
        return worth;
    }
    let taken = i32::from(successor.info.seeds_captured);
    if replies == 0 {
        return taken;
    }
    let best = successor.position.successors().iter().map(|reply| worth_ahead(reply, replies - 1)).max().unwrap_or(0);
    taken - best
}

/// In `after` (the position after the mover's move, the opponent to move): the first reply
/// of the opponent that escapes a Bao hamna on the mover's next move — a reply that ends the
/// game itself (his own Bao hamna, or a Bawo self-emptying), or after which no legal move of
/// the mover's empties the opponent's front row. `None` when every reply loses so (also
/// when the opponent has no reply: that is a win at once, which the learning path and the
/// puzzles refuse before).
pub fn bao_hamna_escape(after: &Position) -> Option<Move> {
    after
        .successors()
        .into_iter()
        .find(|reply| reply.info.bao_hamna || reply.info.self_emptied || !reply.position.successors().iter().any(|s| s.info.bao_hamna))
        .map(|reply| reply.mv)
}

/// [`ArenaPlayer::Graduate`]'s move: a win at once, else a move after which every reply loses to a
/// Bao hamna ([`bao_hamna_escape`] finds none), else the best read two moves ahead.
fn graduate_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let successors = pos.successors();
    if let Some(win) = successors.iter().find(|s| worth_if_ended(s) == Some(READ_WINS)) {
        return Some(win.mv);
    }
    let races: Vec<Move> = successors.iter().filter(|s| bao_hamna_escape(&s.position).is_none()).map(|s| s.mv).collect();
    if !races.is_empty() {
        return Some(races[rng.below(races.len() as u64) as usize]);
    }
    best_read(successors.iter().map(|s| (s.mv, read_ahead(s))).collect(), rng)
}

/// [`ArenaPlayer::Reader`]'s move.
fn reader_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    best_read(pos.successors().iter().map(|s| (s.mv, read_reply(s))).collect(), rng)
}

/// The move weighed the most among `read` (each move with its worth), ties at random.
fn best_read(read: Vec<(Move, i32)>, rng: &mut Rng) -> Option<Move> {
    let best = read.iter().map(|&(_, worth)| worth).max()?;
    let top: Vec<Move> = read.into_iter().filter(|&(_, worth)| worth == best).map(|(mv, _)| mv).collect();
    Some(top[rng.below(top.len() as u64) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Bao la Kujifunza study position, South to move: South's front row A3 = 4 and `right`
    /// (A7 or A8) = 2, B4 = B5 = 2; North's a4 = 2, a6 = 1. By hand (RULES.md §2–5, §10; the
    /// coach's `hanging` position): no South move captures, and North's only capture is a4>,
    /// whose last seed falls into a6 facing A3. A3> and A3< empty A3: North has nothing to
    /// take. A7> and A7< leave A3's 4 to a4>; with A8 instead, A8> leaves A3 South's only
    /// front hole, so a4> empties his front row (Bao hamna) and wins at once.
    fn hanging(right: usize) -> Position {
        let mut front = [0u8; 8];
        front[2] = 4;
        front[right] = 2;
        study(10, [front, [0, 0, 0, 2, 2, 0, 0, 0]], [[0, 0, 0, 2, 0, 1, 0, 0], [0; 8]])
    }

    /// A Bao la Kujifunza study position at `ply`, South to move, no nyumba: each side's front
    /// and back rows.
    fn study(ply: u32, south: [[u8; 8]; 2], north: [[u8; 8]; 2]) -> Position {
        let side = |[front, back]: [[u8; 8]; 2]| serde_json::json!({"front": front, "back": back, "reserve": 0, "house": "lost"});
        let json = serde_json::json!({"variant": "kujifunza", "to_move": "south", "takasia": null, "ply": ply, "south": side(south), "north": side(north)});
        Position::from_json(&json.to_string(), true).expect("a study position")
    }

    /// The reader weighs each move by what it takes less what the reply takes: in `hanging`,
    /// A3> and A3< are worth 0, A7> and A7< minus 4, and A8> the least of all (a reply wins).
    #[test]
    fn the_reader_weighs_each_move_by_the_reply_it_allows() {
        let worth = |pos: &Position, text: &str| {
            let successor = pos.successors().into_iter().find(|s| s.mv.to_string() == text).expect("a legal move");
            read_reply(&successor)
        };
        let pos = hanging(6);
        assert_eq!(["A3>", "A3<", "A7>", "A7<"].map(|m| worth(&pos, m)), [0, 0, -4, -4]);
        for seed in 0..20 {
            let mv = reader_move(&pos, &mut Rng::new(seed)).expect("a move").to_string();
            assert!(mv == "A3>" || mv == "A3<", "seed {seed}: {mv}");
        }
        let pos = hanging(7);
        assert_eq!(worth(&pos, "A8>"), -1000);
        assert_eq!(worth(&pos, "A3>"), 0);
    }

    /// The learning path's strat-read-ahead (its derivation counts every line): the reader
    /// plays A6< (12, and North can take nothing back at once), the graduate reads two moves
    /// ahead and plays A4> (7, 8 back, 15, nothing: +14 against A6<'s 12, 0, 2, 5: +9).
    #[test]
    fn the_graduate_reads_two_moves_ahead_where_the_reader_reads_one() {
        let pos = study(32, [[1, 0, 3, 2, 0, 3, 5, 2], [2, 1, 2, 3, 2, 0, 2, 4]], [[0, 0, 1, 7, 5, 2, 1, 3], [4, 1, 4, 1, 2, 0, 0, 1]]);
        let ahead: Vec<(String, i32)> = pos.successors().iter().map(|s| (s.mv.to_string(), read_ahead(s))).collect();
        assert_eq!(ahead, [("A3>".into(), -13), ("A4>".into(), 14), ("A6<".into(), 9), ("A8<".into(), -10)]);
        for seed in 0..10 {
            let played =
                |player: ArenaPlayer| player.choose(&pos, &[], Budget::default(), seed, &Evaluator::default(), Hooks::default()).mv.map(|mv| mv.to_string());
            assert_eq!(played(ArenaPlayer::Reader).as_deref(), Some("A6<"), "seed {seed}");
            assert_eq!(played(ArenaPlayer::Graduate).as_deref(), Some("A4>"), "seed {seed}");
        }
    }

    /// The learning path's strat-hamna-race (its derivation replays every reply): A4> takes 5
    /// and leaves North one reply, a5<, after which A8< empties his front row; after each of
    /// the five other moves (7 or 9 seeds) North keeps his front row with a3> or a3<: the
    /// graduate races.
    #[test]
    fn the_graduate_races_to_bao_hamna_before_weighing_seeds() {
        let pos = study(18, [[3, 4, 9, 4, 0, 0, 0, 1], [2, 1, 6, 0, 4, 3, 1, 4]], [[5, 0, 6, 1, 2, 1, 0, 0], [2, 1, 0, 0, 2, 2, 0, 0]]);
        let races: Vec<String> = pos.successors().iter().filter(|s| bao_hamna_escape(&s.position).is_none()).map(|s| s.mv.to_string()).collect();
        assert_eq!(races, ["A4>"]);
        for seed in 0..10 {
            assert_eq!(graduate_move(&pos, &mut Rng::new(seed)).map(|mv| mv.to_string()).as_deref(), Some("A4>"), "seed {seed}");
        }
    }
}
