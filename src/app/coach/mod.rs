//! The coach of a coached game: before the learner's move is played, [`coach_warning`] says
//! whether it deserves a warning, as typed data the catalogue renders (`i18n::coach`).
//!
//! Two things are warned about, and nothing else (most Bao moves hand the opponent some
//! capture, so a warning on every one would be noise):
//!
//! * **The proof** (Bao la Kujifunza, the learner South on a position of the shipped proof):
//!   a move other than the proof's that leaves the proven win — the position after it is not
//!   a position of the proof and a small AND/OR search ([`PROVE_BUDGET`] positions) cannot
//!   prove it still won. With [`CoachStyle::Proof`] ("win like the perfect player") every
//!   move off the proof is warned about, won or not.
//! * **Seeds** (any game): a 2-ply look-ahead. Each legal move is scored by the learner's
//!   seeds (board and reserve) after it and the opponent's reply that leaves him the fewest;
//!   a move is warned about when the best other move keeps at least [`SEED_MARGIN`] seeds more
//!   *and* the move's worst reply captures more than that move's does (so a move that only
//!   captures less than another, or whose reply takes no more than the alternatives', is never
//!   warned about). A reply that wins the game at once counts as the worst of all.
//!
//! * **The search** (any game, [`search_warning`]): after those two, the move goes to the
//!   coach's own search in a worker ([`coach_request`]: the review's one search of every root
//!   move, [`COACH_DEPTH`] plies, at most [`COACH_NODES`] nodes). A move the review marks a
//!   blunder (`ai::review::mark`: the best other move is a proven win and this one is not, or
//!   it keeps at least eight seeds more) is warned about: as a missed win at once, a thrown
//!   win, or the seeds it loses.
//!
//! Everything comes from the engine (playing moves, its end check), the proof and the search;
//! nothing re-derives a rule.

use serde::{Deserialize, Serialize};

use crate::ai::protocol::ReviewRequest;
use crate::ai::prove::{proof_move, proof_status, CompactProof, Prover};
use crate::ai::review::{Mark, PlyReview};
use crate::ai::{south_view, Verdict, SEED};
use crate::engine::{end_check, Hole, Move, Outcome, Position, Side, Variant};
use crate::listed_enum;

use super::explain::capturing_replies;
use super::i18n::{side_word, t, tf, CoachText, Lang};

/// Seeds the best other move must keep more for a move to be warned about.
pub const SEED_MARGIN: i32 = 4;
/// Positions the AND/OR search may expand to prove a move off the proof still won (about
/// 6 ms natively in the worst case on an idle core; `examples/coach_bench.rs` measures the
/// whole decision).
pub const PROVE_BUDGET: u64 = 2_000;
/// The opponent wins at once: worse than any seed count.
const LOST_NOW: i32 = -1_000;
/// The learner wins at once: better than any seed count.
const WON_NOW: i32 = 1_000;

listed_enum! {
    /// Which kind of practice game is coached; `ALL` in the order the buttons show them.
    /// The names are saved with the game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum PracticeGame {
        /// A game of Bao la Kujifunza against the computer at a beginner level, coach on.
        Coached => "coached",
        /// "Hold out against perfect play": the learner North against the top level, which plays
        /// the proof as South.
        HoldOut => "hold_out",
        /// "Win like the perfect player": the learner South; the coach warns whenever a move
        /// leaves the proof and says the proof's move.
        PerfectPlayer => "perfect_player",
    }
}

impl PracticeGame {
    /// How the coach judges this game's moves.
    pub fn style(self) -> CoachStyle {
        match self {
            PracticeGame::PerfectPlayer => CoachStyle::Proof,
            PracticeGame::Coached | PracticeGame::HoldOut => CoachStyle::Guard,
        }
    }
}

/// A game's coach: which practice it is and whether the coach is on (it can be switched off
/// and on during the game). Saved with the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coach {
    pub practice: PracticeGame,
    pub on: bool,
}

impl Coach {
    /// A practice game's coach, switched on.
    pub fn new(practice: PracticeGame) -> Coach {
        Coach { practice, on: true }
    }
}

/// How strictly the coach reads the proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoachStyle {
    /// Warn only when a move throws a proven win away (or loses seeds, see the module).
    Guard,
    /// Warn whenever a move leaves the proof.
    Proof,
}

/// What is known of the position after a move that leaves the proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterLeaving {
    /// Still a win: the small search proved it.
    StillWon,
    /// No longer a win: the search proved that South cannot force one.
    Lost,
    /// The win is no longer certain: neither proven within the search's budget.
    Unsure,
}

/// The opponent's reply that takes most of the learner's seeds after a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandedCapture {
    /// The opponent's reply.
    pub reply: Move,
    /// Seeds it captures in all.
    pub seeds: u32,
    /// The learner's holes it captures, in order, with their seeds.
    pub captured: Vec<(Hole, u8)>,
    /// The best other move (by the 2-ply look-ahead).
    pub better: Move,
    /// Seeds the better move keeps more after the opponent's best reply.
    pub keeps: u32,
}

/// Why the coach stops a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoachWarning {
    /// The move leaves the proof; `proof_move` is the perfect player's move here.
    LeavesProof { proof_move: Move, after: AfterLeaving },
    /// The opponent can then win at once with `reply`; `better` avoids it.
    HandsWin { reply: Move, better: Move },
    /// The opponent's best reply then costs the learner seeds another move would keep.
    HandsCapture(HandedCapture),
    /// The coach's search: `win` wins the game at once, and the move does not.
    MissesWinNow { win: Move },
    /// The coach's search: `better` is a proven win, and after the move the win is not proven.
    ThrowsWin { better: Move },
    /// The coach's search: `better` keeps `seeds` seeds more (at least eight).
    LosesSeeds { better: Move, seeds: u32 },
}

impl CoachWarning {
    /// The warning in words for the learner (the side to move), ending with "play it anyway?".
    pub fn render(&self, lang: Lang, learner: Side) -> String {
        let opponent = side_word(lang, learner.opponent());
        let said = match self {
            CoachWarning::HandsCapture(h) => {
                let holes: Vec<String> = h.captured.iter().map(|(hole, _)| hole.to_string()).collect();
                let (seeds, keeps) = (crate::app::i18n::seeds(lang, h.seeds), crate::app::i18n::seeds(lang, h.keeps));
                let args = [opponent, &seeds, &h.reply.to_string(), &holes.join(", "), &h.better.to_string(), &keeps];
                tf(lang, CoachText::HandsCapture, &args)
            }
            CoachWarning::HandsWin { reply, better } => tf(lang, CoachText::HandsWin, &[opponent, &reply.to_string(), &better.to_string()]),
            CoachWarning::LeavesProof { proof_move, after } => {
                let after = match after {
                    AfterLeaving::StillWon => CoachText::AfterStillWon,
                    AfterLeaving::Lost => CoachText::AfterLost,
                    AfterLeaving::Unsure => CoachText::AfterUnsure,
                };
                format!("{} {}", tf(lang, CoachText::LeavesProof, &[&proof_move.to_string()]), t(lang, after))
            }
            CoachWarning::MissesWinNow { win } => tf(lang, CoachText::MissesWinNow, &[&win.to_string()]),
            CoachWarning::ThrowsWin { better } => tf(lang, CoachText::ThrowsWin, &[&better.to_string()]),
            CoachWarning::LosesSeeds { better, seeds } => tf(lang, CoachText::LosesSeeds, &[&better.to_string(), &seeds.to_string()]),
        };
        format!("{said} {}", t(lang, CoachText::Question))
    }
}

/// The coach's verdict on the learner's move `mv` (legal in `pos`, the learner to move).
/// `None`: no warning. A move that keeps the proven win ([`keeps_proven_win`]) is never warned
/// about for the seeds it costs: the proof's judgement and the seeds' would point opposite ways.
pub fn coach_warning(pos: &Position, mv: &Move, style: CoachStyle) -> Option<CoachWarning> {
    match first_look(pos, mv, style) {
        FirstLook::Warns(warning) => Some(warning),
        FirstLook::KeepsWin | FirstLook::AskSearch => None,
    }
}

/// What the coach does with the learner's move before it is played.
#[derive(Clone, Debug, PartialEq)]
pub enum FirstLook {
    /// Warn before playing it.
    Warns(CoachWarning),
    /// Play it: it keeps the proven win ([`keeps_proven_win`]), so no search is asked.
    KeepsWin,
    /// Nothing to say yet: the coach's search judges it ([`coach_request`]).
    AskSearch,
}

/// The coach's first look at `mv` (legal in `pos`, the learner to move): the proof, then the
/// seeds' 2-ply look-ahead, each asked once.
pub fn first_look(pos: &Position, mv: &Move, style: CoachStyle) -> FirstLook {
    match proof_judgement(pos, mv, style) {
        ProofJudgement::Warns(warning) => FirstLook::Warns(warning),
        ProofJudgement::KeepsWin => FirstLook::KeepsWin,
        ProofJudgement::Silent => seed_warning(pos, mv).map_or(FirstLook::AskSearch, FirstLook::Warns),
    }
}

/// Whether `mv` keeps the shipped proof's win: it is the proof's move, or (with
/// [`CoachStyle::Guard`]) a move off the proof that still wins. Such a move is played without
/// the coach's search, whose seed count would contradict the proof.
pub fn keeps_proven_win(pos: &Position, mv: &Move, style: CoachStyle) -> bool {
    proof_judgement(pos, mv, style) == ProofJudgement::KeepsWin
}

/// What the proof says of a move.
#[derive(Clone, Debug, PartialEq)]
enum ProofJudgement {
    /// Not a position of the proof (another game, North to move, off the proof's positions).
    Silent,
    /// The move keeps the proven win.
    KeepsWin,
    /// The move leaves the proof: the warning.
    Warns(CoachWarning),
}

/// The proof's part: only in Bao la Kujifunza, on a South node of the shipped proof.
fn proof_judgement(pos: &Position, mv: &Move, style: CoachStyle) -> ProofJudgement {
    if pos.variant() != Variant::Kujifunza || pos.to_move() != Side::South {
        return ProofJudgement::Silent;
    }
    let proof = CompactProof::kujifunza_shared();
    let Some(wanted) = proof_move(proof, pos) else { return ProofJudgement::Silent };
    if wanted == *mv {
        return ProofJudgement::KeepsWin;
    }
    let Ok(after) = pos.play(mv) else { return ProofJudgement::Silent };
    let status = if proof_status(proof, &after.position).is_some() {
        AfterLeaving::StillWon
    } else {
        match end_check(&after.position, Some(&after.info), 1) {
            Some((Outcome::Win(Side::South), _)) => AfterLeaving::StillWon,
            Some(_) => AfterLeaving::Lost,
            None => prove_after(&after.position),
        }
    };
    match (style, status) {
        (CoachStyle::Guard, AfterLeaving::StillWon) => ProofJudgement::KeepsWin,
        _ => ProofJudgement::Warns(CoachWarning::LeavesProof { proof_move: wanted, after: status }),
    }
}

/// Whether South still wins from `pos` (North to move), by a small AND/OR search.
fn prove_after(pos: &Position) -> AfterLeaving {
    let mut prover = Prover::new();
    if prover.prove(pos, 41, PROVE_BUDGET).is_some() {
        AfterLeaving::StillWon
    } else if prover.is_lost(pos) {
        AfterLeaving::Lost
    } else {
        AfterLeaving::Unsure
    }
}

/// One learner move by the 2-ply look-ahead.
struct Scored {
    mv: Move,
    /// The learner's seeds after the opponent's best reply ([`WON_NOW`] / [`LOST_NOW`]).
    value: i32,
    /// Seeds the opponent's best reply captures.
    handed: u32,
    /// The position after the move (for the reply's details).
    after: Position,
    /// The opponent's best reply (none when the game ends or he has no capture that matters).
    reply: Option<Move>,
}

/// The learner's seeds: his holes and his reserve.
fn seeds_of(pos: &Position, side: Side) -> i32 {
    pos.holes_of(side).iter().map(|&n| n as i32).sum::<i32>() + pos.reserve(side) as i32
}

fn score(learner: Side, successor: crate::engine::Successor) -> Scored {
    let mut scored = Scored { mv: successor.mv, value: WON_NOW, handed: 0, after: successor.position.clone(), reply: None };
    match end_check(&successor.position, Some(&successor.info), 1) {
        Some((Outcome::Win(winner), _)) => scored.value = if winner == learner { WON_NOW } else { LOST_NOW },
        Some(_) => scored.value = seeds_of(&successor.position, learner),
        None => {
            for reply in successor.position.successors() {
                let value = match end_check(&reply.position, Some(&reply.info), 1) {
                    Some((Outcome::Win(winner), _)) if winner != learner => LOST_NOW,
                    _ => seeds_of(&reply.position, learner),
                };
                if value < scored.value {
                    scored.value = value;
                    scored.reply = Some(reply.mv);
                    scored.handed = reply.info.seeds_captured as u32;
                }
            }
        }
    }
    scored
}

/// The seeds' part: the 2-ply look-ahead over every legal move.
fn seed_warning(pos: &Position, mv: &Move) -> Option<CoachWarning> {
    let learner = pos.to_move();
    let scored: Vec<Scored> = pos.successors().into_iter().map(|s| score(learner, s)).collect();
    let played = scored.iter().find(|s| s.mv == *mv)?;
    let best = scored.iter().filter(|s| s.mv != *mv).max_by_key(|s| (s.value, std::cmp::Reverse(s.handed)))?;
    if best.value - played.value < SEED_MARGIN || (played.handed <= best.handed && played.value != LOST_NOW) {
        return None;
    }
    let reply = played.reply?;
    if played.value == LOST_NOW {
        return Some(CoachWarning::HandsWin { reply, better: best.mv });
    }
    let captured = capturing_replies(&played.after).into_iter().find(|r| r.reply == reply).map(|r| r.captured).unwrap_or_default();
    let keeps = (best.value.min(pos.total_seeds() as i32) - played.value) as u32;
    Some(CoachWarning::HandsCapture(HandedCapture { reply, seeds: played.handed, captured, better: best.mv, keeps }))
}

/// The coach's warning of a threat, on the learner's turn: the opponent's biggest capture if
/// it were his move now (`learn::check::best_threat`, from the engine's own moves), in words —
/// "North threatens to capture 4 seeds from A3 (a4>)". `None`: he has no capture.
pub fn threat_words(lang: Lang, pos: &Position) -> Option<String> {
    let opponent = pos.to_move().opponent();
    let Some(super::learn::Why::Threat { reply, holes, seeds }) = super::learn::check::best_threat(&pos.with_side_to_move(opponent)) else { return None };
    let holes: Vec<String> = holes.iter().map(Hole::to_string).collect();
    Some(tf(lang, CoachText::Threat, &[side_word(lang, opponent), &super::i18n::seeds(lang, seeds), &holes.join(", "), &reply.to_string()]))
}

/// The deepest iteration of the coach's search.
pub const COACH_DEPTH: u32 = 10;
/// The coach's search budget: at most this many nodes (a few tenths of a second in the worker),
/// so that the person's move is judged before it is played without a long wait.
pub const COACH_NODES: u64 = 300_000;

/// The worker request that judges the learner's move `mv` from `pos` (after the positions of
/// `history`): the review of one ply at the coach's budget.
pub fn coach_request(pos: &Position, history: Vec<u64>, mv: &Move) -> ReviewRequest {
    ReviewRequest { position: pos.clone(), history, played: *mv, depth: Some(COACH_DEPTH), nodes: Some(COACH_NODES), study: false }
}

/// The coach's verdict from its search (the worker's answer to [`coach_request`]): `None`
/// unless the review marks the move a blunder, and `None` for a move the search proves still
/// wins (however many seeds another move would keep).
pub fn search_warning(reply: &PlyReview) -> Option<CoachWarning> {
    if reply.mark != Some(Mark::Blunder) {
        return None;
    }
    let better = reply.best.mv;
    let mover = reply.mover;
    let wins = |verdict: Verdict| matches!(verdict, Verdict::Proven { winner, .. } if winner == mover);
    let played = reply.played.as_ref().map(|line| (line.score, line.verdict));
    // A move the search proves still wins is not warned about for the seeds it costs.
    if played.is_some_and(|(_, verdict)| wins(verdict)) {
        return None;
    }
    let warning = match reply.best.verdict {
        Verdict::Proven { winner, plies: 1 } if winner == mover => CoachWarning::MissesWinNow { win: better },
        verdict if wins(verdict) && !played.is_some_and(|(_, v)| wins(v)) => CoachWarning::ThrowsWin { better },
        _ => {
            let played = played.map_or(i32::MIN / 2, |(score, _)| south_view(score, mover));
            let loss = south_view(reply.best.score, mover).saturating_sub(played);
            CoachWarning::LosesSeeds { better, seeds: (loss / SEED).max(0) as u32 }
        }
    };
    Some(warning)
}

#[cfg(test)]
mod tests;
