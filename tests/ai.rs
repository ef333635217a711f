//! The AI's contract: it finds forced wins, only plays legal moves, stops within a bounded
//! number of nodes when cancelled, and is reproducible. No test looks at a clock.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use bao::ai::protocol::{answer, Reply, Request};
use bao::ai::{choose_move, Budget, Evaluator, Hooks, Level, Limits, Progress, Search, SearchResult, POLL_INTERVAL, WIN};
use bao::engine::random::{random_move, Rng};
use bao::engine::{parse_move, BawoSetup, Game, Move, Position, Side, Stage, Variant};

fn study(json: &str) -> Position {
    Position::from_json(json, true).expect("a valid study position")
}

fn search(pos: &Position, nodes: u64) -> SearchResult {
    let evaluator = Evaluator::default();
    let search = Search { evaluator: &evaluator, limits: Limits { nodes: Some(nodes), ..Limits::default() }, exact_root_scores: false };
    search.run(pos, &[], Hooks::default())
}

fn is_bao_hamna(pos: &Position, mv: &Move) -> bool {
    pos.play(mv).map(|played| played.info.bao_hamna).unwrap_or(false)
}

/// Bao hamna in one (Bao la Kiswahili, mtaji). North's front row holds a7, a8, a5, a1 and a3.
/// `B1<` sows its two seeds into A1 and A2; A2 faces a7 and captures it, and the captured
/// seed entered at A1 (the left kichwa, A2 being in the left kimbi) captures a8, then the
/// move relays and captures a5, a1 and a3 in turn: North's front row is empty. The seven
/// other legal moves are captures too but leave North a front seed.
#[test]
fn finds_bao_hamna_in_one() {
    let pos = study(
        r#"{"variant":"kiswahili","to_move":"south",
            "south":{"front":[0,2,3,4,0,2,1,2],"back":[2,0,0,0,0,0,3,3],"reserve":0,"house":"lost"},
            "north":{"front":[3,0,3,0,3,0,1,1],"back":[1,0,0,2,3,0,3,1],"reserve":0,"house":"lost"},"ply":60}"#,
    );
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 8);
    let winning: Vec<&Move> = moves.iter().filter(|mv| is_bao_hamna(&pos, mv)).collect();
    assert_eq!(winning.len(), 1, "only one move wins at once");
    let result = search(&pos, 20_000);
    assert_eq!(result.best.as_ref().map(Move::to_string).as_deref(), Some("B1<"));
    assert_eq!(result.score, WIN - 1, "a win on the first ply");
}

/// Bao hamna in two (Bao la Kiswahili, mtaji). No capture is possible, so South plays a
/// takata; `A5>` relays round the board and ends with North's a7 marked takasia, which leaves
/// North only his a2 in either direction, and after each of those South captures his whole
/// front row. The search must prove the win in exactly three plies (so no quicker one exists)
/// and the move it plays must really force it: checked here by playing every reply.
#[test]
fn finds_bao_hamna_in_two() {
    let pos = study(
        r#"{"variant":"kiswahili","to_move":"south",
            "south":{"front":[2,0,0,2,3,2,0,4],"back":[1,0,0,3,0,0,3,2],"reserve":0,"house":"lost"},
            "north":{"front":[0,2,0,0,0,0,2,0],"back":[0,0,3,2,0,0,2,0],"reserve":0,"house":"lost"},"ply":60}"#,
    );
    assert!(pos.legal_moves().iter().all(|mv| !is_bao_hamna(&pos, mv)), "no win in one");
    let result = search(&pos, 200_000);
    assert_eq!(result.score, WIN - 3);
    let chosen = result.best.expect("a move");
    let after = pos.play(&chosen).unwrap().position;
    let replies = after.legal_moves();
    assert!(!replies.is_empty());
    for reply in replies {
        let next = after.play(&reply).unwrap().position;
        assert!(next.legal_moves().iter().any(|mv| is_bao_hamna(&next, mv)), "{chosen} {reply}: no Bao hamna follows");
    }
}

/// Positions from random games of a variant, each with the game's earlier position keys.
fn random_positions(variant: Variant, count: usize, seed: u64) -> Vec<(Position, Vec<u64>)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Game::new(Position::start(variant, BawoSetup::default()));
        let stop_at = 2 + rng.below(120) as usize;
        while !game.is_over() && game.plies().len() < stop_at {
            let mv = random_move(game.position(), &mut rng).unwrap();
            game.play(&mv).unwrap();
        }
        if !game.is_over() {
            let history = (0..game.plies().len()).map(|i| game.position_at(i).key()).collect();
            out.push((game.position().clone(), history));
        }
    }
    out
}

#[test]
fn never_plays_an_illegal_move() {
    let evaluator = Evaluator::default();
    let levels = [Level::Rated(1), Level::Rated(2), Level::Rated(3), Level::Rated(4), Level::Top, Level::Greedy];
    let mut checked = 0;
    for (v, variant) in Variant::ALL.into_iter().enumerate() {
        for (i, (pos, history)) in random_positions(variant, 600, v as u64).iter().enumerate() {
            let level = levels[i % levels.len()];
            let budget = Budget { nodes: Some(300), millis: None };
            let choice = choose_move(pos, history, level, budget, i as u64, &evaluator, Hooks::default());
            let mv = choice.mv.unwrap_or_else(|| panic!("{level} found no move in {}", pos.to_json()));
            assert!(pos.play(&mv).is_ok(), "{level} chose the illegal {mv} in {}", pos.to_json());
            checked += 1;
        }
    }
    assert_eq!(checked, 2400);
}

/// South's gambit (15,504 placements) and North's after South filled the holes North
/// captures (a hand of millions of placements): a legal placement comes back without listing
/// them all, and it does not empty the own front row (which loses at once in Bawo).
#[test]
fn bawo_gambits_are_legal_for_both_sides() {
    let evaluator = Evaluator::default();
    let south = Position::start(Variant::Bawo, BawoSetup::Chikoko);
    // South piles all five seeds onto A2: North's gambit captures A2–A4 (facing a5–a7).
    let north = south.play(&parse_move(&south, "@A2,A2,A2,A2,A2").unwrap().0).unwrap().position;
    assert!(north.gambit_move_count() > 1_000_000, "North's hand is large");
    for pos in [south, north] {
        assert_eq!(pos.stage(), Stage::Gambit);
        let choice = choose_move(&pos, &[], Level::Top, Budget { nodes: Some(3_000), millis: None }, 1, &evaluator, Hooks::default());
        let mv = choice.mv.expect("a placement");
        assert!(matches!(mv, Move::Gambit(_)));
        let played = pos.play(&mv).expect("a legal placement");
        assert!(!played.info.self_emptied, "{mv} empties the own front row and loses");
    }
}

/// Raises the cancel flag from the progress callback once depth 3 is finished, and checks
/// that the search stops within one poll interval with the best move reported so far.
#[test]
fn cancel_stops_within_one_poll_interval_with_the_best_move_so_far() {
    let pos = Position::start(Variant::Kujifunza, BawoSetup::default());
    let evaluator = Evaluator::default();
    let raised_at = Cell::new(None::<u64>);
    let last_best = RefCell::new(None::<Move>);
    let polls = Cell::new(0u64);
    let cancel = || {
        polls.set(polls.get() + 1);
        raised_at.get().is_some()
    };
    let mut progress = |p: &Progress| {
        *last_best.borrow_mut() = Some(p.best);
        if p.depth >= 3 && raised_at.get().is_none() {
            raised_at.set(Some(p.nodes));
        }
    };
    let search = Search { evaluator: &evaluator, limits: Limits::default(), exact_root_scores: false };
    let result = search.run(&pos, &[], Hooks { clock: None, cancel: Some(&cancel), progress: Some(&mut progress) });
    let raised = raised_at.get().expect("depth 3 was reached");
    assert!(result.nodes >= raised && result.nodes - raised <= POLL_INTERVAL, "raised at {raised}, stopped at {}", result.nodes);
    assert_eq!(polls.get(), result.nodes / POLL_INTERVAL, "polled once every {POLL_INTERVAL} nodes");
    assert!(result.depth >= 3);
    assert_eq!(result.best, *last_best.borrow());
    assert!(pos.play(&result.best.unwrap()).is_ok());
}

/// The Bawo gambit's look-ahead (tens of thousands of evaluated positions at the root) is
/// part of the search: it counts nodes, honours a node budget and stops at the first poll of
/// a raised cancel flag, still with a legal placement.
#[test]
fn the_gambit_look_ahead_counts_nodes_and_stops_on_cancel() {
    let pos = Position::start(Variant::Bawo, BawoSetup::Chikoko);
    let evaluator = Evaluator::default();
    let cancel = || true;
    let unbounded = Search { evaluator: &evaluator, limits: Limits::default(), exact_root_scores: false };
    let cancelled = unbounded.run(&pos, &[], Hooks { clock: None, cancel: Some(&cancel), progress: None });
    assert_eq!(cancelled.nodes, POLL_INTERVAL, "stopped at the first poll");
    assert_eq!(cancelled.depth, 0, "no iteration finished");
    let result = search(&pos, 500);
    assert_eq!(result.nodes, 500);
    for stopped in [cancelled, result] {
        let mv = stopped.best.expect("a placement");
        assert!(matches!(mv, Move::Gambit(_)));
        assert!(!pos.play(&mv).expect("legal").info.self_emptied);
    }
}

#[test]
fn same_seed_and_node_budget_give_the_same_move() {
    let evaluator = Evaluator::default();
    for variant in Variant::ALL {
        for (pos, history) in random_positions(variant, 5, 99) {
            for level in [Level::Rated(1), Level::Rated(3), Level::Top] {
                let budget = Budget { nodes: Some(5_000), millis: None };
                let first = choose_move(&pos, &history, level, budget, 7, &evaluator, Hooks::default());
                let second = choose_move(&pos, &history, level, budget, 7, &evaluator, Hooks::default());
                assert_eq!(first, second, "{level} in {}", pos.to_json());
            }
        }
    }
}

/// The weakest level errs like a person: over many seeds it plays several different moves
/// at the start, but its best-scored move more often than its worst.
#[test]
fn beginner_softmax_varies_but_prefers_good_moves() {
    let evaluator = Evaluator::default();
    let pos = Position::start(Variant::Kiswahili, BawoSetup::default());
    let choose = |seed: u64| choose_move(&pos, &[], Level::Rated(1), Budget::default(), seed, &evaluator, Hooks::default());
    let scored = choose(0).search.expect("a search").root_scores;
    assert!(scored.first().unwrap().1 > scored.last().unwrap().1, "{scored:?}");
    let mut picks: HashMap<String, u32> = HashMap::new();
    for seed in 0..300 {
        *picks.entry(choose(seed).mv.unwrap().to_string()).or_default() += 1;
    }
    let count = |mv: &Move| picks.get(&mv.to_string()).copied().unwrap_or(0);
    assert!(picks.len() >= 3, "{picks:?}");
    assert!(count(&scored.first().unwrap().0) > count(&scored.last().unwrap().0), "{picks:?} {scored:?}");
}

#[test]
fn worker_protocol_answers_with_progress_and_a_legal_move() {
    let pos = Position::start(Variant::Kete, BawoSetup::default());
    let request = Request { position: pos.to_setup(), history: vec![], level: "top".to_string(), seed: 3, nodes: Some(20_000), millis: None };
    let mut replies = Vec::new();
    answer(&request.to_json(), &|| 0.0, &mut |reply| replies.push(Reply::from_json(&reply.to_json()).unwrap()));
    assert!(matches!(replies.first(), Some(Reply::Progress { .. })));
    let Some(Reply::Done { best: Some(best), side, .. }) = replies.last() else { panic!("{replies:?}") };
    assert_eq!(side, Side::South.name());
    let (mv, _) = parse_move(&pos, best).unwrap();
    assert!(pos.play(&mv).is_ok());
    let mut errors = Vec::new();
    answer("{\"level\":\"top\"}", &|| 0.0, &mut |reply| errors.push(reply.clone()));
    assert!(matches!(errors.as_slice(), [Reply::Error { .. }]));
}

/// The evaluation sees the board from the side to move: swapping the two players' rows,
/// reserves and houses and the side to move must not change the score.
#[test]
fn evaluation_is_the_same_from_either_chair() {
    let evaluator = Evaluator::default();
    for variant in Variant::ALL {
        for (pos, _) in random_positions(variant, 200, 5) {
            if pos.takasia().is_some() || pos.stage() == Stage::Gambit {
                continue;
            }
            let mut setup = pos.to_setup();
            std::mem::swap(&mut setup.south, &mut setup.north);
            setup.to_move = pos.to_move().opponent().name().to_string();
            let mirrored = setup.validate(false).expect("a mirrored position is valid");
            assert_eq!(evaluator.evaluate(&pos), evaluator.evaluate(&mirrored), "{}", pos.to_json());
        }
    }
}
