//! The compact proof the app ships: South's choices only, replayed from the root.
//!
//! The bytes are a format version (1) and then one number per South node, in the order a
//! depth-first walk from the root meets them (North's replies in notation order, each
//! position walked once): the index of South's move among his legal moves in notation order,
//! in exactly as many bits as that many moves need (none for a single move), least
//! significant bit first. Reading replays the walk with the engine, so a decoded proof is
//! also checked: every line ends in a finished game South has won, with no cycle.

use bao_engine::{end_check, BawoSetup, EndReason, Move, Outcome, Position, Side, SowMove, Variant};

use super::search::KeyMap;
use super::tree::{Proof, ProofNode};

/// The format version in the first byte.
const VERSION: u8 = 1;

/// Bao la Kujifunza's start, proven (`bao prove kujifunza`, `--compact FILE` writes this file).
const KUJIFUNZA: &[u8] = include_bytes!("kujifunza.proof");

/// A proof as the app uses it: South's move and the proven result for every position of it.
#[derive(Clone, Debug, Default)]
pub struct CompactProof {
    /// South's move at every South node, by position key.
    south: KeyMap<SowMove>,
    /// For every node (leaves too): the most plies until the game ends along the proof.
    plies: KeyMap<u32>,
}

/// What a proof says about a position of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProvenResult {
    /// The side that wins by playing the proof's moves (always South for now).
    pub winner: Side,
    /// The game ends within this many plies when the winner plays the proof's moves.
    pub plies: u32,
}

/// Why bytes are not a compact proof of the given root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompactError {
    /// The first byte is not the format version: the byte found (`None`: no bytes at all).
    Version(Option<u8>),
    /// The bits ran out.
    Truncated,
    /// Bits left over after the walk.
    Trailing,
    /// A choice beyond the position's legal moves.
    BadChoice {
        /// The choice read from the bits.
        index: u32,
        /// How many legal moves the position has.
        moves: usize,
    },
    /// A line ends in a game South has not won.
    NotWon {
        /// How that game ended.
        outcome: Outcome,
        /// Why it ended.
        reason: EndReason,
    },
    /// A line comes back to a position on it.
    Cycle,
    /// Encoding: the proof lacks this position (it is not a checked proof of the root).
    NotInProof {
        /// The missing South position, as JSON (RULES.md §12).
        position: String,
    },
}

/// Bits needed to write a choice among `n`.
fn width(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

struct Bits<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Bits<'_> {
    fn read(&mut self, width: u32) -> Result<u32, CompactError> {
        let mut value = 0;
        for i in 0..width {
            let byte = *self.bytes.get(self.at / 8).ok_or(CompactError::Truncated)?;
            value |= ((byte >> (self.at % 8)) as u32 & 1) << i;
            self.at += 1;
        }
        Ok(value)
    }
}

fn write_bits(out: &mut Vec<u8>, at: &mut usize, value: u32, width: u32) {
    for i in 0..width {
        if at.is_multiple_of(8) {
            out.push(0);
        }
        *out.last_mut().expect("pushed") |= (((value >> i) & 1) as u8) << (*at % 8);
        *at += 1;
    }
}

/// The child a move leads to, and whether the game ended there with South's win.
fn step(pos: &Position, mv: &Move) -> Result<(Position, bool), CompactError> {
    let played = pos.play(mv).expect("listed moves are legal");
    match end_check(&played.position, Some(&played.info), 1) {
        None => Ok((played.position, false)),
        Some((Outcome::Win(Side::South), _)) => Ok((played.position, true)),
        Some((outcome, reason)) => Err(CompactError::NotWon { outcome, reason }),
    }
}

impl CompactProof {
    /// The proof of Bao la Kujifunza's start that ships with the app.
    pub fn kujifunza() -> CompactProof {
        CompactProof::decode(&Position::start(Variant::Kujifunza, BawoSetup::default()), KUJIFUNZA).expect("the shipped proof is valid")
    }

    /// [`CompactProof::kujifunza`], decoded once and shared (by the top level, which plays it,
    /// and the app's coach).
    pub fn kujifunza_shared() -> &'static CompactProof {
        static PROOF: std::sync::OnceLock<CompactProof> = std::sync::OnceLock::new();
        PROOF.get_or_init(CompactProof::kujifunza)
    }

    /// The bytes of a proof (one that [`super::verify_from`] accepts for `root`).
    pub fn encode(proof: &Proof, root: &Position) -> Result<Vec<u8>, CompactError> {
        let by_key: KeyMap<SowMove> = proof.nodes.iter().filter_map(|n| Some((n.position.key(), n.mv?))).collect();
        let mut out = vec![VERSION];
        let mut at = 8;
        let mut seen = KeyMap::default();
        if end_check(root, None, 1).is_none() {
            encode_node(root, &by_key, &mut seen, &mut out, &mut at)?;
        }
        Ok(out)
    }

    /// Reads and replays the bytes of a proof from `root`.
    pub fn decode(root: &Position, bytes: &[u8]) -> Result<CompactProof, CompactError> {
        if bytes.first() != Some(&VERSION) {
            return Err(CompactError::Version(bytes.first().copied()));
        }
        let mut bits = Bits { bytes, at: 8 };
        let mut proof = CompactProof::default();
        match end_check(root, None, 1) {
            None => {
                let mut open = KeyMap::default();
                proof.decode_node(root, &mut bits, &mut open)?;
            }
            Some((Outcome::Win(Side::South), _)) => {
                proof.plies.insert(root.key(), 0);
            }
            Some((outcome, reason)) => return Err(CompactError::NotWon { outcome, reason }),
        }
        if bits.at.div_ceil(8) != bytes.len() {
            return Err(CompactError::Trailing);
        }
        Ok(proof)
    }

    fn decode_node(&mut self, pos: &Position, bits: &mut Bits, open: &mut KeyMap<()>) -> Result<u32, CompactError> {
        let key = pos.key();
        if let Some(&plies) = self.plies.get(&key) {
            return Ok(plies);
        }
        if open.insert(key, ()).is_some() {
            return Err(CompactError::Cycle);
        }
        let moves = pos.legal_moves();
        let chosen = if pos.to_move() == Side::South {
            let index = bits.read(width(moves.len()))?;
            let mv = moves.get(index as usize).ok_or(CompactError::BadChoice { index, moves: moves.len() })?;
            if let Move::Sow(sow) = mv {
                self.south.insert(key, *sow);
            }
            vec![*mv]
        } else {
            moves
        };
        let mut plies = 0;
        for mv in &chosen {
            let (child, leaf) = step(pos, mv)?;
            let below = if leaf {
                self.plies.insert(child.key(), 0);
                0
            } else {
                self.decode_node(&child, bits, open)?
            };
            plies = plies.max(below + 1);
        }
        open.remove(&key);
        self.plies.insert(key, plies);
        Ok(plies)
    }

    /// The full proof again (numbered breadth-first from `root`, the root it was decoded
    /// from), for [`super::verify_from`] or the proof file.
    pub fn to_proof(&self, root: &Position) -> Proof {
        let mut ids: KeyMap<u32> = KeyMap::default();
        ids.insert(root.key(), 0);
        let mut queue = std::collections::VecDeque::from([root.clone()]);
        let mut nodes = Vec::new();
        while let Some(pos) = queue.pop_front() {
            let id = nodes.len() as u32;
            let leaf = self.plies.get(&pos.key()) == Some(&0);
            let mv = self.south.get(&pos.key()).copied();
            let moves = match (leaf, mv) {
                (true, _) => Vec::new(),
                (false, Some(mv)) => vec![mv],
                (false, None) => pos.legal_moves().into_iter().filter_map(|m| if let Move::Sow(s) = m { Some(s) } else { None }).collect(),
            };
            let mut children = Vec::new();
            for sow in moves {
                let child = pos.play(&Move::Sow(sow)).expect("the proof's moves are legal").position;
                let next = ids.len() as u32;
                let child_id = *ids.entry(child.key()).or_insert_with(|| {
                    queue.push_back(child);
                    next
                });
                children.push((sow, child_id));
            }
            nodes.push(ProofNode { id, position: pos, mv, children, leaf });
        }
        Proof { nodes }
    }

    /// Positions of the proof (leaves included).
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// Whether the proof holds no position (only a default, never decoded, proof does).
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// South nodes of the proof.
    pub fn south_nodes(&self) -> usize {
        self.south.len()
    }
}

fn encode_node(pos: &Position, by_key: &KeyMap<SowMove>, seen: &mut KeyMap<()>, out: &mut Vec<u8>, at: &mut usize) -> Result<(), CompactError> {
    if seen.insert(pos.key(), ()).is_some() {
        return Ok(());
    }
    let moves = pos.legal_moves();
    let chosen = if pos.to_move() == Side::South {
        let missing = || CompactError::NotInProof { position: pos.to_json() };
        let mv = by_key.get(&pos.key()).ok_or_else(missing)?;
        let index = moves.iter().position(|m| *m == Move::Sow(*mv)).ok_or_else(missing)?;
        write_bits(out, at, index as u32, width(moves.len()));
        vec![moves[index]]
    } else {
        moves
    };
    for mv in &chosen {
        let (child, leaf) = step(pos, mv)?;
        if !leaf {
            encode_node(&child, by_key, seen, out, at)?;
        }
    }
    Ok(())
}

/// South's move in `pos` along the proof, when `pos` is one of its South nodes.
pub fn proof_move(proof: &CompactProof, pos: &Position) -> Option<Move> {
    proof.south.get(&pos.key()).map(|&mv| Move::Sow(mv))
}

/// "Won for South along the proof" when `pos` is a position of the proof (either side to
/// move, or a finished game at its end).
pub fn proof_status(proof: &CompactProof, pos: &Position) -> Option<ProvenResult> {
    proof.plies.get(&pos.key()).map(|&plies| ProvenResult { winner: Side::South, plies })
}
