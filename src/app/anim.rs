//! Animation planning: turns the engine's events of one move into a list of frames, each the
//! board as it looks right after one event. The UI only shows frames; it never sows itself.

use crate::engine::{Event, Hole, LiftKind, Position, Side, Turn};

/// What a frame shows happening, for the board's highlight and the caption.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
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
    pub step: Step,
    /// Laps begun so far (every lift and every kichwa entry starts one).
    pub lap: u32,
    /// The sowing sense of the current lap, once known.
    pub turn: Option<Turn>,
}

/// Plans the frames of a move played from `before` whose engine events are `events`.
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
    let mut frames = Vec::with_capacity(events.len());
    for (i, event) in events.iter().enumerate() {
        let at = |hole: Hole| (hole.side.index(), hole.k as usize);
        let (hole, step) = match *event {
            Event::Place { hole } => {
                let (s, k) = at(hole);
                board[s][k] += 1;
                reserve[mover.index()] = reserve[mover.index()].saturating_sub(1);
                (Some(hole), Step::Place)
            }
            Event::Lift { hole, count, kind } => {
                let (s, k) = at(hole);
                board[s][k] = board[s][k].saturating_sub(count);
                hand = hand.saturating_add(count);
                lap += 1;
                turn = next_drop(&events[i + 1..]).map(|drop| sense(hole, drop)).or(turn);
                (Some(hole), Step::Lift(kind))
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
                (Some(hole), Step::Drop)
            }
            Event::Capture { hole, count } => {
                let (s, k) = at(hole);
                board[s][k] = board[s][k].saturating_sub(count);
                hand = hand.saturating_add(count);
                let to_kichwa = events[i + 1..].iter().find_map(|e| match e {
                    Event::Entry { kichwa, .. } => Some(*kichwa),
                    _ => None,
                });
                (Some(hole), Step::Capture { to_kichwa })
            }
            Event::Entry { kichwa, turn: entry_turn } => {
                lap += 1;
                turn = Some(entry_turn);
                (Some(kichwa), Step::Entry)
            }
            Event::TakasiaStop { hole } | Event::HouseStop { hole } => (Some(hole), Step::Stop),
            Event::LapsSkipped { laps_skipped, board: jumped } => {
                board = jumped;
                hand = 0;
                lap += laps_skipped;
                (None, Step::Skipped { laps: laps_skipped })
            }
            _ => (None, Step::Note),
        };
        frames.push(Frame { board, reserve, hole, hand, step, lap, turn });
    }
    frames
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
    touched.sort();
    touched.dedup();
    captured.sort();
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
        assert_eq!(frames[0].step, Step::Lift(LiftKind::Start));
        assert_eq!(frames[0].hand, 2);
        assert_eq!(frames[0].turn, Some(Turn::Clockwise));
        assert_eq!(frames[0].lap, 1);
        assert!(frames.iter().map(|f| f.lap).max().unwrap() >= 1);
    }

    #[test]
    fn common_prefix_counts_shared_events() {
        let a = [Event::Drop { hole: Hole::parse("A1").unwrap() }, Event::Drop { hole: Hole::parse("A2").unwrap() }];
        let b = [Event::Drop { hole: Hole::parse("A1").unwrap() }, Event::Drop { hole: Hole::parse("A3").unwrap() }];
        assert_eq!(common_prefix(&a, &b), 1);
        assert_eq!(common_prefix(&a, &a), 2);
    }
}
