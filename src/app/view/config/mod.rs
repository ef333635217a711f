//! The one board builder. Every page with a board (the game, the analysis board, the review, a
//! learning step, a drill, a puzzle) fills in a [`BoardConfig`] — after chessground's `Config`:
//! the position, the side seen at the bottom, what may be picked, the page's own marks, the
//! trail, what is foreseen, the hole names, input on or off — and [`BoardModel::of`] turns it
//! into what the board component draws. The frame of a move being shown, a gambit's
//! placements, the playable holes, the pick and its arrows, the trail, the previews, the
//! reserve lines and the board's label are worked out here and nowhere else.

use crate::app::board::{Animation, BoardSession};
use crate::app::explain::{GambitExposure, Trail};
use crate::app::i18n::{self, BoardText, ErrorText, Lang, PlayText};
use crate::app::input::{self, Pick, SowingChoice, Target};
use crate::engine::{Dir, Hole, Position, Side, Variant, WhyNot};

use super::marks::{self, LapPreview};
use super::{arrows_of, hand_of, shown_seeds, BoardModel, HoleModel, ReserveLine};

/// What may be picked on a board now (drawn playable).
#[derive(Clone, Debug, PartialEq)]
pub enum Movable {
    /// Nothing: the person may not move now, or the board asks for no move.
    Nothing,
    /// The moves of the side to move: the holes they start from (in a gambit, every hole of
    /// his takes a seed). Only while the board is live and shows no move nor question.
    Moves,
    /// These holes, which answer the board's question (a drill's end or captures).
    Holes(Vec<Hole>),
}

/// What the board foresees of the move being entered. Only the game's board does: on a step's,
/// a drill's or a puzzle's board it would give the answer away.
#[derive(Clone, Debug, PartialEq)]
pub enum Foresight {
    Nothing,
    /// The game's board, while the person may move: which placements of a gambit the opponent
    /// captures at once and, with `laps` (the setting), the first laps of the hole pointed at
    /// or picked.
    Game {
        laps: bool,
    },
    /// Marks drawn as the previews are: a learning step's captures, a ring in the hole that
    /// captured and a cross on the hole it faces.
    Marks(Vec<LapPreview>),
}

/// A page's own marks, besides those of its board session.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PageMarks {
    /// A move asked about (a drill's, a prediction's), drawn while no move is shown: its start
    /// hole as picked and, with a direction, that direction's arrow.
    pub asked: Option<(Hole, Option<Dir>)>,
    /// Holes drawn as captured (the learner's answer, a drill's captures).
    pub captured: Vec<Hole>,
    /// Holes drawn as hinted.
    pub hint: Vec<Hole>,
    /// Where a move shown stopped, drawn as the animation's hole is.
    pub end: Option<Hole>,
    /// Words added to a hole's accessible name (`"A3, 2 seeds, marked"`).
    pub notes: Vec<(Hole, &'static str)>,
}

/// Everything a page says about its board; [`BoardModel::of`] draws it. Fill one in with
/// [`BoardConfig::new`] and the fields the page needs.
#[derive(Clone, Debug)]
pub struct BoardConfig<'a> {
    pub lang: Lang,
    /// The position drawn, and the one moves are entered on.
    pub position: &'a Position,
    /// The orientation: the side drawn at the bottom.
    pub viewer: Side,
    /// The board's session: its pick, focus, question, and the move shown frame by frame.
    pub session: &'a BoardSession,
    /// Input on: the board shows the position moves are entered on (the game's: not a past one
    /// viewed), so while no move is shown nor question asked the session's pick is drawn (the
    /// picked hole, its arrows and kichwa choices, a gambit's placements).
    pub live: bool,
    pub movable: Movable,
    /// The move into the position: its trail is drawn, as far as the laps an animation of it
    /// has sown.
    pub trail: Option<&'a Trail>,
    pub foresight: Foresight,
    pub marks: PageMarks,
    /// At the last frame of the move shown the board draws the position again (a drill's, a
    /// puzzle's: the position is the move's end); otherwise the last frame stays until the
    /// animation goes.
    pub position_at_end: bool,
    /// Draw each hole's name (the setting).
    pub coords: bool,
}

impl<'a> BoardConfig<'a> {
    /// `position` seen from `viewer` with `session`'s marks, input off, nothing else marked.
    pub fn new(lang: Lang, position: &'a Position, viewer: Side, session: &'a BoardSession) -> BoardConfig<'a> {
        BoardConfig {
            lang,
            position,
            viewer,
            session,
            live: false,
            movable: Movable::Nothing,
            trail: None,
            foresight: Foresight::Nothing,
            marks: PageMarks::default(),
            position_at_end: false,
            coords: false,
        }
    }
}

/// The one wording of a refused hole on every board: the hole and the engine's reason, in the
/// terms of the board's own game (`A3 cannot be played: it is not your hole`).
pub fn refusal_words(lang: Lang, variant: Variant, hole: Hole, why: WhyNot) -> String {
    i18n::tf(lang, ErrorText::NoticeCannotPlay, &[&hole.name(), &i18n::why_not_words(lang, variant, why)])
}

/// The reserve line of `side` with `seeds` in `variant`'s words: "South · reserve 22".
fn reserve_line(lang: Lang, variant: Variant, side: Side, seeds: u8) -> ReserveLine {
    let text = format!("{} · {}", i18n::side_word(lang, side), i18n::reserve_count(lang, variant, seeds));
    ReserveLine { side, seeds, text, label: i18n::tf(lang, BoardText::ReserveSeeds, &[&seeds.to_string()]) }
}

/// The holes drawn playable.
fn playable(config: &BoardConfig, pick: &Pick, open: bool) -> Vec<Hole> {
    let pos = config.position;
    match (&config.movable, pick) {
        (Movable::Moves, Pick::Gambit { .. }) if open => Hole::all().filter(|h| h.side == pos.to_move()).collect(),
        (Movable::Moves, _) if open => input::playable_holes(pos),
        (Movable::Holes(holes), _) => holes.clone(),
        _ => Vec::new(),
    }
}

/// The previews drawn, and the gambit's exposure: what the board foresees (see [`Foresight`]).
fn foreseen(config: &BoardConfig, playable: &[Hole], open: bool) -> (Vec<LapPreview>, Option<GambitExposure>) {
    let (pos, session) = (config.position, config.session);
    match &config.foresight {
        Foresight::Game { laps } if open && config.movable == Movable::Moves => {
            let previews = match considered(config, playable, open) {
                Some(hole) if *laps => marks::lap_previews(config.lang, pos, hole),
                _ => Vec::new(),
            };
            let exposure = match &session.pick {
                Pick::Gambit { placed } => marks::gambit_exposure(pos, placed),
                _ => None,
            };
            (previews, exposure)
        }
        Foresight::Marks(previews) => (previews.clone(), None),
        _ => (Vec::new(), None),
    }
}

/// The hole whose moves are being considered on a board that takes the moves of the side to
/// move now: the picked hole, else the playable hole under the pointer.
fn considered(config: &BoardConfig, playable: &[Hole], open: bool) -> Option<Hole> {
    let session = config.session;
    (open && config.movable == Movable::Moves).then(|| marks::previewed_hole(&session.pick, session.pointed, playable)).flatten()
}

/// Whether the board takes input now (live, no move shown, no question asked), the frame of the
/// move shown, and the pick as it counts now.
fn input_state<'a>(config: &'a BoardConfig) -> (bool, Option<&'a crate::app::anim::Frame>, &'a Pick) {
    let session = config.session;
    let frame = session.anim.as_ref().filter(|a| !(config.position_at_end && a.at_end())).and_then(Animation::frame);
    let open = config.live && session.safari.is_none() && frame.is_none();
    (open, frame, if open { &session.pick } else { &Pick::Idle })
}

impl BoardConfig<'_> {
    /// The hole whose moves the person is considering on this board (the one the previews
    /// show): the picked hole, else the playable hole under the pointer; `None` unless the
    /// board takes the moves of the side to move now.
    pub fn considered_hole(&self) -> Option<Hole> {
        let (open, _, pick) = input_state(self);
        considered(self, &playable(self, pick, open), open)
    }
}

impl BoardModel {
    /// The board a page's [`BoardConfig`] describes: the position, or the frame of the move
    /// being shown, or a gambit's placements so far; the session's marks and the page's; the
    /// trail, the previews, the reserve lines and the label.
    pub fn of(config: &BoardConfig) -> BoardModel {
        let (lang, pos, session, viewer) = (config.lang, config.position, config.session, config.viewer);
        // The board takes input now: live, no move shown, no question asked.
        let (open, frame, pick) = input_state(config);
        let gambit = match pick {
            Pick::Gambit { placed } => input::gambit_preview(pos, placed),
            _ => None,
        };
        let (board, reserve) = shown_seeds(pos, frame, gambit);
        let playable = playable(config, pick, open);
        // The session's picked hole, else the move the page asks about, drawn on the position:
        // its start hole, and its direction as an arrow.
        let asked = config.marks.asked.filter(|_| frame.is_none());
        let (picked, choices) = match pick {
            Pick::Hole { hole, choices } => (Some(*hole), choices.clone()),
            _ => {
                (asked.map(|(hole, _)| hole), asked.and_then(|(_, dir)| dir).map(|dir| SowingChoice { dir, target: Target::Arrow(dir) }).into_iter().collect())
            }
        };
        // Over a frame the trail follows the laps sown so far, and is drawn once it has some.
        let trail = config.trail.map(|t| session.anim.as_ref().filter(|_| frame.is_some()).map_or_else(|| t.clone(), |a| t.up_to_lap(a.laps_done())));
        let (touched, mut captured) = trail.filter(|t| !t.drops.is_empty() || frame.is_none()).map(|t| t.marked()).unwrap_or_default();
        captured.extend(&config.marks.captured);
        let (previews, exposure) = foreseen(config, &playable, open);
        let active = [frame.and_then(|f| f.hole), config.marks.end];
        let holes = Hole::all()
            .map(|hole| {
                let base = HoleModel::of(lang, pos, hole, board[hole.side.index()][hole.k as usize], viewer, playable.contains(&hole));
                let mut label = base.label.clone();
                for (_, note) in config.marks.notes.iter().filter(|(h, _)| *h == hole) {
                    label = format!("{label}, {note}");
                }
                HoleModel {
                    label,
                    picked: picked == Some(hole),
                    target: input::kichwa_choice(&choices, hole).map(|c| c.dir),
                    touched: touched.contains(&hole),
                    captured: captured.contains(&hole),
                    active: active.contains(&Some(hole)),
                    hint: config.marks.hint.contains(&hole),
                    focused: session.focus == hole,
                    preview_end: previews.iter().any(|p| p.end == hole),
                    preview_capture: previews.iter().any(|p| p.capture.is_some_and(|(c, _)| c == hole)),
                    exposed: exposure.as_ref().and_then(|e| e.exposed.iter().find(|&&(h, _)| h == hole).map(|&(_, n)| n)),
                    ..base
                }
            })
            .collect();
        let variant = pos.variant();
        BoardModel {
            viewer,
            holes,
            arrows: arrows_of(picked, &choices, viewer),
            hand: hand_of(frame, viewer),
            reserves: [Side::South, Side::North].map(|side| reserve_line(lang, variant, side, reserve[side.index()])),
            label: i18n::tf(lang, PlayText::BoardLabel, &[i18n::side_word(lang, viewer)]),
            coords: config.coords,
            previews,
            exposure,
        }
    }
}

#[cfg(test)]
mod tests;
