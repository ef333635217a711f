//! `bao review` and `bao analyse` on the built tool: a planted blunder (a Bao la Kujifunza
//! game where South, on the shipped proof of South's forced win, throws the win) is marked by
//! `bao review` at exactly its ply, and `bao analyse` reads a record's position at a ply.

use std::process::Command;

use bao::ai::prove::{proof_move, CompactProof};
use bao::ai::review::{analyse, history};
use bao::ai::{Limits, Verdict};
use bao::engine::{BawoSetup, Game, Position, Side, Variant};
use serde_json::Value;

const BAO: &str = env!("CARGO_BIN_EXE_bao");

/// The budget of the construction and of the `bao review` run (`--nodes`).
const NODES: u64 = 100_000;

fn south_wins(verdict: Verdict) -> bool {
    matches!(verdict, Verdict::Proven { winner: Side::South, .. })
}

/// South follows the shipped proof and North the search's best reply until, from South's
/// second move on, the search of South's position (every move a line, at [`NODES`]) proves
/// South's best move won and finds a move it does not prove won: South plays that one, North
/// replies. Returns the game and the blunder's index (0-based ply).
fn planted_blunder() -> (Game, usize) {
    let proof = CompactProof::kujifunza();
    let limits = Limits { nodes: Some(NODES), search_forced: true, lines: usize::MAX, ..Limits::default() };
    let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
    while game.plies().len() < 20 {
        let index = game.plies().len();
        let pos = game.position().clone();
        let analysis = analyse(&pos, &history(&game, index), limits);
        let thrown = analysis.lines.iter().find(|line| !south_wins(line.verdict));
        match (pos.to_move(), thrown) {
            (Side::North, _) => game.play(&analysis.lines[0].mv).map(drop).expect("legal"),
            (Side::South, Some(line)) if index >= 2 && south_wins(analysis.verdict) => {
                game.play(&line.mv).expect("legal");
                let reply = analyse(game.position(), &history(&game, index + 1), limits);
                game.play(&reply.lines[0].mv).expect("legal");
                return (game, index);
            }
            (Side::South, _) => game.play(&proof_move(&proof, &pos).expect("on the proof")).map(drop).expect("legal"),
        }
    }
    panic!("no South move threw the win: {}", game.to_record(&[]));
}

fn run(args: &[&str]) -> Vec<Value> {
    let out = Command::new(BAO).args(args).output().expect("bao runs");
    assert!(out.status.success(), "bao {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8").lines().map(|line| serde_json::from_str(line).expect("JSON")).collect()
}

#[test]
fn bao_review_marks_the_planted_blunder() {
    let (game, blunder) = planted_blunder();
    let file = std::env::temp_dir().join(format!("bao-review-{}.txt", std::process::id()));
    std::fs::write(&file, game.to_record(&[])).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let nodes = NODES.to_string();
    let lines = run(&["review", path, "--nodes", &nodes]);
    assert_eq!(lines.len(), game.plies().len() + 1, "one line per ply and a summary");
    let blunders: Vec<u64> = lines.iter().filter(|line| line["mark"] == "blunder").map(|line| line["ply"].as_u64().expect("a ply")).collect();
    assert_eq!(blunders, [blunder as u64 + 1], "plies count from 1");
    let marked = &lines[blunder];
    assert_eq!(marked["mover"], "south");
    assert_eq!(marked["move"], game.plies()[blunder].mv.to_string());
    assert!(marked["best_verdict"]["proven"]["winner"] == "south", "{marked}");
    assert!(marked["verdict"]["proven"]["winner"] != "south", "{marked}");
    let summary = lines.last().expect("a summary");
    assert_eq!(summary["south"]["blunders"], 1, "{summary}");
    assert_eq!(summary["plies"], game.plies().len());

    // The position before the blunder, read from the record at that ply: the best line is the
    // review's best move, proven won for South.
    let ply = blunder.to_string();
    let analysis = run(&["analyse", path, "--ply", &ply, "--nodes", &nodes, "--lines", "2"]);
    assert_eq!(analysis.len(), 1);
    let lines_out = analysis[0]["lines"].as_array().expect("lines");
    assert!(!lines_out.is_empty() && lines_out.len() <= 2);
    assert!(analysis[0]["verdict"]["proven"]["winner"] == "south", "{}", analysis[0]);
    let _ = std::fs::remove_file(&file);
}

/// The worker's review request answers what `review_ply` answers: the planted blunder comes
/// back marked, with the same best move, and a ply the review does not mark comes back
/// unmarked; a request whose move is not one in notation is an error that names the field.
#[test]
fn the_worker_reviews_one_ply_like_review_ply() {
    use bao::ai::protocol::{answer, Reply, ReviewRequest};
    use bao::ai::review::{review_ply, Mark};
    use bao::engine::Move;
    let (game, blunder) = planted_blunder();
    let request = |index: usize, played: Move| ReviewRequest {
        position: game.position_at(index).clone(),
        history: history(&game, index),
        played,
        depth: None,
        nodes: Some(NODES),
        study: false,
    };
    let ask = |text: &str, index: usize| {
        let mut replies = Vec::new();
        answer(text, &|| 0.0, &mut |reply| replies.push(Reply::read(&reply.write(), Some(game.position_at(index))).expect("a reply")));
        replies
    };
    for index in [blunder - 1, blunder] {
        let played = game.plies()[index].mv;
        let limits = Limits { nodes: Some(NODES), ..bao::ai::review::REVIEW_LIMITS };
        let expected = review_ply(game.position_at(index), &history(&game, index), &played, limits).expect("a move to review");
        let replies = ask(&request(index, played).write(), index);
        let [Reply::Reviewed { review }] = replies.as_slice() else { panic!("one review: {replies:?}") };
        assert_eq!(review.mv, played);
        assert_eq!(review.best.mv, expected.best.mv);
        assert_eq!(review.mark, expected.mark);
        assert_eq!(review.mark == Some(Mark::Blunder), index == blunder, "{review:?}");
    }
    let text = request(blunder, game.plies()[blunder].mv).write();
    let played = format!("played={}", game.plies()[blunder].mv);
    let replies = ask(&text.replace(&played, "played=zz"), blunder);
    assert_eq!(replies, [Reply::Error { message: "played: cannot read \"zz\"".to_string() }]);
}
