use std::sync::OnceLock;

use super::*;
use bao_engine::{parse_move, BawoSetup, Game, Hole, Move, SowMove, Variant, WhyNot};

fn start() -> Position {
    Position::start(Variant::Kujifunza, BawoSetup::default())
}

/// The start's proof, found once for all tests with one quick pass of minimisation (the
/// shipped proof had the default settings, which take longer).
fn start_proof() -> &'static Proven {
    static PROVEN: OnceLock<Proven> = OnceLock::new();
    let settings = ProveSettings { passes: 1, alternative_budget: 4_000, ..ProveSettings::default() };
    PROVEN.get_or_init(|| prove(&start(), &settings).expect("the start is won for South"))
}

fn study(to_move: &str, south_front: [u8; 8], north_front: [u8; 8]) -> Position {
    let json = format!(
        r#"{{"variant":"kujifunza","to_move":"{to_move}","south":{{"front":{south_front:?},"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"}},"north":{{"front":{north_front:?},"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"}},"takasia":null,"ply":0}}"#
    );
    Position::from_json(&json, true).expect("a valid study position")
}

/// South: A1 = 2, A3 = 1; North: a6 = 1 (facing A3). South's only legal move is `A1>`
/// (A1< is no capture, and capturing is compulsory): its last seed lands on the occupied A3
/// facing a6, which it captures, emptying North's front row (Bao hamna).
fn south_wins_at_once() -> Position {
    study("south", [2, 0, 1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1, 0, 0])
}

/// North: a1 = 2; South: A1 = 2; North to move. Each side's only legal move is its kichwa
/// sown inwards (outwards the first seed would go to the back row with the front row
/// empty): a1> leaves North a2 = a3 = 1, then A1> leaves North with singletons only, so
/// North has no legal move and loses.
fn north_to_move_lost() -> Position {
    study("north", [2, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0, 0, 0])
}

fn sow(text: &str, pos: &Position) -> SowMove {
    match parse_move(pos, text).expect("a move").0 {
        Move::Sow(mv) => mv,
        Move::Gambit(_) => unreachable!(),
    }
}

#[test]
fn a_one_move_win_is_a_two_node_proof() {
    let root = south_wins_at_once();
    let proven = prove(&root, &ProveSettings::default()).expect("won");
    let proof = &proven.proof;
    let a1 = sow("A1>", &root);
    assert_eq!(proof.nodes.len(), 2);
    assert_eq!(proof.nodes[0].mv, Some(a1));
    assert_eq!(proof.nodes[0].children, vec![(a1, 1)]);
    assert!(proof.nodes[1].leaf && proof.nodes[1].children.is_empty());
    let stats = verify_from(proof, &root).expect("a correct proof");
    assert_eq!(stats, ProofStats { nodes: 2, south_nodes: 1, north_nodes: 0, leaves: 1, height: 1, lines: 1 });
    // The file format of the issue, key by key.
    let first: serde_json::Value = serde_json::from_str(proof.to_json_lines().lines().next().unwrap()).unwrap();
    assert_eq!(first["id"], 0);
    assert_eq!(first["to_move"], "south");
    assert_eq!(first["move"], "A1>");
    assert_eq!(first["children"], serde_json::json!({"A1>": 1}));
    assert_eq!(first["leaf"], false);
    assert_eq!(first["position"]["south"]["front"], serde_json::json!([2, 0, 1, 0, 0, 0, 0, 0]));
}

#[test]
fn a_lost_north_position_is_proven_with_all_its_replies() {
    let root = north_to_move_lost();
    let proof = prove(&root, &ProveSettings::default()).expect("North is lost").proof;
    let stats = verify_from(&proof, &root).expect("a correct proof");
    assert_eq!(stats, ProofStats { nodes: 3, south_nodes: 1, north_nodes: 1, leaves: 1, height: 2, lines: 1 });
    assert_eq!(proof.nodes[0].mv, None);
    assert_eq!(proof.nodes[0].children, vec![(sow("a1>", &root), 1)]);
    assert_eq!(proof.nodes[1].mv, Some(sow("A1>", &proof.nodes[1].position)));
    // Not the start of a game: `verify` (from the start) refuses it.
    assert_eq!(verify(&proof), Err(ProofError::WrongRoot { id: 0 }));
}

#[test]
fn a_lost_south_position_has_no_proof() {
    // As `north_to_move_lost` with South to move: A1> then a1> leave South only singletons.
    let root = study("south", [2, 0, 0, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(prove(&root, &ProveSettings::default()).map(|p| p.size), Err(ProveError::Lost));
}

#[test]
fn the_start_proof_checks_and_is_smaller_after_minimising() {
    let proven = start_proof();
    let stats = verify(&proven.proof).expect("a correct proof");
    assert_eq!(stats.nodes, proven.size);
    assert!(proven.size < proven.found_size, "minimising helps: {} < {}", proven.size, proven.found_size);
    assert_eq!(stats.south_nodes + stats.north_nodes + stats.leaves, stats.nodes);
    assert_eq!(proven.proof.nodes[0].position, start());
    // The file reads back to the same proof.
    assert_eq!(Proof::from_json_lines(&proven.proof.to_json_lines()).as_ref(), Ok(&proven.proof));
}

#[test]
fn the_shipped_compact_proof_checks() {
    let compact = CompactProof::kujifunza();
    let proof = compact.to_proof(&start());
    let stats = verify(&proof).expect("the shipped proof is correct");
    assert_eq!(compact.len(), stats.nodes);
    assert_eq!(compact.south_nodes(), stats.south_nodes);
    assert_eq!(CompactProof::encode(&proof, &start()).as_deref(), Ok(&include_bytes!("kujifunza.proof")[..]));
    assert_eq!(proof_status(&compact, &start()), Some(ProvenResult { winner: Side::South, plies: stats.height }));
    assert_eq!(proof_move(&compact, &start()), proof.nodes[0].mv.map(Move::Sow));
    assert_eq!(proof_status(&compact, &south_wins_at_once()), None);
}

#[test]
fn a_found_proof_survives_the_compact_form() {
    let proof = &start_proof().proof;
    let bytes = CompactProof::encode(proof, &start()).expect("encodes");
    let compact = CompactProof::decode(&start(), &bytes).expect("decodes");
    let again = compact.to_proof(&start());
    assert_eq!(verify(&again), verify(proof));
    let moves = |p: &Proof| p.nodes.iter().filter_map(|n| Some((n.position.key(), n.mv?))).collect::<std::collections::BTreeSet<_>>();
    assert_eq!(moves(&again), moves(proof));
}

/// Plays every line of the proof as a real game (the engine's own end checks, repetition
/// counted), South's moves taken from the compact proof alone.
fn play_all_lines(compact: &CompactProof, game: &mut Game, lines: &mut u64) {
    if let Some((outcome, reason)) = game.result() {
        assert_eq!(outcome, Outcome::Win(Side::South), "{reason:?} after {:?}", game.annotated_moves());
        *lines += 1;
        return;
    }
    let pos = game.position().clone();
    assert!(proof_status(compact, &pos).is_some(), "{} is off the proof", pos.to_json());
    let moves = match pos.to_move() {
        Side::South => vec![proof_move(compact, &pos).expect("a South node has a move")],
        Side::North => pos.legal_moves(),
    };
    for mv in moves {
        game.play(&mv).expect("a legal move");
        play_all_lines(compact, game, lines);
        game.undo();
    }
}

#[test]
fn every_north_defence_loses_against_the_compact_proof() {
    let compact = CompactProof::kujifunza();
    let mut lines = 0;
    play_all_lines(&compact, &mut Game::new(start()), &mut lines);
    assert_eq!(lines, verify(&compact.to_proof(&start())).unwrap().lines);
}

#[test]
fn hand_mutated_proofs_are_rejected_with_the_right_error() {
    let good = &start_proof().proof;
    let north_with_replies = good.nodes.iter().find(|n| !n.leaf && n.position.to_move() == Side::North && n.children.len() >= 2).unwrap();
    let mut missing = good.clone();
    let dropped = missing.nodes[north_with_replies.id as usize].children.remove(0);
    // The dropped reply's node may now be nobody's child; the missing reply is found first.
    assert_eq!(verify(&missing), Err(ProofError::MissingReply { id: north_with_replies.id, mv: dropped.0.to_string() }));

    // South plays North's hole a1: not his hole.
    let mut illegal = good.clone();
    let a1 = SowMove { hole: Hole::parse("a1").unwrap(), dir: Some(bao_engine::Dir::Right), safari: false };
    illegal.nodes[0].mv = Some(a1);
    illegal.nodes[0].children[0].0 = a1;
    assert_eq!(verify(&illegal), Err(ProofError::IllegalMove { id: 0, mv: "a1>".to_string(), reason: WhyNot::NotYourHole }));

    // A North node (an unfinished game) marked as a leaf.
    let mut not_won = good.clone();
    let node = &mut not_won.nodes[north_with_replies.id as usize];
    node.leaf = true;
    node.children.clear();
    assert_eq!(verify(&not_won), Err(ProofError::LeafNotWon { id: north_with_replies.id, result: None }));

    // A reply leading back to the South node before it.
    let mut cycle = good.clone();
    let parent = good.nodes.iter().find(|n| n.children.iter().any(|&(_, c)| c == north_with_replies.id)).unwrap().id;
    cycle.nodes[north_with_replies.id as usize].children[0].1 = parent;
    assert!(matches!(verify(&cycle), Err(ProofError::Cycle { .. })));

    // The same position twice (under another id), then renumbered instead of copied.
    let mut twice = good.clone();
    let leaf = twice.nodes.iter().find(|n| n.leaf).unwrap().clone();
    twice.nodes.push(ProofNode { id: 100_000, ..leaf.clone() });
    assert_eq!(verify(&twice), Err(ProofError::DuplicatePosition { id: 100_000, other: leaf.id }));
    for node in twice.nodes.iter_mut() {
        for (_, child) in node.children.iter_mut().filter(|(_, c)| *c == leaf.id) {
            *child = 100_000;
        }
    }
    twice.nodes.retain(|n| n.id != leaf.id);
    assert_eq!(verify(&twice), Ok(verify(good).unwrap()), "renumbering a node changes nothing");
}

#[test]
fn damaged_compact_bytes_are_rejected() {
    let bytes = CompactProof::encode(&start_proof().proof, &start()).unwrap();
    let root = start();
    assert_eq!(CompactProof::decode(&root, &bytes[..bytes.len() - 1]).err(), Some(CompactError::Truncated));
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(CompactProof::decode(&root, &longer).err(), Some(CompactError::Trailing));
    assert_eq!(CompactProof::decode(&root, &[2]).err(), Some(CompactError::Version(Some(2))));
    // The one-move win: South's single legal move needs no bits, so the bytes are the version.
    let one = prove(&south_wins_at_once(), &ProveSettings::default()).unwrap().proof;
    assert_eq!(CompactProof::encode(&one, &south_wins_at_once()), Ok(vec![1]));
}
