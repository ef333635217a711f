//! One numbering for the move list and the status line ("12." for South's move, "12…" for
//! North's reply, and "after 12… a6>" with the same number), and the move list's cursor: a
//! path through a tree of moves, so variations can be added later without changing it.

use crate::app::i18n::{t, tf, ExplainText, Lang};
use crate::engine::{Position, Side};

/// The number and side of one ply in the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveLabel {
    /// The move-pair number: South's move and North's reply share it.
    pub number: u32,
    pub mover: Side,
}

impl MoveLabel {
    /// `12.` (South) or `12…` (North).
    pub fn text(&self) -> String {
        match self.mover {
            Side::South => format!("{}.", self.number),
            Side::North => format!("{}…", self.number),
        }
    }
}

/// Numbers the plies of a game from its start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbering {
    first_number: u32,
    first_mover: Side,
}

/// One row of a two-column move list: a number with South's ply and North's (ply indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub number: u32,
    pub south: Option<usize>,
    pub north: Option<usize>,
}

impl Numbering {
    /// A game from `start`: a position with `ply` plies already played continues their
    /// numbering (ply 0 or 1 → move 1, ply 60 → move 31).
    pub fn new(start: &Position) -> Numbering {
        Numbering { first_number: start.ply() / 2 + 1, first_mover: start.to_move() }
    }

    /// The label of the ply at `index` (0 = the first ply of the game).
    pub fn label(&self, index: usize) -> MoveLabel {
        let offset = usize::from(self.first_mover == Side::North);
        let mover = if index.is_multiple_of(2) { self.first_mover } else { self.first_mover.opponent() };
        MoveLabel { number: self.first_number + ((index + offset) / 2) as u32, mover }
    }

    /// The rows of a list of `plies` plies: a game whose first ply is North's starts with a
    /// row without South's move.
    pub fn rows(&self, plies: usize) -> Vec<MoveRow> {
        let mut rows: Vec<MoveRow> = Vec::new();
        for index in 0..plies {
            let label = self.label(index);
            match rows.last_mut() {
                Some(row) if row.number == label.number && label.mover == Side::North && row.north.is_none() => row.north = Some(index),
                _ => rows.push(MoveRow {
                    number: label.number,
                    south: (label.mover == Side::South).then_some(index),
                    north: (label.mover == Side::North).then_some(index),
                }),
            }
        }
        rows
    }
}

/// The status line while viewing an earlier position: the same label as the move list
/// ("Viewing the position after 2. B2<"); `None` for the start position.
pub fn viewing_words(lang: Lang, after: Option<(MoveLabel, &str)>) -> String {
    match after {
        Some((label, notation)) => tf(lang, ExplainText::ViewingAfter, &[&label.text(), notation]),
        None => t(lang, ExplainText::ViewingStart).to_string(),
    }
}

/// Where the move list stands: the child taken at each ply from the start position (0 is the
/// main line), so the position shown is the one after `path.len()` plies. Today's move list
/// is a main line, so every entry is 0; variations will use the others.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveCursor {
    pub path: Vec<usize>,
}

/// What the cursor moves through: how many moves follow the position at a path.
pub trait MoveTree {
    fn children(&self, path: &[usize]) -> usize;
}

/// A game without variations: `plies` moves in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MainLine {
    pub plies: usize,
}

impl MoveTree for MainLine {
    fn children(&self, path: &[usize]) -> usize {
        usize::from(path.len() < self.plies && path.iter().all(|&c| c == 0))
    }
}

/// A step through the move list (buttons first / previous / next / last, keys Home ← → End).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorStep {
    First,
    Prev,
    Next,
    Last,
}

impl CursorStep {
    /// The step for a keyboard key (`KeyboardEvent.key`).
    pub fn from_key(key: &str) -> Option<CursorStep> {
        match key {
            "Home" => Some(CursorStep::First),
            "ArrowLeft" => Some(CursorStep::Prev),
            "ArrowRight" => Some(CursorStep::Next),
            "End" => Some(CursorStep::Last),
            _ => None,
        }
    }
}

impl MoveCursor {
    /// The start position.
    pub fn start() -> MoveCursor {
        MoveCursor::default()
    }

    /// The position after `plies` plies of the main line.
    pub fn main_line(plies: usize) -> MoveCursor {
        MoveCursor { path: vec![0; plies] }
    }

    /// Plies played to reach the position.
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    /// The index of the ply that led here (for its label and highlight), `None` at the start.
    pub fn ply_index(&self) -> Option<usize> {
        self.path.len().checked_sub(1)
    }

    /// The main-line ply count when the cursor is on the main line.
    pub fn main_line_depth(&self) -> Option<usize> {
        self.path.iter().all(|&c| c == 0).then_some(self.path.len())
    }

    /// Whether no move follows in `tree`.
    pub fn at_end(&self, tree: &impl MoveTree) -> bool {
        tree.children(&self.path) == 0
    }

    /// The cursor after one step in `tree` (unchanged where there is nowhere to go).
    pub fn step(&self, tree: &impl MoveTree, step: CursorStep) -> MoveCursor {
        let mut path = self.path.clone();
        match step {
            CursorStep::First => path.clear(),
            CursorStep::Prev => {
                path.pop();
            }
            CursorStep::Next => {
                if tree.children(&path) > 0 {
                    path.push(0);
                }
            }
            CursorStep::Last => {
                while tree.children(&path) > 0 {
                    path.push(0);
                }
            }
        }
        MoveCursor { path }
    }

    /// The longest part of the path that still exists in `tree` (after an undo shortened it).
    pub fn clamp(&self, tree: &impl MoveTree) -> MoveCursor {
        let mut path = Vec::new();
        for &child in &self.path {
            if child >= tree.children(&path) {
                break;
            }
            path.push(child);
        }
        MoveCursor { path }
    }
}
