//! The practice queue: the puzzles due for review (failed ones come back after 1 day, 3 days,
//! 1 week: the progress's schedule) mixed with new ones at the learner's level.

use crate::app::learn::progress::Progress;
use crate::engine::Variant;
use crate::puzzles::{Puzzle, Rating, Theme};

/// One puzzle of the queue: its index in the loaded set, and whether it is a review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueueEntry {
    pub index: usize,
    pub due: bool,
}

/// The learner's level in `variant`, on the puzzles' rating scale: the band whose strength is
/// nearest the learner's Glicko-2 rating in that game ([`Progress::rating`]).
pub fn learner_level(progress: &Progress, variant: Variant) -> u8 {
    Rating::nearest(progress.rating(variant).rating).level()
}

/// The queue of `variant` at `now` (only the puzzles of `theme` when a themed set is
/// practised): the due puzzles, earliest due first, alternating with new
/// (never tried) puzzles at the learner's level — a due one first, then a new one, and so on,
/// the rest of the longer list after. New puzzles rated at most the learner's level come
/// first, the highest rating first, the themes taken in turn (the files are grouped by theme)
/// and one-move puzzles before longer lines; the harder ones follow, the nearest first.
pub fn queue(progress: &Progress, puzzles: &[Puzzle], variant: Variant, theme: Option<Theme>, now: f64) -> Vec<QueueEntry> {
    let in_set = |p: &Puzzle| p.variant == variant && theme.is_none_or(|t| p.theme == t);
    let due: Vec<usize> = progress.due_puzzles(now).into_iter().filter_map(|id| puzzles.iter().position(|p| p.id == id && in_set(p))).collect();
    let level = learner_level(progress, variant);
    // Sort key: at or below the level first (nearest the level first), then above it (nearest
    // first); then the rank within its theme (themes in turn), one-move puzzles before lines.
    let mut fresh: Vec<((bool, u8), usize, usize, usize)> = Vec::new();
    let mut seen_of_theme = std::collections::HashMap::new();
    for (index, p) in puzzles.iter().enumerate() {
        if !in_set(p) || progress.puzzles.contains_key(&p.id) {
            continue;
        }
        let rating = p.rating.level();
        let above = rating > level;
        let rank = seen_of_theme.entry((above, p.theme)).or_insert(0usize);
        fresh.push(((above, rating.abs_diff(level)), *rank, p.solution.len(), index));
        *rank += 1;
    }
    crate::engine::sort::sort(&mut fresh);
    let mut out = Vec::with_capacity(due.len() + fresh.len());
    let (mut d, mut n) = (due.into_iter(), fresh.into_iter().map(|(_, _, _, i)| i));
    loop {
        let (a, b) = (d.next(), n.next());
        if a.is_none() && b.is_none() {
            break;
        }
        out.extend(a.map(|index| QueueEntry { index, due: true }));
        out.extend(b.map(|index| QueueEntry { index, due: false }));
    }
    out
}

/// A missed practice level due for review: its step's place in the path and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelEntry {
    pub stage: usize,
    pub index: usize,
    pub number: usize,
}

/// The missed practice levels due at `now` (the puzzles' schedule: 1 day, 3 days, 1 week),
/// earliest first; a key of a step or level that no longer exists is left out.
pub fn due_levels(progress: &Progress, now: f64) -> Vec<LevelEntry> {
    let place = |key: &str| {
        let (step, number) = key.rsplit_once('/')?;
        let number: usize = number.parse().ok()?;
        let (stage, index) =
            crate::app::learn::STAGES.iter().enumerate().find_map(|(s, stage)| stage.steps.iter().position(|x| x.id == step).map(|i| (s, i)))?;
        (number >= 1 && number <= crate::app::learn::levels::level_count(step)).then_some(LevelEntry { stage, index, number })
    };
    progress.due_levels(now).into_iter().filter_map(place).collect()
}
