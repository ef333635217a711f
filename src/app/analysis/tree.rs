//! The analysis board's move tree: a start position and, after every position, the moves tried
//! there (the first one is the main line's, the others side lines). A [`MoveCursor`] walks it
//! through the [`MoveTree`] trait, the same as the move list of a game.

use serde::{Deserialize, Serialize};

use crate::app::explain::{MoveCursor, MoveTree, Numbering};
use crate::engine::{parse_move, Game, Move, Position, PositionError, PositionSetup};

/// One move of the tree and what was tried after it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    mv: Move,
    children: Vec<Node>,
}

/// A start position with a tree of moves after it.
#[derive(Clone, Debug, PartialEq)]
pub struct VariationTree {
    start: Position,
    /// The moves tried in the start position (the first is the main line's).
    root: Vec<Node>,
}

impl MoveTree for VariationTree {
    fn children(&self, path: &[usize]) -> usize {
        self.children_at(path).map_or(0, Vec::len)
    }
}

/// Why a stored tree cannot be rebuilt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The start position is not valid (the engine's reason).
    Start(PositionError),
    /// A move does not parse or is not legal where it stands (its notation).
    Move(String),
}

/// One move as the tree view shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeMove {
    /// Where the cursor goes when it is clicked.
    pub path: Vec<usize>,
    /// `12.` / `12…` (shown on South's moves and on the first move of a row).
    pub label: Option<String>,
    /// The move in notation.
    pub notation: String,
}

/// One row of the tree view: a run of moves, indented by how deep the side line is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeRow {
    /// 0 for the main line, 1 for a side line of it, and so on.
    pub indent: usize,
    pub moves: Vec<TreeMove>,
}

impl VariationTree {
    /// A tree with the moves of `game` as its main line.
    pub fn from_game(game: &Game) -> VariationTree {
        let mut tree = VariationTree { start: game.start().clone(), root: Vec::new() };
        let moves: Vec<Move> = game.plies().iter().map(|ply| ply.mv).collect();
        tree.add_line(&[], &moves);
        tree
    }

    /// A tree of the start position alone.
    pub fn new(start: Position) -> VariationTree {
        VariationTree { start, root: Vec::new() }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    fn children_at(&self, path: &[usize]) -> Option<&Vec<Node>> {
        let mut children = &self.root;
        for &i in path {
            children = &children.get(i)?.children;
        }
        Some(children)
    }

    fn children_at_mut(&mut self, path: &[usize]) -> Option<&mut Vec<Node>> {
        let mut children = &mut self.root;
        for &i in path {
            children = &mut children.get_mut(i)?.children;
        }
        Some(children)
    }

    /// The moves along `path` (as far as it exists).
    pub fn moves(&self, path: &[usize]) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut children = &self.root;
        for &i in path {
            let Some(node) = children.get(i) else { break };
            moves.push(node.mv);
            children = &node.children;
        }
        moves
    }

    /// The game from the start along `path`: its position, history and result.
    pub fn game_at(&self, path: &[usize]) -> Game {
        let mut game = Game::new(self.start.clone());
        for mv in self.moves(path) {
            // Every move of the tree was legal when it was added.
            let _ = game.play(&mv);
        }
        game
    }

    /// Plays `mv` after `path`: the path of the move, which is added as the last side line
    /// unless it is there already (the first move after a position starts the main line).
    pub fn play(&mut self, path: &[usize], mv: Move) -> Vec<usize> {
        let Some(children) = self.children_at_mut(path) else { return path.to_vec() };
        let index = match children.iter().position(|node| node.mv == mv) {
            Some(index) => index,
            None => {
                children.push(Node { mv, children: Vec::new() });
                children.len() - 1
            }
        };
        let mut next = path.to_vec();
        next.push(index);
        next
    }

    /// Plays `moves` one after another from `path`; the paths of each move, in order.
    pub fn add_line(&mut self, path: &[usize], moves: &[Move]) -> Vec<Vec<usize>> {
        let mut at = path.to_vec();
        let mut paths = Vec::with_capacity(moves.len());
        for &mv in moves {
            at = self.play(&at, mv);
            paths.push(at.clone());
        }
        paths
    }

    /// Deletes the move at `path` and everything after it; the cursor goes to the position
    /// before it. The start position cannot be deleted.
    pub fn delete(&mut self, path: &[usize]) -> Vec<usize> {
        let Some((&last, parent)) = path.split_last() else { return Vec::new() };
        if let Some(children) = self.children_at_mut(parent).filter(|c| last < c.len()) {
            children.remove(last);
        }
        parent.to_vec()
    }

    /// Makes the line through `path` the main line: at every branch on the way, its move
    /// becomes the first. Returns the same position's new path.
    pub fn promote(&mut self, path: &[usize]) -> Vec<usize> {
        let mut at = Vec::new();
        for &i in path {
            let Some(children) = self.children_at_mut(&at) else { break };
            if i >= children.len() {
                break;
            }
            let node = children.remove(i);
            children.insert(0, node);
            at.push(0);
        }
        at
    }

    /// Where the line through `path` leaves the main line (the path itself on the main line).
    pub fn back_to_main(path: &[usize]) -> Vec<usize> {
        path.iter().take_while(|&&i| i == 0).copied().collect()
    }

    /// The main line's moves.
    pub fn main_line(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut children = &self.root;
        while let Some(node) = children.first() {
            moves.push(node.mv);
            children = &node.children;
        }
        moves
    }

    /// The main line as a game record (RULES.md §12) with these headers.
    pub fn main_line_record(&self, headers: &[(String, String)]) -> String {
        let main = MoveCursor::main_line(self.main_line().len());
        self.game_at(&main.path).to_record(headers)
    }

    /// The rows of the tree view: the main line, and after each move that has alternatives,
    /// each alternative as an indented row (with its own side lines under it), then the main
    /// line goes on in a new row.
    pub fn rows(&self) -> Vec<TreeRow> {
        let mut rows = vec![TreeRow { indent: 0, moves: Vec::new() }];
        let numbering = Numbering::new(&self.start);
        self.line_rows(&numbering, &self.root, &mut Vec::new(), 0, &mut rows);
        rows.retain(|row| !row.moves.is_empty());
        rows
    }

    /// Lays out the line that starts with `children[0]` after `path`, at `indent`.
    fn line_rows(&self, numbering: &Numbering, children: &[Node], path: &mut Vec<usize>, indent: usize, rows: &mut Vec<TreeRow>) {
        let depth = path.len();
        let mut children = children;
        while let Some(first) = children.first() {
            path.push(0);
            push_move(rows, numbering, path, first, indent);
            if children.len() > 1 {
                for (i, side) in children.iter().enumerate().skip(1) {
                    path.pop();
                    path.push(i);
                    rows.push(TreeRow { indent: indent + 1, moves: Vec::new() });
                    push_move(rows, numbering, path, side, indent + 1);
                    self.line_rows(numbering, &side.children, path, indent + 1, rows);
                }
                path.pop();
                path.push(0);
                rows.push(TreeRow { indent, moves: Vec::new() });
            }
            children = &first.children;
        }
        path.truncate(depth);
    }
}

/// Adds the move at `path` to the last row (with its number on South's moves and at the
/// start of a row).
fn push_move(rows: &mut [TreeRow], numbering: &Numbering, path: &[usize], node: &Node, indent: usize) {
    let row = rows.last_mut().expect("there is always a row");
    debug_assert_eq!(row.indent, indent);
    let label = numbering.label(path.len() - 1);
    let shown = row.moves.is_empty() || label.mover == crate::engine::Side::South;
    row.moves.push(TreeMove { path: path.to_vec(), label: shown.then(|| label.text()), notation: node.mv.to_string() });
}

/// A tree as stored: the start as RULES.md §12 JSON, each move in notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredTree {
    pub start: PositionSetup,
    pub moves: Vec<StoredNode>,
}

/// One stored move and what follows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredNode {
    #[serde(rename = "move")]
    pub mv: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<StoredNode>,
}

impl VariationTree {
    /// The tree in its stored form.
    pub fn to_stored(&self) -> StoredTree {
        fn store(nodes: &[Node]) -> Vec<StoredNode> {
            nodes.iter().map(|n| StoredNode { mv: n.mv.to_string(), children: store(&n.children) }).collect()
        }
        StoredTree { start: self.start.to_setup(), moves: store(&self.root) }
    }

    /// Rebuilds a stored tree, checking every move with the engine.
    pub fn from_stored(stored: &StoredTree) -> Result<VariationTree, TreeError> {
        fn read(pos: &Position, nodes: &[StoredNode]) -> Result<Vec<Node>, TreeError> {
            nodes
                .iter()
                .map(|n| {
                    let (mv, _) = parse_move(pos, &n.mv).map_err(|_| TreeError::Move(n.mv.clone()))?;
                    let next = pos.play(&mv).map_err(|_| TreeError::Move(n.mv.clone()))?.position;
                    Ok(Node { mv, children: read(&next, &n.children)? })
                })
                .collect()
        }
        let start = stored.start.validate(true).map_err(TreeError::Start)?;
        let root = read(&start, &stored.moves)?;
        Ok(VariationTree { start, root })
    }
}
