//! The analysis board as the board component draws it: the shown position of the tree, its
//! legal start holes, the picked hole's directions and the trail of the move into it — or,
//! while that move is played again or stepped lap by lap, the board of the lap shown.

use crate::app::i18n::{self, PlayText};
use crate::app::input::{self, Pick, Target};
use crate::app::state::{Animation, AppState};
use crate::app::view::{self, BoardModel, HoleModel};
use crate::engine::{Game, Hole};

/// The board model of `game`'s position on the analysis board.
pub fn board_model(state: &AppState, game: &Game) -> BoardModel {
    let (lang, analysis) = (state.lang(), &state.analysis);
    let pos = game.position();
    let viewer = state.viewer();
    let frame = analysis.board_session.anim.as_ref().and_then(Animation::frame);
    let open = !game.is_over() && analysis.board_session.safari.is_none() && frame.is_none();
    let gambit_board = match &analysis.board_session.pick {
        Pick::Gambit { placed } if open => input::gambit_preview(pos, placed),
        _ => None,
    };
    let (board, reserve) = view::shown_seeds(pos, frame, gambit_board);
    let playable: Vec<Hole> = match &analysis.board_session.pick {
        _ if !open => Vec::new(),
        Pick::Gambit { .. } => Hole::all().filter(|h| h.side == pos.to_move()).collect(),
        _ => input::playable_holes(pos),
    };
    let (picked, choices) = match &analysis.board_session.pick {
        Pick::Hole { hole, choices } if open => (Some(*hole), choices.clone()),
        _ => (None, Vec::new()),
    };
    // The move that led here: its start hole and the holes it sowed into are marked, as far as
    // the laps shown while it is stepped.
    let trail = analysis.explained.as_ref().map(|ply| match &analysis.board_session.anim {
        Some(anim) => ply.trail.up_to_lap(anim.laps_done()),
        None => ply.trail.clone(),
    });
    let (touched, captured) = trail.filter(|t| !t.drops.is_empty() || frame.is_none()).map(|t| t.marked()).unwrap_or_default();
    let holes = Hole::all()
        .map(|hole| {
            let count = board[hole.side.index()][hole.k as usize];
            HoleModel {
                picked: picked == Some(hole),
                target: choices.iter().find(|c| c.target == Target::Kichwa(hole)).map(|c| c.dir),
                touched: touched.contains(&hole),
                captured: captured.contains(&hole),
                active: frame.and_then(|f| f.hole) == Some(hole),
                focused: analysis.board_session.focus == hole,
                ..HoleModel::of(lang, pos, hole, count, viewer, playable.contains(&hole))
            }
        })
        .collect();
    let arrows = view::arrows_of(picked, &choices, viewer);
    let label = i18n::tf(lang, PlayText::BoardLabel, &[i18n::side_word(lang, viewer)]);
    let hand = view::hand_of(frame, viewer);
    BoardModel { viewer, holes, arrows, hand, reserve, label, coords: state.settings().coords, previews: Vec::new(), exposure: None }
}
