//! Game records from outside — an imported file or a share link — and the share link codec.
//! A share link carries the whole record in the URL fragment (never sent to any server):
//! `#game=` followed by the record in unpadded base64url.

use crate::engine::{Record, RecordError, RecordErrorKind};

const PREFIX: &str = "game=";
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a record from outside was not loaded. The current game is never touched by it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The link's fragment is not a game at all.
    BadLink,
    /// The record does not replay: `line` (1-based) is wrong; `text` is that line, when it is
    /// a move; `kind` says what is wrong.
    Invalid { line: usize, text: String, kind: RecordErrorKind },
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
    let bytes = decode(body).ok_or(ImportError::BadLink)?;
    let text = String::from_utf8(bytes).map_err(|_| ImportError::BadLink)?;
    read_record(&text)
}

/// Replays a record (RULES.md §12); an error names the line and, if it is a move, the move.
/// A study start is read only with the record's `Study: yes` header.
pub fn read_record(text: &str) -> Result<Record, ImportError> {
    Record::parse(text, false).map_err(|e| invalid(text, e))
}

/// Replays a record this app saved itself: its study starts are admitted even without the
/// `Study: yes` header, which saves made before the header existed lack.
pub fn read_saved_record(text: &str) -> Result<Record, ImportError> {
    Record::parse(text, true).map_err(|e| invalid(text, e))
}

fn invalid(text: &str, e: RecordError) -> ImportError {
    ImportError::Invalid { line: e.line, text: text.lines().nth(e.line.saturating_sub(1)).unwrap_or("").trim().to_string(), kind: e.kind }
}

fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

fn decode(text: &str) -> Option<Vec<u8>> {
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

    /// A lesson's start (a study position: fewer than 64 seeds) with its first legal move.
    fn study_game() -> crate::engine::Game {
        let start = crate::app::lessons::LESSONS[1].start();
        assert_ne!(start.total_seeds(), crate::engine::TOTAL_SEEDS, "lessons after the first are study positions");
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
}
