//! Game records from outside — an imported file or a share link — and the share link codec.
//! A share link carries the whole record in the URL fragment (never sent to any server):
//! `#game=` followed by the record in unpadded base64url.
//!
//! [`read_any`] is the one reader of what a person pastes or picks: a record, a position
//! (JSON), a share link or a plain move list.

use base64::engine::general_purpose::{GeneralPurpose, NO_PAD};
use base64::{alphabet, Engine};

use crate::engine::{excerpt, BawoSetup, Game, MoveError, Position, PositionError, Record, RecordError, RecordErrorKind, Variant};

const PREFIX: &str = "game=";

/// The longest record or plain move list read from outside, in bytes (256 KiB). A record takes
/// about 8 bytes a ply, so a 10,000-ply game is about 80 KB: no real game comes near.
pub const MAX_RECORD_BYTES: usize = 256 * 1024;
/// The longest share link or address read: a record of [`MAX_RECORD_BYTES`] in the link's
/// codec (4 characters for 3 bytes), with room for the page's address around it.
pub const MAX_LINK_BYTES: usize = MAX_RECORD_BYTES / 3 * 4 + 1024;

/// The link codec: unpadded base64url (`base64`'s `URL_SAFE_NO_PAD`) that, as the app's own
/// decoder always did, also reads a last symbol with unused bits set (`YR` is `a`, as `YQ`).
/// Padding, blanks and any other symbol are refused.
const LINK_CODEC: GeneralPurpose = GeneralPurpose::new(&alphabet::URL_SAFE, NO_PAD.with_decode_allow_trailing_bits(true));

/// Why a record from outside was not loaded. The current game is never touched by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The link's fragment is not a game at all.
    BadLink,
    /// The record does not replay: `line` (1-based) is wrong; `text` is that line, when it is
    /// a move; `kind` says what is wrong.
    Invalid { line: usize, text: String, kind: RecordErrorKind },
    /// Nothing but blanks (or only move numbers) was given.
    Empty,
    /// A position (JSON, RULES.md §12) that does not read.
    Position(PositionError),
    /// A plain move list whose move `index` (1-based, move numbers not counted), written
    /// `text`, does not play.
    Move { index: usize, text: String, error: MoveError },
    /// Longer than any game of its form: `size` bytes where at most `limit` are read (it is
    /// refused before it is read).
    TooLarge { size: usize, limit: usize },
}

impl ImportError {
    /// The error's kind as a stable name (for the page and the tests).
    pub fn code(&self) -> &'static str {
        match self {
            ImportError::BadLink => "bad-link",
            ImportError::Invalid { .. } => "bad-record",
            ImportError::Empty => "empty",
            ImportError::Position(_) => "bad-position",
            ImportError::Move { .. } => "bad-move",
            ImportError::TooLarge { .. } => "too-large",
        }
    }
}

/// Which of the four forms a text was read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportForm {
    /// A game record (RULES.md §12).
    Record,
    /// A position (JSON, RULES.md §12): a game starting there.
    Position,
    /// A share link (or its `#game=` fragment).
    Link,
    /// Moves in notation separated by blanks ("A6> a6< A5<"), optionally numbered
    /// ("1. A6> a6<"), played from the start of the chosen game.
    MoveList,
}

/// A text read by [`read_any`]: the game it replays and the form it was written in.
#[derive(Clone, Debug)]
pub struct Imported {
    pub form: ImportForm,
    pub record: Record,
}

/// Reads what a person pastes: a share link (a URL with `#game=`, or the fragment), a position
/// (JSON, starting with `{`), a record (header lines `Key: value`) or else a plain move list
/// played from the start of `variant` (with `setup` in Bawo). Nothing is changed on an error.
pub fn read_any(text: &str, variant: Variant, setup: BawoSetup) -> Result<Imported, ImportError> {
    let text = text.trim();
    within(text, MAX_LINK_BYTES)?;
    let single_word = !text.contains(char::is_whitespace);
    let (form, record) = if text.is_empty() {
        return Err(ImportError::Empty);
    } else if single_word && (text.contains("#game=") || text.starts_with("game=") || text.contains("://")) {
        let fragment = text.find("game=").map_or("", |at| &text[at..]);
        (ImportForm::Link, read_fragment(fragment)?)
    } else if text.starts_with('{') {
        let start = Position::from_json(text, false).map_err(ImportError::Position)?;
        (ImportForm::Position, Record { headers: Vec::new(), game: Game::new(start) })
    } else if text.contains(':') {
        (ImportForm::Record, read_record(text)?)
    } else {
        within(text, MAX_RECORD_BYTES)?;
        (ImportForm::MoveList, read_move_list(text, variant, setup)?)
    };
    Ok(Imported { form, record })
}

/// Refuses a text of more than `limit` bytes.
pub fn within(text: &str, limit: usize) -> Result<(), ImportError> {
    refuse_above(text.len(), limit)
}

/// Refuses `size` bytes above `limit` (a file is refused by its size before it is read).
pub fn refuse_above(size: usize, limit: usize) -> Result<(), ImportError> {
    if size > limit {
        return Err(ImportError::TooLarge { size, limit });
    }
    Ok(())
}

/// A plain move list from the start of the game: move numbers (`12.`, `12…`, `12...`, also
/// glued to the move: `12.A6>`) and trailing commas are skipped.
fn read_move_list(text: &str, variant: Variant, setup: BawoSetup) -> Result<Record, ImportError> {
    let mut game = Game::new(Position::start(variant, setup));
    let mut index = 0;
    for word in text.split_whitespace() {
        let unnumbered = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let mv = if unnumbered.len() < word.len() { unnumbered.trim_start_matches(['.', '…']) } else { word };
        let mv = mv.trim_end_matches(',');
        if mv.is_empty() {
            continue;
        }
        index += 1;
        game.play_text(mv).map_err(|error| ImportError::Move { index, text: excerpt(mv), error })?;
    }
    if index == 0 {
        return Err(ImportError::Empty);
    }
    Ok(Record { headers: Vec::new(), game })
}

/// One example of each form [`read_any`] reads, to show in the import dialog (each reads, see
/// the tests): a record, a position, a share link's fragment and a move list (Bao la
/// Kiswahili).
pub mod examples {
    /// A Bao la Kujifunza record with its players and date.
    pub const RECORD: &str = "Variant: kujifunza\nSouth: Asha\nNorth: Juma\nDate: 2026-11-30\nResult: *\n\nA3>\na6>\n";
    /// Bao la Kiswahili's start position.
    pub const POSITION: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":22,"house":"owned"},"north":{"front":[0,0,0,0,6,2,2,0],"back":[0,0,0,0,0,0,0,0],"reserve":22,"house":"owned"},"takasia":null,"ply":0}"#;
    /// A plain move list of Bao la Kiswahili.
    pub const MOVES: &str = "A6> a6< A5<";

    /// A share link's fragment: the record [`RECORD`].
    pub fn link() -> String {
        super::fragment_for(RECORD)
    }
}

/// The URL fragment (with `#`) that shares this record.
pub fn fragment_for(record: &str) -> String {
    format!("#{PREFIX}{}", encode(record.as_bytes()))
}

/// Whether a URL fragment (with or without `#`) is meant to be a shared game.
pub fn is_game_fragment(fragment: &str) -> bool {
    fragment.trim_start_matches('#').starts_with(PREFIX)
}

/// The record a share-link fragment carries, replayed and checked.
pub fn read_fragment(fragment: &str) -> Result<Record, ImportError> {
    let body = fragment.trim_start_matches('#').strip_prefix(PREFIX).ok_or(ImportError::BadLink)?;
    within(body, MAX_LINK_BYTES)?;
    let bytes = decode(body).ok_or(ImportError::BadLink)?;
    let text = String::from_utf8(bytes).map_err(|_| ImportError::BadLink)?;
    read_record(&text)
}

/// Replays a record (RULES.md §12); an error names the line and, if it is a move, the move.
/// A study start is read only with the record's `Study: yes` header.
pub fn read_record(text: &str) -> Result<Record, ImportError> {
    within(text, MAX_RECORD_BYTES)?;
    Record::parse(text, false).map_err(|e| invalid(text, e))
}

/// Replays a record this app saved itself: its study starts are admitted even without the
/// `Study: yes` header, which saves made before the header existed lack.
pub fn read_saved_record(text: &str) -> Result<Record, ImportError> {
    Record::parse(text, true).map_err(|e| invalid(text, e))
}

fn invalid(text: &str, e: RecordError) -> ImportError {
    ImportError::Invalid { line: e.line, text: excerpt(text.lines().nth(e.line.saturating_sub(1)).unwrap_or("").trim()), kind: e.kind }
}

/// The link text of `bytes`.
pub fn encode(bytes: &[u8]) -> String {
    LINK_CODEC.encode(bytes)
}

/// The bytes of a link text, if it is one.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    LINK_CODEC.decode(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = "Variant: kujifunza\nSouth: Asha\nResult: *\n\nA2>\n";

    #[test]
    fn a_link_round_trips_every_byte_length() {
        for text in ["", "a", "ab", "abc", "abcd", RECORD, "ñ ü — ∞"] {
            assert_eq!(decode(&encode(text.as_bytes())).unwrap(), text.as_bytes());
        }
        let fragment = fragment_for(RECORD);
        assert!(is_game_fragment(&fragment));
        assert!(!fragment.contains(['+', '/', '=', '\n'].as_slice()) || fragment.starts_with("#game="));
        let record = read_fragment(&fragment).unwrap();
        assert_eq!(record.game.plies().len(), 1);
        assert_eq!(record.header("South"), Some("Asha"));
    }

    /// The decoder the app had before the `base64` crate, kept to check that every link it
    /// read still reads, to the same bytes, and every text it refused is still refused.
    fn decode_before_the_crate(text: &str) -> Option<Vec<u8>> {
        const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let values: Vec<u32> = text.bytes().map(|c| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32)).collect::<Option<_>>()?;
        if values.len() % 4 == 1 {
            return None;
        }
        let mut out = Vec::with_capacity(values.len() * 3 / 4);
        for chunk in values.chunks(4) {
            let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &v)| acc | v << (18 - 6 * i));
            for i in 0..chunk.len() - 1 {
                out.push((n >> (16 - 8 * i)) as u8);
            }
        }
        Some(out)
    }

    #[test]
    fn the_link_codec_is_unpadded_base64url() {
        assert_eq!(encode(b""), "");
        assert_eq!(encode(b"a"), "YQ");
        assert_eq!(encode(b"ab"), "YWI");
        assert_eq!(encode(b"abc"), "YWJj");
        assert_eq!(encode(&[0xfb, 0xff, 0xbf]), "-_-_", "the URL-safe symbols, not + and /");
        assert_eq!(encode(b"Variant: kujifunza\n"), "VmFyaWFudDoga3VqaWZ1bnphCg");
    }

    #[test]
    fn the_decoder_reads_exactly_what_it_read_before_the_crate() {
        // Unused bits in the last symbol were ignored, and still are.
        assert_eq!(decode("YR"), Some(b"a".to_vec()));
        assert_eq!(decode("YWJ"), Some(b"ab".to_vec()));
        assert_eq!(decode("YWL"), Some(b"ab".to_vec()));
        // Padding, blanks, the standard alphabet's + and / and a lone last symbol never read.
        for refused in ["YQ==", "YQ=", "YWI=", "Y Q", "YQ\n", " YQ", "YQ\t", "+/+/", "YWJj+A", "A", "YWJjZ", "YQ%3D"] {
            assert_eq!(decode(refused), None, "{refused:?}");
            assert_eq!(decode_before_the_crate(refused), None, "{refused:?}");
        }
        // Random texts of link symbols, padding, blanks and others: the same answer as before.
        let symbols: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ \n.%".chars().collect();
        let mut seed = 11u64;
        let mut next = |below: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize % below
        };
        let (mut read, mut refused) = (0, 0);
        for _ in 0..20_000 {
            let len = next(12);
            // Mostly link symbols, so that many texts read.
            let text: String = (0..len).map(|_| if next(8) == 0 { symbols[next(symbols.len())] } else { symbols[next(64)] }).collect();
            let now = decode(&text);
            assert_eq!(now, decode_before_the_crate(&text), "{text:?}");
            if now.is_some() {
                read += 1;
            } else {
                refused += 1;
            }
        }
        assert!(read > 1000 && refused > 1000, "both kinds were met: {read} read, {refused} refused");
    }

    #[test]
    fn a_broken_link_or_a_wrong_move_is_reported_not_loaded() {
        assert_eq!(read_fragment("#game=!!!").unwrap_err(), ImportError::BadLink);
        assert_eq!(read_fragment("#game=A").unwrap_err(), ImportError::BadLink);
        assert_eq!(read_fragment("#other").unwrap_err(), ImportError::BadLink);
        let bad = "Variant: kujifunza\n\nA2>\nA2>\n";
        match read_fragment(&fragment_for(bad)).unwrap_err() {
            ImportError::Invalid { line, text, .. } => {
                assert_eq!(line, 4);
                assert_eq!(text, "A2>");
            }
            other => panic!("{other:?}"),
        }
    }

    /// A learning step's start (a study position: fewer than 64 seeds) with its first legal move.
    fn study_game() -> crate::engine::Game {
        let start = crate::app::learn::curriculum::step("capture-most").expect("a step").start();
        assert_ne!(start.total_seeds(), crate::engine::TOTAL_SEEDS, "steps are study positions");
        let mut game = crate::engine::Game::new(start.clone());
        let first = start.legal_moves()[0];
        game.play(&first).unwrap();
        game
    }

    #[test]
    fn a_study_game_is_shared_and_saved_with_its_study_header_and_loads_back() {
        let game = study_game();
        let record = game.to_record(&[]);
        assert!(record.lines().any(|l| l == "Study: yes"), "{record}");
        let shared = read_fragment(&fragment_for(&record)).unwrap();
        assert_eq!(shared.game.position(), game.position());
        // A save of the game, as the app writes it, reloads into the same game.
        let saved = crate::app::save::SavedGame {
            id: "g1".to_string(),
            revision: 1,
            record,
            opponent: crate::app::setup::Opponent::Human,
            resigned: None,
            kete_match: None,
            redo: Vec::new(),
            coach: None,
        };
        let reread = crate::app::save::read_game(&crate::app::save::write_game(&saved)).unwrap();
        let session = crate::app::state::Session::from_saved(&reread).unwrap();
        assert_eq!(session.game.position(), game.position());
        assert_eq!(session.game.plies().len(), 1);
    }

    #[test]
    fn a_study_start_without_the_header_is_refused_from_outside_but_not_from_an_old_save() {
        let game = study_game();
        let without: String = game.to_record(&[]).lines().filter(|l| *l != "Study: yes").map(|l| format!("{l}\n")).collect();
        let start_line = without.lines().position(|l| l.starts_with("Start:")).unwrap() + 1;
        match read_record(&without).unwrap_err() {
            ImportError::Invalid { line, kind: RecordErrorKind::Start(crate::engine::PositionError::SeedTotal { total }), .. } => {
                assert_eq!(line, start_line);
                assert_eq!(total, game.start().total_seeds() as i64);
            }
            other => panic!("{other:?}"),
        }
        // Saves written before the header existed are the app's own: they still load.
        assert_eq!(read_saved_record(&without).unwrap().game.position(), game.position());
    }

    use crate::engine::{MoveError, SyntaxError, WhyNot};

    const KUJIFUNZA: (Variant, BawoSetup) = (Variant::Kujifunza, BawoSetup::Chikoko);

    fn any(text: &str, (variant, setup): (Variant, BawoSetup)) -> Result<Imported, ImportError> {
        read_any(text, variant, setup)
    }

    /// The game that `moves` make from the start of `variant`, played through the engine's
    /// own parser and `Game::play` (the move list reader must agree with it).
    fn played(variant: Variant, setup: BawoSetup, moves: &[&str]) -> Game {
        let mut game = Game::new(Position::start(variant, setup));
        for text in moves {
            let (mv, _) = crate::engine::parse_move(game.position(), text).unwrap();
            game.play(&mv).unwrap();
        }
        game
    }

    #[test]
    fn each_of_the_four_forms_is_read_by_the_one_reader() {
        // A record: its players come with it.
        let record = any(examples::RECORD, (Variant::Kiswahili, BawoSetup::Chikoko)).unwrap();
        assert_eq!(record.form, ImportForm::Record);
        assert_eq!(record.record.header("North"), Some("Juma"));
        let expected = played(Variant::Kujifunza, BawoSetup::Chikoko, &["A3>", "a6>"]);
        assert_eq!(record.record.game.position(), expected.position(), "the record's own variant, not the chosen one");
        // The same record as a link, as a whole URL and as its fragment.
        for link in [format!("https://example.org/bao/{}", examples::link()), examples::link(), examples::link().trim_start_matches('#').to_string()] {
            let read = any(&link, KUJIFUNZA).unwrap();
            assert_eq!(read.form, ImportForm::Link, "{link}");
            assert_eq!(read.record.game.position(), expected.position());
        }
        // A position: a game starting there, nothing played yet.
        let position = any(examples::POSITION, KUJIFUNZA).unwrap();
        assert_eq!(position.form, ImportForm::Position);
        assert_eq!(position.record.game.start(), &Position::start(Variant::Kiswahili, BawoSetup::Chikoko), "RULES.md §12's start position");
        assert!(position.record.game.plies().is_empty());
        // A plain move list in the chosen game, numbered or not.
        let expected = played(Variant::Kiswahili, BawoSetup::Chikoko, &["A6>", "a6<", "A5<"]);
        for text in [examples::MOVES, "1. A6> a6< 2. A5<", "1.A6>, 1…a6<\n2.A5<", "  A6>\n a6<\tA5<  "] {
            let moves = any(text, (Variant::Kiswahili, BawoSetup::Chikoko)).unwrap();
            assert_eq!(moves.form, ImportForm::MoveList, "{text}");
            assert_eq!(moves.record.game.plies().len(), 3, "{text}");
            assert_eq!(moves.record.game.position(), expected.position(), "{text}");
        }
    }

    #[test]
    fn a_plain_move_list_is_played_in_the_chosen_game() {
        // A Bawo gambit placement is a move of Bawo only: it reads there, with the chosen
        // setup, and not in another game.
        for setup in BawoSetup::ALL.iter().copied() {
            let start = Position::start(Variant::Bawo, setup);
            let first = crate::engine::Move::Gambit(start.gambit_placements().next().expect("a gambit")).to_string();
            let read = read_any(&first, Variant::Bawo, setup).unwrap();
            assert_eq!(read.record.game.start(), &start);
            assert_eq!(read.record.game.position(), played(Variant::Bawo, setup, &[&first]).position());
            match read_any(&first, Variant::Kiswahili, BawoSetup::Chikoko).unwrap_err() {
                ImportError::Move { index: 1, text, .. } => assert_eq!(text, first),
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn a_bad_text_is_refused_with_its_kind() {
        assert_eq!(any("", KUJIFUNZA).unwrap_err(), ImportError::Empty);
        assert_eq!(any(" \n\t ", KUJIFUNZA).unwrap_err(), ImportError::Empty);
        assert_eq!(any("1. 2…", KUJIFUNZA).unwrap_err(), ImportError::Empty, "move numbers only");
        assert_eq!(any("#game=!!!", KUJIFUNZA).unwrap_err(), ImportError::BadLink);
        assert_eq!(any("https://example.org/bao/#other", KUJIFUNZA).unwrap_err(), ImportError::BadLink);
        assert!(matches!(any("{\"variant\": ", KUJIFUNZA).unwrap_err(), ImportError::Position(PositionError::Json { .. })));
        // RULES.md §12's start with one seed fewer in A5: 63 seeds, not a game's 64.
        let short = examples::POSITION.replacen("[0,0,0,0,6,2,2,0]", "[0,0,0,0,5,2,2,0]", 1);
        assert!(matches!(any(&short, KUJIFUNZA).unwrap_err(), ImportError::Position(PositionError::SeedTotal { total: 63 })));
        match any("Variant: chess\n\nA1>\n", KUJIFUNZA).unwrap_err() {
            ImportError::Invalid { line: 1, kind: RecordErrorKind::UnknownVariant(name), .. } => assert_eq!(name, "chess"),
            other => panic!("{other:?}"),
        }
        // South moves first, so the second move is North's: A3 is not North's hole.
        match any("A3> A3>", KUJIFUNZA).unwrap_err() {
            ImportError::Move { index: 2, text, error: MoveError::Illegal { reason: WhyNot::NotYourHole, .. } } => assert_eq!(text, "A3>"),
            other => panic!("{other:?}"),
        }
        match any("1. Z9", KUJIFUNZA).unwrap_err() {
            ImportError::Move { index: 1, text, error: MoveError::Syntax(SyntaxError::NotAMove(_)) } => assert_eq!(text, "Z9"),
            other => panic!("{other:?}"),
        }
        let codes: Vec<&str> = [ImportError::Empty, ImportError::BadLink].iter().map(ImportError::code).collect();
        assert_eq!(codes, ["empty", "bad-link"]);
    }

    #[test]
    fn random_text_never_panics_the_reader() {
        let alphabet: Vec<char> = "Aa18<>+@,.:{}\"# \n…Variant:kujifunza=game".chars().collect();
        let mut seed = 7u64;
        for _ in 0..3000 {
            let len = (seed >> 33) as usize % 40;
            let text: String = (0..len)
                .map(|_| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    alphabet[(seed >> 33) as usize % alphabet.len()]
                })
                .collect();
            if let Ok(read) = any(&text, KUJIFUNZA) {
                assert!(read.record.game.position().total_seeds() > 0, "{text:?}");
            }
        }
    }
}
