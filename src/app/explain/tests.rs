//! Explanations of hand-derived moves: every expected value below comes from the rules
//! (RULES.md) worked through by hand in the comment above it, never from the code's output.

use super::story::tests::{after, h, play};
use super::*;
use crate::app::i18n::Lang;
use crate::engine::{BawoSetup, Dir, EndReason, Game, Outcome, Position, Record, Side, Stage, Variant};

fn study(json: &str) -> Position {
    Position::from_json(json, true).unwrap()
}

/// A position in the JSON of RULES.md §12, rows from each owner's left, no takasia.
fn position(variant: &str, to_move: &str, ply: u32, south: ([u8; 8], [u8; 8], u8, &str), north: ([u8; 8], [u8; 8], u8, &str)) -> Position {
    let side =
        |(front, back, reserve, house): ([u8; 8], [u8; 8], u8, &str)| format!(r#"{{"front":{front:?},"back":{back:?},"reserve":{reserve},"house":"{house}"}}"#);
    study(&format!(r#"{{"variant":"{variant}","to_move":"{to_move}","south":{},"north":{},"takasia":null,"ply":{ply}}}"#, side(south), side(north)))
}

const Z: [u8; 8] = [0; 8];

fn texts(pos: &Position, events: &[crate::engine::Event], lang: Lang) -> Vec<String> {
    Narration::of(pos, events).texts(lang)
}

/// Kujifunza `A2>` from the start (two seeds everywhere): A2's 2 → A3 (3), A4 (3); A4 was
/// occupied and faces a5 (2): capture; A4 is central and the move runs clockwise → left
/// kichwa A1, sown to South's right: A1 (3), A2 (1); A2 was emptied by the lift → the end.
#[test]
fn a_mtaji_capture_in_both_languages() {
    let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let events = play(&pos, "A2>");
    assert_eq!(
        texts(&pos, &events, Lang::En),
        ["lap 1: A2, 2 seeds to the right, ends in A4", "lap 2: captured 2 from a5 → entered at kichwa A1, sowing on to the right, ends in A2"]
    );
    assert_eq!(
        texts(&pos, &events, Lang::Sw),
        [
            "mzunguko 1: A2, kete 2 kuelekea kulia, unaishia A4",
            "mzunguko 2: amekula kete 2 za a5 → zimeingia kwenye kichwa A1, anapanda kuelekea kulia, unaishia A2"
        ]
    );
    let (mv, _) = crate::engine::parse_move(&pos, "A2>").unwrap();
    let summary = MoveSummary::of(&pos, &mv, &events);
    assert_eq!(summary.render(Lang::En), "South played A2> and captured 2 seeds from a5.");
    assert_eq!(summary.render(Lang::Sw), "Kusini amecheza A2> na amekula kete 2 za a5.");
}

/// The Bao la Kiswahili opening of `tests/engine_games.rs` (derived there by hand):
/// `A6<*`, `a6>`, then `A4>`: the seed makes A4 2, facing a5 (6), North's nyumba: captured,
/// destroyed; `>` = right kichwa A8, sown to South's left A8 A7 A6 A5 A4 A3; A3 was empty.
#[test]
fn a_namua_capture_of_the_nyumba() {
    let pos = after(Variant::Kiswahili, &["A6<", "a6>"]);
    let events = play(&pos, "A4>");
    assert_eq!(
        texts(&pos, &events, Lang::En),
        [
            "namua: a seed from the reserve into A4",
            "lap 1: captured 6 from a5 (the nyumba, destroyed) → entered at kichwa A8, sowing on to the left, ends in A3"
        ]
    );
    assert_eq!(
        texts(&pos, &events, Lang::Sw),
        [
            "namua: kete moja ya ghala imewekwa kwenye A4",
            "mzunguko 1: amekula kete 6 za a5 (nyumba, imevunjwa) → zimeingia kwenye kichwa A8, anapanda kuelekea kushoto, unaishia A3"
        ]
    );
}

/// Ply 4 of that opening, `a6>`: the seed makes a6 4, facing A3 (1): capture 1, `>` = right
/// kichwa a8, sown to North's left: a8 (1 → 2), occupied, facing A1 (0): relay 2: a7 (3),
/// a6 (5); a6 faces A3, now empty: relay 5: a5 a4 a3 a2 a1 (1 each); a1 was empty → the end.
fn ply_four() -> (Position, Vec<crate::engine::Event>) {
    let pos = after(Variant::Kiswahili, &["A6<", "a6>", "A4>"]);
    let events = play(&pos, "a6>");
    (pos, events)
}

#[test]
fn relays_are_told_lap_by_lap_when_few() {
    let (pos, events) = ply_four();
    assert_eq!(
        texts(&pos, &events, Lang::En),
        [
            "namua: a seed from the reserve into a6",
            "lap 1: captured 1 from A3 → entered at kichwa a8, sowing on to the left, ends in a8",
            "lap 2: relay from a8, 2 seeds, ends in a6",
            "lap 3: relay from a6, 5 seeds, ends in a1",
        ]
    );
    assert_eq!(texts(&pos, &events, Lang::Sw)[1], "mzunguko 1: amekula kete 1 ya A3 → zimeingia kwenye kichwa a8, anapanda kuelekea kushoto, unaishia a8");
    assert_eq!(texts(&pos, &events, Lang::Sw)[2], "mzunguko 2: anaendelea kutoka a8, kete 2, unaishia a6");
}

/// The lap index of ply four, boards by hand (North's circuit: a1..a8 are k 0..7). Before:
/// South front 0,0,1,3,8,1,3,1, North front 0,0,0,0,0,3,2,1, reserves 20 / 21. Lap 1 (seed,
/// capture, entry): A3 0, a6 4, a8 2, North's reserve 20. Lap 2: a8 0, a7 3, a6 5. Lap 3:
/// a6 0, a1..a5 1 each.
#[test]
fn the_lap_index_steps_through_hand_derived_boards() {
    let (pos, events) = ply_four();
    let index = LapIndex::of(&pos, &events);
    let north = |i: usize| index.board(i).board[1][..8].to_vec();
    assert_eq!(index.len(), 3);
    assert_eq!(north(0), [0, 0, 0, 0, 0, 3, 2, 1]);
    assert_eq!(index.board(0).board[0][..8], [0, 0, 1, 3, 8, 1, 3, 1]);
    assert_eq!(index.board(0).reserve, [20, 21]);
    assert_eq!(north(1), [0, 0, 0, 0, 0, 4, 2, 2]);
    assert_eq!(index.board(1).board[0][..8], [0, 0, 0, 3, 8, 1, 3, 1]);
    assert_eq!(index.board(1).reserve, [20, 20]);
    assert_eq!(north(2), [0, 0, 0, 0, 0, 5, 3, 0]);
    assert_eq!(north(3), [1, 1, 1, 1, 1, 0, 3, 0]);
    let played = pos.play(&crate::engine::parse_move(&pos, "a6>").unwrap().0).unwrap().position;
    assert_eq!(*index.board(3), Snapshot::of(&played));
    assert_eq!(index.position_of_lap(2), Some(2));
    // The steps' events cover the move once, in order.
    assert_eq!(index.steps[0].events.start, 0);
    assert_eq!(index.steps[2].events.end, events.len());
    assert!(index.steps.windows(2).all(|w| w[0].events.end == w[1].events.start));
}

#[test]
fn the_trail_names_the_holes_of_the_narration() {
    let (pos, events) = ply_four();
    let trail = Trail::of(&pos, &events);
    assert_eq!(trail.start, Some(h("a6")));
    let names: Vec<String> = trail.drops.iter().map(|d| format!("{}{}", d.lap, d.hole)).collect();
    assert_eq!(names, ["1a8", "2a7", "2a6", "3a5", "3a4", "3a3", "3a2", "3a1"]);
    assert_eq!(trail.captured, [TrailDrop { lap: 1, hole: h("A3") }]);
    assert_eq!(trail.up_to_lap(2).drops.len(), 3);
    let narration = Narration::of(&pos, &events);
    for hole in narration.lines.iter().flat_map(|l| l.holes()) {
        assert!(trail.start == Some(hole) || trail.holes().contains(&hole) || trail.captured.iter().any(|c| c.hole == hole), "{hole}");
    }
}

/// Ply 6, `a4>#`, derived in `tests/engine_games.rs`: laps 1 capture A5 (8, South's
/// nyumba) at a8, sown left to a1; 2 capture A8 (1) from the left kimbi at a1 (sowing to the
/// right), ends in a1; 3 relay a1 → a4; 4 relay a4 → a8; 5 capture A1 (1) at a8 (left),
/// ends in a8; 6 relay a8 → a5; 7 capture A4 (3) at a8, ends in a6; 8 relay a6 → a2;
/// 9 capture A7 (3) at a1, ends in a3; 10 capture A6 (2) at a1 (right), ends in a2: Bao
/// hamna. Twelve lines (seed, 10 laps, Bao hamna) are too many: laps 3–4 are grouped (a run
/// of two, along North's front row a2…a8), still nine lap lines for six places, so laps 6–9
/// are told together, with their captures.
#[test]
fn a_long_capture_move_keeps_every_capture_within_eight_lines() {
    let record = "Variant: kiswahili\n\nA6<*\na6>\nA4>\na6>\nA6<\n";
    let mut game = Record::parse(record, false).unwrap().game;
    let pos = game.position().clone();
    let events = game.play_text("a4>#").unwrap();
    let narration = Narration::of(&pos, &events);
    assert_eq!(
        narration.texts(Lang::En),
        [
            "namua: a seed from the reserve into a4",
            "lap 1: captured 8 from A5 (the nyumba, destroyed) → entered at kichwa a8, sowing on to the left, ends in a1",
            "lap 2: captured 1 from A8 → entered at kichwa a1, sowing on to the right, ends in a1",
            "laps 3–4: relay along the front row, ends in a8",
            "lap 5: captured 1 from A1 → entered at kichwa a8, sowing on to the left, ends in a8",
            "laps 6–9: captured 3 from A4 and 3 from A7; 2 relays, ends in a3",
            "lap 10: captured 2 from A6 → entered at kichwa a1, sowing on to the right, ends in a2",
            "Bao hamna! South's front row is empty: North wins",
        ]
    );
    assert_eq!(narration.texts(Lang::Sw)[5], "mizunguko 6–9: amekula kete 3 za A4 na 3 za A7; ameendelea mara 2, mwisho ni a3");
    assert_eq!(narration.texts(Lang::Sw)[7], "Bao hamna! Safu ya mbele ya Kusini iko tupu: Kaskazini ameshinda");
    assert_eq!(narration.line_of_lap(7), Some(5));
    let (mv, _) = crate::engine::parse_move(&pos, "a4>").unwrap();
    // 8 + 1 + 1 + 3 + 3 + 2 = 18 seeds.
    assert_eq!(
        MoveSummary::of(&pos, &mv, &events).render(Lang::En),
        "North played a4> and captured 18 seeds from A5, A8, A1, A4, A7 and A6 — Bao hamna, North wins."
    );
    assert_eq!(
        MoveSummary::of(&pos, &mv, &events).render(Lang::Sw),
        "Kaskazini amecheza a4> na amekula kete 18 za A5, A8, A1, A4, A7 na A6 — Bao hamna, Kaskazini ameshinda."
    );
}

/// South's last namua move (reserve 1): A3 (2) gets the seed (3), no capture (a6 is empty,
/// and A3 is South's only occupied front hole), no functional nyumba, so all 3 are lifted;
/// `A3>`: A4 A5 A6, A6 was empty → the end; South's reserve is empty: he plays mtaji next.
#[test]
fn the_stage_change_to_mtaji() {
    let pos = position("kiswahili", "south", 42, ([0, 0, 2, 0, 0, 0, 0, 0], [3; 8], 1, "lost"), ([1, 3, 0, 0, 0, 0, 0, 0], [4; 8], 1, "lost"));
    let events = play(&pos, "A3>");
    assert_eq!(
        texts(&pos, &events, Lang::En),
        ["namua: a seed from the reserve into A3", "lap 1: A3, 3 seeds to the right, ends in A6", "South now plays mtaji"]
    );
    assert_eq!(
        texts(&pos, &events, Lang::Sw),
        ["namua: kete moja ya ghala imewekwa kwenye A3", "mzunguko 1: A3, kete 3 kuelekea kulia, unaishia A6", "sasa Kusini anacheza mtaji"]
    );
}

/// The takasia case of `tests/scenarios.rs`: South 2,0,0,2 / North 2,2,0,1,0,2. `A4<`: A3 A2,
/// A2 empty; North then has no capture and South's only capture target is a6 → a6 takasia.
/// North's reply `a2>`: a3 (1) a4 (2) relay → a5 (1) a6 (3): the mark stops the move.
fn takasia_start(variant: &str) -> Position {
    position(variant, "south", 100, ([2, 0, 0, 2, 0, 0, 0, 0], Z, 0, "lost"), ([2, 2, 0, 1, 0, 2, 0, 0], Z, 0, "lost"))
}

#[test]
fn takasia_marks_and_stops() {
    let pos = takasia_start("kiswahili");
    let events = play(&pos, "A4<");
    assert_eq!(texts(&pos, &events, Lang::En), ["lap 1: A4, 2 seeds to the left, ends in A2", "takasia: a6 may not start North's next move"]);
    assert_eq!(texts(&pos, &events, Lang::Sw)[1], "takasia: shimo a6 haliwezi kuanza mwendo ujao wa Kaskazini");
    let kete = takasia_start("kete");
    assert_eq!(texts(&kete, &play(&kete, "A4<"), Lang::En)[1], "hizi zetu: a6 may not start North's next move");
    let (mv, _) = crate::engine::parse_move(&pos, "A4<").unwrap();
    assert_eq!(MoveSummary::of(&pos, &mv, &events).render(Lang::En), "South played A4<, a takata that puts takasia on a6.");
    assert_eq!(MoveSummary::of(&pos, &mv, &events).render(Lang::Sw), "Kusini amecheza A4<, takata inayoweka takasia kwenye a6.");
    // North has no capture after the mark: the move hands him nothing.
    let marked = pos.play(&mv).unwrap().position;
    assert_eq!(best_reply_capture(&marked), None);
    let reply = play(&marked, "a2>");
    assert_eq!(
        texts(&marked, &reply, Lang::En),
        ["lap 1: a2, 2 seeds to the right, ends in a4", "lap 2: relay from a4, 2 seeds, ends in a6", "the move stops in a6, the takasia hole"]
    );
    assert_eq!(texts(&marked, &reply, Lang::Sw)[2], "mwendo unasimama kwenye a6, shimo la takasia");
}

/// After `a2>` (South 2,1,1 / North 2,0,1,0,1,3), South's only capture start is A1 (2):
/// `A1>` A2 (2) A3 (2), A3 occupied facing a6 (3): capture 3 → left kichwa A1: A1 A2 A3,
/// A3 faces a6, now empty → relay 3: A4 A5 A6, empty → the end: 3 seeds from a6. (`A1<`
/// runs into the back row: a takata.) So North's `a2>` hands South 3 seeds from a6.
#[test]
fn what_a_move_hands_the_opponent() {
    let pos = takasia_start("kiswahili");
    let marked = pos.play(&crate::engine::parse_move(&pos, "A4<").unwrap().0).unwrap().position;
    let reply = marked.play(&crate::engine::parse_move(&marked, "a2>").unwrap().0).unwrap().position;
    let best = best_reply_capture(&reply).unwrap();
    assert_eq!(best.reply.to_string(), "A1>");
    assert_eq!((best.seeds, best.captured.clone()), (3, vec![(h("a6"), 3)]));
}

/// The nyumba choice of `tests/scenarios.rs`: South A5 6 (owned), A6 1, reserve 5; North
/// a3 4, a8 2. `A6>`: the seed makes A6 2, facing a3 (4): capture, right kichwa A8, sown to
/// the left A8 A7 A6 A5; A5 (7) is the functional nyumba → stop, or `A6>+` safari: lift 7
/// (destroyed), A4 A3 A2 A1 B1 B2 B3, B3 empty → the end.
fn nyumba_choice() -> Position {
    position("kiswahili", "south", 20, ([0, 0, 0, 0, 6, 1, 0, 0], Z, 5, "owned"), ([0, 0, 4, 0, 0, 0, 0, 2], Z, 5, "lost"))
}

#[test]
fn the_nyumba_stop_and_safari() {
    let pos = nyumba_choice();
    let capture = "lap 1: captured 4 from a3 → entered at kichwa A8, sowing on to the left, ends in A5";
    assert_eq!(texts(&pos, &play(&pos, "A6>"), Lang::En), ["namua: a seed from the reserve into A6", capture, "the move stops in the nyumba A5"]);
    assert_eq!(texts(&pos, &play(&pos, "A6>"), Lang::Sw)[2], "mwendo unasimama kwenye nyumba A5");
    let safari = texts(&pos, &play(&pos, "A6>+"), Lang::En);
    assert_eq!(safari, ["namua: a seed from the reserve into A6", capture, "lap 2: safari from the nyumba A5, 7 seeds, ends in B3 — the nyumba is destroyed"]);
    assert_eq!(texts(&pos, &play(&pos, "A6>+"), Lang::Sw)[2], "mzunguko 2: safari kutoka nyumba A5, kete 7, unaishia B3 — nyumba imevunjwa");
}

/// The lone nyumba: South's only occupied front hole is A5 (owned, functional) and it faces
/// the empty a4, so no capture: the seed goes in and only two are lifted (tax): `A5>`: A6 A7,
/// A7 empty → the end. In Bawo it is the kuu, and a lone kuu holding exactly its starting
/// count (8, Chikoko) is lifted whole instead (RULES.md §9): 8 + 1 = 9 seeds from A5 to the
/// right: A6 A7 A8 B8 B7 B6 B5 B4 B3, B3 empty → the end, the kuu destroyed.
#[test]
fn the_namua_tax() {
    for (variant, seeds, house) in [("kiswahili", 8, "nyumba"), ("bawo", 9, "kuu")] {
        let pos = position(variant, "south", 20, ([0, 0, 0, 0, seeds, 0, 0, 0], Z, 5, "owned"), ([0, 0, 0, 0, 0, 0, 0, 1], Z, 5, "lost"));
        let lines = texts(&pos, &play(&pos, "A5>"), Lang::En);
        assert_eq!(lines[1], format!("lap 1: tax — 2 seeds from the {house} A5 to the right, ends in A7"));
    }
    let pos = position("bawo", "south", 20, ([0, 0, 0, 0, 8, 0, 0, 0], Z, 5, "owned"), ([0, 0, 0, 0, 0, 0, 0, 1], Z, 5, "lost"));
    let events = play(&pos, "A5>");
    assert_eq!(texts(&pos, &events, Lang::En)[1], "lap 1: A5, 9 seeds to the right, ends in B3 — the kuu is destroyed");
    assert_eq!(texts(&pos, &events, Lang::Sw)[1], "mzunguko 1: A5, kete 9 kuelekea kulia, unaishia B3 — kuu limevunjwa");
}

/// `tests/engine_games.rs`: Bawo `A8<` never ends: A8's 4 seeds go left into A7 A6 A5 A4
/// (occupied → relay); the state after lap 1 recurs after lap 85, so the move stops there,
/// in A4 again. Lap 2 already relays A4 (2) → A3 A2, A2 (2) → A1 and B1: the relays run
/// round both rows.
#[test]
fn a_never_ending_relay_run_is_one_line() {
    let pos = position(
        "bawo",
        "south",
        60,
        ([2, 1, 0, 1, 0, 1, 2, 4], [3, 1, 0, 3, 2, 1, 0, 3], 0, "lost"),
        ([0, 0, 0, 0, 0, 1, 0, 0], [5, 5, 5, 5, 5, 5, 5, 4], 0, "lost"),
    );
    let events = play(&pos, "A8<");
    assert_eq!(
        texts(&pos, &events, Lang::En),
        ["lap 1: A8, 4 seeds to the left, ends in A4", "laps 2–85: relay round both rows, ends in A4", "the move would never end: it stops after lap 85"]
    );
    assert_eq!(
        texts(&pos, &events, Lang::Sw),
        [
            "mzunguko 1: A8, kete 4 kuelekea kushoto, unaishia A4",
            "mizunguko 2–85: anaendelea kuzunguka safu zote mbili, mwisho ni A4",
            "mwendo huu usingeisha kamwe: unasimama baada ya mzunguko wa 85"
        ]
    );
}

/// Two 10,000-lap Bawo moves found by the independent reference implementation
/// (`tools/reference/cases_never.json`, `cases_bawo_capture_stop.json`): a takata `A8<` and
/// a capture move `b3<`. Both stop after lap 10,000 with laps not drawn; each stays within
/// eight lines and names every capture it drew.
#[test]
fn ten_thousand_lap_bawo_moves_stay_within_eight_lines() {
    let takata = study(
        r#"{"variant":"bawo","bawo_setup":"chikoko","to_move":"south","south":{"front":[2,3,0,3,0,3,2,6],"back":[1,5,1,3,2,3,2,5],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,1,0,0,0,0],"back":[0,3,2,5,3,3,0,6],"reserve":0,"house":"lost"},"takasia":null,"ply":157}"#,
    );
    let capture = study(
        r#"{"variant":"bawo","bawo_setup":"chikoko","to_move":"north","south":{"front":[0,0,0,0,22,0,0,2],"back":[2,5,1,1,4,1,2,1],"reserve":0,"house":"lost"},"north":{"front":[1,1,0,2,3,0,1,2],"back":[1,0,3,3,0,3,2,1],"reserve":0,"house":"lost"},"takasia":null,"ply":100}"#,
    );
    for (pos, mv) in [(takata, "A8<"), (capture, "b3<")] {
        let events = play(&pos, mv);
        assert!(events.iter().any(|e| matches!(e, crate::engine::Event::LapsSkipped { .. })), "{mv}");
        let story = MoveStory::read(&pos, &events);
        assert_eq!(story.lap_count(), 10_000, "{mv}");
        let narration = Narration::from_story(Variant::Bawo, &story);
        assert!(narration.lines.len() <= MAX_LINES, "{mv}: {:#?}", narration.texts(Lang::En));
        assert!(narration.lines.contains(&NarrationLine::NeverEnding { laps: 10_000 }), "{mv}");
        let drawn = story.laps.len() as u32;
        assert!(narration.lines.contains(&NarrationLine::Skipped { first: drawn + 1, last: 10_000 }), "{mv}");
        let told: Vec<(crate::engine::Hole, u8)> = narration
            .lines
            .iter()
            .flat_map(|line| match line {
                NarrationLine::Capture { hole, seeds, .. } => vec![(*hole, *seeds)],
                NarrationLine::Laps { captures, .. } => captures.clone(),
                _ => Vec::new(),
            })
            .collect();
        assert_eq!(told, story.captures(), "{mv}");
        assert_eq!(mv == "b3<", !told.is_empty());
        let last = LapIndex::of(&pos, &events);
        assert_eq!(*last.board(last.len()), Snapshot::of(&pos.play(&crate::engine::parse_move(&pos, mv).unwrap().0).unwrap().position));
        for lang in Lang::ALL {
            assert!(narration.texts(lang).iter().all(|t| !t.is_empty()));
        }
    }
}

/// South's gambit `@A3,A3,A4,B1,B1` (lifting A6 and A7 and a reserve seed): then North's
/// gambit takes South's front holes facing North's occupied a5, a6, a7, i.e. A4 (1) and A3
/// (2), in that order; North places his 4 lifted + 1 + 3 captured = 8 seeds; both players
/// then play namua.
#[test]
fn gambits_in_words() {
    let start = Position::start(Variant::Bawo, BawoSetup::Chikoko);
    let south = play(&start, "@A3,A3,A4,B1,B1");
    assert_eq!(Narration::of(&start, &south).texts(Lang::En), ["gambit: lifted 2 from A6, 2 from A7 and 1 from the nemo; placed A3 ×2, A4, B1 ×2"]);
    assert_eq!(Narration::of(&start, &south).texts(Lang::Sw), ["mpangilio: amechukua kete 2 kutoka A6, 2 kutoka A7 na 1 ya nemo; zimewekwa A3 ×2, A4, B1 ×2"]);
    let pos = after(Variant::Bawo, &["@A3,A3,A4,B1,B1"]);
    let north = play(&pos, "@a1,a1,a1,a1,a2,a2,a2,a2");
    assert_eq!(
        Narration::of(&pos, &north).texts(Lang::En),
        [
            "gambit: lifted 2 from a6, 2 from a7 and 1 from the nemo; captured 1 from A4 and 2 from A3; placed a1 ×4, a2 ×4",
            "South now plays namua",
            "North now plays namua"
        ]
    );
    assert_eq!(
        Narration::of(&pos, &north).texts(Lang::Sw)[0],
        "mpangilio: amechukua kete 2 kutoka a6, 2 kutoka a7 na 1 ya nemo; amekula kete 1 ya A4 na 2 za A3; zimewekwa a1 ×4, a2 ×4"
    );
    let index = LapIndex::of(&pos, &north);
    assert_eq!(index.len(), 1);
    assert_eq!(*index.board(1), Snapshot::of(&pos.play(&crate::engine::parse_move(&pos, "@a1,a1,a1,a1,a2,a2,a2,a2").unwrap().0).unwrap().position));
}

/// South's gambit: North's gambit will take South's front holes facing North's occupied
/// a5, a6, a7 — A4, A3, A2. Seeds placed in A3 (2) and A4 (1) are exposed; A6 and B3 are not.
#[test]
fn south_gambit_exposure() {
    let start = Position::start(Variant::Bawo, BawoSetup::Chikoko);
    let mut placed = [0u8; 16];
    placed[h("A3").k as usize] = 2;
    placed[h("A4").k as usize] = 1;
    placed[h("A6").k as usize] = 1;
    let exposure = gambit_exposure(&start, &placed).unwrap();
    assert_eq!(exposure.rule, GambitRule::NorthTakesFacing);
    assert_eq!(exposure.exposed, [(h("A3"), 2), (h("A4"), 1)]);
    assert_eq!(exposure.render(Lang::En, Side::North), "North can capture at once: A3 (2 seeds) and A4 (1 seed).");
    assert_eq!(exposure.render(Lang::Sw, Side::North), "Kaskazini anaweza kula mara moja: A3 (kete 2) na A4 (kete 1).");
    let mut safe = [0u8; 16];
    safe[h("A6").k as usize] = 1;
    safe[h("B3").k as usize] = 2;
    assert_eq!(gambit_exposure(&start, &safe).unwrap().exposed, []);
    let mut too_many = [0u8; 16];
    too_many[0] = 6;
    assert_eq!(gambit_exposure(&start, &too_many), None, "the gambit places 5 seeds");
}

/// North's gambit after South's `@B1,B1,B1,B1,B1` (South's front row: A5 8 only). A seed in
/// a4 faces South's A5: South's seed into A5 (9) captures a4 from the central A5, either
/// kichwa, the one seed ending in the empty A1 or A8. A seed in a1 faces the empty A8: no
/// placement captures it; South's only capture then is his kuu clause (a4 empty, North's kuu
/// a5 working): the seed into A4 takes a5's 8, sown from A1 to A8 or from A8 to A1, ending in
/// the empty A8 / A1 — a1 is not taken.
#[test]
fn north_gambit_exposure() {
    let pos = after(Variant::Bawo, &["@B1,B1,B1,B1,B1"]);
    let mut placed = [0u8; 16];
    placed[h("a4").k as usize] = 1;
    let exposure = gambit_exposure(&pos, &placed).unwrap();
    assert_eq!(exposure.rule, GambitRule::SouthCapturesInNamua);
    assert_eq!(exposure.exposed, [(h("a4"), 1)]);
    let mut corner = [0u8; 16];
    corner[h("a1").k as usize] = 1;
    assert_eq!(gambit_exposure(&pos, &corner).unwrap().exposed, []);
    assert_eq!(gambit_exposure(&after(Variant::Bawo, &["@B1,B1,B1,B1,B1", "@b1,b1,b1,b1,b1"]), &placed), None, "not a gambit");
}

#[test]
fn first_lap_previews() {
    // Kujifunza `A2>`: first lap A3 A4, capturing a5 (2) into A1 (derived above).
    let kuj = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let a2 = first_lap(&kuj, h("A2"), Some(Dir::Right)).unwrap();
    assert_eq!((a2.path.clone(), a2.end, a2.capture, a2.kichwa), (vec![h("A3"), h("A4")], h("A4"), Some((h("a5"), 2)), Some(h("A1"))));
    // `A1<` would run into the back row and capture nothing: captures are compulsory, so it
    // is not a legal move (RULES.md §3; the start has 16 captures, `tests/engine_games.rs`).
    assert_eq!(first_lap(&kuj, h("A1"), Some(Dir::Left)), None);
    // Namua capture: the placement is the first lap.
    let choice = nyumba_choice();
    let a6 = first_lap(&choice, h("A6"), Some(Dir::Right)).unwrap();
    assert_eq!((a6.placed, a6.end, a6.capture, a6.kichwa), (Some(h("A6")), h("A6"), Some((h("a3"), 4)), Some(h("A8"))));
    assert!(a6.path.is_empty());
    assert_eq!(first_laps(&choice, h("A6")).len(), 2, "A6< and A6> (A6>+ shares A6>'s first lap)");
    // A kimbi capture has no direction: A7 (1) faces a2 (4), entered at A8.
    let kimbi = position("kiswahili", "south", 20, ([0, 0, 0, 0, 6, 0, 1, 0], Z, 5, "owned"), ([0, 4, 0, 0, 0, 0, 0, 2], Z, 5, "lost"));
    let a7 = first_lap(&kimbi, h("A7"), Some(Dir::Left)).unwrap();
    assert_eq!((a7.mv.dir, a7.capture, a7.kichwa), (None, Some((h("a2"), 4)), Some(h("A8"))));
    // Namua takata from the start: A6 (3) sown A5 A4 A3, no capture.
    let kis = Position::start(Variant::Kiswahili, BawoSetup::Chikoko);
    let takata = first_lap(&kis, h("A6"), Some(Dir::Left)).unwrap();
    assert_eq!((takata.path.clone(), takata.end, takata.capture), (vec![h("A5"), h("A4"), h("A3")], h("A3"), None));
}

/// Every kind of line in both languages: non-empty, and the Kiswahili differs.
#[test]
fn every_line_kind_has_both_languages() {
    use NarrationLine::*;
    let (a, b) = (h("A4"), h("a1"));
    let lines = [
        Gambit { lifted: vec![(h("A6"), 2)], captured: vec![(h("A3"), 1)], placed: vec![(a, 2)] },
        Placed { hole: a },
        Start { lap: 1, hole: a, seeds: 3, dir: Dir::Left, end: a, destroys_nyumba: true },
        Tax { lap: 1, hole: a, seeds: 2, dir: Dir::Right, end: a },
        Relay { lap: 2, hole: a, seeds: 1, end: a, destroys_nyumba: false },
        Safari { lap: 3, hole: a, seeds: 7, end: a },
        Capture { lap: 4, hole: b, seeds: 4, kichwa: a, dir: Dir::Right, end: a, nyumba: true },
        Relays { first: 4, last: 11, region: Region::BackRow, end: a },
        Relays { first: 4, last: 11, region: Region::FrontRow, end: a },
        Relays { first: 4, last: 11, region: Region::BothRows, end: a },
        Laps { first: 5, last: 9, captures: vec![(b, 1)], relays: 1, end: None },
        Skipped { first: 201, last: 10_000 },
        HouseStop { hole: a },
        TakasiaStop { hole: a },
        NeverEnding { laps: 10_000 },
        FrontRowEmptied { side: Side::South },
        TakasiaMarked { hole: b },
        StageChange { side: Side::North, stage: Stage::Mtaji },
        StageChange { side: Side::North, stage: Stage::Gambit },
        BaoHamna { winner: Side::North },
        GameEnd { outcome: Outcome::Draw, reason: EndReason::Repetition },
        GameEnd { outcome: Outcome::Win(Side::South), reason: EndReason::NoLegalMove },
    ];
    for line in &lines {
        for variant in Variant::ALL {
            let (en, sw) = (render_in(line, Lang::En, variant), render_in(line, Lang::Sw, variant));
            assert!(!en.is_empty() && !sw.is_empty(), "{line:?}");
            assert_ne!(en, sw, "{line:?}");
        }
    }
    assert_eq!(render(&lines[11], Lang::En), "laps 201–10,000 are not drawn one by one");
    assert_eq!(render(&lines[7], Lang::En), "laps 4–11: relay round the back row, ends in A4");
    for rule in [GambitRule::NorthTakesFacing, GambitRule::SouthCapturesInNamua] {
        assert_ne!(rule.render(Lang::En), rule.render(Lang::Sw));
    }
    for reason in [EndReason::BaoHamna, EndReason::FrontRowEmpty, EndReason::SelfEmptied, EndReason::PlyLimit, EndReason::Resignation] {
        let line = GameEnd { outcome: Outcome::Win(Side::North), reason };
        assert_ne!(render(&line, Lang::En), render(&line, Lang::Sw));
    }
}

/// Every move of random games in every variant: at most eight lines, every line in words,
/// the lap index ends on the engine's position, and the laps agree with the animation's
/// lap counter.
#[test]
fn random_games_are_told_within_bounds() {
    use crate::engine::random::{random_move, Rng};
    for variant in Variant::ALL {
        let mut rng = Rng::new(11);
        for _ in 0..6 {
            let mut game = Game::new(Position::start(variant, BawoSetup::Chikoko));
            for _ in 0..150 {
                let pos = game.position().clone();
                let Some(mv) = random_move(&pos, &mut rng) else { break };
                let events = game.play(&mv).unwrap();
                let story = MoveStory::read(&pos, &events);
                let narration = Narration::from_story(variant, &story);
                assert!(!narration.lines.is_empty() && narration.lines.len() <= MAX_LINES, "{variant:?} {mv}");
                assert!(narration.texts(Lang::Sw).iter().all(|t| !t.is_empty()));
                let index = LapIndex::from_story(&story);
                assert_eq!(*index.board(index.len()), Snapshot::of(game.position()), "{variant:?} {mv}");
                if story.gambit.is_none() {
                    let frames = crate::app::anim::plan(&pos, &events);
                    assert_eq!(frames.last().map(|f| f.lap), Some(story.lap_count()), "{variant:?} {mv}");
                }
                if game.is_over() {
                    break;
                }
            }
        }
    }
}

#[test]
fn move_numbers_pair_south_and_north() {
    let start = Position::start(Variant::Kiswahili, BawoSetup::Chikoko);
    let numbering = Numbering::new(&start);
    let labels: Vec<String> = (0..4).map(|i| numbering.label(i).text()).collect();
    assert_eq!(labels, ["1.", "1…", "2.", "2…"]);
    // The status line uses the same label as the highlighted entry.
    assert_eq!(viewing_words(Lang::En, Some((numbering.label(2), "B2<"))), "Viewing the position after 2. B2<");
    assert_eq!(viewing_words(Lang::Sw, Some((numbering.label(3), "a6>"))), "Unaangalia hali baada ya 2… a6>");
    assert_eq!(viewing_words(Lang::En, None), "Viewing the start position");
    // A game from a position with North to move after 61 plies: 31… then 32.
    let later = start.with_side_to_move(Side::North);
    let json = later.to_json().replace("\"ply\":0", "\"ply\":61");
    let numbering = Numbering::new(&study(&json));
    assert_eq!(numbering.label(0).text(), "31…");
    assert_eq!(numbering.label(1).text(), "32.");
    assert_eq!(numbering.rows(3), [MoveRow { number: 31, south: None, north: Some(0) }, MoveRow { number: 32, south: Some(1), north: Some(2) }]);
}

#[test]
fn the_move_cursor_walks_a_main_line() {
    let line = MainLine { plies: 3 };
    let start = MoveCursor::start();
    assert_eq!(start.step(&line, CursorStep::Prev), start);
    let one = start.step(&line, CursorStep::Next);
    assert_eq!(one, MoveCursor::main_line(1));
    assert_eq!(one.ply_index(), Some(0));
    let end = one.step(&line, CursorStep::Last);
    assert_eq!((end.depth(), end.at_end(&line)), (3, true));
    assert_eq!(end.step(&line, CursorStep::Next), end);
    assert_eq!(end.step(&line, CursorStep::First), start);
    assert_eq!(end.step(&line, CursorStep::Prev).main_line_depth(), Some(2));
    // An undo shortens the line: the cursor keeps what is left.
    assert_eq!(end.clamp(&MainLine { plies: 1 }), MoveCursor::main_line(1));
    // A variation (child 1) is off the main line and does not exist in a plain line.
    let variation = MoveCursor { path: vec![0, 1] };
    assert_eq!(variation.main_line_depth(), None);
    assert_eq!(variation.clamp(&line), MoveCursor::main_line(1));
    assert_eq!(CursorStep::from_key("End"), Some(CursorStep::Last));
    assert_eq!(CursorStep::from_key("ArrowLeft"), Some(CursorStep::Prev));
    assert_eq!(CursorStep::from_key("a"), None);
}

/// A hand-written event stream (South, clockwise from A1): lap 1 lifts A1's 2 into A2 A3,
/// then relays of 3 seeds each: A3 → A4 A5 A6, A6 → A7 A8 B8, B8 → B7 B6 B5, B5 → B4 B3 B2.
/// Three relays are told one by one; four (more than three) become one line.
#[test]
fn more_than_three_relays_are_grouped() {
    use crate::engine::{Event, LiftKind};
    let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let lap = |from: &str, kind, drops: &[&str]| {
        let mut events = vec![Event::Lift { hole: h(from), count: drops.len() as u8, kind }];
        events.extend(drops.iter().map(|d| Event::Drop { hole: h(d) }));
        events
    };
    let mut events = lap("A1", LiftKind::Start, &["A2", "A3"]);
    for (from, drops) in [("A3", ["A4", "A5", "A6"]), ("A6", ["A7", "A8", "B8"]), ("B8", ["B7", "B6", "B5"])] {
        events.extend(lap(from, LiftKind::Relay, &drops));
    }
    assert_eq!(
        texts(&pos, &events, Lang::En),
        [
            "lap 1: A1, 2 seeds to the right, ends in A3",
            "lap 2: relay from A3, 3 seeds, ends in A6",
            "lap 3: relay from A6, 3 seeds, ends in B8",
            "lap 4: relay from B8, 3 seeds, ends in B5",
        ]
    );
    events.extend(lap("B5", LiftKind::Relay, &["B4", "B3", "B2"]));
    assert_eq!(texts(&pos, &events, Lang::En), ["lap 1: A1, 2 seeds to the right, ends in A3", "laps 2–5: relay round both rows, ends in B2"]);
    assert_eq!(texts(&pos, &events, Lang::Sw)[1], "mizunguko 2–5: anaendelea kuzunguka safu zote mbili, mwisho ni B2");
    // The trail keeps every seed: 2 + 4 × 3.
    assert_eq!(Trail::of(&pos, &events).drops.len(), 14);
}
