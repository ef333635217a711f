//! Exact results: AND/OR proofs that South wins, for Bao la Kujifunza from the start (or any
//! position small enough).
//!
//! A **proof** is a graph of positions: at each South node one South move, at each North node
//! every legal North move, ending in finished games South has won (its leaves). It is acyclic
//! and each position appears once, so no line along it ever repeats a position: a repetition
//! draw cannot interfere.
//!
//! * [`prove`] finds one ([`Prover`], `search.rs`: iterative deepening AND/OR search with a
//!   transposition table) and makes it small (`minimise.rs`). From Bao la Kujifunza's start the
//!   search finds a proof of 21 plies and 8,926 positions (1.5 million positions searched, about
//!   2 s natively); minimising leaves 356 positions (178 South moves, the longest line 25 plies),
//!   which the compact form writes in 38 bytes.
//! * [`Proof::to_json_lines`] / [`Proof::from_json_lines`]: the file `bao prove` writes, one
//!   node a line.
//! * [`verify`] re-checks a proof with the engine alone, independently of the search, and
//!   reports what is wrong as a [`ProofError`].
//! * [`CompactProof`] is the form the app ships (`compact.rs`): only South's choices, a few
//!   bits each, replayed from the root; [`proof_move`] and [`proof_status`] answer from it.

#![deny(missing_docs)]

mod check;
mod compact;
mod minimise;
mod search;
mod tree;

use std::collections::VecDeque;

use bao_engine::{end_check, EndReason, Outcome, Position, Side};

pub use check::{verify, verify_from, ProofError, ProofStats};
pub use compact::{proof_move, proof_status, CompactError, CompactProof, ProvenResult};
pub use search::Prover;
pub use tree::{Proof, ProofNode};

use minimise::Minimiser;

/// How hard [`prove`] tries.
#[derive(Clone, Copy, Debug)]
pub struct ProveSettings {
    /// The longest proof looked for, in plies.
    pub max_height: u8,
    /// Positions the first search may expand.
    pub budget: u64,
    /// Passes of the minimisation (0: keep the proof the search found).
    pub passes: usize,
    /// While minimising: the longest proof looked for from another South move, in plies.
    pub alternative_height: u8,
    /// While minimising: the positions each search from another South move may expand.
    pub alternative_budget: u64,
}

impl Default for ProveSettings {
    fn default() -> ProveSettings {
        ProveSettings { max_height: 41, budget: 50_000_000, passes: 4, alternative_height: 25, alternative_budget: 20_000 }
    }
}

/// What [`prove`] found and how much it searched.
#[derive(Clone, Debug)]
pub struct Proven {
    /// The proof, minimised, numbered breadth-first from the root (id 0).
    pub proof: Proof,
    /// Distinct positions of the proof as the search found it, before minimising.
    pub found_size: usize,
    /// Distinct positions of the proof after minimising (the nodes of `proof`).
    pub size: usize,
    /// Height of the first proof found, in plies.
    pub height: u8,
    /// Positions the search expanded (first search and minimisation).
    pub searched: u64,
}

/// Why [`prove`] found no proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProveError {
    /// The game is already over, and South has not won it.
    Finished(Outcome, EndReason),
    /// South cannot force a win (the search settled it).
    Lost,
    /// No proof within the settings' height and budget.
    NotFound,
}

/// Finds a small proof that South wins from `root` (either side to move).
pub fn prove(root: &Position, settings: &ProveSettings) -> Result<Proven, ProveError> {
    match end_check(root, None, 1) {
        Some((Outcome::Win(Side::South), _)) => {
            let node = ProofNode { id: 0, position: root.clone(), mv: None, children: Vec::new(), leaf: true };
            return Ok(Proven { proof: Proof { nodes: vec![node] }, found_size: 1, size: 1, height: 0, searched: 0 });
        }
        Some((outcome, reason)) => return Err(ProveError::Finished(outcome, reason)),
        None => {}
    }
    let mut prover = Prover::new();
    let Some(height) = prover.prove(root, settings.max_height, settings.budget) else {
        return Err(if prover.is_lost(root) { ProveError::Lost } else { ProveError::NotFound });
    };
    let mut minimiser = Minimiser::new(&mut prover, root);
    let (found_size, size) = minimiser.minimise(settings.passes, settings.alternative_height, settings.alternative_budget);
    let proof = build(&mut minimiser, root);
    let searched = prover.nodes();
    Ok(Proven { proof, found_size, size, height, searched })
}

/// `pos` with another ply count.
fn at_ply(pos: &Position, ply: u32) -> Position {
    let mut setup = pos.to_setup();
    setup.ply = ply as i64;
    setup.validate(true).expect("a position with another ply is valid")
}

/// The proof the minimiser's choices span, numbered breadth-first from the root (id 0); each
/// position carries the ply of its shortest line from the root.
fn build(minimiser: &mut Minimiser, root: &Position) -> Proof {
    let order = minimiser.walk(None).expect("the root is proven");
    let mut ids: search::KeyMap<u32> = search::KeyMap::default();
    let mut nodes: Vec<ProofNode> = Vec::with_capacity(order.len());
    let mut queue = VecDeque::from([(root.key(), root.ply())]);
    ids.insert(root.key(), 0);
    while let Some((key, ply)) = queue.pop_front() {
        let id = nodes.len() as u32;
        let Some(graph_node) = minimiser.graph.get(&key) else {
            let position = at_ply(&minimiser.leaves[&key], ply);
            nodes.push(ProofNode { id, position, mv: None, children: Vec::new(), leaf: true });
            continue;
        };
        let position = at_ply(&graph_node.position, ply);
        let south = position.to_move() == Side::South;
        let mv = south.then(|| minimiser.choice[&key]);
        let mut children = Vec::new();
        for edge in graph_node.edges.iter().filter(|e| mv.is_none_or(|m| m == e.mv)) {
            let next = ids.len() as u32;
            let child = *ids.entry(edge.child).or_insert_with(|| {
                queue.push_back((edge.child, ply + 1));
                next
            });
            children.push((edge.mv, child));
        }
        children.sort_by_key(|(mv, _)| mv.to_string());
        nodes.push(ProofNode { id, position, mv, children, leaf: false });
    }
    debug_assert_eq!(nodes.len(), order.len());
    Proof { nodes }
}

#[cfg(test)]
mod tests;
