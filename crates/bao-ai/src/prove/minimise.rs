//! Turning the prover's table into a proof, and making that proof small.
//!
//! A proof is fixed by South's move at each of its South nodes (a North node takes every
//! reply). [`Minimiser`] keeps those choices, falling back on the table's best move for a
//! South node it has not fixed yet, and walks the graph they span from the root. Local
//! search: at each South node of the current proof, each other move whose North node the
//! prover can prove is tried, and the one giving the fewest distinct positions for the
//! **whole** proof (shared positions counted once) is kept; passes repeat until none helps.
//! A choice that would close a cycle is refused by the walk.

use bao_engine::{Position, Side, SowMove};

use super::search::{expand, KeyMap, KeySet, Prover};

/// One edge of the graph: a move and where it leads.
#[derive(Clone, Copy)]
pub(crate) struct Edge {
    /// The move.
    pub mv: SowMove,
    /// The key of the position it leads to.
    pub child: u64,
    /// The move ends the game won by South.
    pub leaf: bool,
    /// The move ends the game otherwise.
    pub not_won: bool,
}

/// A position met while walking proofs, with its moves.
pub(crate) struct GraphNode {
    /// The (unfinished) position.
    pub position: Position,
    /// Its legal moves; empty until the node is expanded.
    pub edges: Vec<Edge>,
}

/// The South choices of a proof under construction and the positions it met.
pub(crate) struct Minimiser<'a> {
    /// The prover whose table gives the moves not fixed yet, and which proves alternatives.
    pub prover: &'a mut Prover,
    /// The key of the proof's root.
    pub root: u64,
    /// The unfinished positions met so far, by key.
    pub graph: KeyMap<GraphNode>,
    /// Leaf positions (finished games), by key.
    pub leaves: KeyMap<Position>,
    /// South's fixed move at South nodes, by key (others fall back on the table's best move).
    pub choice: KeyMap<SowMove>,
    /// South nodes and moves already tried, so a later pass does not prove them again.
    tried: std::collections::HashSet<(u64, SowMove)>,
}

/// Walk state per position: on the current path, or done.
#[derive(Clone, Copy, PartialEq)]
enum WalkState {
    Open,
    Done,
}

impl<'a> Minimiser<'a> {
    pub fn new(prover: &'a mut Prover, root: &Position) -> Minimiser<'a> {
        let mut m =
            Minimiser { prover, root: root.key(), graph: KeyMap::default(), leaves: KeyMap::default(), choice: KeyMap::default(), tried: Default::default() };
        m.add(root.clone());
        m
    }

    fn add(&mut self, position: Position) {
        let key = position.key();
        if self.graph.contains_key(&key) {
            return;
        }
        let mut edges = Vec::new();
        for child in expand(&position) {
            let child_key = child.position.key();
            let (leaf, not_won) = (child.south_wins(), child.not_won());
            if leaf {
                self.leaves.entry(child_key).or_insert(child.position);
            } else if child.result.is_none() {
                self.graph.entry(child_key).or_insert(GraphNode { position: child.position, edges: Vec::new() });
                // Expanded lazily: an empty edge list with an unfinished position means "not yet".
            }
            edges.push(Edge { mv: child.mv, child: child_key, leaf, not_won });
        }
        self.graph.insert(key, GraphNode { position, edges });
    }

    /// The node's edges, expanding it on first use.
    fn edges(&mut self, key: u64) -> Vec<Edge> {
        let node = &self.graph[&key];
        if node.edges.is_empty() {
            let position = node.position.clone();
            self.graph.remove(&key);
            self.add(position);
        }
        self.graph[&key].edges.clone()
    }

    fn chosen(&self, key: u64, extra: Option<(u64, SowMove)>) -> Option<SowMove> {
        match extra {
            Some((k, mv)) if k == key => Some(mv),
            _ => self.choice.get(&key).copied().or_else(|| self.prover.entry(key).best),
        }
    }

    /// The positions of the proof the choices span (with `extra` overriding one of them), in
    /// depth-first order from the root; `None` if it is not a proof (a cycle, a South node
    /// without a move, a reply that does not lose for North).
    pub fn walk(&mut self, extra: Option<(u64, SowMove)>) -> Option<Vec<u64>> {
        let mut marks: KeyMap<WalkState> = KeyMap::default();
        let mut order = Vec::new();
        self.visit(self.root, extra, &mut marks, &mut order).then_some(order)
    }

    fn visit(&mut self, key: u64, extra: Option<(u64, SowMove)>, marks: &mut KeyMap<WalkState>, order: &mut Vec<u64>) -> bool {
        match marks.get(&key) {
            Some(WalkState::Done) => return true,
            Some(WalkState::Open) => return false,
            None => {}
        }
        marks.insert(key, WalkState::Open);
        order.push(key);
        let edges = self.edges(key);
        let south = self.graph[&key].position.to_move() == Side::South;
        let ok = if south {
            match self.chosen(key, extra).and_then(|mv| edges.iter().find(|e| e.mv == mv)) {
                Some(edge) => self.follow(*edge, extra, marks, order),
                None => false,
            }
        } else {
            edges.iter().all(|edge| self.follow(*edge, extra, marks, order))
        };
        marks.insert(key, WalkState::Done);
        ok
    }

    fn follow(&mut self, edge: Edge, extra: Option<(u64, SowMove)>, marks: &mut KeyMap<WalkState>, order: &mut Vec<u64>) -> bool {
        if edge.not_won {
            return false;
        }
        if edge.leaf {
            if marks.insert(edge.child, WalkState::Done).is_none() {
                order.push(edge.child);
            }
            return true;
        }
        self.visit(edge.child, extra, marks, order)
    }

    /// Fixes the choices of every South node of the current proof.
    fn freeze(&mut self, order: &[u64]) {
        for &key in order {
            if let Some(node) = self.graph.get(&key) {
                if node.position.to_move() == Side::South {
                    let mv = self.chosen(key, None).expect("a walked South node has a move");
                    self.choice.insert(key, mv);
                }
            }
        }
    }

    /// Improves the proof until a pass changes nothing (or `passes` passes); each other move
    /// is proven with at most `max_height` plies and `budget` positions. Returns the sizes
    /// before and after.
    pub fn minimise(&mut self, passes: usize, max_height: u8, budget: u64) -> (usize, usize) {
        let mut order = self.walk(None).expect("the root is proven");
        let before = order.len();
        self.freeze(&order);
        for _ in 0..passes {
            let mut improved = false;
            let south_nodes: Vec<u64> = order.iter().copied().filter(|k| self.graph.get(k).is_some_and(|n| n.position.to_move() == Side::South)).collect();
            for key in south_nodes {
                let current: KeySet = order.iter().copied().collect();
                if !current.contains(&key) {
                    continue;
                }
                if let Some(better) = self.best_alternative(key, order.len(), max_height, budget) {
                    self.choice.insert(key, better);
                    order = self.walk(None).expect("an accepted choice makes a proof");
                    self.freeze(&order);
                    improved = true;
                }
            }
            if !improved {
                break;
            }
        }
        (before, order.len())
    }

    /// The move at South node `key` giving the smallest proof, if smaller than `size`.
    fn best_alternative(&mut self, key: u64, size: usize, max_height: u8, budget: u64) -> Option<SowMove> {
        let current = self.choice.get(&key).copied();
        let mut best: Option<(usize, SowMove)> = None;
        for edge in self.edges(key) {
            if Some(edge.mv) == current || edge.not_won {
                continue;
            }
            if !edge.leaf && self.tried.insert((key, edge.mv)) {
                let position = self.graph[&edge.child].position.clone();
                self.prover.prove(&position, max_height, budget);
            }
            if !edge.leaf && self.prover.entry(edge.child).proven == 0 {
                continue;
            }
            if let Some(order) = self.walk(Some((key, edge.mv))) {
                if order.len() < best.map_or(size, |(n, _)| n) {
                    best = Some((order.len(), edge.mv));
                }
            }
        }
        best.map(|(_, mv)| mv)
    }
}
