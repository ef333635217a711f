//! The one board builder, table-driven: each page's kind of [`BoardConfig`] and the facts its
//! board must show, every fact worked out by hand from RULES.md (the positions' comments say
//! how).

use super::*;
use crate::app::board::{BoardAction, BoardHost};
use crate::app::i18n::Lang;
use crate::engine::{BawoSetup, Event, Position};

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

/// Bao la Kujifunza, South to move, no reserves (the mtaji stage): South's front 0 0 2 0 1 2 0 1,
/// North's front 1 0 0 2 0 0 0 3 (and b2, b7 2 each). A single seed starts no move, so only A3
/// and A6 (2 each) can; each captures to the right — A3> drops in A4 and A5, ending in A5 facing
/// a4 (2); A6> drops in A7 and A8, ending in A8 facing a1 (1) — and capturing is compulsory, so
/// their other ways (A3< ends in the empty A1, A6< in the empty A4, taking nothing) are not
/// legal.
fn chain() -> Position {
    let json = r#"{"variant":"kujifunza","to_move":"south","takasia":null,"ply":0,
        "south":{"front":[0,0,2,0,1,2,0,1],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},
        "north":{"front":[1,0,0,2,0,0,0,3],"back":[0,2,0,0,0,0,2,0],"reserve":0,"house":"lost"}}"#;
    Position::from_json(json, true).unwrap()
}

/// Bao la Kujifunza's start: 2 seeds in every hole (RULES.md §10). A3 sows either way: A3>
/// ends in A5 facing a4, A3< in A1 facing a8, both captures.
fn kujifunza() -> Position {
    Position::start(Variant::Kujifunza, BawoSetup::Chikoko)
}

/// A session on `pos` after clicks on `holes` (the person may move).
fn clicked(pos: &Position, holes: &[&str]) -> BoardSession {
    let mut session = BoardSession::on(pos);
    let host = BoardHost { position: pos, viewer: Side::South, may_move: true, animated: false };
    for name in holes {
        session.reduce(BoardAction::Click(hole(name)), &host);
    }
    session
}

/// A3> from Kujifunza's start: the position after it, its events and its trail.
fn a3_right() -> (Position, Vec<Event>, Trail) {
    let start = kujifunza();
    let mv = crate::engine::parse_move(&start, "A3>").unwrap().0;
    let played = start.play(&mv).unwrap();
    let trail = Trail::of(&start, &played.events);
    (played.position, played.events, trail)
}

/// What a board must show (holes by name, in the engine's sort order where a list is exact).
#[derive(Debug)]
enum Fact {
    Playable(&'static [&'static str]),
    /// Some hole or none is playable.
    AnyPlayable(bool),
    Picked(Option<&'static str>),
    /// The arrows: their direction and whether each points to the screen's left.
    Arrows(&'static [(Dir, bool)]),
    Touched(&'static [&'static str]),
    /// These holes are among those touched.
    TouchedIncludes(&'static [&'static str]),
    Captured(&'static [&'static str]),
    Hint(&'static [&'static str]),
    Active(&'static [&'static str]),
    PreviewEnds(&'static [&'static str]),
    PreviewCaptures(&'static [&'static str]),
    Exposed(&'static [(&'static str, u8)]),
    Hand(bool),
    Count(&'static str, u8),
    HoleLabel(&'static str, &'static str),
    /// The reserve lines' words (South's, North's) and the seeds' accessible name of South's.
    Reserves([&'static str; 2], &'static str),
    BoardLabel(&'static str),
}

fn marked(model: &BoardModel, f: fn(&HoleModel) -> bool) -> Vec<String> {
    let mut names: Vec<String> = model.holes.iter().filter(|h| f(h)).map(|h| h.hole.name()).collect();
    crate::engine::sort::sort(&mut names);
    names
}

fn names(list: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    crate::engine::sort::sort(&mut names);
    names
}

fn of<'m>(model: &'m BoardModel, name: &str) -> &'m HoleModel {
    model.holes.iter().find(|h| h.hole.name() == name).unwrap()
}

fn check(case: &str, model: &BoardModel, fact: &Fact) {
    let why = format!("{case}: {fact:?}");
    match fact {
        Fact::Playable(list) => assert_eq!(marked(model, |h| h.playable), names(list), "{why}"),
        Fact::AnyPlayable(any) => assert_eq!(model.holes.iter().any(|h| h.playable), *any, "{why}"),
        Fact::Picked(name) => assert_eq!(marked(model, |h| h.picked), names(name.as_slice()), "{why}"),
        Fact::Arrows(arrows) => assert_eq!(model.arrows.iter().map(|a| (a.dir, a.points_left)).collect::<Vec<_>>(), *arrows, "{why}"),
        Fact::Touched(list) => assert_eq!(marked(model, |h| h.touched), names(list), "{why}"),
        Fact::TouchedIncludes(list) => assert!(list.iter().all(|n| of(model, n).touched), "{why}: {:?}", marked(model, |h| h.touched)),
        Fact::Captured(list) => assert_eq!(marked(model, |h| h.captured), names(list), "{why}"),
        Fact::Hint(list) => assert_eq!(marked(model, |h| h.hint), names(list), "{why}"),
        Fact::Active(list) => assert_eq!(marked(model, |h| h.active), names(list), "{why}"),
        Fact::PreviewEnds(list) => assert_eq!(marked(model, |h| h.preview_end), names(list), "{why}"),
        Fact::PreviewCaptures(list) => assert_eq!(marked(model, |h| h.preview_capture), names(list), "{why}"),
        Fact::Exposed(list) => {
            let exposed: Vec<(String, u8)> = model.holes.iter().filter_map(|h| h.exposed.map(|n| (h.hole.name(), n))).collect();
            assert_eq!(exposed, list.iter().map(|&(n, seeds)| (n.to_string(), seeds)).collect::<Vec<_>>(), "{why}");
        }
        Fact::Hand(drawn) => assert_eq!(model.hand.is_some(), *drawn, "{why}"),
        Fact::Count(name, count) => assert_eq!(of(model, name).count, *count, "{why}"),
        Fact::HoleLabel(name, label) => assert_eq!(of(model, name).label, *label, "{why}"),
        Fact::Reserves(texts, label) => {
            assert_eq!(model.reserves.clone().map(|r| r.text), texts.map(str::to_string), "{why}");
            assert_eq!(model.reserves[0].label, *label, "{why}");
            assert_eq!(model.reserves.clone().map(|r| r.side), [Side::South, Side::North], "{why}");
        }
        Fact::BoardLabel(label) => assert_eq!(model.label, *label, "{why}"),
    }
}

const SOUTH: [&str; 16] = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"];
const NORTH: [&str; 16] = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"];

/// Each page's kind of board: its config, and what its board shows.
#[test]
fn each_pages_config_draws_its_board() {
    let (chain, start, bawo, kiswahili) =
        (chain(), kujifunza(), Position::start(Variant::Bawo, BawoSetup::Chikoko), Position::start(Variant::Kiswahili, BawoSetup::Chikoko));
    let (after, events, trail) = a3_right();
    let pointing_a3 = BoardSession { pointed: Some(hole("A3")), ..BoardSession::on(&chain) };
    let picked_a3 = clicked(&start, &["A3"]);
    let gambit = clicked(&bawo, &["A3", "A1"]);
    // The move into `after` shown from its first frame: the board before it (lap 0, no hand).
    let mut replayed = BoardSession::on(&after);
    replayed.show_again(&start, &events, Some(0), false);
    // The same move at its last frame (a drill's or a puzzle's show at its end).
    let mut at_end = BoardSession::on(&after);
    at_end.show_moves(&[(&start, &events)], true);
    if let Some(anim) = &mut at_end.anim {
        anim.step = anim.frames.len() - 1;
    }
    let new = BoardConfig::new;
    let game = |pos, session| BoardConfig {
        live: true,
        movable: Movable::Moves,
        foresight: Foresight::Game { laps: true },
        ..new(Lang::En, pos, Side::South, session)
    };
    let cases: Vec<(&str, BoardModel, Vec<Fact>)> = vec![
        (
            // The person to move, the pointer on A3: A3>'s first lap is previewed (it ends in A5
            // and captures a4), and the hint's hole is marked.
            "the game, the person to move",
            BoardModel::of(&BoardConfig { marks: PageMarks { hint: vec![hole("A6")], ..PageMarks::default() }, ..game(&chain, &pointing_a3) }),
            vec![
                Fact::Playable(&["A3", "A6"]),
                Fact::Picked(None),
                Fact::Arrows(&[]),
                Fact::PreviewEnds(&["A5"]),
                Fact::PreviewCaptures(&["a4"]),
                Fact::Hint(&["A6"]),
                Fact::Hand(false),
                Fact::Reserves(["South · reserve 0", "North · reserve 0"], "0 seeds in reserve"),
                Fact::BoardLabel("Bao board, seen from South"),
                // A3 and A6 are playable; A5 holds one seed.
                Fact::HoleLabel("A3", "A3, 2 seeds, playable"),
                Fact::HoleLabel("A5", "A5, 1 seed"),
            ],
        ),
        (
            "the game with the preview setting off",
            BoardModel::of(&BoardConfig { foresight: Foresight::Game { laps: false }, ..game(&chain, &pointing_a3) }),
            vec![Fact::Playable(&["A3", "A6"]), Fact::PreviewEnds(&[]), Fact::PreviewCaptures(&[])],
        ),
        (
            "the game on a past position (input off)",
            BoardModel::of(&BoardConfig { live: false, movable: Movable::Nothing, ..game(&chain, &pointing_a3) }),
            vec![Fact::Playable(&[]), Fact::PreviewEnds(&[]), Fact::HoleLabel("A3", "A3, 2 seeds")],
        ),
        (
            // A3 picked: the arrows of its two ways, the mover's left to the screen's left, and
            // the first lap of each (A3< ends in A1 facing a8, A3> in A5 facing a4).
            "the game, A3 picked",
            BoardModel::of(&game(&start, &picked_a3)),
            vec![
                Fact::Picked(Some("A3")),
                Fact::Arrows(&[(Dir::Left, true), (Dir::Right, false)]),
                Fact::PreviewEnds(&["A1", "A5"]),
                Fact::PreviewCaptures(&["a4", "a8"]),
                Fact::Count("A3", 2),
            ],
        ),
        (
            // Seen from North, South's left is the screen's right.
            "the game, A3 picked, seen from North",
            BoardModel::of(&BoardConfig { viewer: Side::North, ..game(&start, &picked_a3) }),
            vec![Fact::Picked(Some("A3")), Fact::Arrows(&[(Dir::Left, false), (Dir::Right, true)]), Fact::BoardLabel("Bao board, seen from North")],
        ),
        (
            // The computer to move on the live board: the pick stands, nothing is playable or
            // previewed.
            "the game, the computer to move",
            BoardModel::of(&BoardConfig { movable: Movable::Nothing, ..game(&start, &picked_a3) }),
            vec![Fact::Picked(Some("A3")), Fact::Arrows(&[(Dir::Left, true), (Dir::Right, false)]), Fact::Playable(&[]), Fact::PreviewEnds(&[])],
        ),
        (
            // Bawo, Chikoko (RULES.md §9): kuu 8, A6 and A7 2 each, 32 − 8 − 4 = 20 in each nemo.
            // South's gambit lifts A6 and A7 and one reserve seed (5 in hand, 19 left); a seed is
            // placed in A3 and one in A1. North's gambit will take South's front seeds facing his
            // occupied front holes: A3 faces a6 (2), A1 faces the empty a8.
            "the game, a Bawo gambit being placed",
            BoardModel::of(&game(&bawo, &gambit)),
            vec![
                Fact::Playable(&SOUTH),
                Fact::Picked(None),
                Fact::Count("A3", 1),
                Fact::Count("A1", 1),
                Fact::Count("A6", 0),
                Fact::Count("A7", 0),
                Fact::Exposed(&[("A3", 1)]),
                Fact::PreviewEnds(&[]),
                Fact::Reserves(["South · nemo 19", "North · nemo 20"], "19 seeds in reserve"),
            ],
        ),
        (
            // The same gambit on a board that takes no input: the position itself is drawn.
            "a Bawo gambit on a board without input",
            BoardModel::of(&BoardConfig { live: false, ..game(&bawo, &gambit) }),
            vec![Fact::Playable(&[]), Fact::Count("A6", 2), Fact::Exposed(&[]), Fact::Reserves(["South · nemo 20", "North · nemo 20"], "20 seeds in reserve")],
        ),
        (
            // The review: the move into the position marked. A3> drops in A4 and A5 and goes on
            // from South's own holes (the view's tests trace it: a4, a7 and a3 captured).
            "the review, the move into the position",
            BoardModel::of(&BoardConfig { trail: Some(&trail), ..new(Lang::En, &after, Side::South, &BoardSession::on(&after)) }),
            vec![Fact::Playable(&[]), Fact::TouchedIncludes(&["A1", "A2", "A3", "A4", "A5", "A6"]), Fact::Captured(&["a3", "a4", "a7"]), Fact::Count("a4", 0)],
        ),
        (
            // The analysis board showing that move again from its first frame: the board before
            // the move (a4 still holds 2), no lap sown so no trail, and no input meanwhile.
            "the analysis board, the move into it shown again",
            BoardModel::of(&BoardConfig { live: true, movable: Movable::Moves, trail: Some(&trail), ..new(Lang::En, &after, Side::South, &replayed) }),
            vec![Fact::Playable(&[]), Fact::Touched(&[]), Fact::Captured(&[]), Fact::Count("a4", 2), Fact::Count("A3", 2), Fact::Hand(false)],
        ),
        (
            // A prediction step: the move asked about (A3>) drawn picked without its arrow, the
            // learner's marked hole, the step's own capture marks, no move to pick.
            "a learning step's prediction",
            BoardModel::of(&BoardConfig {
                live: true,
                foresight: Foresight::Marks(vec![LapPreview {
                    dir: None,
                    start: hole("A5"),
                    end: hole("A5"),
                    capture: Some((hole("a4"), 2)),
                    text: String::new(),
                }]),
                marks: PageMarks { asked: Some((hole("A3"), None)), captured: vec![hole("a4")], notes: vec![(hole("a4"), "marked")], ..PageMarks::default() },
                ..new(Lang::En, &start, Side::South, &BoardSession::on(&start))
            }),
            vec![
                Fact::Playable(&[]),
                Fact::Picked(Some("A3")),
                Fact::Arrows(&[]),
                Fact::Captured(&["a4"]),
                Fact::HoleLabel("a4", "a4, 2 seeds, marked"),
                Fact::PreviewEnds(&["A5"]),
                Fact::PreviewCaptures(&["a4"]),
                Fact::Exposed(&[]),
            ],
        ),
        (
            // A drill asking which of North's holes A3> captures: North's holes answer; the
            // move's start is picked with its arrow (to the mover's right: the screen's right).
            "a drill asking for the captures",
            BoardModel::of(&BoardConfig {
                movable: Movable::Holes(NORTH.iter().map(|n| hole(n)).collect()),
                marks: PageMarks {
                    asked: Some((hole("A3"), Some(Dir::Right))),
                    hint: vec![hole("A5")],
                    notes: vec![(hole("A3"), "the move starts here")],
                    ..PageMarks::default()
                },
                position_at_end: true,
                ..new(Lang::En, &start, Side::South, &BoardSession::default())
            }),
            vec![
                Fact::Playable(&NORTH),
                Fact::Picked(Some("A3")),
                Fact::Arrows(&[(Dir::Right, false)]),
                Fact::Hint(&["A5"]),
                Fact::HoleLabel("A3", "A3, 2 seeds, the move starts here"),
            ],
        ),
        (
            "a drill of South's move seen from North",
            BoardModel::of(&BoardConfig {
                marks: PageMarks { asked: Some((hole("A3"), Some(Dir::Right))), ..PageMarks::default() },
                ..new(Lang::En, &start, Side::North, &BoardSession::default())
            }),
            vec![Fact::Picked(Some("A3")), Fact::Arrows(&[(Dir::Right, true)])],
        ),
        (
            // A drill's or a puzzle's show at its last frame: the board is back on the position
            // (no hand), which takes input again; the page's end mark is drawn.
            "a practice board at the end of its show",
            BoardModel::of(&BoardConfig {
                live: true,
                movable: Movable::Moves,
                marks: PageMarks { end: Some(hole("A1")), ..PageMarks::default() },
                position_at_end: true,
                ..new(Lang::En, &after, Side::South, &at_end)
            }),
            vec![Fact::Hand(false), Fact::Active(&["A1"]), Fact::AnyPlayable(true)],
        ),
        (
            // Elsewhere the last frame stays until the animation goes: no input meanwhile.
            "another board at the end of its show",
            BoardModel::of(&BoardConfig { live: true, movable: Movable::Moves, ..new(Lang::En, &after, Side::South, &at_end) }),
            vec![Fact::AnyPlayable(false)],
        ),
        (
            // Bao la Kiswahili's start: 22 seeds in each reserve (RULES.md §3), in Kiswahili.
            "a board in Kiswahili",
            BoardModel::of(&new(Lang::Sw, &kiswahili, Side::South, &BoardSession::on(&kiswahili))),
            vec![Fact::Reserves(["Kusini · ghala 22", "Kaskazini · ghala 22"], "kete 22 za ghala"), Fact::BoardLabel("Ubao wa bao, kutoka upande wa Kusini")],
        ),
    ];
    for (case, model, facts) in &cases {
        for fact in facts {
            check(case, model, fact);
        }
    }
}

/// Every board names a refused hole one way: the hole, then the engine's reason in the terms
/// of the board's own game (the nyumba of Bao la Kiswahili is Bawo's kuu).
#[test]
fn a_refused_hole_is_worded_one_way_in_each_games_terms() {
    let cases = [
        (Lang::En, Variant::Kujifunza, "a3", WhyNot::NotYourHole, "a3 cannot be played: it is not your hole"),
        (Lang::Sw, Variant::Kujifunza, "a3", WhyNot::NotYourHole, "a3 haliwezi kuchezwa: si shimo lako"),
        (
            Lang::En,
            Variant::Kiswahili,
            "A5",
            WhyNot::NyumbaNotAlone,
            "A5 cannot be played: the seed may go into the nyumba only when it is your only occupied front hole",
        ),
        (
            Lang::En,
            Variant::Bawo,
            "A5",
            WhyNot::NyumbaNotAlone,
            "A5 cannot be played: the seed may go into the kuu only when it is your only occupied front hole",
        ),
        (Lang::Sw, Variant::Bawo, "A5", WhyNot::NyumbaNotAlone, "A5 haliwezi kuchezwa: kete inaweza kuingia kuu tu ikiwa ndilo shimo pekee lenye kete mbele"),
    ];
    for (lang, variant, name, why, words) in cases {
        assert_eq!(refusal_words(lang, variant, hole(name), why), words);
    }
}
