//! Animation planning: turns the engine's events of one move into a list of frames, each the
//! board as it looks right after one event, and paces them. The UI only shows frames; it never
//! sows itself.
//!
//! Frame 0 is the board before the move; frame `i + 1` is the board after event `i`. Laps are
//! counted as [`crate::app::explain::MoveStory`] counts them (a lap begins with every lift and
//! every capture; a namua placement belongs to lap 1; a Bawo gambit is one step, lap 1), so the
//! lap counter, the narration and the lap stepper agree.
//!
//! Pacing ([`Frame::hold`], in hundredths of a tick of the speed setting): the first lap is
//! shown seed by seed, later laps faster the longer the move (their seeds share a short lap
//! time), a capture holds longer than any drop so it can be seen, and a move of up to six laps
//! is over within [`SHORT_MOVE_BUDGET`] (about 2.9 s at the default speed). Seeds of later laps
//! whose share of the time is too short to see are dropped together (held 0: passed over).

use crate::app::save::Speed;
use crate::engine::{Event, Hole, LiftKind, Position, Side, Turn};

/// What a frame shows happening, for the board's highlight and the caption.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// The board before the move (the lap stepper's first position).
    Start,
    /// A reserve seed (namua) is put into the hole.
    Place,
    /// Seeds are taken into the hand.
    Lift(LiftKind),
    /// One seed falls from the hand.
    Drop,
    /// The opponent's hole is emptied into the hand; the seeds fly to the kichwa.
    Capture { to_kichwa: Option<Hole> },
    /// Captured seeds are entered at this kichwa.
    Entry,
    /// The move stops in the takasiaed hole or the nyumba.
    Stop,
    /// Bawo: a never-ending move jumped to its end.
    Skipped { laps: u32 },
    /// Anything else (stage change, mark, game over): nothing moves.
    Note,
}

/// The board right after one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Seeds per side in circuit order.
    pub board: [[u8; 16]; 2],
    pub reserve: [u8; 2],
    /// The hole this event happened at (the hand is drawn there).
    pub hole: Option<Hole>,
    /// Seeds in the hand after the event.
    pub hand: u8,
    pub step: Motion,
    /// The lap this frame belongs to (0 only for the board before the move).
    pub lap: u32,
    /// The sowing sense of the current lap, once known.
    pub turn: Option<Turn>,
    /// Whether the move is a Bawo gambit (its placements are one step, not laps).
    pub gambit: bool,
    /// How long the frame stays on screen, in hundredths of a tick ([`Speed::tick_ms`]); 0: the
    /// animation passes over it (its seeds are shown together with the next frame's).
    pub hold: u16,
}

impl Frame {
    /// How long the frame stays on screen at `speed`, in milliseconds.
    pub fn hold_ms(&self, speed: Speed) -> u32 {
        speed.tick_ms() * u32::from(self.hold) / 100
    }
}

/// Pacing, in hundredths of a tick: a namua placement, and every frame of the first lap.
const FIRST_LAP: u32 = 100;
/// A capture: a pause, so that it can be seen.
const CAPTURE: u32 = 250;
/// The lift of a later lap (relay, safari).
const LATER_LIFT: u32 = 40;
/// All seeds of a later lap together at most (lap `k`'s seeds fall at `100 / k` each).
const LATER_LAP: u32 = 150;
/// The stop at the nyumba or the takasiaed hole.
const STOP: u32 = 100;
/// A Bawo never-ending move's jump.
const SKIPPED: u32 = 200;
/// The last frame stays a moment before the real position takes over.
const LAST: u32 = 100;
/// A later lap's seed held shorter than this (20 ms at the default speed) falls together with
/// the next one.
const MIN_SHOWN: u32 = 10;
/// The whole of a move of up to six laps, at most (2,900 ms at the default speed: under 3 s).
pub const SHORT_MOVE_BUDGET: u32 = 1450;
/// Each lap beyond six adds this much to the budget, up to [`LONG_MOVE_BUDGET`].
const PER_EXTRA_LAP: u32 = 50;
/// The longest any move is animated (6 s at the default speed).
pub const LONG_MOVE_BUDGET: u32 = 3000;

/// Plans the frames of a move played from `before` whose engine events are `events`: the board
/// before the move, then one frame per event, paced (see the module's doc).
/// A gambit's reserve seed is taken at its first drop (the engine reports no event for it).
pub fn plan(before: &Position, events: &[Event]) -> Vec<Frame> {
    let mover = before.to_move();
    let mut board = [*before.holes_of(Side::South), *before.holes_of(Side::North)];
    let mut reserve = [before.reserve(Side::South), before.reserve(Side::North)];
    let mut hand: u8 = 0;
    let mut lap = 0;
    let mut turn = None;
    let gambit = events.iter().all(|e| !matches!(e, Event::Place { .. })) && before.gambit_hand().is_some();
    let mut gambit_seed_taken = false;
    let mut frames = Vec::with_capacity(events.len() + 1);
    frames.push(Frame { board, reserve, hole: None, hand, step: Motion::Start, lap: 0, turn: None, gambit, hold: 0 });
    for (i, event) in events.iter().enumerate() {
        let at = |hole: Hole| (hole.side.index(), hole.k as usize);
        let (hole, step) = match *event {
            Event::Place { hole } => {
                let (s, k) = at(hole);
                board[s][k] += 1;
                reserve[mover.index()] = reserve[mover.index()].saturating_sub(1);
                (Some(hole), Motion::Place)
            }
            Event::Lift { hole, count, kind } => {
                let (s, k) = at(hole);
                board[s][k] = board[s][k].saturating_sub(count);
                hand = hand.saturating_add(count);
                lap += 1;
                turn = next_drop(&events[i + 1..]).map(|drop| sense(hole, drop)).or(turn);
                (Some(hole), Motion::Lift(kind))
            }
            Event::Drop { hole } => {
                if gambit && !gambit_seed_taken {
                    gambit_seed_taken = true;
                    reserve[mover.index()] = reserve[mover.index()].saturating_sub(1);
                    hand = hand.saturating_add(1);
                }
                let (s, k) = at(hole);
                board[s][k] += 1;
                hand = hand.saturating_sub(1);
                (Some(hole), Motion::Drop)
            }
            Event::Capture { hole, count } => {
                let (s, k) = at(hole);
                board[s][k] = board[s][k].saturating_sub(count);
                hand = hand.saturating_add(count);
                lap += 1;
                let to_kichwa = events[i + 1..].iter().find_map(|e| match e {
                    Event::Entry { kichwa, .. } => Some(*kichwa),
                    _ => None,
                });
                (Some(hole), Motion::Capture { to_kichwa })
            }
            Event::Entry { kichwa, turn: entry_turn } => {
                turn = Some(entry_turn);
                (Some(kichwa), Motion::Entry)
            }
            Event::TakasiaStop { hole } | Event::HouseStop { hole } => (Some(hole), Motion::Stop),
            Event::LapsSkipped { laps_skipped, board: jumped } => {
                board = jumped;
                hand = 0;
                lap += laps_skipped;
                (None, Motion::Skipped { laps: laps_skipped })
            }
            _ => (None, Motion::Note),
        };
        // A gambit is one step (lap 1); a namua placement belongs to lap 1.
        let shown_lap = if gambit { 1 } else { lap.max(1) };
        frames.push(Frame { board, reserve, hole, hand, step, lap: shown_lap, turn, gambit, hold: 0 });
    }
    pace(&mut frames);
    frames
}

/// The natural hold of a frame, before the move's budget is applied.
fn natural_hold(frame: &Frame, lap_seeds: u32) -> u32 {
    let later = frame.lap > 1 && !frame.gambit;
    match frame.step {
        Motion::Start | Motion::Entry | Motion::Note => 0,
        Motion::Capture { .. } => CAPTURE,
        Motion::Stop => STOP,
        Motion::Skipped { .. } => SKIPPED,
        Motion::Lift(_) if later => LATER_LIFT,
        Motion::Drop if later => (100 / frame.lap).min(LATER_LAP / lap_seeds.max(1)),
        Motion::Place | Motion::Lift(_) | Motion::Drop => FIRST_LAP,
    }
}

/// The most a move of `laps` laps may take, in hundredths of a tick.
pub fn budget(laps: u32) -> u32 {
    (SHORT_MOVE_BUDGET + PER_EXTRA_LAP * laps.saturating_sub(6)).min(LONG_MOVE_BUDGET)
}

/// Sets every frame's hold: the natural holds, scaled down to the move's budget when they
/// exceed it; later laps' seeds too short to see fall together with the next frame.
fn pace(frames: &mut [Frame]) {
    // Seeds dropped in each lap, by lap number.
    let mut seeds_of_lap = vec![0u32; frames.iter().map(|f| f.lap as usize + 1).max().unwrap_or(0)];
    for f in frames.iter().filter(|f| f.step == Motion::Drop) {
        seeds_of_lap[f.lap as usize] += 1;
    }
    let mut natural: Vec<u32> = frames.iter().map(|f| natural_hold(f, seeds_of_lap[f.lap as usize])).collect();
    if let Some(last) = natural.last_mut() {
        *last += LAST;
    }
    let total: u32 = natural.iter().sum();
    let cap = budget(frames.last().map_or(0, |f| f.lap));
    let scale = |h: u32| if total > cap { h * cap / total } else { h };
    let mut carry = 0;
    let last = frames.len().saturating_sub(1);
    for (i, (frame, natural)) in frames.iter_mut().zip(natural).enumerate() {
        let first_lap = frame.lap <= 1 || frame.gambit;
        let mut hold = scale(natural) + carry;
        carry = 0;
        if natural > 0 && first_lap {
            // The first lap stays seed by seed.
            hold = hold.max(MIN_SHOWN);
        } else if frame.step == Motion::Drop && hold < MIN_SHOWN && i < last {
            carry = hold;
            hold = 0;
        }
        frame.hold = hold.min(u32::from(u16::MAX)) as u16;
    }
}

/// How long the whole animation of these frames takes at `speed`, in milliseconds.
pub fn duration_ms(frames: &[Frame], speed: Speed) -> u32 {
    frames.iter().map(|f| f.hold_ms(speed)).sum()
}

fn next_drop(events: &[Event]) -> Option<Hole> {
    events.iter().find_map(|e| match e {
        Event::Drop { hole } => Some(*hole),
        _ => None,
    })
}

/// The sense of sowing from `from` whose first seed falls into `to` (same side).
fn sense(from: Hole, to: Hole) -> Turn {
    if Turn::Clockwise.step(from.k) == to.k {
        Turn::Clockwise
    } else {
        Turn::Anticlockwise
    }
}

/// The number of leading events two event lists share: the part of a move that is the same
/// whether the player stops at the nyumba or goes on safari.
pub fn common_prefix(a: &[Event], b: &[Event]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Every hole a move touched (for the last-move highlight) and the opponent holes it captured.
pub fn touched_holes(events: &[Event]) -> (Vec<Hole>, Vec<Hole>) {
    let mut touched = Vec::new();
    let mut captured = Vec::new();
    for event in events {
        match *event {
            Event::Place { hole } | Event::Lift { hole, .. } | Event::Drop { hole } => touched.push(hole),
            Event::Capture { hole, .. } => captured.push(hole),
            _ => {}
        }
    }
    crate::engine::sort::sort(&mut touched);
    touched.dedup();
    crate::engine::sort::sort(&mut captured);
    captured.dedup();
    (touched, captured)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{parse_move, BawoSetup, Variant};

    fn board_of(pos: &Position) -> [[u8; 16]; 2] {
        [*pos.holes_of(Side::South), *pos.holes_of(Side::North)]
    }

    /// Every move of some random games: the last frame of the plan equals the engine's result.
    #[test]
    fn the_last_frame_is_the_position_after_the_move() {
        use crate::engine::random::{random_move, Rng};
        for variant in Variant::ALL {
            let mut rng = Rng::new(7);
            let mut pos = Position::start(variant, BawoSetup::Chikoko);
            for _ in 0..120 {
                let Some(mv) = random_move(&pos, &mut rng) else { break };
                let played = pos.play(&mv).unwrap();
                let frames = plan(&pos, &played.events);
                let last = frames.last().expect("every move has events");
                assert_eq!(last.board, board_of(&played.position), "{variant:?} {mv}");
                assert_eq!(last.reserve[0], played.position.reserve(Side::South), "{variant:?} {mv}");
                assert_eq!(last.reserve[1], played.position.reserve(Side::North), "{variant:?} {mv}");
                assert_eq!(last.hand, 0, "{variant:?} {mv}: the hand is empty at the end");
                pos = played.position;
            }
        }
    }

    #[test]
    fn laps_and_direction_follow_the_sowing() {
        let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let (mv, _) = parse_move(&pos, "A2>").unwrap();
        let played = pos.play(&mv).unwrap();
        let frames = plan(&pos, &played.events);
        assert_eq!(frames.len(), played.events.len() + 1, "the board before the move, then one frame per event");
        assert_eq!((frames[0].step, frames[0].lap, frames[0].board), (Motion::Start, 0, board_of(&pos)));
        assert_eq!(frames[1].step, Motion::Lift(LiftKind::Start));
        assert_eq!(frames[1].hand, 2);
        assert_eq!(frames[1].turn, Some(Turn::Clockwise));
        assert_eq!(frames[1].lap, 1);
        assert!(frames.iter().map(|f| f.lap).max().unwrap() >= 1);
    }

    #[test]
    fn a_namua_placement_is_lap_one_never_lap_zero() {
        // Kiswahili A6< from the start: a reserve seed into A6, then A6's 3 seeds are sown.
        let pos = Position::start(Variant::Kiswahili, BawoSetup::Chikoko);
        let (mv, _) = parse_move(&pos, "A6<").unwrap();
        let frames = plan(&pos, &pos.play(&mv).unwrap().events);
        assert_eq!((frames[1].step, frames[1].lap), (Motion::Place, 1));
        assert!(frames[1..].iter().all(|f| f.lap == 1), "one lap");
    }

    fn ev(text: &str) -> Hole {
        Hole::parse(text).unwrap()
    }

    fn lift(hole: &str, count: u8, kind: LiftKind) -> Event {
        Event::Lift { hole: ev(hole), count, kind }
    }

    fn drops(holes: &[&str]) -> Vec<Event> {
        holes.iter().map(|h| Event::Drop { hole: ev(h) }).collect()
    }

    /// A six-lap Bao la Kujifunza move written by hand (the start position, South's A3>, as
    /// the narration tests derive it from RULES.md §10): lap 1 sows A3's 2 seeds into A4 A5;
    /// laps 2 and 3 capture a4 and a7 (2 each), entered at kichwa A1 and sown A1 A2; laps 4–6
    /// relay 4, 3 and 3 seeds.
    fn six_laps() -> Vec<Event> {
        let capture = |hole: &str| [Event::Capture { hole: ev(hole), count: 2 }, Event::Entry { kichwa: ev("A1"), turn: Turn::Clockwise }];
        let mut events = vec![lift("A3", 2, LiftKind::Start)];
        events.extend(drops(&["A4", "A5"]));
        events.extend(capture("a4"));
        events.extend(drops(&["A1", "A2"]));
        events.extend(capture("a7"));
        events.extend(drops(&["A1", "A2"]));
        events.push(lift("A2", 4, LiftKind::Relay));
        events.extend(drops(&["A3", "A4", "A5", "A6"]));
        events.push(lift("A6", 3, LiftKind::Relay));
        events.extend(drops(&["A7", "A8", "B8"]));
        events.push(lift("B8", 3, LiftKind::Relay));
        events.extend(drops(&["B7", "B6", "B5"]));
        events
    }

    fn held(frames: &[Frame], step: Motion) -> Vec<u16> {
        frames.iter().filter(|f| f.step == step).map(|f| f.hold).collect()
    }

    /// By the constants: lap 1 is 3 frames of 100; laps 2 and 3 a capture of 250 and 2 seeds of
    /// 100/2 and 100/3; laps 4–6 a lift of 40 and 4, 3, 3 seeds of 100/4, 100/5, 100/6; the last
    /// frame 100 more: 1,394 hundredths of a tick, under the budget, so 2,788 ms at 200 ms a tick.
    #[test]
    fn a_six_lap_move_is_over_within_three_seconds_at_the_default_speed() {
        let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let frames = plan(&pos, &six_laps());
        assert_eq!(frames.last().unwrap().lap, 6);
        assert_eq!(duration_ms(&frames, Speed::Normal), 2788);
        assert!(duration_ms(&frames, Speed::Normal) <= 3000);
        // The first lap seed by seed, at the full tick.
        let first: Vec<u16> = frames.iter().filter(|f| f.lap == 1).map(|f| f.hold).collect();
        assert_eq!(first, [100, 100, 100]);
        assert_eq!(frames[1].hold_ms(Speed::Normal), 200);
        // Captures pause; later seeds fall faster the later the lap.
        assert_eq!(held(&frames, Motion::Capture { to_kichwa: Some(ev("A1")) }), [250, 250]);
        let lap_drops = |lap: u32| frames.iter().filter(|f| f.lap == lap && f.step == Motion::Drop).map(|f| f.hold).collect::<Vec<_>>();
        assert_eq!(lap_drops(2), [50, 50]);
        assert_eq!(lap_drops(6), [16, 16, 116], "the last frame stays a moment");
        assert_eq!(held(&frames, Motion::Entry), [0, 0], "the capture's frame already shows the seeds flying to the kichwa");
        assert_eq!(frames[0].hold, 0, "the board before the move is passed over when playing");
    }

    /// A long first lap (15 seeds) and six laps of 12 seeds, each after a capture: far over the
    /// budget naturally, scaled into it, the first lap still seed by seed.
    #[test]
    fn a_heavy_move_is_scaled_into_the_budget() {
        let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let row = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "B8", "B7", "B6", "B5", "B4", "B3", "B2"];
        let mut events = vec![lift("A1", 15, LiftKind::Start)];
        events.extend(drops(&row));
        for _ in 0..5 {
            events.push(Event::Capture { hole: ev("a1"), count: 12 });
            events.push(Event::Entry { kichwa: ev("A1"), turn: Turn::Clockwise });
            events.extend(drops(&row[..12]));
        }
        let frames = plan(&pos, &events);
        assert_eq!(frames.last().unwrap().lap, 6);
        assert!(duration_ms(&frames, Speed::Normal) <= 3000, "{}", duration_ms(&frames, Speed::Normal));
        assert!(frames.iter().filter(|f| f.lap == 1).all(|f| f.hold >= MIN_SHOWN as u16), "the first lap stays seed by seed");
        let drop_max = frames.iter().filter(|f| f.step == Motion::Drop).map(|f| f.hold).max().unwrap();
        assert!(frames.iter().filter(|f| matches!(f.step, Motion::Capture { .. })).all(|f| f.hold > drop_max));
        assert!(frames.iter().any(|f| f.lap > 1 && f.step == Motion::Drop && f.hold == 0), "later seeds fall together");
    }

    /// Every move of random games: a move of up to six laps is over within 3 s at the default
    /// speed, no move takes longer than the long budget allows (plus the first lap's floor),
    /// the first lap is shown seed by seed and a capture holds longer than any drop.
    #[test]
    fn random_moves_keep_to_the_budget() {
        use crate::engine::random::{random_move, Rng};
        for variant in Variant::ALL {
            let mut rng = Rng::new(5);
            let mut pos = Position::start(variant, BawoSetup::Chikoko);
            for _ in 0..150 {
                let Some(mv) = random_move(&pos, &mut rng) else { break };
                let played = pos.play(&mv).unwrap();
                let frames = plan(&pos, &played.events);
                let laps = frames.last().unwrap().lap;
                let ms = duration_ms(&frames, Speed::Normal);
                if laps <= 6 {
                    assert!(ms <= 3000, "{variant:?} {mv}: {laps} laps in {ms} ms");
                }
                // The first lap's floor may add a little to the long budget.
                assert!(ms <= LONG_MOVE_BUDGET * Speed::Normal.tick_ms() / 100 + 200, "{variant:?} {mv}: {ms} ms");
                let mut first_lap = frames[1..].iter().filter(|f| f.lap == 1 && f.step == Motion::Drop);
                assert!(first_lap.all(|f| f.hold > 0), "{variant:?} {mv}");
                // The last frame holds a moment longer: not one of the drops compared.
                let drop_max = frames[..frames.len() - 1].iter().filter(|f| f.step == Motion::Drop).map(|f| f.hold).max().unwrap_or(0);
                for f in frames.iter().filter(|f| matches!(f.step, Motion::Capture { .. }) && !f.gambit) {
                    assert!(f.hold > drop_max, "{variant:?} {mv}: capture {} drop {drop_max}", f.hold);
                }
                pos = played.position;
            }
        }
    }
}
