//! Untrusted input, fuzzed: share-link fragments, game records, position JSON and move text
//! come from outside, and the search worker's messages from another wasm (or a script), so
//! random and mutated inputs must never panic — each is either refused with an error kind or
//! read as a valid value, and a valid value round-trips.
//!
//! Inputs are mutations of valid ones (byte flips, truncation, insertion, deletion and
//! duplication of lines, numbers swapped for others) and random text, drawn from the engine's
//! own deterministic generator: a fixed number of cases, the same ones on every run.

use bao::ai::protocol::{Ask, ProveRequest, Reply, ReviewRequest, SearchRequest, EXCERPT};
use bao::ai::review::{Mark, PlyReview};
use bao::ai::{Level, Line, Verdict};
use bao::app::share::{fragment_for, read_fragment, ImportError};
use bao::engine::random::{random_move, Rng};
use bao::engine::{parse_move, BawoSetup, Game, Move, Position, Record, Side, Variant};

/// Characters valid inputs are made of, so that random mutations stay close to meaning.
const ALPHABET: &[u8] = b"AaBb012345678<>+*#@,;: \n{}[]\"-_yesnoVariantStudyStartResultsouthnorthkiswahilikete";

/// The start positions of every game (Bawo in each setup) and a study position.
fn starts() -> Vec<Position> {
    let mut out: Vec<Position> = Variant::ALL.into_iter().map(|v| Position::start(v, BawoSetup::default())).collect();
    out.push(Position::start(Variant::Bawo, BawoSetup::Sanderson));
    let study = Position::start(Variant::Kiswahili, BawoSetup::default()).to_json().replacen("\"reserve\":22", "\"reserve\":3", 2);
    out.push(Position::from_json(&study, true).expect("a valid study position"));
    out
}

/// A game of up to `plies` random moves from `start`.
fn short_game(start: &Position, plies: usize, rng: &mut Rng) -> Game {
    let mut game = Game::new(start.clone());
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let mv = random_move(game.position(), rng).expect("a running game has a move");
        game.play(&mv).expect("a generated move is legal");
    }
    game
}

/// One random mutation of `bytes`.
fn mutate(bytes: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = bytes.to_vec();
    let at = |rng: &mut Rng, len: usize| rng.below(len as u64 + 1) as usize;
    match rng.below(7) {
        0 if !out.is_empty() => {
            let i = rng.below(out.len() as u64) as usize;
            out[i] ^= 1 << rng.below(8);
        }
        1 => out.truncate(at(rng, bytes.len())),
        2 => {
            let i = at(rng, out.len());
            out.insert(i, ALPHABET[rng.below(ALPHABET.len() as u64) as usize]);
        }
        3 if !out.is_empty() => {
            let i = rng.below(out.len() as u64) as usize;
            out.remove(i);
        }
        4 | 5 => {
            // Duplicate or delete a whole line.
            let text = String::from_utf8_lossy(&out).into_owned();
            let mut lines: Vec<&str> = text.lines().collect();
            if !lines.is_empty() {
                let i = rng.below(lines.len() as u64) as usize;
                if rng.below(2) == 0 {
                    lines.insert(i, lines[i]);
                } else {
                    lines.remove(i);
                }
            }
            out = lines.join("\n").into_bytes();
        }
        _ => {
            // Replace a number by another, large or negative ones included.
            let text = String::from_utf8_lossy(&out).into_owned();
            let digits: Vec<usize> = text.char_indices().filter(|(_, c)| c.is_ascii_digit()).map(|(i, _)| i).collect();
            if let Some(&i) = digits.get(rng.below(digits.len().max(1) as u64) as usize) {
                let replacement = ["0", "1", "-1", "16", "65", "199", "201", "255", "256", "4294967296", "2"][rng.below(11) as usize];
                out = format!("{}{}{}", &text[..i], replacement, &text[i + 1..]).into_bytes();
            }
        }
    }
    out
}

fn random_text(rng: &mut Rng, max_len: u64) -> String {
    let len = rng.below(max_len + 1);
    (0..len).map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize] as char).collect()
}

/// A record that reads must write back to a record that reads to the same game.
fn assert_round_trips(record: &Record) {
    let text = record.game.to_record(&record.headers);
    let again = Record::parse(&text, false).unwrap_or_else(|e| panic!("a read record writes a readable one: {e}\n{text}"));
    assert_eq!(again.game.start(), record.game.start());
    assert_eq!(again.game.position(), record.game.position());
    assert_eq!(again.game.result(), record.game.result());
}

#[test]
fn mutated_records_and_share_links_never_panic_and_valid_ones_round_trip() {
    let mut rng = Rng::new(9);
    let (mut read, mut refused) = (0, 0);
    for start in starts() {
        for _ in 0..20 {
            let plies = rng.below(30) as usize;
            let game = short_game(&start, plies, &mut rng);
            let record = game.to_record(&[("South".to_string(), "Asha".to_string())]);
            let mut bytes = record.clone().into_bytes();
            for _ in 0..100 {
                bytes = if rng.below(4) == 0 { mutate(record.as_bytes(), &mut rng) } else { mutate(&bytes, &mut rng) };
                // The link carries any bytes; only valid UTF-8 can be a record.
                let link = read_fragment(&format!("#game={}", &fragment_for_bytes(&bytes)));
                let Ok(text) = std::str::from_utf8(&bytes) else {
                    assert_eq!(link.unwrap_err(), ImportError::BadLink);
                    continue;
                };
                match Record::parse(text, false) {
                    Ok(parsed) => {
                        read += 1;
                        assert_round_trips(&parsed);
                        assert!(link.is_ok(), "the link of a readable record reads");
                    }
                    Err(error) => {
                        refused += 1;
                        assert!(error.line >= 1 && error.line <= text.lines().count().max(1), "{error:?} in\n{text}");
                        assert!(!error.kind.code().is_empty());
                        assert!(matches!(link, Err(ImportError::Invalid { line, .. }) if line == error.line));
                    }
                }
            }
        }
    }
    assert!(read > 50 && refused > 50, "both kinds of input were met: {read} read, {refused} refused");
}

/// The fragment body for raw bytes (the app's own encoder, which takes text, cannot make
/// invalid UTF-8; a hand-written link can).
fn fragment_for_bytes(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => fragment_for(text).trim_start_matches("#game=").to_string(),
        Err(_) => {
            const ALPHABET64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
            let mut out = String::new();
            for chunk in bytes.chunks(3) {
                let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | (b as u32) << (16 - 8 * i));
                for i in 0..=chunk.len() {
                    out.push(ALPHABET64[(n >> (18 - 6 * i) & 63) as usize] as char);
                }
            }
            out
        }
    }
}

#[test]
fn random_fragments_never_panic() {
    let mut rng = Rng::new(10);
    let b64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/!#";
    for _ in 0..20000 {
        let len = rng.below(60);
        let body: String = (0..len).map(|_| b64[rng.below(b64.len() as u64) as usize] as char).collect();
        let prefix = ["#game=", "game=", "#", "", "#gam="][rng.below(5) as usize];
        match read_fragment(&format!("{prefix}{body}")) {
            Ok(record) => assert_round_trips(&record),
            Err(ImportError::BadLink) => {}
            Err(ImportError::Invalid { line, kind, .. }) => assert!(line >= 1 && !kind.code().is_empty()),
            Err(other) => panic!("a link is refused as a link or as its record, not {other:?}"),
        }
    }
}

#[test]
fn mutated_position_json_never_panics_and_valid_positions_round_trip() {
    let mut rng = Rng::new(11);
    let (mut read, mut refused) = (0, 0);
    for start in starts() {
        for _ in 0..30 {
            let plies = rng.below(60) as usize;
            let json = short_game(&start, plies, &mut rng).position().to_json();
            for _ in 0..150 {
                let bytes = mutate(json.as_bytes(), &mut rng);
                let Ok(text) = std::str::from_utf8(&bytes) else { continue };
                let study = rng.below(2) == 0;
                match Position::from_json(text, study) {
                    Ok(pos) => {
                        read += 1;
                        assert_eq!(Position::from_json(&pos.to_json(), study), Ok(pos.clone()), "{text}");
                        // A position that reads can be played on: its moves are legal.
                        for mv in pos.legal_moves().iter().take(4) {
                            let played = pos.play(mv).unwrap_or_else(|e| panic!("{mv} listed but refused: {e}"));
                            assert_eq!(played.position.total_seeds(), pos.total_seeds(), "seeds are conserved");
                        }
                    }
                    Err(error) => {
                        refused += 1;
                        assert!(!error.code().is_empty() && !error.to_string().is_empty());
                    }
                }
            }
        }
    }
    assert!(read > 30 && refused > 100, "both kinds of input were met: {read} read, {refused} refused");
}

#[test]
fn random_and_mutated_move_text_never_panics_and_parsed_moves_round_trip() {
    let mut rng = Rng::new(12);
    let mut legal = 0;
    for start in starts() {
        for _ in 0..8 {
            let plies = rng.below(40) as usize;
            let game = short_game(&start, plies, &mut rng);
            if game.is_over() {
                continue;
            }
            let pos = game.position();
            let valid = random_move(pos, &mut rng).expect("a running game has a move").to_string();
            for i in 0..300 {
                let text = if i % 2 == 0 { String::from_utf8_lossy(&mutate(valid.as_bytes(), &mut rng)).into_owned() } else { random_text(&mut rng, 8) };
                match parse_move(pos, &text) {
                    Ok((mv, _markers)) => {
                        let (again, _) = parse_move(pos, &mv.to_string()).unwrap_or_else(|e| panic!("{mv} does not read back: {e}"));
                        assert_eq!(again, mv, "{text:?}");
                        check_play(pos, &mv);
                    }
                    Err(error) => assert!(!error.code().is_empty()),
                }
                let mut trial = game.clone();
                match trial.play_text(&text) {
                    Ok(_) => {
                        legal += 1;
                        assert_eq!(trial.plies().len(), game.plies().len() + 1);
                    }
                    Err(error) => {
                        assert!(!error.to_string().is_empty());
                        assert_eq!(trial.plies().len(), game.plies().len(), "a refused move changes nothing");
                    }
                }
            }
        }
    }
    assert!(legal > 20, "some mutated moves are legal: {legal}");
}

/// Plays a parsed move: legal ones give a position with the same seeds, illegal ones say why.
fn check_play(pos: &Position, mv: &Move) {
    match pos.play(mv) {
        Ok(played) => assert_eq!(played.position.total_seeds(), pos.total_seeds()),
        Err(error) => assert!(!error.code().is_empty()),
    }
}

/// Hostile inputs of a size: each a text the app reads from outside (a record, a plain move
/// list, a position, a link), grown to about `size` bytes by repeating the part a reader
/// quotes in its error (a header line, a name, a move, a field name), or by random bytes.
fn hostile_inputs(size: usize) -> Vec<String> {
    let long = |unit: &str| unit.repeat(size / unit.len() + 1);
    let json = Position::start(Variant::Kiswahili, BawoSetup::default()).to_json();
    let mut rng = Rng::new(size as u64);
    let noise: Vec<u8> = (0..size).map(|_| rng.below(256) as u8).collect();
    vec![
        format!("Variant: kujifunza\n{}\n\nA3>\n", long("not a header ")),
        format!("Variant: {}\n\nA3>\n", long("kujifunza")),
        format!("Variant: kujifunza\nResult: {}\n\nA3>\n", long("won")),
        format!("Variant: kujifunza\n\n{}\n", long("A3>")),
        long("Z9"),
        json.replacen("\"kiswahili\"", &format!("\"{}\"", long("k")), 1),
        json.replacen("\"ply\":0", &format!("\"ply\":0,\"{}\":1", long("f")), 1),
        fragment_for(&format!("Variant: kujifunza\n\n{}\n", long("b9"))),
        String::from_utf8_lossy(&noise).into_owned(),
    ]
}

#[test]
fn no_refusals_words_grow_with_what_was_given() {
    use bao::app::i18n::{records::import_error, Lang};
    // The longest message a refusal may have: its sentence, the engine's words and at most
    // bao::engine::EXCERPT_CHARS characters of the input, whatever the input's size.
    const MOST: usize = 400;
    for size in [100, 10_000, 1_000_000] {
        for (i, text) in hostile_inputs(size).iter().enumerate() {
            let error = bao::app::share::read_any(text, Variant::Kujifunza, BawoSetup::default()).expect_err("a hostile input is refused");
            for lang in [Lang::En, Lang::Sw] {
                let words = import_error(lang, Variant::Kujifunza, &error);
                assert!(words.chars().count() <= MOST, "input {i} of {size} bytes: {} characters: {}…", words.chars().count(), &words[..200]);
            }
        }
    }
    // Above what any game needs the text is not read at all: the refusal says how large it is.
    let huge = "A3> ".repeat(200_000);
    assert!(matches!(bao::app::share::read_any(&huge, Variant::Kujifunza, BawoSetup::default()), Err(ImportError::TooLarge { .. })));
}

#[test]
fn a_record_of_ten_thousand_plies_is_read_not_refused_for_its_size() {
    // A game ends in a draw at ply 1000 (RULES.md §11), so no game is longer; a record of
    // 10,000 plies' worth of moves (8 bytes a ply, the longest a ply line takes without
    // markers: `A3>+` and a gambit's 16 aside) is still read: what refuses it is the rules.
    let mut record = String::from("Variant: kiswahili\n\n");
    for _ in 0..10_000 {
        record.push_str("A5<*   \n");
    }
    assert!(record.len() > 80_000 && record.len() < bao::app::share::MAX_RECORD_BYTES, "{} bytes", record.len());
    match bao::app::share::read_record(&record) {
        Err(ImportError::Invalid { .. }) => {}
        other => panic!("read and refused by the rules, not for its size: {other:?}"),
    }
}

/// Random moves from `pos`, one after another, as long as the game goes on: a line the worker
/// could send.
fn random_line(pos: &Position, plies: usize, rng: &mut Rng) -> Vec<Move> {
    short_game(pos, plies, rng).plies().iter().map(|ply| ply.mv).collect()
}

/// The messages page and worker exchange about `pos` (after `history`): a request of each
/// kind and, when `pos` has a move, a reply of each kind with moves.
fn worker_messages(pos: &Position, history: Vec<u64>, rng: &mut Rng) -> (Vec<String>, Vec<String>) {
    let search = SearchRequest {
        position: pos.clone(),
        history: history.clone(),
        level: Level::Top,
        seed: 4,
        nodes: Some(900),
        millis: Some(1500.5),
        lines: Some(3),
        search_forced: true,
        until_cancelled: false,
    };
    let prove = ProveRequest { position: pos.clone(), history: history.clone(), depth: Some(6), nodes: 2000, up_to: None };
    let mut requests = vec![search.write(), prove.write()];
    let pv = random_line(pos, 6, rng);
    let Some(&first) = pv.first() else { return (requests, Vec::new()) };
    requests.push(ReviewRequest { position: pos.clone(), history, played: first, depth: None, nodes: Some(10), study: true }.write());
    let verdict = Verdict::Proven { winner: Side::North, plies: 7 };
    let line = Line { mv: first, score: verdict.south_score().unwrap_or(0), verdict, depth: 5, pv: pv.clone() };
    let review = PlyReview {
        mv: first,
        mover: pos.to_move(),
        played: Some(line.clone()),
        best: line.clone(),
        mark: Some(Mark::Mistake),
        unmarked: vec![first],
        depth: 5,
        nodes: 40,
    };
    let replies = [
        Reply::Progress { depth: 5, best: first, score: line.score, nodes: 99, verdict, lines: vec![line.clone(), line.clone()] },
        Reply::Done { best: Some(first), side: pos.to_move(), depth: 5, nodes: 99, verdict: Some(Verdict::Eval(-30)), lines: vec![line] },
        Reply::Reviewed { review },
        Reply::Proved { verdict, best: Some(first), line: pv },
    ];
    (requests, replies.iter().map(Reply::write).collect())
}

/// An error about a message says what is wrong in a few words: it quotes at most [`EXCERPT`]
/// characters of the message.
fn assert_short(error: &impl std::fmt::Display, text: &str) {
    assert!(error.to_string().chars().count() < EXCERPT + 100, "{error} for {text:?}");
}

#[test]
fn mutated_worker_messages_never_panic_and_read_ones_round_trip() {
    let mut rng = Rng::new(13);
    let (mut read, mut refused) = (0, 0);
    for start in starts() {
        for _ in 0..6 {
            let game = short_game(&start, rng.below(40) as usize, &mut rng);
            let pos = game.position().clone();
            let (requests, replies) = worker_messages(&pos, game.keys_before(game.plies().len()), &mut rng);
            for (text, is_request) in requests.iter().map(|t| (t, true)).chain(replies.iter().map(|t| (t, false))) {
                for _ in 0..60 {
                    let bytes = mutate(text.as_bytes(), &mut rng);
                    let Ok(mutated) = std::str::from_utf8(&bytes) else { continue };
                    let again = if is_request {
                        Ask::read(mutated).map(|ask| Ask::read(&ask.write()) == Ok(ask))
                    } else {
                        Reply::read(mutated, Some(&pos)).map(|reply| Reply::read(&reply.write(), Some(&pos)) == Ok(reply))
                    };
                    match again {
                        Ok(same) => {
                            read += 1;
                            assert!(same, "a message that reads writes back to itself: {mutated:?}");
                        }
                        Err(error) => {
                            refused += 1;
                            assert_short(&error, mutated);
                        }
                    }
                }
            }
        }
    }
    assert!(read > 100 && refused > 1000, "both kinds of message were met: {read} read, {refused} refused");
}
