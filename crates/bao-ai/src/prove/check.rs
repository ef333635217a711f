//! The proof checker: re-verifies a proof with the engine's move generator and end check
//! alone, sharing nothing with the search.

use std::collections::{HashMap, HashSet};
use std::fmt;

use bao_engine::{end_check, parse_move, BawoSetup, EndReason, Move, MoveError, Outcome, Position, Side, SowMove, WhyNot, PLY_LIMIT};

use super::tree::{NodeLine, Proof, ProofNode};

/// What is wrong with a proof. Node ids are the file's `id`s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofError {
    /// A line of the file is not a proof node.
    Syntax {
        /// The line's number in the file, from 1.
        line: usize,
        /// What the JSON reader or the position check reported.
        message: String,
    },
    /// The line's `to_move` is not its position's side to move.
    ToMoveMismatch {
        /// The line's node.
        id: u32,
    },
    /// Two nodes share an id.
    DuplicateId {
        /// The id given twice.
        id: u32,
    },
    /// A child id names no node.
    UnknownChild {
        /// The node listing the child.
        id: u32,
        /// The id that names no node.
        child: u32,
    },
    /// Following children from this node comes back to it.
    Cycle {
        /// A node on the cycle.
        id: u32,
    },
    /// Every node is somebody's child.
    NoRoot,
    /// More than one node is nobody's child.
    SeveralRoots {
        /// Every node that is nobody's child, in file order.
        ids: Vec<u32>,
    },
    /// The root is not the position the proof must start from.
    WrongRoot {
        /// The root node.
        id: u32,
    },
    /// Two nodes hold the same position (by [`Position::key`]).
    DuplicatePosition {
        /// The later node in file order.
        id: u32,
        /// The earlier node holding the same position.
        other: u32,
    },
    /// A South node without its move.
    MissingMove {
        /// The South node.
        id: u32,
    },
    /// A North node or a leaf names a move.
    UnexpectedMove {
        /// The North node or leaf.
        id: u32,
    },
    /// A South node's children are not exactly its move.
    SouthChildren {
        /// The South node.
        id: u32,
    },
    /// A listed move is not legal.
    IllegalMove {
        /// The node listing the move.
        id: u32,
        /// The move, in notation.
        mv: String,
        /// Why the engine refuses it.
        reason: WhyNot,
    },
    /// A North node leaves out one of North's legal moves.
    MissingReply {
        /// The North node.
        id: u32,
        /// The legal move left out, in notation.
        mv: String,
    },
    /// The child is not the position the move leads to.
    WrongChild {
        /// The node listing the move.
        id: u32,
        /// The move, in notation.
        mv: String,
        /// The child listed for it.
        child: u32,
    },
    /// A leaf that is not a finished game won by South (`result`: how the game stands there).
    LeafNotWon {
        /// The leaf.
        id: u32,
        /// The engine's end check there: `None` when the game goes on.
        result: Option<(Outcome, EndReason)>,
    },
    /// A node that is not a leaf, but the game is over there.
    FinishedNotLeaf {
        /// The node.
        id: u32,
        /// How the game ended there.
        outcome: Outcome,
        /// Why it ended.
        reason: EndReason,
    },
    /// A leaf with children.
    LeafWithChildren {
        /// The leaf.
        id: u32,
    },
    /// A line reaches the ply limit (a draw) before this node.
    PlyLimit {
        /// The first node in file order (leaves excepted) whose longest line from the root reaches the ply limit.
        id: u32,
    },
}

impl fmt::Display for ProofError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ProofError {}

/// The shape of a correct proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofStats {
    /// Distinct positions.
    pub nodes: usize,
    /// Nodes where South moves (leaves not counted).
    pub south_nodes: usize,
    /// Nodes where North moves (leaves not counted).
    pub north_nodes: usize,
    /// Finished games South has won.
    pub leaves: usize,
    /// The longest line, in plies.
    pub height: u32,
    /// Lines from the root to a leaf (saturating).
    pub lines: u64,
}

/// Checks a proof that South wins Bao la Kujifunza (or the root's game) from its start.
pub fn verify(proof: &Proof) -> Result<ProofStats, ProofError> {
    let variant = proof.nodes.first().map_or(bao_engine::Variant::Kujifunza, |n| n.position.variant());
    verify_from(proof, &Position::start(variant, BawoSetup::default()))
}

/// Checks a proof that South wins from `root`: every South node's move is legal and leads to
/// its child, every North node lists exactly North's legal moves, every leaf is a finished
/// game South has won and no other node is finished, no cycle, no position twice, the root
/// (the one node that is nobody's child) is `root`, and no line reaches the ply limit.
pub fn verify_from(proof: &Proof, root: &Position) -> Result<ProofStats, ProofError> {
    let index = index(proof)?;
    let order = topological(proof, &index)?;
    let mut keys: HashMap<u64, u32> = HashMap::new();
    for node in &proof.nodes {
        if let Some(other) = keys.insert(node.position.key(), node.id) {
            return Err(ProofError::DuplicatePosition { id: node.id, other });
        }
    }
    for node in &proof.nodes {
        check_node(proof, &index, node)?;
    }
    let root_index = find_root(proof, &index)?;
    let root_node = &proof.nodes[root_index];
    if root_node.position != *root {
        return Err(ProofError::WrongRoot { id: root_node.id });
    }
    check_result(root_node, end_check(root, None, 1))?;
    stats(proof, &index, &order, root_index)
}

fn index(proof: &Proof) -> Result<HashMap<u32, usize>, ProofError> {
    let mut index = HashMap::new();
    for (i, node) in proof.nodes.iter().enumerate() {
        if index.insert(node.id, i).is_some() {
            return Err(ProofError::DuplicateId { id: node.id });
        }
    }
    for node in &proof.nodes {
        if let Some(&(_, child)) = node.children.iter().find(|(_, c)| !index.contains_key(c)) {
            return Err(ProofError::UnknownChild { id: node.id, child });
        }
    }
    Ok(index)
}

/// The nodes in an order where each comes after all its parents, or the cycle found.
fn topological(proof: &Proof, index: &HashMap<u32, usize>) -> Result<Vec<usize>, ProofError> {
    let mut parents = vec![0usize; proof.nodes.len()];
    for node in &proof.nodes {
        for (_, child) in &node.children {
            parents[index[child]] += 1;
        }
    }
    let mut ready: Vec<usize> = (0..proof.nodes.len()).filter(|&i| parents[i] == 0).collect();
    let mut order = Vec::with_capacity(proof.nodes.len());
    while let Some(i) = ready.pop() {
        order.push(i);
        for (_, child) in &proof.nodes[i].children {
            let c = index[child];
            parents[c] -= 1;
            if parents[c] == 0 {
                ready.push(c);
            }
        }
    }
    match (0..proof.nodes.len()).find(|&i| parents[i] > 0) {
        // Every node left over lies on a cycle or below one; name one that lies on it.
        Some(start) => Err(ProofError::Cycle { id: proof.nodes[on_cycle(proof, index, &parents, start)].id }),
        None => Ok(order),
    }
}

/// Walks from a left-over node through left-over children until a node repeats: it lies on
/// a cycle.
fn on_cycle(proof: &Proof, index: &HashMap<u32, usize>, parents: &[usize], start: usize) -> usize {
    let mut seen = HashSet::new();
    let mut i = start;
    while seen.insert(i) {
        i = proof.nodes[i].children.iter().map(|(_, c)| index[c]).find(|&c| parents[c] > 0).expect("a left-over node has a left-over child");
    }
    i
}

fn find_root(proof: &Proof, index: &HashMap<u32, usize>) -> Result<usize, ProofError> {
    let mut is_child = vec![false; proof.nodes.len()];
    for node in &proof.nodes {
        for (_, child) in &node.children {
            is_child[index[child]] = true;
        }
    }
    let roots: Vec<usize> = (0..proof.nodes.len()).filter(|&i| !is_child[i]).collect();
    match roots.as_slice() {
        [] => Err(ProofError::NoRoot),
        [one] => Ok(*one),
        many => Err(ProofError::SeveralRoots { ids: many.iter().map(|&i| proof.nodes[i].id).collect() }),
    }
}

/// A node's game result (after the move that reached it) against its `leaf` flag.
fn check_result(node: &ProofNode, result: Option<(Outcome, EndReason)>) -> Result<(), ProofError> {
    match (node.leaf, result) {
        (true, Some((Outcome::Win(Side::South), _))) | (false, None) => Ok(()),
        (true, result) => Err(ProofError::LeafNotWon { id: node.id, result }),
        (false, Some((outcome, reason))) => Err(ProofError::FinishedNotLeaf { id: node.id, outcome, reason }),
    }
}

/// The node's own moves and children against the engine.
fn check_node(proof: &Proof, index: &HashMap<u32, usize>, node: &ProofNode) -> Result<(), ProofError> {
    let id = node.id;
    let pos = &node.position;
    if node.leaf {
        if node.mv.is_some() {
            return Err(ProofError::UnexpectedMove { id });
        }
        return if node.children.is_empty() { Ok(()) } else { Err(ProofError::LeafWithChildren { id }) };
    }
    match (pos.to_move(), node.mv) {
        (Side::South, None) => return Err(ProofError::MissingMove { id }),
        (Side::South, Some(mv)) if node.children.len() != 1 || node.children[0].0 != mv => return Err(ProofError::SouthChildren { id }),
        (Side::North, Some(_)) => return Err(ProofError::UnexpectedMove { id }),
        _ => {}
    }
    for (mv, child) in &node.children {
        let played = pos.play(&Move::Sow(*mv)).map_err(|e| match e {
            MoveError::Illegal { reason, .. } => ProofError::IllegalMove { id, mv: mv.to_string(), reason },
            _ => ProofError::IllegalMove { id, mv: mv.to_string(), reason: WhyNot::NoSuchDirection },
        })?;
        let child_node = &proof.nodes[index[child]];
        if child_node.position.key() != played.position.key() {
            return Err(ProofError::WrongChild { id, mv: mv.to_string(), child: *child });
        }
        check_result(child_node, end_check(&played.position, Some(&played.info), 1))?;
    }
    if pos.to_move() == Side::North {
        let listed: HashSet<SowMove> = node.children.iter().map(|(mv, _)| *mv).collect();
        for mv in pos.legal_moves() {
            if !matches!(&mv, Move::Sow(sow) if listed.contains(sow)) {
                return Err(ProofError::MissingReply { id, mv: mv.to_string() });
            }
        }
    }
    Ok(())
}

/// Counts and the longest line; checks the ply limit on it.
fn stats(proof: &Proof, index: &HashMap<u32, usize>, order: &[usize], root: usize) -> Result<ProofStats, ProofError> {
    let n = proof.nodes.len();
    // Longest line from the root to each node, and the number of lines reaching it.
    let mut depth = vec![0u32; n];
    let mut lines = vec![0u64; n];
    lines[root] = 1;
    for &i in order {
        for (_, child) in &proof.nodes[i].children {
            let c = index[child];
            depth[c] = depth[c].max(depth[i] + 1);
            lines[c] = lines[c].saturating_add(lines[i]);
        }
    }
    let start_ply = proof.nodes[root].position.ply();
    if let Some(i) = (0..n).find(|&i| !proof.nodes[i].leaf && start_ply + depth[i] >= PLY_LIMIT) {
        return Err(ProofError::PlyLimit { id: proof.nodes[i].id });
    }
    let count = |f: &dyn Fn(&ProofNode) -> bool| proof.nodes.iter().filter(|n| f(n)).count();
    Ok(ProofStats {
        nodes: n,
        south_nodes: count(&|n| !n.leaf && n.position.to_move() == Side::South),
        north_nodes: count(&|n| !n.leaf && n.position.to_move() == Side::North),
        leaves: count(&|n| n.leaf),
        height: depth.iter().copied().max().unwrap_or(0),
        lines: (0..n).filter(|&i| proof.nodes[i].leaf).fold(0u64, |sum, i| sum.saturating_add(lines[i])),
    })
}

impl Proof {
    /// Reads the file [`Proof::to_json_lines`] writes. Only the syntax is checked here (and
    /// that each position is valid, as a study position); [`verify`] checks the proof.
    pub fn from_json_lines(text: &str) -> Result<Proof, ProofError> {
        let mut nodes = Vec::new();
        for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let syntax = |message: String| ProofError::Syntax { line: i + 1, message };
            let parsed: NodeLine = serde_json::from_str(line).map_err(|e| syntax(e.to_string()))?;
            let position = parsed.position.validate(true).map_err(|e| syntax(e.to_string()))?;
            let read_move = |text: &str| match parse_move(&position, text) {
                Ok((Move::Sow(mv), _)) => Ok(mv),
                Ok((Move::Gambit(_), _)) => Err(syntax(format!("{text}: a gambit cannot be part of a proof"))),
                Err(e) => Err(syntax(e.to_string())),
            };
            let mv = parsed.mv.as_deref().map(read_move).transpose()?;
            let mut children = Vec::new();
            for (text, id) in &parsed.children {
                children.push((read_move(text)?, *id));
            }
            if parsed.to_move != position.to_move().name() {
                return Err(ProofError::ToMoveMismatch { id: parsed.id });
            }
            nodes.push(ProofNode { id: parsed.id, position, mv, children, leaf: parsed.leaf });
        }
        Ok(Proof { nodes })
    }
}
