//! The move-input state machine: from clicks on holes (and direction keys) to a move. Which
//! holes and directions are legal, whether a choice is a kichwa, and why a hole cannot be
//! played all come from the engine.

use crate::engine::{Dir, Hole, Move, Placement, Position, SowMove, Stage, WhyNot};

/// How a direction is offered once a start hole is picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// An arrow to the player's own left (`<`) or right (`>`) of the start hole.
    Arrow(Dir),
    /// A namua capture from a central hole: the kichwa where the captured seeds enter.
    /// (`>` names the right kichwa, RULES.md §12.)
    Kichwa(Hole),
}

/// One way to go on from a picked start hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SowingChoice {
    pub dir: Dir,
    pub target: Target,
}

/// The choice whose target is the kichwa `hole` (a namua capture's entry drawn on that hole).
pub fn kichwa_choice(choices: &[SowingChoice], hole: Hole) -> Option<&SowingChoice> {
    choices.iter().find(|c| c.target == Target::Kichwa(hole))
}

/// Where the input stands.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Pick {
    #[default]
    Idle,
    /// A start hole with two directions was picked; one of `choices` is expected.
    Hole { hole: Hole, choices: Vec<SowingChoice> },
    /// Bawo gambit: the seeds placed so far, in order (undo removes the last).
    Gambit { placed: Vec<Hole> },
}

/// The result of one input step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputOutcome {
    /// Nothing to do (e.g. a direction key with no hole picked).
    Nothing,
    /// The pick changed (a hole picked, a gambit seed placed or taken back, a pick cancelled).
    Changed(Pick),
    /// The hole cannot start a move, and why.
    Refused(WhyNot),
    /// A sowing is fully chosen except, maybe, stop-or-safari (see [`resolve`]).
    Chosen { hole: Hole, dir: Option<Dir> },
}

/// What to do with a chosen start hole and direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Resolution {
    Play(Move),
    /// The move reaches the nyumba in a namua capture: the player chooses stop or safari.
    AskSafari {
        stop: Move,
        safari: Move,
    },
}

/// The start state for the side to move: the gambit when the position asks for one.
pub fn initial(pos: &Position) -> Pick {
    if pos.stage() == Stage::Gambit {
        Pick::Gambit { placed: Vec::new() }
    } else {
        Pick::Idle
    }
}

/// The legal sowing moves starting from `hole`.
pub fn moves_from(pos: &Position, hole: Hole) -> Vec<SowMove> {
    pos.legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Sow(sow) if sow.hole == hole => Some(sow),
            _ => None,
        })
        .collect()
}

/// The holes a move can start from (highlighted on the board).
pub fn playable_holes(pos: &Position) -> Vec<Hole> {
    let mut holes: Vec<Hole> = pos.legal_moves().iter().filter_map(Move::start_hole).collect();
    holes.dedup();
    holes
}

/// A click on `hole`.
pub fn click(pos: &Position, pick: &Pick, hole: Hole) -> InputOutcome {
    match pick {
        Pick::Gambit { placed } => place_gambit_seed(pos, placed, hole),
        Pick::Hole { hole: picked, .. } if *picked == hole => InputOutcome::Changed(Pick::Idle),
        Pick::Hole { choices, .. } => match kichwa_choice(choices, hole) {
            Some(choice) => choose(pick, choice.dir),
            None => pick_start(pos, hole),
        },
        Pick::Idle => pick_start(pos, hole),
    }
}

/// A direction key (or arrow click) once a hole is picked.
pub fn choose(pick: &Pick, dir: Dir) -> InputOutcome {
    match pick {
        Pick::Hole { hole, choices } if choices.iter().any(|c| c.dir == dir) => InputOutcome::Chosen { hole: *hole, dir: Some(dir) },
        _ => InputOutcome::Nothing,
    }
}

fn pick_start(pos: &Position, hole: Hole) -> InputOutcome {
    let moves = moves_from(pos, hole);
    let mut dirs: Vec<Option<Dir>> = moves.iter().map(|m| m.dir).collect();
    dirs.dedup();
    match dirs.as_slice() {
        [] => InputOutcome::Refused(pos.why_not(hole, None, false).err().unwrap_or(WhyNot::NoSuchDirection)),
        [dir] => InputOutcome::Chosen { hole, dir: *dir },
        _ => {
            let choices = dirs.into_iter().flatten().map(|dir| SowingChoice { dir, target: target(pos, hole, dir) }).collect();
            InputOutcome::Changed(Pick::Hole { hole, choices })
        }
    }
}

/// A namua capture from a central hole names a kichwa (the engine says which); everything
/// else is an arrow.
fn target(pos: &Position, hole: Hole, dir: Dir) -> Target {
    match pos.kichwa_choice(SowMove { hole, dir: Some(dir), safari: false }) {
        Some(kichwa) => Target::Kichwa(kichwa),
        None => Target::Arrow(dir),
    }
}

/// Turns a chosen hole and direction into a move, or asks stop-or-safari when both exist.
pub fn resolve(pos: &Position, hole: Hole, dir: Option<Dir>) -> Option<Resolution> {
    let matching: Vec<SowMove> = moves_from(pos, hole).into_iter().filter(|m| m.dir == dir).collect();
    let stop = matching.iter().find(|m| !m.safari).copied();
    let safari = matching.iter().find(|m| m.safari).copied();
    match (stop, safari) {
        (Some(stop), Some(safari)) => Some(Resolution::AskSafari { stop: Move::Sow(stop), safari: Move::Sow(safari) }),
        (Some(only), None) | (None, Some(only)) => Some(Resolution::Play(Move::Sow(only))),
        (None, None) => None,
    }
}

/// The number of seeds the gambit places, if the position is in the gambit.
pub fn gambit_seeds(pos: &Position) -> Option<usize> {
    pos.gambit_hand().map(|hand| hand.total() as usize)
}

fn place_gambit_seed(pos: &Position, placed: &[Hole], hole: Hole) -> InputOutcome {
    if hole.side != pos.to_move() {
        return InputOutcome::Refused(WhyNot::NotYourHole);
    }
    match gambit_seeds(pos) {
        Some(total) if placed.len() < total => {
            let mut placed = placed.to_vec();
            placed.push(hole);
            InputOutcome::Changed(Pick::Gambit { placed })
        }
        _ => InputOutcome::Nothing,
    }
}

/// Takes back the last gambit seed.
pub fn undo_gambit_seed(pick: &Pick) -> InputOutcome {
    match pick {
        Pick::Gambit { placed } if !placed.is_empty() => InputOutcome::Changed(Pick::Gambit { placed: placed[..placed.len() - 1].to_vec() }),
        _ => InputOutcome::Nothing,
    }
}

/// The gambit move once every seed is placed.
pub fn gambit_move(pos: &Position, pick: &Pick) -> Option<Move> {
    let Pick::Gambit { placed } = pick else { return None };
    if Some(placed.len()) != gambit_seeds(pos) {
        return None;
    }
    let mut counts = [0u8; 16];
    for hole in placed {
        counts[hole.k as usize] += 1;
    }
    Some(Move::Gambit(Placement { side: pos.to_move(), counts }))
}

/// The board and reserves while a gambit is being placed: the mover's two-seed holes lifted,
/// his reserve seed taken (and North's captures taken) as the engine does it, plus the seeds
/// placed so far.
pub fn gambit_preview(pos: &Position, placed: &[Hole]) -> Option<([[u8; 16]; 2], [u8; 2])> {
    let lift = pos.gambit_lift()?;
    let mut board = lift.board;
    for hole in placed {
        board[pos.to_move().index()][hole.k as usize] += 1;
    }
    Some((board, lift.reserve))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Game, Variant};

    fn hole(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    fn kiswahili_after(moves: &[&str]) -> Position {
        let mut game = Game::new(Position::start(Variant::Kiswahili, BawoSetup::Chikoko));
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game.position().clone()
    }

    #[test]
    fn a_hole_with_two_directions_waits_for_one_and_a_second_click_cancels() {
        let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let InputOutcome::Changed(pick) = click(&pos, &Pick::Idle, hole("A3")) else { panic!("A3 has two directions") };
        let Pick::Hole { choices, .. } = &pick else { panic!() };
        assert_eq!(choices.iter().map(|c| c.target).collect::<Vec<_>>(), [Target::Arrow(Dir::Left), Target::Arrow(Dir::Right)]);
        assert_eq!(click(&pos, &pick, hole("A3")), InputOutcome::Changed(Pick::Idle));
        assert_eq!(choose(&pick, Dir::Right), InputOutcome::Chosen { hole: hole("A3"), dir: Some(Dir::Right) });
        assert_eq!(choose(&Pick::Idle, Dir::Right), InputOutcome::Nothing);
    }

    #[test]
    fn an_unplayable_hole_is_refused_with_the_engines_reason() {
        let pos = Position::start(Variant::Kiswahili, BawoSetup::Chikoko);
        assert_eq!(click(&pos, &Pick::Idle, hole("a3")), InputOutcome::Refused(WhyNot::NotYourHole));
        assert_eq!(click(&pos, &Pick::Idle, hole("B3")), InputOutcome::Refused(WhyNot::NotFrontRow));
    }

    #[test]
    fn a_namua_capture_from_a_central_hole_offers_the_two_kichwa() {
        let pos = kiswahili_after(&["A6>*", "a6<*"]);
        let InputOutcome::Changed(pick) = click(&pos, &Pick::Idle, hole("A5")) else { panic!("A5 captures towards either kichwa") };
        let Pick::Hole { choices, .. } = &pick else { panic!() };
        assert_eq!(choices.iter().map(|c| c.target).collect::<Vec<_>>(), [Target::Kichwa(hole("A1")), Target::Kichwa(hole("A8"))]);
        // Clicking the right kichwa chooses `>` (RULES.md §12).
        assert_eq!(click(&pos, &pick, hole("A8")), InputOutcome::Chosen { hole: hole("A5"), dir: Some(Dir::Right) });
    }

    #[test]
    fn reaching_the_nyumba_in_a_namua_capture_asks_stop_or_safari() {
        let pos = kiswahili_after(&["A6>*", "a6<*", "A5>", "a3<", "A7<*", "a3<", "A5<", "a5>", "A3>", "a2"]);
        assert_eq!(click(&pos, &Pick::Idle, hole("A8")), InputOutcome::Chosen { hole: hole("A8"), dir: None });
        let Some(Resolution::AskSafari { stop, safari }) = resolve(&pos, hole("A8"), None) else { panic!("A8 reaches the nyumba") };
        assert_eq!((stop.to_string(), safari.to_string()), ("A8".to_string(), "A8+".to_string()));
    }

    #[test]
    fn a_gambit_is_placed_seed_by_seed_with_undo() {
        let pos = Position::start(Variant::Bawo, BawoSetup::Chikoko);
        let total = gambit_seeds(&pos).unwrap();
        assert_eq!(total, 5);
        let mut pick = initial(&pos);
        for name in ["A1", "A1", "B3", "A6", "A6", "A7"] {
            if let InputOutcome::Changed(next) = click(&pos, &pick, hole(name)) {
                pick = next;
            }
        }
        assert_eq!(click(&pos, &pick, hole("a1")), InputOutcome::Refused(WhyNot::NotYourHole));
        let mv = gambit_move(&pos, &pick).expect("five seeds placed");
        assert_eq!(mv.to_string(), "@A1,A1,A6,A6,B3");
        let InputOutcome::Changed(fewer) = undo_gambit_seed(&pick) else { panic!() };
        assert_eq!(gambit_move(&pos, &fewer), None);
        let (preview, reserve) = gambit_preview(&pos, &[hole("A1")]).unwrap();
        assert_eq!(preview[0][0], 1);
        assert_eq!(preview[0][5], 0, "the two-seed holes are lifted");
        assert_eq!(reserve, [19, 20], "South's reserve seed is in his hand");
        assert!(pos.play(&mv).is_ok());
    }
}
