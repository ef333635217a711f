//! The analysis board as the board component draws it: the shown position of the tree, its
//! legal start holes, the picked hole's directions and the last move's trail.

use crate::app::explain::Trail;
use crate::app::i18n::{self, PlayText};
use crate::app::input::{self, Pick, Target};
use crate::app::layout;
use crate::app::state::AppState;
use crate::app::view::{ArrowModel, BoardModel, HoleModel};
use crate::engine::{Dir, Game, Hole, Side};

/// The board model of `game`'s position on the analysis board.
pub fn board_model(state: &AppState, game: &Game) -> BoardModel {
    let (lang, analysis) = (state.lang(), &state.analysis);
    let pos = game.position();
    let viewer = state.viewer();
    let open = !game.is_over() && analysis.safari.is_none();
    let (board, reserve) = match &analysis.pick {
        Pick::Gambit { placed } if open => input::gambit_preview(pos, placed),
        _ => None,
    }
    .unwrap_or(([*pos.holes_of(Side::South), *pos.holes_of(Side::North)], [pos.reserve(Side::South), pos.reserve(Side::North)]));
    let playable: Vec<Hole> = match &analysis.pick {
        _ if !open => Vec::new(),
        Pick::Gambit { .. } => Hole::all().filter(|h| h.side == pos.to_move()).collect(),
        _ => input::playable_holes(pos),
    };
    let (picked, choices) = match &analysis.pick {
        Pick::Hole { hole, choices } => (Some(*hole), choices.clone()),
        _ => (None, Vec::new()),
    };
    // The move that led here: its start hole and the holes it sowed into are marked.
    let trail = game.plies().len().checked_sub(1).and_then(|i| {
        let before = game.position_at(i);
        before.play(&game.plies()[i].mv).ok().map(|played| Trail::of(before, &played.events))
    });
    let touched: Vec<Hole> = trail.as_ref().map_or_else(Vec::new, |t| t.start.into_iter().chain(t.holes()).collect());
    let captured: Vec<Hole> = trail.as_ref().map_or_else(Vec::new, |t| t.captured.iter().map(|d| d.hole).collect());
    let holes = Hole::all()
        .map(|hole| {
            let count = board[hole.side.index()][hole.k as usize];
            HoleModel {
                picked: picked == Some(hole),
                target: choices.iter().find(|c| c.target == Target::Kichwa(hole)).map(|c| c.dir),
                touched: touched.contains(&hole),
                captured: captured.contains(&hole),
                focused: analysis.focus == hole,
                ..HoleModel::of(lang, pos, hole, count, viewer, playable.contains(&hole))
            }
        })
        .collect();
    let arrows = match picked {
        Some(hole) => choices
            .iter()
            .filter(|c| matches!(c.target, Target::Arrow(_)))
            .map(|c| ArrowModel { dir: c.dir, cell: layout::cell(hole, viewer), points_left: (c.dir == Dir::Left) == (hole.side == viewer) })
            .collect(),
        None => Vec::new(),
    };
    let label = i18n::tf(lang, PlayText::BoardLabel, &[i18n::side_word(lang, viewer)]);
    BoardModel { viewer, holes, arrows, hand: None, reserve, label, coords: state.settings().coords, previews: Vec::new(), exposure: None }
}
