//! The protocol's text: every message reads back as written, the texts the page and the worker
//! exchange are the ones the module documents, and a malformed message is an error that says
//! what is wrong in a few words.

use super::*;
use crate::review::Mark;
use bao_engine::{parse_move, BawoSetup, PositionError, Row, Variant};

/// The Bao la Kiswahili start in the protocol's form, from the rule book's JSON (RULES.md §12):
/// each player's front row `0,0,0,0,6,2,2,0`, an empty back row, 22 in reserve, the nyumba owned.
const KISWAHILI_START: &str = "kiswahili/-/south/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0/22/owned/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0/22/owned/-/0";

/// The Bao la Kiswahili start with one seed less in South's reserve: 63 seeds.
const SHORT_START: &str = "kiswahili/-/south/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0/21/owned/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0/22/owned/-/0";

fn start(variant: Variant) -> Position {
    Position::start(variant, BawoSetup::Chikoko)
}

fn mv(pos: &Position, text: &str) -> Move {
    parse_move(pos, text).expect("a move in notation").0
}

/// A line of `plies` moves from `pos`: each the first move of the position it is played in
/// (a Bawo gambit's first placement), so that the page can play it back.
fn line(pos: &Position, plies: usize, verdict: Verdict) -> Line {
    let mut at = pos.clone();
    let mut pv = Vec::new();
    for _ in 0..plies {
        let next = match at.gambit_placements().next() {
            Some(placement) => Move::Gambit(placement),
            None => at.legal_moves()[0],
        };
        at = at.play(&next).expect("a legal move").position;
        pv.push(next);
    }
    Line { mv: pv[0], score: verdict.south_score().unwrap_or(0), verdict, depth: 7, pv }
}

/// A search request that sets every field.
fn full_search() -> SearchRequest {
    SearchRequest {
        position: start(Variant::Kiswahili),
        history: vec![5, 7],
        level: Level::Rated(2),
        seed: 9,
        nodes: Some(40_000),
        millis: Some(1500.5),
        lines: Some(3),
        search_forced: true,
        until_cancelled: true,
    }
}

#[test]
fn every_request_reads_back_as_written() {
    let kete = start(Variant::Kete);
    let bawo = start(Variant::Bawo);
    let placement = Move::Gambit(bawo.gambit_placements().next().expect("a placement"));
    // A study position: Bao la Kujifunza with 63 seeds, South's A1 one short.
    let mut study = start(Variant::Kujifunza).to_setup();
    study.south.front[0] = 1;
    let study = study.validate(true).expect("a study position");
    let bare = SearchRequest {
        history: Vec::new(),
        level: Level::Top,
        seed: 0,
        nodes: None,
        millis: None,
        lines: None,
        search_forced: false,
        until_cancelled: false,
        ..full_search()
    };
    let review = ReviewRequest { position: kete.clone(), history: vec![1], played: mv(&kete, "A6<"), depth: Some(10), nodes: Some(300), study: false };
    let asks = [
        Ask::Search(full_search()),
        Ask::Search(bare),
        Ask::Search(SearchRequest { position: bawo.clone(), level: Level::Rated(3), ..full_search() }),
        Ask::Review(review.clone()),
        Ask::Review(ReviewRequest { position: bawo.clone(), played: placement, depth: None, nodes: None, ..review.clone() }),
        Ask::Review(ReviewRequest { position: study.clone(), played: mv(&study, "A2>"), study: true, ..review }),
        Ask::Prove(ProveRequest { position: study, history: vec![3, 4, 5], depth: Some(9), nodes: 20_000, up_to: Some(320_000) }),
        Ask::Prove(ProveRequest { position: kete, history: Vec::new(), depth: None, nodes: 1, up_to: None }),
    ];
    for ask in asks {
        assert_eq!(Ask::read(&ask.write()).as_ref(), Ok(&ask), "{}", ask.write());
    }
}

/// The fields in their order, a field with no value left out, lists with commas.
#[test]
fn requests_are_written_as_documented() {
    let search =
        format!("search position={KISWAHILI_START} history=5,7 level=2 seed=9 nodes=40000 millis=1500.500 lines=3 search_forced=true until_cancelled=true");
    assert_eq!(full_search().write(), search);
    let kiswahili = start(Variant::Kiswahili);
    let review = ReviewRequest { position: kiswahili.clone(), history: Vec::new(), played: mv(&kiswahili, "A6<"), depth: None, nodes: Some(300), study: true };
    assert_eq!(review.write(), format!("review position={KISWAHILI_START} played=A6< nodes=300 study=true"));
    let prove = ProveRequest { position: kiswahili, history: vec![12], depth: None, nodes: 500, up_to: Some(2000) };
    assert_eq!(prove.write(), format!("prove position={KISWAHILI_START} history=12 nodes=500 up_to=2000"));
}

/// A time budget is written with integers, to the microsecond, and read back as that many
/// microseconds divided by a thousand.
#[test]
fn millis_are_written_to_the_microsecond() {
    let cases = [(2000.0, "2000"), (1500.5, "1500.500"), (0.25, "0.250"), (0.001, "0.001"), (-5.0, "0")];
    for (millis, text) in cases {
        assert_eq!(wire::Millis(millis).to_string(), text);
        assert_eq!(wire::millis("millis", text), Ok(millis.max(0.0)), "{text}");
    }
    assert_eq!(wire::millis("millis", "7.5"), Ok(7.5));
    for text in ["", ".5", "7.", "-1", "+1", "1.2345", "NaN"] {
        assert_eq!(wire::millis("millis", text), Err(bad("millis", text)), "{text}");
    }
}

#[test]
fn every_reply_reads_back_as_written_in_the_position_it_answers() {
    let kujifunza = start(Variant::Kujifunza);
    let bawo = start(Variant::Bawo);
    let south_wins = Verdict::Proven { winner: Side::South, plies: 21 };
    let eval = line(&kujifunza, 4, Verdict::Eval(-40));
    let gambits = line(&bawo, 3, Verdict::Eval(120));
    let review = PlyReview {
        mv: eval.mv,
        mover: Side::South,
        played: Some(eval.clone()),
        best: line(&kujifunza, 2, south_wins),
        mark: Some(Mark::Blunder),
        unmarked: kujifunza.legal_moves()[..2].to_vec(),
        depth: 12,
        nodes: 80,
    };
    let cases = [
        (&kujifunza, Reply::Ready),
        (
            &kujifunza,
            Reply::Progress {
                depth: 9,
                best: eval.mv,
                score: -40,
                nodes: 120,
                verdict: Verdict::Eval(-40),
                lines: vec![eval.clone(), line(&kujifunza, 1, Verdict::Forced)],
            },
        ),
        (&kujifunza, Reply::Done { best: None, side: Side::North, depth: 0, nodes: 0, verdict: None, lines: Vec::new() }),
        (&kujifunza, Reply::Done { best: Some(eval.mv), side: Side::South, depth: 14, nodes: 9, verdict: Some(south_wins), lines: vec![eval.clone()] }),
        (
            &bawo,
            Reply::Done { best: Some(gambits.mv), side: Side::South, depth: 3, nodes: 50, verdict: Some(Verdict::Eval(120)), lines: vec![gambits.clone()] },
        ),
        (&kujifunza, Reply::Reviewed { review: review.clone() }),
        (&kujifunza, Reply::Reviewed { review: PlyReview { played: None, mark: None, unmarked: Vec::new(), ..review } }),
        (&bawo, Reply::Proved { verdict: Verdict::Proven { winner: Side::North, plies: 3 }, best: Some(gambits.mv), line: gambits.pv.clone() }),
        (&kujifunza, Reply::Proved { verdict: Verdict::Eval(0), best: None, line: Vec::new() }),
        (&kujifunza, Reply::Error { message: "no legal move to review\nand more = words".into() }),
        (&kujifunza, Reply::Lost { started: true }),
        (&kujifunza, Reply::Lost { started: false }),
    ];
    for (asked, reply) in cases {
        assert_eq!(Reply::read(&reply.write(), Some(asked)).as_ref(), Ok(&reply), "{}", reply.write());
    }
}

/// A reply as the worker writes it and as the page reads it: its moves read in the searched
/// position, a line's move the first of its principal variation, which ends before a move the
/// position cannot play (South's A2> again, with North to move).
#[test]
fn replies_are_written_and_read_as_documented() {
    let kujifunza = start(Variant::Kujifunza);
    let a2 = mv(&kujifunza, "A2>");
    let verdict = Verdict::Proven { winner: Side::South, plies: 21 };
    let line = Line { mv: a2, score: crate::WIN - 21, verdict, depth: 14, pv: vec![a2] };
    let done = Reply::Done { best: Some(a2), side: Side::South, depth: 14, nodes: 900, verdict: Some(verdict), lines: vec![line.clone()] };
    let text = "done best=A2> side=south depth=14 nodes=900 verdict=south:21\nline depth=14 score=999979 verdict=south:21 pv=A2>";
    assert_eq!(done.write(), text);
    let cut = text.replace("pv=A2>", "pv=A2>;A2>");
    assert_eq!(Reply::read(&cut, Some(&kujifunza)), Ok(done));
    let a1 = mv(&kujifunza, "A1>");
    let review = PlyReview { mv: a1, mover: Side::South, played: None, best: line.clone(), mark: None, unmarked: vec![a2, a1], depth: 14, nodes: 900 };
    let text = "reviewed move=A1> depth=14 nodes=900 unmarked=A2>;A1>\nbest depth=14 score=999979 verdict=south:21 pv=A2>";
    assert_eq!(Reply::Reviewed { review: review.clone() }.write(), text);
    assert_eq!(Reply::read(text, Some(&kujifunza)), Ok(Reply::Reviewed { review }));
    assert_eq!(Reply::Lost { started: false }.write(), "lost started=false");
    assert_eq!(Reply::Ready.write(), "ready");
    let proved = Reply::Proved { verdict: Verdict::Eval(-35), best: Some(a2), line: vec![a2] };
    assert_eq!(proved.write(), "proved verdict=eval:-35 best=A2> line=A2>");
    assert_eq!(Reply::read("proved verdict=forced", Some(&kujifunza)), Ok(Reply::Proved { verdict: Verdict::Forced, best: None, line: Vec::new() }));
}

fn missing(record: &'static str, key: &'static str) -> ProtocolError {
    ProtocolError::Missing { record, key }
}

fn bad(key: &'static str, value: &str) -> ProtocolError {
    ProtocolError::BadValue { key, value: Excerpt::of(value) }
}

fn quoted(text: &str) -> Excerpt {
    Excerpt::of(text)
}

#[test]
fn a_malformed_request_names_what_is_wrong() {
    let seven = KISWAHILI_START.replacen("0,0,0,0,6,2,2,0", "0,0,0,6,2,2,0", 1);
    let cases: Vec<(String, ProtocolError)> = vec![
        (String::new(), ProtocolError::UnknownKind(quoted(""))),
        ("shout loud=yes".into(), ProtocolError::UnknownKind(quoted("shout"))),
        ("search level".into(), ProtocolError::NotAField(quoted("level"))),
        ("search colour=red".into(), ProtocolError::UnknownField { record: "search", key: quoted("colour") }),
        ("search level=top level=2".into(), ProtocolError::Repeated(quoted("level"))),
        ("search level=top".into(), missing("search", "position")),
        (format!("search position={KISWAHILI_START}"), missing("search", "level")),
        (format!("search position={KISWAHILI_START} level=9"), bad("level", "9")),
        (format!("search position={KISWAHILI_START} level=top nodes=many"), bad("nodes", "many")),
        (format!("search position={KISWAHILI_START} level=top millis=1e3"), bad("millis", "1e3")),
        (format!("search position={KISWAHILI_START} level=top millis=2.0005"), bad("millis", "2.0005")),
        (format!("search position={KISWAHILI_START} level=top search_forced=yes"), bad("search_forced", "yes")),
        (format!("search position={KISWAHILI_START} level=top history=1,x"), bad("history", "x")),
        ("search position=kiswahili/south level=top".into(), bad("position", "kiswahili/south")),
        (format!("prove position={}", KISWAHILI_START.replacen("22", "many", 1)), bad("position", "many")),
        (format!("prove position={KISWAHILI_START}"), missing("prove", "nodes")),
        (format!("review position={KISWAHILI_START}"), missing("review", "played")),
        (format!("review position={KISWAHILI_START} played=Z9"), bad("played", "Z9")),
        // The position's checks: 63 seeds are a study position, a row of 7 holes none.
        (format!("review position={SHORT_START} played=A6<"), ProtocolError::Position(PositionError::SeedTotal { total: 63 })),
        (format!("prove position={seven} nodes=1"), ProtocolError::Position(PositionError::RowLength { side: Side::South, row: Row::Front, holes: 7 })),
    ];
    for (text, error) in cases {
        assert_eq!(Ask::read(&text), Err(error), "{text}");
    }
    let study = format!("review position={SHORT_START} played=A6< study=true");
    assert!(Ask::read(&study).is_ok(), "a study position with study=true");
}

#[test]
fn a_malformed_reply_names_what_is_wrong() {
    let at = start(Variant::Kujifunza);
    let cases = [
        ("", ProtocolError::UnknownKind(quoted(""))),
        ("shout", ProtocolError::UnknownKind(quoted("shout"))),
        ("ready\nline depth=1", ProtocolError::Unexpected { message: "ready", record: quoted("line") }),
        ("lost", missing("lost", "started")),
        ("lost started=maybe", bad("started", "maybe")),
        ("progress depth=3", missing("progress", "best")),
        ("progress depth=1 best=Z9 score=0 nodes=1 verdict=eval:0", bad("best", "Z9")),
        ("progress depth=1 best=A2> score=0 nodes=1 verdict=eval:x", bad("verdict", "eval:x")),
        ("progress depth=1 best=A2> score=0 nodes=1 verdict=east:3", bad("verdict", "east:3")),
        ("done side=west depth=1 nodes=2", bad("side", "west")),
        ("done side=south depth=1 nodes=2\nbest depth=1", ProtocolError::Unexpected { message: "done", record: quoted("best") }),
        ("done side=south depth=1 nodes=2\nline depth=1 score=0 verdict=forced", missing("line", "pv")),
        ("done side=south depth=1 nodes=2\nline depth=1 score=0 verdict=forced pv=", bad("pv", "")),
        ("proved verdict=maybe", bad("verdict", "maybe")),
        ("proved verdict=forced\nline depth=1", ProtocolError::Unexpected { message: "proved", record: quoted("line") }),
        ("reviewed move=A2> depth=1 nodes=1", missing("reviewed", "best")),
        ("reviewed move=A2> depth=1 nodes=1 mark=oops\nbest depth=1 score=0 verdict=forced pv=A2>", bad("mark", "oops")),
        ("reviewed move=A2> depth=1 nodes=1 unmarked=A2>;Z9\nbest depth=1 score=0 verdict=forced pv=A2>", bad("unmarked", "Z9")),
        (
            "reviewed move=A2> depth=1 nodes=1\nbest depth=1 score=0 verdict=forced pv=A2>\nbest",
            ProtocolError::Unexpected { message: "reviewed", record: quoted("best") },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(Reply::read(text, Some(&at)), Err(error), "{text}");
    }
    assert_eq!(Reply::read("proved verdict=forced", None), Err(ProtocolError::NoPosition("proved")));
    assert_eq!(Reply::read("ready", None), Ok(Reply::Ready));
}

/// An error quotes at most [`EXCERPT`] characters of the message, however long the piece it
/// quotes; a name of the position is cut too before the position's check quotes it.
#[test]
fn an_error_quotes_a_short_piece_of_the_message() {
    let long = "x".repeat(1000);
    let cut = format!("{}…", "x".repeat(EXCERPT));
    assert_eq!(Excerpt::of(&long).as_str(), cut);
    assert_eq!(Excerpt::of(&"é".repeat(EXCERPT)).as_str(), "é".repeat(EXCERPT), "a piece as long as the limit is whole");
    let position = KISWAHILI_START.replacen("kiswahili", &long, 1);
    let texts = [
        long.clone(),
        format!("search {long}"),
        format!("search {long}=1"),
        format!("search position={KISWAHILI_START} level={long}"),
        format!("search position={position} level=top"),
    ];
    for text in texts {
        let error = Ask::read(&text).expect_err("a malformed request");
        assert!(error.to_string().chars().count() < EXCERPT + 60, "{error}");
    }
    assert_eq!(Ask::read(&format!("search position={position} level=top")), Err(ProtocolError::Position(PositionError::UnknownVariant(cut))));
}

/// The worker answers a request it cannot read, or whose position is invalid, with an error
/// reply that says why.
#[test]
fn the_worker_answers_an_unreadable_request_with_an_error() {
    let answers = |text: &str| {
        let mut replies = Vec::new();
        answer(text, &|| 0.0, &mut |reply| replies.push(reply.clone()));
        replies
    };
    let short = PositionError::SeedTotal { total: 63 }.to_string();
    assert_eq!(answers(&format!("review position={SHORT_START} played=A6<")), [Reply::Error { message: short }]);
    assert_eq!(answers("{\"level\":\"top\"}"), [Reply::Error { message: "not a message of the worker's protocol: \"{\\\"level\\\":\\\"top\\\"}\"".into() }]);
}
