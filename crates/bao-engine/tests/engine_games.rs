//! Whole moves and short games derived by hand from RULES.md, and never-ending moves.
#![cfg(not(target_arch = "wasm32"))]

use bao_engine::{BawoSetup, Dir, EndReason, Event, Game, Hole, Outcome, Position, PositionError, Record, RecordErrorKind, Variant, WhyNot};

fn front(pos: &Position, side: bao_engine::Side) -> Vec<u8> {
    (1..=8).map(|n| pos.seeds(Hole::from_row(side, bao_engine::Row::Front, n))).collect()
}

fn back(pos: &Position, side: bao_engine::Side) -> Vec<u8> {
    (1..=8).map(|n| pos.seeds(Hole::from_row(side, bao_engine::Row::Back, n))).collect()
}

/// Six plies of Bao la Kiswahili ending in a Bao hamna, each derived from the rules:
///
/// 1. `A6<*` namua takata: A6 2+1 = 3 lifted, sown anticlockwise A5(7) A4(1) A3(1); A3 was
///    empty → end. South front 0,0,1,1,7,0,2,0.
/// 2. `a6>` namua capture: a6 faces A3 (1) → take 1; a6 is central, `>` = right kichwa a8,
///    sown anticlockwise: a8(1), empty → end. North front 0,0,0,0,6,3,2,1.
/// 3. `A4>` capture: A4 (1→2) faces a5 (6): North's nyumba is captured (destroyed); 6 seeds from
///    A8 anticlockwise A8 A7 A6 A5 A4 A3; A3 was empty → end. South 0,0,1,3,8,1,3,1; North
///    0,0,0,0,0,3,2,1.
/// 4. `a6>` capture of A3 (1): from a8: a8 1→2 occupied, faces A1 (0) → relay 2: a7(3) a6(5);
///    a6 faces A3 (now 0) → relay 5: a5 a4 a3 a2 a1, a1 empty → end. North 1,1,1,1,1,0,3,0.
/// 5. `A6<` capture: A6 (1→2) faces a3 (1) → take 1 into A1 (`<` = left kichwa), A1 was empty
///    → end. South 1,0,0,3,8,2,3,1; North 1,1,0,1,1,0,3,0.
/// 6. `a4>#`: a4 (1→2) takes A5's 8 (South's nyumba destroyed), sown from a8 anticlockwise to
///    a1 (2, occupied), facing A8 (1): capture from the left kimbi → left kichwa a1, 1 seed
///    there (3) → A8 now empty → relay 3 clockwise to a4 (4) → relay 4 to a8 (2) facing A1 (1):
///    right kimbi capture into a8 (3) → relay 3 anticlockwise to a5 (4) facing A4 (3): central
///    capture keeps the direction → right kichwa: a8 a7 a6 (a6 4) facing A3 (0) → relay 4: a5
///    a4 a3 a2 (4) facing A7 (3): left kimbi → a1 a2 a3 (a3 4) facing A6 (2): central, now
///    clockwise → left kichwa; that capture empties South's front row: the two seeds are still
///    sown (a1, a2) and North wins by Bao hamna. North front 2,6,4,1,5,0,7,1.
#[test]
fn kiswahili_opening_ending_in_bao_hamna() {
    let record = "Variant: kiswahili\nResult: north\n\nA6<*\na6>\nA4>\na6>\nA6<\na4>#\n";
    let game = Record::parse(record, false).unwrap().game;
    let pos = game.position();
    use bao_engine::Side::{North, South};
    assert_eq!(front(pos, South), vec![0; 8]);
    assert_eq!(front(pos, North), vec![2, 6, 4, 1, 5, 0, 7, 1]);
    assert_eq!(back(pos, North), vec![0; 8]);
    assert_eq!((pos.reserve(South), pos.reserve(North)), (19, 19));
    assert!(!pos.house_owned(South) && !pos.house_owned(North));
    assert_eq!(game.result(), Some((Outcome::Win(North), EndReason::BaoHamna)));
    // The last move captures six times: A5 first, then A8, A1, A4, A7 and A6.
    let mut replay = Record::parse(&record.replace("a4>#\n", ""), false).unwrap().game;
    let events = replay.play_text("a4>").unwrap();
    let captures: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { hole, count } => Some(format!("{hole}:{count}")),
            _ => None,
        })
        .collect();
    assert_eq!(captures, ["A5:8", "A8:1", "A1:1", "A4:3", "A7:3", "A6:2"]);
    assert!(matches!(events.last(), Some(Event::GameOver { outcome: Outcome::Win(North), reason: EndReason::BaoHamna })));
}

/// South's takata `A8<` from this position never ends: an independent relay simulation
/// (sowing only; North's front row holds one seed facing the empty A3, so nothing can be
/// captured and there is no nyumba) finds that the lap-end state after lap 1 recurs after
/// lap 85. Lap 1: A8's 4 seeds go anticlockwise into A7 (3), A6 (2), A5 (1), A4 (2); A4 was
/// occupied → relay. So the state at the end of lap 1 — and of lap 85 — has South's front row
/// 2,1,0,2,1,2,3,0 and the back row unchanged.
fn never_ending_position(variant: &str) -> Position {
    let json = format!(
        r#"{{"variant":"{variant}","to_move":"south",
        "south":{{"front":[2,1,0,1,0,1,2,4],"back":[3,1,0,3,2,1,0,3],"reserve":0,"house":"lost"}},
        "north":{{"front":[0,0,0,0,0,1,0,0],"back":[5,5,5,5,5,5,5,4],"reserve":0,"house":"lost"}},
        "takasia":null,"ply":60}}"#
    );
    Position::from_json(&json, false).unwrap()
}

#[test]
fn never_ending_move_is_illegal_outside_bawo() {
    let a8 = Hole::parse("A8").unwrap();
    for variant in ["kiswahili", "kete", "kujifunza"] {
        let pos = never_ending_position(variant);
        assert_eq!(pos.why_not(a8, Some(Dir::Left), false), Err(WhyNot::NeverEnding), "{variant}");
        let error = Game::new(pos.clone()).play_text("A8<").unwrap_err();
        assert!(error.to_string().contains("never_ending"), "{variant}: {error}");
        assert!(matches!(error, bao_engine::MoveError::Illegal { reason: WhyNot::NeverEnding, .. }), "{variant}: {error:?}");
        assert!(!pos.legal_moves().iter().any(|m| m.to_string() == "A8<"));
    }
}

#[test]
fn never_ending_move_stops_at_the_first_repeated_lap_end_in_bawo() {
    let pos = never_ending_position("bawo");
    assert_eq!(pos.why_not(Hole::parse("A8").unwrap(), Some(Dir::Left), false), Ok(()));
    let mut game = Game::new(pos);
    let events = game.play_text("A8<").unwrap();
    use bao_engine::Side::South;
    assert_eq!(front(game.position(), South), vec![2, 1, 0, 2, 1, 2, 3, 0]);
    assert_eq!(back(game.position(), South), vec![3, 1, 0, 3, 2, 1, 0, 3]);
    assert!(events.contains(&Event::NeverEndingStop));
    // 85 laps: fewer than the 200 drawn seed by seed, so no laps are skipped.
    assert!(!events.iter().any(|e| matches!(e, Event::LapsSkipped { .. })));
    let lifts = events.iter().filter(|e| matches!(e, Event::Lift { .. })).count();
    assert_eq!(lifts, 85, "one start lift and 84 relays before lap 85 ends");
}

#[test]
fn kujifunza_start_has_sixteen_captures() {
    // RULES.md §10: two seeds everywhere. A 2-seed lap ends two holes on; it captures when
    // that hole is in the front row (all occupied, all facing 2 seeds): front holes 1–6
    // clockwise, 3–8 anticlockwise, B1/B2 clockwise into A1/A2, B8/B7 anticlockwise into
    // A8/A7 — 16 moves, all captures.
    let pos = Position::start(Variant::Kujifunza, BawoSetup::default());
    let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["A1>", "A2>", "A3<", "A3>", "A4<", "A4>", "A5<", "A5>", "A6<", "A6>", "A7<", "A8<", "B1<", "B2<", "B7>", "B8>"]);
    assert!(pos.successors().iter().all(|s| s.info.capture));
}

#[test]
fn a_study_start_is_recorded_with_its_study_header_and_replays() {
    // A study position of 20 seeds (the start without the reserves; RULES.md §12): its record
    // carries `Study: yes` and replays without the caller's study flag.
    let start = Position::start(Variant::Kiswahili, BawoSetup::default()).to_json().replacen("\"reserve\":22", "\"reserve\":0", 2);
    let start = Position::from_json(&start, true).unwrap();
    let mut game = Game::new(start.clone());
    let first = start.legal_moves()[0];
    game.play(&first).unwrap();
    let record = game.to_record(&[]);
    assert!(record.contains("\nStudy: yes\nStart: "), "{record}");
    let read = Record::parse(&record, false).unwrap();
    assert_eq!(read.game.start(), &start);
    assert_eq!(read.game.position(), game.position());
    assert_eq!(read.game.to_record(&read.headers), record, "writing it again gives the same record");
    // Without the header the start is refused, with the line and the seed total.
    let without = record.replace("Study: yes\n", "");
    let error = Record::parse(&without, false).unwrap_err();
    assert_eq!(error.line, 3, "Variant, Result, then Start");
    assert_eq!(error.kind, RecordErrorKind::Start(PositionError::SeedTotal { total: 20 }));
    // A game from the normal start writes no Study header.
    let plain = Game::new(Position::start(Variant::Kete, BawoSetup::default())).to_record(&[]);
    assert!(!plain.contains("Study"), "{plain}");
    assert!(matches!(Record::parse("Variant: kete\nStudy: maybe\n\n", false).unwrap_err().kind, RecordErrorKind::BadStudy(_)));
}

#[test]
fn a_namua_capture_from_a_central_hole_chooses_its_kichwa_and_nothing_else_does() {
    // After A6>* a6<* South's A5 faces North's a4 (RULES.md §3): a namua capture from a
    // central hole, whose `<` / `>` name the left / right kichwa (§12).
    let mut game = Game::new(Position::start(Variant::Kiswahili, BawoSetup::default()));
    game.play_text("A6>*").unwrap();
    game.play_text("a6<*").unwrap();
    let pos = game.position();
    let sow = |name: &str, dir| bao_engine::SowMove { hole: Hole::parse(name).unwrap(), dir, safari: false };
    assert_eq!(pos.kichwa_choice(sow("A5", Some(Dir::Left))), Hole::parse("A1"));
    assert_eq!(pos.kichwa_choice(sow("A5", Some(Dir::Right))), Hole::parse("A8"));
    assert_eq!(pos.kichwa_choice(sow("A5", None)), None, "no direction names no kichwa");
    assert_eq!(pos.kichwa_choice(sow("a5", Some(Dir::Left))), None, "not the mover's hole");
    // In mtaji a direction is a sowing direction.
    let kujifunza = Position::start(Variant::Kujifunza, BawoSetup::default());
    assert_eq!(kujifunza.kichwa_choice(sow("A3", Some(Dir::Right))), None);
    // Where captured seeds enter: a kimbi at its own end, a central hole by the sowing sense.
    use bao_engine::{entry_kichwa, Turn, LEFT_KICHWA, RIGHT_KICHWA};
    for (k, turn, kichwa) in [
        (0, Turn::Anticlockwise, LEFT_KICHWA),
        (1, Turn::Anticlockwise, LEFT_KICHWA),
        (6, Turn::Clockwise, RIGHT_KICHWA),
        (7, Turn::Clockwise, RIGHT_KICHWA),
        (3, Turn::Clockwise, LEFT_KICHWA),
        (4, Turn::Anticlockwise, RIGHT_KICHWA),
    ] {
        assert_eq!(entry_kichwa(k, turn), kichwa, "{k} {turn}");
    }
}
