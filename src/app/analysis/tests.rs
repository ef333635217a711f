//! The variation tree (add, walk, delete, promote, back to the main line, export, the tree
//! view's rows, storing) and the words of the engine's verdicts.

use super::*;
use crate::app::explain::{CursorStep, MoveCursor, MoveTree};
use crate::engine::{BawoSetup, Game, Move, Position, Variant};

fn start() -> Position {
    Position::start(Variant::Kujifunza, BawoSetup::Chikoko)
}

/// The legal moves of a position, in the engine's sorted order.
fn moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
}

/// Two first moves `a` (main line) and `b` (side line), and South's `a` answered by North's
/// first legal move `c`.
fn branched() -> (VariationTree, [Move; 3]) {
    let first = moves(&start());
    let (a, b) = (first[0], first[1]);
    let c = moves(&start().play(&a).unwrap().position)[0];
    let mut tree = VariationTree::new(start());
    assert_eq!(tree.play(&[], a), vec![0], "the first move starts the main line");
    assert_eq!(tree.play(&[0], c), vec![0, 0]);
    assert_eq!(tree.play(&[], b), vec![1], "another move is a side line");
    assert_eq!(tree.play(&[], a), vec![0], "a move already there is not added twice");
    (tree, [a, b, c])
}

#[test]
fn moves_are_added_as_main_line_and_side_lines_and_the_cursor_walks_them() {
    let (tree, [a, b, c]) = branched();
    assert_eq!(tree.children(&[]), 2);
    assert_eq!(tree.children(&[0]), 1);
    assert_eq!(tree.children(&[1]), 0);
    assert_eq!(tree.children(&[7]), 0, "a path that does not exist has no moves after it");
    assert_eq!(tree.moves(&[1]), vec![b]);
    assert_eq!(tree.moves(&[0, 0]), vec![a, c]);
    let side = MoveCursor { path: vec![1] };
    assert_eq!(side.step(&tree, CursorStep::Prev).path, Vec::<usize>::new());
    assert_eq!(side.step(&tree, CursorStep::First).step(&tree, CursorStep::Next).path, vec![0], "→ follows the main line");
    assert_eq!(side.step(&tree, CursorStep::First).step(&tree, CursorStep::Last).path, vec![0, 0]);
    assert_eq!(tree.game_at(&[0, 0]).plies().len(), 2);
    assert_eq!(tree.main_line(), vec![a, c]);
}

#[test]
fn deleting_a_line_removes_it_and_what_follows_and_steps_back() {
    let (mut tree, [a, _, _]) = branched();
    assert_eq!(tree.delete(&[1]), Vec::<usize>::new());
    assert_eq!(tree.children(&[]), 1);
    // Deleting the main line's first move takes its continuation with it.
    let mut again = tree.clone();
    assert_eq!(again.delete(&[0]), Vec::<usize>::new());
    assert_eq!(again.children(&[]), 0);
    assert_eq!(tree.delete(&[]), Vec::<usize>::new(), "the start position stays");
    assert_eq!(tree.main_line()[0], a);
}

#[test]
fn promoting_a_side_line_makes_it_the_main_line() {
    let (mut tree, [a, b, c]) = branched();
    let d = moves(&start().play(&b).unwrap().position)[0];
    assert_eq!(tree.play(&[1], d), vec![1, 0]);
    assert_eq!(tree.promote(&[1, 0]), vec![0, 0], "the same position, now on the main line");
    assert_eq!(tree.main_line(), vec![b, d]);
    assert_eq!(tree.moves(&[1, 0]), vec![a, c], "the old main line is the side line now");
}

#[test]
fn back_to_the_main_line_goes_to_where_the_side_line_left_it() {
    assert_eq!(VariationTree::back_to_main(&[0, 0, 2, 0, 1]), vec![0, 0]);
    assert_eq!(VariationTree::back_to_main(&[0, 0]), vec![0, 0]);
    assert_eq!(VariationTree::back_to_main(&[1]), Vec::<usize>::new());
}

#[test]
fn export_writes_the_main_line_as_a_game_record() {
    let (tree, [a, _, c]) = branched();
    let mut game = Game::new(start());
    game.play(&a).unwrap();
    game.play(&c).unwrap();
    assert_eq!(tree.main_line_record(&[]), game.to_record(&[]));
    let record = tree.main_line_record(&[]);
    let plies = record.split("\n\n").nth(1).unwrap().lines().count();
    assert_eq!(plies, 2, "the side line is not in the record");
}

#[test]
fn a_game_becomes_the_main_line() {
    let (tree, [a, _, c]) = branched();
    let game = tree.game_at(&[0, 0]);
    let from_game = VariationTree::from_game(&game);
    assert_eq!(from_game.main_line(), vec![a, c]);
    assert_eq!(from_game.children(&[]), 1);
}

#[test]
fn the_tree_view_indents_side_lines_under_the_move_they_replace() {
    let (tree, [a, b, c]) = branched();
    let rows = tree.rows();
    // The start has South to move at ply 0: South's moves are "1.", North's reply "1…".
    let shown = |row: &TreeRow| row.moves.iter().map(|m| (m.label.clone(), m.notation.clone(), m.path.clone())).collect::<Vec<_>>();
    assert_eq!(rows.len(), 3);
    assert_eq!((rows[0].indent, shown(&rows[0])), (0, vec![(Some("1.".to_string()), a.to_string(), vec![0])]));
    assert_eq!((rows[1].indent, shown(&rows[1])), (1, vec![(Some("1.".to_string()), b.to_string(), vec![1])]));
    assert_eq!((rows[2].indent, shown(&rows[2])), (0, vec![(Some("1…".to_string()), c.to_string(), vec![0, 0])]), "a row starts with its number");
}

#[test]
fn a_stored_tree_comes_back_and_a_wrong_move_is_refused() {
    let (tree, _) = branched();
    let stored = tree.to_stored();
    assert_eq!(VariationTree::from_stored(&stored), Ok(tree));
    let mut broken = stored.clone();
    broken.moves[0].mv = "Z9".to_string();
    assert_eq!(VariationTree::from_stored(&broken), Err(TreeError::Move("Z9".to_string())));
    let text = crate::app::save::store::write(&StoredAnalysis { game: None, tree: stored.clone(), cursor: vec![1], limit_ms: None });
    let read: StoredAnalysis = crate::app::save::store::read(&text).unwrap();
    assert_eq!((read.tree, read.cursor), (stored, vec![1]));
}

#[test]
fn verdicts_are_said_from_souths_side_with_seeds_or_plies() {
    use crate::engine::Side;
    let cases = [
        (Verdict::Proven { winner: Side::South, plies: 7 }, "South wins in 7 plies"),
        (Verdict::Proven { winner: Side::North, plies: 0 }, "North has won"),
        // 240 hundredths of a seed for South, 50 for North.
        (Verdict::Eval(240), "2.4 seeds for South"),
        (Verdict::Eval(-50), "0.5 seeds for North"),
        (Verdict::Eval(3), "Even"),
        (Verdict::Forced, "Only one legal move"),
    ];
    for (verdict, words) in cases {
        assert_eq!(verdict_words(Lang::En, &verdict), words);
    }
    assert_eq!(verdict_words(Lang::Sw, &Verdict::Proven { winner: Side::South, plies: 7 }), "Kusini anashinda baada ya miendo 7");
    assert_eq!((seeds(240), seeds(-50), seeds(2)), ("+2.4".to_string(), "−0.5".to_string(), "0.0".to_string()));
    assert_eq!(bar_percent(&Verdict::Eval(0)), 50.0);
    assert_eq!(bar_percent(&Verdict::Proven { winner: Side::North, plies: 3 }), 0.0);
    assert!(bar_percent(&Verdict::Eval(300)) > 50.0 && bar_percent(&Verdict::Eval(300)) < 100.0);
}

#[test]
fn the_kujifunza_proof_says_won_at_the_start_and_nothing_for_other_games() {
    // Bao la Kujifunza is a forced win for South from the start (the proof's root).
    let result = proof_verdict(&start()).expect("the start is the proof's root");
    assert_eq!(result.winner, crate::engine::Side::South);
    assert!(proof_words(Lang::En, &start(), result).starts_with("South to move wins with perfect play"));
    assert_eq!(proof_verdict(&Position::start(Variant::Kiswahili, BawoSetup::Chikoko)), None);
}

#[test]
fn the_assisted_mark_is_read_from_headers_and_records() {
    assert!(is_assisted(&[(ASSISTED_HEADER.to_string(), "analysis".to_string())]));
    assert!(!is_assisted(&[]));
    assert!(record_is_assisted("Variant: kujifunza\nAssisted: analysis\nResult: *\n\nA3>\n"));
    assert!(!record_is_assisted("Variant: kujifunza\nResult: *\n\nA3>\n"));
}
