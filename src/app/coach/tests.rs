use super::*;
use crate::engine::{parse_move, BawoSetup};

/// A Bao la Kujifunza study position, South to move: South's front row A1…A8 (from his left)
/// with B4 = B5 = 2 behind it, and North's front row a1…a8 as given, North's back row empty.
fn study(south: [u8; 8], north: [u8; 8]) -> Position {
    let row = |r: [u8; 8]| r.iter().map(|&n| n as i64).collect::<Vec<_>>();
    let json = serde_json::json!({
        "variant": "kujifunza", "to_move": "south", "takasia": null, "ply": 10,
        "south": {"front": row(south), "back": [0, 0, 0, 2, 2, 0, 0, 0], "reserve": 0, "house": "lost"},
        "north": {"front": row(north), "back": [0, 0, 0, 0, 0, 0, 0, 0], "reserve": 0, "house": "lost"},
    });
    Position::from_json(&json.to_string(), true).expect("a valid study position")
}

fn mv(pos: &Position, text: &str) -> Move {
    parse_move(pos, text).expect("a legal move").0
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).expect("a hole name")
}

/// South A3 = `a3` seeds and A7 = 2 (B4 = B5 = 2 behind); North a4 = 2 and a6 = 1. Derived by
/// hand (RULES.md §2–5, §10): South's back row may not start while front holes hold 2, and no
/// South move captures (A3> ends in A7, which faces the empty a2, and relays on to B7; A3<
/// ends in B2; A7> sows A8 and ends in B8; A7< ends in the empty A5), so South has exactly these four takata moves
/// and keeps his `a3 + 6` seeds. North's only capture is a4>: its last seed falls into a6
/// (occupied) facing A3, so it captures A3 when A3 is not empty, entering the seeds at a1 (a
/// central capture moving clockwise) and ending in an empty hole (a1…a3 and the lifted a4).
/// * A3> or A3<: A3 is empty, North has no capture; South keeps his back row to move on.
/// * A7< or A7>: North takes all of A3; A5 and A6 (or A8) keep South's front row occupied.
fn hanging(a3: u8) -> Position {
    study([0, 0, a3, 0, 0, 0, 2, 0], [0, 0, 0, 2, 0, 1, 0, 0])
}

/// What the coach should say about a move of [`hanging`].
#[derive(Debug, PartialEq)]
enum Expected {
    Nothing,
    /// North's a4> takes this many seeds from A3.
    Capture(u32),
}

#[test]
fn a_move_handing_the_opponent_four_seeds_more_than_the_best_alternative_is_warned() {
    // With 4 on A3, A7< and A7> keep 10 − 4 = 6 seeds against 10 after lifting A3: warned.
    // With 3 on A3 they keep 9 − 3 = 6 against 9: 3 seeds, below the margin.
    let cases = [
        (4, "A7<", Expected::Capture(4)),
        (4, "A7>", Expected::Capture(4)),
        (4, "A3>", Expected::Nothing),
        (4, "A3<", Expected::Nothing),
        (3, "A7<", Expected::Nothing),
        (3, "A7>", Expected::Nothing),
        (3, "A3>", Expected::Nothing),
    ];
    for (a3, text, expected) in cases {
        let pos = hanging(a3);
        assert_eq!(pos.legal_moves().len(), 4, "four takata moves");
        let played = mv(&pos, text);
        let warning = coach_warning(&pos, &played, CoachStyle::Guard);
        let after = pos.play(&played).unwrap().position;
        let lifts_a3 = |better: &Move| ["A3>", "A3<"].contains(&better.to_string().as_str());
        match (expected, warning) {
            (Expected::Nothing, warning) => assert_eq!(warning, None, "A3 = {a3}, {text}"),
            (Expected::Capture(seeds), Some(CoachWarning::HandsCapture(handed))) => {
                assert_eq!(handed.reply, mv(&after, "a4>"));
                assert_eq!((handed.seeds, handed.captured.clone(), handed.keeps), (seeds, vec![(hole("A3"), seeds as u8)], seeds), "{text}");
                assert!(lifts_a3(&handed.better), "the better move lifts A3: {}", handed.better);
            }
            (expected, warning) => panic!("A3 = {a3}, {text}: expected {expected:?}, got {warning:?}"),
        }
    }
}

/// [`hanging`] with A8 = 2 instead of A7, by hand: A3> ends in the empty A7, A3< in B2,
/// A8< in the empty A6 and A8> in B7, none capturing. After A8> A3 is South's only front
/// hole, so North's a4> takes it by Bao hamna and wins at once; after A8< it takes 4 seeds.
#[test]
fn a_move_that_lets_the_opponent_win_at_once_is_warned() {
    let pos = study([0, 0, 4, 0, 0, 0, 0, 2], [0, 0, 0, 2, 0, 1, 0, 0]);
    assert_eq!(pos.legal_moves().len(), 4);
    let after = pos.play(&mv(&pos, "A8>")).unwrap().position;
    let Some(CoachWarning::HandsWin { reply, better }) = coach_warning(&pos, &mv(&pos, "A8>"), CoachStyle::Guard) else { panic!("A8> loses at once") };
    assert_eq!(reply, mv(&after, "a4>"));
    assert!(better.to_string().starts_with("A3"), "{better}");
    assert!(matches!(coach_warning(&pos, &mv(&pos, "A8<"), CoachStyle::Guard), Some(CoachWarning::HandsCapture(HandedCapture { seeds: 4, .. }))));
}

/// In [`hanging`] the moves lifting A3 leave North no capture at all, the least any move
/// hands him: never warned, whatever the other moves hand.
#[test]
fn a_move_whose_best_reply_captures_no_more_than_the_alternatives_is_not_warned() {
    for a3 in 2..=8 {
        let pos = hanging(a3);
        for text in ["A3>", "A3<"] {
            assert_eq!(coach_warning(&pos, &mv(&pos, text), CoachStyle::Guard), None, "A3 = {a3}, {text}");
        }
    }
}

/// The 2-ply scores of [`hanging`] with 4 on A3, by hand: 10 seeds kept after lifting A3,
/// 6 after A7< or A7> (North takes 4).
#[test]
fn the_coach_scores_the_seeds_a_move_keeps_after_the_best_reply() {
    let pos = hanging(4);
    for s in pos.successors().into_iter().map(|s| score(Side::South, s)) {
        let expected = match s.mv.to_string().as_str() {
            "A7<" | "A7>" => 6,
            _ => 10,
        };
        assert_eq!(s.value, expected, "{}", s.mv);
    }
}

fn start() -> Position {
    Position::start(Variant::Kujifunza, BawoSetup::default())
}

/// The shipped proof opens with A3> (the proof file; also the first move reported for the
/// game by the literature). A4> leaves it, and no AND/OR search proves its position won (a
/// search of 3 million positions does not), so the coach says the win is no longer certain.
#[test]
fn a_move_leaving_the_proof_is_warned_with_the_proofs_move() {
    let pos = start();
    let proof_move = mv(&pos, "A3>");
    let warning = coach_warning(&pos, &mv(&pos, "A4>"), CoachStyle::Guard);
    assert_eq!(warning, Some(CoachWarning::LeavesProof { proof_move, after: AfterLeaving::Unsure }));
    assert!(!matches!(coach_warning(&pos, &proof_move, CoachStyle::Proof), Some(CoachWarning::LeavesProof { .. })), "the proof's move is never warned");
}

/// With the proof style every move off the proof is warned, even one still won; with the guard
/// style only those that are not.
#[test]
fn the_perfect_player_style_warns_off_the_proof_even_when_still_won() {
    let proof = CompactProof::kujifunza_shared();
    let root = start();
    let full = proof.to_proof(&root);
    let found = full.nodes.iter().filter(|n| n.mv.is_some()).find_map(|node| {
        let wanted = proof_move(proof, &node.position)?;
        node.position.legal_moves().into_iter().filter(|m| *m != wanted).find_map(|m| {
            let after = node.position.play(&m).ok()?;
            let open = end_check(&after.position, Some(&after.info), 1).is_none();
            (open && proof_status(proof, &after.position).is_none() && prove_after(&after.position) == AfterLeaving::StillWon)
                .then(|| (node.position.clone(), m, wanted))
        })
    });
    let (pos, off, wanted) = found.expect("some move off the proof is still won");
    assert_eq!(coach_warning(&pos, &off, CoachStyle::Proof), Some(CoachWarning::LeavesProof { proof_move: wanted, after: AfterLeaving::StillWon }));
    assert!(!matches!(coach_warning(&pos, &off, CoachStyle::Guard), Some(CoachWarning::LeavesProof { .. })));
}

/// The proof only speaks for South in Bao la Kujifunza: North's moves and other games get the
/// seed look-ahead only.
#[test]
fn the_proof_is_asked_only_for_south_in_kujifunza() {
    let pos = start();
    let after = pos.play(&mv(&pos, "A3>")).unwrap().position;
    for reply in after.legal_moves() {
        assert!(!matches!(coach_warning(&after, &reply, CoachStyle::Proof), Some(CoachWarning::LeavesProof { .. })));
    }
}

/// The words name the reply, the holes, the better move and the seeds, in both languages.
#[test]
fn a_warning_is_told_in_both_languages() {
    let pos = hanging(4);
    let warning = coach_warning(&pos, &mv(&pos, "A7<"), CoachStyle::Guard).expect("warned");
    let Some(CoachWarning::HandsCapture(h)) = Some(&warning) else { panic!("{warning:?}") };
    let better = h.better.to_string();
    assert_eq!(
        warning.render(Lang::En, Side::South),
        format!("North can then capture 4 seeds with a4> (from A3). {better} would keep 4 seeds more. Play it anyway?")
    );
    assert_eq!(
        warning.render(Lang::Sw, Side::South),
        format!("Kisha Kaskazini anaweza kula kete 4 kwa a4> (kutoka A3). {better} ingebakiza kete 4 zaidi. Uicheze hata hivyo?")
    );
    // One seed is "1 seed" ("kete 1"), not "1 seeds".
    let one = CoachWarning::HandsCapture(HandedCapture { seeds: 1, keeps: 1, captured: vec![(Hole::parse("A3").unwrap(), 1)], ..h.clone() });
    assert_eq!(
        one.render(Lang::En, Side::South),
        format!("North can then capture 1 seed with a4> (from A3). {better} would keep 1 seed more. Play it anyway?")
    );
    assert!(one.render(Lang::Sw, Side::South).starts_with("Kisha Kaskazini anaweza kula kete 1 kwa a4>"));
    let start = start();
    let off = coach_warning(&start, &mv(&start, "A4>"), CoachStyle::Guard).expect("off the proof");
    assert!(off.render(Lang::En, Side::South).contains("the perfect move here is A3>"));
}

/// A reply of the coach's search about `played` from `pos`, with `best` the search's best move:
/// each line's South-side score and verdict as given, the mark from the review's own rule
/// (`ai::review::mark`), as the worker would send it.
fn reply(pos: &Position, best: (&str, i32, Verdict), played: (&str, i32, Verdict)) -> PlyReview {
    use crate::ai::Line;
    let line = |(text, score, verdict): (&str, i32, Verdict)| Line { mv: mv(pos, text), score, verdict, depth: COACH_DEPTH, pv: vec![mv(pos, text)] };
    let mark = crate::ai::review::mark(best.1, played.1, best.2, played.2, pos.to_move());
    PlyReview {
        mv: mv(pos, played.0),
        mover: pos.to_move(),
        played: Some(line(played)),
        best: line(best),
        mark,
        unmarked: vec![mv(pos, best.0)],
        depth: COACH_DEPTH,
        nodes: 1000,
    }
}

#[test]
fn the_coachs_search_warns_of_a_missed_win_a_thrown_win_and_eight_seeds_or_more() {
    use crate::ai::WIN;
    let pos = hanging(4);
    let a3 = mv(&pos, "A3>");
    let proven = |plies: u32| (WIN - plies as i32, Verdict::Proven { winner: Side::South, plies });
    let eval = |seeds: i32| (seeds * SEED, Verdict::Eval(seeds * SEED));
    // (best A3>'s score, played A7<'s score, the warning): a win in one ply is a win at once; a
    // later proven win against no proven win is thrown; 10 seeds against 1 is 9 more (at least
    // 8); 5 against 0 is only 5; two proven wins are both wins.
    let cases = [
        (proven(1), eval(0), Some(CoachWarning::MissesWinNow { win: a3 })),
        (proven(5), eval(1), Some(CoachWarning::ThrowsWin { better: a3 })),
        (eval(10), eval(1), Some(CoachWarning::LosesSeeds { better: a3, seeds: 9 })),
        (eval(8), eval(0), Some(CoachWarning::LosesSeeds { better: a3, seeds: 8 })),
        (eval(5), eval(0), None),
        (proven(5), proven(9), None),
    ];
    for (best, played, expected) in cases {
        let reply = reply(&pos, ("A3>", best.0, best.1), ("A7<", played.0, played.1));
        assert_eq!(search_warning(&reply), expected, "best {best:?}, played {played:?}");
    }
    // North to move (after South's A3>): a North-side loss of 9 seeds is South-side +9.
    let north = pos.play(&a3).unwrap().position;
    let moves = north.legal_moves();
    assert!(moves.len() >= 2, "North has two moves to compare");
    let (best, played) = (moves[0].to_string(), moves[1].to_string());
    let reply = reply(&north, (&best, -10 * SEED, Verdict::Eval(-10 * SEED)), (&played, -SEED, Verdict::Eval(-SEED)));
    assert_eq!(search_warning(&reply), Some(CoachWarning::LosesSeeds { better: moves[0], seeds: 9 }));
}

/// The learning step `bao-hamna` (content/learn/06-winning.json): A6> empties North's front
/// row at once, and it is the only move that does (the step's checks); A3> captures only a4.
/// The worker's answer to the coach's request about A3> names A6> as the best move, a win in
/// one ply, and the coach calls it a missed win at once — unless the search proves A3> a win
/// as well (then it is no blunder and the coach says nothing).
#[test]
fn the_worker_answers_the_coachs_request_and_a_missed_bao_hamna_is_named() {
    let step = crate::app::learn::curriculum::step("bao-hamna").expect("the step");
    let pos = Position::from_json(step.position, true).expect("its position");
    let (wanted, other) = (mv(&pos, "A6>"), mv(&pos, "A3>"));
    let request = ReviewRequest { study: true, ..coach_request(&pos, Vec::new(), &other) };
    let mut replies = Vec::new();
    let read = |text: &str| crate::ai::protocol::Reply::read(text, Some(&pos)).expect("a reply");
    crate::ai::protocol::answer(&request.write(), &|| 0.0, &mut |reply| replies.push(read(&reply.write())));
    let [crate::ai::protocol::Reply::Reviewed { review }] = replies.as_slice() else { panic!("one review: {replies:?}") };
    assert_eq!(review.best.mv, wanted);
    assert_eq!(review.best.verdict, Verdict::Proven { winner: Side::South, plies: 1 });
    match search_warning(review) {
        Some(warning) => assert_eq!(warning, CoachWarning::MissesWinNow { win: wanted }),
        None => assert!(matches!(review.played.as_ref().map(|l| l.verdict), Some(Verdict::Proven { winner: Side::South, .. }))),
    }
}

/// The threat line: in [`hanging`] North's only capture is a4>, taking A3 when A3 holds seeds
/// (its derivation): with 4 there, the coach names the 4 seeds, the hole and the move; with A3
/// empty North has no capture and nothing is said.
#[test]
fn the_threat_line_names_the_opponents_biggest_capture() {
    assert_eq!(threat_words(Lang::En, &hanging(4)).as_deref(), Some("North threatens to capture 4 seeds from A3 (a4>)."));
    assert_eq!(threat_words(Lang::Sw, &hanging(4)).as_deref(), Some("Kaskazini anatishia kula kete 4 kutoka A3 (a4>)."));
    assert_eq!(threat_words(Lang::En, &hanging(1)).as_deref(), Some("North threatens to capture 1 seed from A3 (a4>)."), "one seed is singular");
    assert_eq!(threat_words(Lang::En, &hanging(0)), None);
}

/// The proof's own move is never warned about, by any style, on any South position of the
/// proof: the positions of proof games where South plays the proof and North each of his
/// replies in turn (the k-th game takes North's k-th legal move, wrapping round), 40 plies or
/// to the end. A move of the proof and a seed warning would contradict each other.
#[test]
fn the_proofs_move_is_never_warned_about() {
    let proof = CompactProof::kujifunza_shared();
    let mut checked = 0;
    for game in 0..12 {
        let mut pos = start();
        for ply in 0..40 {
            if end_check(&pos, None, 1).is_some() || pos.legal_moves().is_empty() {
                break;
            }
            let mv = if pos.to_move() == Side::South {
                let Some(wanted) = proof_move(proof, &pos) else { break };
                for style in [CoachStyle::Proof, CoachStyle::Guard] {
                    assert_eq!(coach_warning(&pos, &wanted, style), None, "game {game}, ply {ply}: {wanted}");
                    assert!(keeps_proven_win(&pos, &wanted, style));
                }
                checked += 1;
                wanted
            } else {
                let moves = pos.legal_moves();
                moves[(game + ply) % moves.len()]
            };
            pos = pos.play(&mv).unwrap().position;
        }
    }
    assert!(checked >= 40, "{checked} proof moves checked");
}

/// A move the coach's search proves still wins is not warned about for seeds, even when the
/// search's marks call it a blunder.
#[test]
fn a_move_the_search_proves_still_wins_is_not_warned_about_for_seeds() {
    use crate::ai::WIN;
    let pos = hanging(4);
    let mut won = reply(&pos, ("A3>", 20 * SEED, Verdict::Eval(20 * SEED)), ("A7<", WIN - 9, Verdict::Proven { winner: Side::South, plies: 9 }));
    won.mark = Some(Mark::Blunder);
    assert_eq!(search_warning(&won), None);
}
