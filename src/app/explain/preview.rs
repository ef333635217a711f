//! Looking ahead by asking the engine: where a candidate move's first lap ends and whether it
//! captures, the best capture a move hands the opponent, and which seeds of a Bawo gambit the
//! opponent can capture at once. Nothing here re-derives a rule: every answer comes from
//! playing moves with [`Position::play`] and reading their events.

use crate::app::i18n::{seeds, t, tf, ExplainText, Lang};
use crate::engine::{Dir, Hole, Move, Placement, Position, SowMove, Stage};

use super::story::{LapStart, MoveStory};
use crate::app::i18n::{listed, side_word};

/// What a candidate move's first lap does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstLap {
    /// The legal move it belongs to (a kimbi namua capture has no direction).
    pub mv: SowMove,
    /// Namua: the hole that receives the reserve seed.
    pub placed: Option<Hole>,
    /// Every hole the first lap drops into (none for a namua capture, whose placement is
    /// its first lap).
    pub path: Vec<Hole>,
    /// Where the first lap ends.
    pub end: Hole,
    /// The opponent's hole it captures, with its seeds.
    pub capture: Option<(Hole, u8)>,
    /// Where the captured seeds enter.
    pub kichwa: Option<Hole>,
    /// The seeds the whole move captures, every lap's capture (the engine's events) added.
    pub total: u32,
}

/// The first lap of the move from `hole` in `dir` (`None`: the move without a direction, a
/// kimbi namua capture; a direction is also accepted for it), or `None` when no such move is
/// legal. Safari and stop share their first lap, so the stop is played.
pub fn first_lap(pos: &Position, hole: Hole, dir: Option<Dir>) -> Option<FirstLap> {
    let tries = [Some(dir), dir.is_some().then_some(None)];
    let (mv, played) = tries.into_iter().flatten().find_map(|dir| {
        let mv = SowMove { hole, dir, safari: false };
        pos.play(&Move::Sow(mv)).ok().map(|played| (mv, played))
    })?;
    let story = MoveStory::read(pos, &played.events);
    let first = story.laps.first()?;
    let total = story.captures().iter().map(|&(_, n)| u32::from(n)).sum();
    let capture_of = |start: &LapStart| match *start {
        LapStart::Capture { captured, seeds, kichwa } => Some((captured, seeds, kichwa)),
        _ => None,
    };
    if let (Some(placed), Some((captured, seeds, kichwa))) = (story.placed, capture_of(&first.start)) {
        return Some(FirstLap { mv, placed: Some(placed), path: Vec::new(), end: placed, capture: Some((captured, seeds)), kichwa: Some(kichwa), total });
    }
    let next = story.laps.get(1).and_then(|lap| capture_of(&lap.start));
    Some(FirstLap {
        mv,
        placed: story.placed,
        path: first.drops.clone(),
        end: first.end(),
        capture: next.map(|(h, n, _)| (h, n)),
        kichwa: next.map(|(_, _, k)| k),
        total,
    })
}

/// The first laps of every legal move from `hole` (one per direction or kichwa offered), for
/// touch screens, which show them once a hole is picked.
pub fn first_laps(pos: &Position, hole: Hole) -> Vec<FirstLap> {
    let mut dirs: Vec<Option<Dir>> = pos
        .legal_moves()
        .iter()
        .filter_map(|mv| match mv {
            Move::Sow(sow) if sow.hole == hole => Some(sow.dir),
            _ => None,
        })
        .collect();
    dirs.dedup();
    dirs.into_iter().filter_map(|dir| first_lap(pos, hole, dir)).collect()
}

/// One reply of the opponent and what it captures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplyCapture {
    pub reply: Move,
    /// Seeds taken in the whole reply.
    pub seeds: u32,
    /// The holes it captures in order, with their seeds (the first is the one it threatens).
    pub captured: Vec<(Hole, u8)>,
}

/// Every capturing reply of the side to move in `after` (a position reached by a move). In a
/// gambit position the gambit's own captures are the same whatever the placement, so one
/// placement stands for all.
pub fn capturing_replies(after: &Position) -> Vec<ReplyCapture> {
    let moves: Vec<Move> = if after.stage() == Stage::Gambit {
        after.gambit_placements().next().map(Move::Gambit).into_iter().collect()
    } else {
        let mut moves = Vec::new();
        after.for_each_legal_capture(|sowing| moves.push(Move::Sow(sowing.mv)));
        moves
    };
    moves.into_iter().filter_map(|reply| reply_of(after, reply).filter(|r| !r.captured.is_empty())).collect()
}

/// What the reply `reply` of the side to move in `after` captures, read from the engine's
/// events (`captured` empty: nothing); `None` if it is not legal there.
pub fn reply_of(after: &Position, reply: Move) -> Option<ReplyCapture> {
    let played = after.play(&reply).ok()?;
    let captured = MoveStory::read(after, &played.events).captures();
    let seeds = captured.iter().map(|&(_, n)| n as u32).sum();
    Some(ReplyCapture { reply, seeds, captured })
}

/// What a move hands the opponent: his capture that takes the most seeds at once from the
/// position `after` the move (the first listed among equals), or `None` if he has none.
pub fn best_reply_capture(after: &Position) -> Option<ReplyCapture> {
    capturing_replies(after).into_iter().fold(None, |best, reply| match best {
        Some(b) if b.seeds >= reply.seeds => Some(b),
        _ => Some(reply),
    })
}

/// The rule that decides which gambit seeds are lost at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GambitRule {
    /// South's gambit: North's gambit then takes every seed of South's front holes facing
    /// North's occupied front holes.
    NorthTakesFacing,
    /// North's gambit: South's first namua move captures as usual.
    SouthCapturesInNamua,
}

impl GambitRule {
    /// The rule in one line.
    pub fn render(self, lang: Lang) -> &'static str {
        let key = match self {
            GambitRule::NorthTakesFacing => ExplainText::GambitRuleNorthTakesFacing,
            GambitRule::SouthCapturesInNamua => ExplainText::GambitRuleSouthCapturesInNamua,
        };
        t(lang, key)
    }
}

/// Which holes of a gambit being made the opponent can capture at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GambitExposure {
    pub rule: GambitRule,
    /// Holes the mover has placed seeds in that some reply captures, with the seeds lost.
    pub exposed: Vec<(Hole, u8)>,
}

impl GambitExposure {
    /// The exposure in one line ("North can capture at once: A3 (2 seeds)").
    pub fn render(&self, lang: Lang, opponent: crate::engine::Side) -> String {
        let who = side_word(lang, opponent);
        let items: Vec<String> = self.exposed.iter().map(|&(h, n)| format!("{h} ({})", seeds(lang, n as u32))).collect();
        if items.is_empty() {
            tf(lang, ExplainText::GambitNothingExposed, &[who])
        } else {
            tf(lang, ExplainText::GambitExposed, &[who, &listed(lang, &items)])
        }
    }
}

/// For a gambit position and the seeds placed so far (`placed[k]`: seeds the mover put in
/// his hole `k`, circuit order), which of those holes the opponent captures at once. The
/// placement is completed with the seeds still in hand put into the back-row hole B1 (the
/// back row is never captured), played, and every capturing reply is played. `None` outside
/// a gambit or when more seeds were placed than the gambit has.
pub fn gambit_exposure(pos: &Position, placed: &[u8; 16]) -> Option<GambitExposure> {
    let hand = pos.gambit_hand()?.total();
    let so_far: u32 = placed.iter().map(|&n| n as u32).sum();
    let rest = u8::try_from((hand as u32).checked_sub(so_far)?).ok()?;
    let mut counts = *placed;
    counts[15] += rest;
    let mover = pos.to_move();
    let after = pos.play(&Move::Gambit(Placement { side: mover, counts })).ok()?.position;
    let mut exposed: Vec<(Hole, u8)> = Vec::new();
    for reply in capturing_replies(&after) {
        for (hole, seeds) in reply.captured {
            if placed[hole.k as usize] > 0 && hole.side == mover && !exposed.iter().any(|&(h, _)| h == hole) {
                exposed.push((hole, seeds));
            }
        }
    }
    crate::engine::sort::sort(&mut exposed);
    let rule = if mover == crate::engine::Side::South { GambitRule::NorthTakesFacing } else { GambitRule::SouthCapturesInNamua };
    Some(GambitExposure { rule, exposed })
}
