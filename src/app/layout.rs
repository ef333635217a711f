//! Where each hole sits on the screen, seen from one player's side, and how the arrow keys move
//! between holes.

use crate::engine::{Hole, Row, Side};

/// Column 0..8 (left to right) and row 0..4 (top to bottom) of a hole on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub col: u8,
    pub row: u8,
}

/// The screen cell of `hole` seen from `viewer`'s chair: his back row at the bottom, his hole 1
/// on the left (RULES.md §1).
pub fn cell(hole: Hole, viewer: Side) -> Cell {
    let n = hole.number();
    let from_south = match (hole.side, hole.row()) {
        (Side::North, Row::Back) => Cell { col: 8 - n, row: 0 },
        (Side::North, Row::Front) => Cell { col: 8 - n, row: 1 },
        (Side::South, Row::Front) => Cell { col: n - 1, row: 2 },
        (Side::South, Row::Back) => Cell { col: n - 1, row: 3 },
    };
    match viewer {
        Side::South => from_south,
        Side::North => Cell { col: 7 - from_south.col, row: 3 - from_south.row },
    }
}

/// The hole at a screen cell.
pub fn hole_at(target: Cell, viewer: Side) -> Hole {
    Hole::all().find(|&h| cell(h, viewer) == target).expect("every cell holds a hole")
}

/// An arrow key's step on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Left,
    Right,
    Up,
    Down,
}

/// The hole the focus moves to with an arrow key (stopping at the board's edge).
pub fn step(from: Hole, viewer: Side, step: Arrow) -> Hole {
    let Cell { col, row } = cell(from, viewer);
    let target = match step {
        Arrow::Left => Cell { col: col.saturating_sub(1), row },
        Arrow::Right => Cell { col: (col + 1).min(7), row },
        Arrow::Up => Cell { col, row: row.saturating_sub(1) },
        Arrow::Down => Cell { col, row: (row + 1).min(3) },
    };
    hole_at(target, viewer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hole(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    #[test]
    fn south_sees_the_rule_books_diagram() {
        assert_eq!(cell(hole("b8"), Side::South), Cell { col: 0, row: 0 });
        assert_eq!(cell(hole("a1"), Side::South), Cell { col: 7, row: 1 });
        assert_eq!(cell(hole("A1"), Side::South), Cell { col: 0, row: 2 });
        assert_eq!(cell(hole("B8"), Side::South), Cell { col: 7, row: 3 });
        // A i faces a (9 - i).
        assert_eq!(cell(hole("A5"), Side::South).col, cell(hole("a4"), Side::South).col);
    }

    #[test]
    fn north_sees_his_own_rows_at_the_bottom() {
        assert_eq!(cell(hole("a1"), Side::North), Cell { col: 0, row: 2 });
        assert_eq!(cell(hole("b1"), Side::North), Cell { col: 0, row: 3 });
        assert_eq!(cell(hole("A1"), Side::North), Cell { col: 7, row: 1 });
    }

    #[test]
    fn arrow_keys_walk_the_screen_and_stop_at_edges() {
        assert_eq!(step(hole("A1"), Side::South, Arrow::Right), hole("A2"));
        assert_eq!(step(hole("A1"), Side::South, Arrow::Left), hole("A1"));
        assert_eq!(step(hole("A1"), Side::South, Arrow::Up), hole("a8"));
        assert_eq!(step(hole("A1"), Side::South, Arrow::Down), hole("B1"));
        assert_eq!(step(hole("a1"), Side::North, Arrow::Right), hole("a2"));
        for h in Hole::all() {
            assert_eq!(hole_at(cell(h, Side::North), Side::North), h);
        }
    }
}
