//! The proof as data: its nodes and the JSON lines `bao prove` writes (read back by
//! `check.rs`, which checks what it reads).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use bao_engine::{Position, PositionSetup, SowMove};

/// One position of a proof.
#[derive(Clone, Debug, PartialEq)]
pub struct ProofNode {
    /// The node's number, unique within its proof (the file's `id`).
    pub id: u32,
    /// The position at this node, with the side to move and the ply count of the line.
    pub position: Position,
    /// South's move at a South node; `None` at North nodes and leaves.
    pub mv: Option<SowMove>,
    /// Each listed move and the node it leads to, in notation order.
    pub children: Vec<(SowMove, u32)>,
    /// A finished game South has won.
    pub leaf: bool,
}

/// A proof that South wins: its nodes, the root first when built by [`super::prove`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Proof {
    /// The proof's nodes, in file order (the root first when built by [`super::prove`]).
    pub nodes: Vec<ProofNode>,
}

/// One line of the proof file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NodeLine {
    pub(super) id: u32,
    pub(super) position: PositionSetup,
    pub(super) to_move: String,
    #[serde(rename = "move")]
    pub(super) mv: Option<String>,
    pub(super) children: BTreeMap<String, u32>,
    pub(super) leaf: bool,
}

impl Proof {
    /// One JSON object a line: `id`, `position` (RULES.md §12), `to_move`, `move`,
    /// `children` (`{move: id}`), `leaf`.
    pub fn to_json_lines(&self) -> String {
        let mut text = String::new();
        for node in &self.nodes {
            let line = NodeLine {
                id: node.id,
                position: node.position.to_setup(),
                to_move: node.position.to_move().name().to_string(),
                mv: node.mv.map(|mv| mv.to_string()),
                children: node.children.iter().map(|(mv, id)| (mv.to_string(), *id)).collect(),
                leaf: node.leaf,
            };
            text.push_str(&serde_json::to_string(&line).expect("a proof line always serialises"));
            text.push('\n');
        }
        text
    }

    /// The node with this id.
    pub fn node(&self, id: u32) -> Option<&ProofNode> {
        self.nodes.iter().find(|n| n.id == id)
    }
}
