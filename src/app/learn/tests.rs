//! The curriculum checked like the rules: every step reads, every choice step has exactly one
//! legal move that meets its goal, predictions are the engine's, play-outs are proven, and
//! every text exists in both languages. The rules of a good step are [`super::audit`]'s (also
//! run by `bao learn check`); these tests run it on every step and show that it can fail.

use std::collections::BTreeSet;

use super::audit::{claim_problems, stage_problems, step_problems, text_problems, wins_at_once, Problem};
use super::check::{check, hint, stars, Answer, Hint, HintLevel, Judgement, Why};
use super::curriculum::{all_steps, step, STAGES};
use super::schema::{MoveCost, MoveCosts};
use super::solve::prove;
use super::step::{Claim, ContentText, Goal, GoalKind, Step};
use super::trace::trace;
use crate::ai::Standing;
use crate::app::i18n::Lang;
use crate::engine::{Game, Hole, Move, Side, Variant};

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap_or_else(|| panic!("hole {name}"))
}

#[test]
fn the_path_has_forty_steps_in_eight_stages_with_varied_goals() {
    let steps: Vec<&Step> = all_steps().map(|(_, s)| s).collect();
    assert!(steps.len() >= 40, "{} steps", steps.len());
    assert!(STAGES.len() >= 8);
    let ids: BTreeSet<&str> = steps.iter().map(|s| s.id).collect();
    assert_eq!(ids.len(), steps.len(), "step ids are unique");
    let kinds: BTreeSet<GoalKind> = steps.iter().map(|s| s.goal.kind()).collect();
    assert!(kinds.len() >= 8, "{kinds:?}");
    for stage in STAGES.iter() {
        let kinds: BTreeSet<GoalKind> = stage.steps.iter().map(|s| s.goal.kind()).collect();
        assert!(kinds.len() >= 2, "stage {} has kinds {kinds:?}", stage.id);
    }
    for s in steps {
        let start = s.start();
        assert_eq!(start.to_move(), Side::South, "{}", s.id);
        assert!(Game::new(start.clone()).result().is_none(), "{}: the game is not over at the start", s.id);
    }
}

#[test]
fn every_step_and_stage_passes_the_audit() {
    for stage in STAGES.iter() {
        assert_eq!(stage_problems(stage), [], "stage {}", stage.id);
    }
    for (_, s) in all_steps() {
        assert_eq!(step_problems(s), [], "{}", s.id);
    }
}

/// The step's position with one field of it replaced (`path`: keys from the top).
fn with_field(s: &Step, path: &[&str], value: serde_json::Value) -> &'static str {
    let mut position: serde_json::Value = serde_json::from_str(s.position).unwrap();
    let (last, parents) = path.split_last().unwrap();
    let field = parents.iter().fold(&mut position, |at, key| &mut at[*key]);
    assert!(field.get(last).is_some(), "{}: the position has {path:?}", s.id);
    field[*last] = value;
    position.to_string().leak()
}

#[test]
fn the_audit_finds_a_start_that_is_not_south_to_move_or_already_over() {
    let s = step("capture-most").unwrap();
    let north = Step { position: with_field(s, &["to_move"], "north".into()), ..*s };
    assert!(step_problems(&north).contains(&Problem::NotSouthToMove), "{:?}", step_problems(&north));
    // South holds only single seeds: no legal move, the game is over before it starts.
    let singletons = serde_json::json!([1, 0, 1, 0, 0, 0, 1, 0]);
    let over = Step { position: with_field(s, &["south", "front"], singletons), ..*s };
    assert!(step_problems(&over).contains(&Problem::GameOver), "{:?}", step_problems(&over));
}

fn texts() -> Vec<(String, ContentText)> {
    let mut all = Vec::new();
    for stage in STAGES.iter() {
        all.push((format!("{} title", stage.id), stage.title));
        for s in stage.steps {
            all.push((format!("{} task", s.id), s.task));
            all.push((format!("{} explain", s.id), s.explain));
        }
    }
    all
}

#[test]
fn every_text_is_in_english_and_kiswahili() {
    for (name, text) in texts() {
        assert_eq!(text_problems("text", text), [], "{name}: in English and Kiswahili, not the same");
        assert_eq!(text.get(Lang::Sw), text.sw);
    }
    let title = STAGES[0].title;
    assert_eq!(text_problems("title", ContentText { sw: " ", ..title }), [Problem::EmptyText { field: "title", lang: Lang::Sw }]);
    assert_eq!(text_problems("title", ContentText { en: "", ..title }), [Problem::EmptyText { field: "title", lang: Lang::En }]);
    assert_eq!(text_problems("title", ContentText { sw: title.en, ..title }), [Problem::SameText { field: "title" }]);
    // Verdicts, reasons and hints too.
    let whys = [
        Why::Ends { end: hole("B3"), laps: 2, ending: super::trace::LapEnd::EmptyHole },
        Why::Fewer { got: 2, best: 6 },
        Why::FrontLeft { holes: vec![hole("a1"), hole("a4")] },
        Why::Threat { reply: step("capture-most").unwrap().parse("A3>").unwrap(), holes: vec![hole("A3"), hole("A5")], seeds: 6 },
        Why::Survived { moves: 3 },
        Why::NothingExposed,
    ];
    for why in whys {
        let (en, sw) = (Judgement::Wrong(why.clone()).render(Lang::En, Variant::Kiswahili), Judgement::Wrong(why).render(Lang::Sw, Variant::Kiswahili));
        assert_ne!(en, sw);
    }
    assert_eq!(
        Why::Ends { end: hole("B3"), laps: 2, ending: super::trace::LapEnd::EmptyHole }.render(Lang::En),
        "The last seed fell into the empty hole B3 after 2 laps."
    );
    assert_eq!(Why::Fewer { got: 2, best: 6 }.render(Lang::En), "That captures 2; another move captures 6.");
    for reason in [crate::engine::WhyNot::Singleton, crate::engine::WhyNot::FrontRowWouldEmpty, crate::engine::WhyNot::KuuMustStart] {
        let illegal = Judgement::Illegal(reason);
        assert_ne!(illegal.render(Lang::En, Variant::Kete), illegal.render(Lang::Sw, Variant::Kete));
    }
    let h = Hint::Row { side: Side::South, row: crate::engine::Row::Back };
    assert_ne!(h.render(Lang::En), h.render(Lang::Sw));
}

/// The answers of the prediction steps, worked out by hand in the steps' `derivation` in
/// `content/learn/` (end hole, or captured holes).
const PREDICTED_ENDS: [(&str, &str); 16] = [
    ("bawo-chibaka-kuu", "B1"),
    ("sow-first", "A6"),
    ("sow-corner", "B7"),
    ("relay-one", "A6"),
    ("relay-two", "B8"),
    ("start-back-sow", "A6"),
    ("entry-kimbi", "A4"),
    ("entry-centre", "A4"),
    ("sixteen-round", "A1"),
    ("namua-sow", "A6"),
    ("nyumba-tax", "A7"),
    ("nyumba-stop", "A5"),
    ("mtaji-safari", "B5"),
    ("takasia-stop", "A5"),
    ("kete-kuu-six", "B5"),
    ("bawo-lone-kuu", "B3"),
];
const PREDICTED_CAPTURES: [(&str, &[&str]); 5] =
    [("capture-first", &["a4"]), ("chain-predict", &["a1", "a4"]), ("namua-capture", &["a7"]), ("safari-captures", &["a1", "a2"]), ("bawo-big-safe", &["a7"])];

#[test]
fn predictions_are_the_engines_and_match_the_hand_worked_answers() {
    let mut seen = 0;
    for (_, s) in all_steps() {
        match s.goal {
            Goal::PredictEnd { mv } => {
                let (_, want) = PREDICTED_ENDS.iter().find(|(id, _)| *id == s.id).unwrap_or_else(|| panic!("{}: no hand answer", s.id));
                let t = trace(&s.start(), &s.parse(mv).expect("legal")).unwrap();
                assert_eq!(t.end, hole(want), "{}", s.id);
                assert!(check(s, &Answer::Hole(hole(want))).is_right(), "{}", s.id);
                let other = Hole::all().find(|&h| h != t.end).unwrap();
                assert!(check(s, &Answer::Hole(other)).is_wrong(), "{}", s.id);
                seen += 1;
            }
            Goal::PredictCaptures { mv } => {
                let (_, want) = PREDICTED_CAPTURES.iter().find(|(id, _)| *id == s.id).unwrap_or_else(|| panic!("{}: no hand answer", s.id));
                let want: Vec<Hole> = want.iter().map(|n| hole(n)).collect();
                let t = trace(&s.start(), &s.parse(mv).expect("legal")).unwrap();
                assert_eq!(t.captured_holes(), want, "{}", s.id);
                let mut reversed = want.clone();
                reversed.reverse();
                assert!(check(s, &Answer::Holes(reversed)).is_right(), "{}: any order", s.id);
                assert!(check(s, &Answer::Holes(want[..want.len() - 1].to_vec())).is_wrong(), "{}", s.id);
                seen += 1;
            }
            _ => {}
        }
    }
    assert_eq!(seen, PREDICTED_ENDS.len() + PREDICTED_CAPTURES.len());
}

/// The goal with another wanted move.
fn with_wanted(goal: Goal, other: &'static str) -> Goal {
    match goal {
        Goal::EndIn { hole, .. } => Goal::EndIn { hole, wanted: other },
        Goal::CaptureMost { .. } => Goal::CaptureMost { wanted: other },
        Goal::Kichwa { .. } => Goal::Kichwa { wanted: other },
        Goal::Safari { .. } => Goal::Safari { wanted: other },
        Goal::BaoHamna { .. } => Goal::BaoHamna { wanted: other },
        Goal::WinNow { .. } => Goal::WinNow { wanted: other },
        Goal::NoCaptureLeft { .. } => Goal::NoCaptureLeft { wanted: other },
        Goal::GuardNyumba { .. } => Goal::GuardNyumba { wanted: other },
        Goal::NoTakasiaLeft { .. } => Goal::NoTakasiaLeft { wanted: other },
        Goal::ReadReply { .. } => Goal::ReadReply { wanted: other },
        Goal::ReadAhead { .. } => Goal::ReadAhead { wanted: other },
        Goal::BaoHamnaInTwo { .. } => Goal::BaoHamnaInTwo { wanted: other },
        Goal::Takasia { .. } => Goal::Takasia { wanted: other },
        Goal::PlayMove { .. } => Goal::PlayMove { wanted: other },
        Goal::OnlyWin { nodes, .. } => Goal::OnlyWin { wanted: other, nodes },
        Goal::StopOrSafari { nodes, .. } => Goal::StopOrSafari { wanted: other, nodes },
        Goal::SearchedFirst { depth, costs, .. } => Goal::SearchedFirst { wanted: other, depth, costs },
        goal => panic!("{goal:?} wants no move"),
    }
}

#[test]
fn every_choice_step_has_exactly_one_move_that_meets_its_goal() {
    let mut choices = 0;
    for (_, s) in all_steps() {
        let Some(wanted) = s.goal.wanted() else { continue };
        choices += 1;
        let moves = s.start().legal_moves();
        assert!(moves.len() >= 2, "{}: a real choice", s.id);
        // The audit's rules: only the wanted move is right, every other is wrong and none of
        // them wins at once (today's lesson 3 bug).
        assert_eq!(step_problems(s), [], "{}", s.id);
        for mv in moves.iter().filter(|mv| mv.to_string() != wanted) {
            assert!(check(s, &Answer::Move(*mv)).is_wrong(), "{}: {mv}", s.id);
            assert!(!wins_at_once(s, mv), "{}: {mv} wins at once", s.id);
            if let Goal::PlayMove { .. } = s.goal {
                continue; // wanting another written move is another goal, met by that move
            }
            // The same step wanting that move instead is caught.
            let changed = Step { goal: with_wanted(s.goal, mv.to_string().leak()), ..*s };
            let problems = step_problems(&changed);
            if let Goal::OnlyWin { .. } = s.goal {
                // Only the search tells the winning move: wanting another is refuted by it.
                assert!(problems.iter().any(|p| matches!(p, Problem::NotOnlyWin { .. })), "{}: {mv}: {problems:?}", s.id);
                continue;
            }
            if let Goal::SearchedFirst { .. } = s.goal {
                // Only the deep search tells the first move: wanting another is refuted by it.
                assert!(problems.iter().any(|p| matches!(p, Problem::NotSearchedFirst { .. })), "{}: {mv}: {problems:?}", s.id);
                continue;
            }
            if let Goal::StopOrSafari { .. } = s.goal {
                // Only the search tells the better choice: wanting the other is refuted by it.
                assert!(problems.iter().any(|p| matches!(p, Problem::NotClearChoice { .. })), "{}: {mv}: {problems:?}", s.id);
                continue;
            }
            assert!(problems.iter().any(|p| matches!(p, Problem::NotTheOnlyAnswer { meeting, .. } if meeting == &[wanted])), "{}: {mv}: {problems:?}", s.id);
        }
    }
    assert!(choices >= 10, "{choices} choice steps");
}

#[test]
fn find_legal_steps_have_one_playable_hole_and_say_why_the_others_are_not() {
    for (_, s) in all_steps() {
        let Goal::FindLegal { hole: name } = s.goal else { continue };
        let start = s.start();
        let moves = start.legal_moves();
        assert!(!moves.is_empty(), "{}", s.id);
        for mv in &moves {
            assert_eq!(mv.start_hole(), Some(hole(name)), "{}: {mv}", s.id);
            assert!(check(s, &Answer::Move(*mv)).is_right());
        }
        // The audit's rules: all legal moves from the hole, another hole tempts and is refused.
        assert_eq!(step_problems(s), [], "{}", s.id);
        let others: Vec<Hole> = (0..16).map(|k| Hole::new(Side::South, k)).filter(|&h| h != hole(name) && start.seeds(h) > 0).collect();
        assert!(!others.is_empty(), "{}: some other hole tempts", s.id);
        for other in others {
            let mv = Move::Sow(crate::engine::SowMove { hole: other, dir: Some(crate::engine::Dir::Right), safari: false });
            assert!(matches!(check(s, &Answer::Move(mv)), Judgement::Illegal(_)), "{}: {other}", s.id);
            // The step naming that hole instead is caught.
            let changed = Step { goal: Goal::FindLegal { hole: other.name().leak() }, ..*s };
            let problems = step_problems(&changed);
            assert!(problems.iter().any(|p| matches!(p, Problem::StartsElsewhere { .. })), "{}: {other}: {problems:?}", s.id);
        }
    }
}

#[test]
fn the_wrong_answer_says_why_in_engine_terms() {
    let s = step("capture-most").unwrap();
    assert_eq!(check(s, &Answer::Move(s.parse("A3>").unwrap())), Judgement::Wrong(Why::Fewer { got: 2, best: 6 }));
    let s = step("bao-hamna").unwrap();
    assert_eq!(check(s, &Answer::Move(s.parse("A3>").unwrap())), Judgement::Wrong(Why::FrontLeft { holes: vec![hole("a1")] }));
    let s = step("start-kichwa").unwrap();
    let outward = Move::Sow(crate::engine::SowMove { hole: hole("A8"), dir: Some(crate::engine::Dir::Right), safari: false });
    assert_eq!(check(s, &Answer::Move(outward)), Judgement::Illegal(crate::engine::WhyNot::FrontRowWouldEmpty));
    let s = step("relay-one").unwrap();
    // A2> ends in the empty A6 after two laps (A2 to A4, relay A4 to A6).
    let v = check(s, &Answer::Hole(hole("A4")));
    assert_eq!(v, Judgement::Wrong(Why::NotThere { said: hole("A4"), end: hole("A6"), laps: 2, ending: super::trace::LapEnd::EmptyHole }));
    assert_eq!(check(s, &Answer::Move(s.parse("A2>").unwrap())), Judgement::Unfit);
}

/// Every hint a step gives, pressing until "show me".
fn ladder_of(s: &Step) -> Vec<(HintLevel, Hint)> {
    let mut taken = None;
    let mut given = Vec::new();
    while taken != Some(HintLevel::Whole) {
        let (level, h) = hint(s, &[], taken).expect("a hint");
        given.push((level, h));
        taken = Some(level);
    }
    given
}

/// Each hint before "show me" at least halves what is in question (the holes a move can start
/// from; for a prediction the 32 holes) and never marks exactly the answer; a level that cannot
/// is skipped. Derived by hand from the steps' positions (RULES.md §2, §4).
#[test]
fn each_hint_halves_the_candidates_and_none_gives_the_answer_away() {
    use crate::engine::Row::{Back, Front};
    use HintLevel::{Hole as Second, Row as First, Whole};
    // A7> (3 seeds): A8, B8, B7, ends in B7. South's back row is 8 of 32 holes: the row; the
    // hole would be the answer, so next is "show me".
    let s = step("sow-corner").unwrap();
    assert_eq!(ladder_of(s), [(First, Hint::Row { side: Side::South, row: Back }), (Whole, Hint::Hole(hole("B7")))]);
    // A6> captures a1, then a4 (the step's derivation): North's front row (8 of 32), then a1 (one
    // of two captured holes, not the answer), then both.
    let s = step("chain-predict").unwrap();
    let north_front = Hint::Row { side: Side::North, row: Front };
    assert_eq!(ladder_of(s), [(First, north_front.clone()), (Second, Hint::Hole(hole("a1"))), (Whole, Hint::Holes(vec![hole("a1"), hole("a4")]))]);
    // A3> captures a4 only: the row, then (a4 would be the answer) "show me".
    let s = step("capture-first").unwrap();
    assert_eq!(ladder_of(s), [(First, north_front), (Whole, Hint::Holes(vec![hole("a4")]))]);
    // Only A3 and A6 hold two seeds or more (singletons may not start), both in the front row:
    // the row narrows nothing, and A6 starts one move only (A6>), so the hole would be the
    // move: the first hint is "show me".
    let s = step("capture-most").unwrap();
    assert_eq!(ladder_of(s), [(Whole, Hint::Move(s.parse("A6>").unwrap()))]);
}

#[test]
fn stars_fall_with_misses_and_hints() {
    let table = [
        // Each miss and each hint costs one star (the buttons say "−1 ★"), down to one.
        (0, None, 3),
        (1, None, 2),
        (2, None, 1),
        (3, None, 1),
        (0, Some(HintLevel::Row), 2),
        (1, Some(HintLevel::Row), 1),
        (0, Some(HintLevel::Hole), 1),
        (1, Some(HintLevel::Hole), 1),
        (0, Some(HintLevel::Whole), 1),
    ];
    for (tries, hint, want) in table {
        assert_eq!(stars(tries, hint), want, "{tries} {hint:?}");
    }
}

#[test]
fn the_gambit_step_judges_a_property_of_the_placement() {
    let s = step("bawo-gambit").unwrap();
    let Goal::GambitSafe { example } = s.goal else { panic!() };
    assert_eq!(check(s, &Answer::Move(s.parse(example).unwrap())), Judgement::Right(Why::NothingExposed));
    // Two seeds in A3 (faces North's a6, occupied at the start) and one in A2 (faces a7).
    let exposed = s.parse("@A2,A3,A3,A8,B8").unwrap();
    let verdict = Judgement::Wrong(Why::Exposed { holes: vec![hole("A2"), hole("A3")], seeds: 3 });
    assert_eq!(check(s, &Answer::Move(exposed)), verdict);
    // A step whose example is that placement is caught by the audit.
    let changed = Step { goal: Goal::GambitSafe { example: "@A2,A3,A3,A8,B8" }, ..*s };
    assert_eq!(step_problems(&changed), [Problem::ExampleNotSafe { example: "@A2,A3,A3,A8,B8", verdict }]);
}

/// Plays a play-out step with the hints' moves (the search's) and the checker's replies.
fn play_out(s: &Step) -> Judgement {
    let mut line: Vec<Move> = Vec::new();
    for _ in 0..60 {
        let Some((_, Hint::Move(mv))) = hint(s, &line, Some(HintLevel::Whole)) else { panic!("{}: a hint at {line:?}", s.id) };
        line.push(mv);
        match check(s, &Answer::Line(line.clone())) {
            Judgement::Going { reply } => line.push(reply),
            verdict => return verdict,
        }
    }
    panic!("{}: no end in 60 plies", s.id)
}

#[test]
fn play_out_steps_are_proven_and_not_every_move_keeps_them() {
    for (_, s) in all_steps() {
        let start = s.start();
        match s.goal {
            Goal::WinEnding { nodes } => {
                assert_eq!(prove(&start, &[], None, nodes).0, Standing::Won, "{}: proven won", s.id);
                assert_eq!(step_problems(s), [], "{}: the audit proves it too", s.id);
                assert_eq!(play_out(s), Judgement::Right(Why::Won), "{}", s.id);
            }
            Goal::Survive { moves, nodes } => {
                assert_ne!(prove(&start, &[], Some(2 * moves as u32), nodes).0, Standing::Lost, "{}: held for {moves} moves", s.id);
                assert_eq!(step_problems(s), [], "{}: the audit proves it too", s.id);
                assert_eq!(play_out(s), Judgement::Right(Why::Survived { moves }), "{}", s.id);
            }
            _ => continue,
        }
        // The first moves refused: a win-ending refuses exactly the moves its claim proves lost
        // (a search of 3,000,000 nodes, checked by the claim's own test) — the others keep the
        // win or are not settled, and go on; survive refuses the three of four that lose
        // within three moves; win-two, the bridge, none (both captures, A3< and A6>, win in two
        // moves: its derivation).
        let refused: Vec<String> =
            start.legal_moves().into_iter().filter(|mv| check(s, &Answer::Line(vec![*mv])).is_wrong()).map(|mv| mv.to_string()).collect();
        let want: Vec<String> = match s.claim {
            Some(Claim::KeepsWin { lost, .. }) => lost.split_whitespace().map(str::to_string).collect(),
            _ => Vec::new(),
        };
        let told = [("win-two", 0), ("survive", 3)];
        match told.iter().find(|(id, _)| *id == s.id) {
            Some((_, count)) => assert_eq!(refused.len(), *count, "{}: {refused:?}", s.id),
            None => assert_eq!(refused.iter().collect::<BTreeSet<_>>(), want.iter().collect::<BTreeSet<_>>(), "{}", s.id),
        }
    }
}

#[test]
fn counts_of_one_are_singular_and_a_threat_names_every_hole() {
    assert_eq!(Why::MovesLeft { count: 1 }.render(Lang::En), "North still has 1 legal move.");
    assert_eq!(Why::MovesLeft { count: 2 }.render(Lang::En), "North still has 2 legal moves.");
    assert_eq!(Why::Captures { holes: vec![hole("a3")], seeds: 1 }.render(Lang::En), "It captures a3 (1 seed).");
    assert_eq!(Why::Survived { moves: 1 }.render(Lang::En), "You held out for 1 move.");
    let reply = step("capture-most").unwrap().parse("A3>").unwrap();
    let threat = Why::Threat { reply, holes: vec![hole("A2"), hole("A3"), hole("A6"), hole("A7")], seeds: 9 };
    assert_eq!(threat.render(Lang::En), "North can then capture 9 seeds from A2, A3, A6 and A7 (A3>).");
    assert_eq!(threat.render(Lang::Sw), "Kisha Kaskazini anaweza kula kete 9 kutoka A2, A3, A6 na A7 (A3>).");
}

/// The play-out steps' claims are data their searches bear out, and the sentence is made from
/// them; a claim the position does not bear out, or one the text does not say, is a problem.
#[test]
fn the_play_out_claims_are_computed_and_borne_out() {
    for id in ["survive", "win-ending", "win-ending-2"] {
        let s = step(id).unwrap();
        assert!(s.claim.is_some(), "{id}");
        assert_eq!(claim_problems(s), [], "{id}");
        for lang in [Lang::En, Lang::Sw] {
            assert!(!s.explain_text(lang).contains("{claim}"), "{id}");
        }
    }
    // Searched by hand with `bao analyse` after each first move (see content/README.md).
    let ending = step("win-ending").unwrap();
    assert_eq!(
        ending.explain_text(Lang::En),
        "Of your five moves, B3<, B2< and B5> keep the win and A7< and B5< lose it. Read each chain, and North's best reply, before you play."
    );
    assert!(ending.explain_text(Lang::Sw).starts_with("Kati ya miendo yako mitano, B3<, B2< na B5> inahifadhi ushindi na A7< na B5< inaupoteza."));
    assert_eq!(
        step("survive").unwrap().explain_text(Lang::En),
        "All four of your moves lose against best play: A5< at once, the others later. Before each move, look at North's biggest reply."
    );
    assert!(step("win-ending-2")
        .unwrap()
        .explain_text(Lang::En)
        .starts_with("Of your seven moves, B3< and A2> keep the win and B8>, A5<, A3> and B2< lose it."));
    // A7< loses: a claim that it keeps the win is refuted by its search.
    let wrong = Step { claim: Some(Claim::KeepsWin { won: "A7<", lost: "", nodes: 3_000_000 }), ..*ending };
    assert_eq!(claim_problems(&wrong), [Problem::ClaimNotBorneOut { mv: "A7<".into(), claimed: "keeps the win", found: "North wins" }]);
    let unsaid = Step { claim: None, ..*ending };
    assert_eq!(claim_problems(&unsaid), [Problem::ClaimNotSaid]);
    let survive = step("survive").unwrap();
    let wrong = Step { claim: Some(Claim::AllLose { at_once: "A3>", nodes: 200_000 }), ..*survive };
    let problems = claim_problems(&wrong);
    assert!(problems.contains(&Problem::ClaimNotBorneOut { mv: "A3>".into(), claimed: "loses at once", found: "neither proven" }), "{problems:?}");
    assert!(problems.contains(&Problem::ClaimNotBorneOut { mv: "A5<".into(), claimed: "does not lose at once", found: "North wins" }), "{problems:?}");
}

/// An idea's claim is said of the board shown and checked on it. strat-dont-grab
/// (14-strategy-kiswahili.json, derived there by hand): A6< and B1< each take a5's 7, A8< takes
/// a4's 1, B2< a8's 2. strat-takata-decides (08-strategy.json): every first lap ends in the back
/// row or an empty hole, so no move captures.
#[test]
fn an_ideas_claim_is_said_of_its_board_and_checked_on_it() {
    let grab = step("strat-dont-grab").unwrap();
    assert_eq!(
        grab.explain_text(Lang::En),
        "A6< and B1< each take 7 seeds, more than any other move, and lose: after each, North wins whatever you play. \
         The biggest capture is not always the best: look past it to North's reply and to the end of the game."
    );
    assert!(grab.explain_text(Lang::Sw).starts_with("A6< na B1< kila mmoja unakula kete 7,"), "{}", grab.explain_text(Lang::Sw));
    assert_eq!(claim_problems(grab), []);
    // Wanting the greediest move itself: nothing greedier loses.
    let greedy = Step { goal: Goal::OnlyWin { wanted: "A6<", nodes: 20_000 }, ..*grab };
    assert_eq!(claim_problems(&greedy), [Problem::GrabNotGreedier { most: 7, wanted_takes: 7 }]);
    // "Every move is a takata" where A6< captures 7.
    let takata = Step { claim: Some(Claim::TakataWins), ..*grab };
    assert_eq!(claim_problems(&takata), [Problem::NotAllTakata { most: 7 }]);
    // An idea's claim belongs to an only-win step.
    let elsewhere = Step { goal: Goal::CaptureMost { wanted: "A6<" }, ..*grab };
    assert_eq!(claim_problems(&elsewhere), [Problem::ClaimNotSaid]);
    let quiet = step("strat-takata-decides").unwrap();
    assert!(quiet.explain_text(Lang::En).starts_with("No move of yours captures: every move is a takata, and all but one lose against best play."));
    assert_eq!(claim_problems(quiet), []);
}

/// "Squeeze" holds only where the winning move alone leaves North the fewest moves. On the
/// coach's hanging board (Bao la Kujifunza, South A3 4, A7 2, B4 and B5 2; North a4 2, a6 1;
/// derived by hand in `app::coach::tests`): after A3> or A3< North has the two takatas a4< and
/// a4>; after A7< or A7> his capture a4> (its last seed in a6, facing A3) is compulsory, his
/// only move.
#[test]
fn a_squeeze_claim_needs_the_wanted_move_to_leave_strictly_fewest_replies() {
    let hanging = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,0,4,0,0,0,2,0],"back":[0,0,0,2,2,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,2,0,1,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"takasia":null,"ply":10}"#;
    let squeeze = step("strat-squeeze").unwrap();
    assert_eq!(claim_problems(squeeze), []);
    assert!(squeeze.explain_text(Lang::En).starts_with("One of your moves leaves North a single move to play; every other leaves him at least "));
    let on = |wanted: &'static str| Step { position: hanging, goal: Goal::OnlyWin { wanted, nodes: 1_000 }, ..*squeeze };
    assert_eq!(claim_problems(&on("A3>")), [Problem::NotFewestReplies { wanted: Some(2), others: Some(1) }]);
    assert_eq!(claim_problems(&on("A7<")), [Problem::NotFewestReplies { wanted: Some(1), others: Some(1) }], "A7> leaves one move too");
}

/// "A kimbi capture" holds where the wanted move captures first from a kimbi hole and another
/// move captures from elsewhere. On `strat-kimbi`'s board (derived by hand in its
/// `derivation`): B2< sows B1, A1, A2 and captures from A2 (a kimbi hole), the other three
/// captures from A4 (A2>) and A6 (A3> and A8<), central holes.
#[test]
fn a_kimbi_claim_needs_the_wanted_move_to_capture_from_a_kimbi_beside_others() {
    let kimbi = step("strat-kimbi").unwrap();
    assert_eq!(kimbi.claim, Some(Claim::KimbiCapture));
    assert_eq!(claim_problems(kimbi), []);
    assert!(
        kimbi.explain_text(Lang::En).starts_with("Of your four capture moves, one captures from a kimbi (A1, A2, A7 or A8)"),
        "{}",
        kimbi.explain_text(Lang::En)
    );
    assert!(kimbi.explain_text(Lang::Sw).starts_with("Kati ya miendo yako minne inayokula, mmoja unakula kutoka kimbi"), "{}", kimbi.explain_text(Lang::Sw));
    // Wanting A2>, whose first capture is from A4: not a kimbi capture; of the other moves,
    // A3> and A8< capture from elsewhere (A6).
    let central = Step { goal: Goal::ReadReply { wanted: "A2>" }, ..*kimbi };
    assert_eq!(claim_problems(&central), [Problem::NotKimbiCapture { kimbi: false, elsewhere: 2 }]);
    // The claim on an only-win goal does not fit.
    let only_win = Step { goal: Goal::OnlyWin { wanted: "B2<", nodes: 1_000 }, ..*kimbi };
    assert_eq!(claim_problems(&only_win), [Problem::ClaimNotSaid]);
}

/// "The opening" holds where the board is reached from the start in its plies. `strat-opening`
/// is Bao la Kiswahili after A7> a6< A6> a4< A4< a2 A6> a7 (its `derivation`): eight plies,
/// four moves each; the same board said to be two plies later is not (every namua move takes a
/// seed from the reserve, and the reserves are those of eight plies, 18 each).
#[test]
fn an_opening_claim_needs_a_board_the_game_reaches_from_its_start() {
    let opening = step("strat-opening").unwrap();
    assert_eq!(opening.claim, Some(Claim::Opening));
    assert_eq!(claim_problems(opening), []);
    assert!(opening.explain_text(Lang::En).starts_with("This board comes from the start of a game: each side has played four moves."));
    assert!(opening.explain_text(Lang::Sw).starts_with("Ubao huu unatokana na mwanzo wa mchezo: kila upande umecheza miendo minne."));
    let mut game = Game::new(crate::engine::Position::start(Variant::Kiswahili, crate::engine::BawoSetup::default()));
    for text in "A7> a6< A6> a4< A4< a2 A6> a7".split(' ') {
        let (mv, _) = crate::engine::parse_move(game.position(), text).expect("a legal move in notation");
        game.play(&mv).expect("a legal move");
    }
    assert_eq!(game.position().to_setup(), opening.start().to_setup());
    let later = opening.position.replace("\"ply\":8", "\"ply\":10").leak();
    assert_ne!(later, opening.position);
    assert_eq!(claim_problems(&Step { position: later, ..*opening }), [Problem::NotAnOpening { plies: 10 }]);
}

/// A practice level of a step with an idea's claim says the claim of its own board; other
/// levels explain their task.
#[test]
fn a_level_of_an_idea_says_the_claim_of_its_own_board() {
    let grab = step("strat-only-win-2").unwrap();
    let levels = crate::app::learn::levels::levels_of(grab.id);
    assert!(!levels.is_empty(), "strat-only-win-2 has levels");
    for level in &levels {
        let played = crate::app::learn::levels::level_step(grab, level).unwrap();
        assert_eq!(played.claim, Some(Claim::GrabLoses));
        let (most, greediest) = crate::puzzles::greed::greedy_moves(&played.start());
        let names: Vec<String> = greediest.iter().map(|mv| mv.to_string()).collect();
        assert!(played.explain_text(Lang::En).starts_with(&names.join(" and ")), "{}", played.explain_text(Lang::En));
        assert!(played.explain_text(Lang::En).contains(&format!("{most} seeds")));
        assert_eq!(claim_problems(&played), []);
    }
    let plain = step("strat-no-reply").unwrap();
    let level = crate::app::learn::levels::levels_of(plain.id)[0];
    let played = crate::app::learn::levels::level_step(plain, &level).unwrap();
    assert_eq!((played.claim, played.explain), (None, played.task));
}

/// A play-out refuses a move only when its search proves North's win; a move the step's own
/// budget cannot settle is searched again with more nodes (up to `SETTLE_FACTOR` times), and
/// one no search allowed settles goes on: the computer replies. A2> does win, by a deeper
/// search (the step's claim says so): it is not refused.
#[test]
fn a_play_out_refuses_a_move_only_when_the_search_proves_it_lost() {
    let s = step("win-ending-2").unwrap();
    let Goal::WinEnding { nodes } = s.goal else { panic!() };
    let first = |mv: &str| check(s, &Answer::Line(vec![s.parse(mv).unwrap()]));
    assert_eq!(first("B2<"), Judgement::Wrong(Why::LosesByForce { nodes }), "B2< a3> wins for North at once");
    assert!(matches!(first("A2>"), Judgement::Going { .. }), "A2> keeps the win: the computer replies");
    assert!(matches!(first("B3<"), Judgement::Going { .. }));
    // The check asks for the settling search: the step's nodes, growing to `SETTLE_FACTOR` times as many.
    let line = vec![s.parse("A2>").unwrap()];
    let query = super::check::check_with(s, &Answer::Line(line), None).expect_err("a search is needed");
    assert_eq!((query.nodes, query.up_to), (nodes, Some(nodes * super::check::SETTLE_FACTOR)));
}

/// A stage's themed puzzle set: its `puzzles` names a theme, and the shipped puzzles of the
/// stage's game hold at least 20 of it (a set worth practising); a name that is no theme is a
/// problem `bao learn check` reports.
#[test]
fn every_stage_links_to_a_themed_puzzle_set_of_its_game() {
    let mut linked = 0;
    for stage in STAGES {
        let Some(name) = stage.puzzles else { continue };
        let theme = crate::puzzles::Theme::from_name(name).unwrap_or_else(|| panic!("stage {}: {name} is no theme", stage.id));
        let variant = stage.steps[0].start().variant();
        let path = format!("{}/static/puzzles/{}.jsonl", env!("CARGO_MANIFEST_DIR"), variant.name());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("stage {}: {path}: {e}", stage.id));
        let puzzles = crate::puzzles::parse_lines(&text).expect("the shipped puzzles read");
        let count = puzzles.iter().filter(|p| p.theme == theme && p.variant == variant).count();
        assert!(count >= 20, "stage {}: {count} puzzles of {name} in {}", stage.id, variant.name());
        linked += 1;
    }
    assert!(linked >= 6, "{linked} stages link to a themed set");
    let wrong = super::schema::LearnStage { puzzles: Some("capture-all"), ..STAGES[0] };
    assert_eq!(stage_problems(&wrong), [Problem::UnknownTheme { name: "capture-all" }]);
}

/// The holes the "tap the hole named …" steps name, worked out by hand from RULES.md §1 and §6:
/// South's front row A1…A8 and back row B1…B8 from his left, North's a1…b8 from his; the
/// kichwa are holes 1 and 8 of a front row, the kimbi holes 1–2 and 7–8, the nyumba hole 5.
const NAMED_HOLES: [(&str, &str); 6] =
    [("board-front", "A3"), ("board-back", "B6"), ("board-north", "a2"), ("board-kichwa", "A8"), ("board-kimbi", "A7"), ("board-nyumba", "A5")];

#[test]
fn a_named_hole_is_found_by_tapping_it_and_only_it() {
    let named: Vec<&Step> = all_steps().map(|(_, s)| s).filter(|s| matches!(s.goal, Goal::NameHole { .. })).collect();
    assert_eq!(named.len(), NAMED_HOLES.len());
    for (id, want) in NAMED_HOLES {
        let s = step(id).unwrap();
        assert_eq!(check(s, &Answer::Hole(hole(want))), Judgement::Right(Why::Tapped { hole: hole(want) }), "{id}");
        for other in Hole::all().filter(|&h| h != hole(want)) {
            assert!(check(s, &Answer::Hole(other)).is_wrong(), "{id}: {other}");
        }
        // Every hole is in question: the row (8 of 32) halves it; the hole itself is the
        // answer, so the next hint is "show me", the hole.
        let named = hole(want);
        assert_eq!(hint(s, &[], None), Some((HintLevel::Row, Hint::Row { side: named.side, row: named.row() })), "{id}");
        assert_eq!(hint(s, &[], Some(HintLevel::Row)), Some((HintLevel::Whole, Hint::Hole(named))), "{id}");
    }
}

/// The moves the "play the move written …" steps want, and the only other legal moves, worked
/// out by hand (each step's derivation).
const PLAYED_MOVES: [(&str, &str, [&str; 4]); 3] = [
    ("board-read-move", "A3>", ["A3<", "A3>", "A6<", "A6>"]),
    ("board-read-back", "B8<", ["B3<", "B3>", "B8<", "B8>"]),
    ("board-read-namua", "A6<", ["A6<", "A6>", "A7<", "A7>"]),
];

#[test]
fn a_move_written_in_notation_is_met_by_that_move_only() {
    for (id, wanted, legal) in PLAYED_MOVES {
        let s = step(id).unwrap();
        assert_eq!(s.goal, Goal::PlayMove { wanted });
        let mut moves: Vec<String> = s.start().legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        assert_eq!(moves, legal, "{id}");
        for mv in s.start().legal_moves() {
            assert_eq!(check(s, &Answer::Move(mv)).is_right(), mv.to_string() == wanted, "{id}: {mv}");
        }
    }
}

/// Bao's own terms, each with the one step that defines it and a phrase (English, Kiswahili)
/// its task or idea must hold to define it.
const TERMS: [(&str, &str, &str, &str); 10] = [
    ("kichwa", "board-kichwa", "an end hole of a front row", "shimo la mwisho la safu ya mbele"),
    ("kimbi", "board-kimbi", "a kichwa and the hole next to it", "kichwa pamoja na shimo lililo karibu nacho"),
    ("nyumba", "board-nyumba", "hole 5 of his front row", "shimo la 5 la safu yake ya mbele"),
    ("namua", "board-read-namua", "putting one reserve seed into a front hole", "kuweka kete moja ya ghala katika shimo la mbele"),
    ("mtaji", "board-read-namua", "reserve is empty, mtaji begins", "ghala ikiisha, mtaji unaanza"),
    ("takata", "compulsory", "a move that captures nothing is a takata", "mwendo usiokula ni takata"),
    ("safari", "safari-take", "safari — lift the nyumba and sow on", "safari — kuchukua nyumba na kuendelea kupanda"),
    ("takasia", "takasia-make", "north may not start from it", "kaskazini hawezi kuanzia shimo hilo"),
    ("kuu", "kete-kuu-six", "the nyumba is called the kuu", "nyumba inaitwa kuu"),
    ("nemo", "kete-kuu-six", "namua is called nemo", "namua inaitwa nemo"),
];

/// Whether `text` uses the term: a word that is the term with at most an ending (takasias,
/// takasiaed, nyumbani), so that "kuucheza" is not "kuu".
fn uses(text: &str, term: &str) -> bool {
    let text = text.to_lowercase();
    text.split(|c: char| !c.is_alphanumeric()).any(|word| word.strip_prefix(term).is_some_and(|rest| ["", "s", "ed", "ing", "ni"].contains(&rest)))
}

#[test]
fn every_bao_term_is_defined_in_the_first_step_that_uses_it() {
    for (term, defining, en, sw) in TERMS {
        let first = all_steps().map(|(_, s)| s).find(|s| [s.task, s.explain].iter().any(|t| uses(t.en, term) || uses(t.sw, term)));
        assert_eq!(first.map(|s| s.id), Some(defining), "{term} is used before the step that defines it");
        let s = step(defining).unwrap();
        let said = |lang: Lang| [s.task, s.explain].iter().map(|t| t.get(lang).to_lowercase()).collect::<Vec<_>>().join(" ");
        assert!(said(Lang::En).contains(en), "{defining} defines {term} in English ({en:?})");
        assert!(said(Lang::Sw).contains(sw), "{defining} defines {term} in Kiswahili ({sw:?})");
    }
    assert!(uses("A takasiaed hole", "takasia") && uses("nyumbani", "nyumba") && !uses("mkuu", "kuu") && !uses("kuucheza", "kuu"));
}

/// The place of a step in the path.
fn place(id: &str) -> (usize, usize) {
    STAGES.iter().enumerate().find_map(|(i, stage)| stage.steps.iter().position(|s| s.id == id).map(|j| (i, j))).unwrap_or_else(|| panic!("{id}"))
}

#[test]
fn compulsory_capture_comes_first_in_the_capture_stage_and_a_capture_may_start_from_the_back_row() {
    let (captures, compulsory) = place("compulsory");
    assert_eq!(STAGES[captures].id, "captures");
    for relying in ["capture-most", "chain-most", "sixteen-legal", "bao-hamna", "no-move"] {
        assert!(place(relying) > (captures, compulsory), "{relying} relies on compulsory capture");
    }
    // capture-back: B2< (clockwise from the back row) sows B1, A1, which held a seed and faces
    // a8's seed: a capture; A5's and B2>'s laps end in empty holes, so they are illegal.
    let s = step("capture-back").unwrap();
    assert_eq!(place("capture-back").0, captures);
    let moves: Vec<String> = s.start().legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["B2<"]);
    let t = trace(&s.start(), &s.parse("B2<").unwrap()).unwrap();
    assert_eq!(t.captured_holes(), [hole("a8")]);
}

#[test]
fn the_first_play_out_is_a_short_bridge_won_in_two_moves() {
    let first = all_steps().map(|(_, s)| s).find(|s| s.goal.is_play_out()).unwrap();
    assert_eq!(first.id, "win-two");
    let before = all_steps().map(|(_, s)| s).take_while(|s| s.id != first.id).last().unwrap();
    assert_eq!(before.id, "no-move");
    // Won within three plies (South, North, South: the derivation), not in one.
    let start = first.start();
    assert_eq!(prove(&start, &[], Some(3), 20_000).0, Standing::Won);
    assert!(start.legal_moves().iter().all(|mv| !wins_at_once(first, mv)));
}

#[test]
fn the_board_stage_shows_both_wins_in_one_move() {
    // Worked by hand (the steps' derivations): A1 and A5 hold single seeds, so A3 starts every
    // move. A3> ends in A5 (held one), facing a4; A3< ends in A1 (held one), facing a8.
    for id in ["board-win-hamna", "board-win-no-move"] {
        let s = step(id).unwrap();
        assert_eq!(place(id).0, 0, "{id} is in the board stage");
        let mut moves: Vec<String> = s.start().legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        assert_eq!(moves, ["A3<", "A3>"], "{id}");
        let captured = |mv: &str| trace(&s.start(), &s.parse(mv).unwrap()).unwrap().captured_holes();
        assert_eq!(captured("A3<"), [hole("a8")], "{id}");
    }
    // a4 and then, from the kichwa A1, a8: North's whole front row.
    let hamna = step("board-win-hamna").unwrap();
    assert_eq!(trace(&hamna.start(), &hamna.parse("A3>").unwrap()).unwrap().captured_holes(), [hole("a4"), hole("a8")]);
    // a4's two seeds go to A1 and A2; North keeps a8 and single seeds only.
    let no_move = step("board-win-no-move").unwrap();
    let after = no_move.start().play(&no_move.parse("A3>").unwrap()).unwrap().position;
    assert_eq!((after.seeds(hole("A1")), after.seeds(hole("A2")), after.seeds(hole("a8"))), (2, 1, 1));
    assert!(after.legal_moves().is_empty());
}

/// "Find the only winning move" is graded by the distance to the end: a stage's only-win steps
/// come fewest plies first, the plies of the win a search of the step's nodes proves after the
/// wanted move (that move counted), the search the audit's only-win proof runs.
#[test]
fn only_win_steps_rise_by_the_distance_to_the_end() {
    for stage in STAGES.iter() {
        let plies: Vec<(&str, u32)> = stage
            .steps
            .iter()
            .filter_map(|s| {
                let Goal::OnlyWin { wanted, nodes } = s.goal else { return None };
                let mut game = Game::new(s.start());
                game.play(&s.parse(wanted).expect("a legal wanted move")).expect("legal");
                let history = super::check::history(&game);
                let plies = super::solve::plies_to_win(game.position(), &history, nodes);
                Some((s.id, plies.unwrap_or_else(|| panic!("{}: after {wanted} the search proves no win for South", s.id))))
            })
            .collect();
        println!("{}: {plies:?}", stage.id);
        assert!(plies.windows(2).all(|pair| pair[0].1 <= pair[1].1), "stage {}: {plies:?}", stage.id);
    }
}

/// strat-safari-pays (14-strategy-kiswahili.json): South's two moves are A8 and A8+, the same
/// sowing that stops at the working nyumba A5 or goes on safari. Read two moves ahead (the
/// derivation's lines, each capture replayed with `bao play`): A8 takes 1, a7< 0, A5< 1, a3> 2
/// (A6 and A1): balance 0; A8+ takes 1, a5>+ 2 (A4 and A1), A3< 1, a2 2 (A7 and A6): -2. The
/// reading and the audit's search both prefer stopping; each choice is told its line and both
/// balances, in both languages, and a move that does not reach the nyumba is not the question.
#[test]
fn a_stop_or_safari_step_reads_both_choices_two_moves_ahead() {
    let step = crate::app::learn::curriculum::step("strat-safari-pays").expect("the step");
    let start = step.start();
    let texts: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(texts, ["A8", "A8+"]);
    let (stop, safari) = (step.parse("A8").unwrap(), step.parse("A8+").unwrap());
    let right = Why::ChoiceAhead { got: 1, line: line_after(step, &stop, ["a7<", "A5<", "a3>"], [0, 1, 2]), balance: 0, other: -2, nodes: 20_000 };
    assert_eq!(check(step, &Answer::Move(stop)), Judgement::Right(right));
    let wrong = Why::OtherChoiceAhead { got: 1, line: line_after(step, &safari, ["a5>+", "A3<", "a2"], [2, 1, 2]), balance: -2, other: 0, nodes: 20_000 };
    assert_eq!(check(step, &Answer::Move(safari)), Judgement::Wrong(wrong.clone()));
    assert_eq!(
        wrong.render(Lang::En),
        "You take 1 seed, then each side's best (seeds taken): a5>+ (2), A3< (1), a2 (2): a balance of -2, and the other choice's is 0; \
         the computer's search (20000 positions) also finds the other choice clearly better."
    );
    assert_ne!(wrong.render(Lang::Sw), wrong.render(Lang::En));
    let other = Step { goal: Goal::StopOrSafari { wanted: "A8+", nodes: 20_000 }, ..*step };
    assert!(step_problems(&other).iter().any(|p| matches!(p, Problem::ReadingDisagrees { wanted: -2, other: 0 })), "{:?}", step_problems(&other));
    // Five levels, each one a deeper search prefers too (`level_gen::deeper_search_agrees`).
    assert_eq!(crate::app::learn::levels::level_count("strat-safari-pays"), 5);
}

#[test]
fn a_guard_the_nyumba_step_names_the_reply_that_takes_it() {
    let step = crate::app::learn::curriculum::step("strat-nyumba-guard").expect("the step");
    let start = step.start();
    let nyumba = hole("A5");
    assert!(start.house_owned(Side::South));
    // A3< takes a6 (5), then a4, the hole facing the nyumba, then a8: a4 ends empty.
    assert_eq!(check(step, &Answer::Move(step.parse("A3<").unwrap())), Judgement::Right(Why::NyumbaSafe));
    for mv in start.legal_moves().into_iter().filter(|m| m.to_string() != "A3<") {
        let after = start.play(&mv).unwrap().position;
        let Judgement::Wrong(Why::NyumbaTaken { reply, seeds }) = check(step, &Answer::Move(mv)) else { panic!("{mv} keeps the nyumba") };
        // The named reply captures the nyumba's seeds, all of them.
        let taken = after
            .play(&reply)
            .unwrap()
            .events
            .iter()
            .any(|e| matches!(e, crate::engine::Event::Capture { hole, count } if *hole == nyumba && *count as u32 == seeds));
        assert!(taken, "{mv}: {reply} does not take the nyumba's {seeds}");
        assert_eq!(seeds, after.seeds(nyumba) as u32);
        let words = Why::NyumbaTaken { reply, seeds }.render(Lang::En);
        assert!(words.contains(&reply.to_string()) && words.contains("nyumba"), "{words}");
    }
    // Five levels, each with a functional nyumba (six seeds or more; the audit refuses a level
    // without), two of them kimbi captures (A8, A2), whose direction is not chosen.
    assert_eq!(crate::app::learn::levels::level_count("strat-nyumba-guard"), 5);
}

#[test]
fn a_single_seeds_ending_ends_with_north_unable_to_move() {
    let step = crate::app::learn::curriculum::step("strat-single-seeds").expect("the step");
    let Goal::OnlyWin { wanted, nodes } = step.goal else { panic!("an only-win step") };
    let mut game = Game::new(step.start());
    game.play(&step.parse(wanted).unwrap()).unwrap();
    let proved = super::check::ProofQuery { position: game.position().clone(), history: super::check::history(&game), depth: None, nodes, up_to: None }.run();
    assert_eq!(proved.proof, Standing::Lost, "North, to move, is proven lost");
    for mv in &proved.line {
        game.play(mv).unwrap();
    }
    let end = game.position();
    assert_eq!((end.to_move(), end.legal_moves().len()), (Side::North, 0), "the line ends with North unable to move");
    let holes = (0..16).map(|i| Hole::new(Side::North, i)).filter(|&h| end.seeds(h) > 0);
    assert!(holes.clone().count() > 0 && holes.clone().all(|h| end.seeds(h) == 1), "North keeps single seeds only");
    assert!(step.task.en.contains("single seed"));
}

/// The takasia a takata makes is named as the hole it marks: North's a6 in takasia-make
/// (13-takasia.json, derived there: A1> leaves B2< threatening a6 alone), lower case as every
/// North hole is written (RULES.md §1).
#[test]
fn a_takasia_made_is_named_as_the_north_hole_it_marks() {
    let make = step("takasia-make").unwrap();
    let verdict = check(make, &Answer::Move(make.parse("A1>").unwrap()));
    assert_eq!(verdict, Judgement::Right(Why::Marked { hole: Hole::parse("a6").unwrap() }));
    assert_eq!(verdict.render(Lang::En, make.start().variant()), "Right! a6 is takasiaed: North may not start from it.");
}

/// A right answer to "find the only winning move" says why the others are wrong too: each of
/// them loses by force, as the goal's proof found (strat-dont-grab: A8< is the only win).
#[test]
fn the_only_win_says_that_every_other_move_loses() {
    let grab = step("strat-dont-grab").unwrap();
    let verdict = check(grab, &Answer::Move(grab.parse("A8<").unwrap()));
    assert_eq!(verdict, Judgement::Right(Why::OnlyWinner { mv: grab.parse("A8<").unwrap(), nodes: 20_000 }));
    assert_eq!(
        verdict.render(Lang::En, grab.start().variant()),
        "Right! A8< wins, and every other move loses: after each, North can win whatever you play (the computer checked 20000 positions)."
    );
}

/// strat-read-reply, counted by hand in its derivation: A4> takes 16 (a3 6, a6 4, a5 6) and
/// North's b5> takes 17 back, a balance of -1; B1< takes 14 (a7 1, a8 1, a5 6, a3 6) and
/// North's biggest reply a6< takes 4: +10, the best, though A4> captures more.
#[test]
fn read_the_reply_counts_each_move_with_norths_biggest_capture_back() {
    let step = step("strat-read-reply").expect("the step");
    let mv = |text: &str| step.parse(text).unwrap();
    let (grab, answer) = (mv("A4>"), mv("B1<"));
    // North has two replies that take 4 (a6< among them): the words name one of them.
    let Judgement::Right(Why::BestBalance { got: 14, back: 4, reply: Some(reply) }) = check(step, &Answer::Move(answer)) else {
        panic!("B1< is right, 14 and 4")
    };
    let after = step.start().play(&answer).unwrap().position;
    assert_eq!(after.play(&reply).unwrap().info.seeds_captured, 4);
    assert!(after.play(&mv_after(step, &answer, "a6<")).unwrap().info.seeds_captured == 4);
    let wrong = check(step, &Answer::Move(grab));
    assert_eq!(wrong, Judgement::Wrong(Why::WorseBalance { got: 16, back: 17, reply: Some(mv_after(step, &grab, "b5>")), best: 10 }));
    let Judgement::Wrong(why) = wrong else { unreachable!() };
    assert_eq!(
        why.render(Lang::En),
        "You take 16 seeds and North's biggest capture back takes 17 seeds (b5>): a balance of -1, and another move's balance is +10."
    );
    // The habit is not the answer: A4> is the biggest capture.
    assert_eq!(super::greed::step_solved_by_greed(step), Some(false));
    assert!(step_problems(step).is_empty());
    assert_eq!(crate::app::learn::levels::level_count("strat-read-reply"), 5);
}

/// strat-read-ahead, counted in its derivation (each line's captures replayed event by event):
/// A4> takes a3, a8, a6, a7 (1 + 3 + 2 + 1 = 7), North's best reply b1< takes A5's 2 and A7's
/// 6, B8> then takes 15 (a5 6, a6 1, a1 3, a3 2, a2 3) and a4> nothing: +14. A6< takes a6, a8,
/// a4 (2 + 3 + 7 = 12), North's best reply is the takata a5<, A2> takes a3's 2 and b2< A8's 5:
/// +9. Read one reply deep, A6< is the best (+12) and A4> is -1: the reply alone misleads.
#[test]
fn read_two_moves_ahead_counts_each_sides_best_in_turn() {
    let step = step("strat-read-ahead").expect("the step");
    let mv = |text: &str| step.parse(text).unwrap();
    let (answer, safe_grab) = (mv("A4>"), mv("A6<"));
    let line = |first: &Move, texts: [&str; 3], taken: [u32; 3]| line_after(step, first, texts, taken);
    let right = Why::BestAhead { got: 7, line: line(&answer, ["b1<", "B8>", "a4>"], [8, 15, 0]), balance: 14 };
    assert_eq!(check(step, &Answer::Move(answer)), Judgement::Right(right));
    let wrong = Why::WorseAhead { got: 12, line: line(&safe_grab, ["a5<", "A2>", "b2<"], [0, 2, 5]), balance: 9, best: 14 };
    assert_eq!(check(step, &Answer::Move(safe_grab)), Judgement::Wrong(wrong.clone()));
    assert_eq!(
        wrong.render(Lang::En),
        "You take 12 seeds, then each side's best (seeds taken): a5< (0), A2> (2), b2< (5): a balance of +9, and another move's balance is +14."
    );
    // Reading one reply, A6< is the best and A4> is not: the step teaches more than that.
    let by_reply = |m: &Move| step.start().successors().into_iter().find(|s| s.mv == *m).map(|s| crate::ai::read_reply(&s));
    assert_eq!((by_reply(&safe_grab), by_reply(&answer)), (Some(12), Some(-1)));
    assert!(step_problems(step).is_empty());
    let reader = Step { goal: Goal::ReadAhead { wanted: "A6<" }, ..*step };
    let problems = step_problems(&reader);
    assert!(problems.contains(&Problem::ReplyReaderFindsIt) && problems.contains(&Problem::GreedFindsIt), "{problems:?}");
    assert_eq!(crate::app::learn::levels::level_count("strat-read-ahead"), 5);
}

/// strat-read-ahead-kiswahili, counted in its derivation: in mtaji, A7< takes the most (11)
/// but reads -4 (a1> 9, A8< 6, a4< 12); B6> takes 8 and North can take nothing back at once
/// (the reply's best, +8) but reads +5 (a5<, A1> 1, b7> 4); B3< takes 4 and gives 6 back, then
/// B1< takes 17 and b2< 4: +11, the only best.
#[test]
fn read_two_moves_ahead_in_mtaji_looks_past_the_biggest_and_the_safest_capture() {
    let step = step("strat-read-ahead-kiswahili").expect("the step");
    let balance = |text: &str| match check(step, &Answer::Move(step.parse(text).unwrap())) {
        Judgement::Right(Why::BestAhead { got, balance, .. }) => (true, got, balance),
        Judgement::Wrong(Why::WorseAhead { got, balance, best: 11, .. }) => (false, got, balance),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!([balance("A2>"), balance("A7<"), balance("B6>"), balance("B3<")], [(false, 3, -1), (false, 11, -4), (false, 8, 5), (true, 4, 11)]);
    assert!(step_problems(step).is_empty());
    assert_eq!(crate::app::learn::levels::level_count("strat-read-ahead-kiswahili"), 5);
}

/// strat-first-move: the start of Bao la Kiswahili has four takata (A6 or A7, either way: its
/// derivation, RULES.md §3, §5); A6< and A7< leave North a one-seed capture, A6> and A7>
/// none. A full search 15 and 16 plies deep ranks A6< first both times by more than a seed
/// (the audit's search), so A6< is right and A6> wrong, and a step wanting A6> is refused at
/// both depths. The costs stated are the derivation's scores taken from A6<'s (15 plies: 510,
/// A6> 180, A7> 35, A7< 235; 16 plies: -80, A6> -235, A7> -300, A7< -435), in the deeper
/// search's order; a cost one hundredth off is refused.
#[test]
fn the_first_move_is_the_one_a_deep_search_ranks_first_at_both_parities() {
    let step = step("strat-first-move").expect("the step");
    let start = step.start();
    let back: Vec<(String, u32)> = start.successors().iter().map(|s| (s.mv.to_string(), crate::puzzles::greed::greedy_moves(&s.position).0)).collect();
    assert_eq!(back, [("A6>".into(), 0), ("A6<".into(), 1), ("A7>".into(), 0), ("A7<".into(), 1)]);
    let Goal::SearchedFirst { costs, .. } = step.goal else { panic!("a searched_first goal") };
    let stated: Vec<(&str, [i32; 2])> = costs.0.iter().map(|cost| (cost.mv, cost.behind)).collect();
    assert_eq!(stated, [("A6>", [510 - 180, -80 + 235]), ("A7>", [510 - 35, -80 + 300]), ("A7<", [510 - 235, -80 + 435])]);
    let right = check(step, &Answer::Move(step.parse("A6<").unwrap()));
    assert_eq!(right, Judgement::Right(Why::SearchedFirst { depth: 16, costs }));
    let Judgement::Right(why) = right else { unreachable!() };
    assert_eq!(
        why.render(Lang::En),
        "A full search 15 and 16 moves deep (both sides' moves counted) ranks it first both times, by at least a seed: \
         A6> scores 3.3 and 1.55 seeds less, A7> scores 4.75 and 2.2 seeds less, A7< scores 2.75 and 3.55 seeds less."
    );
    let wrong = check(step, &Answer::Move(step.parse("A6>").unwrap()));
    assert_eq!(wrong, Judgement::Wrong(Why::SearchedOther { depth: 16, cost: Some(costs.0[0]) }));
    let Judgement::Wrong(why) = wrong else { unreachable!() };
    assert_eq!(
        why.render(Lang::En),
        "A full search 15 and 16 moves deep (both sides' moves counted) ranks another move first both times: A6> scores 3.3 and 1.55 seeds less."
    );
    assert!(step_problems(step).is_empty(), "{:?}", step_problems(step));
    // The top level opens a game from the same knowledge (bao_ai's book of first moves).
    assert_eq!(crate::ai::FIRST_MOVES, [(Variant::Kiswahili, "A6<")]);
    let other = Step { goal: Goal::SearchedFirst { wanted: "A6>", depth: 16, costs }, ..*step };
    let depths: Vec<u32> = step_problems(&other)
        .iter()
        .filter_map(|p| if let Problem::NotSearchedFirst { depth, first, .. } = p { (first == "A6<").then_some(*depth) } else { None })
        .collect();
    assert_eq!(depths, [15, 16]);
    let off = [MoveCost { behind: [331, 155], ..costs.0[0] }, costs.0[1], costs.0[2]];
    let off_by_one = Step { goal: Goal::SearchedFirst { wanted: "A6<", depth: 16, costs: MoveCosts(Box::leak(Box::new(off))) }, ..*step };
    assert!(step_problems(&off_by_one).iter().any(|p| matches!(p, Problem::WrongCosts { .. })), "{:?}", step_problems(&off_by_one));
}

/// A line read ahead after `first` in the step's start: each move of `texts` played in turn,
/// with the seeds it takes (`taken`, derived by hand in the test).
fn line_after(step: &Step, first: &Move, texts: [&str; 3], taken: [u32; 3]) -> Vec<(Move, u32)> {
    let mut pos = step.start().play(first).unwrap().position;
    let mut line = Vec::new();
    for (text, seeds) in texts.into_iter().zip(taken) {
        let reply = pos.legal_moves().into_iter().find(|m| m.to_string() == text).unwrap_or_else(|| panic!("{text} is legal"));
        pos = pos.play(&reply).unwrap().position;
        line.push((reply, seeds));
    }
    line
}

/// `text` read as a move in the position after `first` (North's reply).
fn mv_after(step: &Step, first: &Move, text: &str) -> Move {
    let after = step.start().play(first).unwrap().position;
    after.legal_moves().into_iter().find(|m| m.to_string() == text).unwrap_or_else(|| panic!("{text} is legal after {first}"))
}

/// A read-the-reply step whose wanted move is the biggest capture teaches nothing: the audit
/// says greed finds it, and a move that is not the best balance is not the only answer.
#[test]
fn read_the_reply_is_refused_where_greed_finds_it() {
    let step = *step("strat-read-reply").expect("the step");
    let grab = Step { goal: Goal::ReadReply { wanted: "A4>" }, ..step };
    let problems = step_problems(&grab);
    assert!(problems.contains(&Problem::GreedFindsIt), "{problems:?}");
    assert!(problems.iter().any(|p| matches!(p, Problem::NotTheOnlyAnswer { meeting, .. } if meeting == &["B1<".to_string()])), "{problems:?}");
}

/// A read-the-reply level that greed solves is reported once, by the audit (greed finds it),
/// not a second time by the level check's greed bar: the step's own board with A4> wanted.
#[test]
fn a_read_the_reply_level_that_greed_solves_is_reported_once() {
    use crate::app::learn::level_gen::{level_problems, LevelProblem};
    use crate::app::learn::levels::compact_board;
    use crate::app::learn::schema::PracticeLevel;
    let step = *step("strat-read-reply").expect("the step");
    let board: &'static str = compact_board(&step.start().to_setup()).expect("a compact board").leak();
    let level = PracticeLevel { board, goal: Goal::ReadReply { wanted: "A4>" }, difficulty: 0 };
    let problems = level_problems(&step, &[level]);
    let greed = problems.iter().filter(|p| matches!(p, LevelProblem::GreedSolves { .. } | LevelProblem::Audit { problem: Problem::GreedFindsIt, .. })).count();
    assert_eq!(greed, 1, "{problems:?}");
}

/// strat-hamna-race, replayed reply by reply in its derivation: after A4> North has one reply,
/// a5<, and then A8< empties his front row; after B3> (the biggest capture, 9) he keeps it
/// with a3>.
#[test]
fn the_race_to_bao_hamna_names_the_reply_that_escapes() {
    let step = step("strat-hamna-race").expect("the step");
    let mv = |text: &str| step.parse(text).unwrap();
    assert_eq!(check(step, &Answer::Move(mv("A4>"))), Judgement::Right(Why::HamnaForced));
    let after = step.start().play(&mv("A4>")).unwrap().position;
    assert_eq!(after.legal_moves().iter().map(Move::to_string).collect::<Vec<_>>(), ["a5<"]);
    let escape = mv_after(step, &mv("B3>"), "a3>");
    assert_eq!(check(step, &Answer::Move(mv("B3>"))), Judgement::Wrong(Why::HamnaEscape { reply: escape }));
    assert_eq!(Why::HamnaEscape { reply: escape }.render(Lang::En), "North escapes with a3>: after it no move of yours empties his front row.");
    assert_eq!(super::greed::step_solved_by_greed(step), Some(false));
    assert!(step_problems(step).is_empty());
    assert_eq!(crate::app::learn::levels::level_count("strat-hamna-race"), 5);
}

/// strat-takasia-guard, replayed reply by reply in its derivation: A1> takes 10 and leaves
/// North no capture, but his takata b5< takasias A6; A6< leaves him captures of 8; B1< leaves
/// him neither.
#[test]
fn guarding_against_takasia_names_the_takata_that_marks() {
    let step = step("strat-takasia-guard").expect("the step");
    let mv = |text: &str| step.parse(text).unwrap();
    assert_eq!(check(step, &Answer::Move(mv("B1<"))), Judgement::Right(Why::NoTakasiaLeft));
    let marking = mv_after(step, &mv("A1>"), "b5<");
    assert_eq!(check(step, &Answer::Move(mv("A1>"))), Judgement::Wrong(Why::TakasiaThreat { reply: marking, hole: hole("A6") }));
    assert_eq!(Why::TakasiaThreat { reply: marking, hole: hole("A6") }.render(Lang::En), "North can then play the takata b5< and takasia your A6.");
    assert!(matches!(check(step, &Answer::Move(mv("A6<"))), Judgement::Wrong(Why::Threat { seeds: 8, .. })));
    assert_eq!(super::greed::step_solved_by_greed(step), Some(false));
    assert!(step_problems(step).is_empty());
}

/// A move that guards the nyumba by giving it up is wrong: on this board (a level of
/// strat-nyumba-guard before the rule was kept) A1+ captures a8, relays A1's 17 seeds round
/// the board and on through a7's capture to a lap that ends in the functional nyumba A5,
/// where it goes on safari: every seed of the nyumba is lifted and it is destroyed (RULES.md
/// §6), so nothing is left to guard.
#[test]
fn guarding_the_nyumba_by_spending_it_is_wrong() {
    let step = step("strat-nyumba-guard").expect("the step");
    let level = super::schema::PracticeLevel { board: "f000501300011111/1500301112231111", goal: Goal::GuardNyumba { wanted: "A1+" }, difficulty: 0 };
    let board = super::levels::level_step(step, &level).expect("the board reads");
    assert!(board.start().house_owned(Side::South));
    let safari = board.parse("A1+").expect("legal");
    assert!(!board.start().play(&safari).unwrap().position.house_owned(Side::South), "the safari destroys the nyumba");
    assert_eq!(check(&board, &Answer::Move(safari)), Judgement::Wrong(Why::NyumbaGivenUp));
}

/// A level's text keeps a `searched_first` goal whole, its costs included (a level is written
/// and read back with `to_text` and `from_text`).
#[test]
fn a_searched_first_goal_survives_the_level_text() {
    let costs = MoveCosts(&[MoveCost { mv: "A6>", behind: [330, 155] }, MoveCost { mv: "A7<", behind: [275, 355] }]);
    let level = crate::app::learn::schema::PracticeLevel {
        board: "0000622000000000/0000622000000000",
        goal: Goal::SearchedFirst { wanted: "A6<", depth: 16, costs },
        difficulty: 3,
    };
    let text = level.to_text(true);
    assert_eq!(text, "0000622000000000/0000622000000000 A6<|16|A6>,330,155|A7<,275,355 3");
    assert_eq!(crate::app::learn::schema::PracticeLevel::from_text(GoalKind::SearchedFirst, text.leak()), Some(level));
}
